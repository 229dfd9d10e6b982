import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../src/config.ts'
import { ApiError } from '../src/core/errors.ts'
import { fileLink } from '../src/http/files.ts'
import { diskFileStore, fileOwner, sqlFileStore, type FileStore } from '../src/platform/file-store.ts'
import { createPlatform, type Platform } from '../src/platform/index.ts'
import { digestOf } from '../src/platform/keys.ts'
import { migrate } from '../src/platform/migrations/index.ts'
import { openDatabase, type SqlDb } from '../src/platform/sql.ts'
import { createUrlSigner } from '../src/platform/signing.ts'
import { envelope, expectRefusal, fixture, makeApp, sharedStores, upload } from './helpers.ts'

const SECRET = 'files-test-secret-files-test-secret-0123'
const signer = createUrlSigner(SECRET)
const ANONYMOUS = fileOwner(undefined, '127.0.0.1')

interface Stored { file_id: string; name: string; type: string; size: number; expires_at: string }

const storedOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return envelope(res).result as Stored
}

const download = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url })

/** The error a store call throws. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; status: number }> {
  const error = await call.then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return { code: (error as ApiError).code, status: (error as ApiError).status }
}

describe('POST /api/v1/files and signed downloads', () => {
  let now = Date.now()
  let app: FastifyInstance

  beforeAll(async () => {
    app = await makeApp({ SESSION_SECRET: SECRET, FILE_STORE_TTL_S: '600' }, { now: () => now })
  })
  afterAll(async () => {
    await app.close()
  })
  afterEach(() => {
    now = Date.now()
  })

  it('stores one file and answers its id, name, type from the bytes, size and expiry; counts no call', async () => {
    const bytes = fixture('photo.png')
    const res = await upload(app, '/api/v1/files', [{ name: 'holiday photo.gif', bytes, type: 'image/gif' }])
    const stored = storedOf(res)
    expect(stored).toEqual({
      file_id: expect.stringMatching(/^f_[A-Za-z0-9_-]{22}$/),
      name: 'holiday photo.gif',
      type: 'image/png',
      size: bytes.length,
      url: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/api\/v1\/files\/f_[A-Za-z0-9_-]{22}\/content\?exp=\d+&sig=/),
      expires_at: new Date(now + 600_000).toISOString(),
    })
    // The answer's own link downloads the same bytes.
    const link = new URL((stored as unknown as { url: string }).url)
    const downloaded = await app.inject({ method: 'GET', url: link.pathname + link.search })
    expect(downloaded.rawPayload.equals(bytes)).toBe(true)
    expect(res.headers['x-ratelimit-limit']).toBeUndefined()
  })

  it('stores several files and answers them in upload order, under a language prefix too', async () => {
    const res = await upload(app, '/es/api/v1/files', ['photo.jpg', 'letter.pdf', 'table.csv'])
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const list = envelope(res).result as Stored[]
    expect(list.map((file) => [file.name, file.type, file.size])).toEqual([
      ['photo.jpg', 'image/jpeg', fixture('photo.jpg').length],
      ['letter.pdf', 'application/pdf', fixture('letter.pdf').length],
      ['table.csv', 'text/csv', fixture('table.csv').length],
    ])
    expect(new Set(list.map((file) => file.file_id)).size).toBe(3)
  })

  it('sends the same bytes back through a signed link, as a safe attachment', async () => {
    const bytes = fixture('photo.webp')
    const stored = storedOf(await upload(app, '/api/v1/files', [{ name: 'ünïcode name.webp', bytes }]))
    const url = fileLink(signer, 'http://localhost', { id: stored.file_id }, 60)
    expect(url).toMatch(new RegExp(`^http://localhost/api/v1/files/${stored.file_id}/content\\?exp=\\d+&sig=`))
    const res = await download(app, url.slice('http://localhost'.length))
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(bytes)).toBe(true)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="_n_code name.webp"; filename*=UTF-8''%C3%BCn%C3%AFcode%20name.webp`)
    // The link works under a language prefix as well.
    expect((await download(app, `/es${url.slice('http://localhost'.length)}`)).statusCode).toBe(200)
  })

  it('answers 403 for an altered, foreign or unsigned link', async () => {
    const [one, two] = envelope(await upload(app, '/api/v1/files', ['photo.png', 'photo.jpg'])).result as Stored[]
    const good = new URL(fileLink(signer, 'http://x', { id: one!.file_id }, 60))
    const variants = [
      (u: URL) => {
        const sig = u.searchParams.get('sig')!
        u.searchParams.set('sig', sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A'))
      },
      (u: URL) => { u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 1)) },
      (u: URL) => { u.pathname = `/api/v1/files/${two!.file_id}/content` },
      (u: URL) => { u.searchParams.set('extra', '1') },
      (u: URL) => { u.search = '' },
    ]
    for (const alter of variants) {
      const forged = new URL(good)
      alter(forged)
      expectRefusal(await download(app, forged.pathname + forged.search), 403, 'FILE_LINK_INVALID', { what: forged.search })
    }
    const foreign = fileLink(createUrlSigner('another-secret-another-secret-another-secret'), '', { id: one!.file_id }, 60)
    expectRefusal(await download(app, foreign), 403, 'FILE_LINK_INVALID')
  })

  it('answers 410 for an expired link, and for a file that expired while its link had not', async () => {
    const stored = storedOf(await upload(app, '/api/v1/files', ['photo.png']))
    const past = fileLink(createUrlSigner(SECRET, () => Date.now() - 7_200_000), '', { id: stored.file_id }, 3600)
    expectRefusal(await download(app, past), 410, 'FILE_LINK_EXPIRED', { message: /new one/ })
    expectRefusal(await download(app, `/es${past}`), 410, 'FILE_LINK_EXPIRED', { message: /caducó/ })

    now += 601_000
    const fresh = fileLink(signer, '', { id: stored.file_id }, 60)
    expectRefusal(await download(app, fresh), 410, 'FILE_EXPIRED', { message: /upload the file again with POST \/api\/v1\/files/ })
  })

  it('answers 404 for a signed link to a file that is not stored', async () => {
    expectRefusal(await download(app, fileLink(signer, '', { id: `f_${randomBytes(16).toString('base64url')}` }, 60)), 404, 'FILE_NOT_FOUND')
  })

  it('keeps the limits of file operations: a file over UPLOAD_LIMIT_BYTES is 413, a format the service does not read 422, no file 422', async () => {
    const small = await makeApp({ UPLOAD_LIMIT_BYTES: '2048', MAX_FILES: '2' })
    try {
      expectRefusal(await upload(small, '/api/v1/files', [{ name: 'big.csv', bytes: Buffer.alloc(4096, 'a') }]), 413, 'FILE_TOO_LARGE')
      expectRefusal(await upload(small, '/api/v1/files', ['table.csv', 'table.csv', 'table.csv']), 413, 'TOO_MANY_FILES')
      expectRefusal(await upload(small, '/api/v1/files', [{ name: 'noise.bin', bytes: randomBytes(512) }]), 422, 'UNSUPPORTED_FILE_FORMAT')
      expectRefusal(await small.inject({ method: 'POST', url: '/api/v1/files', payload: new FormData() }), 422, 'FILE_REQUIRED')
      expectRefusal(await small.inject({ method: 'POST', url: '/api/v1/files', payload: { files: [] } }), 415, 'UPLOAD_REQUIRED')
    } finally {
      await small.close()
    }
  })
})

describe('stored files belong to the key that uploaded them', () => {
  let platform: Platform
  let app: FastifyInstance

  beforeAll(async () => {
    platform = await createPlatform(testConfig({ QUOTAS: 'true', BURST_PER_SECOND: '0' }))
    app = await makeApp({ QUOTAS: 'true', BURST_PER_SECOND: '0' }, { platform })
  })
  afterAll(async () => {
    await app.close()
    await platform.close()
  })

  it('refuses an invalid key with 401, stores under a valid key without counting a call, and only that key reads the file', async () => {
    expectRefusal(await upload(app, '/api/v1/files', ['photo.png'], {}, { headers: { 'x-api-key': 'du_nonsense' } }), 401, 'INVALID_API_KEY')
    const { key } = await platform.accounts.create(`files-${randomUUID()}@example.com`, null)
    const { key: other } = await platform.accounts.create(`files-${randomUUID()}@example.com`, null)
    const stored = storedOf(await upload(app, '/api/v1/files', ['photo.png'], {}, { headers: { 'x-api-key': key } }))
    const usage = await app.inject({ url: '/api/v1/usage', headers: { 'x-api-key': key } })
    expect(envelope(usage).result).toMatchObject({ used: 0 })

    expect(fileOwner(key, '127.0.0.1')).toBe(digestOf(key))
    const file = await platform.files.get(fileOwner(key, '203.0.113.9'), stored.file_id)
    expect(file.bytes.equals(fixture('photo.png'))).toBe(true)
    expect(await refusal(platform.files.get(fileOwner(other, '127.0.0.1'), stored.file_id))).toEqual({ code: 'FILE_NOT_FOUND', status: 404 })
    expect(await refusal(platform.files.get(ANONYMOUS, stored.file_id))).toEqual({ code: 'FILE_NOT_FOUND', status: 404 })
  })

  it('gives anonymous callers their address as owner, IPv6 by /64', () => {
    expect(fileOwner(undefined, '2001:db8:1:2:3:4:5:6')).toBe(fileOwner(undefined, '2001:db8:1:2:ffff::1'))
    expect(fileOwner(undefined, '192.0.2.1')).not.toBe(fileOwner(undefined, '192.0.2.2'))
  })
})

/** The checks every store passes, whatever keeps the bytes. */
function storeContract(name: string, open: (now: () => number) => Promise<{ store: FileStore; count(): Promise<number>; close(): Promise<void> }>) {
  describe(name, () => {
    // Long past: a sweep on a shared database then removes only what these tests stored.
    let now = Date.UTC(2001, 0, 10, 12)
    let opened: Awaited<ReturnType<typeof open>>
    const bytes = randomBytes(300_000)

    beforeAll(async () => {
      opened = await open(() => now)
    })
    afterAll(async () => {
      await opened.close()
    })

    it('keeps the bytes for their owner until they expire', async () => {
      const { store } = opened
      const stored = await store.put('owner-a', { name: 'data.bin', type: 'application/octet-stream', bytes }, 60)
      expect(stored).toEqual({ id: expect.stringMatching(/^f_[A-Za-z0-9_-]{22}$/), name: 'data.bin', type: 'application/octet-stream', size: bytes.length, createdAt: now, expiresAt: now + 60_000 })
      const got = await store.get('owner-a', stored.id)
      expect(got.bytes.equals(bytes)).toBe(true)
      expect({ ...got, bytes: undefined }).toEqual({ ...stored, bytes: undefined })
      expect((await store.read(stored.id)).bytes.equals(bytes)).toBe(true)

      // Another owner, an unknown id and a malformed one get the same answer.
      for (const [owner, id] of [['owner-b', stored.id], ['owner-a', `f_${randomBytes(16).toString('base64url')}`], ['owner-a', '../../etc/passwd'], ['owner-a', 'f_short'], ['owner-a', '']] as const) {
        expect(await refusal(store.get(owner, id)), `${owner} ${id}`).toEqual({ code: 'FILE_NOT_FOUND', status: 404 })
      }
      expect(await refusal(store.read('f_short'))).toEqual({ code: 'FILE_NOT_FOUND', status: 404 })

      now += 60_000
      expect(await refusal(store.get('owner-a', stored.id))).toEqual({ code: 'FILE_EXPIRED', status: 410 })
      expect(await refusal(store.read(stored.id))).toEqual({ code: 'FILE_EXPIRED', status: 410 })
      // An expired file of another owner is still nobody else's business.
      expect(await refusal(store.get('owner-b', stored.id))).toEqual({ code: 'FILE_NOT_FOUND', status: 404 })
    })

    it('sweeps expired files away and keeps the others', async () => {
      const { store } = opened
      const before = await opened.count()
      const old = await store.put('owner-a', { name: 'old.txt', type: 'text/csv', bytes: Buffer.from('old') }, 10)
      const kept = await store.put('owner-a', { name: 'kept.txt', type: 'text/csv', bytes: Buffer.from('kept') }, 3600)
      expect(await opened.count()).toBe(before + 2)
      now += 10_000
      await store.sweep()
      // Everything stored before expired too (the previous test moved the clock).
      expect(await opened.count()).toBe(1)
      expect(await refusal(store.get('owner-a', old.id))).toEqual({ code: 'FILE_NOT_FOUND', status: 404 })
      expect((await store.get('owner-a', kept.id)).bytes.toString()).toBe('kept')
    })
  })
}

