/**
 * The result view (src/web/assets/result-view.js) in a real browser: real answers of the API,
 * fetched by the page, drawn for people on an operation page; each drawing checked for what it
 * must show, for axe-core in both themes at 1280 and 390 pixels, and for not widening the page.
 * Odd values (null, huge arrays, deep nesting, a 2 MB string) must neither throw nor draw
 * without bound.
 */
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { operations } from '../../src/operations/index.ts'
import { appTextGroup } from '../../src/web/app-text.ts'
import { resultFields } from '../../src/web/result-fields.ts'
import { axeViolations, drawnTheme, screenshot } from './axe.ts'
import { browserAvailable, browserSuite, WIDE } from './browser.ts'

const available = browserAvailable()

/** A phone (iPhone 12 to 15): the result view must fit it without sideways scrolling of the page. */
const PHONE = { width: 390, height: 844 }

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

interface Drawn { drew: boolean; ms: number; elements: number; textLength: number }

/** What the tests call inside the page (set up by HARNESS). */
interface Harness {
  __rv: {
    call(method: string, path: string, params: Record<string, unknown>): Promise<Json>
    draw(result: unknown, options: Record<string, unknown>): Drawn
    drawOdd(name: string, words?: Record<string, string>): Drawn
    said: string[]
  }
}

/**
 * The page side: calls the API as the playground does (GET with a query string, else POST with
 * JSON) and draws a result in a fresh container at the top of the page's main element. Plain
 * JavaScript evaluated in the page, like the scripts under test.
 */
const HARNESS = `(() => {
  const box = () => {
    const old = document.getElementById('rv-case')
    if (old) old.remove()
    const section = document.createElement('section')
    section.id = 'rv-case'
    section.setAttribute('aria-label', 'Result view under test')
    const container = document.createElement('div')
    section.appendChild(container)
    document.getElementById('main').prepend(section)
    return container
  }
  const measure = (container, drew, started) => ({
    drew, ms: performance.now() - started,
    elements: container.querySelectorAll('*').length,
    textLength: container.textContent.length,
  })
  const odd = {
    null: () => null,
    numbers: () => Array.from({ length: 10000 }, (_, i) => i),
    records: () => Array.from({ length: 10000 }, (_, i) => ({ i, square: i * i, even: i % 2 === 0 })),
    deep: () => { let v = { leaf: true }; for (let i = 0; i < 10000; i++) v = { next: v }; return v },
    wide: () => Object.fromEntries(Array.from({ length: 50000 }, (_, i) => ['k' + i, i])),
    huge: () => ({ output: 'x'.repeat(1024 * 1024 + 5) + '\\n' + 'y'.repeat(1024 * 1024) }),
    mixed: () => [1, 'two', null, { three: [3] }, [4, [5, [6]]], true],
  }
  const rv = {
    said: [],
    async call(method, path, params) {
      let url = path
      const init = { method, headers: {} }
      if (method === 'GET') url += '?' + new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))
      else { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(params) }
      const body = await (await fetch(url, init)).json()
      if (!body.ok) throw new Error(path + ': ' + JSON.stringify(body))
      return body.result
    },
    draw(result, options) {
      const container = box()
      rv.said = []
      const words = options.words
      const started = performance.now()
      const drew = window.devutils.renderResult(container, result, {
        fields: options.fields, lang: 'en', operation: options.operation,
        text: (key, vars) => window.devutils.fill(words[key] === undefined ? key : words[key], vars || {}),
        say: (message) => rv.said.push(message),
      })
      return measure(container, drew, started)
    },
    drawOdd(name, words) {
      const container = box()
      const value = odd[name]()
      const started = performance.now()
      // Without words, no options at all: the view must cope with a caller that passes none.
      const drew = window.devutils.renderResult(container, value, words ? {
        lang: 'en', text: (key, vars) => window.devutils.fill(words[key] === undefined ? key : words[key], vars || {}),
      } : undefined)
      return measure(container, drew, started)
    },
  }
  window.__rv = rv
})()`

const opAt = (id: string) => {
  const op = operations.find((o) => `${o.category}/${o.name}` === id)
  if (!op) throw new Error(`no operation ${id}`)
  return op
}

const WORDS = appTextGroup('en', 'rv.')

