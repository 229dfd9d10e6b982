import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testConfig } from '../src/config.ts'
import { paramsJsonSchema } from '../src/core/validate.ts'
import { availableConverters } from '../src/lib/office/converters.ts'
import { operations } from '../src/operations/index.ts'
import { createPlatform } from '../src/platform/index.ts'
import { call, canRun, envelope, fixture, makeApp, sharedStores, upload, type Overrides } from './helpers.ts'
import { manyStreams } from './fixtures/pdf-build.ts'
import { startFixtures, webOverrides, type Fixtures } from './operations/web-fixtures.ts'

// Every operation, fed generated bad input from its own schema: any 5xx, hang or crash fails,
// naming the operation and the input. Web lookups are left to their loopback suites (these
// inputs would otherwise reach DNS). It runs against the embedded deployment and against two
// instances sharing PostgreSQL and Redis with quotas on, calls alternating between them.
const HUGE = '𝕏'.repeat(20_000)
const VALUES: readonly unknown[] = ['', ' ', HUGE, 'NaN', '-1e308', '1e308', '-1', '0', '1.5', ['a', 'b'], { nested: true }, '\u0000\uFFFF\uD800', '<script>alert(1)</script>']

function cases(op: (typeof operations)[number]): [string, Record<string, unknown>][] {
  const { properties, required } = paramsJsonSchema(op.params)
  const valid: Record<string, unknown> = {}
  for (const ex of op.examples) Object.assign(valid, ex.params)
  const out: [string, Record<string, unknown>][] = [['no parameters', {}]]
  for (const name of Object.keys(properties)) {
    for (const value of VALUES) out.push([`${name}=${JSON.stringify(value).slice(0, 40)}`, { ...valid, [name]: value }])
    if (required.includes(name)) {
      const { [name]: _gone, ...rest } = valid
      out.push([`without ${name}`, rest])
    }
  }
  return out
}

/** File operations get the same fields as multipart text, with a valid sample file, plus an empty and a corrupt file. */
interface SweepFile { name: string; bytes: Uint8Array }

function fileCases(op: (typeof operations)[number]): [string, readonly SweepFile[]][] {
  const sample = op.examples[0]?.files?.[0]
  if (!sample) return []
  const bytes = fixture(sample)
  const corrupt = Buffer.concat([bytes.subarray(0, 64), Buffer.alloc(256, 0xa5)])
  return [['an empty file', [{ name: sample, bytes: new Uint8Array() }]], ['a corrupt file', [{ name: sample, bytes: corrupt }]]]
}

// Operations that start LibreOffice or Chromium answer 503 CONVERTER_MISSING where the program is
// not installed, by design; .ci/run installs both, so under CI they are swept like the rest.
const converters = availableConverters()
const missing = operations.filter((op) => op.requires && !converters[op.requires])
canRun(`the sweep of ${missing.map((op) => op.operationId).join(', ')}`, missing.length > 0 ? `${[...new Set(missing.map((op) => op.requires))].join(' and ')} not installed` : undefined)
const swept = operations.filter((op) => op.category !== 'web' && !missing.includes(op))

const stores = sharedStores('the hostile sweep of the PostgreSQL + Redis deployment')

const MiB = 1024 * 1024
// Low limits, so the attacks below cost the test milliseconds; the parameters are those of the sweep.
const attackLimits = (f: Fixtures): Overrides => ({
  ...webOverrides(f), FETCH_TIMEOUT_MS: '1500', FETCH_CONCURRENCY: '6', FETCH_PER_CALLER: '2',
  PDF_MAX_STREAM_BYTES: String(8 * MiB), PDF_MAX_TOTAL_INFLATE_BYTES: String(32 * MiB),
})
let sites: Fixtures
beforeAll(async () => { sites = await startFixtures() })
afterAll(async () => { await sites?.close() })

interface Deployment {
  apps: FastifyInstance[]
  headers: Record<string, string>
  /** The allowance every answer must report: proof that each call was counted, not refused at the door. */
  limit?: string
  /** Headers of a second caller, whose calls must be served while the first attacks. */
  attacker: { headers: Record<string, string>; remoteAddress: string }
  /** Calls the attacker was counted for so far, where quotas are on. */
  attackerUsed?: () => Promise<number>
  close(): Promise<void>
}

