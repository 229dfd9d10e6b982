import { randomBytes } from 'node:crypto'
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import type { Accounting } from './accounting.ts'
import { addressSubject, waitUntil } from './accounting.ts'
import type { CounterStore } from './counters.ts'
import { digestOf, generateKey, maskedKey } from './keys.ts'
import { dayOf, monthlyLimit, tierOf, windowOf, type Plan } from './plans.ts'
import { EVERY_SCOPE } from './scopes.ts'
import { EmailTakenError, KeysLimitError, type Account, type AccountStore, type KeyRecord, type SecurityEvent, type StoredKey } from './store.ts'
import type { UsageRecorder } from './usage.ts'
import { loadArgon2 } from '../lib/crypto/password.ts'
import { generateWebhookSecret } from './webhooks.ts'
import { accountMail, type Mailer } from './mail.ts'
import type { Deleted } from './store.ts'

// OWASP's baseline for argon2id: 19 MiB, two passes, one lane.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
const SESSION_DAYS = 30
const THROTTLE_WINDOW_MS = 15 * 60_000
const HOUR_MS = 3_600_000
// Many users can share one address (an office, a carrier's NAT): it may fail this many times more than one account from it.
const ADDRESS_FACTOR = 5
// Account-wide failures in a clock hour, as a multiple of LOGIN_MAX_FAILURES, before attempts are spaced out.
const ACCOUNT_FACTOR = 10
const MAX_DELAY_S = 60
// A limit never reached (and within a 32-bit column): the counter only counts.
const COUNT_ONLY = 1_000_000_000
/** Active keys an account may hold at once. */
export const MAX_KEYS = 20
/** Security events the dashboard lists. */
const EVENTS_SHOWN = 50
/** How long a mailed link works. */
const TOKEN_MS = HOUR_MS
/** Password-reset mails per address asked for, and per client address, in a clock hour. */
const RESETS_PER_EMAIL = 3
const RESETS_PER_ADDRESS = 10

interface Place {
  subject: string
  window: { id: string; resetsAt: number }
  limit: number
}

/** The fixed window of `length` ms that holds `now`, named so different lengths never share a counter. */
function fixedWindow(now: number, length: number, tag: string) {
  const start = now - (now % length)
  return { id: `${tag}${start}`, resetsAt: start + length }
}

function throttled(code: 'LOGIN_THROTTLED' | 'SIGNUP_THROTTLED', retryAt: number, now: number): ApiError {
  const { at, wait, retryAfter } = waitUntil(retryAt, now)
  return new ApiError(code, { retry_at: at, wait }, { 'retry-after': retryAfter })
}

export interface AccountView {
  id: string
  email: string
  plan: Plan
  tier: string
  limit: number
  used: number
  remaining: number
  period: 'month'
  resets_at: string
  key: { masked: string; prefix: string; last4: string; created_at: string } | null
  keys: KeyView[]
  daily_usage: { day: string; count: number }[]
  created_at: string
  email_verified: boolean
}

/** Where mailed links lead: the site's base URL and the language of the request. */
export interface LinkBase {
  baseUrl: string
  lang: string
}

/** One of an account's keys as its owner sees it: everything but the secret. */
export interface KeyView {
  id: string
  name: string
  masked: string
  prefix: string
  last4: string
  scopes: string[]
  monthly_cap: number | null
  created_at: string
  last_used_at: string | null
  expires_at: string | null
}

/** A key to make: its name, what it may call, its share of the allowance and its end. */
export interface KeySpec {
  name: string
  /** Checked and put in order already (normaliseScopes). */
  scopes: readonly string[]
  monthlyCap: number | null
  expiresAt: number | null
}

export const USAGE_GROUPS = ['day', 'operation', 'key'] as const
export type UsageGroup = (typeof USAGE_GROUPS)[number]
/** How far back the usage by operation and key goes. */
export const USAGE_DAYS = 90

export interface UsageRow {
  day?: string
  operation?: string
  key?: string
  key_name?: string
  calls: number
}

export interface SecurityEventView {
  kind: string
  ip: string | null
  detail: string | null
  at: string
}

const iso = (ms: number | null) => ms === null ? null : new Date(ms).toISOString()

export function keyView(key: KeyRecord): KeyView {
  return {
    id: key.id, name: key.name, masked: maskedKey(key.prefix, key.last4), prefix: key.prefix, last4: key.last4,
    scopes: [...key.scopes], monthly_cap: key.monthlyCap, created_at: new Date(key.createdAt).toISOString(),
    last_used_at: iso(key.lastUsedAt), expires_at: iso(key.expiresAt),
  }
}

