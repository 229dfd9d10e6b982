import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, percent } from '../../lib/calc/calc.ts'
import { DTI_BANDS, dtiBand, financeParam } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const NO_INCOME: MessageKey = 'FINANCE_DTI_INCOME'

/** The band names of DTI_BANDS; run's type check keeps the two in step. */
const DTI_BAND = z.enum(['good', 'manageable', 'high'])

const params = z.object({
  monthly_debt: financeParam.amount('Total monthly debt payments'),
  monthly_income: z.number().positive(NO_INCOME).describe('Gross monthly income, before tax; above 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'debt-to-income',
  input: 'query',
  summary: 'Debt-to-income ratio and the lending band it falls in',
  description: 'dti_percent = monthly_debt / monthly_income × 100, where monthly_debt is all recurring debt payments '
    + '(housing, loans, card minimums) and monthly_income the gross (pre-tax) monthly income. '
    + 'band follows common US mortgage lending practice: good at 36 % or less (the traditional 28/36 guideline; Fannie Mae\'s '
    + 'manual-underwriting maximum), manageable above 36 % up to 43 % (43 % was the CFPB\'s 2014 Qualified Mortgage limit), '
    + 'high above 43 %. The band is chosen on the unrounded ratio; bands lists the thresholds. These are conventions, '
    + `not any one lender's rule. ${en.calc.PERCENT_ROUNDING}`,
  params,
  result: calcResult(params, {
    dti_percent: percentFigure({ en: 'Debt-to-income ratio, monthly_debt / monthly_income × 100', es: 'Relación deuda-ingresos, monthly_debt / monthly_income × 100' }),
    band: DTI_BAND.apply(described, { en: 'Lending band of the unrounded ratio: good (36 % or less), manageable (above 36 % up to 43 %) or high (above 43 %)', es: 'Franja de préstamo de la relación sin redondear: good (36 % o menos), manageable (más de 36 % hasta 43 %) o high (más de 43 %)' }),
    bands: z.array(z.object({
      band: DTI_BAND.apply(described, { en: 'The band', es: 'La franja' }),
      up_to_percent: z.number().nullable().apply(described, { en: 'Highest ratio in the band, in percent, itself included; null for the top band', es: 'Relación más alta de la franja, en porcentaje, incluido ese valor; null para la franja superior' }),
      meaning: z.string().apply(described, { en: 'What the band means, in English', es: 'Qué significa la franja, en inglés' }),
    })).readonly().apply(described, { en: 'Every band with its upper threshold, lowest first', es: 'Todas las franjas con su umbral superior, de la más baja a la más alta' }),
  }),
  examples: [
    {
      title: '2,000 of debt on 6,000 of income',
      params: { monthly_debt: 2000, monthly_income: 6000 },
      result: { inputs: { monthly_debt: 2000, monthly_income: 6000 }, dti_percent: 33.3333, band: 'good' },
    },
    {
      title: '2,100 on 5,000: manageable',
      params: { monthly_debt: 2100, monthly_income: 5000 },
      result: { dti_percent: 42, band: 'manageable' },
    },
    {
      title: '2,500 on 5,000: high',
      params: { monthly_debt: 2500, monthly_income: 5000 },
      result: { dti_percent: 50, band: 'high' },
    },
  ],
  run: ({ monthly_debt, monthly_income }) => {
    const ratio = finite((monthly_debt / monthly_income) * 100, 'dti_percent')
    return {
      inputs: { monthly_debt, monthly_income },
      dti_percent: percent(ratio),
      band: dtiBand(ratio),
      bands: DTI_BANDS,
      formula: 'DTI = monthly_debt / monthly_income × 100',
    }
  },
  es: {
    summary: 'Ratio de endeudamiento sobre ingresos y la franja de crédito en que cae',
    description: `dti_percent = monthly_debt / monthly_income × 100, donde monthly_debt son todos los pagos de deuda recurrentes (vivienda, préstamos, mínimos de tarjetas) y monthly_income los ingresos mensuales brutos (antes de impuestos). band sigue la práctica habitual de los préstamos hipotecarios en EE. UU.: good hasta el 36 % (la pauta tradicional 28/36; el máximo de Fannie Mae para la evaluación manual), manageable por encima del 36 % y hasta el 43 % (el 43 % fue el límite de la Qualified Mortgage de la CFPB en 2014) y high por encima del 43 %. La franja se elige con el ratio sin redondear; bands lista los umbrales. Son convenciones, no la norma de un prestamista concreto. ${es.calc.PERCENT_ROUNDING}`,
    params: {
      monthly_debt: 'Total de pagos mensuales de deuda; 0 o más',
      monthly_income: 'Ingresos mensuales brutos, antes de impuestos; mayor que 0',
    },
  },
})
