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
    version: z.literal(UUID_VERSIONS).apply(described, { en: 'UUID version: 4 or 7', es: 'Versión del UUID: 4 o 7' }),
    uuids: z.array(z.uuid()).apply(described, { en: 'The UUIDs, lower case in the 8-4-4-4-12 form; version 7 ones in increasing order', es: 'Los UUID, en minúsculas con la forma 8-4-4-4-12; los de versión 7, en orden creciente' }),
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
})
