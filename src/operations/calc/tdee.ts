import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import { ACTIVITY_FACTORS, ACTIVITY_LEVELS, basalMetabolicRate, healthParam, MAX_AGE_YEARS, MAX_HEIGHT_CM, MAX_WEIGHT_KG, mifflinFormula, MIN_HEIGHT_CM } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult } from '../kits/calc-results.ts'

const LEVELS = ACTIVITY_LEVELS.map((level) => `${level} ${ACTIVITY_FACTORS[level]}`).join(', ')

const params = z.object({
  weight: healthParam.weight(en.calc.weight(MAX_WEIGHT_KG)),
  height: healthParam.height(en.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM)),
  age: healthParam.age(en.calc.age(MAX_AGE_YEARS)),
  gender: healthParam.gender(en.calc.gender('Which version of the BMR equation to use')),
  activity: z.enum(ACTIVITY_LEVELS).default('moderate').describe(`Activity level: ${ACTIVITY_LEVELS.join(', ')}; default moderate`),
})

export default defineOperation({
  category: 'calc',
  name: 'tdee',
  input: 'query',
  summary: 'Total daily energy expenditure: Mifflin-St Jeor BMR times an activity factor',
  description: 'TDEE = BMR × activity factor, in kilocalories per day rounded to whole numbers (both figures are rounded from the '
    + 'unrounded BMR). BMR is the Mifflin-St Jeor equation, as in calc/bmr. Activity factors: '
    + `${LEVELS} (sedentary: desk work, little exercise; light: exercise 1-3 days a week; moderate: 3-5 days; `
    + 'active: 6-7 days; very-active: hard daily exercise or a physical job). by_activity lists every level with its factor and TDEE.',
  params,
  result: calcResult(params, {
    bmr_kcal: z.number().int().min(0).apply(described, { en: 'Basal metabolic rate (Mifflin-St Jeor), in kilocalories per day, rounded to a whole number', es: 'Tasa metabólica basal (Mifflin-St Jeor), en kilocalorías al día, redondeada a un número entero' }),
    activity_factor: z.number().apply(described, { en: 'The multiplier of the chosen activity level', es: 'El multiplicador del nivel de actividad elegido' }),
    tdee_kcal: z.number().int().min(0).apply(described, { en: 'Total daily energy expenditure, BMR × activity_factor, in kilocalories per day, rounded to a whole number', es: 'Gasto energético diario total, TMB × activity_factor, en kilocalorías al día, redondeado a un número entero' }),
    by_activity: z.array(z.object({
      activity: z.enum(ACTIVITY_LEVELS).apply(described, { en: 'Activity level', es: 'Nivel de actividad' }),
      factor: z.number().apply(described, { en: 'Its multiplier', es: 'Su multiplicador' }),
      tdee_kcal: z.number().int().min(0).apply(described, { en: 'TDEE at that level, in kilocalories per day, rounded to a whole number', es: 'TDEE en ese nivel, en kilocalorías al día, redondeado a un número entero' }),
    })).apply(described, { en: 'Every activity level, least active first, with its factor and TDEE', es: 'Todos los niveles de actividad, del menos activo al más activo, con su factor y su TDEE' }),
  }),
  examples: [
    { title: 'Man, 70 kg, 175 cm, 30 years, moderate', params: { weight: 70, height: 175, age: 30 }, result: { bmr_kcal: 1649, activity_factor: 1.55, tdee_kcal: 2556 } },
    {
      title: 'Woman, 60 kg, 165 cm, 25 years, sedentary',
      params: { weight: 60, height: 165, age: 25, gender: 'female', activity: 'sedentary' },
      result: { bmr_kcal: 1345, activity_factor: 1.2, tdee_kcal: 1614 },
    },
  ],
  run: ({ weight, height, age, gender, activity }) => {
    const bmr = basalMetabolicRate(weight, height, age, gender)
    const factor = ACTIVITY_FACTORS[activity]
    return {
      inputs: { weight, height, age, gender, activity },
      bmr_kcal: roundTo(bmr, 0),
      activity_factor: factor,
      tdee_kcal: roundTo(bmr * factor, 0),
      by_activity: ACTIVITY_LEVELS.map((level) => ({ activity: level, factor: ACTIVITY_FACTORS[level], tdee_kcal: roundTo(bmr * ACTIVITY_FACTORS[level], 0) })),
      formula: `TDEE = BMR × ${factor} (${activity}); BMR = ${mifflinFormula(gender)}`,
    }
  },
  es: {
    summary: 'Gasto energético diario total: TMB de Mifflin-St Jeor por un factor de actividad',
    description: `TDEE = TMB × factor de actividad, en kilocalorías al día redondeadas a números enteros (ambas cifras se redondean a partir de la TMB sin redondear). La TMB es la ecuación de Mifflin-St Jeor, como en calc/bmr. Factores de actividad: ${LEVELS} (sedentary: trabajo de oficina, poco ejercicio; light: ejercicio 1-3 días a la semana; moderate: 3-5 días; active: 6-7 días; very-active: ejercicio intenso diario o un trabajo físico). by_activity lista cada nivel con su factor y su TDEE.`,
    params: {
      weight: es.calc.weight(MAX_WEIGHT_KG),
      height: es.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: es.calc.age(MAX_AGE_YEARS),
      gender: es.calc.gender('Qué versión de la ecuación de la TMB se usa'),
      activity: `Nivel de actividad: ${ACTIVITY_LEVELS.join(', ')}; por defecto moderate`,
    },
  },
})
