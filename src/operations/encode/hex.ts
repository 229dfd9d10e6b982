import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { encodeMode, textParam } from '../../lib/data/codec.ts'
import { hexToBytes } from '../../lib/data/bytes.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'
import { CodecBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'encode',
  name: 'hex',
  input: 'json',
  summary: 'Encode text as hexadecimal bytes or decode hex back to text',
  description: 'Encoding writes the UTF-8 bytes of the text as lowercase hex digits with no separators (é is c3a9). '
    + 'Decoding accepts upper or lower case, with optional whitespace or colons between bytes and an optional 0x prefix '
    + 'on each group (48 69, 48:69, 0x4869); every group must hold whole bytes. The decoded bytes must be valid UTF-8. '
    + 'The result also gives the number of bytes.',
  params: z.object({
    text: textParam('Text to encode, or hex digits to decode'),
    mode: encodeMode('hex digits'),
  }),
  result: CodecBytes,
  examples: [
    { title: 'encode', params: { text: 'Hi é' }, result: { mode: 'encode', output: '486920c3a9', bytes: 5 } },
    { title: 'decode with separators', params: { text: '48:65:6C:6C:6F 21', mode: 'decode' }, result: { mode: 'decode', output: 'Hello!', bytes: 6 } },
  ],
  run: ({ text, mode }) => {
    if (mode === 'encode') {
      const bytes = utf8Bytes(text)
      return { mode, output: bytes.toString('hex'), bytes: bytes.length }
    }
    const bytes = hexToBytes(text)
    return { mode, output: utf8Text(bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Codifica texto como bytes hexadecimales o decodifica hexadecimal a texto',
    description: 'Al codificar se escriben los bytes UTF-8 del texto como dígitos hexadecimales en minúsculas sin separadores (é es c3a9). Al decodificar se aceptan mayúsculas o minúsculas, con espacios en blanco o dos puntos opcionales entre bytes y un prefijo 0x opcional en cada grupo (48 69, 48:69, 0x4869); cada grupo debe contener bytes completos. Los bytes decodificados deben ser UTF-8 válido. El resultado indica también el número de bytes.',
    params: {
      text: 'Texto que se codifica, o dígitos hexadecimales que se decodifican',
      mode: 'encode (por defecto) convierte el texto en dígitos hexadecimales; decode convierte los dígitos hexadecimales de nuevo en texto',
    },
  },
  de: {
    summary: 'Codiert Text als hexadezimale Bytes oder decodiert Hex zurück in Text',
    description: 'Beim Codieren werden die UTF-8-Bytes des Texts als Hexadezimalziffern in Kleinbuchstaben ohne Trennzeichen geschrieben (é ist c3a9). Beim Decodieren werden Groß- oder Kleinbuchstaben angenommen, mit optionalem Leerraum oder Doppelpunkten zwischen den Bytes und einem optionalen Präfix 0x vor jeder Gruppe (48 69, 48:69, 0x4869); jede Gruppe muss ganze Bytes enthalten. Die decodierten Bytes müssen gültiges UTF-8 sein. Das Ergebnis nennt auch die Anzahl der Bytes.',
    params: {
      text: 'Zu codierender Text oder zu decodierende Hexadezimalziffern',
      mode: 'encode (Standard) wandelt Text in Hexadezimalziffern um; decode wandelt Hexadezimalziffern zurück in Text',
    },
  },
  fr: {
    summary: 'Encode du texte en octets hexadécimaux ou décode de l\'hexadécimal en texte',
    description: 'L\'encodage écrit les octets UTF-8 du texte sous forme de chiffres hexadécimaux en minuscules, sans séparateurs (é donne c3a9). Le décodage accepte les majuscules comme les minuscules, avec des espaces blancs ou des deux-points facultatifs entre les octets et un préfixe 0x facultatif devant chaque groupe (48 69, 48:69, 0x4869)\u00a0; chaque groupe doit contenir des octets entiers. Les octets décodés doivent être de l\'UTF-8 valide. Le résultat donne aussi le nombre d\'octets.',
    params: {
      text: 'Texte à encoder, ou chiffres hexadécimaux à décoder',
      mode: 'encode (par défaut) convertit le texte en chiffres hexadécimaux\u00a0; decode reconvertit les chiffres hexadécimaux en texte',
    },
  },
  'pt-br': {
    summary: 'Codifica texto como bytes hexadecimais ou decodifica hexadecimal de volta em texto',
    description: 'A codificação escreve os bytes UTF-8 do texto como dígitos hexadecimais minúsculos, sem separadores (o caractere é vira c3a9). A decodificação aceita maiúsculas ou minúsculas, com espaços em branco ou dois-pontos opcionais entre os bytes e um prefixo 0x opcional em cada grupo (48 69, 48:69, 0x4869); cada grupo deve conter bytes inteiros. Os bytes decodificados devem ser UTF-8 válido. O resultado também informa o número de bytes.',
    params: {
      text: 'Texto a codificar, ou dígitos hexadecimais a decodificar',
      mode: 'encode (padrão) converte o texto em dígitos hexadecimais; decode converte os dígitos hexadecimais de volta em texto',
    },
  },
  'zh-cn': {
    summary: '将文本编码为十六进制字节，或将十六进制解码回文本',
    description: '编码时，将文本的 UTF-8 字节写成不带分隔符的小写十六进制数字（é 写作 c3a9）。解码时接受大写或小写，字节之间可以有空白或冒号，每组前可以带 0x 前缀（48 69、48:69、0x4869）；每组必须包含完整的字节。解码得到的字节必须是有效的 UTF-8。结果还给出字节数。',
    params: {
      text: '要编码的文本，或要解码的十六进制数字',
      mode: 'encode（默认）将文本转换为十六进制数字；decode 将十六进制数字转换回文本',
    },
  },
})
