import { dayOf } from './plans.ts'
import type { AccountStore } from './store.ts'

/**
 * Per-account daily usage for the dashboard. Calls are summed in memory and written in batches,
 * so the history costs one statement per account and day every few seconds, not one per call.
 * Quotas never depend on it: the counters are the authority.
 */
export class UsageRecorder {
  private pending = new Map<string, { accountId: string; day: string; count: number }>()
  private readonly timer: NodeJS.Timeout
  private flushing: Promise<void> = Promise.resolve()

  constructor(private readonly store: AccountStore, flushEveryMs = 2_000, private readonly onError: (error: unknown) => void = () => {}) {
    this.timer = setInterval(() => void this.flush(), flushEveryMs)
    this.timer.unref()
  }

  record(accountId: string, now: number, count = 1): void {
    const day = dayOf(now)
    const key = `${accountId}|${day}`
    const entry = this.pending.get(key)
    if (entry) entry.count += count
    else this.pending.set(key, { accountId, day, count })
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return
      const batch = [...this.pending.values()].filter((e) => e.count !== 0)
      this.pending = new Map()
      try {
        await this.store.addUsage(batch)
      } catch (error) {
        // Put the batch back so the next flush retries it.
        for (const e of batch) this.record(e.accountId, Date.parse(`${e.day}T12:00:00Z`), e.count)
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