/** A new key as the store keeps it. */
function storedKey(spec: KeySpec): StoredKey & { key: string } {
  const { key, id, digest, prefix, last4 } = generateKey()
  return { key, id, digest, prefix, last4, name: spec.name, scopes: spec.scopes, monthlyCap: spec.monthlyCap, expiresAt: spec.expiresAt }
}

/** The key every account starts with: named default, with every scope, no cap and no expiry. */
const FIRST_KEY: KeySpec = { name: 'default', scopes: [EVERY_SCOPE], monthlyCap: null, expiresAt: null }

export interface WebhookSecretView {
  secret: string
  created_at: string
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Sign-up, log-in, sessions, keys and plans: what the dashboard, the admin API and the CLI share. */
export class AccountService {
  // Verifying against this when the e-mail is unknown makes both failures take the same time.
  // Made with the first log-in, which waits for it whether or not the e-mail is known.
  private decoyHash: Promise<string> | undefined

  constructor(
    private readonly config: Config,
    private readonly store: AccountStore,
    private readonly counters: CounterStore,
    private readonly accounting: Accounting,
    private readonly usage: UsageRecorder,
    private readonly now: () => number,
    private readonly mailer?: Mailer,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Whether this service sends mail (SMTP_URL is set). */
  get sendsMail(): boolean {
    return this.mailer !== undefined
  }

  private async hashPassword(password: string): Promise<string> {
    return (await loadArgon2()).hash(password, ARGON2)
  }

  /** Refuses with LOGIN_FAILED unless `password` is the account's. */
  private async checkPassword(accountId: string, password: string): Promise<void> {
    const stored = await this.store.passwordHash(accountId)
    const { verify } = await loadArgon2()
    const ok = await verify(stored ?? await this.decoy(), password).catch(() => false)
    if (!stored || !ok) throw new ApiError('LOGIN_FAILED')
  }

  /** Mails a single-use link for `purpose` to `email`; the token is in the mail and nowhere else. */
  private async mailLink(accountId: string, purpose: 'verify' | 'reset', kind: 'verify' | 'change' | 'reset', email: string, base: LinkBase): Promise<void> {
    if (!this.mailer) throw new ApiError('MAIL_UNAVAILABLE')
    const token = randomBytes(32).toString('base64url')
    await this.store.addToken(digestOf(token), accountId, purpose, email, this.now() + TOKEN_MS)
    const link = `${base.baseUrl}/${base.lang}/account/${purpose}?token=${token}`
    try {
      await this.mailer(accountMail(kind, base.lang, email, link))
    } catch (error) {
      this.onError(error)
      throw new ApiError('MAIL_FAILED', {}, { 'retry-after': '60' })
    }
  }

  /** Mails the account a link that verifies its address. */
  async sendVerification(account: Account, base: LinkBase): Promise<void> {
    await this.mailLink(account.id, 'verify', 'verify', account.email, base)
  }

  /** Uses a verification link: the address it was sent to becomes the account's, verified. */
  async verify(token: string, ip: string | null = null): Promise<{ verified: true; email: string }> {
    const used = await this.store.useToken(digestOf(token), 'verify', this.now())
    if (!used) throw new ApiError('TOKEN_INVALID')
    const before = await this.store.account(used.accountId)
    if (!before) throw new ApiError('TOKEN_INVALID')
    try {
      await this.store.setVerifiedEmail(used.accountId, used.email, this.now())
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ApiError('EMAIL_TAKEN')
      throw error
    }
    if (before.email !== used.email) await this.event(used.accountId, 'email_changed', ip, `${before.email} → ${used.email}`)
    return { verified: true, email: used.email }
  }

  /**
   * Mails a password-reset link when the address has an account. The answer, and its timing, are
   * the same either way: the mail goes out after the answer. Counted per address asked for and
   * per client address, so nobody can flood a mailbox.
   */
  async requestPasswordReset(email: string, ip: string, base: LinkBase): Promise<void> {
    if (!this.mailer) throw new ApiError('MAIL_UNAVAILABLE')
    const who = normaliseEmail(email)
    const now = this.now()
    const hour = fixedWindow(now, HOUR_MS, 'h')
    const { retryAt } = await this.reserve([
      { subject: `reset:${digestOf(who)}`, window: hour, limit: RESETS_PER_EMAIL },
      { subject: `reset:${addressSubject(ip)}`, window: hour, limit: RESETS_PER_ADDRESS },
    ])
    if (retryAt !== undefined) throw throttled('LOGIN_THROTTLED', retryAt, now)
    const account = await this.store.accountByEmail(who)
    if (!account) return
    void this.mailLink(account.id, 'reset', 'reset', account.email, base).catch(this.onError)
  }

  /** Uses a reset link: sets the password and ends every session; the caller starts a new one. */
  async confirmPasswordReset(token: string, password: string, ip: string | null = null): Promise<Account> {
    const used = await this.store.useToken(digestOf(token), 'reset', this.now())
    const account = used && await this.store.account(used.accountId)
    if (!account) throw new ApiError('TOKEN_INVALID')
    await this.store.setPassword(account.id, await this.hashPassword(password))
    await this.store.deleteSessions(account.id)
    await this.event(account.id, 'password_reset', ip)
    return account
  }

  /** Changes the password; every other session ends. */
  async changePassword(accountId: string, current: string, next: string, keepSession: string | undefined, ip: string | null = null): Promise<{ changed: true; sessions_ended: number }> {
    await this.checkPassword(accountId, current)
    await this.store.setPassword(accountId, await this.hashPassword(next))
    const ended = await this.store.deleteSessions(accountId, keepSession === undefined ? undefined : digestOf(keepSession))
    await this.event(accountId, 'password_changed', ip)
    return { changed: true, sessions_ended: ended }
  }

  /** Mails the new address a link; it becomes the account's once opened. */
  async requestEmailChange(accountId: string, email: string, password: string, base: LinkBase): Promise<{ sent: true; email: string }> {
    if (!this.mailer) throw new ApiError('MAIL_UNAVAILABLE')
    await this.checkPassword(accountId, password)
    const who = normaliseEmail(email)
    const holder = await this.store.accountByEmail(who)
    if (holder && holder.id !== accountId) throw new ApiError('EMAIL_TAKEN')
    await this.mailLink(accountId, 'verify', 'change', who, base)
    return { sent: true, email: who }
  }

  /** Deletes the account: its keys stop at once here, within seconds elsewhere. */
  async deleteAccount(accountId: string, password: string): Promise<{ account: true } & Deleted> {
    await this.checkPassword(accountId, password)
    // Its calls so far are written first, so the answer counts every day of history that goes.
    await this.usage.flush()
    const deleted = await this.store.deleteAccount(accountId)
    this.accounting.forgetKeys()
    return { account: true, ...deleted }
  }

  /** The operator's reset, for a service that sends no mail: a new random password, shown once; every session ends. */
  async setRandomPassword(accountId: string): Promise<string> {
    const password = randomBytes(18).toString('base64url')
    await this.store.setPassword(accountId, await this.hashPassword(password))
    await this.store.deleteSessions(accountId)
    await this.event(accountId, 'password_reset', null, 'by the operator')
    return password
  }

  private decoy(): Promise<string> {
    this.decoyHash ??= loadArgon2().then(({ hash }) => hash(randomBytes(16).toString('hex'), ARGON2))
    return this.decoyHash
  }

  /** Creates an account with its key; the key is in the result and nowhere else, ever. */
  async create(email: string, password: string | null, plan: Plan = 'free', customLimit: number | null = null): Promise<{ account: Account; key: string }> {
    const key = storedKey(FIRST_KEY)
    const passwordHash = password === null ? null : await loadArgon2().then(({ hash }) => hash(password, ARGON2))
    try {
      const account = await this.store.createAccount({ email: normaliseEmail(email), passwordHash, plan, customLimit, key }, this.now())
      return { account, key: key.key }
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ApiError('EMAIL_TAKEN')
      throw error
    }
  }

  /**
   * Sign-up from the web: counted per address (IPv6 per /64) per clock hour and across the service
   * per minute, so nobody can mint accounts (and their free allowances) in bulk. Only sign-ups that
   * succeed keep their place.
   */
  async signup(email: string, password: string, ip: string, base?: LinkBase): Promise<{ account: Account; key: string }> {
    const now = this.now()
    const places: Place[] = []
    const { SIGNUP_PER_ADDRESS_PER_HOUR: perAddress, SIGNUP_GLOBAL_PER_MINUTE: global } = this.config
    if (perAddress > 0) places.push({ subject: `signup:${addressSubject(ip)}`, window: fixedWindow(now, HOUR_MS, 'h'), limit: perAddress })
    if (global > 0) places.push({ subject: 'signup:*', window: fixedWindow(now, 60_000, 'm'), limit: global })
    const { giveBack, retryAt } = await this.reserve(places)
    if (retryAt !== undefined) throw throttled('SIGNUP_THROTTLED', retryAt, now)
    let created
    try {
      created = await this.create(email, password)
    } catch (error) {
      await giveBack().catch(() => {})
      throw error
    }
    // The address is verified by the link in this mail; the account works meanwhile.
    if (this.mailer && base) void this.sendVerification(created.account, base).catch(this.onError)
    return created
  }

  /**
   * Checks e-mail and password; refuses with one answer whether the e-mail exists or not.
   * Failures are limited per account and address and per address, so a guesser is stopped without
   * locking the owner out from elsewhere. Account-wide, only many failures from anywhere have an
   * effect: then one attempt per growing delay is checked, so a distributed guesser gains little.
   */
  async login(email: string, password: string, ip: string): Promise<Account> {
    const address = addressSubject(ip)
    const who = normaliseEmail(email)
    const account = `login:${digestOf(who)}`
    const now = this.now()
    const short = fixedWindow(now, THROTTLE_WINDOW_MS, 't')
    const hour = fixedWindow(now, HOUR_MS, 'h')
    const max = this.config.LOGIN_MAX_FAILURES
    const places: Place[] = [
      { subject: `${account}:${address}`, window: short, limit: max },
      { subject: `login:${address}`, window: short, limit: max * ADDRESS_FACTOR },
      { subject: account, window: hour, limit: COUNT_ONLY },
    ]
    // Past the account-wide threshold, one attempt per slot of `delay` seconds is checked; the delay
    // doubles every LOGIN_MAX_FAILURES further failures. Steps, not a delay per failure: each new
    // length starts a new series of slots, which must not happen on every attempt.
    const over = (await this.counters.peek(account, hour.id)) - max * ACCOUNT_FACTOR
    const delay = over < 0 ? 0 : Math.min(MAX_DELAY_S, 2 ** Math.floor(over / max))
    if (delay > 0) places.push({ subject: `${account}:slot`, window: fixedWindow(now, delay * 1000, `d${delay}-`), limit: 1 })
    // Each attempt reserves its places first, atomically, so concurrent guesses cannot slip past a
    // limit between a check and an increment; a successful log-in gives them back.
    const { giveBack, retryAt } = await this.reserve(places)
    if (retryAt !== undefined) throw throttled('LOGIN_THROTTLED', retryAt, now)
    // Only a wrong guess keeps its places: an attempt the store could not answer is not a failure,
    // or retrying during an outage would lock the account out once it is over.
    const found = await this.store.accountByEmail(who).catch(async (error: unknown) => {
      await giveBack().catch(() => {})
      throw error
    })
    const decoy = await this.decoy()
    const { verify } = await loadArgon2()
    const ok = await verify(found?.passwordHash ?? decoy, password).catch(() => false)
    if (!found || !found.passwordHash || !ok) {
      if (found) await this.event(found.id, 'login_failed', ip).catch(() => {})
      throw new ApiError('LOGIN_FAILED')
    }
    await giveBack()
    await this.event(found.id, 'login', ip)
    return found
  }

  async startSession(accountId: string): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url')
    const expiresAt = this.now() + SESSION_DAYS * 86_400_000
    await this.store.createSession(digestOf(token), accountId, expiresAt)
    return { token, expiresAt }
  }

