/**
 * What the routes around the operations answer in `result`: the caller's allowance and the
 * dashboard's account routes. The OpenAPI document publishes these shapes, and the tests check
 * every answer of these routes against them.
 */
import { z } from 'zod'
import type { AccountView, KeyView, SecurityEventView, UsageRow, WebhookSecretView } from './accounts.ts'
import { PLANS } from './plans.ts'

const TIERS = ['anonymous', 'free', 'paid'] as const
const instant = (what: string) => z.string().describe(`${what}, an ISO 8601 instant in UTC`)

/** GET /api/v1/usage: the caller's allowance, read without spending any of it. */
export const UsageResult = z.object({
  tier: z.enum(TIERS).describe('anonymous for calls without a key; free or paid for a key, by its plan'),
  plan: z.string().describe('The plan: anonymous, or the key\'s plan (free, starter, business, custom)'),
  limit: z.number().int().min(0).describe('Calls allowed in the period'),
  remaining: z.number().int().min(0).describe('Calls left in the period'),
  period: z.enum(['day', 'month']).describe('day for anonymous callers, month for keys'),
  used: z.number().int().min(0).describe('Calls counted so far in the period'),
  resets_at: instant('When the period ends and the count starts again'),
}).meta({ id: 'UsageResult', description: 'The allowance of the caller (key or anonymous address)' })

/** One of an account's keys: everything but the secret. */
const KeyFields = z.object({
  id: z.string().regex(/^[0-9a-f]{16}$/).describe('The key\'s id: name it to revoke or rotate the key'),
  name: z.string().describe('The key\'s name, as its owner gave it'),
  masked: z.string().describe('The key as shown: its prefix, an ellipsis and its last four characters'),
  prefix: z.string().describe('The first characters of the key'),
  last4: z.string().describe('The last four characters of the key'),
  scopes: z.array(z.string()).describe('What the key may call: * for everything, categories (calc), operations (dev/hash) and features (pipeline, batch, mcp, jobs)'),
  monthly_cap: z.number().int().min(0).nullable().describe('The most calls this key may make in a month, within the account\'s allowance; null for no cap of its own'),
  created_at: instant('When the key was made'),
  last_used_at: instant('When the key last made a counted call (to within a few seconds)').nullable(),
  expires_at: instant('When the key stops working').nullable(),
})
export const KeyResult: z.ZodType<KeyView> = KeyFields.meta({ id: 'Key', description: 'An API key of the account, never in full' })

/** POST /api/v1/account/keys: the new key, shown this once. */
export const CreatedKeyResult = z.object({
  key: z.string().describe('The new API key in full: it is shown only in this answer'),
  key_notice: z.string().describe('A reminder to store the key now'),
  details: KeyResult,
}).meta({ id: 'CreatedKey', description: 'A new API key, shown this once, and what it may do' })

export const KeyListResult = z.object({
  keys: z.array(KeyResult).describe('The account\'s active keys, oldest first'),
  max_keys: z.number().int().describe('How many active keys an account may hold'),
}).meta({ id: 'KeyList', description: 'The account\'s active keys' })

export const RevokedKeyResult = z.object({
  revoked: z.literal(true).describe('Always true: the key no longer works'),
  id: z.string().describe('The revoked key\'s id'),
}).meta({ id: 'RevokedKey', description: 'A key revoked' })

export const SecurityEventsResult = z.object({
  events: z.array(z.object({
    kind: z.string().describe('login, login_failed, key_created, key_rotated, key_revoked, keys_revoked or password_changed'),
    ip: z.string().nullable().describe('The address the request came from, when there was one'),
    detail: z.string().nullable().describe('Which key, masked, or other detail'),
    at: instant('When it happened'),
  }) satisfies z.ZodType<SecurityEventView>).describe('The latest 50 events, newest first'),
}).meta({ id: 'SecurityEvents', description: 'What happened to the account\'s access lately' })

/** GET /api/v1/account/usage: calls by day, operation and key. */
export const AccountUsageResult = z.object({
  from: z.string().describe('The first day counted, YYYY-MM-DD (UTC)'),
  to: z.string().describe('The last day counted, YYYY-MM-DD (UTC)'),
  group_by: z.array(z.enum(['day', 'operation', 'key'])).describe('What the rows are counted by'),
  rows: z.array(z.object({
    day: z.string().optional().describe('The day, YYYY-MM-DD (UTC), when grouped by day'),
    operation: z.string().optional().describe('The operation (dev/hash), or pipeline, when grouped by operation'),
    key: z.string().optional().describe('The key\'s id, when grouped by key'),
    key_name: z.string().optional().describe('The key\'s name, when grouped by key'),
    calls: z.number().int().describe('Calls counted'),
  }) satisfies z.ZodType<UsageRow>).describe('One row per group with calls, in the order of day, operation and key'),
}).meta({ id: 'AccountUsage', description: 'The account\'s calls by day, operation and key' })

