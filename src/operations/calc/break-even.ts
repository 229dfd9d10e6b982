import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, impossible, money, percent, roundTo } from '../../lib/calc/calc.ts'
import { breakEvenUnits, financeParam } from '../../lib/money/finance.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  fixed_costs: financeParam.amount('Costs that do not depend on the volume sold (rent, salaries), for the period'),
  price: financeParam.amount('Selling price of one unit'),
  variable_cost: financeParam.amount('Cost of producing and selling one unit'),
})

export default defineOperation({
  category: 'calc',
  name: 'break-even',
  input: 'query',
  summary: 'Units to sell, and revenue, to cover fixed and variable costs',
  description: 'Each unit sold contributes price − variable_cost (the contribution margin) towards the fixed costs: '
    + 'units_exact = fixed_costs / (price − variable_cost), and units rounds it up to whole units to sell. '
    + 'revenue is the break-even sales revenue, units_exact × price (= fixed_costs / contribution margin ratio); '
    + 'revenue_at_units is units × price. price must be greater than variable_cost, or no number of units breaks even. '
    + 'Money figures are rounded to cents; units_exact to four decimals.',
  params,
  result: calcResult(params, {
    units: z.number().multipleOf(1).min(0).apply(described, {
      en: 'Whole units to sell to break even: units_exact rounded up',
      es: 'Unidades enteras que hay que vender para alcanzar el punto de equilibrio: units_exact redondeado hacia arriba',
      de: 'Ganze Einheiten, die bis zur Gewinnschwelle verkauft werden müssen: units_exact aufgerundet',
      fr: 'Unités entières à vendre pour atteindre le seuil de rentabilité\u00a0: units_exact arrondi à l\'unité supérieure',
      'pt-br': 'Unidades inteiras a vender para atingir o ponto de equilíbrio: units_exact arredondado para cima',
      'zh-cn': '达到盈亏平衡需售出的整件数：units_exact 向上取整',
    }),
    units_exact: z.number().min(0).apply(described, {
      en: 'Units at which revenue exactly covers the costs, fixed_costs / (price − variable_cost), to 4 decimals',
      es: 'Unidades con las que los ingresos cubren exactamente los costes, fixed_costs / (price − variable_cost), con 4 decimales',
      de: 'Stückzahl, bei der der Umsatz die Kosten genau deckt, fixed_costs / (price − variable_cost), auf 4 Nachkommastellen',
      fr: 'Nombre d\'unités pour lequel le chiffre d\'affaires couvre exactement les coûts, fixed_costs / (price − variable_cost), à 4 décimales',
      'pt-br': 'Unidades com as quais a receita cobre exatamente os custos, fixed_costs / (price − variable_cost), com 4 casas decimais',
      'zh-cn': '收入恰好覆盖成本时的件数，fixed_costs / (price − variable_cost)，保留 4 位小数',
    }),
    revenue: moneyFigure({
      en: 'Break-even sales revenue, units_exact × price',
      es: 'Ingresos por ventas en el punto de equilibrio, units_exact × price',
      de: 'Umsatz an der Gewinnschwelle, units_exact × price',
      fr: 'Chiffre d\'affaires au seuil de rentabilité, units_exact × price',
      'pt-br': 'Receita de vendas no ponto de equilíbrio, units_exact × price',
      'zh-cn': '盈亏平衡点的销售收入，units_exact × price',
    }),
    revenue_at_units: moneyFigure({
      en: 'Revenue from selling units, units × price',
      es: 'Ingresos por vender units, units × price',
      de: 'Umsatz beim Verkauf von units Einheiten, units × price',
      fr: 'Chiffre d\'affaires réalisé en vendant units unités, units × price',
      'pt-br': 'Receita com a venda de units unidades, units × price',
      'zh-cn': '售出 units 件时的收入，units × price',
    }),
    contribution_margin: moneyFigure({
      en: 'What each unit sold contributes towards the fixed costs, price − variable_cost',
      es: 'Lo que cada unidad vendida aporta a los costes fijos, price − variable_cost',
      de: 'Beitrag jeder verkauften Einheit zur Deckung der Fixkosten, price − variable_cost',
      fr: 'Ce que chaque unité vendue apporte à la couverture des coûts fixes, price − variable_cost',
      'pt-br': 'O que cada unidade vendida contribui para os custos fixos, price − variable_cost',
      'zh-cn': '每售出一件产品对固定成本的贡献，price − variable_cost',
    }),
    contribution_margin_percent: percentFigure({
      en: 'The contribution margin as a share of the price, (price − variable_cost) / price × 100',
      es: 'El margen de contribución como parte del precio, (price − variable_cost) / price × 100',
      de: 'Der Deckungsbeitrag als Anteil am Preis, (price − variable_cost) / price × 100',
      fr: 'La marge sur coût variable rapportée au prix, (price − variable_cost) / price × 100',
      'pt-br': 'A margem de contribuição como parcela do preço, (price − variable_cost) / price × 100',
      'zh-cn': '边际贡献占价格的比例，(price − variable_cost) / price × 100',
    }),
  }),
  examples: [
    {
      title: '10,000 fixed, sold at 50, costing 30 each',
      params: { fixed_costs: 10000, price: 50, variable_cost: 30 },
      result: {
        inputs: { fixed_costs: 10000, price: 50, variable_cost: 30 },
        units: 500, units_exact: 500, revenue: 25000, revenue_at_units: 25000, contribution_margin: 20, contribution_margin_percent: 40,
      },
    },
    {
      title: 'a fraction of a unit rounds up',
      params: { fixed_costs: 5000, price: 19.99, variable_cost: 7.5 },
      result: { units: 401, units_exact: 400.3203, revenue: 8002.4, revenue_at_units: 8015.99, contribution_margin: 12.49 },
    },
  ],
  run: ({ fixed_costs, price, variable_cost }) => {
    if (price <= variable_cost) impossible('FINANCE_BREAK_EVEN_NO_MARGIN', { price, variable_cost, margin: money(price - variable_cost) })
    const exact = finite(breakEvenUnits(fixed_costs, price, variable_cost), 'units')
    const units = Math.ceil(exact)
    return {
      inputs: { fixed_costs, price, variable_cost },
      units,
      units_exact: roundTo(exact, 4),
      revenue: money(finite(exact * price, 'revenue')),
      revenue_at_units: money(finite(units * price, 'revenue_at_units')),
      contribution_margin: money(price - variable_cost),
      contribution_margin_percent: percent(((price - variable_cost) / price) * 100),
      formula: 'units = fixed_costs / (price − variable_cost), rounded up; revenue = units × price',
    }
  },
  es: {
    summary: 'Unidades que hay que vender, e ingresos, para cubrir los costes fijos y variables',
    description: 'Cada unidad vendida aporta price − variable_cost (el margen de contribución) a los costes fijos: units_exact = fixed_costs / (price − variable_cost), y units lo redondea hacia arriba a unidades enteras que vender. revenue es el ingreso de equilibrio, units_exact × price (= fixed_costs / ratio del margen de contribución); revenue_at_units es units × price. price debe ser mayor que variable_cost, o ningún número de unidades alcanza el equilibrio. Los importes se redondean a céntimos; units_exact a cuatro decimales.',
    params: {
      fixed_costs: 'Costes que no dependen del volumen vendido (alquiler, salarios), para el periodo; 0 o más',
      price: 'Precio de venta de una unidad; 0 o más',
      variable_cost: 'Coste de producir y vender una unidad; 0 o más',
    },
  },
  de: {
    summary: 'Zu verkaufende Stückzahl und Umsatz, um fixe und variable Kosten zu decken',
    description: 'Jede verkaufte Einheit trägt price − variable_cost (den Deckungsbeitrag) zur Deckung der Fixkosten bei: units_exact = fixed_costs / (price − variable_cost), und units rundet diesen Wert auf ganze zu verkaufende Einheiten auf. revenue ist der Umsatz an der Gewinnschwelle, units_exact × price (= fixed_costs / Deckungsbeitragsquote); revenue_at_units ist units × price. price muss größer als variable_cost sein, sonst erreicht keine Stückzahl die Gewinnschwelle. Geldbeträge werden auf Cent gerundet, units_exact auf vier Nachkommastellen.',
    params: {
      fixed_costs: 'Kosten, die nicht von der verkauften Menge abhängen (Miete, Gehälter), für den Zeitraum; 0 oder mehr',
      price: 'Verkaufspreis einer Einheit; 0 oder mehr',
      variable_cost: 'Kosten für Herstellung und Verkauf einer Einheit; 0 oder mehr',
    },
  },
  fr: {
    summary: 'Unités à vendre, et chiffre d\'affaires, pour couvrir les coûts fixes et variables',
    description: 'Chaque unité vendue apporte price − variable_cost (la marge sur coût variable) à la couverture des coûts fixes\u00a0: units_exact = fixed_costs / (price − variable_cost), et units l\'arrondit à l\'unité supérieure pour donner le nombre d\'unités entières à vendre. revenue est le chiffre d\'affaires au seuil de rentabilité, units_exact × price (= fixed_costs / taux de marge sur coût variable)\u00a0; revenue_at_units vaut units × price. price doit être supérieur à variable_cost, sinon aucun volume de ventes n\'atteint le seuil de rentabilité. Les montants sont arrondis au centime\u00a0; units_exact, à quatre décimales.',
    params: {
      fixed_costs: 'Coûts qui ne dépendent pas du volume vendu (loyer, salaires), pour la période\u00a0; 0 ou plus',
      price: 'Prix de vente d\'une unité\u00a0; 0 ou plus',
      variable_cost: 'Coût de production et de vente d\'une unité\u00a0; 0 ou plus',
    },
  },
  'pt-br': {
    summary: 'Unidades a vender, e receita, para cobrir os custos fixos e variáveis',
    description: 'Cada unidade vendida contribui com price − variable_cost (a margem de contribuição) para os custos fixos: units_exact = fixed_costs / (price − variable_cost), e units arredonda esse valor para cima, em unidades inteiras a vender. revenue é a receita de vendas no ponto de equilíbrio, units_exact × price (= fixed_costs / índice de margem de contribuição); revenue_at_units é units × price. price deve ser maior que variable_cost; caso contrário, nenhuma quantidade de unidades atinge o ponto de equilíbrio. Os valores monetários são arredondados para centavos; units_exact, para quatro casas decimais.',
    params: {
      fixed_costs: 'Custos que não dependem do volume vendido (aluguel, salários), no período; 0 ou mais',
      price: 'Preço de venda de uma unidade; 0 ou mais',
      variable_cost: 'Custo de produzir e vender uma unidade; 0 ou mais',
    },
  },
  'zh-cn': {
    summary: '覆盖固定成本和可变成本所需的销量及收入',
    description: '每售出一件产品可为固定成本贡献 price − variable_cost（边际贡献）：units_exact = fixed_costs / (price − variable_cost)，units 将其向上取整为需售出的整件数。revenue 是盈亏平衡点的销售收入，units_exact × price（= fixed_costs / 边际贡献率）；revenue_at_units 为 units × price。price 必须大于 variable_cost，否则无论售出多少件都无法达到盈亏平衡。金额四舍五入到分；units_exact 保留四位小数。',
    params: {
      fixed_costs: '不随销量变化的成本（租金、工资），按该期间计；0 或以上',
      price: '单件售价；0 或以上',
      variable_cost: '生产并销售一件产品的成本；0 或以上',
    },
  },
})