  async sessionAccount(token: string): Promise<string | undefined> {
    return this.store.sessionAccount(digestOf(token), this.now())
  }

  async endSession(token: string): Promise<void> {
    await this.store.deleteSession(digestOf(token))
  }

  /**
   * Replaces a key by a new one with the same name, scopes, cap and expiry: `keyId`'s, else the
   * account's oldest; an account without keys gets a first one. The old key stops working at
   * once here, within seconds elsewhere.
   */
  async rotateKey(accountId: string, keyId?: string, ip: string | null = null): Promise<string> {
    const keys = await this.store.keys(accountId)
    const old = keyId === undefined ? keys[0] : keys.find((k) => k.id === keyId)
    if (!old) {
      if (keyId !== undefined) throw new ApiError('KEY_NOT_FOUND', { key_id: keyId })
      return (await this.createKey(accountId, FIRST_KEY, ip)).key
    }
    const key = storedKey(old)
    if (!await this.store.replaceKey(accountId, old.id, key, this.now())) throw new ApiError('KEY_NOT_FOUND', { key_id: old.id })
    this.accounting.forgetKeys()
    await this.event(accountId, 'key_rotated', ip, `${old.name} (${maskedKey(old.prefix, old.last4)} → ${maskedKey(key.prefix, key.last4)})`)
    return key.key
  }

