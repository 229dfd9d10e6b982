import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { generateUuids } from '../../lib/crypto/ids.ts'

export default defineOperation({
  category: 'generate',
  name: 'uuid',
  input: 'query',
  summary: 'Generate UUIDs, random (version 4) or time-ordered (version 7)',
  description: 'RFC 9562 UUIDs in the canonical lowercase 8-4-4-4-12 form, from a cryptographically secure random source. '
    + 'Version 4 (default): 122 random bits. '
    + 'Version 7: the first 48 bits are the Unix time in milliseconds, then the version digit 7, a 12-bit counter, '
    + 'the variant bits 10 and 62 random bits; they sort by creation time, which suits database keys. '
    + 'The UUIDs of one call are strictly increasing (the counter orders those made in the same millisecond). '
    + 'Every call gives new values. dev/uuid gives version 4 UUIDs the same way.',
  params: z.object({
    count: z.number().int().min(1).max(100).default(1).describe('How many UUIDs to generate, 1 to 100; default 1'),
    version: z.enum(['4', '7']).default('4').describe('UUID version: 4 (random, default) or 7 (Unix-time ordered)'),
  }),
  examples: [
    { title: 'one random UUID', params: {} },
    { title: 'three time-ordered UUIDs', params: { count: 3, version: 7 } },
  ],
  run: ({ count, version }) => {
    const v = version === '7' ? 7 : 4
    return { version: v, uuids: generateUuids(count, v) }
  },
})
