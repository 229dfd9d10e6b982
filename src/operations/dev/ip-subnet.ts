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
    version: z.union([z.literal(4), z.literal(6)]).apply(described, {
      en: 'IP version, 4 or 6',
      es: 'Versión de IP, 4 o 6',
      de: 'IP-Version, 4 oder 6',
      fr: 'Version IP, 4 ou 6',
      'pt-br': 'Versão do IP, 4 ou 6',
      'zh-cn': 'IP 版本，4 或 6',
    }),
    cidr: z.string().apply(described, {
      en: 'The block in canonical form, network/prefix',
      es: 'El bloque en forma canónica, red/prefijo',
      de: 'Der Block in kanonischer Form, Netzwerk/Präfix',
      fr: 'Le bloc sous forme canonique, réseau/préfixe',
      'pt-br': 'O bloco na forma canônica, rede/prefixo',
      'zh-cn': '规范形式的地址块，网络/前缀',
    }),
    network: z.string().apply(described, {
      en: 'The network address (first address of the block)',
      es: 'La dirección de red (primera dirección del bloque)',
      de: 'Die Netzwerkadresse (erste Adresse des Blocks)',
      fr: "L'adresse réseau (première adresse du bloc)",
      'pt-br': 'O endereço de rede (primeiro endereço do bloco)',
      'zh-cn': '网络地址（地址块的第一个地址）',
    }),
    broadcast: z.string().nullable().apply(described, {
      en: 'The IPv4 broadcast address; null for IPv6 and for /31 and /32, which have none',
      es: 'La dirección de difusión IPv4; null en IPv6 y en /31 y /32, que no la tienen',
      de: 'Die IPv4-Broadcastadresse; null bei IPv6 sowie bei /31 und /32, die keine haben',
      fr: "L'adresse de diffusion IPv4\u00a0; null pour IPv6 ainsi que pour /31 et /32, qui n'en ont pas",
      'pt-br': 'O endereço de broadcast IPv4; null em IPv6 e em /31 e /32, que não o têm',
      'zh-cn': 'IPv4 广播地址；IPv6 以及没有广播地址的 /31 和 /32 为 null',
    }),
    netmask: z.string().apply(described, {
      en: 'The netmask, written as an address',
      es: 'La máscara de red, escrita como dirección',
      de: 'Die Netzmaske, als Adresse geschrieben',
      fr: 'Le masque de réseau, écrit comme une adresse',
      'pt-br': 'A máscara de rede, escrita como endereço',
      'zh-cn': '子网掩码，以地址形式书写',
    }),
    wildcard: z.string().apply(described, {
      en: 'The wildcard (inverse) mask, as used in ACLs',
      es: 'La máscara comodín (inversa), como se usa en las ACL',
      de: 'Die Wildcard-Maske (invertiert), wie sie in ACLs verwendet wird',
      fr: 'Le masque générique (inverse), tel qu\'il est utilisé dans les ACL',
      'pt-br': 'A máscara curinga (inversa), como é usada nas ACLs',
      'zh-cn': '通配符掩码（反掩码），用于 ACL',
    }),
    prefix: z.number().int().apply(described, {
      en: 'Prefix length in bits',
      es: 'Longitud del prefijo en bits',
      de: 'Präfixlänge in Bit',
      fr: 'Longueur du préfixe en bits',
      'pt-br': 'Comprimento do prefixo em bits',
      'zh-cn': '前缀长度（位）',
    }),
    first_host: z.string().apply(described, {
      en: 'First usable host address',
      es: 'Primera dirección de host utilizable',
      de: 'Erste verwendbare Hostadresse',
      fr: "Première adresse d'hôte utilisable",
      'pt-br': 'Primeiro endereço de host utilizável',
      'zh-cn': '第一个可用主机地址',
    }),
    last_host: z.string().apply(described, {
      en: 'Last usable host address',
      es: 'Última dirección de host utilizable',
      de: 'Letzte verwendbare Hostadresse',
      fr: "Dernière adresse d'hôte utilisable",
      'pt-br': 'Último endereço de host utilizável',
      'zh-cn': '最后一个可用主机地址',
    }),
    total_addresses: amountSchema.apply(described, {
      en: 'Addresses in the block (a decimal string for IPv6)',
      es: 'Direcciones del bloque (una cadena decimal en IPv6)',
      de: 'Adressen im Block (bei IPv6 eine dezimale Zeichenfolge)',
      fr: 'Adresses du bloc (une chaîne décimale pour IPv6)',
      'pt-br': 'Endereços do bloco (uma cadeia decimal em IPv6)',
      'zh-cn': '地址块中的地址数（IPv6 为十进制字符串）',
    }),
    usable_hosts: amountSchema.apply(described, {
      en: 'Usable host addresses (a decimal string for IPv6)',
      es: 'Direcciones de host utilizables (una cadena decimal en IPv6)',
      de: 'Verwendbare Hostadressen (bei IPv6 eine dezimale Zeichenfolge)',
      fr: "Adresses d'hôte utilisables (une chaîne décimale pour IPv6)",
      'pt-br': 'Endereços de host utilizáveis (uma cadeia decimal em IPv6)',
      'zh-cn': '可用主机地址数（IPv6 为十进制字符串）',
    }),
    is_private: z.boolean().apply(described, {
      en: 'True when the block is not globally reachable per the IANA special-purpose registries',
      es: 'true cuando el bloque no es alcanzable globalmente según los registros de direcciones de uso especial de IANA',
      de: 'true, wenn der Block laut den IANA-Registern für Adressen mit besonderem Verwendungszweck nicht global erreichbar ist',
      fr: "true quand le bloc n'est pas joignable globalement selon les registres d'adresses à usage spécial de l'IANA",
      'pt-br': 'true quando o bloco não é acessível globalmente segundo os registros de endereços de uso especial da IANA',
      'zh-cn': '根据 IANA 特殊用途地址注册表，地址块不可全局访问时为 true',
    }),
    type: z.enum(ADDRESS_TYPES).apply(described, {
      en: 'Kind of block: private, loopback, link-local, multicast, shared, documentation, reserved or global',
      es: 'Tipo de bloque: private, loopback, link-local, multicast, shared, documentation, reserved o global',
      de: 'Art des Blocks: private, loopback, link-local, multicast, shared, documentation, reserved oder global',
      fr: 'Type de bloc\u00a0: private, loopback, link-local, multicast, shared, documentation, reserved ou global',
      'pt-br': 'Tipo de bloco: private, loopback, link-local, multicast, shared, documentation, reserved ou global',
      'zh-cn': '地址块类型：private、loopback、link-local、multicast、shared、documentation、reserved 或 global',
    }),
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
  de: {
    summary: 'Subnetzrechner: Netzwerk, Netzmaske, Hostbereich und Adresstyp eines IPv4- oder IPv6-CIDR',
    description: 'Liest einen IPv4- oder IPv6-Block, geschrieben als Adresse/Präfix (192.168.1.10/24, 2001:db8::/48), als Adresse/Netzmaske '
      + '(192.168.1.10/255.255.255.0) oder als Adresse mit der Netzmaske oder dem Präfix in mask (ohne Präfix ist es eine einzelne Adresse). '
      + 'Hostbits in der Adresse sind erlaubt: Beschrieben wird der Block, der sie enthält. IPv4-Adressen sind vier Dezimalzahlen von 0 bis '
      + '255 ohne führende Nullen. Der erste und der letzte verwendbare Host schließen die Netzwerk- und die Broadcastadresse aus, außer dass '
      + 'ein /31 zwei verwendbare Hosts (RFC 3021) und keinen Broadcast hat und ein /32 einen; IPv6 hat keinen Broadcast, daher reichen '
      + 'seine Hosts von der ersten bis zur letzten Adresse. Adressanzahlen sind Zahlen bei IPv4 und dezimale Zeichenfolgen bei IPv6 (sie '
      + 'überschreiten 2^53). type und is_private folgen den IANA-Registern für IPv4- und IPv6-Adressen mit besonderem Verwendungszweck: '
      + 'is_private ist true, wenn der Block nicht global erreichbar ist (privat, Loopback, Link-Local, gemeinsam genutzt 100.64.0.0/10, '
      + 'Dokumentation, die meisten reservierten Blöcke); ein Block, der größer ist als jeder Eintrag, mit dem er sich überschneidet (etwa '
      + '0.0.0.0/0), ist global.',
    params: {
      cidr: 'Der Block: Adresse/Präfix (10.0.0.0/8, 2001:db8::/32), Adresse/Netzmaske oder eine Adresse allein mit mask',
      mask: 'Netzmaske (255.255.255.0) oder Präfixlänge (24), wenn cidr eine Adresse ohne Präfix ist',
    },
  },
  fr: {
    summary: "Calculateur de sous-réseau\u00a0: réseau, masque, plage d'hôtes et type d'adresse d'un CIDR IPv4 ou IPv6",
    description: "Lit un bloc IPv4 ou IPv6 écrit sous la forme adresse/préfixe (192.168.1.10/24, 2001:db8::/48), adresse/masque "
      + "(192.168.1.10/255.255.255.0), ou une adresse avec le masque ou le préfixe dans mask (sans préfixe, c'est une seule adresse). "
      + "Les bits d'hôte dans l'adresse sont admis\u00a0: c'est le bloc qui la contient qui est décrit. Les adresses IPv4 sont quatre nombres "
      + "décimaux de 0 à 255 sans zéros en tête. Le premier et le dernier hôte utilisables excluent les adresses de réseau et de diffusion, "
      + "sauf qu'un /31 a deux hôtes utilisables (RFC 3021) et pas de diffusion, et un /32 un seul\u00a0; IPv6 n'a pas de diffusion, donc ses "
      + "hôtes vont de la première à la dernière adresse. Les nombres d'adresses sont des nombres pour IPv4 et des chaînes décimales pour "
      + "IPv6 (ils dépassent 2^53). type et is_private suivent les registres IANA des adresses IPv4 et IPv6 à usage spécial\u00a0: is_private "
      + "vaut true quand le bloc n'est pas joignable globalement (privé, loopback, lien local, partagé 100.64.0.0/10, documentation, la "
      + "plupart des blocs réservés)\u00a0; un bloc plus grand que toute entrée qu'il chevauche (comme 0.0.0.0/0) est global.",
    params: {
      cidr: 'Le bloc\u00a0: adresse/préfixe (10.0.0.0/8, 2001:db8::/32), adresse/masque, ou une adresse seule avec mask',
      mask: "Masque de réseau (255.255.255.0) ou longueur de préfixe (24) quand cidr est une adresse sans préfixe",
    },
  },
  'pt-br': {
    summary: 'Calculadora de sub-redes: rede, máscara, intervalo de hosts e tipo de endereço de um CIDR IPv4 ou IPv6',
    description: 'Lê um bloco IPv4 ou IPv6 escrito como endereço/prefixo (192.168.1.10/24, 2001:db8::/48), como endereço/máscara '
      + '(192.168.1.10/255.255.255.0) ou como um endereço com a máscara ou o prefixo em mask (sem prefixo, é um único endereço). Bits de '
      + 'host no endereço são aceitos: é descrito o bloco que o contém. Os endereços IPv4 são quatro números decimais de 0 a 255 sem zeros '
      + 'à esquerda. O primeiro e o último host utilizáveis excluem os endereços de rede e de broadcast, exceto que um /31 tem dois hosts '
      + 'utilizáveis (RFC 3021) e nenhum broadcast, e um /32 tem um; IPv6 não tem broadcast, então seus hosts vão do primeiro ao último '
      + 'endereço. As contagens de endereços são números em IPv4 e cadeias decimais em IPv6 (passam de 2^53). type e is_private seguem os '
      + 'registros de endereços de uso especial IPv4 e IPv6 da IANA: is_private é true quando o bloco não é acessível globalmente (privado, '
      + 'loopback, link-local, compartilhado 100.64.0.0/10, documentação, a maioria dos reservados); um bloco maior que qualquer entrada com '
      + 'a qual se sobrepõe (como 0.0.0.0/0) é global.',
    params: {
      cidr: 'O bloco: endereço/prefixo (10.0.0.0/8, 2001:db8::/32), endereço/máscara ou apenas um endereço com mask',
      mask: 'Máscara de rede (255.255.255.0) ou comprimento de prefixo (24) quando cidr é um endereço sem prefixo',
    },
  },
  'zh-cn': {
    summary: '子网计算器：IPv4 或 IPv6 CIDR 的网络、子网掩码、主机范围和地址类型',
    description: '读取以 地址/前缀（192.168.1.10/24、2001:db8::/48）、地址/子网掩码 (192.168.1.10/255.255.255.0) 形式书写的 IPv4 或 '
      + 'IPv6 地址块，或带有 mask（子网掩码或前缀）的单个地址（完全不带前缀则表示单个地址）。地址中允许包含主机位：描述的是包含该地址的'
      + '地址块。IPv4 地址为 0 到 255 之间的四个十进制数，不带前导零。第一个和最后一个可用主机不包括网络地址和广播地址，但 /31 有两个'
      + '可用主机 (RFC 3021) 且没有广播地址，/32 有一个；IPv6 没有广播地址，因此其主机从第一个地址到最后一个地址。地址数对 IPv4 为数字，'
      + '对 IPv6 为十进制字符串（会超过 2^53）。type 和 is_private 遵循 IANA 的 IPv4 和 IPv6 特殊用途地址注册表：地址块不可全局访问时 '
      + 'is_private 为 true（私有、环回、链路本地、共享地址 100.64.0.0/10、文档示例、大多数保留地址块）；大于其重叠的所有条目的地址块'
      + '（如 0.0.0.0/0）为 global。',
    params: {
      cidr: '地址块：地址/前缀（10.0.0.0/8、2001:db8::/32）、地址/子网掩码，或仅地址加 mask',
      mask: 'cidr 为不带前缀的地址时使用的子网掩码 (255.255.255.0) 或前缀长度 (24)',
    },
  },
})