  /** Makes a key; the key is in the result and nowhere else, ever. */
  async createKey(accountId: string, spec: KeySpec, ip: string | null = null): Promise<{ key: string; view: KeyView }> {
    const now = this.now()
    if (spec.expiresAt !== null && spec.expiresAt <= now) throw new ApiError('KEY_EXPIRY_PAST', { expires_at: new Date(spec.expiresAt).toISOString() })
    const key = storedKey(spec)
    try {
      await this.store.addKey(accountId, key, MAX_KEYS, now)
    } catch (error) {
      if (error instanceof KeysLimitError) throw new ApiError('KEYS_LIMIT', { limit: MAX_KEYS })
      throw error
    }
    await this.event(accountId, 'key_created', ip, `${spec.name} (${maskedKey(key.prefix, key.last4)})`)
    return { key: key.key, view: keyView({ ...key, lastUsedAt: null, createdAt: now }) }
  }

  async keys(accountId: string): Promise<KeyView[]> {
    await this.usage.flush()
    return (await this.store.keys(accountId)).map(keyView)
  }

  /** Revokes one key at once here, within seconds elsewhere. */
  async revokeKeyById(accountId: string, keyId: string, ip: string | null = null): Promise<void> {
    const key = (await this.store.keys(accountId)).find((k) => k.id === keyId)
    if (!key || await this.store.revokeKeys(accountId, this.now(), keyId) === 0) throw new ApiError('KEY_NOT_FOUND', { key_id: keyId })
    this.accounting.forgetKeys()
    await this.event(accountId, 'key_revoked', ip, `${key.name} (${maskedKey(key.prefix, key.last4)})`)
  }

