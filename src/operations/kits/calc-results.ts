/**
 * The result shapes of the calc operations. Every calculator answers `inputs` (the values used,
 * defaults filled in), its figures, and `formula` (the method in words); the shapes several of them
 * answer alike are named here once.
 */
import { z } from 'zod'
import { described, type FieldWords } from '../../core/field-words.ts'
import { TAX_MODES } from '../../lib/money/tax.ts'

/** A money figure, in the currency of the inputs and rounded to the cent (half away from zero). */
export const moneyFigure = (words: FieldWords) => z.number().apply(described, {
  en: `${words.en}, in the currency of the inputs, rounded to the cent`,
  es: `${words.es}, en la moneda de los datos de entrada, con redondeo al céntimo`,
  de: `${words.de}, in der Währung der Eingabewerte, auf den Cent gerundet`,
  fr: `${words.fr}, dans la devise des données d'entrée, avec arrondi au centime`,
  'pt-br': `${words['pt-br']}, na moeda dos dados de entrada, com arredondamento para o centavo`,
  'zh-cn': `${words['zh-cn']}，以输入数据的货币计，四舍五入到分`,
})

/** A percent number (25 means 25 %) rounded to four decimals. */
export const percentFigure = (words: FieldWords) => z.number().apply(described, {
  en: `${words.en}, in percent (25 means 25 %), rounded to four decimals`,
  es: `${words.es}, en porcentaje (25 significa 25 %), con redondeo a cuatro decimales`,
  de: `${words.de}, in Prozent (25 bedeutet 25 %), auf vier Nachkommastellen gerundet`,
  fr: `${words.fr}, en pourcentage (25 signifie 25 %), avec arrondi à quatre décimales`,
  'pt-br': `${words['pt-br']}, em porcentagem (25 significa 25 %), com arredondamento para quatro casas decimais`,
  'zh-cn': `${words['zh-cn']}，以百分比表示（25 表示 25 %），四舍五入到四位小数`,
})

/** A note on an edge case, in the language of the call; null when there is nothing to say. */
export const noteField = (when: FieldWords) => z.string().nullable().apply(described, {
  en: `A remark in the language of the call ${when.en}; null otherwise`,
  es: `Una observación en el idioma de la llamada ${when.es}; null en otro caso`,
  de: `Ein Hinweis in der Sprache des Aufrufs, ${when.de}; sonst null`,
  fr: `Une remarque dans la langue de l'appel, ${when.fr}\u00a0; null sinon`,
  'pt-br': `Uma observação no idioma da chamada, ${when['pt-br']}; null nos demais casos`,
  'zh-cn': `以调用所用语言撰写的说明，${when['zh-cn']}；其他情况下为 null`,
})

/**
 * A calculator's result: `inputs` (the parameters as used, defaults filled in), the operation's own
 * fields, then `formula`.
 */
export function calcResult<I extends z.ZodObject, F extends z.ZodRawShape>(inputs: I, fields: F) {
  return z.object({
    inputs: inputs.apply(described, {
      en: 'The parameters the figures were computed from, defaults filled in',
      es: 'Los parámetros con los que se calcularon las cifras, con los valores por defecto aplicados',
      de: 'Die Parameter, aus denen die Werte berechnet wurden, mit eingesetzten Standardwerten',
      fr: 'Les paramètres à partir desquels les valeurs ont été calculées, valeurs par défaut comprises',
      'pt-br': 'Os parâmetros usados no cálculo dos valores, com os valores padrão preenchidos',
      'zh-cn': '计算所用的参数，已填入默认值',
    }),
    ...fields,
    formula: z.string().apply(described, {
      en: 'How the figures were computed, in words and symbols',
      es: 'Cómo se calcularon las cifras, en palabras y símbolos',
      de: 'Wie die Werte berechnet wurden, in Worten und Symbolen',
      fr: 'Comment les valeurs ont été calculées, en mots et en symboles',
      'pt-br': 'Como os valores foram calculados, em palavras e símbolos',
      'zh-cn': '数值的计算方式，以文字和符号表示',
    }),
  })
}

