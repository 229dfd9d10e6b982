/**
 * Adding a percentage tax to a net amount or taking it out of a gross amount: one implementation
 * behind calc/vat, calc/gst and calc/sales-tax, which differ only in the name of the tax.
 */
import { z } from 'zod'
import { calcParam, finite, money } from '../calc/calc.ts'
import { centsDifference, centsSum, percentOf } from './pricing.ts'

export const TAX_MODES = ['add', 'remove'] as const
export type TaxMode = (typeof TAX_MODES)[number]

/** The parameters of a tax calculator: amount, rate (%) and mode. `typical` lists rates people look up. */
export function taxParams(tax: string, typical: string) {
  return z.object({
    amount: calcParam.nonNegative(`The amount, 0 or more: the net price before ${tax} when mode is add, the gross price with ${tax} included when mode is remove`),
    rate: calcParam.percent(`The ${tax} rate, 0 to 100 (${typical})`, 0, 100),
    mode: z.enum(TAX_MODES).default('add')
      .describe(`add (default) puts ${tax} on top of a net amount; remove takes the ${tax} out of a gross amount`),
  })
}

/** The conventions every tax calculator states in its description. */
export function taxConventions(tax: string): string {
  return `With mode add (the default) amount is the net price: ${tax} = net × rate / 100, rounded to the cent, and gross = net + ${tax}. `
    + `With mode remove amount is the gross price, ${tax} included: net = gross / (1 + rate / 100), rounded to the cent, and ${tax} = gross − net `
    + `(not gross × rate / 100, which would tax the tax). Money figures are rounded to cents (half away from zero) and always satisfy net + tax = gross exactly.`
}

export interface TaxResult {
  inputs: { amount: number; rate: number; mode: TaxMode }
  net: number
  tax: number
  gross: number
  formula: string
}

export function applyTax(amount: number, rate: number, mode: TaxMode): TaxResult {
  const inputs = { amount, rate, mode }
  if (mode === 'add') {
    const tax = money(finite(percentOf(amount, rate), 'tax'))
    return { inputs, net: money(amount), tax, gross: finite(centsSum(amount, tax), 'gross'), formula: 'tax = net × rate / 100; gross = net + tax' }
  }
  const net = money(amount / (1 + rate / 100))
  return { inputs, net, tax: centsDifference(amount, net), gross: money(amount), formula: 'net = gross / (1 + rate / 100); tax = gross − net' }
}
