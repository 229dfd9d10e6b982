/**
 * Load benchmarks: each scenario runs against its floor in the same run, in interleaved rounds,
 * and is reported as a ratio (machines here are too noisy for absolute figures to mean much).
 *
 *   npm run bench                 full run (3 rounds, 3 s warm-up, 10 s measured)
 *   npm run bench -- --quick      smoke run for CI (1 round, short), loose thresholds
 *   npm run bench -- --rounds 5 --seconds 10
 */
import { rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { testConfig } from '../src/config.ts'
import { createPlatform } from '../src/platform/index.ts'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { imageBench, imageReport } from './images.ts'
import { keepBusy, load, loadWarning, median, probeLatency, startServer, type Load, type LoadOptions, type Server } from './harness.ts'

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

interface Scenario {
  name: string
  floor: string
  subject: string
  load: Omit<LoadOptions, 'connections' | 'warmupSeconds' | 'seconds'>
  floorLoad?: Omit<LoadOptions, 'connections' | 'warmupSeconds' | 'seconds'>
  /** The target for a full run; a quick run only checks against a loose fraction of it. */
  target: number
}

const LIGHT = '/api/v1/number/roman?value=1994'

async function main() {
  const warning = loadWarning()
  if (warning) console.warn(`warning: ${warning}`)

  const servers = new Map<string, Server>()
  const dbFile = path.join(os.tmpdir(), `devutils-bench-${process.pid}.db`)
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
  let port = 18_700
  try {
    for (const [name, env] of Object.entries(serviceSpecs)) {
      servers.set(name, await startServer(name, ['--import', 'tsx', path.join(root, 'src/main.ts')], { LOG_LEVEL: 'info', REDIS_URL: '', ...env, HOST: '127.0.0.1' }, port++, '/healthz'))
    }
    const light = await fetch(servers.get('service')!.url + LIGHT)
    const sameHeaders = Object.fromEntries(['content-type', 'access-control-allow-origin', 'access-control-expose-headers'].map((h) => [h, light.headers.get(h) ?? '']))
    servers.set('bare', await startServer('bare node:http', ['--import', 'tsx', path.join(root, 'bench/bare-server.ts')], { BENCH_BODY: await light.text(), BENCH_HEADERS: JSON.stringify(sameHeaders) }, port++))

    const scenarios: Scenario[] = [
      { name: 'light GET (number/roman), quotas off, vs bare node:http', floor: 'bare', subject: 'service', load: { path: LIGHT }, target: 0.7 },
      { name: 'anonymous call (address counted in SQLite) vs bare node:http', floor: 'bare', subject: 'counted', load: { path: LIGHT }, target: 0.5 },
      { name: 'keyed call (key lookup + counter in SQLite) vs bare node:http', floor: 'bare', subject: 'counted', load: { path: LIGHT, headers: { 'x-api-key': key } }, target: 0.6 },
    ]

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
        console.log(`round ${round}: ${s.name}: ${(subject.rps / floor.rps).toFixed(2)} (${Math.round(subject.rps)} / ${Math.round(floor.rps)} req/s)`)
      }
    }

    const lines = report(scenarios, results)
    lines.push('', ...await latencyUnderHashing(port++, seconds))
    const images = await imageScenarios(port++)
    lines.push('', ...imageReport(images))
    console.log(`\n${lines.join('\n')}`)
    writeFileSync(path.join(root, 'bench/report.md'), `# Benchmark report\n\n${new Date().toISOString()}, ${rounds} round(s) of ${seconds} s at ${connections} connections${warning ? `; ${warning}` : ''}\n\n${lines.join('\n')}\n`)

    const failed = scenarios.filter((s) => {
      const r = results.get(s.name)!
      const ratio = median(r.subject.map((x, i) => x.rps / r.floor[i]!.rps))
      return ratio < (quick ? s.target * 0.4 : s.target) || r.subject.some((x) => x.non2xx > 0)
    })
    const slowImages = images.filter((r) => median(r.service) / median(r.direct) > (quick ? 2.5 : r.target))
    failed.push(...slowImages.map((r) => ({ name: r.name }) as Scenario))
    if (failed.length > 0) {
      console.error(`below target: ${failed.map((s) => s.name).join('; ')}`)
      process.exitCode = 1
    }
  } finally {
    await Promise.all([...servers.values()].map((s) => s.stop()))
    for (const suffix of ['', '-wal', '-shm']) rmSync(dbFile + suffix, { force: true })
  }
}

/**
 * Password hashing runs in its own pool: four concurrent cost-15 bcrypt calls must not slow down
 * light calls much. Reports the light call's p99 with that load as a ratio to its p99 without.
 */
async function latencyUnderHashing(port: number, seconds: number): Promise<string[]> {
  // Not pinned to one CPU: the hashing threads are meant to use the other core.
  const server = await startServer('hashing', ['--import', 'tsx', path.join(root, 'src/main.ts')], { QUOTAS: 'false', DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'warn', HOST: '127.0.0.1' }, port, '/healthz', false)
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

/** Image conversions on a server that may use every core, as sharp in this process does. */
async function imageScenarios(port: number) {
  const server = await startServer('images', ['--import', 'tsx', path.join(root, 'src/main.ts')], { QUOTAS: 'false', DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'warn', HOST: '127.0.0.1' }, port, '/healthz', false)
  try {
    return await imageBench(server.url, rounds, quick)
  } finally {
    await server.stop()
  }
}

function report(scenarios: Scenario[], results: Map<string, { floor: Load[]; subject: Load[] }>): string[] {
  const fmt = (n: number | undefined, digits = 0) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits))
  const lines = [
    '| scenario | floor req/s (best) | service req/s (best) | ratio (median of rounds) | ratio (best) | p50 / p99 ms floor | p50 / p99 ms service | CPU µs/req floor | CPU µs/req service | target |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const s of scenarios) {
    const r = results.get(s.name)!
    const best = (xs: Load[]) => xs.reduce((a, b) => (b.rps > a.rps ? b : a))
    const bf = best(r.floor)
    const bs = best(r.subject)
    const ratios = r.subject.map((x, i) => x.rps / r.floor[i]!.rps)
    const cpu = (xs: Load[]) => median(xs.map((x) => x.cpuMicrosPerRequest ?? Number.NaN))
    lines.push(`| ${s.name} | ${fmt(bf.rps)} | ${fmt(bs.rps)} | ${fmt(median(ratios), 2)} | ${fmt(bs.rps / bf.rps, 2)} | ${bf.p50} / ${bf.p99} | ${bs.p50} / ${bs.p99} | ${fmt(cpu(r.floor), 1)} | ${fmt(cpu(r.subject), 1)} | ≥ ${s.target} |`)
  }
  return lines
}

await main()
