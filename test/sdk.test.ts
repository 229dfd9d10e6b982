import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { createClient, DevutilsError, JobTimeoutError, OPERATIONS, verifyWebhook, type Category, type Client, type Job } from '../sdk/src/index.ts'
import { testConfig } from '../src/config.ts'
import { createPlatform } from '../src/platform/index.ts'
import { webhookHeaders } from '../src/platform/webhooks.ts'
import type * as Sdk from '../sdk/src/index.ts'
import { SDK_DIR, sdkFiles } from '../scripts/sdk.ts'
import { makeApp, type Overrides } from './helpers.ts'

const FIXTURES = new URL('fixtures/files/', import.meta.url)
const fixture = (name: string) => new URL(name, FIXTURES)
const root = path.resolve(SDK_DIR, '..')
const run = promisify(execFile)

/** The real app, listening on a free loopback port, and its address. */
async function listening(overrides: Overrides = {}): Promise<{ app: FastifyInstance; baseUrl: string }> {
  const app = await makeApp(overrides)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }
}

/** A loopback server answering each request with the next of `answers` (the last one repeats). */
async function scripted(answers: readonly { status: number; headers?: Record<string, string>; body: unknown }[]) {
  let requests = 0
  const server: Server = createServer((_request, response) => {
    const next = answers[Math.min(requests++, answers.length - 1)]!
    response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers })
    response.end(JSON.stringify(next.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const BUSY = { status: 503, headers: { 'retry-after': '0' }, body: { ok: false, error: 'Busy, retry later', code: 'BUSY' } }
const OK = { status: 200, body: { ok: true, result: { roman: 'MCMXCIV', number: 1994 } } }

describe('the TypeScript SDK against the real app', () => {
  let app: FastifyInstance
  let devutils: Client

  beforeAll(async () => {
    // web/ip answers localhost without any resolver where private networks are allowed.
    const served = await listening({ ALLOW_PRIVATE_NETWORK: 'true' })
    app = served.app
    devutils = createClient({ baseUrl: served.baseUrl })
  })
  afterAll(async () => { await app?.close() })

  it('calls one operation of every category and gets its typed result', async () => {
    // A Record over every category: a category without a call here does not compile.
    const calls: Record<Category, () => Promise<void>> = {
      convert: async () => {
        const { result } = await devutils.convert.length({ from: 'km', to: 'mi', value: 1 })
        expect(result.result).toBeCloseTo(0.6213711922, 9)
        expect(result.display).toBe('0.6213711922 mi')
      },
      dev: async () => {
        const { result } = await devutils.dev.hash({ text: 'abc', algo: 'sha256' })
        expect(result.hash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
      },
      text: async () => {
        const { result } = await devutils.text.slugify({ text: 'Hello, World!' })
        expect(result.slug).toBe('hello-world')
      },
      calc: async () => {
        const { result } = await devutils.calc.bmi({ weight: 70, height: 175 })
        expect(result.bmi).toBe(22.9)
        expect(result.category).toBe('normal')
      },
      web: async () => {
        const { result } = await devutils.web.ip({ domain: 'localhost' })
        expect(result.ipv4).toEqual(['127.0.0.1'])
      },
      generate: async () => {
        const { result } = await devutils.generate.uuid({ count: 2, version: '4' })
        expect(result.version).toBe(4)
        expect(result.uuids).toHaveLength(2)
        for (const uuid of result.uuids) expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      },
      encode: async () => {
        const { result } = await devutils.encode.urlParse({ text: 'https://example.com:8080/a/b?x=1#top' })
        expect([result.hostname, result.path, result.fragment]).toEqual(['example.com', '/a/b', 'top'])
      },
      datetime: async () => {
        const { result } = await devutils.datetime.daysInMonth({ year: 2024, month: 2 })
        expect([result.days, result.is_leap_year, result.last_day]).toEqual([29, true, '2024-02-29'])
      },
      number: async () => {
        const { result } = await devutils.number.roman({ value: '1994' })
        expect(result.roman).toBe('MCMXCIV')
      },
      file: async () => {
        const { result } = await devutils.file.imageInfo({ files: path.join(root, 'test/fixtures/files/photo.png') })
        expect([result.format, result.width > 0, result.height > 0, result.name]).toEqual(['png', true, true, 'photo.png'])
      },
    }
    expect(Object.keys(calls).sort()).toEqual(Object.keys(OPERATIONS).sort())
    for (const call of Object.values(calls)) await call()
  })

  it('uploads bytes or a Blob with form fields and gets the file back with its type and name', async () => {
    const png = readFileSync(fixture('photo.png'))
    const fromBuffer = await devutils.file.imageResize({ files: { data: png, name: 'photo.png' }, width: 16 })
    expect(fromBuffer.result.contentType).toBe('image/png')
    expect([...fromBuffer.result.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(fromBuffer.result.fileName).toMatch(/^photo.*\.png$/)
    // The width field arrived: the image is 16 pixels wide now.
    const { result: info } = await devutils.file.imageInfo({ files: new Blob([fromBuffer.result.bytes]) })
    expect(info.width).toBe(16)
    // Several uploads: one result each, in upload order.
    const { result: both } = await devutils.file.imageInfo({ files: [{ data: png, name: 'a.png' }, new Blob([fromBuffer.result.bytes])] })
    if (!Array.isArray(both)) throw new Error('two uploads answer a list')
    expect(both.map((one) => [one.name, one.format])).toEqual([['a.png', 'png'], ['file', 'png']])
    expect(both[1]!.width).toBe(16)
  })

  it('runs a pipeline of text steps, and of file steps whose answer is the last step\'s file', async () => {
    // RFC 4648 section 10: BASE32("foobar") = "MZXW6YTBOI======".
    const text = await devutils.pipeline({ input: 'RABOOF', steps: [{ op: 'text/case', params: { mode: 'lower' } }, { op: 'text/reverse' }, { op: 'encode/base32' }] })
    expect(text.result).toMatchObject({ output: 'MZXW6YTBOI======' })
    expect(text.steps?.map((step) => step.op)).toEqual(['text/case', 'text/reverse', 'encode/base32'])
    const png = readFileSync(fixture('photo.png'))
    const file = await devutils.pipeline({ files: { data: png, name: 'photo.png' }, steps: [{ op: 'file/image-resize', params: { width: 16 } }, { op: 'file/png-to-webp' }] })
    const webp = file.result as { contentType: string; fileName?: string; bytes: Uint8Array }
    expect([webp.contentType, webp.fileName]).toEqual(['image/webp', 'photo.webp'])
    const { result: info } = await devutils.file.imageInfo({ files: new Blob([webp.bytes.slice()]) })
    expect([info.format, info.width]).toEqual(['webp', 16])
    // A file kept on the service, used by its id.
    const { result: kept } = await devutils.storeFiles({ data: png, name: 'kept.png' })
    if (Array.isArray(kept)) throw new Error('one file answers one stored file')
    expect([kept.name, kept.type]).toEqual(['kept.png', 'image/png'])
    const { result: byId } = await devutils.file.imageInfo({ file_ids: kept.file_id })
    if (Array.isArray(byId)) throw new Error('one kept file answers one result')
    expect([byId.name, byId.format]).toEqual(['kept.png', 'png'])
    await expect(devutils.pipeline({ input: 'x', steps: [{ op: 'text/case' }, { op: 'file/image-resize', params: { width: 0 } }] }))
      .rejects.toMatchObject({ status: 422, code: 'PIPELINE_NEEDS_FILES' })
  })

  it('reads the account\'s webhook secret with its key, and verifies what the service signs with it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sdk-webhook-'))
    const overrides = { QUOTAS: 'true', DATABASE_URL: `sqlite:${path.join(dir, 'store.db')}` }
    const platform = await createPlatform(testConfig(overrides))
    const served = await listening(overrides)
    try {
      const { key } = await platform.accounts.create('sdk-webhook@example.com', null)
      const { result } = await createClient({ baseUrl: served.baseUrl, apiKey: key }).webhookSecret()
      expect(result.secret).toMatch(/^whsec_/)
      const body = JSON.stringify({ type: 'job.succeeded', timestamp: new Date().toISOString(), data: { id: 'j_1' } })
      const headers = webhookHeaders(result.secret, 'msg_1', Math.floor(Date.now() / 1000), body)
      expect(verifyWebhook(result.secret, headers, body)).toMatchObject({ type: 'job.succeeded' })
      await expect(createClient({ baseUrl: served.baseUrl }).webhookSecret()).rejects.toMatchObject({ status: 401 })
    } finally {
      await served.app.close()
      await platform.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('throws an error carrying the HTTP status, the code and the message', async () => {
    const error = await devutils.number.roman({ value: 'IIII', mode: 'from-roman' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DevutilsError)
    const { status, code, message } = error as DevutilsError
    expect([status, code]).toEqual([422, 'INVALID_ROMAN'])
    expect(message).not.toBe('')
  })

  it('reads the quota headers of every answer, and does not retry a wait longer than its cap', async () => {
    const counted = await listening({ QUOTAS: 'true', ANON_DAILY_LIMIT: '2' })
    try {
      const client = createClient({ baseUrl: counted.baseUrl, retry: { maxAttempts: 3, maxWaitMs: 1_000 } })
      const first = await client.number.roman({ value: '7' })
      expect([first.rateLimit?.limit, first.rateLimit?.remaining]).toEqual([2, 1])
      expect(first.rateLimit!.resetAt.getTime()).toBeGreaterThan(Date.now())
      expect(first.quota).toMatchObject({ tier: 'anonymous', limit: 2, remaining: 1, period: 'day' })
      const second = await client.number.roman({ value: '8' })
      expect(second.rateLimit?.remaining).toBe(0)
      // Reading the allowance spends none of it.
      const { result: usage } = await client.usage()
      expect(usage).toMatchObject({ tier: 'anonymous', limit: 2, used: 2, remaining: 0, period: 'day' })
      // A batch answers each call in its slot, a spent allowance included, without throwing.
      const batch = await client.batch([{ op: 'number/roman', params: { value: '9' } }, { op: 'no/such' as 'number/roman', params: { value: '1' } }])
      expect(batch.result.map((slot) => [slot.status, slot.body.code])).toEqual([[429, 'QUOTA_EXCEEDED'], [404, 'NOT_FOUND']])
      // The allowance resets at the end of the day: far past the 1 s cap, so it is thrown at once.
      const error = await client.number.roman({ value: '9' }).catch((e: unknown) => e) as DevutilsError
      expect([error.status, error.code, error.rateLimit?.remaining]).toEqual([429, 'QUOTA_EXCEEDED', 0])
      expect(error.retryAfter).toBeGreaterThan(1)
    } finally {
      await counted.app.close()
    }
  })
})

/**
 * An account with a key and the app listening, on a store and job directory of their own; the
 * client calls with that key.
 */
async function withKey(overrides: Overrides = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sdk-jobs-'))
  const settings = { QUOTAS: 'true', DATABASE_URL: `sqlite:${path.join(dir, 'store.db')}`, JOB_STORE_DIR: path.join(dir, 'jobs'), ...overrides }
  const platform = await createPlatform(testConfig(settings))
  const served = await listening(settings)
  const { key } = await platform.accounts.create(`sdk-jobs-${path.basename(dir)}@example.com`, null)
  const { key: otherKey } = await platform.accounts.create(`sdk-jobs-other-${path.basename(dir)}@example.com`, null)
  return {
    client: createClient({ baseUrl: served.baseUrl, apiKey: key }),
    other: createClient({ baseUrl: served.baseUrl, apiKey: otherKey }),
    baseUrl: served.baseUrl,
    close: async () => {
      await served.app.close()
      await platform.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The width of a PNG (from its IHDR chunk) or a JPEG (from its first start-of-frame segment). */
function widthOf(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes[0] === 0x89 && bytes[1] === 0x50) return view.getUint32(16)
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) throw new Error('neither a PNG nor a JPEG')
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1]!
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return view.getUint16(at + 7)
    at += 2 + view.getUint16(at + 2)
  }
  throw new Error('a JPEG without a frame header')
}

describe('jobs through the SDK against the real app', () => {
  const png = () => readFileSync(fixture('photo.png'))

  it('runs a file operation as a job: answered queued at its Location, waited for, its output downloaded with the key or the signed link', async () => {
    const served = await withKey()
    try {
      const created = await served.client.jobs.create('file/image-resize', { files: { data: png(), name: 'photo.png' }, params: { width: 24 } })
      expect(created.status).toBe(202)
      expect(created.result).toMatchObject({ op: 'file/image-resize', status: 'queued', output: null, error: null })
      expect(created.result.id).toMatch(/^j_[A-Za-z0-9_-]{22}$/)
      expect(created.headers.get('location')).toBe(`/api/v1/jobs/${created.result.id}`)

      const { result: done } = await served.client.jobs.wait(created.result.id, { intervalMs: 50, timeoutMs: 30_000 })
      expect([done.status, done.error]).toEqual(['succeeded', null])
      expect(done.output).toMatchObject({ type: 'image/png' })
      expect(done.finished_at).not.toBeNull()

      const { result: file } = await served.client.jobs.output(done.id)
      expect(file.contentType).toMatch(/^image\/png\b/)
      expect(file.fileName).toMatch(/\.png$/)
      expect(widthOf(file.bytes)).toBe(24)
      expect((await sharp(file.bytes).metadata()).width).toBe(24)
      expect(done.output!.size).toBe(file.bytes.byteLength)

      // The signed output.url downloads the same bytes without any key.
      const link = new URL(done.output!.url!)
      const viaLink = await fetch(`${served.baseUrl}${link.pathname}${link.search}`)
      expect(viaLink.status).toBe(200)
      expect(new Uint8Array(await viaLink.arrayBuffer())).toEqual(file.bytes)

      // Another key does not see the job; no key at all is refused.
      await expect(served.other.jobs.get(done.id)).rejects.toMatchObject({ status: 404, code: 'JOB_NOT_FOUND' })
      await expect(createClient({ baseUrl: served.baseUrl }).jobs.get(done.id)).rejects.toMatchObject({ status: 401 })

      // Deleting a finished job's output: the job stays, its output is gone.
      const { result: cleared } = await served.client.jobs.cancel(done.id)
      expect([cleared.status, cleared.output]).toEqual(['succeeded', null])
      await expect(served.client.jobs.output(done.id)).rejects.toMatchObject({ status: 404, code: 'JOB_NO_OUTPUT' })
    } finally {
      await served.close()
    }
  }, 60_000)

  it('runs a pipeline as a job, JPEG in and JPEG out at the requested width', async () => {
    const served = await withKey()
    try {
      const created = await served.client.jobs.create('pipeline', {
        files: { data: readFileSync(fixture('photo.jpg')), name: 'photo.jpg' },
        steps: [{ op: 'file/image-resize', params: { width: 20 } }],
      })
      expect(created.result).toMatchObject({ op: 'pipeline', status: 'queued' })
      const { result: done } = await served.client.jobs.wait(created.result.id, { intervalMs: 50, timeoutMs: 30_000 })
      expect(done.status).toBe('succeeded')
      const { result: file } = await served.client.jobs.output(done.id)
      expect(file.contentType).toMatch(/^image\/jpeg\b/)
      expect(widthOf(file.bytes)).toBe(20)
    } finally {
      await served.close()
    }
  }, 60_000)

  it('cancels a queued job, lists the key\'s jobs a page at a time, and stops waiting at timeoutMs', async () => {
    // An instance that takes jobs but does not run them: they stay queued.
    const served = await withKey({ JOBS_RUN: 'false', JOBS_PER_KEY: '3' })
    try {
      const ids: string[] = []
      for (let i = 0; i < 3; i++) {
        const { result } = await served.client.jobs.create('file/image-resize', { files: { data: png(), name: `photo-${i}.png` }, params: { width: 10 + i } })
        ids.push(result.id)
      }
      const timedOut = await served.client.jobs.wait(ids[0]!, { intervalMs: 50, timeoutMs: 300 }).catch((e: unknown) => e) as JobTimeoutError
      expect(timedOut).toBeInstanceOf(JobTimeoutError)
      expect([timedOut.job.id, timedOut.job.status]).toEqual([ids[0], 'queued'])

      const { result: canceled } = await served.client.jobs.cancel(ids[1]!)
      expect([canceled.id, canceled.status, canceled.output]).toEqual([ids[1], 'canceled', null])
      // An ended job is what wait answers at once.
      const { result: ended } = await served.client.jobs.wait(ids[1]!, { timeoutMs: 1_000 })
      expect(ended.status).toBe('canceled')

      // Newest first, two to a page.
      const first = await served.client.jobs.list({ limit: 2 })
      expect(first.result.jobs.map((job: Job) => job.id)).toEqual([ids[2], ids[1]])
      expect(first.result.next_cursor).not.toBeNull()
      const second = await served.client.jobs.list({ limit: 2, cursor: first.result.next_cursor! })
      expect([second.result.jobs.map((job) => job.id), second.result.next_cursor]).toEqual([[ids[0]], null])
      const { result: onlyCanceled } = await served.client.jobs.list({ status: 'canceled' })
      expect(onlyCanceled.jobs.map((job) => job.id)).toEqual([ids[1]])
      const { result: othersJobs } = await served.other.jobs.list()
      expect(othersJobs.jobs).toEqual([])

      // Two are queued now: a third fills JOBS_PER_KEY, a fourth is one too many.
      await served.client.jobs.create('file/image-resize', { files: png(), params: { width: 8 } })
      const refused = await served.client.jobs.create('file/image-resize', { files: png(), params: { width: 8 } }).catch((e: unknown) => e) as DevutilsError
      expect([refused.status, refused.code]).toEqual([429, 'JOBS_LIMIT'])
      expect(refused.retryAfter).toBeGreaterThan(0)
    } finally {
      await served.close()
    }
  }, 60_000)
})

describe('jobs.wait against a scripted service', () => {
  const job = (status: Job['status']) => ({ id: 'j_AAAAAAAAAAAAAAAAAAAAAA', op: 'file/image-resize', status, progress: null, created_at: '2026-01-01T00:00:00.000Z', started_at: null, finished_at: null, error: null, output: null, webhook: null, links: { self: '/api/v1/jobs/j_AAAAAAAAAAAAAAAAAAAAAA' } })

  it('polls until the job has ended, waiting as Retry-After says when the service asks', async () => {
    const server = await scripted([
      { status: 200, body: { ok: true, result: job('running') } },
      { status: 429, headers: { 'retry-after': '1' }, body: { ok: false, error: 'Too many calls', code: 'QUOTA_EXCEEDED' } },
      { status: 200, body: { ok: true, result: job('failed') } },
    ])
    try {
      const started = Date.now()
      const { result } = await createClient({ baseUrl: server.baseUrl }).jobs.wait('j_AAAAAAAAAAAAAAAAAAAAAA', { intervalMs: 10 })
      expect(result.status).toBe('failed')
      expect(server.requests()).toBe(3)
      expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
    } finally {
      await server.close()
    }
  })

  it('refuses an operation that cannot run as a job before sending anything', async () => {
    const client = createClient({ baseUrl: 'http://127.0.0.1:9' })
    await expect(client.jobs.create('number/roman' as 'file/image-resize', {})).rejects.toThrow(TypeError)
  })
})

describe('retries of 429 and 503', () => {
  it('retries after Retry-After when asked to, up to the number of attempts', async () => {
    const server = await scripted([BUSY, OK])
    try {
      const once = createClient({ baseUrl: server.baseUrl })
      const error = await once.number.roman({ value: '1994' }).catch((e: unknown) => e) as DevutilsError
      expect([error.status, error.code, error.retryAfter, server.requests()]).toEqual([503, 'BUSY', 0, 1])

      const retrying = createClient({ baseUrl: server.baseUrl, retry: { maxAttempts: 3 } })
      const { result } = await retrying.number.roman({ value: '1994' })
      expect(result.roman).toBe('MCMXCIV')
      expect(server.requests()).toBe(2)
    } finally {
      await server.close()
    }
  })

  it('gives up after the last attempt', async () => {
    const server = await scripted([BUSY])
    try {
      const retrying = createClient({ baseUrl: server.baseUrl, retry: { maxAttempts: 3 } })
      await expect(retrying.calc.bmi({ weight: 70, height: 175 })).rejects.toMatchObject({ status: 503, code: 'BUSY' })
      expect(server.requests()).toBe(3)
    } finally {
      await server.close()
    }
  })
})

describe('the generated SDK and its package', () => {
  it('is up to date with the OpenAPI document the app serves', async () => {
    for (const [file, contents] of Object.entries(await sdkFiles())) {
      const committed = readFileSync(path.join(SDK_DIR, file), 'utf8')
      expect(committed === contents, `sdk/${file} is out of date: run npm run sdk`).toBe(true)
    }
  }, 60_000)

  it('type-checks its usage sample and README examples under --strict, builds, and the built package works', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'devutils-sdk-'))
    const tsc = path.join(root, 'node_modules/.bin/tsc')
    try {
      // Each ```ts block of the README is a module of its own, importing the package from its sources.
      const blocks = [...readFileSync(path.join(SDK_DIR, 'README.md'), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!)
      expect(blocks.length).toBeGreaterThanOrEqual(5)
      const readme = blocks.map((block, i) => {
        const file = path.join(out, `readme-${i + 1}.mts`)
        writeFileSync(file, block.replaceAll("'@devutils/sdk'", `'${path.join(SDK_DIR, 'src/index.js')}'`))
        return file
      })
      // sdk/tsconfig.json (strict) over src/, examples/ (whose @ts-expect-error lines must fail) and the README's blocks.
      const checkConfig = path.join(out, 'tsconfig.json')
      writeFileSync(checkConfig, JSON.stringify({
        extends: path.join(SDK_DIR, 'tsconfig.json'),
        compilerOptions: { typeRoots: [path.join(root, 'node_modules/@types')] },
        include: [path.join(SDK_DIR, 'src'), path.join(SDK_DIR, 'examples'), ...readme],
      }))
      const checks = await Promise.allSettled([
        run(tsc, ['-p', checkConfig, '--noEmit'], { cwd: root }),
        run(tsc, ['-p', path.join(SDK_DIR, 'tsconfig.build.json'), '--outDir', path.join(out, 'dist')], { cwd: root }),
      ])
      for (const check of checks) {
        expect(check.status === 'rejected' ? String((check.reason as { stdout?: string }).stdout ?? check.reason) : '').toBe('')
      }
      const built = await import(pathToFileURL(path.join(out, 'dist/index.js')).href) as typeof Sdk
      const { app, baseUrl } = await listening()
      try {
        const { result } = await built.createClient({ baseUrl }).calc.bmi({ weight: 70, height: 175 })
        expect(result.bmi).toBe(22.9)
      } finally {
        await app.close()
      }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }, 120_000)
})
