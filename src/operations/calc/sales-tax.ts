import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'
import { TaxResult } from '../kits/calc-results.ts'

export default defineOperation({
  category: 'calc',
  name: 'sales-tax',
  input: 'query',
  summary: 'Add sales tax to a price, or find the pre-tax price in a receipt total',
  description: 'Sales tax charged at the register on top of the shelf price, as in US states and localities: pass the combined state and local rate, '
    + `such as 7.25 (California base rate) or 8.875 (New York City). ${taxConventions('sales tax')} `
    + 'Mode remove recovers the pre-tax price from a total that includes the tax.',
  params: taxParams('sales tax', 'the combined state and local rate, such as 7.25 or 8.875'),
  result: TaxResult,
  examples: [
    { title: 'add 7.25 % to 100', params: { amount: 100, rate: 7.25 }, result: { inputs: { amount: 100, rate: 7.25, mode: 'add' }, net: 100, tax: 7.25, gross: 107.25 } },
    { title: 'add 8.875 % to 50', params: { amount: 50, rate: 8.875 }, result: { tax: 4.44, gross: 54.44 } },
    { title: 'the price in a 54.44 total at 8.875 %', params: { amount: 54.44, rate: 8.875, mode: 'remove' }, result: { net: 50, tax: 4.44, gross: 54.44 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
  es: {
    summary: 'Añade el impuesto sobre las ventas a un precio, o halla el precio sin impuesto en el total de un recibo',
    description: 'Impuesto sobre las ventas cobrado en caja además del precio de etiqueta, como en los estados y localidades de EE. UU.: indique el tipo combinado estatal y local, como 7.25 (tipo base de California) o 8.875 (ciudad de Nueva York). Con mode add (por defecto) amount es el precio neto: impuesto = neto × rate / 100, redondeado al céntimo, y bruto = neto + impuesto. Con mode remove amount es el precio bruto, con el impuesto incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, e impuesto = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. El modo remove recupera el precio sin impuesto a partir de un total que lo incluye.',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes del impuesto cuando mode es add, o el precio bruto con el impuesto incluido cuando mode es remove',
      rate: 'El tipo del impuesto sobre las ventas, de 0 a 100 (el tipo combinado estatal y local, como 7.25 u 8.875), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el impuesto a un importe neto; remove quita el impuesto de un importe bruto',
    },
  },
})
