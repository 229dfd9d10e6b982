/**
 * Shared conventions of the text operations: the text parameter and its size limit, lines,
 * grapheme clusters, words, case folding and the output size cap.
 *
 * Every helper here is linear in the length of its input: the text operations accept up to
 * TEXT_LIMIT_BYTES (1 MiB by default) and must never go quadratic on that.
 */
import { z } from 'zod'
import { ApiError } from '../../core/errors.ts'

/** Longest result a text operation builds, in UTF-16 code units (JavaScript string length). */
export const MAX_TEXT_OUTPUT = 10_000_000

/** Longest separator parameter, in characters. */
export const MAX_SEPARATOR_LENGTH = 100

// ---------------------------------------------------------------------------------------------
// Parameters and limits
// ---------------------------------------------------------------------------------------------

/** The required `text` parameter. Its size is checked in UTF-8 bytes by checkTextSize, against the configured limit. */
export function textInput(description: string) {
  return z.string().describe(description)
}

/** A separator parameter with its default, at most MAX_SEPARATOR_LENGTH characters (the description says so). */
export function separatorParam(fallback: string, description: string) {
  return z.string().max(MAX_SEPARATOR_LENGTH).default(fallback).describe(description)
}

/** The required `find` parameter: at least one character (422 FIND_EMPTY otherwise). */
export function findParam(description: string) {
  return z.string().min(1, 'FIND_EMPTY').describe(description)
}

/** An optional on/off flag, off by default (the description says so). */
export function flagParam(description: string) {
  return z.boolean().default(false).describe(description)
}

/** 413 TEXT_TOO_LARGE when the UTF-8 encoding of the text is over the limit (bytes). */
export function checkTextSize(text: string, limit: number): void {
  // Cheap pre-check: a UTF-16 code unit is at most 3 UTF-8 bytes, and at least 1.
  if (text.length * 3 <= limit) return
  const size = Buffer.byteLength(text, 'utf8')
  if (size > limit) throw new ApiError('TEXT_TOO_LARGE', { size, limit })
}

/** 413 OUTPUT_TOO_LARGE when a result would be longer than MAX_TEXT_OUTPUT; call it before building the result. */
export function checkOutputSize(length: number): void {
  if (length > MAX_TEXT_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_TEXT_OUTPUT })
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

/** Every \r\n becomes \n (a lone \r is left alone: it is not a line break here). */
export function normalizeLineBreaks(text: string): string {
  return text.includes('\r\n') ? text.replace(/\r\n/g, '\n') : text
}

export interface Lines {
  lines: string[]
  /** The text ended with a line break: it ended the last line rather than starting an empty one. */
  trailingBreak: boolean
}

/**
 * The lines of a text, split at \n and \r\n. An empty text has no lines; a line break at the very
 * end ends the last line (so "a\nb\n" is two lines), and joinLines puts it back.
 */
export function splitLines(text: string): Lines {
  if (text === '') return { lines: [], trailingBreak: false }
  const lines = text.split(/\r?\n/)
  const trailingBreak = lines.length > 1 && lines[lines.length - 1] === ''
  if (trailingBreak) lines.pop()
  return { lines, trailingBreak }
}

/** Lines joined with \n, with a final \n when the input had one (and any line is left). */
export function joinLines(lines: readonly string[], trailingBreak: boolean): string {
  return lines.length === 0 ? '' : lines.join('\n') + (trailingBreak ? '\n' : '')
}

/** Whether a line holds nothing but whitespace. */
export function isBlank(line: string): boolean {
  return !/\S/.test(line)
}

// ---------------------------------------------------------------------------------------------
// Grapheme clusters
// ---------------------------------------------------------------------------------------------

// Made with the first text segmented: creating the first segmenter loads ICU's break rules, some
// 10 ms that start-up need not spend.
let segmenter: Intl.Segmenter | undefined
const graphemeSegmenter = () => (segmenter ??= new Intl.Segmenter('en', { granularity: 'grapheme' }))
// Node 20's Intl.Segmenter takes time proportional to the length of the segmented string at every
// step, so a whole 1 MB text is quadratic (minutes). It is given short pieces instead.
const WINDOW = 256
// Stretches holding a non-ASCII character, with the ASCII character before (a base that a
// combining mark may attach to) and after (which may follow a prepended mark). Between two ASCII
// characters there is always a cluster boundary, except inside \r\n, which is kept whole.
const COMPLEX = /(?:\r\n|[\0-\x7f])?[^\0-\x7f]+(?:[\0-\x7f][^\0-\x7f]+)*(?:\r\n|[\0-\x7f])?/g

