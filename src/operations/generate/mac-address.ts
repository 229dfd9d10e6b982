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
    mac_addresses: z.array(z.string()).apply(described, {
      en: 'The addresses: six octets in lower-case hex, separated by the separator',
      es: 'Las direcciones: seis octetos en hexadecimal en minúsculas, separados por el separador',
      de: 'Die Adressen: sechs Oktette in hexadezimaler Kleinschreibung, durch das Trennzeichen getrennt',
      fr: 'Les adresses\u00a0: six octets en hexadécimal minuscule, séparés par le séparateur',
      'pt-br': 'Os endereços: seis octetos em hexadecimal minúsculo, separados pelo separador',
      'zh-cn': '地址：六个小写十六进制八位字节，以分隔符隔开',
    }),
    separator: z.enum(SEPARATOR_NAMES).apply(described, {
      en: 'The separator used: colon or hyphen',
      es: 'El separador usado: colon o hyphen',
      de: 'Das verwendete Trennzeichen: colon oder hyphen',
      fr: 'Le séparateur utilisé\u00a0: colon ou hyphen',
      'pt-br': 'O separador usado: colon ou hyphen',
      'zh-cn': '使用的分隔符：colon 或 hyphen',
    }),
    locally_administered: z.literal(true).apply(described, {
      en: 'Always true: the locally administered bit of the first octet is set',
      es: 'Siempre true: el bit de administración local del primer octeto está activado',
      de: 'Immer true: Das Bit für lokale Verwaltung im ersten Oktett ist gesetzt',
      fr: 'Toujours true\u00a0: le bit d\'administration locale du premier octet est à 1',
      'pt-br': 'Sempre true: o bit de administração local do primeiro octeto está ativado',
      'zh-cn': '始终为 true：第一个八位字节的本地管理位已置 1',
    }),
    unicast: z.literal(true).apply(described, {
      en: 'Always true: the multicast bit of the first octet is clear',
      es: 'Siempre true: el bit de multidifusión del primer octeto está desactivado',
      de: 'Immer true: Das Multicast-Bit im ersten Oktett ist gelöscht',
      fr: 'Toujours true\u00a0: le bit de multidiffusion du premier octet est à 0',
      'pt-br': 'Sempre true: o bit de multicast do primeiro octeto está desativado',
      'zh-cn': '始终为 true：第一个八位字节的多播位已清零',
    }),
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
  de: {
    summary: 'Erzeugt zufällige, lokal verwaltete Unicast-MAC-Adressen',
    description: 'Sechs zufällige Oktette (48 Bit, aus einer kryptografisch sicheren Quelle) in hexadezimaler Kleinschreibung. Im ersten Oktett ist Bit 1 gesetzt (lokal verwaltet: Die Adresse gehört keinem Hersteller und kann daher nicht mit der fest eingebrannten Adresse einer echten Netzwerkkarte kollidieren) und Bit 0 gelöscht (Unicast, keine Gruppenadresse), wie IEEE 802 es für erfundene Adressen von virtuellen Maschinen, Containern und Tests verlangt; das erste Oktett endet daher auf 2, 6, a oder e (x2:, x6:, xa:, xe:). Damit bleiben 46 zufällige Bits. separator verbindet die Oktette: colon (Standard, 02:1a:…) oder hyphen (02-1a-…).',
    params: {
      separator: 'Zwischen den Oktetten: colon (Standard) oder hyphen',
      count: 'Anzahl der Adressen, 1 bis 100; Standard: 1',
    },
  },
  fr: {
    summary: 'Génère des adresses MAC unicast aléatoires administrées localement',
    description: 'Six octets aléatoires (48 bits, issus d\'une source cryptographiquement sûre) en hexadécimal minuscule. Le premier octet a le bit 1 à 1 (administrée localement\u00a0: l\'adresse n\'appartient à aucun fabricant, elle ne peut donc pas entrer en conflit avec l\'adresse gravée d\'une vraie carte réseau) et le bit 0 à 0 (unicast, pas une adresse de groupe), comme IEEE 802 le demande pour les adresses inventées des machines virtuelles, des conteneurs et des tests\u00a0; le premier octet se termine donc par 2, 6, a ou e (x2:, x6:, xa:, xe:). Il reste ainsi 46 bits aléatoires. separator relie les octets\u00a0: colon (par défaut, 02:1a:…) ou hyphen (02-1a-…).',
    params: {
      separator: 'Entre les octets\u00a0: colon (par défaut) ou hyphen',
      count: 'Nombre d\'adresses, de 1 à 100\u00a0; 1 par défaut',
    },
  },
  'pt-br': {
    summary: 'Gera endereços MAC unicast aleatórios administrados localmente',
    description: 'Seis octetos aleatórios (48 bits, de uma fonte criptograficamente segura) em hexadecimal minúsculo. O primeiro octeto tem o bit 1 ativado (administrado localmente: o endereço não pertence a nenhum fabricante, portanto não pode coincidir com o endereço gravado de uma placa de rede real) e o bit 0 desativado (unicast, não um endereço de grupo), como o IEEE 802 pede para endereços inventados de máquinas virtuais, contêineres e testes; por isso o primeiro octeto termina em 2, 6, a ou e (x2:, x6:, xa:, xe:). Restam 46 bits aleatórios. separator une os octetos: colon (padrão, 02:1a:…) ou hyphen (02-1a-…).',
    params: {
      separator: 'Entre os octetos: colon (padrão) ou hyphen',
      count: 'Quantos endereços, de 1 a 100; padrão 1',
    },
  },
  'zh-cn': {
    summary: '生成随机的本地管理单播 MAC 地址',
    description: '六个随机八位字节（48 位，来自加密安全的随机源），以小写十六进制表示。第一个八位字节的位 1 置 1（本地管理：该地址不属于任何制造商，因此不会与真实网卡烧录的地址冲突），位 0 清零（单播，而非组地址），这是 IEEE 802 对虚拟机、容器和测试所用虚构地址的要求；因此第一个八位字节以 2、6、a 或 e 结尾（x2:、x6:、xa:、xe:）。剩下 46 个随机位。separator 用于连接各八位字节：colon（默认，02:1a:…）或 hyphen（02-1a-…）。',
    params: {
      separator: '八位字节之间的分隔符：colon（默认）或 hyphen',
      count: '地址数量，1 到 100；默认 1',
    },
  },
})
