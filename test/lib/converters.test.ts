import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ApiError } from '../../src/core/errors.ts'
import {
  TEMP_PREFIX, availableConverters, chromiumToPdf, findExecutable, libreOfficeToPdf, type ConversionJob,
} from '../../src/lib/office/converters.ts'
import { envelope, fixture, makeApp, upload } from '../helpers.ts'

const required = process.env.CI === 'true'
const HAS_CHROMIUM = availableConverters().chromium
if (!HAS_CHROMIUM && !required) console.warn('Chromium is not installed: its tests are skipped')
const PDFJS_ROOT = join(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'), '..')

let work: string
beforeAll(async () => { work = await mkdtemp(join(tmpdir(), 'converters-test-')) })
afterAll(async () => { await rm(work, { recursive: true, force: true }) })

const job = (overrides: Partial<ConversionJob> = {}): ConversionJob => ({
  name: 'letter.docx',
  bytes: fixture('letter.docx'),
  deadline: Date.now() + 20_000,
  operation: 'word-to-pdf',
  package: 'libreoffice-writer',
  ...overrides,
})

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e)
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/** An executable shell script in the test folder. */
let scripts = 0
async function script(body: string): Promise<string> {
  const path = join(work, `program-${++scripts}.sh`)
  await writeFile(path, `#!/bin/sh\n${body}\n`)
  await chmod(path, 0o755)
  return path
}

const converterFolders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith(TEMP_PREFIX)))

/** Every converter folder made since `before` is gone (other files' jobs may still be running theirs). */
async function expectNoNewFolders(before: ReadonlySet<string>): Promise<void> {
  const leftover = () => [...converterFolders()].filter((name) => !before.has(name))
  for (let waited = 0; leftover().length > 0 && waited < 20_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
  expect(leftover()).toEqual([])
}

/** Whether a process still runs (a zombie waiting to be reaped does not). */
function isRunning(pid: number): boolean {
  if (existsSync('/proc')) {
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
    } catch {
      return false
    }
  }
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('findExecutable', () => {
  it('finds a program on the search path, the first name that exists winning', () => {
    expect(findExecutable(['sh'], '/usr/bin:/bin')).toMatch(/\/sh$/)
    expect(findExecutable(['devutils-no-such-program', 'sh'], '/usr/bin:/bin')).toMatch(/\/sh$/)
    expect(findExecutable(['devutils-no-such-program'], '/usr/bin:/bin')).toBeUndefined()
    expect(findExecutable(['sh'], '')).toBeUndefined()
  })

  it('takes a path as it is, and only an executable file', async () => {
    const program = await script('exit 0')
    expect(findExecutable([program], '')).toBe(program)
    expect(findExecutable(['program-1.sh'], work)).toBe(program)
    const plain = join(work, 'not-executable')
    await writeFile(plain, 'x')
    expect(findExecutable([plain], '')).toBeUndefined()
    expect(findExecutable([work], '')).toBeUndefined() // a folder
  })
})

describe('missing programs', () => {
  it.each([
    ['LibreOffice', () => libreOfficeToPdf({ ...job({ program: 'devutils-no-such-program' }), extension: 'docx' })],
    ['Chromium', () => chromiumToPdf(job({ program: '/nonexistent/chromium', operation: 'html-to-pdf', package: 'chromium' }))],
  ])('%s that cannot start answers 503 CONVERTER_MISSING and leaves nothing behind', async (program, convert) => {
    const before = converterFolders()
    const error = await rejection(convert())
    expect(error.status).toBe(503)
    expect(error.code).toBe('CONVERTER_MISSING')
    expect(error.vars).toMatchObject({ program })
    await expectNoNewFolders(before)
  })

  it('a configured path that does not exist counts as missing', async () => {
    const paths = { libreoffice: '/nonexistent/soffice', chromium: '/nonexistent/chromium' }
    expect(availableConverters(paths)).toEqual({ libreoffice: false, chromium: false })
    const error = await rejection(libreOfficeToPdf({ ...job(), paths, extension: 'docx' }))
    expect(error.status).toBe(503)
    expect(error.vars).toEqual({ operation: 'word-to-pdf', program: 'LibreOffice', package: 'libreoffice-writer' })
  })

  it('the operations answer 503 CONVERTER_MISSING naming the package to install (paths from SOFFICE_PATH and CHROMIUM_PATH)', async () => {
    const app = await makeApp({ SOFFICE_PATH: '/nonexistent/soffice', CHROMIUM_PATH: '/nonexistent/chromium' })
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ converters: { libreoffice: false, chromium: false } })
    try {
      for (const [operation, input, pkg] of [['word-to-pdf', 'letter.docx', 'libreoffice-writer'], ['excel-to-pdf', 'table.xlsx', 'libreoffice-calc'], ['html-to-pdf', 'page.html', 'chromium']]) {
        const res = await upload(app, `file/${operation}`, [input!])
        expect(res.statusCode).toBe(503)
        const body = envelope(res)
        expect(body.code).toBe('CONVERTER_MISSING')
        expect(body.error).toContain(operation!)
        expect(body.error).toContain(pkg!)
      }
    } finally {
      await app.close()
    }
  })
})

