import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { expandV6, formatV4, formatV6, isV4Mapped, parseIpLoose } from '../../lib/network/ip.ts'

const binaryOf = (value: bigint, bits: number, group: number, separator: string) =>
  (value.toString(2).padStart(bits, '0').match(new RegExp(`.{${group}}`, 'g')) ?? []).join(separator)

function reverseDns(version: 4 | 6, value: bigint): string {
  if (version === 4) return `${formatV4(value).split('.').reverse().join('.')}.in-addr.arpa`
  return `${[...value.toString(16).padStart(32, '0')].reverse().join('.')}.ip6.arpa`
}

export default defineOperation({
  category: 'dev',
  name: 'ip-convert',
  input: 'json',
  summary: 'Convert an IP address between dotted, decimal, hex and binary forms, with its reverse DNS name',
  description: 'Reads an IPv4 address as four dotted decimal numbers (192.168.1.1, no leading zeros), as one decimal number '
    + '(3232235777), as hex (0xC0A80101), or as 32 binary digits, optionally dotted by octet; or an IPv6 address in any valid form '
    + '(an IPv4 tail such as ::ffff:192.0.2.1 is allowed, a zone such as %eth0 is not). The shorthand 1.2.3 or 10.1, which '
    + 'systems expand differently, is refused. Answers every form: dotted (IPv4, or the IPv4 address inside an IPv4-mapped IPv6 '
    + 'address), decimal (a number for IPv4, a decimal string for IPv6), hex, binary (dotted by octet for IPv4, colon-separated '
    + '16-bit groups for IPv6), the IPv4-mapped IPv6 form, the reverse DNS name (in-addr.arpa or ip6.arpa) and, for IPv6, the '
    + 'RFC 5952 compressed and the fully expanded forms.',
  params: z.object({
    value: z.string().max(120).describe('The address: 192.168.1.1, 3232235777, 0xC0A80101, 11000000101010000000000100000001, or an IPv6 address'),
  }),
  result: z.object({
    version: z.union([z.literal(4), z.literal(6)]).apply(described, { en: 'IP version, 4 or 6', es: 'Versión de IP, 4 o 6' }),
    dotted: z.string().nullable().apply(described, { en: 'Dotted IPv4 (for IPv6, the IPv4 address inside an IPv4-mapped one, else null)', es: 'IPv4 con puntos (en IPv6, la dirección IPv4 dentro de una mapeada a IPv4; si no, null)' }),
    decimal: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).apply(described, { en: 'The address as one number (a decimal string for IPv6)', es: 'La dirección como un solo número (una cadena decimal en IPv6)' }),
    hex: z.string().regex(/^0x[0-9a-f]+$/).apply(described, { en: 'The address as hex, 0x and 8 (IPv4) or 32 (IPv6) lowercase digits', es: 'La dirección en hexadecimal, 0x y 8 (IPv4) o 32 (IPv6) dígitos en minúsculas' }),
    binary: z.string().apply(described, { en: 'The address in binary: octets separated by dots (IPv4), 16-bit groups by colons (IPv6)', es: 'La dirección en binario: octetos separados por puntos (IPv4), grupos de 16 bits por dos puntos (IPv6)' }),
    ipv6_mapped: z.string().nullable().apply(described, { en: 'The IPv4-mapped IPv6 address ::ffff:a.b.c.d; null for an IPv6 address that is not one', es: 'La dirección IPv6 mapeada a IPv4 ::ffff:a.b.c.d; null para una dirección IPv6 que no lo es' }),
    reverse_dns: z.string().apply(described, { en: 'The name for reverse DNS (PTR) lookups, under in-addr.arpa or ip6.arpa', es: 'El nombre para búsquedas DNS inversas (PTR), bajo in-addr.arpa o ip6.arpa' }),
    compressed: z.string().optional().apply(described, { en: 'IPv6 only: the RFC 5952 compressed form', es: 'Solo IPv6: la forma comprimida del RFC 5952' }),
    expanded: z.string().optional().apply(described, { en: 'IPv6 only: all eight groups, four digits each', es: 'Solo IPv6: los ocho grupos, de cuatro dígitos cada uno' }),
  }),
  examples: [
    {
      title: 'A dotted IPv4 address',
      params: { value: '192.168.1.1' },
      result: {
        version: 4, dotted: '192.168.1.1', decimal: 3232235777, hex: '0xc0a80101', binary: '11000000.10101000.00000001.00000001',
        ipv6_mapped: '::ffff:192.168.1.1', reverse_dns: '1.1.168.192.in-addr.arpa',
      },
    },
    { title: 'A decimal number', params: { value: '134744072' }, result: { dotted: '8.8.8.8', hex: '0x08080808' } },
    {
      title: 'An IPv6 address',
      params: { value: '2001:DB8:0:0:0:0:0:1' },
      result: {
        version: 6, dotted: null, compressed: '2001:db8::1', expanded: '2001:0db8:0000:0000:0000:0000:0000:0001',
        reverse_dns: '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa',
      },
    },
  ],
  run: ({ value }) => {
    const ip = parseIpLoose(value, 'value')
    if (ip.version === 4) {
      return {
        version: 4 as const,
        dotted: formatV4(ip.value),
        decimal: Number(ip.value),
        hex: `0x${ip.value.toString(16).padStart(8, '0')}`,
        binary: binaryOf(ip.value, 32, 8, '.'),
        ipv6_mapped: `::ffff:${formatV4(ip.value)}`,
        reverse_dns: reverseDns(4, ip.value),
      }
    }
    const mapped = isV4Mapped(ip.value)
    return {
      version: 6 as const,
      dotted: mapped ? formatV4(ip.value & 0xffffffffn) : null,
      decimal: ip.value.toString(),
      hex: `0x${ip.value.toString(16).padStart(32, '0')}`,
      binary: binaryOf(ip.value, 128, 16, ':'),
      ipv6_mapped: mapped ? formatV6(ip.value) : null,
      reverse_dns: reverseDns(6, ip.value),
      compressed: formatV6(ip.value),
      expanded: expandV6(ip.value),
    }
  },
  es: {
    summary: 'Convierte una dirección IP entre las formas con puntos, decimal, hexadecimal y binaria, con su nombre DNS inverso',
    description: 'Lee una dirección IPv4 como cuatro números decimales separados por puntos (192.168.1.1, sin ceros a la izquierda), '
      + 'como un solo número decimal (3232235777), en hexadecimal (0xC0A80101) o como 32 dígitos binarios, opcionalmente separados '
      + 'por puntos en octetos; o una dirección IPv6 en cualquier forma válida (se admite una cola IPv4 como ::ffff:192.0.2.1, no una '
      + 'zona como %eth0). Se rechaza la forma abreviada 1.2.3 o 10.1, que cada sistema completa de un modo distinto. Devuelve todas '
      + 'las formas: con puntos (IPv4, o la dirección IPv4 dentro de una IPv6 mapeada a IPv4), decimal (un número en IPv4, una cadena '
      + 'decimal en IPv6), hexadecimal, binaria (por octetos con puntos en IPv4, en grupos de 16 bits con dos puntos en IPv6), la forma '
      + 'IPv6 mapeada a IPv4, el nombre DNS inverso (in-addr.arpa o ip6.arpa) y, en IPv6, la forma comprimida del RFC 5952 y la '
      + 'forma expandida completa.',
    params: {
      value: 'La dirección: 192.168.1.1, 3232235777, 0xC0A80101, 11000000101010000000000100000001 o una dirección IPv6',
    },
  },
})
