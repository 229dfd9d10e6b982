import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { centsDifference, percentOf, withDefault } from '../../lib/money/pricing.ts'
import { translate } from '../../i18n/index.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
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
    gain: moneyFigure({
      en: 'Capital gain, sale_price − purchase_price − fees; negative for a loss',
      es: 'Ganancia de capital, sale_price − purchase_price − fees; negativa en caso de pérdida',
      de: 'Veräußerungsgewinn, sale_price − purchase_price − fees; negativ bei einem Verlust',
      fr: 'Plus-value, sale_price − purchase_price − fees\u00a0; négative en cas de moins-value',
      'pt-br': 'Ganho de capital, sale_price − purchase_price − fees; negativo em caso de perda',
      'zh-cn': '资本利得，sale_price − purchase_price − fees；亏损时为负数',
    }),
    tax: moneyFigure({
      en: 'Tax due, gain × rate / 100 when there is a gain, else 0',
      es: 'Impuesto a pagar, gain × rate / 100 cuando hay ganancia, si no 0',
      de: 'Fällige Steuer, gain × rate / 100 bei einem Gewinn, sonst 0',
      fr: 'Impôt dû, gain × rate / 100 en cas de plus-value, 0 sinon',
      'pt-br': 'Imposto devido, gain × rate / 100 quando há ganho, caso contrário 0',
      'zh-cn': '应缴税款，有收益时为 gain × rate / 100，否则为 0',
    }),
    net_proceeds: moneyFigure({
      en: 'What is left from the sale, sale_price − fees − tax',
      es: 'Lo que queda de la venta, sale_price − fees − tax',
      de: 'Was vom Verkauf übrig bleibt, sale_price − fees − tax',
      fr: 'Ce qui reste de la vente, sale_price − fees − tax',
      'pt-br': 'O que sobra da venda, sale_price − fees − tax',
      'zh-cn': '出售后剩余的金额，sale_price − fees − tax',
    }),
    profit_after_tax: moneyFigure({
      en: 'gain − tax; negative for a loss',
      es: 'gain − tax; negativo en caso de pérdida',
      de: 'gain − tax; negativ bei einem Verlust',
      fr: 'gain − tax\u00a0; négatif en cas de moins-value',
      'pt-br': 'gain − tax; negativo em caso de perda',
      'zh-cn': 'gain − tax；亏损时为负数',
    }),
    note: noteField({
      en: 'saying that a loss, or no gain, owes no tax',
      es: 'que indica que una pérdida, o la ausencia de ganancia, no tributa',
      de: 'der besagt, dass bei einem Verlust oder ohne Gewinn keine Steuer anfällt',
      fr: 'qui indique qu\'une moins-value, ou l\'absence de gain, n\'est pas imposée',
      'pt-br': 'que informa que uma perda, ou a ausência de ganho, não paga imposto',
      'zh-cn': '指出亏损或无收益时无需缴税',
    }),
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
  de: {
    summary: 'Veräußerungsgewinn, fällige Steuer und Nettoerlös aus dem Verkauf eines Vermögenswerts',
    description: `gain = sale_price − purchase_price − fees, wobei fees alle Kauf- und Verkaufskosten umfasst (Provisionen, Abschlusskosten). tax = gain × rate / 100, wenn ein Gewinn vorliegt, sonst 0: Ein Verlust (ein negativer Gewinn) bleibt steuerfrei, und note weist darauf hin (note ist null, wenn ein Gewinn vorliegt). net_proceeds = sale_price − fees − tax, also was vom Verkauf übrig bleibt; profit_after_tax = gain − tax. Ein einziger fester Satz gilt für den gesamten Gewinn: Geben Sie Ihren Grenzsteuersatz oder Ihren Satz für langfristige Gewinne an (etwa 15 für den üblichen langfristigen Satz in den USA); Freibeträge, Steuerstufen und Haltefristen werden nicht berücksichtigt. ${de.calc.MONEY_CENTS}`,
    params: {
      sale_price: 'Verkaufspreis des Vermögenswerts, 0 oder mehr',
      purchase_price: 'Anschaffungskosten des Vermögenswerts (Kostenbasis), 0 oder mehr',
      fees: 'Kauf- und Verkaufskosten zusammen, 0 oder mehr; standardmäßig 0',
      rate: 'Der Steuersatz auf Veräußerungsgewinne, 0 bis 100, in Prozent (7.5 bedeutet 7.5 %)',
    },
  },
  fr: {
    summary: 'Plus-value, impôt dû et produit net de la vente d\'un actif',
    description: `gain = sale_price − purchase_price − fees, où fees regroupe tous les frais d'achat et de vente (commissions, frais de transaction). tax = gain × rate / 100 en cas de plus-value, et 0 sinon\u00a0: une moins-value (un gain négatif) n'est pas imposée, et note l'indique (note vaut null en cas de plus-value). net_proceeds = sale_price − fees − tax, ce qui reste de la vente\u00a0; profit_after_tax = gain − tax. Un taux unique s'applique à l'ensemble du gain\u00a0: indiquez votre taux marginal ou votre taux à long terme (par exemple 15 pour le taux à long terme courant aux États-Unis)\u00a0; les abattements, les tranches et les durées de détention ne sont pas pris en compte. ${fr.calc.MONEY_CENTS}`,
    params: {
      sale_price: 'Prix de vente de l\'actif, 0 ou plus',
      purchase_price: 'Coût d\'acquisition de l\'actif (prix de revient), 0 ou plus',
      fees: 'Frais d\'achat et de vente cumulés, 0 ou plus\u00a0; 0 par défaut',
      rate: 'Le taux d\'imposition des plus-values, de 0 à 100, en pourcentage (7.5 signifie 7.5 %)',
    },
  },
  'pt-br': {
    summary: 'Ganho de capital, imposto devido e valor líquido da venda de um ativo',
    description: `gain = sale_price − purchase_price − fees, em que fees são todos os custos de compra e venda (corretagens, custos de fechamento). tax = gain × rate / 100 quando há ganho, e 0 caso contrário: uma perda (um ganho negativo) não paga imposto, e note informa isso (note é null quando há ganho). net_proceeds = sale_price − fees − tax, o que sobra da venda; profit_after_tax = gain − tax. Uma única alíquota fixa se aplica a todo o ganho: informe sua alíquota marginal ou de longo prazo (como 15 para a alíquota de longo prazo comum nos EUA); isenções, faixas e prazos de permanência não são considerados. ${ptBr.calc.MONEY_CENTS}`,
    params: {
      sale_price: 'Por quanto o ativo foi vendido, 0 ou mais',
      purchase_price: 'Quanto o ativo custou (o custo de aquisição), 0 ou mais',
      fees: 'Custos de compra e venda somados, 0 ou mais; padrão 0',
      rate: 'A alíquota do imposto sobre ganhos de capital, de 0 a 100, em porcentagem (7.5 significa 7.5 %)',
    },
  },
  'zh-cn': {
    summary: '出售资产的资本利得、应缴税款和净收入',
    description: `gain = sale_price − purchase_price − fees，其中 fees 为全部买卖成本（佣金、交易费用）。有收益时 tax = gain × rate / 100，否则为 0：亏损（负收益）无需缴税，note 会对此加以说明（有收益时 note 为 null）。net_proceeds = sale_price − fees − tax，即出售后剩余的金额；profit_after_tax = gain − tax。整个收益适用单一固定税率：请传入您的边际税率或长期税率（例如美国常见的长期税率 15）；不考虑免税额、税级和持有期限。${zhCn.calc.MONEY_CENTS}`,
    params: {
      sale_price: '资产的售出价格，0 或以上',
      purchase_price: '资产的购入成本（成本基础），0 或以上',
      fees: '买入和卖出成本合计，0 或以上；默认为 0',
      rate: '资本利得税税率，0 到 100，以百分比表示（7.5 表示 7.5 %）',
    },
  },
})
