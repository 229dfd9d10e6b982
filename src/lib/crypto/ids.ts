/**
 * Identifiers: RFC 9562 UUIDs in the canonical lowercase 8-4-4-4-12 form.
 *
 * - Version 4: 122 random bits (crypto.randomUUID).
 * - Version 7: a 48-bit big-endian Unix timestamp in milliseconds, the version (7), a 12-bit
 *   counter (rand_a), the variant (binary 10) and 62 random bits (rand_b). Within one batch the
 *   values are strictly increasing (RFC 9562 section 6.2, method 1: a counter seeded with 11
 *   random bits, so at least 2048 values fit in one millisecond; on overflow the timestamp moves
 *   on by 1 ms). Between batches only the timestamp orders them.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto'

export const UUID_VERSIONS = [4, 7] as const
export type UuidVersion = (typeof UUID_VERSIONS)[number]

const COUNTER_MAX = 0xfff

function canonical(bytes: Buffer): string {
  const hex = bytes.toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** `count` version 7 UUIDs, strictly increasing; `now` gives Unix milliseconds. */
export function uuidV7Batch(count: number, now: () => number = Date.now): string[] {
  const out: string[] = []
  let lastMs = -1
  let counter = 0
  for (let i = 0; i < count; i++) {
    let ms = now()
    if (ms > lastMs) {
      counter = randomInt(0x800)
    } else if (counter < COUNTER_MAX) {
      // Same millisecond (or the clock went back): stay on the last one and count up.
      ms = lastMs
      counter++
    } else {
      ms = lastMs + 1
      counter = randomInt(0x800)
    }
    lastMs = ms
    const bytes = randomBytes(16)
    bytes.writeUIntBE(ms, 0, 6)
    bytes[6] = 0x70 | (counter >> 8)
    bytes[7] = counter & 0xff
    bytes[8] = (bytes[8]! & 0x3f) | 0x80
    out.push(canonical(bytes))
  }
  return out
}

/** `count` UUIDs of the given version. */
export function generateUuids(count: number, version: UuidVersion = 4): string[] {
  return version === 7 ? uuidV7Batch(count) : Array.from({ length: count }, () => randomUUID())
}

