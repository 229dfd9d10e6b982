import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { checkPhone, MAX_PHONE_INPUT, PHONE_REASONS, PHONE_TYPES } from '../../lib/validators/phone.ts'
import { requireValue, valueParam } from '../../lib/validators/value.ts'

const text = (en: string, es: string) => z.string().nullable().apply(described, { en, es })

export default defineOperation({
  category: 'dev',
  name: 'phone',
  input: 'json',
  summary: 'Validate and format a phone number: E.164, international and national forms, country and line type',
  description: 'Reads a phone number with libphonenumber (libphonenumber-js with its full metadata) and says whether it is valid (a '
    + 'number the country\'s numbering plan assigns) and possible (a length the country uses), and gives it in E.164 '
    + '(+12015550123), international and national forms and as a tel: URI (RFC 3966), with its country, calling code and type '
    + '(mobile, fixed_line, fixed_line_or_mobile where the plan does not tell them apart, toll_free, premium_rate, shared_cost, '
    + 'voip, personal_number, pager, uan, voicemail). A number starting with + is read by its calling code; otherwise country '
    + '(ISO 3166 alpha-2, such as US or ES) says whose national number it is, and is needed. A number that is not valid answers '
    + '200 with valid: false and reason: not_a_number, too_short, too_long, invalid_length, invalid_country (an unassigned '
    + 'calling code) or invalid_number (the right length, but not a number the plan assigns). An extension (ext. 123) is read '
    + `as extension. Values over ${MAX_PHONE_INPUT} characters are refused (422) unread.`,
  params: z.object({
    value: valueParam(MAX_PHONE_INPUT, `The phone number, in international form (+44 7400 123456) or national form with country; at most ${MAX_PHONE_INPUT} characters`),
    country: z.string().max(16).optional()
      .describe('ISO 3166 alpha-2 country of a national number (US, GB, ES…); not needed when the number starts with + and its calling code'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, { en: 'Whether the number is one the numbering plan assigns', es: 'Si el número es uno que asigna el plan de numeración' }),
    possible: z.boolean().apply(described, { en: 'Whether its length is one the country uses (a weaker check than valid)', es: 'Si su longitud es una que usa el país (una comprobación más débil que valid)' }),
    reason: z.enum(PHONE_REASONS).nullable().apply(described, {
      en: 'Why it is not valid, null when valid: not_a_number, too_short, too_long, invalid_length, invalid_country, invalid_number',
      es: 'Por qué no es válido, null si es válido: not_a_number, too_short, too_long, invalid_length, invalid_country, invalid_number',
    }),
    e164: text('E.164 form: + calling code and national number, no spaces; null when unreadable', 'Forma E.164: + prefijo y número nacional, sin espacios; null si no se puede leer'),
    international: text('International form, grouped as the country writes it', 'Forma internacional, agrupada como la escribe el país'),
    national: text('National form, as dialled within the country', 'Forma nacional, como se marca dentro del país'),
    rfc3966: text('tel: URI (RFC 3966)', 'URI tel: (RFC 3966)'),
    country: text('ISO 3166 alpha-2 country the number belongs to; null when the calling code is shared and the number fits no country', 'País ISO 3166 alfa-2 al que pertenece el número; null si el prefijo es compartido y el número no encaja en ningún país'),
    calling_code: text('Country calling code, without +', 'Prefijo internacional del país, sin +'),
    national_number: text('The national significant number, digits only', 'El número nacional significativo, solo dígitos'),
    extension: text('The extension, null when none', 'La extensión, null si no hay'),
    type: z.enum(PHONE_TYPES).nullable().apply(described, {
      en: 'Line type by the numbering plan: mobile, fixed_line, fixed_line_or_mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, voicemail; null when unknown',
      es: 'Tipo de línea según el plan de numeración: mobile, fixed_line, fixed_line_or_mobile, toll_free, premium_rate, shared_cost, voip, personal_number, pager, uan, voicemail; null si se desconoce',
    }),
  }),
  examples: [
    {
      title: 'A British mobile number written nationally',
      params: { value: '07400 123456', country: 'GB' },
      result: { valid: true, e164: '+447400123456', international: '+44 7400 123456', national: '07400 123456', country: 'GB', type: 'mobile' },
    },
    {
      title: 'A number in international form',
      params: { value: '+1 201-555-0123' },
      result: { valid: true, e164: '+12015550123', national: '(201) 555-0123', country: 'US', calling_code: '1', type: 'fixed_line_or_mobile' },
    },
  ],
  run: ({ value, country }) => {
    requireValue(value)
    return checkPhone(value, country)
  },
  es: {
    summary: 'Valida y formatea un número de teléfono: formas E.164, internacional y nacional, país y tipo de línea',
    description: 'Lee un número de teléfono con libphonenumber (libphonenumber-js con sus metadatos completos) y dice si es válido (un '
      + 'número que asigna el plan de numeración del país) y posible (una longitud que usa el país), y lo da en forma E.164 '
      + '(+12015550123), internacional y nacional y como URI tel: (RFC 3966), con su país, prefijo internacional y tipo (mobile, '
      + 'fixed_line, fixed_line_or_mobile donde el plan no los distingue, toll_free, premium_rate, shared_cost, voip, personal_number, '
      + 'pager, uan, voicemail). Un número que empieza por + se lee por su prefijo; si no, country (ISO 3166 alfa-2, como US o ES) '
      + 'dice de qué país es el número nacional, y es necesario. Un número que no es válido responde 200 con valid: false y reason: '
      + 'not_a_number, too_short, too_long, invalid_length, invalid_country (un prefijo no asignado) o invalid_number (la longitud '
      + 'correcta, pero no un número que asigne el plan). Una extensión (ext. 123) se devuelve en extension. Los valores de más de '
      + `${MAX_PHONE_INPUT} caracteres se rechazan (422) sin leerlos.`,
    params: {
      value: `El número de teléfono, en forma internacional (+44 7400 123456) o nacional con country; como máximo ${MAX_PHONE_INPUT} caracteres`,
      country: 'País ISO 3166 alfa-2 de un número nacional (US, GB, ES…); no hace falta si el número empieza por + y su prefijo',
    },
  },
})
