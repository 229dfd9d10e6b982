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
  years_to_double: z.number().min(0).apply(described, {
    en: 'Years for money to double, to 2 decimals',
    es: 'Años para que el dinero se duplique, con 2 decimales',
    de: 'Jahre, bis sich das Geld verdoppelt, auf 2 Nachkommastellen',
    fr: 'Années nécessaires pour que l\'argent double, à 2 décimales',
    'pt-br': 'Anos para o dinheiro dobrar, com 2 casas decimais',
    'zh-cn': '资金翻倍所需的年数，保留 2 位小数',
  }),
  years_to_triple: z.number().min(0).apply(described, {
    en: 'Years for money to triple, to 2 decimals',
    es: 'Años para que el dinero se triplique, con 2 decimales',
    de: 'Jahre, bis sich das Geld verdreifacht, auf 2 Nachkommastellen',
    fr: 'Années nécessaires pour que l\'argent triple, à 2 décimales',
    'pt-br': 'Anos para o dinheiro triplicar, com 2 casas decimais',
    'zh-cn': '资金增至三倍所需的年数，保留 2 位小数',
  }),
  years_to_quadruple: z.number().min(0).apply(described, {
    en: 'Years for money to quadruple, to 2 decimals',
    es: 'Años para que el dinero se cuadruplique, con 2 decimales',
    de: 'Jahre, bis sich das Geld vervierfacht, auf 2 Nachkommastellen',
    fr: 'Années nécessaires pour que l\'argent quadruple, à 2 décimales',
    'pt-br': 'Anos para o dinheiro quadruplicar, com 2 casas decimais',
    'zh-cn': '资金增至四倍所需的年数，保留 2 位小数',
  }),
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
    estimate: MultiplyingYears.apply(described, {
      en: 'By the rules of thumb: 72 / rate, 114 / rate and 144 / rate',
      es: 'Según las reglas prácticas: 72 / rate, 114 / rate y 144 / rate',
      de: 'Nach den Faustregeln: 72 / rate, 114 / rate und 144 / rate',
      fr: 'Selon les règles empiriques\u00a0: 72 / rate, 114 / rate et 144 / rate',
      'pt-br': 'Pelas regras práticas: 72 / rate, 114 / rate e 144 / rate',
      'zh-cn': '按经验法则：72 / rate、114 / rate 和 144 / rate',
    }),
    exact: MultiplyingYears.apply(described, {
      en: 'Exact with yearly compounding: ln(k) / ln(1 + rate / 100) for k = 2, 3, 4',
      es: 'Exacto con capitalización anual: ln(k) / ln(1 + rate / 100) para k = 2, 3, 4',
      de: 'Exakt bei jährlicher Verzinsung: ln(k) / ln(1 + rate / 100) für k = 2, 3, 4',
      fr: 'Valeur exacte avec capitalisation annuelle\u00a0: ln(k) / ln(1 + rate / 100) pour k = 2, 3, 4',
      'pt-br': 'Exato com capitalização anual: ln(k) / ln(1 + rate / 100) para k = 2, 3, 4',
      'zh-cn': '按年复利的精确值：ln(k) / ln(1 + rate / 100)，其中 k = 2、3、4',
    }),
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
  de: {
    summary: 'Jahre, bis sich Geld bei einem jährlichen Zinssatz verdoppelt, verdreifacht und vervierfacht: die 72er-Regel und die exakten Werte',
    description: 'estimate liefert die Faustregeln für das Kopfrechnen: 72 / rate Jahre zum Verdoppeln, 114 / rate zum Verdreifachen und 144 / rate zum Vervierfachen (rate in Prozent). exact liefert die genauen Werte bei jährlicher Verzinsung, ln(k) / ln(1 + rate / 100) für k = 2, 3, 4. Die 72er-Regel ist um 8 % herum am genauesten. rate muss größer als 0 sein. Die Jahre werden auf zwei Nachkommastellen gerundet.',
    params: {
      rate: 'Jährliche Rendite, in Prozent (8 bedeutet 8 %); größer als 0 und höchstens 1000',
    },
  },
  fr: {
    summary: 'Années nécessaires pour doubler, tripler et quadrupler une somme à un taux annuel\u00a0: la règle de 72 et les valeurs exactes',
    description: 'estimate donne les règles de calcul mental\u00a0: 72 / rate années pour doubler, 114 / rate pour tripler et 144 / rate pour quadrupler (rate en pourcentage). exact donne les valeurs précises avec une capitalisation annuelle, ln(k) / ln(1 + rate / 100) pour k = 2, 3, 4. La règle de 72 est la plus juste autour de 8 %. rate doit être supérieur à 0. Les années sont arrondies à deux décimales.',
    params: {
      rate: 'Taux de rendement annuel, en pourcentage (8 signifie 8 %)\u00a0; supérieur à 0 et au plus 1000',
    },
  },
  'pt-br': {
    summary: 'Anos para o dinheiro dobrar, triplicar e quadruplicar a uma taxa anual: a regra de 72 e os valores exatos',
    description: 'estimate dá as regras de cálculo mental: 72 / rate anos para dobrar, 114 / rate para triplicar e 144 / rate para quadruplicar (rate em porcentagem). exact dá os valores precisos com capitalização anual, ln(k) / ln(1 + rate / 100) para k = 2, 3, 4. A regra de 72 é mais precisa em torno de 8 %. rate deve ser maior que 0. Os anos são arredondados para duas casas decimais.',
    params: {
      rate: 'Taxa de retorno anual, em porcentagem (8 significa 8 %); maior que 0 e no máximo 1000',
    },
  },
  'zh-cn': {
    summary: '按年利率计算资金翻倍、增至三倍和四倍所需的年数：72 法则与精确值',
    description: 'estimate 给出心算经验法则：翻倍需 72 / rate 年，增至三倍需 114 / rate 年，增至四倍需 144 / rate 年（rate 以百分比表示）。exact 给出按年复利计算的精确值，即 ln(k) / ln(1 + rate / 100)，其中 k = 2、3、4。72 法则在 8 % 左右最为准确。rate 必须大于 0。年数保留两位小数。',
    params: {
      rate: '年收益率，以百分比表示（8 表示 8 %）；大于 0 且不超过 1000',
    },
  },
})
