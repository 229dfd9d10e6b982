import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'

export default defineOperation({
  category: 'calc',
  name: 'gst',
  input: 'query',
  summary: 'Add goods and services tax (GST) to a price or take it out',
  description: `Goods and services tax at any rate, such as 10 % (Australia), 15 % (New Zealand), 9 % (Singapore) or an Indian slab (5, 12, 18 or 28 %; `
    + `the result is the whole GST, which India splits equally into CGST and SGST within a state). ${taxConventions('GST')} `
    + 'At 10 %, the GST in a GST-inclusive price is 1/11 of it; at 15 %, 3/23.',
  params: taxParams('GST', 'such as 10 for Australia, 15 for New Zealand, 18 for the common Indian slab'),
  examples: [
    { title: 'add 10 % to 100 (Australia)', params: { amount: 100, rate: 10 }, result: { inputs: { amount: 100, rate: 10, mode: 'add' }, net: 100, tax: 10, gross: 110 } },
    { title: 'remove 15 % from 115 (New Zealand)', params: { amount: 115, rate: 15, mode: 'remove' }, result: { net: 100, tax: 15, gross: 115 } },
    { title: 'add 18 % to 1000 (India)', params: { amount: 1000, rate: 18 }, result: { tax: 180, gross: 1180 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
})
