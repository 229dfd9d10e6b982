import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../core/errors.ts'
import { compileParams } from '../core/validate.ts'
import type { Platform } from '../platform/index.ts'
import { readInput } from './input.ts'

export const SESSION_COOKIE = 'devutils_session'

const credentials = compileParams(z.object({
  email: z.email().max(254).describe('E-mail address'),
  password: z.string().min(10).max(256).describe('Password, 10 to 256 characters'),
}))

/** Sign-up, log-in, log-out, the account view and key rotation, for the dashboard. */
export function installAccountRoutes(app: FastifyInstance, platform: Platform, prefixes: readonly string[]): void {
  const { accounts, accounting } = platform

  const setSession = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const session = await accounts.startSession(accountId)
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/', httpOnly: true, sameSite: 'lax', signed: true,
      secure: request.protocol === 'https', expires: new Date(session.expiresAt),
    })
  }

  const sessionToken = (request: FastifyRequest): string | undefined => {
    const raw = request.cookies[SESSION_COOKIE]
    if (!raw) return undefined
    const unsigned = request.unsignCookie(raw)
    return unsigned.valid && unsigned.value ? unsigned.value : undefined
  }

  const requireAccount = async (request: FastifyRequest) => {
    const token = sessionToken(request)
    const accountId = token ? await accounts.sessionAccount(token) : undefined
    const account = accountId ? await platform.store.account(accountId) : undefined
    if (!account) throw new ApiError(401, 'NOT_LOGGED_IN')
    return account
  }

  for (const prefix of prefixes) {
    const base = `${prefix}/api/v1/account`

    app.post(`${base}/signup`, async (request, reply) => {
      const { email, password } = credentials.parse(await readInput(request)) as { email: string; password: string }
      const { account, key } = await accounts.create(email, password)
      await setSession(request, reply, account.id)
      reply.code(201)
      return { ok: true, result: { account: await accounts.view(account), key, key_notice: 'Store this key now: it is shown only once.' } }
    })

    app.post(`${base}/login`, async (request, reply) => {
      const { email, password } = credentials.parse(await readInput(request)) as { email: string; password: string }
      const account = await accounts.login(email, password, request.ip)
      await setSession(request, reply, account.id)
      return { ok: true, result: { account: await accounts.view(account) } }
    })

    app.post(`${base}/logout`, async (request, reply) => {
      const token = sessionToken(request)
      if (token) await accounts.endSession(token)
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      return { ok: true, result: { logged_out: true } }
    })

    app.get(base, async (request) => {
      const account = await requireAccount(request)
      return { ok: true, result: await accounts.view(account) }
    })

    app.post(`${base}/rotate-key`, async (request) => {
      const account = await requireAccount(request)
      const key = await accounts.rotateKey(account.id)
      return { ok: true, result: { account: await accounts.view(account), key, key_notice: 'Store this key now: it is shown only once. The previous key no longer works.' } }
    })

    // The caller's allowance, read without spending any of it.
    app.get(`${prefix}/api/v1/usage`, async (request, reply) => {
      const caller = await accounting.identify(apiKeyOf(request), request.ip)
      const usage = await accounting.usageOf(caller)
      reply.headers(usage.headers)
      return {
        ok: true,
        result: { ...usage.quota, used: usage.used, resets_at: new Date(usage.resetsAt).toISOString() },
      }
    })
  }
}

export function apiKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key']
  return Array.isArray(header) ? header.join(',') : header
}
