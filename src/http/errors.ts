import { randomUUID } from 'node:crypto'
import { STATUS_CODES, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { ApiError, ERROR_STATUS, type ErrorCode } from '../core/errors.ts'
import type { Operation } from '../core/operation.ts'
import { translate, type MessageVars } from '../i18n/index.ts'
import { StoreUnavailableError } from '../platform/sql.ts'
import { stopReading } from './input.ts'
import { canonicalPath, lowerCaseLanguagePath, sendError, VALID_HOST } from './respond.ts'

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
      return new ApiError('UNSUPPORTED_MEDIA_TYPE', { type: detail.replace(/^Unsupported Media Type:?\s*/i, '') || 'unknown' })
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('BODY_TOO_LARGE', { limit: limits.bodyBytes })
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError('FILE_TOO_LARGE', { limit: limits.fileBytes })
    case 'FST_FILES_LIMIT':
      return new ApiError('TOO_MANY_FILES', { max: limits.maxFiles })
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new ApiError('TOO_MANY_PARTS')
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('INVALID_JSON', { detail: 'empty body' })
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('INVALID_BODY', { detail })
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    if (/prototype property/i.test(error.message)) return new ApiError('FORBIDDEN_PROPERTY')
    return new ApiError('INVALID_JSON', { detail: error.message })
  }
  if (error.code === 'FST_ERR_REQUEST_TIMEOUT') return new ApiError('REQUEST_TIMEOUT')
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('BAD_REQUEST', { detail: error.message }, {}, error.statusCode)
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

// How much of a refused body is read and thrown away after the answer, at most.
const DISCARD_MS = 1_000
const DISCARD_BYTES = 16 * 1024 * 1024

/**
 * A request answered before its body arrived in full (a limit passed, a refused upload): the
 * parser gets no more of it, and once the answer is out the rest is read and thrown away, for a
 * moment only. Closing at once would make the client's system discard the answer it has not read
 * yet (a close with unread data resets the connection); a client that stops sending keeps its
 * connection; one that goes on is cut off after DISCARD_MS or DISCARD_BYTES.
 */
function discardRest(request: FastifyRequest, response: ServerResponse): void {
  stopReading(request)
  const raw = request.raw
  response.once('finish', () => {
    if (raw.complete) return
    let left = DISCARD_BYTES
    const cutOff = () => raw.socket.destroy()
    const timer = setTimeout(cutOff, DISCARD_MS)
    timer.unref()
    raw.on('data', (chunk: Buffer) => {
      left -= chunk.length
      if (left < 0) cutOff()
    })
    raw.once('end', () => clearTimeout(timer))
    raw.once('close', () => clearTimeout(timer))
    raw.resume()
  })
}

/**
 * Fastify's frameworkErrors: a URL its router refuses before any route (a malformed escape, a
 * path segment over maxParamLength) gets the service's envelope like every other error.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const detail = error.message.slice(0, 200)
  void sendError(request, reply, new ApiError('BAD_REQUEST', { detail }, {}, typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400))
}

/**
 * The request id for a log line whose logger does not already carry it: without access logs,
 * requests share the root logger (app.ts), and an error's line must still name the id its
 * answer gave the caller.
 */
function unboundId(request: FastifyRequest): { request_id?: string } {
  return request.log === request.server.log ? { request_id: request.id } : {}
}

export function installErrorHandling(app: FastifyInstance, operations: readonly Operation[], limits: BodyLimits): void {
  const methodsByPath = new Map(operations.map((op) => [op.path, op.method]))

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (request.raw.complete === false) discardRest(request, reply.raw)
    const known = error instanceof ApiError ? error : fromFramework(error, limits)
    if (known) return sendError(request, reply, known)
    if (isStoreOutage(error)) {
      request.log.warn({ err: error, path: canonicalPath(request.url), ...unboundId(request) }, 'store unavailable')
      return sendError(request, reply, new ApiError('STORE_UNAVAILABLE', {}, { 'retry-after': '5' }))
    }
    // A bug: the caller gets a generic message, the log gets everything.
    request.log.error({ err: error, path: canonicalPath(request.url), ...unboundId(request) }, 'unhandled error')
    return sendError(request, reply, new ApiError('INTERNAL'))
  })

  app.setNotFoundHandler((request, reply) => {
    // /pt-BR/… and /zh-CN/… name languages whose paths are lower case: 308 keeps an API call's
    // method and body on its way there. Here rather than in a hook, so other requests pay nothing.
    const lowerCase = lowerCaseLanguagePath(request.originalUrl)
    if (lowerCase !== undefined) return reply.redirect(lowerCase, 308)
    const path = canonicalPath(request.url)
    const method = methodsByPath.get(path)
    if (method !== undefined) {
      const allowed = `${method}, OPTIONS`
      return sendError(request, reply, new ApiError('METHOD_NOT_ALLOWED', { path, allowed: method }, { allow: allowed }))
    }
    return sendError(request, reply, new ApiError('NOT_FOUND', { path }))
  })
}


/**
 * Refuses a request whose Host (or, from a trusted proxy, X-Forwarded-Host) is not a host: the
 * service builds links from it when PUBLIC_URL is unset. It runs on every request, so it is one
 * regular expression test; the forwarded host is looked at only when the header is there. It
 * also sets X-Request-Id, so that no other hook has to run on every request for it.
 */
export const checkHost: onRequestHookHandler = (request, reply, done) => {
  // Every answer names its request, this one included when the host is refused.
  reply.header('x-request-id', request.id)
  const headers = request.raw.headers
  const host = headers.host
  if (host !== undefined && !VALID_HOST.test(host)) return done(new ApiError('INVALID_HOST'))
  if (headers['x-forwarded-host'] !== undefined && !VALID_HOST.test(request.host)) return done(new ApiError('INVALID_HOST'))
  done()
}

/** How Node's HTTP parser refusals are answered: the service's envelope, in English (no path to read a language from). */
function parserRefusal(code: string | undefined): { key: ErrorCode; vars: MessageVars } {
  if (code === 'HPE_HEADER_OVERFLOW') return { key: 'HEADERS_TOO_LARGE', vars: {} }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { key: 'REQUEST_TIMEOUT', vars: {} }
  return { key: 'BAD_REQUEST', vars: { detail: 'not a valid HTTP request' } }
}

/**
 * Fastify's clientErrorHandler: requests Node's parser refuses before any route sees them (headers
 * too large, malformed, too slow) get the same envelope as every other error, then the
 * connection closes, as Node would close it.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { key, vars } = parserRefusal(error.code)
  const status = ERROR_STATUS[key]
  // No request was read, so no id of the caller's can be trusted: a fresh one.
  const id = randomUUID()
  const body = JSON.stringify({ ok: false, error: translate('en', key, vars), code: key, request_id: id })
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `X-Request-Id: ${id}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
  }
  socket.destroy(error)
}
