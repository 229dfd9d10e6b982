import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'extract-ips',
  input: 'json',
  summary: 'Extract every valid IPv4 and IPv6 address from a text',
  description: 'Finds the IP addresses in a text (logs, configuration, mail headers) and keeps only valid ones: 10.0.0.256 and 01.2.3.4 (a leading zero) are not addresses, and neither is a version number such as 1.2.3.4.5 or v1.2.3.4. '
    + 'An address must stand alone: no letter, digit or underscore right before or after it; a full stop after it (the end of a sentence) and a :port after an IPv4 address are fine, and so are brackets around an IPv6 one ([2001:db8::1]:443). '
    + 'IPv6 addresses are read in every RFC 4291 form (compressed with ::, with an embedded IPv4 address such as ::ffff:192.0.2.1); a zone (%eth0) is left out. '
    + 'Each address is listed once, in order of first appearance and as first written: IPv6 addresses are compared by value, so 2001:db8::1 and 2001:0DB8:0:0::1 are one. '
    + `count is the number of addresses of both kinds. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
  }),
  result: z.object({
    ipv4: z.array(z.string()).apply(described, { en: 'The IPv4 addresses found, each once, in order of appearance', es: 'Las direcciones IPv4 encontradas, cada una una vez, en orden de aparición' }),
    ipv6: z.array(z.string()).apply(described, { en: 'The IPv6 addresses found, each once (by value), in order of appearance', es: 'Las direcciones IPv6 encontradas, cada una una vez (por valor), en orden de aparición' }),
    count: z.number().int().min(0).apply(described, { en: 'Number of addresses listed, IPv4 and IPv6 together', es: 'Número de direcciones listadas, IPv4 e IPv6 juntas' }),
  }),
  examples: [
    {
      params: { text: 'Accepted from 203.0.113.7:51234; denied 10.0.0.256 and 2001:db8::1, again [2001:0db8:0:0::1]:443 and 203.0.113.7.' },
      result: { ipv4: ['203.0.113.7'], ipv6: ['2001:db8::1'], count: 2 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.extractIps', params),
  es: {
    summary: 'Extrae todas las direcciones IPv4 e IPv6 válidas de un texto',
    description: `Busca las direcciones IP de un texto (registros, configuración, cabeceras de correo) y conserva solo las válidas: 10.0.0.256 y 01.2.3.4 (un cero a la izquierda) no son direcciones, ni tampoco un número de versión como 1.2.3.4.5 o v1.2.3.4. Una dirección debe estar aislada: sin letra, dígito ni guion bajo justo antes o después; se admiten un punto detrás (el final de una oración) y un :puerto tras una dirección IPv4, así como corchetes alrededor de una IPv6 ([2001:db8::1]:443). Las direcciones IPv6 se leen en todas las formas del RFC 4291 (comprimidas con ::, con una dirección IPv4 incrustada como ::ffff:192.0.2.1); una zona (%eth0) se deja fuera. Cada dirección se lista una vez, en orden de primera aparición y tal como se escribió la primera vez: las IPv6 se comparan por valor, así que 2001:db8::1 y 2001:0DB8:0:0::1 son la misma. count es el número de direcciones de los dos tipos. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
    },
  },
})
