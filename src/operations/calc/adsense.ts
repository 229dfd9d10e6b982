import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money, roundTo } from '../../lib/calc/calc.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  pageviews: z.number().min(0, 'ADSENSE_PAGEVIEWS_NEGATIVE').describe('Number of pageviews in the period, 0 or more'),
  ctr: calcParam.percent('Click-through rate: clicks per 100 pageviews, 0 to 100', 0, 100),
  cpc: calcParam.nonNegative('Average earnings per click (cost per click), in money'),
})

export default defineOperation({
  category: 'calc',
  name: 'adsense',
  input: 'query',
  summary: 'Estimated ad earnings and RPM from pageviews, click-through rate and cost per click',
  description: 'An estimate for click-paid ads: clicks = pageviews × ctr / 100; earnings = clicks × cpc; '
    + 'RPM (revenue per 1,000 pageviews) = earnings / pageviews × 1000, which is ctr / 100 × cpc × 1000 and so needs no pageviews. '
    + 'ctr is a percent (2 means 2 % of pageviews lead to a click). clicks is an expected number, to 2 decimals; '
    + 'earnings and rpm are money, rounded to cents from unrounded figures. Real earnings also depend on the revenue share and on impressions-paid ads.',
  params,
  result: calcResult(params, {
    clicks: z.number().min(0).apply(described, {
      en: 'Expected clicks, pageviews × ctr / 100, to 2 decimals',
      es: 'Clics esperados, pageviews × ctr / 100, con 2 decimales',
      de: 'Erwartete Klicks, pageviews × ctr / 100, auf 2 Nachkommastellen',
      fr: 'Clics attendus, pageviews × ctr / 100, à 2 décimales',
      'pt-br': 'Cliques esperados, pageviews × ctr / 100, com 2 casas decimais',
      'zh-cn': '预期点击次数，pageviews × ctr / 100，保留 2 位小数',
    }),
    earnings: moneyFigure({
      en: 'Expected earnings, clicks × cpc',
      es: 'Ingresos esperados, clicks × cpc',
      de: 'Erwartete Einnahmen, clicks × cpc',
      fr: 'Revenus attendus, clicks × cpc',
      'pt-br': 'Receita esperada, clicks × cpc',
      'zh-cn': '预期收入，clicks × cpc',
    }),
    rpm: moneyFigure({
      en: 'Revenue per 1,000 pageviews, earnings / pageviews × 1000',
      es: 'Ingresos por cada 1000 páginas vistas, earnings / pageviews × 1000',
      de: 'Einnahmen pro 1000 Seitenaufrufe, earnings / pageviews × 1000',
      fr: 'Revenu pour 1000 pages vues, earnings / pageviews × 1000',
      'pt-br': 'Receita por 1000 visualizações de página, earnings / pageviews × 1000',
      'zh-cn': '每 1000 次页面浏览的收入，earnings / pageviews × 1000',
    }),
  }),
  examples: [
    { title: '10,000 pageviews, 2 % CTR, 0.50 per click', params: { pageviews: 10000, ctr: 2, cpc: 0.5 }, result: { clicks: 200, earnings: 100, rpm: 10 } },
    { title: '250,000 pageviews, 1.5 % CTR, 0.35 per click', params: { pageviews: 250000, ctr: 1.5, cpc: 0.35 }, result: { clicks: 3750, earnings: 1312.5, rpm: 5.25 } },
  ],
  run: ({ pageviews, ctr, cpc }) => {
    const clicks = finite((pageviews * ctr) / 100, 'clicks')
    return {
      inputs: { pageviews, ctr, cpc },
      clicks: roundTo(clicks, 2),
      earnings: money(finite(clicks * cpc, 'earnings')),
      rpm: money(finite((ctr / 100) * cpc * 1000, 'RPM')),
      formula: 'clicks = pageviews × ctr / 100; earnings = clicks × cpc; RPM = earnings / pageviews × 1000',
    }
  },
  es: {
    summary: 'Ingresos publicitarios estimados y RPM a partir de las páginas vistas, el porcentaje de clics y el coste por clic',
    description: 'Una estimación para anuncios pagados por clic: clicks = pageviews × ctr / 100; earnings = clicks × cpc; RPM (ingresos por cada 1000 páginas vistas) = earnings / pageviews × 1000, que es ctr / 100 × cpc × 1000 y por tanto no necesita pageviews. ctr es un porcentaje (2 significa que el 2 % de las páginas vistas llevan a un clic). clicks es un número esperado, con 2 decimales; earnings y rpm son dinero, redondeados a céntimos a partir de cifras sin redondear. Los ingresos reales dependen también del reparto de ingresos y de los anuncios pagados por impresión.',
    params: {
      pageviews: 'Número de páginas vistas en el periodo, 0 o más',
      ctr: 'Porcentaje de clics: clics por cada 100 páginas vistas, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
      cpc: 'Ingreso medio por clic (coste por clic), en dinero',
    },
  },
  de: {
    summary: 'Geschätzte Werbeeinnahmen und RPM aus Seitenaufrufen, Klickrate und Kosten pro Klick',
    description: 'Eine Schätzung für Anzeigen, die pro Klick vergütet werden: clicks = pageviews × ctr / 100; earnings = clicks × cpc; RPM (Einnahmen pro 1000 Seitenaufrufe) = earnings / pageviews × 1000, was ctr / 100 × cpc × 1000 entspricht und daher ohne pageviews auskommt. ctr ist ein Prozentwert (2 bedeutet, dass 2 % der Seitenaufrufe zu einem Klick führen). clicks ist ein Erwartungswert mit 2 Nachkommastellen; earnings und rpm sind Geldbeträge, die aus ungerundeten Werten auf Cent gerundet werden. Die tatsächlichen Einnahmen hängen außerdem vom Umsatzanteil und von Anzeigen ab, die pro Impression vergütet werden.',
    params: {
      pageviews: 'Anzahl der Seitenaufrufe im Zeitraum, 0 oder mehr',
      ctr: 'Klickrate: Klicks pro 100 Seitenaufrufe, 0 bis 100, in Prozent (7.5 bedeutet 7.5 %)',
      cpc: 'Durchschnittliche Einnahmen pro Klick (Kosten pro Klick), als Geldbetrag',
    },
  },
  fr: {
    summary: 'Revenus publicitaires estimés et RPM à partir des pages vues, du taux de clics et du coût par clic',
    description: 'Une estimation pour les annonces rémunérées au clic\u00a0: clicks = pageviews × ctr / 100\u00a0; earnings = clicks × cpc\u00a0; RPM (revenu pour 1000 pages vues) = earnings / pageviews × 1000, soit ctr / 100 × cpc × 1000, qui ne dépend donc pas de pageviews. ctr est un pourcentage (2 signifie que 2 % des pages vues mènent à un clic). clicks est un nombre attendu, à 2 décimales\u00a0; earnings et rpm sont des montants, arrondis au centime à partir de valeurs non arrondies. Les revenus réels dépendent aussi du partage des revenus et des annonces rémunérées à l\'impression.',
    params: {
      pageviews: 'Nombre de pages vues sur la période, 0 ou plus',
      ctr: 'Taux de clics\u00a0: clics pour 100 pages vues, de 0 à 100, en pourcentage (7.5 signifie 7.5 %)',
      cpc: 'Revenu moyen par clic (coût par clic), sous forme de montant',
    },
  },
  'pt-br': {
    summary: 'Receita estimada de anúncios e RPM a partir das visualizações de página, da taxa de cliques e do custo por clique',
    description: 'Uma estimativa para anúncios pagos por clique: clicks = pageviews × ctr / 100; earnings = clicks × cpc; RPM (receita por 1000 visualizações de página) = earnings / pageviews × 1000, que equivale a ctr / 100 × cpc × 1000 e, portanto, não precisa de pageviews. ctr é uma porcentagem (2 significa que 2 % das visualizações de página geram um clique). clicks é um número esperado, com 2 casas decimais; earnings e rpm são valores monetários, arredondados para centavos a partir de valores não arredondados. A receita real também depende da divisão de receita e dos anúncios pagos por impressão.',
    params: {
      pageviews: 'Número de visualizações de página no período, 0 ou mais',
      ctr: 'Taxa de cliques: cliques a cada 100 visualizações de página, de 0 a 100, em porcentagem (7.5 significa 7.5 %)',
      cpc: 'Receita média por clique (custo por clique), em valor monetário',
    },
  },
  'zh-cn': {
    summary: '根据页面浏览量、点击率和每次点击费用估算广告收入和 RPM',
    description: '针对按点击付费广告的估算：clicks = pageviews × ctr / 100；earnings = clicks × cpc；RPM（每 1000 次页面浏览的收入）= earnings / pageviews × 1000，即 ctr / 100 × cpc × 1000，因此无需 pageviews。ctr 为百分比（2 表示 2 % 的页面浏览会带来一次点击）。clicks 为预期数量，保留 2 位小数；earnings 和 rpm 为金额，由未舍入的数值四舍五入到分。实际收入还取决于收入分成比例以及按展示付费的广告。',
    params: {
      pageviews: '该期间的页面浏览量，0 或以上',
      ctr: '点击率：每 100 次页面浏览的点击次数，0 到 100，以百分比表示（7.5 表示 7.5 %）',
      cpc: '每次点击的平均收入（每次点击费用），以金额表示',
    },
  },
})
