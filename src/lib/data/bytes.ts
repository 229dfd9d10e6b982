/** Bytes written as text: hex digits and Base64, strictly read, with positions in errors. */
import { OperationError } from '../../core/errors.ts'
import { locate } from './codec.ts'
import { utf8Bytes } from '../text/utf8.ts'

const GROUP = /[^\s:]+/g
const HEX = /^[0-9a-f]*$/i

/**
 * Hex digits to bytes. Whitespace and colons may separate bytes (48 69, 48:69), each group may
 * carry a 0x prefix, and a group must hold whole bytes: "4 869" is refused, not re-paired.
 */
export function hexToBytes(text: string): Uint8Array {
  let digits = ''
  for (const match of text.matchAll(GROUP)) {
    const start = match.index
    const group = match[0]
    const prefix = /^0x/i.test(group) ? 2 : 0
    const body = group.slice(prefix)
    if (!HEX.test(body)) {
      const bad = body.search(/[^0-9a-f]/i)
      throw new OperationError('HEX_INVALID_CHAR', locate(text, start + prefix + bad))
    }
    if (body.length % 2 !== 0) {
      throw new OperationError('HEX_ODD_LENGTH', { position: locate(text, start).position, count: body.length })
    }
    digits += body
  }
  return Buffer.from(digits, 'hex')
}

// Character code -> whether it is a Base64 symbol: RFC 4648 section 4 (+ /) or section 5 (- _).
const SYMBOL = new Uint8Array(128)
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_') SYMBOL[c.charCodeAt(0)] = 1
const PAD = 0x3d // =
const isSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d)

/** RFC 4648 Base64 of bytes: section 4 with = padding, or with urlSafe section 5 (base64url) without. */
export function base64Encode(bytes: Uint8Array, urlSafe = false): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(urlSafe ? 'base64url' : 'base64')
}

/**
 * Strict Base64 decoding. Both alphabets are read (+ / and - _); whitespace anywhere is ignored
 * (MIME line breaks); padding may be left out, but when present it must complete the last block
 * of 4 and nothing may follow it. Unused bits of the last character are dropped (RFC 4648 3.5).
 */
export function base64Decode(text: string): Buffer {
  let symbols = ''
  let chars = 0
  let padding = 0
  let runStart = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const symbol = code < 128 && SYMBOL[code] === 1
    if (symbol && padding === 0) continue
    // A run of symbols ends here: keep it, then look at what ended it.
    if (padding === 0) {
      symbols += text.slice(runStart, i)
      chars += i - runStart
    }
    runStart = i + 1
    if (isSpace(code)) continue
    if (code === PAD) { padding++; continue }
    if (symbol) throw new OperationError('BASE64_MISPLACED_PADDING', { position: locate(text, i).position })
    throw new OperationError('BASE64_INVALID_CHAR', locate(text, i))
  }
  if (padding === 0) {
    symbols += text.slice(runStart)
    chars += text.length - runStart
  }
  if (chars % 4 === 1) throw new OperationError('BASE64_LENGTH', { count: chars })
  if (padding > 0 && (chars % 4 === 0 || (chars + padding) % 4 !== 0)) throw new OperationError('BASE64_PADDING', { count: chars + padding })
  // Every character is now a known symbol, so Node's decoder (which reads both alphabets) is exact.
  return Buffer.from(symbols, 'base64')
}


/** How a parameter that stands for bytes is written: as text (its UTF-8 bytes), hex digits or Base64. */
export const BYTE_ENCODINGS = ['utf8', 'hex', 'base64'] as const
export type ByteEncoding = (typeof BYTE_ENCODINGS)[number]

/**
 * The bytes a parameter stands for. A decoding error is answered as `code` (HMAC_INPUT_ENCODING,
 * KDF_INPUT_ENCODING…), naming the parameter and the encoding, with the decoder's own message,
 * in the caller's language, as its detail.
 */
export function bytesOf(
  value: string, encoding: ByteEncoding, param: string,
  code: 'HMAC_INPUT_ENCODING' | 'KDF_INPUT_ENCODING', explain: (error: OperationError) => string,
): Uint8Array {
  if (encoding === 'utf8') return utf8Bytes(value)
  try {
    return encoding === 'hex' ? hexToBytes(value) : base64Decode(value)
  } catch (error) {
    if (!(error instanceof OperationError)) throw error
    throw new OperationError(code, { param, encoding, detail: explain(error) })
  }
}
