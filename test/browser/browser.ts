import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

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
