/**
 * Internationalized domain names, UTS 46 nontransitional processing (ß and ς stay as they are)
 * with CheckHyphens, CheckBidi, CheckJoiners and the DNS length limits, through tr46; when a name
 * is refused, the label at fault and the reason are found so the message can say what to change.
 */
import { createRequire } from 'node:module'
import { OperationError } from '../../core/errors.ts'
import { excerpt } from '../data/codec.ts'

interface Tr46Options {
  checkHyphens?: boolean
  checkBidi?: boolean
  checkJoiners?: boolean
  useSTD3ASCIIRules?: boolean
  verifyDNSLength?: boolean
  transitionalProcessing?: boolean
}
interface Tr46 {
  toASCII(domain: string, options?: Tr46Options): string | null
  toUnicode(domain: string, options?: Tr46Options): { domain: string; error: boolean }
}
// tr46 is CommonJS without type declarations: its two functions are typed here. Required with the
// first name converted: its 200 KB of Unicode tables are not worth start-up time.
const require = createRequire(import.meta.url)
let tr46Module: Tr46 | undefined
const tr46 = (): Tr46 => (tr46Module ??= require('tr46') as Tr46)

/** A label's longest ASCII form and a name's (RFC 1034 section 3.1, without the root's dot). */
export const MAX_LABEL_OCTETS = 63
export const MAX_NAME_OCTETS = 253

// The WHATWG URL standard's forbidden domain code points: with UseSTD3ASCIIRules off, UTS 46 lets
// every ASCII character through, but no browser takes a host name with these.
// eslint-disable-next-line no-control-regex -- control characters are among those refused
const FORBIDDEN = /[\u0000-\u0020#%/:<>?@[\\\]^|\u007f]/

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`

// UTS 46 section 4: these four full stops all separate labels.
const DOTS = /[.\u3002\uff0e\uff61]/

export interface DomainForms {
  ascii: string
  unicode: string
}

/** Both forms of a domain name (or a single label), or a 422 naming the label at fault. */
export function domainForms(text: string, std3: boolean): DomainForms {
  // One final dot (the DNS root) is kept as it is, outside the checks.
  const root = text.length > 1 && DOTS.test(text.at(-1)!) ? '.' : ''
  const name = root ? text.slice(0, -1) : text
  const options = { checkHyphens: true, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: std3, transitionalProcessing: false }
  const ascii = tr46().toASCII(name, { ...options, verifyDNSLength: true })
  if (ascii === null) throw diagnose(name, options)
  if (FORBIDDEN.test(ascii)) throw forbiddenChar(FORBIDDEN.test(name) ? name : ascii)
  const unicode = tr46().toUnicode(name, options)
  return { ascii: ascii + root, unicode: unicode.domain + root }
}

/** The label holding the first forbidden character, named as the caller wrote it where it can be. */
function forbiddenChar(name: string): OperationError {
  const at = FORBIDDEN.exec(name)!.index
  let start = at
  while (start > 0 && !DOTS.test(name[start - 1]!)) start--
  let end = at
  while (end < name.length && !DOTS.test(name[end]!)) end++
  const char = name[at]!
  return new OperationError('PUNYCODE_DISALLOWED_CHAR', {
    label: excerpt(name.slice(start, end)), position: Array.from(name.slice(0, start)).length + 1, char, code: codePoint(char),
  })
}

function diagnose(name: string, options: Tr46Options): OperationError {
  let position = 1
  for (const label of name.split(DOTS)) {
    const where = { label: excerpt(label), position }
    position += Array.from(label).length + 1
    if (label === '') return new OperationError('PUNYCODE_EMPTY_LABEL', { position: where.position })
    const ascii = tr46().toASCII(label, options)
    if (ascii !== null) {
      if (ascii === '') return new OperationError('PUNYCODE_EMPTY_LABEL', { position: where.position })
      if (ascii.length > MAX_LABEL_OCTETS) return new OperationError('PUNYCODE_LABEL_TOO_LONG', { ...where, length: ascii.length, max: MAX_LABEL_OCTETS })
      continue
    }
    const lower = label.toLowerCase()
    if (/^xn--/.test(lower)) return new OperationError('PUNYCODE_BAD_ACE', where)
    if (lower.startsWith('-') || lower.endsWith('-') || lower.slice(2, 4) === '--') return new OperationError('PUNYCODE_HYPHEN', where)
    for (const char of label) {
      if (tr46().toASCII(`a${char}`, { useSTD3ASCIIRules: options.useSTD3ASCIIRules }) === null) {
        return new OperationError('PUNYCODE_DISALLOWED_CHAR', { ...where, char, code: codePoint(char) })
      }
    }
    return new OperationError('PUNYCODE_INVALID_LABEL', where)
  }
  const length = tr46().toASCII(name, options)?.length ?? 0
  if (length > MAX_NAME_OCTETS) return new OperationError('PUNYCODE_NAME_TOO_LONG', { length, max: MAX_NAME_OCTETS })
  // Every label is fine alone: what fails is the right-to-left rule across the labels.
  return new OperationError('PUNYCODE_BIDI_DOMAIN', {})
}
