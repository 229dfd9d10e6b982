import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money } from '../../lib/calc/calc.ts'
import { financeParam, periodicRate, sinkingFundPayment } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const MONTHS_TOO_FEW: MessageKey = 'FINANCE_MONTHS_TOO_FEW'

const params = z.object({
  goal: financeParam.amount('Amount to have saved at the end'),
  rate: financeParam.growthRate('Interest rate earned on the savings'),
  months: z.number().int().min(1, MONTHS_TOO_FEW).max(1200).describe('Months until the goal, a whole number from 1 to 1200 (one deposit per month)'),
})

export default defineOperation({
  category: 'calc',
  name: 'savings-goal',
  input: 'query',
  summary: 'Monthly deposit needed to reach a savings goal by a date',
  description: 'Deposits are made at the END of each month and interest compounds monthly at i = rate / 12 / 100 '
    + '(the nominal annual rate split over the months), starting from nothing saved: '
    + 'monthly_deposit = goal × i / ((1 + i)^months − 1), or goal / months at 0 %. rate may be negative for a loss, down to -100. '
    + 'total_deposited = monthly_deposit × months and interest_earned = goal − total_deposited, both at full precision '
    + '(a deposit rounded to the cent reaches the goal give or take a few cents). Money figures are rounded to cents in the result.',
  params,
  result: calcResult(params, {
    monthly_deposit: moneyFigure({
      en: 'Deposit to make at the end of every month',
      es: 'Depósito que hay que hacer al final de cada mes',
      de: 'Am Ende jedes Monats zu leistende Einzahlung',
      fr: 'Versement à effectuer à la fin de chaque mois',
      'pt-br': 'Depósito a fazer no fim de cada mês',
      'zh-cn': '每月月末需存入的金额',
    }),
    total_deposited: moneyFigure({
      en: 'Sum of the unrounded deposits, monthly_deposit × months',
      es: 'Suma de los depósitos sin redondear, monthly_deposit × months',
      de: 'Summe der ungerundeten Einzahlungen, monthly_deposit × months',
      fr: 'Somme des versements non arrondis, monthly_deposit × months',
      'pt-br': 'Soma dos depósitos não arredondados, monthly_deposit × months',
      'zh-cn': '未舍入存款的总和，monthly_deposit × months',
    }),
    interest_earned: moneyFigure({
      en: 'Growth earned, goal − total_deposited; negative for a loss',
      es: 'Crecimiento obtenido, goal − total_deposited; negativo en caso de pérdida',
      de: 'Erzielter Zuwachs, goal − total_deposited; negativ bei einem Verlust',
      fr: 'Gain obtenu, goal − total_deposited\u00a0; négatif en cas de perte',
      'pt-br': 'Crescimento obtido, goal − total_deposited; negativo em caso de perda',
      'zh-cn': '获得的增长额，goal − total_deposited；亏损时为负数',
    }),
  }),
  examples: [
    {
      title: '10,000 in 3 years at 5 %',
      params: { goal: 10000, rate: 5, months: 36 },
      result: { inputs: { goal: 10000, rate: 5, months: 36 }, monthly_deposit: 258.04, total_deposited: 9289.52, interest_earned: 710.48 },
    },
    {
      title: '5,000 in 18 months with no interest',
      params: { goal: 5000, rate: 0, months: 18 },
      result: { monthly_deposit: 277.78, total_deposited: 5000, interest_earned: 0 },
    },
  ],
  run: ({ goal, rate, months }) => {
    const deposit = finite(sinkingFundPayment(goal, periodicRate(rate, 12), months), 'monthly_deposit')
    const deposited = deposit * months
    return {
      inputs: { goal, rate, months },
      monthly_deposit: money(deposit),
      total_deposited: money(deposited),
      interest_earned: money(goal - deposited),
      formula: 'PMT = goal × i / ((1 + i)^n − 1) (i = rate / 12 / 100, n = months, deposits at each month end; goal / n at 0 %)',
    }
  },
  es: {
    summary: 'Depósito mensual necesario para alcanzar un objetivo de ahorro en una fecha',
    description: 'Los depósitos se hacen al FINAL de cada mes y los intereses se capitalizan mensualmente a i = rate / 12 / 100 (el tipo nominal anual repartido entre los meses), partiendo de cero ahorrado: monthly_deposit = goal × i / ((1 + i)^months − 1), o goal / months al 0 %. rate puede ser negativo para una pérdida, hasta -100. total_deposited = monthly_deposit × months e interest_earned = goal − total_deposited, ambos con toda la precisión (un depósito redondeado al céntimo alcanza el objetivo con unos céntimos de diferencia). Los importes se redondean a céntimos en el resultado.',
    params: {
      goal: 'Importe que se quiere tener ahorrado al final; 0 o más',
      rate: 'Tipo de interés anual que genera el ahorro, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      months: 'Meses hasta el objetivo, un número entero de 1 a 1200 (un depósito al mes)',
    },
  },
  de: {
    summary: 'Monatliche Sparrate, die nötig ist, um ein Sparziel bis zu einem Termin zu erreichen',
    description: 'Die Einzahlungen erfolgen jeweils am ENDE eines Monats, und die Zinsen werden monatlich zum Satz i = rate / 12 / 100 gutgeschrieben (der nominale Jahreszins auf die Monate verteilt), ausgehend von einem Guthaben von null: monthly_deposit = goal × i / ((1 + i)^months − 1) bzw. goal / months bei 0 %. rate darf bei einem Verlust negativ sein, bis -100. total_deposited = monthly_deposit × months und interest_earned = goal − total_deposited, beide mit voller Genauigkeit (eine auf den Cent gerundete Einzahlung erreicht das Ziel bis auf wenige Cent). Geldbeträge werden im Ergebnis auf Cent gerundet.',
    params: {
      goal: 'Betrag, der am Ende angespart sein soll; 0 oder mehr',
      rate: 'Zinssatz auf die Ersparnisse, jährlich, in Prozent (6 bedeutet 6 %); -100 bis 1000, negativ für einen Verlust',
      months: 'Monate bis zum Ziel, eine ganze Zahl von 1 bis 1200 (eine Einzahlung pro Monat)',
    },
  },
  fr: {
    summary: 'Versement mensuel nécessaire pour atteindre un objectif d\'épargne à une date donnée',
    description: 'Les versements ont lieu à la FIN de chaque mois et les intérêts sont capitalisés chaque mois au taux i = rate / 12 / 100 (le taux nominal annuel réparti sur les mois), en partant d\'une épargne nulle\u00a0: monthly_deposit = goal × i / ((1 + i)^months − 1), ou goal / months à 0 %. rate peut être négatif en cas de perte, jusqu\'à -100. total_deposited = monthly_deposit × months et interest_earned = goal − total_deposited, tous deux en pleine précision (un versement arrondi au centime atteint l\'objectif à quelques centimes près). Les montants sont arrondis au centime dans le résultat.',
    params: {
      goal: 'Montant à avoir épargné à la fin\u00a0; 0 ou plus',
      rate: 'Taux d\'intérêt rapporté par l\'épargne, annuel, en pourcentage (6 signifie 6 %)\u00a0; de -100 à 1000, négatif pour une perte',
      months: 'Mois jusqu\'à l\'objectif, un nombre entier de 1 à 1200 (un versement par mois)',
    },
  },
  'pt-br': {
    summary: 'Depósito mensal necessário para atingir uma meta de poupança até uma data',
    description: 'Os depósitos são feitos no FIM de cada mês e os juros são capitalizados mensalmente a i = rate / 12 / 100 (a taxa nominal anual dividida pelos meses), partindo de nada poupado: monthly_deposit = goal × i / ((1 + i)^months − 1), ou goal / months a 0 %. rate pode ser negativa em caso de perda, até -100. total_deposited = monthly_deposit × months e interest_earned = goal − total_deposited, ambos com precisão total (um depósito arredondado para o centavo atinge a meta com diferença de alguns centavos). Os valores monetários são arredondados para centavos no resultado.',
    params: {
      goal: 'Valor que se quer ter poupado ao final; 0 ou mais',
      rate: 'Taxa de juros obtida sobre a poupança, anual, em porcentagem (6 significa 6 %); de -100 a 1000, negativa para uma perda',
      months: 'Meses até a meta, um número inteiro de 1 a 1200 (um depósito por mês)',
    },
  },
  'zh-cn': {
    summary: '在指定日期前达成储蓄目标所需的每月存款',
    description: '每月月末存款，利息按月复利，月利率 i = rate / 12 / 100（名义年利率按月平分），初始储蓄为零：monthly_deposit = goal × i / ((1 + i)^months − 1)，利率为 0 % 时为 goal / months。亏损时 rate 可以为负数，最低为 -100。total_deposited = monthly_deposit × months，interest_earned = goal − total_deposited，二者均按完整精度计算（四舍五入到分的存款额最终与目标可能相差几分）。结果中的金额四舍五入到分。',
    params: {
      goal: '期末要存够的金额；0 或以上',
      rate: '储蓄的年利率，以百分比表示（6 表示 6 %）；-100 到 1000，亏损时为负数',
      months: '距离目标的月数，1 到 1200 之间的整数（每月存款一次）',
    },
  },
})
