/**
 * Base85 in its three common forms: Adobe Ascii85 (PostScript, PDF), ZeroMQ Z85 (RFC 32/Z85) and
 * the RFC 1924 alphabet used in 4-byte groups, as git binary patches and Python's b85encode do.
 * Each turns 4 bytes into 5 characters, most significant digit first.
 */
import { OperationError } from '../../core/errors.ts'
import { locate } from '../data/codec.ts'

export type Base85Variant = 'ascii85' | 'z85' | 'rfc1924'

const ALPHABETS: Readonly<Record<Base85Variant, string>> = {
  ascii85: Array.from({ length: 85 }, (_, i) => String.fromCharCode(33 + i)).join(''), // ! to u
  z85: '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#',
  rfc1924: '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~',
}
const VALUES = Object.fromEntries(Object.entries(ALPHABETS).map(([variant, alphabet]) => {
  const table = new Int8Array(128).fill(-1)
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i
  return [variant, table]
})) as Record<Base85Variant, Int8Array>

const POW = [85 ** 4, 85 ** 3, 85 ** 2, 85, 1]
const isSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d)

/**
 * Encodes bytes. Ascii85 writes an all-zero group of 4 as z and a last group of n bytes as n + 1
 * characters, without the <~ ~> delimiters; RFC 1924 shortens the last group the same way; Z85
 * takes only a multiple of 4 bytes (the caller checks that first).
 */
export function base85Encode(bytes: Uint8Array, variant: Base85Variant): string {
  const alphabet = ALPHABETS[variant]
  let out = ''
  for (let i = 0; i < bytes.length; i += 4) {
    const n = Math.min(4, bytes.length - i)
    const value = (((bytes[i]! << 24) >>> 0) + ((bytes[i + 1] ?? 0) << 16) + ((bytes[i + 2] ?? 0) << 8) + (bytes[i + 3] ?? 0))
    if (variant === 'ascii85' && n === 4 && value === 0) { out += 'z'; continue }
    let group = ''
    for (let d = 0; d <= n; d++) group += alphabet[Math.floor(value / POW[d]!) % 85]
    out += group
  }
  return out
}

/**
 * Decodes Base85. Whitespace is ignored; Ascii85 may come wrapped in <~ ~> and may use z for four
 * zero bytes; Z85 must be a multiple of 5 characters; a last group of a single character, or a
 * group worth more than 2^32 - 1, is refused with its position.
 */
export function base85Decode(text: string, variant: Base85Variant): Uint8Array {
  const table = VALUES[variant]
  let begin = 0
  let end = text.length
  if (variant === 'ascii85') {
    const trimmed = text.trim()
    const lead = text.length - text.trimStart().length
    if (trimmed.startsWith('<~')) begin = lead + 2
    if (trimmed.endsWith('~>') && trimmed.length >= (trimmed.startsWith('<~') ? 4 : 2)) end = lead + trimmed.length - 2
  }
  const out: number[] = []
  let digits = 0
  let value = 0
  let groupStart = begin
  const flush = (count: number, at: number) => {
    // A short group is padded with the highest digit, then only count - 1 bytes are kept.
    for (let k = count; k < 5; k++) value = value * 85 + 84
    if (value > 0xffffffff) throw new OperationError('BASE85_GROUP_OVERFLOW', { group: text.slice(groupStart, at).trim(), position: locate(text, groupStart).position })
    for (let k = 0; k < count - 1; k++) out.push((value >>> (24 - 8 * k)) & 0xff)
    digits = 0
    value = 0
  }
  let chars = 0
  for (let i = begin; i < end; i++) {
    const code = text.charCodeAt(i)
    if (isSpace(code)) continue
    if (variant === 'ascii85' && code === 0x7a /* z */) {
      if (digits > 0) throw new OperationError('BASE85_MISPLACED_Z', { position: locate(text, i).position })
      out.push(0, 0, 0, 0)
      continue
    }
    const digit = code < 128 ? table[code]! : -1
    if (digit < 0) throw new OperationError('BASE85_INVALID_CHAR', { ...locate(text, i), variant })
    if (digits === 0) groupStart = i
    value = value * 85 + digit
    digits++
    chars++
    if (digits === 5) flush(5, i + 1)
  }
  if (variant === 'z85' && chars % 5 !== 0) throw new OperationError('Z85_LENGTH', { count: chars })
  if (digits === 1) throw new OperationError('BASE85_LAST_GROUP', { position: locate(text, groupStart).position })
  if (digits > 0) flush(digits, end)
  return Uint8Array.from(out)
}
