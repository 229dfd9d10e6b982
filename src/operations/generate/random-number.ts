import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { randomIntegerBetween } from '../../lib/crypto/random.ts'

const LIMIT = Number.MAX_SAFE_INTEGER
export const MAX_COUNT = 1000
export const MAX_DECIMALS = 10

/**
 * A bound as a whole number of steps of 10^-decimals: 2.5 with 1 decimal is 25. 422 when it has
 * more decimals than that, or is too large to count in such steps exactly.
 */
function toSteps(param: 'min' | 'max', value: number, decimals: number): number {
  const scaled = value * 10 ** decimals
  const steps = Math.round(scaled)
  // 0.29 × 100 is 28.999999999999996 in binary: within rounding noise it is 29 steps.
  if (Math.abs(scaled - steps) > 1e-9 * Math.max(1, Math.abs(scaled))) {
    throw new OperationError(decimals === 0 ? 'RANDOM_NOT_WHOLE' : 'RANDOM_TOO_MANY_DECIMALS', { param, value, decimals })
  }
  if (!Number.isSafeInteger(steps)) {
    throw new OperationError('RANDOM_TOO_LARGE_FOR_DECIMALS', { param, value, decimals, limit: Math.floor(LIMIT / 10 ** decimals) })
  }
  return steps + 0 // + 0 turns -0 into 0
}

const bound = (fallback: number, role: string) => z.number().min(-LIMIT).max(LIMIT).default(fallback)
  .describe(`${role} (inclusive); default ${fallback}. A whole number unless decimals is set, then at most that many decimal places`)

