/**
 * Compression of text with node:zlib: gzip (RFC 1952), raw deflate (RFC 1951), zlib (RFC 1950) and
 * Brotli (RFC 7932). The work runs on libuv's thread pool; decompression stops as soon as its
 * output passes the limit, so a small bomb costs no more than the limit itself.
 */
import zlib from 'node:zlib'
import { ApiError, OperationError } from '../../core/errors.ts'

export const COMPRESS_FORMATS = ['gzip', 'deflate', 'zlib', 'brotli'] as const
export type CompressFormat = (typeof COMPRESS_FORMATS)[number]

type Codec = (data: Uint8Array, options: zlib.ZlibOptions & zlib.BrotliOptions, callback: (error: Error | null, result: Buffer) => void) => void
const run = (codec: Codec, data: Uint8Array, options: zlib.ZlibOptions & zlib.BrotliOptions) =>
  new Promise<Buffer>((resolve, reject) => codec(data, options, (error, result) => (error ? reject(error) : resolve(result))))

const compressors: Record<CompressFormat, Codec> = { gzip: zlib.gzip, deflate: zlib.deflateRaw, zlib: zlib.deflate, brotli: zlib.brotliCompress }
const decompressors: Record<CompressFormat, Codec> = { gzip: zlib.gunzip, deflate: zlib.inflateRaw, zlib: zlib.inflate, brotli: zlib.brotliDecompress }

/** Brotli's levels go to 11, the others' to 9. */
export const maxLevel = (format: CompressFormat) => (format === 'brotli' ? 11 : 9)

export async function compress(bytes: Uint8Array, format: CompressFormat, level: number): Promise<Buffer> {
  if (format === 'brotli') {
    return run(compressors.brotli, bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: level,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    })
  }
  return run(compressors[format], bytes, { level })
}

/**
 * Decompresses at most `maxBytes` of output: more is a 413 before it is produced. Data that is not
 * of the format (or is cut short) is a 422 naming the format.
 */
export async function decompress(bytes: Uint8Array, format: CompressFormat, maxBytes: number): Promise<Buffer> {
  try {
    return await run(decompressors[format], bytes, { maxOutputLength: maxBytes })
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'ERR_BUFFER_TOO_LARGE') throw new ApiError('DECOMPRESSED_TOO_LARGE', { max: maxBytes })
    if (code === 'Z_BUF_ERROR' || (error as Error).message?.includes('unexpected end')) {
      throw new OperationError('COMPRESSED_TRUNCATED', { format })
    }
    throw new OperationError('COMPRESSED_INVALID', { format })
  }
}
