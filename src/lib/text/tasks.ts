/** The text operations as worker-thread tasks (spread into src/workers/tasks.ts). */
import { stripHtml } from './html-text.ts'
import { changeCase, slugify } from './case.ts'
import { addLineNumbers, dedupeLines, removeEmptyLines, removeLineBreaks, repeatText, reverseText, sortLines, trimLines } from './lines.ts'
import { countOccurrences, extractEmails, extractUrls, regexReplace, replaceLiteral } from './search.ts'
import { uniqueWords, wordCount, wordFrequency } from './stats.ts'
import { textDiff } from './diff.ts'
import { editDistance } from './distance.ts'
import { escapeText } from './escape.ts'
import { extractIps } from './ip-addresses.ts'
import { normalizeText } from './normalize.ts'

/** Worker-thread tasks of the text operations, by name. */
export const textTasks = {
  'text.case': changeCase,
  'text.slugify': slugify,
  'text.wordCount': wordCount,
  'text.reverse': reverseText,
  'text.sortLines': sortLines,
  'text.dedupe': dedupeLines,
  'text.removeEmpty': removeEmptyLines,
  'text.trim': trimLines,
  'text.replace': replaceLiteral,
  'text.regexReplace': regexReplace,
  'text.extractEmails': extractEmails,
  'text.extractUrls': extractUrls,
  'text.stripHtml': stripHtml,
  'text.addLineNumbers': addLineNumbers,
  'text.removeLineBreaks': removeLineBreaks,
  'text.repeat': repeatText,
  'text.countOccurrences': countOccurrences,
  'text.wordFrequency': wordFrequency,
  'text.uniqueWords': uniqueWords,
  'text.diff': textDiff,
  'text.editDistance': editDistance,
  'text.escape': escapeText,
  'text.extractIps': extractIps,
  'text.normalize': normalizeText,
} as const

export type TextTasks = typeof textTasks
export type TextTaskName = keyof TextTasks
