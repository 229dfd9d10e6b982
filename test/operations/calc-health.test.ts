import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import {
  bmiCategory, idealWeights, mifflinStJeor, navyBodyFat, shortestIdealWeightHeight,
} from '../../src/lib/calc/health.ts'
import { categoryClient, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { ok, refused } = categoryClient(() => app, 'calc')

describe('required parameters', () => {
  it.each([
    ['bmi', { height: 175 }, 'weight'],
    ['bmi', { weight: 70 }, 'height'],
    ['bmr', { height: 175, age: 30 }, 'weight'],
    ['bmr', { weight: 70, age: 30 }, 'height'],
    ['bmr', { weight: 70, height: 175 }, 'age'],
    ['tdee', { height: 175, age: 30 }, 'weight'],
    ['tdee', { weight: 70, age: 30 }, 'height'],
    ['tdee', { weight: 70, height: 175 }, 'age'],
    ['ideal-weight', {}, 'height'],
    ['body-fat', { neck: 38, waist: 84 }, 'height'],
    ['body-fat', { height: 178, waist: 84 }, 'neck'],
    ['body-fat', { height: 178, neck: 38 }, 'waist'],
    ['age', {}, 'birthdate'],
    ['average', {}, 'numbers'],
    ['standard-deviation', {}, 'numbers'],
    ['quadratic', { b: 1, c: 1 }, 'a'],
    ['quadratic', { a: 1, c: 1 }, 'b'],
    ['quadratic', { a: 1, b: 1 }, 'c'],
    ['fuel-cost', { efficiency: 15, price: 1.8 }, 'distance'],
    ['fuel-cost', { distance: 300, price: 1.8 }, 'efficiency'],
    ['fuel-cost', { distance: 300, efficiency: 15 }, 'price'],
    ['pace', { minutes: 50 }, 'distance'],
    ['pace', { distance: 10 }, 'minutes'],
    ['overtime-pay', { regular_hours: 40 }, 'hourly_rate'],
    ['overtime-pay', { hourly_rate: 20 }, 'regular_hours'],
    ['take-home-pay', { tax_rate: 20 }, 'gross'],
    ['take-home-pay', { gross: 5000 }, 'tax_rate'],
    ['adsense', { ctr: 2, cpc: 0.5 }, 'pageviews'],
    ['adsense', { pageviews: 1000, cpc: 0.5 }, 'ctr'],
    ['adsense', { pageviews: 1000, ctr: 2 }, 'cpc'],
  ])('%s without %j: %s is required', async (name, params, param) => {
    expect(await refused(name, params)).toEqual({ code: 'PARAM_REQUIRED', error: `${param} is required` })
  })

  it.each([
    ['bmi', { weight: '', height: 175 }],
    ['age', { birthdate: '  ' }],
    ['average', { numbers: ' ' }],
    ['standard-deviation', { numbers: '' }],
    ['quadratic', { a: 1, b: ' ', c: 1 }],
  ])('%s with a blank value %j: PARAM_REQUIRED', async (name, params) => {
    expect((await refused(name, params)).code).toBe('PARAM_REQUIRED')
  })

  it('body-fat needs hip for women, and says why', async () => {
    expect(await refused('body-fat', { height: 165, neck: 33, waist: 75, gender: 'female' })).toEqual({
      code: 'BODY_FAT_HIP_REQUIRED',
      error: 'hip is required when gender is female: the US Navy formula for women uses the hip circumference (in centimetres, at the widest point)',
    })
  })

  it('salary needs hourly or annual', async () => {
    expect(await refused('salary', {})).toEqual({
      code: 'SALARY_NEITHER',
      error: 'pass hourly (the wage per hour) or annual (the salary per year): the other figures are computed from it',
    })
  })

  it('speed needs two of distance, time and speed', async () => {
    expect(await refused('speed', {})).toEqual({ code: 'SPEED_NONE', error: 'pass two of distance, time and speed, and the third is solved; none was given' })
    expect(await refused('speed', { time: 2 })).toEqual({ code: 'SPEED_ONE', error: 'pass two of distance, time and speed, and the third is solved; only time was given' })
  })

  it('says so in Spanish under /es', async () => {
    expect(await refused('bmi', { weight: 70 }, 'es')).toEqual({ code: 'PARAM_REQUIRED', error: 'height es obligatorio' })
  })
})

describe('body measurements: impossible values are refused with the unit', () => {
  it.each([
    ['bmi', { weight: 0, height: 175 }, 'weight'],
    ['bmi', { weight: -70, height: 175 }, 'weight'],
    ['bmr', { weight: 1001, height: 175, age: 30 }, 'weight'],
  ])('%s %j', async (name, params, param) => {
    expect(await refused(name, params)).toEqual({
      code: 'HEALTH_WEIGHT_RANGE',
      error: `${param} must be a body weight in kilograms, more than 0 and at most 1000 (for 154 lb send 69.9)`,
    })
  })

  it.each([[1.75], [0], [-175], [301], [49.9]])('height %d', async (height) => {
    expect(await refused('bmi', { weight: 70, height })).toEqual({
      code: 'HEALTH_HEIGHT_RANGE',
      error: 'height must be a height in centimetres, from 50 to 300 (for 1.75 m send 175; for 5 ft 9 in send 175.3)',
    })
  })

  it.each([[-1], [151]])('age %d', async (age) => {
    expect(await refused('tdee', { weight: 70, height: 175, age })).toEqual({ code: 'HEALTH_AGE_RANGE', error: 'age must be an age in years, from 0 to 150' })
  })

  it.each([['neck', { neck: 0, waist: 84 }], ['waist', { neck: 38, waist: -84 }], ['waist', { neck: 38, waist: 301 }]])('%s %j', async (param, params) => {
    expect(await refused('body-fat', { height: 178, ...params })).toEqual({
      code: 'HEALTH_CIRCUMFERENCE_RANGE',
      error: `${param} must be a circumference in centimetres, more than 0 and at most 300 (for 15 in send 38.1)`,
    })
  })

  it.each([['abc'], ['Infinity'], ['1e400'], ['70kg']])('weight=%s is not a number', async (weight) => {
    expect((await refused('bmi', { weight, height: 175 })).code).toBe('PARAM_NOT_NUMBER')
  })

  it.each([['bmr', 'gender', 'other', 'male, female'], ['tdee', 'activity', 'extreme', 'sedentary, light, moderate, active, very-active']])(
    '%s: unknown %s "%s"',
    async (name, param, value, values) => {
      expect(await refused(name, { weight: 70, height: 175, age: 30, [param]: value })).toEqual({ code: 'PARAM_ENUM', error: `${param} must be one of: ${values}` })
    },
  )

  it('range messages in Spanish', async () => {
    expect((await refused('bmi', { weight: 70, height: 1.75 }, 'es')).error)
      .toBe('height debe ser una estatura en centímetros, de 50 a 300 (para 1,75 m envíe 175; para 5 ft 9 in envíe 175.3)')
  })
})

describe('health maths', () => {
  // WHO, Obesity: preventing and managing the global epidemic, Technical Report Series 894 (2000), table 2.1.
  it.each([
    [16, 'underweight'], [18.4, 'underweight'], [18.5, 'normal'], [24.9, 'normal'], [25, 'overweight'], [29.9, 'overweight'],
    [30, 'obese_class_1'], [34.9, 'obese_class_1'], [35, 'obese_class_2'], [39.9, 'obese_class_2'], [40, 'obese_class_3'], [60, 'obese_class_3'],
  ])('BMI %d is %s (WHO)', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category)
  })

  it('Mifflin-St Jeor (Am J Clin Nutr 1990;51:241-7): 10w + 6.25h − 5a + 5 / − 161', () => {
    expect(mifflinStJeor(70, 175, 30, 'male')).toBe(1648.75)
    expect(mifflinStJeor(70, 175, 30, 'female')).toBe(1482.75) // 166 kcal less
  })

  it('ideal-weight formulas at exactly 5 ft are their base weights', () => {
    expect(idealWeights(152.4, 'male')).toEqual({ devine: 50, robinson: 52, miller: 56.2, hamwi: 48 })
    expect(idealWeights(152.4, 'female')).toEqual({ devine: 45.5, robinson: 49, miller: 53.1, hamwi: 45.5 })
  })

  it('the shortest height for the ideal-weight formulas is where Hamwi (men) and Devine (women) reach 0 kg', () => {
    expect(shortestIdealWeightHeight('male')).toBeCloseTo((60 - 48 / 2.7) * 2.54, 10)
    expect(shortestIdealWeightHeight('female')).toBeCloseTo((60 - 45.5 / 2.3) * 2.54, 10)
    expect(idealWeights(shortestIdealWeightHeight('male'), 'male').hamwi).toBeCloseTo(0, 10)
  })

  // DoD Instruction 1308.3 (2002) gives the same method in inches as a direct percentage:
  // men 86.010 log10(abdomen − neck) − 70.041 log10(height) + 36.76;
  // women 163.205 log10(waist + hip − neck) − 97.684 log10(height) − 78.387.
  // The two fits agree within about half a point over ordinary measurements.
  const inches = (cm: number) => cm / 2.54
  it.each([
    [170, 36, 80], [178, 38, 84], [185, 40, 100], [175, 42, 110], [190, 39, 78],
  ])('men: centimetre form agrees with the DoD inch form (height %d, neck %d, waist %d)', (height, neck, waist) => {
    const dod = 86.010 * Math.log10(inches(waist) - inches(neck)) - 70.041 * Math.log10(inches(height)) + 36.76
    expect(Math.abs(navyBodyFat('male', height, neck, waist) - dod)).toBeLessThan(0.5)
  })

  it.each([
    [160, 31, 70, 95], [165, 33, 75, 100], [170, 34, 85, 110], [158, 32, 90, 115],
  ])('women: centimetre form agrees with the DoD inch form (height %d, neck %d, waist %d, hip %d)', (height, neck, waist, hip) => {
    const dod = 163.205 * Math.log10(inches(waist) + inches(hip) - inches(neck)) - 97.684 * Math.log10(inches(height)) - 78.387
    expect(Math.abs(navyBodyFat('female', height, neck, waist, hip) - dod)).toBeLessThan(0.5)
  })
})

