import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'extract-urls',
  input: 'json',
  summary: 'Extract every http, https and www. URL from a text',
  description: 'A URL starts with http://, https:// (in any case) or www., not in the middle of a word or an address, followed by a host (a letter, a digit or [ for an IPv6 address), '
    + 'and runs up to white space, a quote, a backtick, < or >. Punctuation that ends a sentence rather than the URL is left out: a trailing . , ; : ! ? * … ’ ” », '
    + 'and a closing ) ] or } that has no opening partner inside the URL (so "(see https://example.com/a)" gives https://example.com/a while https://en.wikipedia.org/wiki/Pi_(letter) stays whole). '
    + 'URLs are returned as written (www. ones get no scheme added), in order of appearance; unique (on by default) lists each once (exact comparison). '
    + `${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    unique: z.boolean().default(true).describe('List each URL once; 1/true or 0/false, default true'),
  }),
  result: z.object({
    urls: z.array(z.string()).apply(described, { en: 'The URLs found, in order of appearance, as written (each once when unique)', es: 'Las URL encontradas, en orden de aparición, tal como están escritas (cada una una sola vez con unique)' }),
    count: z.number().int().min(0).apply(described, { en: 'Number of URLs listed', es: 'Número de URL listadas' }),
  }),
  chain: { gives: 'result.urls' },
  examples: [
    {
      params: { text: 'Docs at https://example.com/docs. Wiki: (https://en.wikipedia.org/wiki/Pi_(letter)), also www.example.org, and https://example.com/docs again.' },
      result: { urls: ['https://example.com/docs', 'https://en.wikipedia.org/wiki/Pi_(letter)', 'www.example.org'], count: 3 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.extractUrls', params),
  es: {
    summary: 'Extrae todas las URL http, https y www. de un texto',
    description: `Una URL empieza por http://, https:// (en mayúsculas o minúsculas) o www., no en medio de una palabra o una dirección, seguida de un host (una letra, un dígito o [ para una dirección IPv6), y llega hasta un espacio en blanco, una comilla, un acento grave, < o >. Se excluye la puntuación que termina la oración y no la URL: un . , ; : ! ? * … ’ ” » final, y un ) ] o } de cierre que no tiene pareja de apertura dentro de la URL (así "(see https://example.com/a)" da https://example.com/a, mientras que https://en.wikipedia.org/wiki/Pi_(letter) queda entera). Las URL se devuelven tal como se escribieron (a las www. no se les añade esquema), en orden de aparición; unique (activado por defecto) lista cada una una sola vez (comparación exacta). ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      unique: 'Lista cada URL una sola vez; 1/true o 0/false, por defecto true',
    },
  },
})
