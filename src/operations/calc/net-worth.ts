import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, percent } from '../../lib/calc/calc.ts'
import { centsDifference } from '../../lib/money/pricing.ts'
import { translate } from '../../i18n/index.ts'
import { calcResult, moneyFigure, noteField } from '../kits/calc-results.ts'

const params = z.object({
  assets: calcParam.nonNegative('Total assets (cash, investments, property at market value), 0 or more'),
  liabilities: calcParam.nonNegative('Total liabilities (mortgage, loans, card balances), 0 or more'),
})

export default defineOperation({
  category: 'calc',
  name: 'net-worth',
  input: 'query',
  summary: 'Net worth and debt ratio from total assets and total liabilities',
  description: 'net_worth = assets − liabilities, rounded to the cent (negative when debts exceed assets); '
    + 'debt_ratio_percent = liabilities / assets × 100, a percent number rounded to 4 decimals (above 100 when debts exceed assets). '
    + 'With assets of 0 the net worth is still given, but the debt ratio is undefined: debt_ratio_percent is null and note says why '
    + '(note is null otherwise).',
  params,
  result: calcResult(params, {
    net_worth: moneyFigure({ en: 'assets − liabilities; negative when debts exceed assets', es: 'assets − liabilities; negativo cuando las deudas superan los activos' }),
    debt_ratio_percent: z.number().min(0).nullable().apply(described, { en: 'liabilities / assets × 100, in percent (25 means 25 %), rounded to four decimals; above 100 when debts exceed assets, null when assets is 0', es: 'liabilities / assets × 100, en porcentaje (25 significa 25 %), con redondeo a cuatro decimales; más de 100 cuando las deudas superan los activos, null cuando assets es 0' }),
    note: noteField({ en: 'saying why debt_ratio_percent is null when assets is 0', es: 'que explica por qué debt_ratio_percent es null cuando assets es 0' }),
  }),
  examples: [
    { title: 'assets 250000, liabilities 100000', params: { assets: 250000, liabilities: 100000 }, result: { inputs: { assets: 250000, liabilities: 100000 }, net_worth: 150000, debt_ratio_percent: 40, note: null } },
    { title: 'more debt than assets', params: { assets: 20000, liabilities: 35000 }, result: { net_worth: -15000, debt_ratio_percent: 175 } },
    { title: 'no assets', params: { assets: 0, liabilities: 5000 }, result: { net_worth: -5000, debt_ratio_percent: null } },
  ],
  run: ({ assets, liabilities }, ctx) => ({
    inputs: { assets, liabilities },
    net_worth: centsDifference(assets, liabilities),
    debt_ratio_percent: assets === 0 ? null : percent(finite(liabilities / assets * 100, 'debt_ratio_percent')),
    note: assets === 0 ? translate(ctx.lang, 'NET_WORTH_NO_ASSETS_NOTE') : null,
    formula: 'net_worth = assets − liabilities; debt_ratio_percent = liabilities / assets × 100',
  }),
  es: {
    summary: 'Patrimonio neto y ratio de endeudamiento a partir del total de activos y de pasivos',
    description: 'net_worth = assets − liabilities, redondeado al céntimo (negativo cuando las deudas superan los activos); debt_ratio_percent = liabilities / assets × 100, un número de porcentaje redondeado a 4 decimales (mayor que 100 cuando las deudas superan los activos). Con assets igual a 0 se da igualmente el patrimonio neto, pero el ratio de endeudamiento queda indefinido: debt_ratio_percent es null y note explica por qué (en otro caso note es null).',
    params: {
      assets: 'Total de activos (efectivo, inversiones, inmuebles a valor de mercado), 0 o más',
      liabilities: 'Total de pasivos (hipoteca, préstamos, saldos de tarjetas), 0 o más',
    },
  },
})