const deployments: { name: string; skip: boolean; start: () => Promise<Deployment> }[] = [
  {
    name: 'embedded (SQLite, one instance)',
    skip: false,
    async start() {
      const app = await makeApp({ WORKER_TIMEOUT_MS: '3000', ...attackLimits(sites) })
      return { apps: [app], headers: {}, attacker: { headers: {}, remoteAddress: '198.51.100.7' }, close: () => app.close() }
    },
  },
  {
    name: 'two instances on PostgreSQL + Redis, keyed, quotas on',
    skip: !stores,
    async start() {
      const overrides: Overrides = {
        WORKER_TIMEOUT_MS: '3000', DATABASE_URL: stores!.databaseUrl, REDIS_URL: stores!.redisUrl, QUOTAS: 'true', BURST_PER_SECOND: '0', ...attackLimits(sites),
      }
      const operator = await createPlatform(testConfig(overrides))
      const { account, key } = await operator.accounts.create(`sweep-${randomUUID()}@example.com`, null, 'custom', 1_000_000)
      const attacker = await operator.accounts.create(`attacker-${randomUUID()}@example.com`, null, 'custom', 1_000_000)
      const apps = [await makeApp(overrides), await makeApp(overrides)]
      return {
        apps,
        headers: { 'x-api-key': key },
        limit: '1000000',
        attacker: { headers: { 'x-api-key': attacker.key }, remoteAddress: '127.0.0.1' },
        async attackerUsed() {
          const res = await apps[0]!.inject({ url: '/api/v1/usage', headers: { 'x-api-key': attacker.key } })
          return (res.json() as { result: { used: number } }).result.used
        },
        async close() {
          await Promise.all(apps.map((a) => a.close()))
          await Promise.all([operator.accounts.revokeKey(account.id), operator.accounts.revokeKey(attacker.account.id)]).finally(() => operator.close())
        },
      }
    },
  },
]

