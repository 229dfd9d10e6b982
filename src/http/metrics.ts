import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { ApiError } from '../core/errors.ts'

export interface MetricsOptions {
  /** METRICS_TOKEN: lets callers off this machine read /metrics with Authorization: Bearer <token>. */
  token?: string
  extra?: (registry: Registry) => void
}

// request.ip honours TRUST_PROXY: behind a trusted proxy it is the client's address, so a remote
// client reaching the service through a proxy on this machine is not taken for a local one.
const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Who may read /metrics (versions, memory, per-route counts): a caller on this machine, or one
 * sending the METRICS_TOKEN. The token is compared by digest in constant time, so neither its
 * content nor its length leaks through timing.
 */
function metricsAccess(request: FastifyRequest, token: Buffer | undefined): ApiError | undefined {
  if (LOOPBACK.test(request.ip)) return undefined
  const header = request.headers.authorization
  const sent = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined
  if (token === undefined) return new ApiError('METRICS_LOCAL_ONLY')
  if (sent === undefined) return new ApiError('METRICS_TOKEN_REQUIRED', {}, { 'www-authenticate': 'Bearer' })
  return timingSafeEqual(digest(sent), token) ? undefined : new ApiError('METRICS_TOKEN_WRONG')
}

/** Prometheus metrics: request count and latency by operation and status, plus process figures. */
export function installMetrics(app: FastifyInstance, { token, extra = () => {} }: MetricsOptions = {}): void {
  const tokenDigest = token === undefined ? undefined : digest(token)
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // Its _count series is the request count by operation and status; no separate counter needed.
  const latency = new Histogram({
    name: 'devutils_request_duration_seconds',
    help: 'Time to answer, by operation and HTTP status',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  })
  extra(registry)

  // One bound series per route and status, found without rebuilding a label key on each request.
  const series = new Map<string, ReturnType<typeof latency.labels>>()
  app.addHook('onResponse', (request, reply, done) => {
    // Label by route, never by raw URL, so that probing random paths cannot grow the label set.
    const operation = request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'unmatched'
    const key = `${operation} ${reply.statusCode}`
    let child = series.get(key)
    if (!child) {
      child = latency.labels({ operation, status: String(reply.statusCode) })
      series.set(key, child)
    }
    child.observe(reply.elapsedTime / 1000)
    done()
  })

  app.get('/metrics', async (request, reply) => {
    const refused = metricsAccess(request, tokenDigest)
    if (refused) throw refused
    reply.type(registry.contentType)
    return registry.metrics()
  })
}
