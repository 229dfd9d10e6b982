import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testConfig } from '../src/config.ts'
import { createPlatform, type Platform } from '../src/platform/index.ts'
import { canRun, fixture, makeApp, sharedStores, type Overrides } from './helpers.ts'
import { startService, untilAnswers, wait } from './service-process.ts'

// Faults from outside the process: the stores going away and coming back, a shutdown during
// uploads, a client that never finishes its request. Each runs against its own Redis, PostgreSQL
// cluster or server process, so the shared services other tests use are never disturbed.
const REDIS = '/usr/bin/redis-server'
const haveRedis = canRun('the Redis fault tests', existsSync(REDIS) ? undefined : 'redis-server is not installed')

const stores = sharedStores('the faults of the PostgreSQL + Redis deployment')
const distributed = stores !== undefined
const { databaseUrl: sharedDatabase, redisUrl: sharedRedis } = stores ?? {}

interface PostgresTools {
  bin: string
  /** Runs a command as the postgres user when we are root: PostgreSQL refuses to run as root. */
  as: string[]
  owner?: { uid: number; gid: number }
}

function findPostgres(): PostgresTools | string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => ['initdb', 'pg_ctl'].every((tool) => existsSync(join(root, v, 'bin', tool)))).sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0) return 'no PostgreSQL server binaries in /usr/lib/postgresql/*/bin'
  const bin = join(root, versions[0]!, 'bin')
  if (process.getuid?.() !== 0) return { bin, as: [] }
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const [uid, gid] = [id('-u'), id('-g')]
  if (uid.status !== 0 || gid.status !== 0) return 'running as root and there is no postgres user to run PostgreSQL as'
  if (spawnSync('runuser', ['-u', 'postgres', '--', 'true']).status !== 0) return 'running as root and runuser cannot run commands as postgres'
  return { bin, as: ['runuser', '-u', 'postgres', '--'], owner: { uid: Number(uid.stdout), gid: Number(gid.stdout) } }
}

const postgres = findPostgres()
canRun('the PostgreSQL fault tests', typeof postgres === 'string' ? `a private PostgreSQL cannot be started: ${postgres}` : undefined)

let nextPort = 19_400 + (process.pid % 200) * 3

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => { socket.destroy(); resolve(true) })
    socket.once('error', () => resolve(false))
  })
}

/** A Redis of our own, to kill and freeze. */
class PrivateRedis {
  readonly port = nextPort++
  readonly url = `redis://127.0.0.1:${this.port}`
  private readonly dir = mkdtempSync(join(tmpdir(), 'devutils-redis-'))
  process = this.spawn()

  private spawn(): ChildProcess {
    return spawn(REDIS, ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir], { stdio: 'ignore' })
  }

  restart(): void {
    this.process = this.spawn()
  }

  ready(): Promise<void> {
    return untilAnswers(() => listening(this.port))
  }

  /** Brings it back if an earlier test left it dead or frozen. */
  async ensureRunning(): Promise<void> {
    if (this.process.exitCode !== null || this.process.signalCode !== null) this.restart()
    this.process.kill('SIGCONT')
    await this.ready()
  }

  destroy(): void {
    this.process.kill('SIGKILL')
    rmSync(this.dir, { recursive: true, force: true })
  }
}

/** Runs a command without blocking the event loop: calls in flight keep being served meanwhile. */
function run(command: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString() })
    child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString() })
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, output }))
  })
}

/** A PostgreSQL cluster of our own, to restart, crash and freeze. */
class PrivateCluster {
  readonly dir = mkdtempSync(join(tmpdir(), 'devutils-pg-'))
  readonly port = 25_000 + (process.pid % 1000)
  readonly url = `postgres://postgres@127.0.0.1:${this.port}/postgres`

  constructor(private readonly tools: PostgresTools) {
    if (tools.owner) chownSync(this.dir, tools.owner.uid, tools.owner.gid)
  }

  private async tool(name: string, ...args: string[]): Promise<void> {
    const { code, output } = await run([...this.tools.as, join(this.tools.bin, name), ...args])
    if (code !== 0) throw new Error(`${name} ${args.join(' ')} failed (${code}): ${output}\n${this.log()}`)
  }

  private log(): string {
    try {
      return readFileSync(join(this.dir, 'log'), 'utf8').split('\n').slice(-15).join('\n')
    } catch {
      return ''
    }
  }

