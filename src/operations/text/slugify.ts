import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TEXT_LIMIT_NOTE, textInput } from '../../lib/text/text.ts'
import { SLUG_SEPARATORS } from '../../lib/text/case.ts'
import { runTextTask } from '../../lib/text/tasks.ts'

export default defineOperation({
  category: 'text',
  name: 'slugify',
  input: 'json',
  summary: 'Turn a title into a URL slug such as creme-brulee',
  description: 'Latin letters lose their accents (é → e, ñ → n) after Unicode NFKD decomposition, which also turns compatibility characters into plain ones (ﬁ → fi, ² → 2); '
    + 'letters that do not decompose are spelled out: ß → ss, æ → ae, ø → o, ł → l, đ and ð → d, þ → th, œ → oe, ħ → h, ı → i. '
    + 'Everything is lower-cased, an apostrophe inside a word disappears (don\'t → dont), and every run of other characters (spaces, punctuation, symbols, emoji) becomes one separator, with none at either end. '
    + 'Letters and digits of other scripts are kept as they are (Привет мир → привет-мир), since a URL path may hold them percent-encoded. '
    + `The separator is one of ${SLUG_SEPARATORS.join(' ')}, the characters a URL needs no escaping for. An input with no letters or digits gives an empty slug. ${TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput('The title or phrase to turn into a slug'),
    separator: z.enum(SLUG_SEPARATORS).default('-').describe(`Put between words: ${SLUG_SEPARATORS.join(' ')}; default -`),
  }),
  examples: [
    { params: { text: 'Crème Brûlée!' }, result: { slug: 'creme-brulee' } },
    { title: 'special letters and another separator', params: { text: 'Straße & Smørrebrød: Don\'t miss it', separator: '_' }, result: { slug: 'strasse_smorrebrod_dont_miss_it' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.slugify', params),
})
