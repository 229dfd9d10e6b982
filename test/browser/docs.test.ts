import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Browser } from 'playwright-core'
import { operations } from '../../src/operations/index.ts'
import { makeApp } from '../helpers.ts'
import { browserAvailable, launchBrowser } from './browser.ts'

const available = browserAvailable()

describe.skipIf(!available)('API reference page in a real browser', () => {
  let app: FastifyInstance
  let browser: Browser
  let base: string

  beforeAll(async () => {
    app = await makeApp()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    browser = await launchBrowser()
  }, 60_000)
  afterAll(async () => {
    await browser?.close()
    await app?.close()
  })

  it('renders every operation from local assets only, with no other network access', async () => {
    const page = await browser.newPage()
    const foreign: string[] = []
    // Offline proof: any request leaving this service fails the test.
    await page.route('**/*', (route) => {
      const url = route.request().url()
      if (url.startsWith(base) || url.startsWith('data:')) return route.continue()
      foreign.push(url)
      return route.abort()
    })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`${base}/docs`)
    await page.waitForSelector('.opblock', { timeout: 20_000 })
    for (const op of operations) {
      await expect(page.locator(`.opblock-summary-path[data-path="${op.path}"]`).count(), op.path).resolves.toBe(1)
    }
    expect(await page.locator('.info .title').innerText()).toContain('devutils')
    expect(foreign).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  }, 60_000)
})
