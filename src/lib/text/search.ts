/**
 * Finding things in a text: literal and regular-expression replacement, counting a substring,
 * and extracting e-mail addresses and URLs.
 */
import { ApiError, OperationError } from '../../core/errors.ts'
import { compile, eachMatch, MAX_PATTERN_LENGTH, translatePattern } from './regex.ts'
import { checkOutputSize, findLiteral, normalizeLineBreaks } from './text.ts'

export interface ReplaceResult { output: string; count: number }

export interface FindReplaceInput { text: string; find: string; replace: string; case_insensitive: boolean }

/** Replaces every occurrence of a literal text, left to right, without overlaps. */
export function replaceLiteral({ text, find, replace, case_insensitive }: FindReplaceInput): ReplaceResult {
  const source = normalizeLineBreaks(text)
  const needle = normalizeLineBreaks(find)
  const replacement = normalizeLineBreaks(replace)
  const found = findLiteral(source, needle, { caseInsensitive: case_insensitive, overlapping: false })
  checkOutputSize(source.length + found.length * (replacement.length - needle.length))
  const parts: string[] = []
  let at = 0
  for (const index of found) {
    parts.push(source.slice(at, index), replacement)
    at = index + needle.length
  }
  parts.push(source.slice(at))
  return { output: parts.join(''), count: found.length }
}

export interface CountInput { text: string; find: string; case_insensitive: boolean; overlapping: boolean }

export function countOccurrences({ text, find, case_insensitive, overlapping }: CountInput): { count: number } {
  const found = findLiteral(normalizeLineBreaks(text), normalizeLineBreaks(find), { caseInsensitive: case_insensitive, overlapping })
  return { count: found.length }
}

// ---------------------------------------------------------------------------------------------
// Regular-expression replacement
// ---------------------------------------------------------------------------------------------

/** What the worker receives: a pattern already checked on the main thread, the text and the replacement. */
export interface RegexReplaceTask { source: string; flags: string; text: string; replace: string }

/**
 * The JavaScript source and flags of `find` in regex mode: written without delimiters, with the
 * PCRE spellings regex-test accepts (\A, \z, (?P<name>…)); flags u and m always, i on request.
 * Checked here so that a mistake is reported at once, naming `find`.
 */
export function regexForFind(find: string, caseInsensitive: boolean): { source: string; flags: string } {
  if (find.length > MAX_PATTERN_LENGTH) throw new OperationError('FIND_REGEX_TOO_LONG', { length: find.length, max: MAX_PATTERN_LENGTH })
  const flags = { js: caseInsensitive ? 'gimu' : 'gmu', extended: false }
  const source = translatePattern(find, flags)
  try {
    compile(source, flags.js)
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INVALID_REGEX') throw new OperationError('FIND_INVALID_REGEX', error.vars)
    throw error
  }
  return { source, flags: flags.js }
}

type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'group'; index: number }
  | { kind: 'named'; name: string }
  | { kind: 'match' | 'before' | 'after' }

/**
 * A replacement template read the way String.prototype.replace reads it (ECMAScript
 * GetSubstitution): $$ is $, $& the match, $` the text before it, $' the text after it, $1-$99 a
 * numbered group (a two-digit number beyond the groups is one digit and a literal digit), $<name>
 * a named group when the pattern has any; anything else stays as written.
 */
export function parseReplacement(template: string, groupCount: number, hasNamedGroups: boolean): Piece[] {
  const pieces: Piece[] = []
  let text = ''
  const flush = () => {
    if (text !== '') pieces.push({ kind: 'text', text })
    text = ''
  }
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!
    const next = template[i + 1]
    if (c !== '$' || next === undefined) { text += c; continue }
    if (next === '$') { text += '$'; i++; continue }
    const special = next === '&' ? 'match' : next === '`' ? 'before' : next === "'" ? 'after' : undefined
    if (special) { flush(); pieces.push({ kind: special }); i++; continue }
    if (next >= '0' && next <= '9') {
      const second = template[i + 2]
      let digits = second !== undefined && second >= '0' && second <= '9' ? next + second : next
      if (digits.length === 2 && Number(digits) > groupCount) digits = next
      const index = Number(digits)
      if (index >= 1 && index <= groupCount) { flush(); pieces.push({ kind: 'group', index }) } else text += `$${digits}`
      i += digits.length
      continue
    }
    if (next === '<' && hasNamedGroups) {
      const close = template.indexOf('>', i + 2)
      if (close >= 0) {
        flush()
        pieces.push({ kind: 'named', name: template.slice(i + 2, close) })
        i = close
        continue
      }
    }
    text += '$'
  }
  flush()
  return pieces
}

function expand(pieces: readonly Piece[], m: RegExpExecArray, text: string): string {
  let out = ''
  for (const p of pieces) {
    switch (p.kind) {
      case 'text': out += p.text; break
      case 'group': out += m[p.index] ?? ''; break
      case 'named': out += m.groups?.[p.name] ?? ''; break
      case 'match': out += m[0]; break
      case 'before': out += text.slice(0, m.index); break
      case 'after': out += text.slice(m.index + m[0].length); break
    }
  }
  return out
}

