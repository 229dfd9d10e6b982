/**
 * Text comparison: Myers' O(N·D) algorithm from jsdiff (the `diff` package, its diffArrays) on
 * tokens made here (lines, words, or user-perceived characters), given a cap on the edit distance
 * it explores and a time budget, so two long unrelated texts are refused quickly instead of taking
 * seconds. The unified diff is written from the same changes, as GNU `diff -u` writes it.
 */
import type * as Jsdiff from 'diff'
import { ApiError, OperationError } from '../../core/errors.ts'
import { graphemes } from './text.ts'

export const DIFF_UNITS = ['lines', 'words', 'chars'] as const
export type DiffUnit = (typeof DIFF_UNITS)[number]

/** Longest a or b, in UTF-8 bytes. */
export const DIFF_MAX_BYTES = 128 * 1024
/** Most insertions plus deletions (lines, words or characters) explored before giving up. */
export const DIFF_MAX_EDITS = 2_000
/** Time budget of the comparison itself, in milliseconds (it runs in the compute pool, off the event loop). */
export const DIFF_BUDGET_MS = 1_000
/** Most lines of context around each change in the unified diff. */
export const DIFF_MAX_CONTEXT = 20

export type ChangeType = 'added' | 'removed' | 'equal'

export interface TextDiff {
  equal: boolean
  added: number
  removed: number
  changes: { type: ChangeType; value: string }[]
  unified?: string
}

export interface DiffInput {
  a: string
  b: string
  by: DiffUnit
  context: number
}

/** 413 DIFF_INPUT_TOO_LARGE when a or b is over DIFF_MAX_BYTES (or the configured text limit, when lower). */
export function checkDiffSize(a: string, b: string, limit: number): void {
  const max = Math.min(limit, DIFF_MAX_BYTES)
  for (const [param, text] of [['a', a], ['b', b]] as const) {
    if (text.length * 3 <= max) continue
    const size = Buffer.byteLength(text, 'utf8')
    if (size > max) throw new ApiError('DIFF_INPUT_TOO_LARGE', { param, size, max })
  }
}

/** Lines with their line break (\n or \r\n); the last one may have none. */
export function lineTokens(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? []
}

// A word (letters, marks, digits, underscores), a run of whitespace, or one other character.
const WORD_TOKEN = /[\p{L}\p{M}\p{N}_]+|\s+|[^\s\p{L}\p{M}\p{N}_]/gu

/** Words, runs of whitespace and single punctuation marks or symbols, in order. */
export function wordTokens(text: string): string[] {
  return text.match(WORD_TOKEN) ?? []
}

const isSpace = (token: string) => /^\s/.test(token)

interface Run { type: ChangeType; tokens: string[] }

// Loaded with the first comparison, on the thread that makes it: only text/diff needs it.
let jsdiff: Promise<typeof Jsdiff> | undefined
const loadJsdiff = () => (jsdiff ??= import('diff'))

/** The differences between a and b, as runs of equal, removed and added text in order, and a unified diff for lines. */
export async function textDiff({ a, b, by, context }: DiffInput): Promise<TextDiff> {
  const { diffArrays } = await loadJsdiff()
  const tokenize = by === 'lines' ? lineTokens : by === 'words' ? wordTokens : graphemes
  const found = diffArrays(tokenize(a), tokenize(b), { maxEditLength: DIFF_MAX_EDITS, timeout: DIFF_BUDGET_MS })
  if (found === undefined) throw new OperationError('DIFF_TOO_COMPLEX', { unit: by, max: DIFF_MAX_EDITS, ms: DIFF_BUDGET_MS })
  const runs: Run[] = found.map((c) => ({ type: c.added ? 'added' : c.removed ? 'removed' : 'equal', tokens: c.value }))
  const counted = (tokens: string[]) => by === 'words' ? tokens.filter((t) => !isSpace(t)).length : tokens.length
  let added = 0
  let removed = 0
  for (const run of runs) {
    if (run.type === 'added') added += counted(run.tokens)
    else if (run.type === 'removed') removed += counted(run.tokens)
  }
  const changed = runs.some((run) => run.type !== 'equal')
  const result: TextDiff = {
    equal: !changed,
    added,
    removed,
    changes: runs.map(({ type, tokens }) => ({ type, value: tokens.join('') })),
  }
  if (by === 'lines') result.unified = changed ? unifiedDiff(runs, context) : ''
  return result
}

interface Line { type: ChangeType; text: string }

const NO_NEWLINE = '\\ No newline at end of file\n'

/** A range of a hunk header as GNU diff writes it: start,count; the count left out when 1; an empty range starts at the line before. */
function range(start: number, count: number): string {
  if (count === 1) return String(start)
  return `${count === 0 ? start - 1 : start},${count}`
}

function lineOut(prefix: string, text: string): string {
  return text.endsWith('\n') ? `${prefix}${text}` : `${prefix}${text}\n${NO_NEWLINE}`
}

/** The unified diff (headers --- a and +++ b) of line runs, with `context` unchanged lines around each change. */
export function unifiedDiff(runs: readonly Run[], context: number): string {
  const lines: Line[] = runs.flatMap((run) => run.tokens.map((text) => ({ type: run.type, text })))
  // Old and new line numbers (from 1) at each position.
  const oldAt: number[] = []
  const newAt: number[] = []
  let o = 1
  let n = 1
  for (const line of lines) {
    oldAt.push(o)
    newAt.push(n)
    if (line.type !== 'added') o++
    if (line.type !== 'removed') n++
  }
  const changes = lines.flatMap((line, i) => line.type === 'equal' ? [] : [i])
  let out = '--- a\n+++ b\n'
  let k = 0
  while (k < changes.length) {
    let last = k
    // Changes closer than two contexts apart share a hunk.
    while (last + 1 < changes.length && changes[last + 1]! - changes[last]! - 1 <= 2 * context) last++
    const from = Math.max(0, changes[k]! - context)
    const to = Math.min(lines.length - 1, changes[last]! + context)
    const slice = lines.slice(from, to + 1)
    const oldCount = slice.filter((l) => l.type !== 'added').length
    const newCount = slice.filter((l) => l.type !== 'removed').length
    out += `@@ -${range(oldAt[from]!, oldCount)} +${range(newAt[from]!, newCount)} @@\n`
    for (const line of slice) out += lineOut(line.type === 'added' ? '+' : line.type === 'removed' ? '-' : ' ', line.text)
    k = last + 1
  }
  return out
}
