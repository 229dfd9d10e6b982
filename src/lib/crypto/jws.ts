/**
 * Signing and checking JSON Web Tokens (RFC 7515, 7518, 7519) with jose: reading the keys,
 * which algorithm each key may serve, and the size caps checked before any signing work.
 *
 * Keys are read with node:crypto (PEM in PKCS#8, PKCS#1, SEC 1 or SPKI form, a certificate, or a
 * JWK) and handed to jose as KeyObjects. A key's type decides its algorithms, so an HMAC token is
 * never checked with a public key (the "algorithm confusion" attack) and alg "none" is never one.
 */
import { createPublicKey, createPrivateKey, createSecretKey, type JsonWebKey, type KeyObject } from 'node:crypto'
import type * as Jose from 'jose'
import { OperationError } from '../../core/errors.ts'
import { scanJson } from '../data/json.ts'
import { decodeJwt } from './jwt.ts'

/** The algorithms dev/jwt-sign offers. */
// Loaded with the first token signed or verified: only dev/jwt-sign and dev/jwt-verify need it.
let jose: Promise<typeof Jose> | undefined
const loadJose = () => (jose ??= import('jose'))

export const SIGN_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'] as const
export type SignAlgorithm = (typeof SIGN_ALGORITHMS)[number]
/** The algorithms dev/jwt-verify accepts (a few more than it signs: PS384, PS512, ES512). */
export const VERIFY_ALGORITHMS = ['HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'] as const
type Algorithm = (typeof VERIFY_ALGORITHMS)[number]

const HMAC: readonly Algorithm[] = ['HS256', 'HS384', 'HS512']
const RSA: readonly Algorithm[] = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512']
const CURVES: Readonly<Record<string, Algorithm>> = { prime256v1: 'ES256', secp384r1: 'ES384', secp521r1: 'ES512' }

/** RSA moduli accepted, in bits: RFC 7518 asks for at least 2048; above 8192 is refused before work. */
export const RSA_BITS = { min: 2048, max: 8192 } as const
/** Longest PEM or JWK text read, in characters (an 8192-bit RSA private key in PEM is about 6,400). */
export const MAX_KEY_LENGTH = 16_384
/** Longest JWKS text, and most keys in it. */
export const MAX_JWKS_LENGTH = 65_536
export const MAX_JWKS_KEYS = 20
/** Longest token, header or payload text read. */
export const MAX_TOKEN_LENGTH = 100_000

/** A JSON object from a parameter, with the depth cap of src/lib/data/json.ts. */
export function jsonObjectParam(param: string, text: string): Record<string, unknown> {
  const scan = scanJson(text)
  if (!scan.ok) {
    if (scan.problem.code === 'TOO_DEEP') throw new OperationError('TOO_DEEP', scan.problem.vars)
    throw new OperationError('JWT_JSON_PARAM', { param, line: scan.problem.vars.line, column: scan.problem.vars.column })
  }
  if (scan.layout.type !== 'object') throw new OperationError('JWT_JSON_NOT_OBJECT', { param, type: scan.layout.type })
  return JSON.parse(text) as Record<string, unknown>
}

/** The algorithms a public or private key may serve; refuses key types and sizes not offered here. */
function algorithmsOf(key: KeyObject, param: string): Algorithm[] {
  const type = key.asymmetricKeyType
  const details = key.asymmetricKeyDetails ?? {}
  if (type === 'rsa' || type === 'rsa-pss') {
    const bits = details.modulusLength ?? 0
    if (bits < RSA_BITS.min || bits > RSA_BITS.max) throw new OperationError('JWT_RSA_SIZE', { param, bits, ...RSA_BITS })
    return type === 'rsa' ? [...RSA] : RSA.filter((alg) => alg.startsWith('PS'))
  }
  if (type === 'ec') {
    const alg = details.namedCurve === undefined ? undefined : CURVES[details.namedCurve]
    if (alg === undefined) throw new OperationError('JWT_EC_CURVE', { param, curve: details.namedCurve ?? 'explicit parameters' })
    return [alg]
  }
  if (type === 'ed25519') return ['EdDSA']
  throw new OperationError('JWT_KEY_TYPE', { param, type: type ?? 'unknown' })
}

// ---------------------------------------------------------------------------------------------
// Signing
// ---------------------------------------------------------------------------------------------

export interface SignInput {
  payload: Record<string, unknown>
  algo: SignAlgorithm
  secret?: string | undefined
  privateKey?: string | undefined
  header?: Record<string, unknown> | undefined
}

