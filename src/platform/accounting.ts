import ipaddr from 'ipaddr.js'
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import type { Consumed, CounterStore } from './counters.ts'
import { digestOf, isWellFormedKey } from './keys.ts'
import { monthlyLimit, tierOf, windowOf, type Period, type Plan, type Tier, type Window } from './plans.ts'
import { requireScopes } from './scopes.ts'
import type { AccountStore, KeyOwner } from './store.ts'
import type { UsageRecorder } from './usage.ts'

export interface Caller {
  tier: Tier
  plan: Plan | 'anonymous'
  period: Period
  limit: number
  /** Whose allowance is counted: an account, or an anonymous address. */
  subject: string
  accountId?: string
  /** The key's id, scopes and own monthly cap, for a caller with a key. */
  keyId?: string
  scopes?: readonly string[]
  keyCap?: number
}

/** What a call needs of its caller's key, and how it is counted. */
export interface AdmitOptions {
  /** How many calls the request runs, counted all or none. */
  calls?: number
  /** The scopes the call needs: its operation ('dev/hash'), and a feature it comes through ('pipeline'). */
  needs?: readonly string[]
  /** What the usage history files the calls under: an operation id, or a feature. */
  operation?: string
}

/** Where a capped key's own calls are counted. */
const keySubject = (keyId: string) => `key:${keyId}`

export interface Quota {
  tier: Tier
  plan: string
  limit: number
  remaining: number
  period: Period
}

export interface Admission {
  caller: Caller
  window: Window
  quota: Quota
  headers: Record<string, string>
  operation?: string
}

/** What a job keeps of its admission, to give calls back after the request has ended. */
export interface Charge {
  subject: string
  window: string
  accountId?: string
  keyId?: string
  /** Whether the key's own counter counted the calls too. */
  keyCapped?: boolean
  operation?: string
}

/** Calls counted in one window: by the account, and by the key when it has a cap. */
interface Counted {
  account: Consumed
  key?: Consumed
}

// The same answer for malformed, unknown and revoked keys: nothing to learn by probing.
const badKey = () => new ApiError('INVALID_API_KEY')

/** Anonymous callers are counted per address; IPv6 per /64, which one subscriber usually holds whole. */
export function addressSubject(ip: string): string {
  try {
    const parsed = ipaddr.process(ip)
    if (parsed.kind() === 'ipv6') {
      const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16))
      return `ip6:${parts.join(':')}::/64`
    }
    return `ip:${parsed.toString()}`
  } catch {
    return `ip:${ip}`
  }
}

/** A moment for people to read in any language: ISO 8601 in UTC, to the second. */
function utcText(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/** How long until then, as "3 h 12 min", "12 min" or "40 s": unit symbols read the same in every language. */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.ceil(seconds / 60)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const parts = [days && `${days} d`, hours && `${hours} h`, minutes % 60 && `${minutes % 60} min`].filter(Boolean)
  return parts.join(' ')
}

/**
 * What a refusal that lasts until `until` tells the caller: the moment and the wait, for the
 * message, and the whole seconds for Retry-After.
 */
export function waitUntil(until: number, now: number): { at: string; wait: string; retryAfter: string } {
  return { at: utcText(until), wait: waitText(until - now), retryAfter: String(Math.max(1, Math.ceil((until - now) / 1000))) }
}

/** A small time-bounded cache, so that a revoked key stops working everywhere within its TTL. */
class KeyCache {
  private readonly entries = new Map<string, { owner: KeyOwner | null; expires: number }>()
  constructor(private readonly ttlMs: number, private readonly max = 10_000) {}
  get(digest: string, now: number): KeyOwner | null | undefined {
    const hit = this.entries.get(digest)
    if (!hit) return undefined
    if (hit.expires <= now) {
      this.entries.delete(digest)
      return undefined
    }
    return hit.owner
  }
  set(digest: string, owner: KeyOwner | null, now: number): void {
    if (this.ttlMs <= 0) return
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!)
    this.entries.set(digest, { owner, expires: now + this.ttlMs })
  }
  clear(): void {
    this.entries.clear()
  }
}

/** Requests per subject in the current second, on this instance. */
class BurstLimiter {
  private second = 0
  private counts = new Map<string, number>()
  constructor(private readonly perSecond: number) {}
  allow(subject: string, now: number): boolean {
    if (this.perSecond <= 0) return true
    const second = Math.floor(now / 1000)
    if (second !== this.second) {
      this.second = second
      this.counts = new Map()
    }
    const count = (this.counts.get(subject) ?? 0) + 1
    this.counts.set(subject, count)
    return count <= this.perSecond
  }
}

export class Accounting {
  private readonly keys: KeyCache
  private readonly burst: BurstLimiter

  constructor(
    private readonly config: Config,
    private readonly store: AccountStore,
    private readonly counters: CounterStore,
    private readonly usage: UsageRecorder,
    private readonly now: () => number,
  ) {
    this.keys = new KeyCache(config.KEY_CACHE_TTL_MS)
    this.burst = new BurstLimiter(config.BURST_PER_SECOND)
  }

