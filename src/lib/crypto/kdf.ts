/**
 * Key derivation (PBKDF2, scrypt) and password-based AES-256-GCM: caps, checks and the
 * worker-thread tasks.
 *
 * The work of a key derivation is chosen by the caller (iterations, n, r, p, length), so every
 * factor is capped and the total checked BEFORE any work (the operations check on the main
 * thread, the tasks again in the worker). The tasks use the *Sync functions of node:crypto on
 * purpose: they run on the hashing pool's own thread, so a flood waits in that pool's bounded
 * queue instead of filling libuv's threadpool, as the password hashes do (password.ts).
 */
import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto'
import { OperationError } from '../../core/errors.ts'
import { z } from 'zod'
import { textParam } from '../data/codec.ts'
import { passwordParam } from './password.ts'
import { BYTE_ENCODINGS, bytesOf, type ByteEncoding } from '../data/bytes.ts'
import { utf8Bytes } from '../text/utf8.ts'

/** Longest salt accepted, in characters as sent. */
export const MAX_SALT_LENGTH = 1024

export const PBKDF2_ALGORITHMS = ['sha256', 'sha1', 'sha512'] as const
export type Pbkdf2Algorithm = (typeof PBKDF2_ALGORITHMS)[number]
const DIGEST_BYTES: Readonly<Record<Pbkdf2Algorithm, number>> = { sha1: 20, sha256: 32, sha512: 64 }

export const PBKDF2_LIMITS = {
  iterations: { min: 1, max: 2_000_000, default: 600_000 },
  length: { min: 1, max: 256, default: 32 },
} as const
/**
 * PBKDF2 runs the iterations once per output block (one digest long), so its work is
 * iterations × blocks. Capped at two blocks of the largest iteration count: about two seconds.
 */
export const PBKDF2_MAX_WORK = 4_000_000

export const SCRYPT_LIMITS = {
  n: { min: 2, max: 2 ** 20, default: 2 ** 15 },
  r: { min: 1, max: 32, default: 8 },
  p: { min: 1, max: 16, default: 1 },
  length: { min: 1, max: 256, default: 32 },
} as const
/** scrypt holds 128·n·r bytes at once: at most 128 MiB here. */
export const SCRYPT_MAX_MEMORY = 128 * 1024 * 1024
/** scrypt's time grows with n·r·p: capped at 2^22 (about 2 s; the defaults are 2^18). */
export const SCRYPT_MAX_WORK = 2 ** 22

/** AES-256-GCM layout: version byte, salt, IV, ciphertext, tag. */
export const AES_FORMAT = { version: 0x01, salt: 16, iv: 12, tag: 16, iterations: 600_000, keyBytes: 32 } as const
const AES_HEADER = 1 + AES_FORMAT.salt + AES_FORMAT.iv
const AES_MIN_BYTES = AES_HEADER + AES_FORMAT.tag

/** The salt parameter: text (its UTF-8 bytes), or bytes in hex or Base64 as salt_encoding says. */
export function saltParam(description: string) {
  return textParam(description, MAX_SALT_LENGTH)
}

/** The password, salt and salt_encoding parameters that PBKDF2 and scrypt share. */
export const kdfSecretParams = {
  password: passwordParam('Password, used as its UTF-8 bytes; at most 1024 characters'),
  salt: saltParam('Salt, at most 1024 characters; its UTF-8 bytes unless salt_encoding says otherwise'),
  salt_encoding: z.enum(BYTE_ENCODINGS).default('utf8')
    .describe('How the salt is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64'),
}

