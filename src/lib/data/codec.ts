import { z } from 'zod'

/** Longest text an encode operation accepts, in UTF-16 code units (what zod's .max counts). */
export const MAX_TEXT_LENGTH = 1_000_000

/** The `mode` parameter shared by every two-way codec: encode (default) or decode. */
export function encodeMode(decodeFrom: string) {
  return z.enum(['encode', 'decode']).default('encode')
    .describe(`encode (default) turns text into ${decodeFrom}; decode turns ${decodeFrom} back into text`)
}

/** The required `text` parameter, capped so one call cannot allocate without bound. */
export function textParam(description: string, max = MAX_TEXT_LENGTH) {
  return z.string().max(max).describe(description)
}

/**
 * The character at a UTF-16 index and its 1-based position counted in characters (code points),
 * as a person counts them, so an error can point at "position 7" of what the caller sent.
 * Only called on error paths: it walks the text up to the index.
 */
export function locate(text: string, index: number): { char: string; position: number } {
  let position = 1
  for (let i = 0; i < index; i++) {
    const unit = text.charCodeAt(i)
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < index && isLow(text.charCodeAt(i + 1))) i++
    position++
  }
  return { char: String.fromCodePoint(text.codePointAt(index) ?? 0xfffd), position }
}

const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** A piece of the caller's input short enough to quote in an error message. */
export function excerpt(text: string, max = 40): string {
  const chars = Array.from(text.slice(0, max * 2))
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('')
}
