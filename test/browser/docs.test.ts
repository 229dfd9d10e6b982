import { describe, expect, it } from 'vitest'
import { operations } from '../../src/operations/index.ts'
import { browserAvailable, browserSuite } from './browser.ts'

const available = browserAvailable()

describe.skipIf(!available)('API reference page in a real browser', () => {
  const site = browserSuite()

  it('loads the whole description from local assets only, with no other network access', async () => {
    const page = await site.browser.newPage()
    const foreign: string[] = []
    // Offline proof: any request leaving this service fails the test.
    await page.route('**/*', (route) => {
      const url = route.request().url()
      if (url.startsWith(site.base) || url.startsWith('data:')) return route.continue()
      foreign.push(url)
      return route.abort()
    })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    // The page runs under the site's Content-Security-Policy: anything it blocks is reported here.
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()) })
    await page.goto(`${site.base}/docs`)
    await page.waitForSelector('.opblock', { timeout: 20_000 })
    expect(await page.locator('.info .title').innerText()).toContain('devutils')
    // The UI renders long lists lazily, so ask it what it parsed rather than counting elements.
    const parsed = await page.evaluate(() => (globalThis as unknown as { ui: { specSelectors: { operations(): { toJS(): { operation: { operationId: string } }[] } } } })
      .ui.specSelectors.operations().toJS().map((o) => o.operation.operationId))
    for (const op of operations) expect(parsed, op.operationId).toContain(op.operationId)
    expect(foreign).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)

  it('shows any operation when linked to directly', async () => {
    for (const op of [operations[0]!, operations[Math.floor(operations.length / 2)]!, operations.at(-1)!]) {
      // A fresh page each time: a fragment change alone is not a new load for the UI.
      const page = await site.browser.newPage()
      await page.goto(`${site.base}/docs#/${op.category}/${op.operationId}`)
      const block = page.locator(`#operations-${op.category}-${op.operationId}`)
      await block.waitFor({ state: 'attached', timeout: 20_000 })
      await expect(block.getAttribute('class')).resolves.toContain('is-open')
      await expect(block.locator('.opblock-summary-path').getAttribute('data-path')).resolves.toBe(op.path)
      await page.close()
    }
  }, 60_000)
})
