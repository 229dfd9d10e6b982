import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { testConfig } from '../src/config.ts'
import { buildApp, type AppDependencies } from '../src/http/app.ts'
import type { Operation } from '../src/core/operation.ts'

export type Overrides = Parameters<typeof testConfig>[0]

export async function makeApp(overrides: Overrides = {}, deps: AppDependencies = {}): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides), deps)
  await app.ready()
  return app
}

export interface Envelope {
  ok: boolean
  result?: unknown
  error?: string
  code?: string
  quota?: Record<string, unknown>
}

export function envelope(res: LightMyRequestResponse): Envelope {
  return res.json() as Envelope
}

/** Calls an operation the way a client would: query string for GET, JSON body for POST. */
export function call(
  app: FastifyInstance,
  op: Pick<Operation, 'method' | 'path'>,
  params: Record<string, unknown>,
  options: { lang?: string; headers?: InjectOptions['headers'] } = {},
): Promise<LightMyRequestResponse> {
  const url = (options.lang ? `/${options.lang}` : '') + op.path
  if (op.method === 'GET') {
    const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))
    return app.inject({ method: 'GET', url, query, headers: options.headers })
  }
  return app.inject({ method: 'POST', url, payload: params, headers: options.headers })
}

/** Shorthand for a path such as 'number/roman'. */
export function opAt(path: string, method: 'GET' | 'POST' = 'GET'): Pick<Operation, 'method' | 'path'> {
  return { method, path: `/api/v1/${path}` }
}
