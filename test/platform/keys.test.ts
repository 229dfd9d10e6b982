/**
 * Named, scoped keys: several per account sharing its allowance, each with its scopes, its own
 * monthly cap and expiry; usage by day, operation and key; the account's security events.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../src/http/account.ts'
import { expectRefusal, makeApp } from '../helpers.ts'

const PASSWORD = 'correct horse battery'
const KEY_SHAPE = /^du_[0-9A-Za-z]{43}$/

interface KeyJson {
  id: string
  name: string
  masked: string
  scopes: string[]
  monthly_cap: number | null
  last_used_at: string | null
  expires_at: string | null
}

let app: FastifyInstance
// The service's clock: moved forward to expire keys.
let clock = Date.parse('2026-11-20T10:00:00Z')

beforeAll(async () => {
  app = await makeApp({ QUOTAS: 'true', SIGNUP_PER_ADDRESS_PER_HOUR: '0', BURST_PER_SECOND: '0', FREE_MONTHLY_LIMIT: '500' }, { now: () => clock })
})
afterAll(async () => {
  await app?.close()
})

let accounts = 0
/** A new account: its first key and a session cookie. */
async function newAccount(): Promise<{ key: string; cookie: Record<string, string> }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email: `keys-${++accounts}@example.com`, password: PASSWORD } })
  expect(res.statusCode).toBe(201)
  const cookie = String(res.headers['set-cookie']).match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))![1]!
  return { key: (res.json() as { result: { key: string } }).result.key, cookie: { cookie: `${SESSION_COOKIE}=${cookie}` } }
}

function createKey(headers: Record<string, string>, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/v1/account/keys', headers, payload: body })
}

async function newKey(headers: Record<string, string>, body: Record<string, unknown>): Promise<{ key: string; details: KeyJson }> {
  const res = await createKey(headers, body)
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { result: { key: string; details: KeyJson } }).result
}

const roman = (key: string, value = 7) => app.inject({ url: `/api/v1/number/roman?value=${value}`, headers: { 'x-api-key': key } })
const remaining = async (key: string) => Number((await app.inject({ url: '/api/v1/usage', headers: { 'x-api-key': key } })).headers['x-ratelimit-remaining'])

