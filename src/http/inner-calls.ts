/**
 * Calls the service makes to itself on a caller's behalf (each call of a batch, each tool run of
 * MCP): the request headers they inherit, and the allowance headers their answers carry.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { formData, pathWithQuery, type Gateway } from '../mcp/gateway.ts'
import { FEATURE_HEADER } from './respond.ts'

/** Request headers an inner call inherits: who calls, through which proxy, under which name. */
const INHERITED_HEADERS = ['x-api-key', 'host', 'user-agent', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const

/**
 * The headers of an inner call made for `request`; `apiKey`, when given, is the caller's key
 * however it was sent. The call carries the request's id, so its answer and log lines name the
 * request the caller made.
 */
export function callerHeaders(request: FastifyRequest, feature: 'batch' | 'mcp', apiKey?: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-request-id': request.id, [FEATURE_HEADER]: feature }
  for (const name of INHERITED_HEADERS) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  if (apiKey !== undefined) headers['x-api-key'] = apiKey
  return headers
}

/** Whether a header tells the allowance: X-RateLimit-*, RateLimit or RateLimit-Policy. */
const isRateHeader = (name: string): boolean => name.startsWith('x-ratelimit-') || name === 'ratelimit' || name === 'ratelimit-policy'

/** The allowance headers of an answer; undefined when it has none (not counted, or quotas off). */
export function rateHeaders(headers: Readonly<Record<string, unknown>>): Record<string, string> | undefined {
  const rate = Object.entries(headers).filter((entry): entry is [string, string] => isRateHeader(entry[0]) && typeof entry[1] === 'string')
  return rate.length > 0 ? Object.fromEntries(rate) : undefined
}

/**
 * Tool calls of MCP as requests to `app` in process: under a language prefix, with the caller's
 * headers, from the caller's address (so TRUST_PROXY reads forwarded headers the same way).
 */
export function injectGateway(app: FastifyInstance, options: { prefix?: string; headers?: Readonly<Record<string, string>>; remoteAddress?: string } = {}): Gateway {
  const { prefix = '', headers = {}, remoteAddress } = options
  return async (call) => {
    const answer = await app.inject({
      method: call.method,
      url: prefix + pathWithQuery(call),
      headers: call.json !== undefined ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(remoteAddress !== undefined && { remoteAddress }),
      ...(call.json !== undefined ? { payload: JSON.stringify(call.json) } : call.form ? { payload: formData(call.form) } : {}),
    })
    return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload }
  }
}
