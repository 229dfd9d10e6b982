/**
 * Conversions done by programs outside Node: LibreOffice (Word and Excel to PDF) and Chromium
 * (HTML to PDF). Both are optional: without them those operations answer 503 CONVERTER_MISSING.
 *
 * Every job gets a fresh temporary folder (its own program profile, input and output) that is
 * removed however the job ends, runs within what is left of its time budget, and is stopped with
 * its whole process group when that runs out. Neither program may reach the network: LibreOffice
 * is told to follow no links and Chromium runs behind a proxy that does not exist; Chromium also
 * runs no JavaScript, and only gets HTML sanitised beforehand (office-html.ts).
 */
import { spawn } from 'node:child_process'
import { accessSync, constants, statSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ApiError, OperationError, timedOut } from '../../core/errors.ts'
import { createLimiter } from '../limiter.ts'

export type Converter = 'libreoffice' | 'chromium'

/** Names each program is installed under, looked for on PATH in this order. */
const PROGRAMS: Readonly<Record<Converter, { label: string; names: readonly string[] }>> = {
  libreoffice: { label: 'LibreOffice', names: ['soffice', 'libreoffice'] },
  chromium: { label: 'Chromium', names: ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'] },
}

/** Largest PDF a converter may hand back. */
export const MAX_CONVERTED_BYTES = 200 * 1024 * 1024

/** Prefix of every job's temporary folder in the system's temporary directory. */
export const TEMP_PREFIX = 'devutils-convert-'

// Each program instance takes hundreds of MB and a CPU: two of each at once, the rest queue.
const libreOfficeSlots = createLimiter(2, 1_000)
const chromiumSlots = createLimiter(2, 1_000)

/** Paths given by configuration (SOFFICE_PATH, CHROMIUM_PATH); unset ones are looked for on PATH. */
export interface ConverterPaths {
  libreoffice?: string
  chromium?: string
}

// Looked for once per program and configured path.
const located = new Map<string, string | null>()

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/**
 * The first of `names` that is an executable file: a name with a slash as the path it is, a bare
 * name looked for in each folder of `searchPath` (the process's PATH unless given).
 */
export function findExecutable(names: readonly string[], searchPath = process.env.PATH ?? ''): string | undefined {
  const folders = searchPath.split(path.delimiter).filter((folder) => folder !== '')
  for (const name of names) {
    if (name.includes('/')) {
      if (isExecutableFile(name)) return path.resolve(name)
      continue
    }
    const found = folders.map((folder) => path.join(folder, name)).find(isExecutableFile)
    if (found) return found
  }
  return undefined
}

/**
 * The program's path, from its configured path or else PATH, looked for once: a configured path
 * that does not work counts as missing.
 */
function locate(converter: Converter, paths: ConverterPaths): string | undefined {
  const override = paths[converter]
  const key = `${converter}\0${override ?? ''}`
  if (!located.has(key)) {
    located.set(key, findExecutable(override ? [override] : PROGRAMS[converter].names) ?? null)
  }
  return located.get(key) ?? undefined
}

/** Which converters this server can run with the configured paths, for readiness and the documentation. */
export function availableConverters(paths: ConverterPaths = {}): { libreoffice: boolean; chromium: boolean } {
  return { libreoffice: locate('libreoffice', paths) !== undefined, chromium: locate('chromium', paths) !== undefined }
}

/** One document to convert, and what the caller is told if the program is missing. */
export interface ConversionJob {
  /** The upload's name, for messages. */
  name: string
  bytes: Uint8Array
  /** When the job's time budget runs out, in Unix milliseconds. */
  deadline: number
  /** The operation, for CONVERTER_MISSING. */
  operation: string
  /** The Debian package that provides the program, for CONVERTER_MISSING. */
  package: string
  /** Paths given by configuration; unset ones are looked for on PATH. */
  paths?: ConverterPaths
  /** The program to run instead of the configured or found one. */
  program?: string
  /** Kills the program when the work is canceled. */
  signal?: AbortSignal
}

function programFor(converter: Converter, job: ConversionJob): string {
  const program = job.program ?? locate(converter, job.paths ?? {})
  if (program === undefined) throw missing(converter, job)
  return program
}

function missing(converter: Converter, job: ConversionJob): ApiError {
  return new ApiError('CONVERTER_MISSING', { operation: job.operation, program: PROGRAMS[converter].label, package: job.package })
}

async function withTempFolder<T>(work: (folder: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(os.tmpdir(), TEMP_PREFIX))
  try {
    return await work(folder)
  } finally {
    // A straggling child may still be closing files in it: retry briefly.
    await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 })
  }
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // The group is gone already.
  }
}

