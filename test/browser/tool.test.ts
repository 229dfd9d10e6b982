/**
 * Operation pages as tools, in a real browser, on an instance that does not count calls (so live
 * mode is on from the start): the form and its result side by side on a desktop, results drawn
 * for people (images, swatches, tables), live updates with one request per pause in the typing,
 * the sidebar, and the phone layout. Screenshots go to artifacts/screenshots/.
 */
import { describe, expect, it } from 'vitest'
import type { Page, Request } from 'playwright-core'
import { screenshot } from './axe.ts'
import { browserAvailable, browserSuite } from './browser.ts'

const available = browserAvailable()
const WAIT = { timeout: 15_000 }
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

interface Box { top: number; bottom: number; left: number; right: number }
type Element = { getBoundingClientRect(): Box }
type Win = { scrollY: number; innerHeight: number; getComputedStyle(element: unknown): { backgroundColor: string } }

const boxOf = (page: Page, selector: string): Promise<Box> =>
  page.locator(selector).first().evaluate((element) => (element as unknown as Element).getBoundingClientRect())

/** Waits until the page has sent no request for the operation for a while, and counts them. */
function callsTo(page: Page, path: string): { count(): number } {
  const seen: Request[] = []
  page.on('request', (request) => { if (new URL(request.url()).pathname.endsWith(path)) seen.push(request) })
  return { count: () => seen.length }
}

