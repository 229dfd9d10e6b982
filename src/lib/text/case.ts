/** Case conversion and URL slugs. */
import { capitalize, normalizeLineBreaks } from './text.ts'

export const CASE_MODES = ['upper', 'lower', 'title', 'sentence', 'camel', 'pascal', 'snake', 'kebab'] as const
export type CaseMode = (typeof CASE_MODES)[number]

// A word of prose for title case: letters, marks and digits, with apostrophes inside (don't, O'Neill).
const PROSE_WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu
// The first letter of a sentence: at the start of the text, after . ! ? or … and white space, or
// after a blank line; opening quotes and brackets (and Spanish ¿ ¡) may come before it. The letter
// is matched first and its context looked at behind it, so only letters pay for looking back
// (a forward pattern would rescan long runs of white space from every line break: quadratic).
const SENTENCE_START = /\p{L}(?<=(?:^|[.!?…]["'”’»)\]]*\s|\n[^\S\n]*\n)\s*["'“‘«([¿¡]*\p{L})/gu

/** Lower-case letter or digit, then an upper-case letter: camelCase, utf8Encode. */
const LOWER_UPPER = /([\p{Ll}\p{N}]\p{M}*)(?=\p{Lu})/gu
/** Upper-case letter, then an upper-case letter followed by a lower-case one: XMLHttp → XML Http. */
const ACRONYM_END = /(\p{Lu}\p{M}*)(?=\p{Lu}\p{M}*\p{Ll})/gu
const APOSTROPHE_IN_WORD = /(?<=[\p{L}\p{M}\p{N}])['’](?=[\p{L}\p{M}\p{N}])/gu
const IDENTIFIER_PART = /[\p{L}\p{M}\p{N}]+/gu

/**
 * The words of an identifier or a phrase: split at spaces, hyphens, underscores and any other
 * character that is not a letter, mark or digit, and at camelCase boundaries (fooBar, XMLHttp,
 * utf8Encode); an apostrophe inside a word is dropped (don't → dont).
 */
export function identifierWords(text: string): string[] {
  return text.replace(APOSTROPHE_IN_WORD, '')
    .replace(LOWER_UPPER, '$1 ')
    .replace(ACRONYM_END, '$1 ')
    .match(IDENTIFIER_PART) ?? []
}

function joinIdentifier(words: readonly string[], mode: 'camel' | 'pascal' | 'snake' | 'kebab'): string {
  switch (mode) {
    case 'camel': return words.map((w, i) => (i === 0 ? w.toLowerCase() : capitalize(w))).join('')
    case 'pascal': return words.map(capitalize).join('')
    case 'snake': return words.map((w) => w.toLowerCase()).join('_')
    case 'kebab': return words.map((w) => w.toLowerCase()).join('-')
  }
}

/** Converts a text to the given case (conventions in src/operations/text/case.ts). */
export function changeCase({ text, mode }: { text: string; mode: CaseMode }): { mode: CaseMode; output: string } {
  const source = normalizeLineBreaks(text)
  return { mode, output: convert(source, mode) }
}

function convert(text: string, mode: CaseMode): string {
  switch (mode) {
    case 'upper': return text.toUpperCase()
    case 'lower': return text.toLowerCase()
    case 'title': return text.replace(PROSE_WORD, (word) => capitalize(word))
    case 'sentence': return text.toLowerCase().replace(SENTENCE_START, (letter) => letter.toUpperCase())
    default: return text.split('\n').map((line) => joinIdentifier(identifierWords(line), mode)).join('\n')
  }
}

// ---------------------------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------------------------

export const SLUG_SEPARATORS = ['-', '_', '.', '~'] as const
export type SlugSeparator = (typeof SLUG_SEPARATORS)[number]

// Latin letters that do not decompose into a base letter and marks.
const LATIN_LETTERS: Readonly<Record<string, string>> = {
  'ß': 'ss', 'ẞ': 'ss', 'æ': 'ae', 'Æ': 'ae', 'ø': 'o', 'Ø': 'o', 'ł': 'l', 'Ł': 'l', 'đ': 'd', 'Đ': 'd',
  'ð': 'd', 'Ð': 'd', 'þ': 'th', 'Þ': 'th', 'œ': 'oe', 'Œ': 'oe', 'ħ': 'h', 'Ħ': 'h', 'ı': 'i', 'ŧ': 't', 'Ŧ': 't',
}
const LATIN_LETTER = new RegExp(`[${Object.keys(LATIN_LETTERS).join('')}]`, 'gu')
// Combining marks on a Latin letter (after NFKD: é is e + U+0301). Marks of other scripts stay:
// they are vowel signs and the like (हिन्दी), not accents.
const LATIN_MARKS = /(\p{Script=Latin})\p{M}+/gu

/**
 * A URL slug: Latin letters lose their accents (é → e, ß → ss, ø → o), compatibility characters
 * are decomposed (ﬁ → fi, ² → 2), everything is lower case, apostrophes inside words vanish
 * (don't → dont), and every run of other characters becomes one separator, none at either end.
 * Letters and digits of other scripts are kept as they are (привет-мир).
 */
export function slugify({ text, separator }: { text: string; separator: SlugSeparator }): { slug: string } {
  const plain = text.normalize('NFKD')
    .replace(LATIN_MARKS, '$1')
    .replace(LATIN_LETTER, (c) => LATIN_LETTERS[c]!)
    .replace(APOSTROPHE_IN_WORD, '')
    .toLowerCase()
    .normalize('NFC')
  const parts = plain.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  return { slug: parts.join(separator) }
}