/**
 * The user-perceived characters (extended grapheme clusters, Unicode UAX #29) of a text: an emoji
 * ZWJ sequence, a flag, or a letter with its combining marks is one element.
 */
export function graphemes(text: string): string[] {
  const out: string[] = []
  let at = 0
  for (const m of text.matchAll(COMPLEX)) {
    pushAscii(text, at, m.index, out)
    segmentInto(m[0], out)
    at = m.index + m[0].length
  }
  pushAscii(text, at, text.length, out)
  return out
}

function pushAscii(text: string, from: number, to: number, out: string[]): void {
  for (let i = from; i < to; i++) {
    if (text.charCodeAt(i) === 13 && text.charCodeAt(i + 1) === 10 && i + 1 < to) {
      out.push('\r\n')
      i++
    } else {
      out.push(text[i]!)
    }
  }
}

function segmentInto(piece: string, out: string[]): void {
  let at = 0
  while (at < piece.length) {
    if (piece.length - at <= WINDOW) {
      for (const s of graphemeSegmenter().segment(piece.slice(at))) out.push(s.segment)
      return
    }
    // All clusters of a window but the last, which may go on past the window's end.
    const segments = Array.from(graphemeSegmenter().segment(piece.slice(at, at + WINDOW)), (s) => s.segment)
    if (segments.length > 1) {
      segments.pop()
      for (const s of segments) {
        out.push(s)
        at += s.length
      }
      continue
    }
    // One cluster fills the window (a letter with hundreds of marks): find where it ends by
    // looking at ever longer windows, taking only the first two steps of each.
    const first = longCluster(piece, at)
    out.push(first)
    at += first.length
  }
}

function longCluster(piece: string, at: number): string {
  for (let size = WINDOW * 2; ; size *= 2) {
    const end = Math.min(piece.length, at + size)
    const iterator = graphemeSegmenter().segment(piece.slice(at, end))[Symbol.iterator]()
    const first = iterator.next().value!.segment
    if (end === piece.length || !iterator.next().done) return first
  }
}

// ---------------------------------------------------------------------------------------------
// Code points and whitespace
// ---------------------------------------------------------------------------------------------

/** Characters counted as Unicode code points (a surrogate pair is one). */
export function codePointCount(text: string): number {
  let pairs = 0
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) { pairs++; i++ }
    }
  }
  return text.length - pairs
}

