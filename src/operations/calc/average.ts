import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite } from '../../lib/calc/calc.ts'
import { maximum, MAX_LIST_COUNT, mean, median, minimum, modes, numberListParam, parseNumberList, roundSignificant, SIGNIFICANT_DIGITS, sum } from '../../lib/calc/stats.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { calcResult, NumberListInputs } from '../kits/calc-results.ts'

export default defineOperation({
  category: 'calc',
  name: 'average',
  input: 'query',
  summary: 'Mean, median, mode, minimum, maximum, sum and count of a list of numbers',
  description: 'numbers are separated by commas and/or white space; a comma is always a separator, never a thousands or decimal mark '
    + '(write 1000.5, not 1,000.5). mean, median and sum are computed with compensated summation and reported to '
    + `${SIGNIFICANT_DIGITS} significant digits, which drops binary noise (0.1 + 0.2 gives 0.3). modes lists the most frequent values `
    + 'in ascending order with mode_count, how often each occurs; when no value occurs more than once the list has no mode and modes is empty. '
    + 'inputs.numbers echoes the numbers as read, so a misplaced separator shows. At most 10,000 numbers.',
  params: z.object({
    numbers: numberListParam('The numbers to summarise'),
  }),
  result: calcResult(NumberListInputs, {
    count: z.number().int().min(1).apply(described, {
      en: 'How many numbers the list holds',
      es: 'Cuántos números contiene la lista',
      de: 'Anzahl der Zahlen in der Liste',
      fr: 'Nombre de valeurs que contient la liste',
      'pt-br': 'Quantos números a lista contém',
      'zh-cn': '列表中数字的个数',
    }),
    sum: z.number().apply(described, {
      en: `Sum of the numbers, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Suma de los números, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Summe der Zahlen, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Somme des nombres, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Soma dos números, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `数字的总和，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    mean: z.number().apply(described, {
      en: `Arithmetic mean, sum / count, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Media aritmética, sum / count, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Arithmetisches Mittel, sum / count, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Moyenne arithmétique, sum / count, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Média aritmética, sum / count, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `算术平均值，sum / count，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    median: z.number().apply(described, {
      en: `Middle value of the sorted list (mean of the two middle values for an even count), to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Valor central de la lista ordenada (media de los dos valores centrales si la cantidad es par), con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Mittlerer Wert der sortierten Liste (bei gerader Anzahl das Mittel der beiden mittleren Werte), auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Valeur centrale de la liste triée (moyenne des deux valeurs centrales si le nombre de valeurs est pair), avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Valor central da lista ordenada (média dos dois valores centrais quando a quantidade é par), com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `排序后列表的中间值（个数为偶数时取中间两个值的平均值），保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    modes: z.array(z.number()).apply(described, {
      en: 'The most frequent values, ascending; empty when no value occurs more than once',
      es: 'Los valores más frecuentes, en orden ascendente; vacío cuando ningún valor aparece más de una vez',
      de: 'Die häufigsten Werte, aufsteigend; leer, wenn kein Wert mehr als einmal vorkommt',
      fr: 'Les valeurs les plus fréquentes, par ordre croissant\u00a0; vide si aucune valeur n\'apparaît plus d\'une fois',
      'pt-br': 'Os valores mais frequentes, em ordem crescente; vazio quando nenhum valor aparece mais de uma vez',
      'zh-cn': '出现次数最多的值，按升序排列；没有任何值出现超过一次时为空',
    }),
    mode_count: z.number().int().min(1).apply(described, {
      en: 'How often each of modes occurs; 1 when there is no mode',
      es: 'Cuántas veces aparece cada uno de modes; 1 cuando no hay moda',
      de: 'Wie oft jeder Wert aus modes vorkommt; 1, wenn es keinen Modus gibt',
      fr: 'Nombre d\'occurrences de chacune des valeurs de modes\u00a0; 1 s\'il n\'y a pas de mode',
      'pt-br': 'Quantas vezes cada valor de modes aparece; 1 quando não há moda',
      'zh-cn': 'modes 中每个值的出现次数；没有众数时为 1',
    }),
    min: z.number().apply(described, {
      en: 'The smallest number, as read',
      es: 'El número más pequeño, tal como se leyó',
      de: 'Die kleinste Zahl, wie gelesen',
      fr: 'Le plus petit nombre, tel qu\'il a été lu',
      'pt-br': 'O menor número, como foi lido',
      'zh-cn': '最小的数字，与读取时一致',
    }),
    max: z.number().apply(described, {
      en: 'The largest number, as read',
      es: 'El número más grande, tal como se leyó',
      de: 'Die größte Zahl, wie gelesen',
      fr: 'Le plus grand nombre, tel qu\'il a été lu',
      'pt-br': 'O maior número, como foi lido',
      'zh-cn': '最大的数字，与读取时一致',
    }),
    range: z.number().apply(described, {
      en: `max − min, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `max − min, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `max − min, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `max − min, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `max − min, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `max − min，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
  }),
  examples: [
    {
      title: 'Comma separated',
      params: { numbers: '2, 4, 4, 4, 5, 5, 7, 9' },
      result: { count: 8, sum: 40, mean: 5, median: 4.5, modes: [4], mode_count: 3, min: 2, max: 9, range: 7 },
    },
    { title: 'Space separated, no mode', params: { numbers: '3 1.5 10 -2' }, result: { count: 4, sum: 12.5, mean: 3.125, median: 2.25, modes: [], min: -2, max: 10 } },
    { title: 'Two modes', params: { numbers: '1,1,2,2,3' }, result: { modes: [1, 2], mode_count: 2, median: 2 } },
  ],
  run: ({ numbers }) => {
    const values = parseNumberList(numbers, 'numbers')
    const { modes: mostFrequent, count: modeCount } = modes(values)
    const min = minimum(values)
    const max = maximum(values)
    return {
      inputs: { numbers: values },
      count: values.length,
      sum: roundSignificant(finite(sum(values), 'sum')),
      mean: roundSignificant(finite(mean(values), 'mean')),
      median: roundSignificant(median(values)),
      modes: mostFrequent,
      mode_count: modeCount,
      min,
      max,
      range: roundSignificant(finite(max - min, 'range')),
      formula: 'mean = sum / count; median = middle value of the sorted list (mean of the two middle values for an even count)',
    }
  },
  es: {
    summary: 'Media, mediana, moda, mínimo, máximo, suma y recuento de una lista de números',
    description: `numbers se separan con comas y/o espacios en blanco; una coma es siempre un separador, nunca una marca de miles ni decimal (escriba 1000.5, no 1,000.5). mean, median y sum se calculan con suma compensada y se dan con ${SIGNIFICANT_DIGITS} cifras significativas, lo que elimina el ruido binario (0.1 + 0.2 da 0.3). modes lista los valores más frecuentes en orden ascendente con mode_count, cuántas veces aparece cada uno; cuando ningún valor aparece más de una vez la lista no tiene moda y modes está vacío. inputs.numbers repite los números tal como se leyeron, para que se note un separador mal puesto. Como máximo 10 000 números.`,
    params: {
      numbers: `Los números que se resumen: números separados por comas y/o espacios, como "1, 2.5, -3" o "1 2.5 -3" (con punto decimal, no coma; como máximo ${es.text.figure(MAX_LIST_COUNT)} números)`,
    },
  },
  de: {
    summary: 'Mittelwert, Median, Modus, Minimum, Maximum, Summe und Anzahl einer Zahlenliste',
    description: `Die Zahlen in numbers werden durch Kommas und/oder Leerraum getrennt; ein Komma ist immer ein Trennzeichen, nie ein Tausender- oder Dezimaltrennzeichen (schreiben Sie 1000.5, nicht 1,000.5). mean, median und sum werden mit kompensierter Summation berechnet und auf ${SIGNIFICANT_DIGITS} signifikante Stellen angegeben, wodurch binäres Rauschen wegfällt (0.1 + 0.2 ergibt 0.3). modes listet die häufigsten Werte in aufsteigender Reihenfolge, mode_count gibt an, wie oft jeder davon vorkommt; kommt kein Wert mehr als einmal vor, hat die Liste keinen Modus und modes ist leer. inputs.numbers gibt die Zahlen so wieder, wie sie gelesen wurden, sodass ein falsch gesetztes Trennzeichen auffällt. Höchstens 10.000 Zahlen.`,
    params: {
      numbers: `Die auszuwertenden Zahlen: durch Kommas und/oder Leerzeichen getrennte Zahlen, etwa "1, 2.5, -3" oder "1 2.5 -3" (mit Dezimalpunkt, nicht Komma; höchstens ${de.text.figure(MAX_LIST_COUNT)} Zahlen)`,
    },
  },
  fr: {
    summary: 'Moyenne, médiane, mode, minimum, maximum, somme et nombre de valeurs d\'une liste de nombres',
    description: `Les valeurs de numbers sont séparées par des virgules et/ou des espaces\u00a0; une virgule est toujours un séparateur, jamais un séparateur de milliers ni une marque décimale (écrivez 1000.5, et non 1,000.5). mean, median et sum sont calculés par sommation compensée et donnés avec ${SIGNIFICANT_DIGITS} chiffres significatifs, ce qui élimine le bruit binaire (0.1 + 0.2 donne 0.3). modes liste les valeurs les plus fréquentes par ordre croissant, avec mode_count, le nombre d'occurrences de chacune\u00a0; lorsqu'aucune valeur n'apparaît plus d'une fois, la liste n'a pas de mode et modes est vide. inputs.numbers reprend les nombres tels qu'ils ont été lus, pour qu'un séparateur mal placé se remarque. 10 000 nombres au maximum.`,
    params: {
      numbers: `Les nombres à résumer\u00a0: des nombres séparés par des virgules et/ou des espaces, comme "1, 2.5, -3" ou "1 2.5 -3" (avec un point décimal, pas une virgule\u00a0; ${fr.text.figure(MAX_LIST_COUNT)} nombres au maximum)`,
    },
  },
  'pt-br': {
    summary: 'Média, mediana, moda, mínimo, máximo, soma e contagem de uma lista de números',
    description: `Os valores de numbers são separados por vírgulas e/ou espaços em branco; a vírgula é sempre um separador, nunca um separador de milhar ou decimal (escreva 1000.5, e não 1,000.5). mean, median e sum são calculados com soma compensada e informados com ${SIGNIFICANT_DIGITS} algarismos significativos, o que elimina o ruído binário (0.1 + 0.2 dá 0.3). modes lista os valores mais frequentes em ordem crescente, com mode_count, quantas vezes cada um aparece; quando nenhum valor aparece mais de uma vez, a lista não tem moda e modes fica vazio. inputs.numbers repete os números como foram lidos, para que um separador fora do lugar fique evidente. No máximo 10.000 números.`,
    params: {
      numbers: `Os números a resumir: números separados por vírgulas e/ou espaços, como "1, 2.5, -3" ou "1 2.5 -3" (com ponto decimal, não vírgula; no máximo ${ptBr.text.figure(MAX_LIST_COUNT)} números)`,
    },
  },
  'zh-cn': {
    summary: '一组数字的平均值、中位数、众数、最小值、最大值、总和与个数',
    description: `numbers 中的数字以逗号和/或空白分隔；逗号始终是分隔符，绝不作为千位分隔符或小数点（请写 1000.5，而不是 1,000.5）。mean、median 和 sum 采用补偿求和计算，并保留 ${SIGNIFICANT_DIGITS} 位有效数字，从而消除二进制误差（0.1 + 0.2 得 0.3）。modes 按升序列出出现次数最多的值，mode_count 为其中每个值的出现次数；若没有任何值出现超过一次，则该列表没有众数，modes 为空。inputs.numbers 按读取结果原样列出数字，便于发现放错位置的分隔符。最多 10,000 个数字。`,
    params: {
      numbers: `要汇总的数字：以逗号和/或空格分隔，例如 "1, 2.5, -3" 或 "1 2.5 -3"（使用小数点而不是逗号；最多 ${zhCn.text.figure(MAX_LIST_COUNT)} 个数字）`,
    },
  },
})
