import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { errorDocsUrl, errorTitle, StepError, type ApiError } from '../core/errors.ts'
import { DEFAULT_LANGUAGE, isLanguage, translate } from '../i18n/index.ts'

const LANG_PREFIX = /^\/([A-Za-z]{2,3}(?:-[A-Za-z]{2,4})?)(?=\/|$|\?)/

/** Language of a request: its path prefix when that names a supported language. */
export function languageOf(url: string): string {
  const lang = LANG_PREFIX.exec(url)?.[1]
  return lang !== undefined && isLanguage(lang) ? lang : DEFAULT_LANGUAGE
}

/**
 * The same address with its language prefix in lower case (/pt-BR/docs → /pt-br/docs), when the
 * prefix names a language in another case; undefined otherwise. Paths use lower-case codes only,
 * so each page has one address.
 */
export function lowerCaseLanguagePath(url: string): string | undefined {
  const lang = LANG_PREFIX.exec(url)?.[1]
  if (lang === undefined || isLanguage(lang) || !isLanguage(lang.toLowerCase())) return undefined
  return `/${lang.toLowerCase()}${url.slice(lang.length + 1)}`
}

/** The API key a request carries in X-API-Key, if any. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key']
  return Array.isArray(header) ? header.join(',') : header
}

/**
 * The feature an inner call comes through (batch, mcp), which its key's scopes must allow besides
 * its operation. Only the service sets it on its own calls; a caller who sends it only narrows
 * what its own key may do.
 */
export const FEATURE_HEADER = 'x-devutils-feature'

/** The scopes a call needs beyond its operation: the feature it came through, if any. */
export function featureNeeds(request: FastifyRequest): string[] {
  const feature = request.headers[FEATURE_HEADER]
  return typeof feature === 'string' ? [feature] : []
}

/**
 * An API path with its language prefix taken off (/es/api/v1/… → /api/v1/…): the service routes
 * it so, one route serving every language, and reads the language from the URL as sent
 * (requestLanguage). Other paths (the site's pages) are left as they are.
 */
export function withoutLanguage(url: string): string {
  const lang = LANG_PREFIX.exec(url)?.[1]
  if (lang === undefined || !isLanguage(lang) || !url.startsWith('/api/', lang.length + 1)) return url
  return url.slice(lang.length + 1)
}

/** The language of a request: the prefix of the URL it was sent to, English without one. */
export function requestLanguage(request: FastifyRequest): string {
  return languageOf(request.originalUrl)
}

/** Path without language prefix, query string or trailing slash. */
export function canonicalPath(url: string): string {
  const path = url.split('?', 1)[0]!
  const lang = LANG_PREFIX.exec(path)?.[1]
  const bare = lang !== undefined && isLanguage(lang) ? path.slice(lang.length + 1) : path
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/** A request id a caller may choose: 1 to 128 visible ASCII characters, safe in a header and a log line. */
const CALLER_REQUEST_ID = /^[\x21-\x7e]{1,128}$/

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is one we can repeat safely, else a
 * random UUID (unguessable, so an id in a log or an answer tells nothing about other requests).
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : randomUUID()
}

export interface ErrorEnvelope { ok: false; error: string; code: ApiError['code']; step?: number; request_id: string }

/**
 * The error envelope of a refusal, its message in the given language; a pipeline step's names the
 * step. `requestId` is the id of the request that answers it, so a report can be found in the logs.
 */
export function errorEnvelope(lang: string, error: ApiError, requestId: string): ErrorEnvelope {
  const message = translate(lang, error.code, error.vars)
  if (error instanceof StepError) return { ok: false, error: `steps[${error.step}] (${error.op}): ${message}`, code: error.code, step: error.step, request_id: requestId }
  return { ok: false, error: message, code: error.code, request_id: requestId }
}

/**
 * The quality an Accept header gives a media type: that of the most specific range that matches
 * it (the type itself, then its top-level type with any subtype, then any type), 0 when none
 * does. A quality that cannot be read counts as 1, as a range without one does.
 */
function acceptQuality(accept: string, type: string): number {
  const slash = type.indexOf('/')
  const anyOfType = `${type.slice(0, slash)}/*`
  let best = 0
  let quality = 0
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';')
    const name = range.trim().toLowerCase()
    const rank = name === type ? 3 : name === anyOfType ? 2 : name === '*/*' ? 1 : 0
    if (rank <= best) continue
    const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined)
    best = rank
    quality = q === undefined ? 1 : Number(q)
  }
  return quality
}

const PROBLEM_JSON = 'application/problem+json'

/**
 * Whether the caller asks for RFC 9457 problem details: application/problem+json named in Accept
 * with a quality above 0 and not below application/json's. The common case, an Accept that
 * does not name it, costs one substring search.
 */
export function wantsProblem(request: FastifyRequest): boolean {
  const accept = request.headers.accept
  if (typeof accept !== 'string' || !accept.toLowerCase().includes(PROBLEM_JSON)) return false
  const problem = acceptQuality(accept, PROBLEM_JSON)
  return problem > 0 && problem >= acceptQuality(accept, 'application/json')
}

/**
 * A refusal as RFC 9457 problem details: `type` is the page that documents its code, `detail`
 * the message the envelope's `error` carries, with the envelope's `code`, `step` and `request_id`.
 */
export function problemDetails(envelope: ErrorEnvelope, status: number, baseUrl: string): Record<string, unknown> {
  const { ok: _ok, error, code, ...extensions } = envelope
  return { type: errorDocsUrl(baseUrl, code), title: errorTitle(code), status, detail: error, code, ...extensions }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** PUBLIC_URL, or '' when links are made from each request's own address. */
    publicUrl: string
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const envelope = errorEnvelope(requestLanguage(request), error, request.id)
  // Set here as well as when the request arrives: some refusals (a URL the router rejects) are
  // answered before any hook runs.
  reply.code(error.status).headers(error.headers).header('x-request-id', request.id)
  if (!wantsProblem(request)) return reply.type('application/json; charset=utf-8').send(envelope)
  const baseUrl = requestBaseUrl(request, { PUBLIC_URL: request.server.publicUrl || undefined })
  return reply.type(`${PROBLEM_JSON}; charset=utf-8`).send(problemDetails(envelope, error.status, baseUrl))
}

/**
 * A Host header that is a host name, an IPv4 address or a bracketed IPv6 address, with an
 * optional port. Labels are checked for their characters and length only; what passes is safe
 * to put in a link (no quotes, spaces, slashes or markup).
 */
export const VALID_HOST = /^(?:(?:[A-Za-z0-9_-]{1,63}\.)*[A-Za-z0-9_-]{1,63}\.?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/

/**
 * The address a client reaches this service at: PUBLIC_URL when set, else the one the request
 * came to (behind a trusted proxy, the forwarded one).
 */
export function requestBaseUrl(request: FastifyRequest, config: Pick<Config, 'PUBLIC_URL'>): string {
  if (config.PUBLIC_URL) return config.PUBLIC_URL
  // checkHost (errors.ts) refuses any other Host before a route runs; without one, the socket's address.
  if (request.host && VALID_HOST.test(request.host)) return `${request.protocol}://${request.host}`
  // HTTP/1.0 may leave Host out: the address the client connected to is one it can reach again.
  const { localAddress, localPort } = request.socket
  if (!localAddress) return `${request.protocol}://localhost`
  return `${request.protocol}://${localAddress.includes(':') ? `[${localAddress}]` : localAddress}:${localPort}`
}