/** Number of whitespace characters (what \s matches in JavaScript). */
export function whitespaceCount(text: string): number {
  let count = 0
  const re = /\s+/g
  for (let m = re.exec(text); m !== null; m = re.exec(text)) count += m[0].length
  return count
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

/**
 * A word: letters, combining marks and digits of any script, possibly joined by an apostrophe
 * (' or ’) or a hyphen (state-of-the-art, don't), or between digits by . or , (3.14, 1,000).
 * Everything else (spaces, punctuation, symbols, emoji) separates words. Scripts written without
 * spaces (Chinese, Japanese, Thai) give one word per unbroken run.
 */
export const WORD = /[\p{L}\p{M}\p{N}]+(?:(?:['’‐-]|(?<=\p{N})[.,](?=\p{N}))[\p{L}\p{M}\p{N}]+)*/gu

/** The words of a text, in order (see WORD). */
export function words(text: string): string[] {
  return text.match(WORD) ?? []
}

// ---------------------------------------------------------------------------------------------
// Case
// ---------------------------------------------------------------------------------------------

/**
 * Lower case without a locale, except that İ (U+0130) stays as it is: its lower case is two
 * characters (i + U+0307), and keeping every position in place lets a match found in the lower
 * case text be cut from the original. Every other lower-case mapping is one unit for one unit.
 */
export function lowerCase(text: string): string {
  if (!text.includes('\u0130')) return text.toLowerCase()
  return text.split('\u0130').map((part) => part.toLowerCase()).join('\u0130')
}

// Lower-case letters that Unicode simple case folding maps to another lower-case letter: the
// equivalences a JavaScript /iu regular expression makes beyond lower-casing (µ and μ, ς and σ, ſ and s…).
const FOLD_LOWER: Readonly<Record<string, string>> = {
  '\u00b5': '\u03bc', '\u017f': 's', '\u0345': '\u03b9', '\u03c2': '\u03c3', '\u03d0': '\u03b2', '\u03d1': '\u03b8',
  '\u03d5': '\u03c6', '\u03d6': '\u03c0', '\u03f0': '\u03ba', '\u03f1': '\u03c1', '\u03f5': '\u03b5',
  '\u1c80': '\u0432', '\u1c81': '\u0434', '\u1c82': '\u043e', '\u1c83': '\u0441', '\u1c84': '\u0442', '\u1c85': '\u0442',
  '\u1c86': '\u044a', '\u1c87': '\u0463', '\u1c88': '\ua64b', '\u1e9b': '\u1e61', '\u1fbe': '\u03b9', '\ufb05': '\ufb06',
}
// Written as \u escapes: U+0345 is a combining mark, which would otherwise attach to its neighbour.
const FOLD_LOWER_CLASS = `[${Object.keys(FOLD_LOWER).map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`
const HAS_FOLD_LOWER = new RegExp(FOLD_LOWER_CLASS)
const FOLD_LOWER_ALL = new RegExp(FOLD_LOWER_CLASS, 'g')

/**
 * Unicode simple case folding, the comparison a JavaScript /iu regular expression makes: K and k
 * (and the Kelvin sign), Σ, σ and ς are alike; ß and SS are not (that would be full folding);
 * dotted İ and dotless ı are distinct from i and I. The result has the same length as the text,
 * position for position.
 */
export function foldCase(text: string): string {
  const lower = lowerCase(text)
  return HAS_FOLD_LOWER.test(lower) ? lower.replace(FOLD_LOWER_ALL, (c) => FOLD_LOWER[c]!) : lower
}

// Letters whose title case differs from their upper case: the Latin digraphs (ǆ → ǅ, not Ǆ).
const TITLE_CASE: Readonly<Record<string, string>> = {
  'Ǆ': 'ǅ', 'ǅ': 'ǅ', 'ǆ': 'ǅ', 'Ǉ': 'ǈ', 'ǈ': 'ǈ', 'ǉ': 'ǈ', 'Ǌ': 'ǋ', 'ǋ': 'ǋ', 'ǌ': 'ǋ', 'Ǳ': 'ǲ', 'ǲ': 'ǲ', 'ǳ': 'ǲ',
}

/**
 * The first character in title case and the rest lower case, as Unicode defines them without a
 * locale. A letter whose upper case is several letters keeps only the first one capital (ß → Ss, ﬁ → Fi).
 */
export function capitalize(word: string): string {
  const first = word.codePointAt(0)
  if (first === undefined) return ''
  const letter = String.fromCodePoint(first)
  const upper = TITLE_CASE[letter] ?? letter.toUpperCase()
  const head = upper.length > letter.length ? upper[0]! + upper.slice(1).toLowerCase() : upper
  return head + word.slice(letter.length).toLowerCase()
}

// ---------------------------------------------------------------------------------------------
// Literal search
// ---------------------------------------------------------------------------------------------

/**
 * Start indexes (UTF-16) of a non-empty needle in a haystack, left to right; overlapping ones too
 * when asked. Knuth-Morris-Pratt: linear in both lengths whatever they hold, where repeated
 * indexOf or a regular expression can take length × length on a text like 'aaaa…'.
 */
export function findAll(haystack: string, needle: string, overlapping: boolean): number[] {
  const m = needle.length
  const failure = new Int32Array(m)
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && needle.charCodeAt(i) !== needle.charCodeAt(k)) k = failure[k - 1]!
    if (needle.charCodeAt(i) === needle.charCodeAt(k)) k++
    failure[i] = k
  }
  const found: number[] = []
  for (let i = 0, k = 0; i < haystack.length; i++) {
    const c = haystack.charCodeAt(i)
    while (k > 0 && c !== needle.charCodeAt(k)) k = failure[k - 1]!
    if (c === needle.charCodeAt(k)) k++
    if (k === m) {
      found.push(i - m + 1)
      k = overlapping ? failure[m - 1]! : 0
    }
  }
  return found
}

/** findAll with an optional case-insensitive comparison (foldCase: positions stay those of the text). */
export function findLiteral(text: string, find: string, options: { caseInsensitive: boolean; overlapping: boolean }): number[] {
  return options.caseInsensitive
    ? findAll(foldCase(text), foldCase(find), options.overlapping)
    : findAll(text, find, options.overlapping)
}
