import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { centsDifference, percentOf } from '../../lib/money/pricing.ts'

export default defineOperation({
  category: 'calc',
  name: 'discount',
  input: 'query',
  summary: 'Savings and final price after a percentage discount',
  description: 'savings = price × discount_percent / 100, rounded to the cent; final_price = price − savings, so the two always add up to the price. '
    + 'discount_percent runs from 0 (no discount) to 100 (free). Money figures are rounded to cents (half away from zero): '
    + '15 % off 19.99 saves 3.00 (2.9985) and leaves 16.99.',
  params: z.object({
    price: calcParam.nonNegative('The price before the discount, 0 or more'),
    discount_percent: calcParam.percent('The discount, 0 to 100', 0, 100),
  }),
  examples: [
    { title: '25 % off 80', params: { price: 80, discount_percent: 25 }, result: { inputs: { price: 80, discount_percent: 25 }, savings: 20, final_price: 60 } },
    { title: '15 % off 19.99', params: { price: 19.99, discount_percent: 15 }, result: { savings: 3, final_price: 16.99 } },
  ],
  run: ({ price, discount_percent }) => {
    const savings = money(finite(percentOf(price, discount_percent), 'savings'))
    return {
      inputs: { price, discount_percent },
      savings,
      final_price: centsDifference(price, savings),
      formula: 'savings = price × discount_percent / 100; final_price = price − savings',
    }
  },
})
