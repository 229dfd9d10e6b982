import { z } from 'zod'
import { monotonicFactory, decodeTime } from 'ulid'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'

export default defineOperation({
  category: 'generate',
  name: 'ulid',
  input: 'query',
  summary: 'Generate ULIDs: sortable 26-character identifiers with a millisecond timestamp',
  description: 'ULIDs as the ULID specification (github.com/ulid/spec) defines them: 128 bits written as 26 characters of Crockford Base32 '
    + '(digits and capital letters without I, L, O and U): the first 10 characters are the Unix time in milliseconds (48 bits), '
    + 'the last 16 are 80 random bits from a cryptographically secure source. They sort as text in the order they were made. '
    + 'The ULIDs of one call are strictly increasing, by the specification\'s monotonic rule: one made in the same millisecond as the previous '
    + 'one keeps its time and adds 1 to the previous random part. time is the timestamp each ULID holds, in ISO 8601 UTC. '
    + 'Every call gives new values.',
  params: z.object({
    count: z.number().int().min(1).max(100).default(1).describe('How many ULIDs to generate, 1 to 100; default 1'),
  }),
  result: z.object({
    ulids: z.array(z.object({
      ulid: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/).apply(described, {
        en: 'The ULID: 26 Crockford Base32 characters, upper case',
        es: 'El ULID: 26 caracteres Base32 de Crockford, en mayúsculas',
        de: 'Die ULID: 26 Crockford-Base32-Zeichen in Großbuchstaben',
        fr: 'L\'ULID\u00a0: 26 caractères Base32 de Crockford, en majuscules',
        'pt-br': 'O ULID: 26 caracteres Base32 de Crockford, em maiúsculas',
        'zh-cn': 'ULID：26 个大写的 Crockford Base32 字符',
      }),
      time: z.iso.datetime().apply(described, {
        en: 'The time it holds, ISO 8601 in UTC to the millisecond',
        es: 'El momento que contiene, en ISO 8601 y UTC al milisegundo',
        de: 'Der darin enthaltene Zeitpunkt, ISO 8601 in UTC, auf die Millisekunde genau',
        fr: 'L\'instant qu\'il contient, en ISO 8601 et UTC, à la milliseconde près',
        'pt-br': 'O momento que ele contém, em ISO 8601 e UTC, com precisão de milissegundos',
        'zh-cn': '其包含的时间，ISO 8601 格式，UTC，精确到毫秒',
      }),
    })).apply(described, {
      en: 'The ULIDs in increasing order, each with its time',
      es: 'Los ULID en orden creciente, cada uno con su momento',
      de: 'Die ULIDs in aufsteigender Reihenfolge, jeweils mit ihrem Zeitpunkt',
      fr: 'Les ULID dans l\'ordre croissant, chacun avec son instant',
      'pt-br': 'Os ULIDs em ordem crescente, cada um com seu momento',
      'zh-cn': '按递增顺序排列的 ULID，各附其时间',
    }),
  }),
  examples: [
    { title: 'one ULID', params: {} },
    { title: 'five ULIDs in increasing order', params: { count: 5 } },
  ],
  run: ({ count }) => {
    const next = monotonicFactory()
    const ulids = Array.from({ length: count }, () => {
      const id = next()
      return { ulid: id, time: new Date(decodeTime(id)).toISOString() }
    })
    return { ulids }
  },
  es: {
    summary: 'Genera ULID: identificadores ordenables de 26 caracteres con una marca de tiempo en milisegundos',
    description: 'ULID tal como los define la especificación ULID (github.com/ulid/spec): 128 bits escritos como 26 caracteres de Base32 de Crockford '
      + '(dígitos y letras mayúsculas sin I, L, O ni U): los 10 primeros caracteres son el tiempo Unix en milisegundos (48 bits), '
      + 'los 16 últimos son 80 bits aleatorios de una fuente criptográficamente segura. Ordenados como texto, quedan en el orden en que se crearon. '
      + 'Los ULID de una misma llamada son estrictamente crecientes, según la regla monótona de la especificación: uno creado en el mismo milisegundo que el anterior '
      + 'conserva su tiempo y suma 1 a la parte aleatoria anterior. time es la marca de tiempo que contiene cada ULID, en ISO 8601 y UTC. '
      + 'Cada llamada da valores nuevos.',
    params: {
      count: 'Cuántos ULID se generan, de 1 a 100; por defecto 1',
    },
  },
  de: {
    summary: 'Erzeugt ULIDs: sortierbare Bezeichner aus 26 Zeichen mit einem Zeitstempel in Millisekunden',
    description: 'ULIDs, wie die ULID-Spezifikation (github.com/ulid/spec) sie definiert: 128 Bit, geschrieben als 26 Zeichen Crockford-Base32 (Ziffern und Großbuchstaben ohne I, L, O und U): Die ersten 10 Zeichen sind die Unix-Zeit in Millisekunden (48 Bit), die letzten 16 sind 80 zufällige Bits aus einer kryptografisch sicheren Quelle. Als Text sortiert, stehen sie in der Reihenfolge ihrer Erzeugung. Die ULIDs eines Aufrufs sind streng aufsteigend, nach der monotonen Regel der Spezifikation: Eine ULID, die in derselben Millisekunde wie die vorherige erzeugt wird, behält deren Zeit und addiert 1 zum vorherigen Zufallsteil. time ist der Zeitstempel, den jede ULID enthält, in ISO 8601 UTC. Jeder Aufruf liefert neue Werte.',
    params: {
      count: 'Anzahl der zu erzeugenden ULIDs, 1 bis 100; Standard: 1',
    },
  },
  fr: {
    summary: 'Génère des ULID\u00a0: des identifiants triables de 26 caractères avec un horodatage à la milliseconde',
    description: 'Des ULID tels que les définit la spécification ULID (github.com/ulid/spec)\u00a0: 128 bits écrits sous la forme de 26 caractères en Base32 de Crockford (chiffres et lettres majuscules sauf I, L, O et U)\u00a0: les 10 premiers caractères sont le temps Unix en millisecondes (48 bits), les 16 derniers sont 80 bits aléatoires issus d\'une source cryptographiquement sûre. Triés comme du texte, ils suivent l\'ordre de leur création. Les ULID d\'un même appel sont strictement croissants, selon la règle monotone de la spécification\u00a0: un ULID créé dans la même milliseconde que le précédent conserve son temps et ajoute 1 à la partie aléatoire précédente. time est l\'horodatage que contient chaque ULID, en ISO 8601 UTC. Chaque appel donne de nouvelles valeurs.',
    params: {
      count: 'Nombre d\'ULID à générer, de 1 à 100\u00a0; 1 par défaut',
    },
  },
  'pt-br': {
    summary: 'Gera ULIDs: identificadores ordenáveis de 26 caracteres com um carimbo de data/hora em milissegundos',
    description: 'ULIDs como a especificação ULID (github.com/ulid/spec) os define: 128 bits escritos como 26 caracteres de Base32 de Crockford (dígitos e letras maiúsculas sem I, L, O e U): os 10 primeiros caracteres são o tempo Unix em milissegundos (48 bits), e os 16 últimos são 80 bits aleatórios de uma fonte criptograficamente segura. Ordenados como texto, ficam na ordem em que foram criados. Os ULIDs de uma mesma chamada são estritamente crescentes, pela regra monotônica da especificação: um ULID criado no mesmo milissegundo que o anterior mantém o tempo dele e soma 1 à parte aleatória anterior. time é o carimbo de data/hora que cada ULID contém, em ISO 8601 UTC. Cada chamada gera valores novos.',
    params: {
      count: 'Quantos ULIDs gerar, de 1 a 100; padrão 1',
    },
  },
  'zh-cn': {
    summary: '生成 ULID：带毫秒时间戳、可排序的 26 字符标识符',
    description: '按照 ULID 规范（github.com/ulid/spec）生成的 ULID：128 位，写成 26 个 Crockford Base32 字符（数字和大写字母，不含 I、L、O 和 U）：前 10 个字符是以毫秒为单位的 Unix 时间（48 位），后 16 个字符是来自加密安全随机源的 80 个随机位。按文本排序时，其顺序与生成顺序一致。同一次调用中的 ULID 严格递增，遵循规范的单调规则：与前一个在同一毫秒内生成的 ULID 沿用其时间，并在前一个的随机部分上加 1。time 是每个 ULID 所含的时间戳，采用 ISO 8601 UTC 格式。每次调用都会生成新值。',
    params: {
      count: '要生成的 ULID 数量，1 到 100；默认 1',
    },
  },
})
