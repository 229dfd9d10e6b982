/**
 * Password hashing (bcrypt, Argon2): input caps, hash-string parsing and the worker-thread tasks.
 *
 * The cost of a password hash is chosen by whoever supplies the parameters, or, on verification,
 * by whoever wrote the hash string. So every parameter is capped and every stored hash is parsed
 * and checked against the caps BEFORE any work is done (SECURITY.md H1-H5): the operations
 * check on the main thread before submitting, and the tasks check again in the worker.
 *
 * The tasks call the *Sync functions of @node-rs/bcrypt and @node-rs/argon2 on purpose: they run
 * on the hashing pool's own thread, so a flood of hashes waits in that pool's bounded queue
 * instead of filling libuv's threadpool, which DNS, files and zlib share.
 */
import type * as Bcrypt from '@node-rs/bcrypt'
import type * as Argon2 from '@node-rs/argon2'
import type { Algorithm } from '@node-rs/argon2'
import { OperationError } from '../../core/errors.ts'
import { textParam } from '../data/codec.ts'

// The native hashers are loaded with the first password hashed or checked, on the thread that
// does it: the operations import this module on the main thread for its caps and checks.
let bcrypt: Promise<typeof Bcrypt> | undefined
let argon2: Promise<typeof Argon2> | undefined
const loadBcrypt = () => (bcrypt ??= import('@node-rs/bcrypt'))
/** @node-rs/argon2, loaded once, for every module that hashes with it. */
export const loadArgon2 = (): Promise<typeof Argon2> => (argon2 ??= import('@node-rs/argon2'))

/** Longest password accepted by any password operation, in UTF-16 code units (as zod counts). */
export const MAX_PASSWORD_LENGTH = 1024
/** The longest hash string accepted for verification; real ones are 60 (bcrypt) to ~100 characters. */
export const MAX_HASH_LENGTH = 256

/** bcrypt cost factor: 2^cost rounds. Each step doubles the work; cost 15 takes about 2 s. */
export const BCRYPT_COST = { min: 4, max: 15, default: 10 } as const
/** bcrypt reads at most 72 bytes of the password and silently ignores the rest. */
export const BCRYPT_MAX_BYTES = 72

/**
 * Argon2 parameter bounds. Defaults are the OWASP baseline (m = 19 MiB, t = 2, p = 1); the maximum
 * bounds one hash to 64 MiB and about a quarter of a second (measured: m=65536, t=10, p=4 in 225 ms).
 * Argon2 itself needs at least 8 KiB of memory per lane.
 */
export const ARGON2_LIMITS = {
  memory_cost: { min: 8, max: 65_536, default: 19_456 },
  time_cost: { min: 1, max: 10, default: 2 },
  parallelism: { min: 1, max: 4, default: 1 },
} as const
export type Argon2Parameter = keyof typeof ARGON2_LIMITS

export interface Argon2Parameters {
  memory_cost: number
  time_cost: number
  parallelism: number
}

// @node-rs/argon2 declares Algorithm as a const enum, which isolated modules cannot read.
const ARGON2_ALGORITHM_IDS: Readonly<Record<Argon2Variant, Algorithm>> = {
  argon2d: 0 as Algorithm,
  argon2i: 1 as Algorithm,
  argon2id: 2 as Algorithm,
}
export type Argon2Variant = 'argon2d' | 'argon2i' | 'argon2id'

/** The required password parameter: capped so a 1 MB "password" is refused before any work. */
export function passwordParam(description: string) {
  return textParam(description, MAX_PASSWORD_LENGTH)
}

// ---------------------------------------------------------------------------------------------
// Checks (used by the operations before submitting, and by the tasks again)
// ---------------------------------------------------------------------------------------------

/** Refuses a password bcrypt would truncate (H5): two passwords sharing 72 bytes would both match. */
export function checkBcryptPassword(password: string): void {
  const bytes = Buffer.byteLength(password, 'utf8')
  if (bytes > BCRYPT_MAX_BYTES) throw new OperationError('BCRYPT_PASSWORD_TOO_LONG', { bytes, max: BCRYPT_MAX_BYTES })
}

function checkRange(param: string, value: number, { min, max }: { min: number; max: number }): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new OperationError('PARAM_BETWEEN', { param, min, max })
}

export function checkBcryptCost(cost: number): void {
  checkRange('cost', cost, BCRYPT_COST)
}

/** Range of each Argon2 parameter, and Argon2's own rule of at least 8 KiB per lane. */
export function checkArgon2Parameters(parameters: Argon2Parameters): void {
  for (const name of Object.keys(ARGON2_LIMITS) as Argon2Parameter[]) checkRange(name, parameters[name], ARGON2_LIMITS[name])
  checkMemoryPerLane(parameters.memory_cost, parameters.parallelism)
}

function checkMemoryPerLane(m: number, p: number): void {
  if (m < 8 * p) throw new OperationError('ARGON2_MEMORY_PER_LANE', { m, p, min: 8 * p })
}

// ---------------------------------------------------------------------------------------------
// Hash strings
// ---------------------------------------------------------------------------------------------

/** Argon2 versions a stored hash may name: 16 (0x10) and 19 (0x13, the current one). */
export type Argon2Version = 16 | 19

