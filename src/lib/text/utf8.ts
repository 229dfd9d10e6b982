import { OperationError } from '../../core/errors.ts'

// fatal: malformed bytes are an error rather than U+FFFD; ignoreBOM: a leading EF BB BF is kept
// as U+FEFF, because these tools show exactly what the bytes say.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/** UTF-8 bytes of a text. A lone surrogate (only possible via a JSON \ud800 escape) becomes EF BF BD. */
export function utf8Bytes(text: string): Buffer {
  return Buffer.from(text, 'utf8')
}

/** Text from UTF-8 bytes; bytes that are not UTF-8 are a 422 naming the first bad byte. */
export function utf8Text(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes)
  } catch {
    const offset = firstInvalidByte(bytes)
    throw new OperationError('INVALID_UTF8', {
      offset: offset + 1,
      byte: (bytes[offset] ?? 0).toString(16).padStart(2, '0'),
    })
  }
}

/**
 * Index of the first byte that starts an invalid or truncated sequence (RFC 3629 section 4:
 * no overlong forms, no surrogates, nothing above U+10FFFF).
 */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    let need: number
    let min = 0x80
    let max = 0xbf
    if (b < 0x80) { i++; continue }
    if (b >= 0xc2 && b <= 0xdf) need = 1
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2
      if (b === 0xe0) min = 0xa0 // overlong
      if (b === 0xed) max = 0x9f // surrogates
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3
      if (b === 0xf0) min = 0x90 // overlong
      if (b === 0xf4) max = 0x8f // above U+10FFFF
    } else return i
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k]
      if (c === undefined) return i
      const lo = k === 1 ? min : 0x80
      const hi = k === 1 ? max : 0xbf
      if (c < lo || c > hi) return i
    }
    i += need + 1
  }
  return bytes.length
}
