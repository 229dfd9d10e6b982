/**
 * Jobs through the faults a deployment meets: the embedded service killed with jobs queued and
 * running, a worker killed mid-job, Redis restarted without its data, and an upload of 100 MB
 * that must not be held in memory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canRun, fixture, makeApp, sharedStores } from './helpers.ts'
import { ended, type Job, manyPagesPdf, signup, sleep, until } from './job-helpers.ts'
import { startService, type ServiceProcess, untilAnswers } from './service-process.ts'

const ROOT = new URL('..', import.meta.url).pathname

/** An HTTP call to a service process. */
async function call(port: number, method: string, url: string, options: { key?: string; body?: FormData | object } = {}): Promise<{ status: number; json: { ok: boolean; result: unknown; code?: string } }> {
  const body = options.body instanceof FormData ? options.body : options.body === undefined ? undefined : JSON.stringify(options.body)
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(options.key && { 'x-api-key': options.key }), ...(typeof body === 'string' && { 'content-type': 'application/json' }) },
    body,
  })
  return { status: res.status, json: await res.json() as never }
}

const form = (name: string, bytes: Uint8Array, fields: Record<string, string> = {}) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) data.append(key, value)
  data.append('files[]', new Blob([bytes]), name)
  return data
}

async function pollProcess(port: number, key: string, id: string, done: (job: Job) => boolean, ms = 60_000): Promise<Job> {
  const deadline = Date.now() + ms
  for (;;) {
    const { status, json } = await call(port, 'GET', `/api/v1/jobs/${id}`, { key }).catch(() => ({ status: 0, json: { ok: false, result: undefined } }))
    if (status === 200 && done(json.result as Job)) return json.result as Job
    if (Date.now() > deadline) throw new Error(`job ${id} did not get there: ${JSON.stringify(json)}`)
    await sleep(100)
  }
}

/** The peak resident memory of a process so far, in bytes (Linux). */
function peakRss(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((one) => one.startsWith('VmHWM:'))!
  return Number(/(\d+)/.exec(line)![1]) * 1024
}

const stop = async (service: ServiceProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') => {
  if (!service || service.child.exitCode !== null) return
  service.child.kill(signal)
  await service.exited
}

describe('the embedded service killed with jobs queued and running', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'jobs-restart-'))
  const env = {
    DATABASE_URL: `sqlite:${path.join(dir, 'store.db')}`, JOB_STORE_DIR: path.join(dir, 'jobs'),
    JOB_CONCURRENCY: '1', FILE_TIMEOUT_MS: '120000', SIGNUP_PER_ADDRESS_PER_HOUR: '0',
  }
  let service: ServiceProcess | undefined
  afterAll(async () => {
    await stop(service)
    rmSync(dir, { recursive: true, force: true })
  })

  it('runs every job to success after a restart: the one that was running again, the queued ones after it', async () => {
    service = await startService(env)
    const signed = await call(service.port, 'POST', '/api/v1/account/signup', { body: { email: 'restart@example.com', password: 'correct horse battery' } })
    const key = (signed.json.result as { key: string }).key
    const pdf = await manyPagesPdf(60)
    const slow = await call(service.port, 'POST', '/api/v1/file/pdf-to-png?async=1', { key, body: form('many.pdf', pdf, { dpi: '72' }) })
    expect(slow.status).toBe(202)
    const quick = []
    for (let i = 0; i < 3; i++) quick.push(await call(service.port, 'POST', '/api/v1/file/image-resize?async=1', { key, body: form('photo.jpg', fixture('photo.jpg'), { width: String(20 + i) }) }))
    const ids = [slow, ...quick].map((res) => (res.json.result as Job).id)
    await pollProcess(service.port, key, ids[0]!, (job) => job.status === 'running')
    await sleep(500)
    await stop(service, 'SIGKILL')

    service = await startService(env)
    const jobs = await Promise.all(ids.map((id) => pollProcess(service!.port, key, id, ended)))
    expect(jobs.map((job) => job.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded'])
    const res = await fetch(`http://127.0.0.1:${service.port}/api/v1/jobs/${ids[3]}/output`, { headers: { 'x-api-key': key } })
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(22)
  }, 120_000)
})

