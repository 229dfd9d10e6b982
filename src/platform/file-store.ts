import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ApiError } from '../core/errors.ts'
import { addressSubject } from './accounting.ts'
import { digestOf } from './keys.ts'
import type { SqlDb } from './sql.ts'

/** A file kept for a while so later calls can use it by its id; times are Unix milliseconds. */
export interface StoredFile { id: string; name: string; type: string; size: number; createdAt: number; expiresAt: number }

export interface FileStore {
  /** Keeps the bytes for ttlSeconds under a new unguessable id (f_ + 22 base64url chars of 16 random bytes), owned by `owner`. */
  put(owner: string, file: { name: string; type: string; bytes: Uint8Array }, ttlSeconds: number): Promise<StoredFile>
  /**
   * The file with its bytes when it exists, has not expired and belongs to owner; otherwise throws
   * ApiError FILE_NOT_FOUND (404) — the same answer for another owner's file, an unknown id and a
   * malformed id — or FILE_EXPIRED (410) for the owner's expired file.
   */
  get(owner: string, id: string): Promise<StoredFile & { bytes: Buffer }>
  /** For a signed download link (the signature is the credential): no owner check; same errors. */
  read(id: string): Promise<StoredFile & { bytes: Buffer }>
  /** Deletes expired files. */
  sweep(): Promise<void>
}

/** Who owns a file: the API key's digest when there is a key, else the caller's address (addressSubject in accounting.ts). */
export function fileOwner(apiKey: string | undefined, ip: string): string {
  // A digest is 64 hex digits and an address subject starts with "ip", so the two never meet.
  return apiKey === undefined ? addressSubject(ip) : digestOf(apiKey)
}

const ID_SHAPE = /^f_[A-Za-z0-9_-]{22}$/

const newId = () => `f_${randomBytes(16).toString('base64url')}`

/** What the store keeps beside the bytes. */
interface Kept extends StoredFile { owner: string }

// An id in an error is the caller's own text: a malformed one is cut short.
const notFound = (id: string) => new ApiError('FILE_NOT_FOUND', { file_id: id.slice(0, 40) })

/** The file when `owner` (undefined: anyone with a signed link) may have it now, else the refusal. */
function usable<T extends Kept>(record: T | undefined, id: string, owner: string | undefined, now: number): T {
  if (!record || (owner !== undefined && record.owner !== owner)) throw notFound(id)
  if (record.expiresAt <= now) throw new ApiError('FILE_EXPIRED', { file_id: id, expired: new Date(record.expiresAt).toISOString() })
  return record
}

function newRecord(owner: string, file: { name: string; type: string; bytes: Uint8Array }, ttlSeconds: number, now: number): Kept {
  return { id: newId(), owner, name: file.name, type: file.type, size: file.bytes.length, createdAt: now, expiresAt: now + ttlSeconds * 1000 }
}

const publicPart = ({ id, name, type, size, createdAt, expiresAt }: StoredFile): StoredFile => ({ id, name, type, size, createdAt, expiresAt })

/** Temporary and half-written files older than this are left over from a crash: the sweep removes them. */
const LEFTOVER_MS = 3_600_000

/**
 * The embedded deployment's store: each file is two entries in `dir`, `<id>.bin` (the bytes) and
 * `<id>.json` (its metadata and owner), each written under a temporary name and renamed into
 * place, bytes first, so a file with metadata is always whole. All of it is asynchronous: the
 * embedded database's driver is synchronous already, and a 20 MB write must not block the event
 * loop on top of it.
 */
