import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { PRIME_CERTAINTIES, PRIME_MAX_DIGITS, normalizeInteger } from '../../lib/numbers/bigint.ts'

export default defineOperation({
  category: 'number',
  name: 'is-prime',
  input: 'query',
  summary: 'Tell whether a whole number is prime, for numbers of up to 1,000 digits',
  description: 'value is a whole number from 0 up, of up to 1,000 digits (negative numbers are refused; 0 and 1 are not prime). '
    + 'Below 3.317 × 10^24 (which covers every 64-bit number) the answer is proven: trial division, then Miller-Rabin '
    + 'with the bases 2 to 41, which no composite below that bound passes. Above it, the Baillie-PSW test '
    + '(Miller-Rabin base 2 and a strong Lucas test) is used: no composite is known to pass it, but "prime" is then '
    + 'reported with certainty "probable". A "not prime" answer is always certain. smallest_factor is the smallest prime '
    + 'factor when it is at most 100,000 (otherwise null); next_prime is the smallest prime greater than value, given for '
    + 'values below 10^24 (otherwise null).',
  params: z.object({
    value: z.string().max(2 * PRIME_MAX_DIGITS).describe('Whole number from 0 up, up to 1,000 digits, such as 97'),
  }),
  result: z.object({
    value: z.string().apply(described, {
      en: 'The number tested, in canonical form (no leading zeros or separators)',
      es: 'El número probado, en forma canónica (sin ceros a la izquierda ni separadores)',
      de: 'Die geprüfte Zahl in kanonischer Form (ohne führende Nullen oder Trennzeichen)',
      fr: 'Le nombre testé, sous forme canonique (sans zéros non significatifs ni séparateurs)',
      'pt-br': 'O número testado, em forma canônica (sem zeros à esquerda nem separadores)',
      'zh-cn': '被检验的数，规范形式（不含前导零和分隔符）',
    }),
    is_prime: z.boolean().apply(described, {
      en: 'Whether it is prime',
      es: 'Si es primo',
      de: 'Ob die Zahl eine Primzahl ist',
      fr: 'Indique s\'il est premier',
      'pt-br': 'Se o número é primo',
      'zh-cn': '是否为质数',
    }),
    certainty: z.enum(PRIME_CERTAINTIES).apply(described, {
      en: 'deterministic: proven (every composite verdict, every prime verdict below 3.317e24); probable: passed the Baillie-PSW test',
      es: 'deterministic: demostrado (todo veredicto de compuesto, y todo veredicto de primo por debajo de 3.317e24); probable: superó la prueba de Baillie-PSW',
      de: 'deterministic: bewiesen (jedes Urteil „zusammengesetzt“ und jedes Urteil „Primzahl“ unter 3.317e24); probable: hat den Baillie-PSW-Test bestanden',
      fr: 'deterministic\u00a0: démontré (tout verdict « composé », et tout verdict « premier » en dessous de 3.317e24)\u00a0; probable\u00a0: a passé le test de Baillie-PSW',
      'pt-br': 'deterministic: demonstrado (todo veredito de composto e todo veredito de primo abaixo de 3.317e24); probable: passou no teste de Baillie-PSW',
      'zh-cn': 'deterministic：已证明（所有合数结论，以及小于 3.317e24 的所有质数结论）；probable：通过了 Baillie-PSW 检验',
    }),
    smallest_factor: z.string().nullable().apply(described, {
      en: 'Smallest prime factor when the number is composite and has one of at most 100,000; otherwise null',
      es: 'Menor factor primo cuando el número es compuesto y tiene uno de como máximo 100 000; en otro caso null',
      de: 'Kleinster Primfaktor, wenn die Zahl zusammengesetzt ist und einen Primfaktor von höchstens 100 000 hat; sonst null',
      fr: 'Plus petit facteur premier lorsque le nombre est composé et en a un d\'au plus 100 000\u00a0; sinon null',
      'pt-br': 'Menor fator primo quando o número é composto e tem um de no máximo 100 000; caso contrário, null',
      'zh-cn': '当该数为合数且有不超过 100,000 的质因数时，为其最小质因数；否则为 null',
    }),
    next_prime: z.string().nullable().apply(described, {
      en: 'Smallest prime greater than the number, for numbers below 10^24; otherwise null',
      es: 'Menor primo mayor que el número, para números por debajo de 10^24; en otro caso null',
      de: 'Kleinste Primzahl größer als die Zahl, für Zahlen unter 10^24; sonst null',
      fr: 'Plus petit nombre premier supérieur au nombre, pour les nombres inférieurs à 10^24\u00a0; sinon null',
      'pt-br': 'Menor primo maior que o número, para números abaixo de 10^24; caso contrário, null',
      'zh-cn': '大于该数的最小质数，仅适用于小于 10^24 的数；否则为 null',
    }),
  }),
  chain: { gives: 'result.is_prime' },
  examples: [
    { params: { value: '97' }, result: { value: '97', is_prime: true, certainty: 'deterministic', smallest_factor: null, next_prime: '101' } },
    { title: 'a Carmichael number', params: { value: '561' }, result: { is_prime: false, certainty: 'deterministic', smallest_factor: '3', next_prime: '563' } },
    { title: 'largest prime below 2^64', params: { value: '18446744073709551557' }, result: { is_prime: true, certainty: 'deterministic', next_prime: '18446744073709551629' } },
  ],
  run: async ({ value }, ctx) => {
    const n = normalizeInteger(value, { param: 'value', maxDigits: PRIME_MAX_DIGITS, allowNegative: false })
    const report = await ctx.compute.run('bigint.isPrime', { value: n })
    return { value: n, ...report }
  },
  es: {
    summary: 'Indica si un número entero es primo, para números de hasta 1000 dígitos',
    description: 'value es un número entero desde 0, de hasta 1000 dígitos (se rechazan los negativos; 0 y 1 no son primos). Por debajo de 3.317 × 10^24 (lo que abarca todos los números de 64 bits) la respuesta está demostrada: división por tanteo y luego Miller-Rabin con las bases de 2 a 41, que ningún compuesto por debajo de esa cota supera. Por encima se usa la prueba de Baillie-PSW (Miller-Rabin en base 2 y una prueba fuerte de Lucas): no se conoce ningún compuesto que la supere, pero "primo" se indica entonces con certeza "probable". Una respuesta "no primo" es siempre segura. smallest_factor es el menor factor primo cuando es como máximo 100 000 (en otro caso null); next_prime es el menor primo mayor que value, que se da para valores por debajo de 10^24 (en otro caso null).',
    params: {
      value: 'Número entero desde 0, de hasta 1000 dígitos, como 97',
    },
  },
  de: {
    summary: 'Prüft, ob eine ganze Zahl eine Primzahl ist, für Zahlen mit bis zu 1000 Ziffern',
    description: 'value ist eine ganze Zahl ab 0 mit bis zu 1000 Ziffern (negative Zahlen werden abgelehnt; 0 und 1 sind keine Primzahlen). Unter 3.317 × 10^24 (das deckt jede 64-Bit-Zahl ab) ist die Antwort bewiesen: Probedivision, dann Miller-Rabin mit den Basen 2 bis 41, den keine zusammengesetzte Zahl unterhalb dieser Schranke besteht. Darüber wird der Baillie-PSW-Test verwendet (Miller-Rabin zur Basis 2 und ein starker Lucas-Test): Es ist keine zusammengesetzte Zahl bekannt, die ihn besteht, doch „Primzahl“ wird dann mit der Gewissheit „probable“ gemeldet. Die Antwort „keine Primzahl“ ist immer sicher. smallest_factor ist der kleinste Primfaktor, sofern er höchstens 100 000 beträgt (sonst null); next_prime ist die kleinste Primzahl größer als value, angegeben für Werte unter 10^24 (sonst null).',
    params: {
      value: 'Ganze Zahl ab 0, bis zu 1000 Ziffern, etwa 97',
    },
  },
  fr: {
    summary: 'Indique si un nombre entier est premier, pour des nombres jusqu\'à 1000 chiffres',
    description: 'value est un nombre entier à partir de 0, jusqu\'à 1000 chiffres (les nombres négatifs sont refusés\u00a0; 0 et 1 ne sont pas premiers). En dessous de 3.317 × 10^24 (ce qui couvre tous les nombres de 64 bits), la réponse est démontrée\u00a0: divisions successives, puis Miller-Rabin avec les bases 2 à 41, qu\'aucun nombre composé inférieur à cette borne ne passe. Au-delà, le test de Baillie-PSW (Miller-Rabin en base 2 et un test de Lucas fort) est utilisé\u00a0: on ne connaît aucun nombre composé qui le passe, mais « premier » est alors indiqué avec la certitude « probable ». Une réponse « non premier » est toujours certaine. smallest_factor est le plus petit facteur premier lorsqu\'il vaut au plus 100 000 (sinon null)\u00a0; next_prime est le plus petit nombre premier supérieur à value, donné pour les valeurs inférieures à 10^24 (sinon null).',
    params: {
      value: 'Nombre entier à partir de 0, jusqu\'à 1000 chiffres, par exemple 97',
    },
  },
  'pt-br': {
    summary: 'Informa se um número inteiro é primo, para números de até 1000 dígitos',
    description: 'value é um número inteiro a partir de 0, de até 1000 dígitos (números negativos são recusados; 0 e 1 não são primos). Abaixo de 3.317 × 10^24 (o que abrange todos os números de 64 bits), a resposta é demonstrada: divisão por tentativa e depois Miller-Rabin com as bases de 2 a 41, em que nenhum número composto abaixo desse limite passa. Acima dele, usa-se o teste de Baillie-PSW (Miller-Rabin na base 2 e um teste forte de Lucas): não se conhece nenhum composto que passe nele, mas "primo" é então informado com certeza "probable". Uma resposta "não primo" é sempre certa. smallest_factor é o menor fator primo quando ele é no máximo 100 000 (caso contrário, null); next_prime é o menor primo maior que value, informado para valores abaixo de 10^24 (caso contrário, null).',
    params: {
      value: 'Número inteiro a partir de 0, de até 1000 dígitos, como 97',
    },
  },
  'zh-cn': {
    summary: '判断整数是否为质数，支持最多 1,000 位的数',
    description: 'value 是从 0 开始、最多 1,000 位的整数（拒绝负数；0 和 1 不是质数）。小于 3.317 × 10^24（涵盖所有 64 位数）时，答案经过证明：先试除，再用底数 2 到 41 进行 Miller-Rabin 检验，低于该界限的合数都无法通过。超过该界限时使用 Baillie-PSW 检验（以 2 为底的 Miller-Rabin 检验加上强 Lucas 检验）：目前没有已知的合数能通过它，但此时“质数”的结论以确定性“probable”报告。“非质数”的结论始终是确定的。smallest_factor 是最小质因数，仅在不超过 100,000 时给出（否则为 null）；next_prime 是大于 value 的最小质数，仅在值小于 10^24 时给出（否则为 null）。',
    params: {
      value: '从 0 开始的整数，最多 1,000 位，例如 97',
    },
  },
})
