import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import { basalMetabolicRate, healthParam, MAX_AGE_YEARS, MAX_HEIGHT_CM, MAX_WEIGHT_KG, mifflinFormula, MIN_HEIGHT_CM } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult } from '../kits/calc-results.ts'

const params = z.object({
  weight: healthParam.weight(en.calc.weight(MAX_WEIGHT_KG)),
  height: healthParam.height(en.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM)),
  age: healthParam.age(en.calc.age(MAX_AGE_YEARS)),
  gender: healthParam.gender(en.calc.gender('Which version of the equation to use')),
})

export default defineOperation({
  category: 'calc',
  name: 'bmr',
  input: 'query',
  summary: 'Basal metabolic rate (kcal per day) by the Mifflin-St Jeor equation',
  description: 'Resting energy use in kilocalories per day, rounded to a whole number: 10 × weight (kg) + 6.25 × height (cm) '
    + '− 5 × age (years) + 5 for men, or − 161 for women (Mifflin, St Jeor et al., American Journal of Clinical Nutrition, 1990). '
    + 'The equation was fitted on adults aged 19-78; for children its figures are rough. '
    + 'Inputs for which the equation gives 0 kcal or less are refused.',
  params,
  result: calcResult(params, {
    bmr_kcal: z.number().int().min(0).apply(described, { en: 'Basal metabolic rate, in kilocalories per day, rounded to a whole number', es: 'Tasa metabólica basal, en kilocalorías al día, redondeada a un número entero' }),
  }),
  examples: [
    { title: 'Man, 70 kg, 175 cm, 30 years', params: { weight: 70, height: 175, age: 30 }, result: { bmr_kcal: 1649 } },
    { title: 'Woman, 60 kg, 165 cm, 25 years', params: { weight: 60, height: 165, age: 25, gender: 'female' }, result: { bmr_kcal: 1345 } },
  ],
  run: ({ weight, height, age, gender }) => ({
    inputs: { weight, height, age, gender },
    bmr_kcal: roundTo(basalMetabolicRate(weight, height, age, gender), 0),
    formula: mifflinFormula(gender),
  }),
  es: {
    summary: 'Tasa metabólica basal (kcal al día) según la ecuación de Mifflin-St Jeor',
    description: 'Gasto energético en reposo en kilocalorías al día, redondeado a un número entero: 10 × peso (kg) + 6.25 × estatura (cm) − 5 × edad (años) + 5 para hombres, o − 161 para mujeres (Mifflin, St Jeor et al., American Journal of Clinical Nutrition, 1990). La ecuación se ajustó con adultos de 19 a 78 años; para niños sus cifras son aproximadas. Se rechazan los datos para los que la ecuación da 0 kcal o menos.',
    params: {
      weight: es.calc.weight(MAX_WEIGHT_KG),
      height: es.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: es.calc.age(MAX_AGE_YEARS),
      gender: es.calc.gender('Qué versión de la ecuación se usa'),
    },
  },
})
