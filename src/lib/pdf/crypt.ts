/**
 * Decrypting the streams of an encrypted PDF (the standard security handler, revisions 2 to 6:
 * RC4, AES-128 and AES-256), so that they can be measured for decompression bombs before a parser
 * sees the file: encrypted, a bomb is indistinguishable from noise. A file with an empty user
 * password opens without one, so it is tried whenever the caller's password does not work.
 */
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto'

/** A value of PDF syntax, as far as an encryption dictionary needs. */
type PdfValue = number | boolean | null | PdfName | Uint8Array | PdfValue[] | PdfDictionary | PdfReference
class PdfName {
  constructor(readonly name: string) {}
}
type PdfDictionary = Map<string, PdfValue>
interface PdfReference {
  reference: [number, number]
}

const DELIMITERS = '()<>[]{}/%'
const TRAILER_CANDIDATES = 4
const isSpace = (c: string) => c === ' ' || c === '\n' || c === '\r' || c === '\t' || c === '\f' || c === '\0'
const isRegular = (c: string | undefined) => c !== undefined && !isSpace(c) && !DELIMITERS.includes(c)

/** A small reader of PDF object syntax, from a position in the file's latin1 text. */
class SyntaxReader {
  constructor(private readonly text: string, public at: number) {}

  private skip(): void {
    for (;;) {
      while (isSpace(this.text[this.at] ?? 'x')) this.at++
      if (this.text[this.at] !== '%') return
      while (this.at < this.text.length && this.text[this.at] !== '\n' && this.text[this.at] !== '\r') this.at++
    }
  }

  private token(): string {
    const start = this.at
    while (isRegular(this.text[this.at])) this.at++
    return this.text.slice(start, this.at)
  }

  value(depth = 0): PdfValue {
    if (depth > 32) throw new Error('nested too deeply')
    this.skip()
    const c = this.text[this.at]
    if (c === undefined) throw new Error('unexpected end')
    if (this.text.startsWith('<<', this.at)) return this.dictionary(depth)
    if (c === '<') return this.hexString()
    if (c === '(') return this.literalString()
    if (c === '/') {
      this.at++
      return new PdfName(this.token().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))))
    }
    if (c === '[') {
      this.at++
      const items: PdfValue[] = []
      for (this.skip(); this.text[this.at] !== ']'; this.skip()) items.push(this.value(depth + 1))
      this.at++
      return items
    }
    return this.keywordOrNumber()
  }

  private keywordOrNumber(): PdfValue {
    const word = this.token()
    if (word === 'true' || word === 'false') return word === 'true'
    if (word === 'null') return null
    if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) throw new Error(`unexpected ${word || this.text[this.at]}`)
    const saved = this.at
    // "12 0 R" is a reference; anything else leaves the number alone.
    const reference = /^\s+(\d+)\s+R(?![^\s()<>[\]{}/%])/.exec(this.text.slice(this.at, this.at + 24))
    if (reference && /^\d+$/.test(word)) {
      this.at += reference[0].length
      return { reference: [Number(word), Number(reference[1])] }
    }
    this.at = saved
    return Number(word)
  }

  private dictionary(depth: number): PdfDictionary {
    this.at += 2
    const entries: PdfDictionary = new Map()
    for (this.skip(); !this.text.startsWith('>>', this.at); this.skip()) {
      const key = this.value(depth + 1)
      if (!(key instanceof PdfName)) throw new Error('a dictionary key is not a name')
      entries.set(key.name, this.value(depth + 1))
    }
    this.at += 2
    return entries
  }

  private hexString(): Uint8Array {
    const end = this.text.indexOf('>', this.at)
    if (end < 0) throw new Error('unterminated string')
    const digits = this.text.slice(this.at + 1, end).replace(/[^0-9a-fA-F]/g, '')
    this.at = end + 1
    return Buffer.from(digits.length % 2 ? `${digits}0` : digits, 'hex')
  }

  private literalString(): Uint8Array {
    const bytes: number[] = []
    let depth = 0
    for (this.at++; this.at < this.text.length; this.at++) {
      const c = this.text[this.at]!
      if (c === ')' && depth === 0) break
      if (c === '(') depth++
      if (c === ')') depth--
      if (c !== '\\') {
        bytes.push(c.charCodeAt(0))
        continue
      }
      this.at++
      const escaped = this.text[this.at] ?? ''
      const octal = /^[0-7]{1,3}/.exec(this.text.slice(this.at, this.at + 3))
      if (octal) {
        bytes.push(Number.parseInt(octal[0], 8) & 0xff)
        this.at += octal[0].length - 1
      } else if (escaped === '\r' || escaped === '\n') {
        if (escaped === '\r' && this.text[this.at + 1] === '\n') this.at++
      } else {
        bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[escaped] ?? escaped.charCodeAt(0))
      }
    }
    this.at++
    return Uint8Array.from(bytes)
  }
}

