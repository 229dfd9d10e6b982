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

    it('answers hostile MCP messages, stored-file uploads and file_ids with 4xx or tool errors, and keeps serving', async () => {
      const started = performance.now()
      const mcp = (payload: string | Buffer, headers: Record<string, string> = {}) => next().inject({
        method: 'POST', url: '/mcp', payload,
        headers: { ...deployment.headers, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      })
      const rpc = (method: string, params: unknown, id: unknown = 1) => ({ jsonrpc: '2.0', id, method, params })
      const tool = (name: string, args: unknown, id: unknown = 1) => rpc('tools/call', { name, arguments: args }, id)
      /** Every answer below 500, and no JSON-RPC answer an internal error: the messages of a JSON answer, for more checks. */
      const answered = async (what: string, payload: string | Buffer, headers?: Record<string, string>, { atTheDoor = false } = {}) => {
        const res = await mcp(payload, headers)
        expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
        // A body the JSON parser refuses never reaches /mcp, which reads the allowance.
        if (deployment.limit && !atTheDoor) expect(res.headers['x-ratelimit-limit'], what).toBe(deployment.limit)
        if (!String(res.headers['content-type']).startsWith('application/json') || res.body.length === 0) return { res, messages: [] }
        const body = res.json<unknown>()
        const messages = (Array.isArray(body) ? body : [body]) as { result?: { isError?: boolean; content?: { text?: string }[] }; error?: { code: number } }[]
        for (const message of messages) expect(message.error?.code, `${what}: ${res.body.slice(0, 200)}`).not.toBe(-32603)
        return { res, messages }
      }
      /** A tool call the tool refuses: a result with isError, not a protocol error. */
      const refused = async (what: string, message: unknown) => {
        const { res, messages } = await answered(what, JSON.stringify(message))
        expect(res.statusCode, what).toBe(200)
        expect(messages[0]?.result?.isError, `${what}: ${res.body.slice(0, 200)}`).toBe(true)
      }

      let nested: unknown = 'x'
      for (let i = 0; i < 1_000; i++) nested = { nested }
      const twoMB = 'x'.repeat(2 * MiB)
      await answered('a batch of 1,000 messages', JSON.stringify(Array.from({ length: 1_000 }, (_, i) => tool('find_operations', { query: 'hash' }, i))))
      await answered('a batch of mixed messages', JSON.stringify([rpc('tools/list', {}), tool('run_operation', { op: 'text/case', params: { text: 'x' } }, 2), { jsonrpc: '2.0' }, 7, null, rpc('no/such', {}, 3)]))
      await answered('an empty batch', '[]')
      await answered('1,000 nested objects as run_operation params', JSON.stringify(tool('run_operation', { op: 'text/case', params: nested })))
      await answered('1,000 nested objects as the arguments', JSON.stringify(tool('run_pipeline', nested)))
      await answered('1,000 nested objects as a pipeline input', JSON.stringify(tool('run_pipeline', { input: nested, steps: [{ op: 'dev/json-format' }] })))
      await answered('2 MB of text as arguments', JSON.stringify(tool('run_operation', { op: 'text/case', params: { text: twoMB, mode: 'upper' } })))
      await refused('an unknown tool with 2 MB of text', tool('no_such_tool', { text: twoMB }))
      await refused('run_pipeline with 10,000 steps', tool('run_pipeline', { input: 'x', steps: Array.from({ length: 10_000 }, () => ({ op: 'dev/bcrypt', params: { cost: 15 } })) }))
      await refused('run_pipeline with 10,000 file_ids', tool('run_pipeline', { steps: [{ op: 'file/image-info' }], file_ids: Array.from({ length: 10_000 }, (_, i) => `f_${i}`) }))
      await refused('upload_file with invalid base64', tool('upload_file', { name: 'a.png', data_base64: '%%%not base64!!!' }))
      await refused('upload_file with bytes of no known format', tool('upload_file', { name: 'a.bin', data_base64: Buffer.alloc(4096, 0xa5).toString('base64') }))
      await refused('upload_file with 6 MB of base64', tool('upload_file', { name: 'big.png', data_base64: Buffer.alloc(6 * MiB, 0x41).toString('base64') }))
      await refused('upload_file without data', tool('upload_file', { name: 'a.png' }))
      const png = fixture('photo.png').toString('base64')
      for (const name of ['../../etc/passwd', '..\\..\\boot.ini', '/etc/shadow', 'a/../../b.png', 'x\u0000y\r\nSet-Cookie: a=b.png', '\u001b[31mred\u202e.png', 'n'.repeat(10_000)]) {
        const { res, messages } = await answered(`upload_file named ${JSON.stringify(name).slice(0, 40)}`, JSON.stringify(tool('upload_file', { name, data_base64: png })))
        expect(res.statusCode).toBe(200)
        // Stored or refused; a stored name keeps no path and no control character.
        const stored = messages[0]?.result?.isError ? undefined : JSON.parse(messages[0]!.result!.content![0]!.text!) as { name: string }[]
        if (stored) expect(stored[0]!.name, name.slice(0, 40)).not.toMatch(/[/\\\p{Cc}]/u)
      }
      await answered('an unknown method', JSON.stringify(rpc('no/such/method', {})))
      // Requests whose params do not fit their method are invalid params (-32602), the library's own methods included.
      for (const method of ['tools/call', 'prompts/get', 'resources/read', 'initialize']) {
        const { messages } = await answered(`${method} without params`, JSON.stringify({ jsonrpc: '2.0', id: 1, method }))
        expect(messages[0]?.error?.code, method).toBe(-32602)
      }
      await answered('initialize with params of the wrong shape', JSON.stringify(rpc('initialize', { protocolVersion: 7, capabilities: 'all', clientInfo: [] })))
      await answered('prompts/get with arguments of the wrong shape', JSON.stringify(rpc('prompts/get', { name: 'inspect_jwt', arguments: { token: nested } })))
      await answered('a notification without id', JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }))
      await answered('a tool call as a notification', JSON.stringify({ jsonrpc: '2.0', method: 'tools/call', params: { name: 'run_operation', arguments: { op: 'text/case' } } }))
      await answered('a huge numeric id', JSON.stringify(rpc('tools/list', {}, 1e308)))
      await answered('a 1 MB id', JSON.stringify(rpc('tools/list', {}, 'i'.repeat(MiB))))
      await answered('an object as id', JSON.stringify(rpc('tools/list', {}, { id: 1 })))
      await answered('a wrong jsonrpc version', JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'tools/list' }))
      await answered('a prototype-polluting message', '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_operation","arguments":{"__proto__":{"polluted":1},"op":"text/case"}}}', undefined, { atTheDoor: true })
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      const tooBig = await answered('a body of 49 MB', Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"x":"'), Buffer.alloc(49 * MiB, 0x61), Buffer.from('"}}')]), undefined, { atTheDoor: true })
      expect(tooBig.res.statusCode).toBe(413)
      const plain = await answered('content-type text/plain', JSON.stringify(rpc('tools/list', {})), { 'content-type': 'text/plain' }, { atTheDoor: true })
      expect(plain.res.statusCode === 415 || plain.messages[0]?.error !== undefined, plain.res.body.slice(0, 200)).toBe(true)
      const noStream = await answered('Accept without text/event-stream', JSON.stringify(rpc('tools/list', {})), { accept: 'application/json' })
      expect(noStream.res.statusCode).toBe(406)

      // Stored files: uploads, file_ids and download links.
      const limits = testConfig(attackLimits(sites))
      const files = (list: Parameters<typeof upload>[2]) => upload(next(), '/api/v1/files', list, {}, { headers: deployment.headers })
      const refusedEnvelope = (what: string, res: Awaited<ReturnType<typeof light>>) => {
        expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500)
        expect(envelope(res).ok, what).toBe(false)
      }
      refusedEnvelope('a file over UPLOAD_LIMIT_BYTES', await files([{ name: 'big.png', bytes: Buffer.concat([fixture('photo.png'), Buffer.alloc(limits.UPLOAD_LIMIT_BYTES)]) }]))
      refusedEnvelope('a 0-byte file', await files([{ name: 'empty.png', bytes: new Uint8Array() }]))
      refusedEnvelope('unknown bytes', await files([{ name: 'x.bin', bytes: Buffer.alloc(4096, 0xa5) }]))
      const long = await files([{ name: `${'n'.repeat(10_000)}.png`, bytes: fixture('photo.png') }])
      expect(long.statusCode, long.body.slice(0, 200)).toBeLessThan(500)
      expect(typeof envelope(long).ok).toBe('boolean')
      const mine = await files(['photo.png'])
      expect(mine.statusCode, mine.body.slice(0, 200)).toBe(200)
      const { file_id: id, url } = envelope(mine).result as { file_id: string; url: string }
      // Another caller's file: in the embedded deployment files belong to the caller's address.
      const form = new FormData()
      form.append('files[]', new Blob([fixture('photo.png')]), 'photo.png')
      const { attacker } = deployment
      const theirs = await next().inject({ method: 'POST', url: '/api/v1/files', payload: form, headers: attacker.headers, remoteAddress: attacker.remoteAddress })
      expect(theirs.statusCode, theirs.body.slice(0, 200)).toBe(200)
      const theirId = (envelope(theirs).result as { file_id: string }).file_id
      const withIds = (ids: string, path = 'file/image-info') => upload(next(), path, [], { file_ids: ids }, { headers: deployment.headers })
      for (const [what, ids] of [
        ['10,000 ids', Array.from({ length: 10_000 }, () => id).join(',')],
        ['ids of the wrong shape', 'x,f_,f_short,1234,null,undefined,[],{}'],
        ['../../etc/passwd', '../../etc/passwd'],
        ['f_../x', 'f_../x'],
        ['a traversal of the right length', `f_${'../'.repeat(7)}x`],
        ['commas only', ',,,, ,'],
        ['control characters', 'f_\u0000\r\n\u001b'],
        ['another caller\'s id', theirId],
      ] as const) {
        for (const path of ['file/image-info', 'pipeline']) {
          const res = path === 'pipeline'
            ? await upload(next(), 'pipeline', [], { file_ids: ids, steps: JSON.stringify([{ op: 'file/image-info' }]) }, { headers: deployment.headers })
            : await withIds(ids, path)
          refusedEnvelope(`${path} with file_ids ${what}`, res)
        }
      }
      expect(envelope(await withIds(theirId)).code).toBe('FILE_NOT_FOUND')
      expect((await withIds(id)).statusCode).toBe(200)

      const link = new URL(url)
      const download = (path: string) => next().inject({ url: path })
      expect((await download(link.pathname + link.search)).statusCode).toBe(200)
      const forged = new URL(link)
      forged.searchParams.set('sig', 'A'.repeat(forged.searchParams.get('sig')!.length))
      refusedEnvelope('a forged signature', await download(forged.pathname + forged.search))
      const expired = new URL(link)
      expired.searchParams.set('exp', '1000')
      const old = await download(expired.pathname + expired.search)
      refusedEnvelope('an expired signature', old)
      for (const path of [
        `/api/v1/files/..%2F..%2Fetc%2Fpasswd/content${link.search}`, `/api/v1/files/f_..%2F${id.slice(2)}/content${link.search}`,
        `/api/v1/files/${'f'.repeat(200)}/content?exp=99999999999&sig=x`, `/api/v1/files/${id}/content?exp=-1&sig=`, `/api/v1/files/${id}/content?exp=1e999&sig=${'x'.repeat(10_000)}`,
        `/api/v1/files/${id}/content?exp=1&exp=2&sig=a&sig=b`, `/api/v1/files/%00/content`,
      ]) refusedEnvelope(`GET ${path.slice(0, 80)}`, await download(path))
      // An id past the router's parameter length is refused by the router itself (414), before any
      // handler, in the service's envelope all the same.
      const longId = await download(`/api/v1/files/${'f'.repeat(10_000)}/content?exp=99999999999&sig=x`)
      expect(longId.statusCode).toBe(414)
      refusedEnvelope('an id past the router\'s length', longId)

      expect(performance.now() - started).toBeLessThan(60_000)
      expect((await light()).statusCode).toBe(200)
    }, 120_000)

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