  /** Who is calling: the owner of a valid key, or an anonymous address. */
  async identify(apiKey: string | undefined, ip: string): Promise<Caller> {
    if (apiKey === undefined) {
      return { tier: 'anonymous', plan: 'anonymous', period: 'day', limit: this.config.ANON_DAILY_LIMIT, subject: addressSubject(ip) }
    }
    if (!isWellFormedKey(apiKey)) throw badKey()
    const digest = digestOf(apiKey)
    const now = this.now()
    let owner = this.keys.get(digest, now)
    if (owner === undefined) {
      owner = (await this.store.keyOwner(digest)) ?? null
      this.keys.set(digest, owner, now)
    }
    if (owner === null || owner.revoked) throw badKey()
    // Only the key's holder can learn that it expired: telling them is worth more than hiding it.
    if (owner.expiresAt !== null && owner.expiresAt <= now) throw new ApiError('KEY_EXPIRED', { expired: utcText(owner.expiresAt) })
    return {
      tier: tierOf(owner.plan),
      plan: owner.plan,
      period: 'month',
      limit: monthlyLimit(this.config, owner.plan, owner.customLimit),
      subject: `acct:${owner.accountId}`,
      accountId: owner.accountId,
      keyId: owner.keyId,
      scopes: owner.scopes,
      ...(owner.monthlyCap !== null && { keyCap: owner.monthlyCap }),
    }
  }

  /** Refuses with 403 KEY_SCOPE when the caller's key does not cover every need; a caller without a key has no scopes to keep to. */
  requireScopes(caller: Caller, needs: readonly string[]): void {
    if (caller.scopes) requireScopes(caller.scopes, needs)
  }

  /**
   * Counts `calls` calls (one request that runs that many, such as a pipeline's steps) against the
   * caller's allowance, all or none, or refuses them with 429. The burst limit counts the request once.
   */
  async admit(apiKey: string | undefined, ip: string, { calls = 1, needs = [], operation }: AdmitOptions = {}): Promise<Admission> {
    const caller = await this.identify(apiKey, ip)
    // Outside its key's scopes a call is refused before it is counted.
    this.requireScopes(caller, needs)
    const now = this.now()
    const window = windowOf(caller.period, now)
    if (!this.burst.allow(caller.subject, now)) {
      const used = await this.peekSafely(caller, window)
      throw new ApiError('BURST_LIMIT', { limit: this.config.BURST_PER_SECOND }, { ...this.headers(caller, window, used, now), 'retry-after': '1' })
    }
    const counted = await this.count(caller, window, calls)
    return this.admitted(caller, window, now, counted, calls, calls, operation)
  }

  /**
   * Counts calls against the key's own cap, when it has one, and then against the account's
   * allowance, all or none: calls the account refuses are given back to the key.
   */
  private async count(caller: Caller, window: Window, calls: number): Promise<Counted> {
    let key: Consumed | undefined
    try {
      if (caller.keyCap !== undefined) {
        key = await this.counters.consume(keySubject(caller.keyId!), window.id, caller.keyCap, window.resetsAt, calls)
        if (!key.allowed) return { account: { allowed: false, used: await this.counters.peek(caller.subject, window.id) }, key }
      }
      const account = await this.counters.consume(caller.subject, window.id, caller.limit, window.resetsAt, calls)
      if (!account.allowed && key) {
        await this.counters.refund(keySubject(caller.keyId!), window.id, calls)
        key = { allowed: true, used: key.used - calls }
      }
      return { account, key }
    } catch {
      if (key?.allowed) await this.counters.refund(keySubject(caller.keyId!), window.id, calls).catch(() => {})
      // Without the counter store no call can be counted, and uncounted calls are not served.
      throw new ApiError('QUOTA_UNAVAILABLE', {}, { 'retry-after': '5' })
    }
  }

  /**
   * Counts `calls` more for a request already admitted (a pipeline, once its steps are known),
   * all or none, in the same window; refuses with 429 when fewer are left.
   */
  async admitMore(admission: Admission, calls: number): Promise<Admission> {
    const { caller, window } = admission
    const counted = await this.count(caller, window, calls)
    // The request's own first call is part of what it needs.
    return this.admitted(caller, window, this.now(), counted, calls, calls + 1, admission.operation)
  }

