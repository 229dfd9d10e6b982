import type { LoremIpsum } from 'lorem-ipsum'
import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'

const OPENING = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.'

// Placeholder text needs no secure randomness: the generator's default Math.random is used.
// Made with the first call: the library is not worth start-up time.
let generator: Promise<LoremIpsum> | undefined
const loremGenerator = () => (generator ??= import('lorem-ipsum').then(({ LoremIpsum }) => new LoremIpsum({
  sentencesPerParagraph: { min: 4, max: 8 },
  wordsPerSentence: { min: 4, max: 16 },
})))

export default defineOperation({
  category: 'generate',
  name: 'lorem',
  input: 'query',
  summary: 'Generate lorem ipsum placeholder paragraphs',
  description: 'Paragraphs of 4 to 8 sentences of 4 to 16 pseudo-Latin words each, different on every call. '
    + `By default the first paragraph opens with the classic "${OPENING}". `
    + 'The result lists the paragraphs and also gives them as one text separated by blank lines (\\n\\n), with its word count.',
  params: z.object({
    paragraphs: z.number().int().min(1).max(20).default(3).describe('Number of paragraphs, 1 to 20; default 3'),
    start_with_lorem: z.boolean().default(true)
      .describe(`1 (default) opens the first paragraph with "${OPENING}"; 0 starts with random words`),
  }),
  result: z.object({
    paragraphs: z.array(z.string()).apply(described, { en: 'The paragraphs, one string each', es: 'Los párrafos, una cadena cada uno' }),
    text: z.string().apply(described, { en: 'The paragraphs joined by a blank line (\\n\\n)', es: 'Los párrafos unidos por una línea en blanco (\\n\\n)' }),
    word_count: z.number().int().min(1).apply(described, { en: 'Number of words in text (runs of characters between white space)', es: 'Número de palabras de text (secuencias de caracteres entre espacios en blanco)' }),
  }),
  chain: { gives: 'result.text' },
  examples: [
    { title: 'three paragraphs', params: {} },
    { title: 'one paragraph without the classic opening', params: { paragraphs: 1, start_with_lorem: 0 } },
  ],
  run: async ({ paragraphs: count, start_with_lorem: classic }) => {
    const lorem = await loremGenerator()
    const paragraphs = Array.from({ length: count }, () => lorem.generateParagraphs(1))
    if (classic) paragraphs[0] = `${OPENING} ${paragraphs[0]}`
    const text = paragraphs.join('\n\n')
    return { paragraphs, text, word_count: text.split(/\s+/).filter(Boolean).length }
  },
  es: {
    summary: 'Genera párrafos de texto de relleno lorem ipsum',
    description: `Párrafos de 4 a 8 oraciones de 4 a 16 palabras en pseudolatín cada una, distintos en cada llamada. Por defecto el primer párrafo empieza con el clásico "${OPENING}". El resultado lista los párrafos y los da también como un solo texto separado por líneas en blanco (\\n\\n), con su número de palabras.`,
    params: {
      paragraphs: 'Número de párrafos, de 1 a 20; por defecto 3',
      start_with_lorem: `1 (por defecto) empieza el primer párrafo con "${OPENING}"; 0 empieza con palabras aleatorias`,
    },
  },
})
