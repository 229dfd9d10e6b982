import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TEXT_LIMIT_NOTE, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../../lib/text/tasks.ts'

export default defineOperation({
  category: 'text',
  name: 'extract-emails',
  input: 'json',
  summary: 'Extract every e-mail address from a text',
  description: 'An address is a local part of letters, digits, the symbols an address may hold unquoted (! # $ % & \' * + / = ? ^ _ ` { | } ~ -) '
    + 'and single dots between them, an @, and a domain of at least two labels (letters, digits and inner hyphens, up to 63 characters each) '
    + 'ending in a top-level domain of letters (or an xn-- punycode one). Letters of any script count (internationalised addresses). '
    + 'The whole local part is kept: customer/department=shipping@example.com is one address, and so is key=ana@example.com. '
    + 'Dots, apostrophes and backticks before the local part and dots or hyphens after the domain are left out, so an address at the end of a sentence comes without the full stop '
    + 'and one in quotes without them; in a URL, only the last path segment before the @ is taken. An address with two dots in a row is not one. '
    + 'Addresses are listed in order of appearance; unique (on by default) lists each once, comparing without regard to case and keeping the first spelling. '
    + `The addresses are found by their shape only: nothing is checked with a mail server. ${TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(),
    unique: z.boolean().default(true).describe('List each address once (compared ignoring case); 1/true or 0/false, default true'),
  }),
  examples: [
    {
      params: { text: 'Write to Ana@Example.com or support@mail.example.org. Again: ana@example.com!' },
      result: { emails: ['Ana@Example.com', 'support@mail.example.org'], count: 2 },
    },
    {
      title: 'every occurrence',
      params: { text: 'a@b.io, a@b.io and <c.d+tag@e-f.co.uk>', unique: false },
      result: { emails: ['a@b.io', 'a@b.io', 'c.d+tag@e-f.co.uk'], count: 3 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.extractEmails', params),
})
