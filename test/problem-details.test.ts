import { Ajv2020 } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_STATUS } from '../src/core/errors.ts'
import roman from '../src/operations/number/roman.ts'
import slugify from '../src/operations/text/slugify.ts'
import textCase from '../src/operations/text/case.ts'
import { failing } from './failing-operation.ts'
import { envelope, makeApp } from './helpers.ts'

const PROBLEM = 'application/problem+json'

/**
 * The members RFC 9457 defines, with the types it gives them (section 3.1): type and instance are
 * URI references, title and detail strings, status the HTTP status as a JSON number. A problem
 * that has a member of the wrong type is not one.
 */
function expectProblem(res: LightMyRequestResponse): Record<string, unknown> {
  expect(res.headers['content-type'], res.body.slice(0, 200)).toBe(`${PROBLEM}; charset=utf-8`)
  const body = res.json() as Record<string, unknown>
  expect(body.type).toBeTypeOf('string')
  // An absolute URL (RFC 9457 recommends one that resolves to documentation).
  expect(() => new URL(body.type as string)).not.toThrow()
  expect(body.title).toBeTypeOf('string')
  expect(body.detail).toBeTypeOf('string')
  expect(Number.isInteger(body.status)).toBe(true)
  expect(body.status).toBe(res.statusCode)
  if ('instance' in body) expect(body.instance).toBeTypeOf('string')
  // The envelope's own members are not mixed in.
  expect(body).not.toHaveProperty('ok')
  expect(body).not.toHaveProperty('error')
  // The extensions: the stable code, and the request's id as its header says.
  expect(Object.hasOwn(ERROR_STATUS, body.code as string)).toBe(true)
  expect(body.request_id).toBe(res.headers['x-request-id'])
  return body
}

