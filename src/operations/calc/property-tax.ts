import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { percentOf } from '../../lib/money/pricing.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  assessed_value: calcParam.nonNegative('The taxable (assessed) value of the property, 0 or more'),
  rate: calcParam.percent('The property tax rate per year, 0 to 100', 0, 100),
})

export default defineOperation({
  category: 'calc',
  name: 'property-tax',
  input: 'query',
  summary: 'Annual and monthly property tax from an assessed value and a yearly rate',
  description: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12, each rounded to the cent on its own '
    + '(so 12 × monthly_tax can differ from annual_tax by a few cents). rate is the effective rate in percent per year; '
    + 'mills gives the same rate in mills (tax per 1000 of assessed value, rate × 10), the unit many tax bills use. '
    + 'Exemptions and assessment ratios are not applied: pass the taxable value.',
  params,
  result: calcResult(params, {
    annual_tax: moneyFigure({
      en: 'Tax for a year, assessed_value × rate / 100',
      es: 'Impuesto de un año, assessed_value × rate / 100',
      de: 'Steuer für ein Jahr, assessed_value × rate / 100',
      fr: 'Impôt pour une année, assessed_value × rate / 100',
      'pt-br': 'Imposto de um ano, assessed_value × rate / 100',
      'zh-cn': '一年的税额，assessed_value × rate / 100',
    }),
    monthly_tax: moneyFigure({
      en: 'A twelfth of the unrounded annual tax',
      es: 'La doceava parte del impuesto anual sin redondear',
      de: 'Ein Zwölftel der ungerundeten Jahressteuer',
      fr: 'Un douzième de l\'impôt annuel non arrondi',
      'pt-br': 'Um doze avos do imposto anual não arredondado',
      'zh-cn': '未舍入年度税额的十二分之一',
    }),
    mills: z.number().min(0).max(1000).apply(described, {
      en: 'The same rate in mills: tax per 1,000 of assessed value, rate × 10',
      es: 'El mismo tipo en milésimas (mills): impuesto por cada 1000 de valor catastral, rate × 10',
      de: 'Derselbe Satz in Promille (mills): Steuer pro 1000 des steuerlichen Werts, rate × 10',
      fr: 'Le même taux en millièmes (mills)\u00a0: impôt pour 1000 de valeur imposable, rate × 10',
      'pt-br': 'A mesma alíquota em milésimos (mills): imposto por 1000 de valor avaliado, rate × 10',
      'zh-cn': '以密尔（mills）表示的同一税率：每 1000 评估价值的税额，rate × 10',
    }),
  }),
  examples: [
    { title: '300000 at 1.1 %', params: { assessed_value: 300000, rate: 1.1 }, result: { inputs: { assessed_value: 300000, rate: 1.1 }, annual_tax: 3300, monthly_tax: 275, mills: 11 } },
    { title: '250000 at 1.25 %', params: { assessed_value: 250000, rate: 1.25 }, result: { annual_tax: 3125, monthly_tax: 260.42, mills: 12.5 } },
  ],
  run: ({ assessed_value, rate }) => {
    const annual = finite(percentOf(assessed_value, rate), 'annual_tax')
    return {
      inputs: { assessed_value, rate },
      annual_tax: money(annual),
      monthly_tax: money(annual / 12),
      mills: Number((rate * 10).toPrecision(15)),
      formula: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12',
    }
  },
  es: {
    summary: 'Impuesto anual y mensual sobre un inmueble a partir de su valor catastral y un tipo anual',
    description: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12, cada uno redondeado al céntimo por separado (así que 12 × monthly_tax puede diferir de annual_tax en unos céntimos). rate es el tipo efectivo en porcentaje anual; mills da el mismo tipo en milésimas (impuesto por cada 1000 de valor catastral, rate × 10), la unidad que usan muchos recibos del impuesto. No se aplican exenciones ni coeficientes de valoración: indique el valor imponible.',
    params: {
      assessed_value: 'El valor imponible (catastral) del inmueble, 0 o más',
      rate: 'El tipo anual del impuesto, de 0 a 100, en porcentaje (7.5 significa 7,5 %)',
    },
  },
  de: {
    summary: 'Jährliche und monatliche Grundsteuer aus dem steuerlichen Wert und einem Jahressatz',
    description: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12, jeweils für sich auf den Cent gerundet (daher kann 12 × monthly_tax um einige Cent von annual_tax abweichen). rate ist der effektive Satz in Prozent pro Jahr; mills gibt denselben Satz in Promille an (Steuer pro 1000 des steuerlichen Werts, rate × 10), der Einheit, die viele Steuerbescheide verwenden. Befreiungen und Bewertungsquoten werden nicht angewendet: Geben Sie den steuerpflichtigen Wert an.',
    params: {
      assessed_value: 'Der steuerpflichtige (veranlagte) Wert der Immobilie, 0 oder mehr',
      rate: 'Der jährliche Grundsteuersatz, 0 bis 100, in Prozent (7.5 bedeutet 7.5 %)',
    },
  },
  fr: {
    summary: 'Taxe foncière annuelle et mensuelle à partir d\'une valeur imposable et d\'un taux annuel',
    description: 'annual_tax = assessed_value × rate / 100\u00a0; monthly_tax = annual_tax / 12, chacun arrondi au centime séparément (12 × monthly_tax peut donc différer de annual_tax de quelques centimes). rate est le taux effectif en pourcentage par an\u00a0; mills donne le même taux en millièmes (impôt pour 1000 de valeur imposable, rate × 10), l\'unité utilisée par de nombreux avis d\'imposition. Les exonérations et les coefficients d\'évaluation ne sont pas appliqués\u00a0: indiquez la valeur imposable.',
    params: {
      assessed_value: 'La valeur imposable (estimée) du bien, 0 ou plus',
      rate: 'Le taux annuel de la taxe foncière, de 0 à 100, en pourcentage (7.5 signifie 7.5 %)',
    },
  },
  'pt-br': {
    summary: 'Imposto predial anual e mensal a partir de um valor avaliado e de uma alíquota anual',
    description: 'annual_tax = assessed_value × rate / 100; monthly_tax = annual_tax / 12, cada um arredondado para o centavo separadamente (por isso 12 × monthly_tax pode diferir de annual_tax em alguns centavos). rate é a alíquota efetiva em porcentagem ao ano; mills dá a mesma alíquota em milésimos (imposto por 1000 de valor avaliado, rate × 10), a unidade usada em muitas guias de imposto. Isenções e coeficientes de avaliação não são aplicados: informe o valor tributável.',
    params: {
      assessed_value: 'O valor tributável (avaliado) do imóvel, 0 ou mais',
      rate: 'A alíquota anual do imposto predial, de 0 a 100, em porcentagem (7.5 significa 7.5 %)',
    },
  },
  'zh-cn': {
    summary: '根据评估价值和年税率计算年度及每月房产税',
    description: 'annual_tax = assessed_value × rate / 100；monthly_tax = annual_tax / 12，二者各自四舍五入到分（因此 12 × monthly_tax 与 annual_tax 可能相差几分）。rate 为以百分比表示的年实际税率；mills 以密尔表示同一税率（每 1000 评估价值的税额，rate × 10），许多税单都使用这一单位。不计免税额和评估比率：请传入应税价值。',
    params: {
      assessed_value: '房产的应税（评估）价值，0 或以上',
      rate: '每年的房产税税率，0 到 100，以百分比表示（7.5 表示 7.5 %）',
    },
  },
})
