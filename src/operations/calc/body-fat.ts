import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { impossible, roundTo } from '../../lib/calc/calc.ts'
import { healthParam, MAX_CIRCUMFERENCE_CM, MAX_HEIGHT_CM, MIN_HEIGHT_CM, navyBodyFat } from '../../lib/calc/health.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
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
    body_fat_percent: z.number().min(0).max(100).apply(described, {
      en: 'Body fat, in percent of body weight (25 means 25 %), to 1 decimal',
      es: 'Grasa corporal, en porcentaje del peso corporal (25 significa 25 %), con 1 decimal',
      de: 'Körperfett, in Prozent des Körpergewichts (25 bedeutet 25 %), auf 1 Nachkommastelle',
      fr: 'Masse grasse, en pourcentage du poids corporel (25 signifie 25 %), à 1 décimale',
      'pt-br': 'Gordura corporal, em porcentagem do peso corporal (25 significa 25 %), com 1 casa decimal',
      'zh-cn': '体脂，占体重的百分比（25 表示 25 %），保留 1 位小数',
    }),
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
  de: {
    summary: 'Körperfettanteil nach der Umfangsmethode der US Navy',
    description: 'Hodgdon und Beckett (Naval Health Research Center, 1984), Variante in Zentimetern, auf 1 Nachkommastelle angegeben: Männer 495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450; Frauen 495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450. Messen Sie den Hals direkt unterhalb des Kehlkopfs, die Taille auf Höhe des Bauchnabels (Männer) bzw. an der schmalsten Stelle (Frauen) und die Hüfte an der breitesten Stelle. hip ist für Frauen erforderlich und wird bei Männern nicht verwendet. Bei Männern muss die Taille größer sein als der Hals, und Messwerte, die 0 % oder weniger bzw. 100 % oder mehr ergeben, werden als fehlerhaft gemessen abgelehnt.',
    params: {
      height: de.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      neck: de.calc.circumference('Halsumfang, unterhalb des Kehlkopfs', MAX_CIRCUMFERENCE_CM),
      waist: de.calc.circumference('Taillenumfang, bei Männern auf Höhe des Bauchnabels, bei Frauen an der schmalsten Stelle', MAX_CIRCUMFERENCE_CM),
      hip: de.calc.circumference('Hüftumfang an der breitesten Stelle; für Frauen erforderlich, bei Männern ignoriert', MAX_CIRCUMFERENCE_CM),
      gender: de.calc.gender('Welche Version der Formel verwendet wird'),
    },
  },
  fr: {
    summary: 'Taux de masse grasse selon la méthode des circonférences de l\'US Navy',
    description: 'Hodgdon et Beckett (Naval Health Research Center, 1984), version en centimètres, à 1 décimale\u00a0: hommes 495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450\u00a0; femmes 495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450. Mesurez le cou juste sous le larynx, la taille au niveau du nombril (hommes) ou à l\'endroit le plus étroit (femmes), et les hanches à l\'endroit le plus large. hip est obligatoire pour les femmes et n\'est pas utilisé pour les hommes. Pour les hommes, le tour de taille doit être supérieur au tour de cou, et les mesures qui donnent 0 % ou moins, ou 100 % ou plus, sont refusées comme erronées.',
    params: {
      height: fr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      neck: fr.calc.circumference('Tour de cou, sous le larynx', MAX_CIRCUMFERENCE_CM),
      waist: fr.calc.circumference('Tour de taille, au niveau du nombril pour les hommes et à l\'endroit le plus étroit pour les femmes', MAX_CIRCUMFERENCE_CM),
      hip: fr.calc.circumference('Tour de hanches à l\'endroit le plus large\u00a0; obligatoire pour les femmes, ignoré pour les hommes', MAX_CIRCUMFERENCE_CM),
      gender: fr.calc.gender('Version de la formule à utiliser'),
    },
  },
  'pt-br': {
    summary: 'Percentual de gordura corporal pelo método de circunferências da Marinha dos EUA',
    description: 'Hodgdon e Beckett (Naval Health Research Center, 1984), na forma em centímetros, com 1 casa decimal: homens 495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450; mulheres 495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450. Meça o pescoço logo abaixo da laringe; a cintura na altura do umbigo (homens) ou na parte mais estreita (mulheres); o quadril na parte mais larga. hip é obrigatório para mulheres e não é usado para homens. Para homens, a cintura deve ser maior que o pescoço, e medidas que resultam em 0 % ou menos, ou 100 % ou mais, são recusadas por estarem incorretas.',
    params: {
      height: ptBr.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      neck: ptBr.calc.circumference('Circunferência do pescoço, abaixo da laringe', MAX_CIRCUMFERENCE_CM),
      waist: ptBr.calc.circumference('Circunferência da cintura, na altura do umbigo para homens e no ponto mais estreito para mulheres', MAX_CIRCUMFERENCE_CM),
      hip: ptBr.calc.circumference('Circunferência do quadril no ponto mais largo; obrigatória para mulheres, ignorada para homens', MAX_CIRCUMFERENCE_CM),
      gender: ptBr.calc.gender('Qual versão da fórmula usar'),
    },
  },
  'zh-cn': {
    summary: '按美国海军围度法计算的体脂率',
    description: 'Hodgdon 和 Beckett（Naval Health Research Center，1984）的厘米版公式，保留 1 位小数：男性 495 / (1.0324 − 0.19077 × log10(waist − neck) + 0.15456 × log10(height)) − 450；女性 495 / (1.29579 − 0.35004 × log10(waist + hip − neck) + 0.22100 × log10(height)) − 450。颈围在喉部正下方测量；腰围在肚脐处（男性）或最细处（女性）测量；臀围在最宽处测量。女性必须提供 hip，男性不使用该参数。男性的腰围必须大于颈围；结果为 0 % 或更低、100 % 或更高的测量值会被视为测量有误而拒绝。',
    params: {
      height: zhCn.calc.height(MIN_HEIGHT_CM, MAX_HEIGHT_CM),
      neck: zhCn.calc.circumference('颈围，在喉部下方测量', MAX_CIRCUMFERENCE_CM),
      waist: zhCn.calc.circumference('腰围，男性在肚脐处测量，女性在最细处测量', MAX_CIRCUMFERENCE_CM),
      hip: zhCn.calc.circumference('臀围，在最宽处测量；女性必填，男性忽略', MAX_CIRCUMFERENCE_CM),
      gender: zhCn.calc.gender('使用哪个版本的公式'),
    },
  },
})