describe('an upload of 100 MB to a job', () => {
  let service: ServiceProcess | undefined
  afterAll(async () => { await stop(service) })

  it('is streamed to storage: the service\'s peak memory grows by less than the upload', async () => {
    // The job is only taken (JOBS_RUN=false), so the measure is the upload's alone.
    service = await startService({ JOBS_RUN: 'false', SIGNUP_PER_ADDRESS_PER_HOUR: '0' })
    const signed = await call(service.port, 'POST', '/api/v1/account/signup', { body: { email: 'big@example.com', password: 'correct horse battery' } })
    const key = (signed.json.result as { key: string }).key
    // Warm the upload path, so the baseline holds what any upload costs.
    expect((await call(service.port, 'POST', '/api/v1/file/image-resize?async=1', { key, body: form('photo.png', fixture('photo.png'), { width: '10' }) })).status).toBe(202)
    const before = peakRss(service.child.pid!)

    const size = 100 * 1024 * 1024
    const boundary = `----devutils${randomUUID()}`
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="width"\r\n\r\n64\r\n--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`)
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
    const png = fixture('photo.png')
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port: service!.port, method: 'POST', path: '/api/v1/file/image-resize?async=1',
        headers: { 'x-api-key': key, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
      }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString() }))
      })
      req.on('error', reject)
      // A PNG's first bytes, then filler: the format is read from the head, the rest streams through.
      const chunk = Buffer.alloc(1024 * 1024, 7)
      let sent = 0
      const write = () => {
        while (sent < size) {
          const piece = sent === 0 ? Buffer.concat([png, chunk]).subarray(0, chunk.length) : chunk
          sent += piece.length
          if (!req.write(piece)) return void req.once('drain', write)
        }
        req.end(tail)
      }
      req.write(head)
      write()
    })
    expect(answer.status, answer.body).toBe(202)
    const job = JSON.parse(answer.body).result as Job
    expect(job.status).toBe('queued')
    const grown = peakRss(service.child.pid!) - before
    // Held in memory, the upload would add its 100 MB, and the chunks it was joined from as much
    // again. Streamed, what grows is the parser's buffers and chunks already written but not yet
    // collected: V8 collects them once about 64 MB of them have piled up, whatever the upload's size.
    expect(grown, `peak resident memory grew by ${Math.round(grown / 1048576)} MB`).toBeLessThan(90 * 1024 * 1024)
  }, 120_000)
})

const stores = sharedStores('the scale-out job fault tests')

/** Starts `npx devutils worker` (the same entry) with the given settings. */
function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

const killed = (child: ChildProcess) => new Promise<void>((resolve) => {
  if (child.exitCode !== null || child.signalCode !== null) return resolve()
  child.once('exit', () => resolve())
  child.kill('SIGKILL')
})

describe.skipIf(!stores)('a worker killed with SIGKILL mid-job', () => {
  const env = {
    DATABASE_URL: stores?.databaseUrl ?? '', REDIS_URL: stores?.redisUrl ?? '', JOB_QUEUE_PREFIX: `test-${randomUUID()}`,
    JOB_STALLED_MS: '2000', JOB_CONCURRENCY: '1', FILE_TIMEOUT_MS: '120000', SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0',
  }
  let api: FastifyInstance
  const workers: ChildProcess[] = []
  beforeAll(async () => { api = await makeApp({ ...env, JOBS_RUN: 'false' }) })
  afterAll(async () => {
    await Promise.all(workers.map(killed))
    await api?.close()
  })

  it('is noticed, and another worker runs its job to the end', async () => {
    const key = await signup(api, `killed-${randomUUID()}@example.com`)
    const first = startWorker(env)
    workers.push(first)
    const pdf = await manyPagesPdf(60)
    const res = await api.inject({ method: 'POST', url: '/api/v1/file/pdf-to-png?async=1', headers: { 'x-api-key': key, 'content-type': 'multipart/form-data; boundary=x' }, payload: multipart('x', 'many.pdf', pdf, { dpi: '72' }) })
    expect(res.statusCode, res.body).toBe(202)
    const id = (res.json().result as Job).id
    await until(api, key, id, (job) => job.status === 'running', 60_000)
    await sleep(500)
    await killed(first)
    workers.push(startWorker(env))
    const job = await until(api, key, id, ended, 90_000)
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded')
    expect(job.output).toMatchObject({ type: 'application/zip' })
  }, 150_000)
})

/** A free TCP port on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

const redisServer = spawnSync('redis-server', ['--version']).status === 0 ? 'redis-server' : undefined
const privateRedis = stores && canRun('the Redis restart test', redisServer ? undefined : 'redis-server is not installed')

describe.skipIf(!privateRedis)('Redis restarted mid-run, without its data', () => {
  let redis: ChildProcess | undefined
  let port = 0
  const startRedis = async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    await untilAnswers(async () => new Promise<boolean>((resolve) => {
      const socket = createServer().listen(port, '127.0.0.1')
      socket.once('error', () => resolve(true))
      socket.once('listening', () => socket.close(() => resolve(false)))
    }))
  }
  let api: FastifyInstance
  let worker: FastifyInstance
  beforeAll(async () => {
    port = await freePort()
    await startRedis()
  })
  afterAll(async () => {
    await Promise.all([api?.close(), worker?.close()])
    if (redis) await killed(redis)
  })

  it('loses no job: the queue is filled again from the records, and every job ends succeeded', async () => {
    const env = {
      DATABASE_URL: stores?.databaseUrl ?? '', REDIS_URL: `redis://127.0.0.1:${port}`, JOB_QUEUE_PREFIX: `test-${randomUUID()}`,
      JOB_STALLED_MS: '2000', JOB_CONCURRENCY: '1', FILE_TIMEOUT_MS: '120000', SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0',
    }
    api = await makeApp({ ...env, JOBS_RUN: 'false' })
    worker = await makeApp(env)
    const key = await signup(api, `redis-${randomUUID()}@example.com`)
    const pdf = await manyPagesPdf(40)
    const make = async (name: string, bytes: Uint8Array, path: string, fields: Record<string, string>) => {
      const res = await api.inject({ method: 'POST', url: `${path}?async=1`, headers: { 'x-api-key': key, 'content-type': 'multipart/form-data; boundary=x' }, payload: multipart('x', name, bytes, fields) })
      expect(res.statusCode, res.body).toBe(202)
      return (res.json().result as Job).id
    }
    const ids = [await make('many.pdf', pdf, '/api/v1/file/pdf-to-png', { dpi: '72' })]
    for (let i = 0; i < 3; i++) ids.push(await make('photo.jpg', fixture('photo.jpg'), '/api/v1/file/image-resize', { width: String(30 + i) }))
    await until(api, key, ids[0]!, (job) => job.status === 'running', 60_000)
    await killed(redis!)
    await sleep(1_000)
    await startRedis()
    const jobs = await Promise.all(ids.map((id) => until(api, key, id, ended, 90_000)))
    expect(jobs.map((job) => job.status)).toEqual(['succeeded', 'succeeded', 'succeeded', 'succeeded'])
  }, 150_000)
})

/** A multipart body with one file and some fields. */
function multipart(boundary: string, name: string, bytes: Uint8Array, fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`)
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
}