  private postmaster(): number | undefined {
    try {
      return Number(readFileSync(join(this.dir, 'postmaster.pid'), 'utf8').split('\n', 1)[0])
    } catch {
      return undefined
    }
  }

  /** The postmaster and every process it started. */
  private processes(): number[] {
    const postmaster = this.postmaster()
    if (postmaster === undefined) return []
    const children = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).filter((pid) => {
      try {
        // The parent pid is the second field after the parenthesised command name.
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ')[1]) === postmaster
      } catch {
        return false
      }
    })
    return [postmaster, ...children.map(Number)]
  }

  async init(): Promise<void> {
    await this.tool('initdb', '-D', this.dir, '-A', 'trust', '-U', 'postgres')
    await this.start()
  }

  async start(): Promise<void> {
    const options = `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1 -c fsync=off`
    await this.tool('pg_ctl', '-D', this.dir, '-l', join(this.dir, 'log'), '-o', options, '-w', '-t', '30', 'start')
  }

  /** Starts it again, waiting out what a crash leaves behind (a dying postmaster, its shared memory). */
  startAgain(): Promise<void> {
    return untilAnswers(async () => {
      await this.start()
      return true
    }, 15_000)
  }

  /** Brings it back if an earlier test left it stopped, crashed or frozen. */
  async ensureRunning(): Promise<void> {
    this.thaw()
    const status = await run([...this.tools.as, join(this.tools.bin, 'pg_ctl'), 'status', '-D', this.dir])
    if (status.code !== 0) await this.startAgain()
  }

  stop(mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
    return this.tool('pg_ctl', '-D', this.dir, '-m', mode, '-w', 'stop')
  }

  /** Kills the postmaster outright and waits until it is gone; its backends follow it by themselves. */
  async crash(): Promise<void> {
    const postmaster = this.postmaster()!
    process.kill(postmaster, 'SIGKILL')
    await untilAnswers(async () => {
      try {
        process.kill(postmaster, 0)
        return false
      } catch {
        return true
      }
    })
  }

  freeze(): void {
    for (const pid of this.processes()) process.kill(pid, 'SIGSTOP')
  }

  thaw(): void {
    for (const pid of this.processes()) {
      try {
        process.kill(pid, 'SIGCONT')
      } catch {
        // Gone already.
      }
    }
  }

  async destroy(): Promise<void> {
    this.thaw()
    await this.stop('immediate').catch(() => {
      const postmaster = this.postmaster()
      try {
        if (postmaster) process.kill(postmaster, 'SIGKILL')
      } catch {
        // Not running.
      }
    })
    rmSync(this.dir, { recursive: true, force: true })
  }
}

interface Deployment {
  name: string
  skip: boolean
  /** App instances sharing the stores; calls alternate between them. */
  instances: number
  /** Accounts and keys: SQLite in memory, or the shared PostgreSQL. */
  database: string
  /** Environment of a spawned service. */
  service: Record<string, string>
}

const deployments: Deployment[] = [
  { name: 'embedded (SQLite, one instance)', skip: false, instances: 1, database: 'sqlite::memory:', service: {} },
  {
    name: 'two instances on PostgreSQL + Redis',
    skip: !distributed,
    instances: 2,
    database: sharedDatabase ?? '',
    service: { DATABASE_URL: sharedDatabase ?? '', REDIS_URL: sharedRedis ?? '', QUOTAS: 'true', ANON_DAILY_LIMIT: '1000000000', BURST_PER_SECOND: '0' },
  },
]

