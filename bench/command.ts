/**
 * Whole-process timings, each against its floor in the same run, in interleaved rounds:
 *
 * - the service (the compiled entry, `node dist/main.js`) from spawn to its first /healthz answer,
 *   and its resident memory once idle, against a bare Fastify server (bench/bare-fastify.mjs);
 * - `devutils run number/roman --value 1994` against `node -e 0`;
 * - `devutils run file/heic-to-jpg` on a 3 MP HEIC against a plain script calling heic-decode
 *   and sharp directly (bench/heic-plain.mjs).
 */
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { median, memoryOf } from './harness.ts'

const root = path.resolve(import.meta.dirname, '..')
const BIN = path.join(root, 'bin', 'devutils.mjs')
const MAIN = path.join(root, 'dist', 'main.js')

export interface CommandResult {
  lines: string[]
  failed: string[]
}

/** Wall time of one process run to its end, in milliseconds; throws when it fails. */
function timed(args: readonly string[], env: Record<string, string> = {}): number {
  const started = performance.now()
  execFileSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DEVUTILS_URL: '', ...env } })
  return performance.now() - started
}

function healthy(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/healthz' }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on('error', () => resolve(false))
    req.end()
  })
}

/** Spawn to first 200 on /healthz, polled every 5 ms; then the resident memory after `idleMs`. */
async function startup(args: readonly string[], port: number, idleMs: number): Promise<{ readyMs: number; idleRss: number | undefined }> {
  const started = performance.now()
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: 'sqlite::memory:', REDIS_URL: '', LOG_LEVEL: 'warn', QUOTAS: 'false' },
  })
  try {
    for (;;) {
      if (await healthy(port)) break
      if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`)
      if (performance.now() - started > 30_000) throw new Error(`${args.join(' ')} did not answer within 30 s`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const readyMs = performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, idleMs))
    return { readyMs, idleRss: memoryOf(child.pid!)?.rss }
  } finally {
    child.kill('SIGKILL')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

/** A 3 MP HEIC made once per machine by ImageMagick (HEVC encoding takes seconds); undefined without one. */
function sampleHeic(): string | undefined {
  const file = path.join(tmpdir(), 'devutils-bench-3mp.heic')
  if (existsSync(file)) return file
  try {
    execFileSync('convert', ['-size', '2000x1500', 'gradient:#2060a0-#e0c040', '-attenuate', '0.4', '+noise', 'Gaussian', '-quality', '80', file], { stdio: 'ignore', timeout: 120_000 })
    return existsSync(file) ? file : undefined
  } catch {
    return undefined
  }
}

const ms = (n: number) => `${n.toFixed(0)} ms`
const mib = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(0)} MiB`)

export async function commandBench(rounds: number, firstPort: number, quick: boolean): Promise<CommandResult> {
  const lines: string[] = []
  const failed: string[] = []

  // Start-up and idle memory: the service and bare Fastify, alternately.
  const idleMs = quick ? 1_000 : 5_000
  const service: { readyMs: number; idleRss: number | undefined }[] = []
  const bare: typeof service = []
  for (let i = 0; i < Math.max(rounds, 3); i++) {
    service.push(await startup([MAIN], firstPort, idleMs))
    bare.push(await startup([path.join(root, 'bench', 'bare-fastify.mjs')], firstPort + 1, idleMs))
  }
  const ready = median(service.map((s) => s.readyMs))
  const bareReady = median(bare.map((s) => s.readyMs))
  const idle = median(service.map((s) => s.idleRss ?? Number.NaN))
  const bareIdle = median(bare.map((s) => s.idleRss ?? Number.NaN))
  lines.push(`| service start (node dist/main.js) to first /healthz answer | ${ms(ready)} | bare Fastify ${ms(bareReady)} | ${(ready / bareReady).toFixed(1)}× | ≤ 1000 ms |`)
  lines.push(`| service resident memory, idle ${idleMs / 1000} s after start | ${mib(idle)} | bare Fastify ${mib(bareIdle)} | ${(idle / bareIdle).toFixed(1)}× | ≤ 150 MiB |`)
  if (!quick && ready > 1000) failed.push(`service start took ${ms(ready)} (target ≤ 1000 ms)`)
  if (!quick && idle > 150) failed.push(`idle service holds ${mib(idle)} (target ≤ 150 MiB)`)

  // The command line's light call against starting Node itself.
  const cli: number[] = []
  const node: number[] = []
  const runs = quick ? 3 : 10
  timed([BIN, 'run', 'number/roman', '--value', '1994'])
  for (let i = 0; i < runs; i++) {
    cli.push(timed([BIN, 'run', 'number/roman', '--value', '1994']))
    node.push(timed(['-e', '0']))
  }
  const cliRatio = median(cli) / median(node)
  lines.push(`| devutils run number/roman --value 1994 (wall time) | ${ms(median(cli))} | node -e 0 ${ms(median(node))} | ${cliRatio.toFixed(1)}× | ≤ 4× |`)
  // The first run on a machine compiles the command and writes its code cache (the temporary folder's).
  const fresh = mkdtempSync(path.join(tmpdir(), 'devutils-bench-cache-'))
  try {
    const first = timed([BIN, 'run', 'number/roman', '--value', '1994'], { TMPDIR: fresh })
    lines.push(`| the same, first run (no code cache yet) | ${ms(first)} | node -e 0 ${ms(median(node))} | ${(first / median(node)).toFixed(1)}× | |`)
  } finally {
    rmSync(fresh, { recursive: true, force: true })
  }
  if (!quick && cliRatio > 4) failed.push(`devutils run number/roman took ${cliRatio.toFixed(1)}× node -e 0 (target ≤ 4×)`)

  // A file conversion by the command line against the libraries called directly.
  const heic = sampleHeic()
  if (heic === undefined) {
    lines.push('| devutils run file/heic-to-jpg, 3 MP | skipped: ImageMagick cannot write HEIC here | | | ≤ 1.3× |')
  } else {
    const out = mkdtempSync(path.join(tmpdir(), 'devutils-bench-heic-'))
    try {
      const command: number[] = []
      const plain: number[] = []
      const conversions = quick ? 2 : 5
      timed([path.join(root, 'bench', 'heic-plain.mjs'), heic, path.join(out, 'plain.jpg')])
      for (let i = 0; i < conversions; i++) {
        command.push(timed([BIN, 'run', 'file/heic-to-jpg', heic, '-o', `${out}/`]))
        plain.push(timed([path.join(root, 'bench', 'heic-plain.mjs'), heic, path.join(out, 'plain.jpg')]))
      }
      const ratio = median(command) / median(plain)
      lines.push(`| devutils run file/heic-to-jpg, 3 MP HEIC (wall time) | ${ms(median(command))} | heic-decode + sharp script ${ms(median(plain))} | ${ratio.toFixed(2)}× | ≤ 1.3× |`)
      if (!quick && ratio > 1.3) failed.push(`devutils HEIC → JPEG took ${ratio.toFixed(2)}× the plain script (target ≤ 1.3×)`)
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }
  return { lines: ['| process | subject | floor | ratio | target |', '|---|---|---|---|---|', ...lines], failed }
}
