import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, percent } from '../../lib/calc/calc.ts'
import { cagr, financeParam } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const START_NOT_POSITIVE: MessageKey = 'FINANCE_CAGR_START'
const END_NEGATIVE: MessageKey = 'FINANCE_CAGR_END'

const params = z.object({
  start: z.number().positive(START_NOT_POSITIVE).describe('Value at the beginning of the period; above 0'),
  end: z.number().min(0, END_NEGATIVE).describe('Value at the end of the period; 0 or more'),
  years: financeParam.years('Length of the period'),
})

export default defineOperation({
  category: 'calc',
  name: 'cagr',
  input: 'query',
  summary: 'Compound annual growth rate between a start and an end value',
  description: 'CAGR is the constant yearly rate that turns start into end over years, compounding once a year: '
    + 'cagr_percent = ((end / start)^(1 / years) − 1) × 100. years may be fractional. start must be above 0 (the rate is a ratio to it) '
    + 'and end 0 or more; an end of 0 is a -100 % rate. total_growth_percent is the growth over the whole period, (end / start − 1) × 100. '
    + en.calc.PERCENT_ROUNDING,
  params,
  result: calcResult(params, {
    cagr_percent: percentFigure({
      en: 'Compound annual growth rate: the constant yearly rate that turns start into end over years; -100 when end is 0',
      es: 'Tasa de crecimiento anual compuesta: la tasa anual constante que convierte start en end a lo largo de years; -100 cuando end es 0',
      de: 'Durchschnittliche jährliche Wachstumsrate: die konstante jährliche Rate, die start über years Jahre zu end werden lässt; -100, wenn end 0 ist',
      fr: 'Taux de croissance annuel composé\u00a0: le taux annuel constant qui transforme start en end sur years années\u00a0; -100 si end vaut 0',
      'pt-br': 'Taxa de crescimento anual composta: a taxa anual constante que transforma start em end ao longo de years anos; -100 quando end é 0',
      'zh-cn': '复合年增长率：在 years 年内使 start 变为 end 的恒定年增长率；end 为 0 时为 -100',
    }),
    total_growth_percent: percentFigure({
      en: 'Growth over the whole period, (end / start − 1) × 100',
      es: 'Crecimiento en todo el periodo, (end / start − 1) × 100',
      de: 'Wachstum über den gesamten Zeitraum, (end / start − 1) × 100',
      fr: 'Croissance sur toute la période, (end / start − 1) × 100',
      'pt-br': 'Crescimento em todo o período, (end / start − 1) × 100',
      'zh-cn': '整个期间的增长，(end / start − 1) × 100',
    }),
  }),
  examples: [
    {
      title: 'doubling in 5 years',
      params: { start: 100, end: 200, years: 5 },
      result: { inputs: { start: 100, end: 200, years: 5 }, cagr_percent: 14.8698, total_growth_percent: 100 },
    },
    {
      title: '10,000 to 8,000 over 3 years',
      params: { start: 10000, end: 8000, years: 3 },
      result: { cagr_percent: -7.1682, total_growth_percent: -20 },
    },
  ],
  run: ({ start, end, years }) => ({
    inputs: { start, end, years },
    cagr_percent: percent(finite(cagr(start, end, years) * 100, 'cagr_percent')),
    total_growth_percent: percent(finite((end / start - 1) * 100, 'total_growth_percent')),
    formula: 'CAGR = (end / start)^(1 / years) − 1',
  }),
  es: {
    summary: 'Tasa de crecimiento anual compuesto (CAGR) entre un valor inicial y uno final',
    description: `La CAGR es la tasa anual constante que convierte start en end a lo largo de years, capitalizando una vez al año: cagr_percent = ((end / start)^(1 / years) − 1) × 100. years puede ser fraccionario. start debe ser mayor que 0 (la tasa es una razón respecto a él) y end 0 o más; un end de 0 es una tasa del -100 %. total_growth_percent es el crecimiento en todo el periodo, (end / start − 1) × 100. ${es.calc.PERCENT_ROUNDING}`,
    params: {
      start: 'Valor al principio del periodo; mayor que 0',
      end: 'Valor al final del periodo; 0 o más',
      years: 'Duración del periodo, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  de: {
    summary: 'Durchschnittliche jährliche Wachstumsrate (CAGR) zwischen einem Anfangs- und einem Endwert',
    description: `Die CAGR ist die konstante jährliche Rate, die start über years Jahre hinweg zu end werden lässt, bei einmaliger Verzinsung pro Jahr: cagr_percent = ((end / start)^(1 / years) − 1) × 100. years darf gebrochen sein. start muss größer als 0 sein (die Rate ist ein Verhältnis dazu) und end 0 oder mehr; ein end von 0 entspricht einer Rate von -100 %. total_growth_percent ist das Wachstum über den gesamten Zeitraum, (end / start − 1) × 100. ${de.calc.PERCENT_ROUNDING}`,
    params: {
      start: 'Wert zu Beginn des Zeitraums; größer als 0',
      end: 'Wert am Ende des Zeitraums; 0 oder mehr',
      years: 'Länge des Zeitraums, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt (2.5 sind zweieinhalb Jahre)',
    },
  },
  fr: {
    summary: 'Taux de croissance annuel composé (CAGR) entre une valeur de départ et une valeur finale',
    description: `Le CAGR est le taux annuel constant qui transforme start en end sur years années, avec une capitalisation par an\u00a0: cagr_percent = ((end / start)^(1 / years) − 1) × 100. years peut être fractionnaire. start doit être supérieur à 0 (le taux est un rapport à cette valeur) et end égal ou supérieur à 0\u00a0; un end de 0 correspond à un taux de -100 %. total_growth_percent est la croissance sur toute la période, (end / start − 1) × 100. ${fr.calc.PERCENT_ROUNDING}`,
    params: {
      start: 'Valeur au début de la période\u00a0; supérieure à 0',
      end: 'Valeur à la fin de la période\u00a0; 0 ou plus',
      years: 'Durée de la période, en années\u00a0; plus de 0 et 100 au maximum, fractions admises (2.5 correspond à deux ans et demi)',
    },
  },
  'pt-br': {
    summary: 'Taxa de crescimento anual composta (CAGR) entre um valor inicial e um final',
    description: `A CAGR é a taxa anual constante que transforma start em end ao longo de years anos, com capitalização uma vez por ano: cagr_percent = ((end / start)^(1 / years) − 1) × 100. years pode ser fracionário. start deve ser maior que 0 (a taxa é uma razão em relação a ele) e end, 0 ou mais; um end de 0 corresponde a uma taxa de -100 %. total_growth_percent é o crescimento em todo o período, (end / start − 1) × 100. ${ptBr.calc.PERCENT_ROUNDING}`,
    params: {
      start: 'Valor no início do período; maior que 0',
      end: 'Valor no fim do período; 0 ou mais',
      years: 'Duração do período, em anos; maior que 0 e no máximo 100, frações permitidas (2.5 são dois anos e meio)',
    },
  },
  'zh-cn': {
    summary: '起始值与终值之间的复合年增长率（CAGR）',
    description: `CAGR 是在 years 年内以每年复利一次的方式使 start 变为 end 的恒定年增长率：cagr_percent = ((end / start)^(1 / years) − 1) × 100。years 可以是小数。start 必须大于 0（该增长率是相对于它的比率），end 须为 0 或以上；end 为 0 时增长率为 -100 %。total_growth_percent 为整个期间的增长，(end / start − 1) × 100。${zhCn.calc.PERCENT_ROUNDING}`,
    params: {
      start: '期初值；大于 0',
      end: '期末值；0 或以上',
      years: '期间长度，以年计；大于 0 且不超过 100，可为小数（2.5 表示两年半）',
    },
  },
})