describe.each(deployments)('$name', ({ skip, instances, database, service }) => {
  describe.skipIf(skip || !haveRedis)('Redis goes away during load and comes back', () => {
    let redis: PrivateRedis
    beforeAll(async () => {
      redis = new PrivateRedis()
      await redis.ready()
    })
    afterAll(() => redis?.destroy())
    beforeEach(() => redis.ensureRunning())

    const startApps = () => Promise.all(Array.from({ length: instances }, () =>
      makeApp({ DATABASE_URL: database, QUOTAS: 'true', REDIS_URL: redis.url, ANON_DAILY_LIMIT: '100000', BURST_PER_SECOND: '0' })))
    const caller = (apps: FastifyInstance[], value: number) => {
      let turn = 0
      const call = () => apps[turn++ % apps.length]!.inject({ url: `/api/v1/number/roman?value=${value}` })
      const everyInstanceServes = async () => (await Promise.all(apps.map(() => call()))).every((r) => r.statusCode === 200)
      return { call, everyInstanceServes }
    }

    it('answers 503 QUOTA_UNAVAILABLE while Redis is down (never uncounted), and recovers without a restart', async () => {
      const apps = await startApps()
      const { call, everyInstanceServes } = caller(apps, 7)
      try {
        await untilAnswers(everyInstanceServes)
        // Load in flight while the store dies.
        const during = Array.from({ length: 40 }, (_, i) => wait(i * 10).then(call))
        await wait(100)
        redis.process.kill('SIGKILL')
        const statuses = (await Promise.all(during)).map((r) => r.statusCode)
        expect(statuses.every((s) => s === 200 || s === 503), String(statuses)).toBe(true)
        for (const down of await Promise.all(apps.map(() => call()))) {
          expect(down.statusCode).toBe(503)
          expect(down.json()).toMatchObject({ ok: false, code: 'QUOTA_UNAVAILABLE' })
        }

        redis.restart()
        await untilAnswers(everyInstanceServes, 15_000)
        const after = await call()
        expect(after.json()).toMatchObject({ ok: true, quota: { tier: 'anonymous' } })
      } finally {
        await Promise.all(apps.map((app) => app.close()))
      }
    }, 40_000)

    it('answers 503 within seconds while Redis is frozen (a hung store, not a dead one), and recovers when it thaws', async () => {
      const apps = await startApps()
      const { call, everyInstanceServes } = caller(apps, 8)
      try {
        await untilAnswers(everyInstanceServes, 15_000)
        redis.process.kill('SIGSTOP')
        const started = Date.now()
        const frozen = await Promise.all(Array.from({ length: 6 }, call))
        expect(frozen.map((r) => r.statusCode)).toEqual([503, 503, 503, 503, 503, 503])
        for (const res of frozen) expect(res.json()).toMatchObject({ ok: false, code: 'QUOTA_UNAVAILABLE' })
        expect(Date.now() - started, 'callers waited on a frozen Redis for too long').toBeLessThan(8_000)
        redis.process.kill('SIGCONT')
        await untilAnswers(everyInstanceServes, 15_000)
      } finally {
        redis.process.kill('SIGCONT')
        await Promise.all(apps.map((app) => app.close()))
      }
    }, 40_000)
  })

  describe.skipIf(skip)('the process under faults', () => {
    it('finishes an upload in flight when told to stop, then exits cleanly and refuses new calls', async () => {
      const server = await startService(service)
      try {
        const body = new FormData()
        body.append('files[]', new Blob([fixture('photo.png')]), 'photo.png')
        // A request whose body arrives slowly: SIGTERM lands half-way through it, and the rest of
        // the body arrives while the service is already shutting down.
        const request = new Request(`http://127.0.0.1:${server.port}/api/v1/file/png-to-webp`, { method: 'POST', body })
        const bytes = new Uint8Array(await request.arrayBuffer())
        const contentType = request.headers.get('content-type')!
        const halfway = Math.floor(bytes.length / 512) * 256
        let stopping: Promise<number | string> | undefined
        const slowBody = new ReadableStream<Uint8Array>({
          async start(controller) {
            for (let i = 0; i < bytes.length; i += 256) {
              controller.enqueue(bytes.subarray(i, i + 256))
              if (i === halfway) {
                server.child.kill('SIGTERM')
                await wait(300)
                // Meanwhile it takes no new work.
                stopping = fetch(`http://127.0.0.1:${server.port}/healthz`).then((r) => r.status, () => 'refused')
              }
              await wait(20)
            }
            controller.close()
          },
        })
        const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/file/png-to-webp`, {
          method: 'POST', body: slowBody, headers: { 'content-type': contentType }, duplex: 'half',
        } as RequestInit)
        expect(['refused', 503]).toContain(await stopping)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/webp')
        const out = new Uint8Array(await res.arrayBuffer())
        expect(Buffer.from(out.subarray(8, 12)).toString('latin1')).toBe('WEBP')
        expect((await server.exited).code).toBe(0)
        await expect(fetch(`http://127.0.0.1:${server.port}/healthz`)).rejects.toThrow()
      } finally {
        server.child.kill('SIGKILL')
      }
    }, 60_000)

    it('cuts off a client that sends its request too slowly (slowloris), and keeps serving others', async () => {
      const server = await startService({ ...service, REQUEST_TIMEOUT_MS: '2000' })
      try {
        const socket = connect(server.port, '127.0.0.1')
        const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())))
        socket.on('error', () => {})
        const started = Date.now()
        socket.write('GET /api/v1/number/roman?value=9 HTTP/1.1\r\nHost: x\r\n')
        const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 300)
        // Others are served meanwhile.
        expect((await fetch(`http://127.0.0.1:${server.port}/api/v1/number/roman?value=9`)).status).toBe(200)
        const at = await Promise.race([closed, wait(8_000).then(() => -1)])
        clearInterval(drip)
        expect(at, 'the slow connection was never closed').toBeGreaterThan(0)
        expect(at - started).toBeLessThan(6_000)
      } finally {
        server.child.kill('SIGKILL')
      }
    }, 60_000)
  })
})

