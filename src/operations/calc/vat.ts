import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'

export default defineOperation({
  category: 'calc',
  name: 'vat',
  input: 'query',
  summary: 'Add VAT to a net price or take it out of a gross price',
  description: `Value-added tax at any rate, such as 20 % (UK standard rate), 19 % (Germany) or 21 % (Spain). ${taxConventions('VAT')} `
    + 'At 20 %, removing VAT is taking 1/6 of the gross (the "VAT fraction").',
  params: taxParams('VAT', 'such as 20 for the UK standard rate, 19 for Germany, 5 for a reduced rate'),
  examples: [
    { title: 'add 20 % to 100', params: { amount: 100, rate: 20 }, result: { inputs: { amount: 100, rate: 20, mode: 'add' }, net: 100, tax: 20, gross: 120 } },
    { title: 'remove 20 % from 120', params: { amount: 120, rate: 20, mode: 'remove' }, result: { net: 100, tax: 20, gross: 120 } },
    { title: 'add 19 % to 49.99', params: { amount: 49.99, rate: 19 }, result: { net: 49.99, tax: 9.5, gross: 59.49 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
})
