/**
 * Load benchmarks: each scenario runs against its floor in the same run, in interleaved rounds,
 * and is reported as a ratio (machines here are too noisy for absolute figures to mean much).
 *
 *   npm run bench                 full run (3 rounds, 3 s warm-up, 10 s measured)
 *   npm run bench -- --quick      smoke run for CI (1 round, short), loose thresholds
 *   npm run bench -- --rounds 5 --seconds 10
 *
 * Scenarios: light GET, anonymous and keyed calls (SQLite) and a 100 KB POST text call against
 * bare node:http; a keyed call through PostgreSQL + Redis (when DATABASE_URL and REDIS_URL name
 * them) against the same call without accounting and against bare node:http; two instances behind
 * bench/proxy.ts against one; three light text steps in one pipeline call against the three
 * calls one by one (bench/pipeline.ts); light-call latency under password hashing; image
 * conversions and an image pipeline (bench/images.ts) and a PDF merge (bench/pdf.ts) against the same work done in this process;
 * light-call latency while async PDF renders run, and 12 MP resize jobs per minute (bench/jobs.ts);
 * memory after a mixed load and after idling (bench/memory.ts, full runs only); the light call's
 * envelope written by JSON.stringify against a serializer compiled from its result schema
 * (bench/serializer.ts), the record of why answers are written by JSON.stringify.
 */
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { testConfig } from '../src/config.ts'
import { createPlatform } from '../src/platform/index.ts'
import path from 'node:path'
import { parseArgs } from 'node:util'
import sharp from 'sharp'
import { imageBench, imageReport, photo12mp } from './images.ts'
import { keepBusy, load, loadWarning, machine, median, probeLatency, startServer, type Load, type LoadOptions, type Server } from './harness.ts'
import { JOBS_PORTS, jobsBench } from './jobs.ts'
import { memoryLoad, type MemoryPhase } from './memory.ts'
import { commandBench } from './command.ts'
import { execFileSync } from 'node:child_process'
import { pdfBench, pdfReport } from './pdf.ts'
import { textPipelineBench, textPipelineRatio, textPipelineReport } from './pipeline.ts'
import { serializerBench, serializerReport } from './serializer.ts'

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    seconds: { type: 'string' },
    connections: { type: 'string', default: '50' },
  },
})
const quick = args.quick
const rounds = Number(args.rounds ?? (quick ? 1 : 3))
const seconds = Number(args.seconds ?? (quick ? 3 : 10))
const warmupSeconds = quick ? 1 : 3
const connections = Number(args.connections)
const root = path.resolve(import.meta.dirname, '..')
// The compiled entry, started with node as a deployment starts it (npm run build makes it).
const MAIN = path.join(root, 'dist/main.js')
const BARE = path.join(root, 'bench/bare-server.ts')
/**
 * The service as it was before request ids, idempotency and usage by operation and key: a keyed
 * call now is measured against the same call then, both run from their sources.
 */
