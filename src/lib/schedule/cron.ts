/**
 * Cron expressions: read with cron-parser (5 fields, or 6 with seconds first, and the @daily-style
 * macros), each bad field named, and the next times they fire in a time zone, searched over a
 * bounded horizon in a worker thread (a rare expression makes cron-parser step day by day).
 */
import type * as CronParser from 'cron-parser'
import { DateTime } from 'luxon'
import { OperationError } from '../../core/errors.ts'
import type { TaskRunner } from '../../core/tasks.ts'

/** Longest expression read. */
export const MAX_EXPRESSION_LENGTH = 200
/** How far ahead the next times are looked for. */
export const HORIZON_YEARS = 10
/** Time budget of one search, in a worker thread. */
export const CRON_BUDGET_MS = 3_000

export const FIELD_NAMES = ['second', 'minute', 'hour', 'day_of_month', 'month', 'day_of_week'] as const
export type FieldName = (typeof FIELD_NAMES)[number]

const MACROS: Readonly<Record<string, string>> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
}

// Loaded with the first expression checked, on the thread that checks it.
let cronParser: Promise<typeof CronParser> | undefined
const loadCronParser = () => (cronParser ??= import('cron-parser'))

/** The six fields of an expression (seconds "0" when it has five), macros expanded. */
export function cronFields(expression: string): string[] {
  const text = expression.trim()
  if (text.startsWith('@')) {
    const expanded = MACROS[text.toLowerCase()]
    if (expanded === undefined) throw new OperationError('CRON_MACRO', { macro: text.slice(0, 20) })
    return ['0', ...expanded.split(' ')]
  }
  const parts = text.split(/\s+/).filter(Boolean)
  if (parts.length !== 5 && parts.length !== 6) throw new OperationError('CRON_FIELD_COUNT', { count: parts.length })
  return parts.length === 5 ? ['0', ...parts] : parts
}

function tryParse({ CronExpressionParser }: typeof CronParser, fields: readonly string[]): string | undefined {
  try {
    CronExpressionParser.parse(fields.join(' '), { tz: 'UTC', currentDate: new Date(0) })
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

/** Reads the fields; a field cron-parser refuses is named, a combination that never fires is refused. */
export async function checkCron(fields: readonly string[]): Promise<void> {
  const library = await loadCronParser()
  if (tryParse(library, fields) === undefined) return
  // Each field on its own, the others left open, names the one that is wrong.
  for (const [i, name] of FIELD_NAMES.entries()) {
    const alone = FIELD_NAMES.map((_, j) => (j === i ? fields[j]! : j === 0 ? '0' : '*'))
    if (tryParse(library, alone) !== undefined) throw new OperationError('CRON_FIELD_INVALID', { field: name, value: fields[i]!.slice(0, 40), ...RANGES[name] })
  }
  // Every field reads on its own: the days asked for exist in none of the months asked for.
  throw new OperationError('CRON_NEVER_FIRES', { years: HORIZON_YEARS })
}

const RANGES: Readonly<Record<FieldName, { min: number; max: number }>> = {
  second: { min: 0, max: 59 },
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  day_of_month: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  day_of_week: { min: 0, max: 7 },
}

export type FieldValues = Record<FieldName, Array<number | string>>

export interface CronSearch {
  fields: string[]
  /** IANA zone name or a fixed offset luxon reads (UTC+05:30). */
  zone: string
  /** Unix milliseconds; the times found come strictly after it. */
  from: number
  count: number
}

export interface CronFound {
  /** ISO 8601 times with the zone's offset. */
  next: string[]
  values: FieldValues
}

/** The next `count` times within HORIZON_YEARS of `from`; fewer when no more fall in it. */
export async function searchCron({ fields, zone, from, count }: CronSearch): Promise<CronFound> {
  const { CronExpressionParser } = await loadCronParser()
  const start = DateTime.fromMillis(from, { zone })
  const end = start.plus({ years: HORIZON_YEARS })
  const cron = CronExpressionParser.parse(fields.join(' '), { tz: zone, currentDate: start.toJSDate(), endDate: end.toJSDate() })
  const f = cron.fields
  const values: FieldValues = {
    second: [...f.second.values],
    minute: [...f.minute.values],
    hour: [...f.hour.values],
    day_of_month: [...f.dayOfMonth.values],
    month: [...f.month.values],
    day_of_week: [...f.dayOfWeek.values],
  }
  const next: string[] = []
  while (next.length < count) {
    let at: Date
    try {
      at = cron.next().toDate()
    } catch {
      break // past the horizon, or cron-parser's own step limit
    }
    next.push(DateTime.fromJSDate(at, { zone }).toISO({ suppressMilliseconds: true })!)
  }
  return { next, values }
}

export const scheduleTasks = {
  'schedule.cronSearch': searchCron,
} as const

/** The search, in a worker thread: a budget overrun means the expression is too rare to step through. */
export function runCronSearch(compute: TaskRunner, search: CronSearch): Promise<CronFound> {
  return compute.run('schedule.cronSearch', search, { timeoutMs: CRON_BUDGET_MS, timeoutCode: 'CRON_TOO_SLOW' })
}
