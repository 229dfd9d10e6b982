import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { percentOf } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  assessed_value: calcParam.nonNegative('The taxable (assessed) value of the property, 0 or more'),
  rate: calcParam.percent('The property tax rate per year, 0 to 100', 0, 100),
})

export default defineOperation({
  category: 'calc',
  name: 'property-tax',
  input: 'query',
  summary: 'Annual and monthly property tax from an assessed value and a yearly rate',
  description: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12, each rounded to the cent on its own '
    + '(so 12 × monthly_tax can differ from annual_tax by a few cents). rate is the effective rate in percent per year; '
    + 'mills gives the same rate in mills (tax per 1000 of assessed value, rate × 10), the unit many tax bills use. '
    + 'Exemptions and assessment ratios are not applied: pass the taxable value.',
  params,
  result: calcResult(params, {
    annual_tax: moneyFigure({ en: 'Tax for a year, assessed_value × rate / 100', es: 'Impuesto de un año, assessed_value × rate / 100' }),
    monthly_tax: moneyFigure({ en: 'A twelfth of the unrounded annual tax', es: 'La doceava parte del impuesto anual sin redondear' }),
    mills: z.number().min(0).max(1000).apply(described, { en: 'The same rate in mills: tax per 1,000 of assessed value, rate × 10', es: 'El mismo tipo en milésimas (mills): impuesto por cada 1000 de valor catastral, rate × 10' }),
  }),
  examples: [
    { title: '300000 at 1.1 %', params: { assessed_value: 300000, rate: 1.1 }, result: { inputs: { assessed_value: 300000, rate: 1.1 }, annual_tax: 3300, monthly_tax: 275, mills: 11 } },
    { title: '250000 at 1.25 %', params: { assessed_value: 250000, rate: 1.25 }, result: { annual_tax: 3125, monthly_tax: 260.42, mills: 12.5 } },
  ],
  run: ({ assessed_value, rate }) => {
    const annual = finite(percentOf(assessed_value, rate), 'annual_tax')
    return {
      inputs: { assessed_value, rate },
      annual_tax: money(annual),
      monthly_tax: money(annual / 12),
      mills: Number((rate * 10).toPrecision(15)),
      formula: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12',
    }
  },
  es: {
    summary: 'Impuesto anual y mensual sobre un inmueble a partir de su valor catastral y un tipo anual',
    description: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12, cada uno redondeado al céntimo por separado (así que 12 × monthly_tax puede diferir de annual_tax en unos céntimos). rate es el tipo efectivo en porcentaje anual; mills da el mismo tipo en milésimas (impuesto por cada 1000 de valor catastral, rate × 10), la unidad que usan muchos recibos del impuesto. No se aplican exenciones ni coeficientes de valoración: indique el valor imponible.',
    params: {
      assessed_value: 'El valor imponible (catastral) del inmueble, 0 o más',
      rate: 'El tipo anual del impuesto, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
})
