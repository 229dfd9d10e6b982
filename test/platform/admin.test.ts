import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, testConfig } from '../../src/config.ts'
import { envelope, makeApp } from '../helpers.ts'
import type { AccountView } from '../../src/platform/accounts.ts'

const run = promisify(execFile)
const ROOT = new URL('../..', import.meta.url).pathname
const TOKEN = 'operator-token-0123456789-abcdef'
const KEY_SHAPE = /^du_[0-9A-Za-z]{43}$/

type AccountJson = AccountView

interface Listed {
  id: string
  email: string
  plan: string
  custom_limit: number | null
  key: string | null
  created_at: string
}

const masked = (key: string) => `${key.slice(0, 7)}…${key.slice(-4)}`
const today = () => new Date().toISOString().slice(0, 10)

function admin(app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>, token: string | null = TOKEN) {
  const options: InjectOptions = { method, url: `/admin/api${url}`, headers: token === null ? {} : { authorization: `Bearer ${token}` } }
  if (payload !== undefined) options.payload = payload
  return app.inject(options)
}

const roman = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/api/v1/number/roman?value=7', headers: { 'x-api-key': key } })

async function create(app: FastifyInstance, payload: Record<string, unknown>): Promise<{ account: AccountJson; key: string }> {
  const res = await admin(app, 'POST', '/accounts', payload)
  expect(res.statusCode, res.body).toBe(201)
  return envelope(res).result as { account: AccountJson; key: string }
}

describe('without ADMIN_TOKEN', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp() })
  afterAll(async () => { await app.close() })

  it.each([
    ['GET', '/accounts'],
    ['POST', '/accounts'],
    ['GET', '/accounts/someone@example.com'],
    ['POST', '/accounts/someone@example.com/rotate-key'],
  ] as const)('has no %s %s route at all', async (method, url) => {
    const res = await admin(app, method, url, method === 'POST' ? { email: 'someone@example.com' } : undefined)
    expect(res.statusCode).toBe(404)
    expect(envelope(res).code).toBe('NOT_FOUND')
  })

  it('refuses an ADMIN_TOKEN shorter than 24 characters', () => {
    expect(() => testConfig({ ADMIN_TOKEN: 'too-short-token' })).toThrow(ConfigError)
    expect(() => testConfig({ ADMIN_TOKEN: 'too-short-token' })).toThrow(/ADMIN_TOKEN/)
  })
})

