import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import formats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildOpenApi } from '../src/core/openapi.ts'
import { operations } from '../src/operations/index.ts'
import { chainText } from '../src/core/chain.ts'
import { makeApp, upload } from './helpers.ts'

type Doc = {
  openapi: string
  servers: { url: string }[]
  paths: Record<string, Record<string, {
    operationId: string
    parameters?: { name: string; required: boolean; schema: Record<string, unknown> }[]
    requestBody?: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>>; required?: string[] } }> }
    security: unknown[]
  }>>
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> }
}

let app: FastifyInstance
let doc: Doc
beforeAll(async () => {
  app = await makeApp({ PUBLIC_URL: 'https://tools.example.com/' })
  const res = await app.inject('/openapi.json')
  expect(res.statusCode).toBe(200)
  doc = res.json() as Doc
})
afterAll(async () => { await app.close() })

describe('/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(doc) as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    expect(doc.openapi).toBe('3.1.0')
  })

  it('documents for every operation a 200 answer whose examples are valid instances of its result schema', async () => {
    // An independent JSON Schema validator reads the published schemas, not the zod ones they came from.
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    formats.default(ajv)
    ajv.addSchema({ ...(doc as object), $id: 'https://devutils.test/openapi.json' })
    let checked = 0
    for (const op of operations) {
      const answer = (doc.paths[op.path]![op.method.toLowerCase()] as unknown as {
        responses: { '200': { content: Record<string, { schema: unknown; examples?: Record<string, { value: unknown }> }> } }
      }).responses['200'].content
      const json = answer['application/json']
      if (!json) continue // a file answer: its media types are the content keys
      const pointer = `/paths/${op.path.replaceAll('/', '~1')}/${op.method.toLowerCase()}/responses/200/content/application~1json/schema`
      const validate = ajv.compile({ $ref: `https://devutils.test/openapi.json#${pointer}` })
      for (const [name, example] of Object.entries(json.examples ?? {})) {
        expect(validate(example.value) ? [] : validate.errors, `${op.path} ${name}`).toEqual([])
        checked++
      }
    }
    expect(checked).toBe(operations.flatMap((op) => op.examples.filter((ex) => ex.answer !== undefined)).length)
    // A file operation that answers JSON about each upload: several uploads answer the list the document describes.
    const several = await upload(app, '/api/v1/file/image-info', ['photo.jpg', 'photo.png'])
    expect(several.statusCode, several.body.slice(0, 300)).toBe(200)
    const validate = ajv.compile({ $ref: 'https://devutils.test/openapi.json#/paths/~1api~1v1~1file~1image-info/post/responses/200/content/application~1json/schema' })
    const answer = several.json() as { result: unknown[] }
    expect(answer.result).toHaveLength(2)
    expect(validate(answer) ? [] : validate.errors).toEqual([])
  })

  it('lists every registered operation under its path, method and operationId', () => {
    const operationPaths = Object.keys(doc.paths).filter((p) => !p.startsWith('/api/v1/account') && p !== '/api/v1/usage' && p !== '/api/v1/batch' && p !== '/api/v1/pipeline' && !p.startsWith('/api/v1/files') && !p.startsWith('/api/v1/jobs') && !p.startsWith('/images/'))
    expect(operationPaths.length).toBe(operations.length)
    for (const op of operations) {
      const entry = doc.paths[op.path]?.[op.method.toLowerCase()]
      expect(entry, op.path).toBeDefined()
      expect(entry!.operationId).toBe(op.operationId)
    }
  })

  it('describes the allowance and account routes too', () => {
    for (const path of ['/images/{image}', '/api/v1/files', '/api/v1/files/{id}/content', '/api/v1/usage', '/api/v1/batch', '/api/v1/pipeline', '/api/v1/account', '/api/v1/account/signup', '/api/v1/account/login', '/api/v1/account/logout', '/api/v1/account/rotate-key']) {
      expect(doc.paths[path], path).toBeDefined()
    }
    // Each JSON route under /api/v1/ answers the envelope with its own named result.
    const results: Record<string, [method: string, result: string]> = { '/api/v1/usage': ['get', 'UsageResult'], '/api/v1/batch': ['post', 'BatchResult'], '/api/v1/account': ['get', 'AccountResult'], '/api/v1/account/signup': ['post', 'NewKeyResult'], '/api/v1/account/login': ['post', 'LoginResult'], '/api/v1/account/logout': ['post', 'LogoutResult'], '/api/v1/account/rotate-key': ['post', 'NewKeyResult'] }
    const components = (doc as unknown as { components: { schemas: Record<string, { type?: string }> } }).components.schemas
    for (const [path, [method, name]] of Object.entries(results)) {
      const answer = doc.paths[path]![method] as unknown as { responses: Record<string, { content: Record<string, { schema: { properties: { result: { $ref: string } } } }> }> }
      const success = answer.responses['200'] ?? answer.responses['201']!
      expect(success.content['application/json']!.schema.properties.result.$ref, path).toBe(`#/components/schemas/${name}`)
      expect(components[name], name).toMatchObject({ type: expect.stringMatching(/^(object|array)$/) })
    }
  })

  it('describes the pipeline: its request, its JSON answer or file, and each operation\'s part in a chain', () => {
    const post = doc.paths['/api/v1/pipeline']!.post as unknown as {
      requestBody: { content: Record<string, { schema: unknown; example?: unknown }> }
      responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>
    }
    const json = post.requestBody.content['application/json']!
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    const schemas = (doc as unknown as { components: { schemas: Record<string, object> } }).components.schemas
    ajv.addSchema({ $id: 'doc', components: { schemas } })
    const validRequest = ajv.compile({ $ref: 'doc#/components/schemas/PipelineRequest' })
    expect(validRequest(json.example), JSON.stringify(validRequest.errors)).toBe(true)
    expect(validRequest({ steps: [{ op: 'text/case', input: 'not a reference' }] })).toBe(false)
    expect(post.requestBody.content['multipart/form-data']).toBeDefined()
    const ok = post.responses['200']!.content!
    expect(ok['application/json']!.schema.$ref).toBe('#/components/schemas/PipelineAnswer')
    expect(Object.keys(ok)).toEqual(expect.arrayContaining(['image/webp', 'application/pdf', 'application/zip']))
    for (const op of operations) {
      const described = (doc.paths[op.path]![op.method.toLowerCase()] as unknown as Record<string, unknown>)['x-pipeline']
      expect(described, op.path).toEqual(chainText(op.pipeline))
    }
    expect((doc.paths['/api/v1/dev/hash']!.get as unknown as Record<string, unknown>)['x-pipeline']).toEqual({ takes: 'text', gives: 'result.hash' })
  })

  it('describes the job routes, the 202 of every call that may run as a job, and the webhook sent when a job ends', () => {
    type Operation = { operationId: string; security: unknown[]; parameters?: ({ $ref: string } | { name: string; in: string })[]; responses: Record<string, { $ref?: string; content?: Record<string, unknown> }> }
    const raw = doc as unknown as {
      paths: Record<string, Record<string, Operation>>
      webhooks: Record<string, { post: Operation & { requestBody: { content: Record<string, { schema: { properties: Record<string, { enum?: string[]; $ref?: string }> } }> } } }>
      components: { parameters: Record<string, { name: string; in: string }>; responses: Record<string, { headers: Record<string, unknown>; content: Record<string, { schema: { properties: { result: { $ref: string } } } }> }> }
    }
    const jobRoutes: [path: string, method: string, operationId: string][] = [
      ['/api/v1/jobs', 'get', 'jobList'], ['/api/v1/jobs/{id}', 'get', 'jobGet'], ['/api/v1/jobs/{id}', 'delete', 'jobCancel'], ['/api/v1/jobs/{id}/output', 'get', 'jobOutput'],
    ]
    for (const [path, method, operationId] of jobRoutes) {
      const operation = raw.paths[path]?.[method]
      expect(operation?.operationId, `${method} ${path}`).toBe(operationId)
      expect(operation!.security[0]).toEqual({ ApiKey: [] })
      expect(Object.keys(operation!.responses)).toEqual(expect.arrayContaining(['200', '401']))
    }
    expect(raw.paths['/api/v1/jobs']!.get!.parameters!.map((p) => 'name' in p && p.name)).toEqual(['status', 'limit', 'cursor'])
    expect(raw.paths['/api/v1/jobs/{id}/output']!.get!.responses['404']).toBeDefined()
    expect(Object.keys(raw.paths['/api/v1/jobs/{id}/output']!.get!.responses['200']!.content!)).toEqual(['*/*'])
    const jobEnvelope = (operationId: string) => (raw.paths[operationId === 'jobList' ? '/api/v1/jobs' : '/api/v1/jobs/{id}']![operationId === 'jobCancel' ? 'delete' : 'get']!.responses['200']!.content!['application/json'] as { schema: { properties: { result: { $ref: string } } } }).schema.properties.result.$ref
    expect([jobEnvelope('jobGet'), jobEnvelope('jobCancel'), jobEnvelope('jobList')]).toEqual(['#/components/schemas/Job', '#/components/schemas/Job', '#/components/schemas/JobList'])

    // Every file operation and the pipeline: the four ways to ask for a job, by reference, and the 202.
    const accepted = raw.components.responses.JobAccepted!
    expect(accepted.headers.Location).toEqual({ $ref: '#/components/headers/JobLocation' })
    expect(accepted.content['application/json']!.schema.properties.result.$ref).toBe('#/components/schemas/Job')
    expect(Object.values(raw.components.parameters).map((p) => [p.in, p.name])).toEqual([['query', 'async'], ['query', 'webhook_url'], ['header', 'Prefer'], ['header', 'Webhook-Url']])
    const asyncCalls = [...operations.filter((op) => op.files).map((op) => raw.paths[op.path]!.post!), raw.paths['/api/v1/pipeline']!.post!]
    expect(asyncCalls.length).toBeGreaterThan(1)
    for (const operation of asyncCalls) {
      expect(operation.responses['202'], operation.operationId).toEqual({ $ref: '#/components/responses/JobAccepted' })
      expect(operation.parameters, operation.operationId).toEqual(Object.keys(raw.components.parameters).map((name) => ({ $ref: `#/components/parameters/${name}` })))
    }
    // Operations that take no files never run as jobs.
    expect(raw.paths['/api/v1/number/roman']!.get!.responses['202']).toBeUndefined()

    const webhook = raw.webhooks.jobEnded!.post
    expect(webhook.parameters!.map((p) => 'name' in p && p.name)).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature'])
    const body = webhook.requestBody.content['application/json']!.schema.properties
    expect(body.type!.enum).toEqual(['job.succeeded', 'job.failed', 'job.canceled'])
    expect(body.data!.$ref).toBe('#/components/schemas/Job')
    expect(Object.keys(webhook.responses)).toEqual(['2XX'])
  })

  it('has a single server entry from PUBLIC_URL', () => {
    expect(doc.servers).toEqual([{ url: 'https://tools.example.com' }])
  })

  it('declares the optional X-API-Key scheme on every operation', () => {
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' })
    for (const op of operations) {
      expect(doc.paths[op.path]![op.method.toLowerCase()]!.security).toEqual([{}, { ApiKey: [] }])
    }
  })

  it('declares real types, bounds, enums and defaults', () => {
    const roman = doc.paths['/api/v1/number/roman']!.get!
    const value = roman.parameters!.find((p) => p.name === 'value')!
    expect(value.required).toBe(true)
    expect(value.schema).toMatchObject({ type: 'string', maxLength: 32 })
    const mode = roman.parameters!.find((p) => p.name === 'mode')!
    expect(mode.required).toBe(false)
    expect(mode.schema).toMatchObject({ enum: ['to-roman', 'from-roman'] })
  })

  it('is a pure function of the registry', () => {
    const a = buildOpenApi(operations, { serverUrl: '/' })
    const b = buildOpenApi(operations, { serverUrl: '/' })
    expect(a).toEqual(b)
  })
})