interface Run {
  program: string
  args: readonly string[]
  folder: string
  deadline: number
  signal?: AbortSignal
}

const STDERR_KEPT = 2_000

/**
 * Runs a program in its own process group until it exits or the deadline passes; either way the
 * whole group is killed afterwards, so no helper process outlives the job. Resolves with the end
 * of what it wrote to stderr; rejects with ENOENT-like errors when it cannot start.
 */
function runProgram({ program, args, folder, deadline, signal }: Run): Promise<{ stderr: string; timedOut: boolean }> {
  const ms = deadline - Date.now()
  if (ms <= 0) return Promise.resolve({ stderr: '', timedOut: true })
  if (signal?.aborted) return Promise.reject(signal.reason)
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: folder,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      // Everything the program writes (caches, lock and temporary files) lands in the job's folder.
      env: { ...process.env, HOME: folder, TMPDIR: folder, TMP: folder, TEMP: folder },
    })
    let stderr = ''
    let expired = false
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => { stderr = (stderr + chunk).slice(-STDERR_KEPT) })
    const timer = setTimeout(() => {
      expired = true
      killGroup(child.pid)
    }, ms)
    const cancel = () => killGroup(child.pid)
    signal?.addEventListener('abort', cancel, { once: true })
    child.once('error', (error) => {
      signal?.removeEventListener('abort', cancel)
      clearTimeout(timer)
      killGroup(child.pid)
      reject(error)
    })
    child.once('exit', () => {
      signal?.removeEventListener('abort', cancel)
      clearTimeout(timer)
      killGroup(child.pid)
      if (signal?.aborted) reject(signal.reason)
      else resolve({ stderr, timedOut: expired })
    })
  })
}

function lastLine(text: string): string {
  const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '')
  return (lines.at(-1) ?? 'no output was written').slice(0, 200)
}

/** Runs a conversion and reads the PDF it wrote; a program that cannot start counts as missing. */
async function convert(converter: Converter, job: ConversionJob, run: Run, output: string): Promise<Uint8Array> {
  const budgetMs = Math.max(0, job.deadline - Date.now())
  let outcome: { stderr: string; timedOut: boolean }
  try {
    outcome = await runProgram(run)
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'ENOENT' || code === 'EACCES') throw missing(converter, job)
    throw error
  }
  if (outcome.timedOut) throw timedOut(budgetMs)
  const size = await stat(output).then((s) => s.size, () => undefined)
  if (size === undefined || size === 0) {
    throw new OperationError('OFFICE_CONVERSION_FAILED', { name: job.name, program: PROGRAMS[converter].label, detail: lastLine(outcome.stderr) })
  }
  if (size > MAX_CONVERTED_BYTES) throw new ApiError('OFFICE_OUTPUT_TOO_LARGE', { name: job.name, max: MAX_CONVERTED_BYTES })
  return new Uint8Array(await readFile(output))
}

