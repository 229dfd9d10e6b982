import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Registry } from 'prom-client'
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

/** Upper bounds of the latency buckets, in seconds. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const

interface LatencySeries {
  /** Answers per bucket (not cumulative); the last one is over the largest bound (+Inf). */
  readonly counts: Float64Array
  sum: number
  count: number
}

/** A label value as the Prometheus text format writes it. */
const labelValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')

/**
 * The request latency histogram, by operation and status, in plain arrays: recording an answer
 * adds to one bucket, where prom-client's histogram builds and checks a label set and a key
 * string on every observation (about 8 % of a light call's instructions). It is written in the
 * Prometheus text format only when /metrics is read; its _count series is the request count.
 */
class LatencyHistogram {
  static readonly NAME = 'devutils_request_duration_seconds'
  private readonly series = new Map<string, Map<number, LatencySeries>>()

  observe(operation: string, status: number, seconds: number): void {
    let byStatus = this.series.get(operation)
    if (!byStatus) this.series.set(operation, byStatus = new Map())
    let series = byStatus.get(status)
    if (!series) byStatus.set(status, series = { counts: new Float64Array(LATENCY_BUCKETS.length + 1), sum: 0, count: 0 })
    let bucket = 0
    while (bucket < LATENCY_BUCKETS.length && seconds > LATENCY_BUCKETS[bucket]!) bucket++
    series.counts[bucket]!++
    series.sum += seconds
    series.count++
  }

  text(): string {
    const name = LatencyHistogram.NAME
    const lines = [`# HELP ${name} Time to answer, by operation and HTTP status`, `# TYPE ${name} histogram`]
    for (const [operation, byStatus] of this.series) {
      for (const [status, series] of byStatus) {
        const labels = `operation="${labelValue(operation)}",status="${status}"`
        let cumulative = 0
        LATENCY_BUCKETS.forEach((bound, i) => {
          cumulative += series.counts[i]!
          lines.push(`${name}_bucket{le="${bound}",${labels}} ${cumulative}`)
        })
        lines.push(`${name}_bucket{le="+Inf",${labels}} ${series.count}`, `${name}_sum{${labels}} ${series.sum}`, `${name}_count{${labels}} ${series.count}`)
      }
    }
    return `${lines.join('\n')}\n`
  }
}

/**
 * Prometheus metrics: request count and latency by operation and status, plus process figures.
 * The latency series are kept here from the start; prom-client, which gives the process figures,
 * is loaded with the first read of /metrics rather than at start-up, so its own series (garbage
 * collections, event-loop delay) count from that first read.
 */
export function installMetrics(app: FastifyInstance, { token, extra = () => {} }: MetricsOptions = {}): void {
  const tokenDigest = token === undefined ? undefined : digest(token)
  let registry: Promise<Registry> | undefined
  const processMetrics = () => (registry ??= import('prom-client').then(({ Registry, collectDefaultMetrics }) => {
    const created = new Registry()
    collectDefaultMetrics({ register: created })
    extra(created)
    return created
  }))
  const latency = new LatencyHistogram()

  app.addHook('onResponse', (request, reply, done) => {
    // Label by route, never by raw URL, so that probing random paths cannot grow the label set.
    latency.observe(request.routeOptions.config.operationId ?? request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000)
    done()
  })

  app.get('/metrics', async (request, reply) => {
    const refused = metricsAccess(request, tokenDigest)
    if (refused) throw refused
    const figures = await processMetrics()
    reply.type(figures.contentType)
    return `${await figures.metrics()}\n${latency.text()}`
  })
}
