import type { FastifyError, FastifyInstance } from 'fastify'
import { ApiError } from '../core/errors.ts'
import type { Operation } from '../core/operation.ts'
import { StoreUnavailableError } from '../platform/sql.ts'
import { canonicalPath, sendError } from './respond.ts'

export interface BodyLimits {
  bodyBytes: number
  fileBytes: number
  maxFiles: number
}

/** Maps framework errors (body parsing, limits, timeouts) to our stable codes. */
function fromFramework(error: FastifyError, limits: BodyLimits): ApiError | undefined {
  const detail = error.message.replace(/^Body is not valid JSON but content-type is set to 'application\/json'$/, 'empty body')
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', { type: detail.replace(/^Unsupported Media Type:?\s*/i, '') || 'unknown' })
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'BODY_TOO_LARGE', { limit: limits.bodyBytes })
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, 'FILE_TOO_LARGE', { limit: limits.fileBytes })
    case 'FST_FILES_LIMIT':
      return new ApiError(413, 'TOO_MANY_FILES', { max: limits.maxFiles })
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError(413, 'TOO_MANY_PARTS')
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'INVALID_JSON', { detail: 'empty body' })
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError(400, 'INVALID_BODY', { detail })
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    if (/prototype property/i.test(error.message)) return new ApiError(400, 'FORBIDDEN_PROPERTY')
    return new ApiError(400, 'INVALID_JSON', { detail: error.message })
  }
  if (error.code === 'FST_ERR_REQUEST_TIMEOUT') return new ApiError(408, 'REQUEST_TIMEOUT')
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, 'BAD_REQUEST', { detail: error.message })
  }
  return undefined
}

// How ioredis reports a server that is gone, refusing, silent or still loading its data; anything
// else from it is an answer to the command.
const REDIS_OUTAGE = /^(Stream isn't writeable|Connection is closed|Command timed out|Reached the max retries per request|LOADING )/

/** A store that cannot be reached right now: the caller should retry shortly, nobody should debug it. */
function isStoreOutage(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true
  return error instanceof Error && (error.name === 'MaxRetriesPerRequestError' || REDIS_OUTAGE.test(error.message))
}

export function installErrorHandling(app: FastifyInstance, operations: readonly Operation[], limits: BodyLimits): void {
  const methodsByPath = new Map(operations.map((op) => [op.path, op.method]))

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error instanceof ApiError ? error : fromFramework(error, limits)
    if (known) return sendError(request, reply, known)
    if (isStoreOutage(error)) {
      request.log.warn({ err: error, path: canonicalPath(request.url) }, 'store unavailable')
      return sendError(request, reply, new ApiError(503, 'STORE_UNAVAILABLE', {}, { 'retry-after': '5' }))
    }
    // A bug: the caller gets a generic message, the log gets everything.
    request.log.error({ err: error, path: canonicalPath(request.url) }, 'unhandled error')
    return sendError(request, reply, new ApiError(500, 'INTERNAL'))
  })

  app.setNotFoundHandler((request, reply) => {
    const path = canonicalPath(request.url)
    const method = methodsByPath.get(path)
    if (method !== undefined) {
      const allowed = `${method}, OPTIONS`
      return sendError(request, reply, new ApiError(405, 'METHOD_NOT_ALLOWED', { path, allowed: method }, { allow: allowed }))
    }
    return sendError(request, reply, new ApiError(404, 'NOT_FOUND', { path }))
  })
}
