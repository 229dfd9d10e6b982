import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { StepError, type ApiError } from '../core/errors.ts'
import { DEFAULT_LANGUAGE, isLanguage, translate } from '../i18n/index.ts'

const LANG_PREFIX = /^\/([a-z]{2,3}(?:-[A-Za-z]{2,4})?)(?=\/|$|\?)/

/** Language of a request: its path prefix when that names a supported language. */
export function languageOf(url: string): string {
  const lang = LANG_PREFIX.exec(url)?.[1]
  return lang !== undefined && isLanguage(lang) ? lang : DEFAULT_LANGUAGE
}

/** The API key a request carries in X-API-Key, if any. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key']
  return Array.isArray(header) ? header.join(',') : header
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

/** The error envelope of a refusal, its message in the given language; a pipeline step's names the step. */
export function errorEnvelope(lang: string, error: ApiError): { ok: false; error: string; code: ApiError['code']; step?: number } {
  const message = translate(lang, error.code, error.vars)
  if (error instanceof StepError) return { ok: false, error: `steps[${error.step}] (${error.op}): ${message}`, code: error.code, step: error.step }
  return { ok: false, error: message, code: error.code }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  return reply
    .code(error.status)
    .headers(error.headers)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(requestLanguage(request), error))
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
