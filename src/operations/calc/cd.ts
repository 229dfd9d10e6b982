import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money, percent } from '../../lib/calc/calc.ts'
import { compoundAmount, effectiveAnnualRate, financeParam } from '../../lib/money/finance.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  principal: financeParam.amount('Amount deposited'),
  rate: financeParam.growthRate('Nominal interest rate (APR)'),
  years: financeParam.years('Term of the CD'),
  compounds_per_year: financeParam.compoundsPerYear(12),
})

export default defineOperation({
  category: 'calc',
  name: 'cd',
  input: 'query',
  summary: 'Maturity value, interest and APY of a certificate of deposit',
  description: 'The deposit compounds compounds_per_year times a year (default 12, monthly) at the nominal annual rate, with no '
    + 'withdrawals or early-withdrawal penalty: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, '
    + 'apy_percent = ((1 + r/n)^n − 1) × 100. years may be fractional (0.5 is a six-month CD). rate may be negative, down to -100. '
    + 'Money figures are rounded to cents in the result and computed at full precision; percentages to four decimals.',
  params,
  result: calcResult(params, {
    maturity_value: moneyFigure({
      en: 'Value of the deposit at the end of the term, principal × (1 + r/n)^(n × years)',
      es: 'Valor del depósito al final del plazo, principal × (1 + r/n)^(n × years)',
      de: 'Wert der Einlage am Ende der Laufzeit, principal × (1 + r/n)^(n × years)',
      fr: 'Valeur du dépôt à la fin de la durée, principal × (1 + r/n)^(n × years)',
      'pt-br': 'Valor do depósito no fim do prazo, principal × (1 + r/n)^(n × years)',
      'zh-cn': '存款到期时的价值，principal × (1 + r/n)^(n × years)',
    }),
    interest: moneyFigure({
      en: 'Interest earned over the term, maturity_value − principal; negative for a negative rate',
      es: 'Intereses obtenidos durante el plazo, maturity_value − principal; negativos con un tipo negativo',
      de: 'Während der Laufzeit erzielte Zinsen, maturity_value − principal; negativ bei negativem Zinssatz',
      fr: 'Intérêts perçus sur la durée, maturity_value − principal\u00a0; négatifs si le taux est négatif',
      'pt-br': 'Juros obtidos no prazo, maturity_value − principal; negativos com uma taxa negativa',
      'zh-cn': '期限内获得的利息，maturity_value − principal；利率为负时为负数',
    }),
    apy_percent: percentFigure({
      en: 'Annual percentage yield: the effective yearly growth of rate compounded compounds_per_year times a year',
      es: 'Rendimiento porcentual anual: el crecimiento anual efectivo de rate capitalizado compounds_per_year veces al año',
      de: 'Effektive Jahresrendite: das tatsächliche jährliche Wachstum von rate bei compounds_per_year-maliger Verzinsung pro Jahr',
      fr: 'Rendement annuel effectif\u00a0: la croissance annuelle effective de rate capitalisé compounds_per_year fois par an',
      'pt-br': 'Rendimento percentual anual: o crescimento anual efetivo de rate capitalizada compounds_per_year vezes por ano',
      'zh-cn': '年化收益率：rate 每年复利 compounds_per_year 次时的实际年增长率',
    }),
  }),
  examples: [
    {
      title: '10,000 for 1 year at 5 %, monthly compounding',
      params: { principal: 10000, rate: 5, years: 1 },
      result: { inputs: { principal: 10000, rate: 5, years: 1, compounds_per_year: 12 }, maturity_value: 10511.62, interest: 511.62, apy_percent: 5.1162 },
    },
    {
      title: '5,000 for 5 years at 4 %, daily compounding',
      params: { principal: 5000, rate: 4, years: 5, compounds_per_year: 365 },
      result: { maturity_value: 6106.95, interest: 1106.95, apy_percent: 4.0808 },
    },
  ],
  run: ({ principal, rate, years, compounds_per_year }) => {
    const value = finite(compoundAmount(principal, rate, years, compounds_per_year), 'maturity_value')
    return {
      inputs: { principal, rate, years, compounds_per_year },
      maturity_value: money(value),
      interest: money(value - principal),
      apy_percent: percent(effectiveAnnualRate(rate, compounds_per_year) * 100),
      formula: 'A = P × (1 + r/n)^(n × t) (r = rate / 100, n = compounds_per_year, t = years); APY = (1 + r/n)^n − 1',
    }
  },
  es: {
    summary: 'Valor al vencimiento, intereses y APY de un certificado de depósito',
    description: 'El depósito se capitaliza compounds_per_year veces al año (por defecto 12, mensual) al tipo nominal anual, sin retiradas ni penalización por cancelación anticipada: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, apy_percent = ((1 + r/n)^n − 1) × 100. years puede ser fraccionario (0.5 es un CD a seis meses). rate puede ser negativo, hasta -100. Los importes se calculan con toda la precisión y se redondean a céntimos en el resultado; los porcentajes, a cuatro decimales.',
    params: {
      principal: 'Importe depositado; 0 o más',
      rate: 'Tipo de interés nominal (APR) anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      years: 'Plazo del CD, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 12',
    },
  },
  de: {
    summary: 'Endwert, Zinsen und effektive Jahresrendite (APY) eines Certificate of Deposit (CD)',
    description: 'Die Einlage wird compounds_per_year-mal pro Jahr (standardmäßig 12, monatlich) zum nominalen Jahreszins verzinst, ohne Abhebungen und ohne Gebühr für eine vorzeitige Auflösung: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, apy_percent = ((1 + r/n)^n − 1) × 100. years darf gebrochen sein (0.5 ist ein CD mit sechs Monaten Laufzeit). rate darf negativ sein, bis -100. Geldbeträge werden mit voller Genauigkeit berechnet und im Ergebnis auf Cent gerundet, Prozentwerte auf vier Nachkommastellen.',
    params: {
      principal: 'Eingezahlter Betrag; 0 oder mehr',
      rate: 'Nominaler Zinssatz (APR), jährlich, in Prozent (6 bedeutet 6 %); -100 bis 1000, negativ für einen Verlust',
      years: 'Laufzeit des CD, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt (2.5 sind zweieinhalb Jahre)',
      compounds_per_year: 'Zinsperioden pro Jahr, eine ganze Zahl von 1 bis 365 (1 jährlich, 4 vierteljährlich, 12 monatlich, 365 täglich); standardmäßig 12',
    },
  },
  fr: {
    summary: 'Valeur à l\'échéance, intérêts et APY d\'un certificat de dépôt',
    description: 'Le dépôt est capitalisé compounds_per_year fois par an (12 par défaut, soit chaque mois) au taux nominal annuel, sans retrait ni pénalité de retrait anticipé\u00a0: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, apy_percent = ((1 + r/n)^n − 1) × 100. years peut être fractionnaire (0.5 correspond à un CD de six mois). rate peut être négatif, jusqu\'à -100. Les montants sont calculés en pleine précision et arrondis au centime dans le résultat\u00a0; les pourcentages, à quatre décimales.',
    params: {
      principal: 'Montant déposé\u00a0; 0 ou plus',
      rate: 'Taux d\'intérêt nominal (APR), annuel, en pourcentage (6 signifie 6 %)\u00a0; de -100 à 1000, négatif pour une perte',
      years: 'Durée du CD, en années\u00a0; plus de 0 et 100 au maximum, fractions admises (2.5 correspond à deux ans et demi)',
      compounds_per_year: 'Périodes de capitalisation par an, un nombre entier de 1 à 365 (1 annuelle, 4 trimestrielle, 12 mensuelle, 365 quotidienne)\u00a0; 12 par défaut',
    },
  },
  'pt-br': {
    summary: 'Valor no vencimento, juros e APY de um certificado de depósito',
    description: 'O depósito é capitalizado compounds_per_year vezes por ano (padrão 12, mensal) à taxa nominal anual, sem saques nem multa por resgate antecipado: maturity_value = principal × (1 + r/n)^(n × years), interest = maturity_value − principal, apy_percent = ((1 + r/n)^n − 1) × 100. years pode ser fracionário (0.5 é um CD de seis meses). rate pode ser negativa, até -100. Os valores monetários são calculados com precisão total e arredondados para centavos no resultado; as porcentagens, para quatro casas decimais.',
    params: {
      principal: 'Valor depositado; 0 ou mais',
      rate: 'Taxa de juros nominal (APR), anual, em porcentagem (6 significa 6 %); de -100 a 1000, negativa para uma perda',
      years: 'Prazo do CD, em anos; maior que 0 e no máximo 100, frações permitidas (2.5 são dois anos e meio)',
      compounds_per_year: 'Períodos de capitalização por ano, um número inteiro de 1 a 365 (1 anual, 4 trimestral, 12 mensal, 365 diária); padrão 12',
    },
  },
  'zh-cn': {
    summary: '定期存单（CD）的到期价值、利息和 APY',
    description: '存款按名义年利率每年复利 compounds_per_year 次（默认 12，即按月），期间无取款，也无提前支取罚金：maturity_value = principal × (1 + r/n)^(n × years)，interest = maturity_value − principal，apy_percent = ((1 + r/n)^n − 1) × 100。years 可以是小数（0.5 表示六个月期的 CD）。rate 可以为负数，最低为 -100。金额按完整精度计算，在结果中四舍五入到分；百分比保留四位小数。',
    params: {
      principal: '存入金额；0 或以上',
      rate: '名义年利率（APR），以百分比表示（6 表示 6 %）；-100 到 1000，亏损时为负数',
      years: 'CD 的期限，以年计；大于 0 且不超过 100，可为小数（2.5 表示两年半）',
      compounds_per_year: '每年的复利期数，1 到 365 之间的整数（1 为按年，4 为按季，12 为按月，365 为按日）；默认为 12',
    },
  },
})
