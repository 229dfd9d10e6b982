/**
 * An account's life cycle by e-mail, against a local SMTP server: verification, password reset,
 * change of password and of address, deletion; and what a service without SMTP_URL answers.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '../../src/http/account.ts'
import { expectRefusal, makeApp } from '../helpers.ts'
import { linkIn, startMailbox, type Mailbox, type Received } from '../mailbox.ts'

const PASSWORD = 'correct horse battery'

let mailbox: Mailbox
const nextMail = (to: string, seen: number) => mailbox.next(to, seen)
const tokenIn = (mail: Received, page: string) => {
  const link = linkIn(mail, page)
  expect(link, mail.text).toBeDefined()
  return link!
}

let app: FastifyInstance
let clock = Date.parse('2026-11-20T10:00:00Z')
let accounts = 0

beforeAll(async () => {
  mailbox = await startMailbox()
  app = await makeApp({ QUOTAS: 'true', SIGNUP_PER_ADDRESS_PER_HOUR: '0', SMTP_URL: mailbox.url, MAIL_FROM: 'devutils <accounts@devutils.test>' }, { now: () => clock })
})
afterAll(async () => {
  await app?.close()
  await mailbox?.close()
})

const cookieOf = (res: LightMyRequestResponse) => ({ cookie: `${SESSION_COOKIE}=${String(res.headers['set-cookie']).match(new RegExp(`${SESSION_COOKIE}=([^;]+)`))![1]}` })
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers })
const login = (email: string, password: string) => post('/api/v1/account/login', { email, password })

/** A new account, its key and session, and its verification mail. */
async function signup(lang = 'en') {
  const email = `life-${++accounts}@example.com`
  const res = await post(`/${lang}/api/v1/account/signup`, { email, password: PASSWORD })
  expect(res.statusCode).toBe(201)
  const { key, account } = (res.json() as { result: { key: string; account: { email_verified: boolean } } }).result
  expect(account.email_verified).toBe(false)
  return { email, key, cookie: cookieOf(res), verification: await nextMail(email, 0) }
}

