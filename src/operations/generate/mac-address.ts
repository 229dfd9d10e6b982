import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { secureBytes } from '../../lib/crypto/random.ts'

const SEPARATORS = { colon: ':', hyphen: '-' } as const
const SEPARATOR_NAMES = Object.keys(SEPARATORS) as [keyof typeof SEPARATORS]

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
    separator: z.enum(SEPARATOR_NAMES).default('colon')
      .describe('Between octets: colon (default) or hyphen'),
    count: z.number().int().min(1).max(100).default(1).describe('How many addresses, 1 to 100; default 1'),
  }),
  result: z.object({
    mac_addresses: z.array(z.string()).apply(described, { en: 'The addresses: six octets in lower-case hex, separated by the separator', es: 'Las direcciones: seis octetos en hexadecimal en minúsculas, separados por el separador' }),
    separator: z.enum(SEPARATOR_NAMES).apply(described, { en: 'The separator used: colon or hyphen', es: 'El separador usado: colon o hyphen' }),
    locally_administered: z.literal(true).apply(described, { en: 'Always true: the locally administered bit of the first octet is set', es: 'Siempre true: el bit de administración local del primer octeto está activado' }),
    unicast: z.literal(true).apply(described, { en: 'Always true: the multicast bit of the first octet is clear', es: 'Siempre true: el bit de multidifusión del primer octeto está desactivado' }),
  }),
  chain: { gives: 'result.mac_addresses' },
  examples: [
    { title: 'one address', params: {} },
    { title: 'three, hyphen separated', params: { separator: 'hyphen', count: 3 } },
  ],
  run: ({ separator, count }) => ({
    mac_addresses: Array.from({ length: count }, () => randomMac(SEPARATORS[separator])),
    separator,
    locally_administered: true as const,
    unicast: true as const,
  }),
  es: {
    summary: 'Genera direcciones MAC unicast aleatorias administradas localmente',
    description: 'Seis octetos aleatorios (48 bits, de una fuente criptográficamente segura) en hexadecimal en minúsculas. El primer octeto tiene el bit 1 activado (administrada localmente: la dirección no pertenece a ningún fabricante, así que no puede coincidir con la dirección grabada de una tarjeta de red real) y el bit 0 desactivado (unicast, no una dirección de grupo), como pide IEEE 802 para las direcciones inventadas de máquinas virtuales, contenedores y pruebas; por eso el primer octeto termina en 2, 6, a o e (x2:, x6:, xa:, xe:). Quedan 46 bits aleatorios. separator une los octetos: colon (por defecto, 02:1a:…) o hyphen (02-1a-…).',
    params: {
      separator: 'Entre octetos: colon (por defecto) o hyphen',
      count: 'Cuántas direcciones, de 1 a 100; por defecto 1',
    },
  },
})
