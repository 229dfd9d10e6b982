/**
 * The public front end in a real browser (Debian's Chromium through playwright-core): the
 * Spanish docs, the playground (JSON, calculator, file upload and download) and the account
 * dashboard, against an app with real keys and quotas (SQLite in memory). Every request that
 * leaves the app is blocked and fails the test (offline proof), as does any page error or
 * console error. Each step leaves a screenshot in artifacts/screenshots/. The light/dark toggle,
 * the phone header and axe-core's accessibility rules are checked on the main pages in both
 * themes, at phone and desktop width.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { operations } from '../../src/operations/index.ts'
import { operationText } from '../../src/web/operation-text.ts'
import { resultFields } from '../../src/web/result-fields.ts'
import { axeViolations, drawnTheme, SHOTS } from './axe.ts'
import { browserAvailable, browserSuite, NARROW } from './browser.ts'

const available = browserAvailable()

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PHOTO = `${ROOT}test/fixtures/files/photo.jpg`
const WAIT = { timeout: 15_000 }
/** A phone (iPhone 12 to 15) and a desktop window. */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

/** The parts of the DOM the tests read inside the page (the project's types have no DOM library). */
interface ImageLike { complete: boolean; naturalWidth: number; naturalHeight: number }
type BrowserGlobals = { navigator: { clipboard: { readText(): Promise<string> } } }
interface Box { top: number; bottom: number; left: number; right: number; height: number }
type PageGlobals = {
  document: {
    documentElement: { getAttribute(name: string): string | null }
    body: unknown
    querySelector(selector: string): { getBoundingClientRect(): Box; firstChild: unknown } | null
    createRange(): { setStart(node: unknown, offset: number): void; setEnd(node: unknown, offset: number): void; getClientRects(): ArrayLike<Box> }
  }
  getComputedStyle(element: unknown): { backgroundColor: string }
  localStorage: { getItem(key: string): string | null }
}

/** What the page's clipboard holds (the context is granted clipboard access). */
const clipboard = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText())

const opAt = (id: string) => {
  const op = operations.find((o) => `${o.category}/${o.name}` === id)
  if (!op) throw new Error(`no operation ${id}`)
  return op
}