describe('problem details (RFC 9457)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await makeApp({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1000', BURST_PER_SECOND: '0', BODY_LIMIT_BYTES: '1024' }, { operations: [roman, slugify, textCase, failing] })
  })
  afterAll(async () => { await app.close() })

  const roman422 = (accept: string | undefined, lang = '') =>
    app.inject({ url: `${lang}/api/v1/number/roman?value=abc`, headers: accept === undefined ? {} : { accept } })

  it('answers the envelope\'s message and code as problem details when Accept asks for them', async () => {
    const plain = await roman422(undefined)
    const res = await roman422(PROBLEM)
    expect(res.statusCode).toBe(422)
    const problem = expectProblem(res)
    expect(problem).toEqual({
      type: 'http://localhost:80/en/docs/errors#INVALID_ROMAN',
      title: 'Invalid roman',
      status: 422,
      detail: envelope(plain).error,
      code: 'INVALID_ROMAN',
      request_id: res.headers['x-request-id'],
    })
  })

  it('keeps the envelope for callers that do not prefer problem details', async () => {
    for (const accept of [
      undefined, '*/*', 'application/json', 'text/html', `${PROBLEM};q=0`, `${PROBLEM};q=0.0`,
      `application/json, ${PROBLEM};q=0.5`, `application/*;q=0.9, ${PROBLEM};q=0.8`, `${PROBLEM};q=0.1, */*`,
      'application/problem+xml', ',,;;,', `${'x'.repeat(5000)}`, 'application/problem+json-ish',
    ]) {
      const res = await roman422(accept)
      expect(res.statusCode, String(accept)).toBe(422)
      expect(res.headers['content-type'], String(accept)).toBe('application/json; charset=utf-8')
      expect(envelope(res), String(accept)).toMatchObject({ ok: false, code: 'INVALID_ROMAN' })
    }
  })

  it('answers problem details when application/problem+json is not ranked below application/json', async () => {
    for (const accept of [
      PROBLEM, `${PROBLEM}, application/json`, `application/json, ${PROBLEM}`, `application/json;q=0.5, ${PROBLEM}`,
      `text/html, */*;q=0.1, ${PROBLEM};q=0.2`, `APPLICATION/PROBLEM+JSON`, ` ${PROBLEM} ; q=1 , application/json ; q=1`,
      `${PROBLEM};q=oops`, `${PROBLEM};charset=utf-8`,
    ]) {
      const res = await roman422(accept)
      expect(res.statusCode, accept).toBe(422)
      expect(expectProblem(res).code, accept).toBe('INVALID_ROMAN')
    }
  })

  it('says the detail in the language of the path, and keeps type and title stable', async () => {
    const es = expectProblem(await roman422(PROBLEM, '/es'))
    const en = expectProblem(await roman422(PROBLEM))
    expect(es.detail).toMatch(/no es un número romano válido/)
    expect(es.detail).toBe(envelope(await roman422(undefined, '/es')).error)
    expect([es.type, es.title]).toEqual([en.type, en.title])
    expect(es.request_id).not.toBe(en.request_id)
  })

  it('is answered for errors of every kind: 400, 404, 405, 413, 415, 429, 500, 503, and a pipeline step', async () => {
    const headers = { accept: PROBLEM }
    const answers: [number, string, LightMyRequestResponse][] = [
      [400, 'INVALID_JSON', await app.inject({ method: 'POST', url: '/api/v1/text/slugify', headers: { ...headers, 'content-type': 'application/json' }, payload: '{' })],
      [400, 'BAD_REQUEST', await app.inject({ url: '/api/v1/number/%zz', headers })],
      [404, 'NOT_FOUND', await app.inject({ url: '/api/v1/no/such', headers })],
      [405, 'METHOD_NOT_ALLOWED', await app.inject({ method: 'POST', url: '/api/v1/number/roman', headers })],
      [413, 'BODY_TOO_LARGE', await app.inject({ method: 'POST', url: '/api/v1/text/slugify', headers, payload: { text: 'x'.repeat(4096) } })],
      [415, 'UNSUPPORTED_MEDIA_TYPE', await app.inject({ method: 'POST', url: '/api/v1/text/slugify', headers: { ...headers, 'content-type': 'application/x-nothing' }, payload: 'x' })],
      [500, 'INTERNAL', await app.inject({ url: '/api/v1/dev/failing?kind=bug', headers })],
      [503, 'BUSY', await app.inject({ url: '/api/v1/dev/failing?kind=busy', headers })],
      [422, 'PIPELINE_UNKNOWN_OPERATION', await app.inject({ method: 'POST', url: '/api/v1/pipeline', headers, payload: { input: 'x', steps: [{ op: 'text/case', params: { to: 'upper' } }, { op: 'no/such' }] } })],
    ]
    const limited = await makeApp({ QUOTAS: 'true', ANON_DAILY_LIMIT: '1' }, { operations: [roman] })
    try {
      await limited.inject('/api/v1/number/roman?value=7')
      answers.push([429, 'QUOTA_EXCEEDED', await limited.inject({ url: '/api/v1/number/roman?value=7', headers })])
    } finally {
      await limited.close()
    }
    for (const [status, code, res] of answers) {
      expect([res.statusCode, expectProblem(res).code], res.body.slice(0, 200)).toEqual([status, code])
      expect(res.json<{ title: string }>().title).toBe(code.charAt(0) + code.slice(1).toLowerCase().replaceAll('_', ' '))
    }
    const step = answers.find(([, code]) => code === 'PIPELINE_UNKNOWN_OPERATION')![2]
    expect(step.json<{ step: number }>().step).toBe(2)
    const quota = answers.find(([status]) => status === 429)![2]
    expect(quota.headers['retry-after']).toMatch(/^\d+$/)
    expect(quota.headers['x-ratelimit-remaining']).toBe('0')
  })

  it('changes nothing in successful answers', async () => {
    const res = await app.inject({ url: '/api/v1/number/roman?value=1994', headers: { accept: PROBLEM } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.json<{ ok: boolean }>().ok).toBe(true)
  })

  it('points type at PUBLIC_URL when it is set, at an anchor the error-code page has in every language', async () => {
    const published = await makeApp({ PUBLIC_URL: 'https://api.devutils.example/' }, { operations: [roman] })
    try {
      const problem = expectProblem(await published.inject({ url: '/api/v1/number/roman?value=abc', headers: { accept: PROBLEM } }))
      expect(problem.type).toBe('https://api.devutils.example/en/docs/errors#INVALID_ROMAN')
      const url = new URL(problem.type as string)
      for (const lang of ['en', 'es']) {
        const page = await published.inject(url.pathname.replace('/en/', `/${lang}/`))
        expect(page.statusCode).toBe(200)
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
        // One anchor per code, each with its status.
        for (const [code, status] of Object.entries(ERROR_STATUS)) {
          expect(page.body, `${lang} ${code}`).toMatch(new RegExp(`<tr id="${code}"><th scope="row"><a href="#${code}"><code>${code}</code></a></th><td[^>]*>${status}</td>`))
        }
      }
      const es = await published.inject('/es/docs/errors')
      expect(es.body).toContain('no es un número romano válido')
      expect(es.body).toContain('Detalles de problema (RFC 9457)')
    } finally {
      await published.close()
    }
  })
})