  /**
   * Calls between two days (both included, within the last USAGE_DAYS; by default the 30 days up
   * to today), summed over what is not grouped by, in the order of day, operation and key.
   */
  async usageReport(accountId: string, fromDay: string | undefined, toDay: string | undefined, groups: readonly UsageGroup[]): Promise<{ from: string; to: string; rows: UsageRow[] }> {
    const now = this.now()
    const to = toDay ?? dayOf(now)
    const from = fromDay ?? dayOf(Date.parse(to) - 29 * 86_400_000)
    const oldest = dayOf(now - (USAGE_DAYS - 1) * 86_400_000)
    const refuse = (detail: string) => new ApiError('USAGE_RANGE_INVALID', { detail })
    if (from > to) throw refuse(`from ${from} is after to ${to}`)
    if (from < oldest) throw refuse(`from ${from} is more than ${USAGE_DAYS} days ago (the oldest day kept is ${oldest})`)
    await this.usage.flush()
    const rows = await this.store.operationUsage(accountId, from, to)
    const names = new Map((await this.store.keys(accountId, true)).map((k) => [k.id, k.name]))
    const sums = new Map<string, UsageRow>()
    for (const row of rows) {
      const group: UsageRow = { calls: 0 }
      if (groups.includes('day')) group.day = row.day
      if (groups.includes('operation')) group.operation = row.operation
      if (groups.includes('key')) Object.assign(group, { key: row.keyId, key_name: names.get(row.keyId) ?? '' })
      const id = JSON.stringify([group.day, group.operation, group.key])
      const sum = sums.get(id) ?? sums.set(id, group).get(id)!
      sum.calls += row.count
    }
    const order = (row: UsageRow) => [row.day ?? '', row.operation ?? '', row.key ?? ''].join('\u0000')
    return { from, to, rows: [...sums.values()].filter((row) => row.calls !== 0).sort((a, b) => order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0) }
  }

  /** Notes what happened to an account's access, for its owner to review. */
  async event(accountId: string, kind: string, ip: string | null, detail: string | null = null): Promise<void> {
    await this.store.addSecurityEvent(accountId, { kind, ip, detail, at: this.now() })
  }

  async securityEvents(accountId: string): Promise<SecurityEventView[]> {
    return (await this.store.securityEvents(accountId, EVENTS_SHOWN)).map((e: SecurityEvent) => ({ kind: e.kind, ip: e.ip, detail: e.detail, at: new Date(e.at).toISOString() }))
  }

