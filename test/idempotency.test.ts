import { createHash, randomUUID } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { Readable } from 'node:stream'
import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify'
import { testConfig } from '../src/config.ts'
import { busy } from '../src/core/errors.ts'
import { defineOperation } from '../src/core/operation.ts'
import { operations } from '../src/operations/index.ts'
import { createPlatform, type Platform } from '../src/platform/index.ts'
import { Idempotency } from '../src/platform/idempotency.ts'
import { installErrorHandling } from '../src/http/errors.ts'
import { installIdempotency } from '../src/http/input.ts'
import { expectRefusal, fixture, makeApp, sharedStores, type Overrides } from './helpers.ts'
import { inEveryLanguage } from './translations.ts'

const BCRYPT = '/api/v1/dev/bcrypt'
const REPEAT = '/api/v1/text/repeat'
const CONVERT = '/api/v1/file/png-to-webp'

// Fails as told before each run, and counts its runs: what a retry after a failure runs again.
const failures: ('bug' | 'busy')[] = []
let flakyRuns = 0
const flaky = defineOperation({
  category: 'dev', name: 'flaky', input: 'json',
  summary: 'Fails while told to, then answers how often it ran',
  params: z.object({ text: z.string().describe('Anything') }),
  examples: [{ params: { text: 'a' } }],
  run: () => {
    flakyRuns++
    const failure = failures.shift()
    if (failure === 'busy') throw busy(1)
    if (failure === 'bug') throw new Error('internal detail')
    return { runs: flakyRuns }
  },
  ...inEveryLanguage({ summary: 'Falla mientras se le dice, y luego responde cuántas veces se ejecutó', params: { text: 'Cualquier cosa' } }),
})

/** The stored row of an Idempotency-Key, as a reader of the database sees it: by the key's digest. */
async function storedRows(platform: Platform, key: string): Promise<Record<string, unknown>[]> {
  return platform.db.query('SELECT * FROM idempotency WHERE key = ?', [createHash('sha256').update(key).digest('hex')])
}

/** An instance on its own store, whose clock the test moves. */
async function instance(overrides: Overrides, clock: () => number, extra: { operations?: typeof operations } = {}) {
  const platform = await createPlatform(testConfig(overrides), { now: clock })
  const app = await makeApp(overrides, { platform, now: clock, ...extra })
  return { platform, app, close: async () => { await app.close(); await platform.close() } }
}

const QUOTA_SETTINGS = { QUOTAS: 'true', BURST_PER_SECOND: '0', SIGNUP_PER_ADDRESS_PER_HOUR: '0', SIGNUP_GLOBAL_PER_MINUTE: '0' }

async function signup(app: FastifyInstance): Promise<{ key: string; accountId: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/account/signup', payload: { email: `idem-${randomUUID()}@example.com`, password: 'correct horse battery' } })
  expect(res.statusCode, res.body).toBe(201)
  const { key, account } = res.json().result as { key: string; account: { id: string } }
  return { key, accountId: account.id }
}

async function usedBy(app: FastifyInstance, key: string): Promise<number> {
  const res = await app.inject({ url: '/api/v1/usage', headers: { 'x-api-key': key } })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().result as { used: number }).used
}

/** A multipart body built once, so that a retry sends the very same bytes (and boundary). */
async function multipartBody(files: readonly { name: string; bytes: Uint8Array }[], fields: Record<string, string> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const file of files) form.append('files[]', new Blob([file.bytes]), file.name)
  const encoded = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! }
}

/**
 * A POST over a real connection, its body written as the service takes it: the answer may come
 * before all of it is sent, and the service may then close the connection.
 */
async function sendOverSocket(app: FastifyInstance, path: string, body: Buffer, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    let answered = false
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers: { ...headers, 'content-length': String(body.length) } }, (res) => {
      answered = true
      let text = ''
      res.setEncoding('utf8').on('data', (chunk: string) => { text += chunk }).on('end', () => resolve({ status: res.statusCode!, body: text }))
    })
    // Cut off after the answer, the rest of the body fails to go out: that is expected.
    req.on('error', (error) => { if (!answered) reject(error) })
    req.end(body)
  })
}

