/**
 * The pages the mailed links open, in a real browser against the whole app and a local SMTP
 * server: the verification link confirms the address only when its button is pressed (a mail
 * scanner's visit changes nothing), and the reset link sets a new password and signs the visitor
 * in, after which only the new password logs in. axe-core's rules are checked on both pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations } from './axe.ts'
import { browserAvailable, browserSuite } from './browser.ts'
import { linkIn, startMailbox, type Mailbox } from '../mailbox.ts'

const available = browserAvailable()
const WAIT = { timeout: 15_000 }
const PASSWORD = 'a long enough passphrase'

describe.skipIf(!available)('the pages of the mailed links in a real browser', () => {
  let mailbox: Mailbox
  beforeAll(async () => { mailbox = await startMailbox() })
  afterAll(async () => { await mailbox?.close() })
  const site = browserSuite(() => ({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1000', BURST_PER_SECOND: '0', SMTP_URL: mailbox.url }), {
    // The used link, opened again on purpose, is refused (422), which Chromium logs as a failed resource.
    expectedConsoleError: (text, url) => /status of 422/.test(text) && /\/api\/v1\/account\/verify$/.test(url),
  })

  const api = async (path: string, body: unknown, cookie?: string) => {
    const res = await fetch(`${site.base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie && { cookie }) }, body: JSON.stringify(body) })
    return { status: res.status, json: await res.json() as { result?: Record<string, unknown> }, cookie: res.headers.get('set-cookie')?.split(';', 1)[0] }
  }
  let accounts = 0
  async function signUp(lang: string): Promise<{ email: string; cookie: string }> {
    const email = `links-${++accounts}-${Date.now()}@example.com`
    const res = await api(`/${lang}/api/v1/account/signup`, { email, password: PASSWORD })
    expect(res.status).toBe(201)
    return { email, cookie: res.cookie! }
  }
  const verified = async (cookie: string) => {
    const res = await fetch(`${site.base}/api/v1/account`, { headers: { cookie } })
    return ((await res.json()) as { result: { email_verified: boolean } }).result.email_verified
  }

  it('confirms the address from the verification link on a button press, not on the visit', async () => {
    const { email, cookie } = await signUp('es')
    const link = linkIn(await mailbox.next(email, 0), 'verify')!
    expect(link.url).toBe(`${site.base}/es/account/verify`)
    const page = await site.newPage()
    await page.goto(`${link.url}?token=${link.token}`)
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT)
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    expect(await verified(cookie)).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Confirmar mi dirección' }).click()
    await expect.poll(async () => page.locator('[data-acct-link-done]').textContent(), WAIT).toContain(email)
    expect(await verified(cookie)).toBe(true)
    // Used once: the same link again says so.
    await page.goto(`${link.url}?token=${link.token}`)
    await page.getByRole('button', { name: 'Confirmar mi dirección' }).click()
    await expect.poll(async () => page.locator('[data-acct-link-form] [data-acct-form-error]').textContent(), WAIT).toMatch(/no es válido/)
  })

  it('sets a new password from the reset link, signed in at once, and only the new password logs in', async () => {
    const { email } = await signUp('en')
    expect((await api('/en/api/v1/account/password-reset', { email })).status).toBe(202)
    const link = linkIn(await mailbox.next(email, 1), 'reset')!
    const page = await site.newPage()
    await page.goto(`${link.url}?token=${link.token}`)
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT)
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel('New password').fill('a brand new passphrase')
    await page.getByRole('button', { name: 'Set the new password' }).click()
    await expect.poll(async () => page.locator('[data-acct-link-done]').textContent(), WAIT).toMatch(/signed in/)
    await page.locator('[data-acct-dashboard]').click()
    await page.locator('[data-acct-dash]').waitFor({ state: 'visible', ...WAIT })
    expect((await api('/api/v1/account/login', { email, password: PASSWORD })).status).toBe(401)
    expect((await api('/api/v1/account/login', { email, password: 'a brand new passphrase' })).status).toBe(200)
  })
})
