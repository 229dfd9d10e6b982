import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { base64Decode, base64Encode } from '../../lib/data/bytes.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'base64',
  input: 'json',
  summary: 'Encode text as Base64 or decode Base64 back to text',
  description: 'Encoding writes the UTF-8 bytes of the text in the RFC 4648 section 4 alphabet (A-Z, a-z, 0-9, + /) padded with = to a '
    + 'multiple of 4 characters; with url_safe=true it writes base64url (section 5: - and _ instead of + and /) without padding, as JWTs do. '
    + 'Decoding reads both alphabets whatever url_safe says, ignores whitespace and line breaks, and accepts missing padding; '
    + 'padding that is present must be complete and come last. The decoded bytes must be valid UTF-8 text. The result also gives the number of bytes.',
  params: z.object({
    text: textParam('Text to encode, or Base64 to decode'),
    mode: encodeMode('Base64'),
    url_safe: z.boolean().default(false).describe('Encode with the base64url alphabet (- and _) and no = padding; default false. Decoding accepts both alphabets either way'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode (RFC 4648 test vector)', params: { text: 'foobar' }, result: { mode: 'encode', output: 'Zm9vYmFy', bytes: 6 } },
    { title: 'encode URL-safe', params: { text: 'ok?>', url_safe: true }, result: { mode: 'encode', output: 'b2s_Pg', bytes: 4 } },
    { title: 'decode without padding', params: { text: 'Zm9vYg', mode: 'decode' }, result: { mode: 'decode', output: 'foob', bytes: 4 } },
  ],
  run: ({ text, mode, url_safe: urlSafe }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: base64Encode(bytes, urlSafe), bytes: bytes.length }
    }
    const bytes = base64Decode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base64 o decodifica Base64 a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto con el alfabeto de la sección 4 del RFC 4648 (A-Z, a-z, 0-9, + /), rellenando con = hasta un múltiplo de 4 caracteres; con url_safe=true se escribe base64url (sección 5: - y _ en lugar de + y /) sin relleno, como en los JWT. Al decodificar se leen ambos alfabetos diga lo que diga url_safe, se ignoran los espacios y saltos de línea y se acepta que falte el relleno; el relleno que aparezca debe estar completo e ir al final. Los bytes decodificados deben ser texto UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o Base64 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base64; decode convierte Base64 de nuevo en texto',
      url_safe: 'Codifica con el alfabeto base64url (- y _) y sin relleno =; por defecto false. Al decodificar se aceptan ambos alfabetos en cualquier caso',
    },
  },
  de: {
    summary: 'Codiert Text als Base64 oder decodiert Base64 zurück in Text',
    description: 'Beim Codieren werden die UTF-8-Bytes des Texts mit dem Alphabet aus RFC 4648, Abschnitt 4 (A-Z, a-z, 0-9, + /) geschrieben und mit = auf ein Vielfaches von 4 Zeichen aufgefüllt; mit url_safe=true wird base64url (Abschnitt 5: - und _ statt + und /) ohne Auffüllung geschrieben, wie bei JWTs. Beim Decodieren werden beide Alphabete gelesen, unabhängig von url_safe, Leerzeichen und Zeilenumbrüche werden ignoriert, und fehlende Auffüllung wird akzeptiert; vorhandene Auffüllung muss vollständig sein und am Ende stehen. Die decodierten Bytes müssen gültiger UTF-8-Text sein. Das Ergebnis nennt auch die Anzahl der Bytes.',
    params: {
      text: 'Zu codierender Text oder zu decodierendes Base64',
      mode: 'encode (Standard) wandelt den Text in Base64 um; decode wandelt Base64 zurück in Text',
      url_safe: 'Mit dem base64url-Alphabet (- und _) und ohne =-Auffüllung codieren; Standard: false. Beim Decodieren werden in jedem Fall beide Alphabete akzeptiert',
    },
  },
  fr: {
    summary: 'Encode du texte en Base64 ou décode du Base64 en texte',
    description: "L'encodage écrit les octets UTF-8 du texte avec l'alphabet de la section 4 du RFC 4648 (A-Z, a-z, 0-9, + /), complété par des = jusqu'à un multiple de 4 caractères\u00a0; avec url_safe=true, il écrit du base64url (section 5\u00a0: - et _ au lieu de + et /) sans remplissage, comme dans les JWT. Le décodage lit les deux alphabets quelle que soit la valeur de url_safe, ignore les espaces et les sauts de ligne, et accepte l'absence de remplissage\u00a0; un remplissage présent doit être complet et placé à la fin. Les octets décodés doivent former un texte UTF-8 valide. Le résultat indique aussi le nombre d'octets.",
    params: {
      text: 'Texte à encoder, ou Base64 à décoder',
      mode: 'encode (par défaut) convertit le texte en Base64\u00a0; decode reconvertit le Base64 en texte',
      url_safe: "Encode avec l'alphabet base64url (- et _) et sans remplissage =\u00a0; false par défaut. Le décodage accepte les deux alphabets dans tous les cas",
    },
  },
  'pt-br': {
    summary: 'Codifica texto em Base64 ou decodifica Base64 de volta para texto',
    description: 'Ao codificar, os bytes UTF-8 do texto são escritos com o alfabeto da seção 4 do RFC 4648 (A-Z, a-z, 0-9, + /), com preenchimento = até um múltiplo de 4 caracteres; com url_safe=true, é escrito base64url (seção 5: - e _ em vez de + e /) sem preenchimento, como nos JWTs. Ao decodificar, os dois alfabetos são lidos independentemente de url_safe, espaços e quebras de linha são ignorados e a falta de preenchimento é aceita; o preenchimento presente deve estar completo e vir no final. Os bytes decodificados devem ser texto UTF-8 válido. O resultado também informa o número de bytes.',
    params: {
      text: 'Texto a codificar, ou Base64 a decodificar',
      mode: 'encode (padrão) converte o texto em Base64; decode converte Base64 de volta em texto',
      url_safe: 'Codifica com o alfabeto base64url (- e _) e sem preenchimento =; padrão false. Ao decodificar, os dois alfabetos são aceitos em qualquer caso',
    },
  },
  'zh-cn': {
    summary: '将文本编码为 Base64，或将 Base64 解码回文本',
    description: '编码时，使用 RFC 4648 第 4 节的字母表（A-Z、a-z、0-9、+ /）写出文本的 UTF-8 字节，并用 = 填充到 4 个字符的倍数；url_safe=true 时写出不带填充的 base64url（第 5 节：用 - 和 _ 代替 + 和 /），与 JWT 的写法相同。解码时无论 url_safe 如何都接受两种字母表，忽略空白和换行，并接受缺少的填充；若有填充，则必须完整且位于末尾。解码得到的字节必须是有效的 UTF-8 文本。结果还会给出字节数。',
    params: {
      text: '要编码的文本，或要解码的 Base64',
      mode: 'encode（默认）将文本转换为 Base64；decode 将 Base64 转换回文本',
      url_safe: '使用 base64url 字母表（- 和 _）编码且不带 = 填充；默认为 false。解码时始终接受两种字母表',
    },
  },
})