describe.skipIf(!available)('operation pages as tools', () => {
  const site = browserSuite()

  it('shows the form and the result of calc/loan side by side without scrolling at 1280×800', async () => {
    const page = await site.newPage()
    await page.setViewportSize(DESKTOP)
    await page.goto(`${site.base}/en/docs/calc/loan`)
    // Live mode runs the example as the page opens: the schedule is drawn as a table.
    await page.locator('.pg-view table tbody tr').first().waitFor(WAIT)
    const check = async () => {
      expect(await page.evaluate(() => (globalThis as unknown as Win).scrollY)).toBe(0)
      const run = await boxOf(page, '[data-pg-run]')
      const form = await boxOf(page, '.pg-form .pg-params')
      const result = await boxOf(page, '.pg-view')
      const table = await boxOf(page, '.pg-view table')
      expect(form.top).toBeGreaterThan(0)
      expect(run.bottom).toBeLessThanOrEqual(DESKTOP.height)
      // Side by side: the result starts beside the form, not under it, and its table is in view.
      expect(result.left).toBeGreaterThanOrEqual(form.right)
      expect(result.top).toBeLessThan(form.bottom)
      expect(table.top).toBeLessThan(DESKTOP.height)
    }
    await check()
    expect(await page.locator('.pg-view table tbody tr').count()).toBe(3)
    await expect(page.locator('.pg-view').innerText()).resolves.toContain('299.71')
    await screenshot(page, 'tool-calc-loan-1280')

    await page.locator('[name="months"]').fill('120')
    await page.locator('[data-pg-run]').click()
    await page.locator('.pg-view table tbody tr').nth(9).waitFor(WAIT)
    await check()
    // The raw JSON is one click away, and back.
    await page.locator('[data-pg-raw]').click()
    await expect(page.locator('[data-pg-json]').innerText()).resolves.toContain('"schedule_by_year"')
    expect(await page.locator('.pg-view').isVisible()).toBe(false)
    await page.locator('[data-pg-raw]').click()
    expect(await page.locator('.pg-view').isVisible()).toBe(true)
  }, 60_000)

  it('draws the QR code of generate/qr as an image of the size asked for', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/en/docs/generate/qr?text=${encodeURIComponent('https://example.com/tool')}&size=300&format=png`)
    const image = page.locator('.pg-view img').first()
    await image.waitFor(WAIT)
    await page.waitForFunction(() => {
      const img = (globalThis as unknown as { document: { querySelector(s: string): { complete: boolean; naturalWidth: number } | null } }).document.querySelector('.pg-view img')
      return img !== null && img.complete && img.naturalWidth > 0
    }, undefined, WAIT)
    const size = await image.evaluate((img) => {
      const i = img as unknown as { naturalWidth: number; naturalHeight: number; alt: string }
      return { width: i.naturalWidth, height: i.naturalHeight, alt: i.alt }
    })
    expect(size).toMatchObject({ width: 300, height: 300 })
    expect(size.alt).not.toBe('')
    await screenshot(page, 'tool-generate-qr')
  }, 60_000)

  it('shows the shades of dev/color-palette as swatches of their own colour', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/en/docs/dev/color-palette?value=${encodeURIComponent('#4f7cff')}&steps=3`)
    const swatches = page.locator('.pg-view .rv-swatch')
    await swatches.first().waitFor(WAIT)
    expect(await swatches.count()).toBeGreaterThanOrEqual(7)
    // Each swatch is painted in the colour written beside it.
    const painted = await page.locator('.pg-view .rv-colour').evaluateAll((nodes) => nodes.map((node) => {
      const win = globalThis as unknown as Win
      const el = node as unknown as { querySelector(s: string): unknown; textContent: string }
      return { text: el.textContent, background: win.getComputedStyle(el.querySelector('.rv-swatch')).backgroundColor }
    }))
    const hex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`
    const withHex = painted.filter((p) => /#[0-9a-f]{6}/i.test(p.text))
    expect(withHex.length).toBeGreaterThanOrEqual(7)
    for (const swatch of withHex) expect(swatch.text.toLowerCase()).toContain(hex(swatch.background))
    await screenshot(page, 'tool-dev-color-palette')
  }, 60_000)

  it('updates text/case while typing, with one request per pause rather than one per key', async () => {
    const page = await site.newPage()
    const calls = callsTo(page, '/api/v1/text/case')
    await page.goto(`${site.base}/en/docs/text/case`)
    await expect(page.locator('[data-pg-livemode]').isChecked()).resolves.toBe(true)
    await page.locator('.pg-view').getByText('The Lord Of The Rings', { exact: false }).waitFor(WAIT)
    expect(calls.count()).toBe(1)

    const input = page.locator('textarea[name="text"]')
    await page.locator('select[name="mode"]').selectOption('upper')
    await page.locator('.pg-view').getByText('THE LORD OF THE RINGS', { exact: false }).waitFor(WAIT)
    const afterSelect = calls.count()
    await input.fill('')
    await input.pressSequentially('live as you type', { delay: 40 })
    await page.locator('.pg-view').getByText('LIVE AS YOU TYPE', { exact: true }).waitFor(WAIT)
    await page.waitForTimeout(600)
    // Sixteen keys (and the clearing) in one burst: one call for the pause at the end.
    expect(calls.count() - afterSelect).toBe(1)

    await input.pressSequentially('!', { delay: 0 })
    await page.locator('.pg-view').getByText('LIVE AS YOU TYPE!', { exact: true }).waitFor(WAIT)
    expect(calls.count() - afterSelect).toBe(2)
    // Leaving the field changes nothing, so nothing is sent again.
    await page.locator('h1').click()
    await page.waitForTimeout(700)
    expect(calls.count() - afterSelect).toBe(2)
    await screenshot(page, 'tool-text-case-live')

    // Turned off, typing sends nothing; the choice is remembered on the next page.
    await page.locator('[data-pg-livemode]').uncheck()
    await input.pressSequentially(' more', { delay: 20 })
    await page.waitForTimeout(700)
    expect(calls.count() - afterSelect).toBe(2)
    await page.goto(`${site.base}/en/docs/text/slugify`)
    await expect(page.locator('[data-pg-livemode]').isChecked()).resolves.toBe(false)
    await page.locator('[data-pg-livemode]').check()
  }, 60_000)

  it('moves to another operation from the sidebar, by link and by its filter', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/en/docs/calc/loan`)
    const nav = page.locator('nav.op-nav')
    await expect(nav.locator('a[aria-current="page"]').innerText()).resolves.toBe('loan')
    await nav.locator('summary', { hasText: 'Text' }).click()
    await nav.getByRole('link', { name: 'slugify', exact: true }).click()
    await page.waitForURL(`${site.base}/en/docs/text/slugify`, WAIT)
    await expect(page.locator('h1').innerText()).resolves.toBe('text/slugify')

    const filter = page.locator('#op-nav-filter')
    await filter.fill('roman')
    await expect(nav.locator('li:visible').count()).resolves.toBeGreaterThanOrEqual(1)
    for (const name of await nav.locator('li:visible').allInnerTexts()) expect(name).toContain('roman')
    await filter.press('Enter')
    await page.waitForURL(/\/en\/docs\/number\/roman$/, WAIT)
    await filter.fill('no such tool at all')
    await expect(nav.locator('li:visible').count()).resolves.toBe(0)
    await expect.poll(() => page.locator('#op-nav-status').textContent(), WAIT).toBe('No operation matches.')
  }, 60_000)

  it('puts the form first and the result under it on a phone, with the sidebar after them', async () => {
    const page = await site.newPage()
    await page.setViewportSize(PHONE)
    await page.goto(`${site.base}/en/docs/text/slugify`)
    await page.locator('.pg-view').first().waitFor(WAIT)
    const header = await boxOf(page, 'header.site-header')
    const form = await boxOf(page, '.pg-form')
    const result = await boxOf(page, '.pg-result')
    const nav = await boxOf(page, 'nav.op-nav')
    expect(header.bottom).toBeLessThan(140)
    expect(form.top).toBeLessThan(PHONE.height)
    expect(result.top).toBeGreaterThanOrEqual(form.bottom)
    expect(nav.top).toBeGreaterThan(result.bottom)
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => {
      const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number } }; innerWidth: number }
      return g.document.documentElement.scrollWidth <= g.innerWidth
    })).toBe(true)
    await screenshot(page, 'tool-text-slugify-390')
  }, 60_000)
})
