/**
 * The pipeline builder in a real browser (Debian's Chromium through playwright-core), against
 * the whole app: a text chain built by searching and adding steps, a HEIC photo resized and
 * turned into WebP through an upload, and a shared link that restores the chain. Every request
 * that leaves the app, page error or console error fails the test. Screenshots go to
 * artifacts/screenshots/.
 */
import { mkdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { fill } from '../../src/i18n/index.ts'
import { siteText } from '../../src/web/site-text.ts'
import { browserAvailable, browserSuite, NARROW } from './browser.ts'

const available = browserAvailable()

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SHOTS = `${ROOT}artifacts/screenshots/`
const HEIC = `${ROOT}test/fixtures/files/photo.heic`
const WAIT = { timeout: 15_000 }

interface ImageLike { complete: boolean; naturalWidth: number }
type BrowserGlobals = { navigator: { clipboard: { readText(): Promise<string> } }; document: { documentElement: { scrollWidth: number } } }

const clipboard = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as unknown as BrowserGlobals).navigator.clipboard.readText())

/** RFC 4648 Base32 of the UTF-8 bytes, with padding: written here, not taken from the service. */
function base32(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const byte of Buffer.from(text, 'utf8')) bits += byte.toString(2).padStart(8, '0')
  let out = ''
  for (let i = 0; i < bits.length; i += 5) out += alphabet[parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)]
  return out.padEnd(Math.ceil(out.length / 8) * 8, '=')
}

/** The width of a WebP image read from its first chunk (lossy VP8, lossless VP8L or extended VP8X). */
function webpWidth(bytes: Buffer): number {
  const chunk = bytes.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') {
    expect([...bytes.subarray(23, 26)]).toEqual([0x9d, 0x01, 0x2a])
    return bytes.readUInt16LE(26) & 0x3fff
  }
  if (chunk === 'VP8L') {
    expect(bytes[20]).toBe(0x2f)
    return (((bytes[22]! & 0x3f) << 8) | bytes[21]!) + 1
  }
  if (chunk === 'VP8X') return bytes.readUIntLE(24, 3) + 1
  throw new Error(`not a WebP chunk: ${chunk}`)
}