describe.skipIf(!available)('results drawn for people', () => {
  const site = browserSuite()

  async function openPage(): Promise<Page> {
    const page = await site.newPage()
    await page.goto(`${site.base}/en/docs/text/slugify`)
    await page.evaluate(HARNESS)
    return page
  }

  /** Calls an operation from the page and draws its answer's result; returns the result. */
  async function drawReal(page: Page, id: string, params: Record<string, unknown>): Promise<Json> {
    const op = opAt(id)
    const result = await page.evaluate(({ method, path, params }) => (globalThis as unknown as Harness).__rv.call(method, path, params), { method: op.method, path: op.path, params })
    await drawResult(page, id, result)
    return result
  }

  async function drawResult(page: Page, id: string, result: unknown): Promise<Drawn> {
    const fields = resultFields(opAt(id), 'en').map((f) => ({ name: f.name, type: f.type }))
    const drawn = await page.evaluate(({ result, options }) => (globalThis as unknown as Harness).__rv.draw(result, options), { result, options: { fields, operation: id, words: WORDS } })
    expect(drawn.drew).toBe(true)
    return drawn
  }

  /** axe-core in both themes at both widths, the page never wider than the window, one screenshot. */
  async function checkEverywhere(page: Page, name: string): Promise<void> {
    const found: Record<string, string[]> = {}
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((t) => (globalThis as unknown as { document: { documentElement: { setAttribute(n: string, v: string): void } } }).document.documentElement.setAttribute('data-theme', t), theme)
      for (const viewport of [WIDE, PHONE]) {
        await page.setViewportSize(viewport)
        expect(await drawnTheme(page)).toBe(theme)
        const violations = await axeViolations(page)
        if (violations.length > 0) found[`${theme} at ${viewport.width}px`] = violations
        const widths = await page.evaluate(() => {
          const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement
          return { scroll: root.scrollWidth, client: root.clientWidth }
        })
        expect(widths.scroll, `${name}: page wider than the ${viewport.width}px window`).toBeLessThanOrEqual(widths.client)
      }
    }
    await screenshot(page, `result-view-${name}`)
    expect(found).toEqual({})
  }

  it('draws a QR code at the size asked for, with a download named as the API names it', async () => {
    const page = await openPage()
    const result = await drawReal(page, 'generate/qr', { text: 'https://example.com', size: 240 }) as Record<string, Json>
    const img = page.locator('#rv-case img.rv-img')
    await expect(img.count()).resolves.toBe(1)
    await expect(img.getAttribute('src')).resolves.toBe(result.data_uri)
    await page.waitForFunction(() => {
      const image = (globalThis as unknown as { document: { querySelector(s: string): { complete: boolean; naturalWidth: number } } }).document.querySelector('#rv-case img')
      return image.complete && image.naturalWidth > 0
    })
    const natural = await img.evaluate((node) => {
      const image = node as unknown as { naturalWidth: number; naturalHeight: number; clientWidth: number }
      return { width: image.naturalWidth, height: image.naturalHeight, drawn: image.clientWidth }
    })
    expect(natural).toEqual({ width: 240, height: 240, drawn: 240 })
    const alt = await img.getAttribute('alt')
    expect(alt).toContain('QR code')
    expect(alt).toContain('https://example.com')
    expect(alt).toContain('240 × 240')
    const download = page.locator('#rv-case a.rv-download')
    await expect(download.getAttribute('download')).resolves.toBe('qr.png')
    await expect(download.innerText()).resolves.toBe('Download qr.png')
    // The signed link is a link, and every value has its copy button.
    await expect(page.locator('#rv-case a.rv-link').getAttribute('href')).resolves.toBe(result.url)
    for (const key of Object.keys(result)) {
      await expect(page.getByRole('button', { name: `Copy ${key}`, exact: true }).count(), key).resolves.toBe(1)
    }
    await page.getByRole('button', { name: 'Copy version', exact: true }).click()
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe(String(result.version))
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as Harness).__rv.said)).toEqual(['Copied version to the clipboard.'])
    await checkEverywhere(page, 'qr')
  }, 60_000)

  it('shows colours as swatches painted with their values', async () => {
    const page = await openPage()
    await drawReal(page, 'dev/color-palette', { value: '#336699', steps: 2 })
    const swatches = await page.locator('#rv-case .rv-colour').evaluateAll((nodes) => nodes.map((node) => {
      const g = globalThis as unknown as { document: { createElement(t: string): { style: { color: string } } ; body: { appendChild(n: unknown): void; removeChild(n: unknown): void } }; getComputedStyle(n: unknown): { backgroundColor: string; color: string } }
      const wrap = node as unknown as { querySelector(s: string): { textContent: string } }
      const value = wrap.querySelector('code').textContent
      // The colour the browser makes of the value, read the same way as the swatch's.
      const probe = g.document.createElement('span')
      probe.style.color = value
      g.document.body.appendChild(probe)
      const expected = g.getComputedStyle(probe).color
      g.document.body.removeChild(probe)
      return { value, painted: g.getComputedStyle(wrap.querySelector('.rv-swatch')).backgroundColor, expected }
    }))
    // base, two lighter and two darker: each with hex, css.rgb and css.hsl.
    expect(swatches).toHaveLength(15)
    expect(swatches.map((s) => s.value)).toContain('#336699')
    expect(swatches.map((s) => s.value)).toContain('rgb(51, 102, 153)')
    for (const swatch of swatches) expect(swatch.painted, swatch.value).toBe(swatch.expected)
    // The numeric channels are plain numbers on one line, copied together.
    await expect(page.locator('#rv-case [data-path="base.rgb"] + dd .rv-channels').innerText()).resolves.toMatch(/r\s*51\s*g\s*102\s*b\s*153/)
    await page.getByRole('button', { name: 'Copy base.rgb', exact: true }).click()
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe('{"r":51,"g":102,"b":153}')
    await checkEverywhere(page, 'color-palette')
  }, 60_000)

  it('draws an array of records as a table with a row per record, in a box that scrolls', async () => {
    const page = await openPage()
    const result = await drawReal(page, 'calc/loan', { principal: 250000, annual_rate: 6.5, months: 360 }) as { schedule_by_year: Array<Record<string, number>> }
    expect(result.schedule_by_year).toHaveLength(30)
    const box = page.getByRole('group', { name: 'Table of schedule_by_year' })
    await expect(box.getAttribute('tabindex')).resolves.toBe('0')
    await expect(box.locator('tbody tr').count()).resolves.toBe(30)
    await expect(box.locator('thead th').allInnerTexts()).resolves.toEqual(Object.keys(result.schedule_by_year[0]!))
    // Numbers exactly as sent.
    const first = result.schedule_by_year[0]!
    await expect(box.locator('tbody tr').first().locator('td').allInnerTexts()).resolves.toEqual(Object.values(first).map(String))
    await expect(page.getByRole('button', { name: 'Copy schedule_by_year', exact: true }).count()).resolves.toBe(1)
    // The formula is a long text in its own scrollable box.
    await expect(page.getByRole('group', { name: 'Text of formula' }).getAttribute('tabindex')).resolves.toBe('0')
    await checkEverywhere(page, 'loan')
  }, 60_000)

  it('marks added and removed lines of a diff by sign and colour', async () => {
    const page = await openPage()
    // No operation answers a text diff yet: these are the shapes such answers take (a unified
    // diff text, hunks of line records, and jsdiff's change list).
    await drawResult(page, 'text/slugify', {
      unified: '--- a.txt\n+++ b.txt\n@@ -1,3 +1,3 @@\n keep\n-old line\n+new line\n same\n',
      hunks: [{ old_start: 1, old_lines: 2, new_start: 1, new_lines: 3, lines: [
        { type: 'context', text: 'alpha' }, { type: 'removed', text: 'beta' }, { type: 'added', text: 'BETA' }, { type: 'added', text: 'gamma' },
      ] }],
      changes: [{ value: 'one\n', count: 1 }, { value: 'two\n', removed: true, count: 1 }, { value: 'deux\n', added: true, count: 1 }],
    })
    const diffs = page.locator('#rv-case .rv-diff')
    await expect(diffs.count()).resolves.toBe(3)
    await expect(page.locator('#rv-case ins.rv-add').allInnerTexts()).resolves.toEqual(['+new line', '+BETA', '+gamma', '+deux'])
    await expect(page.locator('#rv-case del.rv-del').allInnerTexts()).resolves.toEqual(['-old line', '-beta', '-two'])
    await expect(page.locator('#rv-case .rv-hunk').first().innerText()).resolves.toBe('--- a.txt')
    await expect(page.locator('#rv-case .rv-diffsum').allInnerTexts()).resolves.toEqual([
      'Lines added (+): 1; removed (-): 1', 'Lines added (+): 2; removed (-): 1', 'Lines added (+): 1; removed (-): 1',
    ])
    const colours = await page.locator('#rv-case .rv-line').evaluateAll((nodes) => nodes.map((node) =>
      (globalThis as unknown as { getComputedStyle(n: unknown): { backgroundColor: string } }).getComputedStyle(node).backgroundColor))
    expect(new Set(colours).size).toBeGreaterThanOrEqual(3)
    await checkEverywhere(page, 'diff')
  }, 60_000)

  it('puts a long text in a scrollable box that holds all of it', async () => {
    const page = await openPage()
    const json = JSON.stringify({ items: Array.from({ length: 60 }, (_, i) => ({ i, name: `item ${i}` })), long: 'word '.repeat(80) })
    const result = await drawReal(page, 'dev/json-format', { json }) as { output: string }
    const box = page.getByRole('group', { name: 'Text of output' })
    await expect(box.getAttribute('tabindex')).resolves.toBe('0')
    await expect(box.locator('pre').evaluate((pre) => (pre as unknown as { textContent: string }).textContent)).resolves.toBe(result.output)
    const size = await box.evaluate((node) => {
      const b = node as unknown as { scrollHeight: number; clientHeight: number }
      return { scroll: b.scrollHeight, client: b.clientHeight }
    })
    expect(size.scroll).toBeGreaterThan(size.client)
    await page.getByRole('button', { name: 'Copy output', exact: true }).click()
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe(result.output)
    await checkEverywhere(page, 'long-text')
    // Records holding long texts (the pages of a document) get a box each, not cells cut short.
    const pageText = 'A line of the page that goes on and on. '.repeat(12)
    await drawResult(page, 'file/pdf-to-text', { pages: [{ page: 1, text: pageText }, { page: 2, text: pageText }] })
    await expect(page.locator('#rv-case table').count()).resolves.toBe(0)
    await expect(page.getByRole('group', { name: 'Text of pages[1].text' }).innerText()).resolves.toBe(pageText)
  }, 60_000)

  it('draws nested objects as definition lists, booleans as words and null as null', async () => {
    const page = await openPage()
    const result = await drawReal(page, 'dev/jwt-decode', opAt('dev/jwt-decode').examples[0]!.params as Record<string, unknown>) as Record<string, Json>
    expect(result.payload).toEqual({ iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true })
    await expect(page.locator('#rv-case dl dl').count()).resolves.toBe(2)
    await expect(page.locator('#rv-case [data-path="payload.iss"] + dd').innerText()).resolves.toContain('joe')
    await expect(page.locator('#rv-case [data-path="payload.exp"] + dd .rv-num').innerText()).resolves.toBe('1300819380')
    await expect(page.locator('#rv-case [data-path="signature_present"] + dd .rv-bool').innerText()).resolves.toBe('yes')
    await expect(page.locator('#rv-case [data-path="signature_verified"] + dd .rv-bool').innerText()).resolves.toBe('no')
    await expect(page.locator('#rv-case [data-path="issued_at"] + dd .rv-null').innerText()).resolves.toBe('null')
    // A boolean is shown as a word but copied as its JSON value.
    await page.getByRole('button', { name: 'Copy signature_present', exact: true }).click()
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }).navigator.clipboard.readText())).toBe('true')
    await checkEverywhere(page, 'nested')
  }, 60_000)

  it('draws odd values without throwing and within bounds', async () => {
    const page = await openPage()
    const sizes: Record<string, Drawn> = {}
    for (const name of ['null', 'numbers', 'records', 'deep', 'wide', 'huge', 'mixed']) {
      const drawn = await page.evaluate((n) => (globalThis as unknown as Harness).__rv.drawOdd(n), name)
      sizes[name] = drawn
      expect(drawn.drew, name).toBe(true)
      expect(drawn.ms, name).toBeLessThan(5000)
      expect(drawn.elements, name).toBeLessThan(30_000)
      // A text box holds at most about 1 MB, whatever the text.
      expect(drawn.textLength, name).toBeLessThan(1.2 * 1024 * 1024)
    }
    expect(sizes.numbers!.elements).toBeLessThan(3000)
    await page.evaluate(({ n, words }) => (globalThis as unknown as Harness).__rv.drawOdd(n, words), { n: 'records', words: WORDS })
    await expect(page.locator('#rv-case tbody tr').count()).resolves.toBe(500)
    await expect(page.locator('#rv-case .rv-note').innerText()).resolves.toContain('10,000')
    await page.evaluate(({ n, words }) => (globalThis as unknown as Harness).__rv.drawOdd(n, words), { n: 'huge', words: WORDS })
    await expect(page.locator('#rv-case .rv-note').innerText()).resolves.toContain('2,097,158')
    await page.evaluate((n) => (globalThis as unknown as Harness).__rv.drawOdd(n), 'null')
    await expect(page.locator('#rv-case [data-path="result"] + dd .rv-null').innerText()).resolves.toBe('null')
  }, 60_000)
})