// LibreOffice settings for every job's fresh profile: no macros, no links to outside resources
// (linked images are fetched on load otherwise, even in headless conversions), external data in
// workbooks never refreshed, and a proxy that does not exist for anything that still tries.
const LIBREOFFICE_SETTINGS: ReadonlyArray<readonly [string, string, string]> = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', '3'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'true'],
  ['/org.openoffice.Office.Calc/Content/Update', 'Link', '1'],
  ['/org.openoffice.Inet/Settings', 'ooInetProxyType', '1'],
  ['/org.openoffice.Inet/Settings', 'ooInetNoProxy', ''],
  ['/org.openoffice.Inet/Settings', 'ooInetHTTPProxyName', '127.0.0.1'],
  ['/org.openoffice.Inet/Settings', 'ooInetHTTPProxyPort', '1'],
  ['/org.openoffice.Inet/Settings', 'ooInetHTTPSProxyName', '127.0.0.1'],
  ['/org.openoffice.Inet/Settings', 'ooInetHTTPSProxyPort', '1'],
  ['/org.openoffice.Inet/Settings', 'ooInetFTPProxyName', '127.0.0.1'],
  ['/org.openoffice.Inet/Settings', 'ooInetFTPProxyPort', '1'],
]

function libreOfficeProfile(): string {
  const items = LIBREOFFICE_SETTINGS.map(([node, property, value]) =>
    `<item oor:path="${node}"><prop oor:name="${property}" oor:op="fuse"><value>${value}</value></prop></item>`)
  return '<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry" '
    + 'xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
    + `${items.join('\n')}\n</oor:items>\n`
}

/** A Word or Excel file as PDF, through LibreOffice (at most two at once). */
export async function libreOfficeToPdf(job: ConversionJob & { extension: 'docx' | 'xlsx' }): Promise<Uint8Array> {
  const program = programFor('libreoffice', job)
  return libreOfficeSlots.run(() => withTempFolder(async (folder) => {
    const profile = path.join(folder, 'profile')
    await mkdir(path.join(profile, 'user'), { recursive: true })
    await writeFile(path.join(profile, 'user', 'registrymodifications.xcu'), libreOfficeProfile())
    const input = path.join(folder, `in.${job.extension}`)
    await writeFile(input, job.bytes)
    const args = [
      `-env:UserInstallation=${pathToFileURL(profile).href}`,
      '--headless', '--invisible', '--norestore', '--nolockcheck', '--nodefault', '--nologo',
      '--convert-to', 'pdf', '--outdir', path.join(folder, 'out'), input,
    ]
    return convert('libreoffice', job, { program, args, folder, deadline: job.deadline, signal: job.signal }, path.join(folder, 'out', 'in.pdf'))
  }))
}

// JavaScript off through the profile's content settings: the --blink-settings switch that does
// the same stops headless printing from writing any file.
const CHROMIUM_PREFERENCES = JSON.stringify({ profile: { default_content_setting_values: { javascript: 2 } } })

/** Sanitised HTML (office-html.ts) as PDF, through headless Chromium (at most two at once). */
export async function chromiumToPdf(job: ConversionJob): Promise<Uint8Array> {
  const program = programFor('chromium', job)
  return chromiumSlots.run(() => withTempFolder(async (folder) => {
    const profile = path.join(folder, 'profile')
    await mkdir(path.join(profile, 'Default'), { recursive: true })
    await writeFile(path.join(profile, 'Default', 'Preferences'), CHROMIUM_PREFERENCES)
    const input = path.join(folder, 'in.html')
    await writeFile(input, job.bytes)
    const output = path.join(folder, 'out.pdf')
    const args = [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-extensions',
      '--disable-default-apps', '--no-first-run', '--no-default-browser-check', '--mute-audio', '--hide-scrollbars',
      `--user-data-dir=${profile}`,
      // Every request goes to a proxy that does not exist, loopback included (Chromium would
      // otherwise bypass a proxy for it), and no host name resolves.
      '--proxy-server=http://127.0.0.1:1', '--proxy-bypass-list=<-loopback>', '--host-resolver-rules=MAP * ~NOTFOUND',
      '--no-pdf-header-footer', `--print-to-pdf=${output}`, pathToFileURL(input).href,
    ]
    return convert('chromium', job, { program, args, folder, deadline: job.deadline, signal: job.signal }, output)
  }))
}
