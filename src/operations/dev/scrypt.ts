import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { DerivedKey } from '../kits/dev-results.ts'
import { checkScrypt, kdfSecret, kdfSecretParams, KDF_SECRET_WORDS_ES, SCRYPT_LIMITS, SCRYPT_MAX_MEMORY } from '../../lib/crypto/kdf.ts'
import { translate } from '../../i18n/index.ts'

const { n, r, p, length } = SCRYPT_LIMITS
const maxMib = SCRYPT_MAX_MEMORY / 2 ** 20

export default defineOperation({
  category: 'dev',
  name: 'scrypt',
  input: 'json',
  summary: 'Derive a key from a password with scrypt (RFC 7914)',
  description: 'Derives length bytes from the password and salt with scrypt and returns them in lowercase hex and in Base64. '
    + 'The password is used as its UTF-8 bytes, exactly as sent; the salt too, unless salt_encoding says it is written in hex or Base64. '
    + 'n (the CPU/memory cost) must be a power of two, and below 2^(16·r) as RFC 7914 requires (with r=1, at most 2^15); '
    + 'r is the block size and p the parallelization. scrypt holds 128·n·r bytes at once, '
    + `so that is checked first and capped at ${maxMib} MiB, and n·r·p, which sets the time, at 2^22 (about two seconds); the defaults `
    + '(n=2^15, r=8, p=1) take 32 MiB. When the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    ...kdfSecretParams,
    n: z.number().int().min(n.min).max(n.max).default(n.default)
      .describe(`CPU/memory cost N, a power of two from ${n.min} to 2^20 (${n.max}); default 2^15 (${n.default})`),
    r: z.number().int().min(r.min).max(r.max).default(r.default).describe(`Block size r, ${r.min} to ${r.max}; default ${r.default}`),
    p: z.number().int().min(p.min).max(p.max).default(p.default).describe(`Parallelization p, ${p.min} to ${p.max}; default ${p.default}`),
    length: z.number().int().min(length.min).max(length.max).default(length.default)
      .describe(`Bytes of key to derive, ${length.min} to ${length.max}; default ${length.default}`),
  }),
  result: DerivedKey,
  chain: { takes: 'password', gives: 'result.hex' },
  examples: [
    { title: 'default cost (n=2^15, r=8, p=1), 32 bytes, salt in Base64', params: { password: 'correct horse battery staple', salt: 'c2FsdHNhbHQ=', salt_encoding: 'base64' } },
    {
      title: 'RFC 7914 section 12, second vector',
      params: { password: 'password', salt: 'NaCl', n: 1024, r: 8, p: 16, length: 64 },
      result: { hex: 'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640' },
    },
    {
      title: 'RFC 7914 section 12, first vector (empty password and salt)',
      params: { password: '', salt: '', n: 16, r: 1, p: 1, length: 64, salt_encoding: 'utf8' },
      result: { hex: '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906' },
    },
  ],
  run: async ({ password, salt, salt_encoding, ...parameters }, ctx) => {
    const secret = kdfSecret({ password, salt, salt_encoding }, (error) => translate(ctx.lang, error.code, error.vars))
    checkScrypt(parameters) // before queueing: memory and work are checked before any is spent
    return ctx.hashing.run('kdf.scrypt', { ...secret, ...parameters })
  },
  es: {
    summary: 'Deriva una clave de una contraseña con scrypt (RFC 7914)',
    description: `Deriva length bytes de la contraseña y la sal con scrypt y los devuelve en hexadecimal en minúsculas y en Base64. La contraseña se usa como sus bytes UTF-8, tal como se envía; la sal también, salvo que salt_encoding indique que está escrita en hexadecimal o Base64. n (el coste de CPU y memoria) debe ser una potencia de dos, y menor que 2^(16·r) como exige el RFC 7914 (con r=1, como máximo 2^15); r es el tamaño de bloque y p la paralelización. scrypt ocupa 128·n·r bytes a la vez, así que eso se comprueba primero y se limita a ${maxMib} MiB, y n·r·p, que fija el tiempo, a 2^22 (unos dos segundos); los valores por defecto (n=2^15, r=8, p=1) ocupan 32 MiB. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS_ES,
      n: `Coste de CPU y memoria N, una potencia de dos de ${n.min} a 2^20 (${n.max}); por defecto 2^15 (${n.default})`,
      r: `Tamaño de bloque r, de ${r.min} a ${r.max}; por defecto ${r.default}`,
      p: `Paralelización p, de ${p.min} a ${p.max}; por defecto ${p.default}`,
      length: `Bytes de clave que se derivan, de ${length.min} a ${length.max}; por defecto ${length.default}`,
    },
  },
})