describe('several keys per account', () => {
  it('starts an account with one key named default, with every scope, listed without its secret', async () => {
    const { key, cookie } = await newAccount()
    const res = await app.inject({ url: '/api/v1/account/keys', headers: cookie })
    expect(res.statusCode).toBe(200)
    const { keys, max_keys } = (res.json() as { result: { keys: KeyJson[]; max_keys: number } }).result
    expect(max_keys).toBe(20)
    expect(keys).toEqual([expect.objectContaining({ name: 'default', scopes: ['*'], monthly_cap: null, expires_at: null, last_used_at: null })])
    expect(keys[0]!.masked).toBe(`${key.slice(0, 7)}…${key.slice(-4)}`)
    expect(res.body).not.toContain(key)
  })

  it('makes a named key shown once, which shares the account\'s allowance with the others', async () => {
    const { key: first, cookie } = await newAccount()
    const made = await newKey(cookie, { name: 'ci', scopes: ['*'] })
    expect(made.key).toMatch(KEY_SHAPE)
    expect(made.details).toMatchObject({ name: 'ci', scopes: ['*'], monthly_cap: null })
    expect((await roman(made.key)).statusCode).toBe(200)
    expect((await roman(first)).statusCode).toBe(200)
    expect(await remaining(first)).toBe(498)
    expect(await remaining(made.key)).toBe(498)
    // Used keys say when.
    await app.inject({ method: 'POST', url: '/api/v1/account/logout', headers: cookie }) // any request; the history is flushed on reading
    const list = (await app.inject({ url: '/api/v1/account/keys', headers: { 'x-api-key': first } })).json() as { result: { keys: KeyJson[] } }
    expect(list.result.keys.map((k) => k.last_used_at)).toEqual([new Date(clock).toISOString(), new Date(clock).toISOString()])
  })

  it('answers 403 KEY_SCOPE naming the scope a call needs, counts nothing, and serves what the scopes cover', async () => {
    const { cookie } = await newAccount()
    const { key } = await newKey(cookie, { name: 'calc only', scopes: ['calc', 'dev/hash'] })
    const before = await remaining(key)
    const refused = expectRefusal(await roman(key), 403, 'KEY_SCOPE')
    expect(refused.error).toContain('number/roman')
    expect(refused.error).toContain('calc, dev/hash')
    expect(await remaining(key)).toBe(before)
    const bmi = await app.inject({ url: '/api/v1/calc/bmi?weight=70&height=175', headers: { 'x-api-key': key } })
    expect(bmi.statusCode).toBe(200)
    const hash = await app.inject({ url: '/api/v1/dev/hash?text=abc&algorithm=sha256', headers: { 'x-api-key': key } })
    expect(hash.statusCode).toBe(200)
    expect(await remaining(key)).toBe(before - 2)
    // Spanish, like every message.
    expect(expectRefusal(await app.inject({ url: '/es/api/v1/number/roman?value=3', headers: { 'x-api-key': key } }), 403, 'KEY_SCOPE').error).toContain('no puede llamar a number/roman')
  })

  it('needs the pipeline feature and every step\'s operation for a pipeline, counting nothing when one is missing', async () => {
    const { cookie } = await newAccount()
    const pipe = { input: 'hello', steps: [{ op: 'text/case', params: { mode: 'upper' } }, { op: 'encode/base32' }] }
    const call = (key: string) => app.inject({ method: 'POST', url: '/api/v1/pipeline', headers: { 'x-api-key': key }, payload: pipe })
    const textOnly = (await newKey(cookie, { name: 'text', scopes: ['text', 'encode'] })).key
    const before = await remaining(textOnly)
    expect(expectRefusal(await call(textOnly), 403, 'KEY_SCOPE').error).toMatch(/^This key may not call pipeline:/)
    const noEncode = (await newKey(cookie, { name: 'pipeline', scopes: ['pipeline', 'text'] })).key
    expect(expectRefusal(await call(noEncode), 403, 'KEY_SCOPE').error).toMatch(/^This key may not call encode\/base32:/)
    expect(await remaining(textOnly)).toBe(before)
    const both = (await newKey(cookie, { name: 'both', scopes: ['pipeline', 'text', 'encode/base32'] })).key
    expect((await call(both)).statusCode).toBe(200)
    expect(await remaining(both)).toBe(before - 2)
  })

  it('needs the batch feature for each call of a batch', async () => {
    const { cookie } = await newAccount()
    const batch = { calls: [{ op: 'number/roman', params: { value: 4 } }] }
    const call = (key: string) => app.inject({ method: 'POST', url: '/api/v1/batch', headers: { 'x-api-key': key }, payload: batch })
    const noBatch = (await newKey(cookie, { name: 'number', scopes: ['number'] })).key
    const slot = ((await call(noBatch)).json() as { result: { status: number; body: { code: string } }[] }).result[0]!
    expect([slot.status, slot.body.code]).toEqual([403, 'KEY_SCOPE'])
    const withBatch = (await newKey(cookie, { name: 'batch', scopes: ['number', 'batch'] })).key
    expect(((await call(withBatch)).json() as { result: { status: number }[] }).result[0]!.status).toBe(200)
  })

  it('holds a key\'s own monthly cap below the account\'s allowance, while the account\'s other keys go on', async () => {
    const { key: first, cookie } = await newAccount()
    const { key: capped } = await newKey(cookie, { name: 'capped', monthly_cap: 3 })
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => roman(capped, i + 1)))
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3)
    const refusal = expectRefusal(answers.find((r) => r.statusCode === 429)!, 429, 'KEY_CAP_EXCEEDED')
    expect(refusal.error).toContain('3 calls a month')
    expect(answers[0]!.headers['x-ratelimit-limit']).toBe('3')
    expect(answers[0]!.headers['ratelimit-policy']).toMatch(/^"month";q=3;w=\d+$/)
    expect((await roman(first)).statusCode).toBe(200)
    // The account counted the capped key's three calls and the first key's one.
    expect(await remaining(first)).toBe(496)
  })

  it('refuses an expired key with 401 KEY_EXPIRED saying when, and a past expiry when making one', async () => {
    const { cookie } = await newAccount()
    const expiresAt = new Date(clock + 3_600_000).toISOString()
    const { key } = await newKey(cookie, { name: 'an hour', expires_at: expiresAt })
    expect((await roman(key)).statusCode).toBe(200)
    clock += 3_600_000
    try {
      const refused = expectRefusal(await roman(key), 401, 'KEY_EXPIRED')
      expect(refused.error).toContain(expiresAt.replace(/\.\d{3}Z$/, 'Z'))
      expectRefusal(await createKey(cookie, { name: 'past', expires_at: '2020-01-01T00:00:00Z' }), 422, 'KEY_EXPIRY_PAST')
    } finally {
      clock -= 3_600_000
    }
  })

  it('revokes one key at once, leaving the others working', async () => {
    const { key: first, cookie } = await newAccount()
    const { key, details } = await newKey(cookie, { name: 'short-lived' })
    const res = await app.inject({ method: 'DELETE', url: `/api/v1/account/keys/${details.id}`, headers: cookie })
    expect(res.json()).toMatchObject({ ok: true, result: { revoked: true, id: details.id } })
    expectRefusal(await roman(key), 401, 'INVALID_API_KEY')
    expect((await roman(first)).statusCode).toBe(200)
    expectRefusal(await app.inject({ method: 'DELETE', url: `/api/v1/account/keys/${details.id}`, headers: cookie }), 404, 'KEY_NOT_FOUND')
  })

  it('lets only the session or a key with every scope manage keys', async () => {
    const { key: first, cookie } = await newAccount()
    const { key: scoped } = await newKey({ 'x-api-key': first }, { name: 'made with a key', scopes: ['calc'] })
    expectRefusal(await createKey({ 'x-api-key': scoped }, { name: 'wider', scopes: ['*'] }), 403, 'KEY_SCOPE_MANAGE')
    expectRefusal(await app.inject({ url: '/api/v1/account/keys', headers: { 'x-api-key': scoped } }), 403, 'KEY_SCOPE_MANAGE')
    expectRefusal(await createKey({}, { name: 'nobody' }), 401, 'NOT_LOGGED_IN')
    expect((await app.inject({ url: '/api/v1/account/keys', headers: cookie })).statusCode).toBe(200)
  })

  it('checks scopes when a key is made: unknown ones are refused, the rest kept once, in order', async () => {
    const { cookie } = await newAccount()
    const refused = expectRefusal(await createKey(cookie, { name: 'typo', scopes: ['calc', 'dev/hashh'] }), 422, 'KEY_SCOPE_UNKNOWN')
    expect(refused.error).toContain('dev/hashh')
    expect((await newKey(cookie, { name: 'tidy', scopes: ['pipeline', 'calc', 'calc'] })).details.scopes).toEqual(['calc', 'pipeline'])
    expect((await newKey(cookie, { name: 'all', scopes: ['calc', '*'] })).details.scopes).toEqual(['*'])
    expect((await createKey(cookie, { name: '' })).statusCode).toBe(422)
  })

  it('holds at most 20 active keys per account', async () => {
    const { cookie } = await newAccount()
    for (let i = 2; i <= 20; i++) await newKey(cookie, { name: `key ${i}` })
    expectRefusal(await createKey(cookie, { name: 'one too many' }), 409, 'KEYS_LIMIT')
  })
})