/** The signed-in account, as the dashboard shows it. */
export const AccountResult: z.ZodType<AccountView> = z.object({
  id: z.string().describe('The account\'s identifier'),
  email: z.string().describe('The e-mail address, lower-cased'),
  plan: z.enum(PLANS).describe('The plan'),
  tier: z.string().describe('free or paid, by the plan'),
  limit: z.number().int().min(0).describe('Calls allowed per month'),
  used: z.number().int().min(0).describe('Calls counted this month'),
  remaining: z.number().int().min(0).describe('Calls left this month'),
  period: z.literal('month').describe('The allowance period'),
  resets_at: instant('When the month\'s count starts again'),
  key: KeyFields.pick({ masked: true, prefix: true, last4: true, created_at: true }).nullable().describe('The oldest active API key, never in full; null when there is none'),
  keys: z.array(KeyResult).describe('Every active key, oldest first'),
  daily_usage: z.array(z.object({
    day: z.string().describe('The day, YYYY-MM-DD in UTC'),
    count: z.number().int().min(0).describe('Calls counted that day'),
  })).describe('Calls per day for the last 31 days, oldest first, today last'),
  created_at: instant('When the account was made'),
  email_verified: z.boolean().describe('Whether the address was confirmed by the link mailed to it'),
}).meta({ id: 'AccountResult', description: 'An account: its plan, its usage this month and by day, and its key, masked' })

/** Sign-up and key rotation: the account and its new key, shown this once. */
export const NewKeyResult = z.object({
  account: AccountResult,
  key: z.string().describe('The new API key in full: it is shown only in this answer'),
  key_notice: z.string().describe('A reminder to store the key now'),
}).meta({ id: 'NewKeyResult', description: 'An account and its new API key, shown this once' })

export const MailSentResult = z.object({
  sent: z.literal(true).describe('Always true: a link is on its way when there is somewhere to send it'),
  email: z.string().optional().describe('The address the link went to (a change of address)'),
}).meta({ id: 'MailSent', description: 'A link was mailed (or, for a password reset, would be if the address has an account)' })

export const VerifiedResult = z.object({
  verified: z.literal(true).describe('Always true'),
  email: z.string().describe('The account\'s address, now verified'),
}).meta({ id: 'Verified', description: 'The address is verified' })

export const PasswordChangedResult = z.object({
  changed: z.literal(true).describe('Always true'),
  sessions_ended: z.number().int().min(0).describe('Other sessions that ended'),
}).meta({ id: 'PasswordChanged', description: 'The password changed; every other session ended' })

export const AccountDeletedResult = z.object({
  deleted: z.object({
    account: z.literal(true).describe('Always true: the account is gone'),
    keys: z.number().int().min(0).describe('Active keys revoked with it'),
    sessions: z.number().int().min(0).describe('Sessions ended'),
    usage_days: z.number().int().min(0).describe('Days of usage history deleted'),
  }),
}).meta({ id: 'AccountDeleted', description: 'What the deletion took with it' })

export const LoginResult = z.object({ account: AccountResult })
  .meta({ id: 'LoginResult', description: 'The account now signed in' })

export const LogoutResult = z.object({ logged_out: z.literal(true).describe('Always true: the session has ended') })
  .meta({ id: 'LogoutResult', description: 'The session has ended' })

/** The account's webhook secret, with the API key or the session. */
export const WebhookSecretResult: z.ZodType<WebhookSecretView> = z.object({
  secret: z.string().regex(/^whsec_[A-Za-z0-9+/]{43}=$/).describe('The secret that signs the account\'s webhooks: whsec_ and the base64 of 32 random bytes; the HMAC key is the decoded bytes (Standard Webhooks)'),
  created_at: instant('When this secret was made (the last rotation)'),
}).meta({ id: 'WebhookSecretResult', description: 'The account\'s webhook signing secret' })

/** POST /api/v1/files: a file kept for later calls (one of these per uploaded file). */
export const StoredFileResult = z.object({
  file_id: z.string().regex(/^f_[A-Za-z0-9_-]{22}$/).describe('The file\'s id: pass it to later calls instead of the file; only the key (or, without a key, the address) that uploaded it can use it'),
  name: z.string().describe('The file name, as uploaded and made safe'),
  type: z.string().describe('The media type, read from the bytes'),
  size: z.number().int().min(1).describe('Size in bytes'),
  url: z.url().describe('A signed link that downloads the file without a key, until expires_at'),
  expires_at: instant('When the file is deleted (FILE_STORE_TTL_S after the upload)'),
}).meta({ id: 'StoredFile', description: 'A stored file, to be used by its file_id until it expires' })

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled'] as const

