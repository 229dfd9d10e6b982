import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { encodeMode } from '../../lib/data/codec.ts'
import { domainForms } from '../../lib/encoding/idna.ts'

/** Longest text read: a name is at most 253 octets, and mapping may drop some characters first. */
const MAX_LENGTH = 1024

const Result = z.object({
  mode: z.enum(['encode', 'decode']).apply(described, {
    en: 'What was done: encode (to the ASCII form) or decode (to the Unicode form)',
    es: 'Lo que se hizo: encode (a la forma ASCII) o decode (a la forma Unicode)',
  }),
  output: z.string().apply(described, {
    en: 'The name in the form asked for: ascii when encoding, unicode when decoding',
    es: 'El nombre en la forma pedida: ascii al codificar, unicode al decodificar',
  }),
  ascii: z.string().apply(described, {
    en: 'The ASCII form (A-label), with xn-- Punycode labels, as DNS stores it',
    es: 'La forma ASCII (A-label), con etiquetas Punycode xn--, como la guarda el DNS',
  }),
  unicode: z.string().apply(described, {
    en: 'The Unicode form (U-label), mapped as UTS 46 maps it (lower case, NFC)',
    es: 'La forma Unicode (U-label), asignada como la asigna UTS 46 (minúsculas, NFC)',
  }),
}).meta({ id: 'DomainForms', description: 'A domain name in its ASCII (Punycode) and Unicode forms' })

export default defineOperation({
  category: 'encode',
  name: 'punycode',
  input: 'json',
  summary: 'Convert an internationalized domain name to Punycode (xn--) or back to Unicode',
  description: 'Processes a domain name or a single label as UTS 46 nontransitional processing does, which is what browsers and IDNA2008 registries use: '
    + 'the name is mapped (upper case to lower case, full-width dots to dots), normalized to NFC, and each label with non-ASCII characters becomes xn-- followed by its RFC 3492 Punycode; '
    + 'ß and ς stay as they are (faß.de is xn--fa-hia.de, not fass.de). CheckHyphens, CheckBidi and CheckJoiners apply, and so do the DNS limits: '
    + '63 octets a label and 253 a name in ASCII form. One final dot (the root) is kept. '
    + 'Both directions answer both forms; decode also checks that each xn-- label is valid Punycode of a valid label. '
    + 'An invalid name is a 422 naming the label and what is wrong with it. '
    + 'ASCII characters such as _ and space are allowed in labels as UTS 46 allows them by default; std3=true limits ASCII to letters, digits and hyphens (host names).',
  params: z.object({
    text: z.string().min(1).max(MAX_LENGTH).describe(`Domain name or label to convert (at most ${MAX_LENGTH} characters)`),
    mode: encodeMode('the ASCII (Punycode) form'),
    std3: z.boolean().default(false).describe('Apply the STD 3 host name rules: ASCII only as letters, digits and hyphens; default false'),
  }),
  result: Result,
  examples: [
    { title: 'encode', params: { text: 'münchen.de' }, result: { mode: 'encode', output: 'xn--mnchen-3ya.de', ascii: 'xn--mnchen-3ya.de', unicode: 'münchen.de' } },
    { title: 'ß stays ß (nontransitional)', params: { text: 'Faß.de' }, result: { mode: 'encode', output: 'xn--fa-hia.de' } },
    { title: 'decode', params: { text: 'xn--mnchen-3ya.de', mode: 'decode' }, result: { mode: 'decode', output: 'münchen.de' } },
  ],
  run: ({ text, mode, std3 }) => {
    const forms = domainForms(text, std3)
    return { mode, output: mode === 'encode' ? forms.ascii : forms.unicode, ...forms }
  },
  es: {
    summary: 'Convierte un nombre de dominio internacionalizado a Punycode (xn--) o de vuelta a Unicode',
    description: 'Procesa un nombre de dominio o una sola etiqueta como lo hace el procesamiento no transicional de UTS 46, que es el que usan los navegadores y los registros IDNA2008: el nombre se asigna (mayúsculas a minúsculas, puntos de ancho completo a puntos), se normaliza a NFC y cada etiqueta con caracteres no ASCII pasa a ser xn-- seguido de su Punycode del RFC 3492; ß y ς se conservan (faß.de es xn--fa-hia.de, no fass.de). Se aplican CheckHyphens, CheckBidi y CheckJoiners, y también los límites del DNS: 63 octetos por etiqueta y 253 por nombre en forma ASCII. Se conserva un punto final (la raíz). Las dos direcciones devuelven ambas formas; decode comprueba además que cada etiqueta xn-- sea Punycode válido de una etiqueta válida. Un nombre no válido es un 422 que indica la etiqueta y qué le pasa. En las etiquetas se admiten caracteres ASCII como _ y el espacio, como UTS 46 los admite por defecto; std3=true limita el ASCII a letras, dígitos y guiones (nombres de host).',
    params: {
      text: `Nombre de dominio o etiqueta que se convierte (como máximo ${MAX_LENGTH} caracteres)`,
      mode: 'encode (por defecto) convierte el nombre a la forma ASCII (Punycode); decode lo convierte de nuevo a la forma Unicode',
      std3: 'Aplica las reglas de nombres de host de STD 3: en ASCII, solo letras, dígitos y guiones; por defecto false',
    },
  },
})