describe('bmi', () => {
  it('70 kg, 175 cm: 22.9, normal, healthy range 56.7-76.3 kg (70 / 1.75² = 22.857; 18.5 × 1.75² = 56.66, 24.9 × 1.75² = 76.26)', async () => {
    expect(await ok('bmi', { weight: 70, height: 175 })).toEqual({
      inputs: { weight: 70, height: 175 },
      bmi: 22.9,
      category: 'normal',
      healthy_weight_kg: { min: 56.7, max: 76.3 },
      formula: 'weight (kg) / height (m)²',
    })
  })

  it('CDC worked example: 68 kg, 165 cm gives 24.98, shown as 25.0 and classified by the shown figure: overweight', async () => {
    expect(await ok('bmi', { weight: 68, height: 165 })).toMatchObject({ bmi: 25, category: 'overweight' })
  })

  // At 100 cm the BMI equals the weight, so each WHO boundary can be hit exactly.
  it.each([
    [18.4, 'underweight'], [18.5, 'normal'], [24.9, 'normal'], [25, 'overweight'], [29.9, 'overweight'],
    [30, 'obese_class_1'], [35, 'obese_class_2'], [40, 'obese_class_3'],
  ])('weight %d at 100 cm: %s', async (weight, category) => {
    expect(await ok('bmi', { weight, height: 100 })).toMatchObject({ bmi: weight, category })
  })

  it('accepts decimals sent as strings', async () => {
    expect(await ok('bmi', { weight: '72.5', height: '180.3' })).toMatchObject({ bmi: 22.3 }) // 72.5 / 1.803² = 22.30
  })
})

describe('bmr and tdee', () => {
  it.each([
    [{ weight: 70, height: 175, age: 30 }, 1649], // 700 + 1093.75 − 150 + 5 = 1648.75
    [{ weight: 80, height: 180, age: 40, gender: 'male' }, 1730], // 800 + 1125 − 200 + 5
    [{ weight: 60, height: 165, age: 25, gender: 'female' }, 1345], // 600 + 1031.25 − 125 − 161 = 1345.25
    [{ weight: 55, height: 160, age: 50, gender: 'female' }, 1139], // 550 + 1000 − 250 − 161
    [{ weight: 70.5, height: 175.5, age: 30.5 }, 1654], // decimals: 705 + 1096.875 − 152.5 + 5 = 1654.375
  ])('Mifflin-St Jeor %j: %i kcal/day', async (params, bmr) => {
    const r = await ok('bmr', params)
    expect(r.bmr_kcal).toBe(bmr)
    expect(r.inputs).toEqual({ gender: 'male', ...params })
  })

  it('states the equation used', async () => {
    expect((await ok('bmr', { weight: 60, height: 165, age: 25, gender: 'female' })).formula)
      .toBe('Mifflin-St Jeor (1990): 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) − 161')
  })

  it('refuses inputs for which the equation gives no energy', async () => {
    // 10 × 1 + 6.25 × 50 − 5 × 150 + 5 = −422.5
    expect(await refused('bmr', { weight: 1, height: 50, age: 150 })).toEqual({
      code: 'HEALTH_BMR_NOT_POSITIVE',
      error: 'the Mifflin-St Jeor equation gives -423 kcal per day for this weight, height and age, which is no metabolic rate; check that weight is in kilograms, height in centimetres and age in years',
    })
    expect((await refused('tdee', { weight: 1, height: 50, age: 150 })).code).toBe('HEALTH_BMR_NOT_POSITIVE')
  })

  it('tdee: moderate (1.55) by default, rounded from the unrounded BMR', async () => {
    expect(await ok('tdee', { weight: 70, height: 175, age: 30 })).toMatchObject({
      inputs: { weight: 70, height: 175, age: 30, gender: 'male', activity: 'moderate' },
      bmr_kcal: 1649,
      activity_factor: 1.55,
      tdee_kcal: 2556, // 1648.75 × 1.55 = 2555.56
      formula: 'TDEE = BMR × 1.55 (moderate); BMR = Mifflin-St Jeor (1990): 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) + 5',
    })
  })

  it.each([
    ['sedentary', 1.2, 1979], ['light', 1.375, 2267], ['moderate', 1.55, 2556], ['active', 1.725, 2844], ['very-active', 1.9, 3133],
  ])('tdee %s: × %d = %i (1648.75 × factor)', async (activity, factor, tdee) => {
    expect(await ok('tdee', { weight: 70, height: 175, age: 30, activity })).toMatchObject({ activity_factor: factor, tdee_kcal: tdee })
  })

  it('tdee lists every activity level', async () => {
    expect((await ok('tdee', { weight: 60, height: 165, age: 25, gender: 'female', activity: 'light' })).by_activity).toEqual([
      { activity: 'sedentary', factor: 1.2, tdee_kcal: 1614 },
      { activity: 'light', factor: 1.375, tdee_kcal: 1850 },
      { activity: 'moderate', factor: 1.55, tdee_kcal: 2085 },
      { activity: 'active', factor: 1.725, tdee_kcal: 2321 },
      { activity: 'very-active', factor: 1.9, tdee_kcal: 2556 },
    ])
  })
})

