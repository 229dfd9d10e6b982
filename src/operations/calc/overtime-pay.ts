import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, money } from '../../lib/calc/calc.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

const params = z.object({
  hourly_rate: calcParam.nonNegative('Regular pay per hour'),
  regular_hours: calcParam.nonNegative('Hours paid at the regular rate in the period'),
  overtime_hours: z.number().min(0).default(0).describe('Hours paid at the overtime rate in the period, 0 or more; default 0'),
  multiplier: z.number().min(1).max(10).default(1.5).describe('Overtime rate as a multiple of the regular rate, 1 to 10; default 1.5'),
})

export default defineOperation({
  category: 'calc',
  name: 'overtime-pay',
  input: 'query',
  summary: 'Regular, overtime and total pay for a pay period',
  description: 'regular_pay = hourly_rate × regular_hours; overtime_rate = hourly_rate × multiplier; '
    + 'overtime_pay = overtime_rate × overtime_hours; total_pay = regular_pay + overtime_pay. Hours are those of one pay period '
    + '(a week, a fortnight: whatever the caller uses). multiplier 1.5 is "time and a half", 2 is "double time". '
    + 'Money figures are rounded to cents from unrounded amounts. Gross pay, before tax.',
  params,
  result: calcResult(params, {
    regular_pay: moneyFigure({
      en: 'Pay for the regular hours, hourly_rate × regular_hours',
      es: 'Paga de las horas ordinarias, hourly_rate × regular_hours',
      de: 'Lohn für die regulären Stunden, hourly_rate × regular_hours',
      fr: 'Salaire des heures normales, hourly_rate × regular_hours',
      'pt-br': 'Pagamento das horas normais, hourly_rate × regular_hours',
      'zh-cn': '正常工时的工资，hourly_rate × regular_hours',
    }),
    overtime_rate: moneyFigure({
      en: 'Pay per overtime hour, hourly_rate × multiplier',
      es: 'Paga por hora extra, hourly_rate × multiplier',
      de: 'Vergütung pro Überstunde, hourly_rate × multiplier',
      fr: 'Rémunération par heure supplémentaire, hourly_rate × multiplier',
      'pt-br': 'Pagamento por hora extra, hourly_rate × multiplier',
      'zh-cn': '每小时加班工资，hourly_rate × multiplier',
    }),
    overtime_pay: moneyFigure({
      en: 'Pay for the overtime hours, overtime_rate × overtime_hours',
      es: 'Paga de las horas extra, overtime_rate × overtime_hours',
      de: 'Vergütung für die Überstunden, overtime_rate × overtime_hours',
      fr: 'Rémunération des heures supplémentaires, overtime_rate × overtime_hours',
      'pt-br': 'Pagamento das horas extras, overtime_rate × overtime_hours',
      'zh-cn': '加班工时的工资，overtime_rate × overtime_hours',
    }),
    total_pay: moneyFigure({
      en: 'Gross pay for the period, regular_pay + overtime_pay',
      es: 'Paga bruta del periodo, regular_pay + overtime_pay',
      de: 'Bruttolohn für den Zeitraum, regular_pay + overtime_pay',
      fr: 'Salaire brut de la période, regular_pay + overtime_pay',
      'pt-br': 'Pagamento bruto do período, regular_pay + overtime_pay',
      'zh-cn': '该周期的税前总工资，regular_pay + overtime_pay',
    }),
    total_hours: z.number().min(0).apply(described, {
      en: 'Hours worked in the period, regular_hours + overtime_hours',
      es: 'Horas trabajadas en el periodo, regular_hours + overtime_hours',
      de: 'Im Zeitraum gearbeitete Stunden, regular_hours + overtime_hours',
      fr: 'Heures travaillées sur la période, regular_hours + overtime_hours',
      'pt-br': 'Horas trabalhadas no período, regular_hours + overtime_hours',
      'zh-cn': '该周期内的工作时数，regular_hours + overtime_hours',
    }),
  }),
  examples: [
    { title: '40 h at 20 plus 5 h time and a half', params: { hourly_rate: 20, regular_hours: 40, overtime_hours: 5 }, result: { regular_pay: 800, overtime_rate: 30, overtime_pay: 150, total_pay: 950, total_hours: 45 } },
    { title: 'Double time', params: { hourly_rate: 18.75, regular_hours: 38, overtime_hours: 4.5, multiplier: 2 }, result: { regular_pay: 712.5, overtime_rate: 37.5, overtime_pay: 168.75, total_pay: 881.25 } },
  ],
  run: ({ hourly_rate, regular_hours, overtime_hours, multiplier }) => {
    const regular = finite(hourly_rate * regular_hours, 'regular_pay')
    const overtimeRate = finite(hourly_rate * multiplier, 'overtime_rate')
    const overtime = finite(overtimeRate * overtime_hours, 'overtime_pay')
    return {
      inputs: { hourly_rate, regular_hours, overtime_hours, multiplier },
      regular_pay: money(regular),
      overtime_rate: money(overtimeRate),
      overtime_pay: money(overtime),
      total_pay: money(finite(regular + overtime, 'total_pay')),
      total_hours: finite(regular_hours + overtime_hours, 'total_hours'),
      formula: 'hourly_rate × regular_hours + hourly_rate × multiplier × overtime_hours',
    }
  },
  es: {
    summary: 'Paga ordinaria, de horas extra y total de un periodo de pago',
    description: 'regular_pay = hourly_rate × regular_hours; overtime_rate = hourly_rate × multiplier; overtime_pay = overtime_rate × overtime_hours; total_pay = regular_pay + overtime_pay. Las horas son las de un periodo de pago (una semana, una quincena: lo que use quien llama). multiplier 1.5 es "hora y media" y 2 es "tarifa doble". Los importes se redondean a céntimos a partir de cantidades sin redondear. Es la paga bruta, antes de impuestos.',
    params: {
      hourly_rate: 'Paga ordinaria por hora',
      regular_hours: 'Horas pagadas a la tarifa ordinaria en el periodo',
      overtime_hours: 'Horas pagadas a la tarifa de horas extra en el periodo, 0 o más; por defecto 0',
      multiplier: 'Tarifa de horas extra como múltiplo de la ordinaria, de 1 a 10; por defecto 1.5',
    },
  },
  de: {
    summary: 'Grundlohn, Überstundenvergütung und Gesamtlohn für einen Abrechnungszeitraum',
    description: 'regular_pay = hourly_rate × regular_hours; overtime_rate = hourly_rate × multiplier; overtime_pay = overtime_rate × overtime_hours; total_pay = regular_pay + overtime_pay. Die Stunden beziehen sich auf einen Abrechnungszeitraum (eine Woche, zwei Wochen: was der Aufrufer eben verwendet). multiplier 1.5 entspricht einem Zuschlag von 50 %, 2 einem Zuschlag von 100 %. Geldbeträge werden aus ungerundeten Beträgen auf Cent gerundet. Bruttolohn, vor Steuern.',
    params: {
      hourly_rate: 'Regulärer Stundenlohn',
      regular_hours: 'Im Zeitraum zum regulären Satz bezahlte Stunden',
      overtime_hours: 'Im Zeitraum zum Überstundensatz bezahlte Stunden, 0 oder mehr; standardmäßig 0',
      multiplier: 'Überstundensatz als Vielfaches des regulären Satzes, 1 bis 10; standardmäßig 1.5',
    },
  },
  fr: {
    summary: 'Salaire normal, rémunération des heures supplémentaires et salaire total pour une période de paie',
    description: 'regular_pay = hourly_rate × regular_hours\u00a0; overtime_rate = hourly_rate × multiplier\u00a0; overtime_pay = overtime_rate × overtime_hours\u00a0; total_pay = regular_pay + overtime_pay. Les heures sont celles d\'une période de paie (une semaine, une quinzaine\u00a0: celle qu\'utilise l\'appelant). multiplier 1.5 correspond à une majoration de 50 %, 2 à une majoration de 100 %. Les montants sont arrondis au centime à partir de valeurs non arrondies. Salaire brut, avant impôts.',
    params: {
      hourly_rate: 'Salaire horaire normal',
      regular_hours: 'Heures payées au taux normal sur la période',
      overtime_hours: 'Heures payées au taux des heures supplémentaires sur la période, 0 ou plus\u00a0; 0 par défaut',
      multiplier: 'Taux des heures supplémentaires exprimé en multiple du taux normal, de 1 à 10\u00a0; 1.5 par défaut',
    },
  },
  'pt-br': {
    summary: 'Pagamento normal, de horas extras e total de um período de pagamento',
    description: 'regular_pay = hourly_rate × regular_hours; overtime_rate = hourly_rate × multiplier; overtime_pay = overtime_rate × overtime_hours; total_pay = regular_pay + overtime_pay. As horas são as de um período de pagamento (uma semana, uma quinzena: o que quem faz a chamada usar). multiplier 1.5 equivale a um adicional de 50 %, e 2 a um adicional de 100 %. Os valores monetários são arredondados para centavos a partir de valores não arredondados. Pagamento bruto, antes dos impostos.',
    params: {
      hourly_rate: 'Pagamento normal por hora',
      regular_hours: 'Horas pagas pela taxa normal no período',
      overtime_hours: 'Horas pagas pela taxa de hora extra no período, 0 ou mais; padrão 0',
      multiplier: 'Taxa de hora extra como múltiplo da taxa normal, de 1 a 10; padrão 1.5',
    },
  },
  'zh-cn': {
    summary: '一个工资周期的正常工资、加班工资和总工资',
    description: 'regular_pay = hourly_rate × regular_hours；overtime_rate = hourly_rate × multiplier；overtime_pay = overtime_rate × overtime_hours；total_pay = regular_pay + overtime_pay。工时为一个工资周期内的工时（一周、两周：以调用方采用的周期为准）。multiplier 为 1.5 表示“1.5 倍工资”，为 2 表示“双倍工资”。金额由未舍入的数值四舍五入到分。结果为税前总工资。',
    params: {
      hourly_rate: '正常时薪',
      regular_hours: '该周期内按正常费率计薪的工时',
      overtime_hours: '该周期内按加班费率计薪的工时，0 或以上；默认为 0',
      multiplier: '加班费率相对于正常费率的倍数，1 到 10；默认为 1.5',
    },
  },
})
