import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { secureBytes } from '../../lib/crypto/random.ts'

const SEPARATORS = { colon: ':', hyphen: '-' } as const

/** Six random bytes with the first octet's bit 1 set (locally administered) and bit 0 clear (unicast). */
function randomMac(separator: string): string {
  const octets = secureBytes(6)
  octets[0] = (octets[0]! & 0xfc) | 0x02
  return [...octets].map((b) => b.toString(16).padStart(2, '0')).join(separator)
}

export default defineOperation({
  category: 'generate',
  name: 'mac-address',
  input: 'query',
  summary: 'Generate random locally administered unicast MAC addresses',
  description: 'Six random octets (48 bits, cryptographically secure source) in lower case hex. '
    + 'The first octet has bit 1 set (locally administered: the address belongs to no manufacturer, so it cannot clash with a real '
    + 'network card\'s burned-in address) and bit 0 clear (unicast, not a group address), as IEEE 802 asks of made-up addresses '
    + 'for virtual machines, containers and tests; the first octet therefore ends in 2, 6, a or e (x2:, x6:, xa:, xe:). '
    + 'That leaves 46 random bits. separator joins the octets: colon (default, 02:1a:…) or hyphen (02-1a-…).',
  params: z.object({
    separator: z.enum(Object.keys(SEPARATORS) as [keyof typeof SEPARATORS]).default('colon')
      .describe('Between octets: colon (default) or hyphen'),
    count: z.number().int().min(1).max(100).default(1).describe('How many addresses, 1 to 100; default 1'),
  }),
  examples: [
    { title: 'one address', params: {} },
    { title: 'three, hyphen separated', params: { separator: 'hyphen', count: 3 } },
  ],
  run: ({ separator, count }) => ({
    mac_addresses: Array.from({ length: count }, () => randomMac(SEPARATORS[separator])),
    separator,
    locally_administered: true,
    unicast: true,
  }),
})
