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
      ulid: z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/).apply(described, { en: 'The ULID: 26 Crockford Base32 characters, upper case', es: 'El ULID: 26 caracteres Base32 de Crockford, en mayúsculas' }),
      time: z.iso.datetime().apply(described, { en: 'The time it holds, ISO 8601 in UTC to the millisecond', es: 'El momento que contiene, en ISO 8601 y UTC al milisegundo' }),
    })).apply(described, { en: 'The ULIDs in increasing order, each with its time', es: 'Los ULID en orden creciente, cada uno con su momento' }),
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
})
