import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, money, percent } from '../../lib/calc/calc.ts'
import { translate } from '../../i18n/index.ts'
import { calcResult, moneyFigure, noteField, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  cost: calcParam.nonNegative('What the item costs you, 0 or more'),
  price: calcParam.nonNegative('The selling price, above 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'margin',
  input: 'query',
  summary: 'Profit, margin and markup from a cost and a selling price',
  description: 'profit = price − cost (rounded to the cent); margin_percent = profit / price × 100 (the share of the price that is profit); '
    + 'markup_percent = profit / cost × 100 (how much was added to the cost). Percentages are percent numbers rounded to 4 decimals; '
    + 'a price below the cost gives a negative profit, margin and markup. price = 0 is refused with a 422 (a margin divides by the price). '
    + 'cost = 0 is accepted: markup is then undefined, so markup_percent is null and note says why (note is null otherwise).',
  params,
  result: calcResult(params, {
    profit: moneyFigure({
      en: 'price − cost; negative for a sale at a loss',
      es: 'price − cost; negativo en una venta con pérdida',
      de: 'price − cost; negativ bei einem Verkauf mit Verlust',
      fr: 'price − cost\u00a0; négatif pour une vente à perte',
      'pt-br': 'price − cost; negativo em uma venda com prejuízo',
      'zh-cn': 'price − cost；亏本销售时为负数',
    }),
    margin_percent: percentFigure({
      en: 'Share of the price that is profit, profit / price × 100',
      es: 'Parte del precio que es beneficio, profit / price × 100',
      de: 'Anteil des Preises, der Gewinn ist, profit / price × 100',
      fr: 'Part du prix qui constitue le bénéfice, profit / price × 100',
      'pt-br': 'Parcela do preço que é lucro, profit / price × 100',
      'zh-cn': '利润占价格的比例，profit / price × 100',
    }),
    markup_percent: z.number().nullable().apply(described, {
      en: 'What was added to the cost, profit / cost × 100, in percent (25 means 25 %), rounded to four decimals; null when cost is 0',
      es: 'Lo que se añadió al coste, profit / cost × 100, en porcentaje (25 significa 25 %), con redondeo a cuatro decimales; null cuando cost es 0',
      de: 'Was auf die Kosten aufgeschlagen wurde, profit / cost × 100, in Prozent (25 bedeutet 25 %), auf vier Nachkommastellen gerundet; null, wenn cost 0 ist',
      fr: 'Ce qui a été ajouté au coût, profit / cost × 100, en pourcentage (25 signifie 25 %), arrondi à quatre décimales\u00a0; null si cost vaut 0',
      'pt-br': 'O que foi acrescentado ao custo, profit / cost × 100, em porcentagem (25 significa 25 %), arredondado para quatro casas decimais; null quando cost é 0',
      'zh-cn': '在成本上加价的比例，profit / cost × 100，以百分比表示（25 表示 25 %），四舍五入到四位小数；cost 为 0 时为 null',
    }),
    note: noteField({
      en: 'saying why markup_percent is null when cost is 0',
      es: 'que explica por qué markup_percent es null cuando cost es 0',
      de: 'der erklärt, warum markup_percent null ist, wenn cost 0 ist',
      fr: 'qui explique pourquoi markup_percent vaut null quand cost vaut 0',
      'pt-br': 'que explica por que markup_percent é null quando cost é 0',
      'zh-cn': '解释 cost 为 0 时 markup_percent 为何为 null',
    }),
  }),
  examples: [
    { title: 'cost 60, price 100', params: { cost: 60, price: 100 }, result: { inputs: { cost: 60, price: 100 }, profit: 40, margin_percent: 40, markup_percent: 66.6667, note: null } },
    { title: 'cost 50, price 75', params: { cost: 50, price: 75 }, result: { profit: 25, margin_percent: 33.3333, markup_percent: 50 } },
    { title: 'sold at a loss', params: { cost: 120, price: 100 }, result: { profit: -20, margin_percent: -20, markup_percent: -16.6667 } },
  ],
  run: ({ cost, price }, ctx) => {
    if (price === 0) impossible('MARGIN_ZERO_PRICE')
    const profit = finite(price - cost, 'profit')
    return {
      inputs: { cost, price },
      profit: money(profit),
      margin_percent: percent(finite(profit / price * 100, 'margin_percent')),
      markup_percent: cost === 0 ? null : percent(finite(profit / cost * 100, 'markup_percent')),
      note: cost === 0 ? translate(ctx.lang, 'MARGIN_NO_COST_NOTE') : null,
      formula: 'profit = price − cost; margin_percent = profit / price × 100; markup_percent = profit / cost × 100',
    }
  },
  es: {
    summary: 'Beneficio, margen y recargo a partir de un coste y un precio de venta',
    description: 'profit = price − cost (redondeado al céntimo); margin_percent = profit / price × 100 (la parte del precio que es beneficio); markup_percent = profit / cost × 100 (cuánto se añadió al coste). Los porcentajes son números de porcentaje redondeados a 4 decimales; un precio inferior al coste da beneficio, margen y recargo negativos. price = 0 se rechaza con un 422 (el margen divide por el precio). Se acepta cost = 0: el recargo queda entonces indefinido, así que markup_percent es null y note explica por qué (en otro caso note es null).',
    params: {
      cost: 'Lo que le cuesta el artículo, 0 o más',
      price: 'El precio de venta, mayor que 0',
    },
  },
  de: {
    summary: 'Gewinn, Marge und Aufschlag aus Kosten und Verkaufspreis',
    description: 'profit = price − cost (auf den Cent gerundet); margin_percent = profit / price × 100 (der Anteil des Preises, der Gewinn ist); markup_percent = profit / cost × 100 (wie viel auf die Kosten aufgeschlagen wurde). Prozentwerte sind Prozentzahlen, auf 4 Nachkommastellen gerundet; ein Preis unter den Kosten ergibt einen negativen Gewinn, eine negative Marge und einen negativen Aufschlag. price = 0 wird mit 422 abgelehnt (eine Marge teilt durch den Preis). cost = 0 ist zulässig: Der Aufschlag ist dann nicht definiert, daher ist markup_percent null und note nennt den Grund (sonst ist note null).',
    params: {
      cost: 'Was der Artikel Sie kostet, 0 oder mehr',
      price: 'Der Verkaufspreis, größer als 0',
    },
  },
  fr: {
    summary: 'Bénéfice, marge et majoration à partir d\'un coût et d\'un prix de vente',
    description: 'profit = price − cost (arrondi au centime)\u00a0; margin_percent = profit / price × 100 (la part du prix qui constitue le bénéfice)\u00a0; markup_percent = profit / cost × 100 (ce qui a été ajouté au coût). Les pourcentages sont des nombres en pourcentage arrondis à 4 décimales\u00a0; un prix inférieur au coût donne un bénéfice, une marge et une majoration négatifs. price = 0 est refusé avec une erreur 422 (une marge se calcule en divisant par le prix). cost = 0 est accepté\u00a0: la majoration est alors indéfinie, si bien que markup_percent vaut null et que note en donne la raison (sinon note vaut null).',
    params: {
      cost: 'Ce que l\'article vous coûte, 0 ou plus',
      price: 'Le prix de vente, supérieur à 0',
    },
  },
  'pt-br': {
    summary: 'Lucro, margem e markup a partir de um custo e de um preço de venda',
    description: 'profit = price − cost (arredondado para o centavo); margin_percent = profit / price × 100 (a parcela do preço que é lucro); markup_percent = profit / cost × 100 (quanto foi acrescentado ao custo). As porcentagens são números percentuais arredondados para 4 casas decimais; um preço abaixo do custo gera lucro, margem e markup negativos. price = 0 é recusado com um 422 (a margem divide pelo preço). cost = 0 é aceito: o markup fica então indefinido, por isso markup_percent é null e note explica o motivo (caso contrário, note é null).',
    params: {
      cost: 'Quanto o item custa para você, 0 ou mais',
      price: 'O preço de venda, maior que 0',
    },
  },
  'zh-cn': {
    summary: '根据成本和售价计算利润、利润率和加价率',
    description: 'profit = price − cost（四舍五入到分）；margin_percent = profit / price × 100（利润占价格的比例）；markup_percent = profit / cost × 100（在成本上加价的比例）。百分比为四舍五入到 4 位小数的百分数；价格低于成本时，利润、利润率和加价率均为负数。price = 0 时以 422 拒绝（利润率需要除以价格）。cost = 0 可以接受：此时加价率无定义，因此 markup_percent 为 null，并由 note 说明原因（其他情况下 note 为 null）。',
    params: {
      cost: '商品的成本，0 或以上',
      price: '售价，大于 0',
    },
  },
})
