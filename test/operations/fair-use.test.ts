import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../../src/core/errors.ts'
import { defineOperation, type Operation } from '../../src/core/operation.ts'
import roman from '../../src/operations/number/roman.ts'
import { fixture, makeApp, type Overrides } from '../helpers.ts'
import { inEveryLanguage } from '../translations.ts'

// What a call costs its caller, and how much of the service one caller can hold: calls that fail
// on our side are given back, calls that fail on the caller's input are not (a timeout included),
// and one caller's file jobs never take every job slot.

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()))
})

/** Every failure a call can end in, thrown by an operation on demand. */
const FAILURES: Readonly<Record<string, () => unknown>> = {
  TIMEOUT: () => new ApiError('TIMEOUT', { ms: 1000 }),
  UPSTREAM_TIMEOUT: () => new ApiError('UPSTREAM_TIMEOUT', { url: 'http://example.com/', ms: 1000 }),
  UPSTREAM_FAILED: () => new ApiError('UPSTREAM_FAILED', { url: 'http://example.com/', reason: 'ECONNRESET' }),
  DNS_TIMEOUT: () => new ApiError('DNS_TIMEOUT', { domain: 'example.com', ms: 3000 }),
  MALFORMED_PDF: () => new ApiError('MALFORMED_PDF', { name: 'x.pdf', detail: 'damaged' }),
  PDF_STREAM_TOO_LARGE: () => new ApiError('PDF_STREAM_TOO_LARGE', { name: 'x.pdf', max: 1 }),
  BUSY: () => new ApiError('BUSY', { retryAfter: 1 }),
  QUOTA_UNAVAILABLE: () => new ApiError('QUOTA_UNAVAILABLE'),
  STORE_UNAVAILABLE: () => new ApiError('STORE_UNAVAILABLE'),
  SHUTTING_DOWN: () => new ApiError('SHUTTING_DOWN'),
  CONVERTER_MISSING: () => new ApiError('CONVERTER_MISSING', { operation: 'x', program: 'LibreOffice', package: 'libreoffice' }),
  INTERNAL: () => new TypeError('a bug'),
}
const COUNTED = ['TIMEOUT', 'UPSTREAM_TIMEOUT', 'UPSTREAM_FAILED', 'DNS_TIMEOUT', 'MALFORMED_PDF', 'PDF_STREAM_TOO_LARGE']
const REFUNDED = ['BUSY', 'QUOTA_UNAVAILABLE', 'STORE_UNAVAILABLE', 'SHUTTING_DOWN', 'CONVERTER_MISSING', 'INTERNAL']

const failing = defineOperation({
  category: 'dev',
  name: 'fail',
  input: 'query',
  summary: 'Fails as asked',
  params: z.object({ code: z.string() }),
  examples: [{ params: { code: 'BUSY' }, network: true }],
  run({ code }) {
    throw FAILURES[code]!()
  },
  ...inEveryLanguage({ summary: 'Falla como se le pide', params: { code: 'El código del fallo' } }),
})

/** A file job that holds its slot until the test opens the gate, or for `ms` milliseconds. */
function holdingOperation() {
  let open!: () => void
  const gate = new Promise<void>((resolve) => { open = resolve })
  const op = defineOperation({
    category: 'file',
    name: 'hold',
    input: 'file',
    summary: 'Holds a job slot',
    params: z.object({ ms: z.coerce.number().optional() }),
    files: { accepts: ['png'], mode: 'each' },
    examples: [{ params: {}, files: ['photo.png'] }],
    async run({ ms }, ctx) {
      await (ms === undefined ? gate : new Promise((resolve) => setTimeout(resolve, ms)))
      return { bytes: ctx.files.uploads[0]!.bytes.length }
    },
    ...inEveryLanguage({ summary: 'Ocupa una plaza de trabajo', params: { ms: 'Milisegundos que la ocupa' } }),
  })
  return { op, open }
}

async function appWith(overrides: Overrides, operations: readonly Operation[]) {
  const app = await makeApp(overrides, { operations })
  apps.push(app)
  return app
}

const quotas = { QUOTAS: 'true', BURST_PER_SECOND: '0', ANON_DAILY_LIMIT: '1000' }
const png = fixture('photo.png')

