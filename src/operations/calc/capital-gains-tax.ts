import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { centsDifference, percentOf, withDefault } from '../../lib/money/pricing.ts'
import { translate } from '../../i18n/index.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, moneyFigure, noteField } from '../kits/calc-results.ts'

const params = z.object({
  sale_price: calcParam.nonNegative('What the asset sold for, 0 or more'),
  purchase_price: calcParam.nonNegative('What the asset cost (the cost basis), 0 or more'),
  fees: withDefault(calcParam.nonNegative('Buying and selling costs together, 0 or more; default 0'), 0),
  rate: calcParam.percent('The capital gains tax rate, 0 to 100', 0, 100),
})

export default defineOperation({
  category: 'calc',
  name: 'capital-gains-tax',
  input: 'query',
  summary: 'Capital gain, tax due and net proceeds from selling an asset',
  description: 'gain = sale_price − purchase_price − fees, where fees are all buying and selling costs (commissions, closing costs). '
    + 'tax = gain × rate / 100 when there is a gain, and 0 otherwise: a loss (a negative gain) owes nothing, and note says so '
    + '(note is null when there is a gain). net_proceeds = sale_price − fees − tax, what is left from the sale; profit_after_tax = gain − tax. '
    + 'One flat rate applies to the whole gain: pass your marginal or long-term rate (such as 15 for the common US long-term rate); '
    + `allowances, brackets and holding periods are not modelled. ${en.calc.MONEY_CENTS}`,
  params,
  result: calcResult(params, {
    gain: moneyFigure({ en: 'Capital gain, sale_price − purchase_price − fees; negative for a loss', es: 'Ganancia de capital, sale_price − purchase_price − fees; negativa en caso de pérdida' }),
    tax: moneyFigure({ en: 'Tax due, gain × rate / 100 when there is a gain, else 0', es: 'Impuesto a pagar, gain × rate / 100 cuando hay ganancia, si no 0' }),
    net_proceeds: moneyFigure({ en: 'What is left from the sale, sale_price − fees − tax', es: 'Lo que queda de la venta, sale_price − fees − tax' }),
    profit_after_tax: moneyFigure({ en: 'gain − tax; negative for a loss', es: 'gain − tax; negativo en caso de pérdida' }),
    note: noteField({ en: 'saying that a loss, or no gain, owes no tax', es: 'que indica que una pérdida, o la ausencia de ganancia, no tributa' }),
  }),
  examples: [
    { title: 'gain of 5000 at 15 %', params: { sale_price: 15000, purchase_price: 10000, rate: 15 }, result: { inputs: { sale_price: 15000, purchase_price: 10000, fees: 0, rate: 15 }, gain: 5000, tax: 750, net_proceeds: 14250, profit_after_tax: 4250, note: null } },
    { title: 'with fees, at 20 %', params: { sale_price: 20000, purchase_price: 12000, fees: 500, rate: 20 }, result: { gain: 7500, tax: 1500, net_proceeds: 18000, profit_after_tax: 6000 } },
    { title: 'a loss', params: { sale_price: 8000, purchase_price: 10000, rate: 15 }, result: { gain: -2000, tax: 0, net_proceeds: 8000, profit_after_tax: -2000 } },
  ],
  run: ({ sale_price, purchase_price, fees, rate }, ctx) => {
    const gain = money(finite(sale_price - purchase_price - fees, 'gain'))
    const tax = gain > 0 ? money(finite(percentOf(gain, rate), 'tax')) : 0
    const note = gain < 0 ? translate(ctx.lang, 'CAPITAL_GAINS_LOSS_NOTE', { loss: -gain })
      : gain === 0 ? translate(ctx.lang, 'CAPITAL_GAINS_NONE_NOTE') : null
    return {
      inputs: { sale_price, purchase_price, fees, rate },
      gain,
      tax,
      net_proceeds: centsDifference(centsDifference(sale_price, fees), tax),
      profit_after_tax: centsDifference(gain, tax),
      note,
      formula: 'gain = sale_price − purchase_price − fees; tax = gain × rate / 100 if gain > 0, else 0; net_proceeds = sale_price − fees − tax',
    }
  },
  es: {
    summary: 'Ganancia patrimonial, impuesto a pagar e importe neto de la venta de un activo',
    description: `gain = sale_price − purchase_price − fees, donde fees son todos los costes de compra y venta (comisiones, gastos de formalización). tax = gain × rate / 100 cuando hay ganancia, y 0 en otro caso: una pérdida (una ganancia negativa) no paga nada, y note lo indica (note es null cuando hay ganancia). net_proceeds = sale_price − fees − tax, lo que queda de la venta; profit_after_tax = gain − tax. Se aplica un único tipo fijo a toda la ganancia: indique su tipo marginal o de largo plazo (como 15 para el tipo de largo plazo habitual en EE. UU.); no se modelan mínimos exentos, tramos ni periodos de tenencia. ${es.calc.MONEY_CENTS}`,
    params: {
      sale_price: 'Por cuánto se vendió el activo, 0 o más',
      purchase_price: 'Lo que costó el activo (el valor de adquisición), 0 o más',
      fees: 'Costes de compra y venta juntos, 0 o más; por defecto 0',
      rate: 'El tipo del impuesto sobre las ganancias patrimoniales, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
})
