import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { OperationError } from '../../core/errors.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { base64Decode, base64Encode } from '../../lib/data/bytes.ts'
import { COMPRESS_FORMATS, compress, decompress, maxLevel } from '../../lib/encoding/compress.ts'
import { checkTextSize } from '../../lib/text/text.ts'
import { utf8Bytes, utf8Text } from '../../lib/text/utf8.ts'

// Brotli's two slowest levels take about a second for 1 MB of text: by default they are used up to
// this size, and asked for explicitly they are refused above it.
const BROTLI_SLOW_MAX_BYTES = 256 * 1024
const defaultLevel = (format: (typeof COMPRESS_FORMATS)[number], size: number) =>
  format !== 'brotli' ? 6 : size <= BROTLI_SLOW_MAX_BYTES ? 11 : 9

const Result = z.object({
  mode: z.enum(['encode', 'decode']).apply(described, {
    en: 'What was done: encode (compressed) or decode (decompressed)',
    es: 'Lo que se hizo: encode (comprimir) o decode (descomprimir)',
  }),
  format: z.enum(COMPRESS_FORMATS).apply(described, { en: 'The compression format', es: 'El formato de compresión' }),
  output: z.string().apply(described, {
    en: 'Base64 of the compressed bytes (encode), or the decompressed text (decode)',
    es: 'Base64 de los bytes comprimidos (encode), o el texto descomprimido (decode)',
  }),
  bytes: z.number().int().min(0).apply(described, {
    en: 'Size of the text in UTF-8 bytes (uncompressed)',
    es: 'Tamaño del texto en bytes UTF-8 (sin comprimir)',
  }),
  compressed_bytes: z.number().int().min(0).apply(described, {
    en: 'Size of the compressed data in bytes',
    es: 'Tamaño de los datos comprimidos en bytes',
  }),
  level: z.number().int().min(0).max(11).optional().apply(described, {
    en: 'The compression level used (encode only)',
    es: 'El nivel de compresión usado (solo al codificar)',
  }),
}).meta({ id: 'CompressResult', description: 'Text compressed to Base64, or compressed Base64 decompressed to text' })

