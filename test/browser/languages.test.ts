/**
 * German, French, Brazilian Portuguese and Simplified Chinese in a real browser: the home page and
 * an operation page in each, marked with the language's tag, in its words, passing axe-core's
 * rules at phone and desktop width; the language switch leads to the same page in another
 * language; a browser set to German is sent from / to /de/; and the calculator's form runs and
 * draws its answer in Chinese.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { LANGUAGE_TAGS, type Translation } from '../../src/i18n/index.ts'
import { operations } from '../../src/operations/index.ts'
import { operationText } from '../../src/web/operation-text.ts'
import { siteText } from '../../src/web/site-text.ts'
import { axeViolations, screenshot } from './axe.ts'
import { browserAvailable, browserSuite, NARROW, WIDE } from './browser.ts'

const available = browserAvailable()
const WAIT = { timeout: 15_000 }
const NEW_LANGUAGES = ['de', 'fr', 'pt-br', 'zh-cn'] as const satisfies readonly Translation[]

const bmi = operations.find((op) => op.category === 'calc' && op.name === 'bmi')!

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang')

describe.skipIf(!available)('the site in German, French, Portuguese and Chinese', () => {
  const site = browserSuite({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1000', BURST_PER_SECOND: '0' })

  it.each(NEW_LANGUAGES)('%s: the home page and an operation page, in the language\'s words, pass axe-core at 360 and 1280 pixels', async (lang) => {
    const page = await site.newPage()
    const found: Record<string, string[]> = {}
    for (const viewport of [NARROW, WIDE]) {
      await page.setViewportSize(viewport)
      for (const path of ['/', '/docs/calc/bmi']) {
        await page.goto(`${site.base}/${lang}${path}`)
        expect(await htmlLang(page)).toBe(LANGUAGE_TAGS[lang])
        const violations = await axeViolations(page)
        if (violations.length > 0) found[`${path} at ${viewport.width}px`] = violations
        await screenshot(page, `40-${lang}-${viewport.width}${path.replace(/\//g, '-')}`)
      }
    }
    expect(found).toEqual({})
    await expect(page.locator('.op-header .lead').innerText()).resolves.toBe(operationText(bmi, lang).summary)
    await expect(page.locator('table.params').innerText()).resolves.toContain(operationText(bmi, lang).params.weight)
    await page.goto(`${site.base}/${lang}/`)
    await expect(page.locator('h1').first().innerText()).resolves.not.toBe(await (async () => {
      const english = await site.newPage()
      await english.goto(`${site.base}/en/`)
      return english.locator('h1').first().innerText()
    })())
    await expect(page.locator('nav.languages summary').innerText()).resolves.toBe({ de: 'Deutsch', fr: 'Français', 'pt-br': 'Português (Brasil)', 'zh-cn': '简体中文' }[lang])
  }, 120_000)

  it('switches language from the header, to the same page', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/de/docs/calc/bmi`)
    const menu = page.locator('nav.languages summary')
    await expect(page.locator('nav.languages a[hreflang="fr"]').isVisible()).resolves.toBe(false)
    await menu.click()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('nav.languages a[hreflang="fr"]').isVisible(), WAIT).toBe(false)
    await menu.click()
    await page.locator('nav.languages a[hreflang="fr"]').click()
    await page.waitForURL(`${site.base}/fr/docs/calc/bmi`, WAIT)
    expect(await htmlLang(page)).toBe('fr')
    await menu.click()
    await page.locator('nav.languages a[hreflang="zh-CN"]').click()
    await page.waitForURL(`${site.base}/zh-cn/docs/calc/bmi`, WAIT)
    expect(await htmlLang(page)).toBe('zh-CN')
    await expect(page.locator('.op-header .lead').innerText()).resolves.toBe(operationText(bmi, 'zh-cn').summary)
    await menu.click()
    await page.locator('nav.languages a[hreflang="pt-BR"]').click()
    await page.waitForURL(`${site.base}/pt-br/docs/calc/bmi`, WAIT)
    expect(await htmlLang(page)).toBe('pt-BR')
  })

  it('sends a browser set to German from / to /de/, and one set to Brazilian Portuguese to /pt-br/', async () => {
    for (const [locale, lang] of [['de-DE', 'de'], ['pt-BR', 'pt-br'], ['zh-CN', 'zh-cn']] as const) {
      const context = await site.browser.newContext({ locale })
      const page = await context.newPage()
      await page.goto(`${site.base}/`)
      expect(page.url()).toBe(`${site.base}/${lang}/`)
      expect(await htmlLang(page)).toBe(LANGUAGE_TAGS[lang])
      await context.close()
    }
  })

  it('runs the calculator on the Chinese page and draws its answer with Chinese labels', async () => {
    const page = await site.newPage()
    await page.goto(`${site.base}/zh-cn/docs/calc/bmi`)
    await page.locator('[data-pg-run]').click()
    const view = page.locator('.pg-view')
    await view.waitFor({ state: 'visible', ...WAIT })
    await expect(view.innerText()).resolves.toContain('22.9')
    await expect(page.locator('[data-pg-run]').innerText()).resolves.toMatch(/\p{Script=Han}/u)
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, '41-zh-cn-bmi-run')
    expect(siteText('zh-cn').siteName).toBe('devutils')
  })
})
