/**
 * Testing a PHP-style delimited regular expression (`/\d+/i`, `#a.b#s`, `{x}`) against a text,
 * with JavaScript's RegExp engine.
 *
 * The pattern is written the PHP/PCRE way: a delimiter, the pattern, the same delimiter (or the
 * matching bracket for ( [ { <), then flags. The pattern between the delimiters is run with
 * JavaScript syntax and semantics; a few PCRE spellings that JavaScript lacks are rewritten (see
 * translatePattern). Matching runs in a worker thread with a time budget, because a backtracking
 * engine can take exponential time on a short pattern (catastrophic backtracking).
 */
import { ApiError, OperationError } from '../../core/errors.ts'
import type { TaskRunner } from '../../core/tasks.ts'

export const MAX_PATTERN_LENGTH = 1_000
export const MAX_SUBJECT_LENGTH = 100_000
export const MAX_MATCHES = 1_000
/** Characters of matched and captured text a result may carry (captures can overlap and repeat). */
export const MAX_OUTPUT_CHARS = 1_000_000
/** Wall-clock budget of one regex test, in milliseconds. */
export const REGEX_BUDGET_MS = 1_000

// ---------------------------------------------------------------------------------------------
// Delimiters and flags
// ---------------------------------------------------------------------------------------------

const CLOSING_BRACKET: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}', '<': '>' }

export interface DelimitedPattern {
  /** The pattern between the delimiters, as written. */
  body: string
  /** The characters after the closing delimiter. */
  flags: string
  open: string
  close: string
}

/**
 * Splits `/body/flags` the way PHP's preg functions do: leading whitespace is skipped; the
 * delimiter is any ASCII character other than a letter, a digit, a backslash or whitespace;
 * a backslash escapes the next character; bracket delimiters nest, so `{a{2}}` is the body `a{2}`.
 * Whitespace after the flags is ignored.
 */
export function splitDelimited(pattern: string): DelimitedPattern {
  const start = pattern.search(/\S/)
  if (start < 0) throw new OperationError('PARAM_REQUIRED', { param: 'pattern' })
  const open = String.fromCodePoint(pattern.codePointAt(start)!)
  if (!/^[!-~]$/.test(open) || /^[A-Za-z0-9\\]$/.test(open)) throw new OperationError('REGEX_DELIMITER', { char: open })
  const close = CLOSING_BRACKET[open] ?? open
  let depth = 0
  for (let i = start + 1; i < pattern.length; i++) {
    const c = pattern[i]
    if (c === '\\') { i++; continue }
    if (c === close) {
      if (depth === 0) return { body: pattern.slice(start + 1, i), flags: pattern.slice(i + 1).trimEnd(), open, close }
      depth--
    } else if (c === open && close !== open) {
      depth++
    }
  }
  throw new OperationError('REGEX_NO_END_DELIMITER', { open, close })
}

export interface Flags {
  /** Flags for the RegExp constructor (g is always among them: every match is listed). */
  js: string
  /** x: whitespace and # comments outside character classes are removed from the pattern. */
  extended: boolean
}

// PHP/PCRE modifiers and JavaScript flags, to the JavaScript flag each becomes ('' = no flag needed).
const FLAG_MEANING: Readonly<Record<string, string>> = {
  i: 'i', m: 'm', s: 's', u: 'u', x: '',
  A: 'y', // anchored: every match starts where the previous one ended, which is JavaScript's sticky flag
  D: '', // dollar matches only at the very end: already what JavaScript's $ does without m
  S: '', // PCRE "study": an optimisation hint, nothing to do
  g: 'g', // no PHP modifier (preg_match_all lists every match); accepted because JavaScript users write it
  y: 'y', d: 'd', v: 'v', // JavaScript-only: sticky, group indices, Unicode sets
}
const JS_FLAG_ORDER = 'dgimsuvy' // the order RegExp.prototype.flags uses

export function translateFlags(flags: string): Flags {
  if (flags.includes('U')) throw new OperationError('REGEX_FLAG_UNGREEDY')
  const unknown = [...new Set(flags)].filter((f) => !Object.hasOwn(FLAG_MEANING, f))
  if (unknown.length > 0) throw new OperationError('REGEX_UNKNOWN_FLAGS', { flags: unknown.map((f) => JSON.stringify(f)).join(', ') })
  const js = new Set(['g', ...[...flags].map((f) => FLAG_MEANING[f]!)])
  return { js: [...JS_FLAG_ORDER].filter((f) => js.has(f)).join(''), extended: flags.includes('x') }
}

// ---------------------------------------------------------------------------------------------
// Pattern translation
// ---------------------------------------------------------------------------------------------

