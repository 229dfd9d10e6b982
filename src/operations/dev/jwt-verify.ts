import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { recordOf } from '../kits/dev-results.ts'
import { MAX_JWKS_LENGTH, MAX_TOKEN_LENGTH, verifyJwt } from '../../lib/crypto/jws.ts'

const REASONS = ['bad_signature', 'expired', 'not_yet_valid', 'algorithm_not_allowed', 'malformed'] as const
/** Latest time accepted: the end of year 9999, in Unix seconds. */
const MAX_TIME = 253_402_300_799
const MAX_LEEWAY = 86_400

const claims = recordOf(z.unknown()).nullable()

export default defineOperation({
  category: 'dev',
  name: 'jwt-verify',
  input: 'json',
  summary: 'Check the signature and dates of a JSON Web Token',
  description: 'Checks a JWT (compact form; a leading "Bearer " is ignored) with a shared secret (HS256, HS384, HS512) or a public key: '
    + 'PEM (SPKI BEGIN PUBLIC KEY, BEGIN RSA PUBLIC KEY, or a certificate), or a JWK or JWKS as JSON text (with a JWKS, the token\'s kid '
    + 'picks the key). The key decides the algorithms: a secret allows HS*, an RSA key RS* and PS*, an EC key the ES* of its curve, an '
    + 'Ed25519 key EdDSA; algorithms narrows that list. alg "none" is never valid, and neither is an HMAC token checked against a public '
    + 'key. After the signature, exp and nbf are checked at time (default now) with leeway seconds of tolerance. A token that fails '
    + 'answers 200 with valid false and a reason: bad_signature, expired, not_yet_valid, algorithm_not_allowed or malformed (header and '
    + 'payload are null when they cannot be read). A key that cannot be read, or an algorithms list that cannot use it, is a 422.',
  params: z.object({
    token: z.string().max(MAX_TOKEN_LENGTH).describe('The token, header.payload.signature'),
    secret: z.string().max(4096).optional().describe('For HS256/HS384/HS512 tokens: the shared secret, used as its UTF-8 bytes'),
    public_key: z.string().max(MAX_JWKS_LENGTH).optional().describe('For the other algorithms: a PEM public key or certificate, or a JWK or JWKS as JSON text'),
    algorithms: z.string().max(200).optional().describe('Algorithms accepted, a comma list such as RS256,PS256; default every one the key allows'),
    leeway: z.number().int().min(0).max(MAX_LEEWAY).default(0).describe(`Seconds of tolerance for exp and nbf, 0 to ${MAX_LEEWAY}; default 0`),
    time: z.number().int().min(0).max(MAX_TIME).optional().describe('The moment to check exp and nbf at, in Unix seconds; default now'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, { en: 'Whether the signature is right and the token is within its dates', es: 'Si la firma es correcta y el token está dentro de sus fechas' }),
    reason: z.enum(REASONS).optional().apply(described, {
      en: 'When not valid: bad_signature, expired, not_yet_valid, algorithm_not_allowed or malformed',
      es: 'Cuando no es válido: bad_signature, expired, not_yet_valid, algorithm_not_allowed o malformed',
    }),
    header: claims.apply(described, { en: 'The token\'s header; null when it cannot be read', es: 'La cabecera del token; null si no se puede leer' }),
    payload: claims.apply(described, { en: 'The token\'s payload; null when it cannot be read', es: 'La carga útil del token; null si no se puede leer' }),
  }),
  examples: [
    {
      title: 'HS256, the example token of jwt.io',
      params: {
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        secret: 'your-256-bit-secret',
      },
      result: { valid: true, header: { alg: 'HS256', typ: 'JWT' }, payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 } },
    },
    {
      title: 'a wrong secret',
      params: {
        token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        secret: 'another secret',
      },
      result: { valid: false, reason: 'bad_signature' },
    },
  ],
  run: ({ token, secret, public_key: publicKey, algorithms, leeway, time }) =>
    verifyJwt({ token, secret, publicKey, algorithms, leeway, now: time ?? Math.floor(Date.now() / 1000) }),
  es: {
    summary: 'Comprueba la firma y las fechas de un JSON Web Token',
    description: 'Comprueba un JWT (forma compacta; se ignora un "Bearer " inicial) con un secreto compartido (HS256, HS384, HS512) o una clave pública: PEM (SPKI BEGIN PUBLIC KEY, BEGIN RSA PUBLIC KEY o un certificado), o un JWK o JWKS como texto JSON (con un JWKS, el kid del token elige la clave). La clave decide los algoritmos: un secreto admite HS*, una clave RSA RS* y PS*, una clave EC el ES* de su curva y una clave Ed25519 EdDSA; algorithms reduce esa lista. alg "none" nunca es válido, ni tampoco un token HMAC comprobado con una clave pública. Tras la firma, se comprueban exp y nbf en el momento time (por defecto, ahora) con leeway segundos de tolerancia. Un token que no pasa la comprobación responde 200 con valid false y un motivo: bad_signature, expired, not_yet_valid, algorithm_not_allowed o malformed (header y payload son null si no se pueden leer). Una clave que no se puede leer, o una lista de algorithms que no puede usarla, es un 422.',
    params: {
      token: 'El token, header.payload.signature',
      secret: 'Para tokens HS256/HS384/HS512: el secreto compartido, usado como sus bytes UTF-8',
      public_key: 'Para los demás algoritmos: una clave pública o un certificado en PEM, o un JWK o JWKS como texto JSON',
      algorithms: 'Algoritmos aceptados, una lista separada por comas como RS256,PS256; por defecto, todos los que admite la clave',
      leeway: `Segundos de tolerancia para exp y nbf, de 0 a ${MAX_LEEWAY}; por defecto 0`,
      time: 'El momento en que se comprueban exp y nbf, en segundos Unix; por defecto, ahora',
    },
  },
})
