import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { canonicalSecret, hotp, MAX_SECRET_LENGTH, OTP_ALGORITHMS, sameCode, secretBytes, totpUri } from '../../lib/crypto/otp.ts'

/** Latest time accepted: the end of year 9999, in Unix seconds. */
const MAX_TIME = 253_402_300_799

export default defineOperation({
  category: 'dev',
  name: 'totp',
  input: 'json',
  summary: 'Time-based one-time codes (TOTP, RFC 6238): make or check a code',
  description: 'Computes the TOTP code of a Base32 secret, as authenticator apps show it: HMAC-SHA1 (or SHA-256, SHA-512) of the number '
    + 'of periods since 1970, truncated to 6 to 8 digits as RFC 4226 says, leading zeros kept. The secret is read in any case, and spaces, '
    + 'hyphens and = padding are ignored. time (Unix seconds) defaults to now; remaining_seconds says how long the code lasts. '
    + 'With code, valid says whether it matches the code of this period or of the one just before or after (a window of ±1 period, '
    + 'for clocks that drift). uri is the otpauth:// link (Key Uri Format) that a QR code carries into an authenticator app; '
    + 'issuer and account label it.',
  params: z.object({
    secret: z.string().min(1).max(MAX_SECRET_LENGTH).describe('Shared secret in Base32 (A-Z, 2-7), any case; spaces, hyphens and = padding are ignored'),
    digits: z.number().int().min(6).max(8).default(6).describe('Code length, 6 to 8 digits; default 6'),
    period: z.number().int().min(15).max(120).default(30).describe('Seconds each code lasts, 15 to 120; default 30'),
    algo: z.enum(OTP_ALGORITHMS).default('sha1').describe('HMAC hash: sha1 (default, what most apps use), sha256 or sha512'),
    time: z.number().int().min(0).max(MAX_TIME).optional().describe('The moment, in Unix seconds (0 to 253402300799); default now'),
    code: z.string().max(32).optional().describe('A code to check against the secret, within ±1 period; spaces are ignored'),
    issuer: z.string().max(100).optional().describe('Service name shown in authenticator apps (in uri), such as Example Inc'),
    account: z.string().max(100).optional().describe('Account name shown in authenticator apps (in uri), such as alice@example.com'),
  }),
  result: z.object({
    code: z.string().regex(/^\d{6,8}$/).apply(described, { en: 'The code of the period containing time, as a string with its leading zeros', es: 'El código del periodo que contiene time, como texto con sus ceros a la izquierda' }),
    remaining_seconds: z.number().int().min(1).apply(described, { en: 'Seconds until the code changes', es: 'Segundos hasta que cambia el código' }),
    valid: z.boolean().optional().apply(described, { en: 'With code: whether it matches the code of this period or of the one before or after', es: 'Con code: si coincide con el código de este periodo o del anterior o el siguiente' }),
    uri: z.string().apply(described, { en: 'The otpauth://totp/ link for authenticator apps (usually shown as a QR code)', es: 'El enlace otpauth://totp/ para aplicaciones de autenticación (suele mostrarse como código QR)' }),
  }),
  chain: { takes: 'secret', gives: 'result.code' },
  examples: [
    {
      title: 'RFC 6238 appendix B: SHA-1, T = 59',
      params: { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', digits: 8, time: 59 },
      result: { code: '94287082', remaining_seconds: 1 },
    },
    {
      title: 'check a code, with the link for an app',
      params: { secret: 'jbsw y3dp ehpk 3pxp', time: 1700000000, code: '324550', issuer: 'Example', account: 'alice@example.com' },
      result: {
        code: '324550', valid: true,
        uri: 'otpauth://totp/Example:alice%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Example&algorithm=SHA1&digits=6&period=30',
      },
    },
  ],
  run: ({ secret, digits, period, algo, time, code, issuer, account }) => {
    const key = secretBytes(secret)
    const now = time ?? Math.floor(Date.now() / 1000)
    const counter = Math.floor(now / period)
    const current = hotp(key, counter, digits, algo)
    let valid: boolean | undefined
    if (code !== undefined) {
      const given = code.replace(/\s/g, '')
      if (!/^\d+$/.test(given) || given.length !== digits) throw new OperationError('TOTP_CODE_FORMAT', { digits })
      valid = [counter - 1, counter, counter + 1].filter((c) => c >= 0).some((c) => sameCode(hotp(key, c, digits, algo), given))
    }
    return {
      code: current,
      remaining_seconds: period - (now % period),
      ...(valid !== undefined && { valid }),
      uri: totpUri({ secret: canonicalSecret(secret), digits, period, algorithm: algo, issuer, account }),
    }
  },
  es: {
    summary: 'Códigos de un solo uso basados en el tiempo (TOTP, RFC 6238): genera o comprueba un código',
    description: 'Calcula el código TOTP de un secreto en Base32, como lo muestran las aplicaciones de autenticación: HMAC-SHA1 (o SHA-256, SHA-512) del número de periodos desde 1970, truncado a entre 6 y 8 dígitos como indica el RFC 4226, con sus ceros a la izquierda. El secreto se lee en mayúsculas o minúsculas, y se ignoran los espacios, los guiones y el relleno =. time (segundos Unix) es por defecto el momento actual; remaining_seconds indica cuánto dura el código. Con code, valid indica si coincide con el código de este periodo o del inmediatamente anterior o posterior (una ventana de ±1 periodo, para relojes desajustados). uri es el enlace otpauth:// (Key Uri Format) que un código QR lleva a una aplicación de autenticación; issuer y account lo etiquetan.',
    params: {
      secret: 'Secreto compartido en Base32 (A-Z, 2-7), en mayúsculas o minúsculas; se ignoran los espacios, los guiones y el relleno =',
      digits: 'Longitud del código, de 6 a 8 dígitos; por defecto 6',
      period: 'Segundos que dura cada código, de 15 a 120; por defecto 30',
      algo: 'Hash de HMAC: sha1 (por defecto, el que usan la mayoría de las aplicaciones), sha256 o sha512',
      time: 'El momento, en segundos Unix (de 0 a 253402300799); por defecto, ahora',
      code: 'Un código que se comprueba con el secreto, con ±1 periodo de margen; se ignoran los espacios',
      issuer: 'Nombre del servicio que muestran las aplicaciones de autenticación (en uri), como Example Inc',
      account: 'Nombre de la cuenta que muestran las aplicaciones de autenticación (en uri), como alice@example.com',
    },
  },
})
