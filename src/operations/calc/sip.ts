import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, money } from '../../lib/calc/calc.ts'
import { annuityFutureValue, financeParam, periodicRate, wholeMonths } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  monthly: financeParam.amount('Amount invested at the start of every month'),
  rate: financeParam.growthRate('Expected rate of return'),
  years: financeParam.years('How long the plan runs'),
})

export default defineOperation({
  category: 'calc',
  name: 'sip',
  input: 'query',
  summary: 'Future value of a systematic investment plan (a fixed investment every month)',
  description: 'Each instalment is invested at the START of the month (an annuity due, as SIP calculators assume), and returns '
    + 'compound monthly at i = rate / 12 / 100 (the expected annual return split over the months), for n = years × 12 months '
    + '(years must make a whole number of months): FV = monthly × ((1 + i)^n − 1) / i × (1 + i), or monthly × n at 0 %. '
    + 'rate may be negative for a loss, down to -100. invested = monthly × n, gains = future_value − invested. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    months: z.number().int().min(1).apply(described, {
      en: 'Number of monthly instalments, years × 12',
      es: 'Número de aportaciones mensuales, years × 12',
      de: 'Anzahl der monatlichen Raten, years × 12',
      fr: 'Nombre de versements mensuels, years × 12',
      'pt-br': 'Número de aportes mensais, years × 12',
      'zh-cn': '每月投资的期数，years × 12',
    }),
    future_value: moneyFigure({
      en: 'Value of the plan at the end, monthly × ((1 + i)^n − 1) / i × (1 + i)',
      es: 'Valor del plan al final, monthly × ((1 + i)^n − 1) / i × (1 + i)',
      de: 'Wert des Plans am Ende, monthly × ((1 + i)^n − 1) / i × (1 + i)',
      fr: 'Valeur du plan à la fin, monthly × ((1 + i)^n − 1) / i × (1 + i)',
      'pt-br': 'Valor do plano no final, monthly × ((1 + i)^n − 1) / i × (1 + i)',
      'zh-cn': '计划期末的价值，monthly × ((1 + i)^n − 1) / i × (1 + i)',
    }),
    invested: moneyFigure({
      en: 'Sum of the instalments, monthly × months',
      es: 'Suma de las aportaciones, monthly × months',
      de: 'Summe der Raten, monthly × months',
      fr: 'Somme des versements, monthly × months',
      'pt-br': 'Soma dos aportes, monthly × months',
      'zh-cn': '各期投资之和，monthly × months',
    }),
    gains: moneyFigure({
      en: 'future_value − invested; negative for a loss',
      es: 'future_value − invested; negativo en caso de pérdida',
      de: 'future_value − invested; negativ bei einem Verlust',
      fr: 'future_value − invested\u00a0; négatif en cas de perte',
      'pt-br': 'future_value − invested; negativo em caso de perda',
      'zh-cn': 'future_value − invested；亏损时为负数',
    }),
  }),
  examples: [
    {
      title: '1,000 a month at 12 % for 10 years',
      params: { monthly: 1000, rate: 12, years: 10 },
      result: { inputs: { monthly: 1000, rate: 12, years: 10 }, months: 120, future_value: 232339.08, invested: 120000, gains: 112339.08 },
    },
    {
      title: '5,000 a month at 10 % for 5 years',
      params: { monthly: 5000, rate: 10, years: 5 },
      result: { months: 60, future_value: 390411.91, invested: 300000, gains: 90411.91 },
    },
  ],
  run: ({ monthly, rate, years }) => {
    const months = wholeMonths(years)
    const value = finite(annuityFutureValue(monthly, periodicRate(rate, 12), months, 'start'), 'future_value')
    const invested = monthly * months
    return {
      inputs: { monthly, rate, years },
      months,
      future_value: money(value),
      invested: money(invested),
      gains: money(value - invested),
      formula: 'FV = P × ((1 + i)^n − 1) / i × (1 + i) (i = rate / 12 / 100, n = years × 12, payments at each month start)',
    }
  },
  es: {
    summary: 'Valor futuro de un plan de inversión sistemática (SIP, una inversión fija cada mes)',
    description: `Cada aportación se invierte al PRINCIPIO del mes (una renta anticipada, como suponen las calculadoras de SIP), y la rentabilidad se capitaliza mensualmente a i = rate / 12 / 100 (la rentabilidad anual esperada repartida entre los meses), durante n = years × 12 meses (years debe dar un número entero de meses): FV = monthly × ((1 + i)^n − 1) / i × (1 + i), o monthly × n al 0 %. rate puede ser negativo para una pérdida, hasta -100. invested = monthly × n, gains = future_value − invested. ${es.calc.MONEY}`,
    params: {
      monthly: 'Importe invertido al principio de cada mes; 0 o más',
      rate: 'Rentabilidad esperada anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativa para una pérdida',
      years: 'Duración del plan, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  de: {
    summary: 'Endwert eines Sparplans (SIP, ein fester Betrag jeden Monat)',
    description: `Jede Rate wird zu BEGINN des Monats angelegt (vorschüssige Rente, wie SIP-Rechner annehmen), und die Erträge werden monatlich zum Satz i = rate / 12 / 100 verzinst (die erwartete Jahresrendite auf die Monate verteilt), über n = years × 12 Monate (years muss eine ganze Zahl von Monaten ergeben): FV = monthly × ((1 + i)^n − 1) / i × (1 + i) bzw. monthly × n bei 0 %. rate darf bei einem Verlust negativ sein, bis -100. invested = monthly × n, gains = future_value − invested. ${de.calc.MONEY}`,
    params: {
      monthly: 'Zu Beginn jedes Monats angelegter Betrag; 0 oder mehr',
      rate: 'Erwartete Rendite, jährlich, in Prozent (6 bedeutet 6 %); -100 bis 1000, negativ für einen Verlust',
      years: 'Laufzeit des Plans, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt (2.5 sind zweieinhalb Jahre)',
    },
  },
  fr: {
    summary: 'Valeur future d\'un plan d\'investissement programmé (SIP, un investissement fixe chaque mois)',
    description: `Chaque versement est investi au DÉBUT du mois (annuité de début de période, comme le supposent les calculateurs de SIP), et les rendements sont capitalisés chaque mois au taux i = rate / 12 / 100 (le rendement annuel attendu réparti sur les mois), pendant n = years × 12 mois (years doit correspondre à un nombre entier de mois)\u00a0: FV = monthly × ((1 + i)^n − 1) / i × (1 + i), ou monthly × n à 0 %. rate peut être négatif en cas de perte, jusqu'à -100. invested = monthly × n, gains = future_value − invested. ${fr.calc.MONEY}`,
    params: {
      monthly: 'Montant investi au début de chaque mois\u00a0; 0 ou plus',
      rate: 'Taux de rendement attendu, annuel, en pourcentage (6 signifie 6 %)\u00a0; de -100 à 1000, négatif pour une perte',
      years: 'Durée du plan, en années\u00a0; plus de 0 et 100 au maximum, fractions admises (2.5 correspond à deux ans et demi)',
    },
  },
  'pt-br': {
    summary: 'Valor futuro de um plano de investimento sistemático (SIP, um investimento fixo todo mês)',
    description: `Cada aporte é investido no INÍCIO do mês (uma renda antecipada, como supõem as calculadoras de SIP), e o rendimento é capitalizado mensalmente a i = rate / 12 / 100 (o retorno anual esperado dividido pelos meses), durante n = years × 12 meses (years deve resultar em um número inteiro de meses): FV = monthly × ((1 + i)^n − 1) / i × (1 + i), ou monthly × n a 0 %. rate pode ser negativa em caso de perda, até -100. invested = monthly × n, gains = future_value − invested. ${ptBr.calc.MONEY}`,
    params: {
      monthly: 'Valor investido no início de cada mês; 0 ou mais',
      rate: 'Taxa de retorno esperada, anual, em porcentagem (6 significa 6 %); de -100 a 1000, negativa para uma perda',
      years: 'Duração do plano, em anos; maior que 0 e no máximo 100, frações permitidas (2.5 são dois anos e meio)',
    },
  },
  'zh-cn': {
    summary: '定期定额投资计划（SIP，每月固定投资）的终值',
    description: `每期投资在月初投入（期初年金，与 SIP 计算器的假设一致），收益按月复利，月利率 i = rate / 12 / 100（预期年收益率按月平分），共 n = years × 12 个月（years 必须折合为整数个月）：FV = monthly × ((1 + i)^n − 1) / i × (1 + i)，利率为 0 % 时为 monthly × n。亏损时 rate 可以为负数，最低为 -100。invested = monthly × n，gains = future_value − invested。${zhCn.calc.MONEY}`,
    params: {
      monthly: '每月月初投入的金额；0 或以上',
      rate: '预期年收益率，以百分比表示（6 表示 6 %）；-100 到 1000，亏损时为负数',
      years: '计划的期限，以年计；大于 0 且不超过 100，可为小数（2.5 表示两年半）',
    },
  },
})
