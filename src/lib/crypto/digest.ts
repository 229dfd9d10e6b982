/**
 * Message digests shared by the dev hashing operations (hash, hash-all, hmac, ntlm, mysql).
 *
 * Conventions: input is bytes (callers turn text into UTF-8, or UTF-16LE for NTLM, first);
 * output is lowercase hexadecimal unless a function says otherwise. All of these are fast,
 * linear in the input and run on the calling thread; password hashes (bcrypt, argon2) live in
 * src/lib/crypto/password.ts and run in the hashing pool instead.
 */
import { createHash, createHmac } from 'node:crypto'
import type * as HashWasm from 'hash-wasm'

// Loaded with the first digest that needs it (Keccak-256, BLAKE3, MD4): QR codes and PNGs import
// this module on the main thread for CRC-32 alone.
let hashWasm: Promise<typeof HashWasm> | undefined
const loadHashWasm = () => (hashWasm ??= import('hash-wasm'))

/** The algorithms of dev/hash, in the order the contract lists them. */
export const HASH_ALGORITHMS = [
  'md5', 'sha1', 'sha256', 'sha512', 'sha384', 'sha224', 'crc32b', 'ripemd160',
  'sha3-224', 'sha3-256', 'sha3-384', 'sha3-512', 'keccak-256', 'sha512-256', 'blake2b-512', 'blake2s-256', 'blake3',
] as const
export type HashAlgorithm = (typeof HASH_ALGORITHMS)[number]
/** The algorithms OpenSSL (node:crypto) computes, by their names there. */
type OpenSslAlgorithm = Exclude<HashAlgorithm, 'crc32b' | 'keccak-256' | 'blake3'>
const OPENSSL_NAMES: Partial<Record<OpenSslAlgorithm, string>> = { 'blake2b-512': 'blake2b512', 'blake2s-256': 'blake2s256' }

/** The algorithms of dev/hmac (CRC-32 and RIPEMD-160 are not used with HMAC). */
export const HMAC_ALGORITHMS = ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'] as const
export type HmacAlgorithm = (typeof HMAC_ALGORITHMS)[number]

// CRC-32 as in zlib, PNG and Ethernet ("crc32b" in PHP's naming): reflected polynomial
// 0xEDB88320, initial value and final XOR 0xFFFFFFFF. Check value: "123456789" -> cbf43926.
const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 of bytes, as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

/** CRC-32 as 8 lowercase hex digits, leading zeros kept. */
export function crc32Hex(bytes: Uint8Array): string {
  return crc32(bytes).toString(16).padStart(8, '0')
}

/** Digest of bytes in lowercase hex: a cryptographic hash of OpenSSL's, or CRC-32 for crc32b. */
export function digestHex(algorithm: Exclude<HashAlgorithm, 'keccak-256' | 'blake3'>, bytes: Uint8Array): string {
  return algorithm === 'crc32b' ? crc32Hex(bytes) : createHash(OPENSSL_NAMES[algorithm] ?? algorithm).update(bytes).digest('hex')
}

/**
 * Digest of bytes in lowercase hex, for every algorithm of dev/hash. Keccak-256 (the original
 * padding that Ethereum uses, not SHA3-256) and BLAKE3 (32-byte output) are not in OpenSSL, so they
 * come from hash-wasm; both are linear in the input like the others.
 */
export async function anyDigestHex(algorithm: HashAlgorithm, bytes: Uint8Array): Promise<string> {
  if (algorithm === 'keccak-256') return (await loadHashWasm()).keccak(bytes, 256)
  if (algorithm === 'blake3') return (await loadHashWasm()).blake3(bytes)
  return digestHex(algorithm, bytes)
}

/** Raw digest bytes of a cryptographic hash of OpenSSL's. */
export function digestBytes(algorithm: Exclude<OpenSslAlgorithm, 'blake2b-512' | 'blake2s-256'>, bytes: Uint8Array): Buffer {
  return createHash(algorithm).update(bytes).digest()
}

/** HMAC (RFC 2104) of data under key, as raw bytes. */
export function hmacBytes(algorithm: HmacAlgorithm, key: Uint8Array, data: Uint8Array): Buffer {
  return createHmac(algorithm, key).update(data).digest()
}

/**
 * MD4 (RFC 1320) in lowercase hex. OpenSSL 3 keeps MD4 in its legacy provider, which Node does not
 * load, so it comes from hash-wasm.
 */
export async function md4Hex(bytes: Uint8Array): Promise<string> {
  return (await loadHashWasm()).md4(bytes)
}