function lastObject(text: string, [number, generation]: [number, number]): PdfValue | undefined {
  const header = new RegExp(`(?<![0-9])${number}\\s+${generation}\\s+obj\\b`, 'g')
  const found = [...text.matchAll(header)].at(-1)
  return found ? new SyntaxReader(text, found.index + found[0].length).value() : undefined
}

/**
 * The values after the last few occurrences of a trailer key ("/Encrypt", "/ID"), references
 * followed, latest first. Several are kept: text after the real trailer (a comment, a stream) can
 * hold a decoy, and the one the parsers read is the one that opens the file.
 */
function trailerValues(text: string, key: string): PdfValue[] {
  const values: PdfValue[] = []
  for (let at = text.lastIndexOf(key); at >= 0 && values.length < TRAILER_CANDIDATES; at = text.lastIndexOf(key, at - 1)) {
    // Not a longer name that starts the same (/EncryptMetadata).
    if (isRegular(text[at + key.length])) continue
    try {
      const value = new SyntaxReader(text, at + key.length).value()
      values.push(value !== null && typeof value === 'object' && 'reference' in value ? lastObject(text, value.reference) ?? null : value)
    } catch {
      // Not a value: a decoy, or damage.
    }
  }
  return values
}

// ---------------------------------------------------------------------------------------------
// The standard security handler.

const PADDING = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex')

const md5 = (...parts: Uint8Array[]) => parts.reduce((hash, part) => hash.update(part), createHash('md5')).digest()

function rc4(key: Uint8Array, data: Uint8Array): Buffer {
  const s = Uint8Array.from({ length: 256 }, (_, i) => i)
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!]
  }
  const out = Buffer.alloc(data.length)
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!]
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!
  }
  return out
}

function aesDecrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Buffer {
  const decipher = createDecipheriv(`aes-${key.length * 8}-cbc`, key, iv).setAutoPadding(false)
  const whole = data.subarray(0, data.length - (data.length % 16))
  return Buffer.concat([decipher.update(whole), decipher.final()])
}

interface Handler {
  revision: number
  version: number
  /** File key length in bytes (revisions 2-4). */
  keyLength: number
  owner: Uint8Array
  user: Uint8Array
  ownerKey: Uint8Array | undefined
  userKey: Uint8Array | undefined
  permissions: number
  encryptMetadata: boolean
  fileId: Uint8Array
  /** How streams are encrypted. */
  method: 'rc4' | 'aes' | 'none'
}

const bytesOf = (value: PdfValue | undefined) => (value instanceof Uint8Array ? value : undefined)
const numberOf = (value: PdfValue | undefined) => (typeof value === 'number' ? value : undefined)
const nameOf = (value: PdfValue | undefined) => (value instanceof PdfName ? value.name : undefined)

function streamMethod(dictionary: PdfDictionary, version: number): Handler['method'] {
  if (version < 4) return 'rc4'
  const filterName = nameOf(dictionary.get('StmF')) ?? 'Identity'
  const filters = dictionary.get('CF')
  const filter = filters instanceof Map ? filters.get(filterName) : undefined
  const method = filter instanceof Map ? nameOf(filter.get('CFM')) : undefined
  if (filterName === 'Identity' || method === undefined || method === 'None') return 'none'
  return method === 'V2' ? 'rc4' : 'aes'
}

