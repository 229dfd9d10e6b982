import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { checkIban, IBAN_REASONS, MAX_IBAN_INPUT } from '../../lib/validators/iban.ts'
import { requireValue, valueParam } from '../../lib/validators/value.ts'

const text = (en: string, es: string) => z.string().nullable().apply(described, { en, es })

export default defineOperation({
  category: 'dev',
  name: 'iban',
  input: 'json',
  summary: 'Validate an IBAN: ISO 13616 check digits, length and structure for its country',
  description: 'Checks an International Bank Account Number as ISO 13616 defines it: the country code must be in the IBAN registry, '
    + 'the length must be the one of that country, the check digits must pass ISO 7064 MOD 97-10, and the BBAN must have the '
    + 'country\'s structure (and, where the country has them, pass its national check digits). Spaces are ignored, so both the '
    + 'print form (groups of four) and the electronic form are read, in upper or lower case, with or without an "IBAN" label. '
    + 'An IBAN that is not valid answers 200 with valid: false and reason, the first check it fails: format (characters other '
    + 'than letters and digits, or not two letters and two digits first), unknown_country, length_for_country, checksum, '
    + `bban_format or national_checksum. Values over ${MAX_IBAN_INPUT} characters are refused (422) unread. `
    + 'The country registry is that of the ibantools library; the MOD 97-10 check is computed here.',
  params: z.object({
    value: valueParam(MAX_IBAN_INPUT, `The IBAN, with or without spaces, such as GB82 WEST 1234 5698 7654 32; at most ${MAX_IBAN_INPUT} characters`),
  }),
  result: z.object({
    valid: z.boolean().apply(described, { en: 'Whether every check passed', es: 'Si se superaron todas las comprobaciones' }),
    reason: z.enum(IBAN_REASONS).nullable().apply(described, {
      en: 'The first check that failed, null when valid: format, unknown_country, length_for_country, checksum (MOD 97-10), bban_format (the country\'s account structure), national_checksum (the country\'s own check digits)',
      es: 'La primera comprobación que falló, null si es válido: format, unknown_country, length_for_country, checksum (MOD 97-10), bban_format (la estructura de cuenta del país), national_checksum (los dígitos de control propios del país)',
    }),
    country: text('ISO 3166 country code (the first two letters), null when the format is wrong', 'Código de país ISO 3166 (las dos primeras letras), null si el formato es incorrecto'),
    check_digits: text('The two check digits', 'Los dos dígitos de control'),
    bban: text('The Basic Bank Account Number, what follows the check digits', 'El número de cuenta bancaria básico (BBAN), lo que sigue a los dígitos de control'),
    electronic: z.string().apply(described, { en: 'Electronic form: no spaces, upper case', es: 'Forma electrónica: sin espacios, en mayúsculas' }),
    print: z.string().apply(described, { en: 'Print form: groups of four characters separated by spaces', es: 'Forma impresa: grupos de cuatro caracteres separados por espacios' }),
    expected_length: z.number().int().nullable().apply(described, { en: 'The IBAN length of the country, null when the country is unknown', es: 'La longitud del IBAN en ese país, null si el país es desconocido' }),
    sepa: z.boolean().nullable().apply(described, { en: 'Whether the country is in the Single Euro Payments Area, null when unknown', es: 'Si el país pertenece a la zona única de pagos en euros (SEPA), null si es desconocido' }),
  }),
  examples: [
    {
      title: 'The IBAN of the ISO 13616 example, print form',
      params: { value: 'GB82 WEST 1234 5698 7654 32' },
      result: { valid: true, reason: null, country: 'GB', check_digits: '82', bban: 'WEST12345698765432', electronic: 'GB82WEST12345698765432', print: 'GB82 WEST 1234 5698 7654 32' },
    },
    {
      title: 'A wrong check digit',
      params: { value: 'DE88370400440532013000' },
      result: { valid: false, reason: 'checksum', country: 'DE' },
    },
  ],
  run: ({ value }) => {
    requireValue(value)
    return checkIban(value)
  },
  es: {
    summary: 'Valida un IBAN: dígitos de control ISO 13616, longitud y estructura de su país',
    description: 'Comprueba un número de cuenta bancaria internacional como lo define ISO 13616: el código de país debe estar en el '
      + 'registro IBAN, la longitud debe ser la de ese país, los dígitos de control deben superar ISO 7064 MOD 97-10 y el BBAN debe '
      + 'tener la estructura del país (y, donde el país los tiene, superar sus dígitos de control nacionales). Los espacios se '
      + 'ignoran, así que se leen tanto la forma impresa (grupos de cuatro) como la electrónica, en mayúsculas o minúsculas, con o '
      + 'sin la etiqueta "IBAN". Un IBAN que no es válido responde 200 con valid: false y reason, la primera comprobación que no '
      + 'supera: format (caracteres que no son letras ni dígitos, o no empieza por dos letras y dos dígitos), unknown_country, '
      + `length_for_country, checksum, bban_format o national_checksum. Los valores de más de ${MAX_IBAN_INPUT} caracteres se `
      + 'rechazan (422) sin leerlos. El registro de países es el de la biblioteca ibantools; el control MOD 97-10 se calcula aquí.',
    params: {
      value: `El IBAN, con o sin espacios, como GB82 WEST 1234 5698 7654 32; como máximo ${MAX_IBAN_INPUT} caracteres`,
    },
  },
})
