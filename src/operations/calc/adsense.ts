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
    clicks: z.number().min(0).apply(described, { en: 'Expected clicks, pageviews × ctr / 100, to 2 decimals', es: 'Clics esperados, pageviews × ctr / 100, con 2 decimales' }),
    earnings: moneyFigure({ en: 'Expected earnings, clicks × cpc', es: 'Ingresos esperados, clicks × cpc' }),
    rpm: moneyFigure({ en: 'Revenue per 1,000 pageviews, earnings / pageviews × 1000', es: 'Ingresos por cada 1000 páginas vistas, earnings / pageviews × 1000' }),
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
})
