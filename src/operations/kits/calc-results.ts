/**
 * The result shapes of the calc operations. Every calculator answers `inputs` (the values used,
 * defaults filled in), its figures, and `formula` (the method in words); the shapes several of them
 * answer alike are named here once.
 */
import { z } from 'zod'
import { described, type FieldWords } from '../../core/field-words.ts'
import { TAX_MODES } from '../../lib/money/tax.ts'

/** A money figure, in the currency of the inputs and rounded to the cent (half away from zero). */
export const moneyFigure = (words: FieldWords) => z.number().apply(described, {
  en: `${words.en}, in the currency of the inputs, rounded to the cent`,
  es: `${words.es}, en la moneda de los datos de entrada, con redondeo al céntimo`,
})

/** A percent number (25 means 25 %) rounded to four decimals. */
export const percentFigure = (words: FieldWords) => z.number().apply(described, {
  en: `${words.en}, in percent (25 means 25 %), rounded to four decimals`,
  es: `${words.es}, en porcentaje (25 significa 25 %), con redondeo a cuatro decimales`,
})

/** A note on an edge case, in the language of the call; null when there is nothing to say. */
export const noteField = (when: FieldWords) => z.string().nullable().apply(described, {
  en: `A remark in the language of the call ${when.en}; null otherwise`,
  es: `Una observación en el idioma de la llamada ${when.es}; null en otro caso`,
})

/**
 * A calculator's result: `inputs` (the parameters as used, defaults filled in), the operation's own
 * fields, then `formula`.
 */
export function calcResult<I extends z.ZodObject, F extends z.ZodRawShape>(inputs: I, fields: F) {
  return z.object({
    inputs: inputs.apply(described, {
      en: 'The parameters the figures were computed from, defaults filled in',
      es: 'Los parámetros con los que se calcularon las cifras, con los valores por defecto aplicados',
    }),
    ...fields,
    formula: z.string().apply(described, { en: 'How the figures were computed, in words and symbols', es: 'Cómo se calcularon las cifras, en palabras y símbolos' }),
  })
}

/** What calc/vat, calc/gst and calc/sales-tax answer: a net amount, the tax on it and the gross amount. */
export const TaxResult = calcResult(z.object({
  amount: z.number().min(0).apply(described, {
    en: 'The amount: the net price with mode add, the gross price (tax included) with mode remove',
    es: 'El importe: el precio neto con mode add, el precio bruto (impuesto incluido) con mode remove',
  }),
  rate: z.number().min(0).max(100).apply(described, { en: 'The tax rate, in percent (7.5 means 7.5 %)', es: 'El tipo del impuesto, en porcentaje (7.5 significa 7.5 %)' }),
  mode: z.enum(TAX_MODES).apply(described, {
    en: 'add: the tax was put on top of amount; remove: it was taken out of amount',
    es: 'add: el impuesto se sumó a amount; remove: se descontó de amount',
  }),
}), {
  net: z.number().apply(described, {
    en: 'The price before tax, in the currency of amount, rounded to the cent',
    es: 'El precio antes de impuestos, en la moneda de amount, con redondeo al céntimo',
  }),
  tax: z.number().apply(described, {
    en: 'The tax, in the currency of amount, rounded to the cent; net + tax = gross exactly',
    es: 'El impuesto, en la moneda de amount, con redondeo al céntimo; net + tax = gross exactamente',
  }),
  gross: z.number().apply(described, {
    en: 'The price with the tax included, in the currency of amount, rounded to the cent',
    es: 'El precio con el impuesto incluido, en la moneda de amount, con redondeo al céntimo',
  }),
}).meta({ id: 'TaxResult', description: 'A percentage tax added to a net amount or taken out of a gross amount, in cents that add up' })

/** One year of a loan's amortisation: calc/loan and calc/mortgage. */
export const AmortisationYear = z.object({
  year: z.number().int().min(1).apply(described, { en: 'Year of the loan, 1 for the first twelve payments', es: 'Año del préstamo, 1 para las doce primeras cuotas' }),
  payments: z.number().int().min(1).max(12).apply(described, {
    en: 'Monthly payments made in that year: 12, except perhaps in the last year',
    es: 'Cuotas mensuales pagadas en ese año: 12, salvo quizá en el último año',
  }),
  principal_paid: z.number().apply(described, {
    en: 'Principal repaid by that year\'s payments, in the currency of the loan, rounded to the cent',
    es: 'Capital amortizado con las cuotas de ese año, en la moneda del préstamo, con redondeo al céntimo',
  }),
  interest_paid: z.number().apply(described, {
    en: 'Interest paid in that year, in the currency of the loan, rounded to the cent',
    es: 'Intereses pagados en ese año, en la moneda del préstamo, con redondeo al céntimo',
  }),
  balance: z.number().apply(described, {
    en: 'Balance still owed after that year\'s last payment, in the currency of the loan, rounded to the cent; 0 after the last year',
    es: 'Saldo pendiente tras la última cuota de ese año, en la moneda del préstamo, con redondeo al céntimo; 0 tras el último año',
  }),
}).meta({ id: 'AmortisationYear', description: 'One year of a fixed-rate loan\'s monthly amortisation, summed over its payments' })

/** The yearly amortisation schedule of a loan. */
export const scheduleByYear = z.array(AmortisationYear).apply(described, { en: 'The amortisation year by year, in order', es: 'La amortización año por año, en orden' })

/** A weight range in kilograms: calc/bmi and calc/ideal-weight. */
export const WeightRangeKg = z.object({
  min: z.number().apply(described, { en: 'Lowest weight of the range, in kg to 1 decimal', es: 'Peso más bajo del intervalo, en kg con 1 decimal' }),
  max: z.number().apply(described, { en: 'Highest weight of the range, in kg to 1 decimal', es: 'Peso más alto del intervalo, en kg con 1 decimal' }),
}).meta({ id: 'WeightRangeKg', description: 'A range of body weights, in kilograms to 1 decimal' })

/** The inputs of the number-list calculators (calc/average, calc/standard-deviation): the list as read. */
export const NumberListInputs = z.object({
  numbers: z.array(z.number()).min(1).apply(described, {
    en: 'The numbers as read from the list, in order, so a misplaced separator shows',
    es: 'Los números tal como se leyeron de la lista, en orden, para que se note un separador mal puesto',
  }),
}).meta({ id: 'NumberListInputs', description: 'The numbers a list parameter was read as' })
