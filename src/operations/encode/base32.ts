import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { encodeMode, locate, textParam } from '../../lib/data/codec.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

// RFC 4648 section 6: the base 32 alphabet, with = padding to a multiple of 8 characters.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const VALUE = new Map([...ALPHABET].flatMap((c, i) => [[c, i], [c.toLowerCase(), i]] as const))
// Characters left in the last 8-character block -> whether that length is possible (RFC 4648 section 6).
const VALID_TAIL = new Set([0, 2, 4, 5, 7])

const SYMBOLS = Buffer.from(ALPHABET, 'latin1')
const PAD = 0x3d // =

export function base32Encode(bytes: Uint8Array): string {
  // Built in a buffer: every 5 bytes become 8 characters, padded to whole blocks.
  const out = Buffer.alloc(Math.ceil(bytes.length / 5) * 8, PAD)
  let at = 0
  let buffer = 0
  let bits = 0
  for (let i = 0; i < bytes.length; i++) {
    buffer = ((buffer << 8) | bytes[i]!) & 0xfff
    bits += 8
    while (bits >= 5) {
      bits -= 5
      out[at++] = SYMBOLS[(buffer >> bits) & 31]!
    }
  }
  if (bits > 0) out[at] = SYMBOLS[(buffer << (5 - bits)) & 31]!
  return out.toString('latin1')
}

/**
 * Case-insensitive; whitespace anywhere is ignored; padding may be left out, but when present it
 * must fill the last block to 8 characters and nothing may follow it. Leftover bits of the last
 * character that do not make a whole byte are dropped, as RFC 4648 section 3.5 permits.
 */
export function base32Decode(text: string): Uint8Array {
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  let chars = 0
  let padding = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\v') continue
    if (c === '=') { padding++; continue }
    const value = VALUE.get(c)
    if (value === undefined) throw new OperationError('BASE32_INVALID_CHAR', locate(text, i))
    if (padding > 0) throw new OperationError('BASE32_MISPLACED_PADDING', { position: locate(text, i).position })
    chars++
    buffer = ((buffer << 5) | value) & 0xfff
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  if (!VALID_TAIL.has(chars % 8)) throw new OperationError('BASE32_LENGTH', { count: chars })
  if (padding > 0 && (chars % 8 === 0 || (chars + padding) % 8 !== 0)) throw new OperationError('BASE32_PADDING', { count: chars + padding })
  return Uint8Array.from(bytes)
}

export default defineOperation({
  category: 'encode',
  name: 'base32',
  input: 'json',
  summary: 'Encode text as RFC 4648 Base32 or decode Base32 back to text',
  description: 'Encoding writes the UTF-8 bytes of the text in the RFC 4648 section 6 alphabet (A-Z, 2-7), padded with = to a multiple of 8 characters. '
    + 'Decoding is case-insensitive, ignores whitespace and accepts missing padding; padding that is present must be complete and come last. '
    + 'The decoded bytes must be valid UTF-8. The result also gives the number of bytes.',
  params: z.object({
    text: textParam('Text to encode, or Base32 to decode'),
    mode: encodeMode('Base32'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode (RFC 4648 test vector)', params: { text: 'foobar' }, result: { mode: 'encode', output: 'MZXW6YTBOI======', bytes: 6 } },
    { title: 'decode without padding, lower case', params: { text: 'mzxw6ytboi', mode: 'decode' }, result: { mode: 'decode', output: 'foobar', bytes: 6 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: base32Encode(bytes), bytes: bytes.length }
    }
    const bytes = base32Decode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base32 del RFC 4648 o decodifica Base32 a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto con el alfabeto de la sección 6 del RFC 4648 (A-Z, 2-7), rellenando con = hasta un múltiplo de 8 caracteres. La decodificación no distingue mayúsculas de minúsculas, ignora los espacios en blanco y acepta que falte el relleno; el relleno que aparezca debe estar completo e ir al final. Los bytes decodificados deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o Base32 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base32; decode convierte Base32 de nuevo en texto',
    },
  },
  de: {
    summary: 'Codiert Text als Base32 nach RFC 4648 oder decodiert Base32 zurück in Text',
    description: 'Beim Codieren werden die UTF-8-Bytes des Texts im Alphabet aus RFC 4648, Abschnitt 6 (A-Z, 2-7) geschrieben und mit = auf ein Vielfaches von 8 Zeichen aufgefüllt. Beim Decodieren wird die Groß-/Kleinschreibung nicht beachtet, Leerraum wird ignoriert und fehlende Auffüllung akzeptiert; vorhandene Auffüllung muss vollständig sein und am Ende stehen. Die decodierten Bytes müssen gültiges UTF-8 sein. Das Ergebnis nennt auch die Anzahl der Bytes.',
    params: {
      text: 'Zu codierender Text oder zu decodierendes Base32',
      mode: 'encode (Standard) wandelt Text in Base32 um; decode wandelt Base32 zurück in Text',
    },
  },
  fr: {
    summary: 'Encode du texte en Base32 (RFC 4648) ou décode du Base32 en texte',
    description: 'L\'encodage écrit les octets UTF-8 du texte avec l\'alphabet de la section 6 de la RFC 4648 (A-Z, 2-7), complété par des = jusqu\'à un multiple de 8 caractères. Le décodage ne tient pas compte de la casse, ignore les espaces blancs et accepte l\'absence de remplissage\u00a0; le remplissage présent doit être complet et se trouver à la fin. Les octets décodés doivent être de l\'UTF-8 valide. Le résultat donne aussi le nombre d\'octets.',
    params: {
      text: 'Texte à encoder, ou Base32 à décoder',
      mode: 'encode (par défaut) convertit le texte en Base32\u00a0; decode reconvertit le Base32 en texte',
    },
  },
  'pt-br': {
    summary: 'Codifica texto em Base32 do RFC 4648 ou decodifica Base32 de volta em texto',
    description: 'A codificação escreve os bytes UTF-8 do texto com o alfabeto da seção 6 do RFC 4648 (A-Z, 2-7), preenchendo com = até um múltiplo de 8 caracteres. A decodificação não diferencia maiúsculas de minúsculas, ignora espaços em branco e aceita a falta de preenchimento; o preenchimento presente deve estar completo e vir no final. Os bytes decodificados devem ser UTF-8 válido. O resultado também informa o número de bytes.',
    params: {
      text: 'Texto a codificar, ou Base32 a decodificar',
      mode: 'encode (padrão) converte o texto em Base32; decode converte Base32 de volta em texto',
    },
  },
  'zh-cn': {
    summary: '将文本编码为 RFC 4648 Base32，或将 Base32 解码回文本',
    description: '编码时，用 RFC 4648 第 6 节的字母表（A-Z、2-7）写出文本的 UTF-8 字节，并用 = 填充到 8 个字符的倍数。解码时不区分大小写，忽略空白，并接受缺少填充的情况；如有填充，则必须完整且位于末尾。解码得到的字节必须是有效的 UTF-8。结果还给出字节数。',
    params: {
      text: '要编码的文本，或要解码的 Base32',
      mode: 'encode（默认）将文本转换为 Base32；decode 将 Base32 转换回文本',
    },
  },
})
