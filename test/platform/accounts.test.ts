import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../src/http/account.ts'
import { envelope, makeApp, type Overrides } from '../helpers.ts'
import type { AccountView } from '../../src/platform/accounts.ts'

const KEY_SHAPE = /^du_[0-9A-Za-z]{43}$/
const PASSWORD = 'correct horse battery'

type AccountJson = AccountView

interface SignupResult {
  account: AccountJson
  key: string
  key_notice: string
}

interface SetCookie {
  name: string
  value: string
  attributes: string[]
}

/** The session cookie the response sets: its value and its attributes, as written. */
function sessionCookieOf(res: LightMyRequestResponse): SetCookie {
  const header = res.headers['set-cookie']
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header]
  const line = lines.find((l) => l.startsWith(`${SESSION_COOKIE}=`))
  if (!line) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(header)}`)
  const [pair, ...attributes] = line.split(';').map((p) => p.trim())
  const eq = pair!.indexOf('=')
  return { name: pair!.slice(0, eq), value: pair!.slice(eq + 1), attributes }
}

const cookieHeader = (value: string) => ({ cookie: `${SESSION_COOKIE}=${value}` })

function signup(app: FastifyInstance, email: string, password = PASSWORD, prefix = '') {
  return app.inject({ method: 'POST', url: `${prefix}/api/v1/account/signup`, payload: { email, password } })
}

function login(app: FastifyInstance, email: string, password = PASSWORD, options: { prefix?: string; remoteAddress?: string } = {}) {
  return app.inject({
    method: 'POST', url: `${options.prefix ?? ''}/api/v1/account/login`, payload: { email, password },
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  })
}

/** A 429 with a whole number of seconds in Retry-After, no more than `max`; returns that number. */
function expectRetryAfter(res: LightMyRequestResponse, max: number): number {
  expect(res.statusCode, res.body).toBe(429)
  const seconds = Number(res.headers['retry-after'])
  expect(Number.isInteger(seconds)).toBe(true)
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(max)
  expect(res.headers['set-cookie']).toBeUndefined()
  return seconds
}

const me = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/v1/account', headers: cookieHeader(cookie) })

const roman = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/api/v1/number/roman?value=7', headers: { 'x-api-key': key } })

const usage = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/api/v1/usage', headers: { 'x-api-key': key } })

const today = () => new Date().toISOString().slice(0, 10)

/** Signs up a fresh account and returns its key and session cookie value. */
async function newAccount(app: FastifyInstance, email: string): Promise<{ key: string; cookie: string; account: AccountJson }> {
  const res = await signup(app, email)
  expect(res.statusCode).toBe(201)
  const result = envelope(res).result as SignupResult
  return { key: result.key, cookie: sessionCookieOf(res).value, account: result.account }
}

const apps: FastifyInstance[] = []
async function app(overrides: Overrides = {}, now?: () => number): Promise<FastifyInstance> {
  // Most tests sign up many accounts from the one address inject uses; the sign-up limits have tests of their own.
  const made = await makeApp({ SIGNUP_PER_ADDRESS_PER_HOUR: '0', ...overrides }, { now })
  apps.push(made)
  return made
}
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()))
})

describe('sign-up', () => {
  let http: FastifyInstance
  beforeAll(async () => { http = await app() })

  it('creates an account, returns its key once and starts a session', async () => {
    const res = await signup(http, 'New.User@Example.com')
    expect(res.statusCode).toBe(201)
    const body = envelope(res)
    expect(body.ok).toBe(true)
    const result = body.result as SignupResult
    expect(result.key).toMatch(KEY_SHAPE)
    expect(result.key_notice).toBe('Store this key now: it is shown only once.')
    expect(result.account).toMatchObject({
      email: 'new.user@example.com', plan: 'free', tier: 'free', limit: 500, used: 0, remaining: 500, period: 'month',
    })
    // The account part shows the key masked; the full key appears once, as result.key.
    expect(result.account.key).toMatchObject({ prefix: result.key.slice(0, 7), last4: result.key.slice(-4), masked: `${result.key.slice(0, 7)}…${result.key.slice(-4)}` })
    expect(res.body.split(result.key).length - 1).toBe(1)

    const cookie = sessionCookieOf(res)
    expect(cookie.attributes).toContain('HttpOnly')
    expect(cookie.attributes).toContain('SameSite=Lax')
    expect(cookie.attributes).toContain('Path=/')
    expect(cookie.attributes.some((a) => a.startsWith('Expires='))).toBe(true)
    // Plain HTTP: no Secure, or browsers would drop the cookie.
    expect(cookie.attributes).not.toContain('Secure')
    // Signed: <token>.<signature>, and the value is never the key.
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9%_+/-]{43,}$/)
    expect(cookie.value).not.toContain(result.key)
  })

  it('makes a different key for every account', async () => {
    const a = await newAccount(http, 'distinct-1@example.com')
    const b = await newAccount(http, 'distinct-2@example.com')
    expect(a.key).not.toBe(b.key)
    expect(a.account.id).not.toBe(b.account.id)
  })

  it('refuses an e-mail address that exists already, whatever its case', async () => {
    await newAccount(http, 'Dup@Example.com')
    const res = await signup(http, 'dUP@example.COM', 'another password')
    expect(res.statusCode).toBe(409)
    expect(envelope(res)).toEqual({ ok: false, code: 'EMAIL_TAKEN', error: 'An account with this e-mail address exists already; log in instead' })
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('accepts passwords of exactly 10 and 256 characters', async () => {
    expect((await signup(http, 'ten@example.com', 'a'.repeat(10))).statusCode).toBe(201)
    expect((await signup(http, 'max@example.com', 'b'.repeat(256))).statusCode).toBe(201)
    expect((await login(http, 'max@example.com', 'b'.repeat(256))).statusCode).toBe(200)
  })

  it.each([
    ['a 9-character password', 'short9@example.com', 'a'.repeat(9), 'PARAM_MIN_LENGTH', 'password'],
    ['a 257-character password', 'long257@example.com', 'a'.repeat(257), 'PARAM_MAX_LENGTH', 'password'],
    ['an invalid e-mail address', 'not-an-email', PASSWORD, 'PARAM_FORMAT', 'email'],
  ])('refuses %s with 422', async (_what, email, password, code, param) => {
    const res = await signup(http, email, password)
    expect(res.statusCode).toBe(422)
    const body = envelope(res)
    expect(body.ok).toBe(false)
    expect(body.code).toBe(code)
    expect(body.error).toContain(param)
    expect(res.headers['set-cookie']).toBeUndefined()
    // Nothing was created: the address is still free.
    if (email.includes('@')) expect((await signup(http, email)).statusCode).toBe(201)
  })

  it('refuses a missing password with 422', async () => {
    const res = await http.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email: 'nopass@example.com' } })
    expect(res.statusCode).toBe(422)
    expect(envelope(res).code).toBe('PARAM_REQUIRED')
  })
})

describe('Secure cookie behind HTTPS', () => {
  it('marks the cookie Secure when a trusted proxy says the request came over HTTPS', async () => {
    const proxied = await app({ TRUST_PROXY: '127.0.0.1' })
    const res = await proxied.inject({
      method: 'POST', url: '/api/v1/account/signup', payload: { email: 'tls@example.com', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.statusCode).toBe(201)
    const cookie = sessionCookieOf(res)
    expect(cookie.attributes).toContain('Secure')
    expect(cookie.attributes).toContain('HttpOnly')
    expect(cookie.attributes).toContain('SameSite=Lax')

    const login = await proxied.inject({
      method: 'POST', url: '/api/v1/account/login', payload: { email: 'tls@example.com', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(login.statusCode).toBe(200)
    expect(sessionCookieOf(login).attributes).toContain('Secure')
  })

  it('ignores X-Forwarded-Proto from an address that is not a trusted proxy', async () => {
    const direct = await app()
    const res = await direct.inject({
      method: 'POST', url: '/api/v1/account/signup', payload: { email: 'spoof@example.com', password: PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(res.statusCode).toBe(201)
    expect(sessionCookieOf(res).attributes).not.toContain('Secure')
  })
})

describe('log-in, sessions and the account view', () => {
  let http: FastifyInstance
  let key: string
  beforeAll(async () => {
    http = await app()
    key = (await newAccount(http, 'Dash@Example.com')).key
  })

  it('logs in with any case of the e-mail address and sets a fresh session cookie', async () => {
    const res = await login(http, 'DASH@example.com')
    expect(res.statusCode).toBe(200)
    const result = envelope(res).result as { account: AccountJson }
    expect(result.account.email).toBe('dash@example.com')
    expect(Object.keys(result)).toEqual(['account'])
    const cookie = sessionCookieOf(res)
    expect(cookie.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']))
    expect(cookie.attributes).not.toContain('Secure')
    expect(res.body).not.toContain(key)
    expect((await me(http, cookie.value)).statusCode).toBe(200)
  })

  it('shows the dashboard view: plan, limit, usage, masked key, 31 days of history', async () => {
    const cookie = sessionCookieOf(await login(http, 'dash@example.com')).value
    const res = await me(http, cookie)
    expect(res.statusCode).toBe(200)
    const view = envelope(res).result as AccountJson
    expect(view).toMatchObject({ email: 'dash@example.com', plan: 'free', tier: 'free', limit: 500, used: 0, remaining: 500, period: 'month' })
    expect(view.key).toEqual({
      prefix: key.slice(0, 7),
      last4: key.slice(-4),
      masked: `${key.slice(0, 7)}…${key.slice(-4)}`,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    // The full key is nowhere in the answer, not even in part beyond prefix and last four.
    expect(res.body).not.toContain(key)
    expect(res.body).not.toContain(key.slice(3, 20))
    expect(view.daily_usage).toHaveLength(31)
    expect(view.daily_usage.at(-1)).toEqual({ day: today(), count: 0 })
    expect(view.daily_usage[0]!.day).toBe(new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10))
    const days = view.daily_usage.map((d) => d.day)
    expect([...days].sort()).toEqual(days)
    expect(new Set(days).size).toBe(31)
    const now = new Date()
    expect(view.resets_at).toBe(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString())
  })

  it('refuses the account view without a session cookie', async () => {
    const res = await http.inject({ method: 'GET', url: '/api/v1/account' })
    expect(res.statusCode).toBe(401)
    expect(envelope(res)).toEqual({ ok: false, code: 'NOT_LOGGED_IN', error: 'Log in first: this needs an account session' })
  })

  it('refuses a tampered, unsigned or made-up cookie', async () => {
    const good = sessionCookieOf(await login(http, 'dash@example.com')).value
    const [token, signature] = good.split('.') as [string, string]
    const flipped = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    for (const bad of [`${flipped(token)}.${signature}`, `${token}.${flipped(signature)}`, token, 'garbage', `${token}.`]) {
      const res = await me(http, bad)
      expect(res.statusCode, bad).toBe(401)
      expect(envelope(res).code).toBe('NOT_LOGGED_IN')
    }
    expect((await me(http, good)).statusCode).toBe(200)
  })

  it('ends the session on log-out: the old cookie stops working, other sessions go on', async () => {
    const first = sessionCookieOf(await login(http, 'dash@example.com')).value
    const second = sessionCookieOf(await login(http, 'dash@example.com')).value
    expect(first).not.toBe(second)
    const res = await http.inject({ method: 'POST', url: '/api/v1/account/logout', headers: cookieHeader(first) })
    expect(res.statusCode).toBe(200)
    expect(envelope(res)).toEqual({ ok: true, result: { logged_out: true } })
    const cleared = sessionCookieOf(res)
    expect(cleared.value).toBe('')
    expect(cleared.attributes.some((a) => /^Expires=Thu, 01 Jan 1970/.test(a))).toBe(true)
    const after = await me(http, first)
    expect(after.statusCode).toBe(401)
    expect(envelope(after).code).toBe('NOT_LOGGED_IN')
    expect((await me(http, second)).statusCode).toBe(200)
  })

  it('answers log-out without a session too', async () => {
    const res = await http.inject({ method: 'POST', url: '/api/v1/account/logout' })
    expect(res.statusCode).toBe(200)
    expect(envelope(res)).toEqual({ ok: true, result: { logged_out: true } })
  })

  it('gives the same answer for a wrong password and an unknown e-mail address, in about the same time', async () => {
    // A first run warms both paths up (the first log-in makes the decoy hash).
    await login(http, 'dash@example.com', 'wrong password 0', { remoteAddress: '10.9.0.1' })
    await login(http, 'nobody@example.com', 'wrong password 0', { remoteAddress: '10.9.0.2' })

    // CPU time of the whole process (argon2 runs on its thread pool), not wall time: other test
    // files running beside this one on a busy machine stretch the wall time of any attempt.
    const timed = async (email: string, i: number) => {
      const started = process.cpuUsage()
      const res = await login(http, email, `wrong password ${i}`, { remoteAddress: `10.9.1.${i}` })
      const used = process.cpuUsage(started)
      return { res, ms: (used.user + used.system) / 1000 }
    }
    const wrong = []
    const unknown = []
    for (let i = 1; i <= 3; i++) {
      wrong.push(await timed('dash@example.com', i))
      unknown.push(await timed('nobody@example.com', 10 + i))
    }
    for (const { res } of [...wrong, ...unknown]) {
      expect(res.statusCode).toBe(401)
      expect(envelope(res)).toEqual(envelope(wrong[0]!.res))
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    expect(envelope(wrong[0]!.res)).toEqual({ ok: false, code: 'LOGIN_FAILED', error: 'E-mail address or password is wrong' })
    // Both ran an argon2id verification (tens of ms of CPU each). Loose on purpose: the cheapest of
    // three unknown-address attempts must not cost several times less than the cheapest wrong password.
    const wrongMs = Math.min(...wrong.map((w) => w.ms))
    const unknownMs = Math.min(...unknown.map((u) => u.ms))
    expect(wrongMs).toBeGreaterThan(1)
    expect(unknownMs).toBeGreaterThan(1)
    expect(unknownMs).toBeGreaterThan(wrongMs / 3)
  })

  it('answers log-in failures in Spanish under /es', async () => {
    const res = await login(http, 'dash@example.com', 'wrong password', { prefix: '/es', remoteAddress: '10.9.0.6' })
    expect(res.statusCode).toBe(401)
    expect(envelope(res)).toEqual({ ok: false, code: 'LOGIN_FAILED', error: 'La dirección de correo o la contraseña no son correctas' })
    const ok = await login(http, 'dash@example.com', PASSWORD, { prefix: '/es', remoteAddress: '10.9.0.6' })
    expect(ok.statusCode).toBe(200)
    expect(sessionCookieOf(ok).attributes).toContain('HttpOnly')
    const noSession = await http.inject({ method: 'GET', url: '/es/api/v1/account' })
    expect(noSession.statusCode).toBe(401)
    expect(envelope(noSession)).toEqual({ ok: false, code: 'NOT_LOGGED_IN', error: 'Inicie sesión primero: esto requiere una sesión de cuenta' })
    const taken = await signup(http, 'dash@example.com', PASSWORD, '/es')
    expect(taken.statusCode).toBe(409)
    expect(envelope(taken)).toEqual({ ok: false, code: 'EMAIL_TAKEN', error: 'Ya existe una cuenta con esta dirección de correo; inicie sesión' })
  })
})

describe('log-in throttling', () => {
  let http: FastifyInstance
  beforeAll(async () => {
    http = await app({ LOGIN_MAX_FAILURES: '3' })
    await newAccount(http, 'victim@example.com')
    await newAccount(http, 'bystander@example.com')
  })

  it('does not lock the owner out: failures from many addresses leave the right password from another address working', async () => {
    // One failure from each of LOGIN_MAX_FAILURES + 7 addresses.
    for (let i = 0; i < 10; i++) {
      const res = await login(http, 'victim@example.com', `wrong password ${i}`, { remoteAddress: `10.1.0.${i + 1}` })
      expect(res.statusCode).toBe(401)
      expect(envelope(res).code).toBe('LOGIN_FAILED')
    }
    const owner = await login(http, 'VICTIM@example.com', PASSWORD, { remoteAddress: '10.1.0.11' })
    expect(owner.statusCode, owner.body).toBe(200)
    expect(sessionCookieOf(owner).attributes).toContain('HttpOnly')
  })

  it('throttles one address on one account after LOGIN_MAX_FAILURES failures, even for the right password; other addresses log in', async () => {
    await newAccount(http, 'target@example.com')
    for (let i = 0; i < 3; i++) {
      expect((await login(http, 'target@example.com', `wrong password ${i}`, { remoteAddress: '10.4.0.1' })).statusCode).toBe(401)
    }
    const now = Date.now()
    for (const password of ['wrong password 3', PASSWORD]) {
      const res = await login(http, 'Target@example.com', password, { remoteAddress: '10.4.0.1' })
      const seconds = expectRetryAfter(res, 15 * 60)
      const body = envelope(res)
      expect(body.code).toBe('LOGIN_THROTTLED')
      // The message says when, as a UTC time and as a wait, consistent with Retry-After.
      const [, at, wait] = /^Too many failed log-ins; try again after (\S+Z) \(in (.+)\)$/.exec(body.error!)!
      expect(Math.abs(Date.parse(at!) - (now + seconds * 1000))).toBeLessThan(5_000)
      expect(wait).toMatch(/^(\d+ min|\d+ s)$/)
    }
    expect((await login(http, 'target@example.com', PASSWORD, { remoteAddress: '10.4.0.2' })).statusCode).toBe(200)
    // The throttled address can still log in to other accounts.
    expect((await login(http, 'bystander@example.com', PASSWORD, { remoteAddress: '10.4.0.1' })).statusCode).toBe(200)
    const es = await login(http, 'target@example.com', PASSWORD, { prefix: '/es', remoteAddress: '10.4.0.1' })
    expectRetryAfter(es, 15 * 60)
    expect(envelope(es).error).toMatch(/^Demasiados inicios de sesión fallidos; vuelva a intentarlo después de \S+Z \(dentro de .+\)$/)
  })

  it('admits no more than LOGIN_MAX_FAILURES concurrent wrong guesses from one address on one account', async () => {
    await newAccount(http, 'burst@example.com')
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      login(http, 'burst@example.com', `wrong guess number ${i}`, { remoteAddress: '10.3.0.1' })))
    const codes = answers.map((r) => r.statusCode).sort()
    expect(codes.filter((c) => c === 401)).toHaveLength(3)
    expect(codes.filter((c) => c === 429)).toHaveLength(9)
    expect((await login(http, 'burst@example.com', PASSWORD, { remoteAddress: '10.3.0.2' })).statusCode).toBe(200)
  })

  it('throttles an address that fails across many accounts', async () => {
    // Per address the bound is five times LOGIN_MAX_FAILURES (many users can share one address).
    const address = '10.2.0.1'
    for (let i = 0; i < 15; i++) {
      const res = await login(http, `spray-${i}@example.com`, 'wrong password', { remoteAddress: address })
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401)
    }
    const blocked = await login(http, 'bystander@example.com', PASSWORD, { remoteAddress: address })
    expect(blocked.statusCode).toBe(429)
    expect(envelope(blocked).code).toBe('LOGIN_THROTTLED')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // The same account from another address is fine.
    expect((await login(http, 'bystander@example.com', PASSWORD, { remoteAddress: '10.2.0.2' })).statusCode).toBe(200)
  })

  it('counts IPv6 callers per /64', async () => {
    for (let i = 0; i < 15; i++) {
      const res = await login(http, `v6-${i}@example.com`, 'wrong password', { remoteAddress: `2001:db8:1:2::${(i + 1).toString(16)}` })
      expect(res.statusCode).toBe(401)
    }
    expect((await login(http, 'bystander@example.com', PASSWORD, { remoteAddress: '2001:db8:1:2:ffff::1' })).statusCode).toBe(429)
    expect((await login(http, 'bystander@example.com', PASSWORD, { remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200)
  })
})

describe('account-wide log-in delay', () => {
  it('spaces out attempts on an account failing from many addresses, with a delay that grows and is capped', async () => {
    // LOGIN_MAX_FAILURES 2: the delay starts after 20 account-wide failures in a clock hour.
    const start = Date.UTC(2026, 10, 25, 10, 0, 0)
    let now = start
    const http = await app({ LOGIN_MAX_FAILURES: '2' }, () => now)
    await newAccount(http, 'wide@example.com')
    let address = 0
    const wrong = () => login(http, 'wide@example.com', 'wrong password', { remoteAddress: `10.5.${Math.floor(address / 200)}.${(address++ % 200) + 1}` })
    const owner = () => login(http, 'wide@example.com', PASSWORD, { remoteAddress: '10.6.0.1' })

    for (let i = 0; i < 20; i++) expect((await wrong()).statusCode).toBe(401)
    // At the threshold: one checked attempt per second. A guess takes this second; the owner waits one.
    expect((await wrong()).statusCode).toBe(401)
    const held = await owner()
    expect(expectRetryAfter(held, 1)).toBe(1)
    expect(envelope(held).code).toBe('LOGIN_THROTTLED')
    now += 1_000
    expect((await owner()).statusCode).toBe(200)

    // Two failures later the delay is two seconds.
    expect((await wrong()).statusCode).toBe(401)
    now += 1_000
    expect((await wrong()).statusCode).toBe(401)
    expect(expectRetryAfter(await owner(), 2)).toBe(2)
    expect((await wrong()).statusCode).toBe(429)

    // However many failures, never more than a minute (each guess here starts a minute, and so a slot).
    for (let i = 1; i <= 15; i++) {
      now = start + i * 60_000
      expect((await wrong()).statusCode).toBe(401)
    }
    expect(expectRetryAfter(await owner(), 60)).toBe(60)
    now += 60_000
    expect((await owner()).statusCode).toBe(200)
  })
})

describe('sign-up throttling', () => {
  const signupFrom = (http: FastifyInstance, email: string, remoteAddress: string, prefix = '') =>
    http.inject({ method: 'POST', url: `${prefix}/api/v1/account/signup`, payload: { email, password: PASSWORD }, remoteAddress })

  it('allows SIGNUP_PER_ADDRESS_PER_HOUR sign-ups per address, then answers 429 with Retry-After; other addresses go on', async () => {
    const now = Date.UTC(2026, 10, 25, 10, 20, 0)
    const http = await app({ SIGNUP_PER_ADDRESS_PER_HOUR: '5' }, () => now)
    for (let i = 0; i < 5; i++) expect((await signupFrom(http, `batch-${i}@example.com`, '10.7.0.1')).statusCode).toBe(201)
    const refused = await signupFrom(http, 'batch-5@example.com', '10.7.0.1')
    expect(expectRetryAfter(refused, 3600)).toBe(40 * 60)
    expect(envelope(refused)).toEqual({
      ok: false, code: 'SIGNUP_THROTTLED',
      error: 'Too many accounts were created from this network or on this service just now; try again after 2026-11-25T11:00:00Z (in 40 min)',
    })
    const es = await signupFrom(http, 'batch-5@example.com', '10.7.0.1', '/es')
    expect(envelope(es).error).toBe('Se han creado demasiadas cuentas desde esta red o en este servicio hace poco; vuelva a intentarlo después de 2026-11-25T11:00:00Z (dentro de 40 min)')
    expect((await signupFrom(http, 'batch-5@example.com', '10.7.0.2')).statusCode).toBe(201)
  })

  it('counts only sign-ups that succeed, and holds under concurrency', async () => {
    const http = await app({ SIGNUP_PER_ADDRESS_PER_HOUR: '3' })
    await newAccount(http, 'taken@example.com')
    // A taken address and an invalid password do not use up the allowance.
    for (let i = 0; i < 5; i++) expect((await signupFrom(http, 'taken@example.com', '10.8.0.1')).statusCode).toBe(409)
    const invalid = await http.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email: 'short@example.com', password: 'short' }, remoteAddress: '10.8.0.1' })
    expect(invalid.statusCode).toBe(422)
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => signupFrom(http, `race-${i}@example.com`, '10.8.0.1')))
    const codes = answers.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(3)
    expect(codes.filter((c) => c === 429)).toHaveLength(5)
  })

  it('counts IPv6 callers per /64', async () => {
    const http = await app({ SIGNUP_PER_ADDRESS_PER_HOUR: '2' })
    expect((await signupFrom(http, 'six-1@example.com', '2001:db8:5:6::1')).statusCode).toBe(201)
    expect((await signupFrom(http, 'six-2@example.com', '2001:db8:5:6:ffff::2')).statusCode).toBe(201)
    expect((await signupFrom(http, 'six-3@example.com', '2001:db8:5:6:abcd::3')).statusCode).toBe(429)
    expect((await signupFrom(http, 'six-3@example.com', '2001:db8:5:7::1')).statusCode).toBe(201)
  })

  it('stops all sign-ups past SIGNUP_GLOBAL_PER_MINUTE until the next minute', async () => {
    let now = Date.UTC(2026, 10, 25, 10, 20, 15)
    const http = await app({ SIGNUP_PER_ADDRESS_PER_HOUR: '5', SIGNUP_GLOBAL_PER_MINUTE: '4' }, () => now)
    for (let i = 0; i < 4; i++) expect((await signupFrom(http, `global-${i}@example.com`, `10.9.${i}.1`)).statusCode).toBe(201)
    const refused = await signupFrom(http, 'global-4@example.com', '10.9.9.1')
    expect(expectRetryAfter(refused, 60)).toBe(45)
    expect(envelope(refused).code).toBe('SIGNUP_THROTTLED')
    now += 45_000
    expect((await signupFrom(http, 'global-4@example.com', '10.9.9.1')).statusCode).toBe(201)
  })
})

describe('cross-site requests, bodies and the query string on account routes', () => {
  let http: FastifyInstance
  let cookie: string
  beforeAll(async () => {
    http = await app()
    cookie = (await newAccount(http, 'csrf@example.com')).cookie
  })
  const rotate = (headers: Record<string, string>, payload?: string) =>
    http.inject({ method: 'POST', url: '/api/v1/account/rotate-key', headers: { ...cookieHeader(cookie), ...headers }, ...(payload !== undefined && { payload }) })

  it('refuses a cross-site form log-in (login CSRF)', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }]) {
      const res = await http.inject({
        method: 'POST', url: '/api/v1/account/login', payload: `email=csrf%40example.com&password=${encodeURIComponent(PASSWORD)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      })
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(envelope(res)).toEqual({ ok: false, code: 'CROSS_SITE_REQUEST', error: expect.stringContaining('another site') })
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    const es = await http.inject({ method: 'POST', url: '/es/api/v1/account/signup', payload: { email: 'x@example.com', password: PASSWORD }, headers: { 'sec-fetch-site': 'same-site' } })
    expect(es.statusCode).toBe(403)
    expect(envelope(es).error).toMatch(/^Esta petición viene de otro sitio/)
  })

  it('refuses a cross-site JSON rotate-key and log-out, by Origin or by Sec-Fetch-Site', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'https://localhost' }, { origin: 'http://localhost:8080' }] as Record<string, string>[]) {
      const res = await rotate({ 'content-type': 'application/json', ...headers }, '{}')
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(envelope(res).code).toBe('CROSS_SITE_REQUEST')
      const out = await http.inject({ method: 'POST', url: '/api/v1/account/logout', headers: { ...cookieHeader(cookie), ...headers } })
      expect(out.statusCode).toBe(403)
    }
    expect((await me(http, cookie)).statusCode).toBe(200)
  })

  it('answers 415 to a form-encoded or multipart body on every account POST, even from the same origin', async () => {
    const form = new FormData()
    form.append('email', 'csrf@example.com')
    form.append('password', PASSWORD)
    for (const url of ['/api/v1/account/rotate-key', '/api/v1/account/logout', '/api/v1/account/login', '/api/v1/account/signup']) {
      const encoded = await http.inject({ method: 'POST', url, payload: 'a=b', headers: { ...cookieHeader(cookie), 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' } })
      expect(encoded.statusCode, url).toBe(415)
      expect(envelope(encoded)).toEqual({ ok: false, code: 'JSON_BODY_REQUIRED', error: 'Send this as a JSON body with Content-Type: application/json; forms are not accepted here' })
      const multipart = await http.inject({ method: 'POST', url, payload: form, headers: cookieHeader(cookie) })
      expect(multipart.statusCode, url).toBe(415)
    }
    expect((await me(http, cookie)).statusCode).toBe(200)
  })

  it('serves same-origin JSON requests as the dashboard sends them, and clients that send neither header', async () => {
    const sameOrigin = { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' }
    const res = await rotate({ 'content-type': 'application/json', ...sameOrigin }, '{}')
    expect(res.statusCode, res.body).toBe(200)
    expect((await rotate({ origin: 'http://LOCALHOST' })).statusCode).toBe(200)
    expect((await rotate({ 'sec-fetch-site': 'none' })).statusCode).toBe(200)
    expect((await rotate({})).statusCode).toBe(200)
    const logIn = await http.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email: 'csrf@example.com', password: PASSWORD }, headers: sameOrigin })
    expect(logIn.statusCode).toBe(200)
    // curl-style: no Origin, no Sec-Fetch-Site.
    expect((await login(http, 'csrf@example.com')).statusCode).toBe(200)
  })

  it('compares Origin with the address the client used behind a trusted proxy', async () => {
    const proxied = await app({ TRUST_PROXY: '127.0.0.1' })
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'tools.example.com' }
    const post = (origin: string) => proxied.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email: `p-${origin.length}@example.com`, password: PASSWORD }, headers: { ...headers, origin } })
    expect((await post('http://tools.example.com')).statusCode).toBe(403)
    expect((await post('https://tools.example.com')).statusCode).toBe(201)
  })

  it('refuses credentials in the query string of log-in and sign-up, whatever the body', async () => {
    for (const path of ['login', 'signup']) {
      const res = await http.inject({ method: 'POST', url: `/api/v1/account/${path}?email=csrf%40example.com&password=${encodeURIComponent(PASSWORD)}` })
      expect(res.statusCode, path).toBe(400)
      expect(envelope(res)).toEqual({ ok: false, code: 'CREDENTIALS_IN_QUERY', error: 'Send e-mail and password in a JSON body, never in the URL: URLs end up in logs' })
      expect(res.headers['set-cookie']).toBeUndefined()
      const withBody = await http.inject({ method: 'POST', url: `/api/v1/account/${path}?password=x`, payload: { email: 'csrf@example.com', password: PASSWORD } })
      expect(withBody.statusCode, path).toBe(400)
    }
    const es = await http.inject({ method: 'POST', url: '/es/api/v1/account/login?email=a' })
    expect(envelope(es).error).toBe('Envíe el correo y la contraseña en un cuerpo JSON, nunca en la URL: las URL acaban en los registros')
  })
})

