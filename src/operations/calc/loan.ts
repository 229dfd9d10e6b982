import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { amortisationFormula, amortisationResult, financeParam } from '../../lib/money/finance.ts'
import type { MessageKey } from '../../i18n/index.ts'
import { calcResult, moneyFigure, scheduleByYear } from '../kits/calc-results.ts'

const MONTHS_TOO_FEW: MessageKey = 'FINANCE_MONTHS_TOO_FEW'

const params = z.object({
  principal: financeParam.amount('Amount borrowed'),
  annual_rate: financeParam.interestRate('Interest rate'),
  months: z.number().int().min(1, MONTHS_TOO_FEW).max(1200).describe('Number of monthly payments, a whole number from 1 to 1200 (360 is 30 years)'),
})

export default defineOperation({
  category: 'calc',
  name: 'loan',
  input: 'query',
  summary: 'Monthly payment, total interest and yearly amortisation of a fixed-rate loan',
  description: 'Standard amortisation with level monthly payments made at the end of each month: '
    + 'M = P × r / (1 − (1 + r)^−n), where r = annual_rate / 12 / 100 (the nominal annual rate split evenly over the months) '
    + 'and n = months; at 0 % the payment is P / n. total_paid = M × n, total_interest = total_paid − P. '
    + 'schedule_by_year sums each block of twelve payments (the last year may be shorter): principal_paid, interest_paid '
    + 'and the balance still owed after the year\'s last payment. '
    + 'Figures are computed at full precision and rounded to cents in the result; a lender who rounds every payment to the cent '
    + 'adjusts the last payment by a few cents, and the rounded yearly rows may differ from the totals by a cent.',
  params,
  result: calcResult(params, {
    monthly_payment: moneyFigure({
      en: 'Level payment at the end of each month',
      es: 'Cuota constante al final de cada mes',
      de: 'Gleichbleibende Rate am Ende jedes Monats',
      fr: 'Mensualité constante versée à la fin de chaque mois',
      'pt-br': 'Parcela fixa no fim de cada mês',
      'zh-cn': '每月月末支付的等额月供',
    }),
    total_paid: moneyFigure({
      en: 'Sum of the payments, monthly payment × months',
      es: 'Suma de las cuotas, cuota mensual × months',
      de: 'Summe der Raten, Monatsrate × months',
      fr: 'Somme des mensualités, mensualité × months',
      'pt-br': 'Soma das parcelas, parcela mensal × months',
      'zh-cn': '还款总额，月供 × months',
    }),
    total_interest: moneyFigure({
      en: 'Interest paid over the loan, total_paid − principal',
      es: 'Intereses pagados durante el préstamo, total_paid − principal',
      de: 'Über die Laufzeit des Darlehens gezahlte Zinsen, total_paid − principal',
      fr: 'Intérêts payés sur toute la durée du prêt, total_paid − principal',
      'pt-br': 'Juros pagos ao longo do empréstimo, total_paid − principal',
      'zh-cn': '整个贷款期内支付的利息，total_paid − principal',
    }),
    schedule_by_year: scheduleByYear,
  }),
  examples: [
    {
      title: '10,000 at 5 % over 3 years',
      params: { principal: 10000, annual_rate: 5, months: 36 },
      result: {
        inputs: { principal: 10000, annual_rate: 5, months: 36 },
        monthly_payment: 299.71, total_paid: 10789.52, total_interest: 789.52,
        schedule_by_year: [
          { year: 1, payments: 12, principal_paid: 3168.46, interest_paid: 428.04, balance: 6831.54 },
          { year: 2, payments: 12, principal_paid: 3330.57, interest_paid: 265.94, balance: 3500.97 },
          { year: 3, payments: 12, principal_paid: 3500.97, interest_paid: 95.54, balance: 0 },
        ],
      },
    },
    {
      title: 'interest-free: 1,200 over 12 months',
      params: { principal: 1200, annual_rate: 0, months: 12 },
      result: { monthly_payment: 100, total_paid: 1200, total_interest: 0, schedule_by_year: [{ year: 1, payments: 12, principal_paid: 1200, interest_paid: 0, balance: 0 }] },
    },
  ],
  run: ({ principal, annual_rate, months }) => ({
    inputs: { principal, annual_rate, months },
    ...amortisationResult(principal, annual_rate, months),
    formula: amortisationFormula(),
  }),
  es: {
    summary: 'Cuota mensual, intereses totales y amortización anual de un préstamo a tipo fijo',
    description: 'Amortización estándar con cuotas mensuales constantes pagadas al final de cada mes: M = P × r / (1 − (1 + r)^−n), donde r = annual_rate / 12 / 100 (el tipo nominal anual repartido por igual entre los meses) y n = months; al 0 % la cuota es P / n. total_paid = M × n, total_interest = total_paid − P. schedule_by_year suma cada bloque de doce cuotas (el último año puede ser más corto): principal_paid, interest_paid y el saldo pendiente tras la última cuota del año. Las cifras se calculan con toda la precisión y se redondean a céntimos en el resultado; un prestamista que redondea cada cuota al céntimo ajusta la última en unos céntimos, y las filas anuales redondeadas pueden diferir de los totales en un céntimo.',
    params: {
      principal: 'Importe prestado; 0 o más',
      annual_rate: 'Tipo de interés anual, en porcentaje (6 significa 6 %); de 0 a 1000',
      months: 'Número de cuotas mensuales, un número entero de 1 a 1200 (360 son 30 años)',
    },
  },
  de: {
    summary: 'Monatsrate, Gesamtzinsen und jährlicher Tilgungsplan eines Darlehens mit festem Zinssatz',
    description: 'Standardtilgung mit gleichbleibenden Monatsraten, die jeweils am Monatsende gezahlt werden: M = P × r / (1 − (1 + r)^−n), wobei r = annual_rate / 12 / 100 (der nominale Jahreszins gleichmäßig auf die Monate verteilt) und n = months; bei 0 % beträgt die Rate P / n. total_paid = M × n, total_interest = total_paid − P. schedule_by_year summiert jeden Block aus zwölf Raten (das letzte Jahr kann kürzer sein): principal_paid, interest_paid und die Restschuld nach der letzten Rate des Jahres. Die Werte werden mit voller Genauigkeit berechnet und im Ergebnis auf Cent gerundet; ein Kreditgeber, der jede Rate auf den Cent rundet, passt die letzte Rate um einige Cent an, und die gerundeten Jahreszeilen können um einen Cent von den Summen abweichen.',
    params: {
      principal: 'Darlehensbetrag; 0 oder mehr',
      annual_rate: 'Zinssatz, jährlich, in Prozent (6 bedeutet 6 %); 0 bis 1000',
      months: 'Anzahl der Monatsraten, eine ganze Zahl von 1 bis 1200 (360 sind 30 Jahre)',
    },
  },
  fr: {
    summary: 'Mensualité, intérêts totaux et amortissement annuel d\'un prêt à taux fixe',
    description: 'Amortissement classique avec des mensualités constantes versées à la fin de chaque mois\u00a0: M = P × r / (1 − (1 + r)^−n), où r = annual_rate / 12 / 100 (le taux nominal annuel réparti également sur les mois) et n = months\u00a0; à 0 %, la mensualité vaut P / n. total_paid = M × n, total_interest = total_paid − P. schedule_by_year additionne chaque bloc de douze mensualités (la dernière année peut être plus courte)\u00a0: principal_paid, interest_paid et le capital restant dû après la dernière mensualité de l\'année. Les valeurs sont calculées en pleine précision et arrondies au centime dans le résultat\u00a0; un prêteur qui arrondit chaque mensualité au centime ajuste la dernière de quelques centimes, et les lignes annuelles arrondies peuvent différer des totaux d\'un centime.',
    params: {
      principal: 'Montant emprunté\u00a0; 0 ou plus',
      annual_rate: 'Taux d\'intérêt, annuel, en pourcentage (6 signifie 6 %)\u00a0; de 0 à 1000',
      months: 'Nombre de mensualités, un nombre entier de 1 à 1200 (360 correspond à 30 ans)',
    },
  },
  'pt-br': {
    summary: 'Parcela mensal, juros totais e amortização anual de um empréstimo com taxa fixa',
    description: 'Amortização padrão com parcelas mensais fixas pagas no fim de cada mês: M = P × r / (1 − (1 + r)^−n), em que r = annual_rate / 12 / 100 (a taxa nominal anual dividida igualmente pelos meses) e n = months; a 0 %, a parcela é P / n. total_paid = M × n, total_interest = total_paid − P. schedule_by_year soma cada bloco de doze parcelas (o último ano pode ser mais curto): principal_paid, interest_paid e o saldo devedor após a última parcela do ano. Os valores são calculados com precisão total e arredondados para centavos no resultado; um credor que arredonda cada parcela para o centavo ajusta a última em alguns centavos, e as linhas anuais arredondadas podem diferir dos totais em um centavo.',
    params: {
      principal: 'Valor emprestado; 0 ou mais',
      annual_rate: 'Taxa de juros, anual, em porcentagem (6 significa 6 %); de 0 a 1000',
      months: 'Número de parcelas mensais, um número inteiro de 1 a 1200 (360 são 30 anos)',
    },
  },
  'zh-cn': {
    summary: '固定利率贷款的月供、总利息和逐年摊还',
    description: '标准等额本息摊还，每月月末支付等额月供：M = P × r / (1 − (1 + r)^−n)，其中 r = annual_rate / 12 / 100（名义年利率按月平分），n = months；利率为 0 % 时月供为 P / n。total_paid = M × n，total_interest = total_paid − P。schedule_by_year 按每十二期还款汇总（最后一年可能不足十二期）：principal_paid、interest_paid 以及该年最后一期还款后的剩余欠款。数值按完整精度计算，在结果中四舍五入到分；若贷款机构将每期还款都四舍五入到分，会将最后一期调整几分钱，且舍入后的年度数据与总额可能相差一分。',
    params: {
      principal: '借款金额；0 或以上',
      annual_rate: '年利率，以百分比表示（6 表示 6 %）；0 到 1000',
      months: '月供期数，1 到 1200 之间的整数（360 即 30 年）',
    },
  },
})
