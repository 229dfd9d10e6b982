import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { ApiError } from '../core/errors.ts'
import { compileParams } from '../core/validate.ts'
import type { Operation } from '../core/operation.ts'
import { MAX_KEYS, USAGE_GROUPS, type UsageGroup, type UsageRow } from '../platform/accounts.ts'
import type { Platform } from '../platform/index.ts'
import { EVERY_SCOPE, knownScopes, normaliseScopes } from '../platform/scopes.ts'
import { ROUTE_RESULTS, type RouteId } from '../platform/results.ts'
import { checkedResult } from '../core/result-check.ts'
import type { Config } from '../config.ts'
import { apiKeyOf, requestBaseUrl, requestLanguage } from './respond.ts'

export const SESSION_COOKIE = 'devutils_session'

const credentials = compileParams(z.object({
  email: z.email().max(254).describe('E-mail address'),
  password: z.string().min(10).max(256).describe('Password, 10 to 256 characters'),
}))

type Fields = Record<string, unknown>

const PASSWORD = z.string().min(10).max(256)
const TOKEN = z.string().min(20).max(200).describe('The token of the mailed link')
const resetAsk = compileParams(z.object({ email: z.email().max(254).describe('E-mail address') }))
const resetConfirm = compileParams(z.object({ token: TOKEN, password: PASSWORD.describe('New password, 10 to 256 characters') }))
const verifyParams = compileParams(z.object({ token: TOKEN }))
const passwordChange = compileParams(z.object({
  current_password: z.string().min(1).max(256).describe('The password now'),
  new_password: PASSWORD.describe('New password, 10 to 256 characters'),
}))
const emailChange = compileParams(z.object({ email: z.email().max(254).describe('The new e-mail address'), password: z.string().min(1).max(256).describe('The password') }))
const deletion = compileParams(z.object({ password: z.string().min(1).max(256).describe('The password, to confirm') }))

const keySpec = compileParams(z.object({
  name: z.string().trim().min(1).max(64).describe('A name to tell the key by: where it is used (ci, laptop, billing-job)'),
  scopes: z.array(z.string().max(100)).min(1).max(100).default([EVERY_SCOPE]).describe('What the key may call: * (everything, the default), categories (calc), operations (dev/hash) and features (pipeline, batch, mcp, jobs)'),
  monthly_cap: z.number().int().min(0).max(1_000_000_000).nullable().default(null).describe('The most calls the key may make in a month, within the account\'s allowance; null for none'),
  expires_at: z.iso.datetime({ offset: true }).nullable().default(null).describe('When the key stops working, an ISO 8601 date-time; null for never'),
}))

const usageQuery = compileParams(z.object({
  from: z.iso.date().optional().describe('The first day, YYYY-MM-DD (UTC); 29 days before to by default'),
  to: z.iso.date().optional().describe('The last day, YYYY-MM-DD (UTC); today by default'),
  group_by: z.string().default('day,operation,key').describe('What to count by: day, operation and key, one or several separated by commas'),
  format: z.enum(['json', 'csv']).default('json').describe('json, or csv with the columns day,operation,key,calls'),
}))

