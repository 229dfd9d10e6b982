import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import { basalMetabolicRate, healthParam, MAX_AGE_YEARS, MAX_HEIGHT_CM, MAX_WEIGHT_KG, mifflinFormula, MIN_HEIGHT_CM } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
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
    bmr_kcal: z.number().int().min(0).apply(described, {
      en: 'Basal metabolic rate, in kilocalories per day, rounded to a whole number',
      es: 'Tasa metabólica basal, en kilocalorías al día, redondeada a un número entero',
      de: 'Grundumsatz, in Kilokalorien pro Tag, auf eine ganze Zahl gerundet',
      fr: 'Métabolisme de base, en kilocalories par jour, arrondi à l\'entier',
      'pt-br': 'Taxa metabólica basal, em quilocalorias por dia, arredondada para um número inteiro',
      'zh-cn': '基础代谢率，单位为每日千卡，四舍五入为整数',
    }),
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
  de: {
    summary: 'Grundumsatz (kcal pro Tag) nach der Mifflin-St-Jeor-Formel',
    description: 'Energieverbrauch in Ruhe in Kilokalorien pro Tag, auf eine ganze Zahl gerundet: 10 × Gewicht (kg) + 6.25 × Körpergröße (cm) − 5 × Alter (Jahre) + 5 für Männer bzw. − 161 für Frauen (Mifflin, St Jeor et al., American Journal of Clinical Nutrition, 1990). Die Formel wurde an Erwachsenen im Alter von 19 bis 78 Jahren ermittelt; für Kinder liefert sie nur grobe Werte. Eingaben, für die die Formel 0 kcal oder weniger ergibt, werden abgelehnt.',
    params: {
      weight: de.calc.weight(MAX_WEIGHT_KG),
      height: de.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: de.calc.age(MAX_AGE_YEARS),
      gender: de.calc.gender('Welche Version der Formel verwendet wird'),
    },
  },
  fr: {
    summary: 'Métabolisme de base (kcal par jour) selon l\'équation de Mifflin-St Jeor',
    description: 'Dépense énergétique au repos en kilocalories par jour, arrondie à l\'entier\u00a0: 10 × poids (kg) + 6.25 × taille (cm) − 5 × âge (années) + 5 pour les hommes, ou − 161 pour les femmes (Mifflin, St Jeor et al., American Journal of Clinical Nutrition, 1990). L\'équation a été établie sur des adultes de 19 à 78 ans\u00a0; pour les enfants, ses résultats sont approximatifs. Les données pour lesquelles l\'équation donne 0 kcal ou moins sont refusées.',
    params: {
      weight: fr.calc.weight(MAX_WEIGHT_KG),
      height: fr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: fr.calc.age(MAX_AGE_YEARS),
      gender: fr.calc.gender('Version de l\'équation à utiliser'),
    },
  },
  'pt-br': {
    summary: 'Taxa metabólica basal (kcal por dia) pela equação de Mifflin-St Jeor',
    description: 'Gasto energético em repouso em quilocalorias por dia, arredondado para um número inteiro: 10 × peso (kg) + 6.25 × altura (cm) − 5 × idade (anos) + 5 para homens, ou − 161 para mulheres (Mifflin, St Jeor et al., American Journal of Clinical Nutrition, 1990). A equação foi ajustada com adultos de 19 a 78 anos; para crianças, seus valores são aproximados. Dados para os quais a equação resulta em 0 kcal ou menos são recusados.',
    params: {
      weight: ptBr.calc.weight(MAX_WEIGHT_KG),
      height: ptBr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: ptBr.calc.age(MAX_AGE_YEARS),
      gender: ptBr.calc.gender('Qual versão da equação usar'),
    },
  },
  'zh-cn': {
    summary: '按 Mifflin-St Jeor 公式计算的基础代谢率（每日千卡）',
    description: '静息能量消耗，单位为每日千卡，四舍五入为整数：男性为 10 × 体重 (kg) + 6.25 × 身高 (cm) − 5 × 年龄（岁）+ 5，女性则将 + 5 换为 − 161（Mifflin、St Jeor 等，American Journal of Clinical Nutrition，1990）。该公式基于 19-78 岁成人的数据拟合；用于儿童时结果仅为粗略估计。公式结果为 0 kcal 或更低的输入将被拒绝。',
    params: {
      weight: zhCn.calc.weight(MAX_WEIGHT_KG),
      height: zhCn.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: zhCn.calc.age(MAX_AGE_YEARS),
      gender: zhCn.calc.gender('使用哪个版本的公式'),
    },
  },
})
