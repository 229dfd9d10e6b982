import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite } from '../../lib/calc/calc.ts'
import { maximum, MAX_LIST_COUNT, mean, median, minimum, modes, numberListParam, parseNumberList, roundSignificant, SIGNIFICANT_DIGITS, sum } from '../../lib/calc/stats.ts'
import es from '../../i18n/es/phrases/index.ts'
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
    count: z.number().int().min(1).apply(described, { en: 'How many numbers the list holds', es: 'Cuántos números contiene la lista' }),
    sum: z.number().apply(described, { en: `Sum of the numbers, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Suma de los números, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    mean: z.number().apply(described, { en: `Arithmetic mean, sum / count, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Media aritmética, sum / count, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    median: z.number().apply(described, { en: `Middle value of the sorted list (mean of the two middle values for an even count), to ${SIGNIFICANT_DIGITS} significant digits`, es: `Valor central de la lista ordenada (media de los dos valores centrales si la cantidad es par), con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    modes: z.array(z.number()).apply(described, { en: 'The most frequent values, ascending; empty when no value occurs more than once', es: 'Los valores más frecuentes, en orden ascendente; vacío cuando ningún valor aparece más de una vez' }),
    mode_count: z.number().int().min(1).apply(described, { en: 'How often each of modes occurs; 1 when there is no mode', es: 'Cuántas veces aparece cada uno de modes; 1 cuando no hay moda' }),
    min: z.number().apply(described, { en: 'The smallest number, as read', es: 'El número más pequeño, tal como se leyó' }),
    max: z.number().apply(described, { en: 'The largest number, as read', es: 'El número más grande, tal como se leyó' }),
    range: z.number().apply(described, { en: `max − min, to ${SIGNIFICANT_DIGITS} significant digits`, es: `max − min, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
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
})