describe('running a converter', () => {
  it('stops the whole process group when the budget runs out, and removes its folder', async () => {
    const pids = join(work, 'pids')
    const program = await script(`sleep 60 &\necho $! > ${pids}\necho $$ >> ${pids}\nwait`)
    const before = converterFolders()
    const started = Date.now()
    const error = await rejection(libreOfficeToPdf({ ...job({ program, deadline: Date.now() + 1_000 }), extension: 'docx' }))
    expect(error.status).toBe(503)
    expect(error.code).toBe('TIMEOUT')
    expect(Date.now() - started).toBeLessThan(5_000)
    const [child, parent] = (await readFile(pids, 'utf8')).trim().split('\n').map(Number)
    for (let waited = 0; (isRunning(child!) || isRunning(parent!)) && waited < 2_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(isRunning(parent!)).toBe(false)
    expect(isRunning(child!)).toBe(false) // the grandchild too: the group was killed
    await expectNoNewFolders(before)
  })

  it('a job whose budget is already spent never starts', async () => {
    const marker = join(work, 'started')
    const program = await script(`touch ${marker}`)
    const error = await rejection(libreOfficeToPdf({ ...job({ program, deadline: Date.now() - 1 }), extension: 'docx' }))
    expect(error.code).toBe('TIMEOUT')
    expect(existsSync(marker)).toBe(false)
  })

  it('a program that writes no PDF answers 422 OFFICE_CONVERSION_FAILED with its last words', async () => {
    const program = await script('echo "starting" >&2\necho "Error: source file could not be loaded" >&2\nexit 1')
    const error = await rejection(libreOfficeToPdf({ ...job({ program }), extension: 'docx' }))
    expect(error.status).toBe(422)
    expect(error.code).toBe('OFFICE_CONVERSION_FAILED')
    expect(error.vars).toEqual({ name: 'letter.docx', program: 'LibreOffice', detail: 'Error: source file could not be loaded' })
  })

  it('gives the program its own profile, the input and an output folder, and reads the PDF back', async () => {
    const seen = join(work, 'args')
    // Writes what it was given, then a "PDF" where LibreOffice would.
    const program = await script(`printf '%s\\n' "$@" > ${seen}\nfor last; do :; done\nmkdir -p "$(dirname "$last")/out"\nprintf '%%PDF-1.4 made' > "$(dirname "$last")/out/in.pdf"\ncat "$last" | head -c 2 >> ${seen}`)
    const pdf = await libreOfficeToPdf({ ...job({ program }), extension: 'xlsx' })
    expect(Buffer.from(pdf).toString()).toBe('%PDF-1.4 made')
    const args = (await readFile(seen, 'utf8')).split('\n')
    expect(args[0]).toMatch(new RegExp(`^-env:UserInstallation=file://.*/${TEMP_PREFIX}[^/]+/profile$`))
    expect(args).toEqual(expect.arrayContaining(['--headless', '--norestore', '--nolockcheck', '--convert-to', 'pdf', '--outdir']))
    expect(args.find((a) => a.endsWith('in.xlsx'))).toBeDefined()
    expect(args.at(-1)).toBe('PK') // the input file holds the bytes given
  })

  it('runs at most two LibreOffice conversions at once', async () => {
    const log = join(work, 'concurrency')
    const program = await script(`echo "+ $(date +%s%N)" >> ${log}\nsleep 0.4\necho "- $(date +%s%N)" >> ${log}\nexit 1`)
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => libreOfficeToPdf({ ...job({ program }), extension: 'docx' })))
    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    const events = (await readFile(log, 'utf8')).trim().split('\n').map((line) => line.split(' ') as ['+' | '-', string])
      .sort((a, b) => (BigInt(a[1]) < BigInt(b[1]) ? -1 : BigInt(a[1]) > BigInt(b[1]) ? 1 : a[0] === '-' ? -1 : 1))
    let running = 0
    let most = 0
    for (const [kind] of events) {
      running += kind === '+' ? 1 : -1
      most = Math.max(most, running)
    }
    expect(events).toHaveLength(10)
    expect(most).toBe(2)
  }, 20_000)
})

describe.skipIf(!HAS_CHROMIUM && !required)('Chromium on its own', { timeout: 60_000 }, () => {
  async function pdfText(pdf: Uint8Array): Promise<string> {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, standardFontDataUrl: join(PDFJS_ROOT, 'standard_fonts/'), verbosity: 0 }).promise
    const content = await (await doc.getPage(1)).getTextContent()
    await doc.destroy()
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
  }

  // The sanitiser is bypassed here on purpose: the browser itself must fetch nothing and run nothing.
  it('fetches nothing and runs no script even in HTML that was not sanitised', async () => {
    const requests: string[] = []
    const server = createServer((req, res) => {
      requests.push(`${req.method} ${req.url}`)
      res.end('body { color: red }')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(server.address() as { port: number }).port}`
    const html = `<!DOCTYPE html><html><head><link rel="stylesheet" href="${at}/style.css"><link rel="stylesheet" href="http://localhost:${at.split(':')[2]}/local.css"></head>
      <body><h1>Unsanitised page</h1><script>document.write('<p>SCRIPT RAN</p>')</script>
      <img src="${at}/x.png"><iframe src="${at}/frame"></iframe><div style="background:url(${at}/bg.png)">box</div></body></html>`
    try {
      const before = converterFolders()
      const pdf = await chromiumToPdf(job({ name: 'raw.html', bytes: new TextEncoder().encode(html), operation: 'html-to-pdf', package: 'chromium' }))
      const text = await pdfText(pdf)
      expect(text).toContain('Unsanitised page')
      expect(text).not.toContain('SCRIPT RAN')
      expect(requests).toEqual([])
      await expectNoNewFolders(before)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