describe('with SMTP_URL', () => {
  it('mails a verification link on sign-up, in the request\'s language, which works once', async () => {
    const { email, cookie, verification } = await signup('es')
    expect(verification.subject).toBe('Confirme su dirección de correo de devutils')
    const { url, token } = tokenIn(verification, 'verify')
    expect(url).toBe('http://localhost:80/es/account/verify')
    const res = await post('/api/v1/account/verify', { token })
    expect(res.json()).toMatchObject({ ok: true, result: { verified: true, email } })
    expect((await app.inject({ url: '/api/v1/account', headers: cookie })).json()).toMatchObject({ result: { email_verified: true } })
    expectRefusal(await post('/api/v1/account/verify', { token }), 422, 'TOKEN_INVALID')
  })

  it('resets a password by a mailed link that works once, for an hour, ending every session', async () => {
    const { email, cookie } = await signup()
    expect((await post('/api/v1/account/password-reset', { email })).statusCode).toBe(202)
    const mail = await nextMail(email, 1)
    expect(mail.subject).toBe('Reset your devutils password')
    const { token } = tokenIn(mail, 'reset')
    const reset = await post('/api/v1/account/password-reset/confirm', { token, password: 'a new long password' })
    expect(reset.statusCode).toBe(200)
    expect((await app.inject({ url: '/api/v1/account', headers: cookieOf(reset) })).statusCode).toBe(200)
    expectRefusal(await app.inject({ url: '/api/v1/account', headers: cookie }), 401, 'NOT_LOGGED_IN')
    expect((await login(email, PASSWORD)).statusCode).toBe(401)
    expect((await login(email, 'a new long password')).statusCode).toBe(200)
    expectRefusal(await post('/api/v1/account/password-reset/confirm', { token, password: 'yet another password' }), 422, 'TOKEN_INVALID')

    // A link is good for one hour.
    await post('/api/v1/account/password-reset', { email })
    const late = tokenIn(await nextMail(email, 2), 'reset').token
    clock += 3_600_000
    try {
      expectRefusal(await post('/api/v1/account/password-reset/confirm', { token: late, password: 'too late a password' }), 422, 'TOKEN_INVALID')
    } finally {
      clock -= 3_600_000
    }
  })

  it('answers a reset for an unknown address exactly as for a known one, and sends nothing', async () => {
    const { email } = await signup()
    const unknown = await post('/api/v1/account/password-reset', { email: 'nobody-here@example.com' })
    const known = await post('/api/v1/account/password-reset', { email })
    expect([unknown.statusCode, unknown.json().result]).toEqual([known.statusCode, known.json().result])
    // The known address's mail arrives; none was ever queued for the unknown one, whose answer came first.
    await nextMail(email, 1)
    expect(mailbox.received.filter((m) => m.to === 'nobody-here@example.com')).toEqual([])
  })

  it('changes the password, ending the other sessions but this one', async () => {
    const { email, cookie } = await signup()
    const other = cookieOf(await login(email, PASSWORD))
    expectRefusal(await post('/api/v1/account/password', { current_password: 'wrong password', new_password: 'a changed password' }, cookie), 401, 'LOGIN_FAILED')
    const res = await post('/api/v1/account/password', { current_password: PASSWORD, new_password: 'a changed password' }, cookie)
    expect(res.json()).toMatchObject({ ok: true, result: { changed: true, sessions_ended: 1 } })
    expect((await app.inject({ url: '/api/v1/account', headers: cookie })).statusCode).toBe(200)
    expect((await app.inject({ url: '/api/v1/account', headers: other })).statusCode).toBe(401)
    expect((await login(email, 'a changed password')).statusCode).toBe(200)
  })

  it('changes the address once the link mailed to the new one is opened', async () => {
    const { email, cookie } = await signup()
    const next = `moved-${accounts}@example.com`
    const asked = await post('/api/v1/account/email', { email: next, password: PASSWORD }, cookie)
    expect(asked.json()).toMatchObject({ ok: true, result: { sent: true, email: next } })
    expect((await app.inject({ url: '/api/v1/account', headers: cookie })).json()).toMatchObject({ result: { email } })
    const mail = await nextMail(next, 0)
    expect(mail.subject).toBe('Confirm your new e-mail address for devutils')
    expect((await post('/api/v1/account/verify', { token: tokenIn(mail, 'verify').token })).json()).toMatchObject({ result: { verified: true, email: next } })
    expect((await login(next, PASSWORD)).statusCode).toBe(200)
    expect((await login(email, PASSWORD)).statusCode).toBe(401)
    const events = (await app.inject({ url: '/api/v1/account/security-events', headers: cookie })).json() as { result: { events: { kind: string }[] } }
    expect(events.result.events.map((e) => e.kind)).toContain('email_changed')
    // Another account's address cannot be taken.
    const taken = await signup()
    expectRefusal(await post('/api/v1/account/email', { email: next, password: PASSWORD }, taken.cookie), 409, 'EMAIL_TAKEN')
  })

  it('deletes an account with its password, saying what went; its keys stop at once', async () => {
    const { email, key, cookie } = await signup()
    expect((await app.inject({ url: '/api/v1/number/roman?value=5', headers: { 'x-api-key': key } })).statusCode).toBe(200)
    expectRefusal(await app.inject({ method: 'DELETE', url: '/api/v1/account', headers: cookie, payload: { password: 'not it at all' } }), 401, 'LOGIN_FAILED')
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/account', headers: cookie, payload: { password: PASSWORD } })
    expect(res.json()).toMatchObject({ ok: true, result: { deleted: { account: true, keys: 1, sessions: 1, usage_days: 1 } } })
    expectRefusal(await app.inject({ url: '/api/v1/number/roman?value=5', headers: { 'x-api-key': key } }), 401, 'INVALID_API_KEY')
    expect((await login(email, PASSWORD)).statusCode).toBe(401)
  })
})

describe('without SMTP_URL', () => {
  let plain: FastifyInstance
  beforeAll(async () => { plain = await makeApp({ QUOTAS: 'true', SIGNUP_PER_ADDRESS_PER_HOUR: '0' }) })
  afterAll(async () => { await plain?.close() })

  it('says no mail can be sent, and who can reset a password instead', async () => {
    const refused = expectRefusal(await plain.inject({ method: 'POST', url: '/api/v1/account/password-reset', payload: { email: 'someone@example.com' } }), 503, 'MAIL_UNAVAILABLE')
    expect(refused.error).toContain('devutils admin set-password')
  })
})