describe('usage by day, operation and key', () => {
  it('counts calls per operation and key, as JSON or CSV, and refuses a range it does not keep', async () => {
    const { key: first, cookie } = await newAccount()
    const { key: second, details } = await newKey(cookie, { name: 'second' })
    await roman(first)
    await roman(first)
    await roman(second)
    await app.inject({ url: '/api/v1/calc/bmi?weight=70&height=175', headers: { 'x-api-key': second } })
    const keys = ((await app.inject({ url: '/api/v1/account/keys', headers: cookie })).json() as { result: { keys: KeyJson[] } }).result.keys
    const firstId = keys.find((k) => k.name === 'default')!.id
    const day = new Date(clock).toISOString().slice(0, 10)
    const json = await app.inject({ url: '/api/v1/account/usage?group_by=operation,key', headers: cookie })
    expect(json.json()).toMatchObject({ ok: true, result: { to: day, group_by: ['operation', 'key'], rows: [
      { operation: 'calc/bmi', key: details.id, key_name: 'second', calls: 1 },
      ...[[firstId, 'default', 2], [details.id, 'second', 1]].sort((a, b) => String(a[0]).localeCompare(String(b[0])))
        .map(([key, key_name, calls]) => ({ operation: 'number/roman', key, key_name, calls })),
    ] } })
    const byOperation = await app.inject({ url: `/api/v1/account/usage?from=${day}&to=${day}&group_by=operation`, headers: { 'x-api-key': first } })
    expect((byOperation.json() as { result: { rows: unknown[] } }).result.rows).toEqual([{ operation: 'calc/bmi', calls: 1 }, { operation: 'number/roman', calls: 3 }])
    const csv = await app.inject({ url: `/api/v1/account/usage?format=csv&group_by=day,operation`, headers: cookie })
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.body).toBe(`day,operation,key,calls\r\n${day},calc/bmi,,1\r\n${day},number/roman,,3\r\n`)
    expectRefusal(await app.inject({ url: '/api/v1/account/usage?from=2020-01-01', headers: cookie }), 422, 'USAGE_RANGE_INVALID')
    expectRefusal(await app.inject({ url: `/api/v1/account/usage?from=${day}&to=2026-01-01`, headers: cookie }), 422, 'USAGE_RANGE_INVALID')
    expectRefusal(await app.inject({ url: '/api/v1/account/usage?group_by=month', headers: cookie }), 422, 'USAGE_RANGE_INVALID')
  })
})

describe('security events', () => {
  it('lists log-ins, failed log-ins and keys made and revoked, newest first', async () => {
    const { cookie } = await newAccount()
    const email = `keys-${accounts}@example.com`
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email, password } })
    expect((await login('wrong password!')).statusCode).toBe(401)
    clock += 1
    expect((await login(PASSWORD)).statusCode).toBe(200)
    clock += 1
    const { details } = await newKey(cookie, { name: 'audited' })
    clock += 1
    await app.inject({ method: 'DELETE', url: `/api/v1/account/keys/${details.id}`, headers: cookie })
    const res = await app.inject({ url: '/api/v1/account/security-events', headers: cookie })
    const events = (res.json() as { result: { events: { kind: string; detail: string | null; ip: string | null }[] } }).result.events
    expect(events.map((e) => e.kind)).toEqual(['key_revoked', 'key_created', 'login', 'login_failed'])
    expect(events[0]!.detail).toBe(`audited (${details.masked})`)
    expect(events[3]!.ip).toBe('127.0.0.1')
  })
})
