import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { crc32Hex, digestHex } from '../../lib/crypto/digest.ts'
import { utf8Bytes } from '../../lib/text/utf8.ts'
import { DigestedBytes } from '../kits/dev-results.ts'

const hexDigits = (digits: number, what: FieldWords) => z.string().regex(new RegExp(`^[0-9a-f]{${digits}}$`))
  .apply(described, { en: `${what.en}, ${digits} lowercase hex digits`, es: `${what.es}, ${digits} dígitos hexadecimales en minúsculas` })

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
    md5: hexDigits(32, { en: 'MD5 digest', es: 'Resumen MD5' }),
    sha1: hexDigits(40, { en: 'SHA-1 digest', es: 'Resumen SHA-1' }),
    sha256: hexDigits(64, { en: 'SHA-256 digest', es: 'Resumen SHA-256' }),
    sha512: hexDigits(128, { en: 'SHA-512 digest', es: 'Resumen SHA-512' }),
    crc32: hexDigits(8, { en: 'CRC-32 (zlib, PNG, Ethernet; crc32b in dev/hash)', es: 'CRC-32 (zlib, PNG, Ethernet; crc32b en dev/hash)' }),
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
})
