import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, money } from '../../lib/calc/calc.ts'
import { decimal } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  cost: calcParam.nonNegative('What the campaign cost, 0 or more'),
  impressions: z.number().int().min(0).max(1e12).describe('How many impressions were served, a whole number from 1 to 1000000000000'),
})

export default defineOperation({
  category: 'calc',
  name: 'cpm',
  input: 'query',
  summary: 'Cost per thousand impressions (CPM) of an ad campaign',
  description: 'cpm = cost / impressions × 1000, the cost of one thousand ad impressions, rounded to the cent; '
    + 'cost_per_impression = cost / impressions, given to 15 significant digits because it is usually a fraction of a cent. '
    + 'impressions = 0 is refused with a 422 (nothing was served, so there is no cost per impression).',
  params,
  result: calcResult(params, {
    cpm: moneyFigure({
      en: 'Cost of one thousand impressions, cost / impressions × 1000',
      es: 'Coste de mil impresiones, cost / impressions × 1000',
      de: 'Kosten für tausend Impressionen, cost / impressions × 1000',
      fr: 'Coût de mille impressions, cost / impressions × 1000',
      'pt-br': 'Custo de mil impressões, cost / impressions × 1000',
      'zh-cn': '一千次展示的费用，cost / impressions × 1000',
    }),
    cost_per_impression: z.number().min(0).apply(described, {
      en: 'Cost of one impression, cost / impressions, in the currency of cost to 15 significant digits (not rounded to the cent)',
      es: 'Coste de una impresión, cost / impressions, en la moneda de cost con 15 cifras significativas (sin redondear al céntimo)',
      de: 'Kosten einer Impression, cost / impressions, in der Währung von cost auf 15 signifikante Stellen (nicht auf den Cent gerundet)',
      fr: 'Coût d\'une impression, cost / impressions, dans la devise de cost avec 15 chiffres significatifs (non arrondi au centime)',
      'pt-br': 'Custo de uma impressão, cost / impressions, na moeda de cost com 15 algarismos significativos (sem arredondar para o centavo)',
      'zh-cn': '单次展示的费用，cost / impressions，以 cost 的货币计，保留 15 位有效数字（不四舍五入到分）',
    }),
  }),
  examples: [
    { title: '500 for 100000 impressions', params: { cost: 500, impressions: 100000 }, result: { inputs: { cost: 500, impressions: 100000 }, cpm: 5, cost_per_impression: 0.005 } },
    { title: '2500 for a million impressions', params: { cost: 2500, impressions: 1000000 }, result: { cpm: 2.5, cost_per_impression: 0.0025 } },
  ],
  run: ({ cost, impressions }) => {
    if (impressions === 0) impossible('CPM_NO_IMPRESSIONS')
    return {
      inputs: { cost, impressions },
      cpm: money(finite(cost / impressions * 1000, 'cpm')),
      cost_per_impression: decimal(cost / impressions),
      formula: 'cpm = cost / impressions × 1000',
    }
  },
  es: {
    summary: 'Coste por mil impresiones (CPM) de una campaña publicitaria',
    description: 'cpm = cost / impressions × 1000, el coste de mil impresiones de anuncio, redondeado al céntimo; cost_per_impression = cost / impressions, con 15 cifras significativas porque suele ser una fracción de céntimo. impressions = 0 se rechaza con un 422 (no se sirvió nada, así que no hay coste por impresión).',
    params: {
      cost: 'Lo que costó la campaña, 0 o más',
      impressions: 'Cuántas impresiones se sirvieron, un número entero de 1 a 1000000000000',
    },
  },
  de: {
    summary: 'Kosten pro tausend Impressionen (CPM) einer Werbekampagne',
    description: 'cpm = cost / impressions × 1000, die Kosten für tausend Anzeigenimpressionen, auf den Cent gerundet; cost_per_impression = cost / impressions, auf 15 signifikante Stellen angegeben, da der Wert meist nur einen Bruchteil eines Cents beträgt. impressions = 0 wird mit 422 abgelehnt (es wurde nichts ausgeliefert, daher gibt es keine Kosten pro Impression).',
    params: {
      cost: 'Kosten der Kampagne, 0 oder mehr',
      impressions: 'Anzahl der ausgelieferten Impressionen, eine ganze Zahl von 1 bis 1000000000000',
    },
  },
  fr: {
    summary: 'Coût pour mille impressions (CPM) d\'une campagne publicitaire',
    description: 'cpm = cost / impressions × 1000, le coût de mille impressions publicitaires, arrondi au centime\u00a0; cost_per_impression = cost / impressions, donné avec 15 chiffres significatifs car il s\'agit généralement d\'une fraction de centime. impressions = 0 est refusé avec une erreur 422 (rien n\'a été diffusé, il n\'y a donc pas de coût par impression).',
    params: {
      cost: 'Coût de la campagne, 0 ou plus',
      impressions: 'Nombre d\'impressions diffusées, un nombre entier de 1 à 1000000000000',
    },
  },
  'pt-br': {
    summary: 'Custo por mil impressões (CPM) de uma campanha publicitária',
    description: 'cpm = cost / impressions × 1000, o custo de mil impressões de anúncio, arredondado para o centavo; cost_per_impression = cost / impressions, com 15 algarismos significativos, porque costuma ser uma fração de centavo. impressions = 0 é recusado com um 422 (nada foi veiculado, então não há custo por impressão).',
    params: {
      cost: 'Quanto custou a campanha, 0 ou mais',
      impressions: 'Quantas impressões foram veiculadas, um número inteiro de 1 a 1000000000000',
    },
  },
  'zh-cn': {
    summary: '广告活动的千次展示费用（CPM）',
    description: 'cpm = cost / impressions × 1000，即一千次广告展示的费用，四舍五入到分；cost_per_impression = cost / impressions，保留 15 位有效数字，因为它通常不足一分。impressions = 0 时以 422 拒绝（未投放任何展示，因此不存在每次展示费用）。',
    params: {
      cost: '广告活动的费用，0 或以上',
      impressions: '已投放的展示次数，1 到 1000000000000 之间的整数',
    },
  },
})
