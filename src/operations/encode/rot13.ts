import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { TextOutput } from '../kits/text-results.ts'

/** ROT13: A-Z and a-z move 13 places; every other character, accented letters included, stays. */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (c) => {
    const base = c <= 'Z' ? 65 : 97
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base)
  })
}

export default defineOperation({
  category: 'encode',
  name: 'rot13',
  input: 'json',
  summary: 'Apply the ROT13 letter substitution (its own inverse)',
  description: 'Each ASCII letter A-Z and a-z is replaced by the letter 13 places further in the alphabet, keeping its case. '
    + 'Digits, punctuation, whitespace and non-ASCII characters (é, ñ, emoji) are left untouched. '
    + 'Applying ROT13 twice gives back the original text, so there is no mode.',
  params: z.object({
    text: textParam('Text to transform'),
  }),
  result: TextOutput,
  examples: [
    { params: { text: 'Hello, World!' }, result: { output: 'Uryyb, Jbeyq!' } },
    { title: 'non-ASCII letters stay', params: { text: 'Ñandú 123' }, result: { output: 'Ñnaqú 123' } },
  ],
  run: ({ text }) => ({ output: rot13(text) }),
  es: {
    summary: 'Aplica la sustitución de letras ROT13 (que es su propia inversa)',
    description: 'Cada letra ASCII A-Z y a-z se sustituye por la que está 13 posiciones más adelante en el alfabeto, conservando mayúscula o minúscula. Los dígitos, la puntuación, los espacios en blanco y los caracteres no ASCII (é, ñ, emoji) no se tocan. Aplicar ROT13 dos veces devuelve el texto original, por eso no hay mode.',
    params: {
      text: 'Texto que se transforma',
    },
  },
})
