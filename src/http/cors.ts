import type { FastifyInstance } from 'fastify'

const EXPOSED_HEADERS = 'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, RateLimit, RateLimit-Policy, X-Request-Id, Retry-After, Content-Disposition, Location, Idempotent-Replayed'

/**
 * Cross-origin access open to every origin, on every answer including errors. The headers are
 * the same for every request, so one small hook sets them; no per-request origin logic.
 * No credentials are allowed cross-origin (the origin is `*`), so session cookies stay same-site.
 */
export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('access-control-allow-origin', '*')
    reply.header('access-control-expose-headers', EXPOSED_HEADERS)
    done()
  })
  app.options('*', (_request, reply) => {
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
      .header('access-control-allow-headers', 'Content-Type, X-API-Key, Authorization, Prefer, Webhook-Url, X-Request-Id, Idempotency-Key')
      .header('access-control-max-age', '86400')
      .send()
  })
}