/** Posts photo.png to the holding operation as the caller at `address`. */
function hold(app: FastifyInstance, address: string, query = ''): Promise<LightMyRequestResponse> {
  const form = new FormData()
  form.append('files[]', new Blob([png]), 'photo.png')
  return app.inject({ method: 'POST', url: `/api/v1/file/hold${query}`, payload: form, remoteAddress: address })
}

const remaining = (res: LightMyRequestResponse) => Number(res.headers['x-ratelimit-remaining'])
const light = (app: FastifyInstance, address: string) => app.inject({ url: '/api/v1/number/roman?value=7', remoteAddress: address })

/** Settles within `ms`, or says it did not. */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms))])

describe('what a failed call costs', () => {
  it.each(COUNTED)('%s counts against the allowance', async (code) => {
    const app = await appWith(quotas, [failing, roman])
    const res = await app.inject({ url: `/api/v1/dev/fail?code=${code}`, remoteAddress: '198.51.100.1' })
    expect(res.json()).toMatchObject({ ok: false, code })
    expect(remaining(await light(app, '198.51.100.1'))).toBe(998)
  })

  it.each(REFUNDED)('%s is given back', async (code) => {
    const app = await appWith(quotas, [failing, roman])
    const res = await app.inject({ url: `/api/v1/dev/fail?code=${code}`, remoteAddress: '198.51.100.1' })
    expect(res.statusCode).toBeGreaterThanOrEqual(500)
    expect(remaining(await light(app, '198.51.100.1'))).toBe(999)
  })

  it('a file job that runs past its time budget counts (503 TIMEOUT)', async () => {
    const { op } = holdingOperation()
    const app = await appWith({ ...quotas, FILE_TIMEOUT_MS: '1000' }, [op, roman])
    const res = await hold(app, '198.51.100.1', '?ms=1500')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ code: 'TIMEOUT' })
    expect(remaining(res)).toBe(999)
    expect(remaining(await light(app, '198.51.100.1'))).toBe(998)
  })

  it('a file job refused because every slot is taken (503 BUSY) is given back', async () => {
    const { op, open } = holdingOperation()
    const app = await appWith({ ...quotas, FILE_JOBS: '1', FILE_QUEUE: '0' }, [op, roman])
    const holder = hold(app, '198.51.100.1')
    await new Promise((resolve) => setTimeout(resolve, 200))
    const refused = await hold(app, '198.51.100.2')
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toMatchObject({ code: 'BUSY' })
    expect(remaining(await light(app, '198.51.100.2'))).toBe(999)
    open()
    expect((await holder).statusCode).toBe(200)
  })
})

describe('file jobs per caller', () => {
  it.each([['without quotas', {}], ['with quotas', quotas]] as const)('%s: a second caller is served while the first holds its share, and the first is served in turn', async (_what, overrides) => {
    const { op, open } = holdingOperation()
    const app = await appWith({ ...overrides, FILE_JOBS: '2' }, [op, roman])
    // Caller A sends four jobs at once: one runs (FILE_JOBS_PER_CALLER is 1), three wait their turn.
    const first = Array.from({ length: 4 }, () => hold(app, '198.51.100.1'))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const other = await within(hold(app, '2001:db8:1:2::1', '?ms=1'), 5_000)
    expect(other === 'late' ? 'late' : other.statusCode).toBe(200)
    // Another address of the first caller's IPv6 /64 is the same caller.
    const sameNet = hold(app, '2001:db8:1:2::99', '?ms=1')
    expect(await within(sameNet, 5_000)).not.toBe('late')
    open()
    const answers = await Promise.all(first)
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
  })

  it('refuses with 503 BUSY only when the caller\'s own queue is full', async () => {
    const { op, open } = holdingOperation()
    const app = await appWith({ FILE_JOBS: '2', FILE_QUEUE: '2' }, [op, roman])
    const settled: LightMyRequestResponse[] = []
    const jobs = Array.from({ length: 5 }, () => hold(app, '198.51.100.1').then((res) => { settled.push(res); return res }))
    // One runs (FILE_JOBS_PER_CALLER is 1), two wait in the caller's queue (FILE_QUEUE), two are refused.
    for (let waited = 0; settled.length < 2 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(settled.map((r) => `${r.statusCode} ${r.json<{ code: string }>().code}`)).toEqual(['503 BUSY', '503 BUSY'])
    open()
    expect((await Promise.all(jobs)).map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 503, 503])
  })
})