const BEFORE_ACCOUNT_FEATURES = '8e973e6'
const started = performance.now()
/** Progress, with the time since the start: CI logs show where a slow run spent it. */
const phase = (what: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(0)} s] ${what}`)

interface Scenario {
  name: string
  floor: string
  subject: string
  load: Omit<LoadOptions, 'connections' | 'warmupSeconds' | 'seconds'>
  floorLoad?: Omit<LoadOptions, 'connections' | 'warmupSeconds' | 'seconds'>
  /** The target for a full run (a ratio the subject must reach); none: reported only. */
  target?: number
  /** 'always': a quick run checks a loose fraction of the target; 'full': quick runs check only that every answer is 2xx. */
  enforce?: 'always' | 'full'
}

const LIGHT = '/api/v1/number/roman?value=1994'
const WORD_COUNT = '/api/v1/text/word-count'
const TEXT_BYTES = 100 * 1024

/** About `bytes` of ASCII prose: words, sentences and paragraphs. */
function prose(bytes: number): string {
  const vocabulary = 'the quick brown fox jumps over lazy dog while state-of-the-art systems don\'t measure 3.14 percent of every request under load again'.split(' ')
  const parts: string[] = []
  let length = 0
  for (let i = 0; length < bytes; i++) {
    const word = vocabulary[(i * 7) % vocabulary.length]! + (i % 120 === 119 ? '.\n\n' : i % 12 === 11 ? '. ' : ' ')
    parts.push(word)
    length += word.length
  }
  return parts.join('').slice(0, bytes)
}

async function main() {
  const warning = loadWarning()
  if (warning) console.warn(`warning: ${warning}`)
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' })

  const servers = new Map<string, Server>()
  const tmp = path.join(os.tmpdir(), `devutils-bench-${process.pid}`)
  const dbFile = `${tmp}.db`
  const textFile = `${tmp}-text.json`
  const sqlite = `sqlite:${dbFile}`
  // A key with a limit no run can reach, so every call is a full key lookup plus a counted call.
  const operator = await createPlatform(testConfig({ DATABASE_URL: sqlite }))
  const { key } = await operator.accounts.create('bench@example.com', null, 'custom', 1_000_000_000)
  await operator.close()
  const counted = { QUOTAS: 'true', ANON_DAILY_LIMIT: '1000000000', BURST_PER_SECOND: '0', DATABASE_URL: sqlite }
  const serviceSpecs: Record<string, Record<string, string>> = {
    service: { QUOTAS: 'false', DATABASE_URL: sqlite },
    counted,
  }

  // PostgreSQL + Redis: only when the environment names both (CI does).
  const pgUrl = process.env.DATABASE_URL ?? ''
  const redisUrl = process.env.REDIS_URL ?? ''
  const pgSkipped = !pgUrl.startsWith('postgres') ? `DATABASE_URL ${pgUrl ? 'does not start with postgres' : 'is not set'}` : !redisUrl ? 'REDIS_URL is not set' : undefined
  let pg: { key: string; accountId: string } | undefined
  if (pgSkipped) {
    console.log(`skipped: keyed call through PostgreSQL + Redis (${pgSkipped})`)
  } else {
    const platform = await createPlatform(testConfig({ DATABASE_URL: pgUrl, REDIS_URL: redisUrl }))
    try {
      // A new account per run: the database outlives the run, and e-mail addresses are unique.
      const created = await platform.accounts.create(`bench-${Date.now()}-${process.pid}@example.com`, null, 'custom', 1_000_000_000)
      pg = { key: created.key, accountId: created.account.id }
    } finally {
      await platform.close()
    }
    serviceSpecs.pg = { ...counted, DATABASE_URL: pgUrl, REDIS_URL: redisUrl }
  }

  const before = baselineSources(BEFORE_ACCOUNT_FEATURES)
  if (typeof before === 'object') {
    console.log(`skipped: keyed call against the same call at ${BEFORE_ACCOUNT_FEATURES} (${before.skipped})`)
  }

  let memory: MemoryPhase | undefined
  let port = 18_700
  try {
    phase('starting servers')
    for (const [name, env] of Object.entries(serviceSpecs)) {
      servers.set(name, await startServer(name, [MAIN], { LOG_LEVEL: 'info', REDIS_URL: '', ...env, HOST: '127.0.0.1' }, port++, '/healthz'))
    }
    if (typeof before === 'string') {
      // The same store and key: the older code reads the newer schema's tables as it did its own.
      servers.set('keyed-before', await startServer(`service at ${BEFORE_ACCOUNT_FEATURES}`, ['--import', 'tsx', path.join(before, 'src/main.ts')], { LOG_LEVEL: 'info', REDIS_URL: '', ...counted, HOST: '127.0.0.1' }, port++, '/healthz'))
      servers.set('keyed-now', await startServer('service from its sources', ['--import', 'tsx', path.join(root, 'src/main.ts')], { LOG_LEVEL: 'info', REDIS_URL: '', ...counted, HOST: '127.0.0.1' }, port++, '/healthz'))
    } else {
      port += 2
    }
    const headersOf = (res: Response) => JSON.stringify(Object.fromEntries(['content-type', 'access-control-allow-origin', 'access-control-expose-headers'].map((h) => [h, res.headers.get(h) ?? ''])))
    const light = await fetch(servers.get('service')!.url + LIGHT)
    servers.set('bare', await startServer('bare node:http', ['--import', 'tsx', BARE], { BENCH_BODY: await light.text(), BENCH_HEADERS: headersOf(light) }, port++))

    // 100 KB of text: autocannon reads the body from a file (too long for one argument).
    const textBody = JSON.stringify({ text: prose(TEXT_BYTES) })
    writeFileSync(textFile, textBody)
    const counting = await fetch(servers.get('service')!.url + WORD_COUNT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: textBody })
    const countingBody = await counting.text()
    if (counting.status !== 200) throw new Error(`text/word-count answered ${counting.status}: ${countingBody.slice(0, 300)}`)
    servers.set('bare-body', await startServer('bare node:http, reading the body', ['--import', 'tsx', BARE], { BENCH_MODE: 'read-body', BENCH_BODY: countingBody, BENCH_HEADERS: headersOf(counting) }, port++))

    // Scaling: two instances, neither pinned, behind a round-robin proxy (not pinned either);
    // the single-instance figure is the first of them, called directly.
    const instance = { QUOTAS: 'false', DATABASE_URL: 'sqlite::memory:', REDIS_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1' }
    const a = await startServer('instance A', [MAIN], instance, port++, '/healthz', false)
    servers.set('instance-a', a)
    const b = await startServer('instance B', [MAIN], instance, port++, '/healthz', false)
    servers.set('instance-b', b)
    const proxy = await startServer('proxy', ['--import', 'tsx', path.join(root, 'bench/proxy.ts')], { UPSTREAMS: `${new URL(a.url).port},${new URL(b.url).port}` }, port++, '/healthz', false)
    servers.set('proxied', { ...proxy, cpuPids: [proxy.pid, a.pid, b.pid] })

    // Memory (full runs): its mixed load now, its idle period while the other scenarios run.
    if (!quick) {
      phase('memory: 60 s of mixed load')
      const server = await startServer('memory', [MAIN], instance, port++, '/healthz', false)
      servers.set('memory', server)
      memory = await memoryLoad(server, {
        // 3 MP rather than 12: a conversion takes well under a second, so one can start every second.
        lightPath: LIGHT, textPath: WORD_COUNT, textBody, image: await sharp(await photo12mp()).resize({ width: 2000 }).jpeg({ quality: 90 }).toBuffer(),
        imagePath: '/api/v1/file/jpg-to-webp', imageLabel: '3 MP JPEG → WebP (file/jpg-to-webp)',
        loadSeconds: 60, idleSeconds: 300, connections: 10,
      })
    } else {
      port++
    }

    const keyed = (k: string) => ({ path: LIGHT, headers: { 'x-api-key': k } })
    const scenarios: Scenario[] = [
      { name: 'light GET (number/roman), quotas off, vs bare node:http', floor: 'bare', subject: 'service', load: { path: LIGHT }, target: 0.85, enforce: 'always' },
      { name: 'anonymous call (address counted in SQLite) vs bare node:http', floor: 'bare', subject: 'counted', load: { path: LIGHT }, target: 0.5, enforce: 'always' },
      { name: 'keyed call (key lookup + counter in SQLite) vs bare node:http', floor: 'bare', subject: 'counted', load: keyed(key), target: 0.6, enforce: 'always' },
      {
        name: 'POST text/word-count, 100 KB JSON body, quotas off, vs bare node:http reading the same body', floor: 'bare-body', subject: 'service',
        load: { path: WORD_COUNT, method: 'POST', bodyFile: textFile, headers: { 'content-type': 'application/json' } },
      },
      ...(pg ? [
        { name: 'keyed call (key lookup + counter in PostgreSQL + Redis) vs the same light call without accounting', floor: 'service', subject: 'pg', load: keyed(pg.key), floorLoad: { path: LIGHT } },
        { name: 'keyed call (key lookup + counter in PostgreSQL + Redis) vs bare node:http', floor: 'bare', subject: 'pg', load: keyed(pg.key), floorLoad: { path: LIGHT }, target: 0.5, enforce: 'full' as const },
      ] : []),
      ...(typeof before === 'string' ? [
        { name: `keyed call with request ids and usage by operation and key vs the same call at ${BEFORE_ACCOUNT_FEATURES}, before them`, floor: 'keyed-before', subject: 'keyed-now', load: keyed(key), target: 0.95, enforce: 'full' as const },
      ] : []),
      { name: 'light GET through a round-robin proxy to two instances vs one instance directly', floor: 'instance-a', subject: 'proxied', load: { path: LIGHT } },
    ]

    phase('load scenarios')
    const results = new Map<string, { floor: Load[]; subject: Load[] }>()
    for (let round = 1; round <= rounds; round++) {
      for (const s of scenarios) {
        const common = { connections, warmupSeconds, seconds }
        const floor = await load(servers.get(s.floor)!, { ...common, ...(s.floorLoad ?? s.load) })
        const subject = await load(servers.get(s.subject)!, { ...common, ...s.load })
        const entry = results.get(s.name) ?? { floor: [], subject: [] }
        entry.floor.push(floor)
        entry.subject.push(subject)
        results.set(s.name, entry)
        const bad = floor.non2xx + subject.non2xx
        console.log(`round ${round}: ${s.name}: ${(subject.rps / floor.rps).toFixed(2)} (${Math.round(subject.rps)} / ${Math.round(floor.rps)} req/s)${bad ? `, ${bad} answers not 2xx` : ''}`)
      }
    }

    phase('text pipeline against separate calls')
    const textPipeline = await textPipelineBench(servers.get('service')!, rounds, { connections, warmupSeconds, seconds })

    const lines = report(scenarios, results)
    lines.push('', ...notes(pgSkipped))
    lines.push('', ...textPipelineReport(textPipeline))
    phase('serializers')
    const lightLoads = results.get(scenarios.find((s) => s.subject === 'service' && s.load.path === LIGHT)!.name)!
    const lightCpu = median(lightLoads.subject.map((x) => x.cpuMicrosPerRequest ?? Number.NaN))
    lines.push('', ...serializerReport(await serializerBench(quick), lightCpu))
    phase('latency under password hashing')
    lines.push('', ...await latencyUnderHashing(port++, seconds))
    phase('image conversions and PDF merge')
    const files = await fileScenarios(port++)
    lines.push('', ...imageReport(files.images))
    lines.push('', ...pdfReport(files.pdf, quick))
    phase('start-up, idle memory and the command line')
    const command = await commandBench(rounds, port, quick)
    port += 2
    lines.push('', ...command.lines)
    phase('async jobs')
    const jobs = await jobsBench({ quick, seconds, lightPath: LIGHT, port, databaseUrl: pgUrl, redisUrl, log: phase })
    port += JOBS_PORTS
    lines.push('', ...jobs.lines)
    const memoryFailed: string[] = []
    if (memory) {
      const m = await memory.finish()
      lines.push('', ...m.lines)
      memoryFailed.push(...m.failed)
    } else {
      lines.push('', '| memory (VmRSS) | |', '|---|---|', '| service process after 60 s of mixed load and after idling 5 min | skipped in --quick runs (full runs only) |')
    }
    const elapsed = (performance.now() - started) / 1000
    console.log(`\n${lines.join('\n')}`)
    const mode = quick ? '--quick' : 'full'
    const header = `${new Date().toISOString()} · ${machine()} · ${mode} run: ${rounds} round(s) of ${seconds} s (${warmupSeconds} s warm-up) at ${connections} connections, ${elapsed.toFixed(0)} s in all${warning ? `; ${warning}` : ''}`
    writeFileSync(path.join(root, 'bench/report.md'), `# Benchmark report\n\n${header}\n\n${lines.join('\n')}\n`)
    console.log(`\nbench took ${elapsed.toFixed(0)} s`)

    const failed = scenarios.filter((s) => {
      const r = results.get(s.name)!
      if ([...r.subject, ...r.floor].some((x) => x.non2xx > 0)) return true
      if (s.target === undefined || (quick && s.enforce !== 'always')) return false
      const ratio = median(r.subject.map((x, i) => x.rps / r.floor[i]!.rps))
      return ratio < (quick ? s.target * 0.4 : s.target)
    }).map((s) => s.name)
    // Quick runs are too short for the pipeline's ratio: they check only its answers.
    if ([...textPipeline.calls.flat(), ...textPipeline.pipeline].some((x) => x.non2xx > 0) || (!quick && textPipelineRatio(textPipeline) >= textPipeline.target)) failed.push(textPipeline.name)
    failed.push(...files.images.filter((r) => median(r.service) / median(r.direct) > (quick ? 2.5 : r.target)).map((r) => r.name))
    failed.push(...memoryFailed)
    failed.push(...jobs.failed)
    failed.push(...command.failed)
    if (failed.length > 0) {
      console.error(`below target or not 2xx: ${failed.join('; ')}`)
      process.exitCode = 1
    }
  } finally {
    await Promise.all([...servers.values()].map((s) => s.stop()))
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true })
    rmSync(textFile, { force: true })
    if (pg) {
      // The key must not outlive the run: its limit is unreachable.
      try {
        const platform = await createPlatform(testConfig({ DATABASE_URL: pgUrl, REDIS_URL: redisUrl }))
        await platform.accounts.revokeKey(pg.accountId).finally(() => platform.close())
      } catch (error) {
        console.error('could not revoke the PostgreSQL bench key:', error)
      }
    }
  }
}

