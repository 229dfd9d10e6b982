import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money, percent } from '../../lib/calc/calc.ts'
import { compoundAmount, financeParam, growthMinusOne, periodicRate, presentValue } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const TOTAL_LOSS: MessageKey = 'FINANCE_INFLATION_TOTAL_LOSS'

const params = z.object({
  amount: financeParam.amount('Amount of money'),
  rate: z.number().gt(-100, TOTAL_LOSS).max(1000).describe('Annual inflation rate, in percent (3 means 3 %); above -100 and at most 1000, negative for deflation'),
  years: financeParam.years('Time span'),
})

export default defineOperation({
  category: 'calc',
  name: 'inflation',
  input: 'query',
  summary: 'Future cost of today\'s amount, and today\'s value of a future amount, at a constant inflation rate',
  description: 'Prices rise by rate percent a year, compounding yearly (years may be fractional): '
    + 'future_cost = amount × (1 + r)^years is what costs amount today will cost then; '
    + 'purchasing_power = amount / (1 + r)^years is what amount received then is worth in today\'s money. '
    + 'cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate may be negative (deflation) but must be above -100. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    future_cost: moneyFigure({
      en: 'What costs amount today will cost after years, amount × (1 + r)^years',
      es: 'Lo que costará tras years lo que hoy cuesta amount, amount × (1 + r)^years',
      de: 'Was nach years Jahren kostet, was heute amount kostet, amount × (1 + r)^years',
      fr: 'Ce que coûtera après years années ce qui coûte amount aujourd\'hui, amount × (1 + r)^years',
      'pt-br': 'Quanto custará após years anos o que hoje custa amount, amount × (1 + r)^years',
      'zh-cn': '今天价格为 amount 的东西在 years 年后的价格，amount × (1 + r)^years',
    }),
    purchasing_power: moneyFigure({
      en: 'What amount received after years is worth in today\'s money, amount / (1 + r)^years',
      es: 'Lo que vale en dinero de hoy amount recibido tras years, amount / (1 + r)^years',
      de: 'Was ein nach years Jahren erhaltener Betrag amount in heutigem Geld wert ist, amount / (1 + r)^years',
      fr: 'Ce que vaut, en argent d\'aujourd\'hui, un montant amount reçu après years années, amount / (1 + r)^years',
      'pt-br': 'Quanto vale, em dinheiro de hoje, amount recebido após years anos, amount / (1 + r)^years',
      'zh-cn': 'years 年后收到的 amount 折合为今天货币的价值，amount / (1 + r)^years',
    }),
    cumulative_inflation_percent: percentFigure({
      en: 'Price rise over the whole span, ((1 + r)^years − 1) × 100',
      es: 'Subida de precios en todo el periodo, ((1 + r)^years − 1) × 100',
      de: 'Preisanstieg über die gesamte Zeitspanne, ((1 + r)^years − 1) × 100',
      fr: 'Hausse des prix sur toute la durée, ((1 + r)^years − 1) × 100',
      'pt-br': 'Alta de preços em todo o período, ((1 + r)^years − 1) × 100',
      'zh-cn': '整个时间跨度内的物价涨幅，((1 + r)^years − 1) × 100',
    }),
  }),
  examples: [
    {
      title: '100 at 3 % over 10 years',
      params: { amount: 100, rate: 3, years: 10 },
      result: { inputs: { amount: 100, rate: 3, years: 10 }, future_cost: 134.39, purchasing_power: 74.41, cumulative_inflation_percent: 34.3916 },
    },
    {
      title: '50,000 at 2.5 % over 20 years',
      params: { amount: 50000, rate: 2.5, years: 20 },
      result: { future_cost: 81930.82, purchasing_power: 30513.55 },
    },
  ],
  run: ({ amount, rate, years }) => {
    const future = finite(compoundAmount(amount, rate, years), 'future_cost')
    return {
      inputs: { amount, rate, years },
      future_cost: money(future),
      purchasing_power: money(finite(presentValue(amount, rate, years), 'purchasing_power')),
      cumulative_inflation_percent: percent(growthMinusOne(periodicRate(rate), years) * 100),
      formula: 'future cost = amount × (1 + r)^t; purchasing power = amount / (1 + r)^t (r = rate / 100, t = years)',
    }
  },
  es: {
    summary: 'Coste futuro de un importe actual, y valor actual de un importe futuro, con una inflación constante',
    description: `Los precios suben un rate por ciento al año, con capitalización anual (years puede ser fraccionario): future_cost = amount × (1 + r)^years es lo que costará entonces lo que hoy cuesta amount; purchasing_power = amount / (1 + r)^years es lo que vale, en dinero de hoy, recibir amount entonces. cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate puede ser negativo (deflación) pero debe ser mayor que -100. ${es.calc.MONEY}`,
    params: {
      amount: 'Cantidad de dinero; 0 o más',
      rate: 'Tasa de inflación anual, en porcentaje (3 significa 3 %); mayor que -100 y como máximo 1000, negativa para deflación',
      years: 'Periodo, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  de: {
    summary: 'Künftige Kosten eines heutigen Betrags und heutiger Wert eines künftigen Betrags bei konstanter Inflationsrate',
    description: `Die Preise steigen jährlich um rate Prozent, mit jährlicher Aufzinsung (years darf gebrochen sein): future_cost = amount × (1 + r)^years gibt an, was dann kostet, was heute amount kostet; purchasing_power = amount / (1 + r)^years gibt an, wie viel ein erst dann erhaltener Betrag amount in heutigem Geld wert ist. cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate darf negativ sein (Deflation), muss aber größer als -100 sein. ${de.calc.MONEY}`,
    params: {
      amount: 'Geldbetrag; 0 oder mehr',
      rate: 'Jährliche Inflationsrate, in Prozent (3 bedeutet 3 %); größer als -100 und höchstens 1000, negativ bei Deflation',
      years: 'Zeitspanne, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt (2.5 sind zweieinhalb Jahre)',
    },
  },
  fr: {
    summary: 'Coût futur d\'un montant actuel et valeur actuelle d\'un montant futur, à taux d\'inflation constant',
    description: `Les prix augmentent de rate pour cent par an, avec une capitalisation annuelle (years peut être fractionnaire)\u00a0: future_cost = amount × (1 + r)^years est ce que coûtera alors ce qui coûte amount aujourd'hui\u00a0; purchasing_power = amount / (1 + r)^years est ce que vaut, en argent d'aujourd'hui, un montant amount reçu à ce moment-là. cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate peut être négatif (déflation) mais doit être supérieur à -100. ${fr.calc.MONEY}`,
    params: {
      amount: 'Somme d\'argent\u00a0; 0 ou plus',
      rate: 'Taux d\'inflation annuel, en pourcentage (3 signifie 3 %)\u00a0; supérieur à -100 et au plus 1000, négatif en cas de déflation',
      years: 'Durée, en années\u00a0; plus de 0 et 100 au maximum, fractions admises (2.5 correspond à deux ans et demi)',
    },
  },
  'pt-br': {
    summary: 'Custo futuro de um valor atual e valor atual de um valor futuro, com uma taxa de inflação constante',
    description: `Os preços sobem rate por cento ao ano, com capitalização anual (years pode ser fracionário): future_cost = amount × (1 + r)^years é quanto custará então o que hoje custa amount; purchasing_power = amount / (1 + r)^years é quanto vale, em dinheiro de hoje, receber amount nessa data. cumulative_inflation_percent = ((1 + r)^years − 1) × 100. rate pode ser negativa (deflação), mas deve ser maior que -100. ${ptBr.calc.MONEY}`,
    params: {
      amount: 'Quantia em dinheiro; 0 ou mais',
      rate: 'Taxa de inflação anual, em porcentagem (3 significa 3 %); maior que -100 e no máximo 1000, negativa para deflação',
      years: 'Período, em anos; maior que 0 e no máximo 100, frações permitidas (2.5 são dois anos e meio)',
    },
  },
  'zh-cn': {
    summary: '在恒定通胀率下，当前金额的未来成本及未来金额的当前价值',
    description: `物价每年按 rate % 上涨，按年复利（years 可以是小数）：future_cost = amount × (1 + r)^years，即今天价格为 amount 的东西届时的价格；purchasing_power = amount / (1 + r)^years，即届时收到的 amount 折合为今天货币的价值。cumulative_inflation_percent = ((1 + r)^years − 1) × 100。rate 可以为负数（通货紧缩），但必须大于 -100。${zhCn.calc.MONEY}`,
    params: {
      amount: '金额；0 或以上',
      rate: '年通胀率，以百分比表示（3 表示 3 %）；大于 -100 且不超过 1000，通货紧缩时为负数',
      years: '时间跨度，以年计；大于 0 且不超过 100，可为小数（2.5 表示两年半）',
    },
  },
})
