/** Base45, RFC 9285: every 2 bytes as 3 characters (a last single byte as 2), least significant first. */
import { OperationError } from '../../core/errors.ts'
import { excerpt, locate } from '../data/codec.ts'

export const BASE45_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:'
const VALUE = new Int8Array(128).fill(-1)
for (let i = 0; i < BASE45_ALPHABET.length; i++) VALUE[BASE45_ALPHABET.charCodeAt(i)] = i

export function base45Encode(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let n = bytes[i]! * 256 + bytes[i + 1]!
    const c = n % 45; n = (n - c) / 45
    const d = n % 45
    const e = (n - d) / 45
    out += BASE45_ALPHABET[c]! + BASE45_ALPHABET[d]! + BASE45_ALPHABET[e]!
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1]!
    out += BASE45_ALPHABET[n % 45]! + BASE45_ALPHABET[Math.floor(n / 45)]!
  }
  return out
}

/**
 * Decodes Base45 strictly, as RFC 9285 section 4.2 requires: only the 45 characters (upper case
 * letters; the space is one of them), a length that is not 1 more than a multiple of 3, and no
 * group worth more than its bytes can hold (65535 for 3 characters, 255 for 2).
 */
export function base45Decode(text: string): Uint8Array {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 128 || VALUE[code]! < 0) throw new OperationError('BASE45_INVALID_CHAR', locate(text, i))
  }
  if (text.length % 3 === 1) throw new OperationError('BASE45_LENGTH', { count: text.length })
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0))
  let at = 0
  for (let i = 0; i < text.length; i += 3) {
    const c = VALUE[text.charCodeAt(i)]!
    const d = VALUE[text.charCodeAt(i + 1)]!
    if (i + 2 < text.length) {
      const n = c + d * 45 + VALUE[text.charCodeAt(i + 2)]! * 2025
      if (n > 0xffff) throw new OperationError('BASE45_GROUP_OVERFLOW', { group: excerpt(text.slice(i, i + 3)), position: i + 1, max: 65535 })
      out[at++] = n >> 8
      out[at++] = n & 0xff
    } else {
      const n = c + d * 45
      if (n > 0xff) throw new OperationError('BASE45_GROUP_OVERFLOW', { group: excerpt(text.slice(i, i + 2)), position: i + 1, max: 255 })
      out[at++] = n
    }
  }
  return out
}
