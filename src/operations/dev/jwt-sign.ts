import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { recordOf } from '../kits/dev-results.ts'
import { jsonObjectParam, MAX_KEY_LENGTH, MAX_TOKEN_LENGTH, RSA_BITS, SIGN_ALGORITHMS, signJwt } from '../../lib/crypto/jws.ts'

/** Longest expires_in: ten years, in seconds. */
const MAX_EXPIRES_IN = 315_360_000

export default defineOperation({
  category: 'dev',
  name: 'jwt-sign',
  input: 'json',
  summary: 'Sign a JSON Web Token (HMAC, RSA, ECDSA or EdDSA)',
  description: 'Signs the payload (a JSON object) as a JWT in compact form, header.payload.signature, each part base64url. '
    + 'HS256, HS384 and HS512 sign with a shared secret (its UTF-8 bytes; RFC 7518 asks for at least as many bytes as the hash, '
    + '32 for HS256); RS256, RS384, RS512 and PS256 with an RSA private key of '
    + `${RSA_BITS.min} to ${RSA_BITS.max} bits; ES256 with a P-256 key, ES384 with a P-384 key, and EdDSA with an Ed25519 key. `
    + 'Private keys are PEM text (PKCS#8 BEGIN PRIVATE KEY, or BEGIN RSA PRIVATE KEY / BEGIN EC PRIVATE KEY), not encrypted. '
    + 'The header is alg and typ JWT, plus the fields of header (such as kid); expires_in sets exp to now plus that many seconds. '
    + 'The payload is kept as sent (key order included); no other claim is added. Signatures of HS*, RS* and EdDSA are '
    + 'deterministic; PS256 and ES* signatures differ on every call. Check a token with dev/jwt-verify, read one with dev/jwt-decode.',
  params: z.object({
    payload: z.string().min(1).max(MAX_TOKEN_LENGTH).describe('The claims, a JSON object text such as {"sub": "1234567890", "admin": true}'),
    algo: z.enum(SIGN_ALGORITHMS).default('HS256').describe(`Signature algorithm: ${SIGN_ALGORITHMS.join(', ')}; default HS256`),
    secret: z.string().max(4096).optional().describe('HS256/HS384/HS512: the shared secret, used as its UTF-8 bytes'),
    private_key: z.string().max(MAX_KEY_LENGTH).optional().describe('RS*, PS256, ES*, EdDSA: the private key as PEM text, not encrypted'),
    expires_in: z.number().int().min(1).max(MAX_EXPIRES_IN).optional().describe(`Seconds until the token expires (sets exp), 1 to ${MAX_EXPIRES_IN} (ten years)`),
    header: z.string().max(10_000).optional().describe('Extra header fields, a JSON object text such as {"kid": "key-1"}; alg comes from algo'),
  }),
  result: z.object({
    output: z.string().apply(described, { en: 'The signed token, header.payload.signature', es: 'El token firmado, header.payload.signature' }),
    header: recordOf(z.unknown()).apply(described, { en: 'The header that was signed', es: 'La cabecera que se firmó' }),
    payload: recordOf(z.unknown()).apply(described, { en: 'The payload that was signed, exp included when expires_in was given', es: 'La carga útil que se firmó, con exp si se indicó expires_in' }),
  }),
  chain: { takes: 'payload' },
  examples: [
    {
      title: 'HS256, the example token of jwt.io',
      params: { payload: '{"sub":"1234567890","name":"John Doe","iat":1516239022}', secret: 'your-256-bit-secret' },
      result: {
        output: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c',
        header: { alg: 'HS256', typ: 'JWT' },
      },
    },
    { title: 'expiring in an hour, with a key id', params: { payload: '{"sub":"alice"}', secret: 'a-secret-of-at-least-32-bytes-long!!', expires_in: 3600, header: '{"kid":"2024-01"}' } },
  ],
  run: async ({ payload: payloadText, algo, secret, private_key: privateKey, expires_in: expiresIn, header: headerText }) => {
    const payload = jsonObjectParam('payload', payloadText)
    const header = headerText === undefined || headerText.trim() === '' ? {} : jsonObjectParam('header', headerText)
    if (expiresIn !== undefined) payload.exp = Math.floor(Date.now() / 1000) + expiresIn
    const signed = await signJwt({ payload, algo, secret, privateKey, header })
    return { output: signed.token, header: signed.header, payload }
  },
  es: {
    summary: 'Firma un JSON Web Token (HMAC, RSA, ECDSA o EdDSA)',
    description: `Firma la carga útil (un objeto JSON) como un JWT en forma compacta, header.payload.signature, cada parte en base64url. HS256, HS384 y HS512 firman con un secreto compartido (sus bytes UTF-8; el RFC 7518 pide al menos tantos bytes como el hash, 32 para HS256); RS256, RS384, RS512 y PS256 con una clave privada RSA de ${RSA_BITS.min} a ${RSA_BITS.max} bits; ES256 con una clave P-256, ES384 con una clave P-384 y EdDSA con una clave Ed25519. Las claves privadas son texto PEM (PKCS#8 BEGIN PRIVATE KEY, o BEGIN RSA PRIVATE KEY / BEGIN EC PRIVATE KEY), sin cifrar. La cabecera es alg y typ JWT, más los campos de header (como kid); expires_in fija exp en el momento actual más esos segundos. La carga útil se conserva tal como se envía (incluido el orden de las claves); no se añade ninguna otra reclamación. Las firmas HS*, RS* y EdDSA son deterministas; las de PS256 y ES* cambian en cada llamada. Compruebe un token con dev/jwt-verify y léalo con dev/jwt-decode.`,
    params: {
      payload: 'Las reclamaciones, un texto de objeto JSON como {"sub": "1234567890", "admin": true}',
      algo: `Algoritmo de firma: ${SIGN_ALGORITHMS.join(', ')}; por defecto HS256`,
      secret: 'HS256/HS384/HS512: el secreto compartido, usado como sus bytes UTF-8',
      private_key: 'RS*, PS256, ES*, EdDSA: la clave privada como texto PEM, sin cifrar',
      expires_in: `Segundos hasta que caduca el token (fija exp), de 1 a ${MAX_EXPIRES_IN} (diez años)`,
      header: 'Campos adicionales de la cabecera, un texto de objeto JSON como {"kid": "key-1"}; alg sale de algo',
    },
  },
})
