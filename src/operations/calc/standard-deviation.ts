import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, impossible } from '../../lib/calc/calc.ts'
import { dispersion, MAX_LIST_COUNT, numberListParam, parseNumberList, roundSignificant, SIGNIFICANT_DIGITS } from '../../lib/calc/stats.ts'
import es from '../../i18n/es/phrases/index.ts'
import { calcResult, NumberListInputs } from '../kits/calc-results.ts'

export default defineOperation({
  category: 'calc',
  name: 'standard-deviation',
  input: 'query',
  summary: 'Population and sample standard deviation and variance of a list of numbers',
  description: 'numbers are separated by commas and/or white space (a comma is never a decimal mark), at least two and at most 10,000. '
    + 'The population figures divide the sum of squared deviations from the mean by n (the list is the whole population); '
    + 'the sample figures divide by n − 1 (Bessel\'s correction: the list is a sample of a larger population). '
    + 'Computed by the corrected two-pass algorithm, so large values with small spread (such as 1000000.1, 1000000.2, 1000000.3) '
    + `keep their precision; figures are reported to ${SIGNIFICANT_DIGITS} significant digits.`,
  params: z.object({
    numbers: numberListParam('The numbers, at least two'),
  }),
  result: calcResult(NumberListInputs, {
    count: z.number().int().min(2).apply(described, { en: 'How many numbers the list holds', es: 'Cuántos números contiene la lista' }),
    mean: z.number().apply(described, { en: `Arithmetic mean, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Media aritmética, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    population_sd: z.number().min(0).apply(described, { en: `Population standard deviation, √(Σ(x − mean)² / n), to ${SIGNIFICANT_DIGITS} significant digits`, es: `Desviación típica poblacional, √(Σ(x − mean)² / n), con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    population_variance: z.number().min(0).apply(described, { en: `Population variance, Σ(x − mean)² / n, to ${SIGNIFICANT_DIGITS} significant digits`, es: `Varianza poblacional, Σ(x − mean)² / n, con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    sample_sd: z.number().min(0).apply(described, { en: `Sample standard deviation, √(Σ(x − mean)² / (n − 1)), to ${SIGNIFICANT_DIGITS} significant digits`, es: `Desviación típica muestral, √(Σ(x − mean)² / (n − 1)), con ${SIGNIFICANT_DIGITS} cifras significativas` }),
    sample_variance: z.number().min(0).apply(described, { en: `Sample variance, Σ(x − mean)² / (n − 1), to ${SIGNIFICANT_DIGITS} significant digits`, es: `Varianza muestral, Σ(x − mean)² / (n − 1), con ${SIGNIFICANT_DIGITS} cifras significativas` }),
  }),
  examples: [
    {
      title: 'Population standard deviation of 2, 4, 4, 4, 5, 5, 7, 9 is 2',
      params: { numbers: '2,4,4,4,5,5,7,9' },
      result: { count: 8, mean: 5, population_sd: 2, population_variance: 4, sample_sd: 2.1380899353, sample_variance: 4.57142857143 },
    },
    { title: 'NIST StRD NumAcc1: sample standard deviation 1', params: { numbers: '10000001 10000003 10000002' }, result: { mean: 10000002, sample_sd: 1, sample_variance: 1 } },
  ],
  run: ({ numbers }) => {
    const values = parseNumberList(numbers, 'numbers')
    if (values.length < 2) impossible('STATS_SD_TOO_FEW', { param: 'numbers', count: values.length })
    const d = dispersion(values)
    const figure = (value: number, what: string) => roundSignificant(finite(value, what))
    return {
      inputs: { numbers: values },
      count: values.length,
      mean: figure(d.mean, 'mean'),
      population_sd: figure(d.populationSd, 'standard deviation'),
      population_variance: figure(d.populationVariance, 'variance'),
      sample_sd: figure(d.sampleSd, 'standard deviation'),
      sample_variance: figure(d.sampleVariance, 'variance'),
      formula: 'population: √(Σ(x − mean)² / n); sample: √(Σ(x − mean)² / (n − 1))',
    }
  },
  es: {
    summary: 'Desviación típica y varianza poblacional y muestral de una lista de números',
    description: `numbers se separan con comas y/o espacios en blanco (una coma nunca es una marca decimal); al menos dos y como máximo 10 000. Las cifras poblacionales dividen la suma de los cuadrados de las desviaciones respecto a la media entre n (la lista es toda la población); las muestrales dividen entre n − 1 (corrección de Bessel: la lista es una muestra de una población mayor). Se calcula con el algoritmo corregido de dos pasadas, de modo que los valores grandes con poca dispersión (como 1000000.1, 1000000.2, 1000000.3) conservan su precisión; las cifras se dan con ${SIGNIFICANT_DIGITS} cifras significativas.`,
    params: {
      numbers: `Los números, al menos dos: números separados por comas y/o espacios, como "1, 2.5, -3" o "1 2.5 -3" (con punto decimal, no coma; como máximo ${es.text.figure(MAX_LIST_COUNT)} números)`,
    },
  },
})