describe('ideal-weight', () => {
  it('6 ft man (12 in over 5 ft): Devine 50 + 27.6, Robinson 52 + 22.8, Miller 56.2 + 16.92, Hamwi 48 + 32.4', async () => {
    expect(await ok('ideal-weight', { height: 182.88 })).toEqual({
      inputs: { height: 182.88, gender: 'male' },
      devine_kg: 77.6,
      robinson_kg: 74.8,
      miller_kg: 73.1,
      hamwi_kg: 80.4,
      range_kg: { min: 73.1, max: 80.4 },
      extrapolated: false,
      formula: 'base weight at 5 ft + weight per inch over 5 ft (Devine, Robinson, Miller, Hamwi)',
    })
  })

  it('Devine IBW used for drug dosing: man 5 ft 10 in = 73 kg, woman 5 ft 4 in = 54.7 kg', async () => {
    expect((await ok('ideal-weight', { height: 177.8 })).devine_kg).toBe(73)
    expect((await ok('ideal-weight', { height: 162.56, gender: 'female' })).devine_kg).toBe(54.7)
  })

  it('woman 5 ft 5 in: Devine 45.5 + 11.5, Robinson 49 + 8.5, Miller 53.1 + 6.8, Hamwi 45.5 + 11', async () => {
    expect(await ok('ideal-weight', { height: 165.1, gender: 'female' })).toMatchObject({
      devine_kg: 57, robinson_kg: 57.5, miller_kg: 59.9, hamwi_kg: 56.5, range_kg: { min: 56.5, max: 59.9 }, extrapolated: false,
    })
  })

  it('exactly 5 ft gives the base weights and is not extrapolated', async () => {
    expect(await ok('ideal-weight', { height: 152.4 })).toMatchObject({ devine_kg: 50, robinson_kg: 52, miller_kg: 56.2, hamwi_kg: 48, extrapolated: false })
  })

  it('below 5 ft the lines are continued and flagged: woman 4 ft 10 in loses 2 inches per formula', async () => {
    expect(await ok('ideal-weight', { height: 147.32, gender: 'female' })).toMatchObject({
      devine_kg: 40.9, robinson_kg: 45.6, miller_kg: 50.4, hamwi_kg: 41.1, extrapolated: true,
    })
  })

  it('refuses heights at which a formula reaches 0 kg, saying the limit', async () => {
    expect(await refused('ideal-weight', { height: 100 })).toEqual({
      code: 'IDEAL_WEIGHT_TOO_SHORT',
      error: 'at a height of 100 cm some ideal-weight formulas give 0 kg or less: they are straight lines made for adults of 5 ft (152.4 cm) and taller; height must be at least 107.25 cm for gender=male',
    })
    expect((await refused('ideal-weight', { height: 102, gender: 'female' })).error).toContain('at least 102.16 cm for gender=female')
    expect((await ok('ideal-weight', { height: 107.25 })).hamwi_kg).toBe(0) // 0.006 kg: positive, shown as 0 to 1 decimal
    expect((await ok('ideal-weight', { height: 102.16, gender: 'female' })).extrapolated).toBe(true)
  })
})

describe('body-fat', () => {
  it('man 178 cm, neck 38, waist 84: 495 / (1.0324 − 0.19077 log10 46 + 0.15456 log10 178) − 450 = 15.65', async () => {
    expect(await ok('body-fat', { height: 178, neck: 38, waist: 84 })).toEqual({
      inputs: { height: 178, neck: 38, waist: 84, gender: 'male' },
      body_fat_percent: 15.7,
      formula: '495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450 (US Navy, men)',
    })
  })

  it('man 5 ft 10 in, neck 16 in, waist 36 in: 19.3 % (the DoD inch formula gives 19.4 %)', async () => {
    expect((await ok('body-fat', { height: 177.8, neck: 40.64, waist: 91.44 })).body_fat_percent).toBe(19.3)
  })

  it('woman 165 cm, neck 33, waist 75, hip 100: 495 / (1.29579 − 0.35004 log10 142 + 0.221 log10 165) − 450 = 29.43', async () => {
    expect(await ok('body-fat', { height: 165, neck: 33, waist: 75, hip: 100, gender: 'female' })).toEqual({
      inputs: { height: 165, neck: 33, waist: 75, hip: 100, gender: 'female' },
      body_fat_percent: 29.4,
      formula: '495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450 (US Navy, women)',
    })
  })

  it('hip is not used for men', async () => {
    expect(await ok('body-fat', { height: 178, neck: 38, waist: 84, hip: 120 })).toMatchObject({
      inputs: { height: 178, neck: 38, waist: 84, gender: 'male' }, body_fat_percent: 15.7,
    })
  })

  it.each([[38, 38], [40, 38]])('man with waist %i ≤ neck %i: refused, explaining the logarithm', async (neck, waist) => {
    expect(await refused('body-fat', { height: 178, neck, waist })).toEqual({
      code: 'BODY_FAT_WAIST_NECK',
      error: `waist (${waist} cm) must be larger than neck (${neck} cm): the US Navy formula for men takes the logarithm of waist − neck; measure the waist at the navel and the neck just below the larynx`,
    })
  })

  it('woman with waist + hip ≤ neck: refused', async () => {
    expect((await refused('body-fat', { height: 165, neck: 150, waist: 70, hip: 80, gender: 'female' })).code).toBe('BODY_FAT_WAIST_HIP_NECK')
  })

  it('measurements that give 0 % or less or 100 % or more are refused as mismeasured', async () => {
    // waist − neck = 1 cm: 495 / (1.0324 + 0.15456 log10 178) − 450 = −91.5
    const low = await refused('body-fat', { height: 178, neck: 38, waist: 39 })
    expect(low.code).toBe('BODY_FAT_OUT_OF_RANGE')
    expect(low.error).toMatch(/^these measurements give a body fat of -91\.\d+ %, which no body has/)
    // 495 / (1.29579 − 0.35004 log10 599 + 0.221 log10 50) − 450 = 258
    expect((await refused('body-fat', { height: 50, neck: 1, waist: 300, hip: 300, gender: 'female' })).code).toBe('BODY_FAT_OUT_OF_RANGE')
  })
})

