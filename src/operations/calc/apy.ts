import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, percent } from '../../lib/calc/calc.ts'
import { effectiveAnnualRate, financeParam } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  rate: financeParam.growthRate('Nominal interest rate (APR)'),
  compounds_per_year: financeParam.compoundsPerYear(12),
})

export default defineOperation({
  category: 'calc',
  name: 'apy',
  input: 'query',
  summary: 'Annual percentage yield (effective annual rate) of a nominal rate compounded n times a year',
  description: 'rate is the nominal annual rate (APR) in percent, compounded compounds_per_year times a year (default 12, monthly): '
    + 'apy_percent = ((1 + r/n)^n − 1) × 100 with r = rate / 100. '
    + 'continuous_apy_percent is the limit as compounding becomes continuous, (e^r − 1) × 100. '
    + `rate may be negative, down to -100. ${en.calc.PERCENT_ROUNDING}`,
  params,
  result: calcResult(params, {
    apy_percent: percentFigure({
      en: 'Annual percentage yield: the effective yearly growth of rate compounded compounds_per_year times a year, ((1 + r/n)^n − 1) × 100',
      es: 'Rendimiento porcentual anual: el crecimiento anual efectivo de rate capitalizado compounds_per_year veces al año, ((1 + r/n)^n − 1) × 100',
      de: 'Effektive Jahresrendite: das tatsächliche jährliche Wachstum von rate bei compounds_per_year-maliger Verzinsung pro Jahr, ((1 + r/n)^n − 1) × 100',
      fr: 'Rendement annuel effectif\u00a0: la croissance annuelle effective de rate capitalisé compounds_per_year fois par an, ((1 + r/n)^n − 1) × 100',
      'pt-br': 'Rendimento percentual anual: o crescimento anual efetivo de rate capitalizada compounds_per_year vezes por ano, ((1 + r/n)^n − 1) × 100',
      'zh-cn': '年化收益率：rate 每年复利 compounds_per_year 次时的实际年增长率，((1 + r/n)^n − 1) × 100',
    }),
    continuous_apy_percent: percentFigure({
      en: 'The yield of rate compounded continuously, (e^r − 1) × 100',
      es: 'El rendimiento de rate con capitalización continua, (e^r − 1) × 100',
      de: 'Die Rendite von rate bei stetiger Verzinsung, (e^r − 1) × 100',
      fr: 'Le rendement de rate avec une capitalisation continue, (e^r − 1) × 100',
      'pt-br': 'O rendimento de rate com capitalização contínua, (e^r − 1) × 100',
      'zh-cn': 'rate 连续复利时的收益率，(e^r − 1) × 100',
    }),
  }),
  examples: [
    {
      title: '5 % compounded monthly',
      params: { rate: 5 },
      result: { inputs: { rate: 5, compounds_per_year: 12 }, apy_percent: 5.1162, continuous_apy_percent: 5.1271 },
    },
    {
      title: '6 % compounded daily',
      params: { rate: 6, compounds_per_year: 365 },
      result: { apy_percent: 6.1831 },
    },
    {
      title: '4 % compounded quarterly',
      params: { rate: 4, compounds_per_year: 4 },
      result: { apy_percent: 4.0604 },
    },
  ],
  run: ({ rate, compounds_per_year }) => ({
    inputs: { rate, compounds_per_year },
    apy_percent: percent(effectiveAnnualRate(rate, compounds_per_year) * 100),
    continuous_apy_percent: percent(finite(Math.expm1(rate / 100), 'continuous_apy_percent') * 100),
    formula: 'APY = (1 + r/n)^n − 1 (r = rate / 100, n = compounds_per_year); continuous: e^r − 1',
  }),
  es: {
    summary: 'Rendimiento porcentual anual (tasa anual efectiva) de un tipo nominal capitalizado n veces al año',
    description: `rate es el tipo nominal anual (APR) en porcentaje, capitalizado compounds_per_year veces al año (por defecto 12, mensual): apy_percent = ((1 + r/n)^n − 1) × 100 con r = rate / 100. continuous_apy_percent es el límite cuando la capitalización se vuelve continua, (e^r − 1) × 100. rate puede ser negativo, hasta -100. ${es.calc.PERCENT_ROUNDING}`,
    params: {
      rate: 'Tipo de interés nominal (APR) anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 12',
    },
  },
  de: {
    summary: 'Effektive Jahresrendite (APY) eines Nominalzinssatzes bei n Zinsperioden pro Jahr',
    description: `rate ist der nominale Jahreszins (APR) in Prozent, der compounds_per_year-mal pro Jahr verzinst wird (standardmäßig 12, monatlich): apy_percent = ((1 + r/n)^n − 1) × 100 mit r = rate / 100. continuous_apy_percent ist der Grenzwert bei stetiger Verzinsung, (e^r − 1) × 100. rate darf negativ sein, bis -100. ${de.calc.PERCENT_ROUNDING}`,
    params: {
      rate: 'Nominaler Zinssatz (APR), jährlich, in Prozent (6 bedeutet 6 %); -100 bis 1000, negativ für einen Verlust',
      compounds_per_year: 'Zinsperioden pro Jahr, eine ganze Zahl von 1 bis 365 (1 jährlich, 4 vierteljährlich, 12 monatlich, 365 täglich); standardmäßig 12',
    },
  },
  fr: {
    summary: 'Rendement annuel effectif (APY) d\'un taux nominal capitalisé n fois par an',
    description: `rate est le taux nominal annuel (APR) en pourcentage, capitalisé compounds_per_year fois par an (12 par défaut, soit chaque mois)\u00a0: apy_percent = ((1 + r/n)^n − 1) × 100 avec r = rate / 100. continuous_apy_percent est la limite lorsque la capitalisation devient continue, (e^r − 1) × 100. rate peut être négatif, jusqu'à -100. ${fr.calc.PERCENT_ROUNDING}`,
    params: {
      rate: 'Taux d\'intérêt nominal (APR), annuel, en pourcentage (6 signifie 6 %)\u00a0; de -100 à 1000, négatif pour une perte',
      compounds_per_year: 'Périodes de capitalisation par an, un nombre entier de 1 à 365 (1 annuelle, 4 trimestrielle, 12 mensuelle, 365 quotidienne)\u00a0; 12 par défaut',
    },
  },
  'pt-br': {
    summary: 'Rendimento percentual anual (taxa efetiva anual) de uma taxa nominal capitalizada n vezes por ano',
    description: `rate é a taxa nominal anual (APR) em porcentagem, capitalizada compounds_per_year vezes por ano (padrão 12, mensal): apy_percent = ((1 + r/n)^n − 1) × 100 com r = rate / 100. continuous_apy_percent é o limite quando a capitalização se torna contínua, (e^r − 1) × 100. rate pode ser negativa, até -100. ${ptBr.calc.PERCENT_ROUNDING}`,
    params: {
      rate: 'Taxa de juros nominal (APR), anual, em porcentagem (6 significa 6 %); de -100 a 1000, negativa para uma perda',
      compounds_per_year: 'Períodos de capitalização por ano, um número inteiro de 1 a 365 (1 anual, 4 trimestral, 12 mensal, 365 diária); padrão 12',
    },
  },
  'zh-cn': {
    summary: '名义利率每年复利 n 次时的年化收益率（实际年利率）',
    description: `rate 为名义年利率（APR），以百分比表示，每年复利 compounds_per_year 次（默认 12，即按月）：apy_percent = ((1 + r/n)^n − 1) × 100，其中 r = rate / 100。continuous_apy_percent 是复利趋于连续时的极限，(e^r − 1) × 100。rate 可以为负数，最低为 -100。${zhCn.calc.PERCENT_ROUNDING}`,
    params: {
      rate: '名义年利率（APR），以百分比表示（6 表示 6 %）；-100 到 1000，亏损时为负数',
      compounds_per_year: '每年的复利期数，1 到 365 之间的整数（1 为按年，4 为按季，12 为按月，365 为按日）；默认为 12',
    },
  },
})