describe('the quota message', () => {
  it('tells an anonymous caller when the allowance resets and to create an account, in English and Spanish', async () => {
    const now = Date.UTC(2026, 10, 21, 20, 48, 0)
    const http = await app({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1', BURST_PER_SECOND: '0' }, () => now)
    expect((await http.inject('/api/v1/number/roman?value=7')).statusCode).toBe(200)
    const res = await http.inject('/api/v1/number/roman?value=7')
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe(String(3 * 3600 + 12 * 60))
    expect(res.headers['x-ratelimit-reset']).toBe(String(Date.UTC(2026, 10, 22) / 1000))
    expect(res.headers['x-ratelimit-remaining']).toBe('0')
    expect(envelope(res)).toEqual({
      ok: false, code: 'QUOTA_EXCEEDED',
      error: 'The allowance of 1 calls is used up until 2026-11-22T00:00:00Z (in 3 h 12 min). For more calls: without a key, create a free account at /en/account and send its key in the X-API-Key header; with a key, use one with a larger plan',
    })
    const es = await http.inject('/es/api/v1/number/roman?value=7')
    expect(es.statusCode).toBe(429)
    expect(envelope(es).error).toBe('Se ha agotado la cuota de 1 llamadas hasta 2026-11-22T00:00:00Z (dentro de 3 h 12 min). Para más llamadas: sin clave, cree una cuenta gratuita en /es/account y envíe su clave en la cabecera X-API-Key; con clave, use una con un plan mayor')
  })

  it('tells a keyed caller when the monthly allowance resets, in days and hours', async () => {
    const now = Date.UTC(2026, 10, 28, 22, 30, 0)
    const http = await app({ QUOTAS: 'true', FREE_MONTHLY_LIMIT: '1', BURST_PER_SECOND: '0' }, () => now)
    const { key } = await newAccount(http, 'monthly@example.com')
    expect((await roman(http, key)).statusCode).toBe(200)
    const res = await roman(http, key)
    expect(res.statusCode).toBe(429)
    expect(envelope(res).error).toMatch(/^The allowance of 1 calls is used up until 2026-12-01T00:00:00Z \(in 2 d 1 h 30 min\)\. /)
  })
})

describe('keys against operations (quotas on)', () => {
  let http: FastifyInstance
  beforeAll(async () => { http = await app({ QUOTAS: 'true' }) })

  it('rotates the key: the new one is shown once and works, the old one is refused at once', async () => {
    const { key: oldKey, cookie } = await newAccount(http, 'rotate@example.com')
    const before = await roman(http, oldKey)
    expect(before.statusCode).toBe(200)
    expect(envelope(before)).toMatchObject({ ok: true, result: { roman: 'VII', number: 7 }, quota: { plan: 'free', limit: 500, remaining: 499 } })

    const res = await http.inject({ method: 'POST', url: '/api/v1/account/rotate-key', headers: cookieHeader(cookie) })
    expect(res.statusCode).toBe(200)
    const result = envelope(res).result as SignupResult
    const newKey = result.key
    expect(newKey).toMatch(KEY_SHAPE)
    expect(newKey).not.toBe(oldKey)
    expect(result.key_notice).toBe('Store this key now: it is shown only once. The previous key no longer works.')
    expect(result.account.key).toMatchObject({ prefix: newKey.slice(0, 7), last4: newKey.slice(-4) })
    expect(res.body).not.toContain(oldKey)
    expect(res.body.split(newKey).length - 1).toBe(1)

    const old = await roman(http, oldKey)
    expect(old.statusCode).toBe(401)
    expect(envelope(old).code).toBe('INVALID_API_KEY')
    const fresh = await roman(http, newKey)
    expect(fresh.statusCode).toBe(200)
    // Same account, same allowance: the count carries over the rotation.
    expect(envelope(fresh).quota).toMatchObject({ remaining: 498 })

    // Afterwards the dashboard shows the new key masked and never either full key.
    const view = await me(http, cookie)
    expect((envelope(view).result as AccountJson).key).toMatchObject({ prefix: newKey.slice(0, 7), last4: newKey.slice(-4) })
    expect(view.body).not.toContain(newKey)
    expect(view.body).not.toContain(oldKey)
    expect((envelope(view).result as AccountJson).used).toBe(2)
    expect((envelope(view).result as AccountJson).daily_usage.at(-1)).toEqual({ day: today(), count: 2 })
  })

  it('refuses rotation without a session', async () => {
    const res = await http.inject({ method: 'POST', url: '/api/v1/account/rotate-key' })
    expect(res.statusCode).toBe(401)
    expect(envelope(res).code).toBe('NOT_LOGGED_IN')
  })

  it('refuses malformed and unknown keys alike', async () => {
    for (const bad of ['nope', `du_${'0'.repeat(43)}`, `du_${'A'.repeat(42)}`]) {
      const res = await roman(http, bad)
      expect(res.statusCode, bad).toBe(401)
      expect(envelope(res).code).toBe('INVALID_API_KEY')
    }
  })

  it('reads usage with a key without spending any of it', async () => {
    const { key } = await newAccount(http, 'usage@example.com')
    expect((await roman(http, key)).statusCode).toBe(200)
    const first = await usage(http, key)
    const second = await usage(http, key)
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200)
      expect(envelope(res)).toMatchObject({
        ok: true, result: { tier: 'free', plan: 'free', limit: 500, used: 1, remaining: 499, period: 'month' },
      })
      expect(res.headers['x-ratelimit-limit']).toBe('500')
      expect(res.headers['x-ratelimit-remaining']).toBe('499')
    }
    expect(first.body).not.toContain(key)
    expect((await roman(http, key)).headers['x-ratelimit-remaining']).toBe('498')
    expect(envelope(await usage(http, key)).result).toMatchObject({ used: 2, remaining: 498 })
  })

  it('reads anonymous usage without a key, and refuses a bad key on /usage', async () => {
    const anon = await http.inject({ method: 'GET', url: '/api/v1/usage', remoteAddress: '10.3.0.1' })
    expect(anon.statusCode).toBe(200)
    expect(envelope(anon).result).toMatchObject({ tier: 'anonymous', plan: 'anonymous', limit: 40, used: 0, period: 'day' })
    const bad = await usage(http, `du_${'1'.repeat(43)}`)
    expect(bad.statusCode).toBe(401)
    expect(envelope(bad).code).toBe('INVALID_API_KEY')
  })
})