interface Answer {
  kind: string
  res: LightMyRequestResponse
  ms: number
}

async function timed(kind: string, app: FastifyInstance, options: InjectOptions): Promise<Answer> {
  const started = Date.now()
  const res = await app.inject(options)
  return { kind, res, ms: Date.now() - started }
}

/**
 * Fires a call every `everyMs` until stopped or `maxCalls` were fired, then hands back every
 * answer. The cap keeps a metered load inside its allowance however slowly the machine runs the
 * outage around it: a 429 from the load would say nothing about the outage.
 */
function startLoad(fire: (i: number) => Promise<Answer>, everyMs: number, maxCalls: number) {
  let running = true
  const answers: Promise<Answer>[] = []
  const loop = (async () => {
    for (let i = 0; running && i < maxCalls; i++) {
      answers.push(fire(i))
      await wait(everyMs)
    }
  })()
  return {
    async stop(): Promise<Answer[]> {
      running = false
      await loop
      return Promise.all(answers)
    },
  }
}

/** Every answer is a success or a 503 envelope naming one of `codes`, with Retry-After, in bounded time. */
function expectServedOrUnavailable(answers: readonly Answer[], codes: readonly string[], maxMs: number): void {
  for (const { kind, res, ms } of answers) {
    const label = `${kind}: ${res.statusCode} ${res.body.slice(0, 200)}`
    expect([200, 201, 503], label).toContain(res.statusCode)
    if (res.statusCode === 503) {
      expect(codes, label).toContain(res.json().code)
      expect(res.json().ok, label).toBe(false)
      expect(Number(res.headers['retry-after']), label).toBeGreaterThan(0)
    }
    expect(ms, `${kind} took ${ms} ms`).toBeLessThan(maxMs)
  }
}

