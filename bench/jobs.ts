/**
 * Async jobs under load, each scenario on service processes of its own (not pinned: jobs run in
 * worker threads that may use every core, as they would in production):
 *
 * - the light call's p99 while ten PDF renders (POST /api/v1/file/pdf-to-png?async=1) are queued
 *   or running, as a ratio to its p99 alone: jobs must not starve the event loop that answers
 *   every other call;
 * - how many 12 MP JPEG resizes (POST /api/v1/file/image-resize?async=1, width 1024) one
 *   deployment finishes per minute: the embedded one (SQLite, the API runs its jobs), and, when
 *   DATABASE_URL and REDIS_URL name PostgreSQL and Redis, an API instance that only takes jobs
 *   plus one worker process (src/worker.ts), and an API instance that runs jobs too plus one worker.
 *
 * Every job is made with a key from POST /api/v1/account/signup, as a client would get one.
 * `npm run bench` runs these rows with the others; these rows alone:
 *
 *   node --import tsx bench/jobs.ts [--quick] [--seconds 10]
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { manyPagesPdf } from '../test/fixtures/pdf-build.ts'
import { machine, median, probeLatency, startServer, type Server } from './harness.ts'
import { photo12mp } from './images.ts'

const root = path.resolve(import.meta.dirname, '..')
const MAIN = path.join(root, 'dist/main.js')
const WORKER = path.join(root, 'dist/worker.js')
/** Ports from the one given: the latency server, the embedded deployment, two scale-out API instances. */
export const JOBS_PORTS = 4

const RENDERS = 10
const RENDER_PAGES = 100
const LATENCY_TARGET = 2
/** A quick run's ceiling for the latency ratio: short windows make a p99 noisy. */
const LATENCY_QUICK_CEILING = 5
const RESIZE_WIDTH = '1024'
const SUBMITTERS = 4

interface Job {
  id: string
  status: string
  started_at: string | null
  finished_at: string | null
  error: { code: string } | null
}

/** "3 running, 7 queued". */
function tally(statuses: readonly string[]): string {
  const counts = new Map<string, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, n]) => `${n} ${status}`).join(', ')
}

const ended = (job: Job) => ['succeeded', 'failed', 'canceled'].includes(job.status)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export interface JobsBenchOptions {
  quick: boolean
  /** Seconds of each latency window. */
  seconds: number
  /** The light call the other rows use. */
  lightPath: string
  /** The first of JOBS_PORTS ports. */
  port: number
  /** PostgreSQL and Redis for the scale-out deployment; without both it is skipped. */
  databaseUrl?: string
  redisUrl?: string
  log?: (what: string) => void
}

export interface JobsBenchResult {
  lines: string[]
  failed: string[]
}

/** Settings every process here shares: keys by signup, no limit a run can reach. */
const SETTINGS = {
  QUOTAS: 'true', ANON_DAILY_LIMIT: '1000000000', FREE_MONTHLY_LIMIT: '1000000000', BURST_PER_SECOND: '0',
  SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0', LOG_LEVEL: 'warn', HOST: '127.0.0.1',
}

async function call<T>(url: string, init: RequestInit, expected: number): Promise<T> {
  const res = await fetch(url, init)
  const text = await res.text()
  if (res.status !== expected) throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 300)}`)
  return (JSON.parse(text) as { result: T }).result
}

async function signup(server: Server): Promise<string> {
  const email = `bench-jobs-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
  const result = await call<{ key: string }>(`${server.url}/api/v1/account/signup`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'correct horse battery staple' }),
  }, 201)
  return result.key
}

