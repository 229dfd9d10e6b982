import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testConfig } from '../src/config.ts'
import { paramsJsonSchema } from '../src/core/validate.ts'
import { availableConverters } from '../src/lib/converters.ts'
import { operations } from '../src/operations/index.ts'
import { createPlatform } from '../src/platform/index.ts'
import { call, canRun, fixture, makeApp, sharedStores, upload, type Overrides } from './helpers.ts'

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

interface Deployment {
  apps: FastifyInstance[]
  headers: Record<string, string>
  /** The allowance every answer must report: proof that each call was counted, not refused at the door. */
  limit?: string
  close(): Promise<void>
}

const deployments: { name: string; skip: boolean; start: () => Promise<Deployment> }[] = [
  {
    name: 'embedded (SQLite, one instance)',
    skip: false,
    async start() {
      const app = await makeApp({ WORKER_TIMEOUT_MS: '3000' })
      return { apps: [app], headers: {}, close: () => app.close() }
    },
  },
  {
    name: 'two instances on PostgreSQL + Redis, keyed, quotas on',
    skip: !stores,
    async start() {
      const overrides: Overrides = { WORKER_TIMEOUT_MS: '3000', DATABASE_URL: stores!.databaseUrl, REDIS_URL: stores!.redisUrl, QUOTAS: 'true', BURST_PER_SECOND: '0' }
      const operator = await createPlatform(testConfig(overrides))
      const { account, key } = await operator.accounts.create(`sweep-${randomUUID()}@example.com`, null, 'custom', 1_000_000)
      const apps = [await makeApp(overrides), await makeApp(overrides)]
      return {
        apps,
        headers: { 'x-api-key': key },
        limit: '1000000',
        async close() {
          await Promise.all(apps.map((a) => a.close()))
          await operator.accounts.revokeKey(account.id).finally(() => operator.close())
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
})
