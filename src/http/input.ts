import type { FastifyRequest } from 'fastify'
import secureJson from 'secure-json-parse'
import { ApiError } from '../core/errors.ts'

type Fields = Record<string, unknown>

function isPlainObject(value: unknown): value is Fields {
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
  if (!isPlainObject(body)) throw new ApiError(400, 'INVALID_BODY', { detail: 'expected a JSON object of parameters' })
  return { ...query, ...body }
}

async function readMultipartFields(request: FastifyRequest): Promise<Fields> {
  const fields: Fields = {}
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume()
      throw new ApiError(422, 'FILES_NOT_ACCEPTED')
    }
    fields[part.fieldname] = part.value
  }
  return fields
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
    if (/forbidden prototype property/i.test(message)) return [new ApiError(400, 'FORBIDDEN_PROPERTY')]
    return [new ApiError(400, 'INVALID_JSON', { detail: message })]
  }
}