describe.skipIf(typeof postgres === 'string' || !haveRedis)('PostgreSQL restarts, crashes and freezes under load', () => {
  const tools = postgres as PostgresTools
  let cluster: PrivateCluster
  let redis: PrivateRedis
  let operator: Platform
  const password = 'correct horse battery'

  beforeAll(async () => {
    redis = new PrivateRedis()
    cluster = new PrivateCluster(tools)
    await Promise.all([cluster.init(), redis.ready()])
    operator = await createPlatform(testConfig({ DATABASE_URL: cluster.url }))
  }, 60_000)
  afterAll(async () => {
    await operator?.close().catch(() => {})
    await cluster?.destroy()
    redis?.destroy()
  }, 30_000)
  beforeEach(() => cluster.ensureRunning(), 30_000)

  /** Two instances on the private cluster; counters in the private Redis unless told otherwise. */
  async function twoInstances(overrides: Overrides = {}) {
    const config: Overrides = {
      DATABASE_URL: cluster.url, REDIS_URL: redis.url, QUOTAS: 'true', BURST_PER_SECOND: '0', KEY_CACHE_TTL_MS: '5000',
      // Every sign-up here comes from one address; the sign-up throttle has tests of its own.
      SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0', ...overrides,
    }
    const apps = [await makeApp(config), await makeApp(config)]
    let turn = 0
    const next = () => apps[turn++ % apps.length]!
    return { apps, next, close: () => Promise.all(apps.map((app) => app.close())) }
  }

  /** A key with a small custom allowance, and a tally of the calls it was served. */
  async function meteredKey(limit: number) {
    const { key } = await operator.accounts.create(`metered-${randomUUID()}@example.com`, null, 'custom', limit)
    const tally = { served: 0 }
    const call = async (app: FastifyInstance) => {
      const answer = await timed('cached key', app, { url: '/api/v1/number/roman?value=12', headers: { 'x-api-key': key } })
      if (answer.res.statusCode === 200) tally.served++
      return answer
    }
    /** Calls until the allowance is refused, and returns how many calls were served in all. */
    const drain = async (apps: FastifyInstance[]) => {
      for (let i = 0; i <= limit; i++) {
        const { res } = await call(apps[i % apps.length]!)
        if (res.statusCode === 429) {
          expect(res.json()).toMatchObject({ ok: false, code: 'QUOTA_EXCEEDED' })
          return tally.served
        }
        expect(res.statusCode, res.body).toBe(200)
      }
      throw new Error(`more than ${limit} calls were served`)
    }
    return { key, tally, call, drain }
  }

  const signup = (app: FastifyInstance, email = `signup-${randomUUID()}@example.com`) =>
    timed('signup', app, { method: 'POST', url: '/api/v1/account/signup', payload: { email, password } })
  const login = (app: FastifyInstance, email: string) =>
    timed('login', app, { method: 'POST', url: '/api/v1/account/login', payload: { email, password } })
  const sessionCookie = (res: LightMyRequestResponse) => {
    const cookie = res.cookies.find((c) => c.name === 'devutils_session')!
    return `${cookie.name}=${cookie.value}`
  }

  it('keeps serving cached keys and answers 503 STORE_UNAVAILABLE for the rest while PostgreSQL restarts; recovers without a restart, counting exactly', async () => {
    const { apps, next, close } = await twoInstances()
    let load: ReturnType<typeof startLoad> | undefined
    try {
      // Every fifth call of the load is metered: at most 100 of its 500 calls, inside the allowance.
      const metered = await meteredKey(150)
      // One key the load uses, and one nobody has used before the database goes down.
      const { key: loadKey } = await operator.accounts.create(`load-${randomUUID()}@example.com`, null)
      const { key: coldKey } = await operator.accounts.create(`cold-${randomUUID()}@example.com`, null)
      const email = `login-${randomUUID()}@example.com`
      const signedUp = await signup(next(), email)
      expect(signedUp.res.statusCode, signedUp.res.body).toBe(201)
      const cookie = sessionCookie(signedUp.res)
      const accountView = (app: FastifyInstance) => timed('account', app, { url: '/api/v1/account', headers: { cookie } })
      const keyed = (kind: string, key: string) => (app: FastifyInstance) =>
        timed(kind, app, { url: '/api/v1/number/roman?value=13', headers: { 'x-api-key': key } })
      const cold = keyed('uncached key', coldKey)

      for (const app of [...apps, ...apps]) expect((await metered.call(app)).res.statusCode).toBe(200)
      const kinds = [metered.call, (app: FastifyInstance) => signup(app), (app: FastifyInstance) => login(app, email), accountView, keyed('other key', loadKey)]
      load = startLoad((i) => kinds[i % kinds.length]!(next()), 20, 500)

      await wait(100)
      await cluster.stop()
      // While it is down: the counters are elsewhere, so cached keys are served; everything that
      // needs the database says so.
      const down = await Promise.all([
        ...apps.map((app) => metered.call(app)),
        ...apps.map((app) => signup(app)),
        ...apps.map((app) => accountView(app)),
        ...apps.map((app) => cold(app)),
        timed('readyz', next(), { url: '/readyz' }),
      ])
      // More log-in attempts than LOGIN_MAX_FAILURES, one after another: none of them is a wrong
      // guess, so none may lock the account out.
      for (let i = 0; i < 12; i++) down.push(await login(next(), email))
      for (const { kind, res } of down) {
        if (kind === 'cached key') expect(res.statusCode, res.body).toBe(200)
        else if (kind === 'readyz') expect(res.statusCode).toBe(503)
        else {
          expect(res.statusCode, `${kind}: ${res.body}`).toBe(503)
          expect(res.json(), kind).toMatchObject({ ok: false, code: 'STORE_UNAVAILABLE' })
          expect(res.headers['retry-after'], kind).toBeDefined()
        }
      }
      await wait(300)
      await cluster.start()
      await wait(300)
      const answers = await load.stop()
      expectServedOrUnavailable(answers, ['STORE_UNAVAILABLE'], 3_000)
      expect(answers.filter((a) => a.res.statusCode === 503).length, 'no call of the load landed in the outage').toBeGreaterThan(0)
      expect(answers.filter((a) => a.kind === 'cached key').map((a) => a.res.statusCode)).not.toContain(503)

      // Back without a restart of either instance.
      await untilAnswers(async () => (await signup(next())).res.statusCode === 201, 15_000)
      const fresh = await signup(next())
      expect(fresh.res.statusCode, fresh.res.body).toBe(201)
      const freshKey = (fresh.res.json().result as { key: string }).key
      for (const app of apps) {
        const res = await app.inject({ url: '/api/v1/number/roman?value=14', headers: { 'x-api-key': freshKey } })
        expect(res.json()).toMatchObject({ ok: true, quota: { plan: 'free' } })
        expect((await cold(app)).res.statusCode).toBe(200)
        expect((await accountView(app)).res.statusCode).toBe(200)
        const again = await login(app, email)
        expect(again.res.statusCode, again.res.body).toBe(200)
      }
      expect(await metered.drain(apps)).toBe(150)
    } finally {
      await load?.stop().catch(() => {})
      await close()
    }
  }, 60_000)

  it('counts in PostgreSQL alone: a crash answers 503 QUOTA_UNAVAILABLE (never an uncounted call), and counting continues exactly', async () => {
    const { apps, next, close } = await twoInstances({ REDIS_URL: '' })
    let load: ReturnType<typeof startLoad> | undefined
    try {
      // The load fires at most 200 calls, so the allowance outlasts it however long the crash takes.
      const metered = await meteredKey(300)
      for (const app of [...apps, ...apps]) expect((await metered.call(app)).res.statusCode).toBe(200)
      load = startLoad(() => metered.call(next()), 15, 200)

      await wait(100)
      await cluster.crash()
      const down = await Promise.all(apps.map((app) => metered.call(app)))
      for (const { res } of down) {
        expect(res.statusCode, res.body).toBe(503)
        expect(res.json()).toMatchObject({ ok: false, code: 'QUOTA_UNAVAILABLE' })
      }
      const signedUp = await signup(next())
      expect(signedUp.res.statusCode).toBe(503)
      expect(signedUp.res.json()).toMatchObject({ ok: false, code: 'STORE_UNAVAILABLE' })
      await cluster.startAgain()
      await wait(300)
      const answers = await load.stop()
      expectServedOrUnavailable(answers, ['QUOTA_UNAVAILABLE'], 3_000)
      expect(answers.filter((a) => a.res.statusCode === 503).length, 'no call of the load landed in the outage').toBeGreaterThan(0)

      await untilAnswers(async () => (await Promise.all(apps.map((app) => metered.call(app)))).every((a) => a.res.statusCode === 200), 15_000)
      // Every call served before, during and after the crash was counted, and nothing more.
      expect(await metered.drain(apps)).toBe(300)
    } finally {
      await load?.stop().catch(() => {})
      await close()
    }
  }, 60_000)

  it('answers within seconds while PostgreSQL is frozen (a hung database, not a dead one), and recovers when it thaws', async () => {
    const { apps, next, close } = await twoInstances()
    try {
      const metered = await meteredKey(1_000)
      const { key: coldKey } = await operator.accounts.create(`cold-${randomUUID()}@example.com`, null)
      for (const app of apps) expect((await metered.call(app)).res.statusCode).toBe(200)
      // Idle connections in both pools, so the frozen server holds some of them mid-query.
      for (const app of apps) expect((await signup(app)).res.statusCode).toBe(201)

      cluster.freeze()
      const started = Date.now()
      const deadline = wait(12_000).then(() => 'still waiting after 12 s')
      const frozen = await Promise.race([deadline, Promise.all([
        ...apps.map((app) => metered.call(app)),
        ...apps.flatMap((app) => [signup(app), signup(app)]),
        ...apps.map((app) => timed('uncached key', app, { url: '/api/v1/number/roman?value=15', headers: { 'x-api-key': coldKey } })),
      ])])
      cluster.thaw()
      if (typeof frozen === 'string') throw new Error(frozen)
      expectServedOrUnavailable(frozen, ['STORE_UNAVAILABLE'], 8_000)
      expect(frozen.filter((a) => a.kind === 'cached key').map((a) => a.res.statusCode)).toEqual([200, 200])
      expect(frozen.filter((a) => a.kind !== 'cached key').every((a) => a.res.statusCode === 503), 'nothing needing the database was served').toBe(true)
      expect(Date.now() - started, 'callers waited on a frozen PostgreSQL for too long').toBeLessThan(8_000)

      await untilAnswers(async () => (await signup(next())).res.statusCode === 201, 15_000)
      for (const app of apps) {
        const res = await app.inject({ url: '/api/v1/number/roman?value=15', headers: { 'x-api-key': coldKey } })
        expect(res.statusCode, res.body).toBe(200)
      }
    } finally {
      cluster.thaw()
      await close()
    }
  }, 60_000)
})
