import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { CARD_BRANDS, CARD_REASONS, checkCard, MAX_CARD_INPUT } from '../../lib/validators/card.ts'
import { requireValue, valueParam } from '../../lib/validators/value.ts'

export default defineOperation({
  category: 'dev',
  name: 'card-number',
  input: 'json',
  summary: 'Check a payment card number: Luhn check digit, brand and length',
  description: 'Checks a payment card number (PAN, ISO/IEC 7812): its brand from the issuer ranges the networks publish (Visa, '
    + 'Mastercard, American Express, Discover, JCB, Diners, UnionPay, Maestro), whether its length is one the brand issues, and '
    + 'the Luhn check digit. Spaces and hyphens are ignored. Where ranges overlap the longest matching prefix wins (Discover\'s '
    + '622126-622925 over UnionPay\'s 62; UnionPay\'s 62 and Discover\'s 644-649 and 65 over Maestro\'s 56-69). valid needs a known '
    + 'brand, a length it allows and the Luhn check; otherwise valid is false and reason says the first check that failed: format '
    + '(characters other than digits, spaces and hyphens), unknown_brand, length, checksum. This checks the number\'s form only: '
    + 'it does not say that a card exists. The number is never echoed, in answers or messages: masked shows only its last four '
    + `digits. Values over ${MAX_CARD_INPUT} characters are refused (422) unread. Use test numbers, never a real card.`,
  params: z.object({
    value: valueParam(MAX_CARD_INPUT, `The card number, with or without spaces or hyphens; at most ${MAX_CARD_INPUT} characters`),
  }),
  result: z.object({
    valid: z.boolean().apply(described, { en: 'A known brand, a length it issues and a correct Luhn check digit', es: 'Una marca conocida, una longitud que emite y un dígito de control de Luhn correcto' }),
    reason: z.enum(CARD_REASONS).nullable().apply(described, {
      en: 'The first check that failed, null when valid: format, unknown_brand, length, checksum (Luhn)',
      es: 'La primera comprobación que falló, null si es válido: format, unknown_brand, length, checksum (Luhn)',
    }),
    brand: z.enum(CARD_BRANDS).nullable().apply(described, { en: 'The brand its first digits belong to, null when none', es: 'La marca a la que pertenecen sus primeros dígitos, null si ninguna' }),
    length: z.number().int().apply(described, { en: 'How many digits it has (0 when the format is wrong)', es: 'Cuántos dígitos tiene (0 si el formato es incorrecto)' }),
    length_ok: z.boolean().apply(described, { en: 'Whether the brand issues numbers of this length', es: 'Si la marca emite números de esta longitud' }),
    allowed_lengths: z.array(z.number().int()).apply(described, { en: 'The lengths the brand issues', es: 'Las longitudes que emite la marca' }),
    luhn: z.boolean().apply(described, { en: 'Whether the Luhn (mod 10) check digit is right', es: 'Si el dígito de control de Luhn (módulo 10) es correcto' }),
    masked: z.string().nullable().apply(described, {
      en: 'The number with every digit but the last four as * (all * under eight digits); null when the format is wrong',
      es: 'El número con todos los dígitos salvo los cuatro últimos como * (todos * con menos de ocho dígitos); null si el formato es incorrecto',
    }),
  }),
  examples: [
    {
      title: 'A Visa test number',
      params: { value: '4111 1111 1111 1111' },
      result: { valid: true, reason: null, brand: 'Visa', length: 16, length_ok: true, luhn: true, masked: '************1111' },
    },
    {
      title: 'An American Express test number with its last digit changed',
      params: { value: '3782-822463-10006' },
      result: { valid: false, reason: 'checksum', brand: 'American Express', length_ok: true, luhn: false },
    },
  ],
  run: ({ value }) => {
    requireValue(value)
    return checkCard(value)
  },
  es: {
    summary: 'Comprueba un número de tarjeta de pago: dígito de control de Luhn, marca y longitud',
    description: 'Comprueba un número de tarjeta de pago (PAN, ISO/IEC 7812): su marca según los rangos de emisor que publican las redes '
      + '(Visa, Mastercard, American Express, Discover, JCB, Diners, UnionPay, Maestro), si su longitud es una que la marca emite y el '
      + 'dígito de control de Luhn. Se ignoran los espacios y guiones. Donde los rangos se solapan gana el prefijo más largo (el '
      + '622126-622925 de Discover sobre el 62 de UnionPay; el 62 de UnionPay y el 644-649 y 65 de Discover sobre el 56-69 de Maestro). '
      + 'valid exige una marca conocida, una longitud que admita y el control de Luhn; si no, valid es false y reason indica la '
      + 'primera comprobación que falló: format (caracteres que no son dígitos, espacios ni guiones), unknown_brand, length, checksum. '
      + 'Solo comprueba la forma del número: no dice que la tarjeta exista. El número nunca se repite, ni en respuestas ni en mensajes: '
      + `masked muestra solo sus cuatro últimos dígitos. Los valores de más de ${MAX_CARD_INPUT} caracteres se rechazan (422) sin `
      + 'leerlos. Use números de prueba, nunca una tarjeta real.',
    params: {
      value: `El número de tarjeta, con o sin espacios o guiones; como máximo ${MAX_CARD_INPUT} caracteres`,
    },
  },
})