const post = (app: FastifyInstance, url: string, payload: InjectOptions['payload'], headers: Record<string, string>) =>
  app.inject({ method: 'POST', url, payload, headers })

describe('Idempotency-Key', () => {
  let now = Date.UTC(2030, 0, 15, 12)
  const clock = () => now
  let main: Awaited<ReturnType<typeof instance>>
  let app: FastifyInstance
  let platform: Platform

  beforeAll(async () => {
    main = await instance(QUOTA_SETTINGS, clock, { operations: [...operations, flaky] })
    app = main.app
    platform = main.platform
  })
  afterAll(async () => { await main?.close() })

  it('answers a retry with the first answer, marked as replayed, without running or counting it again', async () => {
    const { key } = await signup(app)
    const headers = { 'x-api-key': key, 'idempotency-key': randomUUID(), 'x-request-id': 'first-try' }
    const first = await post(app, BCRYPT, { text: 'correct horse', cost: 4 }, headers)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['idempotent-replayed']).toBeUndefined()

    const again = await post(app, BCRYPT, { text: 'correct horse', cost: 4 }, { ...headers, 'x-request-id': 'second-try' })
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    // A bcrypt hash has a random salt: the same hash means the operation did not run again.
    expect(again.body).toBe(first.body)
    for (const name of ['content-type', 'x-ratelimit-remaining', 'ratelimit', 'x-request-id']) expect(again.headers[name], name).toBe(first.headers[name])
    expect(await usedBy(app, key)).toBe(1)

    // Without the header, the same call runs and counts each time.
    const plain = await post(app, BCRYPT, { text: 'correct horse', cost: 4 }, { 'x-api-key': key })
    expect(plain.json().result.hash).not.toBe(first.json().result.hash)
    expect(await usedBy(app, key)).toBe(2)
  })

  it('refuses the key for another request with 422 IDEMPOTENCY_KEY_REUSED: another body, query or language prefix', async () => {
    const { key } = await signup(app)
    const idempotencyKey = randomUUID()
    const headers = { 'x-api-key': key, 'idempotency-key': idempotencyKey }
    expect((await post(app, BCRYPT, { text: 'one', cost: 4 }, headers)).statusCode).toBe(200)

    const otherBody = await post(app, BCRYPT, { text: 'two', cost: 4 }, headers)
    expectRefusal(otherBody, 422, 'IDEMPOTENCY_KEY_REUSED', { message: /\(POST \/api\/v1\/dev\/bcrypt\)/ })
    expectRefusal(await post(app, `${BCRYPT}?cost=4`, { text: 'one', cost: 4 }, headers), 422, 'IDEMPOTENCY_KEY_REUSED')
    const spanish = await post(app, `/es${BCRYPT}`, { text: 'one', cost: 4 }, headers)
    expectRefusal(spanish, 422, 'IDEMPOTENCY_KEY_REUSED', { message: /^Esta Idempotency-Key se usó .*\(POST \/api\/v1\/dev\/bcrypt\)/ })
    expect(await usedBy(app, key)).toBe(1)
    // The first request's answer is still there for its own retries.
    expect((await post(app, BCRYPT, { text: 'one', cost: 4 }, headers)).headers['idempotent-replayed']).toBe('true')
  })

  it('keeps keys apart by owner: the same key of another account or of an anonymous caller is its own', async () => {
    const [alice, bob] = [await signup(app), await signup(app)]
    const idempotencyKey = randomUUID()
    const byAlice = await post(app, BCRYPT, { text: 'same', cost: 4 }, { 'x-api-key': alice.key, 'idempotency-key': idempotencyKey })
    const byBob = await post(app, BCRYPT, { text: 'same', cost: 4 }, { 'x-api-key': bob.key, 'idempotency-key': idempotencyKey })
    const anonymous = await post(app, BCRYPT, { text: 'same', cost: 4 }, { 'idempotency-key': idempotencyKey })
    for (const res of [byAlice, byBob, anonymous]) {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['idempotent-replayed']).toBeUndefined()
    }
    expect(new Set([byAlice, byBob, anonymous].map((res) => res.json().result.hash)).size).toBe(3)
    expect(await storedRows(platform, idempotencyKey)).toHaveLength(3)
  })

  it('runs one of two requests sent at once with one key; the other waits its turn (409) or gets the same answer, and one call is counted', async () => {
    const { key } = await signup(app)
    for (let round = 0; round < 5; round++) {
      const headers = { 'x-api-key': key, 'idempotency-key': randomUUID() }
      const answers = await Promise.all([post(app, BCRYPT, { text: 'at once', cost: 4 }, headers), post(app, BCRYPT, { text: 'at once', cost: 4 }, headers)])
      const ran = answers.filter((res) => res.statusCode === 200 && res.headers['idempotent-replayed'] === undefined)
      expect(ran, answers.map((res) => res.body).join('\n')).toHaveLength(1)
      const other = answers.find((res) => res !== ran[0])!
      if (other.statusCode === 409) expectRefusal(other, 409, 'IDEMPOTENCY_KEY_IN_USE')
      else expect({ status: other.statusCode, replayed: other.headers['idempotent-replayed'], body: other.body }).toEqual({ status: 200, replayed: 'true', body: ran[0]!.body })
    }
    expect(await usedBy(app, key)).toBe(5)
  })

  it('answers 409 IDEMPOTENCY_KEY_IN_USE while the key is held, and lets another instance take over a key whose holder was lost', async () => {
    const { key, accountId } = await signup(app)
    const idempotencyKey = randomUUID()
    const request = { owner: `acct:${accountId}`, key: idempotencyKey, method: 'POST', url: BCRYPT }
    // Held as a running request of another instance holds it.
    const admission = await platform.idempotency.begin(request, { value: 'unused', whole: async () => 'unused' })
    expect('run' in admission).toBe(true)
    const headers = { 'x-api-key': key, 'idempotency-key': idempotencyKey }
    const busyKey = await post(app, BCRYPT, { text: 'held', cost: 4 }, headers)
    expectRefusal(busyKey, 409, 'IDEMPOTENCY_KEY_IN_USE')
    expect(busyKey.headers['retry-after']).toBe('1')
    expect(await usedBy(app, key)).toBe(0)

    // Past its lease the holder counts as lost: the request runs, and its answer is kept.
    now += testConfig().REQUEST_TIMEOUT_MS + testConfig().FILE_TIMEOUT_MS + 120_001
    const taken = await post(app, BCRYPT, { text: 'held', cost: 4 }, headers)
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.headers['idempotent-replayed']).toBeUndefined()
    // The lost holder, back late, can neither keep its answer nor let the key go.
    if (!('run' in admission)) throw new Error('unreachable')
    await platform.idempotency.keep(admission.run, { status: 200, headers: {}, body: Buffer.from('late'), size: 4 }, 'digest')
    const replay = await post(app, BCRYPT, { text: 'held', cost: 4 }, headers)
    expect({ replayed: replay.headers['idempotent-replayed'], body: replay.body }).toEqual({ replayed: 'true', body: taken.body })
    expect(await usedBy(app, key)).toBe(1)
  })

  it('lets the key go after a failure of ours (500, 503) or a 429, so that the retry runs', async () => {
    const { key } = await signup(app)
    const idempotencyKey = randomUUID()
    const headers = { 'x-api-key': key, 'idempotency-key': idempotencyKey }
    const before = flakyRuns
    failures.push('bug', 'busy')
    expectRefusal(await post(app, '/api/v1/dev/flaky', { text: 'retry me' }, headers), 500, 'INTERNAL')
    expect(await storedRows(platform, idempotencyKey)).toEqual([])
    expectRefusal(await post(app, '/api/v1/dev/flaky', { text: 'retry me' }, headers), 503, 'BUSY')
    expect(await storedRows(platform, idempotencyKey)).toEqual([])
    const ran = await post(app, '/api/v1/dev/flaky', { text: 'retry me' }, headers)
    expect(ran.statusCode, ran.body).toBe(200)
    expect(ran.json().result).toEqual({ runs: before + 3 })
    const replay = await post(app, '/api/v1/dev/flaky', { text: 'retry me' }, headers)
    expect({ replayed: replay.headers['idempotent-replayed'], result: replay.json().result }).toEqual({ replayed: 'true', result: { runs: before + 3 } })
    expect(flakyRuns).toBe(before + 3)
  })

  it('lets the key go after 429 QUOTA_EXCEEDED: the retry once calls are left runs', async () => {
    const limited = await instance({ ...QUOTA_SETTINGS, ANON_DAILY_LIMIT: '1' }, clock)
    try {
      expect((await limited.app.inject({ url: '/api/v1/number/roman?value=1' })).statusCode).toBe(200)
      const idempotencyKey = randomUUID()
      const headers = { 'idempotency-key': idempotencyKey }
      expectRefusal(await post(limited.app, BCRYPT, { text: 'later', cost: 4 }, headers), 429, 'QUOTA_EXCEEDED')
      expect(await storedRows(limited.platform, idempotencyKey)).toEqual([])
      now += 86_400_000
      const ran = await post(limited.app, BCRYPT, { text: 'later', cost: 4 }, headers)
      expect(ran.statusCode, ran.body).toBe(200)
      expect(ran.headers['idempotent-replayed']).toBeUndefined()
      expect(await storedRows(limited.platform, idempotencyKey)).toMatchObject([{ state: 'done', status: 200 }])
    } finally {
      await limited.close()
    }
  })

  it.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['empty', ''],
    ['with a space', 'two words'],
    ['with a control character', 'tab\there'],
  ])('refuses a key %s with 400 IDEMPOTENCY_KEY_INVALID, counting and keeping nothing', async (_what, idempotencyKey) => {
    const { key } = await signup(app)
    const res = await post(app, BCRYPT, { text: 'x', cost: 4 }, { 'x-api-key': key, 'idempotency-key': idempotencyKey })
    expectRefusal(res, 400, 'IDEMPOTENCY_KEY_INVALID', { message: /1 to 255 visible ASCII characters/ })
    expect(await usedBy(app, key)).toBe(0)
    // GET calls do not read it.
    expect((await app.inject({ url: '/api/v1/number/roman?value=4', headers: { 'idempotency-key': idempotencyKey } })).statusCode).toBe(200)
  })

  it('refuses the header sent twice, in the language of the URL, and reads the draft\'s quoted form as the key inside', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const sent = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1', port, method: 'POST', path: `/es${BCRYPT}`,
        // Raw headers, to send one twice; then Node adds no Host of its own.
        headers: ['Host', `127.0.0.1:${port}`, 'Content-Type', 'application/json', 'Idempotency-Key', 'a', 'Idempotency-Key', 'b'],
      }, (res) => {
        let body = ''
        res.setEncoding('utf8').on('data', (chunk: string) => { body += chunk }).on('end', () => resolve({ status: res.statusCode!, body }))
      })
      req.on('error', reject)
      req.end(JSON.stringify({ text: 'twice', cost: 4 }))
    })
    expect(sent.status).toBe(400)
    expect(JSON.parse(sent.body)).toMatchObject({ code: 'IDEMPOTENCY_KEY_INVALID', error: expect.stringMatching(/^La cabecera Idempotency-Key/) })

    const { key } = await signup(app)
    const idempotencyKey = randomUUID()
    const quoted = await post(app, BCRYPT, { text: 'quoted', cost: 4 }, { 'x-api-key': key, 'idempotency-key': `"${idempotencyKey}"` })
    const bare = await post(app, BCRYPT, { text: 'quoted', cost: 4 }, { 'x-api-key': key, 'idempotency-key': idempotencyKey })
    expect(bare.headers['idempotent-replayed']).toBe('true')
    expect(bare.body).toBe(quoted.body)
  })

  it('replays a file operation\'s file from a multipart upload, and refuses another upload under its key', async () => {
    const { key } = await signup(app)
    const idempotencyKey = randomUUID()
    const { payload, contentType } = await multipartBody([{ name: 'photo.png', bytes: fixture('photo.png') }], { quality: '70' })
    const headers = { 'x-api-key': key, 'idempotency-key': idempotencyKey, 'content-type': contentType }
    const first = await post(app, CONVERT, payload, headers)
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200)
    expect(first.headers['content-type']).toBe('image/webp')

    const again = await post(app, CONVERT, payload, headers)
    expect(again.statusCode).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    for (const name of ['content-type', 'content-disposition', 'x-content-type-options']) expect(again.headers[name], name).toBe(first.headers[name])
    expect(await usedBy(app, key)).toBe(1)

    // Another file under the same key: the body is read to its end to tell, then refused.
    const other = await multipartBody([{ name: 'photo.png', bytes: fixture('alpha.png') }], { quality: '70' })
    expectRefusal(await post(app, CONVERT, other.payload, { ...headers, 'content-type': other.contentType }), 422, 'IDEMPOTENCY_KEY_REUSED', { message: /POST \/api\/v1\/file\/png-to-webp/ })
    expect(await usedBy(app, key)).toBe(1)
  })

  it('lets the key go when a multipart body was refused before it was read to its end', async () => {
    const { key } = await signup(app)
    const idempotencyKey = randomUUID()
    // A text file refused at its first bytes, then far more than the socket buffers hold: the
    // service stops reading there, so the body's digest cannot be known when it answers.
    const { payload, contentType } = await multipartBody([{ name: 'notes.md', bytes: fixture('notes.md') }, { name: 'big.png', bytes: new Uint8Array(40 * 1024 * 1024) }])
    const res = await sendOverSocket(app, CONVERT, payload, { 'content-type': contentType, 'x-api-key': key, 'idempotency-key': idempotencyKey })
    expect(res.status).toBe(422)
    expect(JSON.parse(res.body)).toMatchObject({ code: 'UNSUPPORTED_FILE_FORMAT' })
    expect(await storedRows(platform, idempotencyKey)).toEqual([])
  })

  it('keeps an answer over IDEMPOTENCY_MAX_ANSWER_BYTES without its body: a retry gets 409 IDEMPOTENCY_ANSWER_NOT_KEPT, and nothing runs again', async () => {
    const small = await instance({ ...QUOTA_SETTINGS, IDEMPOTENCY_MAX_ANSWER_BYTES: '1024' }, clock)
    try {
      const { key } = await signup(small.app)
      const idempotencyKey = 'large-answer-1'
      const headers = { 'x-api-key': key, 'idempotency-key': idempotencyKey }
      const first = await post(small.app, REPEAT, { text: 'x', times: 2000, separator: '' }, headers)
      expect(first.statusCode, first.body.slice(0, 300)).toBe(200)
      const size = first.rawPayload.length
      expect(size).toBeGreaterThan(1024)
      const refused = expectRefusal(await post(small.app, REPEAT, { text: 'x', times: 2000, separator: '' }, headers), 409, 'IDEMPOTENCY_ANSWER_NOT_KEPT')
      expect(refused.error).toContain(`Idempotency-Key large-answer-1 ran already and answered 200, but its answer (${size} bytes) was larger than the 1024 bytes kept`)
      expect(await usedBy(small.app, key)).toBe(1)
      expect(await storedRows(small.platform, idempotencyKey)).toMatchObject([{ state: 'done', status: 200, body: null }])
      // A small answer of the same instance is kept whole.
      const smallHeaders = { 'x-api-key': key, 'idempotency-key': 'small-answer-1' }
      const kept = await post(small.app, REPEAT, { text: 'x', times: 3 }, smallHeaders)
      expect((await post(small.app, REPEAT, { text: 'x', times: 3 }, smallHeaders)).body).toBe(kept.body)
    } finally {
      await small.close()
    }
  })

  it('keeps a streamed answer on its way out, up to the cap, and sends the client all of it', async () => {
    const chunks = ['a', 'b', 'c'].map((letter) => Buffer.from(letter.repeat(1000)))
    const whole = Buffer.concat(chunks).toString()
    const streamed = Fastify()
    let runs = 0
    await streamed.register(cookie)
    await streamed.register(multipart)
    installErrorHandling(streamed, [], { bodyBytes: 1 << 20, fileBytes: 1 << 20, maxFiles: 1 })
    // A cap above and one below the answer's 3000 bytes, on the same database.
    for (const [path, cap] of [['/api/v1/stream-kept', 4000], ['/api/v1/stream-large', 2500]] as const) {
      await streamed.register(async (scope) => {
        const store = new Idempotency(platform.db, { now: clock, maxAnswerBytes: cap, leaseMs: 60_000 })
        installIdempotency(scope, { store, accounting: platform.accounting, sessionCookie: 'devutils_session', maxBodyBytes: 1 << 20 })
        scope.post(path, async (_request, reply) => {
          runs++
          return reply.type('text/plain').send(Readable.from(chunks))
        })
      })
    }
    try {
      const headers = { 'idempotency-key': randomUUID(), 'content-type': 'application/json' }
      const first = await post(streamed, '/api/v1/stream-kept', '{}', headers)
      const again = await post(streamed, '/api/v1/stream-kept', '{}', headers)
      expect({ first: first.body === whole, again: again.body === whole, replayed: again.headers['idempotent-replayed'], runs }).toEqual({ first: true, again: true, replayed: 'true', runs: 1 })

      const large = { 'idempotency-key': randomUUID(), 'content-type': 'application/json' }
      expect((await post(streamed, '/api/v1/stream-large', '{}', large)).body).toBe(whole)
      const refused = expectRefusal(await post(streamed, '/api/v1/stream-large', '{}', large), 409, 'IDEMPOTENCY_ANSWER_NOT_KEPT')
      expect(refused.error).toContain('(3000 bytes) was larger than the 2500 bytes kept')
      expect(runs).toBe(2)
    } finally {
      await streamed.close()
    }
  })

  it('keeps a sign-up\'s answer unreadable from the database: no API key, session, e-mail address or Idempotency-Key in the row', async () => {
    const idempotencyKey = randomUUID()
    const email = `sealed-${randomUUID()}@example.com`
    const first = await post(app, '/api/v1/account/signup', { email, password: 'correct horse battery' }, { 'idempotency-key': idempotencyKey })
    expect(first.statusCode, first.body).toBe(201)
    const apiKey = first.json().result.key as string
    const cookie = String(first.headers['set-cookie'])
    const session = /devutils_session=([^;]+)/.exec(cookie)![1]!

    const rows = await storedRows(platform, idempotencyKey)
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    const stored = Object.values(row).map((value) => value instanceof Uint8Array ? Buffer.from(value) : Buffer.from(String(value))).flatMap((bytes) => [
      bytes.toString('latin1'), Buffer.from(bytes.toString('latin1'), 'base64').toString('latin1'),
    ]).join('\n')
    for (const secret of [apiKey, apiKey.slice(3, 20), session, decodeURIComponent(session).slice(0, 20), email, idempotencyKey]) {
      expect(stored.includes(secret), secret).toBe(false)
    }
    expect(row.key).toBe(createHash('sha256').update(idempotencyKey).digest('hex'))
    expect(row.state).toBe('done')

    // Its own retry gets it all back: the key, and the session cookie.
    const again = await post(app, '/api/v1/account/signup', { email, password: 'correct horse battery' }, { 'idempotency-key': idempotencyKey })
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().result.key).toBe(apiKey)
    expect(String(again.headers['set-cookie'])).toBe(cookie)
  })

  it('scopes a dashboard request without an API key to its session', async () => {
    const signed = await post(app, '/api/v1/account/signup', { email: `session-${randomUUID()}@example.com`, password: 'correct horse battery' }, {})
    const cookie = /devutils_session=[^;]+/.exec(String(signed.headers['set-cookie']))![0]
    const idempotencyKey = randomUUID()
    const rotated = await post(app, '/api/v1/account/rotate-key', undefined, { cookie, 'idempotency-key': idempotencyKey })
    expect(rotated.statusCode, rotated.body).toBe(200)
    const again = await post(app, '/api/v1/account/rotate-key', undefined, { cookie, 'idempotency-key': idempotencyKey })
    expect({ replayed: again.headers['idempotent-replayed'], key: again.json().result.key }).toEqual({ replayed: 'true', key: rotated.json().result.key })
    const rows = await storedRows(platform, idempotencyKey)
    expect(rows.map((row) => String(row.owner))).toEqual([expect.stringMatching(/^session:[0-9a-f]{64}$/)])
    // Without the cookie, the same key is the address's own: it runs (and is refused: no session).
    expectRefusal(await post(app, '/api/v1/account/rotate-key', undefined, { 'idempotency-key': idempotencyKey }), 401, 'NOT_LOGGED_IN')
  })

  it('gives an API key that is not valid its usual 401, keeping nothing', async () => {
    const idempotencyKey = randomUUID()
    const res = await post(app, BCRYPT, { text: 'x', cost: 4 }, { 'x-api-key': `du_${'0'.repeat(43)}`, 'idempotency-key': idempotencyKey })
    expectRefusal(res, 401, 'INVALID_API_KEY')
    expect(await storedRows(platform, idempotencyKey)).toEqual([])
  })

  it('keeps nothing for a request without the header', async () => {
    const count = async () => Number((await platform.db.query<{ count: number }>('SELECT COUNT(*) AS count FROM idempotency'))[0]!.count)
    const before = await count()
    expect((await post(app, BCRYPT, { text: 'plain', cost: 4 }, {})).statusCode).toBe(200)
    expect(await count()).toBe(before)
  })

  it('keeps an answer 24 hours: after that the key runs again, and the sweep deletes what expired', async () => {
    const { key } = await signup(app)
    const idempotencyKey = randomUUID()
    const headers = { 'x-api-key': key, 'idempotency-key': idempotencyKey }
    const first = await post(app, BCRYPT, { text: 'a day', cost: 4 }, headers)
    now += 24 * 3_600_000 - 1
    expect((await post(app, BCRYPT, { text: 'a day', cost: 4 }, headers)).body).toBe(first.body)
    now += 1
    const later = await post(app, BCRYPT, { text: 'a day', cost: 4 }, headers)
    expect(later.statusCode).toBe(200)
    expect(later.headers['idempotent-replayed']).toBeUndefined()
    expect(later.body).not.toBe(first.body)

    const old = randomUUID()
    await post(app, BCRYPT, { text: 'swept', cost: 4 }, { 'x-api-key': key, 'idempotency-key': old })
    await platform.idempotency.sweep(now + 24 * 3_600_000 + 1)
    expect(await storedRows(platform, old)).toEqual([])
  })
})

