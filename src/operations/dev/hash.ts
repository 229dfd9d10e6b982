import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { digestHex, HASH_ALGORITHMS } from '../../lib/crypto/digest.ts'
import { utf8Bytes } from '../../lib/text/utf8.ts'
import { DigestedBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'hash',
  input: 'query',
  summary: 'Hash text with MD5, SHA-1, SHA-2, RIPEMD-160 or CRC-32',
  description: 'Digests the UTF-8 bytes of the text, exactly as sent (no trimming, no line-ending changes), '
    + 'and returns the digest in lowercase hexadecimal. crc32b is the CRC-32 of zlib, PNG and Ethernet, written as 8 hex digits '
    + 'with leading zeros. MD5, SHA-1 and CRC-32 are fine for checksums but must not protect passwords or signatures; '
    + 'for passwords use dev/bcrypt or dev/argon2. The result also gives the number of bytes digested.',
  params: z.object({
    text: textParam('Text to hash; its UTF-8 bytes are digested'),
    algo: z.enum(HASH_ALGORITHMS).default('sha256').describe(`Digest algorithm: ${HASH_ALGORITHMS.join(', ')}; default sha256`),
  }),
  result: z.object({
    algorithm: z.enum(HASH_ALGORITHMS).apply(described, { en: 'The digest algorithm used', es: 'El algoritmo de resumen usado' }),
    hash: z.string().regex(/^[0-9a-f]+$/).apply(described, { en: 'The digest in lowercase hexadecimal (crc32b: 8 digits, with leading zeros)', es: 'El resumen en hexadecimal en minúsculas (crc32b: 8 dígitos, con ceros a la izquierda)' }),
    bytes: DigestedBytes,
  }),
  chain: { gives: 'result.hash' },
  examples: [
    { title: 'SHA-256 (FIPS 180-2 test vector)', params: { text: 'abc' }, result: { algorithm: 'sha256', hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', bytes: 3 } },
    { title: 'MD5', params: { text: 'The quick brown fox jumps over the lazy dog', algo: 'md5' }, result: { algorithm: 'md5', hash: '9e107d9d372bb6826bd81d3542a419d6' } },
    { title: 'CRC-32 check value', params: { text: '123456789', algo: 'crc32b' }, result: { algorithm: 'crc32b', hash: 'cbf43926' } },
  ],
  run: ({ text, algo }) => {
    const bytes = utf8Bytes(text)
    return { algorithm: algo, hash: digestHex(algo, bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Calcula el hash de un texto con MD5, SHA-1, SHA-2, RIPEMD-160 o CRC-32',
    description: 'Calcula el resumen de los bytes UTF-8 del texto, tal como se envía (sin recortar ni cambiar los finales de línea), y lo devuelve en hexadecimal en minúsculas. crc32b es el CRC-32 de zlib, PNG y Ethernet, escrito con 8 dígitos hexadecimales con ceros a la izquierda. MD5, SHA-1 y CRC-32 sirven como sumas de comprobación, pero no deben proteger contraseñas ni firmas; para contraseñas use dev/bcrypt o dev/argon2. El resultado indica también el número de bytes procesados.',
    params: {
      text: 'Texto del que se calcula el hash; se procesan sus bytes UTF-8',
      algo: `Algoritmo de resumen: ${HASH_ALGORITHMS.join(', ')}; por defecto sha256`,
    },
  },
})