/** A client of one key's jobs on one API instance. */
function jobClient(server: Server, key: string) {
  const headers = { 'x-api-key': key }
  return {
    submit(opPath: string, fields: Record<string, string>, file: { name: string; type: string; bytes: Uint8Array }): Promise<Job> {
      const form = new FormData()
      for (const [name, value] of Object.entries(fields)) form.set(name, value)
      form.set('files[]', new Blob([file.bytes], { type: file.type }), file.name)
      return call<Job>(`${server.url}${opPath}?async=1`, { method: 'POST', headers, body: form }, 202)
    },
    get: (id: string) => call<Job>(`${server.url}/api/v1/jobs/${id}`, { headers }, 200),
    /** Cancels a queued or running job, or deletes a finished one's output. */
    remove: (id: string) => call<Job>(`${server.url}/api/v1/jobs/${id}`, { method: 'DELETE', headers }, 200),
    /** The key's newest jobs (up to 100), by id. */
    async all(): Promise<Map<string, Job>> {
      const { jobs } = await call<{ jobs: Job[] }>(`${server.url}/api/v1/jobs?limit=100`, { headers }, 200)
      return new Map(jobs.map((job) => [job.id, job]))
    },
  }
}
type JobClient = ReturnType<typeof jobClient>

/** Polls until every job of `ids` has ended; throws with the states seen after `ms`. */
async function allEnded(client: JobClient, ids: readonly string[], ms: number, every = 100): Promise<Job[]> {
  const deadline = Date.now() + ms
  for (;;) {
    const jobs = await client.all()
    const mine = ids.map((id) => jobs.get(id))
    if (mine.every((job) => job !== undefined && ended(job))) return mine as Job[]
    if (Date.now() > deadline) {
      throw new Error(`jobs still not ended after ${ms / 1000} s: ${tally(mine.map((job) => job?.status ?? 'missing'))}`)
    }
    await sleep(every)
  }
}

/** A process that listens on no port (src/worker.ts): ready when it logs that it runs jobs. */
async function startWorker(name: string, env: Record<string, string>): Promise<{ pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [WORKER], { env: { ...process.env, ...env, LOG_LEVEL: 'info' }, stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start`)), 60_000)
    let seen = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      if (seen === 'ready') return
      seen = (seen + chunk.toString()).slice(-4096)
      if (seen.includes('worker is running')) {
        seen = 'ready'
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${name} exited with ${code}`))
    })
  })
  return {
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      // The worker forces its own exit 15 s after SIGTERM; this is the backstop.
      const kill = setTimeout(() => {
        console.warn(`warning: ${name} (pid ${child.pid}) did not exit within 20 s of SIGTERM; killed`)
        child.kill('SIGKILL')
      }, 20_000)
      child.once('exit', () => {
        clearTimeout(kill)
        resolve()
      })
      child.kill('SIGTERM')
    }),
  }
}

interface LatencyResult {
  idle: { p50: number; p99: number; count: number }
  loaded: { p50: number; p99: number; count: number }
  /** Renders that ended during the loaded window, and the states when it closed. */
  endedDuring: number
  atEnd: string
  canceled: number
}

async function latencyUnderRenders(server: Server, pdf: Uint8Array, options: JobsBenchOptions): Promise<LatencyResult> {
  const client = jobClient(server, await signup(server))
  const light = server.url + options.lightPath
  await probeLatency(light, 1)
  const idle = await probeLatency(light, options.seconds)
  const ids: string[] = []
  try {
    for (let i = 0; i < RENDERS; i++) {
      ids.push((await client.submit('/api/v1/file/pdf-to-png', { dpi: '72' }, { name: `many-${i}.pdf`, type: 'application/pdf', bytes: pdf })).id)
    }
    // Measured only once a render is under way, not while the jobs wait for a slot.
    const deadline = Date.now() + 30_000
    for (;;) {
      const first = await client.get(ids[0]!)
      if (first.status === 'running') break
      if (ended(first)) throw new Error(`the first render ${first.status} before the measurement (${JSON.stringify(first.error)})`)
      if (Date.now() > deadline) throw new Error('the first render did not start within 30 s')
      await sleep(50)
    }
    const before = await client.all()
    const loaded = await probeLatency(light, options.seconds)
    const after = await client.all()
    const states = ids.map((id) => after.get(id)!.status)
    const endedDuring = ids.filter((id) => !ended(before.get(id)!) && ended(after.get(id)!)).length
    const failed = ids.map((id) => after.get(id)!).filter((job) => job.status === 'failed')
    if (failed.length > 0) throw new Error(`${failed.length} render(s) failed: ${JSON.stringify(failed[0]!.error)}`)
    if (!states.includes('running') && !states.includes('queued')) throw new Error('every render ended before the loaded window closed: the load did not cover it')
    return { idle, loaded, endedDuring, atEnd: tally(states), canceled: await cancelLeftovers(client, ids) }
  } catch (error) {
    await cancelLeftovers(client, ids).catch(() => 0)
    throw error
  }
}