/** What calc/vat, calc/gst and calc/sales-tax answer: a net amount, the tax on it and the gross amount. */
export const TaxResult = calcResult(z.object({
  amount: z.number().min(0).apply(described, {
    en: 'The amount: the net price with mode add, the gross price (tax included) with mode remove',
    es: 'El importe: el precio neto con mode add, el precio bruto (impuesto incluido) con mode remove',
    de: 'Der Betrag: bei mode add der Nettopreis, bei mode remove der Bruttopreis (inklusive Steuer)',
    fr: 'Le montant\u00a0: le prix net avec mode add, le prix brut (taxe incluse) avec mode remove',
    'pt-br': 'O valor: o preço líquido com mode add, o preço bruto (com o imposto incluído) com mode remove',
    'zh-cn': '金额：mode 为 add 时为净价，mode 为 remove 时为含税总价',
  }),
  rate: z.number().min(0).max(100).apply(described, {
    en: 'The tax rate, in percent (7.5 means 7.5 %)',
    es: 'El tipo del impuesto, en porcentaje (7.5 significa 7.5 %)',
    de: 'Der Steuersatz, in Prozent (7.5 bedeutet 7.5 %)',
    fr: 'Le taux de la taxe, en pourcentage (7.5 signifie 7.5 %)',
    'pt-br': 'A alíquota do imposto, em porcentagem (7.5 significa 7.5 %)',
    'zh-cn': '税率，以百分比表示（7.5 表示 7.5 %）',
  }),
  mode: z.enum(TAX_MODES).apply(described, {
    en: 'add: the tax was put on top of amount; remove: it was taken out of amount',
    es: 'add: el impuesto se sumó a amount; remove: se descontó de amount',
    de: 'add: Die Steuer wurde auf amount aufgeschlagen; remove: Sie wurde aus amount herausgerechnet',
    fr: 'add\u00a0: la taxe a été ajoutée à amount\u00a0; remove\u00a0: elle a été retirée de amount',
    'pt-br': 'add: o imposto foi somado a amount; remove: o imposto foi descontado de amount',
    'zh-cn': 'add：税额加在 amount 之上；remove：税额从 amount 中扣除',
  }),
}), {
  net: z.number().apply(described, {
    en: 'The price before tax, in the currency of amount, rounded to the cent',
    es: 'El precio antes de impuestos, en la moneda de amount, con redondeo al céntimo',
    de: 'Der Preis vor Steuern, in der Währung von amount, auf den Cent gerundet',
    fr: 'Le prix avant taxe, dans la devise de amount, arrondi au centime',
    'pt-br': 'O preço antes do imposto, na moeda de amount, arredondado para o centavo',
    'zh-cn': '税前价格，以 amount 的货币计，四舍五入到分',
  }),
  tax: z.number().apply(described, {
    en: 'The tax, in the currency of amount, rounded to the cent; net + tax = gross exactly',
    es: 'El impuesto, en la moneda de amount, con redondeo al céntimo; net + tax = gross exactamente',
    de: 'Die Steuer, in der Währung von amount, auf den Cent gerundet; net + tax = gross gilt exakt',
    fr: 'La taxe, dans la devise de amount, arrondie au centime\u00a0; net + tax = gross exactement',
    'pt-br': 'O imposto, na moeda de amount, arredondado para o centavo; net + tax = gross exatamente',
    'zh-cn': '税额，以 amount 的货币计，四舍五入到分；net + tax = gross 严格成立',
  }),
  gross: z.number().apply(described, {
    en: 'The price with the tax included, in the currency of amount, rounded to the cent',
    es: 'El precio con el impuesto incluido, en la moneda de amount, con redondeo al céntimo',
    de: 'Der Preis inklusive Steuer, in der Währung von amount, auf den Cent gerundet',
    fr: 'Le prix taxe incluse, dans la devise de amount, arrondi au centime',
    'pt-br': 'O preço com o imposto incluído, na moeda de amount, arredondado para o centavo',
    'zh-cn': '含税价格，以 amount 的货币计，四舍五入到分',
  }),
}).meta({ id: 'TaxResult', description: 'A percentage tax added to a net amount or taken out of a gross amount, in cents that add up' })

