/**
 * The result shapes of the calc operations. Every calculator answers `inputs` (the values used,
 * defaults filled in), its figures, and `formula` (the method in words); the shapes several of them
 * answer alike are named here once.
 */
import { z } from 'zod'
import { TAX_MODES } from '../../lib/money/tax.ts'

/** A money figure, in the currency of the inputs and rounded to the cent (half away from zero). */
export const moneyFigure = (description: string) => z.number().describe(`${description}, in the currency of the inputs, rounded to the cent`)

/** A percent number (25 means 25 %) rounded to four decimals. */
export const percentFigure = (description: string) => z.number().describe(`${description}, in percent (25 means 25 %), rounded to four decimals`)

/** A note on an edge case, in the language of the call; null when there is nothing to say. */
export const noteField = (when: string) => z.string().nullable().describe(`A remark in the language of the call ${when}; null otherwise`)

/**
 * A calculator's result: `inputs` (the parameters as used, defaults filled in), the operation's own
 * fields, then `formula`.
 */
export function calcResult<I extends z.ZodObject, F extends z.ZodRawShape>(inputs: I, fields: F) {
  return z.object({
    inputs: inputs.describe('The parameters the figures were computed from, defaults filled in'),
    ...fields,
    formula: z.string().describe('How the figures were computed, in words and symbols'),
  })
}

/** What calc/vat, calc/gst and calc/sales-tax answer: a net amount, the tax on it and the gross amount. */
export const TaxResult = z.object({
  inputs: z.object({
    amount: z.number().min(0).describe('The amount: the net price with mode add, the gross price (tax included) with mode remove'),
    rate: z.number().min(0).max(100).describe('The tax rate, in percent (7.5 means 7.5 %)'),
    mode: z.enum(TAX_MODES).describe('add: the tax was put on top of amount; remove: it was taken out of amount'),
  }).describe('The parameters the figures were computed from, defaults filled in'),
  net: z.number().describe('The price before tax, in the currency of amount, rounded to the cent'),
  tax: z.number().describe('The tax, in the currency of amount, rounded to the cent; net + tax = gross exactly'),
  gross: z.number().describe('The price with the tax included, in the currency of amount, rounded to the cent'),
  formula: z.string().describe('How the figures were computed, in words and symbols'),
}).meta({ id: 'TaxResult', description: 'A percentage tax added to a net amount or taken out of a gross amount, in cents that add up' })

/** One year of a loan's amortisation: calc/loan and calc/mortgage. */
export const AmortisationYear = z.object({
  year: z.number().int().min(1).describe('Year of the loan, 1 for the first twelve payments'),
  payments: z.number().int().min(1).max(12).describe('Monthly payments made in that year: 12, except perhaps in the last year'),
  principal_paid: z.number().describe('Principal repaid by that year\'s payments, in the currency of the loan, rounded to the cent'),
  interest_paid: z.number().describe('Interest paid in that year, in the currency of the loan, rounded to the cent'),
  balance: z.number().describe('Balance still owed after that year\'s last payment, in the currency of the loan, rounded to the cent; 0 after the last year'),
}).meta({ id: 'AmortisationYear', description: 'One year of a fixed-rate loan\'s monthly amortisation, summed over its payments' })

/** The yearly amortisation schedule of a loan. */
export const scheduleByYear = z.array(AmortisationYear).describe('The amortisation year by year, in order')

/** A weight range in kilograms: calc/bmi and calc/ideal-weight. */
export const WeightRangeKg = z.object({
  min: z.number().describe('Lowest weight of the range, in kg to 1 decimal'),
  max: z.number().describe('Highest weight of the range, in kg to 1 decimal'),
}).meta({ id: 'WeightRangeKg', description: 'A range of body weights, in kilograms to 1 decimal' })

/** The inputs of the number-list calculators (calc/average, calc/standard-deviation): the list as read. */
export const NumberListInputs = z.object({
  numbers: z.array(z.number()).min(1).describe('The numbers as read from the list, in order, so a misplaced separator shows'),
}).meta({ id: 'NumberListInputs', description: 'The numbers a list parameter was read as' })
