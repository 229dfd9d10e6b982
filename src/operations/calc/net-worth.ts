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
    net_worth: moneyFigure({
      en: 'assets − liabilities; negative when debts exceed assets',
      es: 'assets − liabilities; negativo cuando las deudas superan los activos',
      de: 'assets − liabilities; negativ, wenn die Schulden das Vermögen übersteigen',
      fr: 'assets − liabilities\u00a0; négatif lorsque les dettes dépassent les actifs',
      'pt-br': 'assets − liabilities; negativo quando as dívidas superam os ativos',
      'zh-cn': 'assets − liabilities；负债超过资产时为负数',
    }),
    debt_ratio_percent: z.number().min(0).nullable().apply(described, {
      en: 'liabilities / assets × 100, in percent (25 means 25 %), rounded to four decimals; above 100 when debts exceed assets, null when assets is 0',
      es: 'liabilities / assets × 100, en porcentaje (25 significa 25 %), con redondeo a cuatro decimales; más de 100 cuando las deudas superan los activos, null cuando assets es 0',
      de: 'liabilities / assets × 100, in Prozent (25 bedeutet 25 %), auf vier Nachkommastellen gerundet; über 100, wenn die Schulden das Vermögen übersteigen, null, wenn assets 0 ist',
      fr: 'liabilities / assets × 100, en pourcentage (25 signifie 25 %), arrondi à quatre décimales\u00a0; supérieur à 100 lorsque les dettes dépassent les actifs, null si assets vaut 0',
      'pt-br': 'liabilities / assets × 100, em porcentagem (25 significa 25 %), arredondado para quatro casas decimais; acima de 100 quando as dívidas superam os ativos, null quando assets é 0',
      'zh-cn': 'liabilities / assets × 100，以百分比表示（25 表示 25 %），四舍五入到四位小数；负债超过资产时大于 100，assets 为 0 时为 null',
    }),
    note: noteField({
      en: 'saying why debt_ratio_percent is null when assets is 0',
      es: 'que explica por qué debt_ratio_percent es null cuando assets es 0',
      de: 'der erklärt, warum debt_ratio_percent null ist, wenn assets 0 ist',
      fr: 'qui explique pourquoi debt_ratio_percent vaut null quand assets vaut 0',
      'pt-br': 'que explica por que debt_ratio_percent é null quando assets é 0',
      'zh-cn': '解释 assets 为 0 时 debt_ratio_percent 为何为 null',
    }),
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
  de: {
    summary: 'Nettovermögen und Verschuldungsquote aus Gesamtvermögen und Gesamtverbindlichkeiten',
    description: 'net_worth = assets − liabilities, auf den Cent gerundet (negativ, wenn die Schulden das Vermögen übersteigen); debt_ratio_percent = liabilities / assets × 100, eine auf 4 Nachkommastellen gerundete Prozentzahl (über 100, wenn die Schulden das Vermögen übersteigen). Bei assets von 0 wird das Nettovermögen trotzdem angegeben, die Verschuldungsquote ist jedoch nicht definiert: debt_ratio_percent ist null und note nennt den Grund (sonst ist note null).',
    params: {
      assets: 'Gesamtvermögen (Bargeld, Geldanlagen, Immobilien zum Marktwert), 0 oder mehr',
      liabilities: 'Gesamtverbindlichkeiten (Hypothek, Kredite, Kreditkartensalden), 0 oder mehr',
    },
  },
  fr: {
    summary: 'Patrimoine net et taux d\'endettement à partir du total des actifs et du total des passifs',
    description: 'net_worth = assets − liabilities, arrondi au centime (négatif lorsque les dettes dépassent les actifs)\u00a0; debt_ratio_percent = liabilities / assets × 100, un nombre en pourcentage arrondi à 4 décimales (supérieur à 100 lorsque les dettes dépassent les actifs). Avec assets égal à 0, le patrimoine net est tout de même donné, mais le taux d\'endettement est indéfini\u00a0: debt_ratio_percent vaut null et note en donne la raison (sinon note vaut null).',
    params: {
      assets: 'Total des actifs (liquidités, placements, biens immobiliers à leur valeur de marché), 0 ou plus',
      liabilities: 'Total des passifs (prêt immobilier, emprunts, soldes de cartes), 0 ou plus',
    },
  },
  'pt-br': {
    summary: 'Patrimônio líquido e índice de endividamento a partir do total de ativos e de passivos',
    description: 'net_worth = assets − liabilities, arredondado para o centavo (negativo quando as dívidas superam os ativos); debt_ratio_percent = liabilities / assets × 100, um número percentual arredondado para 4 casas decimais (acima de 100 quando as dívidas superam os ativos). Com assets igual a 0, o patrimônio líquido ainda é informado, mas o índice de endividamento fica indefinido: debt_ratio_percent é null e note explica o motivo (caso contrário, note é null).',
    params: {
      assets: 'Total de ativos (dinheiro, investimentos, imóveis a valor de mercado), 0 ou mais',
      liabilities: 'Total de passivos (financiamento imobiliário, empréstimos, saldos de cartão), 0 ou mais',
    },
  },
  'zh-cn': {
    summary: '根据总资产和总负债计算净资产和负债比率',
    description: 'net_worth = assets − liabilities，四舍五入到分（负债超过资产时为负数）；debt_ratio_percent = liabilities / assets × 100，为四舍五入到 4 位小数的百分数（负债超过资产时大于 100）。assets 为 0 时仍会给出净资产，但负债比率无定义：debt_ratio_percent 为 null，并由 note 说明原因（其他情况下 note 为 null）。',
    params: {
      assets: '总资产（现金、投资、按市值计的房产），0 或以上',
      liabilities: '总负债（房贷、贷款、信用卡余额），0 或以上',
    },
  },
})
