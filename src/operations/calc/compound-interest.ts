import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, money, percent } from '../../lib/calc/calc.ts'
import { compoundAmount, effectiveAnnualRate, financeParam } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  principal: financeParam.amount('Amount invested or deposited at the start'),
  rate: financeParam.growthRate('Nominal interest rate'),
  years: financeParam.years('How long the money compounds'),
  compounds_per_year: financeParam.compoundsPerYear(1),
})

export default defineOperation({
  category: 'calc',
  name: 'compound-interest',
  input: 'query',
  summary: 'Compound interest: what a principal grows to when interest earns interest',
  description: 'amount = principal × (1 + r/n)^(n × years), with r = rate/100 the nominal annual rate and n = compounds_per_year '
    + '(default 1: once a year); interest = amount − principal. A term that is not a whole number of periods compounds for the fraction too '
    + '(the same formula with a fractional exponent). rate may be negative for a loss, down to -100. '
    + 'effective_annual_rate_percent is the yearly growth the compounding amounts to, (1 + r/n)^n − 1. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    amount: moneyFigure({
      en: 'What the principal grows to, principal × (1 + r/n)^(n × years)',
      es: 'Cantidad en la que se convierte el principal, principal × (1 + r/n)^(n × years)',
      de: 'Betrag, auf den das Anfangskapital anwächst, principal × (1 + r/n)^(n × years)',
      fr: 'Ce que devient le capital, principal × (1 + r/n)^(n × years)',
      'pt-br': 'Valor a que o capital chega, principal × (1 + r/n)^(n × years)',
      'zh-cn': '本金增长到的金额，principal × (1 + r/n)^(n × years)',
    }),
    interest: moneyFigure({
      en: 'Interest earned, amount − principal; negative for a loss',
      es: 'Intereses obtenidos, amount − principal; negativos en caso de pérdida',
      de: 'Erzielte Zinsen, amount − principal; negativ bei einem Verlust',
      fr: 'Intérêts perçus, amount − principal\u00a0; négatifs en cas de perte',
      'pt-br': 'Juros obtidos, amount − principal; negativos em caso de perda',
      'zh-cn': '获得的利息，amount − principal；亏损时为负数',
    }),
    effective_annual_rate_percent: percentFigure({
      en: 'The yearly growth the compounding amounts to, ((1 + r/n)^n − 1) × 100',
      es: 'El crecimiento anual al que equivale la capitalización, ((1 + r/n)^n − 1) × 100',
      de: 'Das jährliche Wachstum, das sich aus der Verzinsung ergibt, ((1 + r/n)^n − 1) × 100',
      fr: 'La croissance annuelle à laquelle équivaut la capitalisation, ((1 + r/n)^n − 1) × 100',
      'pt-br': 'O crescimento anual a que a capitalização equivale, ((1 + r/n)^n − 1) × 100',
      'zh-cn': '复利折合的年增长率，((1 + r/n)^n − 1) × 100',
    }),
  }),
  examples: [
    {
      title: '1,000 at 5 % for 10 years, compounded yearly',
      params: { principal: 1000, rate: 5, years: 10 },
      result: { inputs: { principal: 1000, rate: 5, years: 10, compounds_per_year: 1 }, amount: 1628.89, interest: 628.89, effective_annual_rate_percent: 5 },
    },
    {
      title: 'the same, compounded monthly',
      params: { principal: 1000, rate: 5, years: 10, compounds_per_year: 12 },
      result: { amount: 1647.01, interest: 647.01, effective_annual_rate_percent: 5.1162 },
    },
  ],
  run: ({ principal, rate, years, compounds_per_year }) => {
    const amount = finite(compoundAmount(principal, rate, years, compounds_per_year), 'amount')
    return {
      inputs: { principal, rate, years, compounds_per_year },
      amount: money(amount),
      interest: money(amount - principal),
      effective_annual_rate_percent: percent(effectiveAnnualRate(rate, compounds_per_year) * 100),
      formula: 'A = P × (1 + r/n)^(n × t) (r = rate / 100, n = compounds_per_year, t = years); interest = A − P',
    }
  },
  es: {
    summary: 'Interés compuesto: hasta cuánto crece un capital cuando los intereses generan intereses',
    description: `amount = principal × (1 + r/n)^(n × years), con r = rate/100 el tipo nominal anual y n = compounds_per_year (por defecto 1: una vez al año); interest = amount − principal. Un plazo que no es un número entero de periodos también capitaliza la fracción (la misma fórmula con un exponente fraccionario). rate puede ser negativo para una pérdida, hasta -100. effective_annual_rate_percent es el crecimiento anual al que equivale la capitalización, (1 + r/n)^n − 1. ${es.calc.MONEY}`,
    params: {
      principal: 'Importe invertido o depositado al principio; 0 o más',
      rate: 'Tipo de interés nominal anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativo para una pérdida',
      years: 'Durante cuánto tiempo se capitaliza el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      compounds_per_year: 'Periodos de capitalización al año, un número entero de 1 a 365 (1 anual, 4 trimestral, 12 mensual, 365 diario); por defecto 1',
    },
  },
  de: {
    summary: 'Zinseszins: worauf ein Anfangskapital anwächst, wenn Zinsen wieder Zinsen bringen',
    description: `amount = principal × (1 + r/n)^(n × years), mit r = rate/100 als nominalem Jahreszins und n = compounds_per_year (standardmäßig 1: einmal pro Jahr); interest = amount − principal. Eine Laufzeit, die keine ganze Zahl von Perioden ist, wird auch für den Bruchteil verzinst (dieselbe Formel mit gebrochenem Exponenten). rate darf bei einem Verlust negativ sein, bis -100. effective_annual_rate_percent ist das jährliche Wachstum, das sich aus der Verzinsung ergibt, (1 + r/n)^n − 1. ${de.calc.MONEY}`,
    params: {
      principal: 'Zu Beginn angelegter oder eingezahlter Betrag; 0 oder mehr',
      rate: 'Nominaler Zinssatz, jährlich, in Prozent (6 bedeutet 6 %); -100 bis 1000, negativ für einen Verlust',
      years: 'Wie lange das Geld verzinst wird, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt (2.5 sind zweieinhalb Jahre)',
      compounds_per_year: 'Zinsperioden pro Jahr, eine ganze Zahl von 1 bis 365 (1 jährlich, 4 vierteljährlich, 12 monatlich, 365 täglich); standardmäßig 1',
    },
  },
  fr: {
    summary: 'Intérêts composés\u00a0: ce que devient un capital lorsque les intérêts produisent à leur tour des intérêts',
    description: `amount = principal × (1 + r/n)^(n × years), où r = rate/100 est le taux nominal annuel et n = compounds_per_year (1 par défaut\u00a0: une fois par an)\u00a0; interest = amount − principal. Une durée qui ne correspond pas à un nombre entier de périodes est aussi capitalisée pour la fraction restante (même formule avec un exposant fractionnaire). rate peut être négatif en cas de perte, jusqu'à -100. effective_annual_rate_percent est la croissance annuelle à laquelle équivaut la capitalisation, (1 + r/n)^n − 1. ${fr.calc.MONEY}`,
    params: {
      principal: 'Montant investi ou déposé au départ\u00a0; 0 ou plus',
      rate: 'Taux d\'intérêt nominal, annuel, en pourcentage (6 signifie 6 %)\u00a0; de -100 à 1000, négatif pour une perte',
      years: 'Durée pendant laquelle l\'argent est capitalisé, en années\u00a0; plus de 0 et 100 au maximum, fractions admises (2.5 correspond à deux ans et demi)',
      compounds_per_year: 'Périodes de capitalisation par an, un nombre entier de 1 à 365 (1 annuelle, 4 trimestrielle, 12 mensuelle, 365 quotidienne)\u00a0; 1 par défaut',
    },
  },
  'pt-br': {
    summary: 'Juros compostos: até quanto cresce um capital quando os juros rendem juros',
    description: `amount = principal × (1 + r/n)^(n × years), com r = rate/100 a taxa nominal anual e n = compounds_per_year (padrão 1: uma vez por ano); interest = amount − principal. Um prazo que não é um número inteiro de períodos também capitaliza a fração (a mesma fórmula com um expoente fracionário). rate pode ser negativa em caso de perda, até -100. effective_annual_rate_percent é o crescimento anual a que a capitalização equivale, (1 + r/n)^n − 1. ${ptBr.calc.MONEY}`,
    params: {
      principal: 'Valor investido ou depositado no início; 0 ou mais',
      rate: 'Taxa de juros nominal, anual, em porcentagem (6 significa 6 %); de -100 a 1000, negativa para uma perda',
      years: 'Por quanto tempo o dinheiro é capitalizado, em anos; maior que 0 e no máximo 100, frações permitidas (2.5 são dois anos e meio)',
      compounds_per_year: 'Períodos de capitalização por ano, um número inteiro de 1 a 365 (1 anual, 4 trimestral, 12 mensal, 365 diária); padrão 1',
    },
  },
  'zh-cn': {
    summary: '复利：利息再生利息时本金增长到的金额',
    description: `amount = principal × (1 + r/n)^(n × years)，其中 r = rate/100 为名义年利率，n = compounds_per_year（默认 1：每年一次）；interest = amount − principal。期限不是整数个复利期时，不足一期的部分同样计复利（同一公式，指数为小数）。亏损时 rate 可以为负数，最低为 -100。effective_annual_rate_percent 是复利折合的年增长率，(1 + r/n)^n − 1。${zhCn.calc.MONEY}`,
    params: {
      principal: '期初投资或存入的金额；0 或以上',
      rate: '名义年利率，以百分比表示（6 表示 6 %）；-100 到 1000，亏损时为负数',
      years: '资金复利的时长，以年计；大于 0 且不超过 100，可为小数（2.5 表示两年半）',
      compounds_per_year: '每年的复利期数，1 到 365 之间的整数（1 为按年，4 为按季，12 为按月，365 为按日）；默认为 1',
    },
  },
})
