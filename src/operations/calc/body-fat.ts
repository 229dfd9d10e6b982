import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { impossible, roundTo } from '../../lib/calc/calc.ts'
import { healthParam, MAX_CIRCUMFERENCE_CM, MAX_HEIGHT_CM, MIN_HEIGHT_CM, navyBodyFat } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult } from '../kits/calc-results.ts'

const hip = healthParam.circumference(en.calc.circumference('Hip circumference at the widest point; required for women, ignored for men', MAX_CIRCUMFERENCE_CM))

const params = z.object({
  height: healthParam.height(en.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM)),
  neck: healthParam.circumference(en.calc.circumference('Neck circumference, below the larynx', MAX_CIRCUMFERENCE_CM)),
  waist: healthParam.circumference(en.calc.circumference('Waist circumference, at the navel for men and at the narrowest point for women', MAX_CIRCUMFERENCE_CM)),
  hip: hip.optional().describe(hip.description!),
  gender: healthParam.gender(en.calc.gender('Which version of the formula to use')),
})

export default defineOperation({
  category: 'calc',
  name: 'body-fat',
  input: 'query',
  summary: 'Body fat percentage by the US Navy circumference method',
  description: 'Hodgdon and Beckett (Naval Health Research Center, 1984), centimetre form, reported to 1 decimal: '
    + 'men 495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450; '
    + 'women 495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450. '
    + 'Measure the neck just below the larynx; the waist at the navel (men) or at its narrowest (women); the hip at its widest. '
    + 'hip is required for women and not used for men. For men the waist must be larger than the neck, '
    + 'and measurements that give 0 % or less, or 100 % or more, are refused as mismeasured.',
  params,
  result: calcResult(params, {
    body_fat_percent: z.number().min(0).max(100).apply(described, { en: 'Body fat, in percent of body weight (25 means 25 %), to 1 decimal', es: 'Grasa corporal, en porcentaje del peso corporal (25 significa 25 %), con 1 decimal' }),
  }),
  examples: [
    { title: 'Man, 178 cm, neck 38 cm, waist 84 cm', params: { height: 178, neck: 38, waist: 84 }, result: { body_fat_percent: 15.7 } },
    { title: 'Woman, 165 cm, neck 33 cm, waist 75 cm, hip 100 cm', params: { height: 165, neck: 33, waist: 75, hip: 100, gender: 'female' }, result: { body_fat_percent: 29.4 } },
  ],
  run: ({ height, neck, waist, hip, gender }) => {
    if (gender === 'female') {
      if (hip === undefined) impossible('BODY_FAT_HIP_REQUIRED')
      if (waist + hip <= neck) impossible('BODY_FAT_WAIST_HIP_NECK', { waist, hip, neck })
    } else if (waist <= neck) {
      impossible('BODY_FAT_WAIST_NECK', { waist, neck })
    }
    const fat = navyBodyFat(gender, height, neck, waist, hip)
    if (!(fat > 0 && fat < 100)) impossible('BODY_FAT_OUT_OF_RANGE', { value: roundTo(fat, 1) })
    return {
      inputs: gender === 'female' ? { height, neck, waist, hip, gender } : { height, neck, waist, gender },
      body_fat_percent: roundTo(fat, 1),
      formula: gender === 'female'
        ? '495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450 (US Navy, women)'
        : '495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450 (US Navy, men)',
    }
  },
  es: {
    summary: 'Porcentaje de grasa corporal por el método de perímetros de la Marina de EE. UU.',
    description: 'Hodgdon y Beckett (Naval Health Research Center, 1984), en su forma en centímetros, con 1 decimal: hombres 495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450; mujeres 495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450. Mida el cuello justo debajo de la laringe; la cintura a la altura del ombligo (hombres) o en su parte más estrecha (mujeres); la cadera en su parte más ancha. hip es obligatorio para mujeres y no se usa para hombres. Para hombres la cintura debe ser mayor que el cuello, y las medidas que dan 0 % o menos, o 100 % o más, se rechazan por estar mal tomadas.',
    params: {
      height: es.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      neck: es.calc.circumference('Perímetro del cuello, debajo de la laringe', MAX_CIRCUMFERENCE_CM),
      waist: es.calc.circumference('Perímetro de la cintura, a la altura del ombligo en hombres y en el punto más estrecho en mujeres', MAX_CIRCUMFERENCE_CM),
      hip: es.calc.circumference('Perímetro de la cadera en el punto más ancho; obligatorio para mujeres, se ignora para hombres', MAX_CIRCUMFERENCE_CM),
      gender: es.calc.gender('Qué versión de la fórmula se usa'),
    },
  },
})
