import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { DIGITS, LOWERCASE, SYMBOLS, UPPERCASE, entropyBits, randomChars } from '../../lib/crypto/random.ts'

export const PASSWORD_LENGTH = { min: 4, max: 128, default: 16 } as const

/** The character classes a password draws from, in the order they are listed. */
const PASSWORD_CLASSES = ['lowercase', 'uppercase', 'digits', 'symbols'] as const
type PasswordClass = (typeof PASSWORD_CLASSES)[number]

const flag = (description: string) => z.boolean().default(true).describe(description)

export default defineOperation({
  category: 'generate',
  name: 'password',
  input: 'query',
  summary: 'Generate a random password from chosen character classes',
  description: 'Draws every character from a cryptographically secure source (node:crypto, unbiased), from the alphabet of the included classes: '
    + `lowercase letters (always), uppercase letters, digits and the symbols ${SYMBOLS} `
    + '(printable ASCII without space, quotes, backtick and backslash, which often need escaping). '
    + 'upper, numbers and symbols are flags: 1 (default) includes the class, 0 leaves it out (true/false, yes/no and on/off work too). '
    + 'The password holds at least one character of every included class: passwords drawn without one are drawn again, '
    + 'so every password that meets the rule is equally likely. '
    + 'entropy_bits is length × log2(alphabet size), the strength of a uniformly drawn password of that length '
    + '(the at-least-one rule lowers it by well under a bit for lengths of 12 or more).',
  params: z.object({
    length: z.number().int().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max).default(PASSWORD_LENGTH.default)
      .describe(`Number of characters, ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max}; default ${PASSWORD_LENGTH.default}`),
    upper: flag('Include uppercase letters A-Z: 1 (default) or 0'),
    numbers: flag('Include digits 0-9: 1 (default) or 0'),
    symbols: flag(`Include the symbols ${SYMBOLS}: 1 (default) or 0`),
  }),
  result: z.object({
    password: z.string().apply(described, { en: 'The password; it holds at least one character of every class used', es: 'La contraseña; contiene al menos un carácter de cada clase usada' }),
    length: z.number().int().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max).apply(described, { en: 'Number of characters', es: 'Número de caracteres' }),
    classes: z.array(z.enum(PASSWORD_CLASSES)).apply(described, { en: 'The character classes used, in this order: lowercase, uppercase, digits, symbols', es: 'Las clases de caracteres usadas, en este orden: lowercase, uppercase, digits, symbols' }),
    alphabet_size: z.number().int().min(1).apply(described, { en: 'Number of different characters each position was drawn from', es: 'Número de caracteres distintos entre los que se eligió cada posición' }),
    entropy_bits: z.number().min(0).apply(described, { en: 'Entropy of a password drawn uniformly from the alphabet, in bits, to two decimals (length × log2 alphabet_size)', es: 'Entropía de una contraseña elegida de forma uniforme del alfabeto, en bits, con dos decimales (length × log2 alphabet_size)' }),
  }),
  chain: { gives: 'result.password' },
  examples: [
    { title: '16 characters of every class', params: {} },
    { title: '24 letters and digits, no symbols', params: { length: 24, symbols: 0 } },
    { title: 'lowercase only', params: { length: 12, upper: 0, numbers: 0, symbols: 0 } },
  ],
  run: ({ length, upper, numbers, symbols }) => {
    const all: { name: PasswordClass; chars: string; included: boolean }[] = [
      { name: 'lowercase', chars: LOWERCASE, included: true },
      { name: 'uppercase', chars: UPPERCASE, included: upper },
      { name: 'digits', chars: DIGITS, included: numbers },
      { name: 'symbols', chars: SYMBOLS, included: symbols },
    ]
    const classes = all.filter((c) => c.included)
    const alphabet = classes.map((c) => c.chars).join('')
    const hasEvery = (password: string) => classes.every((c) => [...password].some((ch) => c.chars.includes(ch)))
    // Rejection keeps the choice uniform among valid passwords; even at length 4 with every class
    // about 1 draw in 15 is kept, and from length 16 nearly every draw is.
    let password = randomChars(alphabet, length)
    while (!hasEvery(password)) password = randomChars(alphabet, length)
    return {
      password,
      length,
      classes: classes.map((c) => c.name),
      alphabet_size: alphabet.length,
      entropy_bits: entropyBits(length, alphabet.length),
    }
  },
  es: {
    summary: 'Genera una contraseña aleatoria con las clases de caracteres elegidas',
    description: `Cada carácter se extrae de una fuente criptográficamente segura (node:crypto, sin sesgo), del alfabeto de las clases incluidas: letras minúsculas (siempre), letras mayúsculas, dígitos y los símbolos ${SYMBOLS} (ASCII imprimible sin el espacio, las comillas, el acento grave ni la barra invertida, que a menudo hay que escapar). upper, numbers y symbols son indicadores: 1 (por defecto) incluye la clase y 0 la excluye (también sirven true/false, yes/no y on/off). La contraseña contiene al menos un carácter de cada clase incluida: las contraseñas que salen sin alguno se vuelven a generar, de modo que toda contraseña que cumple la regla es igual de probable. entropy_bits es length × log2(tamaño del alfabeto), la fortaleza de una contraseña de esa longitud extraída de forma uniforme (la regla de al menos uno la reduce bastante menos de un bit con longitudes de 12 o más).`,
    params: {
      length: `Número de caracteres, de ${PASSWORD_LENGTH.min} a ${PASSWORD_LENGTH.max}; por defecto ${PASSWORD_LENGTH.default}`,
      upper: 'Incluye las letras mayúsculas A-Z: 1 (por defecto) o 0',
      numbers: 'Incluye los dígitos 0-9: 1 (por defecto) o 0',
      symbols: `Incluye los símbolos ${SYMBOLS}: 1 (por defecto) o 0`,
    },
  },
})
