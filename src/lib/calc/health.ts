/**
 * Body measurements and the published formulas the health calculators share.
 *
 * Units are metric throughout: weight in kilograms, lengths and circumferences in centimetres,
 * age in years. Everything here works at full precision; operations round what they report.
 */
import { z } from 'zod'
import { impossible, roundTo } from './calc.ts'

export const GENDERS = ['male', 'female'] as const
export type Gender = (typeof GENDERS)[number]

/**
 * Bounds of body measurements. The maxima are beyond any recorded human (heaviest about 635 kg,
 * tallest 272 cm); the minimum height is about a newborn's length, so 1.75 (metres) or 5.9 (feet)
 * is refused instead of giving a BMI of 23,000. The HEALTH_*_RANGE messages repeat these figures.
 */
export const MAX_WEIGHT_KG = 1000
export const MIN_HEIGHT_CM = 50
export const MAX_HEIGHT_CM = 300
export const MAX_CIRCUMFERENCE_CM = 300
export const MAX_AGE_YEARS = 150

/**
 * Parameter builders for body measurements, bounded by the figures above. An out-of-range value
 * is refused with a message that names the unit, so a height sent in metres or a weight of 0 is
 * explained, not just bounded. The description is the whole parameter text, units and bounds included.
 */
export const healthParam = {
  weight: (description: string) => z.number()
    .gt(0, 'HEALTH_WEIGHT_RANGE').lte(MAX_WEIGHT_KG, 'HEALTH_WEIGHT_RANGE')
    .describe(description),
  height: (description: string) => z.number()
    .gte(MIN_HEIGHT_CM, 'HEALTH_HEIGHT_RANGE').lte(MAX_HEIGHT_CM, 'HEALTH_HEIGHT_RANGE')
    .describe(description),
  circumference: (description: string) => z.number()
    .gt(0, 'HEALTH_CIRCUMFERENCE_RANGE').lte(MAX_CIRCUMFERENCE_CM, 'HEALTH_CIRCUMFERENCE_RANGE')
    .describe(description),
  age: (description: string) => z.number()
    .gte(0, 'HEALTH_AGE_RANGE').lte(MAX_AGE_YEARS, 'HEALTH_AGE_RANGE')
    .describe(description),
  gender: (description: string) => z.enum(GENDERS).default('male').describe(description),
}

/** Body mass index: weight (kg) divided by the square of height (m). */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100
  return weightKg / (metres * metres)
}

/** The weight that gives a BMI at a height (the inverse of bodyMassIndex). */
export function weightForBmi(bmi: number, heightCm: number): number {
  const metres = heightCm / 100
  return bmi * metres * metres
}

export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese_class_1', 'obese_class_2', 'obese_class_3'] as const
export type BmiCategory = (typeof BMI_CATEGORIES)[number]

/** Lower bounds of the WHO adult categories after underweight: 18.5, 25, 30, 35, 40. */
const BMI_BOUNDS = [18.5, 25, 30, 35, 40] as const

/** WHO adult classification (WHO Technical Report Series 894, 2000, table 2.1). */
export function bmiCategory(bmi: number): BmiCategory {
  const index = BMI_BOUNDS.filter((bound) => bmi >= bound).length
  return BMI_CATEGORIES[index]!
}

/**
 * Resting energy expenditure in kcal per day, Mifflin MD, St Jeor ST et al., "A new predictive
 * equation for resting energy expenditure in healthy individuals", Am J Clin Nutr 1990;51:241-7:
 * 10 × weight + 6.25 × height − 5 × age + 5 (men) or − 161 (women).
 */
export function mifflinStJeor(weightKg: number, heightCm: number, ageYears: number, gender: Gender): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * ageYears + MIFFLIN_CONSTANT[gender]
}

export const MIFFLIN_CONSTANT: Readonly<Record<Gender, number>> = { male: 5, female: -161 }

/** BMR in kcal per day at full precision, refusing inputs for which the equation gives no energy at all. */
export function basalMetabolicRate(weightKg: number, heightCm: number, ageYears: number, gender: Gender): number {
  const bmr = mifflinStJeor(weightKg, heightCm, ageYears, gender)
  if (bmr <= 0) impossible('HEALTH_BMR_NOT_POSITIVE', { bmr: roundTo(bmr, 0) })
  return bmr
}