export default defineOperation({
  category: 'generate',
  name: 'random-number',
  input: 'query',
  summary: 'Generate random numbers in a range, uniformly and securely',
  description: 'Draws count numbers from min to max, both included, independently (repeats are possible), '
    + 'from a cryptographically secure source with every value equally likely: no modulo bias and no floating-point rounding. '
    + `Whole numbers by default, for any range between ±${LIMIT} (2^53 - 1): crypto.randomInt below 2^48 values, `
    + 'rejection sampling on random bits beyond. '
    + 'With decimals d, the numbers are drawn uniformly from the grid of steps of 10^-d between min and max '
    + '(decimals=2 on 0..1 gives one of 0, 0.01, …, 1), so min and max may have up to d decimal places. min greater than max is refused.',
  params: z.object({
    min: bound(1, 'Lowest possible value'),
    max: bound(100, 'Highest possible value'),
    count: z.number().int().min(1).max(MAX_COUNT).default(1).describe(`How many numbers, 1 to ${MAX_COUNT}; default 1`),
    decimals: z.number().int().min(0).max(MAX_DECIMALS).default(0)
      .describe(`Decimal places of the numbers, 0 (whole numbers, default) to ${MAX_DECIMALS}`),
  }),
  result: z.object({
    numbers: z.array(z.number()).apply(described, {
      en: 'The random numbers, each between min and max inclusive, with at most decimals decimal places',
      es: 'Los números aleatorios, cada uno entre min y max inclusive, con decimals decimales como máximo',
      de: 'Die Zufallszahlen, jeweils zwischen min und max einschließlich, mit höchstens decimals Dezimalstellen',
      fr: 'Les nombres aléatoires, chacun entre min et max inclus, avec au plus decimals décimales',
      'pt-br': 'Os números aleatórios, cada um entre min e max, inclusive, com no máximo decimals casas decimais',
      'zh-cn': '生成的随机数，每个都在 min 和 max 之间（含两端），小数位数不超过 decimals',
    }),
    min: z.number().apply(described, {
      en: 'Lowest possible value, as sent',
      es: 'Valor más bajo posible, tal como se envió',
      de: 'Kleinstmöglicher Wert, wie gesendet',
      fr: 'Plus petite valeur possible, telle qu\'envoyée',
      'pt-br': 'Menor valor possível, como foi enviado',
      'zh-cn': '可能的最小值，与发送的值相同',
    }),
    max: z.number().apply(described, {
      en: 'Highest possible value, as sent',
      es: 'Valor más alto posible, tal como se envió',
      de: 'Größtmöglicher Wert, wie gesendet',
      fr: 'Plus grande valeur possible, telle qu\'envoyée',
      'pt-br': 'Maior valor possível, como foi enviado',
      'zh-cn': '可能的最大值，与发送的值相同',
    }),
    count: z.number().int().min(1).max(MAX_COUNT).apply(described, {
      en: 'How many numbers were drawn',
      es: 'Cuántos números se generaron',
      de: 'Anzahl der gezogenen Zahlen',
      fr: 'Nombre de valeurs tirées',
      'pt-br': 'Quantos números foram sorteados',
      'zh-cn': '抽取的数量',
    }),
    decimals: z.number().int().min(0).max(MAX_DECIMALS).apply(described, {
      en: 'Decimal places of the numbers',
      es: 'Decimales de los números',
      de: 'Dezimalstellen der Zahlen',
      fr: 'Nombre de décimales des nombres',
      'pt-br': 'Casas decimais dos números',
      'zh-cn': '数字的小数位数',
    }),
  }),
  chain: { gives: 'result.numbers' },
  examples: [
    { title: 'a number from 1 to 100', params: {} },
    { title: 'five dice rolls', params: { min: 1, max: 6, count: 5 } },
    { title: 'three prices between 0.50 and 20 with cents', params: { min: 0.5, max: 20, count: 3, decimals: 2 } },
  ],
  run: ({ min, max, count, decimals }) => {
    const lo = toSteps('min', min, decimals)
    const hi = toSteps('max', max, decimals)
    if (lo > hi) throw new OperationError('RANDOM_MIN_ABOVE_MAX', { min, max })
    const unit = 10 ** decimals
    const numbers = Array.from({ length: count }, () => randomIntegerBetween(lo, hi) / unit)
    return { numbers, min, max, count, decimals }
  },
  es: {
    summary: 'Genera números aleatorios en un intervalo, de forma uniforme y segura',
    description: `Extrae count números de min a max, ambos incluidos, de forma independiente (puede haber repeticiones), de una fuente criptográficamente segura con todos los valores igual de probables: sin sesgo de módulo ni redondeo de coma flotante. Números enteros por defecto, para cualquier intervalo entre ±${LIMIT} (2^53 - 1): crypto.randomInt por debajo de 2^48 valores y muestreo por rechazo sobre bits aleatorios por encima. Con decimals d, los números se extraen de forma uniforme de la rejilla de pasos de 10^-d entre min y max (decimals=2 en 0..1 da uno de 0, 0.01, …, 1), así que min y max pueden tener hasta d decimales. Se rechaza un min mayor que max.`,
    params: {
      min: 'Valor más bajo posible (incluido); por defecto 1. Un número entero salvo que se indique decimals, y entonces como máximo con esa cantidad de decimales',
      max: 'Valor más alto posible (incluido); por defecto 100. Un número entero salvo que se indique decimals, y entonces como máximo con esa cantidad de decimales',
      count: `Cuántos números, de 1 a ${MAX_COUNT}; por defecto 1`,
      decimals: `Decimales de los números, de 0 (números enteros, por defecto) a ${MAX_DECIMALS}`,
    },
  },
  de: {
    summary: 'Erzeugt gleichverteilte, sichere Zufallszahlen in einem Bereich',
    description: `Zieht count Zahlen von min bis max, beide eingeschlossen, unabhängig voneinander (Wiederholungen sind möglich), aus einer kryptografisch sicheren Quelle, wobei jeder Wert gleich wahrscheinlich ist: keine Modulo-Verzerrung und keine Gleitkommarundung. Standardmäßig ganze Zahlen, für jeden Bereich zwischen ±${LIMIT} (2^53 - 1): crypto.randomInt unter 2^48 Werten, darüber die Verwerfungsmethode auf Zufallsbits. Mit decimals d werden die Zahlen gleichverteilt aus dem Raster der Schritte von 10^-d zwischen min und max gezogen (decimals=2 auf 0..1 ergibt einen der Werte 0, 0.01, …, 1); min und max dürfen also bis zu d Dezimalstellen haben. Ein min größer als max wird abgelehnt.`,
    params: {
      min: 'Kleinstmöglicher Wert (eingeschlossen); Standard: 1. Eine ganze Zahl, sofern decimals nicht gesetzt ist, sonst mit höchstens so vielen Dezimalstellen',
      max: 'Größtmöglicher Wert (eingeschlossen); Standard: 100. Eine ganze Zahl, sofern decimals nicht gesetzt ist, sonst mit höchstens so vielen Dezimalstellen',
      count: `Anzahl der Zahlen, 1 bis ${MAX_COUNT}; Standard: 1`,
      decimals: `Dezimalstellen der Zahlen, 0 (ganze Zahlen, Standard) bis ${MAX_DECIMALS}`,
    },
  },
  fr: {
    summary: 'Génère des nombres aléatoires dans un intervalle, de façon uniforme et sûre',
    description: `Tire count nombres de min à max, tous deux inclus, de façon indépendante (des répétitions sont possibles), à partir d'une source cryptographiquement sûre où toutes les valeurs sont équiprobables\u00a0: ni biais de modulo, ni arrondi en virgule flottante. Nombres entiers par défaut, pour tout intervalle compris entre ±${LIMIT} (2^53 - 1)\u00a0: crypto.randomInt en dessous de 2^48 valeurs, échantillonnage par rejet sur des bits aléatoires au-delà. Avec decimals d, les nombres sont tirés uniformément dans la grille des pas de 10^-d entre min et max (decimals=2 sur 0..1 donne l'une des valeurs 0, 0.01, …, 1), si bien que min et max peuvent avoir jusqu'à d décimales. Un min supérieur à max est refusé.`,
    params: {
      min: 'Plus petite valeur possible (incluse)\u00a0; 1 par défaut. Un nombre entier, sauf si decimals est indiqué\u00a0; il a alors au plus ce nombre de décimales',
      max: 'Plus grande valeur possible (incluse)\u00a0; 100 par défaut. Un nombre entier, sauf si decimals est indiqué\u00a0; il a alors au plus ce nombre de décimales',
      count: `Nombre de valeurs à tirer, de 1 à ${MAX_COUNT}\u00a0; 1 par défaut`,
      decimals: `Nombre de décimales, de 0 (nombres entiers, par défaut) à ${MAX_DECIMALS}`,
    },
  },
  'pt-br': {
    summary: 'Gera números aleatórios em um intervalo, de forma uniforme e segura',
    description: `Sorteia count números de min a max, ambos incluídos, de forma independente (pode haver repetições), de uma fonte criptograficamente segura com todos os valores igualmente prováveis: sem viés de módulo nem arredondamento de ponto flutuante. Números inteiros por padrão, para qualquer intervalo entre ±${LIMIT} (2^53 - 1): crypto.randomInt abaixo de 2^48 valores e amostragem por rejeição sobre bits aleatórios acima disso. Com decimals d, os números são sorteados de forma uniforme na grade de passos de 10^-d entre min e max (decimals=2 em 0..1 dá um de 0, 0.01, …, 1), então min e max podem ter até d casas decimais. Um min maior que max é recusado.`,
    params: {
      min: 'Menor valor possível (incluído); padrão 1. Um número inteiro, a menos que decimals seja definido; nesse caso, com no máximo essa quantidade de casas decimais',
      max: 'Maior valor possível (incluído); padrão 100. Um número inteiro, a menos que decimals seja definido; nesse caso, com no máximo essa quantidade de casas decimais',
      count: `Quantos números, de 1 a ${MAX_COUNT}; padrão 1`,
      decimals: `Casas decimais dos números, de 0 (números inteiros, padrão) a ${MAX_DECIMALS}`,
    },
  },
  'zh-cn': {
    summary: '在指定范围内安全地生成均匀分布的随机数',
    description: `从 min 到 max（含两端）之间独立抽取 count 个数（可能重复），随机源是加密安全的，且每个值出现的概率相同：没有取模偏差，也没有浮点舍入。默认生成整数，范围可以是 ±${LIMIT}（2^53 - 1）之间的任意区间：取值少于 2^48 个时使用 crypto.randomInt，更多时对随机位进行拒绝采样。指定 decimals d 时，在 min 和 max 之间以 10^-d 为步长的网格上均匀抽取（在 0..1 上 decimals=2 会得到 0、0.01、…、1 中的一个），因此 min 和 max 最多可以有 d 位小数。min 大于 max 时会被拒绝。`,
    params: {
      min: '可能的最小值（包含）；默认 1。未设置 decimals 时须为整数，否则最多有该数量的小数位',
      max: '可能的最大值（包含）；默认 100。未设置 decimals 时须为整数，否则最多有该数量的小数位',
      count: `生成的数量，1 到 ${MAX_COUNT}；默认 1`,
      decimals: `小数位数，0（整数，默认）到 ${MAX_DECIMALS}`,
    },
  },
})