describe('admin API', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp({ ADMIN_TOKEN: TOKEN, QUOTAS: 'true' }) })
  afterAll(async () => { await app.close() })

  it.each([
    ['no Authorization header', null, undefined],
    ['a wrong token', 'operator-token-0123456789-abcdeX', undefined],
    ['the token with a character more', `${TOKEN}x`, undefined],
    ['an empty bearer token', '', undefined],
    ['the right token under another scheme', null, `Basic ${TOKEN}`],
    ['the right token without a scheme', null, TOKEN],
  ])('refuses %s with 401 ADMIN_TOKEN_REQUIRED', async (_what, token, raw) => {
    const res = await app.inject({
      method: 'GET', url: '/admin/api/accounts',
      headers: raw !== undefined ? { authorization: raw } : token === null ? {} : { authorization: `Bearer ${token}` },
    })
    expect(res.statusCode).toBe(401)
    expect(envelope(res)).toEqual({ ok: false, code: 'ADMIN_TOKEN_REQUIRED', error: 'This needs the operator token in an Authorization: Bearer header' })
    expect(res.headers['www-authenticate']).toBe('Bearer')
  })

  it('makes, lists and revokes an account\'s named keys', async () => {
    const { account } = envelope(await admin(app, 'POST', '/accounts', { email: 'keys.admin@example.com' })).result as { account: AccountJson }
    const made = await admin(app, 'POST', `/accounts/${account.id}/keys`, { name: 'ci', scopes: ['text', 'calc'], monthly_cap: 10 })
    expect(made.statusCode).toBe(201)
    const { key, details } = envelope(made).result as { key: string; details: { id: string; scopes: string[] } }
    expect(details.scopes).toEqual(['calc', 'text'])
    expect((await app.inject({ url: '/api/v1/calc/bmi?weight=70&height=175', headers: { 'x-api-key': key } })).statusCode).toBe(200)
    const listed = envelope(await admin(app, 'GET', '/accounts/keys.admin@example.com/keys')).result as { keys: { name: string }[] }
    expect(listed.keys.map((k) => k.name).sort()).toEqual(['ci', 'default'])
    expect((await admin(app, 'DELETE', `/accounts/${account.id}/keys/${details.id}`)).statusCode).toBe(200)
    expect((await app.inject({ url: '/api/v1/calc/bmi?weight=70&height=175', headers: { 'x-api-key': key } })).statusCode).toBe(401)
    expect((await admin(app, 'DELETE', `/accounts/${account.id}/keys/${details.id}`)).statusCode).toBe(404)
  })

  it('checks the token before doing anything', async () => {
    const res = await admin(app, 'POST', '/accounts', { email: 'sneaky@example.com' }, 'wrong-token-wrong-token-wrong')
    expect(res.statusCode).toBe(401)
    const listed = envelope(await admin(app, 'GET', '/accounts')).result as { accounts: Listed[] }
    expect(listed.accounts.map((a) => a.email)).not.toContain('sneaky@example.com')
  })

  it('creates an account on the free plan by default, showing its key once', async () => {
    const res = await admin(app, 'POST', '/accounts', { email: 'Free.One@Example.com' })
    expect(res.statusCode).toBe(201)
    const { account, key } = envelope(res).result as { account: AccountJson; key: string }
    expect(key).toMatch(KEY_SHAPE)
    expect(account).toMatchObject({ email: 'free.one@example.com', plan: 'free', tier: 'free', limit: 500, used: 0, remaining: 500 })
    expect(account.key).toMatchObject({ masked: masked(key), prefix: key.slice(0, 7), last4: key.slice(-4) })
    expect(account.daily_usage).toHaveLength(31)
    expect(res.body.split(key).length - 1).toBe(1)
    expect((await roman(app, key)).statusCode).toBe(200)
  })

  it('creates an account on a custom plan with its own limit', async () => {
    const { account, key } = await create(app, { email: 'custom@example.com', plan: 'custom', custom_limit: 1234 })
    expect(account).toMatchObject({ plan: 'custom', tier: 'paid', limit: 1234, remaining: 1234 })
    const call = await roman(app, key)
    expect(call.statusCode).toBe(200)
    expect(envelope(call).quota).toEqual({ tier: 'paid', plan: 'custom', limit: 1234, remaining: 1233, period: 'month' })
  })

  it('refuses a custom plan without custom_limit, creating nothing', async () => {
    const res = await admin(app, 'POST', '/accounts', { email: 'nolimit@example.com', plan: 'custom' })
    expect(res.statusCode).toBe(422)
    expect(envelope(res)).toEqual({ ok: false, code: 'CUSTOM_LIMIT_REQUIRED', error: 'A custom plan needs custom_limit, a whole number of calls per month' })
    const missing = await admin(app, 'GET', '/accounts/nolimit@example.com')
    expect(missing.statusCode).toBe(404)
  })

  it.each([
    [{ email: 'not-an-email' }, 'PARAM_FORMAT'],
    [{ email: 'gold@example.com', plan: 'gold' }, 'PARAM_ENUM'],
    [{ email: 'neg@example.com', plan: 'custom', custom_limit: -1 }, 'PARAM_BETWEEN'],
    [{ email: 'frac@example.com', plan: 'custom', custom_limit: 1.5 }, 'PARAM_NOT_INTEGER'],
    [{}, 'PARAM_REQUIRED'],
  ])('refuses %j with 422 %s', async (payload, code) => {
    const res = await admin(app, 'POST', '/accounts', payload)
    expect(res.statusCode).toBe(422)
    expect(envelope(res).code).toBe(code)
  })

  it('refuses an e-mail address that exists already', async () => {
    await create(app, { email: 'twice@example.com' })
    const res = await admin(app, 'POST', '/accounts', { email: 'TWICE@example.com', plan: 'starter' })
    expect(res.statusCode).toBe(409)
    expect(envelope(res).code).toBe('EMAIL_TAKEN')
  })

  it('lists accounts with their keys masked, never in full', async () => {
    const a = await create(app, { email: 'list-a@example.com', plan: 'business' })
    const b = await create(app, { email: 'list-b@example.com', plan: 'custom', custom_limit: 42 })
    const res = await admin(app, 'GET', '/accounts')
    expect(res.statusCode).toBe(200)
    const { accounts } = envelope(res).result as { accounts: Listed[] }
    const byEmail = new Map(accounts.map((x) => [x.email, x]))
    expect(byEmail.get('list-a@example.com')).toEqual({
      id: a.account.id, email: 'list-a@example.com', plan: 'business', custom_limit: null, key: masked(a.key),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(byEmail.get('list-b@example.com')).toMatchObject({ id: b.account.id, plan: 'custom', custom_limit: 42, key: masked(b.key) })
    for (const key of [a.key, b.key]) {
      expect(res.body).not.toContain(key)
      expect(res.body).not.toContain(key.slice(3))
      expect(res.body).not.toContain(key.slice(0, 20))
    }
    // Every listed key is in the masked form.
    for (const x of accounts) if (x.key !== null) expect(x.key).toMatch(/^du_[0-9A-Za-z]{4}…[0-9A-Za-z]{4}$/)
  })

  it('changes plans, and the new limit applies to the key at once', async () => {
    const { account, key } = await create(app, { email: 'upgrade@example.com', plan: 'custom', custom_limit: 7 })
    expect(envelope(await roman(app, key)).quota).toMatchObject({ limit: 7, remaining: 6 })

    const res = await admin(app, 'POST', '/accounts/UPGRADE@example.com/plan', { plan: 'starter' })
    expect(res.statusCode).toBe(200)
    const view = (envelope(res).result as { account: AccountJson }).account
    expect(view).toMatchObject({ id: account.id, plan: 'starter', tier: 'paid', limit: 5000, used: 1, remaining: 4999 })
    expect(res.body).not.toContain(key)
    expect(envelope(await roman(app, key)).quota).toMatchObject({ plan: 'starter', limit: 5000, remaining: 4998 })

    // Leaving the custom plan drops its figure.
    const { accounts } = envelope(await admin(app, 'GET', '/accounts')).result as { accounts: Listed[] }
    expect(accounts.find((x) => x.id === account.id)).toMatchObject({ plan: 'starter', custom_limit: null })

    const business = await admin(app, 'POST', `/accounts/${account.id}/plan`, { plan: 'business' })
    expect((envelope(business).result as { account: AccountJson }).account).toMatchObject({ plan: 'business', limit: 20000 })
    const custom = await admin(app, 'POST', `/accounts/${account.id}/plan`, { plan: 'custom', custom_limit: 2 })
    expect((envelope(custom).result as { account: AccountJson }).account).toMatchObject({ plan: 'custom', limit: 2, used: 2, remaining: 0 })
    const over = await roman(app, key)
    expect(over.statusCode).toBe(429)
    expect(envelope(over).code).toBe('QUOTA_EXCEEDED')
    const free = await admin(app, 'POST', `/accounts/${account.id}/plan`, { plan: 'free' })
    expect((envelope(free).result as { account: AccountJson }).account).toMatchObject({ plan: 'free', tier: 'free', limit: 500 })
  })

  it('refuses a custom plan change without custom_limit, changing nothing', async () => {
    await create(app, { email: 'stays@example.com', plan: 'starter' })
    const res = await admin(app, 'POST', '/accounts/stays@example.com/plan', { plan: 'custom' })
    expect(res.statusCode).toBe(422)
    expect(envelope(res).code).toBe('CUSTOM_LIMIT_REQUIRED')
    const bad = await admin(app, 'POST', '/accounts/stays@example.com/plan', { plan: 'platinum' })
    expect(bad.statusCode).toBe(422)
    expect(envelope(bad).code).toBe('PARAM_ENUM')
    const view = (envelope(await admin(app, 'GET', '/accounts/stays@example.com')).result as { account: AccountJson }).account
    expect(view).toMatchObject({ plan: 'starter', limit: 5000 })
  })

  it('rotates a key: the old one is refused at once, the new one works', async () => {
    const { account, key: oldKey } = await create(app, { email: 'rotate@example.com' })
    expect((await roman(app, oldKey)).statusCode).toBe(200)
    const res = await admin(app, 'POST', '/accounts/rotate@example.com/rotate-key')
    expect(res.statusCode).toBe(200)
    const { key: newKey, account: view } = envelope(res).result as { key: string; account: AccountJson }
    expect(newKey).toMatch(KEY_SHAPE)
    expect(newKey).not.toBe(oldKey)
    expect(view).toMatchObject({ id: account.id, key: { masked: masked(newKey) } })
    expect(res.body).not.toContain(oldKey)

    const old = await roman(app, oldKey)
    expect(old.statusCode).toBe(401)
    expect(envelope(old).code).toBe('INVALID_API_KEY')
    expect((await roman(app, newKey)).statusCode).toBe(200)

    // One key per account: the listing shows the new key only.
    const { accounts } = envelope(await admin(app, 'GET', '/accounts')).result as { accounts: Listed[] }
    expect(accounts.filter((x) => x.id === account.id)).toEqual([expect.objectContaining({ key: masked(newKey) })])
  })

  it('revokes a key: refused at once, and the account shows no key', async () => {
    const { account, key } = await create(app, { email: 'revoke@example.com' })
    expect((await roman(app, key)).statusCode).toBe(200)
    const res = await admin(app, 'POST', `/accounts/${account.id}/revoke-key`)
    expect(res.statusCode).toBe(200)
    const result = envelope(res).result as { revoked: boolean; account: AccountJson }
    expect(result.revoked).toBe(true)
    expect(result.account.key).toBeNull()
    const after = await roman(app, key)
    expect(after.statusCode).toBe(401)
    expect(envelope(after).code).toBe('INVALID_API_KEY')
    const usage = await app.inject({ method: 'GET', url: '/api/v1/usage', headers: { 'x-api-key': key } })
    expect(usage.statusCode).toBe(401)

    const again = await admin(app, 'POST', `/accounts/${account.id}/revoke-key`)
    expect((envelope(again).result as { revoked: boolean }).revoked).toBe(false)
    const { accounts } = envelope(await admin(app, 'GET', '/accounts')).result as { accounts: Listed[] }
    expect(accounts.find((x) => x.id === account.id)).toMatchObject({ key: null })

    // A rotation after revocation gives the account a working key again.
    const rotated = envelope(await admin(app, 'POST', `/accounts/${account.id}/rotate-key`)).result as { key: string }
    expect((await roman(app, rotated.key)).statusCode).toBe(200)
    expect((await roman(app, key)).statusCode).toBe(401)
  })

  it('shows usage by e-mail address and by id', async () => {
    const { account, key } = await create(app, { email: 'usage@example.com', plan: 'starter' })
    for (let i = 0; i < 3; i++) expect((await roman(app, key)).statusCode).toBe(200)
    const byEmail = await admin(app, 'GET', '/accounts/Usage@Example.com')
    const byId = await admin(app, 'GET', `/accounts/${account.id}`)
    for (const res of [byEmail, byId]) {
      expect(res.statusCode).toBe(200)
      const view = (envelope(res).result as { account: AccountJson }).account
      expect(view).toMatchObject({ id: account.id, email: 'usage@example.com', plan: 'starter', limit: 5000, used: 3, remaining: 4997, key: { masked: masked(key) } })
      expect(view.daily_usage).toHaveLength(31)
      expect(view.daily_usage.at(-1)).toEqual({ day: today(), count: 3 })
      expect(res.body).not.toContain(key)
    }
  })

  it.each([
    ['GET', '/accounts/nobody@example.com', 'nobody@example.com'],
    ['GET', '/accounts/00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000'],
    ['POST', '/accounts/nobody@example.com/plan', 'nobody@example.com'],
    ['POST', '/accounts/nobody@example.com/rotate-key', 'nobody@example.com'],
    ['POST', '/accounts/nobody@example.com/revoke-key', 'nobody@example.com'],
  ] as const)('answers %s %s with 404 ACCOUNT_NOT_FOUND', async (method, url, ref) => {
    const res = await admin(app, method, url, url.endsWith('/plan') ? { plan: 'starter' } : undefined)
    expect(res.statusCode).toBe(404)
    expect(envelope(res)).toEqual({ ok: false, code: 'ACCOUNT_NOT_FOUND', error: `No account matches ${ref}` })
  })

  it('makes operator-created accounts without a password: log-in is refused like any failure', async () => {
    await create(app, { email: 'nopassword@example.com' })
    const res = await app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email: 'nopassword@example.com', password: 'any password at all' } })
    expect(res.statusCode).toBe(401)
    expect(envelope(res)).toEqual({ ok: false, code: 'LOGIN_FAILED', error: 'E-mail address or password is wrong' })
  })
})

