import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { BCRYPT_COST, BCRYPT_MAX_BYTES, checkBcryptPassword, passwordParam } from '../../lib/crypto/password.ts'

export default defineOperation({
  category: 'dev',
  name: 'bcrypt',
  input: 'json',
  summary: 'Hash a password with bcrypt',
  description: `Returns a bcrypt hash in modular crypt form ($2b$, the two-digit cost, then 22 characters of random salt and 31 of digest), `
    + `ready to store; every call uses a new salt, so the same password gives a different hash each time (check one with dev/password-verify). `
    + `The cost is the base-2 logarithm of the rounds: each step doubles the time, from about 1 ms at ${BCRYPT_COST.min} `
    + `to about 2 s at ${BCRYPT_COST.max}; OWASP recommends at least 10. bcrypt reads only the first ${BCRYPT_MAX_BYTES} bytes of a password, `
    + `so a longer one (in UTF-8) is refused rather than silently truncated; use dev/argon2 for long passphrases. `
    + 'The password is used exactly as sent. When the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    text: passwordParam(`Password to hash, at most ${BCRYPT_MAX_BYTES} bytes in UTF-8`),
    cost: z.number().int().min(BCRYPT_COST.min).max(BCRYPT_COST.max).default(BCRYPT_COST.default)
      .describe(`Cost factor, ${BCRYPT_COST.min} to ${BCRYPT_COST.max}; default ${BCRYPT_COST.default}`),
  }),
  result: z.object({
    hash: z.string().apply(described, { en: 'The hash in modular crypt form, 60 characters: $2b$, the two-digit cost, $, then 22 characters of salt and 31 of digest', es: 'El hash en formato modular crypt, 60 caracteres: $2b$, el coste de dos dígitos, $ y luego 22 caracteres de sal y 31 de resumen' }),
    algorithm: z.literal('bcrypt').apply(described, { en: 'The algorithm: always bcrypt', es: 'El algoritmo: siempre bcrypt' }),
    cost: z.number().int().min(BCRYPT_COST.min).max(BCRYPT_COST.max).apply(described, { en: 'The cost factor used, the base-2 logarithm of the rounds', es: 'El factor de coste usado, el logaritmo en base 2 de las rondas' }),
  }),
  chain: { gives: 'result.hash' },
  examples: [
    { title: 'default cost 10', params: { text: 'correct horse battery staple' } },
    { title: 'quick low cost, for tests', params: { text: 'hunter2', cost: 4 } },
  ],
  run: async ({ text, cost }, ctx) => {
    checkBcryptPassword(text) // before queueing: a refused password costs no hashing time
    const hash = await ctx.hashing.run('password.bcryptHash', { password: text, cost })
    return { hash, algorithm: 'bcrypt' as const, cost }
  },
  es: {
    summary: 'Calcula el hash bcrypt de una contraseña',
    description: `Devuelve un hash bcrypt en formato modular crypt ($2b$, el coste de dos dígitos y luego 22 caracteres de sal aleatoria y 31 de resumen), listo para guardar; cada llamada usa una sal nueva, así que la misma contraseña da un hash distinto cada vez (compruébelo con dev/password-verify). El coste es el logaritmo en base 2 de las rondas: cada paso duplica el tiempo, desde aproximadamente 1 ms con ${BCRYPT_COST.min} hasta unos 2 s con ${BCRYPT_COST.max}; OWASP recomienda al menos 10. bcrypt solo lee los primeros ${BCRYPT_MAX_BYTES} bytes de una contraseña, así que una más larga (en UTF-8) se rechaza en lugar de truncarse en silencio; para frases de contraseña largas use dev/argon2. La contraseña se usa tal como se envía. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.`,
    params: {
      text: `Contraseña de la que se calcula el hash, como máximo ${BCRYPT_MAX_BYTES} bytes en UTF-8`,
      cost: `Factor de coste, de ${BCRYPT_COST.min} a ${BCRYPT_COST.max}; por defecto ${BCRYPT_COST.default}`,
    },
  },
})