/** Header fields that change how the token is read, which a caller may not set here. */
const RESERVED_HEADER = ['crit', 'b64'] as const

/** The key for algo, read and checked before any signing. */
function signingKey(algo: SignAlgorithm, secret: string | undefined, privateKey: string | undefined): KeyObject {
  if (HMAC.includes(algo)) {
    if (secret === undefined || secret === '' || privateKey !== undefined) throw new OperationError('JWT_SECRET_REQUIRED', { algo })
    return createSecretKey(Buffer.from(secret, 'utf8'))
  }
  if (privateKey === undefined || secret !== undefined) throw new OperationError('JWT_PRIVATE_KEY_REQUIRED', { algo })
  let key: KeyObject
  try {
    key = createPrivateKey({ key: privateKey, format: 'pem' })
  } catch {
    throw new OperationError('JWT_PRIVATE_KEY_INVALID')
  }
  const fits = algorithmsOf(key, 'private_key').filter((alg) => (SIGN_ALGORITHMS as readonly string[]).includes(alg))
  if (fits.length === 0) throw new OperationError('JWT_EC_CURVE', { param: 'private_key', curve: key.asymmetricKeyDetails?.namedCurve ?? 'explicit parameters' })
  if (!fits.includes(algo)) throw new OperationError('JWT_KEY_ALGORITHM', { param: 'private_key', algo, fits: fits.join(', ') })
  return key
}

/** The header (alg and typ first, then the caller's fields) and the compact token. */
export async function signJwt({ payload, algo, secret, privateKey, header = {} }: SignInput): Promise<{ token: string; header: Record<string, unknown> }> {
  for (const field of RESERVED_HEADER) if (Object.hasOwn(header, field)) throw new OperationError('JWT_HEADER_FIELD', { field })
  if (Object.hasOwn(header, 'alg') && header.alg !== algo) throw new OperationError('JWT_HEADER_ALG', { alg: String(header.alg), algo })
  const key = signingKey(algo, secret, privateKey)
  const protectedHeader = { alg: algo, typ: 'JWT', ...header }
  const { CompactSign } = await loadJose()
  const token = await new CompactSign(Buffer.from(JSON.stringify(payload), 'utf8'))
    .setProtectedHeader(protectedHeader as { alg: string })
    .sign(key)
  return { token, header: protectedHeader }
}

// ---------------------------------------------------------------------------------------------
// Verification
// ---------------------------------------------------------------------------------------------

interface Candidate {
  key: KeyObject
  algorithms: Algorithm[]
  kid?: string
}

function jwkCandidate(jwk: unknown, param: string): Candidate {
  if (typeof jwk !== 'object' || jwk === null || Array.isArray(jwk)) throw new OperationError('JWT_PUBLIC_KEY_INVALID')
  const fields = jwk as Record<string, unknown>
  if (fields.kty === 'oct') throw new OperationError('JWT_JWK_SECRET')
  let key: KeyObject
  try {
    key = createPublicKey({ key: fields as JsonWebKey, format: 'jwk' })
  } catch {
    throw new OperationError('JWT_PUBLIC_KEY_INVALID')
  }
  let algorithms = algorithmsOf(key, param)
  // A JWK's own alg (RFC 7517 section 4.4) restricts it to that algorithm.
  if (typeof fields.alg === 'string') algorithms = algorithms.filter((alg) => alg === fields.alg)
  return { key, algorithms, ...(typeof fields.kid === 'string' && { kid: fields.kid }) }
}

/** The keys public_key holds: one PEM key or certificate, one JWK, or a JWKS. */
function publicCandidates(text: string): Candidate[] {
  const trimmed = text.trim()
  if (trimmed.startsWith('{')) {
    const json = jsonObjectParam('public_key', trimmed)
    if (!Object.hasOwn(json, 'keys')) return [jwkCandidate(json, 'public_key')]
    if (!Array.isArray(json.keys) || json.keys.length === 0) throw new OperationError('JWT_JWKS_EMPTY')
    if (json.keys.length > MAX_JWKS_KEYS) throw new OperationError('JWT_JWKS_TOO_MANY', { count: json.keys.length, max: MAX_JWKS_KEYS })
    return json.keys.map((jwk) => jwkCandidate(jwk, 'public_key'))
  }
  if (trimmed.length > MAX_KEY_LENGTH) throw new OperationError('PARAM_MAX_LENGTH', { param: 'public_key', max: MAX_KEY_LENGTH })
  let key: KeyObject
  try {
    key = createPublicKey({ key: trimmed, format: 'pem' })
  } catch {
    throw new OperationError('JWT_PUBLIC_KEY_INVALID')
  }
  return [{ key, algorithms: algorithmsOf(key, 'public_key') }]
}