function notes(pgSkipped: string | undefined): string[] {
  return [
    '- Targets marked "full runs only" are not checked by `--quick`, which fails only on answers that are not 2xx; other targets are checked by `--quick` at 0.4 of their value.',
    '- POST text/word-count: the floor reads the whole 100 KB body and answers the same bytes and headers as the service, without parsing or counting; no target, the ratio is the cost of parsing, validating and counting (in the worker pool, as texts over 32 K characters go there).',
    pgSkipped
      ? `- Keyed call through PostgreSQL + Redis: **skipped**, ${pgSkipped} (the scenario runs when DATABASE_URL starts with postgres and REDIS_URL is set, as in CI).`
      : '- Keyed call through PostgreSQL + Redis: its ratio to the same light call without accounting (quotas off) is reported only; the target ≥ 0.5 is its ratio to bare node:http.',
    '- Scaling: two service instances and bench/proxy.ts (node:http, keep-alive agents, alternating per request) all run **unpinned**; the load generator stays pinned to CPU 1. The floor is instance A of the pair called directly, so both rows use the same processes. '
      + 'On this 2-core machine the load generator, the proxy and the two instances share the same two cores, which limits the scaling: the ratio does not show what two instances on cores of their own would give. CPU µs/req for the proxied row is the proxy plus both instances.',
  ]
}

