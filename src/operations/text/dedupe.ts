import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { CASE_FOLDING_NOTE, flagParam, LINES_NOTE, TEXT_LIMIT_NOTE, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../../lib/text/tasks.ts'

export default defineOperation({
  category: 'text',
  name: 'dedupe',
  input: 'json',
  summary: 'Remove duplicate lines, keeping the first of each',
  description: 'Each line is kept the first time it appears and dropped when it appears again; the kept lines stay in their order. '
    + 'Lines compare exactly (spaces count), or ignoring case with case_insensitive, keeping the first spelling. '
    + `${CASE_FOLDING_NOTE} Empty lines are lines too: only the first is kept. `
    + `The result gives the number of lines kept and removed. ${LINES_NOTE} ${TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(),
    case_insensitive: flagParam('Treat lines that differ only in case as duplicates'),
  }),
  examples: [
    { params: { text: 'apple\nbanana\napple\ncherry\nbanana' }, result: { output: 'apple\nbanana\ncherry', lines: 3, removed: 2 } },
    { title: 'ignoring case', params: { text: 'Apple\napple\nAPPLE\npear', case_insensitive: true }, result: { output: 'Apple\npear', lines: 2, removed: 2 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.dedupe', params),
})
