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

function openPostgres(url: string): SqlDb {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 })
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
  const via = (client: pg.Pool | pg.PoolClient): Query => async <T>(sql: string, params: readonly unknown[] = []) =>
    (await client.query(toPg(sql), params as unknown[])).rows as T[]
  return {
    dialect: 'postgres',
    query: via(pool),
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const value = await fn(via(client))
        await client.query('COMMIT')
        return value
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    exec: async (script) => { await pool.query(script) },
    close: () => pool.end(),
  }
}
