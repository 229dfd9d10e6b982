import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { ARGON2_LIMITS, checkArgon2Parameters, passwordParam, type Argon2Parameter } from '../../lib/crypto/password.ts'
import { Argon2Parameters } from '../kits/dev-results.ts'

const ARGON2_VERSION = 19 as const

const limit = (name: Argon2Parameter, what: string) => {
  const { min, max, default: fallback } = ARGON2_LIMITS[name]
  return z.number().int().min(min).max(max).default(fallback).describe(`${what}, ${min} to ${max}; default ${fallback}`)
}

/** The Spanish text of a limit parameter, with the same bounds. */
const limitEs = (name: Argon2Parameter, what: string) => {
  const { min, max, default: fallback } = ARGON2_LIMITS[name]
  return `${what}, de ${min} a ${max}; por defecto ${fallback}`
}

export default defineOperation({
  category: 'dev',
  name: 'argon2',
  input: 'json',
  summary: 'Hash a password with Argon2id',
  description: 'Returns an Argon2id (RFC 9106) hash in PHC string form, $argon2id$v=19$m=…,t=…,p=…$salt$digest, with a new random '
    + '16-byte salt and a 32-byte digest; every call gives a different hash (check one with dev/password-verify). '
    + 'The defaults are the OWASP baseline, m=19456 KiB (19 MiB), t=2, p=1. Parameters are capped at 64 MiB of memory, 10 passes '
    + 'and 4 lanes so one call stays under about a quarter of a second; memory_cost must be at least 8 KiB per lane. '
    + 'The password is used exactly as sent, at most 1024 characters, with no 72-byte limit. '
    + 'When the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    text: passwordParam('Password to hash, at most 1024 characters'),
    memory_cost: limit('memory_cost', 'Memory to use, in KiB (m)'),
    time_cost: limit('time_cost', 'Number of passes over the memory (t)'),
    parallelism: limit('parallelism', 'Number of lanes (p)'),
  }),
  result: z.object({
    hash: z.string().apply(described, { en: 'The hash in PHC string form, $argon2id$v=19$m=…,t=…,p=…$salt$digest: a 16-byte salt and a 32-byte digest in unpadded Base64', es: 'El hash en formato de cadena PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest: una sal de 16 bytes y un resumen de 32 bytes en Base64 sin relleno' }),
    algorithm: z.literal('argon2id').apply(described, { en: 'The algorithm: always argon2id', es: 'El algoritmo: siempre argon2id' }),
    parameters: Argon2Parameters.apply(described, { en: 'The parameters the hash was made with, version 19', es: 'Los parámetros con los que se calculó el hash, versión 19' }),
  }),
  chain: { gives: 'result.hash' },
  examples: [
    { title: 'OWASP defaults', params: { text: 'correct horse battery staple' } },
    { title: 'more memory and passes', params: { text: 'hunter2', memory_cost: 65536, time_cost: 3, parallelism: 4 } },
  ],
  run: async ({ text, ...parameters }, ctx) => {
    checkArgon2Parameters(parameters) // before queueing: refused parameters cost no hashing time
    const hash = await ctx.hashing.run('password.argon2Hash', { password: text, ...parameters })
    return { hash, algorithm: 'argon2id' as const, parameters: { version: ARGON2_VERSION, ...parameters } }
  },
  es: {
    summary: 'Calcula el hash Argon2id de una contraseña',
    description: 'Devuelve un hash Argon2id (RFC 9106) en formato de cadena PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest, con una sal aleatoria nueva de 16 bytes y un resumen de 32 bytes; cada llamada da un hash distinto (compruébelo con dev/password-verify). Los valores por defecto son la base de OWASP, m=19456 KiB (19 MiB), t=2, p=1. Los parámetros se limitan a 64 MiB de memoria, 10 pasadas y 4 carriles para que una llamada no pase de aproximadamente un cuarto de segundo; memory_cost debe ser de al menos 8 KiB por carril. La contraseña se usa tal como se envía, como máximo 1024 caracteres, sin límite de 72 bytes. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.',
    params: {
      text: 'Contraseña de la que se calcula el hash, como máximo 1024 caracteres',
      memory_cost: limitEs('memory_cost', 'Memoria que se usa, en KiB (m)'),
      time_cost: limitEs('time_cost', 'Número de pasadas sobre la memoria (t)'),
      parallelism: limitEs('parallelism', 'Número de carriles (p)'),
    },
  },
})
