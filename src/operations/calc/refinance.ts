import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, roundTo } from '../../lib/calc/calc.ts'
import { financeParam, paybackMonths } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult } from '../kits/calc-results.ts'

const NO_SAVING: MessageKey = 'FINANCE_REFINANCE_NO_SAVING'

const params = z.object({
  closing_costs: financeParam.amount('One-off costs of refinancing (fees, points)'),
  monthly_saving: z.number().positive(NO_SAVING).describe('How much lower the new monthly payment is; above 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'refinance',
  input: 'query',
  summary: 'Months until refinancing pays off: closing costs recovered by the monthly saving',
  description: 'Simple payback, not discounted: break_even_months_exact = closing_costs / monthly_saving; break_even_months rounds it up '
    + 'to whole months (the first month after which the savings have covered the costs); break_even_years = exact months / 12. '
    + 'monthly_saving is the drop in the monthly payment and must be above 0. Months and years are rounded to two decimals.',
  params,
  result: calcResult(params, {
    break_even_months: z.number().multipleOf(1).min(0).apply(described, {
      en: 'Whole months until the savings have covered the closing costs: break_even_months_exact rounded up',
      es: 'Meses enteros hasta que el ahorro cubre los gastos de cierre: break_even_months_exact redondeado hacia arriba',
      de: 'Ganze Monate, bis die Ersparnis die Abschlusskosten gedeckt hat: break_even_months_exact aufgerundet',
      fr: 'Mois entiers jusqu\'à ce que les économies aient couvert les frais de clôture\u00a0: break_even_months_exact arrondi au mois supérieur',
      'pt-br': 'Meses inteiros até a economia cobrir os custos de fechamento: break_even_months_exact arredondado para cima',
      'zh-cn': '节省金额覆盖交割费用所需的整月数：break_even_months_exact 向上取整',
    }),
    break_even_months_exact: z.number().min(0).apply(described, {
      en: 'closing_costs / monthly_saving, in months to 2 decimals',
      es: 'closing_costs / monthly_saving, en meses con 2 decimales',
      de: 'closing_costs / monthly_saving, in Monaten auf 2 Nachkommastellen',
      fr: 'closing_costs / monthly_saving, en mois à 2 décimales',
      'pt-br': 'closing_costs / monthly_saving, em meses com 2 casas decimais',
      'zh-cn': 'closing_costs / monthly_saving，以月计，保留 2 位小数',
    }),
    break_even_years: z.number().min(0).apply(described, {
      en: 'The exact payback in years, months / 12, to 2 decimals',
      es: 'El plazo de recuperación exacto en años, months / 12, con 2 decimales',
      de: 'Die exakte Amortisationsdauer in Jahren, Monate / 12, auf 2 Nachkommastellen',
      fr: 'Le délai de récupération exact en années, mois / 12, à 2 décimales',
      'pt-br': 'O prazo exato de retorno em anos, meses / 12, com 2 casas decimais',
      'zh-cn': '以年计的精确回收期，月数 / 12，保留 2 位小数',
    }),
  }),
  examples: [
    {
      title: '4,000 of costs saving 150 a month',
      params: { closing_costs: 4000, monthly_saving: 150 },
      result: { inputs: { closing_costs: 4000, monthly_saving: 150 }, break_even_months: 27, break_even_months_exact: 26.67, break_even_years: 2.22 },
    },
    {
      title: '3,600 saving 200 a month',
      params: { closing_costs: 3600, monthly_saving: 200 },
      result: { break_even_months: 18, break_even_months_exact: 18, break_even_years: 1.5 },
    },
  ],
  run: ({ closing_costs, monthly_saving }) => {
    const months = finite(paybackMonths(closing_costs, monthly_saving), 'break_even_months')
    return {
      inputs: { closing_costs, monthly_saving },
      break_even_months: Math.ceil(months),
      break_even_months_exact: roundTo(months, 2),
      break_even_years: roundTo(months / 12, 2),
      formula: 'months = closing_costs / monthly_saving, rounded up to whole months; years = months / 12',
    }
  },
  es: {
    summary: 'Meses hasta que compensa refinanciar: gastos de cierre recuperados con el ahorro mensual',
    description: 'Recuperación simple, sin descontar: break_even_months_exact = closing_costs / monthly_saving; break_even_months lo redondea hacia arriba a meses enteros (el primer mes tras el cual el ahorro ha cubierto los gastos); break_even_years = meses exactos / 12. monthly_saving es la reducción de la cuota mensual y debe ser mayor que 0. Los meses y los años se redondean a dos decimales.',
    params: {
      closing_costs: 'Gastos únicos de la refinanciación (comisiones, puntos); 0 o más',
      monthly_saving: 'Cuánto menor es la nueva cuota mensual; mayor que 0',
    },
  },
  de: {
    summary: 'Monate, bis sich eine Umschuldung lohnt: durch die monatliche Ersparnis zurückgewonnene Abschlusskosten',
    description: 'Einfache, nicht abgezinste Amortisationsdauer: break_even_months_exact = closing_costs / monthly_saving; break_even_months rundet diesen Wert auf ganze Monate auf (der erste Monat, nach dem die Ersparnis die Kosten gedeckt hat); break_even_years = exakte Monate / 12. monthly_saving ist die Senkung der Monatsrate und muss größer als 0 sein. Monate und Jahre werden auf zwei Nachkommastellen gerundet.',
    params: {
      closing_costs: 'Einmalige Kosten der Umschuldung (Gebühren, Disagio); 0 oder mehr',
      monthly_saving: 'Um wie viel die neue Monatsrate niedriger ist; größer als 0',
    },
  },
  fr: {
    summary: 'Nombre de mois avant qu\'un refinancement soit rentable\u00a0: frais de clôture récupérés grâce à l\'économie mensuelle',
    description: 'Délai de récupération simple, non actualisé\u00a0: break_even_months_exact = closing_costs / monthly_saving\u00a0; break_even_months l\'arrondit au mois entier supérieur (le premier mois après lequel les économies ont couvert les frais)\u00a0; break_even_years = mois exacts / 12. monthly_saving est la baisse de la mensualité et doit être supérieur à 0. Les mois et les années sont arrondis à deux décimales.',
    params: {
      closing_costs: 'Frais ponctuels du refinancement (frais de dossier, points)\u00a0; 0 ou plus',
      monthly_saving: 'De combien la nouvelle mensualité est inférieure\u00a0; supérieur à 0',
    },
  },
  'pt-br': {
    summary: 'Meses até o refinanciamento compensar: custos de fechamento recuperados com a economia mensal',
    description: 'Retorno simples, sem desconto: break_even_months_exact = closing_costs / monthly_saving; break_even_months arredonda esse valor para cima, em meses inteiros (o primeiro mês após o qual a economia cobriu os custos); break_even_years = meses exatos / 12. monthly_saving é a redução da parcela mensal e deve ser maior que 0. Meses e anos são arredondados para duas casas decimais.',
    params: {
      closing_costs: 'Custos únicos do refinanciamento (taxas, pontos); 0 ou mais',
      monthly_saving: 'Quanto a nova parcela mensal é menor; maior que 0',
    },
  },
  'zh-cn': {
    summary: '再融资回本所需月数：以每月节省的金额收回交割费用',
    description: '简单回收期，不做折现：break_even_months_exact = closing_costs / monthly_saving；break_even_months 将其向上取整为整月数（节省金额覆盖费用后的第一个月）；break_even_years = 精确月数 / 12。monthly_saving 为月供的减少额，必须大于 0。月数和年数保留两位小数。',
    params: {
      closing_costs: '再融资的一次性费用（手续费、点数）；0 或以上',
      monthly_saving: '新月供比原月供少的金额；大于 0',
    },
  },
})
