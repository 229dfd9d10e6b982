import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'extract-emails',
  input: 'json',
  summary: 'Extract every e-mail address from a text',
  description: 'An address is a local part of letters, digits, the symbols an address may hold unquoted (! # $ % & \' * + / = ? ^ _ ` { | } ~ -) '
    + 'and single dots between them, an @, and a domain of at least two labels (letters, digits and inner hyphens, up to 63 characters each) '
    + 'ending in a top-level domain of letters (or an xn-- punycode one). Letters of any script count (internationalised addresses). '
    + 'The whole local part is kept: customer/department=shipping@example.com is one address, and so is key=ana@example.com. '
    + 'Dots, apostrophes and backticks before the local part and dots or hyphens after the domain are left out, so an address at the end of a sentence comes without the full stop '
    + 'and one in quotes without them; in a URL, only the last path segment before the @ is taken. An address with two dots in a row is not one. '
    + 'Addresses are listed in order of appearance; unique (on by default) lists each once, comparing without regard to case and keeping the first spelling. '
    + `The addresses are found by their shape only: nothing is checked with a mail server. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    unique: z.boolean().default(true).describe('List each address once (compared ignoring case); 1/true or 0/false, default true'),
  }),
  result: z.object({
    emails: z.array(z.string()).apply(described, { en: 'The addresses found, in order of appearance, as written (each once when unique)', es: 'Las direcciones encontradas, en orden de aparición, tal como están escritas (cada una una sola vez con unique)' }),
    count: z.number().int().min(0).apply(described, { en: 'Number of addresses listed', es: 'Número de direcciones listadas' }),
  }),
  chain: { gives: 'result.emails' },
  examples: [
    {
      params: { text: 'Write to Ana@Example.com or support@mail.example.org. Again: ana@example.com!' },
      result: { emails: ['Ana@Example.com', 'support@mail.example.org'], count: 2 },
    },
    {
      title: 'every occurrence',
      params: { text: 'a@b.io, a@b.io and <c.d+tag@e-f.co.uk>', unique: false },
      result: { emails: ['a@b.io', 'a@b.io', 'c.d+tag@e-f.co.uk'], count: 3 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.extractEmails', params),
  es: {
    summary: 'Extrae todas las direcciones de correo electrónico de un texto',
    description: `Una dirección es una parte local de letras, dígitos, los símbolos que una dirección admite sin comillas (! # $ % & ' * + / = ? ^ _ \` { | } ~ -) y puntos sueltos entre ellos, una @ y un dominio de al menos dos etiquetas (letras, dígitos y guiones interiores, hasta 63 caracteres cada una) que termina en un dominio de nivel superior de letras (o en uno punycode xn--). Cuentan las letras de cualquier escritura (direcciones internacionalizadas). Se conserva la parte local entera: customer/department=shipping@example.com es una sola dirección, y también key=ana@example.com. Se excluyen los puntos, apóstrofos y acentos graves delante de la parte local y los puntos o guiones tras el dominio, de modo que una dirección al final de una oración sale sin el punto final y una entre comillas sin ellas; en una URL solo cuenta el último segmento de la ruta antes de la @. Una dirección con dos puntos seguidos no lo es. Las direcciones se listan en orden de aparición; unique (activado por defecto) lista cada una una sola vez, comparando sin distinguir mayúsculas y conservando la primera grafía. Las direcciones se encuentran solo por su forma: no se comprueba nada con un servidor de correo. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      unique: 'Lista cada dirección una sola vez (comparando sin distinguir mayúsculas); 1/true o 0/false, por defecto true',
    },
  },
})