describe('age', () => {
  it('born 1990-07-15, on 2024-03-10: 33 years 7 months 24 days (12,292 days)', async () => {
    expect(await ok('age', { birthdate: '1990-07-15', at: '2024-03-10' })).toEqual({
      inputs: { birthdate: '1990-07-15', at: '2024-03-10' },
      years: 33,
      months: 7,
      days: 24, // 15 Feb → 10 Mar 2024: 14 days of a leap February + 10
      total_months: 403,
      total_days: 12292,
      next_birthday: '2024-07-15',
      next_age: 34,
      days_until_next_birthday: 127,
      formula: 'calendar difference: whole years, then whole months, then days (anniversaries on a missing day fall on the month\'s last day)',
    })
  })

  it('on the birthday: next birthday is today, 0 days away', async () => {
    expect(await ok('age', { birthdate: '1985-12-25', at: '2025-12-25' })).toMatchObject({
      years: 40, months: 0, days: 0, next_birthday: '2025-12-25', next_age: 40, days_until_next_birthday: 0,
    })
  })

  it('the day before the birthday', async () => {
    expect(await ok('age', { birthdate: '1985-12-25', at: '2025-12-24' })).toMatchObject({
      years: 39, months: 11, days: 29, next_birthday: '2025-12-25', next_age: 40, days_until_next_birthday: 1,
    })
  })

  it('born on the day counted: age 0, first birthday a year later', async () => {
    expect(await ok('age', { birthdate: '2024-01-01', at: '2024-01-01' })).toMatchObject({
      years: 0, months: 0, days: 0, total_days: 0, next_birthday: '2025-01-01', next_age: 1, days_until_next_birthday: 366,
    })
  })

  describe('29 February birthdays fall on 28 February in common years', () => {
    it.each([
      ['2023-02-27', { years: 22, months: 11, days: 29, next_birthday: '2023-02-28', next_age: 23, days_until_next_birthday: 1 }],
      ['2023-02-28', { years: 23, months: 0, days: 0, next_birthday: '2023-02-28', days_until_next_birthday: 0 }],
      ['2023-03-01', { years: 23, months: 0, days: 1, next_birthday: '2024-02-29', next_age: 24, days_until_next_birthday: 365 }],
      ['2024-02-29', { years: 24, months: 0, days: 0, next_birthday: '2024-02-29', days_until_next_birthday: 0 }],
      ['2024-03-01', { years: 24, months: 0, days: 1, next_birthday: '2025-02-28', next_age: 25, days_until_next_birthday: 364 }],
      ['2100-02-28', { years: 100, next_birthday: '2100-02-28' }], // 2100 is not a leap year
    ])('born 2000-02-29, on %s', async (at, expected) => {
      expect(await ok('age', { birthdate: '2000-02-29', at })).toMatchObject(expected)
    })
  })

  it('a month from the 31st ends on the last day of a shorter month', async () => {
    expect(await ok('age', { birthdate: '2023-01-31', at: '2023-02-28' })).toMatchObject({ years: 0, months: 1, days: 0, total_days: 28 })
    expect(await ok('age', { birthdate: '2023-01-31', at: '2023-03-30' })).toMatchObject({ months: 1, days: 30 }) // 28 Feb + 30 days
  })

  it.each([
    ['1899-12-31', '1900-03-01'], // 1900 is not a leap year
    ['1999-12-31', '2000-03-01'], // 2000 is
    ['1970-01-01', '2038-01-19'],
    ['1600-02-29', '2024-06-30'],
  ])('total_days from %s to %s matches the Gregorian calendar (Date.UTC)', async (birthdate, at) => {
    const expected = (Date.parse(`${at}T00:00:00Z`) - Date.parse(`${birthdate}T00:00:00Z`)) / 86_400_000
    expect((await ok('age', { birthdate, at })).total_days).toBe(expected)
  })

  it('years 0001 to 9999, which Date.UTC would move to the 1900s below year 100', async () => {
    expect(await ok('age', { birthdate: '0001-01-01', at: '9999-12-31' })).toMatchObject({ years: 9998, months: 11, days: 30, total_days: 3652058 })
    expect(await ok('age', { birthdate: '0050-06-15', at: '0051-06-15' })).toMatchObject({ years: 1, total_days: 365, next_birthday: '0051-06-15' })
  })

  it('at defaults to today in UTC', async () => {
    const before = new Date().toISOString().slice(0, 10)
    const r = await ok('age', { birthdate: '2000-01-01' })
    const after = new Date().toISOString().slice(0, 10)
    expect([before, after]).toContain((r.inputs as { at: string }).at)
    expect((await ok('age', { birthdate: '2000-01-01', at: '' })).inputs).toEqual(r.inputs)
  })

  it('surrounding spaces are ignored', async () => {
    expect((await ok('age', { birthdate: ' 1990-07-15 ', at: '2024-03-10 ' })).years).toBe(33)
  })

  it('a birthdate after at is refused', async () => {
    expect(await refused('age', { birthdate: '2024-03-11', at: '2024-03-10' })).toEqual({
      code: 'AGE_BIRTH_AFTER_AT',
      error: 'birthdate 2024-03-11 is after at (2024-03-10); the age is counted from the birthdate up to a later date (at defaults to today, UTC)',
    })
    expect((await refused('age', { birthdate: '9999-01-01' })).code).toBe('AGE_BIRTH_AFTER_AT')
  })

  it.each([
    [{ birthdate: '15/07/1990' }, 'AGE_DATE_FORMAT', 'birthdate must be a date written YYYY-MM-DD, such as 1990-07-15; "15/07/1990" is not'],
    [{ birthdate: '1990-7-15' }, 'AGE_DATE_FORMAT', 'birthdate must be a date written YYYY-MM-DD, such as 1990-07-15; "1990-7-15" is not'],
    [{ birthdate: '1990-07-15T10:00:00Z' }, 'AGE_DATE_FORMAT', 'birthdate must be a date written YYYY-MM-DD, such as 1990-07-15; "1990-07-15T10:00:00Z" is not'],
    [{ birthdate: '1990-13-01' }, 'AGE_DATE_MONTH', 'birthdate is 1990-13-01, but 13 is not a month; write the month as 01 to 12'],
    [{ birthdate: '1990-00-10' }, 'AGE_DATE_MONTH', 'birthdate is 1990-00-10, but 00 is not a month; write the month as 01 to 12'],
    [{ birthdate: '2023-02-29' }, 'AGE_DATE_DAY', 'birthdate is 2023-02-29, but that month has 28 days, so day 29 does not exist'],
    [{ birthdate: '2023-04-31' }, 'AGE_DATE_DAY', 'birthdate is 2023-04-31, but that month has 30 days, so day 31 does not exist'],
    [{ birthdate: '2023-04-00' }, 'AGE_DATE_DAY', 'birthdate is 2023-04-00, but that month has 30 days, so day 00 does not exist'],
    [{ birthdate: '1990-01-01', at: 'today' }, 'AGE_DATE_FORMAT', 'at must be a date written YYYY-MM-DD, such as 1990-07-15; "today" is not'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('age', params)).toEqual({ code, error })
  })

  it('Spanish message', async () => {
    expect((await refused('age', { birthdate: '2023-02-29' }, 'es')).error).toBe('birthdate es 2023-02-29, pero ese mes tiene 28 días, así que el día 29 no existe')
  })
})

