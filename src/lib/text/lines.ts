/**
 * Line-oriented text operations, and reversal. Lines are split at \n and \r\n and joined with \n;
 * a line break at the very end of the text ends the last line and is kept (see splitLines).
 */
import { checkOutputSize, foldCase, graphemes, isBlank, joinLines, normalizeLineBreaks, splitLines } from './text.ts'

export const REVERSE_UNITS = ['characters', 'words', 'lines'] as const
export type ReverseUnit = (typeof REVERSE_UNITS)[number]

export function reverseText({ text, by }: { text: string; by: ReverseUnit }): { by: ReverseUnit; output: string } {
  const source = normalizeLineBreaks(text)
  switch (by) {
    case 'characters':
      return { by, output: graphemes(source).reverse().join('') }
    case 'words':
      return { by, output: source.split('\n').map(reverseWords).join('\n') }
    case 'lines': {
      const { lines, trailingBreak } = splitLines(source)
      return { by, output: joinLines(lines.reverse(), trailingBreak) }
    }
  }
}

/** The whitespace-separated pieces of a line in reverse order; the runs of whitespace stay where they were. */
function reverseWords(line: string): string {
  // Words at even indexes, spacing at odd ones; the first and last word are '' when the line
  // starts or ends with white space, and stay there.
  const tokens = line.split(/(\s+)/)
  const words = tokens.filter((t, i) => i % 2 === 0 && t !== '').reverse()
  let next = 0
  return tokens.map((t, i) => (i % 2 === 0 && t !== '' ? words[next++]! : t)).join('')
}

export const SORT_ORDERS = ['asc', 'desc'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

export interface SortLinesInput { text: string; order: SortOrder; case_insensitive: boolean; natural: boolean }

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** Sorts lines; equal lines (under the chosen comparison) keep their order, in both directions. */
export function sortLines({ text, order, case_insensitive, natural }: SortLinesInput): { output: string; lines: number } {
  const { lines, trailingBreak } = splitLines(text)
  const sign = order === 'desc' ? -1 : 1
  let sorted: string[]
  if (natural) {
    const collator = new Intl.Collator('en', { numeric: true, sensitivity: case_insensitive ? 'accent' : 'variant' })
    sorted = lines.sort((a, b) => sign * collator.compare(a, b))
  } else if (case_insensitive) {
    const keyed = lines.map((line) => ({ line, key: foldCase(line) }))
    sorted = keyed.sort((a, b) => sign * byCodeUnits(a.key, b.key)).map((k) => k.line)
  } else {
    sorted = lines.sort((a, b) => sign * byCodeUnits(a, b))
  }
  return { output: joinLines(sorted, trailingBreak), lines: sorted.length }
}

export interface LineFilterResult { output: string; lines: number; removed: number }

function filterLines(text: string, keep: (line: string) => boolean): LineFilterResult {
  const { lines, trailingBreak } = splitLines(text)
  const kept = lines.filter(keep)
  return { output: joinLines(kept, trailingBreak), lines: kept.length, removed: lines.length - kept.length }
}

/** Keeps the first of each set of equal lines. */
export function dedupeLines({ text, case_insensitive }: { text: string; case_insensitive: boolean }): LineFilterResult {
  const seen = new Set<string>()
  return filterLines(text, (line) => {
    const key = case_insensitive ? foldCase(line) : line
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

export function removeEmptyLines({ text }: { text: string }): LineFilterResult {
  return filterLines(text, (line) => !isBlank(line))
}

export function trimLines({ text }: { text: string }): { output: string; lines: number } {
  const { lines, trailingBreak } = splitLines(text)
  return { output: joinLines(lines.map((line) => line.trim()), trailingBreak), lines: lines.length }
}

export const LINE_NUMBER_PADDINGS = ['none', 'space', 'zero'] as const
export type LineNumberPadding = (typeof LINE_NUMBER_PADDINGS)[number]

export interface LineNumbersInput { text: string; start: number; padding: LineNumberPadding; separator: string }

export function addLineNumbers({ text, start, padding, separator }: LineNumbersInput): { output: string; lines: number } {
  const { lines, trailingBreak } = splitLines(text)
  const width = String(start + Math.max(lines.length, 1) - 1).length
  // Checked before building, counting every number at its widest.
  checkOutputSize(joinedLength(lines, 1) + (trailingBreak ? 1 : 0) + lines.length * (width + separator.length))
  const pad = padding === 'zero' ? '0' : ' '
  const numbered = lines.map((line, i) => {
    const n = String(start + i)
    return (padding === 'none' ? n : n.padStart(width, pad)) + separator + line
  })
  return { output: joinLines(numbered, trailingBreak), lines: numbered.length }
}

export function removeLineBreaks({ text, separator }: { text: string; separator: string }): { output: string } {
  const { lines } = splitLines(text)
  checkOutputSize(joinedLength(lines, separator.length))
  return { output: lines.join(separator) }
}

/** Length of lines joined with a separator of the given length. */
function joinedLength(lines: readonly string[], separatorLength: number): number {
  let size = Math.max(0, lines.length - 1) * separatorLength
  for (const line of lines) size += line.length
  return size
}

/** The text `times` times with the separator between; the size is checked before anything is built. */
export function repeatText({ text, times, separator }: { text: string; times: number; separator: string }): { output: string } {
  const source = normalizeLineBreaks(text)
  checkOutputSize(times * source.length + (times - 1) * separator.length)
  return { output: times === 1 ? source : (source + separator).repeat(times - 1) + source }
}
