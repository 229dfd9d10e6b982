import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { finite, impossible, money } from '../../lib/calc/calc.ts'
import { calcResult, moneyFigure } from '../kits/calc-results.ts'

/** Working days in a week, for the daily figure. */
const DAYS_PER_WEEK = 5
const HOURS_PER_WEEK_MAX = 168
const WEEKS_PER_YEAR_MAX = 53

const params = z.object({
  hourly: z.number().min(0).optional().describe('Hourly wage, 0 or more; pass this or annual'),
  annual: z.number().min(0).optional().describe('Annual salary, 0 or more; pass this or hourly'),
  hours_per_week: z.number().gt(0).lte(HOURS_PER_WEEK_MAX).default(40)
    .describe(`Paid hours in a week, more than 0 and at most ${HOURS_PER_WEEK_MAX}; default 40`),
  weeks_per_year: z.number().gt(0).lte(WEEKS_PER_YEAR_MAX).default(52)
    .describe(`Paid weeks in a year, more than 0 and at most ${WEEKS_PER_YEAR_MAX}; default 52`),
})

export default defineOperation({
  category: 'calc',
  name: 'salary',
  input: 'query',
  summary: 'Convert an hourly wage to an annual salary or back, with daily, weekly and monthly figures',
  description: 'Pass either hourly or annual, not both. annual = hourly × hours_per_week × weeks_per_year (and the other way round). '
    + `weekly = hourly × hours_per_week; daily = weekly / ${DAYS_PER_WEEK} (a five-day week of hours_per_week / 5 hours); `
    + 'monthly = annual / 12. Every figure is computed from the unrounded wage and rounded to cents. Gross pay, before tax; '
    + 'weeks_per_year below 52 models unpaid weeks.',
  params,
  result: calcResult(params, {
    hourly: moneyFigure({
      en: 'Gross pay per hour',
      es: 'Paga bruta por hora',
      de: 'Bruttolohn pro Stunde',
      fr: 'Salaire brut par heure',
      'pt-br': 'Pagamento bruto por hora',
      'zh-cn': '每小时税前工资',
    }),
    daily: moneyFigure({
      en: 'Gross pay per working day, weekly / 5',
      es: 'Paga bruta por día laborable, weekly / 5',
      de: 'Bruttolohn pro Arbeitstag, weekly / 5',
      fr: 'Salaire brut par jour ouvré, weekly / 5',
      'pt-br': 'Pagamento bruto por dia útil, weekly / 5',
      'zh-cn': '每个工作日的税前工资，weekly / 5',
    }),
    weekly: moneyFigure({
      en: 'Gross pay per week, hourly × hours_per_week',
      es: 'Paga bruta por semana, hourly × hours_per_week',
      de: 'Bruttolohn pro Woche, hourly × hours_per_week',
      fr: 'Salaire brut par semaine, hourly × hours_per_week',
      'pt-br': 'Pagamento bruto por semana, hourly × hours_per_week',
      'zh-cn': '每周税前工资，hourly × hours_per_week',
    }),
    monthly: moneyFigure({
      en: 'Gross pay per month, annual / 12',
      es: 'Paga bruta por mes, annual / 12',
      de: 'Bruttolohn pro Monat, annual / 12',
      fr: 'Salaire brut par mois, annual / 12',
      'pt-br': 'Pagamento bruto por mês, annual / 12',
      'zh-cn': '每月税前工资，annual / 12',
    }),
    annual: moneyFigure({
      en: 'Gross pay per year, hourly × hours_per_week × weeks_per_year',
      es: 'Paga bruta por año, hourly × hours_per_week × weeks_per_year',
      de: 'Bruttolohn pro Jahr, hourly × hours_per_week × weeks_per_year',
      fr: 'Salaire brut par an, hourly × hours_per_week × weeks_per_year',
      'pt-br': 'Pagamento bruto por ano, hourly × hours_per_week × weeks_per_year',
      'zh-cn': '每年税前工资，hourly × hours_per_week × weeks_per_year',
    }),
  }),
  examples: [
    { title: '25 an hour, 40 hours, 52 weeks', params: { hourly: 25 }, result: { hourly: 25, daily: 200, weekly: 1000, monthly: 4333.33, annual: 52000 } },
    { title: '60,000 a year', params: { annual: 60000 }, result: { hourly: 28.85, daily: 230.77, weekly: 1153.85, monthly: 5000, annual: 60000 } },
    { title: '30 an hour, 37.5 hours, 48 weeks', params: { hourly: 30, hours_per_week: 37.5, weeks_per_year: 48 }, result: { weekly: 1125, annual: 54000 } },
  ],
  run: ({ hourly, annual, hours_per_week, weeks_per_year }) => {
    if (hourly !== undefined && annual !== undefined) impossible('SALARY_BOTH')
    if (hourly === undefined && annual === undefined) impossible('SALARY_NEITHER')
    const hoursPerYear = hours_per_week * weeks_per_year
    const rate = hourly ?? annual! / hoursPerYear
    const yearly = finite(annual ?? hourly! * hoursPerYear, 'annual')
    const weekly = finite(rate * hours_per_week, 'weekly')
    return {
      inputs: { ...(hourly !== undefined ? { hourly } : { annual }), hours_per_week, weeks_per_year },
      hourly: money(rate),
      daily: money(weekly / DAYS_PER_WEEK),
      weekly: money(weekly),
      monthly: money(yearly / 12),
      annual: money(yearly),
      formula: 'annual = hourly × hours_per_week × weeks_per_year; weekly = hourly × hours_per_week; daily = weekly / 5; monthly = annual / 12',
    }
  },
  es: {
    summary: 'Convierte un salario por hora en uno anual o al revés, con las cifras diaria, semanal y mensual',
    description: `Indique hourly o annual, no ambos. annual = hourly × hours_per_week × weeks_per_year (y a la inversa). weekly = hourly × hours_per_week; daily = weekly / ${DAYS_PER_WEEK} (una semana de cinco días de hours_per_week / 5 horas); monthly = annual / 12. Cada cifra se calcula a partir del salario sin redondear y se redondea a céntimos. Es la paga bruta, antes de impuestos; un weeks_per_year inferior a 52 representa semanas no pagadas.`,
    params: {
      hourly: 'Salario por hora, 0 o más; indique este o annual',
      annual: 'Salario anual, 0 o más; indique este o hourly',
      hours_per_week: `Horas pagadas a la semana, más de 0 y como máximo ${HOURS_PER_WEEK_MAX}; por defecto 40`,
      weeks_per_year: `Semanas pagadas al año, más de 0 y como máximo ${WEEKS_PER_YEAR_MAX}; por defecto 52`,
    },
  },
  de: {
    summary: 'Stundenlohn in Jahresgehalt umrechnen oder umgekehrt, mit Tages-, Wochen- und Monatswerten',
    description: `Geben Sie entweder hourly oder annual an, nicht beides. annual = hourly × hours_per_week × weeks_per_year (und umgekehrt). weekly = hourly × hours_per_week; daily = weekly / ${DAYS_PER_WEEK} (eine Fünftagewoche mit je hours_per_week / 5 Stunden); monthly = annual / 12. Jeder Wert wird aus dem ungerundeten Lohn berechnet und auf Cent gerundet. Bruttolohn, vor Steuern; ein weeks_per_year unter 52 bildet unbezahlte Wochen ab.`,
    params: {
      hourly: 'Stundenlohn, 0 oder mehr; geben Sie diesen Wert oder annual an',
      annual: 'Jahresgehalt, 0 oder mehr; geben Sie diesen Wert oder hourly an',
      hours_per_week: `Bezahlte Stunden pro Woche, mehr als 0 und höchstens ${HOURS_PER_WEEK_MAX}; standardmäßig 40`,
      weeks_per_year: `Bezahlte Wochen pro Jahr, mehr als 0 und höchstens ${WEEKS_PER_YEAR_MAX}; standardmäßig 52`,
    },
  },
  fr: {
    summary: 'Convertit un salaire horaire en salaire annuel ou inversement, avec les montants journalier, hebdomadaire et mensuel',
    description: `Indiquez soit hourly, soit annual, mais pas les deux. annual = hourly × hours_per_week × weeks_per_year (et inversement). weekly = hourly × hours_per_week\u00a0; daily = weekly / ${DAYS_PER_WEEK} (une semaine de cinq jours de hours_per_week / 5 heures)\u00a0; monthly = annual / 12. Chaque montant est calculé à partir du salaire non arrondi, puis arrondi au centime. Salaire brut, avant impôts\u00a0; un weeks_per_year inférieur à 52 représente des semaines non payées.`,
    params: {
      hourly: 'Salaire horaire, 0 ou plus\u00a0; indiquez ce paramètre ou annual',
      annual: 'Salaire annuel, 0 ou plus\u00a0; indiquez ce paramètre ou hourly',
      hours_per_week: `Heures payées par semaine, plus de 0 et ${HOURS_PER_WEEK_MAX} au maximum\u00a0; 40 par défaut`,
      weeks_per_year: `Semaines payées par an, plus de 0 et ${WEEKS_PER_YEAR_MAX} au maximum\u00a0; 52 par défaut`,
    },
  },
  'pt-br': {
    summary: 'Converte um salário por hora em anual ou vice-versa, com os valores diário, semanal e mensal',
    description: `Informe hourly ou annual, não ambos. annual = hourly × hours_per_week × weeks_per_year (e vice-versa). weekly = hourly × hours_per_week; daily = weekly / ${DAYS_PER_WEEK} (uma semana de cinco dias de hours_per_week / 5 horas); monthly = annual / 12. Cada valor é calculado a partir do salário não arredondado e arredondado para centavos. Pagamento bruto, antes dos impostos; um weeks_per_year abaixo de 52 representa semanas não pagas.`,
    params: {
      hourly: 'Salário por hora, 0 ou mais; informe este ou annual',
      annual: 'Salário anual, 0 ou mais; informe este ou hourly',
      hours_per_week: `Horas pagas por semana, mais de 0 e no máximo ${HOURS_PER_WEEK_MAX}; padrão 40`,
      weeks_per_year: `Semanas pagas por ano, mais de 0 e no máximo ${WEEKS_PER_YEAR_MAX}; padrão 52`,
    },
  },
  'zh-cn': {
    summary: '在时薪与年薪之间换算，并给出日薪、周薪和月薪',
    description: `请提供 hourly 或 annual 之一，不要同时提供。annual = hourly × hours_per_week × weeks_per_year（反之亦然）。weekly = hourly × hours_per_week；daily = weekly / ${DAYS_PER_WEEK}（每周工作五天，每天 hours_per_week / 5 小时）；monthly = annual / 12。每个数值都由未舍入的工资计算，再四舍五入到分。均为税前工资；weeks_per_year 小于 52 表示存在无薪周。`,
    params: {
      hourly: '时薪，0 或以上；提供此参数或 annual',
      annual: '年薪，0 或以上；提供此参数或 hourly',
      hours_per_week: `每周带薪工时，大于 0 且不超过 ${HOURS_PER_WEEK_MAX}；默认为 40`,
      weeks_per_year: `每年带薪周数，大于 0 且不超过 ${WEEKS_PER_YEAR_MAX}；默认为 52`,
    },
  },
})
