import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../core/errors.ts'
import { compileParams } from '../core/validate.ts'
import type { Platform } from '../platform/index.ts'
import { ROUTE_RESULTS, type RouteId } from '../platform/results.ts'
import { checkedResult } from '../core/result-check.ts'
import { apiKeyOf } from './respond.ts'

export const SESSION_COOKIE = 'devutils_session'

const credentials = compileParams(z.object({
  email: z.email().max(254).describe('E-mail address'),
  password: z.string().min(10).max(256).describe('Password, 10 to 256 characters'),
}))

type Fields = Record<string, unknown>

/**
 * Whether a browser sent this from another site. Sec-Fetch-Site says so directly; without it, an
 * Origin naming another host or scheme does. A request with neither comes from no browser page
 * (curl, a script), so it carries no visitor's cookies and is let through.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.origin
  if (origin === undefined) return false
  try {
    // URL drops default ports and lowercases hosts on both sides alike.
    return new URL(origin).origin !== new URL(`${request.protocol}://${request.host}`).origin
  } catch {
    return true // "null" and other unreadable origins
  }
}

/**
 * Account POSTs change state under the visitor's session cookie, so SameSite=Lax is not relied on
 * alone: they accept only same-origin requests, only JSON (which a cross-site form cannot send
 * without a CORS preflight), and log-in and sign-up refuse credentials in the URL, where proxy
 * logs keep them. Runs before the body is read.
 */
function guard(credentials: boolean) {
  return async (request: FastifyRequest) => {
    if (isCrossSite(request)) throw new ApiError('CROSS_SITE_REQUEST')
    const type = request.headers['content-type']
    if (type !== undefined && type.split(';', 1)[0]!.trim().toLowerCase() !== 'application/json') throw new ApiError('JSON_BODY_REQUIRED')
    if (credentials && Object.keys(request.query as Fields).length > 0) throw new ApiError('CREDENTIALS_IN_QUERY')
  }
}

/** The JSON body alone: nothing from the query string. */
function bodyOf(request: FastifyRequest): Fields {
  const body = request.body
  if (body === undefined || body === null) return {}
  if (typeof body !== 'object' || Array.isArray(body)) throw new ApiError('INVALID_BODY', { detail: 'expected a JSON object of parameters' })
  return body as Fields
}

/** Sign-up, log-in, log-out, the account view, key rotation and the webhook secret, for the dashboard (the secret also with the API key). */
export function installAccountRoutes(app: FastifyInstance, platform: Platform, checkResults = false): void {
  const { accounts, accounting } = platform

  /** The success envelope; with checkResults (the tests), a result its route does not declare is a 500. */
  const answer = <R>(route: RouteId, result: R): { ok: true; result: R } =>
    ({ ok: true, result: checkResults ? checkedResult(route, ROUTE_RESULTS[route], result) : result })

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
    if (!account) throw new ApiError('NOT_LOGGED_IN')
    return account
  }

  /** The account of the X-API-Key when one is sent, else of the session. */
  const requireKeyOrSession = async (request: FastifyRequest) => {
    const key = apiKeyOf(request)
    if (key === undefined) {
      if (!sessionToken(request)) throw new ApiError('ACCOUNT_REQUIRED')
      return (await requireAccount(request)).id
    }
    const caller = await accounting.identify(key, request.ip)
    if (caller.accountId === undefined) throw new ApiError('ACCOUNT_REQUIRED')
    return caller.accountId
  }

  const withCredentials = { onRequest: guard(true) }
  const withSession = { onRequest: guard(false) }

  const base = `/api/v1/account`

  app.post(`${base}/signup`, withCredentials, async (request, reply) => {
    const { email, password } = credentials.parse(bodyOf(request)) as { email: string; password: string }
    const { account, key } = await accounts.signup(email, password, request.ip)
    await setSession(request, reply, account.id)
    reply.code(201)
    return answer('accountSignup', { account: await accounts.view(account), key, key_notice: 'Store this key now: it is shown only once.' })
  })

  app.post(`${base}/login`, withCredentials, async (request, reply) => {
    const { email, password } = credentials.parse(bodyOf(request)) as { email: string; password: string }
    const account = await accounts.login(email, password, request.ip)
    await setSession(request, reply, account.id)
    return answer('accountLogin', { account: await accounts.view(account) })
  })

  app.post(`${base}/logout`, withSession, async (request, reply) => {
    const token = sessionToken(request)
    if (token) await accounts.endSession(token)
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return answer('accountLogout', { logged_out: true })
  })

  app.get(base, async (request) => {
    const account = await requireAccount(request)
    return answer('account', await accounts.view(account))
  })

  app.post(`${base}/rotate-key`, withSession, async (request) => {
    const account = await requireAccount(request)
    const key = await accounts.rotateKey(account.id)
    return answer('accountRotateKey', { account: await accounts.view(account), key, key_notice: 'Store this key now: it is shown only once. The previous key no longer works.' })
  })

  app.get(`${base}/webhook-secret`, async (request) => {
    const accountId = await requireKeyOrSession(request)
    return answer('accountWebhookSecret', await accounts.webhookSecret(accountId))
  })

  app.post(`${base}/webhook-secret/rotate`, withSession, async (request) => {
    const accountId = await requireKeyOrSession(request)
    return answer('accountWebhookSecretRotate', await accounts.rotateWebhookSecret(accountId))
  })

  // The caller's allowance, read without spending any of it.
  app.get('/api/v1/usage', async (request, reply) => {
    const caller = await accounting.identify(apiKeyOf(request), request.ip)
    const usage = await accounting.usageOf(caller)
    reply.headers(usage.headers)
    return answer('usage', { ...usage.quota, used: usage.used, resets_at: new Date(usage.resetsAt).toISOString() })
  })
}