/** The Mifflin-St Jeor equation as applied, with the gender's constant written out. */
export function mifflinFormula(gender: Gender): string {
  const constant = MIFFLIN_CONSTANT[gender]
  return `Mifflin-St Jeor (1990): 10 × weight (kg) + 6.25 × height (cm) − 5 × age (years) ${constant < 0 ? '−' : '+'} ${Math.abs(constant)}`
}

/** Physical activity multipliers applied to BMR to estimate total daily energy expenditure. */
export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  'very-active': 1.9,
} as const
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS
export const ACTIVITY_LEVELS = Object.keys(ACTIVITY_FACTORS) as [ActivityLevel, ...ActivityLevel[]]

export const CM_PER_INCH = 2.54
/** Five feet, where the ideal-weight formulas start: 60 inches. */
export const FIVE_FEET_INCHES = 60

/** An ideal-weight formula: base kilograms at five feet plus kilograms per inch above it. */
interface LinearFormula { base: number; perInch: number }

/**
 * Devine (1974), Robinson (1983), Miller (1983) and Hamwi (1964), in kilograms, by gender.
 * Each is a straight line in the height above five feet; below five feet the line is continued.
 */
export const IDEAL_WEIGHT_FORMULAS = {
  devine: { male: { base: 50, perInch: 2.3 }, female: { base: 45.5, perInch: 2.3 } },
  robinson: { male: { base: 52, perInch: 1.9 }, female: { base: 49, perInch: 1.7 } },
  miller: { male: { base: 56.2, perInch: 1.41 }, female: { base: 53.1, perInch: 1.36 } },
  hamwi: { male: { base: 48, perInch: 2.7 }, female: { base: 45.5, perInch: 2.2 } },
} as const satisfies Record<string, Record<Gender, LinearFormula>>
export type IdealWeightFormula = keyof typeof IDEAL_WEIGHT_FORMULAS

/** Inches above five feet (negative below). */
export function inchesOverFiveFeet(heightCm: number): number {
  return heightCm / CM_PER_INCH - FIVE_FEET_INCHES
}

export function idealWeights(heightCm: number, gender: Gender): Record<IdealWeightFormula, number> {
  const inches = inchesOverFiveFeet(heightCm)
  const weigh = ({ base, perInch }: LinearFormula) => base + perInch * inches
  return {
    devine: weigh(IDEAL_WEIGHT_FORMULAS.devine[gender]),
    robinson: weigh(IDEAL_WEIGHT_FORMULAS.robinson[gender]),
    miller: weigh(IDEAL_WEIGHT_FORMULAS.miller[gender]),
    hamwi: weigh(IDEAL_WEIGHT_FORMULAS.hamwi[gender]),
  }
}

/** The height (cm) at or below which some ideal-weight formula gives 0 kg or less. */
export function shortestIdealWeightHeight(gender: Gender): number {
  const inchesBelow = Math.min(...Object.values(IDEAL_WEIGHT_FORMULAS).map((f) => f[gender].base / f[gender].perInch))
  return (FIVE_FEET_INCHES - inchesBelow) * CM_PER_INCH
}

/**
 * US Navy circumference method, Hodgdon JA, Beckett MB, "Prediction of percent body fat for U.S.
 * Navy men and women from body circumferences and height", Naval Health Research Center reports
 * 84-11 and 84-29 (1984), centimetre form through body density (Siri: 495 / density − 450).
 * Men: density = 1.0324 − 0.19077 log10(waist − neck) + 0.15456 log10(height).
 * Women: density = 1.29579 − 0.35004 log10(waist + hip − neck) + 0.22100 log10(height).
 * The caller makes sure the logarithm's argument is positive.
 */
export function navyBodyFat(gender: Gender, heightCm: number, neckCm: number, waistCm: number, hipCm = 0): number {
  const density = gender === 'male'
    ? 1.0324 - 0.19077 * Math.log10(waistCm - neckCm) + 0.15456 * Math.log10(heightCm)
    : 1.29579 - 0.35004 * Math.log10(waistCm + hipCm - neckCm) + 0.221 * Math.log10(heightCm)
  return 495 / density - 450
}
