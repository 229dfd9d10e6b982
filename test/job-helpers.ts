import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { envelope } from './helpers.ts'

export { manyPagesPdf } from './fixtures/pdf-build.ts'

/** A job as the API answers it. */
export interface Job {
  id: string
  op: string
  status: string
  progress: number | null
  created_at: string
  started_at: string | null
  finished_at: string | null
  error: { code: string; error: string; status: number } | null
  output: { url?: string; name?: string; type?: string; size?: number; result?: unknown; expires_at: string } | null
  webhook: { url: string; attempts: number; last_status: number | null; delivered_at: string | null } | null
  links: { self: string; output?: string }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
export const ended = (job: Job) => ['succeeded', 'failed', 'canceled'].includes(job.status)

export async function signup(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email, password: 'correct horse battery' } })
  expect(res.statusCode, res.body).toBe(201)
  return (envelope(res).result as { key: string }).key
}

export async function getJob(app: FastifyInstance, key: string, id: string): Promise<Job> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: { 'x-api-key': key } })
  expect(res.statusCode, res.body).toBe(200)
  return envelope(res).result as Job
}

/** Polls the job until `done` says so; throws with its last state after `ms`. */
export async function until(app: FastifyInstance, key: string, id: string, done: (job: Job) => boolean, ms = 30_000): Promise<Job> {
  const deadline = Date.now() + ms
  for (;;) {
    const job = await getJob(app, key, id)
    if (done(job)) return job
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${job.status}: ${JSON.stringify(job)}`)
    await sleep(50)
  }
}

/** A receiver on 127.0.0.1 that records every delivery and answers the next status of `answers` (200 once they run out). */
export async function receiver() {
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

