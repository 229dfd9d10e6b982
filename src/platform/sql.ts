import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

/** Runs one statement with `?` placeholders and returns its rows (RETURNING included). */
export type Query = <T = Record<string, unknown>>(sql: string, params?: readonly unknown[]) => Promise<T[]>

/**
 * The little SQL both stores need, over SQLite or PostgreSQL. Statements are written once with
 * `?` placeholders in the dialect-neutral subset (ON CONFLICT ... RETURNING works in both).
 */
export interface SqlDb {
  readonly dialect: 'sqlite' | 'postgres'
  query: Query
  /** Runs fn inside one transaction; it commits if fn resolves and rolls back if it throws. */
  transaction<T>(fn: (query: Query) => Promise<T>): Promise<T>
  exec(script: string): Promise<void>
  /**
   * SQLite only: runs `work` now, synchronously, inside one transaction that holds the database's
   * write lock, so its reads and writes are atomic even against other processes. Undefined where
   * the database is not embedded.
   */
  transactionSync?: <T>(work: (run: SyncQuery) => T) => T
  close(): Promise<void>
}

/** A multi-statement transaction is between its statements; try again on a later tick. */
export class TransactionOpenError extends Error {}

export type SyncQuery = <T = Record<string, unknown>>(sql: string, params?: readonly unknown[]) => T[]

export function openDatabase(url: string): SqlDb {
  return url.startsWith('sqlite:') ? openSqlite(url.slice('sqlite:'.length)) : openPostgres(url)
}

function openSqlite(file: string): SqlDb {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // NORMAL in WAL mode: a commit survives a process crash; only a power cut can lose the last ones.
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  const statements = new Map<string, Database.Statement>()
  const run = <T>(sql: string, params: readonly unknown[] = []): T[] => {
    let statement = statements.get(sql)
    if (!statement) {
      statement = db.prepare(sql)
      statements.set(sql, statement)
    }
    if (statement.reader) return statement.all(...params) as T[]
    statement.run(...params)
    return []
  }
  const query: Query = async (sql, params) => run(sql, params)
  // better-sqlite3 is synchronous, so a transaction must not let another caller's statements in
  // while its function awaits: transactions take turns.
  let turn: Promise<unknown> = Promise.resolve()
  return {
    dialect: 'sqlite',
    query,
    transactionSync(work) {
      if (db.inTransaction) throw new TransactionOpenError()
      return db.transaction(() => work(run)).immediate()
    },
    transaction(fn) {
      const result = turn.then(async () => {
        db.exec('BEGIN IMMEDIATE')
        try {
          const value = await fn(query)
          db.exec('COMMIT')
          return value
        } catch (error) {
          db.exec('ROLLBACK')
          throw error
        }
      })
      turn = result.catch(() => undefined)
      return result
    },
    exec: async (script) => { db.exec(script) },
    close: async () => { db.close() },
  }
}

function numbered(sql: string): string {
  let n = 0
  return sql.replace(/\?/g, () => `$${++n}`)
}

const OUTAGE_STATES = /^(08|53|57P0[1-3]$|57014$)/
const OUTAGE_MESSAGES = /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/

/**
 * The database could not be reached or gave no answer in time (refused, reset, shutting down or
 * starting up, out of connections, timed out), as opposed to an answer about the statement itself:
 * the first is worth retrying shortly, the second is a bug or a constraint.
 */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause })
    this.name = 'StoreUnavailableError'
  }
}

function isPostgresOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error instanceof pg.DatabaseError) return OUTAGE_STATES.test(error.code ?? '')
  // Socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT...) and the driver's own connection errors.
  const code = (error as { code?: unknown }).code
  return (typeof code === 'string' && /^E[A-Z_]+$/.test(code) && !code.startsWith('ERR_')) || OUTAGE_MESSAGES.test(error.message)
}

const tagged = (error: unknown) => isPostgresOutage(error) ? new StoreUnavailableError(error) : error

function openPostgres(url: string): SqlDb {
  const pool = new pg.Pool({
    connectionString: url, max: 10, idleTimeoutMillis: 30_000,
    // A database that is down refuses at once, but one that is frozen or cut off by the network
    // never answers: without these a request would wait on it indefinitely. The server gives up on
    // a statement first, so a slow one ends cleanly and its connection stays usable.
    connectionTimeoutMillis: 3_000, statement_timeout: 3_000, query_timeout: 4_000,
  })
  // An idle client losing its connection (a database restart) must not crash the process.
  pool.on('error', () => {})
  const converted = new Map<string, string>()
  const toPg = (sql: string) => {
    let text = converted.get(sql)
    if (text === undefined) {
      text = numbered(sql)
      converted.set(sql, text)
    }
    return text
  }
  const via = (client: pg.Pool | pg.PoolClient): Query => async <T>(sql: string, params: readonly unknown[] = []) => {
    try {
      return (await client.query(toPg(sql), params as unknown[])).rows as T[]
    } catch (error) {
      throw tagged(error)
    }
  }
  return {
    dialect: 'postgres',
    query: via(pool),
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => { throw tagged(error) })
      const query = via(client)
      let broken: Error | undefined
      // While a client is checked out the pool does not listen to it: a connection lost between two
      // statements would otherwise be an uncaught exception that ends the process.
      const lost = (error: Error) => { broken = error }
      client.on('error', lost)
      try {
        await query('BEGIN')
        const value = await fn(query)
        await query('COMMIT')
        return value
      } catch (error) {
        // A connection that lost its server cannot roll back (the server already has) and would
        // only wait out another timeout trying: it is dropped instead of going back to the pool.
        if (error instanceof StoreUnavailableError) broken = error
        else await client.query('ROLLBACK').catch((e: unknown) => { broken = e as Error })
        throw error
      } finally {
        client.off('error', lost)
        client.release(broken)
      }
    },
    exec: async (script) => { await pool.query(script) },
    close: () => pool.end(),
  }
}