/** The same parameters' words in the languages besides English. */
export const KDF_SECRET_WORDS = {
  es: {
    password: 'Contraseña, usada como sus bytes UTF-8; como máximo 1024 caracteres',
    salt: 'Sal, como máximo 1024 caracteres; sus bytes UTF-8 salvo que salt_encoding indique otra cosa',
    salt_encoding: 'Cómo está escrita la sal: utf8 (por defecto, se usan sus bytes UTF-8), hex (bytes como dígitos hexadecimales) o base64',
  },
  de: {
    password: 'Kennwort, als seine UTF-8-Bytes verwendet; höchstens 1024 Zeichen',
    salt: 'Salt, höchstens 1024 Zeichen; seine UTF-8-Bytes, sofern salt_encoding nichts anderes angibt',
    salt_encoding: 'Wie das Salt geschrieben ist: utf8 (Standard, seine UTF-8-Bytes werden verwendet), hex (Bytes als Hexadezimalziffern) oder base64',
  },
  fr: {
    password: 'Mot de passe, utilisé sous forme de ses octets UTF-8\u00a0; 1024 caractères au maximum',
    salt: "Sel, 1024 caractères au maximum\u00a0; ses octets UTF-8, sauf si salt_encoding indique autre chose",
    salt_encoding: "Comment le sel est écrit\u00a0: utf8 (par défaut, ses octets UTF-8 sont utilisés), hex (octets en chiffres hexadécimaux) ou base64",
  },
  'pt-br': {
    password: 'Senha, usada como seus bytes UTF-8; no máximo 1024 caracteres',
    salt: 'Salt, no máximo 1024 caracteres; seus bytes UTF-8, a menos que salt_encoding indique outra coisa',
    salt_encoding: 'Como o salt está escrito: utf8 (padrão, são usados seus bytes UTF-8), hex (bytes como dígitos hexadecimais) ou base64',
  },
  'zh-cn': {
    password: '密码，按其 UTF-8 字节使用；最多 1024 个字符',
    salt: '盐值，最多 1024 个字符；除非 salt_encoding 另有说明，否则使用其 UTF-8 字节',
    salt_encoding: '盐值的书写方式：utf8（默认，使用其 UTF-8 字节）、hex（以十六进制数字表示的字节）或 base64',
  },
} as const

/** The password and salt as the bytes they stand for; a salt that does not decode is refused in the caller's words. */
export function kdfSecret(
  { password, salt, salt_encoding: encoding }: { password: string; salt: string; salt_encoding: ByteEncoding },
  explain: (error: OperationError) => string,
): { password: Buffer; salt: Uint8Array } {
  return { password: Buffer.from(password, 'utf8'), salt: bytesOf(salt, encoding, 'salt', 'KDF_INPUT_ENCODING', explain) }
}

function checkRange(param: string, value: number, { min, max }: { min: number; max: number }): void {
  if (!Number.isInteger(value) || value < min || value > max) throw new OperationError('PARAM_BETWEEN', { param, min, max })
}

export interface Pbkdf2Parameters {
  iterations: number
  length: number
  algo: Pbkdf2Algorithm
}

/** Ranges, then the total work iterations × blocks. */
export function checkPbkdf2(parameters: Pbkdf2Parameters): void {
  checkRange('iterations', parameters.iterations, PBKDF2_LIMITS.iterations)
  checkRange('length', parameters.length, PBKDF2_LIMITS.length)
  const digest = DIGEST_BYTES[parameters.algo]
  if (digest === undefined) throw new OperationError('PARAM_ENUM', { param: 'algo', values: PBKDF2_ALGORITHMS.join(', ') })
  const blocks = Math.ceil(parameters.length / digest)
  const work = parameters.iterations * blocks
  if (work > PBKDF2_MAX_WORK) {
    throw new OperationError('PBKDF2_WORK_LIMIT', {
      iterations: parameters.iterations, blocks, digest, work, max: PBKDF2_MAX_WORK,
      most: Math.floor(PBKDF2_MAX_WORK / blocks),
    })
  }
}

export interface ScryptParameters {
  n: number
  r: number
  p: number
  length: number
}

/** Ranges, n a power of two, then memory 128·n·r and work n·r·p against their caps. */
export function checkScrypt(parameters: ScryptParameters): void {
  for (const name of ['n', 'r', 'p', 'length'] as const) checkRange(name, parameters[name], SCRYPT_LIMITS[name])
  const { n, r, p } = parameters
  if ((n & (n - 1)) !== 0) {
    throw new OperationError('SCRYPT_N_POWER_OF_TWO', { n, below: 2 ** Math.floor(Math.log2(n)), above: 2 ** Math.ceil(Math.log2(n)) })
  }
  // RFC 7914 section 2: N must be less than 2^(128·r/8); OpenSSL refuses the rest.
  if (Math.log2(n) >= 16 * r) throw new OperationError('SCRYPT_N_FOR_R', { n, r, max: 2 ** (16 * r - 1), min: Math.floor(Math.log2(n) / 16) + 1 })
  const memory = 128 * n * r
  if (memory > SCRYPT_MAX_MEMORY) {
    throw new OperationError('SCRYPT_MEMORY_LIMIT', { n, r, mib: memory / 2 ** 20, max: SCRYPT_MAX_MEMORY / 2 ** 20 })
  }
  if (n * r * p > SCRYPT_MAX_WORK) throw new OperationError('SCRYPT_WORK_LIMIT', { n, r, p, work: n * r * p, max: SCRYPT_MAX_WORK })
}

