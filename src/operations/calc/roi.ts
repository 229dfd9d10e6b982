import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, money, percent } from '../../lib/calc/calc.ts'
import { cagr, financeParam, returnOnInvestment } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const COST_NOT_POSITIVE: MessageKey = 'FINANCE_ROI_COST'

const params = z.object({
  cost: z.number().positive(COST_NOT_POSITIVE).describe('Amount invested; above 0'),
  return: financeParam.amount('Total amount received back from the investment (not the gain)'),
  years: financeParam.optionalYears('Holding period; give it for the annualised figure'),
})

const paramsInSpanish = {
  cost: 'Importe invertido; mayor que 0',
  return: 'Importe total recuperado de la inversión (no la ganancia); 0 o más',
  years: 'Periodo de tenencia; indíquelo para obtener la cifra anualizada, en años; más de 0 y como máximo 100, se admiten fracciones',
}

const paramsInGerman = {
  cost: 'Investierter Betrag; größer als 0',
  return: 'Insgesamt aus der Investition zurückerhaltener Betrag (nicht der Gewinn); 0 oder mehr',
  years: 'Haltedauer; geben Sie sie für den annualisierten Wert an, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt',
}

const paramsInFrench = {
  cost: 'Montant investi ; supérieur à 0',
  return: 'Montant total récupéré de l\'investissement (et non le gain) ; 0 ou plus',
  years: 'Durée de détention ; indiquez-la pour obtenir le taux annualisé, en années ; plus de 0 et 100 au maximum, fractions admises',
}

const paramsInPortuguese = {
  cost: 'Valor investido; maior que 0',
  return: 'Valor total recebido de volta do investimento (não o ganho); 0 ou mais',
  years: 'Período de posse; informe-o para obter o valor anualizado, em anos; maior que 0 e no máximo 100, frações permitidas',
}

const paramsInChinese = {
  cost: '投资金额；大于 0',
  return: '从投资中收回的总金额（不是收益额）；0 或以上',
  years: '持有期；如需年化数值请提供，以年计；大于 0 且不超过 100，可为小数',
}

/** A parameter echoed unchanged in inputs, meaning there what it means in the parameters table. */
const echoed = (name: 'cost' | 'return') => params.shape[name].apply(described, {
  en: params.shape[name].description ?? '',
  es: paramsInSpanish[name],
  de: paramsInGerman[name],
  fr: paramsInFrench[name],
  'pt-br': paramsInPortuguese[name],
  'zh-cn': paramsInChinese[name],
})