/** A CSV field, quoted when it needs to be (RFC 4180). */
const csvField = (value: string | number | undefined): string => {
  const text = String(value ?? '')
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

function usageCsv(rows: readonly UsageRow[]): string {
  return ['day,operation,key,calls', ...rows.map((r) => [r.day, r.operation, r.key, r.calls].map(csvField).join(','))].join('\r\n') + '\r\n'
}

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
export function installAccountRoutes(app: FastifyInstance, platform: Platform, operations: readonly Operation[], config: Pick<Config, 'PUBLIC_URL'>, checkResults = false): void {
  const { accounts, accounting } = platform
  /** Where mailed links lead: this site, in the request's language. */
  const linkBase = (request: FastifyRequest) => ({ baseUrl: requestBaseUrl(request, config), lang: requestLanguage(request) })
  const known = knownScopes(operations)

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

  /**
   * The account whose keys are managed: the session's, or a key's that may call everything (a
   * scoped key cannot make itself a wider one).
   */
  const requireManager = async (request: FastifyRequest) => {
    const key = apiKeyOf(request)
    if (key === undefined) return requireAccount(request)
    const caller = await accounting.identify(key, request.ip)
    if (caller.accountId === undefined) throw new ApiError('ACCOUNT_REQUIRED')
    if (caller.scopes && !caller.scopes.includes(EVERY_SCOPE)) throw new ApiError('KEY_SCOPE_MANAGE', { scopes: caller.scopes.join(', ') })
    const account = await platform.store.account(caller.accountId)
    if (!account) throw new ApiError('ACCOUNT_REQUIRED')
    return account
  }

  const withCredentials = { onRequest: guard(true) }
  const withSession = { onRequest: guard(false) }

  const base = `/api/v1/account`

  app.post(`${base}/signup`, withCredentials, async (request, reply) => {
    const { email, password } = credentials.parse(bodyOf(request)) as { email: string; password: string }
    const { account, key } = await accounts.signup(email, password, request.ip, linkBase(request))
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

  app.post(`${base}/password-reset`, withCredentials, async (request, reply) => {
    const { email } = resetAsk.parse(bodyOf(request)) as { email: string }
    await accounts.requestPasswordReset(email, request.ip, linkBase(request))
    reply.code(202)
    return answer('accountPasswordReset', { sent: true as const })
  })

  app.post(`${base}/password-reset/confirm`, withCredentials, async (request, reply) => {
    const { token, password } = resetConfirm.parse(bodyOf(request)) as { token: string; password: string }
    const account = await accounts.confirmPasswordReset(token, password, request.ip)
    await setSession(request, reply, account.id)
    return answer('accountPasswordResetConfirm', { account: await accounts.view(account) })
  })

  app.post(`${base}/verify`, withSession, async (request) => {
    const { token } = verifyParams.parse(bodyOf(request)) as { token: string }
    return answer('accountVerify', await accounts.verify(token, request.ip))
  })

  app.post(`${base}/verify/resend`, withSession, async (request, reply) => {
    const account = await requireAccount(request)
    await accounts.sendVerification(account, linkBase(request))
    reply.code(202)
    return answer('accountVerifyResend', { sent: true as const, email: account.email })
  })

  app.post(`${base}/password`, withCredentials, async (request) => {
    const account = await requireAccount(request)
    const { current_password, new_password } = passwordChange.parse(bodyOf(request)) as { current_password: string; new_password: string }
    return answer('accountPasswordChange', await accounts.changePassword(account.id, current_password, new_password, sessionToken(request), request.ip))
  })

  app.post(`${base}/email`, withCredentials, async (request, reply) => {
    const account = await requireAccount(request)
    const { email, password } = emailChange.parse(bodyOf(request)) as { email: string; password: string }
    const sent = await accounts.requestEmailChange(account.id, email, password, linkBase(request))
    reply.code(202)
    return answer('accountEmailChange', sent)
  })

  app.delete(base, withCredentials, async (request, reply) => {
    const account = await requireAccount(request)
    const { password } = deletion.parse(bodyOf(request)) as { password: string }
    const deleted = await accounts.deleteAccount(account.id, password)
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return answer('accountDelete', { deleted })
  })

  app.get(`${base}/keys`, async (request) => {
    const account = await requireManager(request)
    return answer('accountKeys', { keys: await accounts.keys(account.id), max_keys: MAX_KEYS })
  })

  app.post(`${base}/keys`, withSession, async (request, reply) => {
    const account = await requireManager(request)
    const spec = keySpec.parse(bodyOf(request)) as { name: string; scopes: string[]; monthly_cap: number | null; expires_at: string | null }
    const { key, view } = await accounts.createKey(account.id, {
      name: spec.name, scopes: normaliseScopes(spec.scopes, known), monthlyCap: spec.monthly_cap,
      expiresAt: spec.expires_at === null ? null : Date.parse(spec.expires_at),
    }, request.ip)
    reply.code(201)
    return answer('accountKeyCreate', { key, key_notice: 'Store this key now: it is shown only once.', details: view })
  })

  app.delete<{ Params: { id: string } }>(`${base}/keys/:id`, withSession, async (request) => {
    const account = await requireManager(request)
    await accounts.revokeKeyById(account.id, request.params.id, request.ip)
    return answer('accountKeyRevoke', { revoked: true, id: request.params.id })
  })

  app.get(`${base}/security-events`, async (request) => {
    const account = await requireManager(request)
    return answer('accountSecurityEvents', { events: await accounts.securityEvents(account.id) })
  })

  app.get(`${base}/usage`, async (request, reply) => {
    const account = await requireManager(request)
    const query = usageQuery.parse(request.query as Fields) as { from?: string; to?: string; group_by: string; format: 'json' | 'csv' }
    const groups = query.group_by.split(',').map((g) => g.trim())
    const unknown = groups.find((g) => !(USAGE_GROUPS as readonly string[]).includes(g))
    if (unknown !== undefined) throw new ApiError('USAGE_RANGE_INVALID', { detail: `group_by names ${unknown}; use day, operation or key` })
    const { from, to, rows } = await accounts.usageReport(account.id, query.from, query.to, groups as UsageGroup[])
    if (query.format === 'csv') {
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="usage-${from}-${to}.csv"`).send(usageCsv(rows))
    }
    return answer('accountUsage', { from, to, group_by: USAGE_GROUPS.filter((g) => groups.includes(g)), rows })
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