describe('persistence across restarts', () => {
  let dir: string
  let overrides: Overrides
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'devutils-accounts-'))
    overrides = { DATABASE_URL: `sqlite:${path.join(dir, 'store.db')}`, QUOTAS: 'true' }
  })
  afterAll(() => { rmSync(dir, { recursive: true, force: true }) })

  it('keeps accounts, keys, sessions and usage when the service restarts', async () => {
    const first = await makeApp(overrides)
    let key: string
    let cookie: string
    try {
      ({ key, cookie } = await newAccount(first, 'durable@example.com'))
      expect((await roman(first, key)).statusCode).toBe(200)
    } finally {
      await first.close()
    }

    const second = await makeApp(overrides)
    try {
      const call = await roman(second, key)
      expect(call.statusCode).toBe(200)
      expect(envelope(call).quota).toMatchObject({ plan: 'free', remaining: 498 })
      const res = await login(second, 'durable@example.com')
      expect(res.statusCode).toBe(200)
      // The signing secret is kept in the store, so the earlier session still holds.
      const view = await me(second, cookie)
      expect(view.statusCode).toBe(200)
      expect(envelope(view).result).toMatchObject({ email: 'durable@example.com', used: 2, key: { last4: key.slice(-4) } })
      expect((envelope(view).result as AccountJson).daily_usage.at(-1)).toEqual({ day: today(), count: 2 })
      const taken = await signup(second, 'durable@example.com')
      expect(taken.statusCode).toBe(409)
    } finally {
      await second.close()
    }
  })
})
