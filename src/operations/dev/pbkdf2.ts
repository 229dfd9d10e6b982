import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { DerivedKey } from '../kits/dev-results.ts'
import { checkPbkdf2, kdfSecret, kdfSecretParams, KDF_SECRET_WORDS_ES, PBKDF2_ALGORITHMS, PBKDF2_LIMITS, PBKDF2_MAX_WORK } from '../../lib/crypto/kdf.ts'
import { translate } from '../../i18n/index.ts'

const { iterations, length } = PBKDF2_LIMITS

export default defineOperation({
  category: 'dev',
  name: 'pbkdf2',
  input: 'json',
  summary: 'Derive a key from a password with PBKDF2 (RFC 8018)',
  description: 'Derives length bytes from the password and salt with PBKDF2 and HMAC-SHA-256 (or SHA-1, SHA-512), and returns them in '
    + 'lowercase hex and in Base64. The password is used as its UTF-8 bytes, exactly as sent; the salt too, unless salt_encoding says it '
    + 'is written in hex or Base64. The default of 600,000 iterations of HMAC-SHA-256 is the OWASP recommendation. PBKDF2 runs the '
    + 'iterations once for every digest-long block of output, so iterations × blocks is capped at '
    + `${PBKDF2_MAX_WORK.toLocaleString('en-US')} (about two seconds). When the service is busy with other hashes, it answers 503 with Retry-After.`,
  params: z.object({
    ...kdfSecretParams,
    iterations: z.number().int().min(iterations.min).max(iterations.max).default(iterations.default)
      .describe(`Iteration count, ${iterations.min} to ${iterations.max}; default ${iterations.default}`),
    length: z.number().int().min(length.min).max(length.max).default(length.default)
      .describe(`Bytes of key to derive, ${length.min} to ${length.max}; default ${length.default}`),
    algo: z.enum(PBKDF2_ALGORITHMS).default('sha256').describe('HMAC hash: sha256 (default), sha1 or sha512'),
  }),
  result: DerivedKey,
  chain: { takes: 'password', gives: 'result.hex' },
  examples: [
    {
      title: 'PBKDF2-HMAC-SHA1 (RFC 6070 test vector 3)',
      params: { password: 'password', salt: 'salt', iterations: 4096, length: 20, algo: 'sha1' },
      result: { hex: '4b007901b765489abead49d926f721d065a429c1' },
    },
    {
      title: 'PBKDF2-HMAC-SHA256 (RFC 7914 section 11)',
      params: { password: 'passwd', salt: 'salt', iterations: 1, length: 64 },
      result: { hex: '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783' },
    },
  ],
  run: async ({ password, salt, salt_encoding, ...parameters }, ctx) => {
    const secret = kdfSecret({ password, salt, salt_encoding }, (error) => translate(ctx.lang, error.code, error.vars))
    checkPbkdf2(parameters) // before queueing: refused parameters cost no hashing time
    return ctx.hashing.run('kdf.pbkdf2', { ...secret, ...parameters })
  },
  es: {
    summary: 'Deriva una clave de una contraseña con PBKDF2 (RFC 8018)',
    description: `Deriva length bytes de la contraseña y la sal con PBKDF2 y HMAC-SHA-256 (o SHA-1, SHA-512) y los devuelve en hexadecimal en minúsculas y en Base64. La contraseña se usa como sus bytes UTF-8, tal como se envía; la sal también, salvo que salt_encoding indique que está escrita en hexadecimal o Base64. El valor por defecto de 600.000 iteraciones de HMAC-SHA-256 es la recomendación de OWASP. PBKDF2 repite las iteraciones una vez por cada bloque de salida del tamaño del resumen, así que iteraciones × bloques se limita a ${PBKDF2_MAX_WORK.toLocaleString('es-ES')} (unos dos segundos). Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS_ES,
      iterations: `Número de iteraciones, de ${iterations.min} a ${iterations.max}; por defecto ${iterations.default}`,
      length: `Bytes de clave que se derivan, de ${length.min} a ${length.max}; por defecto ${length.default}`,
      algo: 'Hash de HMAC: sha256 (por defecto), sha1 o sha512',
    },
  },
})
