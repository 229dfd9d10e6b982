/** Base58 with the Bitcoin alphabet: bytes as a big number in base 58, each leading zero byte as 1. */
import { OperationError } from '../../core/errors.ts'
import { locate } from '../data/codec.ts'

export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const VALUE = new Map([...BASE58_ALPHABET].map((c, i) => [c, i] as const))

// The number is kept in limbs of 58^5 (below 2^30) on the encoding side and of 2^16 on the
// decoding side, so every step stays exact in a double: 58^5 · 2^16 and 2^16 · 58^5 are below 2^53.
const BIG = 58 ** 5

/**
 * Largest number of bytes the conversion accepts: its time grows with the square of the length
 * (about 20 ms each way at this size). Base58 carries keys, hashes and addresses, far shorter.
 */
export const BASE58_MAX_BYTES = 4 * 1024

export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  // Little-endian limbs of 58^5; input read two bytes at a time (a lone first byte when odd).
  const limbs: number[] = []
  let i = zeros
  const step = (value: number, scale: number) => {
    let carry = value
    for (let k = 0; k < limbs.length; k++) {
      const x = limbs[k]! * scale + carry
      carry = Math.floor(x / BIG)
      limbs[k] = x - carry * BIG
    }
    while (carry > 0) {
      limbs.push(carry % BIG)
      carry = Math.floor(carry / BIG)
    }
  }
  if ((bytes.length - zeros) % 2 === 1) step(bytes[i++]!, 256)
  for (; i < bytes.length; i += 2) step(bytes[i]! * 256 + bytes[i + 1]!, 65536)
  let digits = ''
  for (let k = 0; k < limbs.length; k++) {
    let limb = limbs[k]!
    const last = k === limbs.length - 1
    for (let d = 0; d < 5 && (!last || limb > 0); d++) {
      digits = BASE58_ALPHABET[limb % 58]! + digits
      limb = Math.floor(limb / 58)
    }
  }
  return '1'.repeat(zeros) + digits
}

/** Decodes Base58; spaces and line breaks around the text are ignored, anything else outside the alphabet is a 422. */
export function base58Decode(text: string): Uint8Array {
  const start = text.length - text.trimStart().length
  const body = text.trim()
  let zeros = 0
  while (zeros < body.length && body[zeros] === '1') zeros++
  // Little-endian limbs of 2^16.
  const limbs: number[] = []
  for (let i = zeros; i < body.length; i++) {
    const value = VALUE.get(body[i]!)
    if (value === undefined) throw new OperationError('BASE58_INVALID_CHAR', locate(text, start + i))
    let carry = value
    for (let k = 0; k < limbs.length; k++) {
      const x = limbs[k]! * 58 + carry
      carry = x >>> 16
      limbs[k] = x & 0xffff
    }
    while (carry > 0) {
      limbs.push(carry & 0xffff)
      carry >>>= 16
    }
  }
  const out: number[] = new Array<number>(zeros).fill(0)
  for (let k = limbs.length - 1; k >= 0; k--) {
    const limb = limbs[k]!
    if (k === limbs.length - 1 && limb < 256) out.push(limb)
    else out.push(limb >> 8, limb & 0xff)
  }
  return Uint8Array.from(out)
}