// Characters a JavaScript pattern may escape in every mode (a Unicode-mode pattern refuses \# or \~).
const JS_SYNTAX = new Set([...'^$\\.*+?()[]{}|/'])
/**
 * Whether `\c` may be written as plain `c`: PCRE reads an escaped non-alphanumeric character as
 * itself. Letters and digits are escape sequences, syntax characters must stay escaped, and in a
 * class so must `-` (a range) and, with v, the set operators' punctuation, which v lets one escape.
 */
function isPlainEscape(c: string, inClass: boolean, unicodeSets: boolean): boolean {
  if (/^[A-Za-z0-9]$/.test(c) || JS_SYNTAX.has(c)) return false
  return !inClass || (c !== '-' && !unicodeSets)
}

// PCRE extended-mode whitespace.
const X_SPACE = new Set([' ', '\t', '\n', '\v', '\f', '\r'])
const GROUP_NAME = /^[A-Za-z_$][\w$]*$/

/**
 * Rewrites the pattern written between PHP delimiters into JavaScript RegExp source:
 * - an escaped punctuation character that JavaScript does not let a Unicode-mode pattern escape
 *   (an escaped delimiter such as `\#` in `#a\#b#`, or `\ ` under x) becomes the character itself,
 *   which is what PCRE means by it, so the pattern stays valid with the u flag;
 * - with x: unescaped whitespace and `#` comments outside character classes are removed;
 * - PCRE spellings JavaScript lacks: `(?P<name>…)` → `(?<name>…)`, `(?P=name)` → `\k<name>`,
 *   `(?#comment)` removed, `\A` (start of text), `\z` (end of text), `\Z` (end, or before a final newline).
 * Everything else is JavaScript syntax and is passed through for the engine to judge.
 */
export function translatePattern(body: string, flags: Flags): string {
  const unicodeSets = flags.js.includes('v')
  let out = ''
  let classDepth = 0
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (c === '\\') {
      const next = body[i + 1]
      i++
      if (next === undefined) { out += '\\'; continue }
      if (isPlainEscape(next, classDepth > 0, unicodeSets)) out += next
      else if (classDepth === 0 && next === 'A') out += '(?<![\\s\\S])'
      else if (classDepth === 0 && next === 'z') out += '(?![\\s\\S])'
      else if (classDepth === 0 && next === 'Z') out += '(?=\\n?(?![\\s\\S]))'
      else out += `\\${next}`
      continue
    }
    if (classDepth > 0) {
      if (c === ']') classDepth--
      else if (c === '[' && unicodeSets) classDepth++
      out += c
      continue
    }
    if (c === '[') { classDepth = 1; out += c; continue }
    if (flags.extended && X_SPACE.has(c)) continue
    if (flags.extended && c === '#') {
      const end = body.indexOf('\n', i)
      i = end < 0 ? body.length : end
      continue
    }
    if (c === '(' && body.startsWith('?#', i + 1)) {
      const end = body.indexOf(')', i)
      if (end >= 0) { i = end; continue }
    }
    if (c === '(' && body.startsWith('?P<', i + 1)) { out += '(?<'; i += 3; continue }
    if (c === '(' && body.startsWith('?P=', i + 1)) {
      const end = body.indexOf(')', i)
      const name = end < 0 ? '' : body.slice(i + 4, end)
      if (GROUP_NAME.test(name)) { out += `\\k<${name}>`; i = end; continue }
    }
    out += c
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Matching (runs in a worker thread)
// ---------------------------------------------------------------------------------------------

export interface RegexMatch {
  match: string
  /** Offset of the match in the text, in UTF-16 code units (JavaScript string indexes), from 0. */
  index: number
  /** Numbered capture groups 1, 2, …; null for a group that did not take part in the match. */
  groups: (string | null)[]
  /** Named capture groups; null for a group that did not take part. */
  named: Record<string, string | null>
  /** With the d flag: [start, end) of the match (first) and of each group; null when it did not take part. */
  indices?: ([number, number] | null)[]
}

export interface RegexReport {
  matched: boolean
  count: number
  matches: RegexMatch[]
  /** True when more matches exist than the list holds. */
  truncated: boolean
  flags_used: string
  js_pattern: string
}

/** What the worker receives: a pattern already checked on the main thread, and the text. */
export interface RegexTask { source: string; flags: string; text: string }

/**
 * Compiles a delimited pattern into the RegExp that runs, or throws a 422 naming the problem.
 * Cheap (parsing is linear in the pattern's length; V8 compiles for matching only on first use),
 * so it runs on the main thread: a mistake in the pattern is reported at once and never waits
 * for, or depends on, a worker thread.
 */
export function compileDelimited(pattern: string): RegExp {
  const delimited = splitDelimited(pattern)
  const flags = translateFlags(delimited.flags)
  return compile(translatePattern(delimited.body, flags), flags.js)
}

/** Compiles a JavaScript pattern source with its flags, or throws 422 INVALID_REGEX with the engine's reason. */
export function compile(source: string, flags: string): RegExp {
  try {
    return new RegExp(source, flags)
  } catch (error) {
    throw new OperationError('INVALID_REGEX', { detail: engineReason(error) })
  }
}

// V8 says "Invalid regular expression: /<source>/<flags>: <reason>"; the source is what the
// caller just sent (translated), so only the reason is worth repeating.
function engineReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const reason = /^Invalid regular expression: [\s\S]*: ([^:]+)$/.exec(message)?.[1]
  return reason ?? message
}