/** Replaces every match of a checked pattern. The worker task 'text.regexReplace'. */
export function regexReplace({ source, flags, text, replace }: RegexReplaceTask): ReplaceResult {
  const re = compile(source, flags)
  // An empty alternative makes any pattern match '', which shows how many groups it has.
  const probe = compile(`${source}|`, flags.replace('g', '')).exec('')!
  const pieces = parseReplacement(replace, probe.length - 1, probe.groups !== undefined)
  const parts: string[] = []
  let size = 0
  let at = 0
  let count = 0
  for (const m of eachMatch(re, text)) {
    const piece = expand(pieces, m, text)
    size += m.index - at + piece.length
    checkOutputSize(size)
    parts.push(text.slice(at, m.index), piece)
    at = m.index + m[0].length
    count++
  }
  checkOutputSize(size + text.length - at)
  parts.push(text.slice(at))
  return { output: parts.join(''), count }
}

// ---------------------------------------------------------------------------------------------
// Extraction
// ---------------------------------------------------------------------------------------------

// A local part is RFC 5322 atext (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -) and
// dots. A candidate is a whole run of those characters that does not start inside another such run
// (so each run is tried once: linear time, and customer/department=shipping@example.com is found
// whole rather than as shipping@example.com), an @, and a run of domain characters. Checked below.
const EMAIL_CANDIDATE = /(?<![\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-])[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~.-]+@[\p{L}\p{M}\p{N}.-]+/gu
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?$/u
const TOP_LEVEL_DOMAIN = /^(?:\p{L}[\p{L}\p{M}]{1,62}|xn--[a-z0-9-]{1,59})$/iu

/** E-mail addresses in order of appearance; with unique, each once (compared ignoring case), as first written. */
export function extractEmails({ text, unique }: { text: string; unique: boolean }): { emails: string[]; count: number } {
  const emails: string[] = []
  for (const match of text.matchAll(EMAIL_CANDIDATE)) {
    const email = checkEmail(match[0], text[match.index - 1])
    if (email) emails.push(email)
  }
  const list = unique ? distinct(emails, (e) => e.toLowerCase()) : emails
  return { emails: list, count: list.length }
}

/** The address a candidate holds, given the character before it, or undefined. */
function checkEmail(candidate: string, before: string | undefined): string | undefined {
  const at = candidate.indexOf('@')
  let local = candidate.slice(0, at)
  // In a URL (https://host/list/ana@example.org) the slashes separate path segments: the address is the last one.
  if (before === ':' && local.startsWith('//')) local = local.slice(local.lastIndexOf('/') + 1)
  // Dots, apostrophes and backticks in front are taken as punctuation and quotation marks ('ana@example.com'),
  // though an apostrophe may start a local part: an address like that is rare, quoting one is not.
  local = local.replace(/^[.'`]+/, '')
  const domain = trimEnd(candidate.slice(at + 1), '.-')
  // A dot may only separate atoms: john..doe@ and john.@ are not addresses, and a part of them is not one either.
  if (local === '' || local.length > 64 || local.endsWith('.') || local.includes('..')) return undefined
  const labels = domain.split('.')
  if (labels.length < 2 || domain.length > 253) return undefined
  if (!labels.every((l) => DOMAIN_LABEL.test(l)) || !TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]!)) return undefined
  return `${local}@${domain}`
}

// http://, https:// or www. not inside a word, an address or a path, then a host (a letter, a digit
// or [ for an IPv6 address) and everything up to white space, a quote, a backtick or < >.
const URL_CANDIDATE = /(?<![\p{L}\p{M}\p{N}_@./-])(?:https?:\/\/|www\.)[\p{L}\p{N}[][^\s<>"'`]*/giu
const TRAILING_PUNCTUATION = new Set([...'.,;:!?*…’”»'])
const OPENER: Readonly<Record<string, string>> = { ')': '(', ']': '[', '}': '{' }

/** URLs in order of appearance; with unique, each once (exact comparison). */
export function extractUrls({ text, unique }: { text: string; unique: boolean }): { urls: string[]; count: number } {
  const urls: string[] = []
  for (const [candidate] of text.matchAll(URL_CANDIDATE)) urls.push(trimUrl(candidate))
  const list = unique ? distinct(urls, (u) => u) : urls
  return { urls: list, count: list.length }
}

/**
 * Drops what ends a sentence rather than the URL: trailing . , ; : ! ? * … ’ ” » and a closing bracket
 * that has no opening partner inside the URL (so "(see https://x.org/a)" loses the ")" but
 * https://en.wikipedia.org/wiki/Pi_(letter) keeps it).
 */
function trimUrl(url: string): string {
  const balance: Record<string, number> = { '(': 0, ')': 0, '[': 0, ']': 0, '{': 0, '}': 0 }
  for (const c of url) if (Object.hasOwn(balance, c)) balance[c]!++
  let end = url.length
  while (end > 0) {
    const c = url[end - 1]!
    const opener = OPENER[c]
    if (TRAILING_PUNCTUATION.has(c)) end--
    else if (opener && balance[c]! > balance[opener]!) { balance[c]!--; end-- } else break
  }
  return url.slice(0, end)
}

/** The text without any of the given characters at its end (a loop: a regex like /[.-]+$/ is quadratic on long runs). */
function trimEnd(text: string, chars: string): string {
  let end = text.length
  while (end > 0 && chars.includes(text[end - 1]!)) end--
  return text.slice(0, end)
}

function distinct(items: readonly string[], key: (item: string) => string): string[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}
