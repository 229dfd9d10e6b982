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
    version: z.union([z.literal(4), z.literal(6)]).apply(described, {
      en: 'IP version, 4 or 6',
      es: 'Versión de IP, 4 o 6',
      de: 'IP-Version, 4 oder 6',
      fr: 'Version IP, 4 ou 6',
      'pt-br': 'Versão do IP, 4 ou 6',
      'zh-cn': 'IP 版本，4 或 6',
    }),
    dotted: z.string().nullable().apply(described, {
      en: 'Dotted IPv4 (for IPv6, the IPv4 address inside an IPv4-mapped one, else null)',
      es: 'IPv4 con puntos (en IPv6, la dirección IPv4 dentro de una mapeada a IPv4; si no, null)',
      de: 'IPv4 in Punktschreibweise (bei IPv6 die IPv4-Adresse in einer IPv4-zugeordneten Adresse, sonst null)',
      fr: "IPv4 en notation pointée (pour IPv6, l'adresse IPv4 contenue dans une adresse mappée IPv4, sinon null)",
      'pt-br': 'IPv4 com pontos (em IPv6, o endereço IPv4 dentro de um mapeado para IPv4; caso contrário, null)',
      'zh-cn': '点分 IPv4（对 IPv6 而言，为 IPv4 映射地址中的 IPv4 地址，否则为 null）',
    }),
    decimal: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).apply(described, {
      en: 'The address as one number (a decimal string for IPv6)',
      es: 'La dirección como un solo número (una cadena decimal en IPv6)',
      de: 'Die Adresse als eine Zahl (bei IPv6 eine dezimale Zeichenfolge)',
      fr: "L'adresse sous forme d'un seul nombre (une chaîne décimale pour IPv6)",
      'pt-br': 'O endereço como um único número (uma cadeia decimal em IPv6)',
      'zh-cn': '以单个数字表示的地址（IPv6 为十进制字符串）',
    }),
    hex: z.string().regex(/^0x[0-9a-f]+$/).apply(described, {
      en: 'The address as hex, 0x and 8 (IPv4) or 32 (IPv6) lowercase digits',
      es: 'La dirección en hexadecimal, 0x y 8 (IPv4) o 32 (IPv6) dígitos en minúsculas',
      de: 'Die Adresse hexadezimal, 0x und 8 (IPv4) oder 32 (IPv6) Ziffern in Kleinbuchstaben',
      fr: "L'adresse en hexadécimal, 0x suivi de 8 (IPv4) ou 32 (IPv6) chiffres minuscules",
      'pt-br': 'O endereço em hexadecimal, 0x e 8 (IPv4) ou 32 (IPv6) dígitos minúsculos',
      'zh-cn': '十六进制地址，0x 加 8 位 (IPv4) 或 32 位 (IPv6) 小写数字',
    }),
    binary: z.string().apply(described, {
      en: 'The address in binary: octets separated by dots (IPv4), 16-bit groups by colons (IPv6)',
      es: 'La dirección en binario: octetos separados por puntos (IPv4), grupos de 16 bits por dos puntos (IPv6)',
      de: 'Die Adresse binär: Oktette durch Punkte getrennt (IPv4), 16-Bit-Gruppen durch Doppelpunkte (IPv6)',
      fr: "L'adresse en binaire\u00a0: octets séparés par des points (IPv4), groupes de 16 bits par des deux-points (IPv6)",
      'pt-br': 'O endereço em binário: octetos separados por pontos (IPv4), grupos de 16 bits por dois-pontos (IPv6)',
      'zh-cn': '二进制地址：八位字节以点号分隔 (IPv4)，16 位组以冒号分隔 (IPv6)',
    }),
    ipv6_mapped: z.string().nullable().apply(described, {
      en: 'The IPv4-mapped IPv6 address ::ffff:a.b.c.d; null for an IPv6 address that is not one',
      es: 'La dirección IPv6 mapeada a IPv4 ::ffff:a.b.c.d; null para una dirección IPv6 que no lo es',
      de: 'Die IPv4-zugeordnete IPv6-Adresse ::ffff:a.b.c.d; null bei einer IPv6-Adresse, die keine solche ist',
      fr: "L'adresse IPv6 mappée IPv4 ::ffff:a.b.c.d\u00a0; null pour une adresse IPv6 qui n'en est pas une",
      'pt-br': 'O endereço IPv6 mapeado para IPv4 ::ffff:a.b.c.d; null para um endereço IPv6 que não é desse tipo',
      'zh-cn': 'IPv4 映射的 IPv6 地址 ::ffff:a.b.c.d；不属于此类的 IPv6 地址为 null',
    }),
    reverse_dns: z.string().apply(described, {
      en: 'The name for reverse DNS (PTR) lookups, under in-addr.arpa or ip6.arpa',
      es: 'El nombre para búsquedas DNS inversas (PTR), bajo in-addr.arpa o ip6.arpa',
      de: 'Der Name für Reverse-DNS-Abfragen (PTR), unter in-addr.arpa oder ip6.arpa',
      fr: 'Le nom pour les recherches DNS inverses (PTR), sous in-addr.arpa ou ip6.arpa',
      'pt-br': 'O nome para pesquisas de DNS reverso (PTR), sob in-addr.arpa ou ip6.arpa',
      'zh-cn': '用于反向 DNS (PTR) 查询的名称，位于 in-addr.arpa 或 ip6.arpa 下',
    }),
    compressed: z.string().optional().apply(described, {
      en: 'IPv6 only: the RFC 5952 compressed form',
      es: 'Solo IPv6: la forma comprimida del RFC 5952',
      de: 'Nur IPv6: die komprimierte Form nach RFC 5952',
      fr: 'IPv6 uniquement\u00a0: la forme compressée du RFC 5952',
      'pt-br': 'Somente IPv6: a forma compactada do RFC 5952',
      'zh-cn': '仅 IPv6：RFC 5952 压缩形式',
    }),
    expanded: z.string().optional().apply(described, {
      en: 'IPv6 only: all eight groups, four digits each',
      es: 'Solo IPv6: los ocho grupos, de cuatro dígitos cada uno',
      de: 'Nur IPv6: alle acht Gruppen mit je vier Ziffern',
      fr: 'IPv6 uniquement\u00a0: les huit groupes, de quatre chiffres chacun',
      'pt-br': 'Somente IPv6: os oito grupos, com quatro dígitos cada',
      'zh-cn': '仅 IPv6：全部八个组，每组四位数字',
    }),
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
  de: {
    summary: 'Wandelt eine IP-Adresse zwischen Punkt-, Dezimal-, Hexadezimal- und Binärschreibweise um, mit ihrem Reverse-DNS-Namen',
    description: 'Liest eine IPv4-Adresse als vier durch Punkte getrennte Dezimalzahlen (192.168.1.1, ohne führende Nullen), als eine '
      + 'Dezimalzahl (3232235777), hexadezimal (0xC0A80101) oder als 32 Binärziffern, optional nach Oktetten durch Punkte getrennt; oder '
      + 'eine IPv6-Adresse in jeder gültigen Form (ein IPv4-Ende wie ::ffff:192.0.2.1 ist erlaubt, eine Zone wie %eth0 nicht). Die '
      + 'Kurzform 1.2.3 oder 10.1, die Systeme unterschiedlich ergänzen, wird abgelehnt. Gibt alle Formen zurück: Punktschreibweise '
      + '(IPv4 oder die IPv4-Adresse in einer IPv4-zugeordneten IPv6-Adresse), dezimal (eine Zahl bei IPv4, eine dezimale Zeichenfolge '
      + 'bei IPv6), hexadezimal, binär (nach Oktetten durch Punkte getrennt bei IPv4, in durch Doppelpunkte getrennten 16-Bit-Gruppen bei '
      + 'IPv6), die IPv4-zugeordnete IPv6-Form, den Reverse-DNS-Namen (in-addr.arpa oder ip6.arpa) und bei IPv6 die komprimierte Form nach '
      + 'RFC 5952 sowie die vollständig ausgeschriebene Form.',
    params: {
      value: 'Die Adresse: 192.168.1.1, 3232235777, 0xC0A80101, 11000000101010000000000100000001 oder eine IPv6-Adresse',
    },
  },
  fr: {
    summary: "Convertit une adresse IP entre les formes pointée, décimale, hexadécimale et binaire, avec son nom DNS inverse",
    description: "Lit une adresse IPv4 sous forme de quatre nombres décimaux séparés par des points (192.168.1.1, sans zéros en tête), "
      + "d'un seul nombre décimal (3232235777), en hexadécimal (0xC0A80101) ou sous forme de 32 chiffres binaires, éventuellement séparés "
      + "par des points par octet\u00a0; ou une adresse IPv6 sous n'importe quelle forme valide (une fin IPv4 comme ::ffff:192.0.2.1 est admise, "
      + "une zone comme %eth0 ne l'est pas). La forme abrégée 1.2.3 ou 10.1, que les systèmes complètent différemment, est refusée. "
      + "Renvoie toutes les formes\u00a0: pointée (IPv4, ou l'adresse IPv4 contenue dans une adresse IPv6 mappée IPv4), décimale (un nombre "
      + "pour IPv4, une chaîne décimale pour IPv6), hexadécimale, binaire (pointée par octet pour IPv4, groupes de 16 bits séparés par des "
      + "deux-points pour IPv6), la forme IPv6 mappée IPv4, le nom DNS inverse (in-addr.arpa ou ip6.arpa) et, pour IPv6, la forme "
      + "compressée du RFC 5952 et la forme entièrement développée.",
    params: {
      value: "L'adresse\u00a0: 192.168.1.1, 3232235777, 0xC0A80101, 11000000101010000000000100000001 ou une adresse IPv6",
    },
  },
  'pt-br': {
    summary: 'Converte um endereço IP entre as formas com pontos, decimal, hexadecimal e binária, com seu nome de DNS reverso',
    description: 'Lê um endereço IPv4 como quatro números decimais separados por pontos (192.168.1.1, sem zeros à esquerda), como um único '
      + 'número decimal (3232235777), em hexadecimal (0xC0A80101) ou como 32 dígitos binários, opcionalmente separados por pontos em '
      + 'octetos; ou um endereço IPv6 em qualquer forma válida (uma terminação IPv4 como ::ffff:192.0.2.1 é aceita, uma zona como %eth0 '
      + 'não). A forma abreviada 1.2.3 ou 10.1, que cada sistema completa de um jeito, é recusada. Retorna todas as formas: com pontos '
      + '(IPv4, ou o endereço IPv4 dentro de um IPv6 mapeado para IPv4), decimal (um número em IPv4, uma cadeia decimal em IPv6), '
      + 'hexadecimal, binária (por octetos com pontos em IPv4, em grupos de 16 bits com dois-pontos em IPv6), a forma IPv6 mapeada para '
      + 'IPv4, o nome de DNS reverso (in-addr.arpa ou ip6.arpa) e, em IPv6, a forma compactada do RFC 5952 e a forma expandida completa.',
    params: {
      value: 'O endereço: 192.168.1.1, 3232235777, 0xC0A80101, 11000000101010000000000100000001 ou um endereço IPv6',
    },
  },
  'zh-cn': {
    summary: '在点分、十进制、十六进制和二进制形式之间转换 IP 地址，并给出其反向 DNS 名称',
    description: '读取 IPv4 地址：以点号分隔的四个十进制数（192.168.1.1，不带前导零）、单个十进制数 (3232235777)、十六进制 '
      + '(0xC0A80101)，或 32 位二进制数字（可按八位字节用点号分隔）；或任何有效形式的 IPv6 地址（允许 ::ffff:192.0.2.1 这样的 IPv4 '
      + '结尾，不允许 %eth0 这样的区域标识）。简写形式 1.2.3 或 10.1 在不同系统中的补全方式不同，因此会被拒绝。返回所有形式：点分形式'
      + '（IPv4，或 IPv4 映射的 IPv6 地址中的 IPv4 地址）、十进制（IPv4 为数字，IPv6 为十进制字符串）、十六进制、二进制（IPv4 按八位'
      + '字节以点号分隔，IPv6 按 16 位组以冒号分隔）、IPv4 映射的 IPv6 形式、反向 DNS 名称（in-addr.arpa 或 ip6.arpa），对 IPv6 还有 '
      + 'RFC 5952 压缩形式和完全展开形式。',
    params: {
      value: '地址：192.168.1.1、3232235777、0xC0A80101、11000000101010000000000100000001 或 IPv6 地址',
    },
  },
})
