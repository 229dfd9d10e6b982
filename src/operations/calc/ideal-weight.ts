import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { impossible, roundTo } from '../../lib/calc/calc.ts'
import { CM_PER_INCH, FIVE_FEET_INCHES, healthParam, idealWeights, MAX_HEIGHT_CM, MIN_HEIGHT_CM, shortestIdealWeightHeight } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, WeightRangeKg } from '../kits/calc-results.ts'

const FIVE_FEET_CM = FIVE_FEET_INCHES * CM_PER_INCH
const kg = (value: number) => roundTo(value, 1)

const params = z.object({
  height: healthParam.height(en.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM)),
  gender: healthParam.gender(en.calc.gender('Which set of constants to use')),
})

export default defineOperation({
  category: 'calc',
  name: 'ideal-weight',
  input: 'query',
  summary: 'Ideal body weight by the Devine, Robinson, Miller and Hamwi formulas',
  description: 'Each formula is a base weight at 5 ft (152.4 cm) plus a weight per inch above it, in kg to 1 decimal: '
    + 'Devine (1974) 50 kg + 2.3 kg per inch for men, 45.5 kg + 2.3 kg for women; Robinson (1983) 52 + 1.9 / 49 + 1.7; '
    + 'Miller (1983) 56.2 + 1.41 / 53.1 + 1.36; Hamwi (1964) 48 + 2.7 / 45.5 + 2.2. range_kg spans the four results. '
    + 'The formulas were made for adults of 5 ft and taller. Below 5 ft the same straight lines are continued (the weight per inch '
    + 'is subtracted) and extrapolated is true; heights so short that a formula would give 0 kg or less are refused '
    + '(below about 107.25 cm for men and 102.16 cm for women).',
  params,
  result: calcResult(params, {
    devine_kg: z.number().apply(described, { en: 'Ideal weight by Devine (1974), in kg to 1 decimal', es: 'Peso ideal según Devine (1974), en kg con 1 decimal' }),
    robinson_kg: z.number().apply(described, { en: 'Ideal weight by Robinson (1983), in kg to 1 decimal', es: 'Peso ideal según Robinson (1983), en kg con 1 decimal' }),
    miller_kg: z.number().apply(described, { en: 'Ideal weight by Miller (1983), in kg to 1 decimal', es: 'Peso ideal según Miller (1983), en kg con 1 decimal' }),
    hamwi_kg: z.number().apply(described, { en: 'Ideal weight by Hamwi (1964), in kg to 1 decimal', es: 'Peso ideal según Hamwi (1964), en kg con 1 decimal' }),
    range_kg: WeightRangeKg.apply(described, { en: 'The lowest and the highest of the four weights', es: 'El más bajo y el más alto de los cuatro pesos' }),
    extrapolated: z.boolean().apply(described, { en: 'true below 5 ft (152.4 cm), where the formulas are continued beyond the heights they were made for', es: 'true por debajo de 5 ft (152.4 cm), donde las fórmulas se prolongan más allá de las estaturas para las que se crearon' }),
  }),
  examples: [
    {
      title: 'Man, 6 ft (182.88 cm)',
      params: { height: 182.88 },
      result: { devine_kg: 77.6, robinson_kg: 74.8, miller_kg: 73.1, hamwi_kg: 80.4, range_kg: { min: 73.1, max: 80.4 }, extrapolated: false },
    },
    {
      title: 'Woman, 5 ft 5 in (165.1 cm)',
      params: { height: 165.1, gender: 'female' },
      result: { devine_kg: 57, robinson_kg: 57.5, miller_kg: 59.9, hamwi_kg: 56.5, extrapolated: false },
    },
    { title: 'Woman, 4 ft 10 in (147.32 cm): extrapolated', params: { height: 147.32, gender: 'female' }, result: { devine_kg: 40.9, extrapolated: true } },
  ],
  run: ({ height, gender }) => {
    const shortest = shortestIdealWeightHeight(gender)
    if (height <= shortest) impossible('IDEAL_WEIGHT_TOO_SHORT', { height, min: Math.ceil(shortest * 100) / 100, gender })
    const w = idealWeights(height, gender)
    const all = Object.values(w)
    return {
      inputs: { height, gender },
      devine_kg: kg(w.devine),
      robinson_kg: kg(w.robinson),
      miller_kg: kg(w.miller),
      hamwi_kg: kg(w.hamwi),
      range_kg: { min: kg(Math.min(...all)), max: kg(Math.max(...all)) },
      extrapolated: height < FIVE_FEET_CM,
      formula: 'base weight at 5 ft + weight per inch over 5 ft (Devine, Robinson, Miller, Hamwi)',
    }
  },
  es: {
    summary: 'Peso ideal según las fórmulas de Devine, Robinson, Miller y Hamwi',
    description: 'Cada fórmula es un peso base a 5 ft (152,4 cm) más un peso por cada pulgada por encima, en kg con 1 decimal: Devine (1974) 50 kg + 2.3 kg por pulgada para hombres, 45.5 kg + 2.3 kg para mujeres; Robinson (1983) 52 + 1.9 / 49 + 1.7; Miller (1983) 56.2 + 1.41 / 53.1 + 1.36; Hamwi (1964) 48 + 2.7 / 45.5 + 2.2. range_kg abarca los cuatro resultados. Las fórmulas se hicieron para adultos de 5 ft o más. Por debajo de 5 ft se prolongan las mismas rectas (se resta el peso por pulgada) y extrapolated es true; se rechazan las estaturas tan bajas que una fórmula daría 0 kg o menos (por debajo de unos 107,25 cm para hombres y 102,16 cm para mujeres).',
    params: {
      height: es.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      gender: es.calc.gender('Qué juego de constantes se usa'),
    },
  },
})
