/**
 * SQL formatting with sql-formatter (the maintained formatter behind most editor extensions, with a
 * grammar per dialect). Its parser slows down sharply with nesting (100 nested parentheses take
 * about half a second, 400 several seconds), so nesting is capped before it starts, the length is
 * capped by the operation, and the work runs in the compute pool under a time budget.
 */
import type { FormatOptionsWithLanguage, SqlLanguage } from 'sql-formatter'
import { OperationError, errorDetail } from '../../core/errors.ts'
import { excerpt } from '../data/codec.ts'

/** Longest SQL text formatted, in characters. */
export const MAX_SQL_LENGTH = 100_000
/** Deepest nesting of parentheses accepted. */
export const MAX_SQL_NESTING = 50
/** Time budget of one call, in milliseconds. */
export const SQL_BUDGET_MS = 5_000

/** The dialects offered, and the sql-formatter language of each. */
export const SQL_DIALECTS = {
  sql: 'sql', postgresql: 'postgresql', mysql: 'mysql', mariadb: 'mariadb', sqlite: 'sqlite',
  tsql: 'transactsql', plsql: 'plsql', bigquery: 'bigquery', snowflake: 'snowflake',
} as const satisfies Record<string, SqlLanguage>
export type SqlDialect = keyof typeof SQL_DIALECTS

export interface SqlOptions { dialect: SqlDialect; keywordCase: 'upper' | 'lower' | 'preserve'; indent: number }

/**
 * The deepest parenthesis nesting outside string literals, quoted identifiers and comments, with
 * where it first passes max (1-based line and column), or undefined when it stays within.
 */
function tooDeep(sql: string, max: number): { line: number; column: number } | undefined {
  let depth = 0
  let line = 1
  let lineStart = 0
  const n = sql.length
  for (let i = 0; i < n; i++) {
    const c = sql[i]!
    if (c === '\n') {
      line++
      lineStart = i + 1
    } else if (c === "'" || c === '"' || c === '`') {
      const end = sql.indexOf(c, i + 1)
      if (end === -1) return undefined
      for (let j = i + 1; j < end; j++) if (sql.charCodeAt(j) === 10) { line++; lineStart = j + 1 }
      i = end
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i)
      if (end === -1) return undefined
      i = end - 1
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2)
      if (end === -1) return undefined
      for (let j = i + 2; j < end; j++) if (sql.charCodeAt(j) === 10) { line++; lineStart = j + 1 }
      i = end + 1
    } else if (c === '(') {
      if (++depth > max) return { line, column: i - lineStart + 1 }
    } else if (c === ')') {
      depth--
    }
  }
  return undefined
}

// Loaded on first use: its grammars take about half a second to load, which every worker thread
// and every start of the service would pay otherwise.
let formatter: Promise<{ format: (sql: string, options: FormatOptionsWithLanguage) => string }> | undefined

/** The SQL laid out with one clause per line and indented subqueries; 422 when it cannot be read. */
export async function formatSql(sql: string, options: SqlOptions): Promise<string> {
  const deep = tooDeep(sql, MAX_SQL_NESTING)
  if (deep) throw new OperationError('SQL_TOO_DEEP', { max: MAX_SQL_NESTING, ...deep })
  const { format } = await (formatter ??= import('sql-formatter'))
  try {
    return format(sql, { language: SQL_DIALECTS[options.dialect], keywordCase: options.keywordCase, tabWidth: options.indent })
  } catch (error) {
    const detail = errorDetail(error)
    const at = /at line (\d+) column (\d+)/.exec(detail)
    const what = excerpt(detail.replace(/\s*at line \d+ column \d+.*$/, ''), 200)
    if (at) throw new OperationError('SQL_SYNTAX', { line: Number(at[1]), column: Number(at[2]), detail: what })
    throw new OperationError('SQL_UNREADABLE', { detail: what })
  }
}
