import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { CASE_FOLDING_NOTE, flagParam, TEXT_LIMIT_NOTE, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../../lib/text/tasks.ts'

export default defineOperation({
  category: 'text',
  name: 'unique-words',
  input: 'json',
  summary: 'List the distinct words of a text in order of first appearance',
  description: 'Words are found as text/word-count finds them (letters, marks and digits of any script, joined by inner apostrophes and hyphens; punctuation is not part of a word). '
    + 'Each word is listed once, as first written, in order of first appearance. By default words that differ in case are different words; '
    + `case_insensitive makes them one. ${CASE_FOLDING_NOTE} ${TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(),
    case_insensitive: flagParam('Treat words that differ only in case as the same word'),
  }),
  examples: [
    { params: { text: 'To be, or not to be: that is the question.' }, result: { words: ['To', 'be', 'or', 'not', 'to', 'that', 'is', 'the', 'question'], count: 9 } },
    { title: 'ignoring case', params: { text: 'To be, or not to be', case_insensitive: true }, result: { words: ['To', 'be', 'or', 'not'], count: 4 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.uniqueWords', params),
})
