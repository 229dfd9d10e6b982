import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'

export default defineOperation({
  category: 'calc',
  name: 'sales-tax',
  input: 'query',
  summary: 'Add sales tax to a price, or find the pre-tax price in a receipt total',
  description: 'Sales tax charged at the register on top of the shelf price, as in US states and localities: pass the combined state and local rate, '
    + `such as 7.25 (California base rate) or 8.875 (New York City). ${taxConventions('sales tax')} `
    + 'Mode remove recovers the pre-tax price from a total that includes the tax.',
  params: taxParams('sales tax', 'the combined state and local rate, such as 7.25 or 8.875'),
  examples: [
    { title: 'add 7.25 % to 100', params: { amount: 100, rate: 7.25 }, result: { inputs: { amount: 100, rate: 7.25, mode: 'add' }, net: 100, tax: 7.25, gross: 107.25 } },
    { title: 'add 8.875 % to 50', params: { amount: 50, rate: 8.875 }, result: { tax: 4.44, gross: 54.44 } },
    { title: 'the price in a 54.44 total at 8.875 %', params: { amount: 54.44, rate: 8.875, mode: 'remove' }, result: { net: 50, tax: 4.44, gross: 54.44 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
})
