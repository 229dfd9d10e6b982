/** Counting: words, characters, sentences, lines and paragraphs; word frequencies; distinct words. */
import { codePointCount, foldCase, isBlank, normalizeLineBreaks, splitLines, whitespaceCount, words } from './text.ts'

/** Silent reading of English non-fiction, words per minute (Brysbaert 2019, a meta-analysis of 190 studies). */
export const READING_WPM = 238
/** Presentation speaking rate, words per minute. */
export const SPEAKING_WPM = 130

// A sentence ends at . ! ? or … (with any closing quotes and brackets) followed by white space or the
// end of the text, or at a CJK full stop, exclamation or question mark. A run of end marks is only
// tried from its first mark, so a long run not followed by white space costs its length, not its square.
const SENTENCE_END = /(?<![.!?…])[.!?…]+["'”’»)\]]*(?=\s|$)|[。！？]+/u
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u

export interface WordCountInput { text: string; reading_wpm: number; speaking_wpm: number }

export interface WordCount {
  words: number
  characters: number
  characters_no_spaces: number
  sentences: number
  lines: number
  paragraphs: number
  reading_wpm: number
  reading_time_seconds: number
  reading_time_minutes: number
  speaking_wpm: number
  speaking_time_seconds: number
  speaking_time_minutes: number
}

export function wordCount({ text, reading_wpm, speaking_wpm }: WordCountInput): WordCount {
  const source = normalizeLineBreaks(text)
  const wordTotal = words(source).length
  const characters = codePointCount(source)
  const { lines } = splitLines(source)
  return {
    words: wordTotal,
    characters,
    characters_no_spaces: characters - whitespaceCount(source),
    sentences: source.split(SENTENCE_END).filter((s) => HAS_WORD_CHARACTER.test(s)).length,
    lines: lines.length,
    paragraphs: paragraphCount(lines),
    reading_wpm,
    reading_time_seconds: Math.ceil((wordTotal * 60) / reading_wpm),
    reading_time_minutes: Math.ceil(wordTotal / reading_wpm),
    speaking_wpm,
    speaking_time_seconds: Math.ceil((wordTotal * 60) / speaking_wpm),
    speaking_time_minutes: Math.ceil(wordTotal / speaking_wpm),
  }
}

/** Runs of non-blank lines. */
function paragraphCount(lines: readonly string[]): number {
  let count = 0
  let inParagraph = false
  for (const line of lines) {
    const blank = isBlank(line)
    if (!blank && !inParagraph) count++
    inParagraph = !blank
  }
  return count
}

export interface WordFrequency { word: string; count: number }

/**
 * Words counted without regard to case (foldCase), each shown in lower case as first written;
 * most frequent first, ties in order of first appearance.
 */
export function wordFrequency({ text, limit }: { text: string; limit: number }): { words: WordFrequency[]; total_words: number; distinct_words: number } {
  const counts = new Map<string, WordFrequency>()
  const all = words(text)
  for (const word of all) {
    const key = foldCase(word)
    const entry = counts.get(key)
    if (entry) entry.count++
    else counts.set(key, { word: word.toLowerCase(), count: 1 })
  }
  // Array.prototype.sort is stable: equal counts stay in order of first appearance.
  const ranked = [...counts.values()].sort((a, b) => b.count - a.count)
  return { words: ranked.slice(0, limit), total_words: all.length, distinct_words: counts.size }
}

/** Distinct words in order of first appearance, as first written. */
export function uniqueWords({ text, case_insensitive }: { text: string; case_insensitive: boolean }): { words: string[]; count: number } {
  const seen = new Map<string, string>()
  for (const word of words(text)) {
    const key = case_insensitive ? foldCase(word) : word
    if (!seen.has(key)) seen.set(key, word)
  }
  const list = [...seen.values()]
  return { words: list, count: list.length }
}
