/** Quoted-printable, RFC 2045 section 6.7, for text: lines of at most 76 characters. */
import { OperationError } from '../../core/errors.ts'
import { locate } from '../data/codec.ts'

const MAX_LINE = 76
const HEX = '0123456789ABCDEF'
const escape = (byte: number) => `=${HEX[byte >> 4]!}${HEX[byte & 15]!}`

/**
 * Encodes the bytes of a text. Its line breaks (LF or CRLF) are hard line breaks, written as
 * `lineBreak`; printable ASCII other than = stays as it is (rule 2), and so do space and tab except
 * at the end of a line (rule 3); every other byte is =XX in upper case hex (rule 1). A line longer
 * than 76 characters is cut with a soft line break, = at the end of the line (rule 5), never inside
 * an =XX. A line holding only "." is written =2E, as SMTP would otherwise end the message there.
 */
export function qpEncode(bytes: Uint8Array, lineBreak: '\r\n' | '\n'): string {
  const lines: string[] = []
  let start = 0
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 0x0a) {
      const end = i > start && bytes[i - 1] === 0x0d && i < bytes.length ? i - 1 : i
      lines.push(encodeLine(bytes.subarray(start, end), lineBreak))
      start = i + 1
    }
  }
  return lines.join(lineBreak)
}

function encodeLine(line: Uint8Array, lineBreak: string): string {
  let out = ''
  let length = 0
  for (let i = 0; i < line.length; i++) {
    const byte = line[i]!
    const last = i === line.length - 1
    const literal = (byte >= 33 && byte <= 126 && byte !== 0x3d) || ((byte === 0x20 || byte === 0x09) && !last)
    const token = !literal || (byte === 0x2e && last && length === 0) ? escape(byte) : String.fromCharCode(byte)
    // Room for the token and a soft break's =, unless it is the line's last token and fits without one.
    const room = last ? MAX_LINE : MAX_LINE - 1
    if (length + token.length > room || (token.length === 3 && length + 3 >= MAX_LINE)) {
      out += `=${lineBreak}`
      length = 0
      if (byte === 0x2e && last) { out += escape(byte); length = 3; continue }
    }
    out += token
    length += token.length
  }
  return out
}

const isHex = (code: number) => (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66)

/**
 * Decodes quoted-printable: =XX (either case) is a byte, = at the end of a line (spaces or tabs may
 * follow it) is a soft line break and disappears, spaces and tabs at the end of a line are dropped
 * (rule 3: transports add them), line breaks are kept as they are, and characters outside ASCII
 * are read as their UTF-8 bytes. An = followed by anything else is refused with its position.
 */
export function qpDecode(text: string): Buffer {
  const parts: Buffer[] = []
  const bytes: number[] = []
  let pendingSpace = '' // spaces and tabs seen, written only if something other than a line end follows
  const flushText = (chunk: string) => { for (const byte of Buffer.from(chunk, 'utf8')) bytes.push(byte) }
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === ' ' || c === '\t') { pendingSpace += c; continue }
    if (c === '\r' && text[i + 1] === '\n') { pendingSpace = ''; bytes.push(0x0d, 0x0a); i++; continue }
    if (c === '\n') { pendingSpace = ''; bytes.push(0x0a); continue }
    if (pendingSpace !== '') { flushText(pendingSpace); pendingSpace = '' }
    if (c === '=') {
      let j = i + 1
      while (text[j] === ' ' || text[j] === '\t') j++
      if (j === text.length) break
      if (text[j] === '\n') { i = j; continue }
      if (text[j] === '\r' && text[j + 1] === '\n') { i = j + 1; continue }
      if (isHex(text.charCodeAt(i + 1)) && isHex(text.charCodeAt(i + 2))) {
        bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16))
        i += 2
        continue
      }
      throw new OperationError('QP_BAD_ESCAPE', { escape: text.slice(i, i + 3), position: locate(text, i).position })
    }
    const code = c.charCodeAt(0)
    if (code < 0x80) bytes.push(code)
    else {
      const point = text.codePointAt(i)!
      const char = String.fromCodePoint(point)
      flushText(char)
      i += char.length - 1
    }
    if (bytes.length > 65536) { parts.push(Buffer.from(bytes)); bytes.length = 0 }
  }
  parts.push(Buffer.from(bytes))
  return Buffer.concat(parts)
}