// Several instances sharing PostgreSQL and Redis: a key claimed on one is seen by the other.
const stores = sharedStores('the Idempotency-Key tests across instances')

describe.skipIf(stores === undefined)('Idempotency-Key across two instances on PostgreSQL + Redis', () => {
  const overrides = { ...QUOTA_SETTINGS, DATABASE_URL: stores?.databaseUrl ?? '', REDIS_URL: stores?.redisUrl ?? '' }
  let a: FastifyInstance
  let b: FastifyInstance

  let operator: Platform
  let later = Date.now()

  beforeAll(async () => {
    a = await makeApp(overrides, { operations: [...operations, flaky] })
    b = await makeApp(overrides, { operations: [...operations, flaky] })
    // The database as a third instance whose clock the test moves.
    operator = await createPlatform(testConfig(overrides), { now: () => later })
  })
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close(), operator?.close()])
  })

  it('answers a retry on the other instance with the first answer, counted once', async () => {
    const { key } = await signup(a)
    const headers = { 'x-api-key': key, 'idempotency-key': randomUUID() }
    const first = await post(a, BCRYPT, { text: 'across', cost: 4 }, headers)
    expect(first.statusCode, first.body).toBe(200)
    const again = await post(b, BCRYPT, { text: 'across', cost: 4 }, headers)
    expect({ status: again.statusCode, replayed: again.headers['idempotent-replayed'], body: again.body }).toEqual({ status: 200, replayed: 'true', body: first.body })
    expectRefusal(await post(b, BCRYPT, { text: 'elsewhere', cost: 4 }, headers), 422, 'IDEMPOTENCY_KEY_REUSED')
    expect(await usedBy(b, key)).toBe(1)
  })

  it('runs one of duplicates sent to both instances at once', async () => {
    const { key } = await signup(b)
    const rounds = 8
    for (let round = 0; round < rounds; round++) {
      const headers = { 'x-api-key': key, 'idempotency-key': randomUUID() }
      const answers: LightMyRequestResponse[] = await Promise.all([a, b, a, b].map((app) => post(app, BCRYPT, { text: 'both', cost: 4 }, headers)))
      const ran = answers.filter((res) => res.statusCode === 200 && res.headers['idempotent-replayed'] === undefined)
      expect(ran, answers.map((res) => `${res.statusCode} ${res.body}`).join('\n')).toHaveLength(1)
      for (const other of answers.filter((res) => res !== ran[0])) {
        if (other.statusCode === 409) expectRefusal(other, 409, 'IDEMPOTENCY_KEY_IN_USE')
        else expect({ status: other.statusCode, replayed: other.headers['idempotent-replayed'], body: other.body }).toEqual({ status: 200, replayed: 'true', body: ran[0]!.body })
      }
    }
    expect(await usedBy(a, key)).toBe(rounds)
  })

  it('lets the key go after a failure on one instance, so that the retry runs on the other', async () => {
    const { key } = await signup(a)
    const idempotencyKey = randomUUID()
    const headers = { 'x-api-key': key, 'idempotency-key': idempotencyKey }
    failures.push('busy')
    expectRefusal(await post(a, '/api/v1/dev/flaky', { text: 'across' }, headers), 503, 'BUSY')
    expect(await storedRows(operator, idempotencyKey)).toEqual([])
    const ran = await post(b, '/api/v1/dev/flaky', { text: 'across' }, headers)
    expect({ status: ran.statusCode, replayed: ran.headers['idempotent-replayed'] }).toEqual({ status: 200, replayed: undefined })
    const replay = await post(a, '/api/v1/dev/flaky', { text: 'across' }, headers)
    expect({ replayed: replay.headers['idempotent-replayed'], body: replay.body }).toEqual({ replayed: 'true', body: ran.body })
  })

  it('holds a key against every instance, and lets one instance take over the key of one that was lost', async () => {
    const { key, accountId } = await signup(a)
    const idempotencyKey = randomUUID()
    const request = { owner: `acct:${accountId}`, key: idempotencyKey, method: 'POST', url: BCRYPT }
    const body = { value: 'digest', whole: async () => 'digest' }
    const lost = await operator.idempotency.begin(request, body)
    expect('run' in lost).toBe(true)
    expectRefusal(await post(b, BCRYPT, { text: 'held', cost: 4 }, { 'x-api-key': key, 'idempotency-key': idempotencyKey }), 409, 'IDEMPOTENCY_KEY_IN_USE')
    await expect(operator.idempotency.begin(request, body)).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' })
    later += testConfig().REQUEST_TIMEOUT_MS + testConfig().FILE_TIMEOUT_MS + 120_001
    const [first, second] = await Promise.allSettled([operator.idempotency.begin(request, body), operator.idempotency.begin(request, body)])
    // One takes the key over; the other finds it held again.
    const outcomes = [first, second].map((outcome) => outcome.status === 'fulfilled' ? ('run' in outcome.value ? 'run' : 'replay') : (outcome.reason as { code: string }).code)
    expect(outcomes.sort()).toEqual(['IDEMPOTENCY_KEY_IN_USE', 'run'])
    const taken = [first, second].find((outcome) => outcome.status === 'fulfilled')!
    if (taken.status !== 'fulfilled' || !('run' in taken.value) || !('run' in lost)) throw new Error('unreachable')
    await operator.idempotency.keep(taken.value.run, { status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from('kept'), size: 4 }, 'digest')
    // The lost holder can no longer end the claim it had.
    await operator.idempotency.release(lost.run)
    const replay = await operator.idempotency.begin(request, body)
    expect(replay).toEqual({ replay: { status: 200, headers: [['content-type', 'text/plain']], body: Buffer.from('kept') } })
  })

  it('replays a file upload on the other instance', async () => {
    const { key } = await signup(a)
    const { payload, contentType } = await multipartBody([{ name: 'photo.png', bytes: fixture('photo.png') }])
    const headers = { 'x-api-key': key, 'idempotency-key': randomUUID(), 'content-type': contentType }
    const first = await post(a, CONVERT, payload, headers)
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200)
    const again = await post(b, CONVERT, payload, headers)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition'])
    expect(await usedBy(b, key)).toBe(1)
  })
})
