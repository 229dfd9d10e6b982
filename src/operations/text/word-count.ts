import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { READING_WPM, SPEAKING_WPM } from '../../lib/text/stats.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

const wpm = (what: string, fallback: number) => z.number().int().min(50).max(1000).default(fallback)
  .describe(`${what} speed in words per minute, 50-1000; default ${fallback}`)
const count = (words: FieldWords) => z.number().int().min(0).apply(described, words)

export default defineOperation({
  category: 'text',
  name: 'word-count',
  input: 'json',
  summary: 'Count words, characters, sentences, lines and paragraphs, with reading and speaking time',
  description: 'A word is a run of letters, combining marks and digits of any script, which an apostrophe or a hyphen may join (don\'t and state-of-the-art are one word each), as may . or , between digits (3.14, 1,000); '
    + 'punctuation, symbols and emoji are not words, and scripts written without spaces (Chinese, Japanese, Thai) count each unbroken run as one word. '
    + 'characters counts Unicode code points, after \\r\\n is taken as one line break (so an emoji built of several code points counts several); characters_no_spaces leaves out white space. '
    + 'A sentence ends at . ! ? or … followed by white space or the end of the text (or at 。！？), and must hold a letter or digit; abbreviations such as "e.g. " count as an end. '
    + 'lines follows the line rule of the other text operations (a final line break does not start a new line; an empty text has 0 lines); a paragraph is a run of lines that are not blank. '
    + `Reading time assumes ${READING_WPM} words per minute (silent reading of English non-fiction, Brysbaert 2019) and speaking time ${SPEAKING_WPM} (a presentation pace), both changeable; `
    + `times are rounded up to whole seconds and to whole minutes ("1 min read"). ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    reading_wpm: wpm('Reading', READING_WPM),
    speaking_wpm: wpm('Speaking', SPEAKING_WPM),
  }),
  result: z.object({
    words: count({ en: 'Number of words', es: 'Número de palabras' }),
    characters: count({ en: 'Number of characters, in Unicode code points, with \\r\\n counted as one', es: 'Número de caracteres, en puntos de código Unicode, contando \\r\\n como uno' }),
    characters_no_spaces: count({ en: 'Number of characters that are not white space', es: 'Número de caracteres que no son espacios en blanco' }),
    sentences: count({ en: 'Number of sentences', es: 'Número de oraciones' }),
    lines: count({ en: 'Number of lines (a final line break does not start a new one)', es: 'Número de líneas (un salto de línea final no inicia una nueva)' }),
    paragraphs: count({ en: 'Number of paragraphs: runs of lines that are not blank', es: 'Número de párrafos: secuencias de líneas que no están en blanco' }),
    reading_wpm: z.number().int().apply(described, { en: 'Reading speed used, in words per minute', es: 'Velocidad de lectura usada, en palabras por minuto' }),
    reading_time_seconds: count({ en: 'Reading time in seconds, rounded up', es: 'Tiempo de lectura en segundos, redondeado hacia arriba' }),
    reading_time_minutes: count({ en: 'Reading time in minutes, rounded up', es: 'Tiempo de lectura en minutos, redondeado hacia arriba' }),
    speaking_wpm: z.number().int().apply(described, { en: 'Speaking speed used, in words per minute', es: 'Velocidad de habla usada, en palabras por minuto' }),
    speaking_time_seconds: count({ en: 'Speaking time in seconds, rounded up', es: 'Tiempo de habla en segundos, redondeado hacia arriba' }),
    speaking_time_minutes: count({ en: 'Speaking time in minutes, rounded up', es: 'Tiempo de habla en minutos, redondeado hacia arriba' }),
  }),
  examples: [
    {
      params: { text: 'Hello world! This is a test.\n\nSecond paragraph here.' },
      result: {
        words: 9, characters: 52, characters_no_spaces: 43, sentences: 3, lines: 3, paragraphs: 2,
        reading_wpm: 238, reading_time_seconds: 3, reading_time_minutes: 1, speaking_wpm: 130, speaking_time_seconds: 5, speaking_time_minutes: 1,
      },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.wordCount', params),
  es: {
    summary: 'Cuenta palabras, caracteres, oraciones, líneas y párrafos, con el tiempo de lectura y de habla',
    description: `Una palabra es una secuencia de letras, marcas combinantes y dígitos de cualquier escritura, que puede unir un apóstrofo o un guion (don't y state-of-the-art son una palabra cada una), así como . o , entre dígitos (3.14, 1,000); la puntuación, los símbolos y los emoji no son palabras, y en las escrituras sin espacios (chino, japonés, tailandés) cada tramo ininterrumpido cuenta como una palabra. characters cuenta puntos de código Unicode, después de tomar \\r\\n como un solo salto de línea (así, un emoji formado por varios puntos de código cuenta varios); characters_no_spaces excluye los espacios en blanco. Una oración termina en . ! ? o … seguidos de un espacio en blanco o del final del texto (o en 。！？), y debe contener una letra o un dígito; abreviaturas como "e.g. " cuentan como final. lines sigue la regla de líneas de las demás operaciones de texto (un salto de línea final no inicia una línea nueva; un texto vacío tiene 0 líneas); un párrafo es una secuencia de líneas que no están en blanco. El tiempo de lectura supone ${READING_WPM} palabras por minuto (lectura silenciosa de no ficción en inglés, Brysbaert 2019) y el de habla ${SPEAKING_WPM} (ritmo de una presentación), ambos modificables; los tiempos se redondean hacia arriba a segundos enteros y a minutos enteros ("1 min read"). ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      reading_wpm: `Velocidad de lectura en palabras por minuto, 50-1000; por defecto ${READING_WPM}`,
      speaking_wpm: `Velocidad de habla en palabras por minuto, 50-1000; por defecto ${SPEAKING_WPM}`,
    },
  },
})