  /** The secret that signs the account's webhooks, made on first use. */
  async webhookSecret(accountId: string): Promise<WebhookSecretView> {
    const stored = await this.store.webhookSecret(accountId)
      ?? await this.store.webhookSecretOnce(accountId, generateWebhookSecret(), this.now())
    return { secret: stored.secret, created_at: new Date(stored.createdAt).toISOString() }
  }

  /** Replaces the webhook secret; deliveries from now on are signed with the new one. */
  async rotateWebhookSecret(accountId: string): Promise<WebhookSecretView> {
    const stored = await this.store.replaceWebhookSecret(accountId, generateWebhookSecret(), this.now())
    return { secret: stored.secret, created_at: new Date(stored.createdAt).toISOString() }
  }

  /** Revokes every key of the account; answers whether there was one. */
  async revokeKey(accountId: string, ip: string | null = null): Promise<boolean> {
    const revoked = await this.store.revokeKeys(accountId, this.now())
    this.accounting.forgetKeys()
    if (revoked > 0) await this.event(accountId, 'keys_revoked', ip, String(revoked))
    return revoked > 0
  }

  async setPlan(accountId: string, plan: Plan, customLimit: number | null): Promise<boolean> {
    if (plan === 'custom' && (customLimit === null || customLimit < 0)) throw new ApiError('CUSTOM_LIMIT_REQUIRED')
    const updated = await this.store.setPlan(accountId, plan, plan === 'custom' ? customLimit : null)
    this.accounting.forgetKeys()
    return updated
  }

  /** Finds an account by id or e-mail. */
  async find(ref: string): Promise<Account | undefined> {
    return ref.includes('@') ? this.store.accountByEmail(normaliseEmail(ref)) : this.store.account(ref)
  }

  async list() {
    const accounts = await this.store.listAccounts()
    return accounts.map((a) => ({
      id: a.id, email: a.email, plan: a.plan, custom_limit: a.customLimit,
      key: a.key ? maskedKey(a.key.prefix, a.key.last4) : null,
      created_at: new Date(a.createdAt).toISOString(),
    }))
  }

  /** Everything the dashboard shows about one account. */
  async view(account: Account): Promise<AccountView> {
    await this.usage.flush()
    const now = this.now()
    const window = windowOf('month', now)
    const limit = monthlyLimit(this.config, account.plan, account.customLimit)
    const used = await this.counters.peek(`acct:${account.id}`, window.id)
    const keys = await this.store.keys(account.id)
    const key = keys[0]
    const from = dayOf(now - 30 * 86_400_000)
    const recorded = new Map((await this.store.dailyUsage(account.id, from, dayOf(now))).map((d) => [d.day, d.count]))
    const daily_usage = Array.from({ length: 31 }, (_, i) => {
      const day = dayOf(now - (30 - i) * 86_400_000)
      return { day, count: recorded.get(day) ?? 0 }
    })
    return {
      id: account.id,
      email: account.email,
      plan: account.plan,
      tier: tierOf(account.plan),
      limit,
      used,
      remaining: Math.max(0, limit - used),
      period: 'month',
      resets_at: new Date(window.resetsAt).toISOString(),
      key: key ? { masked: maskedKey(key.prefix, key.last4), prefix: key.prefix, last4: key.last4, created_at: new Date(key.createdAt).toISOString() } : null,
      keys: keys.map(keyView),
      daily_usage,
      created_at: new Date(account.createdAt).toISOString(),
      email_verified: account.emailVerifiedAt !== null,
    }
  }

  /** Takes a place in every counter, each atomically; if any is full, gives the others back. */
  private async reserve(places: Place[]): Promise<{ giveBack: () => Promise<void>; retryAt?: number }> {
    const results = await Promise.all(places.map((p) => this.counters.consume(p.subject, p.window.id, p.limit, p.window.resetsAt)))
    const taken = places.filter((_, i) => results[i]!.allowed)
    const giveBack = async () => {
      await Promise.all(taken.map((p) => this.counters.refund(p.subject, p.window.id)))
    }
    const refused = places.filter((_, i) => !results[i]!.allowed)
    if (refused.length === 0) return { giveBack }
    await giveBack()
    return { giveBack, retryAt: Math.max(...refused.map((p) => p.window.resetsAt)) }
  }
}
