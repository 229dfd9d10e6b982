import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import type { ExchangeRates, Operation, OperationContext } from '../core/operation.ts'
import { compileParams } from '../core/validate.ts'
import type { Accounting } from '../platform/accounting.ts'
import type { UrlSigner } from '../platform/signing.ts'
import type { TaskRunner } from '../workers/pool.ts'
import type { WebClient } from '../lib/safe-fetch.ts'
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
  hashing: TaskRunner
  rates: ExchangeRates
  web: WebClient
  signer: UrlSigner
  /** Counts calls against allowances; absent when quotas are off. */
  accounting?: Accounting
}

/** What an operation may know about its call; baseUrl is worked out only when asked for. */
class CallContext implements OperationContext {
  constructor(
    readonly lang: string,
    readonly compute: TaskRunner,
    readonly hashing: TaskRunner,
    readonly limits: OperationContext['limits'],
    readonly rates: ExchangeRates,
    readonly web: WebClient,
    private readonly signer: UrlSigner,
    private readonly request: FastifyRequest,
    private readonly config: Config,
  ) {}

  get baseUrl(): string {
    return this.config.PUBLIC_URL ?? `${this.request.protocol}://${this.request.host}`
  }

  signedUrl(path: string, query: Readonly<Record<string, string>>, ttlSeconds = this.config.SIGNED_URL_TTL_SECONDS): string {
    return `${this.baseUrl}${path}?${new URLSearchParams(this.signer.sign(path, query, ttlSeconds))}`
  }
}

/** One generic handler serves every operation: count, read, validate, run, answer. */
export function installOperationRoutes(app: FastifyInstance, operations: readonly Operation[], options: OperationRoutesOptions): void {
  const { config, prefixes, compute, hashing, rates, web, signer, accounting } = options
  const limits = { textBytes: config.TEXT_LIMIT_BYTES }

  for (const op of operations) {
    const params = compileParams(op.params)
    // GET reads only the query string, synchronously: no promise on the lightest path.
    const read = op.method === 'GET'
      ? (request: FastifyRequest) => request.query as Record<string, unknown>
      : readInput
    const answer = async (request: FastifyRequest, lang: string) => {
      const input = params.parse(await read(request))
      return op.run(input, new CallContext(lang, compute, hashing, limits, rates, web, signer, request, config))
    }
    for (const prefix of prefixes) {
      const lang = prefix === '' ? 'en' : prefix.slice(1)
      app.route({
        method: op.method,
        url: prefix + op.path,
        config: { operationId: op.operationId },
        handler: accounting
          ? async (request, reply) => {
            // Counted first: a call counts whatever its outcome, once the caller is known and under quota.
            const admission = await accounting.admit(apiKeyOf(request), request.ip)
            reply.headers(admission.headers)
            try {
              return { ok: true, result: await answer(request, lang), quota: admission.quota }
            } catch (error) {
              // Our failure, not the caller's: the call is given back.
              if (!(error instanceof ApiError && error.status < 500)) {
                await accounting.refund(admission).catch((e: unknown) => request.log.error({ err: e }, 'refund failed'))
              }
              throw error
            }
          }
          : async (request) => ({ ok: true, result: await answer(request, lang) }),
      })
    }
  }
}
