import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import { BMI_CATEGORIES, bmiCategory, bodyMassIndex, healthParam, MAX_HEIGHT_CM, MAX_WEIGHT_KG, MIN_HEIGHT_CM, weightForBmi } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, WeightRangeKg } from '../kits/calc-results.ts'

/** The BMI range WHO calls normal, used for the healthy weight range at the given height. */
const NORMAL_BMI = { min: 18.5, max: 24.9 } as const

const params = z.object({
  weight: healthParam.weight(en.calc.weight(MAX_WEIGHT_KG)),
  height: healthParam.height(en.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM)),
})

export default defineOperation({
  category: 'calc',
  name: 'bmi',
  input: 'query',
  summary: 'Body mass index and its WHO adult category from weight and height',
  description: 'BMI = weight (kg) / height (m)², reported to 1 decimal. The category follows the WHO adult classification, '
    + 'applied to the reported (rounded) BMI so that figure and category always agree: underweight below 18.5, normal 18.5-24.9, '
    + 'overweight 25-29.9, obese_class_1 30-34.9, obese_class_2 35-39.9, obese_class_3 40 and above '
    + `(category is one of ${BMI_CATEGORIES.join(', ')}). healthy_weight_kg is the weight range that gives a BMI of `
    + `${NORMAL_BMI.min}-${NORMAL_BMI.max} at this height, in kg to 1 decimal. The categories are for adults; children and teenagers `
    + 'are assessed with BMI-for-age percentiles instead.',
  params,
  result: calcResult(params, {
    bmi: z.number().min(0).apply(described, { en: 'Body mass index, weight (kg) / height (m)², in kg/m² to 1 decimal', es: 'Índice de masa corporal, peso (kg) / estatura (m)², en kg/m² con 1 decimal' }),
    category: z.enum(BMI_CATEGORIES).apply(described, { en: 'WHO adult category of the reported (rounded) bmi', es: 'Categoría de la OMS para adultos del bmi indicado (redondeado)' }),
    healthy_weight_kg: WeightRangeKg.apply(described, { en: `The weights that give a BMI of ${NORMAL_BMI.min} to ${NORMAL_BMI.max} (WHO normal) at this height`, es: `Los pesos que dan un IMC de ${NORMAL_BMI.min} a ${NORMAL_BMI.max} (normal según la OMS) con esta estatura` }),
  }),
  examples: [
    { title: '70 kg, 175 cm', params: { weight: 70, height: 175 }, result: { bmi: 22.9, category: 'normal', healthy_weight_kg: { min: 56.7, max: 76.3 } } },
    { title: '95 kg, 180 cm', params: { weight: 95, height: 180 }, result: { bmi: 29.3, category: 'overweight' } },
    { title: '50 kg, 170 cm', params: { weight: 50, height: 170 }, result: { bmi: 17.3, category: 'underweight' } },
  ],
  run: ({ weight, height }) => {
    const bmi = roundTo(bodyMassIndex(weight, height), 1)
    return {
      inputs: { weight, height },
      bmi,
      category: bmiCategory(bmi),
      healthy_weight_kg: {
        min: roundTo(weightForBmi(NORMAL_BMI.min, height), 1),
        max: roundTo(weightForBmi(NORMAL_BMI.max, height), 1),
      },
      formula: 'weight (kg) / height (m)²',
    }
  },
  es: {
    summary: 'Índice de masa corporal y su categoría de la OMS para adultos a partir del peso y la estatura',
    description: `IMC = peso (kg) / estatura (m)², con 1 decimal. La categoría sigue la clasificación de la OMS para adultos, aplicada al IMC indicado (redondeado) para que la cifra y la categoría coincidan siempre: bajo peso por debajo de 18.5, normal 18.5-24.9, sobrepeso 25-29.9, obesidad de clase 1 30-34.9, de clase 2 35-39.9 y de clase 3 40 o más (category es uno de ${BMI_CATEGORIES.join(', ')}). healthy_weight_kg es el intervalo de peso que da un IMC de ${NORMAL_BMI.min}-${NORMAL_BMI.max} con esta estatura, en kg con 1 decimal. Las categorías son para adultos; a niños y adolescentes se les evalúa con percentiles de IMC para la edad.`,
    params: {
      weight: es.calc.weight(MAX_WEIGHT_KG),
      height: es.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
    },
  },
})
