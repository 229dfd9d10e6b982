import type { FastifyRequest } from 'fastify'
import secureJson from 'secure-json-parse'
import { ApiError } from '../core/errors.ts'

type Fields = Record<string, unknown>

export function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The raw parameters of a call. GET reads the query string; POST reads its body (JSON,
 * form-encoded or multipart fields) merged over the query string, so the body wins.
 */
export async function readInput(request: FastifyRequest): Promise<Fields> {
  const query = request.query as Fields
  if (request.method === 'GET') return query
  const body = request.isMultipart() ? await readMultipartFields(request) : request.body
  if (body === undefined || body === null || body === '') return query
  if (!isPlainObject(body)) throw new ApiError('INVALID_BODY', { detail: 'expected a JSON object of parameters' })
  return { ...query, ...body }
}

/** BODY_LIMIT_BYTES as the route sees it (Fastify's bodyLimit). */
export const bodyLimitOf = (request: FastifyRequest): number => request.routeOptions.bodyLimit

export const bodyTooLarge = (limit: number) => new ApiError('BODY_TOO_LARGE', { limit })

/**
 * Stops feeding a request body we will not finish to the multipart parser, so that nothing more
 * of it is parsed or buffered (errors.ts disposes of the rest once the answer is out).
 */
export function stopReading(request: FastifyRequest): void {
  const raw = request.raw
  if (raw.complete) return
  raw.unpipe()
  raw.pause()
}

/**
 * The fields of a multipart body that carries no files. The multipart parser reads outside
 * Fastify's bodyLimit, and buffers each field whole, so the body's bytes are counted here as
 * they arrive: past BODY_LIMIT_BYTES, as with a JSON body, the request is answered 413 at once
 * and the parser gets no more of it.
 */
async function readMultipartFields(request: FastifyRequest): Promise<Fields> {
  const limit = bodyLimitOf(request)
  const raw = request.raw
  if (Number(raw.headers['content-length']) > limit) {
    stopReading(request)
    throw bodyTooLarge(limit)
  }
  let received = 0
  let overLimit: ((error: ApiError) => void) | undefined
  const exceeded = new Promise<never>((_resolve, reject) => { overLimit = reject })
  exceeded.catch(() => {})
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received <= limit) return
    raw.off('data', count)
    stopReading(request)
    overLimit!(bodyTooLarge(limit))
  }
  const fields: Fields = {}
  const parts = request.parts()[Symbol.asyncIterator]()
  // The first next() starts the parser, which pipes the body to itself: only from then on may
  // the body be read here too (a 'data' listener on a paused body would start it flowing alone).
  let next = parts.next()
  raw.on('data', count)
  try {
    for (;;) {
      const step = await Promise.race([next, exceeded])
      if (step.done) return fields
      const part = step.value
      if (part.type === 'file') {
        part.file.resume()
        throw new ApiError('FILES_NOT_ACCEPTED')
      }
      fields[part.fieldname] = part.value
      next = parts.next()
    }
  } catch (error) {
    // A read still pending when the limit was passed ends (in an error) once the request closes.
    next.catch(() => {})
    stopReading(request)
    throw error
  } finally {
    raw.off('data', count)
  }
}

/** application/x-www-form-urlencoded bodies become the same flat object as a query string. */
export function parseForm(body: string): Fields {
  const fields: Fields = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const previous = fields[key]
    fields[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return fields
}

/** JSON bodies: an empty body means "no parameters"; prototype-poisoning keys are refused. */
export function parseJsonBody(body: string): [ApiError | null, unknown?] {
  if (body.trim() === '') return [null, undefined]
  try {
    return [null, secureJson.parse(body, null, { protoAction: 'error', constructorAction: 'error' })]
  } catch (error) {
    const message = (error as Error).message
    if (/forbidden prototype property/i.test(message)) return [new ApiError('FORBIDDEN_PROPERTY')]
    return [new ApiError('INVALID_JSON', { detail: message })]
  }
}
