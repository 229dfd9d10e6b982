/**
 * The dashboard's account settings in a real browser (Debian's Chromium through playwright-core),
 * against the whole app (SQLite in memory, no SMTP server): the password changed on the page
 * (a wrong current password refused next to the form; then the old password fails and the new
 * one works, checked through the API from Node); the forgotten-password form, which answers as
 * the API does for a server that sends no mail; and the account deleted through the page's
 * two-step confirmation, after which the sign-up's key answers 401 and the page says what was
 * deleted. axe-core's rules are checked with the settings card shown and with the confirmation
 * open. Each step leaves a screenshot in artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { axeViolations, screenshot } from './axe.ts'
import { browserAvailable, browserSuite } from './browser.ts'

const available = browserAvailable()
const WAIT = { timeout: 15_000 }
const PASSWORD = 'a long enough passphrase'
const NEW_PASSWORD = 'another long passphrase'

/** The parts of the DOM the tests read inside the page (the project's types have no DOM library). */
type PageGlobals = { document: { activeElement: unknown } }

const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === (globalThis as unknown as PageGlobals).document.activeElement)

describe.skipIf(!available)('the dashboard\'s account settings in a real browser', () => {
  const site = browserSuite({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1000', BURST_PER_SECOND: '0' }, {
    // Documented refusals Chromium logs as failed resources: no session when the page asks who is
    // signed in (401), a wrong password for a change or the deletion (401), and no mail server for
    // a reset link (503).
    expectedConsoleError: (text, url) => (/status of 401/.test(text) && /\/api\/v1\/account(\/password)?$/.test(url))
      || (/status of 503/.test(text) && /\/api\/v1\/account\/password-reset$/.test(url)),
  })

  /** A log-in from outside the browser: its status and error code. */
  async function logIn(email: string, password: string): Promise<{ status: number; code?: string }> {
    const res = await fetch(`${site.base}/en/api/v1/account/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }),
    })
    const answer = await res.json() as { code?: string }
    return { status: res.status, code: answer.code }
  }

  async function calc(key: string): Promise<number> {
    const res = await fetch(`${site.base}/api/v1/calc/bmi?weight=70&height=175`, { headers: { 'x-api-key': key } })
    await res.arrayBuffer()
    return res.status
  }

  /** Signs up on the page; the new account's address and its first key. */
  async function signUp(page: Page, lang: string): Promise<{ email: string; key: string }> {
    const email = `settings-${lang}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
    await page.goto(`${site.base}/${lang}/account`)
    await page.locator('#acct-signup-email').fill(email)
    await page.locator('#acct-signup-password').fill(PASSWORD)
    await page.locator('[data-acct-form="signup"] [type="submit"]').click()
    await page.locator('[data-acct-dash]').waitFor({ state: 'visible', ...WAIT })
    const newKey = page.locator('[data-acct-newkey-value]')
    await expect.poll(async () => (await newKey.textContent())?.trim(), WAIT).toMatch(/^du_/)
    return { email, key: (await newKey.textContent())!.trim() }
  }

  async function expectAxeClean(page: Page, name: string): Promise<void> {
    expect(await axeViolations(page), name).toEqual([])
    await screenshot(page, name)
  }

  it('changes the password from the dashboard: a wrong current one is refused by the form, then only the new one logs in', async () => {
    const page = await site.newPage()
    const { email } = await signUp(page, 'en')
    const card = page.locator('[data-acct-settings]')
    await card.waitFor({ state: 'visible', ...WAIT })
    await expect(card.locator('h2').innerText()).resolves.toBe('Account settings')
    // A new account's address is not confirmed yet: the notice offers the link again.
    await expect(card.locator('[data-acct-unverified]').isVisible()).resolves.toBe(true)
    await expect(card.locator('[data-acct-resend]').innerText()).resolves.toBe('Send the link again')
    // Every section filled in, the security events too.
    await page.locator('[data-acct-events-empty]:not([hidden]), [data-acct-events-box]:not([hidden])').first().waitFor({ state: 'visible', ...WAIT })
    await expectAxeClean(page, 'settings-01-card')

    const form = page.locator('form[data-acct-password-form]')
    const error = form.locator('[data-acct-form-error]')
    await expect(error.getAttribute('role')).resolves.toBe('alert')
    await expect(page.locator('#acct-pw-new').getAttribute('aria-describedby')).resolves.toBe('acct-pw-new-help')
    await expect(page.locator('#acct-pw-new-help').innerText()).resolves.toBe('10 to 256 characters.')

    // The wrong current password: the API's refusal next to the form, and still signed in.
    await page.locator('#acct-pw-current').fill('not the password at all')
    await page.locator('#acct-pw-new').fill(NEW_PASSWORD)
    await form.locator('[type="submit"]').click()
    await error.waitFor({ state: 'visible', ...WAIT })
    await expect(error.innerText()).resolves.toBe('E-mail address or password is wrong')
    await expect(page.locator('[data-acct-dash]').isVisible()).resolves.toBe(true)
    await expect(page.locator('[data-acct-error]').isHidden()).resolves.toBe(true)
    await screenshot(page, 'settings-02-wrong-password')

    await page.locator('#acct-pw-current').fill(PASSWORD)
    await page.locator('#acct-pw-new').fill(NEW_PASSWORD)
    await form.locator('[type="submit"]').click()
    const live = page.locator('[data-acct-live]')
    await expect.poll(() => live.textContent(), WAIT).toMatch(/^Your password was changed\. Other sessions ended: \d+\.$/)
    await expect(error.isHidden()).resolves.toBe(true)
    await expect(page.locator('#acct-pw-current').inputValue()).resolves.toBe('')
    await expect(page.locator('#acct-pw-new').inputValue()).resolves.toBe('')
    // The change is listed among the security events.
    const event = page.locator('[data-acct-events] tr[data-kind="password_changed"]')
    await event.first().waitFor({ state: 'visible', ...WAIT })
    await expect(event.first().locator('td').first().innerText()).resolves.toBe('Password changed')

    await expect(logIn(email, PASSWORD)).resolves.toEqual({ status: 401, code: 'LOGIN_FAILED' })
    await expect(logIn(email, NEW_PASSWORD)).resolves.toEqual({ status: 200, code: undefined })
    // This page's own session goes on.
    await page.reload()
    await page.locator('[data-acct-dash]').waitFor({ state: 'visible', ...WAIT })
  }, 90_000)

  it('asks for a reset link from the log-in form and shows what the API answers', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/en/account`)
    await page.locator('[data-acct-auth]').waitFor({ state: 'visible', ...WAIT })
    const toggle = page.locator('[data-acct-forgot]')
    await expect(toggle.innerText()).resolves.toBe('Forgot your password?')
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await page.locator('#acct-login-email').fill('nobody@example.com')
    await toggle.click()
    const form = page.locator('form[data-acct-forgot-form]')
    await form.waitFor({ state: 'visible', ...WAIT })
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    // The address typed for the log-in is carried over, and the focus is on it.
    await expect(page.locator('#acct-forgot-email').inputValue()).resolves.toBe('nobody@example.com')
    await expect.poll(() => isFocused(page.locator('#acct-forgot-email')), WAIT).toBe(true)

    // What the API says to the same request: 202 whether or not the address has an account, or
    // 503 MAIL_UNAVAILABLE from a server with no SMTP_URL (the test app's), with its message.
    const res = await fetch(`${site.base}/en/api/v1/account/password-reset`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'nobody@example.com' }),
    })
    const answer = await res.json() as { code?: string; error?: string }
    await form.locator('[type="submit"]').click()
    const error = form.locator('[data-acct-form-error]')
    const done = form.locator('[data-acct-form-done]')
    if (res.status === 503 && answer.code === 'MAIL_UNAVAILABLE') {
      await error.waitFor({ state: 'visible', ...WAIT })
      await expect(error.innerText()).resolves.toBe(answer.error)
      await expect(done.isHidden()).resolves.toBe(true)
    } else {
      expect(res.status).toBe(202)
      await done.waitFor({ state: 'visible', ...WAIT })
      const sent = 'If an account exists for that address, a link is on its way (valid for one hour).'
      await expect(done.innerText()).resolves.toBe(sent)
      await expect.poll(() => page.locator('[data-acct-live]').textContent(), WAIT).toBe(sent)
    }
    await expectAxeClean(page, 'settings-03-forgot-password')
  }, 60_000)

  it('deletes the account after a confirmation: its key stops working and the page says what went', async () => {
    const page = await site.newPage()
    const { email, key } = await signUp(page, 'en')
    await expect(calc(key)).resolves.toBe(200)

    const form = page.locator('form[data-acct-delete-form]')
    const button = page.locator('[data-acct-delete]')
    const confirm = page.locator('[data-acct-delete-confirm]')
    await expect(page.locator('#acct-delete-help').innerText()).resolves.toContain('API keys are revoked')
    await page.locator('#acct-delete-password').fill(PASSWORD)
    await button.click()
    await confirm.waitFor({ state: 'visible', ...WAIT })
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(confirm.innerText()).resolves.toContain(`Delete the account ${email} and everything in it for good?`)
    await expect.poll(() => isFocused(page.locator('[data-acct-delete-no]')), WAIT).toBe(true)
    await expectAxeClean(page, 'settings-04-delete-confirm')
    // Escape takes the question back; nothing is deleted.
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'hidden', ...WAIT })
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect.poll(() => isFocused(button), WAIT).toBe(true)
    await expect(calc(key)).resolves.toBe(200)

    // A wrong password: refused next to the form, the question closed, the password to fix.
    const password = page.locator('#acct-delete-password')
    const error = form.locator('[data-acct-form-error]')
    await password.fill('not the password at all')
    await button.click()
    await confirm.waitFor({ state: 'visible', ...WAIT })
    await page.locator('[data-acct-delete-yes]').click()
    await error.waitFor({ state: 'visible', ...WAIT })
    await expect(error.innerText()).resolves.toBe('E-mail address or password is wrong')
    await confirm.waitFor({ state: 'hidden', ...WAIT })
    await expect.poll(() => isFocused(password), WAIT).toBe(true)
    await expect(page.locator('[data-acct-dash]').isVisible()).resolves.toBe(true)
    await expect(calc(key)).resolves.toBe(200)

    await password.fill(PASSWORD)
    await button.click()
    await confirm.waitFor({ state: 'visible', ...WAIT })
    await page.locator('[data-acct-delete-yes]').click()
    await page.locator('[data-acct-auth]').waitFor({ state: 'visible', ...WAIT })
    await expect(page.locator('[data-acct-dash]').isHidden()).resolves.toBe(true)
    await expect(error.isHidden()).resolves.toBe(true)
    const farewell = page.locator('[data-acct-farewell]')
    await farewell.waitFor({ state: 'visible', ...WAIT })
    await expect(farewell.innerText()).resolves.toMatch(/^Deleted with the account — keys revoked: 1; days of usage history: \d+; sessions ended: \d+\.$/)
    await expect.poll(() => isFocused(farewell), WAIT).toBe(true)
    await expect.poll(() => page.locator('[data-acct-live]').textContent(), WAIT).toBe('Your account was deleted.')
    await expectAxeClean(page, 'settings-05-deleted')

    await expect(calc(key)).resolves.toBe(401)
    await expect(logIn(email, PASSWORD)).resolves.toEqual({ status: 401, code: 'LOGIN_FAILED' })
    // Reloaded, the page has no session: the forms, and no farewell left over.
    await page.reload()
    await page.locator('[data-acct-auth]').waitFor({ state: 'visible', ...WAIT })
    await expect(farewell.isHidden()).resolves.toBe(true)
  }, 90_000)
})