describe('average', () => {
  it('2, 4, 4, 4, 5, 5, 7, 9', async () => {
    expect(await ok('average', { numbers: '2, 4, 4, 4, 5, 5, 7, 9' })).toEqual({
      inputs: { numbers: [2, 4, 4, 4, 5, 5, 7, 9] },
      count: 8,
      sum: 40,
      mean: 5,
      median: 4.5,
      modes: [4],
      mode_count: 3,
      min: 2,
      max: 9,
      range: 7,
      formula: 'mean = sum / count; median = middle value of the sorted list (mean of the two middle values for an even count)',
    })
  })

  it('space and line separated, odd count, no mode', async () => {
    expect(await ok('average', { numbers: '10\n-2 3\t1.5 7' })).toMatchObject({
      count: 5, sum: 19.5, mean: 3.9, median: 3, modes: [], mode_count: 1, min: -2, max: 10, range: 12,
    })
  })

  it('binary noise is rounded away: 0.1 and 0.2 sum to 0.3 and average 0.15', async () => {
    expect(await ok('average', { numbers: '0.1,0.2' })).toMatchObject({ sum: 0.3, mean: 0.15, median: 0.15 })
  })

  it('a repeating mean is reported to 12 significant digits', async () => {
    expect(await ok('average', { numbers: '1 2 2' })).toMatchObject({ mean: 1.66666666667, modes: [2], mode_count: 2 })
  })

  it('one number', async () => {
    expect(await ok('average', { numbers: '42' })).toMatchObject({ count: 1, sum: 42, mean: 42, median: 42, modes: [], min: 42, max: 42, range: 0 })
  })

  it('10,000 numbers are accepted', async () => {
    const numbers = Array.from({ length: 10_000 }, (_, i) => i + 1).join(',')
    expect(await ok('average', { numbers })).toMatchObject({ count: 10_000, sum: 50_005_000, mean: 5000.5, median: 5000.5 })
  })

  it('10,001 numbers are refused', async () => {
    expect(await refused('average', { numbers: Array(10_001).fill(1).join(' ') })).toEqual({
      code: 'STATS_TOO_MANY', error: 'numbers contains 10001 numbers; at most 10000 are accepted in one call',
    })
  })

  it('names the item that is not a number', async () => {
    expect(await refused('average', { numbers: '1, 2, x3, 4' })).toEqual({
      code: 'STATS_NOT_A_NUMBER',
      error: 'item 3 of numbers, "x3", is not a number; separate numbers with commas or spaces and write decimals with a point, such as 2.5',
    })
  })

  it('separators alone', async () => {
    expect(await refused('average', { numbers: ', ,' })).toEqual({
      code: 'STATS_NO_NUMBERS', error: 'numbers contains only separators; send numbers separated by commas or spaces, such as 1, 2.5, 3',
    })
  })

  it('a sum beyond the double range is refused', async () => {
    expect(await refused('average', { numbers: '1e308 1e308' })).toEqual({ code: 'CALC_OUT_OF_RANGE', error: 'sum is too large to compute; use smaller inputs' })
    expect((await refused('average', { numbers: '1 2e308' })).code).toBe('STATS_NUMBER_TOO_LARGE')
  })

  it('Spanish message', async () => {
    expect((await refused('average', { numbers: '1 a' }, 'es')).error)
      .toBe('el elemento 2 de numbers, "a", no es un número; separe los números con comas o espacios y escriba los decimales con punto, como 2.5')
  })
})

describe('standard-deviation', () => {
  it('2, 4, 4, 4, 5, 5, 7, 9: population SD 2, sample SD √(32/7) = 2.1380899353', async () => {
    expect(await ok('standard-deviation', { numbers: '2 4 4 4 5 5 7 9' })).toEqual({
      inputs: { numbers: [2, 4, 4, 4, 5, 5, 7, 9] },
      count: 8,
      mean: 5,
      population_sd: 2,
      population_variance: 4,
      sample_sd: 2.1380899353,
      sample_variance: 4.57142857143,
      formula: 'population: √(Σ(x − mean)² / n); sample: √(Σ(x − mean)² / (n − 1))',
    })
  })

  it('NIST StRD NumAcc1: mean 10000002, sample SD 1', async () => {
    expect(await ok('standard-deviation', { numbers: '10000001, 10000003, 10000002' })).toMatchObject({
      mean: 10000002, sample_sd: 1, sample_variance: 1, population_sd: 0.816496580928, // √(2/3)
    })
  })

  it('NIST StRD NumAcc2 (1001 values): mean 1.2, sample SD 0.1', async () => {
    const numbers = ['1.2', ...Array(500).fill('1.1 1.3')].join(' ')
    expect(await ok('standard-deviation', { numbers })).toMatchObject({ count: 1001, mean: 1.2, sample_sd: 0.1, sample_variance: 0.01 })
  })

  it('two numbers: 1 and 3', async () => {
    expect(await ok('standard-deviation', { numbers: '1,3' })).toMatchObject({ mean: 2, population_sd: 1, population_variance: 1, sample_sd: 1.41421356237, sample_variance: 2 })
  })

  it('equal numbers have a standard deviation of 0', async () => {
    expect(await ok('standard-deviation', { numbers: '0.1 0.1 0.1' })).toMatchObject({ mean: 0.1, population_sd: 0, sample_sd: 0 })
  })

  it('one number is refused, saying why', async () => {
    expect(await refused('standard-deviation', { numbers: '5' })).toEqual({
      code: 'STATS_SD_TOO_FEW',
      error: 'a standard deviation needs at least 2 numbers (the sample figure divides by n − 1), but numbers contains 1',
    })
  })

  it('a variance beyond the double range is refused', async () => {
    expect(await refused('standard-deviation', { numbers: '1e200 3e200' })).toEqual({ code: 'CALC_OUT_OF_RANGE', error: 'variance is too large to compute; use smaller inputs' })
  })
})

