import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { textParam } from '../../lib/data/codec.ts'
import { TextOutput } from '../kits/text-results.ts'

/** ROT47: the 94 printable ASCII characters ! (33) to ~ (126) move 47 places; everything else stays. */
export function rot47(text: string): string {
  return text.replace(/[!-~]/g, (c) => String.fromCharCode(33 + ((c.charCodeAt(0) - 33 + 47) % 94)))
}

export default defineOperation({
  category: 'encode',
  name: 'rot47',
  input: 'json',
  summary: 'Apply the ROT47 substitution of printable ASCII (its own inverse)',
  description: 'Each of the 94 printable ASCII characters from ! (33) to ~ (126), letters, digits and punctuation alike, is replaced by the one 47 places further, '
    + 'wrapping around. Spaces, line breaks and non-ASCII characters (é, ñ, emoji) are left untouched. '
    + 'Applying ROT47 twice gives back the original text, so there is no mode.',
  params: z.object({
    text: textParam('Text to transform'),
  }),
  result: TextOutput,
  examples: [
    { params: { text: 'Hello, World!' }, result: { output: 'w6==@[ (@C=5P' } },
    { title: 'non-ASCII characters stay', params: { text: 'Ñandú 123' }, result: { output: 'Ñ2?5ú `ab' } },
  ],
  run: ({ text }) => ({ output: rot47(text) }),
  es: {
    summary: 'Aplica la sustitución ROT47 del ASCII imprimible (que es su propia inversa)',
    description: 'Cada uno de los 94 caracteres ASCII imprimibles de ! (33) a ~ (126), sean letras, dígitos o signos, se sustituye por el que está 47 posiciones más adelante, volviendo al principio al llegar al final. Los espacios, los saltos de línea y los caracteres no ASCII (é, ñ, emoji) no se tocan. Aplicar ROT47 dos veces devuelve el texto original, por eso no hay mode.',
    params: {
      text: 'Texto que se transforma',
    },
  },
})
