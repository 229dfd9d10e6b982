/**
 * POST /api/v1/batch: up to BATCH_MAX_CALLS independent calls of (non-file) operations in one
 * request. Each call goes through the service exactly as it would alone (its key, its address,
 * its quota, its limits, its answer), so a bad call answers its own 4xx in its slot and does not
 * fail the others, and the batch itself counts nothing beyond its calls.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../core/errors.ts'
import { checkedResult } from '../core/result-check.ts'
import type { Operation } from '../core/operation.ts'
import { isPlainObject } from './input.ts'
import { callerHeaders, rateHeaders } from './inner-calls.ts'
import { errorEnvelope, requestLanguage } from './respond.ts'

export const BATCH_MAX_CALLS = 100

/** What each slot of a batch's result holds: the HTTP status and the JSON envelope the call answered. */
export const BatchResult = z.array(z.object({
  status: z.number().int().min(200).max(599).describe('The HTTP status the call answered with'),
  body: z.looseObject({ ok: z.boolean().describe('true with result (and quota), false with error and code') })
    .describe('The envelope the call answered with, as it would alone'),
})).meta({ id: 'BatchResult', description: 'Each call\'s answer, in the order of calls' })


interface Slot { status: number; body: unknown }

/** A call's slot, and the allowance headers its answer carried when it was counted. */
interface Called { slot: Slot; rate?: Record<string, string> }

/** A scalar as a query-string value; undefined for a list or an object, which a GET cannot take. */
const queryValue = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined

/**
 * Installs the batch route on `app` (a scope that parses JSON bodies); its calls are made on `root`,
 * the whole service. With checkResults (the tests), an answer that is not a BatchResult is a 500.
 */
export function installBatchRoute(app: FastifyInstance, root: FastifyInstance, operations: readonly Operation[], checkResults = false): void {
  const byName = new Map(operations.map((op) => [`${op.category}/${op.name}`, op]))

  /** One call, answered as the same request made on its own would be (in the batch's language). */
  const callOne = async (request: FastifyRequest, call: unknown, index: number): Promise<Called> => {
    const lang = requestLanguage(request)
    const prefix = request.originalUrl.startsWith(`/${lang}/`) ? `/${lang}` : ''
    const refusal = (error: ApiError): Called => ({ slot: { status: error.status, body: errorEnvelope(lang, error, request.id) } })
    if (!isPlainObject(call) || typeof call.op !== 'string' || (call.params !== undefined && !isPlainObject(call.params))) {
      return refusal(new ApiError('BATCH_CALL_INVALID', { index }))
    }
    const params = (call.params ?? {}) as Record<string, unknown>
    const op = byName.get(call.op)
    // Only operations are called: a name that is none answers as its URL would alone, and no
    // name reaches another route (../batch, ../account/…).
    if (!op) return refusal(new ApiError('NOT_FOUND', { path: `${prefix}/api/v1/${call.op}` }))
    if (op.files) return refusal(new ApiError('BATCH_FILE_OPERATION', { index, op: call.op }))
    const headers = callerHeaders(request, 'batch')
    let query: Record<string, string> | undefined
    if (op.method === 'GET') {
      query = {}
      for (const [name, value] of Object.entries(params)) {
        const text = queryValue(value)
        if (text === undefined) return refusal(new ApiError('BATCH_CALL_INVALID', { index }))
        query[name] = text
      }
    }
    const answer = await root.inject({
      method: op.method,
      url: prefix + op.path,
      headers: op.method === 'GET' ? headers : { ...headers, 'content-type': 'application/json' },
      // The peer the batch came from, so TRUST_PROXY reads the forwarded headers the same way.
      remoteAddress: request.socket.remoteAddress ?? request.ip,
      ...(query ? { query } : { payload: JSON.stringify(params) }),
    })
    return { slot: { status: answer.statusCode, body: answer.json() as unknown }, rate: rateHeaders(answer.headers) }
  }

  app.post('/api/v1/batch', { config: { operationId: 'batch' } }, async (request, reply) => {
    const body = request.body as { calls?: unknown } | undefined
    const calls = isPlainObject(body) ? body.calls : undefined
    if (!Array.isArray(calls) || calls.length === 0 || calls.length > BATCH_MAX_CALLS) {
      throw new ApiError('BATCH_CALLS_INVALID', { max: BATCH_MAX_CALLS })
    }
    const slots: Slot[] = []
    let rate: Record<string, string> | undefined
    for (const [index, call] of calls.entries()) {
      // A caller that went away gets no more of its calls run (nor counted).
      if (request.socket.destroyed) break
      const called = await callOne(request, call, index)
      slots.push(called.slot)
      if (called.rate) rate = called.rate
    }
    // The allowance after the last counted call, as its own answer said it.
    if (rate) reply.headers(rate)
    return { ok: true, result: checkResults ? checkedResult('/api/v1/batch', BatchResult, slots) : slots }
  })
}
