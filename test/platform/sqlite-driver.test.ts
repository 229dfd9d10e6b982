import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, openSqlite, sqliteDriverFor, TransactionOpenError, type SqliteDriver } from '../../src/platform/sql.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'devutils-sqlite-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let files = 0
const file = () => path.join(dir, `db-${++files}.sqlite`)

const major = Number.parseInt(process.versions.node, 10)
/** The shared libraries this process has loaded (a native addon is one once it is required). */
const sharedObjects = () => (process.report.getReport() as { sharedObjects: string[] }).sharedObjects

describe('sqliteDriverFor', () => {
  it.each([
    ['20.19.0', 'better-sqlite3'], ['22.13.0', 'better-sqlite3'], ['v22.23.3', 'better-sqlite3'],
    ['24.0.0', 'node:sqlite'], ['24.21.0', 'node:sqlite'], ['26.1.0', 'node:sqlite'],
  ] as const)('Node %s: %s', (version, driver) => {
    expect(sqliteDriverFor(version)).toBe(driver)
  })

  it('this Node.js opens the store with its driver, and never loads better-sqlite3 on 24 and later', async () => {
    const db = openDatabase(`sqlite:${file()}`)
    await db.query('SELECT 1')
    const loaded = sharedObjects().some((o) => o.endsWith('better_sqlite3.node'))
    expect(loaded).toBe(sqliteDriverFor(process.versions.node) === 'better-sqlite3')
    await db.close()
  })
})

// Both drivers answer alike. better-sqlite3 aborts on Node 24, so there only node:sqlite runs; on
// 22.16 and later both do; on 20, which has no node:sqlite, only better-sqlite3 does.
const nodeSqlite = process.getBuiltinModule('node:sqlite') as { DatabaseSync?: { prototype: object } } | undefined
const nodeSqliteUsable = nodeSqlite?.DatabaseSync !== undefined && 'isTransaction' in nodeSqlite.DatabaseSync.prototype
const drivers: SqliteDriver[] = [
  ...(major < 24 ? ['better-sqlite3' as const] : []),
  ...(nodeSqliteUsable ? ['node:sqlite' as const] : []),
]

describe.each(drivers)('the embedded store over %s', (driver) => {
  const open = async () => {
    const db = openSqlite(file(), driver)
    await db.exec(`CREATE TABLE accounts (id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, n INTEGER);
                   CREATE TABLE keys (digest TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts(id))`)
    return db
  }

  it('uses WAL and foreign keys; reads rows, RETURNING included, with integers as numbers', async () => {
    const db = await open()
    expect(await db.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }])
    expect(await db.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }])
    expect(await db.query('INSERT INTO accounts (id, email, n) VALUES (?, ?, ?)', ['a', 'a@x', 1_700_000_000_000])).toEqual([])
    expect(await db.query('INSERT INTO accounts (id, email, n) VALUES (?, ?, ?) RETURNING id, n', ['b', 'b@x', 2])).toEqual([{ id: 'b', n: 2 }])
    expect(await db.query('SELECT id, n FROM accounts ORDER BY id')).toEqual([{ id: 'a', n: 1_700_000_000_000 }, { id: 'b', n: 2 }])
    await db.close()
  })

  it('binds undefined as NULL, as better-sqlite3 does', async () => {
    const db = await open()
    await db.query('INSERT INTO accounts (id, email, n) VALUES (?, ?, ?)', ['a', 'a@x', undefined])
    expect(await db.query('SELECT n FROM accounts')).toEqual([{ n: null }])
    await db.close()
  })

  it('names constraint failures with SQLite\'s codes (a taken email is told by them)', async () => {
    const db = await open()
    await db.query('INSERT INTO accounts (id, email) VALUES (?, ?)', ['a', 'a@x'])
    await expect(db.query('INSERT INTO accounts (id, email) VALUES (?, ?)', ['b', 'a@x'])).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_UNIQUE' })
    await expect(db.query('INSERT INTO accounts (id, email) VALUES (?, ?)', ['a', 'b@x'])).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })
    await expect(db.query('INSERT INTO keys (digest, account_id) VALUES (?, ?)', ['k', 'nobody'])).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })
    await db.close()
  })

  it('transactionSync commits, rolls back what threw, and refuses to start inside an open transaction', async () => {
    const db = await open()
    const transactionSync = db.transactionSync!
    expect(transactionSync((run) => {
      run('INSERT INTO accounts (id, email) VALUES (?, ?)', ['a', 'a@x'])
      return run('SELECT count(*) AS c FROM accounts')
    })).toEqual([{ c: 1 }])
    expect(() => transactionSync((run) => {
      run('INSERT INTO accounts (id, email) VALUES (?, ?)', ['b', 'b@x'])
      run('INSERT INTO accounts (id, email) VALUES (?, ?)', ['c', 'a@x'])
    })).toThrow(expect.objectContaining({ code: 'SQLITE_CONSTRAINT_UNIQUE' }))
    expect(await db.query('SELECT id FROM accounts')).toEqual([{ id: 'a' }])

    let release!: () => void
    const open_ = db.transaction(async (q) => {
      await q('INSERT INTO accounts (id, email) VALUES (?, ?)', ['d', 'd@x'])
      await new Promise<void>((resolve) => { release = resolve })
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(() => transactionSync(() => 0)).toThrow(TransactionOpenError)
    release()
    await open_
    expect(transactionSync((run) => run('SELECT id FROM accounts ORDER BY id'))).toEqual([{ id: 'a' }, { id: 'd' }])
    await db.close()
  })

  it('transaction rolls back when its function throws', async () => {
    const db = await open()
    await expect(db.transaction(async (q) => {
      await q('INSERT INTO accounts (id, email) VALUES (?, ?)', ['a', 'a@x'])
      throw new Error('no')
    })).rejects.toThrow('no')
    expect(await db.query('SELECT id FROM accounts')).toEqual([])
    await db.close()
  })
})
