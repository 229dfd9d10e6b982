import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { decodeJwt } from '../../lib/crypto/jwt.ts'
import { recordOf } from '../kits/dev-results.ts'

// RFC 7519 section 3.1: the example JWT, signed with HMAC SHA-256.
const RFC_7519_EXAMPLE = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9'
  + '.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ'
  + '.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'

const claimDate = (claim: string) => z.string().nullable()
  .apply(described, {
    en: `${claim} as an ISO 8601 date and time in UTC, or null when ${claim} is absent or not a number (seconds since 1970)`,
    es: `${claim} como fecha y hora ISO 8601 en UTC, o null cuando ${claim} falta o no es un número (segundos desde 1970)`,
  })

export default defineOperation({
  category: 'dev',
  name: 'jwt-decode',
  input: 'json',
  summary: 'Decode the header and payload of a JWT, without checking its signature',
  description: 'Takes a JWT in compact form, header.payload.signature (a leading "Bearer " is ignored), and decodes the base64url header and payload, which must be JSON objects. '
    + 'The signature is NOT verified: signature_verified is always false, so never trust the claims on the strength of this call. '
    + 'iat, exp and nbf, when they are numbers (seconds since 1970), are also given as ISO 8601 dates in issued_at, expires_at and not_before (null otherwise); '
    + 'expired is true when exp is a number and the current time is at or past it. '
    + 'A malformed token is refused with 422 naming the part at fault (header, payload or signature) and what is wrong with it; an encrypted JWT (JWE, five parts) cannot be decoded.',
  params: z.object({
    token: z.string().min(1).max(100_000).describe('The JWT, three base64url parts separated by dots; at most 100,000 characters'),
  }),
  result: z.object({
    header: recordOf(z.unknown()).apply(described, { en: 'The decoded header (JOSE header), a JSON object such as { "alg": "HS256", "typ": "JWT" }', es: 'La cabecera decodificada (cabecera JOSE), un objeto JSON como { "alg": "HS256", "typ": "JWT" }' }),
    payload: recordOf(z.unknown()).apply(described, { en: 'The decoded payload: the claims, a JSON object, unverified', es: 'El payload decodificado: los claims, un objeto JSON, sin verificar' }),
    signature_present: z.boolean().apply(described, { en: 'True when the token has a non-empty signature part (its base64url is checked, the signature is not)', es: 'true cuando el token tiene una parte de firma no vacía (se comprueba su base64url, no la firma)' }),
    signature_verified: z.literal(false).apply(described, { en: 'Always false: the signature is never verified', es: 'Siempre false: la firma nunca se verifica' }),
    note: z.literal('signature not checked').apply(described, { en: 'Always "signature not checked", a reminder not to trust the claims', es: 'Siempre "signature not checked", un recordatorio de no confiar en los claims' }),
    issued_at: claimDate('iat'),
    expires_at: claimDate('exp'),
    not_before: claimDate('nbf'),
    expired: z.boolean().apply(described, { en: 'True when exp is a number and the current time is at or past it', es: 'true cuando exp es un número y el momento actual es igual o posterior' }),
  }),
  chain: { takes: 'token', gives: 'result.payload' },
  examples: [
    {
      title: 'RFC 7519 section 3.1',
      params: { token: RFC_7519_EXAMPLE },
      result: {
        header: { typ: 'JWT', alg: 'HS256' },
        payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true },
        signature_present: true,
        signature_verified: false,
        note: 'signature not checked',
        issued_at: null,
        expires_at: '2011-03-22T18:43:00.000Z',
        not_before: null,
        expired: true,
      },
    },
  ],
  run: ({ token }) => decodeJwt(token),
  es: {
    summary: 'Decodifica la cabecera y el payload de un JWT, sin comprobar su firma',
    description: 'Recibe un JWT en forma compacta, header.payload.signature (se ignora un "Bearer " inicial), y decodifica la cabecera y el payload en base64url, que deben ser objetos JSON. La firma NO se verifica: signature_verified es siempre false, así que nunca confíe en los claims basándose en esta llamada. iat, exp y nbf, cuando son números (segundos desde 1970), se dan también como fechas ISO 8601 en issued_at, expires_at y not_before (null en otro caso); expired es true cuando exp es un número y el momento actual es igual o posterior. Un token mal formado se rechaza con 422 indicando la parte defectuosa (header, payload o signature) y qué le ocurre; un JWT cifrado (JWE, cinco partes) no se puede decodificar.',
    params: {
      token: 'El JWT, tres partes base64url separadas por puntos; como máximo 100 000 caracteres',
    },
  },
})
