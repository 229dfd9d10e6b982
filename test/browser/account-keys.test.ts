/**
 * The account dashboard's keys in a real browser (Debian's Chromium through playwright-core),
 * against an app with real keys and quotas (SQLite in memory): a key made on the page with a
 * scope is shown once, works within its scope and is refused outside it; its call is counted
 * under its operation; revoked through the page's confirmation it stops working; both changes
 * are listed among the security events. axe-core's rules are checked with every section shown.
 * Each step leaves a screenshot in artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { axeViolations, screenshot } from './axe.ts'
import { browserAvailable, browserSuite, NARROW, WIDE } from './browser.ts'

const available = browserAvailable()
const WAIT = { timeout: 15_000 }
const PASSWORD = 'a long enough passphrase'

/** The parts of the DOM the tests read inside the page (the project's types have no DOM library). */
type PageGlobals = { document: { activeElement: unknown; documentElement: { scrollWidth: number } } }

const isFocused = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === (globalThis as unknown as PageGlobals).document.activeElement)

describe.skipIf(!available)('the dashboard\'s keys in a real browser', () => {
  const site = browserSuite({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1000', BURST_PER_SECOND: '0' }, {
    // A visitor with no session gets the documented 401 when the page asks who is signed in, and
    // the key refused on purpose the documented 422; Chromium logs both as failed resources.
    expectedConsoleError: (text, url) => (/status of 401/.test(text) && /\/api\/v1\/account$/.test(url))
      || (/status of 422/.test(text) && /\/api\/v1\/account\/keys$/.test(url)),
  })

  /** An operation call with a key, from outside the browser: its status and error code. */
  async function callWith(key: string, path: string, body?: object): Promise<{ status: number; code?: string }> {
    const res = await fetch(`${site.base}${path}`, body === undefined
      ? { headers: { 'x-api-key': key } }
      : { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const answer = await res.json() as { code?: string }
    return { status: res.status, code: answer.code }
  }
  const calc = (key: string) => callWith(key, '/api/v1/calc/bmi?weight=70&height=175')
  const outsideCalc = (key: string) => callWith(key, '/api/v1/text/slugify', { text: 'Scoped' })

  async function signUp(page: Page, lang: string): Promise<void> {
    await page.goto(`${site.base}/${lang}/account`)
    await page.locator('#acct-signup-email').fill(`keys-${lang}-${Date.now()}@example.com`)
    await page.locator('#acct-signup-password').fill(PASSWORD)
    await page.locator('[data-acct-form="signup"] [type="submit"]').click()
    await page.locator('[data-acct-dash]').waitFor({ state: 'visible', ...WAIT })
    // The sign-up's own key, the account's first row.
    await page.locator('[data-acct-keys] tr').first().waitFor({ state: 'visible', ...WAIT })
  }

  async function expectAxeClean(page: Page, name: string): Promise<void> {
    expect(await axeViolations(page), name).toEqual([])
    await screenshot(page, name)
  }

  it('creates a scoped key, counts its call by operation, revokes it after confirmation and logs both', async () => {
    const page = await site.newPage()
    await signUp(page, 'en')
    const newKey = page.locator('[data-acct-newkey-value]')
    const firstKey = (await newKey.textContent())!.trim()
    expect(firstKey).toMatch(/^du_/)
    const live = page.locator('[data-acct-live]')

    // A key for calculators only, with a cap of its own.
    await page.locator('#acct-key-name').fill('ci')
    await page.locator('#acct-key-scopes').fill('calc')
    await page.locator('#acct-key-cap').fill('100')
    await page.locator('form[data-acct-keyform] [type="submit"]').click()
    await expect.poll(async () => (await newKey.isVisible()) && (await newKey.textContent())?.trim(), WAIT).toMatch(/^du_/)
    await expect.poll(() => newKey.textContent(), WAIT).not.toBe(firstKey)
    const key = (await newKey.textContent())!.trim()
    await expect.poll(() => live.textContent(), WAIT).toBe('The key ci was created. Copy it now: it is shown only once.')
    await expect(page.locator('form[data-acct-keyform] [data-acct-form-error]').isHidden()).resolves.toBe(true)
    // The form is ready for the next key.
    await expect(page.locator('#acct-key-name').inputValue()).resolves.toBe('')
    await expect(page.locator('#acct-key-scopes').inputValue()).resolves.toBe('*')

    const rows = page.locator('[data-acct-keys] tr')
    const row = rows.filter({ has: page.locator('th', { hasText: /^ci$/ }) })
    await row.waitFor({ state: 'visible', ...WAIT })
    await expect(rows.count()).resolves.toBe(2)
    const cells = await row.locator('th, td').allInnerTexts()
    expect(cells[0]).toBe('ci')
    expect(cells[1]!.startsWith(key.slice(0, 7))).toBe(true)
    expect(cells[1]!.endsWith(key.slice(-4))).toBe(true)
    expect(cells.slice(2, 4)).toEqual(['calc', '100'])
    expect(cells.slice(5, 7)).toEqual(['never', 'never'])
    // The sign-up's key may call everything and has no cap.
    await expect(rows.first().locator('td').nth(1).innerText()).resolves.toBe('all')
    await expect(rows.first().locator('td').nth(2).innerText()).resolves.toBe('none')
    await screenshot(page, 'keys-01-created')

    // Within its scope the key works; outside it, it is refused.
    await expect(calc(key)).resolves.toEqual({ status: 200, code: undefined })
    await expect(outsideCalc(key)).resolves.toEqual({ status: 403, code: 'KEY_SCOPE' })

    // Reloaded: the full key is gone from the page, the call is counted under its operation and key.
    await page.reload()
    await page.locator('[data-acct-dash]').waitFor({ state: 'visible', ...WAIT })
    expect(await page.content()).not.toContain(key)
    const opRow = page.locator('[data-acct-ops] tr[data-operation="calc/bmi"]')
    await opRow.waitFor({ state: 'visible', ...WAIT })
    await expect(opRow.locator('td').innerText()).resolves.toBe('1')
    await expect(page.locator('[data-acct-ops] tr').count()).resolves.toBe(1)
    const opKeyRow = page.locator('[data-acct-opkeys] tr[data-operation="calc/bmi"]')
    await expect(opKeyRow.locator('td').allInnerTexts()).resolves.toEqual(['ci', '1'])
    await expect(page.locator('[data-acct-ops-empty]').isHidden()).resolves.toBe(true)
    await expect.poll(() => row.locator('td').nth(4).innerText(), WAIT).not.toBe('never')

    // The CSV link downloads the same count with the session cookie.
    const csvHref = await page.locator('[data-acct-csv]').getAttribute('href')
    expect(csvHref).toBe('/en/api/v1/account/usage?format=csv')
    const csv = await page.evaluate(async (href) => (await fetch(href)).text(), csvHref!)
    const keyId = await row.getAttribute('data-key-id')
    expect(csv.split('\r\n')[0]).toBe('day,operation,key,calls')
    expect(csv).toContain(`,calc/bmi,${keyId},1\r\n`)

    // Every section shown and filled in: keys, the new-key form, usage by operation, events.
    await page.locator('[data-acct-events] tr').first().waitFor({ state: 'visible', ...WAIT })
    await expectAxeClean(page, 'keys-02-usage-by-operation')
    // At phone width too; the wide tables scroll in their boxes and the page is no wider than the screen.
    await page.setViewportSize(NARROW)
    const width = await page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(NARROW.width)
    await expectAxeClean(page, 'keys-02b-usage-by-operation-360px')
    await page.setViewportSize(WIDE)

    // Revocation asks first; Escape closes the question and gives the focus back.
    const revoke = row.locator('[data-acct-revoke]')
    const confirm = page.locator('[data-acct-revoke-confirm]')
    await expect(revoke.getAttribute('aria-label')).resolves.toBe('Revoke the key ci')
    await revoke.click()
    await confirm.waitFor({ state: 'visible', ...WAIT })
    await expect(revoke.getAttribute('aria-expanded')).resolves.toBe('true')
    await expect(confirm.innerText()).resolves.toContain('Revoke the key ci (')
    await expect.poll(() => isFocused(page.locator('[data-acct-revoke-no]')), WAIT).toBe(true)
    await page.keyboard.press('Escape')
    await confirm.waitFor({ state: 'hidden', ...WAIT })
    await expect(revoke.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect.poll(() => isFocused(revoke), WAIT).toBe(true)
    // Opened from the keyboard this time, then confirmed.
    await page.keyboard.press('Enter')
    await confirm.waitFor({ state: 'visible', ...WAIT })
    await screenshot(page, 'keys-03-revoke-confirm')
    await page.locator('[data-acct-revoke-yes]').click()
    await row.waitFor({ state: 'detached', ...WAIT })
    await confirm.waitFor({ state: 'hidden', ...WAIT })
    await expect(rows.count()).resolves.toBe(1)
    await expect.poll(() => live.textContent(), WAIT).toBe('The key ci was revoked.')
    await expect.poll(() => isFocused(page.locator('#acct-key-title')), WAIT).toBe(true)
    await expect(calc(key)).resolves.toEqual({ status: 401, code: expect.any(String) as unknown as string })
    // The first key still works.
    await expect(calc(firstKey)).resolves.toEqual({ status: 200, code: undefined })

    // Both changes are security events, with what, when and from where.
    const events = page.locator('[data-acct-events] tr')
    const revokedEvent = events.filter({ has: page.locator('td', { hasText: 'Key revoked' }) })
    await revokedEvent.first().waitFor({ state: 'visible', ...WAIT })
    await expect(events.first().getAttribute('data-kind')).resolves.toBe('key_revoked')
    const created = page.locator('[data-acct-events] tr[data-kind="key_created"]').filter({ hasText: 'ci (' })
    await expect(created.locator('td').first().innerText()).resolves.toBe('Key created')
    for (const event of [revokedEvent.first(), created]) {
      const [, , detail, ip] = await event.locator('th, td').allInnerTexts()
      expect(detail).toContain(key.slice(-4))
      expect(ip).toBe('127.0.0.1')
      await expect(event.locator('time').getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d\d-\d\dT/)
    }
    await expectAxeClean(page, 'keys-04-revoked')
  }, 90_000)

  it('shows the API\'s refusal next to the form, in Spanish, and makes a key with an expiry date', async () => {
    const page = await site.newPage()
    await signUp(page, 'es')
    const error = page.locator('form[data-acct-keyform] [data-acct-form-error]')
    await expect(error.getAttribute('role')).resolves.toBe('alert')

    await page.locator('#acct-key-name').fill('portátil')
    await page.locator('#acct-key-scopes').fill('calc, nope')
    await page.locator('form[data-acct-keyform] [type="submit"]').click()
    await error.waitFor({ state: 'visible', ...WAIT })
    await expect(error.innerText()).resolves.toMatch(/^nope no es un ámbito/)
    await screenshot(page, 'keys-05-es-scope-refused')

    // A date a year ahead: the key works until the end of that day, UTC.
    const day = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10)
    await page.locator('#acct-key-scopes').fill('calc dev/hash pipeline')
    await page.locator('#acct-key-expiry').fill(day)
    await page.locator('form[data-acct-keyform] [type="submit"]').click()
    const row = page.locator('[data-acct-keys] tr').filter({ has: page.locator('th', { hasText: /^portátil$/ }) })
    await row.waitFor({ state: 'visible', ...WAIT })
    await expect(error.isHidden()).resolves.toBe(true)
    const cells = await row.locator('th, td').allInnerTexts()
    expect(cells[2]).toBe('calc, dev/hash, pipeline')
    expect(cells[3]).toBe('ninguno')
    expect(cells[5]).toBe('nunca')
    const expected = new Intl.DateTimeFormat('es', { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })
      .format(new Date(`${day}T23:59:59Z`))
    expect(cells[6]).toBe(expected)
    await expect.poll(() => page.locator('[data-acct-live]').textContent(), WAIT).toBe('Se ha creado la clave portátil. Cópiela ahora: solo se muestra una vez.')
    await page.locator('[data-acct-events] tr[data-kind="key_created"]').first().waitFor({ state: 'visible', ...WAIT })
    await expect(page.locator('[data-acct-events] tr[data-kind="key_created"] td').first().innerText()).resolves.toBe('Clave creada')
    await expect(page.locator('[data-acct-ops-empty]').innerText()).resolves.toBe('Ninguna llamada en los últimos 30 días.')
    await expectAxeClean(page, 'keys-06-es-created')
  }, 60_000)
})
