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
    version: z.union([z.literal(4), z.literal(6)]).apply(described, {
      en: 'IP version, 4 or 6',
      es: 'Versión de IP, 4 o 6',
      de: 'IP-Version, 4 oder 6',
      fr: 'Version IP, 4 ou 6',
      'pt-br': 'Versão do IP, 4 ou 6',
      'zh-cn': 'IP 版本，4 或 6',
    }),
    start: z.string().apply(described, {
      en: 'First address, in canonical form',
      es: 'Primera dirección, en forma canónica',
      de: 'Erste Adresse, in kanonischer Form',
      fr: 'Première adresse, sous forme canonique',
      'pt-br': 'Primeiro endereço, na forma canônica',
      'zh-cn': '第一个地址，规范形式',
    }),
    end: z.string().apply(described, {
      en: 'Last address, in canonical form',
      es: 'Última dirección, en forma canónica',
      de: 'Letzte Adresse, in kanonischer Form',
      fr: 'Dernière adresse, sous forme canonique',
      'pt-br': 'Último endereço, na forma canônica',
      'zh-cn': '最后一个地址，规范形式',
    }),
    cidrs: z.array(z.string()).apply(described, {
      en: 'The CIDR blocks, in address order, that cover the range exactly',
      es: 'Los bloques CIDR, en orden de dirección, que cubren el rango exactamente',
      de: 'Die CIDR-Blöcke in Adressreihenfolge, die den Bereich genau abdecken',
      fr: "Les blocs CIDR, dans l'ordre des adresses, qui couvrent exactement la plage",
      'pt-br': 'Os blocos CIDR, em ordem de endereço, que cobrem o intervalo exatamente',
      'zh-cn': '按地址顺序排列、恰好覆盖该范围的 CIDR 块',
    }),
    count: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).apply(described, {
      en: 'Addresses in the range (a decimal string for IPv6)',
      es: 'Direcciones del rango (una cadena decimal en IPv6)',
      de: 'Adressen im Bereich (bei IPv6 eine dezimale Zeichenfolge)',
      fr: 'Adresses de la plage (une chaîne décimale pour IPv6)',
      'pt-br': 'Endereços do intervalo (uma cadeia decimal em IPv6)',
      'zh-cn': '范围内的地址数（IPv6 为十进制字符串）',
    }),
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
  de: {
    summary: 'Die kürzeste Liste von CIDR-Blöcken, die einen IP-Adressbereich genau abdeckt',
    description: 'Wandelt einen Bereich von IPv4- oder IPv6-Adressen, von start bis end einschließlich, in möglichst wenige CIDR-Blöcke um, '
      + 'die zusammen genau diese Adressen abdecken, in Reihenfolge (wie Firewallregeln und Routingtabellen sie benötigen). Beide Enden '
      + 'müssen dieselbe IP-Version haben, und start darf nicht nach end liegen; IPv4-Adressen sind vier durch Punkte getrennte '
      + 'Dezimalzahlen ohne führende Nullen. count ist die Anzahl der Adressen im Bereich: eine Zahl bei IPv4, eine dezimale '
      + 'Zeichenfolge bei IPv6.',
    params: {
      start: 'Erste Adresse des Bereichs (192.168.0.10, 2001:db8::)',
      end: 'Letzte Adresse des Bereichs, eingeschlossen',
    },
  },
  fr: {
    summary: "La plus courte liste de blocs CIDR qui couvre exactement une plage d'adresses IP",
    description: "Transforme une plage d'adresses IPv4 ou IPv6, de start à end inclus, en le moins de blocs CIDR possible qui, ensemble, "
      + "couvrent exactement ces adresses, dans l'ordre (comme en ont besoin les règles de pare-feu et les tables de routage). Les deux "
      + "extrémités doivent être de la même version IP et start ne doit pas venir après end\u00a0; les adresses IPv4 sont quatre nombres "
      + "décimaux séparés par des points, sans zéros en tête. count est le nombre d'adresses de la plage\u00a0: un nombre pour IPv4, une "
      + "chaîne décimale pour IPv6.",
    params: {
      start: 'Première adresse de la plage (192.168.0.10, 2001:db8::)',
      end: 'Dernière adresse de la plage, incluse',
    },
  },
  'pt-br': {
    summary: 'A lista mais curta de blocos CIDR que cobre exatamente um intervalo de endereços IP',
    description: 'Converte um intervalo de endereços IPv4 ou IPv6, de start a end, ambos incluídos, no menor número de blocos CIDR que '
      + 'juntos cobrem exatamente esses endereços, em ordem (como as regras de firewall e as tabelas de rotas precisam). As duas '
      + 'extremidades devem ser da mesma versão de IP e start não pode vir depois de end; os endereços IPv4 são quatro números decimais '
      + 'separados por pontos, sem zeros à esquerda. count é o número de endereços do intervalo: um número em IPv4 e uma cadeia decimal '
      + 'em IPv6.',
    params: {
      start: 'Primeiro endereço do intervalo (192.168.0.10, 2001:db8::)',
      end: 'Último endereço do intervalo, incluído',
    },
  },
  'zh-cn': {
    summary: '恰好覆盖某个 IP 地址范围的最短 CIDR 块列表',
    description: '将从 start 到 end（含两端）的 IPv4 或 IPv6 地址范围转换为数量最少、合起来恰好覆盖这些地址的 CIDR 块，并按顺序排列'
      + '（防火墙规则和路由表需要这种形式）。两端必须为同一 IP 版本，且 start 不能在 end 之后；IPv4 地址为以点号分隔的四个十进制数，'
      + '不带前导零。count 为范围内的地址数：IPv4 为数字，IPv6 为十进制字符串。',
    params: {
      start: '范围的第一个地址（192.168.0.10、2001:db8::）',
      end: '范围的最后一个地址（包含在内）',
    },
  },
})
