import type { Config } from '../config.ts'

export const PLANS = ['free', 'starter', 'business', 'custom'] as const
export type Plan = (typeof PLANS)[number]
export type Tier = 'anonymous' | 'free' | 'paid'
export type Period = 'day' | 'month'

export function isPlan(value: string): value is Plan {
  return (PLANS as readonly string[]).includes(value)
}

export function tierOf(plan: Plan | 'anonymous'): Tier {
  return plan === 'anonymous' ? 'anonymous' : plan === 'free' ? 'free' : 'paid'
}

/** Monthly allowance of a plan; a custom plan carries its own figure. */
export function monthlyLimit(config: Config, plan: Plan, customLimit: number | null): number {
  switch (plan) {
    case 'free': return config.FREE_MONTHLY_LIMIT
    case 'starter': return config.STARTER_MONTHLY_LIMIT
    case 'business': return config.BUSINESS_MONTHLY_LIMIT
    case 'custom': return customLimit ?? 0
  }
}

export interface Window {
  /** Identifies the window in counter keys: 2026-11-21 for a day, 2026-11 for a month. */
  id: string
  /** When the window ends, in Unix milliseconds (00:00 UTC of the next day or month's 1st). */
  resetsAt: number
}

// Every call asks for its window; the answer changes once a day or month, so keep the last one.
const lastWindow: Record<Period, (Window & { startsAt: number }) | undefined> = { day: undefined, month: undefined }

export function windowOf(period: Period, now: number): Window {
  const last = lastWindow[period]
  if (last && now >= last.startsAt && now < last.resetsAt) return last
  const window = computeWindow(period, now)
  lastWindow[period] = window
  return window
}

function computeWindow(period: Period, now: number): Window & { startsAt: number } {
  const d = new Date(now)
  const y = d.getUTCFullYear()
  const m = d.getUTCMonth()
  if (period === 'day') {
    return { id: d.toISOString().slice(0, 10), startsAt: Date.UTC(y, m, d.getUTCDate()), resetsAt: Date.UTC(y, m, d.getUTCDate() + 1) }
  }
  return { id: d.toISOString().slice(0, 7), startsAt: Date.UTC(y, m, 1), resetsAt: Date.UTC(y, m + 1, 1) }
}

/** The UTC day of a moment, as 2026-11-21. */
export function dayOf(now: number): string {
  return windowOf('day', now).id
}
