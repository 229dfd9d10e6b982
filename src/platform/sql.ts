import type BetterSqlite3 from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type * as Pg from 'pg'

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

/** The SQLite driver of the embedded store. */
export type SqliteDriver = 'better-sqlite3' | 'node:sqlite'

/**
 * Which driver the embedded store uses on a Node.js version ("24.21.0"). better-sqlite3 12 aborts
 * the process on Node 24 whenever it frees a statement or a database (Node 24 changed
 * node::ObjectWrap, WiseLibs/better-sqlite3#1515), and version 13, which fixes that, crashes on
 * Node 20. Node 24's built-in node:sqlite has everything the store needs; 20 and 22 keep
 * better-sqlite3, which they run without trouble.
 */
export function sqliteDriverFor(nodeVersion: string): SqliteDriver {
  return Number.parseInt(nodeVersion.replace(/^v/, ''), 10) >= 24 ? 'node:sqlite' : 'better-sqlite3'
}

/** The part of a SQLite driver the store uses, the same over either one. */
interface SqliteStatement {
  /** It answers rows (a SELECT, or a write with RETURNING). */
  readonly reader: boolean
  all(...params: unknown[]): unknown[]
  run(...params: unknown[]): unknown
}

interface SqliteConnection {
  prepare(sql: string): SqliteStatement
  exec(sql: string): void
  pragma(setting: string): void
  readonly inTransaction: boolean
  /** Runs work inside BEGIN IMMEDIATE ... COMMIT, rolled back if it throws. */
  immediate<T>(work: () => T): T
  close(): void
}

// Loaded on first use, never at import: on Node 24 better-sqlite3 must not even be loaded, and
// node:sqlite does not exist on Node 20. pg likewise, only by a PostgreSQL store.
const require = createRequire(import.meta.url)

function betterSqlite3(file: string): SqliteConnection {
  const Database = require('better-sqlite3') as typeof BetterSqlite3
  const db = new Database(file)
  return {
    prepare: (sql) => db.prepare(sql),
    exec: (sql) => { db.exec(sql) },
    pragma: (setting) => { db.pragma(setting) },
    get inTransaction() { return db.inTransaction },
    immediate: (work) => db.transaction(work).immediate(),
    close: () => { db.close() },
  }
}

// node:sqlite as far as the store uses it (@types/node 20 does not describe it).
interface NodeSqliteStatement {
  columns(): unknown[]
  all(...params: unknown[]): unknown[]
  run(...params: unknown[]): unknown
}
interface NodeSqliteDatabase {
  prepare(sql: string): NodeSqliteStatement
  exec(sql: string): void
  readonly isTransaction: boolean
  close(): void
}
interface NodeSqliteModule {
  DatabaseSync: new (file: string) => NodeSqliteDatabase
}

/** An error of SQLite itself, with better-sqlite3's `code` (SQLITE_CONSTRAINT_UNIQUE...). */
class SqliteError extends Error {
  constructor(message: string, readonly code: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'SqliteError'
  }
}

const RESULT_CODES = ['OK', 'ERROR', 'INTERNAL', 'PERM', 'ABORT', 'BUSY', 'LOCKED', 'NOMEM', 'READONLY', 'INTERRUPT',
  'IOERR', 'CORRUPT', 'NOTFOUND', 'FULL', 'CANTOPEN', 'PROTOCOL', 'EMPTY', 'SCHEMA', 'TOOBIG', 'CONSTRAINT', 'MISMATCH',
  'MISUSE', 'NOLFS', 'AUTH', 'FORMAT', 'RANGE', 'NOTADB', 'NOTICE', 'WARNING']
const EXTENDED_CODES: Record<number, string> = {
  261: 'BUSY_RECOVERY', 517: 'BUSY_SNAPSHOT', 773: 'BUSY_TIMEOUT', 262: 'LOCKED_SHAREDCACHE',
  275: 'CONSTRAINT_CHECK', 531: 'CONSTRAINT_COMMITHOOK', 787: 'CONSTRAINT_FOREIGNKEY', 1043: 'CONSTRAINT_FUNCTION',
  1299: 'CONSTRAINT_NOTNULL', 1555: 'CONSTRAINT_PRIMARYKEY', 1811: 'CONSTRAINT_TRIGGER', 2067: 'CONSTRAINT_UNIQUE',
  2323: 'CONSTRAINT_VTAB', 2579: 'CONSTRAINT_ROWID', 2835: 'CONSTRAINT_PINNED', 3091: 'CONSTRAINT_DATATYPE',
}

