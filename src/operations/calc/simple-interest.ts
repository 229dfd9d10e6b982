import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { same } from '../../i18n/same.ts'
import { finite, money } from '../../lib/calc/calc.ts'
import { financeParam, simpleInterest } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  principal: financeParam.amount('Amount lent or deposited'),
  rate: financeParam.interestRate('Interest rate'),
  years: financeParam.years('How long the money earns interest'),
})

export default defineOperation({
  category: 'calc',
  name: 'simple-interest',
  input: 'query',
  summary: 'Simple interest on a principal: interest = P × r × t, and the total',
  description: 'Simple interest is paid on the principal only, never on interest already earned: interest = principal × rate/100 × years, '
    + 'total = principal + interest. rate is the annual rate in percent (5 means 5 %); years may be fractional (0.5 is six months). '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    interest: moneyFigure({
      en: 'Interest earned, principal × rate / 100 × years',
      es: 'Intereses obtenidos, principal × rate / 100 × years',
      de: 'Erzielte Zinsen, principal × rate / 100 × years',
      fr: 'Intérêts perçus, principal × rate / 100 × years',
      'pt-br': 'Juros obtidos, principal × rate / 100 × years',
      'zh-cn': '获得的利息，principal × rate / 100 × years',
    }),
    total: moneyFigure({
      en: 'principal + interest',
      es: 'principal + interest',
      de: same('principal + interest'),
      fr: same('principal + interest'),
      'pt-br': same('principal + interest'),
      'zh-cn': same('principal + interest'),
    }),
  }),
  examples: [
    {
      title: '1,000 at 5 % for 3 years',
      params: { principal: 1000, rate: 5, years: 3 },
      result: { inputs: { principal: 1000, rate: 5, years: 3 }, interest: 150, total: 1150 },
    },
    {
      title: '2,500 at 3.75 % for 18 months',
      params: { principal: 2500, rate: 3.75, years: 1.5 },
      result: { interest: 140.63, total: 2640.63 },
    },
  ],
  run: ({ principal, rate, years }) => {
    const interest = finite(simpleInterest(principal, rate, years), 'interest')
    return {
      inputs: { principal, rate, years },
      interest: money(interest),
      total: money(finite(principal + interest, 'total')),
      formula: 'interest = P × r × t (r = rate / 100, t = years); total = P + interest',
    }
  },
  es: {
    summary: 'Interés simple sobre un capital: interés = P × r × t, y el total',
    description: `El interés simple se paga solo sobre el capital, nunca sobre los intereses ya generados: interest = principal × rate/100 × years, total = principal + interest. rate es el tipo anual en porcentaje (5 significa 5 %); years puede ser fraccionario (0.5 son seis meses). ${es.calc.MONEY}`,
    params: {
      principal: 'Importe prestado o depositado; 0 o más',
      rate: 'Tipo de interés anual, en porcentaje (6 significa 6 %); de 0 a 1000',
      years: 'Durante cuánto tiempo genera intereses el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
    },
  },
  de: {
    summary: 'Einfache Zinsen auf ein Kapital: Zinsen = P × r × t, und die Gesamtsumme',
    description: `Einfache Zinsen werden nur auf das Kapital gezahlt, nie auf bereits erzielte Zinsen: interest = principal × rate/100 × years, total = principal + interest. rate ist der Jahreszins in Prozent (5 bedeutet 5 %); years darf gebrochen sein (0.5 sind sechs Monate). ${de.calc.MONEY}`,
    params: {
      principal: 'Verliehener oder eingezahlter Betrag; 0 oder mehr',
      rate: 'Zinssatz, jährlich, in Prozent (6 bedeutet 6 %); 0 bis 1000',
      years: 'Wie lange das Geld Zinsen bringt, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt (2.5 sind zweieinhalb Jahre)',
    },
  },
  fr: {
    summary: 'Intérêts simples sur un capital\u00a0: intérêts = P × r × t, et le total',
    description: `Les intérêts simples sont calculés sur le capital uniquement, jamais sur les intérêts déjà acquis\u00a0: interest = principal × rate/100 × years, total = principal + interest. rate est le taux annuel en pourcentage (5 signifie 5 %)\u00a0; years peut être fractionnaire (0.5 correspond à six mois). ${fr.calc.MONEY}`,
    params: {
      principal: 'Montant prêté ou déposé\u00a0; 0 ou plus',
      rate: 'Taux d\'intérêt, annuel, en pourcentage (6 signifie 6 %)\u00a0; de 0 à 1000',
      years: 'Durée pendant laquelle l\'argent rapporte des intérêts, en années\u00a0; plus de 0 et 100 au maximum, fractions admises (2.5 correspond à deux ans et demi)',
    },
  },
  'pt-br': {
    summary: 'Juros simples sobre um capital: juros = P × r × t, e o total',
    description: `Os juros simples incidem apenas sobre o capital, nunca sobre juros já obtidos: interest = principal × rate/100 × years, total = principal + interest. rate é a taxa anual em porcentagem (5 significa 5 %); years pode ser fracionário (0.5 são seis meses). ${ptBr.calc.MONEY}`,
    params: {
      principal: 'Valor emprestado ou depositado; 0 ou mais',
      rate: 'Taxa de juros, anual, em porcentagem (6 significa 6 %); de 0 a 1000',
      years: 'Por quanto tempo o dinheiro rende juros, em anos; maior que 0 e no máximo 100, frações permitidas (2.5 são dois anos e meio)',
    },
  },
  'zh-cn': {
    summary: '本金的单利：利息 = P × r × t，以及本息合计',
    description: `单利只按本金计息，已获得的利息不再计息：interest = principal × rate/100 × years，total = principal + interest。rate 为以百分比表示的年利率（5 表示 5 %）；years 可以是小数（0.5 即六个月）。${zhCn.calc.MONEY}`,
    params: {
      principal: '借出或存入的金额；0 或以上',
      rate: '年利率，以百分比表示（6 表示 6 %）；0 到 1000',
      years: '资金计息的时长，以年计；大于 0 且不超过 100，可为小数（2.5 表示两年半）',
    },
  },
})
