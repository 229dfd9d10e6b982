import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite, impossible, percent } from '../../lib/calc/calc.ts'
import { calcResult, percentFigure } from '../kits/calc-results.ts'

const params = z.object({
  a: calcParam.number('The part, any number'),
  b: calcParam.number('The whole, any number except 0'),
})

export default defineOperation({
  category: 'calc',
  name: 'percentage-of',
  input: 'query',
  summary: 'Find what percent a part a is of a whole b',
  description: 'share_percent = a / b × 100, as a percent number rounded to 4 decimals: 30 of 120 is 25 (%). '
    + 'A part larger than the whole gives more than 100, and opposite signs give a negative share. '
    + 'b = 0 is refused with a 422, since nothing is a percentage of 0.',
  params,
  result: calcResult(params, {
    share_percent: percentFigure({
      en: 'What percent a is of b, a / b × 100',
      es: 'Qué porcentaje de b es a, a / b × 100',
      de: 'Wie viel Prozent a von b ausmacht, a / b × 100',
      fr: 'Pourcentage que représente a par rapport à b, a / b × 100',
      'pt-br': 'Que porcentagem a representa de b, a / b × 100',
      'zh-cn': 'a 占 b 的百分比，a / b × 100',
    }),
  }),
  examples: [
    { title: '30 of 120', params: { a: 30, b: 120 }, result: { inputs: { a: 30, b: 120 }, share_percent: 25 } },
    { title: 'one third', params: { a: 1, b: 3 }, result: { share_percent: 33.3333 } },
    { title: 'more than the whole', params: { a: 150, b: 120 }, result: { share_percent: 125 } },
  ],
  run: ({ a, b }) => {
    if (b === 0) impossible('PERCENTAGE_OF_ZERO_WHOLE')
    return {
      inputs: { a, b },
      share_percent: percent(finite(a / b * 100, 'share_percent')),
      formula: 'share_percent = a / b × 100',
    }
  },
  es: {
    summary: 'Calcula qué porcentaje es una parte a de un total b',
    description: 'share_percent = a / b × 100, como número de porcentaje redondeado a 4 decimales: 30 de 120 es 25 (%). Una parte mayor que el total da más de 100, y los signos opuestos dan una proporción negativa. b = 0 se rechaza con un 422, ya que nada es un porcentaje de 0.',
    params: {
      a: 'La parte, cualquier número',
      b: 'El total, cualquier número salvo 0',
    },
  },
  de: {
    summary: 'Ermitteln, wie viel Prozent ein Teil a von einem Ganzen b ausmacht',
    description: 'share_percent = a / b × 100, als auf 4 Nachkommastellen gerundete Prozentzahl: 30 von 120 sind 25 (%). Ein Teil, der größer als das Ganze ist, ergibt mehr als 100, und entgegengesetzte Vorzeichen ergeben einen negativen Anteil. b = 0 wird mit 422 abgelehnt, da nichts ein Prozentsatz von 0 ist.',
    params: {
      a: 'Der Teil, eine beliebige Zahl',
      b: 'Das Ganze, eine beliebige Zahl außer 0',
    },
  },
  fr: {
    summary: 'Calcule le pourcentage que représente une partie a d\'un total b',
    description: 'share_percent = a / b × 100, sous forme de nombre en pourcentage arrondi à 4 décimales\u00a0: 30 sur 120 donne 25 (%). Une partie plus grande que le total donne plus de 100, et des signes opposés donnent une part négative. b = 0 est refusé avec une erreur 422, car rien n\'est un pourcentage de 0.',
    params: {
      a: 'La partie, n\'importe quel nombre',
      b: 'Le total, n\'importe quel nombre sauf 0',
    },
  },
  'pt-br': {
    summary: 'Calcula que porcentagem uma parte a representa de um total b',
    description: 'share_percent = a / b × 100, como número percentual arredondado para 4 casas decimais: 30 de 120 é 25 (%). Uma parte maior que o total dá mais de 100, e sinais opostos dão uma proporção negativa. b = 0 é recusado com um 422, já que nada é uma porcentagem de 0.',
    params: {
      a: 'A parte, qualquer número',
      b: 'O total, qualquer número exceto 0',
    },
  },
  'zh-cn': {
    summary: '计算部分 a 占整体 b 的百分比',
    description: 'share_percent = a / b × 100，为四舍五入到 4 位小数的百分数：30 占 120 的 25 (%)。部分大于整体时结果大于 100，符号相反时结果为负数。b = 0 时以 422 拒绝，因为任何数都不是 0 的百分比。',
    params: {
      a: '部分，任意数字',
      b: '整体，除 0 以外的任意数字',
    },
  },
})
