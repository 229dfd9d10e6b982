import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { base45Decode, base45Encode } from '../../lib/encoding/base45.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'encode',
  name: 'base45',
  input: 'json',
  summary: 'Encode text as RFC 9285 Base45 or decode Base45 back to text',
  description: 'Encoding writes every 2 UTF-8 bytes of the text as 3 characters of the RFC 9285 alphabet (0-9, A-Z, space and $ % * + - . / :), '
    + 'least significant first, and a last single byte as 2 characters; it is the form QR codes store compactly (EU health certificates use it). '
    + 'Decoding is strict as the RFC asks: only those 45 characters (upper case letters; a space is a character, not a separator), '
    + 'a length that does not leave 1 when divided by 3, and no group worth more than its bytes hold (65535 for 3 characters, 255 for 2). '
    + 'The decoded bytes must be valid UTF-8.',
  params: z.object({
    text: textParam('Text to encode, or Base45 to decode'),
    mode: encodeMode('Base45'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode (RFC 9285 section 4.3)', params: { text: 'Hello!!' }, result: { mode: 'encode', output: '%69 VD92EX0', bytes: 7 } },
    { title: 'decode (RFC 9285 section 4.4)', params: { text: 'QED8WEX0', mode: 'decode' }, result: { mode: 'decode', output: 'ietf!', bytes: 5 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: base45Encode(bytes), bytes: bytes.length }
    }
    const bytes = base45Decode(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto en Base45 del RFC 9285 o decodifica Base45 a texto',
    description: 'Al codificar se escriben cada 2 bytes UTF-8 del texto como 3 caracteres del alfabeto del RFC 9285 (0-9, A-Z, el espacio y $ % * + - . / :), el menos significativo primero, y un último byte suelto como 2 caracteres; es la forma que los códigos QR guardan de manera compacta (la usan los certificados sanitarios de la UE). La decodificación es estricta, como pide el RFC: solo esos 45 caracteres (letras mayúsculas; el espacio es un carácter, no un separador), una longitud que al dividirse entre 3 no deje resto 1 y ningún grupo que valga más de lo que caben en sus bytes (65535 para 3 caracteres, 255 para 2). Los bytes decodificados deben ser UTF-8 válido.',
    params: {
      text: 'Texto que se codifica, o Base45 que se decodifica',
      mode: 'encode (por defecto) convierte el texto en Base45; decode convierte Base45 de nuevo en texto',
    },
  },
  de: {
    summary: 'Codiert Text als Base45 nach RFC 9285 oder decodiert Base45 zurück in Text',
    description: 'Beim Codieren werden je 2 UTF-8-Bytes des Texts als 3 Zeichen des Alphabets aus RFC 9285 (0-9, A-Z, Leerzeichen und $ % * + - . / :) geschrieben, das niederwertigste zuerst, und ein einzelnes letztes Byte als 2 Zeichen; in dieser Form speichern QR-Codes Daten kompakt (EU-Gesundheitszertifikate verwenden sie). Das Decodieren ist streng, wie es der RFC verlangt: nur diese 45 Zeichen (Großbuchstaben; ein Leerzeichen ist ein Zeichen, kein Trennzeichen), eine Länge, die bei Division durch 3 nicht den Rest 1 lässt, und keine Gruppe, deren Wert größer ist, als ihre Bytes fassen (65535 bei 3 Zeichen, 255 bei 2). Die decodierten Bytes müssen gültiges UTF-8 sein.',
    params: {
      text: 'Zu codierender Text oder zu decodierendes Base45',
      mode: 'encode (Standard) wandelt Text in Base45 um; decode wandelt Base45 zurück in Text',
    },
  },
  fr: {
    summary: 'Encode du texte en Base45 (RFC 9285) ou décode du Base45 en texte',
    description: 'L\'encodage écrit chaque groupe de 2 octets UTF-8 du texte sous forme de 3 caractères de l\'alphabet de la RFC 9285 (0-9, A-Z, l\'espace et $ % * + - . /\u00a0:), le moins significatif en premier, et un dernier octet isolé sous forme de 2 caractères\u00a0; c\'est la forme que les codes QR stockent de façon compacte (les certificats sanitaires de l\'UE l\'utilisent). Le décodage est strict, comme le demande la RFC\u00a0: uniquement ces 45 caractères (lettres majuscules\u00a0; l\'espace est un caractère, pas un séparateur), une longueur dont la division par 3 ne laisse pas un reste de 1, et aucun groupe valant plus que ce que ses octets peuvent contenir (65535 pour 3 caractères, 255 pour 2). Les octets décodés doivent être de l\'UTF-8 valide.',
    params: {
      text: 'Texte à encoder, ou Base45 à décoder',
      mode: 'encode (par défaut) convertit le texte en Base45\u00a0; decode reconvertit le Base45 en texte',
    },
  },
  'pt-br': {
    summary: 'Codifica texto em Base45 do RFC 9285 ou decodifica Base45 de volta em texto',
    description: 'A codificação escreve cada 2 bytes UTF-8 do texto como 3 caracteres do alfabeto do RFC 9285 (0-9, A-Z, o espaço e $ % * + - . / :), o menos significativo primeiro, e um último byte isolado como 2 caracteres; é a forma que os códigos QR armazenam de modo compacto (os certificados sanitários da UE a usam). A decodificação é rigorosa, como pede o RFC: apenas esses 45 caracteres (letras maiúsculas; o espaço é um caractere, não um separador), um comprimento que, dividido por 3, não deixe resto 1, e nenhum grupo que valha mais do que seus bytes comportam (65535 para 3 caracteres, 255 para 2). Os bytes decodificados devem ser UTF-8 válido.',
    params: {
      text: 'Texto a codificar, ou Base45 a decodificar',
      mode: 'encode (padrão) converte o texto em Base45; decode converte Base45 de volta em texto',
    },
  },
  'zh-cn': {
    summary: '将文本编码为 RFC 9285 Base45，或将 Base45 解码回文本',
    description: '编码时，将文本的每 2 个 UTF-8 字节写成 RFC 9285 字母表（0-9、A-Z、空格以及 $ % * + - . / :）中的 3 个字符，低位在前，最后剩下的单个字节写成 2 个字符；这是 QR 码紧凑存储数据的形式（欧盟健康证书即采用此形式）。解码按 RFC 的要求严格执行：只接受这 45 个字符（大写字母；空格是一个字符，而不是分隔符），长度除以 3 的余数不能为 1，且任何分组的值都不能超过其字节所能容纳的范围（3 个字符为 65535，2 个字符为 255）。解码得到的字节必须是有效的 UTF-8。',
    params: {
      text: '要编码的文本，或要解码的 Base45',
      mode: 'encode（默认）将文本转换为 Base45；decode 将 Base45 转换回文本',
    },
  },
})