/**
 * node:sqlite reports every SQLite error as ERR_SQLITE_ERROR with the number in `errcode`; the
 * stores tell a taken email by better-sqlite3's names, so its errors carry those.
 */
function asSqliteError(error: unknown): unknown {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown }
  if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number') return error
  const name = EXTENDED_CODES[errcode] ?? RESULT_CODES[errcode & 0xff] ?? String(errcode)
  return new SqliteError((error as Error).message, `SQLITE_${name}`, { cause: error })
}

function sqliteCall<T>(call: () => T): T {
  try {
    return call()
  } catch (error) {
    throw asSqliteError(error)
  }
}

// better-sqlite3 binds undefined as NULL; node:sqlite refuses it.
const bindable = (params: unknown[]) => params.includes(undefined) ? params.map((p) => p ?? null) : params

function nodeSqlite(file: string): SqliteConnection {
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite') as NodeSqliteModule
  const db = sqliteCall(() => new DatabaseSync(file))
  const exec = (sql: string) => sqliteCall(() => db.exec(sql))
  return {
    prepare(sql) {
      const statement = sqliteCall(() => db.prepare(sql))
      return {
        reader: statement.columns().length > 0,
        all: (...params) => sqliteCall(() => statement.all(...bindable(params))),
        run: (...params) => sqliteCall(() => statement.run(...bindable(params))),
      }
    },
    exec,
    pragma: (setting) => exec(`PRAGMA ${setting}`),
    get inTransaction() { return db.isTransaction },
    // As better-sqlite3's transaction().immediate(): SQLite may already have rolled back (a full
    // disk, an I/O error), and then there is nothing left to roll back.
    immediate(work) {
      exec('BEGIN IMMEDIATE')
      try {
        const value = work()
        exec('COMMIT')
        return value
      } catch (error) {
        if (db.isTransaction) exec('ROLLBACK')
        throw error
      }
    },
    close: () => { db.close() },
  }
}

export function openSqlite(file: string, driver = sqliteDriverFor(process.versions.node)): SqlDb {
  if (file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
  const db = driver === 'node:sqlite' ? nodeSqlite(file) : betterSqlite3(file)
  db.pragma('journal_mode = WAL')
  // NORMAL in WAL mode: a commit survives a process crash; only a power cut can lose the last ones.
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 5000')
  db.pragma('foreign_keys = ON')
  const statements = new Map<string, SqliteStatement>()
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
  // Both drivers are synchronous, so a transaction must not let another caller's statements in
  // while its function awaits: transactions take turns.
  let turn: Promise<unknown> = Promise.resolve()
  return {
    dialect: 'sqlite',
    query,
    transactionSync(work) {
      if (db.inTransaction) throw new TransactionOpenError()
      return db.immediate(() => work(run))
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

function isPostgresOutage(pg: typeof Pg, error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error instanceof pg.DatabaseError) return OUTAGE_STATES.test(error.code ?? '')
  // Socket errors (ECONNREFUSED, ECONNRESET, ETIMEDOUT...) and the driver's own connection errors.
  const code = (error as { code?: unknown }).code
  return (typeof code === 'string' && /^E[A-Z_]+$/.test(code) && !code.startsWith('ERR_')) || OUTAGE_MESSAGES.test(error.message)
}

function openPostgres(url: string): SqlDb {
  const pg = require('pg') as typeof Pg
  const tagged = (error: unknown) => isPostgresOutage(pg, error) ? new StoreUnavailableError(error) : error
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
  const via = (client: Pg.Pool | Pg.PoolClient): Query => async <T>(sql: string, params: readonly unknown[] = []) => {
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