/**
 * Password hashing runs in its own pool: four concurrent cost-15 bcrypt calls must not slow down
 * light calls much. Reports the light call's p99 with that load as a ratio to its p99 without.
 */
async function latencyUnderHashing(port: number, seconds: number): Promise<string[]> {
  // Not pinned to one CPU: the hashing threads are meant to use the other core.
  const server = await startServer('hashing', [MAIN], { QUOTAS: 'false', DATABASE_URL: 'sqlite::memory:', REDIS_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1' }, port, '/healthz', false)
  try {
    const light = server.url + LIGHT
    await probeLatency(light, 1)
    const idle = await probeLatency(light, seconds)
    const stop = new AbortController()
    const hashing = keepBusy(`${server.url}/api/v1/dev/bcrypt`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'correct horse battery staple', cost: 15 }),
    }, 4, stop.signal)
    await new Promise((r) => setTimeout(r, 500))
    const loaded = await probeLatency(light, seconds)
    stop.abort()
    const statuses = await hashing
    phase('hashing load stopped')
    const ratio = loaded.p99 / idle.p99
    const line = `| light GET p99 while 4 cost-15 bcrypt calls run, vs its p99 alone | ${idle.p99.toFixed(2)} ms | ${loaded.p99.toFixed(2)} ms | ${ratio.toFixed(2)} | ${statuses.filter((s) => s === 200).length} hashes done, ${statuses.filter((s) => s === 503).length} refused busy | < 3 |`
    console.log(line)
    if (ratio >= 3) {
      console.error('light-call latency under hashing load is over target')
      process.exitCode = 1
    }
    return ['| latency scenario | p99 alone | p99 under load | ratio | load | target |', '|---|---|---|---|---|---|', line]
  } finally {
    await server.stop()
  }
}

