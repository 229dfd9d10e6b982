import { hash as argonHash, verify as argonVerify } from '@node-rs/argon2'
import { randomBytes } from 'node:crypto'
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import type { Accounting } from './accounting.ts'
import { addressSubject } from './accounting.ts'
import type { CounterStore } from './counters.ts'
import { digestOf, generateKey, maskedKey } from './keys.ts'
import { dayOf, monthlyLimit, tierOf, windowOf, type Plan } from './plans.ts'
import { EmailTakenError, type Account, type AccountStore } from './store.ts'
import type { UsageRecorder } from './usage.ts'

// OWASP's baseline for argon2id: 19 MiB, two passes, one lane.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const
const SESSION_DAYS = 30
const THROTTLE_WINDOW_MS = 15 * 60_000

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
  daily_usage: { day: string; count: number }[]
  created_at: string
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Sign-up, log-in, sessions, keys and plans: what the dashboard, the admin API and the CLI share. */
export class AccountService {
  // Verifying against this when the e-mail is unknown makes both failures take the same time.
  private readonly decoy: Promise<string>

  constructor(
    private readonly config: Config,
    private readonly store: AccountStore,
    private readonly counters: CounterStore,
    private readonly accounting: Accounting,
    private readonly usage: UsageRecorder,
    private readonly now: () => number,
  ) {
    this.decoy = argonHash(randomBytes(16).toString('hex'), ARGON2)
  }

  /** Creates an account with its key; the key is in the result and nowhere else, ever. */
  async create(email: string, password: string | null, plan: Plan = 'free', customLimit: number | null = null): Promise<{ account: Account; key: string }> {
    const key = generateKey()
    const passwordHash = password === null ? null : await argonHash(password, ARGON2)
    try {
      const account = await this.store.createAccount({ email: normaliseEmail(email), passwordHash, plan, customLimit, key }, this.now())
      return { account, key: key.key }
    } catch (error) {
      if (error instanceof EmailTakenError) throw new ApiError(409, 'EMAIL_TAKEN')
      throw error
    }
  }

  /** Checks e-mail and password; refuses with one answer whether the e-mail exists or not. */
  async login(email: string, password: string, ip: string): Promise<Account> {
    const address = addressSubject(ip)
    const who = normaliseEmail(email)
    const window = this.throttleWindow()
    const accountKey = `login:${digestOf(who)}`
    const addressKey = `login:${address}`
    // Each attempt reserves a place first, atomically, so concurrent guesses cannot slip past the
    // limit between a check and an increment; a successful log-in gives its place back.
    const max = this.config.LOGIN_MAX_FAILURES
    const [byAccount, byAddress] = await Promise.all([
      this.counters.consume(accountKey, window.id, max, window.resetsAt),
      this.counters.consume(addressKey, window.id, max * 5, window.resetsAt),
    ])
    const giveBack = () => Promise.all([
      byAccount.allowed ? this.counters.refund(accountKey, window.id) : undefined,
      byAddress.allowed ? this.counters.refund(addressKey, window.id) : undefined,
    ])
    if (!byAccount.allowed || !byAddress.allowed) {
      await giveBack()
      const retryAfter = String(Math.max(1, Math.ceil((window.resetsAt - this.now()) / 1000)))
      throw new ApiError(429, 'LOGIN_THROTTLED', {}, { 'retry-after': retryAfter })
    }
    // Only a wrong guess keeps its place: an attempt the store could not answer is not a failure,
    // or retrying during an outage would lock the account out once it is over.
    const account = await this.store.accountByEmail(who).catch(async (error: unknown) => {
      await giveBack().catch(() => {})
      throw error
    })
    const ok = await argonVerify(account?.passwordHash ?? (await this.decoy), password).catch(() => false)
    if (!account || !account.passwordHash || !ok) throw new ApiError(401, 'LOGIN_FAILED')
    await giveBack()
    return account
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

  /** Replaces the account's key; the old one stops working at once here, within seconds elsewhere. */
  async rotateKey(accountId: string): Promise<string> {
    const key = generateKey()
    await this.store.replaceKey(accountId, key, this.now())
    this.accounting.forgetKeys()
    return key.key
  }

  async revokeKey(accountId: string): Promise<boolean> {
    const revoked = await this.store.revokeKey(accountId, this.now())
    this.accounting.forgetKeys()
    return revoked
  }

  async setPlan(accountId: string, plan: Plan, customLimit: number | null): Promise<boolean> {
    if (plan === 'custom' && (customLimit === null || customLimit < 0)) throw new ApiError(422, 'CUSTOM_LIMIT_REQUIRED')
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
    const key = await this.store.activeKey(account.id)
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
      daily_usage,
      created_at: new Date(account.createdAt).toISOString(),
    }
  }

  private throttleWindow() {
    const now = this.now()
    const start = now - (now % THROTTLE_WINDOW_MS)
    return { id: `t${start}`, resetsAt: start + THROTTLE_WINDOW_MS }
  }
}
