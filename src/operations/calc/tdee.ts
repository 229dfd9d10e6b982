import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import { ACTIVITY_FACTORS, ACTIVITY_LEVELS, basalMetabolicRate, healthParam, mifflinFormula } from '../../lib/calc/health.ts'

const LEVELS = ACTIVITY_LEVELS.map((level) => `${level} ${ACTIVITY_FACTORS[level]}`).join(', ')

export default defineOperation({
  category: 'calc',
  name: 'tdee',
  input: 'query',
  summary: 'Total daily energy expenditure: Mifflin-St Jeor BMR times an activity factor',
  description: 'TDEE = BMR × activity factor, in kilocalories per day rounded to whole numbers (both figures are rounded from the '
    + 'unrounded BMR). BMR is the Mifflin-St Jeor equation, as in calc/bmr. Activity factors: '
    + `${LEVELS} (sedentary: desk work, little exercise; light: exercise 1-3 days a week; moderate: 3-5 days; `
    + 'active: 6-7 days; very-active: hard daily exercise or a physical job). by_activity lists every level with its factor and TDEE.',
  params: z.object({
    weight: healthParam.weight('Body weight'),
    height: healthParam.height('Height'),
    age: healthParam.age('Age'),
    gender: healthParam.gender('Which version of the BMR equation to use'),
    activity: z.enum(ACTIVITY_LEVELS).default('moderate').describe(`Activity level: ${ACTIVITY_LEVELS.join(', ')}; default moderate`),
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
})
