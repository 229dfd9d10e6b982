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
    savings: moneyFigure({
      en: 'Amount taken off, price × discount_percent / 100',
      es: 'Importe descontado, price × discount_percent / 100',
      de: 'Abgezogener Betrag, price × discount_percent / 100',
      fr: 'Montant déduit, price × discount_percent / 100',
      'pt-br': 'Valor descontado, price × discount_percent / 100',
      'zh-cn': '减免的金额，price × discount_percent / 100',
    }),
    final_price: moneyFigure({
      en: 'Price after the discount, price − savings',
      es: 'Precio tras el descuento, price − savings',
      de: 'Preis nach dem Rabatt, price − savings',
      fr: 'Prix après remise, price − savings',
      'pt-br': 'Preço após o desconto, price − savings',
      'zh-cn': '折扣后的价格，price − savings',
    }),
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
  de: {
    summary: 'Ersparnis und Endpreis nach einem prozentualen Rabatt',
    description: 'savings = price × discount_percent / 100, auf den Cent gerundet; final_price = price − savings, sodass beide zusammen immer den Preis ergeben. discount_percent reicht von 0 (kein Rabatt) bis 100 (kostenlos). Geldbeträge werden auf Cent gerundet (bei genau der Hälfte von null weg): 15 % Rabatt auf 19.99 sparen 3.00 (2.9985), es bleiben 16.99.',
    params: {
      price: 'Der Preis vor dem Rabatt, 0 oder mehr',
      discount_percent: 'Der Rabatt, 0 bis 100, in Prozent (7.5 bedeutet 7.5 %)',
    },
  },
  fr: {
    summary: 'Économie et prix final après une remise en pourcentage',
    description: 'savings = price × discount_percent / 100, arrondi au centime\u00a0; final_price = price − savings, de sorte que les deux additionnés donnent toujours le prix. discount_percent va de 0 (aucune remise) à 100 (gratuit). Les montants sont arrondis au centime (à la demie, en s\'éloignant de zéro)\u00a0: une remise de 15 % sur 19.99 fait économiser 3.00 (2.9985) et laisse 16.99.',
    params: {
      price: 'Le prix avant remise, 0 ou plus',
      discount_percent: 'La remise, de 0 à 100, en pourcentage (7.5 signifie 7.5 %)',
    },
  },
  'pt-br': {
    summary: 'Economia e preço final após um desconto percentual',
    description: 'savings = price × discount_percent / 100, arredondado para o centavo; final_price = price − savings, de modo que os dois sempre somam o preço. discount_percent vai de 0 (sem desconto) a 100 (grátis). Os valores monetários são arredondados para centavos (metades se afastam de zero): 15 % de desconto sobre 19.99 economizam 3.00 (2.9985) e deixam 16.99.',
    params: {
      price: 'O preço antes do desconto, 0 ou mais',
      discount_percent: 'O desconto, de 0 a 100, em porcentagem (7.5 significa 7.5 %)',
    },
  },
  'zh-cn': {
    summary: '按百分比折扣后的节省金额和最终价格',
    description: 'savings = price × discount_percent / 100，四舍五入到分；final_price = price − savings，因此两者之和始终等于价格。discount_percent 取值为 0（无折扣）到 100（免费）。金额四舍五入到分（恰好一半时远离零取整）：19.99 减免 15 % 可节省 3.00（2.9985），剩余 16.99。',
    params: {
      price: '折扣前的价格，0 或以上',
      discount_percent: '折扣幅度，0 到 100，以百分比表示（7.5 表示 7.5 %）',
    },
  },
})
