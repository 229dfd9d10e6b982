import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { CASE_FOLDING_NOTE, flagParam, LINES_NOTE, TEXT_LIMIT_NOTE, textInput } from '../../lib/text/text.ts'
import { SORT_ORDERS } from '../../lib/text/lines.ts'
import { runTextTask } from '../../lib/text/tasks.ts'

export default defineOperation({
  category: 'text',
  name: 'sort-lines',
  input: 'json',
  summary: 'Sort lines alphabetically or naturally (file2 before file10), ascending or descending',
  description: 'By default lines compare by their UTF-16 code units, the order JavaScript\'s < gives: digits before upper case before lower case (B before a), accented letters after z. '
    + `case_insensitive compares the case-folded lines instead. ${CASE_FOLDING_NOTE} `
    + 'natural compares the way a person reads, with Intl.Collator for English and numeric ordering: numbers by value (file2 before file10), accents and case as lesser differences (a before B, e before é); '
    + 'with case_insensitive too, lines that differ only in case are equal. '
    + 'Equal lines keep their original order, in both directions. Blank lines are sorted like any other (first when ascending). '
    + `The result gives the number of lines. ${LINES_NOTE} ${TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(),
    order: z.enum(SORT_ORDERS).default('asc').describe('asc (default) or desc'),
    case_insensitive: flagParam('Compare lines ignoring case'),
    natural: flagParam('Natural order: numbers inside lines compare by value, accents and case count less than letters'),
  }),
  examples: [
    { params: { text: 'banana\nApple\ncherry\n' }, result: { output: 'Apple\nbanana\ncherry\n', lines: 3 } },
    { title: 'natural, descending', params: { text: 'file10\nfile2\nfile1', natural: true, order: 'desc' }, result: { output: 'file10\nfile2\nfile1', lines: 3 } },
    { title: 'ignoring case', params: { text: 'b\nB\na\nA', case_insensitive: true }, result: { output: 'a\nA\nb\nB', lines: 4 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.sortLines', params),
})
