import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { anyDigestHex, HASH_ALGORITHMS } from '../../lib/crypto/digest.ts'
import { utf8Bytes } from '../../lib/text/utf8.ts'
import { DigestedBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'hash',
  input: 'query',
  summary: 'Hash text with MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, RIPEMD-160 or CRC-32',
  description: 'Digests the UTF-8 bytes of the text, exactly as sent (no trimming, no line-ending changes), '
    + 'and returns the digest in lowercase hexadecimal. crc32b is the CRC-32 of zlib, PNG and Ethernet, written as 8 hex digits '
    + 'with leading zeros. sha3-* are the FIPS 202 SHA-3 hashes; keccak-256 is the original Keccak padding that Ethereum uses, '
    + 'which gives different digests from sha3-256; sha512-256 is the FIPS 180-4 SHA-512/256 (not a truncated SHA-512 written by hand); '
    + 'blake2b-512 and blake2s-256 are the RFC 7693 hashes without a key, and blake3 gives its default 32-byte output. MD5, SHA-1 and CRC-32 are fine for checksums but must not protect passwords or signatures; '
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
    { title: 'SHA3-256 (FIPS 202 example "abc")', params: { text: 'abc', algo: 'sha3-256' }, result: { algorithm: 'sha3-256', hash: '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532' } },
    { title: 'BLAKE2b-512 (RFC 7693 appendix A)', params: { text: 'abc', algo: 'blake2b-512' }, result: { algorithm: 'blake2b-512', hash: 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923' } },
  ],
  run: async ({ text, algo }) => {
    const bytes = utf8Bytes(text)
    return { algorithm: algo, hash: await anyDigestHex(algo, bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Calcula el hash de un texto con MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, RIPEMD-160 o CRC-32',
    description: 'Calcula el resumen de los bytes UTF-8 del texto, tal como se envía (sin recortar ni cambiar los finales de línea), y lo devuelve en hexadecimal en minúsculas. crc32b es el CRC-32 de zlib, PNG y Ethernet, escrito con 8 dígitos hexadecimales con ceros a la izquierda. sha3-* son los hashes SHA-3 de FIPS 202; keccak-256 es el Keccak con el relleno original que usa Ethereum, que da resúmenes distintos de sha3-256; sha512-256 es el SHA-512/256 de FIPS 180-4 (no un SHA-512 truncado a mano); blake2b-512 y blake2s-256 son los hashes del RFC 7693 sin clave, y blake3 da su salida por defecto de 32 bytes. MD5, SHA-1 y CRC-32 sirven como sumas de comprobación, pero no deben proteger contraseñas ni firmas; para contraseñas use dev/bcrypt o dev/argon2. El resultado indica también el número de bytes procesados.',
    params: {
      text: 'Texto del que se calcula el hash; se procesan sus bytes UTF-8',
      algo: `Algoritmo de resumen: ${HASH_ALGORITHMS.join(', ')}; por defecto sha256`,
    },
  },
})
