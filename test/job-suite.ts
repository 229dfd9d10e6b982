/**
 * What jobs must do on either deployment: the embedded one (one process, SQLite) and the
 * scale-out one (an API instance that only takes jobs, and a worker instance that runs them, on
 * PostgreSQL and Redis). Each test file describes its deployment and runs these against it.
 */
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppDependencies } from '../src/http/app.ts'
import { envelope, expectRefusal, makeApp, type Overrides, upload } from './helpers.ts'
import { ended, getJob, type Job, manyPagesPdf, receiver, signup, sleep, until } from './job-helpers.ts'

export interface Deployment {
  /** Settings of every instance. */
  overrides: Overrides
  /** Makes the instances: `api` takes the calls, and the same or another one runs the jobs. */
  start(overrides: Overrides, deps: AppDependencies): Promise<{ api: FastifyInstance; close(): Promise<void> }>
}

const TTL_S = 600

export function jobSuite(name: string, deployment: Deployment): void {
  describe(name, () => {
    let api: FastifyInstance
    let close: () => Promise<void>
    let key: string
    let hook: Awaited<ReturnType<typeof receiver>>
    let pdf: Uint8Array
    // The clock of every instance: moved forward to expire outputs.
    let offset = 0
    const headers = () => ({ 'x-api-key': key })
    const run = (path: string, files: Parameters<typeof upload>[2], fields: Parameters<typeof upload>[3] = {}) =>
      upload(api, `${path}${path.includes('?') ? '&' : '?'}async=1`, files, fields, { headers: headers() })
    const created = (res: Awaited<ReturnType<typeof upload>>): Job => {
      expect(res.statusCode, res.body).toBe(202)
      return envelope(res).result as Job
    }

    beforeAll(async () => {
      hook = await receiver()
      pdf = await manyPagesPdf()
      const started = await deployment.start({
        ...deployment.overrides,
        QUOTAS: 'true', BURST_PER_SECOND: '0', SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0',
        ALLOW_ADDRESSES: '127.0.0.1/32', FETCH_ALLOWED_PORTS: `80,443,${hook.port}`,
        WEBHOOK_RETRY_BASE_MS: '100', JOB_OUTPUT_TTL_S: String(TTL_S), JOB_CONCURRENCY: '1', FILE_TIMEOUT_MS: '120000',
        // A converter this service does not have, whatever the machine has.
        SOFFICE_PATH: '/nonexistent/soffice',
      }, { checkResults: true, now: () => Date.now() + offset })
      api = started.api
      close = started.close
      key = await signup(api, `jobs-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`)
    }, 60_000)
    afterAll(async () => {
      await close?.()
      await hook?.close()
    })

    it('runs a file operation as a job: 202 with Location, then polled to its output, read back by an independent decoder', async () => {
      const job = created(await run('/api/v1/file/image-resize', ['photo.jpg'], { width: 64 }))
      expect(job).toMatchObject({ op: 'file/image-resize', status: 'queued', output: null, links: { self: `/api/v1/jobs/${job.id}` } })
      expect(job.id).toMatch(/^j_[A-Za-z0-9_-]{22}$/)
      const done = await until(api, key, job.id, ended)
      expect(done.status, JSON.stringify(done.error)).toBe('succeeded')
      expect(done.progress).toBe(1)
      expect(done.output).toMatchObject({ name: 'photo.jpg', type: 'image/jpeg' })
      const out = await api.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}/output`, headers: headers() })
      expect(out.statusCode).toBe(200)
      expect(out.headers['content-type']).toBe('image/jpeg')
      expect(Number(out.headers['content-length'])).toBe(done.output!.size)
      expect(await sharp(out.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 64 })
      // The signed link works without the key; altered, it does not.
      const link = new URL(done.output!.url!)
      const viaLink = await api.inject({ method: 'GET', url: link.pathname + link.search })
      expect(viaLink.statusCode).toBe(200)
      expect(viaLink.rawPayload.equals(out.rawPayload)).toBe(true)
      const sig = link.searchParams.get('sig')!
      link.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1))
      expectRefusal(await api.inject({ method: 'GET', url: link.pathname + link.search }), 403, 'FILE_LINK_INVALID')
    })

    it('takes Prefer: respond-async and a form field too, and answers a JSON result in output.result', async () => {
      const viaHeader = await upload(api, '/api/v1/file/image-info', ['photo.png'], {}, { headers: { ...headers(), prefer: 'respond-async, wait=10' } })
      expect(viaHeader.headers['preference-applied']).toBe('respond-async')
      const viaField = await upload(api, '/api/v1/file/image-info', ['photo.png'], { async: '1' }, { headers: headers() })
      for (const res of [viaHeader, viaField]) {
        const job = await until(api, key, created(res).id, ended)
        expect(job.status).toBe('succeeded')
        expect(job.output!.result).toMatchObject({ format: 'png' })
        expect(job.links.output).toBeUndefined()
        expectRefusal(await api.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}/output`, headers: headers() }), 404, 'JOB_NO_OUTPUT')
      }
    })

    it('runs a pipeline as a job', async () => {
      const res = await api.inject({
        method: 'POST', url: '/api/v1/pipeline?async=1', headers: headers(),
        payload: { input: 'hello', steps: [{ op: 'text/case', params: { mode: 'upper' } }, { op: 'encode/base32' }] },
      })
      const job = await until(api, key, created(res).id, ended)
      expect(job).toMatchObject({ op: 'pipeline', status: 'succeeded', output: { result: { output: 'JBCUYTCP' } } })
    })

    it('refuses what the synchronous call refuses, at creation', async () => {
      expectRefusal(await run('/api/v1/file/image-resize', ['photo.jpg'], { width: 0 }), 422, 'PARAM_BETWEEN')
      expectRefusal(await run('/api/v1/file/image-resize', ['table.csv'], { width: 10 }), 422, 'UNSUPPORTED_FILE_FORMAT')
    })

    it('needs a key (401), and answers another key\'s job as missing (404)', async () => {
      expectRefusal(await upload(api, '/api/v1/file/image-resize?async=1', ['photo.jpg'], { width: 64 }), 401, 'KEY_REQUIRED')
      expectRefusal(await api.inject({ method: 'GET', url: '/api/v1/jobs' }), 401, 'KEY_REQUIRED')
      const job = created(await run('/api/v1/file/image-info', ['photo.png']))
      const other = await signup(api, `other-${Date.now()}@example.com`)
      for (const [method, url] of [['GET', `/api/v1/jobs/${job.id}`], ['DELETE', `/api/v1/jobs/${job.id}`], ['GET', `/api/v1/jobs/${job.id}/output`]] as const) {
        expectRefusal(await api.inject({ method, url, headers: { 'x-api-key': other } }), 404, 'JOB_NOT_FOUND')
      }
      expect((envelope(await api.inject({ method: 'GET', url: '/api/v1/jobs', headers: { 'x-api-key': other } })).result as { jobs: Job[] }).jobs).toEqual([])
    })

    it('cancels a running job: its work stops, and the next job runs at once in its place', async () => {
      const slow = created(await run('/api/v1/file/pdf-to-png', [{ name: 'many.pdf', bytes: pdf }], { dpi: 150 }))
      // Well into the render, which tells how many pages it has done.
      const rendering = await until(api, key, slow.id, (job) => job.status === 'running' && (job.progress ?? 0) > 0)
      expect(rendering.progress).toBeLessThan(1)
      const canceledAt = Date.now()
      // What the render had left, at the pace it went so far.
      const done = rendering.progress!
      const left = (canceledAt - Date.parse(rendering.started_at!)) * (1 - done) / done
      const res = await api.inject({ method: 'DELETE', url: `/api/v1/jobs/${slow.id}`, headers: headers() })
      expect(res.statusCode, res.body).toBe(200)
      expect(envelope(res).result).toMatchObject({ id: slow.id, status: 'canceled' })
      // One job at a time runs (JOB_CONCURRENCY=1): this one starts only once the render stopped,
      // seconds before the render of 100 pages at 150 dpi would have ended.
      const next = await until(api, key, created(await run('/api/v1/file/image-info', ['photo.png'])).id, ended)
      expect(next.status).toBe('succeeded')
      expect(Date.now() - canceledAt, `the next job waited as long as the rest of the render (${Math.round(left)} ms)`).toBeLessThan(left)
      await sleep(500)
      expect((await getJob(api, key, slow.id)).status).toBe('canceled')
    }, 60_000)

    it('DELETE of a finished job deletes its output', async () => {
      const job = await until(api, key, created(await run('/api/v1/file/image-resize', ['photo.jpg'], { width: 32 })).id, ended)
      const res = await api.inject({ method: 'DELETE', url: `/api/v1/jobs/${job.id}`, headers: headers() })
      expect(res.statusCode).toBe(200)
      expect(envelope(res).result).toMatchObject({ status: 'succeeded', output: null })
      expectRefusal(await api.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}/output`, headers: headers() }), 404, 'JOB_NO_OUTPUT')
      const link = new URL(job.output!.url!)
      expectRefusal(await api.inject({ method: 'GET', url: link.pathname + link.search }), 404, 'JOB_NO_OUTPUT')
    })

    it('lists the key\'s jobs newest first, a page at a time, by status', async () => {
      const first = envelope(await api.inject({ method: 'GET', url: '/api/v1/jobs?limit=2', headers: headers() })).result as { jobs: Job[]; next_cursor: string | null }
      expect(first.jobs).toHaveLength(2)
      expect(first.next_cursor).not.toBeNull()
      const second = envelope(await api.inject({ method: 'GET', url: `/api/v1/jobs?limit=2&cursor=${first.next_cursor}`, headers: headers() })).result as { jobs: Job[] }
      expect(second.jobs.map((job) => job.id)).not.toContain(first.jobs[0]!.id)
      expect(Date.parse(first.jobs[1]!.created_at) >= Date.parse(second.jobs[0]!.created_at)).toBe(true)
      const canceled = envelope(await api.inject({ method: 'GET', url: '/api/v1/jobs?status=canceled', headers: headers() })).result as { jobs: Job[] }
      expect(canceled.jobs.length).toBeGreaterThan(0)
      expect(canceled.jobs.every((job) => job.status === 'canceled')).toBe(true)
      expectRefusal(await api.inject({ method: 'GET', url: '/api/v1/jobs?status=done', headers: headers() }), 422, 'PARAM_ENUM')
      expectRefusal(await api.inject({ method: 'GET', url: '/api/v1/jobs?cursor=nonsense', headers: headers() }), 422, 'PARAM_INVALID')
    })

    it('delivers the end to a webhook signed with the account\'s secret, three attempts under one webhook-id when the receiver fails twice', async () => {
      const secret = (envelope(await api.inject({ method: 'GET', url: '/api/v1/account/webhook-secret', headers: headers() })).result as { secret: string }).secret
      hook.received.length = 0
      hook.answers.push(500, 500)
      const job = created(await upload(api, '/api/v1/file/image-info', ['photo.png'], { webhook_url: hook.url }, { headers: headers() }))
      const done = await until(api, key, job.id, (one) => one.webhook?.delivered_at !== null)
      expect(done.webhook).toMatchObject({ url: hook.url, attempts: 3, last_status: 200 })
      expect(hook.received).toHaveLength(3)
      expect(new Set(hook.received.map((one) => one.headers['webhook-id'])).size).toBe(1)
      const verifier = new Webhook(secret)
      for (const delivery of hook.received) {
        const payload = verifier.verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; timestamp: string; data: Job }
        expect(payload).toMatchObject({ type: 'job.succeeded', data: { id: job.id, status: 'succeeded', output: { result: { format: 'png' } } } })
        expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp)
      }
      const first = hook.received[0]!
      expect(() => verifier.verify(first.body.replace('"succeeded"', '"failed"'), first.headers as Record<string, string>)).toThrow()
    })

    it('counts a job as the synchronous call (a pipeline by its steps), and gives back the calls of a job that failed on our side', async () => {
      const remaining = (res: Awaited<ReturnType<typeof upload>>) => (envelope(res) as { quota?: { remaining: number } }).quota!.remaining
      const one = await run('/api/v1/file/image-info', ['photo.png'])
      const two = await run('/api/v1/file/image-info', ['photo.png'])
      expect(remaining(one) - remaining(two)).toBe(1)
      const chain = await api.inject({
        method: 'POST', url: '/api/v1/pipeline?async=1', headers: headers(),
        payload: { input: 'x', steps: [{ op: 'text/case', params: { mode: 'upper' } }, { op: 'encode/base32' }, { op: 'encode/hex' }] },
      })
      expect(remaining(two) - remaining(chain)).toBe(3)
      // The converter this service lacks is ours to blame: the call comes back once the job failed.
      const missing = created(await run('/api/v1/file/word-to-pdf', ['letter.docx']))
      const before = remaining(await run('/api/v1/file/image-info', ['photo.png']))
      const failed = await until(api, key, missing.id, ended)
      expect(failed).toMatchObject({ status: 'failed', error: { code: 'CONVERTER_MISSING', status: 503 } })
      expect(failed.error!.error).toMatch(/LibreOffice/)
      await sleep(200)
      const usage = envelope(await api.inject({ method: 'GET', url: '/api/v1/usage', headers: headers() })).result as { remaining: number }
      expect(usage.remaining).toBe(before + 1)
    })

    it('delivers job.canceled when a job with a webhook is canceled', async () => {
      hook.received.length = 0
      const slow = created(await upload(api, '/api/v1/file/pdf-to-png?async=1', [{ name: 'many.pdf', bytes: pdf }], { dpi: 150, webhook_url: hook.url }, { headers: headers() }))
      await until(api, key, slow.id, (job) => job.status === 'running')
      expect((await api.inject({ method: 'DELETE', url: `/api/v1/jobs/${slow.id}`, headers: headers() })).statusCode).toBe(200)
      const done = await until(api, key, slow.id, (job) => job.webhook?.delivered_at !== null)
      expect(done.status).toBe('canceled')
      expect(JSON.parse(hook.received.at(-1)!.body)).toMatchObject({ type: 'job.canceled', data: { id: slow.id, status: 'canceled', output: null } })
    }, 60_000)

    it('refuses a webhook URL on a private address at creation (422)', async () => {
      const res = await upload(api, '/api/v1/file/image-info', ['photo.png'], { webhook_url: 'http://10.1.2.3/hook' }, { headers: headers() })
      expectRefusal(res, 422, 'WEBHOOK_URL_REFUSED')
      expectRefusal(await upload(api, '/api/v1/file/image-info?webhook_url=ftp://example.com/x', ['photo.png'], {}, { headers: headers() }), 422, 'WEBHOOK_URL_INVALID')
    })

    it('deletes outputs once JOB_OUTPUT_TTL_S has passed', async () => {
      const job = await until(api, key, created(await run('/api/v1/file/image-resize', ['photo.jpg'], { width: 16 })).id, ended)
      expect(job.output).not.toBeNull()
      offset += (TTL_S + 1) * 1000
      try {
        const later = await getJob(api, key, job.id)
        expect(later.output).toBeNull()
        expectRefusal(await api.inject({ method: 'GET', url: `/api/v1/jobs/${job.id}/output`, headers: headers() }), 404, 'JOB_NO_OUTPUT')
      } finally {
        offset -= (TTL_S + 1) * 1000
      }
    })
  })
}

/** A job past ASYNC_TIMEOUT_MS fails with TIMEOUT, its work stopped. */
export function jobTimeoutSuite(name: string, overrides: Overrides): void {
  describe(name, () => {
    let app: FastifyInstance
    beforeAll(async () => {
      app = await makeApp({ ...overrides, ASYNC_TIMEOUT_MS: '1500', JOB_CONCURRENCY: '1', FILE_TIMEOUT_MS: '120000', SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0' })
    })
    afterAll(async () => { await app?.close() })

    it('fails a job that runs past ASYNC_TIMEOUT_MS with TIMEOUT', async () => {
      const key = await signup(app, `timeout-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`)
      const res = await upload(app, '/api/v1/file/pdf-to-png?async=1', [{ name: 'many.pdf', bytes: await manyPagesPdf() }], { dpi: 150 }, { headers: { 'x-api-key': key } })
      expect(res.statusCode, res.body).toBe(202)
      const job = await until(app, key, (envelope(res).result as Job).id, ended)
      expect(job).toMatchObject({ status: 'failed', error: { code: 'TIMEOUT', status: 503 } })
      expect(Date.parse(job.finished_at!) - Date.parse(job.started_at!)).toBeLessThan(5_000)
    }, 60_000)
  })
}

/** Jobs of one key beyond JOBS_PER_KEY, on an instance that takes jobs and runs none. */
export function jobLimitSuite(name: string, overrides: Overrides): void {
  describe(name, () => {
    let app: FastifyInstance
    beforeAll(async () => {
      app = await makeApp({ ...overrides, JOBS_RUN: 'false', JOBS_PER_KEY: '2', QUOTAS: 'true', SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0' })
    })
    afterAll(async () => { await app?.close() })

    it('answers 429 JOBS_LIMIT with Retry-After past JOBS_PER_KEY queued jobs, and takes one again after a cancel', async () => {
      const key = await signup(app, `limit-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`)
      const make = () => upload(app, '/api/v1/file/image-info?async=1', ['photo.png'], {}, { headers: { 'x-api-key': key } })
      const results = await Promise.all([make(), make(), make(), make()])
      expect(results.map((res) => res.statusCode).sort()).toEqual([202, 202, 429, 429])
      const refused = results.find((res) => res.statusCode === 429)!
      expectRefusal(refused, 429, 'JOBS_LIMIT')
      expect(refused.headers['retry-after']).toBe('5')
      const id = (envelope(results.find((res) => res.statusCode === 202)!).result as Job).id
      expect((await app.inject({ method: 'DELETE', url: `/api/v1/jobs/${id}`, headers: { 'x-api-key': key } })).statusCode).toBe(200)
      expect((await make()).statusCode).toBe(202)
    })
  })
}