describe('quadratic', () => {
  it('x² − 3x + 2 = 0: roots 1 and 2, vertex (1.5, −0.25)', async () => {
    expect(await ok('quadratic', { a: 1, b: -3, c: 2 })).toEqual({
      inputs: { a: 1, b: -3, c: 2 },
      discriminant: 1,
      nature: 'two_real',
      real_roots: [1, 2],
      complex_roots: [],
      vertex: { x: 1.5, y: -0.25 },
      axis_of_symmetry: 1.5,
      opens: 'up',
      formula: 'D = b² − 4ac; x = q / a and c / q with q = −(b + sign(b)√D) / 2; vertex (−b / 2a, c − b² / 4a)',
    })
  })

  it('2x² + 4x − 6 = 0 → x = −3, 1', async () => {
    expect(await ok('quadratic', { a: 2, b: 4, c: -6 })).toMatchObject({ discriminant: 64, real_roots: [-3, 1], vertex: { x: -1, y: -8 } })
  })

  it('x² + 2x + 5 = 0: complex roots −1 ± 2i', async () => {
    expect(await ok('quadratic', { a: 1, b: 2, c: 5 })).toMatchObject({
      discriminant: -16, nature: 'complex', real_roots: [], complex_roots: [{ re: -1, im: 2 }, { re: -1, im: -2 }], vertex: { x: -1, y: 4 },
    })
  })

  it('−x² + 2x − 5 = 0: opens down, complex roots 1 ± 2i', async () => {
    expect(await ok('quadratic', { a: -1, b: 2, c: -5 })).toMatchObject({
      discriminant: -16, complex_roots: [{ re: 1, im: 2 }, { re: 1, im: -2 }], vertex: { x: 1, y: -4 }, opens: 'down',
    })
  })

  it('x² − 4x + 4 = 0: one repeated root', async () => {
    expect(await ok('quadratic', { a: 1, b: -4, c: 4 })).toMatchObject({ discriminant: 0, nature: 'one_real', real_roots: [2], vertex: { x: 2, y: 0 } })
  })

  it('(x + 0.1)² = x² + 0.2x + 0.01: the rounding residue of b² − 4ac counts as 0', async () => {
    expect(await ok('quadratic', { a: 1, b: 0.2, c: 0.01 })).toMatchObject({ discriminant: 0, nature: 'one_real', real_roots: [-0.1] })
  })

  it('x² − 2 = 0: ±√2; b = 0 gives a vertex at x = 0, not −0', async () => {
    const r = await ok('quadratic', { a: 1, b: 0, c: -2 })
    expect(r).toMatchObject({ real_roots: [-1.41421356237, 1.41421356237], vertex: { x: 0, y: -2 }, axis_of_symmetry: 0 })
    expect(Object.is((r.vertex as { x: number }).x, 0)).toBe(true)
  })

  it('x² + 5x = 0: roots −5 and 0', async () => {
    expect((await ok('quadratic', { a: 1, b: 5, c: 0 })).real_roots).toEqual([-5, 0])
  })

  it('x² − 10⁸x + 1 = 0: the small root 1e-8 keeps its precision (the textbook formula gives 7.45e-9)', async () => {
    // Numerical Recipes §5.6; Goldberg, "What every computer scientist should know about floating-point arithmetic".
    const textbook = (1e8 - Math.sqrt(1e16 - 4)) / 2
    expect(Math.abs(textbook - 1e-8) / 1e-8).toBeGreaterThan(0.2)
    expect((await ok('quadratic', { a: 1, b: -1e8, c: 1 })).real_roots).toEqual([1e-8, 1e8])
  })

  it('a = 0 is refused: that is a linear equation', async () => {
    expect(await refused('quadratic', { a: 0, b: 2, c: 1 })).toEqual({
      code: 'QUADRATIC_A_ZERO', error: 'a must not be 0: that is a linear equation, bx + c = 0, whose root is −c / b',
    })
    expect((await refused('quadratic', { a: '-0', b: 2, c: 1 })).code).toBe('QUADRATIC_A_ZERO')
    expect((await refused('quadratic', { a: 0, b: 2, c: 1 }, 'es')).error).toBe('a no debe ser 0: eso es una ecuación lineal, bx + c = 0, cuya raíz es −c / b')
  })

  it('a discriminant or vertex beyond the double range is refused', async () => {
    expect(await refused('quadratic', { a: 1, b: 1e200, c: 1 })).toEqual({ code: 'CALC_OUT_OF_RANGE', error: 'discriminant is too large to compute; use smaller inputs' })
    expect(await refused('quadratic', { a: 1e-300, b: 1e150, c: 0 })).toEqual({ code: 'CALC_OUT_OF_RANGE', error: 'vertex is too large to compute; use smaller inputs' })
  })

  it.each([['a', 'x'], ['b', 'NaN'], ['c', '1e400']])('%s=%s is not a number', async (param, value) => {
    expect((await refused('quadratic', { a: 1, b: 1, c: 1, [param]: value })).code).toBe('PARAM_NOT_NUMBER')
  })
})

describe('fuel-cost', () => {
  it('300 km at 15 km/l and 1.80 per litre: 20 l, 36.00', async () => {
    expect(await ok('fuel-cost', { distance: 300, efficiency: 15, price: 1.8 })).toEqual({
      inputs: { distance: 300, efficiency: 15, price: 1.8, efficiency_unit: 'distance-per-fuel' },
      fuel: 20,
      cost: 36,
      cost_per_100: 12,
      formula: 'fuel = distance / efficiency; cost = fuel × price',
    })
  })

  it('450 miles at 30 mpg, 3.49 per gallon: 15 gal, 52.35', async () => {
    expect(await ok('fuel-cost', { distance: 450, efficiency: 30, price: 3.49 })).toMatchObject({ fuel: 15, cost: 52.35, cost_per_100: 11.63 })
  })

  it('cost is computed from the unrounded fuel: 100 km at 7 km/l, 1.999 per litre', async () => {
    // 14.285714… l × 1.999 = 28.557; rounding the fuel first (14.29 × 1.999) would give 28.57
    expect(await ok('fuel-cost', { distance: 100, efficiency: 7, price: 1.999 })).toMatchObject({ fuel: 14.29, cost: 28.56 })
  })

  it('litres per 100 km: 250 km at 6.5 l/100 km, 1.75 per litre', async () => {
    expect(await ok('fuel-cost', { distance: 250, efficiency: 6.5, price: 1.75, efficiency_unit: 'fuel-per-100' })).toMatchObject({
      fuel: 16.25, cost: 28.44, cost_per_100: 11.38, formula: 'fuel = distance × efficiency / 100; cost = fuel × price',
    })
  })

  it('a distance of 0 costs nothing', async () => {
    expect(await ok('fuel-cost', { distance: 0, efficiency: 15, price: 1.8 })).toMatchObject({ fuel: 0, cost: 0 })
  })

  it.each([[0], [-5]])('efficiency %d is refused, saying why', async (efficiency) => {
    expect(await refused('fuel-cost', { distance: 300, efficiency, price: 1.8 })).toEqual({
      code: 'FUEL_EFFICIENCY_POSITIVE',
      error: 'efficiency must be greater than 0: it is the distance travelled per unit of fuel (or, with efficiency_unit=fuel-per-100, the fuel used per 100 units of distance), and no vehicle moves on 0 of it',
    })
  })

  it('negative distance or price, unknown unit', async () => {
    expect(await refused('fuel-cost', { distance: -1, efficiency: 15, price: 1.8 })).toEqual({ code: 'PARAM_MIN', error: 'distance must be at least 0' })
    expect(await refused('fuel-cost', { distance: 1, efficiency: 15, price: -1.8 })).toEqual({ code: 'PARAM_MIN', error: 'price must be at least 0' })
    expect(await refused('fuel-cost', { distance: 1, efficiency: 15, price: 1, efficiency_unit: 'mpg' })).toEqual({
      code: 'PARAM_ENUM', error: 'efficiency_unit must be one of: distance-per-fuel, fuel-per-100',
    })
  })

  it('an overflowing cost is refused', async () => {
    expect((await refused('fuel-cost', { distance: 1e300, efficiency: 1e-300, price: 1 })).code).toBe('CALC_OUT_OF_RANGE')
  })
})

