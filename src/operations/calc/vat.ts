import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'
import { TaxResult } from '../kits/calc-results.ts'

export default defineOperation({
  category: 'calc',
  name: 'vat',
  input: 'query',
  summary: 'Add VAT to a net price or take it out of a gross price',
  description: `Value-added tax at any rate, such as 20 % (UK standard rate), 19 % (Germany) or 21 % (Spain). ${taxConventions('VAT')} `
    + 'At 20 %, removing VAT is taking 1/6 of the gross (the "VAT fraction").',
  params: taxParams('VAT', 'such as 20 for the UK standard rate, 19 for Germany, 5 for a reduced rate'),
  result: TaxResult,
  examples: [
    { title: 'add 20 % to 100', params: { amount: 100, rate: 20 }, result: { inputs: { amount: 100, rate: 20, mode: 'add' }, net: 100, tax: 20, gross: 120 } },
    { title: 'remove 20 % from 120', params: { amount: 120, rate: 20, mode: 'remove' }, result: { net: 100, tax: 20, gross: 120 } },
    { title: 'add 19 % to 49.99', params: { amount: 49.99, rate: 19 }, result: { net: 49.99, tax: 9.5, gross: 59.49 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
  es: {
    summary: 'Añade el IVA a un precio neto o lo quita de un precio bruto',
    description: 'Impuesto sobre el valor añadido a cualquier tipo, como el 20 % (tipo general del Reino Unido), el 19 % (Alemania) o el 21 % (España). Con mode add (por defecto) amount es el precio neto: IVA = neto × rate / 100, redondeado al céntimo, y bruto = neto + IVA. Con mode remove amount es el precio bruto, con IVA incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, e IVA = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. Al 20 %, quitar el IVA es restar 1/6 del bruto (la "fracción de IVA").',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes de IVA cuando mode es add, o el precio bruto con IVA incluido cuando mode es remove',
      rate: 'El tipo de IVA, de 0 a 100 (como 20 para el tipo general del Reino Unido, 19 para Alemania o 5 para un tipo reducido), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el IVA a un importe neto; remove quita el IVA de un importe bruto',
    },
  },
})