/** Lists the matches of a compiled pattern (source and flags, g among them) in a text. The worker task 'regex.test'. */
export function listMatches({ source, flags, text }: RegexTask): RegexReport {
  const re = compile(source, flags)
  const stepsByCodePoint = re.unicode || re.flags.includes('v')
  const matches: RegexMatch[] = []
  let output = 0
  let truncated = false
  for (;;) {
    const m = exec(re, text)
    if (m === null) break
    // An empty match leaves lastIndex where it was; step past it, by a whole character in Unicode mode.
    if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, stepsByCodePoint)
    if (matches.length === MAX_MATCHES) { truncated = true; break }
    const entry = toMatch(m)
    output += sizeOf(entry)
    if (output > MAX_OUTPUT_CHARS) {
      if (matches.length === 0) throw new OperationError('REGEX_OUTPUT_TOO_LARGE', { max: MAX_OUTPUT_CHARS })
      truncated = true
      break
    }
    matches.push(entry)
    if (re.lastIndex > text.length) break
  }
  return {
    matched: matches.length > 0,
    count: matches.length,
    matches,
    truncated,
    flags_used: re.flags,
    js_pattern: `/${re.source}/${re.flags}`,
  }
}

// V8 throws a RangeError when a match needs more backtracking memory than it allows.
function exec(re: RegExp, text: string): RegExpExecArray | null {
  try {
    return re.exec(text)
  } catch (error) {
    if (error instanceof RangeError) throw new ApiError('TOO_COMPLEX')
    throw error
  }
}

function advance(text: string, index: number, byCodePoint: boolean): number {
  if (!byCodePoint || index + 1 >= text.length) return index + 1
  const unit = text.charCodeAt(index)
  const next = text.charCodeAt(index + 1)
  return unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1
}

/**
 * Every match of a global regular expression in a text, from the start, in order. After an empty
 * match the search moves on by one character (a whole code point in Unicode mode), as
 * String.prototype.replace does. A match that needs more backtracking memory than V8 allows is
 * a 422 TOO_COMPLEX.
 */
export function* eachMatch(re: RegExp, text: string): Generator<RegExpExecArray, void, undefined> {
  const stepsByCodePoint = re.unicode || re.flags.includes('v')
  re.lastIndex = 0
  for (;;) {
    const m = exec(re, text)
    if (m === null) return
    if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, stepsByCodePoint)
    yield m
    if (re.lastIndex > text.length) return
  }
}

function toMatch(m: RegExpExecArray): RegexMatch {
  const entry: RegexMatch = {
    match: m[0],
    index: m.index,
    groups: m.slice(1).map((g) => g ?? null),
    // fromEntries defines own properties, so a group named __proto__ stays a plain key.
    named: Object.fromEntries(Object.entries(m.groups ?? {}).map(([name, g]) => [name, g ?? null])),
  }
  if (m.indices) entry.indices = Array.from(m.indices, (pair) => (pair ? [pair[0], pair[1]] : null))
  return entry
}

function sizeOf(entry: RegexMatch): number {
  let size = entry.match.length
  for (const g of entry.groups) size += g?.length ?? 0
  for (const g of Object.values(entry.named)) size += g?.length ?? 0
  return size
}

/** Worker-thread tasks of this module, by name (see src/workers/tasks.ts). */
export const regexTasks = {
  'regex.test': listMatches,
} as const

/**
 * Tests a delimited pattern against a text: the pattern is checked here, the matching runs in the
 * worker pool within REGEX_BUDGET_MS. Running out of time is the pattern's doing on this text
 * (catastrophic backtracking), so it is a 422 the caller can act on.
 */
export async function testRegex(compute: TaskRunner, pattern: string, text: string): Promise<RegexReport> {
  const re = compileDelimited(pattern)
  return compute.run('regex.test', { source: re.source, flags: re.flags, text }, { timeoutMs: REGEX_BUDGET_MS, timeoutCode: 'REGEX_TIMEOUT' })
}
