import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { generateUuids } from '../../lib/crypto/ids.ts'

export default defineOperation({
  category: 'dev',
  name: 'uuid',
  input: 'query',
  summary: 'Generate random version 4 UUIDs',
  description: 'RFC 9562 version 4 UUIDs from a cryptographically secure random source (122 random bits each), '
    + 'in the canonical lowercase 8-4-4-4-12 form, such as 3b241101-e2bb-4255-8caf-4136c566a962. '
    + 'Every call gives new values.',
  params: z.object({
    count: z.number().int().min(1).max(100).default(1).describe('How many UUIDs to generate, 1 to 100; default 1'),
  }),
  result: z.object({
    uuids: z.array(z.uuidv4()).min(1).max(100).apply(described, { en: 'The new version 4 UUIDs, in canonical lowercase 8-4-4-4-12 form', es: 'Los UUID de versión 4 nuevos, en la forma canónica en minúsculas 8-4-4-4-12' }),
  }),
  chain: { gives: 'result.uuids' },
  examples: [
    { title: 'one UUID', params: {} },
    { title: 'five UUIDs', params: { count: 5 } },
  ],
  run: ({ count }) => ({ uuids: generateUuids(count, 4) }),
  es: {
    summary: 'Genera UUID aleatorios de versión 4',
    description: 'UUID de versión 4 del RFC 9562 obtenidos de una fuente aleatoria criptográficamente segura (122 bits aleatorios cada uno), en la forma canónica en minúsculas 8-4-4-4-12, como 3b241101-e2bb-4255-8caf-4136c566a962. Cada llamada da valores nuevos.',
    params: {
      count: 'Cuántos UUID se generan, de 1 a 100; por defecto 1',
    },
  },
})
