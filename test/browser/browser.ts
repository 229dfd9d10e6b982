import { existsSync } from 'node:fs'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { makeApp, type Overrides } from '../helpers.ts'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** The desktop window every watched context opens with, and the phone width the layouts must fit. */
export const WIDE = { width: 1280, height: 800 }
export const NARROW = { width: 360, height: 740 }

/** Whether browser tests can run; under CI they must. */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true
  if (process.env.CI === 'true') throw new Error(`CI=true but no Chromium at ${CHROMIUM}; .ci/run installs the chromium package`)
  console.warn(`skipping browser tests: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`)
  return false
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}

/** What a browser suite gives its tests; the fields are set once its beforeAll has run. */
export interface BrowserSuite {
  app: FastifyInstance
  browser: Browser
  /** The listening app's origin, e.g. http://127.0.0.1:41234. */
  base: string
  /** Requests that tried to leave the app, page errors and console errors seen in the current test. */
  problems: string[]
  /** A fresh browser context (own cookies and storage, clipboard allowed) whose pages are watched. */
  newContext(): Promise<BrowserContext>
  /** A page in a fresh watched context. */
  newPage(): Promise<Page>
}

export interface BrowserSuiteOptions {
  /** A console error the pages log on purpose, such as a documented error status that Chromium reports as a failed resource. */
  expectedConsoleError?: (text: string, url: string) => boolean
}

/**
 * Registers, in the calling describe block, the hooks of a browser suite: the whole app listening
 * on a free local port and one Chromium for all the tests; after each test the contexts it opened
 * are closed and the problems its pages met fail it.
 */
export function browserSuite(overrides: Overrides | (() => Overrides) = {}, options: BrowserSuiteOptions = {}): BrowserSuite {
  const contexts: BrowserContext[] = []
  const suite = {
    problems: [] as string[],
    async newContext(): Promise<BrowserContext> {
      const context = await suite.browser.newContext({ viewport: WIDE, acceptDownloads: true })
      contexts.push(context)
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: suite.base })
      // Offline proof: anything not served by this app is refused and reported.
      await context.route('**/*', (route) => {
        const url = route.request().url()
        if (url.startsWith(`${suite.base}/`) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue()
        suite.problems.push(`request left the app: ${url}`)
        return route.abort()
      })
      context.on('page', (page) => {
        page.on('pageerror', (error) => suite.problems.push(`page error on ${page.url()}: ${error.message}`))
        page.on('console', (message) => {
          if (message.type() !== 'error') return
          const { url } = message.location()
          if (options.expectedConsoleError?.(message.text(), url)) return
          suite.problems.push(`console error on ${page.url()}: ${message.text()} (${url})`)
        })
      })
      return context
    },
    async newPage(): Promise<Page> {
      return (await suite.newContext()).newPage()
    },
  } as BrowserSuite

  beforeAll(async () => {
    // A function is read now, after the calling block's own earlier hooks (a local server they start).
    suite.app = await makeApp(typeof overrides === 'function' ? overrides() : overrides)
    await suite.app.listen({ port: 0, host: '127.0.0.1' })
    const address = suite.app.server.address()
    suite.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    suite.browser = await launchBrowser()
  }, 60_000)
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
    // Checked after the test so the test's own failure, if any, is the one reported; emptied
    // before the check so that a failing check does not carry these problems into the next test.
    expect(suite.problems.splice(0)).toEqual([])
  })
  afterAll(async () => {
    await suite.browser?.close()
    await suite.app?.close()
  })
  return suite
}