export default defineOperation({
  category: 'calc',
  name: 'roi',
  input: 'query',
  summary: 'Return on investment, and its annualised rate when the holding period is given',
  description: 'return is the total amount received back (sale proceeds plus any income), not the gain: '
    + 'gain = return − cost and roi_percent = gain / cost × 100. With years, annualized_roi_percent is the constant yearly '
    + 'rate that turns cost into return, ((return / cost)^(1 / years) − 1) × 100 (the CAGR); without years it is null. '
    + 'cost must be above 0 (ROI divides by it); a return below cost gives a negative ROI. '
    + 'Money figures are rounded to cents, percentages to four decimals.',
  params,
  result: calcResult(z.object({
    cost: echoed('cost'),
    return: echoed('return'),
    years: z.number().nullable().apply(described, {
      en: 'Holding period, in years; null when not given',
      es: 'Periodo de tenencia, en años; null cuando no se indicó',
      de: 'Haltedauer, in Jahren; null, wenn nicht angegeben',
      fr: 'Durée de détention, en années\u00a0; null si elle n\'est pas indiquée',
      'pt-br': 'Período de posse, em anos; null quando não informado',
      'zh-cn': '持有期，以年计；未提供时为 null',
    }),
  }), {
    gain: moneyFigure({
      en: 'return − cost; negative for a loss',
      es: 'return − cost; negativo en caso de pérdida',
      de: 'return − cost; negativ bei einem Verlust',
      fr: 'return − cost\u00a0; négatif en cas de perte',
      'pt-br': 'return − cost; negativo em caso de perda',
      'zh-cn': 'return − cost；亏损时为负数',
    }),
    roi_percent: percentFigure({
      en: 'Return on investment, gain / cost × 100',
      es: 'Rentabilidad de la inversión, gain / cost × 100',
      de: 'Kapitalrendite, gain / cost × 100',
      fr: 'Retour sur investissement, gain / cost × 100',
      'pt-br': 'Retorno sobre o investimento, gain / cost × 100',
      'zh-cn': '投资回报率，gain / cost × 100',
    }),
    annualized_roi_percent: z.number().nullable().apply(described, {
      en: 'The constant yearly rate that turns cost into return over years, ((return / cost)^(1 / years) − 1) × 100, in percent rounded to four decimals; null without years',
      es: 'La tasa anual constante que convierte cost en return a lo largo de years, ((return / cost)^(1 / years) − 1) × 100, en porcentaje con redondeo a cuatro decimales; null sin years',
      de: 'Die konstante jährliche Rate, die cost über years Jahre zu return werden lässt, ((return / cost)^(1 / years) − 1) × 100, in Prozent, auf vier Nachkommastellen gerundet; null ohne years',
      fr: 'Le taux annuel constant qui transforme cost en return sur years années, ((return / cost)^(1 / years) − 1) × 100, en pourcentage arrondi à quatre décimales\u00a0; null sans years',
      'pt-br': 'A taxa anual constante que transforma cost em return ao longo de years anos, ((return / cost)^(1 / years) − 1) × 100, em porcentagem arredondada para quatro casas decimais; null sem years',
      'zh-cn': '在 years 年内使 cost 变为 return 的恒定年增长率，((return / cost)^(1 / years) − 1) × 100，以百分比表示，四舍五入到四位小数；未提供 years 时为 null',
    }),
  }),
  examples: [
    {
      title: '1,000 returning 1,500',
      params: { cost: 1000, return: 1500 },
      result: { inputs: { cost: 1000, return: 1500, years: null }, gain: 500, roi_percent: 50, annualized_roi_percent: null },
    },
    {
      title: 'the same over 2 years',
      params: { cost: 1000, return: 1500, years: 2 },
      result: { gain: 500, roi_percent: 50, annualized_roi_percent: 22.4745 },
    },
    {
      title: 'a loss',
      params: { cost: 2000, return: 1500 },
      result: { gain: -500, roi_percent: -25 },
    },
  ],
  run: ({ cost, return: received, years }) => ({
    inputs: { cost, return: received, years: years ?? null },
    gain: money(received - cost),
    roi_percent: percent(finite(returnOnInvestment(cost, received) * 100, 'roi_percent')),
    annualized_roi_percent: years === undefined ? null : percent(finite(cagr(cost, received, years) * 100, 'annualized_roi_percent')),
    formula: 'ROI = (return − cost) / cost × 100; annualised = ((return / cost)^(1 / years) − 1) × 100',
  }),
  es: {
    summary: 'Rentabilidad de una inversión (ROI), y su tasa anualizada cuando se indica el periodo',
    description: 'return es el importe total recuperado (lo obtenido por la venta más cualquier rendimiento), no la ganancia: gain = return − cost y roi_percent = gain / cost × 100. Con years, annualized_roi_percent es la tasa anual constante que convierte cost en return, ((return / cost)^(1 / years) − 1) × 100 (la CAGR); sin years es null. cost debe ser mayor que 0 (el ROI divide por él); un return menor que cost da un ROI negativo. Los importes se redondean a céntimos y los porcentajes a cuatro decimales.',
    params: paramsInSpanish,
  },
  de: {
    summary: 'Kapitalrendite (ROI) und ihre annualisierte Rate, wenn die Haltedauer angegeben ist',
    description: 'return ist der insgesamt zurückerhaltene Betrag (Verkaufserlös zuzüglich etwaiger Erträge), nicht der Gewinn: gain = return − cost und roi_percent = gain / cost × 100. Mit years ist annualized_roi_percent die konstante jährliche Rate, die cost zu return werden lässt, ((return / cost)^(1 / years) − 1) × 100 (die CAGR); ohne years ist der Wert null. cost muss größer als 0 sein (der ROI teilt durch cost); ein return unter cost ergibt einen negativen ROI. Geldbeträge werden auf Cent gerundet, Prozentwerte auf vier Nachkommastellen.',
    params: paramsInGerman,
  },
  fr: {
    summary: 'Retour sur investissement (ROI), et son taux annualisé lorsque la durée de détention est indiquée',
    description: 'return est le montant total récupéré (produit de la vente plus les éventuels revenus), et non le gain\u00a0: gain = return − cost et roi_percent = gain / cost × 100. Avec years, annualized_roi_percent est le taux annuel constant qui transforme cost en return, ((return / cost)^(1 / years) − 1) × 100 (le CAGR)\u00a0; sans years, il vaut null. cost doit être supérieur à 0 (le ROI se calcule en divisant par cost)\u00a0; un return inférieur à cost donne un ROI négatif. Les montants sont arrondis au centime, les pourcentages à quatre décimales.',
    params: paramsInFrench,
  },
  'pt-br': {
    summary: 'Retorno sobre o investimento (ROI) e sua taxa anualizada quando o período de posse é informado',
    description: 'return é o valor total recebido de volta (o produto da venda mais qualquer rendimento), não o ganho: gain = return − cost e roi_percent = gain / cost × 100. Com years, annualized_roi_percent é a taxa anual constante que transforma cost em return, ((return / cost)^(1 / years) − 1) × 100 (a CAGR); sem years, é null. cost deve ser maior que 0 (o ROI divide por ele); um return menor que cost gera um ROI negativo. Os valores monetários são arredondados para centavos, e as porcentagens, para quatro casas decimais.',
    params: paramsInPortuguese,
  },
  'zh-cn': {
    summary: '投资回报率（ROI），以及提供持有期时的年化回报率',
    description: 'return 是收回的总金额（出售所得加上任何收益），而不是收益额：gain = return − cost，roi_percent = gain / cost × 100。提供 years 时，annualized_roi_percent 是使 cost 变为 return 的恒定年增长率，((return / cost)^(1 / years) − 1) × 100（即 CAGR）；未提供 years 时为 null。cost 必须大于 0（ROI 需要除以 cost）；return 低于 cost 时 ROI 为负数。金额四舍五入到分，百分比保留四位小数。',
    params: paramsInChinese,
  },
})
