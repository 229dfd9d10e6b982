import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../core/errors.ts'
import { compileParams } from '../core/validate.ts'
import { Admin, adminParams } from '../platform/admin.ts'
import { knownScopes } from '../platform/scopes.ts'
import type { Operation } from '../core/operation.ts'
import type { Platform } from '../platform/index.ts'
import { sameSecret } from '../platform/keys.ts'
import { readInput } from './input.ts'

const createParams = compileParams(adminParams.create)
const planParams = compileParams(adminParams.setPlan)
const keyParams = compileParams(adminParams.createKey)

/** The operator API under /admin/api, present only when ADMIN_TOKEN is set. */
export function installAdminRoutes(app: FastifyInstance, platform: Platform, operations: readonly Operation[], token: string | undefined): void {
  if (!token) return
  const admin = new Admin(platform)
  const known = knownScopes(operations)

  app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? ''
      const given = /^bearer /i.test(header) ? header.slice(7).trim() : ''
      if (!sameSecret(given, token)) throw new ApiError('ADMIN_TOKEN_REQUIRED', {}, { 'www-authenticate': 'Bearer' })
    })
    type Ref = { Params: { ref: string } }
    type KeyRef = { Params: { ref: string; id: string } }
    scope.get('/accounts', async () => ({ ok: true, result: await admin.list() }))
    scope.post('/accounts', async (request, reply) => {
      reply.code(201)
      return { ok: true, result: await admin.create(createParams.parse(await readInput(request)) as never) }
    })
    scope.get<Ref>('/accounts/:ref', async (request) => ({ ok: true, result: await admin.usage(request.params.ref) }))
    scope.post<Ref>('/accounts/:ref/plan', async (request) =>
      ({ ok: true, result: await admin.setPlan(request.params.ref, planParams.parse(await readInput(request)) as never) }))
    scope.post<Ref>('/accounts/:ref/rotate-key', async (request) => ({ ok: true, result: await admin.rotateKey(request.params.ref) }))
    scope.post<Ref>('/accounts/:ref/revoke-key', async (request) => ({ ok: true, result: await admin.revokeKey(request.params.ref) }))
    scope.post<Ref>('/accounts/:ref/password', async (request) => ({ ok: true, result: await admin.setPassword(request.params.ref) }))
    scope.get<Ref>('/accounts/:ref/keys', async (request) => ({ ok: true, result: await admin.keys(request.params.ref) }))
    scope.post<Ref>('/accounts/:ref/keys', async (request, reply) => {
      reply.code(201)
      return { ok: true, result: await admin.createKey(request.params.ref, keyParams.parse(await readInput(request)) as never, known) }
    })
    scope.delete<KeyRef>('/accounts/:ref/keys/:id', async (request) => ({ ok: true, result: await admin.revokeKey(request.params.ref, request.params.id) }))
    scope.post<KeyRef>('/accounts/:ref/keys/:id/rotate', async (request) => ({ ok: true, result: await admin.rotateKey(request.params.ref, request.params.id) }))
  }, { prefix: '/admin/api' })
}
