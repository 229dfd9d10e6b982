import type { FastifyInstance } from 'fastify'
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client'

/** Prometheus metrics: request count and latency by operation and status, plus process figures. */
export function installMetrics(app: FastifyInstance, extra: (registry: Registry) => void = () => {}): void {
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

  app.get('/metrics', async (_request, reply) => {
    reply.type(registry.contentType)
    return registry.metrics()
  })
}
