import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { envelope, expectRefusal, makeApp, upload } from './helpers.ts'

interface Job {
  id: string
  op: string
  status: string
  progress: number | null
  error: { code: string; error: string; status: number } | null
  output: { url?: string; name?: string; type?: string; size?: number; result?: unknown; expires_at: string } | null
  webhook: { url: string; attempts: number; last_status: number | null; delivered_at: string | null } | null
  links: { self: string; output?: string }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function signup(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email, password: 'correct horse battery' } })
  expect(res.statusCode, res.body).toBe(201)
  return (envelope(res).result as { key: string }).key
}

async function until(app: FastifyInstance, key: string, id: string, done: (job: Job) => boolean, ms = 20_000): Promise<Job> {
  const deadline = Date.now() + ms
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: { 'x-api-key': key } })
    expect(res.statusCode, res.body).toBe(200)
    const job = envelope(res).result as Job
    if (done(job)) return job
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${job.status}`)
    await sleep(50)
  }
}
const ended = (job: Job) => ['succeeded', 'failed', 'canceled'].includes(job.status)

/** A receiver on 127.0.0.1 that records every delivery and answers the next status of `answers` (200 after). */
async function receiver() {
  const answers: number[] = []
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(answers.shift() ?? 200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { received, answers, port, url: `http://127.0.0.1:${port}/hook`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

describe('jobs on the embedded engine', () => {
  let app: FastifyInstance
  let key: string
  let hook: Awaited<ReturnType<typeof receiver>>
  beforeAll(async () => {
    hook = await receiver()
    app = await makeApp({ QUOTAS: 'true', ALLOW_ADDRESSES: '127.0.0.1/32', FETCH_ALLOWED_PORTS: `80,443,${hook.port}`, WEBHOOK_RETRY_BASE_MS: '50' }, { checkResults: true })
    key = await signup(app, 'jobs@example.com')
  })
  afterAll(async () => {
    await app.close()
    await hook.close()
  })

  it('runs a file operation as a job: 202, poll, download a PNG of the asked width', async () => {
    const res = await upload(app, '/api/v1/file/image-resize?async=1', ['alpha.png'], { width: 64 }, { headers: { 'x-api-key': key } })
    expect(res.statusCode, res.body).toBe(202)
    const created = envelope(res).result as Job
    expect(created.id).toMatch(/^j_[A-Za-z0-9_-]{22}$/)
    expect(res.headers.location).toBe(`/api/v1/jobs/${created.id}`)
    expect(created).toMatchObject({ op: 'file/image-resize', status: 'queued' })
    const job = await until(app, key, created.id, ended)
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded')
    expect(job.progress).toBe(1)
    expect(job.output).toMatchObject({ type: 'image/png' })
    const out = await app.inject({ method: 'GET', url: `/api/v1/jobs/${created.id}/output`, headers: { 'x-api-key': key } })
    expect(out.statusCode).toBe(200)
    expect(out.headers['content-type']).toBe('image/png')
    const meta = await sharp(out.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'png', width: 64 })
    // The signed link works without the key.
    const signed = new URL(job.output!.url!)
    const viaLink = await app.inject({ method: 'GET', url: signed.pathname + signed.search })
    expect(viaLink.statusCode).toBe(200)
    expect(viaLink.rawPayload.equals(out.rawPayload)).toBe(true)
  })

  it('needs a key, and hides other keys\' jobs', async () => {
    expectRefusal(await upload(app, '/api/v1/file/image-resize?async=1', ['photo.jpg'], { width: 64 }), 401, 'KEY_REQUIRED')
    const res = await upload(app, '/api/v1/file/image-resize', ['photo.jpg'], { width: 64 }, { headers: { 'x-api-key': key, prefer: 'respond-async' } })
    expect(res.statusCode, res.body).toBe(202)
    const other = await signup(app, 'other@example.com')
    const id = (envelope(res).result as Job).id
    expectRefusal(await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: { 'x-api-key': other } }), 404, 'JOB_NOT_FOUND')
    expectRefusal(await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}` }), 401, 'KEY_REQUIRED')
  })

  it('delivers a signed webhook, retried with the same id after 500s', async () => {
    hook.answers.push(500, 500)
    const secretRes = await app.inject({ method: 'GET', url: '/api/v1/account/webhook-secret', headers: { 'x-api-key': key } })
    const secret = (envelope(secretRes).result as { secret: string }).secret
    const res = await upload(app, '/api/v1/file/image-info', ['photo.png'], { webhook_url: hook.url }, { headers: { 'x-api-key': key } })
    expect(res.statusCode, res.body).toBe(202)
    const id = (envelope(res).result as Job).id
    const job = await until(app, key, id, (j) => j.webhook?.delivered_at !== null && j.webhook !== null)
    expect(job.webhook).toMatchObject({ attempts: 3, last_status: 200 })
    expect(hook.received).toHaveLength(3)
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1)
    const verifier = new Webhook(secret)
    for (const delivery of hook.received) {
      const payload = verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; data: Job }
      expect(payload).toMatchObject({ type: 'job.succeeded', data: { id, status: 'succeeded' } })
      expect((payload.data.output!.result as { width: number }).width).toBeGreaterThan(0)
    }
    expect(() => verifier.verify(hook.received[0]!.body.replace('succeeded', 'failed'), hook.received[0]!.headers as Record<string, string>)).toThrow()
  })

  it('refuses a webhook URL on a private address at creation', async () => {
    const res = await upload(app, '/api/v1/file/image-info', ['photo.png'], { webhook_url: 'http://10.1.2.3/hook' }, { headers: { 'x-api-key': key } })
    expectRefusal(res, 422, 'WEBHOOK_URL_REFUSED')
  })

  it('runs a pipeline as a job, ending in JSON', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/v1/pipeline?async=1', headers: { 'x-api-key': key },
      payload: { input: 'hello', steps: [{ op: 'text/case', params: { mode: 'upper' } }, { op: 'encode/base32' }] },
    })
    expect(res.statusCode, res.body).toBe(202)
    const job = await until(app, key, (envelope(res).result as Job).id, ended)
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded')
    expect(job.output!.result).toMatchObject({ output: 'JBCUYTCP' })
    expectRefusal(await app.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}/output`, headers: { 'x-api-key': key } }), 404, 'JOB_NO_OUTPUT')
  })

  it('lists the key\'s jobs newest first, a page at a time', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/v1/jobs?limit=2', headers: { 'x-api-key': key } })
    expect(first.statusCode, first.body).toBe(200)
    const page = envelope(first).result as { jobs: Job[]; next_cursor: string | null }
    expect(page.jobs).toHaveLength(2)
    expect(page.next_cursor).not.toBeNull()
    const second = await app.inject({ method: 'GET', url: `/api/v1/jobs?limit=2&cursor=${page.next_cursor}`, headers: { 'x-api-key': key } })
    const next = envelope(second).result as { jobs: Job[] }
    expect(next.jobs.map((j) => j.id)).not.toContain(page.jobs[0]!.id)
  })
})

export type { LightMyRequestResponse }