describe.skipIf(!available)('the pipeline builder in a real browser', () => {
  const site = browserSuite({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1000', BURST_PER_SECOND: '0' }, {
    // The failing step's 422 is expected: Chromium logs any error status as a failed resource.
    expectedConsoleError: (text, url) => /status of 422/.test(text) && /\/api\/v1\/pipeline$/.test(url),
  })
  beforeAll(() => { mkdirSync(SHOTS, { recursive: true }) })

  async function open(page: Page, url: string): Promise<void> {
    await page.goto(url)
    await page.locator('[data-pl-ready]').waitFor({ state: 'attached', ...WAIT })
  }

  /** Types a search like a visitor and presses the result's Add button. */
  async function addStep(page: Page, query: string, op: string, lang = 'en'): Promise<void> {
    const before = await page.locator('[data-pl-step]').count()
    const search = page.locator('#pl-search')
    await search.fill('')
    await search.pressSequentially(query, { delay: 20 })
    const add = page.locator(`[data-pl-add="${op}"]`)
    await add.waitFor({ state: 'visible', ...WAIT })
    await expect(add.getAttribute('aria-label')).resolves.toBe(fill(siteText(lang).plAddLabel, { op, n: before + 1 }))
    await add.click()
    await expect.poll(() => page.locator('[data-pl-step]').count(), WAIT).toBe(before + 1)
    await expect(page.locator('[data-pl-step]').last().getAttribute('data-op')).resolves.toBe(op)
  }

  const ops = (page: Page) => page.locator('[data-pl-step]').evaluateAll((items) => items.map((i) => i.getAttribute('data-op')))

  async function finalOutput(page: Page): Promise<{ output: string }> {
    const final = page.locator('[data-pl-final-json]')
    await expect.poll(() => final.textContent(), WAIT).not.toBe('')
    return JSON.parse((await final.textContent())!) as { output: string }
  }

  const TEXT = 'Pipelines, in één call: héllo wörld'
  const EXPECTED = base32([...TEXT.toUpperCase()].reverse().join(''))

  it('builds a three-step text chain by searching, runs it, and shows every step\'s output', async () => {
    const page = await site.newPage()
    await open(page, `${site.base}/en/pipeline`)
    await expect(page.locator('[data-pl-empty]').isVisible()).resolves.toBe(true)
    await addStep(page, 'case', 'text/case')
    await addStep(page, 'reverse', 'text/reverse')
    await addStep(page, 'base32', 'encode/base32')
    await expect(ops(page)).resolves.toEqual(['text/case', 'text/reverse', 'encode/base32'])
    await expect(page.locator('[data-pl-empty]').isHidden()).resolves.toBe(true)

    // The chain fills each step's text: its field is not in the form, and the step says so.
    const first = page.locator('[data-pl-step]').first()
    await expect(first.locator('[name="text"]').count()).resolves.toBe(0)
    await expect(first.locator('.pl-chain').innerText()).resolves.toContain('text: from the pipeline input')
    await expect(page.locator('[data-pl-step]').nth(1).locator('.pl-chain').innerText()).resolves.toContain('text: from step 1')
    await first.locator('select[name="mode"]').selectOption('upper')
    await page.locator('#pl-input').fill(TEXT)

    // The same chain as curl and as SDK code, kept up to date.
    const curl = page.locator('[data-pl-code="curl"] code')
    await expect.poll(() => curl.textContent(), WAIT).toContain(JSON.stringify({
      input: TEXT,
      steps: [{ op: 'text/case' }, { op: 'text/reverse' }, { op: 'encode/base32' }],
      return: 'all',
    }))
    expect(await curl.textContent()).toContain(`${site.base}/en/api/v1/pipeline`)
    const sdk = (await page.locator('[data-pl-code="sdk"] code').textContent())!
    expect(sdk).toContain('devutils.pipeline({')
    expect(sdk).toContain("{ op: 'encode/base32' }")
    expect(sdk).toContain("return: 'all'")

    await page.locator('[data-pl-run]').click()
    expect((await finalOutput(page)).output).toBe(EXPECTED)
    await expect(page.locator('[data-pl-status]').innerText()).resolves.toContain('200')
    // Each step's own output, under the step.
    const outputs = page.locator('[data-pl-step] [data-pl-output] code')
    await expect.poll(() => outputs.count(), WAIT).toBe(3)
    const values = (await outputs.allTextContents()).map((text) => (JSON.parse(text) as { output: string }).output)
    expect(values).toEqual([TEXT.toUpperCase(), [...TEXT.toUpperCase()].reverse().join(''), EXPECTED])
    await page.screenshot({ path: `${SHOTS}20-pipeline-text.png`, fullPage: true })

    // A step that fails says which one it is, and the step is marked.
    await page.locator('[data-pl-step]').nth(2).locator('select[name="mode"]').selectOption('decode')
    await page.locator('[data-pl-run]').click()
    const error = page.locator('[data-pl-error]')
    await error.waitFor({ state: 'visible', ...WAIT })
    await expect(error.innerText()).resolves.toContain('steps[3] (encode/base32)')
    await expect(page.locator('[data-pl-step].pl-failed').getAttribute('data-op')).resolves.toBe('encode/base32')
    await expect(page.locator('[data-pl-status]').innerText()).resolves.toMatch(/\b4\d\d\b/)
    await page.locator('[data-pl-step]').nth(2).locator('select[name="mode"]').selectOption('encode')

    // At phone width nothing is wider than the screen.
    await page.setViewportSize(NARROW)
    const overflow = await page.evaluate(() => (globalThis as unknown as BrowserGlobals).document.documentElement.scrollWidth)
    await page.screenshot({ path: `${SHOTS}21-pipeline-360px.png`, fullPage: true })
    expect(overflow).toBeLessThanOrEqual(NARROW.width)
  }, 60_000)

  it('uploads a HEIC photo, resizes it to 200 pixels and downloads a valid WebP', async () => {
    const page = await site.newPage()
    await open(page, `${site.base}/en/pipeline`)
    await addStep(page, 'resize', 'file/image-resize')
    await addStep(page, 'image webp', 'file/image-to-webp')
    // The first step takes files: the upload replaces the text input.
    await expect(page.locator('#pl-input').isHidden()).resolves.toBe(true)
    await page.locator('[data-pl-step]').first().locator('input[name="width"]').fill('200')
    await page.locator('#pl-files').setInputFiles(HEIC)
    await expect.poll(() => page.locator('[data-pl-filelist]').innerText(), WAIT).toContain('photo.heic')
    const curl = page.locator('[data-pl-code="curl"] code')
    await expect.poll(() => curl.textContent(), WAIT).toContain("-F 'files[]=@photo.heic'")
    expect(await curl.textContent()).toContain('-OJ')

    await page.locator('[data-pl-run]').click()
    const link = page.locator('[data-pl-link]')
    await link.waitFor({ state: 'visible', timeout: 30_000 })
    await expect(page.locator('[data-pl-status]').innerText()).resolves.toContain('200')
    await expect(page.locator('[data-pl-fileinfo]').innerText()).resolves.toContain('image/webp')
    // The preview is the WebP itself, decoded by the browser.
    const image = page.locator('[data-pl-image]')
    await image.waitFor({ state: 'visible', ...WAIT })
    await expect.poll(() => image.evaluate((i) => (i as unknown as ImageLike).complete && (i as unknown as ImageLike).naturalWidth), WAIT).toBe(200)
    await page.screenshot({ path: `${SHOTS}22-pipeline-heic-webp.png`, fullPage: true })

    const [download] = await Promise.all([page.waitForEvent('download', WAIT), link.click()])
    expect(download.suggestedFilename()).toMatch(/\.webp$/)
    const bytes = readFileSync((await download.path())!)
    expect(bytes.toString('latin1', 0, 4)).toBe('RIFF')
    expect(bytes.toString('latin1', 8, 12)).toBe('WEBP')
    expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8)
    expect(webpWidth(bytes)).toBe(200)
    const meta = await sharp(bytes).metadata()
    expect([meta.format, meta.width]).toEqual(['webp', 200])
  }, 90_000)

  it('shares the chain as a link that restores it, in Spanish too; steps move and go', async () => {
    const t = siteText('es')
    const page = await site.newPage()
    await open(page, `${site.base}/es/pipeline`)
    await addStep(page, 'case', 'text/case', 'es')
    await addStep(page, 'reverse', 'text/reverse', 'es')
    await addStep(page, 'base32', 'encode/base32', 'es')
    await expect(ops(page)).resolves.toEqual(['text/case', 'text/reverse', 'encode/base32'])
    await page.locator('[data-pl-step]').first().locator('select[name="mode"]').selectOption('upper')
    await page.locator('[data-pl-step]').nth(1).locator('select[name="by"]').selectOption('words')
    await page.locator('#pl-input').fill(TEXT)

    await page.locator('[data-pl-share]').click()
    await expect.poll(() => page.locator('[data-pl-live]').textContent(), WAIT).toBe(t.plShared)
    const shared = await clipboard(page)
    expect(shared).toBe(page.url())
    const url = new URL(shared)
    expect(JSON.parse(url.searchParams.get('steps')!)).toEqual([{ op: 'text/case' }, { op: 'text/reverse', params: { by: 'words' } }, { op: 'encode/base32' }])
    expect(url.searchParams.get('input')).toBe(TEXT)

    const again = await page.context().newPage()
    await open(again, shared)
    await expect(ops(again)).resolves.toEqual(['text/case', 'text/reverse', 'encode/base32'])
    // The defaults come back as defaults, not as the operations' example values.
    await expect(again.locator('[data-pl-step]').first().locator('select[name="mode"]').inputValue()).resolves.toBe('upper')
    await expect(again.locator('[data-pl-step]').nth(1).locator('select[name="by"]').inputValue()).resolves.toBe('words')
    await expect(again.locator('#pl-input').inputValue()).resolves.toBe(TEXT)
    await expect(again.locator('[data-pl-step]').first().locator('.pl-step-n').innerText()).resolves.toBe('Paso 1')
    await again.locator('[data-pl-run]').click()
    const words = TEXT.toUpperCase().split(' ').reverse().join(' ')
    expect((await finalOutput(again)).output).toBe(base32(words))
    await again.screenshot({ path: `${SHOTS}23-pipeline-shared-es.png`, fullPage: true })

    // Move the last step up, then remove it: the page and its address follow.
    const last = again.locator('[data-pl-step]').last()
    await expect(last.locator('[data-pl-up]').getAttribute('aria-label')).resolves.toBe('Subir el paso 3 (encode/base32)')
    await expect(last.locator('[data-pl-down]').isDisabled()).resolves.toBe(true)
    await last.locator('[data-pl-up]').click()
    await expect(ops(again)).resolves.toEqual(['text/case', 'encode/base32', 'text/reverse'])
    await again.locator('[data-pl-step]').nth(1).locator('[data-pl-remove]').click()
    await expect(ops(again)).resolves.toEqual(['text/case', 'text/reverse'])
    await expect.poll(() => JSON.parse(new URL(again.url()).searchParams.get('steps') ?? '[]') as unknown, WAIT)
      .toEqual([{ op: 'text/case' }, { op: 'text/reverse', params: { by: 'words' } }])
  }, 60_000)
})
