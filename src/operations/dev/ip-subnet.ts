import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { BITS, type Block, formatIp, lastOf, maskOf, parseIp, readMask, sizeOf } from '../../lib/network/ip.ts'
import { ADDRESS_TYPES, classify } from '../../lib/network/special.ts'

const amount = (version: 4 | 6, n: bigint) => (version === 4 ? Number(n) : n.toString())
const amountSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)])

export default defineOperation({
  category: 'dev',
  name: 'ip-subnet',
  input: 'json',
  summary: 'Subnet calculator: network, netmask, host range and address type of an IPv4 or IPv6 CIDR',
  description: 'Reads an IPv4 or IPv6 block written as address/prefix (192.168.1.10/24, 2001:db8::/48), as address/netmask '
    + '(192.168.1.10/255.255.255.0), or as an address with the netmask or prefix in mask (no prefix at all means a single address). '
    + 'Host bits in the address are allowed: the block that holds it is described. IPv4 addresses are four decimal numbers 0-255 '
    + 'without leading zeros. The first and last usable hosts leave out the network and broadcast addresses, except that a /31 has '
    + 'two usable hosts (RFC 3021) and no broadcast, and a /32 one; IPv6 has no broadcast, so its hosts run from the first to the '
    + 'last address. Address counts are numbers for IPv4 and decimal strings for IPv6 (they pass 2^53). type and is_private follow '
    + 'the IANA IPv4 and IPv6 special-purpose address registries: is_private is true when the block is not globally reachable '
    + '(private, loopback, link-local, shared 100.64.0.0/10, documentation, most reserved blocks); a block larger than any entry it '
    + 'overlaps (such as 0.0.0.0/0) is global.',
  params: z.object({
    cidr: z.string().max(120).describe('The block: address/prefix (10.0.0.0/8, 2001:db8::/32), address/netmask, or an address alone with mask'),
    mask: z.string().max(60).optional().describe('Netmask (255.255.255.0) or prefix length (24) when cidr is a bare address'),
  }),
  result: z.object({
    version: z.union([z.literal(4), z.literal(6)]).apply(described, { en: 'IP version, 4 or 6', es: 'Versión de IP, 4 o 6' }),
    cidr: z.string().apply(described, { en: 'The block in canonical form, network/prefix', es: 'El bloque en forma canónica, red/prefijo' }),
    network: z.string().apply(described, { en: 'The network address (first address of the block)', es: 'La dirección de red (primera dirección del bloque)' }),
    broadcast: z.string().nullable().apply(described, { en: 'The IPv4 broadcast address; null for IPv6 and for /31 and /32, which have none', es: 'La dirección de difusión IPv4; null en IPv6 y en /31 y /32, que no la tienen' }),
    netmask: z.string().apply(described, { en: 'The netmask, written as an address', es: 'La máscara de red, escrita como dirección' }),
    wildcard: z.string().apply(described, { en: 'The wildcard (inverse) mask, as used in ACLs', es: 'La máscara comodín (inversa), como se usa en las ACL' }),
    prefix: z.number().int().apply(described, { en: 'Prefix length in bits', es: 'Longitud del prefijo en bits' }),
    first_host: z.string().apply(described, { en: 'First usable host address', es: 'Primera dirección de host utilizable' }),
    last_host: z.string().apply(described, { en: 'Last usable host address', es: 'Última dirección de host utilizable' }),
    total_addresses: amountSchema.apply(described, { en: 'Addresses in the block (a decimal string for IPv6)', es: 'Direcciones del bloque (una cadena decimal en IPv6)' }),
    usable_hosts: amountSchema.apply(described, { en: 'Usable host addresses (a decimal string for IPv6)', es: 'Direcciones de host utilizables (una cadena decimal en IPv6)' }),
    is_private: z.boolean().apply(described, { en: 'True when the block is not globally reachable per the IANA special-purpose registries', es: 'true cuando el bloque no es alcanzable globalmente según los registros de direcciones de uso especial de IANA' }),
    type: z.enum(ADDRESS_TYPES).apply(described, { en: 'Kind of block: private, loopback, link-local, multicast, shared, documentation, reserved or global', es: 'Tipo de bloque: private, loopback, link-local, multicast, shared, documentation, reserved o global' }),
  }),
  chain: { takes: 'cidr' },
  examples: [
    {
      title: 'An IPv4 /24 from a host address in it',
      params: { cidr: '192.168.1.77/24' },
      result: {
        version: 4, cidr: '192.168.1.0/24', network: '192.168.1.0', broadcast: '192.168.1.255', netmask: '255.255.255.0',
        wildcard: '0.0.0.255', prefix: 24, first_host: '192.168.1.1', last_host: '192.168.1.254', total_addresses: 256,
        usable_hosts: 254, is_private: true, type: 'private',
      },
    },
    {
      title: 'An address with a dotted netmask',
      params: { cidr: '203.0.113.9', mask: '255.255.255.252' },
      result: { cidr: '203.0.113.8/30', first_host: '203.0.113.9', last_host: '203.0.113.10', usable_hosts: 2, type: 'documentation' },
    },
    {
      title: 'An IPv6 /64',
      params: { cidr: '2001:db8:abcd:12::1/64' },
      result: {
        version: 6, cidr: '2001:db8:abcd:12::/64', broadcast: null, netmask: 'ffff:ffff:ffff:ffff::', wildcard: '::ffff:ffff:ffff:ffff',
        first_host: '2001:db8:abcd:12::', last_host: '2001:db8:abcd:12:ffff:ffff:ffff:ffff', total_addresses: '18446744073709551616',
      },
    },
  ],
  run: ({ cidr, mask }) => {
    const text = cidr.trim()
    const slash = text.indexOf('/')
    const space = text.search(/\s/)
    const cut = slash >= 0 ? slash : space
    const address = parseIp(cut >= 0 ? text.slice(0, cut) : text, 'cidr')
    const maskText = cut >= 0 ? text.slice(cut + 1).trim() : mask?.trim() || undefined
    if (cut >= 0 && mask !== undefined && mask.trim() !== '') throw new OperationError('IP_MASK_TWICE', {})
    const prefix = maskText === undefined ? BITS[address.version] : readMask(maskText, address.version, cut >= 0 ? 'cidr' : 'mask')
    const { version } = address
    const netmask = maskOf(version, prefix)
    const block: Block = { version, network: address.value & netmask, prefix }
    const last = lastOf(block)
    const total = sizeOf(version, prefix)
    const ip = (value: bigint) => formatIp({ version, value })
    const hosts = version === 6 || prefix >= 31 ? { first: block.network, last, usable: total } : { first: block.network + 1n, last: last - 1n, usable: total - 2n }
    return {
      version,
      cidr: `${ip(block.network)}/${prefix}`,
      network: ip(block.network),
      broadcast: version === 4 && prefix < 31 ? ip(last) : null,
      netmask: ip(netmask),
      wildcard: ip(netmask ^ ((1n << BigInt(BITS[version])) - 1n)),
      prefix,
      first_host: ip(hosts.first),
      last_host: ip(hosts.last),
      total_addresses: amount(version, total),
      usable_hosts: amount(version, hosts.usable),
      ...classify(block),
    }
  },
  es: {
    summary: 'Calculadora de subredes: red, máscara, rango de hosts y tipo de dirección de un CIDR IPv4 o IPv6',
    description: 'Lee un bloque IPv4 o IPv6 escrito como dirección/prefijo (192.168.1.10/24, 2001:db8::/48), como dirección/máscara '
      + '(192.168.1.10/255.255.255.0) o como una dirección con la máscara o el prefijo en mask (sin prefijo es una sola dirección). '
      + 'Se admiten bits de host en la dirección: se describe el bloque que la contiene. Las direcciones IPv4 son cuatro números decimales '
      + 'de 0 a 255 sin ceros a la izquierda. El primer y el último host utilizables excluyen las direcciones de red y de difusión, salvo '
      + 'que un /31 tiene dos hosts utilizables (RFC 3021) y ninguna difusión, y un /32 uno; IPv6 no tiene difusión, así que sus hosts van '
      + 'de la primera a la última dirección. Los recuentos de direcciones son números en IPv4 y cadenas decimales en IPv6 (superan 2^53). '
      + 'type e is_private siguen los registros de direcciones de uso especial IPv4 e IPv6 de IANA: is_private es true cuando el bloque no '
      + 'es alcanzable globalmente (privado, loopback, enlace local, compartido 100.64.0.0/10, documentación, la mayoría de los reservados); '
      + 'un bloque mayor que cualquier entrada con la que se solapa (como 0.0.0.0/0) es global.',
    params: {
      cidr: 'El bloque: dirección/prefijo (10.0.0.0/8, 2001:db8::/32), dirección/máscara, o solo una dirección con mask',
      mask: 'Máscara de red (255.255.255.0) o longitud de prefijo (24) cuando cidr es una dirección sin prefijo',
    },
  },
})