async function cancelLeftovers(client: JobClient, ids: readonly string[]): Promise<number> {
  const jobs = await client.all()
  const open = ids.filter((id) => { const job = jobs.get(id); return job !== undefined && !ended(job) })
  await Promise.all(open.map((id) => client.remove(id)))
  return open.length
}

interface ThroughputResult {
  name: string
  jobs: number
  seconds: number
  /** Seconds until the last job was accepted (202). */
  submitted: number
  perMinute: number
  /** Median time a job ran (started_at to finished_at), ms. */
  runMs: number
  skipped?: string
}

/**
 * Submits `count` resize jobs one after another (as fast as the uploads go) and waits for all of
 * them: jobs per minute from the first submission to the last finished_at. One untimed job first
 * warms up the worker threads and codecs of whatever runs the jobs.
 */
async function resizeThroughput(name: string, server: Server, photo: Uint8Array, count: number): Promise<ThroughputResult> {
  const client = jobClient(server, await signup(server))
  const file = { name: 'photo.jpg', type: 'image/jpeg', bytes: photo }
  const fields = { width: RESIZE_WIDTH }
  const warm = await client.submit('/api/v1/file/image-resize', fields, file)
  const [warmed] = await allEnded(client, [warm.id], 120_000, 50)
  if (warmed!.status !== 'succeeded') throw new Error(`${name}: the warm-up resize ${warmed!.status}: ${JSON.stringify(warmed!.error)}`)
  const ids: string[] = []
  try {
    const start = Date.now()
    // A few uploads in flight, so the queue fills faster than one runner empties it: the figure
    // is how fast jobs run, not how fast one client uploads.
    let next = 0
    await Promise.all(Array.from({ length: SUBMITTERS }, async () => {
      while (next < count) {
        next++
        ids.push((await client.submit('/api/v1/file/image-resize', fields, file)).id)
      }
    }))
    const submitted = (Date.now() - start) / 1000
    const jobs = await allEnded(client, ids, 120_000 + count * 30_000)
    const bad = jobs.filter((job) => job.status !== 'succeeded')
    if (bad.length > 0) throw new Error(`${name}: ${bad.length} of ${count} resizes did not succeed: ${bad[0]!.status} ${JSON.stringify(bad[0]!.error)}`)
    const last = Math.max(...jobs.map((job) => Date.parse(job.finished_at!)))
    const seconds = (last - start) / 1000
    const runMs = median(jobs.map((job) => Date.parse(job.finished_at!) - Date.parse(job.started_at!)))
    return { name, jobs: count, seconds, submitted, perMinute: (count / seconds) * 60, runMs }
  } finally {
    // Outputs go now, not after JOB_OUTPUT_TTL_S (on PostgreSQL they are large objects).
    await Promise.all([warm.id, ...ids].map((id) => client.remove(id).catch(() => undefined)))
  }
}