/** Image conversions and a PDF merge on a server that may use every core, as this process does. */
async function fileScenarios(port: number) {
  const server = await startServer('files', [MAIN], { QUOTAS: 'false', DATABASE_URL: 'sqlite::memory:', REDIS_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1' }, port, '/healthz', false)
  try {
    phase('images')
    const images = await imageBench(server.url, rounds, quick)
    phase('PDF merge')
    const pdf = await pdfBench(server.url, rounds, quick)
    return { images, pdf }
  } finally {
    await server.stop()
  }
}

function report(scenarios: Scenario[], results: Map<string, { floor: Load[]; subject: Load[] }>): string[] {
  const fmt = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits))
  const lines = [
    '| scenario | floor req/s (best) | service req/s (best) | ratio (median of rounds) | ratio (best) | p50 / p99 ms floor | p50 / p99 ms service | CPU µs/req floor | CPU µs/req service | not 2xx | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const s of scenarios) {
    const r = results.get(s.name)!
    const best = (xs: Load[]) => xs.reduce((a, b) => (b.rps > a.rps ? b : a))
    const bf = best(r.floor)
    const bs = best(r.subject)
    const ratios = r.subject.map((x, i) => x.rps / r.floor[i]!.rps)
    const cpu = (xs: Load[]) => median(xs.map((x) => x.cpuMicrosPerRequest ?? Number.NaN))
    const bad = [...r.floor, ...r.subject].reduce((n, x) => n + x.non2xx, 0)
    const target = s.target === undefined ? '— (reported only)' : `≥ ${s.target}${s.enforce === 'full' ? ' (full runs only)' : ''}`
    lines.push(`| ${s.name} | ${fmt(bf.rps)} | ${fmt(bs.rps)} | ${fmt(median(ratios), 2)} | ${fmt(bs.rps / bf.rps, 2)} | ${bf.p50} / ${bf.p99} | ${bs.p50} / ${bs.p99} | ${fmt(cpu(r.floor), 1)} | ${fmt(cpu(r.subject), 1)} | ${bad} | ${target} |`)
  }
  return lines
}

await main()

/**
 * The sources of an earlier commit, in a folder of their own beside this checkout's packages;
 * where git or the commit is missing (a shallow clone, an unpacked package), why not.
 */
function baselineSources(commit: string): string | { skipped: string } {
  const dir = path.join(os.tmpdir(), `devutils-sources-${commit}`)
  try {
    if (!existsSync(path.join(dir, 'src/main.ts'))) {
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      const archive = execFileSync('git', ['archive', commit, 'src', 'package.json'], { cwd: root, maxBuffer: 256 * 2 ** 20, stdio: ['ignore', 'pipe', 'ignore'] })
      execFileSync('tar', ['-x', '-C', dir], { input: archive })
    }
    if (!existsSync(path.join(dir, 'node_modules'))) symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'))
    return dir
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    return { skipped: `its sources cannot be read from git: ${(error as Error).message.split('\n', 1)[0]}` }
  }
}
