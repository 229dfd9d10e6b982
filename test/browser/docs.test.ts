import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Operation } from '../../src/core/operation.ts'
import { operations } from '../../src/operations/index.ts'
import { axeViolations, drawnTheme, screenshot } from './axe.ts'
import { browserAvailable, browserSuite, WIDE } from './browser.ts'

const available = browserAvailable()

/** What the tests use of the page's globals (they are compiled without the DOM library). */
interface PageGlobals {
  location: { hash: string }
  localStorage: { setItem(key: string, value: string): void }
  requestAnimationFrame(callback: () => void): number
}

/** The phone the reference must fit, as well as the desktop window. */
const PHONE = { width: 390, height: 844 }

/** An operation of the OpenAPI document, of the registry or not. */
interface Described { tag: string; operationId: string; method: string; path: string }

const described = (op: Operation): Described => ({ tag: op.category, operationId: op.operationId, method: op.method, path: op.path })
const byId = (operationId: string): Described => described(operations.find((op) => op.operationId === operationId)!)
const JOB_LIST: Described = { tag: 'jobs', operationId: 'jobList', method: 'GET', path: '/api/v1/jobs' }
const LOGOUT: Described = { tag: 'account', operationId: 'accountLogout', method: 'POST', path: '/api/v1/account/logout' }

/** The link operation pages write: /docs#/<category>/<operationId>. */
const legacyFragment = (op: Described): string => `#/${op.tag}/${op.operationId}`

/** Scalar's own fragment for an operation: its tag, then its method and path. */
const scalarFragment = (op: Described): string => `#tag/${op.tag}/${op.method}${op.path}`

describe.skipIf(!available)('API reference page in a real browser', () => {
  const site = browserSuite()

  /** The section of an operation; drawn once the reader (or a link) reaches it. */
  const section = (page: Page, op: Described) => page.locator(`section[id$="${scalarFragment(op).slice(1)}"]`)

  /** Until the page has drawn what the last changes asked for (two frames). */
  function settled(page: Page): Promise<void> {
    return page.evaluate(() => new Promise<void>((resolve) => {
      const g = globalThis as unknown as PageGlobals
      g.requestAnimationFrame(() => g.requestAnimationFrame(() => resolve()))
    }))
  }

  /** Until the operation is drawn at the top of the page, under Scalar's own fragment. */
  async function shown(page: Page, op: Described): Promise<void> {
    await section(page, op).waitFor({ timeout: 30_000 })
    await page.waitForFunction((fragment) => (globalThis as unknown as PageGlobals).location.hash === fragment, scalarFragment(op))
    await settled(page)
    await expect(section(page, op).evaluate((node) => Math.abs(node.getBoundingClientRect().top))).resolves.toBeLessThan(100)
  }

  /** Follows an old-style link from the page itself. */
  async function follow(page: Page, op: Described): Promise<void> {
    await page.evaluate((fragment) => { (globalThis as unknown as PageGlobals).location.hash = fragment }, legacyFragment(op))
    await shown(page, op)
  }

  it('opens an operation linked to directly, offline, in the site\'s theme; lists every operation; calls this server; a padlock only where a key is needed', async () => {
    // The suite refuses and reports any request leaving the app, and any page or console error.
    const context = await site.newContext()
    await context.addInitScript(() => {
      // A dark choice stored by the site's theme toggle wins over the light system setting
      // (the first, blank document of a page has no storage).
      try { (globalThis as unknown as PageGlobals).localStorage.setItem('devutils-theme', 'dark') } catch { /* about:blank */ }
    })
    const page = await context.newPage()
    await page.emulateMedia({ colorScheme: 'light' })
    const linked = described(operations[Math.floor(operations.length / 2)]!)
    await page.goto(`${site.base}/docs${legacyFragment(linked)}`)
    await shown(page, linked)
    await expect(page.getByRole('heading', { level: 1, name: 'devutils' }).count()).resolves.toBe(1)
    await expect(drawnTheme(page)).resolves.toBe('dark')

    // The sidebar lists the operations of a tag once the tag is opened: open them all.
    await page.locator('aside button[aria-expanded="false"]').evaluateAll((buttons) => buttons.forEach((b) => (b as unknown as { click(): void }).click()))
    await settled(page)
    const listed = new Set(await page.locator('aside a[href^="#tag/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(operations.filter((op) => !listed.has(scalarFragment(described(op)))).map((op) => op.operationId)).toEqual([])

    const badge = (op: Described) => section(page, op).locator('.security-requirement-badge').first()
    const keyOptional = byId('textSlugify')
    await follow(page, keyOptional)
    await expect(badge(keyOptional).innerText()).resolves.toBe('Auth Optional')
    await expect(badge(keyOptional).locator('svg').isVisible()).resolves.toBe(false)

    // "Test Request" opens a client that calls this server.
    await section(page, keyOptional).getByRole('button', { name: 'Test Request' }).first().click()
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url() === `${site.base}${keyOptional.path}`),
      page.getByRole('button', { name: /^Send/ }).first().click(),
    ])
    expect(answer.status()).toBe(200)
    // The client has read the whole answer once it shows the answer's status line; closing it
    // earlier would cancel a request still in flight, which Scalar reports as a console error.
    await page.getByText('Response Information, Duration:').first().waitFor({ state: 'attached' })
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: /^Send/ }).first().waitFor({ state: 'hidden' })

    await follow(page, JOB_LIST)
    await expect(badge(JOB_LIST).innerText()).resolves.toBe('Auth Required')
    await expect(badge(JOB_LIST).locator('svg').isVisible()).resolves.toBe(true)

    // The account pages' routes take the session cookie, which the badge's details name.
    await follow(page, LOGOUT)
    await badge(LOGOUT).click()
    await expect(page.getByRole('dialog').innerText()).resolves.toMatch(/Session[\s\S]*devutils_session/)
  }, 60_000)

  it('has no accessibility violations in either theme, wide and narrow, collapsed and with an operation open', async () => {
    const page = await site.newPage()
    const found: Record<string, string[]> = {}
    /** axe's findings in each theme as the page is now (the page follows the system setting as it changes). */
    async function audit(state: string, width: number, options: { screenshots?: boolean } = {}): Promise<void> {
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme })
        await settled(page)
        expect(await drawnTheme(page), theme).toBe(theme)
        found[`${theme}, ${width} px, ${state}`] = await axeViolations(page)
        if (options.screenshots) await screenshot(page, `docs-${theme}-${width}`)
      }
    }

    await page.goto(`${site.base}/docs`)
    await page.getByRole('heading', { level: 1, name: 'devutils' }).waitFor({ timeout: 30_000 })
    await section(page, described(operations[0]!)).waitFor({ timeout: 30_000 })
    await audit('collapsed', WIDE.width)
    await page.setViewportSize(PHONE)
    await audit('collapsed', PHONE.width)

    // An operation open, with the details of one of its responses shown.
    const op = byId('textSlugify')
    await follow(page, op)
    await section(page, op).getByRole('button', { name: /^200\b/ }).first().click()
    await audit('operation open', PHONE.width, { screenshots: true })
    await page.setViewportSize(WIDE)
    await audit('operation open', WIDE.width, { screenshots: true })
    expect(Object.values(found)).toHaveLength(8)
    expect(Object.fromEntries(Object.entries(found).filter(([, violations]) => violations.length > 0))).toEqual({})
  // Eight axe runs over every operation's reference take some 40 s on a quiet 2-core machine.
  }, 150_000)
})
