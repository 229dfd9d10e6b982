import { z } from 'zod'
import { ApiError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { HTTP_STATUSES, STATUS_CLASSES } from '../../lib/reference/http-status.ts'

const LIST = [...HTTP_STATUSES.values()].map((s) => `${s.code} ${s.name}`).join(', ')

export default defineOperation({
  category: 'dev',
  name: 'http-status',
  input: 'json',
  summary: 'Look up an HTTP status code: its registered name, meaning, class and defining RFC',
  description: 'Answers for every code of the IANA HTTP Status Code Registry with its name exactly as the registry spells it (RFC 9110 names: 413 is Content Too Large, 422 Unprocessable Content), '
    + 'a one-sentence description in the language of the call, its class (1xx Informational, 2xx Successful, 3xx Redirection, 4xx Client Error, 5xx Server Error) and the document and section that define it. '
    + '306 and 418 are registered as (Unused): 306 was Switch Proxy in an early draft, and 418 is the "I\'m a teapot" joke of RFC 2324, reserved because so much software answers it. '
    + 'A code between 100 and 599 that is not assigned answers 404 HTTP_STATUS_UNASSIGNED naming the class it would belong to; temporary registrations are not listed. '
    + `Registered codes: ${LIST}.`,
  params: z.object({
    code: z.number().int().min(100).max(599).describe('The status code, 100 to 599'),
  }),
  result: z.object({
    code: z.number().int().apply(described, { en: 'The status code', es: 'El código de estado' }),
    name: z.string().apply(described, { en: 'Its name as the IANA registry spells it', es: 'Su nombre tal como lo escribe el registro de IANA' }),
    description: z.string().apply(described, { en: 'What it means, in the language of the call', es: 'Qué significa, en el idioma de la llamada' }),
    class: z.object({
      range: z.string().apply(described, { en: 'The class as 1xx to 5xx', es: 'La clase como 1xx a 5xx' }),
      name: z.string().apply(described, { en: 'The class name (RFC 9110, Section 15)', es: 'El nombre de la clase (RFC 9110, sección 15)' }),
    }).apply(described, { en: 'The class of the code, from its first digit', es: 'La clase del código, según su primer dígito' }),
    reference: z.string().apply(described, { en: 'The document (and section) that defines the code', es: 'El documento (y la sección) que define el código' }),
  }),
  examples: [
    {
      params: { code: 422 },
      result: { code: 422, name: 'Unprocessable Content', class: { range: '4xx', name: 'Client Error' }, reference: 'RFC 9110, Section 15.5.21' },
    },
    { title: 'the teapot', params: { code: 418 }, result: { code: 418, name: '(Unused)', reference: 'RFC 9110, Section 15.5.19' } },
  ],
  run: ({ code }, ctx) => {
    const digit = Math.floor(code / 100) as keyof typeof STATUS_CLASSES
    const range = `${digit}xx`
    const entry = HTTP_STATUSES.get(code)
    if (entry === undefined) throw new ApiError('HTTP_STATUS_UNASSIGNED', { code, range })
    const spanish = ctx.lang === 'es'
    return {
      code,
      name: entry.name,
      description: spanish ? entry.es : entry.en,
      class: { range, name: spanish ? STATUS_CLASSES[digit].es : STATUS_CLASSES[digit].en },
      reference: entry.reference,
    }
  },
  es: {
    summary: 'Consulta un código de estado HTTP: su nombre registrado, su significado, su clase y el RFC que lo define',
    description: `Responde para cada código del registro de códigos de estado HTTP de IANA con su nombre exactamente como lo escribe el registro (los nombres del RFC 9110: 413 es Content Too Large, 422 Unprocessable Content), una descripción de una frase en el idioma de la llamada, su clase (1xx informativa, 2xx correcta, 3xx redirección, 4xx error del cliente, 5xx error del servidor) y el documento y la sección que lo definen. 306 y 418 están registrados como (Unused): 306 fue Switch Proxy en un borrador antiguo, y 418 es la broma «I'm a teapot» del RFC 2324, reservada porque muchísimo software la responde. Un código entre 100 y 599 que no está asignado responde 404 HTTP_STATUS_UNASSIGNED indicando la clase a la que pertenecería; los registros temporales no se incluyen. Códigos registrados: ${LIST}.`,
    params: {
      code: 'El código de estado, de 100 a 599',
    },
  },
})
