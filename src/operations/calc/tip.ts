import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { ceilCents, centsDifference, centsSum, percentOf } from '../../lib/money/pricing.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  bill: calcParam.nonNegative('The bill before the tip, 0 or more'),
  tip_percent: calcParam.percent('The tip, 0 to 1000', 0, 1000),
  people: z.number().int().min(1).max(1000).default(1).describe('How many people split the bill, a whole number from 1 to 1000; default 1'),
})

export default defineOperation({
  category: 'calc',
  name: 'tip',
  input: 'query',
  summary: 'Tip and total for a bill, split between several people',
  description: 'tip = bill × tip_percent / 100, rounded to the cent, and total = bill + tip. '
    + 'Per person, the tip and the total are divided by people and rounded UP to the next cent, so the shares never fall short '
    + 'of what is owed: 115.00 split three ways is 38.34 each. rounding_surplus is what the rounded-up shares collect beyond the total '
    + `(0.02 in that case; always less than one cent per person). ${en.calc.MONEY_CENTS}`,
  params,
  result: calcResult(params, {
    tip: moneyFigure({ en: 'The tip, bill × tip_percent / 100', es: 'La propina, bill × tip_percent / 100' }),
    total: moneyFigure({ en: 'bill + tip', es: 'bill + tip' }),
    tip_per_person: z.number().min(0).apply(described, { en: 'Each person\'s share of the tip, tip / people, in the currency of bill, rounded up to the cent', es: 'La parte de la propina de cada persona, tip / people, en la moneda de bill, con redondeo hacia arriba al céntimo' }),
    total_per_person: z.number().min(0).apply(described, { en: 'Each person\'s share of the total, total / people, in the currency of bill, rounded up to the cent', es: 'La parte del total de cada persona, total / people, en la moneda de bill, con redondeo hacia arriba al céntimo' }),
    rounding_surplus: moneyFigure({ en: 'What the rounded-up shares collect beyond total, total_per_person × people − total; less than a cent per person', es: 'Lo que las partes redondeadas hacia arriba recaudan por encima de total, total_per_person × people − total; menos de un céntimo por persona' }),
  }),
  examples: [
    { title: '15 % on 100, three ways', params: { bill: 100, tip_percent: 15, people: 3 }, result: { inputs: { bill: 100, tip_percent: 15, people: 3 }, tip: 15, total: 115, tip_per_person: 5, total_per_person: 38.34, rounding_surplus: 0.02 } },
    { title: '18 % on 85.50, two ways', params: { bill: 85.5, tip_percent: 18, people: 2 }, result: { tip: 15.39, total: 100.89, tip_per_person: 7.7, total_per_person: 50.45 } },
    { title: 'one person (default)', params: { bill: 42.8, tip_percent: 20 }, result: { inputs: { people: 1 }, tip: 8.56, total: 51.36, total_per_person: 51.36, rounding_surplus: 0 } },
  ],
  run: ({ bill, tip_percent, people }) => {
    const tip = money(finite(percentOf(bill, tip_percent), 'tip'))
    const total = finite(centsSum(bill, tip), 'total')
    const totalPerPerson = ceilCents(total / people)
    return {
      inputs: { bill, tip_percent, people },
      tip,
      total,
      tip_per_person: ceilCents(tip / people),
      total_per_person: totalPerPerson,
      rounding_surplus: centsDifference(finite(totalPerPerson * people, 'rounding_surplus'), total),
      formula: 'tip = bill × tip_percent / 100; total = bill + tip; each share = total / people, rounded up to the cent',
    }
  },
  es: {
    summary: 'Propina y total de una cuenta, repartida entre varias personas',
    description: `tip = bill × tip_percent / 100, redondeado al céntimo, y total = bill + tip. Por persona, la propina y el total se dividen entre people y se redondean HACIA ARRIBA al céntimo siguiente, para que las partes nunca se queden cortas: 115.00 entre tres son 38.34 cada uno. rounding_surplus es lo que las partes redondeadas hacia arriba recaudan por encima del total (0.02 en ese caso; siempre menos de un céntimo por persona). ${es.calc.MONEY_CENTS}`,
    params: {
      bill: 'La cuenta antes de la propina, 0 o más',
      tip_percent: 'La propina, de 0 a 1000, en porcentaje (7.5 significa 7,5 %)',
      people: 'Cuántas personas se reparten la cuenta, un número entero de 1 a 1000; por defecto 1',
    },
  },
})
