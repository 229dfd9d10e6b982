import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import { BMI_CATEGORIES, bmiCategory, bodyMassIndex, healthParam, MAX_HEIGHT_CM, MAX_WEIGHT_KG, MIN_HEIGHT_CM, weightForBmi } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
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
    bmi: z.number().min(0).apply(described, {
      en: 'Body mass index, weight (kg) / height (m)², in kg/m² to 1 decimal',
      es: 'Índice de masa corporal, peso (kg) / estatura (m)², en kg/m² con 1 decimal',
      de: 'Body-Mass-Index, Gewicht (kg) / Körpergröße (m)², in kg/m² auf 1 Nachkommastelle',
      fr: 'Indice de masse corporelle, poids (kg) / taille (m)², en kg/m² à 1 décimale',
      'pt-br': 'Índice de massa corporal, peso (kg) / altura (m)², em kg/m² com 1 casa decimal',
      'zh-cn': '体重指数，体重 (kg) / 身高 (m)²，单位为 kg/m²，保留 1 位小数',
    }),
    category: z.enum(BMI_CATEGORIES).apply(described, {
      en: 'WHO adult category of the reported (rounded) bmi',
      es: 'Categoría de la OMS para adultos del bmi indicado (redondeado)',
      de: 'WHO-Kategorie für Erwachsene zum angegebenen (gerundeten) bmi',
      fr: 'Catégorie OMS pour adultes du bmi indiqué (arrondi)',
      'pt-br': 'Categoria da OMS para adultos do bmi informado (arredondado)',
      'zh-cn': '按给出的（已舍入的）bmi 判定的 WHO 成人分类',
    }),
    healthy_weight_kg: WeightRangeKg.apply(described, {
      en: `The weights that give a BMI of ${NORMAL_BMI.min} to ${NORMAL_BMI.max} (WHO normal) at this height`,
      es: `Los pesos que dan un IMC de ${NORMAL_BMI.min} a ${NORMAL_BMI.max} (normal según la OMS) con esta estatura`,
      de: `Die Gewichte, die bei dieser Körpergröße einen BMI von ${NORMAL_BMI.min} bis ${NORMAL_BMI.max} ergeben (laut WHO normal)`,
      fr: `Les poids qui donnent un IMC de ${NORMAL_BMI.min} à ${NORMAL_BMI.max} (normal selon l'OMS) pour cette taille`,
      'pt-br': `Os pesos que resultam em um IMC de ${NORMAL_BMI.min} a ${NORMAL_BMI.max} (normal segundo a OMS) com essa altura`,
      'zh-cn': `在该身高下使 BMI 处于 ${NORMAL_BMI.min} 到 ${NORMAL_BMI.max}（WHO 正常范围）的体重`,
    }),
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
  de: {
    summary: 'Body-Mass-Index und seine WHO-Kategorie für Erwachsene aus Gewicht und Körpergröße',
    description: `BMI = Gewicht (kg) / Körpergröße (m)², auf 1 Nachkommastelle angegeben. Die Kategorie folgt der WHO-Klassifikation für Erwachsene und wird auf den angegebenen (gerundeten) BMI angewendet, sodass Wert und Kategorie immer übereinstimmen: Untergewicht unter 18.5, Normalgewicht 18.5-24.9, Übergewicht 25-29.9, Adipositas Grad 1 30-34.9, Grad 2 35-39.9 und Grad 3 ab 40 (category ist einer der Werte ${BMI_CATEGORIES.join(', ')}). healthy_weight_kg ist der Gewichtsbereich, der bei dieser Körpergröße einen BMI von ${NORMAL_BMI.min}-${NORMAL_BMI.max} ergibt, in kg auf 1 Nachkommastelle. Die Kategorien gelten für Erwachsene; Kinder und Jugendliche werden stattdessen anhand altersbezogener BMI-Perzentile beurteilt.`,
    params: {
      weight: de.calc.weight(MAX_WEIGHT_KG),
      height: de.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
    },
  },
  fr: {
    summary: 'Indice de masse corporelle et sa catégorie OMS pour adultes à partir du poids et de la taille',
    description: `IMC = poids (kg) / taille (m)², à 1 décimale. La catégorie suit la classification de l'OMS pour les adultes, appliquée à l'IMC indiqué (arrondi) pour que la valeur et la catégorie concordent toujours\u00a0: insuffisance pondérale en dessous de 18.5, corpulence normale 18.5-24.9, surpoids 25-29.9, obésité de classe 1 30-34.9, de classe 2 35-39.9 et de classe 3 à partir de 40 (category est l'une des valeurs ${BMI_CATEGORIES.join(', ')}). healthy_weight_kg est la plage de poids qui donne un IMC de ${NORMAL_BMI.min}-${NORMAL_BMI.max} pour cette taille, en kg à 1 décimale. Les catégories s'appliquent aux adultes\u00a0; les enfants et les adolescents sont évalués plutôt avec les percentiles d'IMC pour l'âge.`,
    params: {
      weight: fr.calc.weight(MAX_WEIGHT_KG),
      height: fr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
    },
  },
  'pt-br': {
    summary: 'Índice de massa corporal e sua categoria da OMS para adultos a partir do peso e da altura',
    description: `IMC = peso (kg) / altura (m)², com 1 casa decimal. A categoria segue a classificação da OMS para adultos, aplicada ao IMC informado (arredondado) para que o valor e a categoria sempre coincidam: baixo peso abaixo de 18.5, normal 18.5-24.9, sobrepeso 25-29.9, obesidade grau 1 30-34.9, grau 2 35-39.9 e grau 3 a partir de 40 (category é um dos valores ${BMI_CATEGORIES.join(', ')}). healthy_weight_kg é a faixa de peso que resulta em um IMC de ${NORMAL_BMI.min}-${NORMAL_BMI.max} com essa altura, em kg com 1 casa decimal. As categorias são para adultos; crianças e adolescentes são avaliados com percentis de IMC para a idade.`,
    params: {
      weight: ptBr.calc.weight(MAX_WEIGHT_KG),
      height: ptBr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
    },
  },
  'zh-cn': {
    summary: '根据体重和身高计算体重指数（BMI）及其 WHO 成人分类',
    description: `BMI = 体重 (kg) / 身高 (m)²，保留 1 位小数。分类遵循 WHO 成人标准，并按给出的（已舍入的）BMI 判定，使数值与分类始终一致：低于 18.5 为体重过轻，18.5-24.9 为正常，25-29.9 为超重，30-34.9 为一级肥胖，35-39.9 为二级肥胖，40 及以上为三级肥胖（category 取值为 ${BMI_CATEGORIES.join(', ')} 之一）。healthy_weight_kg 是在该身高下使 BMI 处于 ${NORMAL_BMI.min}-${NORMAL_BMI.max} 的体重范围，单位为 kg，保留 1 位小数。这些分类适用于成人；儿童和青少年应改用按年龄的 BMI 百分位数评估。`,
    params: {
      weight: zhCn.calc.weight(MAX_WEIGHT_KG),
      height: zhCn.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
    },
  },
})