/** One year of a loan's amortisation: calc/loan and calc/mortgage. */
export const AmortisationYear = z.object({
  year: z.number().int().min(1).apply(described, {
    en: 'Year of the loan, 1 for the first twelve payments',
    es: 'Año del préstamo, 1 para las doce primeras cuotas',
    de: 'Jahr des Darlehens, 1 für die ersten zwölf Raten',
    fr: 'Année du prêt, 1 pour les douze premières mensualités',
    'pt-br': 'Ano do empréstimo, 1 para as doze primeiras parcelas',
    'zh-cn': '贷款的年份，前十二期还款为第 1 年',
  }),
  payments: z.number().int().min(1).max(12).apply(described, {
    en: 'Monthly payments made in that year: 12, except perhaps in the last year',
    es: 'Cuotas mensuales pagadas en ese año: 12, salvo quizá en el último año',
    de: 'In diesem Jahr gezahlte Monatsraten: 12, außer eventuell im letzten Jahr',
    fr: 'Mensualités versées cette année-là\u00a0: 12, sauf peut-être la dernière année',
    'pt-br': 'Parcelas mensais pagas nesse ano: 12, exceto talvez no último ano',
    'zh-cn': '该年支付的月供期数：12，最后一年可能例外',
  }),
  principal_paid: z.number().apply(described, {
    en: 'Principal repaid by that year\'s payments, in the currency of the loan, rounded to the cent',
    es: 'Capital amortizado con las cuotas de ese año, en la moneda del préstamo, con redondeo al céntimo',
    de: 'Mit den Raten dieses Jahres getilgter Kreditbetrag, in der Währung des Darlehens, auf den Cent gerundet',
    fr: 'Capital remboursé par les mensualités de cette année-là, dans la devise du prêt, arrondi au centime',
    'pt-br': 'Principal amortizado com as parcelas desse ano, na moeda do empréstimo, arredondado para o centavo',
    'zh-cn': '该年还款所偿还的本金，以贷款的货币计，四舍五入到分',
  }),
  interest_paid: z.number().apply(described, {
    en: 'Interest paid in that year, in the currency of the loan, rounded to the cent',
    es: 'Intereses pagados en ese año, en la moneda del préstamo, con redondeo al céntimo',
    de: 'In diesem Jahr gezahlte Zinsen, in der Währung des Darlehens, auf den Cent gerundet',
    fr: 'Intérêts payés cette année-là, dans la devise du prêt, arrondis au centime',
    'pt-br': 'Juros pagos nesse ano, na moeda do empréstimo, arredondados para o centavo',
    'zh-cn': '该年支付的利息，以贷款的货币计，四舍五入到分',
  }),
  balance: z.number().apply(described, {
    en: 'Balance still owed after that year\'s last payment, in the currency of the loan, rounded to the cent; 0 after the last year',
    es: 'Saldo pendiente tras la última cuota de ese año, en la moneda del préstamo, con redondeo al céntimo; 0 tras el último año',
    de: 'Restschuld nach der letzten Rate dieses Jahres, in der Währung des Darlehens, auf den Cent gerundet; 0 nach dem letzten Jahr',
    fr: 'Capital restant dû après la dernière mensualité de cette année-là, dans la devise du prêt, arrondi au centime\u00a0; 0 après la dernière année',
    'pt-br': 'Saldo devedor após a última parcela desse ano, na moeda do empréstimo, arredondado para o centavo; 0 após o último ano',
    'zh-cn': '该年最后一期还款后仍欠的余额，以贷款的货币计，四舍五入到分；最后一年之后为 0',
  }),
}).meta({ id: 'AmortisationYear', description: 'One year of a fixed-rate loan\'s monthly amortisation, summed over its payments' })

/** The yearly amortisation schedule of a loan. */
export const scheduleByYear = z.array(AmortisationYear).apply(described, {
  en: 'The amortisation year by year, in order',
  es: 'La amortización año por año, en orden',
  de: 'Die Tilgung Jahr für Jahr, in chronologischer Reihenfolge',
  fr: 'L\'amortissement année par année, dans l\'ordre',
  'pt-br': 'A amortização ano a ano, em ordem',
  'zh-cn': '逐年的摊还明细，按年份顺序排列',
})

/** A weight range in kilograms: calc/bmi and calc/ideal-weight. */
export const WeightRangeKg = z.object({
  min: z.number().apply(described, {
    en: 'Lowest weight of the range, in kg to 1 decimal',
    es: 'Peso más bajo del intervalo, en kg con 1 decimal',
    de: 'Niedrigstes Gewicht des Bereichs, in kg auf 1 Nachkommastelle',
    fr: 'Poids le plus bas de la plage, en kg à 1 décimale',
    'pt-br': 'Menor peso do intervalo, em kg com 1 casa decimal',
    'zh-cn': '范围内的最低体重，单位为 kg，保留 1 位小数',
  }),
  max: z.number().apply(described, {
    en: 'Highest weight of the range, in kg to 1 decimal',
    es: 'Peso más alto del intervalo, en kg con 1 decimal',
    de: 'Höchstes Gewicht des Bereichs, in kg auf 1 Nachkommastelle',
    fr: 'Poids le plus élevé de la plage, en kg à 1 décimale',
    'pt-br': 'Maior peso do intervalo, em kg com 1 casa decimal',
    'zh-cn': '范围内的最高体重，单位为 kg，保留 1 位小数',
  }),
}).meta({ id: 'WeightRangeKg', description: 'A range of body weights, in kilograms to 1 decimal' })

/** The inputs of the number-list calculators (calc/average, calc/standard-deviation): the list as read. */
export const NumberListInputs = z.object({
  numbers: z.array(z.number()).min(1).apply(described, {
    en: 'The numbers as read from the list, in order, so a misplaced separator shows',
    es: 'Los números tal como se leyeron de la lista, en orden, para que se note un separador mal puesto',
    de: 'Die Zahlen, wie sie aus der Liste gelesen wurden, in ihrer Reihenfolge, sodass ein falsch gesetztes Trennzeichen auffällt',
    fr: 'Les nombres tels qu\'ils ont été lus dans la liste, dans l\'ordre, pour qu\'un séparateur mal placé se remarque',
    'pt-br': 'Os números como foram lidos da lista, em ordem, para que um separador fora do lugar fique evidente',
    'zh-cn': '从列表中读取的数字，保持原有顺序，便于发现放错位置的分隔符',
  }),
}).meta({ id: 'NumberListInputs', description: 'The numbers a list parameter was read as' })
