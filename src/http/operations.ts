import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import type { Operation, OperationContext } from '../core/operation.ts'
import { compileParams } from '../core/validate.ts'
import type { Accounting } from '../platform/accounting.ts'
import type { TaskRunner } from '../workers/pool.ts'
import { apiKeyOf } from './account.ts'
import { readInput } from './input.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string
  }
}

export interface OperationRoutesOptions {
  config: Config
  prefixes: readonly string[]
  compute: TaskRunner
  /** Counts calls against allowances; absent when quotas are off. */
  accounting?: Accounting
}

/** One generic handler serves every operation: count, read, validate, run, answer. */
export function installOperationRoutes(app: FastifyInstance, operations: readonly Operation[], options: OperationRoutesOptions): void {
  const { config, prefixes, compute, accounting } = options
  const baseUrlOf = (request: FastifyRequest) => config.PUBLIC_URL ?? `${request.protocol}://${request.host}`

  for (const op of operations) {
    const params = compileParams(op.params)
    for (const prefix of prefixes) {
      const lang = prefix === '' ? 'en' : prefix.slice(1)
      app.route({
        method: op.method,
        url: prefix + op.path,
        config: { operationId: op.operationId },
        handler: async (request, reply) => {
          // Counted first: a call counts whatever its outcome, once the caller is known and under quota.
          const admission = accounting && await accounting.admit(apiKeyOf(request), request.ip)
          if (admission) reply.headers(admission.headers)
          try {
            // GET reads only the query string, synchronously: no promise on the lightest path.
            const input = params.parse(op.method === 'GET' ? request.query as Record<string, unknown> : await readInput(request))
            const ctx: OperationContext = {
              lang,
              compute,
              get baseUrl() { return baseUrlOf(request) },
            }
            const result = await op.run(input, ctx)
            return admission ? { ok: true, result, quota: admission.quota } : { ok: true, result }
          } catch (error) {
            // Our failure, not the caller's: the call is given back.
            if (admission && !(error instanceof ApiError && error.status < 500)) {
              await accounting.refund(admission).catch((e: unknown) => request.log.error({ err: e }, 'refund failed'))
            }
            throw error
          }
        },
      })
    }
  }
}
