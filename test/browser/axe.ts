/** axe-core's accessibility rules and the drawn theme, read from a page in a real browser. */
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

/** Where browser tests leave their screenshots (kept by CI as artifacts). */
export const SHOTS = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url))

/** A full-page screenshot named name.png in the artifacts folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true })
}

/** axe-core, injected into the page under test (page.evaluate is not subject to the page's CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeResults { violations: { id: string; impact: string; help: string; nodes: { target: unknown[] }[] }[] }
type AxeGlobals = { axe: { run(context: unknown, options: unknown): Promise<AxeResults> }; document: unknown }
type StyleGlobals = { document: { body: unknown }; getComputedStyle(element: unknown): { backgroundColor: string } }

/** The rules axe-core finds broken on the page as it is now, one line each (empty when none). */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE)
  const results = await page.evaluate(() => {
    const g = globalThis as unknown as AxeGlobals
    return g.axe.run(g.document, { resultTypes: ['violations'] })
  })
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.slice(0, 5).map((n) => JSON.stringify(n.target)).join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`)
}

/** The page's theme as drawn: the body's background is dark or light. */
export async function drawnTheme(page: Page): Promise<'dark' | 'light'> {
  const background = await page.evaluate(() => {
    const g = globalThis as unknown as StyleGlobals
    return g.getComputedStyle(g.document.body).backgroundColor
  })
  const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number)
  return (r! + g! + b!) / 3 < 128 ? 'dark' : 'light'
}