describe('problem details, request ids and RateLimit headers in the OpenAPI document', () => {
  type Response = { $ref?: string; headers?: Record<string, unknown>; content?: Record<string, { schema?: { $ref?: string } }> }
  type Doc = {
    paths: Record<string, Record<string, { responses?: Record<string, Response> }>>
    components: { responses: Record<string, Response>; schemas: Record<string, Record<string, unknown>>; headers: Record<string, unknown> }
  }
  let app: FastifyInstance
  let doc: Doc
  beforeAll(async () => {
    app = await makeApp({}, { operations: [roman, slugify, textCase, failing] })
    doc = (await app.inject('/openapi.json')).json() as Doc
  })
  afterAll(async () => { await app.close() })

  const responses = (): [string, Response][] => [
    ...Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).flatMap(([method, operation]) =>
      Object.entries(operation.responses ?? {}).map(([status, response]): [string, Response] => [`${method} ${path} ${status}`, response]))),
    ...Object.entries(doc.components.responses).map(([name, response]): [string, Response] => [`components ${name}`, response]),
  ]

  it('declares X-Request-Id on every answer, and problem+json beside every error envelope', () => {
    const all = responses()
    expect(all.length).toBeGreaterThan(50)
    for (const [where, response] of all) {
      if (response.$ref) {
        expect(doc.components.responses[response.$ref.replace('#/components/responses/', '')], where).toBeDefined()
        continue
      }
      expect(response.headers?.['X-Request-Id'], where).toEqual({ $ref: '#/components/headers/RequestId' })
      if (response.content?.['application/json']?.schema?.$ref === '#/components/schemas/ErrorEnvelope') {
        expect(response.content['application/problem+json'], where).toEqual({ schema: { $ref: '#/components/schemas/ProblemDetails' } })
      }
    }
    const ok = doc.paths['/api/v1/number/roman']!.get!.responses!['200']!
    expect(Object.keys(ok.headers ?? {})).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'RateLimit-Policy', 'RateLimit', 'X-Request-Id']))
    expect(doc.components.headers).toHaveProperty('RateLimitPolicy')
    expect(doc.components.headers).toHaveProperty('RateLimit')
  })

  it('publishes schemas the real answers are valid instances of', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    formats.default(ajv)
    const envelopeSchema = ajv.compile(doc.components.schemas.ErrorEnvelope!)
    const problemSchema = ajv.compile(doc.components.schemas.ProblemDetails!)
    expect((doc.components.schemas.ErrorEnvelope as { required: string[] }).required).toContain('request_id')
    for (const url of ['/api/v1/number/roman?value=abc', '/api/v1/nothing', '/api/v1/dev/failing?kind=busy']) {
      const plain = (await app.inject(url)).json() as unknown
      expect(envelopeSchema(plain), JSON.stringify(envelopeSchema.errors)).toBe(true)
      const problem = (await app.inject({ url, headers: { accept: PROBLEM } })).json() as unknown
      expect(problemSchema(problem), JSON.stringify(problemSchema.errors)).toBe(true)
    }
    // A problem without its members, or with one of the wrong type, is not one.
    expect(problemSchema({ type: 'x', title: 'T', status: '422', detail: 'd', code: 'NOT_FOUND', request_id: 'r' })).toBe(false)
    expect(problemSchema({ title: 'T', status: 422, detail: 'd', code: 'NOT_FOUND', request_id: 'r' })).toBe(false)
  })
})
