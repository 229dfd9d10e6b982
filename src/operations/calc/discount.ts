import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { centsDifference, percentOf } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  price: calcParam.nonNegative('The price before the discount, 0 or more'),
  discount_percent: calcParam.percent('The discount, 0 to 100', 0, 100),
})

export default defineOperation({
  category: 'calc',
  name: 'discount',
  input: 'query',
  summary: 'Savings and final price after a percentage discount',
  description: 'savings = price × discount_percent / 100, rounded to the cent; final_price = price − savings, so the two always add up to the price. '
    + 'discount_percent runs from 0 (no discount) to 100 (free). Money figures are rounded to cents (half away from zero): '
    + '15 % off 19.99 saves 3.00 (2.9985) and leaves 16.99.',
  params,
  result: calcResult(params, {
    savings: moneyFigure({ en: 'Amount taken off, price × discount_percent / 100', es: 'Importe descontado, price × discount_percent / 100' }),
    final_price: moneyFigure({ en: 'Price after the discount, price − savings', es: 'Precio tras el descuento, price − savings' }),
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
  es: {
    summary: 'Ahorro y precio final tras un descuento porcentual',
    description: 'savings = price × discount_percent / 100, redondeado al céntimo; final_price = price − savings, así que ambos suman siempre el precio. discount_percent va de 0 (sin descuento) a 100 (gratis). Los importes se redondean a céntimos (alejándose de cero en el punto medio): un 15 % de descuento sobre 19.99 ahorra 3.00 (2.9985) y deja 16.99.',
    params: {
      price: 'El precio antes del descuento, 0 o más',
      discount_percent: 'El descuento, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
})
