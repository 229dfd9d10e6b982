import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { same } from '../../i18n/same.ts'
import { calcParam, finite, impossible, money, percent } from '../../lib/calc/calc.ts'
import { centsDifference, percentOf } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  cost: calcParam.nonNegative('What the item costs you, above 0'),
  markup_percent: calcParam.nonNegative('The markup added to the cost, 0 or more, in percent (50 means 50 %; 100 doubles the cost)'),
})

export default defineOperation({
  category: 'calc',
  name: 'markup',
  input: 'query',
  summary: 'Selling price, profit and margin from a cost and a markup percentage',
  description: 'price = cost + cost × markup_percent / 100, rounded to the cent, and profit = price − cost; '
    + 'margin_percent = profit / price × 100, the same profit seen as a share of the price (a 50 % markup is a 33.3333 % margin). '
    + 'Percentages are percent numbers rounded to 4 decimals. cost = 0 is refused with a 422: a markup is a percentage of the cost, '
    + 'so it cannot set a price on a cost of 0. To go from a price back to the markup, use calc/margin.',
  params,
  result: calcResult(params, {
    price: moneyFigure({
      en: 'Selling price, cost + cost × markup_percent / 100',
      es: 'Precio de venta, cost + cost × markup_percent / 100',
      de: 'Verkaufspreis, cost + cost × markup_percent / 100',
      fr: 'Prix de vente, cost + cost × markup_percent / 100',
      'pt-br': 'Preço de venda, cost + cost × markup_percent / 100',
      'zh-cn': '售价，cost + cost × markup_percent / 100',
    }),
    profit: moneyFigure({
      en: 'price − cost',
      es: 'price − cost',
      de: same('price − cost'),
      fr: same('price − cost'),
      'pt-br': same('price − cost'),
      'zh-cn': same('price − cost'),
    }),
    margin_percent: percentFigure({
      en: 'The same profit as a share of the price, profit / price × 100',
      es: 'El mismo beneficio como parte del precio, profit / price × 100',
      de: 'Derselbe Gewinn als Anteil am Preis, profit / price × 100',
      fr: 'Le même bénéfice rapporté au prix, profit / price × 100',
      'pt-br': 'O mesmo lucro como parcela do preço, profit / price × 100',
      'zh-cn': '同一利润占价格的比例，profit / price × 100',
    }),
  }),
  examples: [
    { title: '50 % on a cost of 50', params: { cost: 50, markup_percent: 50 }, result: { inputs: { cost: 50, markup_percent: 50 }, price: 75, profit: 25, margin_percent: 33.3333 } },
    { title: '25 % on a cost of 80', params: { cost: 80, markup_percent: 25 }, result: { price: 100, profit: 20, margin_percent: 20 } },
    { title: 'keystone (100 %)', params: { cost: 12.5, markup_percent: 100 }, result: { price: 25, profit: 12.5, margin_percent: 50 } },
  ],
  run: ({ cost, markup_percent }) => {
    if (cost === 0) impossible('MARKUP_ZERO_COST')
    const profit = finite(percentOf(cost, markup_percent), 'profit')
    const price = finite(cost + profit, 'price')
    return {
      inputs: { cost, markup_percent },
      price: money(price),
      profit: centsDifference(price, cost),
      margin_percent: percent(profit / price * 100),
      formula: 'profit = cost × markup_percent / 100; price = cost + profit; margin_percent = profit / price × 100',
    }
  },
  es: {
    summary: 'Precio de venta, beneficio y margen a partir de un coste y un porcentaje de recargo',
    description: 'price = cost + cost × markup_percent / 100, redondeado al céntimo, y profit = price − cost; margin_percent = profit / price × 100, el mismo beneficio visto como parte del precio (un recargo del 50 % es un margen del 33.3333 %). Los porcentajes son números de porcentaje redondeados a 4 decimales. cost = 0 se rechaza con un 422: un recargo es un porcentaje del coste, así que no puede fijar un precio sobre un coste de 0. Para pasar de un precio al recargo, use calc/margin.',
    params: {
      cost: 'Lo que le cuesta el artículo, mayor que 0',
      markup_percent: 'El recargo sobre el coste, 0 o más, en porcentaje (50 significa 50 %; 100 duplica el coste)',
    },
  },
  de: {
    summary: 'Verkaufspreis, Gewinn und Marge aus Kosten und einem prozentualen Aufschlag',
    description: 'price = cost + cost × markup_percent / 100, auf den Cent gerundet, und profit = price − cost; margin_percent = profit / price × 100, derselbe Gewinn als Anteil am Preis betrachtet (ein Aufschlag von 50 % entspricht einer Marge von 33.3333 %). Prozentwerte sind Prozentzahlen, auf 4 Nachkommastellen gerundet. cost = 0 wird mit 422 abgelehnt: Ein Aufschlag ist ein Prozentsatz der Kosten und kann daher bei Kosten von 0 keinen Preis festlegen. Um von einem Preis auf den Aufschlag zurückzurechnen, verwenden Sie calc/margin.',
    params: {
      cost: 'Was der Artikel Sie kostet, größer als 0',
      markup_percent: 'Der Aufschlag auf die Kosten, 0 oder mehr, in Prozent (50 bedeutet 50 %; 100 verdoppelt die Kosten)',
    },
  },
  fr: {
    summary: 'Prix de vente, bénéfice et marge à partir d\'un coût et d\'un pourcentage de majoration',
    description: 'price = cost + cost × markup_percent / 100, arrondi au centime, et profit = price − cost\u00a0; margin_percent = profit / price × 100, le même bénéfice vu comme une part du prix (une majoration de 50 % correspond à une marge de 33.3333 %). Les pourcentages sont des nombres en pourcentage arrondis à 4 décimales. cost = 0 est refusé avec une erreur 422\u00a0: une majoration est un pourcentage du coût et ne peut donc pas fixer un prix sur un coût de 0. Pour retrouver la majoration à partir d\'un prix, utilisez calc/margin.',
    params: {
      cost: 'Ce que l\'article vous coûte, supérieur à 0',
      markup_percent: 'La majoration appliquée au coût, 0 ou plus, en pourcentage (50 signifie 50 %\u00a0; 100 double le coût)',
    },
  },
  'pt-br': {
    summary: 'Preço de venda, lucro e margem a partir de um custo e de um percentual de markup',
    description: 'price = cost + cost × markup_percent / 100, arredondado para o centavo, e profit = price − cost; margin_percent = profit / price × 100, o mesmo lucro visto como parcela do preço (um markup de 50 % é uma margem de 33.3333 %). As porcentagens são números percentuais arredondados para 4 casas decimais. cost = 0 é recusado com um 422: um markup é uma porcentagem do custo e, por isso, não pode definir um preço sobre um custo 0. Para voltar de um preço ao markup, use calc/margin.',
    params: {
      cost: 'Quanto o item custa para você, maior que 0',
      markup_percent: 'O markup acrescentado ao custo, 0 ou mais, em porcentagem (50 significa 50 %; 100 dobra o custo)',
    },
  },
  'zh-cn': {
    summary: '根据成本和加价百分比计算售价、利润和利润率',
    description: 'price = cost + cost × markup_percent / 100，四舍五入到分，profit = price − cost；margin_percent = profit / price × 100，即同一利润占价格的比例（加价 50 % 相当于利润率 33.3333 %）。百分比为四舍五入到 4 位小数的百分数。cost = 0 时以 422 拒绝：加价是成本的百分比，因此无法在成本为 0 时确定价格。要从价格反推加价率，请使用 calc/margin。',
    params: {
      cost: '商品的成本，大于 0',
      markup_percent: '在成本上加价的幅度，0 或以上，以百分比表示（50 表示 50 %；100 表示成本翻倍）',
    },
  },
})
