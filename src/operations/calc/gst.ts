import { defineOperation } from '../../core/operation.ts'
import { applyTax, taxConventions, taxParams } from '../../lib/money/tax.ts'
import { TaxResult } from '../kits/calc-results.ts'

export default defineOperation({
  category: 'calc',
  name: 'gst',
  input: 'query',
  summary: 'Add goods and services tax (GST) to a price or take it out',
  description: `Goods and services tax at any rate, such as 10 % (Australia), 15 % (New Zealand), 9 % (Singapore) or an Indian slab (5, 12, 18 or 28 %; `
    + `the result is the whole GST, which India splits equally into CGST and SGST within a state). ${taxConventions('GST')} `
    + 'At 10 %, the GST in a GST-inclusive price is 1/11 of it; at 15 %, 3/23.',
  params: taxParams('GST', 'such as 10 for Australia, 15 for New Zealand, 18 for the common Indian slab'),
  result: TaxResult,
  examples: [
    { title: 'add 10 % to 100 (Australia)', params: { amount: 100, rate: 10 }, result: { inputs: { amount: 100, rate: 10, mode: 'add' }, net: 100, tax: 10, gross: 110 } },
    { title: 'remove 15 % from 115 (New Zealand)', params: { amount: 115, rate: 15, mode: 'remove' }, result: { net: 100, tax: 15, gross: 115 } },
    { title: 'add 18 % to 1000 (India)', params: { amount: 1000, rate: 18 }, result: { tax: 180, gross: 1180 } },
  ],
  run: ({ amount, rate, mode }) => applyTax(amount, rate, mode),
  es: {
    summary: 'Añade el impuesto sobre bienes y servicios (GST) a un precio o lo quita',
    description: 'Impuesto sobre bienes y servicios a cualquier tipo, como el 10 % (Australia), el 15 % (Nueva Zelanda), el 9 % (Singapur) o un tramo indio (5, 12, 18 o 28 %; el resultado es el GST completo, que la India divide a partes iguales en CGST y SGST dentro de un estado). Con mode add (por defecto) amount es el precio neto: GST = neto × rate / 100, redondeado al céntimo, y bruto = neto + GST. Con mode remove amount es el precio bruto, con GST incluido: neto = bruto / (1 + rate / 100), redondeado al céntimo, y GST = bruto − neto (no bruto × rate / 100, que gravaría el propio impuesto). Los importes se redondean a céntimos (alejándose de cero en el punto medio) y cumplen siempre exactamente neto + impuesto = bruto. Al 10 %, el GST de un precio con GST incluido es 1/11 de este; al 15 %, 3/23.',
    params: {
      amount: 'El importe, 0 o más: el precio neto antes del GST cuando mode es add, o el precio bruto con GST incluido cuando mode es remove',
      rate: 'El tipo de GST, de 0 a 100 (como 10 para Australia, 15 para Nueva Zelanda o 18 para el tramo indio habitual), en porcentaje (7.5 significa 7,5 %)',
      mode: 'add (por defecto) suma el GST a un importe neto; remove quita el GST de un importe bruto',
    },
  },
})
