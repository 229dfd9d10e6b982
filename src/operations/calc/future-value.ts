import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, money } from '../../lib/calc/calc.ts'
import { annuityFutureValue, financeParam, growthFactor, periodicRate, wholeMonths } from '../../lib/money/finance.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  rate: financeParam.growthRate('Expected rate of return'),
  years: financeParam.years('How long the money grows'),
  present_value: financeParam.amountOr('Lump sum invested today', 0),
  monthly: financeParam.amountOr('Contribution at the end of every month', 0),
})

export default defineOperation({
  category: 'calc',
  name: 'future-value',
  input: 'query',
  summary: 'Future value of a lump sum plus regular monthly contributions',
  description: 'Interest compounds monthly at i = rate / 12 / 100 (the nominal annual rate split over the months), for n = years × 12 months '
    + '(years must make a whole number of months). Contributions are paid at the END of each month (an ordinary annuity), so the '
    + 'last one earns no interest. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n at 0 %). '
    + 'present_value and monthly default to 0; rate may be negative for a loss, down to -100. '
    + 'total_contributions = monthly × n, interest = future_value − present_value − total_contributions. '
    + en.calc.MONEY,
  params,
  result: calcResult(params, {
    months: z.number().int().min(1).apply(described, {
      en: 'Number of monthly periods, years × 12',
      es: 'Número de periodos mensuales, years × 12',
      de: 'Anzahl der monatlichen Perioden, years × 12',
      fr: 'Nombre de périodes mensuelles, years × 12',
      'pt-br': 'Número de períodos mensais, years × 12',
      'zh-cn': '月度期数，years × 12',
    }),
    future_value: moneyFigure({
      en: 'Value at the end, future_value_of_present_value + future_value_of_contributions',
      es: 'Valor al final, future_value_of_present_value + future_value_of_contributions',
      de: 'Endwert, future_value_of_present_value + future_value_of_contributions',
      fr: 'Valeur finale, future_value_of_present_value + future_value_of_contributions',
      'pt-br': 'Valor no final, future_value_of_present_value + future_value_of_contributions',
      'zh-cn': '期末价值，future_value_of_present_value + future_value_of_contributions',
    }),
    future_value_of_present_value: moneyFigure({
      en: 'What the lump sum grows to, present_value × (1 + i)^n',
      es: 'Cantidad en la que se convierte la suma inicial, present_value × (1 + i)^n',
      de: 'Betrag, auf den die Einmalsumme anwächst, present_value × (1 + i)^n',
      fr: 'Ce que devient le capital initial, present_value × (1 + i)^n',
      'pt-br': 'Valor a que o aporte inicial chega, present_value × (1 + i)^n',
      'zh-cn': '一次性投入增长到的金额，present_value × (1 + i)^n',
    }),
    future_value_of_contributions: moneyFigure({
      en: 'What the monthly contributions grow to, monthly × ((1 + i)^n − 1) / i',
      es: 'Cantidad en la que se convierten las aportaciones mensuales, monthly × ((1 + i)^n − 1) / i',
      de: 'Betrag, auf den die monatlichen Einzahlungen anwachsen, monthly × ((1 + i)^n − 1) / i',
      fr: 'Ce que deviennent les versements mensuels, monthly × ((1 + i)^n − 1) / i',
      'pt-br': 'Valor a que os aportes mensais chegam, monthly × ((1 + i)^n − 1) / i',
      'zh-cn': '每月供款增长到的金额，monthly × ((1 + i)^n − 1) / i',
    }),
    total_contributions: moneyFigure({
      en: 'Sum of the monthly contributions, monthly × months',
      es: 'Suma de las aportaciones mensuales, monthly × months',
      de: 'Summe der monatlichen Einzahlungen, monthly × months',
      fr: 'Somme des versements mensuels, monthly × months',
      'pt-br': 'Soma dos aportes mensais, monthly × months',
      'zh-cn': '每月供款的总和，monthly × months',
    }),
    interest: moneyFigure({
      en: 'Growth earned, future_value − present_value − total_contributions; negative for a loss',
      es: 'Crecimiento obtenido, future_value − present_value − total_contributions; negativo en caso de pérdida',
      de: 'Erzielter Zuwachs, future_value − present_value − total_contributions; negativ bei einem Verlust',
      fr: 'Gain obtenu, future_value − present_value − total_contributions\u00a0; négatif en cas de perte',
      'pt-br': 'Crescimento obtido, future_value − present_value − total_contributions; negativo em caso de perda',
      'zh-cn': '获得的增长额，future_value − present_value − total_contributions；亏损时为负数',
    }),
  }),
  examples: [
    {
      title: '100 a month at 6 % for 10 years',
      params: { rate: 6, years: 10, monthly: 100 },
      result: { inputs: { rate: 6, years: 10, present_value: 0, monthly: 100 }, months: 120, future_value: 16387.93, total_contributions: 12000, interest: 4387.93 },
    },
    {
      title: '10,000 today plus 200 a month at 7 % for 20 years',
      params: { rate: 7, years: 20, present_value: 10000, monthly: 200 },
      result: { future_value_of_present_value: 40387.39, future_value_of_contributions: 104185.33, future_value: 144572.72, total_contributions: 48000, interest: 86572.72 },
    },
  ],
  run: ({ rate, years, present_value, monthly }) => {
    const months = wholeMonths(years)
    const i = periodicRate(rate, 12)
    const fromLumpSum = finite(present_value * growthFactor(i, months), 'future_value')
    const fromContributions = finite(annuityFutureValue(monthly, i, months, 'end'), 'future_value')
    const total = finite(fromLumpSum + fromContributions, 'future_value')
    const contributions = monthly * months
    return {
      inputs: { rate, years, present_value, monthly },
      months,
      future_value: money(total),
      future_value_of_present_value: money(fromLumpSum),
      future_value_of_contributions: money(fromContributions),
      total_contributions: money(contributions),
      interest: money(total - present_value - contributions),
      formula: 'FV = PV × (1 + i)^n + PMT × ((1 + i)^n − 1) / i (i = rate / 12 / 100, n = years × 12, PMT at each month end)',
    }
  },
  es: {
    summary: 'Valor futuro de un capital inicial más aportaciones mensuales periódicas',
    description: `Los intereses se capitalizan mensualmente a i = rate / 12 / 100 (el tipo nominal anual repartido entre los meses), durante n = years × 12 meses (years debe dar un número entero de meses). Las aportaciones se hacen al FINAL de cada mes (una renta ordinaria), así que la última no genera intereses. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n al 0 %). present_value y monthly son 0 por defecto; rate puede ser negativo para una pérdida, hasta -100. total_contributions = monthly × n, interest = future_value − present_value − total_contributions. ${es.calc.MONEY}`,
    params: {
      rate: 'Rentabilidad esperada anual, en porcentaje (6 significa 6 %); de -100 a 1000, negativa para una pérdida',
      years: 'Durante cuánto tiempo crece el dinero, en años; más de 0 y como máximo 100, se admiten fracciones (2.5 son dos años y medio)',
      present_value: 'Capital invertido hoy; 0 o más, por defecto 0',
      monthly: 'Aportación al final de cada mes; 0 o más, por defecto 0',
    },
  },
  de: {
    summary: 'Endwert einer Einmalanlage zuzüglich regelmäßiger monatlicher Einzahlungen',
    description: `Die Verzinsung erfolgt monatlich zum Satz i = rate / 12 / 100 (der nominale Jahreszins auf die Monate verteilt), über n = years × 12 Monate (years muss eine ganze Zahl von Monaten ergeben). Die Einzahlungen erfolgen jeweils am ENDE eines Monats (nachschüssige Rente), sodass die letzte keine Zinsen mehr bringt. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n bei 0 %). present_value und monthly sind standardmäßig 0; rate darf bei einem Verlust negativ sein, bis -100. total_contributions = monthly × n, interest = future_value − present_value − total_contributions. ${de.calc.MONEY}`,
    params: {
      rate: 'Erwartete Rendite, jährlich, in Prozent (6 bedeutet 6 %); -100 bis 1000, negativ für einen Verlust',
      years: 'Wie lange das Geld wächst, in Jahren; größer als 0 und höchstens 100, Bruchteile erlaubt (2.5 sind zweieinhalb Jahre)',
      present_value: 'Heute angelegte Einmalsumme; 0 oder mehr, standardmäßig 0',
      monthly: 'Einzahlung am Ende jedes Monats; 0 oder mehr, standardmäßig 0',
    },
  },
  fr: {
    summary: 'Valeur future d\'un capital initial et de versements mensuels réguliers',
    description: `Les intérêts sont capitalisés chaque mois au taux i = rate / 12 / 100 (le taux nominal annuel réparti sur les mois), pendant n = years × 12 mois (years doit correspondre à un nombre entier de mois). Les versements ont lieu à la FIN de chaque mois (annuité de fin de période), si bien que le dernier ne rapporte aucun intérêt. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n à 0 %). present_value et monthly valent 0 par défaut\u00a0; rate peut être négatif en cas de perte, jusqu'à -100. total_contributions = monthly × n, interest = future_value − present_value − total_contributions. ${fr.calc.MONEY}`,
    params: {
      rate: 'Taux de rendement attendu, annuel, en pourcentage (6 signifie 6 %)\u00a0; de -100 à 1000, négatif pour une perte',
      years: 'Durée pendant laquelle l\'argent fructifie, en années\u00a0; plus de 0 et 100 au maximum, fractions admises (2.5 correspond à deux ans et demi)',
      present_value: 'Capital investi aujourd\'hui en une fois\u00a0; 0 ou plus, 0 par défaut',
      monthly: 'Versement à la fin de chaque mois\u00a0; 0 ou plus, 0 par défaut',
    },
  },
  'pt-br': {
    summary: 'Valor futuro de um valor inicial mais aportes mensais regulares',
    description: `Os juros são capitalizados mensalmente a i = rate / 12 / 100 (a taxa nominal anual dividida pelos meses), durante n = years × 12 meses (years deve resultar em um número inteiro de meses). Os aportes são feitos no FIM de cada mês (uma renda postecipada), de modo que o último não rende juros. FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i (monthly × n a 0 %). present_value e monthly têm padrão 0; rate pode ser negativa em caso de perda, até -100. total_contributions = monthly × n, interest = future_value − present_value − total_contributions. ${ptBr.calc.MONEY}`,
    params: {
      rate: 'Taxa de retorno esperada, anual, em porcentagem (6 significa 6 %); de -100 a 1000, negativa para uma perda',
      years: 'Por quanto tempo o dinheiro cresce, em anos; maior que 0 e no máximo 100, frações permitidas (2.5 são dois anos e meio)',
      present_value: 'Valor investido hoje de uma só vez; 0 ou mais, padrão 0',
      monthly: 'Aporte no fim de cada mês; 0 ou mais, padrão 0',
    },
  },
  'zh-cn': {
    summary: '一次性投入加定期每月供款的终值',
    description: `利息按月复利，月利率 i = rate / 12 / 100（名义年利率按月平分），共 n = years × 12 个月（years 必须折合为整数个月）。供款在每月月末支付（普通年金），因此最后一笔供款不产生利息。FV = present_value × (1 + i)^n + monthly × ((1 + i)^n − 1) / i（利率为 0 % 时为 monthly × n）。present_value 和 monthly 默认为 0；亏损时 rate 可以为负数，最低为 -100。total_contributions = monthly × n，interest = future_value − present_value − total_contributions。${zhCn.calc.MONEY}`,
    params: {
      rate: '预期年收益率，以百分比表示（6 表示 6 %）；-100 到 1000，亏损时为负数',
      years: '资金增长的时长，以年计；大于 0 且不超过 100，可为小数（2.5 表示两年半）',
      present_value: '今天一次性投入的金额；0 或以上，默认为 0',
      monthly: '每月月末的供款；0 或以上，默认为 0',
    },
  },
})