function handlerOf(dictionary: PdfDictionary, fileId: Uint8Array): Handler | undefined {
  const owner = bytesOf(dictionary.get('O'))
  const user = bytesOf(dictionary.get('U'))
  const revision = numberOf(dictionary.get('R'))
  const version = numberOf(dictionary.get('V')) ?? 0
  if (nameOf(dictionary.get('Filter')) !== 'Standard' || !owner || !user || revision === undefined) return undefined
  const bits = numberOf(dictionary.get('Length')) ?? (version === 4 ? 128 : 40)
  return {
    revision,
    version,
    keyLength: Math.min(16, Math.max(5, Math.floor((bits < 40 ? bits * 8 : bits) / 8))),
    owner,
    user,
    ownerKey: bytesOf(dictionary.get('OE')),
    userKey: bytesOf(dictionary.get('UE')),
    permissions: numberOf(dictionary.get('P')) ?? 0,
    encryptMetadata: dictionary.get('EncryptMetadata') !== false,
    fileId,
    method: streamMethod(dictionary, version),
  }
}

const padded = (password: Uint8Array) => Buffer.concat([password.subarray(0, 32), PADDING]).subarray(0, 32)

/** Algorithm 2: the file key from a (user) password, revisions 2-4. */
function legacyFileKey(h: Handler, password: Uint8Array): Buffer {
  const permissions = Buffer.alloc(4)
  permissions.writeInt32LE(h.permissions | 0)
  const metadata = h.revision >= 4 && !h.encryptMetadata ? [Buffer.from([0xff, 0xff, 0xff, 0xff])] : []
  let hash = md5(padded(password), h.owner.subarray(0, 32), permissions, h.fileId, ...metadata)
  if (h.revision >= 3) for (let i = 0; i < 50; i++) hash = md5(hash.subarray(0, h.keyLength))
  return hash.subarray(0, h.revision === 2 ? 5 : h.keyLength)
}

/** Algorithms 4 and 5: whether the key opens the file. */
function legacyKeyOpens(h: Handler, key: Buffer): boolean {
  if (h.revision === 2) return rc4(key, PADDING).equals(Buffer.from(h.user.subarray(0, 32)))
  let check = rc4(key, md5(PADDING, h.fileId))
  for (let i = 1; i <= 19; i++) check = rc4(key.map((b) => b ^ i), check)
  return check.equals(Buffer.from(h.user.subarray(0, 16)))
}

/** Algorithm 7: the user password an owner password stands for. */
function userPasswordFromOwner(h: Handler, password: Uint8Array): Buffer {
  let hash = md5(padded(password))
  if (h.revision >= 3) for (let i = 0; i < 50; i++) hash = md5(hash)
  const key = hash.subarray(0, h.revision === 2 ? 5 : h.keyLength)
  if (h.revision === 2) return rc4(key, h.owner.subarray(0, 32))
  let user: Buffer = Buffer.from(h.owner.subarray(0, 32))
  for (let i = 19; i >= 0; i--) user = rc4(key.map((b) => b ^ i), user)
  return user
}

function legacyKey(h: Handler, password: Uint8Array): Buffer | undefined {
  const asUser = legacyFileKey(h, password)
  if (legacyKeyOpens(h, asUser)) return asUser
  const asOwner = legacyFileKey(h, userPasswordFromOwner(h, password))
  return legacyKeyOpens(h, asOwner) ? asOwner : undefined
}

