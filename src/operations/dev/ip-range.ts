import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { formatBlock, formatIp, parseIp, rangeToBlocks } from '../../lib/network/ip.ts'

export default defineOperation({
  category: 'dev',
  name: 'ip-range',
  input: 'json',
  summary: 'The smallest list of CIDR blocks that covers an IP address range exactly',
  description: 'Turns a range of IPv4 or IPv6 addresses, from start to end inclusive, into the fewest CIDR blocks that together '
    + 'cover exactly those addresses, in order (as firewall rules and route tables need them). Both ends must be the same IP '
    + 'version and start must not come after end; IPv4 addresses are four dotted decimal numbers without leading zeros. '
    + 'count is the number of addresses in the range: a number for IPv4, a decimal string for IPv6.',
  params: z.object({
    start: z.string().max(120).describe('First address of the range (192.168.0.10, 2001:db8::)'),
    end: z.string().max(120).describe('Last address of the range, included'),
  }),
  result: z.object({
    version: z.union([z.literal(4), z.literal(6)]).apply(described, { en: 'IP version, 4 or 6', es: 'Versión de IP, 4 o 6' }),
    start: z.string().apply(described, { en: 'First address, in canonical form', es: 'Primera dirección, en forma canónica' }),
    end: z.string().apply(described, { en: 'Last address, in canonical form', es: 'Última dirección, en forma canónica' }),
    cidrs: z.array(z.string()).apply(described, { en: 'The CIDR blocks, in address order, that cover the range exactly', es: 'Los bloques CIDR, en orden de dirección, que cubren el rango exactamente' }),
    count: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).apply(described, { en: 'Addresses in the range (a decimal string for IPv6)', es: 'Direcciones del rango (una cadena decimal en IPv6)' }),
  }),
  chain: { takes: null },
  examples: [
    {
      title: 'An IPv4 range that needs several blocks',
      params: { start: '192.168.0.10', end: '192.168.0.100' },
      result: {
        version: 4, start: '192.168.0.10', end: '192.168.0.100', count: 91,
        cidrs: ['192.168.0.10/31', '192.168.0.12/30', '192.168.0.16/28', '192.168.0.32/27', '192.168.0.64/27', '192.168.0.96/30', '192.168.0.100/32'],
      },
    },
    {
      title: 'An IPv6 range that is one block',
      params: { start: '2001:db8::', end: '2001:db8::ffff' },
      result: { version: 6, cidrs: ['2001:db8::/112'], count: '65536' },
    },
  ],
  run: ({ start, end }) => {
    const a = parseIp(start, 'start')
    const b = parseIp(end, 'end')
    if (a.version !== b.version) throw new OperationError('IP_VERSION_MIX', { start: formatIp(a), end: formatIp(b) })
    if (a.value > b.value) throw new OperationError('IP_RANGE_ORDER', { start: formatIp(a), end: formatIp(b) })
    const count = b.value - a.value + 1n
    return {
      version: a.version,
      start: formatIp(a),
      end: formatIp(b),
      cidrs: rangeToBlocks(a.version, a.value, b.value).map(formatBlock),
      count: a.version === 4 ? Number(count) : count.toString(),
    }
  },
  es: {
    summary: 'La lista más corta de bloques CIDR que cubre exactamente un rango de direcciones IP',
    description: 'Convierte un rango de direcciones IPv4 o IPv6, de start a end ambos incluidos, en el menor número de bloques CIDR '
      + 'que juntos cubren exactamente esas direcciones, en orden (como los necesitan las reglas de cortafuegos y las tablas de rutas). '
      + 'Los dos extremos deben ser de la misma versión de IP y start no puede ir después de end; las direcciones IPv4 son cuatro números '
      + 'decimales separados por puntos, sin ceros a la izquierda. count es el número de direcciones del rango: un número en IPv4 y '
      + 'una cadena decimal en IPv6.',
    params: {
      start: 'Primera dirección del rango (192.168.0.10, 2001:db8::)',
      end: 'Última dirección del rango, incluida',
    },
  },
})