export default defineOperation({
  category: 'encode',
  name: 'compress',
  input: 'json',
  summary: 'Compress text with gzip, deflate, zlib or Brotli (as Base64), or decompress it back',
  description: 'encode compresses the UTF-8 bytes of the text and answers them in Base64; decode takes that Base64 (whitespace allowed), decompresses it and answers the text. '
    + 'format: gzip (RFC 1952, default), deflate (raw RFC 1951 data, as ZIP entries hold it), zlib (RFC 1950, deflate with a header and an Adler-32 check) or brotli (RFC 7932). '
    + 'level: 0 (stored) to 9 for gzip, deflate and zlib (default 6), 0 to 11 for Brotli (default 11, or 9 for texts over 256 KiB; levels 10 and 11 take at most 256 KiB). '
    + 'The text to compress, and the text a decompression gives, are limited to the configured text size (1 MiB by default): decompression stops as soon as the output passes it '
    + 'and answers 413 DECOMPRESSED_TOO_LARGE, so a compression bomb costs no more than the limit. Data that is not of the format, or is cut short, is a 422; '
    + 'decompressed bytes must be valid UTF-8 text. Compressed bytes depend on the zlib and Brotli versions, so another tool may write different bytes for the same text; each decompresses the other\'s.',
  params: z.object({
    text: textParam('Text to compress, or Base64 of compressed data to decompress'),
    mode: z.enum(['encode', 'decode']).default('encode').describe('encode (default) compresses the text to Base64; decode decompresses Base64 back to text'),
    format: z.enum(COMPRESS_FORMATS).default('gzip').describe('gzip (default), deflate (raw), zlib or brotli'),
    level: z.number().int().min(0).max(11).optional()
      .describe('Compression level: 0-9 for gzip, deflate and zlib (default 6); 0-11 for brotli (default 11, or 9 above 256 KiB). Ignored when decoding'),
  }),
  result: Result,
  examples: [
    { title: 'gzip', params: { text: 'Hello, World! Hello, World! Hello, World!' }, result: { mode: 'encode', format: 'gzip', bytes: 41, level: 6 } },
    { title: 'decompress gzip', params: { text: 'H4sIAAAAAAACA/NIzcnJ11EIzy/KSVEEANDDSuwNAAAA', mode: 'decode' }, result: { mode: 'decode', format: 'gzip', output: 'Hello, World!', bytes: 13, compressed_bytes: 33 } },
    { title: 'decompress zlib', params: { text: 'eJzzSM3JyddRCM8vyklRBAAfngRq', mode: 'decode', format: 'zlib' }, result: { mode: 'decode', output: 'Hello, World!' } },
  ],
  run: async ({ text, mode, format, level }, ctx) => {
    const limit = ctx.limits.textBytes
    if (mode === 'decode') {
      const packed = base64Decode(text)
      const bytes = await decompress(packed, format, limit)
      return { mode, format, output: utf8Text(bytes), bytes: bytes.length, compressed_bytes: packed.length }
    }
    checkTextSize(text, limit)
    const bytes = utf8Bytes(text)
    if (level !== undefined && level > maxLevel(format)) throw new OperationError('COMPRESS_LEVEL', { format, level, max: maxLevel(format) })
    if (format === 'brotli' && level !== undefined && level >= 10 && bytes.length > BROTLI_SLOW_MAX_BYTES) {
      throw new OperationError('COMPRESS_LEVEL_TOO_SLOW', { level, size: bytes.length, max: BROTLI_SLOW_MAX_BYTES })
    }
    const used = level ?? defaultLevel(format, bytes.length)
    const packed = await compress(bytes, format, used)
    return { mode, format, output: base64Encode(packed), bytes: bytes.length, compressed_bytes: packed.length, level: used }
  },
  es: {
    summary: 'Comprime texto con gzip, deflate, zlib o Brotli (en Base64), o lo descomprime',
    description: 'encode comprime los bytes UTF-8 del texto y los devuelve en Base64; decode toma ese Base64 (admite espacios en blanco), lo descomprime y devuelve el texto. format: gzip (RFC 1952, por defecto), deflate (datos RFC 1951 sin cabecera, como los guardan las entradas ZIP), zlib (RFC 1950, deflate con cabecera y comprobación Adler-32) o brotli (RFC 7932). level: de 0 (sin comprimir) a 9 para gzip, deflate y zlib (por defecto 6), de 0 a 11 para Brotli (por defecto 11, o 9 para textos de más de 256 KiB; los niveles 10 y 11 admiten como máximo 256 KiB). El texto que se comprime, y el que da una descompresión, están limitados al tamaño de texto configurado (1 MiB por defecto): la descompresión se detiene en cuanto la salida lo supera y responde 413 DECOMPRESSED_TOO_LARGE, así que una bomba de compresión no cuesta más que el límite. Los datos que no son del formato, o que están cortados, son un 422; los bytes descomprimidos deben ser texto UTF-8 válido. Los bytes comprimidos dependen de las versiones de zlib y Brotli, así que otra herramienta puede escribir bytes distintos para el mismo texto; cada una descomprime los de la otra.',
    params: {
      text: 'Texto que se comprime, o Base64 de datos comprimidos que se descomprimen',
      mode: 'encode (por defecto) comprime el texto a Base64; decode descomprime el Base64 de nuevo a texto',
      format: 'gzip (por defecto), deflate (sin cabecera), zlib o brotli',
      level: 'Nivel de compresión: 0-9 para gzip, deflate y zlib (por defecto 6); 0-11 para brotli (por defecto 11, o 9 por encima de 256 KiB). Se ignora al decodificar',
    },
  },
})
