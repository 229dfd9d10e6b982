import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { impossible, roundTo } from '../../lib/calc/calc.ts'
import { CM_PER_INCH, FIVE_FEET_INCHES, healthParam, idealWeights, MAX_HEIGHT_CM, MIN_HEIGHT_CM, shortestIdealWeightHeight } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
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
    devine_kg: z.number().apply(described, {
      en: 'Ideal weight by Devine (1974), in kg to 1 decimal',
      es: 'Peso ideal según Devine (1974), en kg con 1 decimal',
      de: 'Idealgewicht nach Devine (1974), in kg auf 1 Nachkommastelle',
      fr: 'Poids idéal selon Devine (1974), en kg à 1 décimale',
      'pt-br': 'Peso ideal segundo Devine (1974), em kg com 1 casa decimal',
      'zh-cn': '按 Devine（1974）公式计算的理想体重，单位为 kg，保留 1 位小数',
    }),
    robinson_kg: z.number().apply(described, {
      en: 'Ideal weight by Robinson (1983), in kg to 1 decimal',
      es: 'Peso ideal según Robinson (1983), en kg con 1 decimal',
      de: 'Idealgewicht nach Robinson (1983), in kg auf 1 Nachkommastelle',
      fr: 'Poids idéal selon Robinson (1983), en kg à 1 décimale',
      'pt-br': 'Peso ideal segundo Robinson (1983), em kg com 1 casa decimal',
      'zh-cn': '按 Robinson（1983）公式计算的理想体重，单位为 kg，保留 1 位小数',
    }),
    miller_kg: z.number().apply(described, {
      en: 'Ideal weight by Miller (1983), in kg to 1 decimal',
      es: 'Peso ideal según Miller (1983), en kg con 1 decimal',
      de: 'Idealgewicht nach Miller (1983), in kg auf 1 Nachkommastelle',
      fr: 'Poids idéal selon Miller (1983), en kg à 1 décimale',
      'pt-br': 'Peso ideal segundo Miller (1983), em kg com 1 casa decimal',
      'zh-cn': '按 Miller（1983）公式计算的理想体重，单位为 kg，保留 1 位小数',
    }),
    hamwi_kg: z.number().apply(described, {
      en: 'Ideal weight by Hamwi (1964), in kg to 1 decimal',
      es: 'Peso ideal según Hamwi (1964), en kg con 1 decimal',
      de: 'Idealgewicht nach Hamwi (1964), in kg auf 1 Nachkommastelle',
      fr: 'Poids idéal selon Hamwi (1964), en kg à 1 décimale',
      'pt-br': 'Peso ideal segundo Hamwi (1964), em kg com 1 casa decimal',
      'zh-cn': '按 Hamwi（1964）公式计算的理想体重，单位为 kg，保留 1 位小数',
    }),
    range_kg: WeightRangeKg.apply(described, {
      en: 'The lowest and the highest of the four weights',
      es: 'El más bajo y el más alto de los cuatro pesos',
      de: 'Das niedrigste und das höchste der vier Gewichte',
      fr: 'Le plus bas et le plus élevé des quatre poids',
      'pt-br': 'O menor e o maior dos quatro pesos',
      'zh-cn': '四个体重中的最低值和最高值',
    }),
    extrapolated: z.boolean().apply(described, {
      en: 'true below 5 ft (152.4 cm), where the formulas are continued beyond the heights they were made for',
      es: 'true por debajo de 5 ft (152.4 cm), donde las fórmulas se prolongan más allá de las estaturas para las que se crearon',
      de: 'true unter 5 ft (152.4 cm), wo die Formeln über die Körpergrößen hinaus fortgeführt werden, für die sie entwickelt wurden',
      fr: 'true en dessous de 5 ft (152.4 cm), où les formules sont prolongées au-delà des tailles pour lesquelles elles ont été conçues',
      'pt-br': 'true abaixo de 5 ft (152.4 cm), onde as fórmulas são prolongadas além das alturas para as quais foram feitas',
      'zh-cn': '低于 5 ft（152.4 cm）时为 true，此时公式被延伸到其适用身高范围之外',
    }),
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
  de: {
    summary: 'Idealgewicht nach den Formeln von Devine, Robinson, Miller und Hamwi',
    description: 'Jede Formel besteht aus einem Grundgewicht bei 5 ft (152.4 cm) plus einem Gewicht pro Zoll darüber, in kg auf 1 Nachkommastelle: Devine (1974) 50 kg + 2.3 kg pro Zoll für Männer, 45.5 kg + 2.3 kg für Frauen; Robinson (1983) 52 + 1.9 / 49 + 1.7; Miller (1983) 56.2 + 1.41 / 53.1 + 1.36; Hamwi (1964) 48 + 2.7 / 45.5 + 2.2. range_kg umfasst die vier Ergebnisse. Die Formeln wurden für Erwachsene ab 5 ft Körpergröße entwickelt. Unter 5 ft werden dieselben Geraden fortgeführt (das Gewicht pro Zoll wird abgezogen) und extrapolated ist true; Körpergrößen, die so gering sind, dass eine Formel 0 kg oder weniger ergäbe, werden abgelehnt (unter etwa 107.25 cm bei Männern und 102.16 cm bei Frauen).',
    params: {
      height: de.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      gender: de.calc.gender('Welcher Satz von Konstanten verwendet wird'),
    },
  },
  fr: {
    summary: 'Poids idéal selon les formules de Devine, Robinson, Miller et Hamwi',
    description: 'Chaque formule est un poids de base à 5 ft (152.4 cm) plus un poids par pouce au-delà, en kg à 1 décimale\u00a0: Devine (1974) 50 kg + 2.3 kg par pouce pour les hommes, 45.5 kg + 2.3 kg pour les femmes\u00a0; Robinson (1983) 52 + 1.9 / 49 + 1.7\u00a0; Miller (1983) 56.2 + 1.41 / 53.1 + 1.36\u00a0; Hamwi (1964) 48 + 2.7 / 45.5 + 2.2. range_kg couvre les quatre résultats. Les formules ont été conçues pour des adultes de 5 ft ou plus. En dessous de 5 ft, les mêmes droites sont prolongées (le poids par pouce est soustrait) et extrapolated vaut true\u00a0; les tailles si petites qu\'une formule donnerait 0 kg ou moins sont refusées (en dessous d\'environ 107.25 cm pour les hommes et 102.16 cm pour les femmes).',
    params: {
      height: fr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      gender: fr.calc.gender('Jeu de constantes à utiliser'),
    },
  },
  'pt-br': {
    summary: 'Peso ideal pelas fórmulas de Devine, Robinson, Miller e Hamwi',
    description: 'Cada fórmula é um peso base a 5 ft (152.4 cm) mais um peso por polegada acima disso, em kg com 1 casa decimal: Devine (1974) 50 kg + 2.3 kg por polegada para homens, 45.5 kg + 2.3 kg para mulheres; Robinson (1983) 52 + 1.9 / 49 + 1.7; Miller (1983) 56.2 + 1.41 / 53.1 + 1.36; Hamwi (1964) 48 + 2.7 / 45.5 + 2.2. range_kg abrange os quatro resultados. As fórmulas foram feitas para adultos com 5 ft ou mais. Abaixo de 5 ft, as mesmas retas são prolongadas (o peso por polegada é subtraído) e extrapolated é true; alturas tão baixas que uma fórmula daria 0 kg ou menos são recusadas (abaixo de cerca de 107.25 cm para homens e 102.16 cm para mulheres).',
    params: {
      height: ptBr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      gender: ptBr.calc.gender('Qual conjunto de constantes usar'),
    },
  },
  'zh-cn': {
    summary: '按 Devine、Robinson、Miller 和 Hamwi 公式计算的理想体重',
    description: '每个公式都以 5 ft（152.4 cm）处的基础体重，加上超出部分每英寸对应的体重，单位为 kg，保留 1 位小数：Devine（1974）男性 50 kg + 每英寸 2.3 kg，女性 45.5 kg + 2.3 kg；Robinson（1983）52 + 1.9 / 49 + 1.7；Miller（1983）56.2 + 1.41 / 53.1 + 1.36；Hamwi（1964）48 + 2.7 / 45.5 + 2.2。range_kg 涵盖这四个结果。这些公式是为身高 5 ft 及以上的成人制定的。低于 5 ft 时沿用相同的直线（减去每英寸对应的体重），extrapolated 为 true；身高过低以致某个公式得出 0 kg 或更低时将被拒绝（男性约低于 107.25 cm，女性约低于 102.16 cm）。',
    params: {
      height: zhCn.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      gender: zhCn.calc.gender('使用哪组常数'),
    },
  },
})
