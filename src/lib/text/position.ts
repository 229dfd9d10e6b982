/**
 * Where something is in a caller's text, as an editor shows it: line and column from 1. A line
 * ends at LF, CRLF or a lone CR; columns count characters (code points), so an emoji is one
 * column. Only called on error paths: it walks the text up to the index.
 */
export function lineColumn(text: string, index: number): { line: number; column: number } {
  let line = 1
  let column = 1
  const end = Math.min(index, text.length)
  for (let i = 0; i < end; i++) {
    const unit = text.charCodeAt(i)
    if (unit === 0x0a || (unit === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++
      column = 1
    } else if (unit === 0x0d) {
      continue // the CR of a CRLF: the LF that follows ends the line
    } else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < end && isLowSurrogate(text.charCodeAt(i + 1))) {
      i++
      column++
    } else {
      column++
    }
  }
  return { line, column }
}

const isLowSurrogate = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/**
 * A character as an error message shows it: in double quotes when visible (a double quote itself
 * in single quotes), as U+XXXX when it is a control character, whitespace or otherwise invisible
 * (a BOM, a zero-width space).
 */
export function showChar(text: string, index: number): string {
  const code = text.codePointAt(index)
  if (code === undefined) return '""' // callers report the end of input with their own message
  const visible = code > 0x20 && code !== 0x7f && !(code >= 0x80 && code <= 0xa0) && !INVISIBLE.test(String.fromCodePoint(code))
  if (!visible) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  return code === 0x22 ? `'"'` : `"${String.fromCodePoint(code)}"`
}

const INVISIBLE = /^[\p{Z}\p{Cf}\p{Cs}\p{Co}\p{Cn}]$/u