export async function jobsBench(options: JobsBenchOptions): Promise<JobsBenchResult> {
  const log = options.log ?? console.log
  const { quick } = options
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'devutils-bench-jobs-'))
  const embedded = (name: string) => ({ ...SETTINGS, DATABASE_URL: `sqlite:${path.join(tmp, `${name}.db`)}`, REDIS_URL: '', JOB_STORE_DIR: path.join(tmp, name) })
  const count = quick ? 3 : 100
  const failed: string[] = []
  const lines: string[] = []
  const latencyName = `light GET p99 while ${RENDERS} async PDF renders (${RENDER_PAGES} pages at 72 dpi, file/pdf-to-png) are queued or running, vs its p99 alone`
  const servers: Server[] = []
  const kept = (server: Server) => {
    servers.push(server)
    return server
  }
  try {
    log('jobs: light-call latency under PDF renders')
    const pdf = await manyPagesPdf(RENDER_PAGES)
    const photo = await photo12mp()
    // Both start at once (a quick run stays short); each is kept as soon as it answers, so a
    // failure of the other still stops it.
    const [latencyServer, embeddedServer] = await Promise.all([
      startServer('jobs: renders', [MAIN], embedded('renders'), options.port, '/healthz', false).then(kept),
      startServer('jobs: embedded', [MAIN], { ...embedded('embedded'), JOBS_PER_KEY: String(count + 1) }, options.port + 1, '/healthz', false).then(kept),
    ])

    lines.push('| latency scenario | p99 alone | p99 under load | ratio | load | target |', '|---|---|---|---|---|---|')
    try {
      const r = await latencyUnderRenders(latencyServer, pdf, options)
      const ratio = r.loaded.p99 / r.idle.p99
      const load = `${r.endedDuring} render(s) ended during the ${options.seconds} s window; at its end ${r.atEnd}; ${r.canceled} canceled after; ${r.idle.count} / ${r.loaded.count} light calls timed`
      const target = quick ? `≤ ${LATENCY_TARGET} (full runs; --quick fails only over ${LATENCY_QUICK_CEILING})` : `≤ ${LATENCY_TARGET}`
      const line = `| ${latencyName} | ${r.idle.p99.toFixed(2)} ms | ${r.loaded.p99.toFixed(2)} ms | ${ratio.toFixed(2)} | ${load} | ${target} |`
      console.log(line)
      lines.push(line)
      if (ratio > (quick ? LATENCY_QUICK_CEILING : LATENCY_TARGET)) failed.push(latencyName)
    } catch (error) {
      console.error(`${latencyName}: ${error instanceof Error ? error.message : String(error)}`)
      lines.push(`| ${latencyName} | — | — | — | failed: ${error instanceof Error ? error.message : String(error)} | ≤ ${LATENCY_TARGET} |`)
      failed.push(latencyName)
    }
    await latencyServer.stop()

    log('jobs: 12 MP resizes per minute')
    const throughput: ThroughputResult[] = []
    const measure = async (name: string, run: () => Promise<ThroughputResult>) => {
      try {
        const r = await run()
        console.log(`${r.name}: ${r.perMinute.toFixed(1)} jobs/min (${r.jobs} jobs in ${r.seconds.toFixed(1)} s, accepted in ${r.submitted.toFixed(1)} s, median ${r.runMs.toFixed(0)} ms running)`)
        throughput.push(r)
      } catch (error) {
        console.error(`${name}: ${error instanceof Error ? error.message : String(error)}`)
        throughput.push({ name, jobs: count, seconds: Number.NaN, submitted: Number.NaN, perMinute: Number.NaN, runMs: Number.NaN, skipped: `failed: ${error instanceof Error ? error.message : String(error)}` })
        failed.push(name)
      }
    }
    await measure('one API instance, embedded (SQLite), running its own jobs', () => resizeThroughput('one API instance, embedded (SQLite), running its own jobs', embeddedServer, photo, count))
    await embeddedServer.stop()

    const { databaseUrl = '', redisUrl = '' } = options
    const storesSkipped = quick ? 'not in --quick runs'
      : !databaseUrl.startsWith('postgres') ? `DATABASE_URL ${databaseUrl ? 'does not start with postgres' : 'is not set'}`
        : !redisUrl ? 'REDIS_URL is not set' : undefined
    const scaleOut = [
      { name: 'an API instance that only takes jobs (JOBS_RUN=false) + one worker process (PostgreSQL, Redis)', jobsRun: 'false', port: options.port + 2 },
      { name: 'an API instance that runs jobs too (JOBS_RUN=true) + one worker process (PostgreSQL, Redis)', jobsRun: 'true', port: options.port + 3 },
    ]
    for (const deployment of scaleOut) {
      if (storesSkipped) {
        if (!quick) console.log(`skipped: ${deployment.name} (${storesSkipped})`)
        throughput.push({ name: deployment.name, jobs: 0, seconds: Number.NaN, submitted: Number.NaN, perMinute: Number.NaN, runMs: Number.NaN, skipped: `skipped: ${storesSkipped}` })
        continue
      }
      await measure(deployment.name, async () => {
        // Queues of their own: nothing else on the shared Redis takes these jobs.
        const env = { ...SETTINGS, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, JOB_QUEUE_PREFIX: `bench-${process.pid}-${Date.now()}`, JOBS_PER_KEY: String(count + 1) }
        const [api, worker] = await Promise.all([
          startServer(`jobs: API, JOBS_RUN=${deployment.jobsRun}`, [MAIN], { ...env, JOBS_RUN: deployment.jobsRun }, deployment.port, '/healthz', false),
          startWorker('jobs: worker', env),
        ])
        try {
          return await resizeThroughput(deployment.name, api, photo, count)
        } finally {
          await Promise.all([api.stop(), worker.stop()])
        }
      })
    }

    lines.push(
      '',
      `| jobs throughput: 12 MP JPEG resized to ${RESIZE_WIDTH} px wide (file/image-resize?async=1) | jobs | seconds, first submission to last accepted / to last finished | jobs per minute | median ms a job runs | target |`,
      '|---|---|---|---|---|---|',
      ...throughput.map((r) => r.skipped
        ? `| ${r.name} | — | — | — | — | ${r.skipped} |`
          : `| ${r.name} | ${r.jobs} | ${r.submitted.toFixed(1)} / ${r.seconds.toFixed(1)} | ${r.perMinute.toFixed(1)} | ${r.runMs.toFixed(0)} | — (reported only${quick ? `; --quick: ${count} jobs` : ''}) |`),
      '',
      `- Jobs: every process runs unpinned, with JOB_CONCURRENCY ${process.env.JOB_CONCURRENCY ? `${process.env.JOB_CONCURRENCY} (from the environment)` : `${Math.max(1, Math.floor(os.availableParallelism() / 2))} (the default: half of FILE_JOBS, at least 1)`}, quotas on and a key from POST /api/v1/account/signup; the light call is anonymous (its address counted in SQLite). `
        + 'The latency window opens once the first render is running and checks that renders are still queued or running when it closes; leftovers are canceled (DELETE /api/v1/jobs/{id}) before the server stops. '
        + `Throughput: after one untimed warm-up job, the jobs are submitted ${SUBMITTERS} uploads at a time, then polled through GET /api/v1/jobs; the API instance, the worker and this client share the machine's cores.`,
    )
    return { lines, failed }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    rmSync(tmp, { recursive: true, force: true })
  }
}

// Run directly: these rows alone, with the stores of the environment.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, seconds: { type: 'string' }, port: { type: 'string', default: '18800' } } })
  const quick = values.quick
  const result = await jobsBench({
    quick, seconds: Number(values.seconds ?? (quick ? 3 : 10)), lightPath: '/api/v1/number/roman?value=1994', port: Number(values.port),
    ...(process.env.DATABASE_URL && { databaseUrl: process.env.DATABASE_URL }), ...(process.env.REDIS_URL && { redisUrl: process.env.REDIS_URL }),
  })
  console.log(`\n${machine()}\n\n${result.lines.join('\n')}`)
  if (result.failed.length > 0) {
    console.error(`below target or failed: ${result.failed.join('; ')}`)
    process.exitCode = 1
  }
}
