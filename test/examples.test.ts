import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { operations } from '../src/operations/index.ts'
import { call, envelope, makeApp, upload } from './helpers.ts'

// Every documented example is also a test, run through the real HTTP app; examples marked
// network (web lookups of public sites) are skipped: each web operation has loopback tests instead.
let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

describe.each(operations.map((op) => [op.operationId, op] as const))('%s examples', (_id, op) => {
  const runnable = op.examples.filter((ex) => !ex.network)
  if (runnable.length === 0) {
    it.skip('every example needs the network', () => {})
    return
  }
  it.each(runnable.map((ex, i) => [ex.title ?? `example ${i + 1}`, ex] as const))('%s', async (_title, ex) => {
    if (ex.files) {
      const res = await upload(app, op.path, ex.files, ex.params as Record<string, string | number | boolean>)
      expect(res.statusCode, res.body.slice(0, 500)).toBe(200)
      if (ex.output !== undefined) {
        expect(res.headers['content-type']).toBe(ex.output)
        expect(res.headers['x-content-type-options']).toBe('nosniff')
        expect(res.rawPayload.length).toBeGreaterThan(0)
        return
      }
    }
    const res = ex.files
      ? await upload(app, op.path, ex.files, ex.params as Record<string, string | number | boolean>)
      : await call(app, op, ex.params)
    const body = envelope(res)
    expect(body, JSON.stringify(body)).toMatchObject({ ok: true })
    expect(res.statusCode).toBe(200)
    if (ex.result !== undefined) expect(body.result).toMatchObject(ex.result as object)
  })
})
