import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import {
  ARGON2_LIMITS, BCRYPT_COST, BCRYPT_MAX_BYTES, MAX_HASH_LENGTH, checkBcryptPassword, inspectHash, passwordParam,
} from '../../lib/crypto/password.ts'
import { Argon2Parameters } from '../kits/dev-results.ts'

const { memory_cost: m, time_cost: t, parallelism: p } = ARGON2_LIMITS

export default defineOperation({
  category: 'dev',
  name: 'password-verify',
  input: 'json',
  summary: 'Check a password against a bcrypt or Argon2 hash',
  description: 'Tells whether the password matches the stored hash, and which algorithm and parameters the hash uses. '
    + 'Accepted hashes: bcrypt ($2a$, $2b$, $2y$) and Argon2 in PHC form ($argon2id$, $argon2i$, $argon2d$); surrounding whitespace '
    + 'of the hash is ignored, the password is used exactly as sent. Because the parameters inside a hash decide how long a check takes, '
    + `the hash is read before any work and refused when it asks for more than bcrypt cost ${BCRYPT_COST.max} `
    + `or Argon2 m=${m.max} KiB, t=${t.max}, p=${p.max}. `
    + `bcrypt only reads the first ${BCRYPT_MAX_BYTES} bytes of a password, so a longer password (in UTF-8) is refused against a bcrypt hash: `
    + 'it would match whenever its first 72 bytes do. When the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    text: passwordParam('Password to check, at most 1024 characters'),
    hash: z.string().trim().max(MAX_HASH_LENGTH).describe('Stored bcrypt or Argon2 hash, such as $2b$10$… or $argon2id$v=19$m=19456,t=2,p=1$…'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, { en: 'True when the password matches the hash', es: 'true cuando la contraseña coincide con el hash' }),
    algorithm: z.enum(['bcrypt', 'argon2id', 'argon2i', 'argon2d']).apply(described, { en: 'The algorithm of the hash: bcrypt, argon2id, argon2i or argon2d', es: 'El algoritmo del hash: bcrypt, argon2id, argon2i o argon2d' }),
    parameters: z.union([
      z.object({
        version: z.enum(['2a', '2b', '2y']).apply(described, { en: 'The bcrypt variant the hash names: 2a, 2b or 2y', es: 'La variante de bcrypt que indica el hash: 2a, 2b o 2y' }),
        cost: z.number().int().min(BCRYPT_COST.min).max(BCRYPT_COST.max).apply(described, { en: 'The cost factor the hash names, the base-2 logarithm of the rounds', es: 'El factor de coste que indica el hash, el logaritmo en base 2 de las rondas' }),
      }).apply(described, { en: 'The parameters of a bcrypt hash', es: 'Los parámetros de un hash bcrypt' }),
      Argon2Parameters.apply(described, { en: 'The parameters of an Argon2 hash (one without v= is version 16)', es: 'Los parámetros de un hash Argon2 (uno sin v= es de la versión 16)' }),
    ]).apply(described, { en: 'The parameters the hash names: version and cost for bcrypt; version, memory_cost, time_cost and parallelism for Argon2', es: 'Los parámetros que indica el hash: version y cost para bcrypt; version, memory_cost, time_cost y parallelism para Argon2' }),
  }),
  chain: { takes: 'hash', gives: 'result.valid' },
  examples: [
    {
      title: 'bcrypt, matching',
      params: { text: 'password', hash: '$2b$04$oBCf/cZzG9TfJIgim02GmuTbb44dOVzP1jh1afirJpBKzojBd0Xde' },
      result: { valid: true, algorithm: 'bcrypt', parameters: { version: '2b', cost: 4 } },
    },
    {
      title: 'Argon2id, not matching',
      params: { text: 'wrong password', hash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$K13EBUiG7JV+9ZxztmHFTdb7J0WQsnj2V8bZaqyPptE' },
      result: { valid: false, algorithm: 'argon2id', parameters: { version: 19, memory_cost: 19456, time_cost: 2, parallelism: 1 } },
    },
  ],
  run: async ({ text, hash }, ctx) => {
    // Read and bound the hash before queueing any work (SECURITY.md H3 and H5).
    const info = inspectHash(hash)
    if (info.algorithm === 'bcrypt') checkBcryptPassword(text)
    const valid = await ctx.hashing.run('password.verify', { password: text, hash })
    return { valid, ...info }
  },
  es: {
    summary: 'Comprueba una contraseña contra un hash bcrypt o Argon2',
    description: `Indica si la contraseña coincide con el hash guardado, y qué algoritmo y parámetros usa el hash. Hashes aceptados: bcrypt ($2a$, $2b$, $2y$) y Argon2 en formato PHC ($argon2id$, $argon2i$, $argon2d$); se ignoran los espacios en blanco alrededor del hash y la contraseña se usa tal como se envía. Como los parámetros del hash deciden cuánto tarda la comprobación, el hash se lee antes de hacer ningún trabajo y se rechaza cuando pide más que un coste bcrypt de ${BCRYPT_COST.max} o Argon2 m=${m.max} KiB, t=${t.max}, p=${p.max}. bcrypt solo lee los primeros ${BCRYPT_MAX_BYTES} bytes de una contraseña, así que una contraseña más larga (en UTF-8) se rechaza frente a un hash bcrypt: coincidiría siempre que coincidieran sus primeros 72 bytes. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.`,
    params: {
      text: 'Contraseña que se comprueba, como máximo 1024 caracteres',
      hash: 'Hash bcrypt o Argon2 guardado, como $2b$10$… o $argon2id$v=19$m=19456,t=2,p=1$…',
    },
  },
})