export interface DerivedKey {
  hex: string
  base64: string
}

const derived = (key: Buffer): DerivedKey => ({ hex: key.toString('hex'), base64: key.toString('base64') })

function checkSecrets(password: Uint8Array, salt: Uint8Array): void {
  // The operations cap the text; this bounds what a task accepts from any caller.
  if (password.length > 4 * 1024) throw new OperationError('PARAM_MAX_LENGTH', { param: 'password', max: 1024 })
  if (salt.length > 4 * MAX_SALT_LENGTH) throw new OperationError('PARAM_MAX_LENGTH', { param: 'salt', max: MAX_SALT_LENGTH })
}

function pbkdf2({ password, salt, ...parameters }: { password: Uint8Array; salt: Uint8Array } & Pbkdf2Parameters): DerivedKey {
  checkPbkdf2(parameters)
  checkSecrets(password, salt)
  return derived(pbkdf2Sync(password, salt, parameters.iterations, parameters.length, parameters.algo))
}

function scrypt({ password, salt, ...parameters }: { password: Uint8Array; salt: Uint8Array } & ScryptParameters): DerivedKey {
  checkScrypt(parameters)
  checkSecrets(password, salt)
  const { n, r, p, length } = parameters
  // maxmem must exceed 128·n·r (plus OpenSSL's own small needs); the cap above bounds it.
  return derived(scryptSync(password, salt, length, { N: n, r, p, maxmem: 128 * n * r + 2 * 1024 * 1024 }))
}

function aesKey(password: string, salt: Uint8Array): Buffer {
  if (password.length > 1024) throw new OperationError('PARAM_MAX_LENGTH', { param: 'password', max: 1024 })
  return pbkdf2Sync(utf8Bytes(password), salt, AES_FORMAT.iterations, AES_FORMAT.keyBytes, 'sha256')
}

/** Base64 of 0x01 ‖ salt ‖ IV ‖ AES-256-GCM ciphertext ‖ tag, under a key derived with PBKDF2-HMAC-SHA256. */
function aesEncrypt({ text, password }: { text: string; password: string }): string {
  const salt = randomBytes(AES_FORMAT.salt)
  const iv = randomBytes(AES_FORMAT.iv)
  const cipher = createCipheriv('aes-256-gcm', aesKey(password, salt), iv, { authTagLength: AES_FORMAT.tag })
  const body = Buffer.concat([cipher.update(utf8Bytes(text)), cipher.final()])
  return Buffer.concat([Buffer.of(AES_FORMAT.version), salt, iv, body, cipher.getAuthTag()]).toString('base64')
}

/** Checks the layout of sealed bytes before any key is derived. */
export function checkSealed(bytes: Uint8Array): void {
  if (bytes.length < AES_MIN_BYTES) throw new OperationError('AES_INPUT_TOO_SHORT', { bytes: bytes.length, min: AES_MIN_BYTES })
  if (bytes[0] !== AES_FORMAT.version) throw new OperationError('AES_VERSION', { version: bytes[0]!, expected: AES_FORMAT.version })
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** The text sealed by aesEncrypt (or by any AES-GCM implementation using the same layout). */
function aesDecrypt({ sealed, password }: { sealed: Uint8Array; password: string }): string {
  checkSealed(sealed)
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength)
  const salt = bytes.subarray(1, 1 + AES_FORMAT.salt)
  const iv = bytes.subarray(1 + AES_FORMAT.salt, AES_HEADER)
  const body = bytes.subarray(AES_HEADER, bytes.length - AES_FORMAT.tag)
  const tag = bytes.subarray(bytes.length - AES_FORMAT.tag)
  const decipher = createDecipheriv('aes-256-gcm', aesKey(password, salt), iv, { authTagLength: AES_FORMAT.tag })
  decipher.setAuthTag(tag)
  let plain: Buffer
  try {
    plain = Buffer.concat([decipher.update(body), decipher.final()])
  } catch {
    throw new OperationError('DECRYPT_FAILED')
  }
  try {
    return strictUtf8.decode(plain)
  } catch {
    throw new OperationError('AES_NOT_TEXT', { bytes: plain.length })
  }
}

/** Worker-thread tasks of this module, by name (see src/workers/tasks.ts). */
export const kdfTasks = {
  'kdf.pbkdf2': pbkdf2,
  'kdf.scrypt': scrypt,
  'kdf.aesEncrypt': aesEncrypt,
  'kdf.aesDecrypt': aesDecrypt,
} as const
