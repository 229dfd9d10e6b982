import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { finite, impossible } from '../../lib/calc/calc.ts'
import { dispersion, MAX_LIST_COUNT, numberListParam, parseNumberList, roundSignificant, SIGNIFICANT_DIGITS } from '../../lib/calc/stats.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
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
    count: z.number().int().min(2).apply(described, {
      en: 'How many numbers the list holds',
      es: 'Cuántos números contiene la lista',
      de: 'Anzahl der Zahlen in der Liste',
      fr: 'Nombre de valeurs que contient la liste',
      'pt-br': 'Quantos números a lista contém',
      'zh-cn': '列表中数字的个数',
    }),
    mean: z.number().apply(described, {
      en: `Arithmetic mean, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Media aritmética, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Arithmetisches Mittel, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Moyenne arithmétique, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Média aritmética, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `算术平均值，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    population_sd: z.number().min(0).apply(described, {
      en: `Population standard deviation, √(Σ(x − mean)² / n), to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Desviación típica poblacional, √(Σ(x − mean)² / n), con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Standardabweichung der Grundgesamtheit, √(Σ(x − mean)² / n), auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Écart type de la population, √(Σ(x − mean)² / n), avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Desvio padrão populacional, √(Σ(x − mean)² / n), com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `总体标准差，√(Σ(x − mean)² / n)，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    population_variance: z.number().min(0).apply(described, {
      en: `Population variance, Σ(x − mean)² / n, to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Varianza poblacional, Σ(x − mean)² / n, con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Varianz der Grundgesamtheit, Σ(x − mean)² / n, auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Variance de la population, Σ(x − mean)² / n, avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Variância populacional, Σ(x − mean)² / n, com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `总体方差，Σ(x − mean)² / n，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    sample_sd: z.number().min(0).apply(described, {
      en: `Sample standard deviation, √(Σ(x − mean)² / (n − 1)), to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Desviación típica muestral, √(Σ(x − mean)² / (n − 1)), con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Stichprobenstandardabweichung, √(Σ(x − mean)² / (n − 1)), auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Écart type de l'échantillon, √(Σ(x − mean)² / (n − 1)), avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Desvio padrão amostral, √(Σ(x − mean)² / (n − 1)), com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `样本标准差，√(Σ(x − mean)² / (n − 1))，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
    sample_variance: z.number().min(0).apply(described, {
      en: `Sample variance, Σ(x − mean)² / (n − 1), to ${SIGNIFICANT_DIGITS} significant digits`,
      es: `Varianza muestral, Σ(x − mean)² / (n − 1), con ${SIGNIFICANT_DIGITS} cifras significativas`,
      de: `Stichprobenvarianz, Σ(x − mean)² / (n − 1), auf ${SIGNIFICANT_DIGITS} signifikante Stellen`,
      fr: `Variance de l'échantillon, Σ(x − mean)² / (n − 1), avec ${SIGNIFICANT_DIGITS} chiffres significatifs`,
      'pt-br': `Variância amostral, Σ(x − mean)² / (n − 1), com ${SIGNIFICANT_DIGITS} algarismos significativos`,
      'zh-cn': `样本方差，Σ(x − mean)² / (n − 1)，保留 ${SIGNIFICANT_DIGITS} 位有效数字`,
    }),
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
  de: {
    summary: 'Standardabweichung und Varianz einer Zahlenliste, für Grundgesamtheit und Stichprobe',
    description: `Die Zahlen in numbers werden durch Kommas und/oder Leerraum getrennt (ein Komma ist nie ein Dezimaltrennzeichen), mindestens zwei und höchstens 10.000. Die Werte für die Grundgesamtheit teilen die Summe der quadrierten Abweichungen vom Mittelwert durch n (die Liste ist die gesamte Grundgesamtheit); die Stichprobenwerte teilen durch n − 1 (Bessel-Korrektur: Die Liste ist eine Stichprobe aus einer größeren Grundgesamtheit). Die Berechnung verwendet den korrigierten Zwei-Durchlauf-Algorithmus, sodass große Werte mit geringer Streuung (etwa 1000000.1, 1000000.2, 1000000.3) ihre Genauigkeit behalten; die Werte werden auf ${SIGNIFICANT_DIGITS} signifikante Stellen angegeben.`,
    params: {
      numbers: `Die Zahlen, mindestens zwei: durch Kommas und/oder Leerzeichen getrennte Zahlen, etwa "1, 2.5, -3" oder "1 2.5 -3" (mit Dezimalpunkt, nicht Komma; höchstens ${de.text.figure(MAX_LIST_COUNT)} Zahlen)`,
    },
  },
  fr: {
    summary: 'Écart type et variance, de population et d\'échantillon, d\'une liste de nombres',
    description: `Les valeurs de numbers sont séparées par des virgules et/ou des espaces (une virgule n'est jamais une marque décimale), au moins deux et au plus 10 000. Les valeurs de population divisent la somme des carrés des écarts à la moyenne par n (la liste constitue toute la population)\u00a0; les valeurs d'échantillon divisent par n − 1 (correction de Bessel\u00a0: la liste est un échantillon d'une population plus large). Le calcul utilise l'algorithme à deux passes corrigé, si bien que de grandes valeurs peu dispersées (comme 1000000.1, 1000000.2, 1000000.3) conservent leur précision\u00a0; les valeurs sont données avec ${SIGNIFICANT_DIGITS} chiffres significatifs.`,
    params: {
      numbers: `Les nombres, au moins deux\u00a0: des nombres séparés par des virgules et/ou des espaces, comme "1, 2.5, -3" ou "1 2.5 -3" (avec un point décimal, pas une virgule\u00a0; ${fr.text.figure(MAX_LIST_COUNT)} nombres au maximum)`,
    },
  },
  'pt-br': {
    summary: 'Desvio padrão e variância populacional e amostral de uma lista de números',
    description: `Os valores de numbers são separados por vírgulas e/ou espaços em branco (a vírgula nunca é separador decimal), no mínimo dois e no máximo 10.000. Os valores populacionais dividem a soma dos quadrados dos desvios em relação à média por n (a lista é a população inteira); os amostrais dividem por n − 1 (correção de Bessel: a lista é uma amostra de uma população maior). O cálculo usa o algoritmo corrigido de duas passagens, de modo que valores grandes com pouca dispersão (como 1000000.1, 1000000.2, 1000000.3) mantêm sua precisão; os valores são informados com ${SIGNIFICANT_DIGITS} algarismos significativos.`,
    params: {
      numbers: `Os números, no mínimo dois: números separados por vírgulas e/ou espaços, como "1, 2.5, -3" ou "1 2.5 -3" (com ponto decimal, não vírgula; no máximo ${ptBr.text.figure(MAX_LIST_COUNT)} números)`,
    },
  },
  'zh-cn': {
    summary: '一组数字的总体与样本标准差及方差',
    description: `numbers 中的数字以逗号和/或空白分隔（逗号绝不作为小数点），至少两个，最多 10,000 个。总体指标将各数与平均值之差的平方和除以 n（该列表即为整个总体）；样本指标则除以 n − 1（贝塞尔校正：该列表是更大总体中的一个样本）。计算采用修正的两遍算法，因此离散程度很小的大数值（如 1000000.1、1000000.2、1000000.3）也能保持精度；数值保留 ${SIGNIFICANT_DIGITS} 位有效数字。`,
    params: {
      numbers: `数字，至少两个：以逗号和/或空格分隔，例如 "1, 2.5, -3" 或 "1 2.5 -3"（使用小数点而不是逗号；最多 ${zhCn.text.figure(MAX_LIST_COUNT)} 个数字）`,
    },
  },
})
