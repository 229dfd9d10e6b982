import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { calcParam, finite } from '../../lib/calc/calc.ts'
import { decimal, percentOf } from '../../lib/money/pricing.ts'
import { calcResult } from '../kits/calc-results.ts'

const params = z.object({
  percent: calcParam.number('The percentage P, any number; 7.5 means 7.5 %, and a negative P takes away'),
  value: calcParam.number('The value to take P % of, any number'),
})

export default defineOperation({
  category: 'calc',
  name: 'percentage',
  input: 'query',
  summary: 'Work out P % of a value, and the value increased or decreased by P %',
  description: 'result = value × percent / 100, so percent 20 and value 150 give 30. increased is value + result and decreased is value − result '
    + '(150 plus 20 % is 180, minus 20 % is 120). Both numbers may be negative or fractional. The value is not assumed to be money: '
    + 'figures are given to 15 significant digits, which removes binary artefacts (300 % of 19.99 is 59.97, not 59.96999999999999).',
  params,
  result: calcResult(params, {
    result: z.number().apply(described, {
      en: 'percent % of value, value × percent / 100, to 15 significant digits',
      es: 'percent % de value, value × percent / 100, con 15 cifras significativas',
      de: 'percent % von value, value × percent / 100, auf 15 signifikante Stellen',
      fr: 'percent % de value, value × percent / 100, avec 15 chiffres significatifs',
      'pt-br': 'percent % de value, value × percent / 100, com 15 algarismos significativos',
      'zh-cn': 'value 的 percent %，value × percent / 100，保留 15 位有效数字',
    }),
    increased: z.number().apply(described, {
      en: 'value increased by percent %, value + result, to 15 significant digits',
      es: 'value aumentado en percent %, value + result, con 15 cifras significativas',
      de: 'value um percent % erhöht, value + result, auf 15 signifikante Stellen',
      fr: 'value augmentée de percent %, value + result, avec 15 chiffres significatifs',
      'pt-br': 'value aumentado em percent %, value + result, com 15 algarismos significativos',
      'zh-cn': 'value 增加 percent % 后的值，value + result，保留 15 位有效数字',
    }),
    decreased: z.number().apply(described, {
      en: 'value decreased by percent %, value − result, to 15 significant digits',
      es: 'value reducido en percent %, value − result, con 15 cifras significativas',
      de: 'value um percent % verringert, value − result, auf 15 signifikante Stellen',
      fr: 'value diminuée de percent %, value − result, avec 15 chiffres significatifs',
      'pt-br': 'value diminuído em percent %, value − result, com 15 algarismos significativos',
      'zh-cn': 'value 减少 percent % 后的值，value − result，保留 15 位有效数字',
    }),
  }),
  examples: [
    { title: '20 % of 150', params: { percent: 20, value: 150 }, result: { inputs: { percent: 20, value: 150 }, result: 30, increased: 180, decreased: 120 } },
    { title: '7.5 % of 80', params: { percent: 7.5, value: 80 }, result: { result: 6, increased: 86, decreased: 74 } },
  ],
  run: ({ percent, value }) => {
    const part = finite(percentOf(value, percent), 'result')
    return {
      inputs: { percent, value },
      result: decimal(part),
      increased: decimal(finite(value + part, 'increased')),
      decreased: decimal(finite(value - part, 'decreased')),
      formula: 'result = value × percent / 100; increased = value + result; decreased = value − result',
    }
  },
  es: {
    summary: 'Calcula el P % de un valor, y el valor aumentado o disminuido en un P %',
    description: 'result = value × percent / 100, así que percent 20 y value 150 dan 30. increased es value + result y decreased es value − result (150 más un 20 % son 180; menos un 20 %, 120). Ambos números pueden ser negativos o fraccionarios. No se supone que el valor sea dinero: las cifras se dan con 15 cifras significativas, lo que elimina los artefactos binarios (el 300 % de 19.99 es 59.97, no 59.96999999999999).',
    params: {
      percent: 'El porcentaje P, cualquier número; 7.5 significa 7,5 %, y un P negativo resta',
      value: 'El valor del que se toma el P %, cualquier número',
    },
  },
  de: {
    summary: 'P % eines Werts berechnen sowie den um P % erhöhten oder verringerten Wert',
    description: 'result = value × percent / 100, also ergeben percent 20 und value 150 den Wert 30. increased ist value + result und decreased ist value − result (150 plus 20 % sind 180, minus 20 % sind 120). Beide Zahlen dürfen negativ oder gebrochen sein. Der Wert wird nicht als Geldbetrag angenommen: Die Werte werden auf 15 signifikante Stellen angegeben, wodurch binäre Artefakte entfallen (300 % von 19.99 sind 59.97, nicht 59.96999999999999).',
    params: {
      percent: 'Der Prozentsatz P, eine beliebige Zahl; 7.5 bedeutet 7.5 %, ein negatives P zieht ab',
      value: 'Der Wert, von dem P % berechnet werden, eine beliebige Zahl',
    },
  },
  fr: {
    summary: 'Calcule P % d\'une valeur, et la valeur augmentée ou diminuée de P %',
    description: 'result = value × percent / 100\u00a0: percent 20 et value 150 donnent donc 30. increased vaut value + result et decreased vaut value − result (150 plus 20 % donne 180, moins 20 % donne 120). Les deux nombres peuvent être négatifs ou fractionnaires. La valeur n\'est pas supposée être un montant\u00a0: les résultats sont donnés avec 15 chiffres significatifs, ce qui élimine les artefacts binaires (300 % de 19.99 donne 59.97, et non 59.96999999999999).',
    params: {
      percent: 'Le pourcentage P, n\'importe quel nombre\u00a0; 7.5 signifie 7.5 %, et un P négatif retranche',
      value: 'La valeur dont on prend P %, n\'importe quel nombre',
    },
  },
  'pt-br': {
    summary: 'Calcula P % de um valor e o valor aumentado ou diminuído em P %',
    description: 'result = value × percent / 100, então percent 20 e value 150 dão 30. increased é value + result e decreased é value − result (150 mais 20 % é 180; menos 20 %, 120). Os dois números podem ser negativos ou fracionários. Não se supõe que o valor seja dinheiro: os valores são informados com 15 algarismos significativos, o que elimina artefatos binários (300 % de 19.99 é 59.97, e não 59.96999999999999).',
    params: {
      percent: 'A porcentagem P, qualquer número; 7.5 significa 7.5 %, e um P negativo subtrai',
      value: 'O valor do qual se calcula P %, qualquer número',
    },
  },
  'zh-cn': {
    summary: '计算某值的 P %，以及该值增加或减少 P % 后的结果',
    description: 'result = value × percent / 100，因此 percent 为 20、value 为 150 时结果为 30。increased 为 value + result，decreased 为 value − result（150 加 20 % 为 180，减 20 % 为 120）。两个数都可以是负数或小数。不假定该值为金额：结果保留 15 位有效数字，以消除二进制误差（19.99 的 300 % 为 59.97，而不是 59.96999999999999）。',
    params: {
      percent: '百分比 P，任意数字；7.5 表示 7.5 %，P 为负数时表示减去',
      value: '要计算 P % 的值，任意数字',
    },
  },
})
