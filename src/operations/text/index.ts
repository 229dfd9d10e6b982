import caseOp from './case.ts'
import slugify from './slugify.ts'
import wordCount from './word-count.ts'
import reverseOp from './reverse.ts'
import sortLines from './sort-lines.ts'
import dedupe from './dedupe.ts'
import removeEmpty from './remove-empty.ts'
import trimOp from './trim.ts'
import findReplace from './find-replace.ts'
import extractEmails from './extract-emails.ts'
import extractUrls from './extract-urls.ts'
import stripHtml from './strip-html.ts'
import addLineNumbers from './add-line-numbers.ts'
import removeLineBreaks from './remove-line-breaks.ts'
import repeatOp from './repeat.ts'
import countOccurrences from './count-occurrences.ts'
import wordFrequency from './word-frequency.ts'
import uniqueWords from './unique-words.ts'
import diff from './diff.ts'
import levenshtein from './levenshtein.ts'
import normalize from './normalize.ts'
import escapeOp from './escape.ts'
import extractIps from './extract-ips.ts'

export default [
  caseOp,
  slugify,
  wordCount,
  reverseOp,
  sortLines,
  dedupe,
  removeEmpty,
  trimOp,
  findReplace,
  extractEmails,
  extractUrls,
  stripHtml,
  addLineNumbers,
  removeLineBreaks,
  repeatOp,
  countOccurrences,
  wordFrequency,
  uniqueWords,
  diff,
  levenshtein,
  normalize,
  escapeOp,
  extractIps,
]
