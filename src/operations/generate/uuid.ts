import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { UUID_VERSIONS, generateUuids, type UuidVersion } from '../../lib/crypto/ids.ts'

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
  result: z.object({
    version: z.literal(UUID_VERSIONS).apply(described, {
      en: 'UUID version: 4 or 7',
      es: 'Versión del UUID: 4 o 7',
      de: 'UUID-Version: 4 oder 7',
      fr: 'Version d\'UUID\u00a0: 4 ou 7',
      'pt-br': 'Versão do UUID: 4 ou 7',
      'zh-cn': 'UUID 版本：4 或 7',
    }),
    uuids: z.array(z.uuid()).apply(described, {
      en: 'The UUIDs, lower case in the 8-4-4-4-12 form; version 7 ones in increasing order',
      es: 'Los UUID, en minúsculas con la forma 8-4-4-4-12; los de versión 7, en orden creciente',
      de: 'Die UUIDs in Kleinbuchstaben in der Form 8-4-4-4-12; die der Version 7 in aufsteigender Reihenfolge',
      fr: 'Les UUID, en minuscules sous la forme 8-4-4-4-12\u00a0; ceux de version 7 dans l\'ordre croissant',
      'pt-br': 'Os UUIDs, em minúsculas na forma 8-4-4-4-12; os de versão 7, em ordem crescente',
      'zh-cn': 'UUID，小写，8-4-4-4-12 形式；版本 7 的 UUID 按递增顺序排列',
    }),
  }),
  chain: { gives: 'result.uuids' },
  examples: [
    { title: 'one random UUID', params: {} },
    { title: 'three time-ordered UUIDs', params: { count: 3, version: 7 } },
  ],
  run: ({ count, version }) => {
    const v: UuidVersion = version === '7' ? 7 : 4
    return { version: v, uuids: generateUuids(count, v) }
  },
  es: {
    summary: 'Genera UUID aleatorios (versión 4) u ordenados por tiempo (versión 7)',
    description: 'UUID del RFC 9562 en la forma canónica en minúsculas 8-4-4-4-12, obtenidos de una fuente aleatoria criptográficamente segura. Versión 4 (por defecto): 122 bits aleatorios. Versión 7: los primeros 48 bits son el tiempo Unix en milisegundos, seguidos del dígito de versión 7, un contador de 12 bits, los bits de variante 10 y 62 bits aleatorios; se ordenan por momento de creación, lo que conviene para claves de bases de datos. Los UUID de una misma llamada son estrictamente crecientes (el contador ordena los creados en el mismo milisegundo). Cada llamada da valores nuevos. dev/uuid da UUID de versión 4 de la misma forma.',
    params: {
      count: 'Cuántos UUID se generan, de 1 a 100; por defecto 1',
      version: 'Versión del UUID: 4 (aleatorio, por defecto) o 7 (ordenado por tiempo Unix)',
    },
  },
  de: {
    summary: 'Erzeugt UUIDs, zufällig (Version 4) oder zeitlich geordnet (Version 7)',
    description: 'UUIDs nach RFC 9562 in der kanonischen Form 8-4-4-4-12 in Kleinbuchstaben, aus einer kryptografisch sicheren Zufallsquelle. Version 4 (Standard): 122 zufällige Bits. Version 7: Die ersten 48 Bit sind die Unix-Zeit in Millisekunden, dann folgen die Versionsziffer 7, ein 12-Bit-Zähler, die Variantenbits 10 und 62 zufällige Bits; sie lassen sich nach Erzeugungszeit sortieren, was sich für Datenbankschlüssel eignet. Die UUIDs eines Aufrufs sind streng aufsteigend (der Zähler ordnet die in derselben Millisekunde erzeugten). Jeder Aufruf liefert neue Werte. dev/uuid liefert UUIDs der Version 4 auf dieselbe Weise.',
    params: {
      count: 'Anzahl der zu erzeugenden UUIDs, 1 bis 100; Standard: 1',
      version: 'UUID-Version: 4 (zufällig, Standard) oder 7 (nach Unix-Zeit geordnet)',
    },
  },
  fr: {
    summary: 'Génère des UUID aléatoires (version 4) ou ordonnés dans le temps (version 7)',
    description: 'UUID conformes à la RFC 9562, sous la forme canonique 8-4-4-4-12 en minuscules, issus d\'une source aléatoire cryptographiquement sûre. Version 4 (par défaut)\u00a0: 122 bits aléatoires. Version 7\u00a0: les 48 premiers bits sont le temps Unix en millisecondes, suivis du chiffre de version 7, d\'un compteur de 12 bits, des bits de variante 10 et de 62 bits aléatoires\u00a0; ils se trient par date de création, ce qui convient aux clés de bases de données. Les UUID d\'un même appel sont strictement croissants (le compteur ordonne ceux créés dans la même milliseconde). Chaque appel donne de nouvelles valeurs. dev/uuid fournit des UUID version 4 de la même manière.',
    params: {
      count: 'Nombre d\'UUID à générer, de 1 à 100\u00a0; 1 par défaut',
      version: 'Version d\'UUID\u00a0: 4 (aléatoire, par défaut) ou 7 (ordonné selon le temps Unix)',
    },
  },
  'pt-br': {
    summary: 'Gera UUIDs aleatórios (versão 4) ou ordenados por tempo (versão 7)',
    description: 'UUIDs do RFC 9562 na forma canônica 8-4-4-4-12 em minúsculas, obtidos de uma fonte aleatória criptograficamente segura. Versão 4 (padrão): 122 bits aleatórios. Versão 7: os primeiros 48 bits são o tempo Unix em milissegundos, seguidos do dígito de versão 7, um contador de 12 bits, os bits de variante 10 e 62 bits aleatórios; eles se ordenam pelo momento de criação, o que é adequado para chaves de banco de dados. Os UUIDs de uma mesma chamada são estritamente crescentes (o contador ordena os criados no mesmo milissegundo). Cada chamada gera valores novos. dev/uuid gera UUIDs versão 4 da mesma forma.',
    params: {
      count: 'Quantos UUIDs gerar, de 1 a 100; padrão 1',
      version: 'Versão do UUID: 4 (aleatório, padrão) ou 7 (ordenado por tempo Unix)',
    },
  },
  'zh-cn': {
    summary: '生成随机（版本 4）或按时间排序（版本 7）的 UUID',
    description: '符合 RFC 9562 的 UUID，采用规范的小写 8-4-4-4-12 形式，来自加密安全的随机源。版本 4（默认）：122 个随机位。版本 7：前 48 位是以毫秒为单位的 Unix 时间，接着是版本数字 7、12 位计数器、变体位 10 和 62 个随机位；它们按创建时间排序，适合用作数据库键。同一次调用中的 UUID 严格递增（计数器为同一毫秒内生成的 UUID 排序）。每次调用都会生成新值。dev/uuid 以同样的方式生成版本 4 的 UUID。',
    params: {
      count: '要生成的 UUID 数量，1 到 100；默认 1',
      version: 'UUID 版本：4（随机，默认）或 7（按 Unix 时间排序）',
    },
  },
})
