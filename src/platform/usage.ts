import { dayOf } from './plans.ts'
import type { AccountStore } from './store.ts'

interface Pending {
  daily: Map<string, { accountId: string; day: string; count: number }>
  operations: Map<string, { accountId: string; day: string; operation: string; keyId: string; count: number }>
  /** When each key was last used. */
  keys: Map<string, number>
}

const nothingPending = (): Pending => ({ daily: new Map(), operations: new Map(), keys: new Map() })

/**
 * Per-account usage history for the dashboard and the usage export: calls per day, and per day,
 * operation and key, and when each key was last used. Calls are summed in memory and written in
 * batches, so the history costs a few statements per account and day every few seconds, not one
 * per call. Quotas never depend on it: the counters are the authority.
 */
export class UsageRecorder {
  private pending = nothingPending()
  private readonly timer: NodeJS.Timeout
  private flushing: Promise<void> = Promise.resolve()

  constructor(private readonly store: AccountStore, flushEveryMs = 2_000, private readonly onError: (error: unknown) => void = () => {}) {
    this.timer = setInterval(() => void this.flush(), flushEveryMs)
    this.timer.unref()
  }

  /** Adds `count` calls (negative for calls given back) of `operation` made with key `keyId`. */
  record(accountId: string, now: number, count = 1, operation?: string, keyId?: string): void {
    const day = dayOf(now)
    const daily = this.pending.daily.get(`${accountId}|${day}`)
    if (daily) daily.count += count
    else this.pending.daily.set(`${accountId}|${day}`, { accountId, day, count })
    if (operation !== undefined) {
      const id = `${accountId}|${day}|${operation}|${keyId ?? ''}`
      const entry = this.pending.operations.get(id)
      if (entry) entry.count += count
      else this.pending.operations.set(id, { accountId, day, operation, keyId: keyId ?? '', count })
    }
    if (keyId !== undefined && count > 0) this.pending.keys.set(keyId, Math.max(now, this.pending.keys.get(keyId) ?? 0))
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const { daily, operations, keys } = this.pending
      if (daily.size === 0 && operations.size === 0 && keys.size === 0) return
      this.pending = nothingPending()
      const days = [...daily.values()].filter((e) => e.count !== 0)
      const ops = [...operations.values()].filter((e) => e.count !== 0)
      const used = [...keys].map(([keyId, at]) => ({ keyId, at }))
      try {
        await this.store.addUsage({ daily: days, operations: ops, keys: used })
      } catch (error) {
        // Put the batch back so the next flush retries it.
        for (const e of days) this.record(e.accountId, Date.parse(`${e.day}T12:00:00Z`), e.count)
        for (const e of ops) this.pending.operations.set(`${e.accountId}|${e.day}|${e.operation}|${e.keyId}`, { ...e })
        for (const { keyId, at } of used) this.pending.keys.set(keyId, Math.max(at, this.pending.keys.get(keyId) ?? 0))
        this.onError(error)
      }
    })
    return this.flushing
  }

  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.flush()
  }
}