/** Algorithm 2.A/2.B: the hash of a password for revisions 5 and 6. */
function modernHash(revision: number, password: Uint8Array, salt: Uint8Array, userData: Uint8Array): Buffer {
  let k = createHash('sha256').update(password).update(salt).update(userData).digest()
  if (revision === 5) return k
  let e = Buffer.alloc(1)
  for (let round = 0; round < 64 || e.at(-1)! > round - 32; round++) {
    const block = Buffer.concat([password, k, userData])
    const cipher = createCipheriv('aes-128-cbc', k.subarray(0, 16), k.subarray(16, 32)).setAutoPadding(false)
    e = Buffer.concat([cipher.update(Buffer.concat(Array<Buffer>(64).fill(block))), cipher.final()])
    const remainder = e.subarray(0, 16).reduce((sum, b) => sum + b, 0) % 3
    k = createHash(['sha256', 'sha384', 'sha512'][remainder]!).update(e).digest()
  }
  return k.subarray(0, 32)
}

function modernKey(h: Handler, password: Uint8Array): Buffer | undefined {
  const pw = password.subarray(0, 127)
  const user = h.user.subarray(0, 48)
  const zeroIv = Buffer.alloc(16)
  const hash = (salt: Uint8Array, userData: Uint8Array) => modernHash(h.revision, pw, salt, userData)
  if (h.userKey && hash(h.user.subarray(32, 40), new Uint8Array(0)).equals(Buffer.from(h.user.subarray(0, 32)))) {
    return aesDecrypt(hash(h.user.subarray(40, 48), new Uint8Array(0)), zeroIv, h.userKey)
  }
  if (h.ownerKey && hash(h.owner.subarray(32, 40), user).equals(Buffer.from(h.owner.subarray(0, 32)))) {
    return aesDecrypt(hash(h.owner.subarray(40, 48), user), zeroIv, h.ownerKey)
  }
  return undefined
}

function passwordBytes(revision: number, password: string): Uint8Array {
  return revision >= 6 ? Buffer.from(password, 'utf8') : Uint8Array.from(password, (c) => c.charCodeAt(0) & 0xff)
}

/** Decrypts the data of stream object `number generation`. */
export type StreamDecryptor = (number: number, generation: number, data: Uint8Array) => Uint8Array

function decryptor(h: Handler, fileKey: Buffer): StreamDecryptor {
  return (number, generation, data) => {
    if (h.method === 'none') return data
    const key = h.revision >= 5
      ? fileKey
      : md5(fileKey, Buffer.from([number & 0xff, (number >> 8) & 0xff, (number >> 16) & 0xff, generation & 0xff, (generation >> 8) & 0xff]),
        ...(h.method === 'aes' ? [Buffer.from('sAlT', 'latin1')] : [])).subarray(0, Math.min(fileKey.length + 5, 16))
    if (h.method === 'rc4') return rc4(key, data)
    return data.length < 32 ? new Uint8Array(0) : aesDecrypt(key, data.subarray(0, 16), data.subarray(16))
  }
}

/**
 * How to decrypt the streams of a PDF: undefined when it is not encrypted with the standard
 * handler, or when neither the password given nor the empty one opens it (the parsers will then
 * refuse it without decoding anything).
 */
export function streamDecryptor(text: string, password: string | undefined): StreamDecryptor | undefined {
  const dictionaries = trailerValues(text, '/Encrypt').filter((value): value is PdfDictionary => value instanceof Map)
  if (dictionaries.length === 0) return undefined
  const fileIds = trailerValues(text, '/ID').map((ids) => (Array.isArray(ids) ? bytesOf(ids[0]) : undefined))
  for (const dictionary of dictionaries) {
    // Revisions 5 and 6 do not use the file identifier.
    for (const fileId of [...new Set(fileIds)].map((id) => id ?? new Uint8Array(0))) {
      const handler = handlerOf(dictionary, fileId)
      if (!handler) break
      for (const candidate of new Set([password ?? '', ''])) {
        const bytes = passwordBytes(handler.revision, candidate)
        const key = handler.revision >= 5 ? modernKey(handler, bytes) : legacyKey(handler, bytes)
        if (key) return decryptor(handler, key)
      }
      if (handler.revision >= 5) break
    }
  }
  return undefined
}
