import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { ApiError } from '../../core/errors.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { BASE58_MAX_BYTES, base58Decode, base58Encode } from '../../lib/encoding/base58.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

// Base58 of n bytes is at most n · log(256)/log(58) + 1 characters; decoding is capped to match.
const MAX_CHARS = Math.ceil(BASE58_MAX_BYTES * 1.3658) + 1

export default defineOperation({
  category: 'encode',
  name: 'base58',
  input: 'json',
  summary: 'Encode text as Base58 (Bitcoin alphabet) or decode Base58 back to text',
  description: 'Encoding reads the UTF-8 bytes of the text as one big number and writes it in base 58 with the Bitcoin alphabet '
    + '(123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz: no 0, O, I or l); each leading zero byte is written as 1. '
    + 'Decoding ignores spaces and line breaks around the text and refuses any character outside the alphabet, naming it; the decoded bytes must be valid UTF-8. '
    + `The conversion takes time in proportion to the square of the length, so the text may hold at most ${BASE58_MAX_BYTES} bytes to encode `
    + `or ${MAX_CHARS} characters to decode (413 TEXT_TOO_LARGE beyond). No checksum is added or checked (that is Base58Check).`,
  params: z.object({
    text: textParam('Text to encode, or Base58 to decode'),
    mode: encodeMode('Base58'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode', params: { text: 'Hello World!' }, result: { mode: 'encode', output: '2NEpo7TZRRrLZSi2U', bytes: 12 } },
    { title: 'decode', params: { text: '2NEpo7TZRRrLZSi2U', mode: 'decode' }, result: { mode: 'decode', output: 'Hello World!', bytes: 12 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      if (bytes.length > BASE58_MAX_BYTES) throw new ApiError('TEXT_TOO_LARGE', { size: bytes.length, limit: BASE58_MAX_BYTES })
      return { mode, output: base58Encode(bytes), bytes: bytes.length }
    }
    const size = Buffer.byteLength(text, 'utf8')
    if (size > MAX_CHARS) throw new ApiError('TEXT_TOO_LARGE', { size, limit: MAX_CHARS })
    const bytes = base58Decode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base58 (alfabeto de Bitcoin) o decodifica Base58 a texto',
    description: `Al codificar se leen los bytes UTF-8 del texto como un único número grande y se escribe en base 58 con el alfabeto de Bitcoin (123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz: sin 0, O, I ni l); cada byte cero inicial se escribe como 1. Al decodificar se ignoran los espacios y saltos de línea alrededor del texto y se rechaza cualquier carácter fuera del alfabeto, indicándolo; los bytes decodificados deben ser UTF-8 válido. La conversión tarda en proporción al cuadrado de la longitud, así que el texto admite como máximo ${BASE58_MAX_BYTES} bytes para codificar o ${MAX_CHARS} caracteres para decodificar (413 TEXT_TOO_LARGE si se supera). No se añade ni se comprueba ninguna suma de verificación (eso es Base58Check).`,
    params: {
      text: 'Texto que se codifica, o Base58 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base58; decode convierte Base58 de nuevo en texto',
    },
  },
  de: {
    summary: 'Codiert Text als Base58 (Bitcoin-Alphabet) oder decodiert Base58 zurück in Text',
    description: `Beim Codieren werden die UTF-8-Bytes des Texts als eine große Zahl gelesen und zur Basis 58 mit dem Bitcoin-Alphabet geschrieben (123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz: ohne 0, O, I und l); jedes führende Nullbyte wird als 1 geschrieben. Beim Decodieren werden Leerzeichen und Zeilenumbrüche um den Text ignoriert, und jedes Zeichen außerhalb des Alphabets wird unter seiner Angabe abgelehnt; die decodierten Bytes müssen gültiges UTF-8 sein. Die Umwandlung dauert proportional zum Quadrat der Länge, daher darf der Text zum Codieren höchstens ${BASE58_MAX_BYTES} Bytes oder zum Decodieren ${MAX_CHARS} Zeichen enthalten (darüber 413 TEXT_TOO_LARGE). Es wird keine Prüfsumme hinzugefügt oder geprüft (das leistet Base58Check).`,
    params: {
      text: 'Zu codierender Text oder zu decodierendes Base58',
      mode: 'encode (Standard) wandelt Text in Base58 um; decode wandelt Base58 zurück in Text',
    },
  },
  fr: {
    summary: 'Encode du texte en Base58 (alphabet Bitcoin) ou décode du Base58 en texte',
    description: `L'encodage lit les octets UTF-8 du texte comme un seul grand nombre et l'écrit en base 58 avec l'alphabet Bitcoin (123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz\u00a0: ni 0, ni O, ni I, ni l)\u00a0; chaque octet nul de tête s'écrit 1. Le décodage ignore les espaces et sauts de ligne autour du texte et refuse tout caractère hors de l'alphabet, en l'indiquant\u00a0; les octets décodés doivent être de l'UTF-8 valide. La durée de la conversion est proportionnelle au carré de la longueur\u00a0: le texte peut donc contenir au plus ${BASE58_MAX_BYTES} octets à encoder ou ${MAX_CHARS} caractères à décoder (413 TEXT_TOO_LARGE au-delà). Aucune somme de contrôle n'est ajoutée ni vérifiée (c'est le rôle de Base58Check).`,
    params: {
      text: 'Texte à encoder, ou Base58 à décoder',
      mode: 'encode (par défaut) convertit le texte en Base58\u00a0; decode reconvertit le Base58 en texte',
    },
  },
  'pt-br': {
    summary: 'Codifica texto em Base58 (alfabeto do Bitcoin) ou decodifica Base58 de volta em texto',
    description: `A codificação lê os bytes UTF-8 do texto como um único número grande e o escreve em base 58 com o alfabeto do Bitcoin (123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz: sem 0, O, I nem l); cada byte zero inicial é escrito como 1. A decodificação ignora espaços e quebras de linha ao redor do texto e recusa qualquer caractere fora do alfabeto, indicando-o; os bytes decodificados devem ser UTF-8 válido. A conversão leva um tempo proporcional ao quadrado do comprimento, por isso o texto pode ter no máximo ${BASE58_MAX_BYTES} bytes para codificar ou ${MAX_CHARS} caracteres para decodificar (413 TEXT_TOO_LARGE acima disso). Nenhuma soma de verificação é adicionada nem verificada (isso é o Base58Check).`,
    params: {
      text: 'Texto a codificar, ou Base58 a decodificar',
      mode: 'encode (padrão) converte o texto em Base58; decode converte Base58 de volta em texto',
    },
  },
  'zh-cn': {
    summary: '将文本编码为 Base58（比特币字母表），或将 Base58 解码回文本',
    description: `编码时，将文本的 UTF-8 字节视为一个大数，用比特币字母表以 58 进制写出（123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz：不含 0、O、I 和 l）；每个前导零字节写成 1。解码时忽略文本前后的空格和换行符，遇到字母表以外的字符则拒绝并指出该字符；解码得到的字节必须是有效的 UTF-8。转换耗时与长度的平方成正比，因此编码时文本最多 ${BASE58_MAX_BYTES} 字节，解码时最多 ${MAX_CHARS} 个字符（超出则返回 413 TEXT_TOO_LARGE）。不添加也不检查校验和（那是 Base58Check 的功能）。`,
    params: {
      text: '要编码的文本，或要解码的 Base58',
      mode: 'encode（默认）将文本转换为 Base58；decode 将 Base58 转换回文本',
    },
  },
})
