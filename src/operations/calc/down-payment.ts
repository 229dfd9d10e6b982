import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { centsDifference, decimal, percentOf } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  price: calcParam.nonNegative('The purchase price, 0 or more'),
  percent: calcParam.percent('The share of the price paid up front, 0 to 100', 0, 100),
})

export default defineOperation({
  category: 'calc',
  name: 'down-payment',
  input: 'query',
  summary: 'Down payment and loan amount for a purchase price and a down-payment percentage',
  description: 'down_payment = price × percent / 100, rounded to the cent; loan_amount = price − down_payment, so the two add up to the price. '
    + 'loan_to_value_percent = 100 − percent, the share of the price borrowed. percent runs from 0 (all borrowed) to 100 (paid in cash). '
    + 'Closing costs are not included.',
  params,
  result: calcResult(params, {
    down_payment: moneyFigure({
      en: 'Amount paid up front, price × percent / 100',
      es: 'Importe pagado por adelantado, price × percent / 100',
      de: 'Im Voraus bezahlter Betrag, price × percent / 100',
      fr: 'Montant payé d\'avance, price × percent / 100',
      'pt-br': 'Valor pago antecipadamente, price × percent / 100',
      'zh-cn': '预先支付的金额，price × percent / 100',
    }),
    loan_amount: moneyFigure({
      en: 'Amount borrowed, price − down_payment',
      es: 'Importe prestado, price − down_payment',
      de: 'Darlehensbetrag, price − down_payment',
      fr: 'Montant emprunté, price − down_payment',
      'pt-br': 'Valor financiado, price − down_payment',
      'zh-cn': '借款金额，price − down_payment',
    }),
    loan_to_value_percent: z.number().min(0).max(100).apply(described, {
      en: 'Share of the price borrowed, 100 − percent, in percent (80 means 80 %), to 15 significant digits',
      es: 'Parte del precio que se pide prestada, 100 − percent, en porcentaje (80 significa 80 %), con 15 cifras significativas',
      de: 'Finanzierter Anteil des Preises, 100 − percent, in Prozent (80 bedeutet 80 %), auf 15 signifikante Stellen',
      fr: 'Part du prix empruntée, 100 − percent, en pourcentage (80 signifie 80 %), avec 15 chiffres significatifs',
      'pt-br': 'Parcela do preço financiada, 100 − percent, em porcentagem (80 significa 80 %), com 15 algarismos significativos',
      'zh-cn': '价格中借款的比例，100 − percent，以百分比表示（80 表示 80 %），保留 15 位有效数字',
    }),
  }),
  examples: [
    { title: '20 % of 400000', params: { price: 400000, percent: 20 }, result: { inputs: { price: 400000, percent: 20 }, down_payment: 80000, loan_amount: 320000, loan_to_value_percent: 80 } },
    { title: '3.5 % of 300000', params: { price: 300000, percent: 3.5 }, result: { down_payment: 10500, loan_amount: 289500, loan_to_value_percent: 96.5 } },
  ],
  run: ({ price, percent }) => {
    const downPayment = money(finite(percentOf(price, percent), 'down_payment'))
    return {
      inputs: { price, percent },
      down_payment: downPayment,
      loan_amount: centsDifference(price, downPayment),
      loan_to_value_percent: decimal(100 - percent),
      formula: 'down_payment = price × percent / 100; loan_amount = price − down_payment',
    }
  },
  es: {
    summary: 'Entrada e importe del préstamo para un precio de compra y un porcentaje de entrada',
    description: 'down_payment = price × percent / 100, redondeado al céntimo; loan_amount = price − down_payment, así que ambos suman el precio. loan_to_value_percent = 100 − percent, la parte del precio que se pide prestada. percent va de 0 (todo prestado) a 100 (pago al contado). No se incluyen los gastos de formalización.',
    params: {
      price: 'El precio de compra, 0 o más',
      percent: 'La parte del precio que se paga por adelantado, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
  de: {
    summary: 'Anzahlung und Darlehensbetrag für einen Kaufpreis und einen Anzahlungsprozentsatz',
    description: 'down_payment = price × percent / 100, auf den Cent gerundet; loan_amount = price − down_payment, sodass beide zusammen den Preis ergeben. loan_to_value_percent = 100 − percent, der finanzierte Anteil des Preises. percent reicht von 0 (vollständig finanziert) bis 100 (bar bezahlt). Kaufnebenkosten sind nicht enthalten.',
    params: {
      price: 'Der Kaufpreis, 0 oder mehr',
      percent: 'Der im Voraus bezahlte Anteil des Preises, 0 bis 100, in Prozent (7.5 bedeutet 7.5 %)',
    },
  },
  fr: {
    summary: 'Apport et montant du prêt pour un prix d\'achat et un pourcentage d\'apport',
    description: 'down_payment = price × percent / 100, arrondi au centime\u00a0; loan_amount = price − down_payment, de sorte que les deux additionnés donnent le prix. loan_to_value_percent = 100 − percent, la part du prix empruntée. percent va de 0 (tout est emprunté) à 100 (paiement comptant). Les frais d\'acquisition ne sont pas inclus.',
    params: {
      price: 'Le prix d\'achat, 0 ou plus',
      percent: 'La part du prix payée d\'avance, de 0 à 100, en pourcentage (7.5 signifie 7.5 %)',
    },
  },
  'pt-br': {
    summary: 'Entrada e valor do financiamento para um preço de compra e um percentual de entrada',
    description: 'down_payment = price × percent / 100, arredondado para o centavo; loan_amount = price − down_payment, de modo que os dois somam o preço. loan_to_value_percent = 100 − percent, a parcela do preço financiada. percent vai de 0 (tudo financiado) a 100 (pagamento à vista). Os custos de fechamento não estão incluídos.',
    params: {
      price: 'O preço de compra, 0 ou mais',
      percent: 'A parcela do preço paga antecipadamente, de 0 a 100, em porcentagem (7.5 significa 7.5 %)',
    },
  },
  'zh-cn': {
    summary: '根据购买价格和首付比例计算首付款和贷款金额',
    description: 'down_payment = price × percent / 100，四舍五入到分；loan_amount = price − down_payment，因此两者之和等于价格。loan_to_value_percent = 100 − percent，即价格中借款的比例。percent 取值为 0（全部借款）到 100（全额现金支付）。不含交易费用。',
    params: {
      price: '购买价格，0 或以上',
      percent: '预先支付的价格比例，0 到 100，以百分比表示（7.5 表示 7.5 %）',
    },
  },
})