describe('speed', () => {
  it('speed from distance and time: 150 km in 2 h = 75 km/h', async () => {
    expect(await ok('speed', { distance: 150, time: 2 })).toEqual({
      inputs: { distance: 150, time: 2 }, solved_for: 'speed', distance: 150, time: 2, speed: 75, formula: 'speed = distance / time',
    })
  })

  it('time from distance and speed: 100 km at 80 km/h = 1.25 h', async () => {
    expect(await ok('speed', { distance: 100, speed: 80 })).toEqual({
      inputs: { distance: 100, speed: 80 }, solved_for: 'time', distance: 100, time: 1.25, speed: 80, formula: 'time = distance / speed',
    })
  })

  it('distance from time and speed: 90 s at 12 m/s = 1080 m', async () => {
    expect(await ok('speed', { time: 90, speed: 12 })).toMatchObject({ solved_for: 'distance', distance: 1080, formula: 'distance = speed × time' })
  })

  it('100 km in 3 h: 33.3333333333 km/h (12 significant digits)', async () => {
    expect((await ok('speed', { distance: 100, time: 3 })).speed).toBe(33.3333333333)
  })

  it('zeros that have an answer', async () => {
    expect((await ok('speed', { distance: 0, time: 5 })).speed).toBe(0)
    expect((await ok('speed', { time: 5, speed: 0 })).distance).toBe(0)
  })

  it('all three is refused', async () => {
    expect(await refused('speed', { distance: 1, time: 1, speed: 1 })).toEqual({
      code: 'SPEED_THREE', error: 'pass only two of distance, time and speed: the third is solved from them, so leave one out',
    })
  })

  it('blank parameters count as not given', async () => {
    expect((await ok('speed', { distance: 150, time: 2, speed: '' })).speed).toBe(75)
  })

  it('time 0 is refused: speed divides by it', async () => {
    expect(await refused('speed', { distance: 10, time: 0 })).toEqual({
      code: 'SPEED_TIME_POSITIVE', error: 'time must be greater than 0: speed is distance / time, and no distance is covered in no time',
    })
  })

  it('speed 0 cannot solve a time', async () => {
    expect(await refused('speed', { distance: 10, speed: 0 })).toEqual({
      code: 'SPEED_ZERO', error: 'a speed of 0 never covers a distance of 10, so no time can be solved; give a speed greater than 0',
    })
  })

  it('negative distance or speed', async () => {
    expect((await refused('speed', { distance: -10, time: 1 })).code).toBe('PARAM_MIN')
    expect((await refused('speed', { speed: -10, time: 1 })).code).toBe('PARAM_MIN')
  })

  it('Spanish', async () => {
    expect((await refused('speed', { distance: 1 }, 'es')).error).toBe('indique dos de distance, time y speed, y se calcula la tercera; solo se indicó distance')
  })
})

describe('pace', () => {
  it('10 km in 50 min: 5:00 per km, 12 km/h', async () => {
    expect(await ok('pace', { distance: 10, minutes: 50 })).toEqual({
      inputs: { distance: 10, minutes: 50 },
      pace: '5:00',
      pace_seconds: 300,
      pace_minutes: 5,
      speed_per_hour: 12,
      formula: 'pace = minutes / distance; speed per hour = distance / (minutes / 60)',
    })
  })

  it('marathon, 42.195 km in 3 h: 4:16 per km (255.95 s), 14.07 km/h', async () => {
    expect(await ok('pace', { distance: 42.195, minutes: 180 })).toMatchObject({ pace: '4:16', pace_seconds: 256, pace_minutes: 4.2659, speed_per_hour: 14.07 })
  })

  it('5 km in 25.5 min: 5:06', async () => {
    expect(await ok('pace', { distance: 5, minutes: 25.5 })).toMatchObject({ pace: '5:06', pace_seconds: 306, speed_per_hour: 11.76 })
  })

  it('a pace just under a whole minute rounds up to it, never to 4:60', async () => {
    expect((await ok('pace', { distance: 1, minutes: 4.9999 })).pace).toBe('5:00')
  })

  it('an hour or more per unit is written h:mm:ss', async () => {
    expect(await ok('pace', { distance: 1, minutes: 65 })).toMatchObject({ pace: '1:05:00', speed_per_hour: 0.92 })
    expect((await ok('pace', { distance: 2, minutes: 241 })).pace).toBe('2:00:30')
  })

  it('a pace beyond the double range is refused', async () => {
    expect(await refused('pace', { distance: 1e-300, minutes: 1e10 })).toEqual({ code: 'CALC_OUT_OF_RANGE', error: 'pace is too large to compute; use smaller inputs' })
  })

  it.each([
    [{ distance: 0, minutes: 50 }, 'PACE_DISTANCE_POSITIVE', 'distance must be greater than 0: the pace is the time per unit of distance, so the distance divides'],
    [{ distance: 10, minutes: 0 }, 'PACE_MINUTES_POSITIVE', 'minutes must be greater than 0: it is the time taken to cover the distance, in minutes'],
    [{ distance: 10, minutes: -5 }, 'PACE_MINUTES_POSITIVE', 'minutes must be greater than 0: it is the time taken to cover the distance, in minutes'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('pace', params)).toEqual({ code, error })
  })
})

describe('salary', () => {
  it('25 an hour, 40 h, 52 weeks: 52,000 a year', async () => {
    expect(await ok('salary', { hourly: 25 })).toEqual({
      inputs: { hourly: 25, hours_per_week: 40, weeks_per_year: 52 },
      hourly: 25,
      daily: 200,
      weekly: 1000,
      monthly: 4333.33,
      annual: 52000,
      formula: 'annual = hourly × hours_per_week × weeks_per_year; weekly = hourly × hours_per_week; daily = weekly / 5; monthly = annual / 12',
    })
  })

  it('60,000 a year: 28.85 an hour (60000 / 2080), each figure from the unrounded rate', async () => {
    expect(await ok('salary', { annual: 60000 })).toMatchObject({
      inputs: { annual: 60000, hours_per_week: 40, weeks_per_year: 52 }, hourly: 28.85, daily: 230.77, weekly: 1153.85, monthly: 5000, annual: 60000,
    })
  })

  it('round trip: 52,000 a year is 25 an hour', async () => {
    expect((await ok('salary', { annual: 52000 })).hourly).toBe(25)
  })

  it('37.5 h over 48 weeks', async () => {
    expect(await ok('salary', { hourly: 30, hours_per_week: 37.5, weeks_per_year: 48 })).toMatchObject({ daily: 225, weekly: 1125, monthly: 4500, annual: 54000 })
  })

  it('figures beyond the double range are refused', async () => {
    expect(await refused('salary', { hourly: 1e306 })).toEqual({ code: 'CALC_OUT_OF_RANGE', error: 'annual is too large to compute; use smaller inputs' })
    expect((await refused('salary', { hourly: 1e307, hours_per_week: 168, weeks_per_year: 0.01 })).code).toBe('CALC_OUT_OF_RANGE') // weekly
  })

  it('both hourly and annual is refused', async () => {
    expect(await refused('salary', { hourly: 25, annual: 52000 })).toEqual({
      code: 'SALARY_BOTH', error: 'pass either hourly or annual, not both: the other is computed from it',
    })
  })

  it.each([
    [{ hourly: 25, hours_per_week: 0 }, 'PARAM_MIN_EXCLUSIVE', 'hours_per_week must be greater than 0'],
    [{ hourly: 25, hours_per_week: 169 }, 'PARAM_MAX', 'hours_per_week must be at most 168'],
    [{ annual: 1000, weeks_per_year: 0 }, 'PARAM_MIN_EXCLUSIVE', 'weeks_per_year must be greater than 0'],
    [{ annual: 1000, weeks_per_year: 54 }, 'PARAM_MAX', 'weeks_per_year must be at most 53'],
    [{ hourly: -1 }, 'PARAM_MIN', 'hourly must be at least 0'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('salary', params)).toEqual({ code, error })
  })
})