describe.each(deployments)('$name', ({ skip, start }) => {
  let deployment: Deployment
  let turn = 0
  beforeAll(async () => { if (!skip) deployment = await start() })
  afterAll(async () => { await deployment?.close() })
  const next = () => deployment.apps[turn++ % deployment.apps.length]!

  function send(op: (typeof operations)[number], params: Record<string, unknown>, files?: readonly SweepFile[]) {
    const { headers } = deployment
    if (!op.files) return call(next(), op, params, { headers })
    const fields = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
    return upload(next(), op.path, files ?? op.examples[0]?.files ?? [], fields, { headers })
  }

  describe.skipIf(skip).each(swept.map((op) => [op.operationId, op] as const))('%s under bad input', (_id, op) => {
    it('answers every generated input with a 2xx or 4xx envelope, in bounded time', async () => {
      type Case = { label: string; params: Record<string, unknown>; files?: readonly SweepFile[] }
      const all: Case[] = [
        ...cases(op).map(([label, params]) => ({ label, params })),
        ...fileCases(op).map(([label, files]) => ({ label, params: {}, files })),
      ]
      for (const { label, params, files } of all) {
        const started = performance.now()
        const res = await send(op, params, files)
        const ms = performance.now() - started
        expect(res.statusCode, `${op.path} ${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
        if (deployment.limit) expect(res.headers['x-ratelimit-limit'], `${op.path} ${label}: ${res.statusCode}`).toBe(deployment.limit)
        // A file operation answers a file when it succeeds; every other answer is an envelope.
        if (!(op.files && res.statusCode === 200) || String(res.headers['content-type']).startsWith('application/json')) {
          const body = res.json() as { ok?: boolean }
          expect(typeof body.ok, `${op.path} ${label}`).toBe('boolean')
        }
        // LibreOffice and Chromium start a fresh process (and profile) per job: seconds, not milliseconds.
        expect(ms, `${op.path} ${label}`).toBeLessThan(op.requires ? 20_000 : 5_000)
      }
      const poisoned = await next().inject({
        method: op.method, url: op.path, headers: { ...deployment.headers, 'content-type': 'application/json' }, payload: '{"__proto__":{"polluted":1}}',
      })
      expect(poisoned.statusCode).toBeLessThan(500)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    }, 120_000)
  })

  describe.skipIf(skip)('attacks from the outside review', () => {
    const light = () => next().inject({ url: '/api/v1/number/roman?value=12', headers: deployment.headers })

    it('refuses multipart fields past BODY_LIMIT_BYTES with 413, on operations, file uploads and the account routes', async () => {
      const mega = 'x'.repeat(MiB)
      const fields = { a: mega, b: mega, c: mega }
      const started = performance.now()
      const text = await upload(next(), 'text/trim', [], fields, { headers: deployment.headers })
      expect(text.statusCode, text.body.slice(0, 200)).toBe(413)
      expect(envelope(text).code).toBe('BODY_TOO_LARGE')
      const file = await upload(next(), 'file/pdf-info', ['three-pages.pdf'], fields, { headers: deployment.headers })
      expect(file.statusCode, file.body.slice(0, 200)).toBe(413)
      // The account routes read JSON only: a multipart body is refused before any of it is read.
      const signup = await upload(next(), '/api/v1/account/signup', [], fields)
      expect(signup.statusCode).toBe(415)
      expect(performance.now() - started).toBeLessThan(5_000)
      expect((await light()).statusCode).toBe(200)
    })

    it('answers hostile pipelines and batches with 4xx envelopes at once, and keeps serving', async () => {
      const post = (url: string, body: unknown) => next().inject({ method: 'POST', url, headers: { ...deployment.headers, 'content-type': 'application/json' }, payload: JSON.stringify(body) })
      let deep: unknown = 'x'
      for (let i = 0; i < 2_000; i++) deep = { deep }
      const path32 = Array.from({ length: 32 }, () => 'a').join('.')
      const path33 = `${path32}.a`
      const pipelines: unknown[] = [
        { input: 'x', steps: Array.from({ length: 10_000 }, () => ({ op: 'dev/bcrypt', params: { cost: 15 } })) },
        { input: 'x', steps: [1, null, 'text/case', [], [[{ op: 'text/case' }]]] },
        { input: 'x', steps: [{ op: 'text/case' }, { op: 'text/case', input: '$2' }] },
        { input: 'x', steps: [{ op: 'text/case', input: '$1' }] },
        { input: 'x', steps: [{ op: 'text/case' }, { op: 'text/case', input: '$99999' }] },
        { input: 'x', steps: [{ op: 'text/case' }, { op: 'text/case', input: '$-1' }] },
        { input: 'x', steps: [{ op: 'dev/jwt-decode' }, { op: 'text/case', input: `$1.result.${path32}` }] },
        { input: 'x', steps: [{ op: 'text/case' }, { op: 'text/case', input: `$1.result.${path33}` }] },
        { input: 'x', steps: [{ op: 'text/case' }, { op: 'text/case', input: '$1.result.constructor.prototype' }] },
        { input: deep, steps: [{ op: 'dev/json-format' }, { op: 'text/case', params: { mode: deep } }] },
        { input: deep, steps: [{ op: 'dev/json-minify' }, { op: 'dev/json-format' }] },
        { input: 'ab', steps: [{ op: 'text/repeat', params: { times: 100_000 } }, { op: 'text/repeat', params: { times: 100_000 } }, { op: 'dev/hash' }] },
        { input: HUGE, steps: Array.from({ length: 20 }, () => ({ op: 'text/repeat', params: { times: 50 } })) },
        { input: 'x', steps: [{ op: '../batch' }, { op: 'pipeline' }] },
        { input: 'x', steps: [{ op: 'text/case', params: { text: 'y' } }] },
        { steps: [{ op: 'text/case', input: '$0' }] },
      ]
      const started = performance.now()
      for (const body of pipelines) {
        const res = await post('/api/v1/pipeline', body)
        const what = JSON.stringify(body).slice(0, 120)
        expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200)
        expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
        expect(typeof res.json<{ ok: unknown }>().ok, what).toBe('boolean')
      }
      // An image upscaled past the pixel cap mid-chain is refused at that step.
      const upscale = await upload(next(), 'pipeline', ['photo.jpg'], {
        steps: JSON.stringify([{ op: 'file/image-resize', params: { width: 16384, height: 16384, fit: 'fill' } }, { op: 'file/image-resize', params: { width: 16384, height: 16384, fit: 'fill' } }]),
      }, { headers: deployment.headers })
      expect(upscale.statusCode, upscale.body.slice(0, 200)).toBeGreaterThanOrEqual(400)
      expect(upscale.statusCode).toBeLessThan(500)
      expect(envelope(upscale).step).toBe(1)
      const batches: unknown[] = [
        { calls: [{ op: 'batch', params: { calls: [{ op: 'text/case' }] } }, { op: 'pipeline', params: { steps: [] } }, { op: 'text/case', params: { text: deep } }] },
        { calls: Array.from({ length: 100 }, () => ({ op: 'dev/bcrypt', params: { text: 'x', cost: 4 } })) },
      ]
      for (const body of batches) {
        const res = await post('/api/v1/batch', body)
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200)
        for (const slot of res.json<{ result: { status: number }[] }>().result) expect(slot.status).toBeLessThan(500)
      }
      expect(performance.now() - started).toBeLessThan(30_000)
      expect((await light()).statusCode).toBe(200)
    }, 60_000)

    it('refuses a PDF of many medium streams with 413 once they decompress past the total', async () => {
      const res = await upload(next(), 'file/pdf-info', [{ name: 'many.pdf', bytes: manyStreams(12, 6 * MiB) }], {}, { headers: deployment.headers })
      expect(res.statusCode, res.body.slice(0, 200)).toBe(413)
      expect(envelope(res).code).toBe('PDF_TOTAL_INFLATE_TOO_LARGE')
      if (deployment.limit) expect(res.headers['x-ratelimit-limit']).toBe(deployment.limit)
    })

    it('answers a Host that is not a host with 400, and never lets it into a link', async () => {
      for (const host of ['evil.example"><script>', 'a b', 'x/y', '[::1']) {
        const res = await next().inject({ url: '/api/v1/generate/qr?text=x', headers: { ...deployment.headers, host } })
        expect(res.statusCode, host).toBe(400)
        expect(envelope(res).code).toBe('INVALID_HOST')
      }
    })

    it('keeps serving other callers\' web lookups while one caller holds stalled fetches, and counts the stalled ones', async () => {
      const { attacker } = deployment
      const usedBefore = await deployment.attackerUsed?.()
      const lookup = (path: string, as: { headers: Record<string, string>; remoteAddress?: string }) => next().inject({
        url: `/api/v1/web/page-size?url=${encodeURIComponent(`http://127.0.0.2:${sites.port}${path}`)}`, headers: as.headers, remoteAddress: as.remoteAddress,
      })
      // Two rounds over the instances: every instance sees the attacker past its own cap.
      const stalled = Array.from({ length: 4 * deployment.apps.length }, () => lookup('/slow', attacker))
      await new Promise((resolve) => setTimeout(resolve, 300))
      const served = await lookup('/page', { headers: deployment.headers, remoteAddress: '198.51.100.8' })
      expect(served.statusCode, served.body.slice(0, 200)).toBe(200)
      expect((await light()).statusCode).toBe(200)
      const answers = await Promise.all(stalled)
      const codes = new Set(answers.map((r) => `${r.statusCode} ${envelope(r).code}`))
      expect([...codes].sort()).toEqual(['429 TOO_MANY_FETCHES', '504 UPSTREAM_TIMEOUT'])
      // A lookup the caller pointed at a site that never answers is work it caused: it counts.
      if (usedBefore !== undefined) expect(await deployment.attackerUsed!()).toBe(usedBefore + stalled.length)
    }, 30_000)
  })
})