export function diskFileStore(dir: string, now: () => number): FileStore {
  const at = (id: string, ext: 'bin' | 'json') => path.join(dir, `${id}.${ext}`)
  const writeAtomically = async (target: string, data: Uint8Array | string) => {
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await writeFile(temporary, data)
      await rename(temporary, target)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }
  const metadata = async (id: string): Promise<Kept | undefined> => {
    if (!ID_SHAPE.test(id)) return undefined
    try {
      return JSON.parse(await readFile(at(id, 'json'), 'utf8')) as Kept
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
  }
  const withBytes = async (record: Kept) => {
    let bytes: Buffer
    try {
      bytes = await readFile(at(record.id, 'bin'))
    } catch (error) {
      // Swept between the two reads.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(record.id)
      throw error
    }
    return { ...publicPart(record), bytes }
  }
  const remove = async (id: string) => {
    // Metadata first: without it the file no longer exists for anyone.
    await rm(at(id, 'json'), { force: true })
    await rm(at(id, 'bin'), { force: true })
  }

  return {
    async put(owner, file, ttlSeconds) {
      const record = newRecord(owner, file, ttlSeconds, now())
      await writeAtomically(at(record.id, 'bin'), file.bytes)
      await writeAtomically(at(record.id, 'json'), JSON.stringify(record))
      return publicPart(record)
    },
    async get(owner, id) {
      return withBytes(usable(await metadata(id), id, owner, now()))
    },
    async read(id) {
      return withBytes(usable(await metadata(id), id, undefined, now()))
    },
    async sweep() {
      const names = await readdir(dir)
      const ids = new Set(names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length)))
      const moment = now()
      for (const name of names) {
        const id = name.slice(0, name.indexOf('.'))
        if (name === `${id}.json`) {
          const record = await metadata(id).catch(() => undefined)
          if (record && record.expiresAt <= moment) await remove(id)
        } else if (name.endsWith('.tmp') || (name === `${id}.bin` && !ids.has(id))) {
          // A write cut off by a crash; one still under way is younger than this.
          const stats = await stat(path.join(dir, name)).catch(() => undefined)
          if (stats && Date.now() - stats.mtimeMs > LEFTOVER_MS) await unlink(path.join(dir, name)).catch(() => undefined)
        }
      }
    },
  }
}

/**
 * The scale-out deployment's store: a table in the PostgreSQL database every instance already
 * shares, so a file uploaded through one instance is read through any other with nothing more
 * to run or configure (object storage would be one more service to deploy, secure and back up).
 * Files are small and short-lived, which a bytea column holds well. The same statements run on
 * SQLite.
 */
export function sqlFileStore(db: SqlDb, now: () => number): FileStore {
  const columns = 'id, owner, name, type, size, created_at, expires_at'
  interface Row { id: string; owner: string; name: string; type: string; size: number | string; created_at: number | string; expires_at: number | string; bytes: Uint8Array | null }
  const recordOf = (row: Row): Kept => ({
    id: row.id, owner: row.owner, name: row.name, type: row.type,
    // BIGINT arrives as text from PostgreSQL.
    size: Number(row.size), createdAt: Number(row.created_at), expiresAt: Number(row.expires_at),
  })
  const load = async (id: string, owner: string | undefined) => {
    if (!ID_SHAPE.test(id)) throw notFound(id)
    const moment = now()
    // The bytes come along only when they will be sent: not for another owner's file, nor an expired one.
    const [row] = owner === undefined
      ? await db.query<Row>(`SELECT ${columns}, CASE WHEN expires_at > ? THEN bytes END AS bytes FROM stored_files WHERE id = ?`, [moment, id])
      : await db.query<Row>(`SELECT ${columns}, CASE WHEN owner = ? AND expires_at > ? THEN bytes END AS bytes FROM stored_files WHERE id = ?`, [owner, moment, id])
    const record = usable(row && recordOf(row), id, owner, moment)
    const bytes = row!.bytes!
    return { ...publicPart(record), bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
  }
  return {
    async put(owner, file, ttlSeconds) {
      const record = newRecord(owner, file, ttlSeconds, now())
      await db.query(
        `INSERT INTO stored_files (${columns}, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        [record.id, owner, record.name, record.type, record.size, record.createdAt, record.expiresAt, Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength)],
      )
      return publicPart(record)
    },
    get: (owner, id) => load(id, owner),
    read: (id) => load(id, undefined),
    async sweep() {
      await db.query('DELETE FROM stored_files WHERE expires_at <= ?', [now()])
    },
  }
}

/** The file store of a deployment, and how to let it go. */
export interface OpenedFileStore {
  files: FileStore
  close(): Promise<void>
}

/**
 * Files live where the deployment's data lives: with PostgreSQL (several instances) in its
 * table, with SQLite on the local disk under `dir`, created here. An in-memory database keeps
 * nothing beyond the process, so its files go to a temporary directory removed on close.
 */
export async function openFileStore(db: SqlDb, databaseUrl: string, dir: string, now: () => number): Promise<OpenedFileStore> {
  if (db.dialect === 'postgres') return { files: sqlFileStore(db, now), close: async () => {} }
  if (databaseUrl === 'sqlite::memory:') {
    const temporary = await mkdtemp(path.join(tmpdir(), 'devutils-files-'))
    return { files: diskFileStore(temporary, now), close: () => rm(temporary, { recursive: true, force: true }) }
  }
  await mkdir(dir, { recursive: true })
  return { files: diskFileStore(dir, now), close: async () => {} }
}