/** An asynchronous job, as every job route and each webhook delivery (its `data`) shows it. */
export const JobResult = z.object({
  id: z.string().regex(/^j_[A-Za-z0-9_-]{22}$/).describe('The job\'s id: unguessable, and usable only with the key that made the job'),
  op: z.string().describe('What the job runs: an operation (file/image-resize) or pipeline'),
  status: z.enum(JOB_STATUSES).describe('queued, then running, then succeeded, failed or canceled'),
  progress: z.number().min(0).max(1).nullable().describe('How much of the work is done, 0 to 1, where the work can tell (uploads done, pipeline steps done, pages rendered); null while it cannot'),
  created_at: instant('When the job was made'),
  started_at: instant('When the work last started').nullable(),
  finished_at: instant('When the job ended').nullable(),
  error: z.object({
    code: z.string().describe('The error code, as a synchronous call would answer it'),
    error: z.string().describe('What went wrong and what to change, in the language of the request that made the job'),
    status: z.number().int().describe('The HTTP status a synchronous call would have answered'),
  }).nullable().describe('Why the job failed; null unless status is failed'),
  output: z.object({
    url: z.url().optional().describe('A signed link that downloads the output file without a key, until expires_at (absent for a JSON result)'),
    name: z.string().optional().describe('The output file\'s name (absent for a JSON result)'),
    type: z.string().optional().describe('The output file\'s media type (absent for a JSON result)'),
    size: z.number().int().min(0).optional().describe('The output file\'s size in bytes (absent for a JSON result)'),
    result: z.unknown().optional().describe('The JSON result, for an operation (or a pipeline ending in a step) that answers JSON instead of a file'),
    expires_at: instant('When the output is deleted (JOB_OUTPUT_TTL_S after the job ended)'),
  }).nullable().describe('What the job produced; null unless status is succeeded (and after the output is deleted)'),
  webhook: z.object({
    url: z.string().describe('Where the job\'s end is delivered'),
    attempts: z.number().int().min(0).describe('Delivery attempts made so far'),
    last_status: z.number().int().nullable().describe('The receiver\'s HTTP status at the last attempt; null before any, or when no answer came (a timeout, a refused connection)'),
    delivered_at: instant('When a delivery was answered with a 2xx').nullable(),
  }).nullable().describe('The webhook of the job; null when none was given'),
  links: z.object({
    self: z.string().describe('The job\'s path: GET it to poll, DELETE it to cancel'),
    output: z.string().optional().describe('The path that streams the output file with the key, once there is one'),
  }),
}).meta({ id: 'Job', description: 'An asynchronous job: its state, and its output once it succeeded' })

/** GET /api/v1/jobs: the key's jobs, newest first, a page at a time. */
export const JobListResult = z.object({
  jobs: z.array(JobResult).describe('The jobs of this page, newest first'),
  next_cursor: z.string().nullable().describe('Pass as cursor for the next page; null on the last page'),
}).meta({ id: 'JobList', description: 'A page of the key\'s jobs, newest first' })

/** Each route's result schema, by its OpenAPI operationId. */
export const ROUTE_RESULTS = {
  usage: UsageResult,
  account: AccountResult,
  accountSignup: NewKeyResult,
  accountLogin: LoginResult,
  accountLogout: LogoutResult,
  accountRotateKey: NewKeyResult,
  accountWebhookSecret: WebhookSecretResult,
  accountKeys: KeyListResult,
  accountKeyCreate: CreatedKeyResult,
  accountKeyRevoke: RevokedKeyResult,
  accountSecurityEvents: SecurityEventsResult,
  accountUsage: AccountUsageResult,
  accountVerify: VerifiedResult,
  accountVerifyResend: MailSentResult,
  accountPasswordReset: MailSentResult,
  accountPasswordResetConfirm: LoginResult,
  accountPasswordChange: PasswordChangedResult,
  accountEmailChange: MailSentResult,
  accountDelete: AccountDeletedResult,
  accountWebhookSecretRotate: WebhookSecretResult,
  fileUpload: StoredFileResult,
  jobGet: JobResult,
  jobCancel: JobResult,
  jobList: JobListResult,
} as const satisfies Readonly<Record<string, z.ZodType>>

export type RouteId = keyof typeof ROUTE_RESULTS