  /** The admission of counted calls, or the 429 of calls that did not fit. */
  private admitted(caller: Caller, window: Window, now: number, counted: Counted, calls: number, needed: number, operation?: string): Admission {
    const used = { account: counted.account.used, key: counted.key?.used }
    const headers = this.headers(caller, window, used, now)
    if (counted.key && !counted.key.allowed) {
      const { at, wait, retryAfter } = waitUntil(window.resetsAt, now)
      throw new ApiError('KEY_CAP_EXCEEDED', { limit: caller.keyCap!, resets_at: at, wait }, { ...headers, 'retry-after': retryAfter })
    }
    if (!counted.account.allowed) {
      const { at, wait, retryAfter } = waitUntil(window.resetsAt, now)
      const vars = { limit: caller.limit, period: caller.period, resets_at: at, wait }
      // What was left before this request, its own first call included.
      const left = needed - calls + this.quota(caller, used).remaining
      throw needed === 1 || left === 0
        ? new ApiError('QUOTA_EXCEEDED', vars, { ...headers, 'retry-after': retryAfter })
        : new ApiError('QUOTA_TOO_FEW_LEFT', { ...vars, calls: needed, remaining: left }, { ...headers, 'retry-after': retryAfter })
    }
    if (caller.accountId) this.usage.record(caller.accountId, now, calls, operation, caller.keyId)
    return { caller, window, headers, quota: this.quota(caller, used), ...(operation !== undefined && { operation }) }
  }

  /** What a job keeps of its admission, so that its calls can be given back after the request. */
  chargeOf(admission: Admission): Charge {
    const { caller, window, operation } = admission
    return {
      subject: caller.subject, window: window.id,
      ...(caller.accountId !== undefined && { accountId: caller.accountId }),
      ...(caller.keyId !== undefined && { keyId: caller.keyId }),
      ...(caller.keyCap !== undefined && { keyCapped: true }),
      ...(operation !== undefined && { operation }),
    }
  }

  /** Gives back calls that failed on our side, or that a request counted but did not run. */
  async refund(admission: Admission, calls = 1): Promise<void> {
    await this.refundCharge(this.chargeOf(admission), calls)
  }

  /** Gives back calls counted earlier, named by what a job keeps of its admission. */
  async refundCharge(charge: Charge, calls: number): Promise<void> {
    await this.counters.refund(charge.subject, charge.window, calls)
    if (charge.keyCapped && charge.keyId !== undefined) await this.counters.refund(keySubject(charge.keyId), charge.window, calls)
    if (charge.accountId) this.usage.record(charge.accountId, this.now(), -calls, charge.operation, charge.keyId)
  }

  /** The caller's allowance without consuming any of it. */
  async usageOf(caller: Caller): Promise<{ quota: Quota; used: number; resetsAt: number; headers: Record<string, string> }> {
    const now = this.now()
    const window = windowOf(caller.period, now)
    const used = { account: await this.peekSafely(caller, window), key: caller.keyCap === undefined ? undefined : await this.peekSafely(caller, window, keySubject(caller.keyId!)) }
    return { quota: this.quota(caller, used), used: used.account, resetsAt: window.resetsAt, headers: this.headers(caller, window, used, now) }
  }

  /** Drops cached key lookups, so a change made on this instance applies at once. */
  forgetKeys(): void {
    this.keys.clear()
  }

  private async peekSafely(caller: Caller, window: Window, subject = caller.subject): Promise<number> {
    try {
      return await this.counters.peek(subject, window.id)
    } catch {
      throw new ApiError('QUOTA_UNAVAILABLE', {}, { 'retry-after': '5' })
    }
  }

  /**
   * What the caller may still use: the account's allowance, or a capped key's own share of it
   * when that is the smaller.
   */
  private quota(caller: Caller, used: Used): Quota {
    const { limit, remaining } = this.allowance(caller, used)
    return { tier: caller.tier, plan: caller.plan, limit, remaining, period: caller.period }
  }

  private allowance(caller: Caller, used: Used): { limit: number; remaining: number } {
    const remaining = Math.max(0, caller.limit - used.account)
    if (caller.keyCap === undefined || used.key === undefined) return { limit: caller.limit, remaining }
    return { limit: Math.min(caller.limit, caller.keyCap), remaining: Math.min(remaining, Math.max(0, caller.keyCap - used.key)) }
  }

  /**
   * The allowance as headers: X-RateLimit-*, and the same figures as the structured fields of
   * draft-ietf-httpapi-ratelimit-headers (RateLimit-Policy: the period's quota and window in
   * seconds; RateLimit: what is left and the seconds until the window resets).
   */
  private headers(caller: Caller, window: Window, used: Used | number, now: number): Record<string, string> {
    const { limit, remaining } = this.allowance(caller, typeof used === 'number' ? { account: used } : used)
    const policy = `"${caller.period}"`
    return {
      'x-ratelimit-limit': String(limit),
      'x-ratelimit-remaining': String(remaining),
      'x-ratelimit-reset': String(Math.floor(window.resetsAt / 1000)),
      'ratelimit-policy': `${policy};q=${limit};w=${windowSeconds(caller.period, window)}`,
      'ratelimit': `${policy};r=${remaining};t=${Math.max(0, Math.ceil((window.resetsAt - now) / 1000))}`,
    }
  }
}

/** Calls counted so far: by the account, and by a capped key. */
interface Used {
  account: number
  key?: number
}

/** The length of a window in seconds: a day, or the days of the calendar month that ends at its reset. */
function windowSeconds(period: Period, window: Window): number {
  // The last moment before the reset is on the month's last day, whose date is its number of days.
  const days = period === 'day' ? 1 : new Date(window.resetsAt - 1).getUTCDate()
  return days * 86_400
}