storeContract('the disk store (SQLite deployments)', async (now) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'devutils-files-test-'))
  return {
    store: diskFileStore(dir, now),
    count: async () => (await readdir(dir)).filter((name) => name.endsWith('.json')).length,
    close: () => rm(dir, { recursive: true, force: true }),
  }
})

/** A database with the schema, and the ids this run stored, so a shared database keeps other rows. */
async function tableStore(db: SqlDb, now: () => number) {
  await migrate(db)
  const store = sqlFileStore(db, now)
  const mine = new Set<string>()
  return {
    store: { ...store, put: async (...args: Parameters<FileStore['put']>) => {
      const stored = await store.put(...args)
      mine.add(stored.id)
      return stored
    } },
    count: async () => {
      const rows = await db.query<{ id: string }>('SELECT id FROM stored_files')
      return rows.filter((row) => mine.has(row.id)).length
    },
    close: () => db.close(),
  }
}

storeContract('the table store, on SQLite', (now) => tableStore(openDatabase('sqlite::memory:'), now))

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined
if (postgresUrl) storeContract('the table store, on PostgreSQL', (now) => tableStore(openDatabase(postgresUrl), now))

describe('the disk store after a crash', () => {
  it('removes temporary and half-written files an hour old, and leaves newer ones', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'devutils-files-test-'))
    try {
      const store = diskFileStore(dir, Date.now)
      const kept = await store.put('o', { name: 'a.csv', type: 'text/csv', bytes: Buffer.from('a') }, 60)
      const orphan = `f_${randomBytes(16).toString('base64url')}`
      const names = [`${orphan}.bin`, `${orphan}.bin.0a1b2c.tmp`, `${orphan}.json.3d4e5f.tmp`]
      for (const name of names) await writeFile(path.join(dir, name), 'x')
      await writeFile(path.join(dir, 'recent.bin.000000.tmp'), 'x')
      const hoursAgo = new Date(Date.now() - 2 * 3_600_000)
      for (const name of names) await utimes(path.join(dir, name), hoursAgo, hoursAgo)
      await store.sweep()
      expect((await readdir(dir)).sort()).toEqual([`${kept.id}.bin`, `${kept.id}.json`, 'recent.bin.000000.tmp'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

const stores = sharedStores('the stored-file tests on PostgreSQL + Redis')

describe.skipIf(stores === undefined)('stored files across instances on PostgreSQL + Redis', () => {
  const overrides = { DATABASE_URL: stores?.databaseUrl ?? '', REDIS_URL: stores?.redisUrl ?? '', SESSION_SECRET: SECRET, QUOTAS: 'true', BURST_PER_SECOND: '0' }
  let platforms: Platform[] = []
  let apps: FastifyInstance[] = []

  beforeAll(async () => {
    platforms = await Promise.all([0, 1].map(() => createPlatform(testConfig(overrides))))
    apps = await Promise.all(platforms.map((platform) => makeApp(overrides, { platform })))
  })
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await Promise.all(platforms.map((platform) => platform.close()))
  })

  it('reads and downloads on one instance a file uploaded through the other', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance]
    const bytes = fixture('photo.jpg')
    const stored = storedOf(await upload(a, '/api/v1/files', ['photo.jpg']))
    const file = await platforms[1]!.files.get(ANONYMOUS, stored.file_id)
    expect(file.bytes.equals(bytes)).toBe(true)
    expect(file).toMatchObject({ id: stored.file_id, name: 'photo.jpg', type: 'image/jpeg', size: bytes.length })
    const res = await download(b, fileLink(signer, '', { id: stored.file_id }, 60))
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(bytes)).toBe(true)
    expect(await refusal(platforms[1]!.files.get(fileOwner(undefined, '198.51.100.7'), stored.file_id))).toEqual({ code: 'FILE_NOT_FOUND', status: 404 })
  })
})
