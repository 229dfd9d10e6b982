import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { crc32Hex, digestHex } from '../../lib/crypto/digest.ts'
import { utf8Bytes } from '../../lib/text/utf8.ts'
import { DigestedBytes } from '../kits/dev-results.ts'

const hexDigits = (digits: number, what: FieldWords) => z.string().regex(new RegExp(`^[0-9a-f]{${digits}}$`))
  .apply(described, {
    en: `${what.en}, ${digits} lowercase hex digits`,
    es: `${what.es}, ${digits} dígitos hexadecimales en minúsculas`,
    de: `${what.de}, ${digits} hexadezimale Ziffern in Kleinbuchstaben`,
    fr: `${what.fr}, ${digits} chiffres hexadécimaux minuscules`,
    'pt-br': `${what['pt-br']}, ${digits} dígitos hexadecimais minúsculos`,
    'zh-cn': `${what['zh-cn']}，${digits} 位小写十六进制数字`,
  })

export default defineOperation({
  category: 'dev',
  name: 'hash-all',
  input: 'query',
  summary: 'MD5, SHA-1, SHA-256, SHA-512 and CRC-32 of a text at once',
  description: 'Digests the UTF-8 bytes of the text, exactly as sent, with five algorithms in one call. Every digest is lowercase '
    + 'hexadecimal; crc32 is the CRC-32 of zlib, PNG and Ethernet (dev/hash calls it crc32b), as 8 hex digits. '
    + 'The result also gives the number of bytes digested.',
  params: z.object({
    text: textParam('Text to hash; its UTF-8 bytes are digested'),
  }),
  result: z.object({
    md5: hexDigits(32, { en: 'MD5 digest', es: 'Resumen MD5', de: 'MD5-Hashwert', fr: 'Condensé MD5', 'pt-br': 'Resumo MD5', 'zh-cn': 'MD5 摘要' }),
    sha1: hexDigits(40, { en: 'SHA-1 digest', es: 'Resumen SHA-1', de: 'SHA-1-Hashwert', fr: 'Condensé SHA-1', 'pt-br': 'Resumo SHA-1', 'zh-cn': 'SHA-1 摘要' }),
    sha256: hexDigits(64, { en: 'SHA-256 digest', es: 'Resumen SHA-256', de: 'SHA-256-Hashwert', fr: 'Condensé SHA-256', 'pt-br': 'Resumo SHA-256', 'zh-cn': 'SHA-256 摘要' }),
    sha512: hexDigits(128, { en: 'SHA-512 digest', es: 'Resumen SHA-512', de: 'SHA-512-Hashwert', fr: 'Condensé SHA-512', 'pt-br': 'Resumo SHA-512', 'zh-cn': 'SHA-512 摘要' }),
    crc32: hexDigits(8, {
      en: 'CRC-32 (zlib, PNG, Ethernet; crc32b in dev/hash)',
      es: 'CRC-32 (zlib, PNG, Ethernet; crc32b en dev/hash)',
      de: 'CRC-32 (zlib, PNG, Ethernet; in dev/hash crc32b genannt)',
      fr: 'CRC-32 (zlib, PNG, Ethernet\u00a0; crc32b dans dev/hash)',
      'pt-br': 'CRC-32 (zlib, PNG, Ethernet; crc32b em dev/hash)',
      'zh-cn': 'CRC-32（zlib、PNG、以太网；在 dev/hash 中称为 crc32b）',
    }),
    bytes: DigestedBytes,
  }),
  examples: [
    {
      params: { text: 'abc' },
      result: {
        md5: '900150983cd24fb0d6963f7d28e17f72',
        sha1: 'a9993e364706816aba3e25717850c26c9cd0d89d',
        sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
        sha512: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
        crc32: '352441c2',
        bytes: 3,
      },
    },
  ],
  run: ({ text }) => {
    const bytes = utf8Bytes(text)
    return {
      md5: digestHex('md5', bytes),
      sha1: digestHex('sha1', bytes),
      sha256: digestHex('sha256', bytes),
      sha512: digestHex('sha512', bytes),
      crc32: crc32Hex(bytes),
      bytes: bytes.length,
    }
  },
  es: {
    summary: 'MD5, SHA-1, SHA-256, SHA-512 y CRC-32 de un texto a la vez',
    description: 'Calcula el resumen de los bytes UTF-8 del texto, tal como se envía, con cinco algoritmos en una sola llamada. Cada resumen va en hexadecimal en minúsculas; crc32 es el CRC-32 de zlib, PNG y Ethernet (dev/hash lo llama crc32b), con 8 dígitos hexadecimales. El resultado indica también el número de bytes procesados.',
    params: {
      text: 'Texto del que se calcula el hash; se procesan sus bytes UTF-8',
    },
  },
  de: {
    summary: 'MD5, SHA-1, SHA-256, SHA-512 und CRC-32 eines Texts auf einmal',
    description: 'Berechnet den Hashwert der UTF-8-Bytes des Texts, genau wie gesendet, mit fünf Algorithmen in einem Aufruf. Jeder Hashwert wird hexadezimal in Kleinbuchstaben angegeben; crc32 ist die CRC-32 von zlib, PNG und Ethernet (dev/hash nennt sie crc32b), mit 8 Hexadezimalziffern. Das Ergebnis nennt auch die Anzahl der verarbeiteten Bytes.',
    params: {
      text: 'Text, dessen Hash berechnet wird; seine UTF-8-Bytes werden verarbeitet',
    },
  },
  fr: {
    summary: "MD5, SHA-1, SHA-256, SHA-512 et CRC-32 d'un texte en une seule fois",
    description: "Calcule le condensé des octets UTF-8 du texte, exactement tel qu'il est envoyé, avec cinq algorithmes en un seul appel. Chaque condensé est en hexadécimal minuscule\u00a0; crc32 est le CRC-32 de zlib, PNG et Ethernet (dev/hash l'appelle crc32b), sur 8 chiffres hexadécimaux. Le résultat indique aussi le nombre d'octets traités.",
    params: {
      text: 'Texte à hacher\u00a0; ses octets UTF-8 sont traités',
    },
  },
  'pt-br': {
    summary: 'MD5, SHA-1, SHA-256, SHA-512 e CRC-32 de um texto de uma só vez',
    description: 'Calcula o resumo dos bytes UTF-8 do texto, exatamente como enviado, com cinco algoritmos em uma única chamada. Cada resumo é dado em hexadecimal minúsculo; crc32 é o CRC-32 do zlib, PNG e Ethernet (dev/hash o chama de crc32b), com 8 dígitos hexadecimais. O resultado também informa o número de bytes processados.',
    params: {
      text: 'Texto cujo hash é calculado; seus bytes UTF-8 são processados',
    },
  },
  'zh-cn': {
    summary: '一次计算文本的 MD5、SHA-1、SHA-256、SHA-512 和 CRC-32',
    description: '在一次调用中用五种算法计算文本 UTF-8 字节（按发送时的原样）的摘要。每个摘要均为小写十六进制；crc32 是 zlib、PNG 和以太网所用的 CRC-32（dev/hash 中称为 crc32b），为 8 位十六进制数字。结果还会给出参与计算的字节数。',
    params: {
      text: '要计算哈希的文本；对其 UTF-8 字节进行计算',
    },
  },
})
