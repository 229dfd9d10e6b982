/**
 * Where jobs keep their files (the uploads they run on, the outputs they make), written as a
 * stream and read back whole or as a stream, so an upload never has to be held in memory whole.
 *
 * - Embedded (SQLite): files in a folder on the local disk, written under a temporary name and
 *   renamed into place.
 * - Scale-out (PostgreSQL): PostgreSQL large objects, written and read in chunks with the server's
 *   lo_put and lo_get, so every instance and worker reads what any other wrote, with nothing more
 *   to run than the database they already share; a bytea column would have to hold a 200 MB
 *   upload whole in one statement.
 */
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readFile, readdir, rename, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { SqlDb } from '../platform/sql.ts'

export interface JobFiles {
  /** Writes the bytes under a new name; a write that fails leaves nothing behind. */
  write(source: AsyncIterable<Uint8Array> | Uint8Array): Promise<{ file: string; size: number }>
  read(file: string): Promise<Buffer>
  stream(file: string): Promise<Readable>
  remove(file: string): Promise<void>
  /** Removes what a crash left half-written. */
  sweep(): Promise<void>
}

const FILE_NAME = /^jf_[A-Za-z0-9_-]{22}$/
const newName = () => `jf_${randomBytes(16).toString('base64url')}`

function checkedName(file: string): string {
  if (!FILE_NAME.test(file)) throw new Error(`not a job file name: ${file.slice(0, 40)}`)
  return file
}

const chunksOf = (source: AsyncIterable<Uint8Array> | Uint8Array): AsyncIterable<Uint8Array> =>
  source instanceof Uint8Array ? (async function* () { yield source })() : source

/** Temporary files older than this are left over from a crash. */
const LEFTOVER_MS = 24 * 3_600_000

export function diskJobFiles(dir: string): JobFiles {
  const at = (file: string) => path.join(dir, checkedName(file))
  return {
    async write(source) {
      const file = newName()
      const temporary = path.join(dir, `${file}.tmp`)
      let size = 0
      try {
        await pipeline(chunksOf(source), async function* (chunks: AsyncIterable<Uint8Array>) {
          for await (const chunk of chunks) {
            size += chunk.byteLength
            yield chunk
          }
        }, createWriteStream(temporary))
        await rename(temporary, at(file))
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      return { file, size }
    },
    read: (file) => readFile(at(file)),
    stream: async (file) => {
      const target = at(file)
      await stat(target)
      return createReadStream(target)
    },
    remove: (file) => rm(at(file), { force: true }),
    async sweep() {
      for (const name of await readdir(dir)) {
        if (!name.endsWith('.tmp')) continue
        const stats = await stat(path.join(dir, name)).catch(() => undefined)
        if (stats && Date.now() - stats.mtimeMs > LEFTOVER_MS) await rm(path.join(dir, name), { force: true })
      }
    },
  }
}

/** Chunks of a large object written or read per statement. */
const CHUNK = 4 * 1024 * 1024

export function largeObjectJobFiles(db: SqlDb): JobFiles {
  const oidOf = async (file: string) => {
    const [row] = await db.query<{ oid: string | number; size: string | number }>('SELECT oid, size FROM job_files WHERE name = ?', [checkedName(file)])
    if (!row || Number(row.size) < 0) throw Object.assign(new Error(`job file ${file} does not exist`), { code: 'ENOENT' })
    return { oid: Number(row.oid), size: Number(row.size) }
  }
  const chunks = async function* (file: string): AsyncGenerator<Buffer> {
    const { oid, size } = await oidOf(file)
    for (let offset = 0; offset < size; offset += CHUNK) {
      const [row] = await db.query<{ data: Buffer }>('SELECT lo_get(?, ?, ?) AS data', [oid, offset, Math.min(CHUNK, size - offset)])
      yield row!.data
    }
  }
  return {
    async write(source) {
      const file = newName()
      const [created] = await db.query<{ oid: string | number }>('SELECT lo_create(0) AS oid')
      const oid = Number(created!.oid)
      // Named at once, as unfinished (size -1): a write cut off by a crash is found by the sweep.
      await db.query('INSERT INTO job_files (name, oid, size, created_at) VALUES (?, ?, -1, ?)', [file, oid, Date.now()])
      let size = 0
      let pending: Buffer[] = []
      let pendingBytes = 0
      const flush = async () => {
        if (pendingBytes === 0) return
        const data = Buffer.concat(pending, pendingBytes)
        pending = []
        pendingBytes = 0
        await db.query('SELECT lo_put(?, ?, ?)', [oid, size, data])
        size += data.length
      }
      try {
        for await (const chunk of chunksOf(source)) {
          pending.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
          pendingBytes += chunk.byteLength
          if (pendingBytes >= CHUNK) await flush()
        }
        await flush()
        await db.query('UPDATE job_files SET size = ? WHERE name = ?', [size, file])
      } catch (error) {
        await db.query('DELETE FROM job_files WHERE name = ?', [file]).catch(() => undefined)
        await db.query('SELECT lo_unlink(?)', [oid]).catch(() => undefined)
        throw error
      }
      return { file, size }
    },
    async read(file) {
      const parts: Buffer[] = []
      for await (const chunk of chunks(file)) parts.push(chunk)
      return Buffer.concat(parts)
    },
    async stream(file) {
      await oidOf(file)
      return Readable.from(chunks(file))
    },
    async remove(file) {
      const rows = await db.query<{ oid: string | number }>('DELETE FROM job_files WHERE name = ? RETURNING oid', [checkedName(file)])
      for (const row of rows) await db.query('SELECT lo_unlink(?)', [Number(row.oid)]).catch(() => undefined)
    },
    async sweep() {
      const rows = await db.query<{ oid: string | number }>('DELETE FROM job_files WHERE size = -1 AND created_at < ? RETURNING oid', [Date.now() - LEFTOVER_MS])
      for (const row of rows) await db.query('SELECT lo_unlink(?)', [Number(row.oid)]).catch(() => undefined)
    },
  }
}

export interface OpenedJobFiles {
  files: JobFiles
  close(): Promise<void>
}

/** Job files where the deployment's data lives: large objects with PostgreSQL, a folder with SQLite (a temporary one for an in-memory database). */
export async function openJobFiles(db: SqlDb, databaseUrl: string, dir: string): Promise<OpenedJobFiles> {
  if (db.dialect === 'postgres') return { files: largeObjectJobFiles(db), close: async () => {} }
  if (databaseUrl === 'sqlite::memory:') {
    const temporary = await mkdtemp(path.join(tmpdir(), 'devutils-jobs-'))
    return { files: diskJobFiles(temporary), close: () => rm(temporary, { recursive: true, force: true }) }
  }
  await mkdir(dir, { recursive: true })
  return { files: diskJobFiles(dir), close: async () => {} }
}