// The app's logger writes to the process's stdout and cannot be handed a stream, so a child
// process runs a session against the app with request logging on and this test reads what it
// logged. (LOG_REQUESTS turns the access log on; unknown settings are ignored, so the script
// still runs should it be renamed, and then the first test below fails and says so.)
describe('logs', () => {
  const SCRIPT = `
    import { makeApp } from './test/helpers.ts'
    const token = ${JSON.stringify(TOKEN)}
    const auth = { authorization: 'Bearer ' + token }
    const app = await makeApp({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true', QUOTAS: 'true', ADMIN_TOKEN: token })
    const secrets = { token, password: 'log-test password 123', keys: [], cookies: [] }
    const signup = await app.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email: 'logged@example.com', password: secrets.password } })
    secrets.keys.push(signup.json().result.key)
    const cookie = signup.headers['set-cookie'].split(';')[0]
    secrets.cookies.push(cookie.split('=')[1])
    await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=1987&note=query-secret', headers: { 'x-api-key': secrets.keys[0] } })
    await app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email: 'logged@example.com', password: secrets.password } })
    await app.inject({ method: 'POST', url: '/api/v1/account/login', payload: { email: 'logged@example.com', password: 'wrong ' + secrets.password } })
    await app.inject({ method: 'GET', url: '/api/v1/account', headers: { cookie } })
    const rotated = await app.inject({ method: 'POST', url: '/api/v1/account/rotate-key', headers: { cookie } })
    secrets.keys.push(rotated.json().result.key)
    const created = await app.inject({ method: 'POST', url: '/admin/api/accounts', headers: auth, payload: { email: 'ops@example.com' } })
    secrets.keys.push(created.json().result.key)
    await app.inject({ method: 'GET', url: '/admin/api/accounts', headers: auth })
    const adminRotated = await app.inject({ method: 'POST', url: '/admin/api/accounts/ops@example.com/rotate-key', headers: auth })
    secrets.keys.push(adminRotated.json().result.key)
    await app.inject({ method: 'GET', url: '/admin/api/accounts/ops@example.com', headers: auth })
    await app.inject({ method: 'GET', url: '/api/v1/usage', headers: { 'x-api-key': secrets.keys[3] } })
    await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=7', headers: { 'x-api-key': secrets.keys[0] } })
    await app.inject({ method: 'POST', url: '/admin/api/accounts/ops@example.com/revoke-key', headers: auth })
    await app.inject({ method: 'GET', url: '/admin/api/accounts', headers: { authorization: 'Bearer wrong-' + token } })
    await app.close()
    process.stderr.write('SECRETS ' + JSON.stringify(secrets) + '\\n')
  `
  let lines: Record<string, unknown>[]
  let raw: string
  let secrets: { token: string; password: string; keys: string[]; cookies: string[] }

  beforeAll(async () => {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], { cwd: ROOT, timeout: 60_000 })
    raw = stdout
    lines = stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>)
    const marker = stderr.split('\n').find((l) => l.startsWith('SECRETS '))
    if (!marker) throw new Error(`child printed no secrets; stderr: ${stderr}`)
    secrets = JSON.parse(marker.slice('SECRETS '.length)) as typeof secrets
  })

  it('writes one line per request, with method, path and status', () => {
    const requests = lines.filter((l) => l.msg === 'request')
    expect(requests.map((l) => `${String(l.method)} ${String(l.path)} ${String(l.status)}`)).toEqual([
      'POST /api/v1/account/signup 201',
      'GET /api/v1/number/roman 200',
      'POST /api/v1/account/login 200',
      'POST /api/v1/account/login 401',
      'GET /api/v1/account 200',
      'POST /api/v1/account/rotate-key 200',
      'POST /admin/api/accounts 201',
      'GET /admin/api/accounts 200',
      'POST /admin/api/accounts/:ref/rotate-key 200',
      'GET /admin/api/accounts/:ref 200',
      'GET /api/v1/usage 200',
      'GET /api/v1/number/roman 401',
      'POST /admin/api/accounts/:ref/revoke-key 200',
      'GET /admin/api/accounts 401',
    ])
    for (const l of requests) expect(l.level).toBe(30)
    expect(lines).toHaveLength(requests.length)
  })

  it('never contains a key, the password, the admin token, a session cookie, a query string or an e-mail address', () => {
    expect(secrets.keys).toHaveLength(4)
    for (const key of secrets.keys) {
      expect(key).toMatch(KEY_SHAPE)
      expect(raw).not.toContain(key)
      expect(raw).not.toContain(key.slice(3))
    }
    expect(raw).not.toContain(secrets.password)
    expect(raw).not.toContain(secrets.token)
    for (const cookie of secrets.cookies) expect(raw).not.toContain(cookie.split('.')[0])
    expect(raw).not.toContain('query-secret')
    expect(raw).not.toContain('1987')
    expect(raw).not.toContain('?')
    expect(raw).not.toContain('ops@example.com')
  })
})