describe('overtime-pay', () => {
  it('40 h at 20 plus 5 h at time and a half: 800 + 150', async () => {
    expect(await ok('overtime-pay', { hourly_rate: 20, regular_hours: 40, overtime_hours: 5 })).toEqual({
      inputs: { hourly_rate: 20, regular_hours: 40, overtime_hours: 5, multiplier: 1.5 },
      regular_pay: 800,
      overtime_rate: 30,
      overtime_pay: 150,
      total_pay: 950,
      total_hours: 45,
      formula: 'hourly_rate × regular_hours + hourly_rate × multiplier × overtime_hours',
    })
  })

  it('no overtime by default', async () => {
    expect(await ok('overtime-pay', { hourly_rate: 15.5, regular_hours: 38 })).toMatchObject({ overtime_pay: 0, total_pay: 589, total_hours: 38 })
  })

  it('double time: 18.75 × 38 + 37.50 × 4.5', async () => {
    expect(await ok('overtime-pay', { hourly_rate: 18.75, regular_hours: 38, overtime_hours: 4.5, multiplier: 2 })).toMatchObject({
      regular_pay: 712.5, overtime_rate: 37.5, overtime_pay: 168.75, total_pay: 881.25,
    })
  })

  it('cents: 12.33 × 1.5 = 18.495 → 18.50 an hour; 3 h = 55.485 → 55.49', async () => {
    expect(await ok('overtime-pay', { hourly_rate: 12.33, regular_hours: 0, overtime_hours: 3 })).toMatchObject({ overtime_rate: 18.5, overtime_pay: 55.49 })
  })

  it('figures beyond the double range are refused', async () => {
    expect((await refused('overtime-pay', { hourly_rate: 1e308, regular_hours: 0, multiplier: 10 })).code).toBe('CALC_OUT_OF_RANGE')
    expect((await refused('overtime-pay', { hourly_rate: 1, regular_hours: 1.7e308, overtime_hours: 1.7e308, multiplier: 1 })).code).toBe('CALC_OUT_OF_RANGE')
  })

  it.each([
    [{ hourly_rate: -1, regular_hours: 40 }, 'PARAM_MIN', 'hourly_rate must be at least 0'],
    [{ hourly_rate: 20, regular_hours: -1 }, 'PARAM_MIN', 'regular_hours must be at least 0'],
    [{ hourly_rate: 20, regular_hours: 40, overtime_hours: -2 }, 'PARAM_MIN', 'overtime_hours must be at least 0'],
    [{ hourly_rate: 20, regular_hours: 40, multiplier: 0.5 }, 'PARAM_BETWEEN', 'multiplier must be between 1 and 10'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('overtime-pay', params)).toEqual({ code, error })
  })
})

describe('take-home-pay', () => {
  it('5,000 at 22 % with 250 deductions: tax 1,100, take-home 3,650', async () => {
    expect(await ok('take-home-pay', { gross: 5000, tax_rate: 22, deductions: 250 })).toEqual({
      inputs: { gross: 5000, tax_rate: 22, deductions: 250 },
      tax: 1100,
      deductions: 250,
      take_home: 3650,
      effective_deduction_percent: 27,
      formula: 'take_home = gross − gross × tax_rate / 100 − deductions (flat-rate estimate)',
    })
  })

  it('no deductions by default', async () => {
    expect(await ok('take-home-pay', { gross: 60000, tax_rate: 30 })).toMatchObject({ tax: 18000, deductions: 0, take_home: 42000, effective_deduction_percent: 30 })
  })

  it('cents: 3,333.33 at 17.5 %', async () => {
    // 3333.33 × 0.175 = 583.33275 → 583.33; 3333.33 − 583.33275 = 2749.99725 → 2750.00
    expect(await ok('take-home-pay', { gross: 3333.33, tax_rate: 17.5 })).toMatchObject({ tax: 583.33, take_home: 2750 })
  })

  it('deductions larger than the pay after tax are refused', async () => {
    expect(await refused('take-home-pay', { gross: 1000, tax_rate: 50, deductions: 600 })).toEqual({
      code: 'TAKE_HOME_NEGATIVE',
      error: 'the deductions (600) are larger than the pay left after tax (500); check that gross, tax_rate and deductions are for the same period',
    })
    expect((await ok('take-home-pay', { gross: 1000, tax_rate: 50, deductions: 500 })).take_home).toBe(0)
  })

  it.each([
    [{ gross: 0, tax_rate: 20 }, 'PARAM_MIN_EXCLUSIVE', 'gross must be greater than 0'],
    [{ gross: 1000, tax_rate: 101 }, 'PARAM_BETWEEN', 'tax_rate must be between 0 and 100'],
    [{ gross: 1000, tax_rate: -1 }, 'PARAM_BETWEEN', 'tax_rate must be between 0 and 100'],
    [{ gross: 1000, tax_rate: 20, deductions: -5 }, 'PARAM_MIN', 'deductions must be at least 0'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('take-home-pay', params)).toEqual({ code, error })
  })
})

describe('adsense', () => {
  it('10,000 pageviews, 2 % CTR, 0.50 per click: 200 clicks, 100.00, RPM 10.00', async () => {
    expect(await ok('adsense', { pageviews: 10000, ctr: 2, cpc: 0.5 })).toEqual({
      inputs: { pageviews: 10000, ctr: 2, cpc: 0.5 },
      clicks: 200,
      earnings: 100,
      rpm: 10,
      formula: 'clicks = pageviews × ctr / 100; earnings = clicks × cpc; RPM = earnings / pageviews × 1000',
    })
  })

  it('250,000 pageviews, 1.5 % CTR, 0.35 per click: 3,750 clicks, 1,312.50, RPM 5.25', async () => {
    expect(await ok('adsense', { pageviews: 250000, ctr: 1.5, cpc: 0.35 })).toMatchObject({ clicks: 3750, earnings: 1312.5, rpm: 5.25 })
  })

  it('fractional expected clicks; earnings from the unrounded clicks', async () => {
    // 1234 × 0.0137 = 16.9058 clicks × 0.42 = 7.100436
    expect(await ok('adsense', { pageviews: 1234, ctr: 1.37, cpc: 0.42 })).toMatchObject({ clicks: 16.91, earnings: 7.1, rpm: 5.75 })
  })

  it('no pageviews: no earnings, and RPM still defined (it needs no division by pageviews)', async () => {
    expect(await ok('adsense', { pageviews: 0, ctr: 2, cpc: 0.5 })).toMatchObject({ clicks: 0, earnings: 0, rpm: 10 })
  })

  it.each([
    [{ pageviews: -1, ctr: 2, cpc: 0.5 }, 'ADSENSE_PAGEVIEWS_NEGATIVE', 'pageviews must be 0 or more: it counts pageviews'],
    [{ pageviews: 100, ctr: 101, cpc: 0.5 }, 'PARAM_BETWEEN', 'ctr must be between 0 and 100'],
    [{ pageviews: 100, ctr: 2, cpc: -0.5 }, 'PARAM_MIN', 'cpc must be at least 0'],
  ])('%j: %s', async (params, code, error) => {
    expect(await refused('adsense', params)).toEqual({ code, error })
  })
})
