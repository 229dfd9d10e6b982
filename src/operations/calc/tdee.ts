import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { roundTo } from '../../lib/calc/calc.ts'
import { ACTIVITY_FACTORS, ACTIVITY_LEVELS, basalMetabolicRate, healthParam, MAX_AGE_YEARS, MAX_HEIGHT_CM, MAX_WEIGHT_KG, mifflinFormula, MIN_HEIGHT_CM } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult } from '../kits/calc-results.ts'

const LEVELS = ACTIVITY_LEVELS.map((level) => `${level} ${ACTIVITY_FACTORS[level]}`).join(', ')

const params = z.object({
  weight: healthParam.weight(en.calc.weight(MAX_WEIGHT_KG)),
  height: healthParam.height(en.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM)),
  age: healthParam.age(en.calc.age(MAX_AGE_YEARS)),
  gender: healthParam.gender(en.calc.gender('Which version of the BMR equation to use')),
  activity: z.enum(ACTIVITY_LEVELS).default('moderate').describe(`Activity level: ${ACTIVITY_LEVELS.join(', ')}; default moderate`),
})

export default defineOperation({
  category: 'calc',
  name: 'tdee',
  input: 'query',
  summary: 'Total daily energy expenditure: Mifflin-St Jeor BMR times an activity factor',
  description: 'TDEE = BMR × activity factor, in kilocalories per day rounded to whole numbers (both figures are rounded from the '
    + 'unrounded BMR). BMR is the Mifflin-St Jeor equation, as in calc/bmr. Activity factors: '
    + `${LEVELS} (sedentary: desk work, little exercise; light: exercise 1-3 days a week; moderate: 3-5 days; `
    + 'active: 6-7 days; very-active: hard daily exercise or a physical job). by_activity lists every level with its factor and TDEE.',
  params,
  result: calcResult(params, {
    bmr_kcal: z.number().int().min(0).apply(described, {
      en: 'Basal metabolic rate (Mifflin-St Jeor), in kilocalories per day, rounded to a whole number',
      es: 'Tasa metabólica basal (Mifflin-St Jeor), en kilocalorías al día, redondeada a un número entero',
      de: 'Grundumsatz (Mifflin-St Jeor), in Kilokalorien pro Tag, auf eine ganze Zahl gerundet',
      fr: 'Métabolisme de base (Mifflin-St Jeor), en kilocalories par jour, arrondi à l\'entier',
      'pt-br': 'Taxa metabólica basal (Mifflin-St Jeor), em quilocalorias por dia, arredondada para um número inteiro',
      'zh-cn': '基础代谢率（Mifflin-St Jeor），单位为每日千卡，四舍五入为整数',
    }),
    activity_factor: z.number().apply(described, {
      en: 'The multiplier of the chosen activity level',
      es: 'El multiplicador del nivel de actividad elegido',
      de: 'Der Multiplikator des gewählten Aktivitätsniveaus',
      fr: 'Le multiplicateur du niveau d\'activité choisi',
      'pt-br': 'O multiplicador do nível de atividade escolhido',
      'zh-cn': '所选活动水平的乘数',
    }),
    tdee_kcal: z.number().int().min(0).apply(described, {
      en: 'Total daily energy expenditure, BMR × activity_factor, in kilocalories per day, rounded to a whole number',
      es: 'Gasto energético diario total, TMB × activity_factor, en kilocalorías al día, redondeado a un número entero',
      de: 'Gesamtenergieumsatz pro Tag, BMR × activity_factor, in Kilokalorien pro Tag, auf eine ganze Zahl gerundet',
      fr: 'Dépense énergétique journalière totale, BMR × activity_factor, en kilocalories par jour, arrondie à l\'entier',
      'pt-br': 'Gasto energético diário total, TMB × activity_factor, em quilocalorias por dia, arredondado para um número inteiro',
      'zh-cn': '每日总能量消耗，BMR × activity_factor，单位为每日千卡，四舍五入为整数',
    }),
    by_activity: z.array(z.object({
      activity: z.enum(ACTIVITY_LEVELS).apply(described, {
        en: 'Activity level',
        es: 'Nivel de actividad',
        de: 'Aktivitätsniveau',
        fr: 'Niveau d\'activité',
        'pt-br': 'Nível de atividade',
        'zh-cn': '活动水平',
      }),
      factor: z.number().apply(described, {
        en: 'Its multiplier',
        es: 'Su multiplicador',
        de: 'Sein Multiplikator',
        fr: 'Son multiplicateur',
        'pt-br': 'Seu multiplicador',
        'zh-cn': '其乘数',
      }),
      tdee_kcal: z.number().int().min(0).apply(described, {
        en: 'TDEE at that level, in kilocalories per day, rounded to a whole number',
        es: 'TDEE en ese nivel, en kilocalorías al día, redondeado a un número entero',
        de: 'TDEE auf diesem Niveau, in Kilokalorien pro Tag, auf eine ganze Zahl gerundet',
        fr: 'TDEE à ce niveau, en kilocalories par jour, arrondi à l\'entier',
        'pt-br': 'TDEE nesse nível, em quilocalorias por dia, arredondado para um número inteiro',
        'zh-cn': '该活动水平下的 TDEE，单位为每日千卡，四舍五入为整数',
      }),
    })).apply(described, {
      en: 'Every activity level, least active first, with its factor and TDEE',
      es: 'Todos los niveles de actividad, del menos activo al más activo, con su factor y su TDEE',
      de: 'Alle Aktivitätsniveaus, das am wenigsten aktive zuerst, mit ihrem Faktor und TDEE',
      fr: 'Tous les niveaux d\'activité, du moins actif au plus actif, avec leur facteur et leur TDEE',
      'pt-br': 'Todos os níveis de atividade, do menos ativo ao mais ativo, com seu fator e seu TDEE',
      'zh-cn': '所有活动水平，从最不活跃到最活跃排列，并附各自的系数和 TDEE',
    }),
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
  es: {
    summary: 'Gasto energético diario total: TMB de Mifflin-St Jeor por un factor de actividad',
    description: `TDEE = TMB × factor de actividad, en kilocalorías al día redondeadas a números enteros (ambas cifras se redondean a partir de la TMB sin redondear). La TMB es la ecuación de Mifflin-St Jeor, como en calc/bmr. Factores de actividad: ${LEVELS} (sedentary: trabajo de oficina, poco ejercicio; light: ejercicio 1-3 días a la semana; moderate: 3-5 días; active: 6-7 días; very-active: ejercicio intenso diario o un trabajo físico). by_activity lista cada nivel con su factor y su TDEE.`,
    params: {
      weight: es.calc.weight(MAX_WEIGHT_KG),
      height: es.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: es.calc.age(MAX_AGE_YEARS),
      gender: es.calc.gender('Qué versión de la ecuación de la TMB se usa'),
      activity: `Nivel de actividad: ${ACTIVITY_LEVELS.join(', ')}; por defecto moderate`,
    },
  },
  de: {
    summary: 'Gesamtenergieumsatz pro Tag: Grundumsatz nach Mifflin-St Jeor mal Aktivitätsfaktor',
    description: `TDEE = Grundumsatz (BMR) × Aktivitätsfaktor, in Kilokalorien pro Tag, auf ganze Zahlen gerundet (beide Werte werden aus dem ungerundeten Grundumsatz gerundet). Der Grundumsatz wird wie in calc/bmr mit der Mifflin-St-Jeor-Formel berechnet. Aktivitätsfaktoren: ${LEVELS} (sedentary: Schreibtischarbeit, wenig Bewegung; light: Sport an 1-3 Tagen pro Woche; moderate: 3-5 Tage; active: 6-7 Tage; very-active: tägliches intensives Training oder körperliche Arbeit). by_activity listet jedes Niveau mit seinem Faktor und seinem TDEE auf.`,
    params: {
      weight: de.calc.weight(MAX_WEIGHT_KG),
      height: de.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: de.calc.age(MAX_AGE_YEARS),
      gender: de.calc.gender('Welche Version der Grundumsatzformel verwendet wird'),
      activity: `Aktivitätsniveau: ${ACTIVITY_LEVELS.join(', ')}; standardmäßig moderate`,
    },
  },
  fr: {
    summary: 'Dépense énergétique journalière totale\u00a0: métabolisme de base de Mifflin-St Jeor multiplié par un facteur d\'activité',
    description: `TDEE = métabolisme de base (BMR) × facteur d'activité, en kilocalories par jour arrondies à l'entier (les deux valeurs sont arrondies à partir du métabolisme de base non arrondi). Le métabolisme de base est calculé avec l'équation de Mifflin-St Jeor, comme dans calc/bmr. Facteurs d'activité\u00a0: ${LEVELS} (sedentary\u00a0: travail de bureau, peu d'exercice\u00a0; light\u00a0: exercice 1-3 jours par semaine\u00a0; moderate\u00a0: 3-5 jours\u00a0; active\u00a0: 6-7 jours\u00a0; very-active\u00a0: exercice intense quotidien ou travail physique). by_activity liste chaque niveau avec son facteur et son TDEE.`,
    params: {
      weight: fr.calc.weight(MAX_WEIGHT_KG),
      height: fr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: fr.calc.age(MAX_AGE_YEARS),
      gender: fr.calc.gender('Version de l\'équation du métabolisme de base à utiliser'),
      activity: `Niveau d'activité\u00a0: ${ACTIVITY_LEVELS.join(', ')}\u00a0; moderate par défaut`,
    },
  },
  'pt-br': {
    summary: 'Gasto energético diário total: TMB de Mifflin-St Jeor vezes um fator de atividade',
    description: `TDEE = TMB × fator de atividade, em quilocalorias por dia arredondadas para números inteiros (os dois valores são arredondados a partir da TMB não arredondada). A TMB é a equação de Mifflin-St Jeor, como em calc/bmr. Fatores de atividade: ${LEVELS} (sedentary: trabalho de escritório, pouco exercício; light: exercício 1-3 dias por semana; moderate: 3-5 dias; active: 6-7 dias; very-active: exercício intenso diário ou trabalho físico). by_activity lista cada nível com seu fator e seu TDEE.`,
    params: {
      weight: ptBr.calc.weight(MAX_WEIGHT_KG),
      height: ptBr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: ptBr.calc.age(MAX_AGE_YEARS),
      gender: ptBr.calc.gender('Qual versão da equação da TMB usar'),
      activity: `Nível de atividade: ${ACTIVITY_LEVELS.join(', ')}; padrão moderate`,
    },
  },
  'zh-cn': {
    summary: '每日总能量消耗：Mifflin-St Jeor 基础代谢率乘以活动系数',
    description: `TDEE = 基础代谢率 (BMR) × 活动系数，单位为每日千卡，四舍五入为整数（两个数值均由未舍入的 BMR 舍入得到）。BMR 采用 Mifflin-St Jeor 公式，与 calc/bmr 相同。活动系数：${LEVELS}（sedentary：伏案工作，很少运动；light：每周运动 1-3 天；moderate：3-5 天；active：6-7 天；very-active：每天高强度运动或从事体力劳动）。by_activity 列出每个活动水平及其系数和 TDEE。`,
    params: {
      weight: zhCn.calc.weight(MAX_WEIGHT_KG),
      height: zhCn.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      age: zhCn.calc.age(MAX_AGE_YEARS),
      gender: zhCn.calc.gender('使用哪个版本的 BMR 公式'),
      activity: `活动水平：${ACTIVITY_LEVELS.join(', ')}；默认为 moderate`,
    },
  },
})
