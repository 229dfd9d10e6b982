import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { impossible, money, percent } from '../../lib/calc/calc.ts'
import { amortisationFormula, amortisationResult, financeParam, wholeMonths } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure, percentFigure, scheduleByYear } from '../kits/calc-results.ts'

const params = z.object({
  price: financeParam.amount('Purchase price of the property'),
  down_payment: financeParam.amountOr('Amount paid up front, less than price', 0),
  rate: financeParam.interestRate('Mortgage interest rate'),
  years: financeParam.years('Mortgage term'),
})

export default defineOperation({
  category: 'calc',
  name: 'mortgage',
  input: 'query',
  summary: 'Monthly mortgage payment, totals and yearly amortisation from price, down payment, rate and term',
  description: 'The loan is price − down_payment (down_payment defaults to 0 and must be less than price), repaid in years × 12 level '
    + 'monthly payments at the end of each month: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12; M = L / n at 0 %. '
    + 'years may be fractional but must make a whole number of months (2.5 is 30 payments). '
    + 'Principal and interest only: property tax, insurance and fees are not included. '
    + 'total_paid is the sum of the monthly payments, total_interest = total_paid − loan_amount, and total_cost = down_payment + total_paid. '
    + 'schedule_by_year sums each year\'s twelve payments: principal_paid, interest_paid and the balance after the year\'s last payment. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    loan_amount: moneyFigure({
      en: 'Amount borrowed, price − down_payment',
      es: 'Importe prestado, price − down_payment',
      de: 'Darlehensbetrag, price − down_payment',
      fr: 'Montant emprunté, price − down_payment',
      'pt-br': 'Valor financiado, price − down_payment',
      'zh-cn': '借款金额，price − down_payment',
    }),
    down_payment_percent: percentFigure({
      en: 'down_payment as a share of price',
      es: 'down_payment como parte de price',
      de: 'down_payment als Anteil an price',
      fr: 'down_payment rapporté à price',
      'pt-br': 'down_payment como parcela de price',
      'zh-cn': 'down_payment 占 price 的比例',
    }),
    months: z.number().int().min(1).apply(described, {
      en: 'Number of monthly payments, years × 12',
      es: 'Número de cuotas mensuales, years × 12',
      de: 'Anzahl der Monatsraten, years × 12',
      fr: 'Nombre de mensualités, years × 12',
      'pt-br': 'Número de parcelas mensais, years × 12',
      'zh-cn': '月供期数，years × 12',
    }),
    monthly_payment: moneyFigure({
      en: 'Level payment of principal and interest at the end of each month',
      es: 'Cuota constante de capital e intereses al final de cada mes',
      de: 'Gleichbleibende Rate aus Tilgung und Zinsen am Ende jedes Monats',
      fr: 'Mensualité constante de capital et d\'intérêts versée à la fin de chaque mois',
      'pt-br': 'Parcela fixa de principal e juros no fim de cada mês',
      'zh-cn': '每月月末支付的等额本息月供',
    }),
    total_paid: moneyFigure({
      en: 'Sum of the monthly payments',
      es: 'Suma de las cuotas mensuales',
      de: 'Summe der Monatsraten',
      fr: 'Somme des mensualités',
      'pt-br': 'Soma das parcelas mensais',
      'zh-cn': '各期月供之和',
    }),
    total_interest: moneyFigure({
      en: 'Interest paid over the term, total_paid − loan_amount',
      es: 'Intereses pagados durante el plazo, total_paid − loan_amount',
      de: 'Über die Laufzeit gezahlte Zinsen, total_paid − loan_amount',
      fr: 'Intérêts payés sur toute la durée, total_paid − loan_amount',
      'pt-br': 'Juros pagos ao longo do prazo, total_paid − loan_amount',
      'zh-cn': '整个期限内支付的利息，total_paid − loan_amount',
    }),
    total_cost: moneyFigure({
      en: 'What the property costs in all, down_payment + total_paid',
      es: 'Lo que cuesta el inmueble en total, down_payment + total_paid',
      de: 'Gesamtkosten der Immobilie, down_payment + total_paid',
      fr: 'Coût total du bien, down_payment + total_paid',
      'pt-br': 'Custo total do imóvel, down_payment + total_paid',
      'zh-cn': '房产的总成本，down_payment + total_paid',
    }),
    schedule_by_year: scheduleByYear,
  }),
  examples: [
    {
      title: '250,000 home, 50,000 down, 6 % over 30 years',
      params: { price: 250000, down_payment: 50000, rate: 6, years: 30 },
      result: {
        inputs: { price: 250000, down_payment: 50000, rate: 6, years: 30 },
        loan_amount: 200000, down_payment_percent: 20, months: 360,
        monthly_payment: 1199.1, total_paid: 431676.38, total_interest: 231676.38, total_cost: 481676.38,
      },
    },
    {
      title: 'no down payment, 15 years at 4.5 %',
      params: { price: 300000, rate: 4.5, years: 15 },
      result: { inputs: { down_payment: 0 }, loan_amount: 300000, monthly_payment: 2294.98, total_interest: 113096.38 },
    },
  ],
  run: ({ price, down_payment, rate, years }) => {
    if (down_payment >= price) impossible('FINANCE_DOWN_PAYMENT_TOO_LARGE', { down_payment, price })
    const months = wholeMonths(years)
    const loan = price - down_payment
    const schedule = amortisationResult(loan, rate, months)
    return {
      inputs: { price, down_payment, rate, years },
      loan_amount: money(loan),
      down_payment_percent: percent((down_payment / price) * 100),
      months,
      monthly_payment: schedule.monthly_payment,
      total_paid: schedule.total_paid,
      total_interest: schedule.total_interest,
      total_cost: money(down_payment + schedule.total_paid),
      schedule_by_year: schedule.schedule_by_year,
      formula: `loan L = price − down_payment; ${amortisationFormula('L')}`,
    }
  },
  es: {
    summary: 'Cuota mensual de una hipoteca, totales y amortización anual a partir del precio, la entrada, el tipo y el plazo',
    description: `El préstamo es price − down_payment (down_payment es 0 por defecto y debe ser menor que price), devuelto en years × 12 cuotas mensuales constantes al final de cada mes: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12; M = L / n al 0 %. years puede ser fraccionario pero debe dar un número entero de meses (2.5 son 30 cuotas). Solo capital e intereses: no se incluyen el impuesto sobre bienes inmuebles, los seguros ni las comisiones. total_paid es la suma de las cuotas mensuales, total_interest = total_paid − loan_amount, y total_cost = down_payment + total_paid. schedule_by_year suma las doce cuotas de cada año: principal_paid, interest_paid y el saldo tras la última cuota del año. ${es.calc.MONEY}`,
    params: {
      price: 'Precio de compra de la vivienda; 0 o más',
      down_payment: 'Importe pagado por adelantado (entrada), menor que price; 0 o más, por defecto 0',
      rate: 'Tipo de interés anual de la hipoteca, en porcentaje (6 significa 6 %); de 0 a 1000',
      years: 'Plazo de la hipoteca, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  de: {
    summary: 'Monatliche Hypothekenrate, Summen und jährlicher Tilgungsplan aus Preis, Anzahlung, Zinssatz und Laufzeit',
    description: `Das Darlehen beträgt price − down_payment (down_payment ist standardmäßig 0 und muss kleiner als price sein) und wird in years × 12 gleichbleibenden Monatsraten jeweils am Monatsende zurückgezahlt: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12; M = L / n bei 0 %. years darf gebrochen sein, muss aber eine ganze Zahl von Monaten ergeben (2.5 sind 30 Raten). Nur Tilgung und Zinsen: Grundsteuer, Versicherungen und Gebühren sind nicht enthalten. total_paid ist die Summe der Monatsraten, total_interest = total_paid − loan_amount und total_cost = down_payment + total_paid. schedule_by_year summiert die zwölf Raten jedes Jahres: principal_paid, interest_paid und die Restschuld nach der letzten Rate des Jahres. ${de.calc.MONEY}`,
    params: {
      price: 'Kaufpreis der Immobilie; 0 oder mehr',
      down_payment: 'Im Voraus bezahlter Betrag (Anzahlung), kleiner als price; 0 oder mehr, standardmäßig 0',
      rate: 'Hypothekenzinssatz, jährlich, in Prozent (6 bedeutet 6 %); 0 bis 1000',
      years: 'Laufzeit der Hypothek, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt (2.5 sind zweieinhalb Jahre)',
    },
  },
  fr: {
    summary: 'Mensualité d\'un prêt immobilier, totaux et amortissement annuel à partir du prix, de l\'apport, du taux et de la durée',
    description: `Le prêt vaut price − down_payment (down_payment vaut 0 par défaut et doit être inférieur à price) et se rembourse en years × 12 mensualités constantes versées à la fin de chaque mois\u00a0: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12\u00a0; M = L / n à 0 %. years peut être fractionnaire mais doit correspondre à un nombre entier de mois (2.5 correspond à 30 mensualités). Capital et intérêts uniquement\u00a0: la taxe foncière, l'assurance et les frais ne sont pas inclus. total_paid est la somme des mensualités, total_interest = total_paid − loan_amount et total_cost = down_payment + total_paid. schedule_by_year additionne les douze mensualités de chaque année\u00a0: principal_paid, interest_paid et le capital restant dû après la dernière mensualité de l'année. ${fr.calc.MONEY}`,
    params: {
      price: 'Prix d\'achat du bien\u00a0; 0 ou plus',
      down_payment: 'Montant payé d\'avance (apport), inférieur à price\u00a0; 0 ou plus, 0 par défaut',
      rate: 'Taux d\'intérêt du prêt immobilier, annuel, en pourcentage (6 signifie 6 %)\u00a0; de 0 à 1000',
      years: 'Durée du prêt immobilier, en années\u00a0; plus de 0 et 100 au maximum, fractions admises (2.5 correspond à deux ans et demi)',
    },
  },
  'pt-br': {
    summary: 'Parcela mensal do financiamento imobiliário, totais e amortização anual a partir do preço, da entrada, da taxa e do prazo',
    description: `O empréstimo é price − down_payment (down_payment tem padrão 0 e deve ser menor que price), pago em years × 12 parcelas mensais fixas no fim de cada mês: M = L × r / (1 − (1 + r)^−n), r = rate / 12 / 100, n = years × 12; M = L / n a 0 %. years pode ser fracionário, mas deve resultar em um número inteiro de meses (2.5 são 30 parcelas). Apenas principal e juros: impostos sobre o imóvel, seguros e taxas não estão incluídos. total_paid é a soma das parcelas mensais, total_interest = total_paid − loan_amount e total_cost = down_payment + total_paid. schedule_by_year soma as doze parcelas de cada ano: principal_paid, interest_paid e o saldo após a última parcela do ano. ${ptBr.calc.MONEY}`,
    params: {
      price: 'Preço de compra do imóvel; 0 ou mais',
      down_payment: 'Valor pago antecipadamente (entrada), menor que price; 0 ou mais, padrão 0',
      rate: 'Taxa de juros do financiamento, anual, em porcentagem (6 significa 6 %); de 0 a 1000',
      years: 'Prazo do financiamento, em anos; maior que 0 e no máximo 100, frações permitidas (2.5 são dois anos e meio)',
    },
  },
  'zh-cn': {
    summary: '根据房价、首付、利率和期限计算房贷月供、各项总额和逐年摊还',
    description: `贷款金额为 price − down_payment（down_payment 默认为 0，且必须小于 price），在 years × 12 个月内于每月月末等额还款：M = L × r / (1 − (1 + r)^−n)，r = rate / 12 / 100，n = years × 12；利率为 0 % 时 M = L / n。years 可以是小数，但必须折合为整数个月（2.5 即 30 期）。仅含本金和利息：不含房产税、保险和各项费用。total_paid 为各期月供之和，total_interest = total_paid − loan_amount，total_cost = down_payment + total_paid。schedule_by_year 汇总每年的十二期还款：principal_paid、interest_paid 以及该年最后一期还款后的余额。${zhCn.calc.MONEY}`,
    params: {
      price: '房产的购买价格；0 或以上',
      down_payment: '首付金额，须小于 price；0 或以上，默认为 0',
      rate: '房贷年利率，以百分比表示（6 表示 6 %）；0 到 1000',
      years: '房贷期限，以年计；大于 0 且不超过 100，可为小数（2.5 表示两年半）',
    },
  },
})
