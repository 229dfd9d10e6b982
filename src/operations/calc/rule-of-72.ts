import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, roundTo } from '../../lib/calc/calc.ts'
import { yearsToMultiply } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult } from '../kits/calc-results.ts'

const NEVER_DOUBLES: MessageKey = 'FINANCE_RULE72_RATE'

/** The rule-of-thumb numerators: 72 to double, 114 to triple, 144 to quadruple. */
const RULES = [['double', 2, 72], ['triple', 3, 114], ['quadruple', 4, 144]] as const

const years = (value: number) => roundTo(finite(value, 'years'), 2)

/** The years to double, triple and quadruple, each from its multiple k and its rule-of-thumb numerator. */
function perMultiple(yearsFor: (k: number, rule: number) => number) {
  const [double, triple, quadruple] = RULES
  return {
    years_to_double: years(yearsFor(double[1], double[2])),
    years_to_triple: years(yearsFor(triple[1], triple[2])),
    years_to_quadruple: years(yearsFor(quadruple[1], quadruple[2])),
  }
}

const MultiplyingYears = z.object({
  years_to_double: z.number().min(0).apply(described, { en: 'Years for money to double, to 2 decimals', es: 'Años para que el dinero se duplique, con 2 decimales' }),
  years_to_triple: z.number().min(0).apply(described, { en: 'Years for money to triple, to 2 decimals', es: 'Años para que el dinero se triplique, con 2 decimales' }),
  years_to_quadruple: z.number().min(0).apply(described, { en: 'Years for money to quadruple, to 2 decimals', es: 'Años para que el dinero se cuadruplique, con 2 decimales' }),
})

const params = z.object({
  rate: z.number().positive(NEVER_DOUBLES).max(1000).describe('Annual rate of return, in percent (8 means 8 %); above 0 and at most 1000'),
})

export default defineOperation({
  category: 'calc',
  name: 'rule-of-72',
  input: 'query',
  summary: 'Years for money to double, triple and quadruple at a yearly rate: the rule of 72 and the exact figures',
  description: 'estimate gives the mental-arithmetic rules: 72 / rate years to double, 114 / rate to triple and 144 / rate to quadruple '
    + '(rate in percent). exact gives the precise figures with yearly compounding, ln(k) / ln(1 + rate / 100) for k = 2, 3, 4. '
    + 'The rule of 72 is closest around 8 %. rate must be above 0. Years are rounded to two decimals.',
  params,
  result: calcResult(params, {
    estimate: MultiplyingYears.apply(described, { en: 'By the rules of thumb: 72 / rate, 114 / rate and 144 / rate', es: 'Según las reglas prácticas: 72 / rate, 114 / rate y 144 / rate' }),
    exact: MultiplyingYears.apply(described, { en: 'Exact with yearly compounding: ln(k) / ln(1 + rate / 100) for k = 2, 3, 4', es: 'Exacto con capitalización anual: ln(k) / ln(1 + rate / 100) para k = 2, 3, 4' }),
  }),
  examples: [
    {
      title: '8 %',
      params: { rate: 8 },
      result: {
        inputs: { rate: 8 },
        estimate: { years_to_double: 9, years_to_triple: 14.25, years_to_quadruple: 18 },
        exact: { years_to_double: 9.01, years_to_triple: 14.27, years_to_quadruple: 18.01 },
      },
    },
    {
      title: '6 %',
      params: { rate: 6 },
      result: { estimate: { years_to_double: 12, years_to_triple: 19, years_to_quadruple: 24 }, exact: { years_to_double: 11.9, years_to_triple: 18.85, years_to_quadruple: 23.79 } },
    },
  ],
  run: ({ rate }) => ({
    inputs: { rate },
    estimate: perMultiple((_, rule) => rule / rate),
    exact: perMultiple((k) => yearsToMultiply(k, rate)),
    formula: 'estimate: 72 / rate, 114 / rate, 144 / rate; exact: ln(k) / ln(1 + rate / 100) for k = 2, 3, 4 (yearly compounding)',
  }),
  es: {
    summary: 'Años para duplicar, triplicar y cuadruplicar el dinero a una tasa anual: la regla del 72 y las cifras exactas',
    description: 'estimate da las reglas de cálculo mental: 72 / rate años para duplicar, 114 / rate para triplicar y 144 / rate para cuadruplicar (rate en porcentaje). exact da las cifras precisas con capitalización anual, ln(k) / ln(1 + rate / 100) para k = 2, 3, 4. La regla del 72 es más precisa en torno al 8 %. rate debe ser mayor que 0. Los años se redondean a dos decimales.',
    params: {
      rate: 'Rentabilidad anual, en porcentaje (8 significa 8 %); mayor que 0 y como máximo 1000',
    },
  },
})