describe.skipIf(!available)('the public site in a real browser', () => {
  const site = browserSuite({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1000', BURST_PER_SECOND: '0' }, {
    // The dashboard asks the account API who is signed in; a visitor with no session gets the
    // documented 401, which Chromium logs as a failed resource. That one is expected.
    expectedConsoleError: (text, url) => /status of 401/.test(text) && /\/api\/v1\/account$/.test(url),
  })
  beforeAll(() => { mkdirSync(SHOTS, { recursive: true }) })

  async function shot(page: Page, name: string): Promise<void> {
    await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true })
  }

  async function apiCall(key: string): Promise<number> {
    const res = await fetch(`${site.base}/api/v1/text/slugify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ text: 'Keyed call' }),
    })
    await res.arrayBuffer()
    return res.status
  }

  it('shows an operation in Spanish, links its English page, and searches as you type', async () => {
    const op = opAt('text/slugify')
    const es = operationText(op, 'es')
    expect(es.summary).not.toBe(op.summary) // the Spanish table covers it
    const page = await site.newPage()

    await page.goto(`${site.base}/es/docs/text/slugify`)
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    await expect(page.locator('h1').innerText()).resolves.toBe('text/slugify')
    await expect(page.locator('.op-header .lead').innerText()).resolves.toBe(es.summary)
    await expect(page.locator('.op-header .endpoint').innerText()).resolves.toContain('/es/api/v1/text/slugify')
    // The parameter table, with the Spanish description of text.
    const table = page.locator('table.params')
    await table.waitFor({ state: 'visible', ...WAIT })
    await expect(table.locator('tbody th code').allInnerTexts()).resolves.toEqual(['text', 'separator'])
    await expect(table.innerText()).resolves.toContain(es.params.text)
    // The example request shown (the first tab) calls the Spanish path with the example's text.
    const snippet = page.locator('.snippet:not([hidden]) pre code')
    await snippet.first().waitFor({ state: 'visible', ...WAIT })
    const request = await snippet.first().innerText()
    expect(request).toContain('/es/api/v1/text/slugify')
    expect(request).toContain('Crème Brûlée!')
    // hreflang alternates for every language and x-default.
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])))
    expect(alternates).toEqual({
      en: '/en/docs/text/slugify', es: '/es/docs/text/slugify', de: '/de/docs/text/slugify', fr: '/fr/docs/text/slugify',
      'pt-BR': '/pt-br/docs/text/slugify', 'zh-CN': '/zh-cn/docs/text/slugify', 'x-default': '/en/docs/text/slugify',
    })
    await shot(page, '01-es-operation')

    // The language menu opens and leads to the same page in English.
    await page.locator('nav.languages summary').click()
    await page.locator('nav.languages a[hreflang="en"]').click()
    await page.waitForURL(`${site.base}/en/docs/text/slugify`, WAIT)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await expect(page.locator('.op-header .lead').innerText()).resolves.toBe(op.summary)
    await shot(page, '02-en-operation')

    // On /es/docs the box filters the list in place as each letter is typed.
    await page.goto(`${site.base}/es/docs`)
    expect(await page.locator('html').getAttribute('lang')).toBe('es')
    const all = await page.locator('#operation-index li[data-op]').count()
    expect(all).toBe(operations.length)
    await page.locator('#search-input').pressSequentially('slugify', { delay: 30 })
    const hit = page.locator('#operation-index li[data-op="textSlugify"]')
    await hit.waitFor({ state: 'visible', ...WAIT })
    await page.locator('#operation-index li[data-op="calcBmi"]').waitFor({ state: 'hidden', ...WAIT })
    const visible = await page.locator('#operation-index li[data-op]:visible').count()
    expect(visible).toBeGreaterThanOrEqual(1)
    expect(visible).toBeLessThan(5)
    await expect(hit.innerText()).resolves.toContain(es.summary)
    // The count is announced to screen readers, in Spanish.
    await expect(page.locator('#search-status').textContent()).resolves
      .toBe(visible === 1 ? 'Coincide una operación.' : `${visible} operaciones coinciden.`)
    await shot(page, '03-es-docs-search')
    // The result leads to the operation's page.
    await hit.locator('a').click()
    await page.waitForURL(`${site.base}/es/docs/text/slugify`, WAIT)
  }, 60_000)

  it('lists what the result holds, field by field, in the page\'s language', async () => {
    const op = opAt('calc/bmi')
    const page = await site.newPage()
    for (const lang of ['en', 'es'] as const) {
      const fields = resultFields(op, lang)
      await page.goto(`${site.base}/${lang}/docs/calc/bmi`)
      const table = page.locator('table.result-fields')
      await table.waitFor({ state: 'visible', ...WAIT })
      await expect(table.locator('tbody th code').allInnerTexts()).resolves
        .toEqual(['inputs', 'bmi', 'category', 'healthy_weight_kg', 'healthy_weight_kg.min', 'healthy_weight_kg.max', 'formula'])
      const bmi = table.locator('tbody tr', { has: page.locator('th code', { hasText: /^bmi$/ }) })
      await expect(bmi.locator('td').first().innerText()).resolves.toBe('number')
      await expect(bmi.locator('td').nth(1).innerText()).resolves.toBe(fields.find((f) => f.name === 'bmi')!.meaning)
      await expect(page.locator('#result-fields').innerText()).resolves.toBe(lang === 'es' ? 'Campos del resultado' : 'Result fields')
    }
    // The Spanish page says it in Spanish, not in the English of the schema.
    expect(resultFields(op, 'es').find((f) => f.name === 'bmi')!.meaning).not.toBe(resultFields(op, 'en').find((f) => f.name === 'bmi')!.meaning)
    await shot(page, '03b-es-result-fields')
  }, 60_000)

  it('runs a text operation, copies it as curl, and shares a link that restores the form', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/en/docs/text/slugify`)
    const text = 'Hello Wörld, ça va? Straße'
    const input = page.locator('#pg-textSlugify-p-text')
    await input.fill(text)
    await page.locator('[data-pg-run]').click()
    const json = page.locator('[data-pg-json]')
    await expect.poll(() => json.textContent(), WAIT).toContain('"ok": true')
    await expect.poll(() => page.locator('[data-pg-calls]').innerText(), WAIT).toMatch(/^\d+ calls left$/)
    const body = JSON.parse((await json.textContent())!) as { ok: boolean; result: { slug: string } }
    expect(body).toMatchObject({ ok: true, result: { slug: 'hello-world-ca-va-strasse' } })
    await expect(page.locator('[data-pg-status]').innerText()).resolves.toContain('200')
    await page.locator('[data-pg-result]').waitFor({ state: 'visible', ...WAIT })

    // copy as curl: shown in the page and put on the clipboard.
    await page.locator('[data-pg-curl]').click()
    const curl = page.locator('[data-pg-curltext]')
    await curl.waitFor({ state: 'visible', ...WAIT })
    const command = (await curl.textContent())!
    expect(command).toContain(`${site.base}/en/api/v1/text/slugify`)
    expect(command).toContain(JSON.stringify({ text }))
    await expect.poll(() => clipboard(page), WAIT).toBe(command)
    await shot(page, '04-playground-text')

    // Share: the address becomes the form's link; opened afresh, it fills the form back in.
    await page.locator('[data-pg-share]').click()
    await page.waitForURL((url) => url.searchParams.get('text') === text, WAIT)
    const shared = page.url()
    await expect.poll(() => clipboard(page), WAIT).toBe(shared)
    const again = await page.context().newPage()
    await again.goto(shared)
    await expect.poll(() => again.locator('#pg-textSlugify-p-text').inputValue(), WAIT).toBe(text)
    await again.locator('[data-pg-run]').click()
    await expect.poll(() => again.locator('[data-pg-json]').textContent(), WAIT).toContain('"slug": "hello-world-ca-va-strasse"')
    await shot(again, '05-playground-shared-link')

    // The operation page at phone width: nothing wider than the screen.
    await page.setViewportSize(NARROW)
    await page.locator('[data-pg-result]').waitFor({ state: 'visible', ...WAIT })
    const overflow = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)
    await shot(page, '06-operation-360px')
    expect(overflow).toBeLessThanOrEqual(NARROW.width)
  }, 60_000)

  it('runs a calculator and gets the published formula\'s answer', async () => {
    const op = opAt('calc/percentage-change')
    expect(op.description).toContain('change_percent = change / |from| × 100')
    const page = await site.newPage()
    await page.goto(`${site.base}/en/docs/calc/percentage-change`)
    // Calls are counted here: live mode is a switch, off until turned on, beside the calls left.
    const live = page.locator('[data-pg-livemode]')
    await expect(live.isChecked()).resolves.toBe(false)
    await expect(live.getAttribute('role')).resolves.toBe('switch')
    await expect.poll(() => page.locator('[data-pg-calls]').innerText(), WAIT).toMatch(/^\d+ calls left$/)
    const from = 37.5
    const to = 52.3
    await page.locator('#pg-calcPercentageChange-p-from').fill(String(from))
    await page.locator('#pg-calcPercentageChange-p-to').fill(String(to))
    await page.locator('[data-pg-run]').click()
    const json = page.locator('[data-pg-json]')
    await expect.poll(() => json.textContent(), WAIT).toContain('"ok": true')
    const body = JSON.parse((await json.textContent())!) as { ok: boolean; result: Record<string, unknown> }
    // change = to − from; change_percent = change / |from| × 100, rounded to 4 decimals.
    const change = to - from
    const percent = Math.round((change / Math.abs(from)) * 100 * 1e4) / 1e4
    expect(body.result.inputs).toEqual({ from, to })
    expect(body.result.change).toBeCloseTo(change, 12)
    expect(body.result.change).toBe(Number(change.toPrecision(15)))
    expect(body.result.change_percent).toBe(percent)
    expect(percent).toBe(39.4667)
    expect(body.result.direction).toBe('increase')
    await shot(page, '07-playground-calculator')
  }, 60_000)

  it('uploads a photo, converts it, and downloads a valid PNG', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/en/docs/file/jpg-to-png`)
    await page.locator('#pg-fileJpgToPng-files').setInputFiles(PHOTO)
    await page.locator('[data-pg-filelist] li').first().waitFor({ state: 'visible', ...WAIT })
    await expect(page.locator('[data-pg-filelist]').innerText()).resolves.toContain('photo.jpg')
    await page.locator('[data-pg-run]').click()
    const link = page.locator('[data-pg-link]')
    await link.waitFor({ state: 'visible', timeout: 30_000 })
    await expect(page.locator('[data-pg-status]').innerText()).resolves.toContain('200')
    await expect(page.locator('[data-pg-fileinfo]').innerText()).resolves.toContain('image/png')

    // Before and after, both loaded: the photo as uploaded and the conversion turned upright.
    const figures = page.locator('[data-pg-compare] figure img')
    await expect.poll(() => figures.count(), WAIT).toBe(2)
    for (const img of await figures.all()) await img.waitFor({ state: 'visible', ...WAIT })
    await expect.poll(() => figures.evaluateAll((imgs) => imgs.map((i) => (i as unknown as ImageLike).complete && (i as unknown as ImageLike).naturalWidth > 0)), WAIT)
      .toEqual([true, true])
    const after = await figures.nth(1).evaluate((i) => [(i as unknown as ImageLike).naturalWidth, (i as unknown as ImageLike).naturalHeight])
    expect(after).toEqual([60, 80])
    await shot(page, '08-playground-image')

    const [download] = await Promise.all([page.waitForEvent('download', WAIT), link.click()])
    expect(download.suggestedFilename()).toMatch(/\.png$/)
    const bytes = readFileSync((await download.path())!)
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const meta = await sharp(bytes).metadata()
    expect(meta.format).toBe('png')
    // The fixture is 80x60 with EXIF orientation 6: the conversion applies it.
    expect([meta.width, meta.height]).toEqual([60, 80])
    const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([60, 80])
  }, 60_000)

  it('signs up, shows the key once, counts usage, rotates the key and logs out', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/en/account`)
    const email = `browser-${Date.now()}@example.com`
    await page.locator('#acct-signup-email').fill(email)
    await page.locator('#acct-signup-password').fill('a long enough passphrase')
    await shot(page, '09-account-signup')
    await page.locator('[data-acct-form="signup"] [type="submit"]').click()

    // The full key, once, with a copy button that puts it on the clipboard.
    const newKey = page.locator('[data-acct-newkey-value]')
    await newKey.waitFor({ state: 'visible', ...WAIT })
    const key = (await newKey.textContent())!.trim()
    expect(key).toMatch(/^du_\w{20,}$/)
    await expect(page.locator('[data-acct-field="email"]').first().innerText()).resolves.toBe(email)
    const copy = page.locator('[data-acct-copykey]')
    await copy.waitFor({ state: 'visible', ...WAIT })
    await copy.click()
    await expect.poll(() => clipboard(page), WAIT).toBe(key)
    await shot(page, '10-account-new-key')

    // Reloaded, the page knows the key only by its prefix and last four characters.
    const dashboard = page.locator('[data-acct-dash]')
    const used = page.locator('[data-acct-field="used"]')
    const remaining = page.locator('[data-acct-field="remaining"]')
    const limit = page.locator('[data-acct-field="limit"]')
    const masked = page.locator('[data-acct-field="key"]')
    await page.reload()
    await dashboard.waitFor({ state: 'visible', ...WAIT })
    await expect.poll(() => used.innerText(), WAIT).toBe('0')
    await expect(page.locator('[data-acct-newkey]').isHidden()).resolves.toBe(true)
    expect(await page.content()).not.toContain(key)
    const maskedText = await masked.innerText()
    expect(maskedText).toContain(key.slice(-4))
    expect(maskedText.startsWith(key.slice(0, 6))).toBe(true)
    const limitBefore = Number((await limit.innerText()).replace(/\D/g, ''))
    const remainingBefore = Number((await remaining.innerText()).replace(/\D/g, ''))
    expect(remainingBefore).toBe(limitBefore)

    // A keyed API call counts: used and remaining change, and today's bar appears.
    expect(await apiCall(key)).toBe(200)
    await page.reload()
    await dashboard.waitFor({ state: 'visible', ...WAIT })
    await expect.poll(() => used.innerText(), WAIT).toBe('1')
    expect(Number((await remaining.innerText()).replace(/\D/g, ''))).toBe(remainingBefore - 1)
    const bars = page.locator('[data-acct-chart] rect.acct-bar')
    await expect.poll(() => bars.count(), WAIT).toBe(31)
    expect(Number(await bars.last().getAttribute('height'))).toBeGreaterThan(0)
    expect(Number(await bars.nth(29).getAttribute('height'))).toBe(0)
    await page.locator('.acct-table-toggle summary').click()
    const today = page.locator('[data-acct-table] tr').last()
    await today.waitFor({ state: 'visible', ...WAIT })
    await expect(today.locator('td').innerText()).resolves.toBe('1')
    await expect(today.locator('th').innerText()).resolves.toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date()))
    await expect(page.locator('[data-acct-chart-summary]').innerText()).resolves.toMatch(/\b1\b/)
    await shot(page, '11-account-usage')

    // Rotation asks first; then the new key is shown once, the old one stops working.
    await page.locator('[data-acct-rotate]').click()
    const confirm = page.locator('[data-acct-rotate-confirm]')
    await confirm.waitFor({ state: 'visible', ...WAIT })
    await shot(page, '12-account-rotate-confirm')
    await page.locator('[data-acct-rotate-yes]').click()
    await expect.poll(async () => (await newKey.isVisible()) && (await newKey.textContent())?.trim(), WAIT).toMatch(/^du_/)
    const rotated = (await newKey.textContent())!.trim()
    expect(rotated).not.toBe(key)
    await confirm.waitFor({ state: 'hidden', ...WAIT })
    await expect.poll(() => masked.innerText(), WAIT).toContain(rotated.slice(-4))
    await shot(page, '13-account-rotated')
    expect(await apiCall(key)).toBe(401)
    expect(await apiCall(rotated)).toBe(200)

    // Signed in on this browser, operation pages name the key by its start and end in their samples.
    const hint = await masked.innerText()
    await page.goto(`${site.base}/en/docs/text/slugify`)
    const samples = page.locator('.snippets')
    await expect.poll(() => samples.innerText(), WAIT).toContain(hint)
    expect(await samples.innerText()).not.toContain('YOUR_API_KEY')
    expect(await samples.innerText()).not.toContain(rotated)
    await expect(page.locator('[data-key-note]').innerText()).resolves.toContain(hint)
    await shot(page, '13b-samples-with-key-hint')
    await page.goto(`${site.base}/en/account`)
    await dashboard.waitFor({ state: 'visible', ...WAIT })

    // Log out: back to the forms, and a reload stays signed out.
    await page.locator('[data-acct-logout]').click()
    await page.locator('#acct-login-email').waitFor({ state: 'visible', ...WAIT })
    await expect(page.locator('#acct-signup-email').isVisible()).resolves.toBe(true)
    await expect(dashboard.isHidden()).resolves.toBe(true)
    await expect(newKey.textContent()).resolves.toBe('')
    await page.reload()
    await page.locator('#acct-login-email').waitFor({ state: 'visible', ...WAIT })
    await expect(dashboard.isHidden()).resolves.toBe(true)
    await shot(page, '14-account-logged-out')
    await page.goto(`${site.base}/en/docs/text/slugify`)
    expect(await samples.innerText()).toContain('YOUR_API_KEY')
  }, 90_000)

  /** The colours of the body and the header's search button, to compare one theme's two ways in. */
  const colours = (page: Page) => page.locator('.search button').evaluate((button) => {
    const g = globalThis as unknown as { getComputedStyle(e: unknown): { color: string; backgroundColor: string }; document: { body: unknown } }
    const body = g.getComputedStyle(g.document.body)
    const style = g.getComputedStyle(button)
    return [body.color, body.backgroundColor, style.color, style.backgroundColor]
  })
  const storedTheme = (page: Page) => page.evaluate(() => (globalThis as unknown as PageGlobals).localStorage.getItem('devutils-theme'))

  it('switches the theme with the header toggle, by mouse and keyboard, and keeps the choice across reloads', async () => {
    const page = await site.newPage()
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(`${site.base}/en/`)
    // The stored choice is applied by a script that blocks parsing, before any stylesheet.
    const head = await page.locator('head > script, head > link[rel="stylesheet"]').evaluateAll((nodes) =>
      nodes.map((n) => `${n.getAttribute('src') ?? n.getAttribute('href')}${n.getAttribute('defer') === null ? '' : ' defer'}${n.getAttribute('async') === null ? '' : ' async'}`))
    expect(head[0]).toMatch(/^\/assets\/theme\.js\?v=[\w-]+$/)
    expect(head.findIndex((src) => src.startsWith('/assets/site.css'))).toBeGreaterThan(0)

    const toggle = page.getByRole('button', { name: 'Dark theme' })
    await toggle.waitFor({ state: 'visible', ...WAIT })
    await expect.poll(() => toggle.getAttribute('aria-pressed'), WAIT).toBe('false')
    expect(await drawnTheme(page)).toBe('light')
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-pressed'), WAIT).toBe('true')
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
    expect(await drawnTheme(page)).toBe('dark')
    expect(await storedTheme(page)).toBe('dark')
    const chosenDark = await colours(page)
    await shot(page, '15-home-dark-by-toggle')

    // Reloaded, and on another page in the other language: still dark, the toggle pressed.
    await page.reload()
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
    expect(await drawnTheme(page)).toBe('dark')
    await expect.poll(() => toggle.getAttribute('aria-pressed'), WAIT).toBe('true')
    await page.goto(`${site.base}/es/docs`)
    const spanish = page.getByRole('button', { name: 'Tema oscuro' })
    await expect.poll(() => spanish.getAttribute('aria-pressed'), WAIT).toBe('true')
    expect(await drawnTheme(page)).toBe('dark')

    // By keyboard: Tab reaches the toggle, which shows its focus, and Enter turns it back to
    // light; light being the system's theme, the choice is forgotten.
    let focused = false
    for (let i = 0; i < 25 && !focused; i++) {
      await page.keyboard.press('Tab')
      focused = await spanish.evaluate((button) => (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement === button)
    }
    expect(focused).toBe(true)
    const outline = await spanish.evaluate((button) => (globalThis as unknown as { getComputedStyle(e: unknown): { outlineStyle: string; outlineWidth: string } }).getComputedStyle(button))
    expect(outline.outlineStyle).not.toBe('none')
    expect(parseFloat(outline.outlineWidth)).toBeGreaterThanOrEqual(2)
    await shot(page, '16-es-docs-toggle-focused')
    await page.keyboard.press('Enter')
    await expect.poll(() => spanish.getAttribute('aria-pressed'), WAIT).toBe('false')
    expect(await drawnTheme(page)).toBe('light')
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull()
    expect(await storedTheme(page)).toBeNull()

    // With no choice the page follows the system, and its dark is the toggle's dark.
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto(`${site.base}/en/`)
    await expect.poll(() => toggle.getAttribute('aria-pressed'), WAIT).toBe('true')
    expect(await drawnTheme(page)).toBe('dark')
    expect(await colours(page)).toEqual(chosenDark)
    // Light chosen against a dark system is kept too.
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-pressed'), WAIT).toBe('false')
    await page.reload()
    expect(await drawnTheme(page)).toBe('light')
    expect(await storedTheme(page)).toBe('light')
  }, 60_000)

  it('keeps the header compact on a phone, with the navigation behind a menu button and the copy button clear of the code', async () => {
    const page = await site.newPage()
    await page.setViewportSize(PHONE)
    for (const lang of ['en', 'es']) {
      for (const path of ['/', '/docs', '/docs/text/slugify', '/account']) {
        await page.goto(`${site.base}/${lang}${path}`)
        const height = await page.locator('header.site-header').evaluate((h) => (h as unknown as { getBoundingClientRect(): Box }).getBoundingClientRect().height)
        expect(height, `${lang}${path}`).toBeLessThanOrEqual(120)
      }
    }
    await page.goto(`${site.base}/en/`)
    const menu = page.getByRole('button', { name: 'Menu' })
    const nav = page.locator('#site-nav')
    await expect(nav.isHidden()).resolves.toBe(true)
    await menu.click()
    await expect.poll(() => menu.getAttribute('aria-expanded'), WAIT).toBe('true')
    await nav.getByRole('link', { name: 'Docs' }).waitFor({ state: 'visible', ...WAIT })
    await shot(page, '17-phone-menu-open')
    await page.keyboard.press('Escape')
    await expect.poll(() => nav.isHidden(), WAIT).toBe(true)
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false')
    await shot(page, '18-phone-home')

    // The first line of each example (the curl command and its URL) starts below the copy button.
    for (const url of [`${site.base}/en/`, `${site.base}/en/docs/text/slugify`]) {
      await page.goto(url)
      await page.locator('.code-frame button.copy').first().waitFor({ state: 'visible', ...WAIT })
      const frames = await page.locator('.code-frame:visible').all()
      expect(frames.length, url).toBeGreaterThan(0)
      for (const frame of frames) {
        const { button, line } = await frame.evaluate((element) => {
        const g = globalThis as unknown as PageGlobals
          const el = element as unknown as { querySelector(s: string): { getBoundingClientRect(): Box } }
          const range = g.document.createRange()
          const code = el.querySelector('pre code') as unknown as { firstChild: unknown }
          range.setStart(code.firstChild, 0)
          range.setEnd(code.firstChild, 1)
          return { button: el.querySelector('button.copy').getBoundingClientRect(), line: range.getClientRects()[0]! }
        })
        expect(button.bottom, url).toBeLessThanOrEqual(line.top)
        // A block may scroll sideways, so it takes the keyboard focus.
        await expect(frame.locator('pre.code').getAttribute('tabindex')).resolves.toBe('0')
      }
    }
  }, 60_000)

  // axe-core's default rules (WCAG A and AA, and its best practices) on the home page, the
  // documentation index, three operation pages (a result drawn, an upload form), the account
  // page signed out and signed in, in both languages, at phone and desktop width; each page is
  // kept as a screenshot.
  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe-core in the ${theme} theme at 390 and 1280 pixels, in English and Spanish`, async () => {
      const page = await site.newPage()
      await page.emulateMedia({ colorScheme: theme })
      const found: Record<string, string[]> = {}
      const check = async (url: string, width: number, prepare?: () => Promise<void>) => {
        await page.goto(`${site.base}${url}`)
        await prepare?.()
        expect(await drawnTheme(page), url).toBe(theme)
        const violations = await axeViolations(page)
        if (violations.length > 0) found[`${url} at ${width}px`] = violations
        await shot(page, `19-axe-${theme}-${width}${url.replace(/\//g, '-')}`)
      }
      const runLoan = async () => {
        await page.locator('[data-pg-run]').click()
        await page.locator('.pg-view table').waitFor(WAIT)
      }
      const signedIn = async () => { await page.locator('[data-acct-dash]').waitFor({ state: 'visible', ...WAIT }) }
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        for (const lang of ['en', 'es']) {
          for (const path of ['/', '/docs', '/docs/text/slugify', '/docs/file/image-resize', '/account']) await check(`/${lang}${path}`, viewport.width)
          await check(`/${lang}/docs/calc/loan`, viewport.width, runLoan)
        }
      }
      const signup = await page.evaluate(async (email) => {
        const response = await fetch('/api/v1/account/signup', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'a long enough passphrase' }) })
        return response.status
      }, `axe-${theme}-${Date.now()}@example.com`)
      expect(signup).toBe(201)
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport)
        for (const lang of ['en', 'es']) await check(`/${lang}/account`, viewport.width, signedIn)
      }
      expect(found).toEqual({})
    }, 240_000)
  }
})
