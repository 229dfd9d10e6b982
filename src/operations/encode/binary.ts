import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, locate, textParam } from '../../lib/data/codec.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

const ZERO = 0x30
const SPACE = 0x20

/** Each byte as 8 ASCII binary digits, bytes separated by one space (built in a buffer: outputs reach megabytes). */
export function bytesToBits(bytes: Uint8Array): string {
  if (bytes.length === 0) return ''
  const out = Buffer.allocUnsafe(bytes.length * 9 - 1)
  let at = 0
  for (let i = 0; i < bytes.length; i++) {
    if (i > 0) out[at++] = SPACE
    const byte = bytes[i]!
    for (let bit = 7; bit >= 0; bit--) out[at++] = ZERO + ((byte >> bit) & 1)
  }
  return out.toString('latin1')
}

/**
 * Bits to bytes. Either groups separated by whitespace, each exactly 8 bits, or one continuous
 * run whose length is a multiple of 8. Anything else is refused rather than re-grouped.
 */
export function bitsToBytes(text: string): Uint8Array {
  const bad = text.search(/[^01\s]/)
  if (bad >= 0) throw new OperationError('BINARY_INVALID_CHAR', locate(text, bad))
  const groups = [...text.matchAll(/[01]+/g)]
  if (groups.length > 1) {
    const wrong = groups.find((g) => g[0].length !== 8)
    if (wrong) {
      throw new OperationError('BINARY_GROUP_LENGTH', { position: locate(text, wrong.index).position, count: wrong[0].length })
    }
  }
  const bits = groups.length === 1 ? groups[0]![0] : groups.map((g) => g[0]).join('')
  if (bits.length % 8 !== 0) throw new OperationError('BINARY_LENGTH', { count: bits.length })
  const bytes = new Uint8Array(bits.length / 8)
  for (let i = 0; i < bits.length; i++) bytes[i >> 3] = (bytes[i >> 3]! << 1) | (bits.charCodeAt(i) - ZERO)
  return bytes
}

export default defineOperation({
  category: 'encode',
  name: 'binary',
  input: 'json',
  summary: 'Encode text as 8-bit binary groups or decode binary back to text',
  description: 'Encoding writes each UTF-8 byte of the text as 8 binary digits, bytes separated by single spaces '
    + '(Hi is 01001000 01101001; é takes two bytes). Decoding accepts 8-bit groups separated by any whitespace, '
    + 'or one continuous string of 0s and 1s whose length is a multiple of 8; the bytes must be valid UTF-8. '
    + 'The result also gives the number of bytes.',
  params: z.object({
    text: textParam('Text to encode, or binary digits to decode'),
    mode: encodeMode('space-separated 8-bit groups'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode', params: { text: 'Hi' }, result: { mode: 'encode', output: '01001000 01101001', bytes: 2 } },
    { title: 'decode a continuous string', params: { text: '0100100001101001', mode: 'decode' }, result: { mode: 'decode', output: 'Hi', bytes: 2 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: bytesToBits(bytes), bytes: bytes.length }
    }
    const bytes = bitsToBytes(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto como grupos binarios de 8 bits o decodifica binario a texto',
    description: 'Al codificar se escribe cada byte UTF-8 del texto como 8 dígitos binarios, con los bytes separados por un espacio (Hi es 01001000 01101001; é ocupa dos bytes). Al decodificar se aceptan grupos de 8 bits separados por cualquier espacio en blanco, o una única cadena continua de 0 y 1 cuya longitud sea múltiplo de 8; los bytes deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o dígitos binarios que se decodifican',
      mode: 'encode (por defecto) convierte el texto en grupos de 8 bits separados por espacios; decode convierte esos grupos de nuevo en texto',
    },
  },
  de: {
    summary: 'Codiert Text als binäre 8-Bit-Gruppen oder decodiert Binärziffern zurück in Text',
    description: 'Beim Codieren wird jedes UTF-8-Byte des Texts als 8 Binärziffern geschrieben, die Bytes durch je ein Leerzeichen getrennt (Hi ist 01001000 01101001; é belegt zwei Bytes). Beim Decodieren werden 8-Bit-Gruppen, getrennt durch beliebigen Leerraum, oder eine einzige durchgehende Folge aus 0 und 1, deren Länge ein Vielfaches von 8 ist, angenommen; die Bytes müssen gültiges UTF-8 sein. Das Ergebnis nennt auch die Anzahl der Bytes.',
    params: {
      text: 'Zu codierender Text oder zu decodierende Binärziffern',
      mode: 'encode (Standard) wandelt Text in durch Leerzeichen getrennte 8-Bit-Gruppen um; decode wandelt diese Gruppen zurück in Text',
    },
  },
  fr: {
    summary: 'Encode du texte en groupes binaires de 8 bits ou décode du binaire en texte',
    description: 'L\'encodage écrit chaque octet UTF-8 du texte sous forme de 8 chiffres binaires, les octets étant séparés par une espace (Hi donne 01001000 01101001\u00a0; é occupe deux octets). Le décodage accepte des groupes de 8 bits séparés par n\'importe quel espace blanc, ou une seule suite continue de 0 et de 1 dont la longueur est un multiple de 8\u00a0; les octets doivent être de l\'UTF-8 valide. Le résultat donne aussi le nombre d\'octets.',
    params: {
      text: 'Texte à encoder, ou chiffres binaires à décoder',
      mode: 'encode (par défaut) convertit le texte en groupes de 8 bits séparés par des espaces\u00a0; decode reconvertit ces groupes en texte',
    },
  },
  'pt-br': {
    summary: 'Codifica texto como grupos binários de 8 bits ou decodifica binário de volta em texto',
    description: 'A codificação escreve cada byte UTF-8 do texto como 8 dígitos binários, com os bytes separados por um espaço (Hi vira 01001000 01101001; o caractere é ocupa dois bytes). A decodificação aceita grupos de 8 bits separados por qualquer espaço em branco, ou uma única sequência contínua de 0s e 1s cujo comprimento seja múltiplo de 8; os bytes devem ser UTF-8 válido. O resultado também informa o número de bytes.',
    params: {
      text: 'Texto a codificar, ou dígitos binários a decodificar',
      mode: 'encode (padrão) converte o texto em grupos de 8 bits separados por espaços; decode converte esses grupos de volta em texto',
    },
  },
  'zh-cn': {
    summary: '将文本编码为 8 位二进制分组，或将二进制解码回文本',
    description: '编码时，将文本的每个 UTF-8 字节写成 8 位二进制数字，字节之间以单个空格分隔（Hi 写作 01001000 01101001；é 占两个字节）。解码时接受以任意空白分隔的 8 位分组，或长度为 8 的倍数的一整串连续的 0 和 1；字节必须是有效的 UTF-8。结果还给出字节数。',
    params: {
      text: '要编码的文本，或要解码的二进制数字',
      mode: 'encode（默认）将文本转换为以空格分隔的 8 位分组；decode 将这些分组转换回文本',
    },
  },
})