export type VerifyReason = 'bad_signature' | 'expired' | 'not_yet_valid' | 'algorithm_not_allowed' | 'malformed'

export interface VerifyInput {
  token: string
  secret?: string | undefined
  publicKey?: string | undefined
  /** Comma list, as sent. */
  algorithms?: string | undefined
  leeway: number
  /** Unix seconds. */
  now: number
}

export interface VerifyOutcome {
  valid: boolean
  reason?: VerifyReason
  header: Record<string, unknown> | null
  payload: Record<string, unknown> | null
}

/** The keys and the algorithms allowed with them; every problem here is the caller's parameters (422). */
function verificationKeys(input: VerifyInput): { candidates: Candidate[]; allowed: Set<Algorithm> } {
  const { secret, publicKey } = input
  if (secret !== undefined && publicKey !== undefined) throw new OperationError('JWT_VERIFY_KEY_BOTH')
  let candidates: Candidate[]
  if (secret !== undefined && secret !== '') candidates = [{ key: createSecretKey(Buffer.from(secret, 'utf8')), algorithms: [...HMAC] }]
  else if (publicKey !== undefined && publicKey.trim() !== '') candidates = publicCandidates(publicKey)
  else throw new OperationError('JWT_VERIFY_KEY_MISSING')
  const fits = new Set(candidates.flatMap((c) => c.algorithms))
  if (input.algorithms === undefined || input.algorithms.trim() === '') return { candidates, allowed: fits }
  const listed = input.algorithms.split(',').map((alg) => alg.trim()).filter((alg) => alg !== '')
  for (const alg of listed) {
    if (!(VERIFY_ALGORITHMS as readonly string[]).includes(alg)) {
      throw new OperationError('JWT_ALGORITHMS_INVALID', { value: alg, values: VERIFY_ALGORITHMS.join(', ') })
    }
  }
  const allowed = new Set((listed as Algorithm[]).filter((alg) => fits.has(alg)))
  if (allowed.size === 0) throw new OperationError('JWT_ALGORITHMS_KEY', { algorithms: listed.join(', '), fits: [...fits].join(', ') })
  return { candidates, allowed }
}

/**
 * Checks a token: the signature with the allowed algorithms, then exp and nbf (RFC 7519 4.1.4,
 * 4.1.5) with the leeway. Every problem of the token itself is an outcome (valid: false and a
 * reason), never an error; problems of the key or the algorithms list are 422 errors.
 */
export async function verifyJwt(input: VerifyInput): Promise<VerifyOutcome> {
  const { candidates, allowed } = verificationKeys(input)
  const compact = input.token.trim().replace(/^bearer\s+/i, '')
  let header: Record<string, unknown>
  let payload: Record<string, unknown>
  try {
    ({ header, payload } = decodeJwt(compact))
  } catch (error) {
    if (error instanceof OperationError) return { valid: false, reason: 'malformed', header: null, payload: null }
    throw error
  }
  const fail = (reason: VerifyReason): VerifyOutcome => ({ valid: false, reason, header, payload })
  const alg = header.alg
  if (typeof alg !== 'string') return fail('malformed')
  if (!allowed.has(alg as Algorithm)) return fail('algorithm_not_allowed')
  const kid = typeof header.kid === 'string' ? header.kid : undefined
  const keys = candidates.filter((c) => c.algorithms.includes(alg as Algorithm) && (kid === undefined || c.kid === undefined || c.kid === kid))
  const { compactVerify, errors } = await loadJose()
  let verified = false
  for (const { key } of keys) {
    try {
      await compactVerify(compact, key, { algorithms: [alg] })
      verified = true
      break
    } catch (error) {
      if (error instanceof errors.JWSInvalid) return fail('malformed')
      if (error instanceof errors.JOSENotSupported || error instanceof errors.JOSEAlgNotAllowed) return fail('algorithm_not_allowed')
      // A failed signature, or a key jose would not use with this algorithm: try the next key.
    }
  }
  if (!verified) return fail('bad_signature')
  const { exp, nbf } = payload
  if ((exp !== undefined && typeof exp !== 'number') || (nbf !== undefined && typeof nbf !== 'number')) return fail('malformed')
  if (typeof exp === 'number' && input.now - input.leeway >= exp) return fail('expired')
  if (typeof nbf === 'number' && nbf > input.now + input.leeway) return fail('not_yet_valid')
  return { valid: true, header, payload }
}