export type HashInfo =
  | { algorithm: 'bcrypt'; parameters: { version: '2a' | '2b' | '2y'; cost: number } }
  | { algorithm: Argon2Variant; parameters: { version: Argon2Version } & Argon2Parameters }

// Modular crypt format: $2b$ + two-digit cost + $ + 22 characters of salt and 31 of digest.
const BCRYPT = /^\$(2[aby])\$(\d\d)\$[./A-Za-z0-9]{53}$/
// PHC string format. v= may be absent (then it is version 16, 0x10). Salt and digest are unpadded Base64.
const ARGON2 = /^\$(argon2id|argon2i|argon2d)\$(?:v=(\d{1,10})\$)?m=(\d{1,10}),t=(\d{1,10}),p=(\d{1,10})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/
const ARGON2_VERSIONS = new Set([16, 19])

/** Bytes encoded by unpadded Base64 of this length, or -1 for a length no encoding produces. */
function base64Bytes(length: number): number {
  return length % 4 === 1 ? -1 : Math.floor((length * 3) / 4)
}

/**
 * Identifies a stored hash and reads its parameters without doing any hashing; throws a 422 for a
 * hash that is garbled, of an unknown kind, or that asks for more work than the caps allow (H3).
 */
export function inspectHash(hash: string): HashInfo {
  if (hash.startsWith('$2')) {
    const match = BCRYPT.exec(hash)
    if (!match) throw new OperationError('BCRYPT_HASH_MALFORMED', { length: hash.length })
    const cost = Number(match[2])
    if (cost < BCRYPT_COST.min || cost > BCRYPT_COST.max) {
      throw new OperationError('BCRYPT_COST_LIMIT', { cost, min: BCRYPT_COST.min, max: BCRYPT_COST.max })
    }
    return { algorithm: 'bcrypt', parameters: { version: match[1] as '2a' | '2b' | '2y', cost } }
  }
  if (hash.startsWith('$argon2')) {
    const match = ARGON2.exec(hash)
    if (!match) throw new OperationError('ARGON2_HASH_MALFORMED')
    const [, variant, v, m, t, p, salt, digest] = match
    const version = v === undefined ? 16 : Number(v)
    if (!ARGON2_VERSIONS.has(version)) throw new OperationError('ARGON2_VERSION', { version })
    const parameters = { memory_cost: Number(m), time_cost: Number(t), parallelism: Number(p) }
    for (const [name, symbol] of [['memory_cost', 'm'], ['time_cost', 't'], ['parallelism', 'p']] as const) {
      const value = parameters[name]
      const { min, max } = ARGON2_LIMITS[name]
      if (value > max) throw new OperationError('ARGON2_COST_LIMIT', { name: symbol, value, max })
      if (value < min) throw new OperationError('ARGON2_HASH_MALFORMED')
    }
    checkMemoryPerLane(parameters.memory_cost, parameters.parallelism)
    // Argon2 needs a salt of at least 8 bytes and a digest of at least 4.
    if (base64Bytes(salt!.length) < 8 || base64Bytes(digest!.length) < 4) throw new OperationError('ARGON2_HASH_MALFORMED')
    // The version was checked against ARGON2_VERSIONS above.
    return { algorithm: variant as Argon2Variant, parameters: { version: version as Argon2Version, ...parameters } }
  }
  throw new OperationError('HASH_UNRECOGNISED')
}

// ---------------------------------------------------------------------------------------------
// Worker tasks
// ---------------------------------------------------------------------------------------------

async function bcryptHash({ password, cost }: { password: string; cost: number }): Promise<string> {
  checkBcryptCost(cost)
  checkBcryptPassword(password)
  const { hashSync } = await loadBcrypt()
  return hashSync(password, cost)
}

async function argon2Hash({ password, ...parameters }: { password: string } & Argon2Parameters): Promise<string> {
  checkArgon2Parameters(parameters)
  if (password.length > MAX_PASSWORD_LENGTH) throw new OperationError('PARAM_MAX_LENGTH', { param: 'text', max: MAX_PASSWORD_LENGTH })
  const { hashSync } = await loadArgon2()
  return hashSync(password, {
    algorithm: ARGON2_ALGORITHM_IDS.argon2id,
    memoryCost: parameters.memory_cost,
    timeCost: parameters.time_cost,
    parallelism: parameters.parallelism,
  })
}

async function verify({ password, hash }: { password: string; hash: string }): Promise<boolean> {
  const info = inspectHash(hash)
  if (password.length > MAX_PASSWORD_LENGTH) throw new OperationError('PARAM_MAX_LENGTH', { param: 'text', max: MAX_PASSWORD_LENGTH })
  if (info.algorithm === 'bcrypt') {
    checkBcryptPassword(password)
    const { verifySync } = await loadBcrypt()
    try {
      return verifySync(password, hash)
    } catch {
      throw new OperationError('BCRYPT_HASH_MALFORMED', { length: hash.length })
    }
  }
  const { verifySync } = await loadArgon2()
  try {
    return verifySync(hash, password)
  } catch {
    // The shape was right but the library could not decode it (e.g. impossible Base64 bits).
    throw new OperationError('ARGON2_HASH_MALFORMED')
  }
}

/** Worker-thread tasks of this module, by name (see src/workers/tasks.ts). */
export const passwordTasks = {
  'password.bcryptHash': bcryptHash,
  'password.argon2Hash': argon2Hash,
  'password.verify': verify,
} as const
