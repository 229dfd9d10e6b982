/**
 * Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): a POST sent again with the key of
 * an earlier one, by the same owner, is answered with the earlier answer instead of running (and
 * counting) again, for 24 hours.
 *
 * One row per owner and key, shared by every instance: a request claims it ('running') before it
 * runs, and its answer is kept in it ('done'). Only a digest of the key is stored, and the answer
 * is sealed with a key derived from the raw Idempotency-Key and the owner: the database alone
 * does not tell what an answer said (sign-up answers an API key, and sets a session cookie).
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'
import { ApiError } from '../core/errors.ts'
import type { SqlDb } from './sql.ts'

/** How long an answer is kept for replays. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000

/** 1 to 255 visible ASCII characters. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/
/** The draft's form of the header, a structured-field string: the key in double quotes, no escapes. */
const QUOTED_KEY = /^"([\x21\x23-\x5b\x5d-\x7e]{1,255})"$/

/**
 * The Idempotency-Key of a request, from each value its Idempotency-Key headers carried: one
 * header of 1 to 255 visible ASCII characters (the draft's quoted form is read as the key inside
 * the quotes). Anything else is refused with 400 IDEMPOTENCY_KEY_INVALID.
 */
export function idempotencyKeyOf(values: readonly string[]): string {
  if (values.length !== 1) throw new ApiError('IDEMPOTENCY_KEY_INVALID')
  const value = values[0]!
  const key = QUOTED_KEY.exec(value)?.[1] ?? value
  if (!KEY_SHAPE.test(key)) throw new ApiError('IDEMPOTENCY_KEY_INVALID')
  return key
}

// Answers asking the client to try again later (a timeout, a conflict, too early, too many) are
// not kept: the retry they ask for must run.
const RETRY_LATER = new Set([408, 409, 425, 429])

/**
 * Whether an answer with this status is kept for replays: a success, or a refusal of the request
 * itself (4xx), which the same request would get again. A failure of ours (5xx) and a "retry
 * later" are not: the key is let go so that the client's retry runs.
 */
export function keepsAnswer(status: number): boolean {
  return (status >= 200 && status < 300) || (status >= 400 && status < 500 && !RETRY_LATER.has(status))
}

/** An answer's headers as kept: name and value (several values for Set-Cookie). */
export type AnswerHeaders = [name: string, value: string | string[]][]

// Headers of the exchange rather than of the answer: the replay's own are set anew.
const EXCHANGE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'idempotent-replayed'])

/** The headers of an answer worth sending again with it: all but those of the exchange and CORS (set for each request). */
export function answerHeaders(headers: Readonly<Record<string, number | string | readonly string[] | undefined>>): AnswerHeaders {
  const kept: AnswerHeaders = []
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || EXCHANGE_HEADERS.has(name) || name.startsWith('access-control-')) continue
    kept.push([name, Array.isArray(value) ? value.map(String) : String(value)])
  }
  return kept
}

export interface IdempotentRequest {
  /** Whose keys these are: an account (acct:…), a dashboard session, or an anonymous address. */
  owner: string
  /** The Idempotency-Key as sent. */
  key: string
  method: string
  /** The URL as sent: path with its language prefix, and query string. */
  url: string
}

/** The SHA-256 digest of a request's body, read as it streams. */
export interface BodyDigest {
  /** The digest, once the body has been read whole; undefined until then. */
  readonly value: string | undefined
  /** Reads what is left of the body (without keeping it) and answers the digest of all of it. */
  whole(): Promise<string>
}

/** An answer kept for replays. */
export interface KeptAnswer {
  status: number
  headers: AnswerHeaders
  body: Buffer
}

/** An answer as it goes out, to keep. */
export interface OutgoingAnswer {
  status: number
  headers: Readonly<Record<string, number | string | readonly string[] | undefined>>
  /** The body; undefined when it was larger than the answers kept (size says how large). */
  body: Buffer | undefined
  size: number
}

/** A key a request holds while it runs: its answer is kept with keep(), or the key let go with release(). */
export interface HeldKey {
  readonly request: IdempotentRequest
  /** Stands in the row's fingerprint while it runs: only this holder may end the claim. */
  readonly token: string
  /** Kept or let go already: whatever comes second does nothing. */
  settled: boolean
  readonly keys: RowKeys
}

/** What a request with an Idempotency-Key does: run (holding the key), or answer the kept answer. */
export type KeyClaim = { run: HeldKey } | { replay: KeptAnswer }

/** The row's key columns and the secret of its sealed columns, as derived from the request. */
interface RowKeys {
  owner: string
  digest: string
  secret: Buffer
}

interface Meta {
  /** The request the answer is for, in short ("POST /api/v1/pipeline"). */
  was: string
  headers: AnswerHeaders
  /** The answer's size in bytes. */
  size: number
}

type Row = Record<string, unknown>

const IV_BYTES = 12
const TAG_BYTES = 16

/** Bytes from any driver's BLOB or BYTEA (a Buffer, or node:sqlite's Uint8Array). */
const asBuffer = (value: unknown): Buffer => {
  const bytes = value as Uint8Array
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** AES-256-GCM: iv, tag, ciphertext. The associated data binds a sealed value to its row and column. */
function seal(secret: Buffer, plain: Buffer, bound: string): Buffer {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', secret, iv)
  cipher.setAAD(Buffer.from(bound))
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed])
}

function open(secret: Buffer, sealed: Buffer, bound: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', secret, sealed.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(bound))
  decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()])
}

export interface IdempotencyOptions {
  now: () => number
  /** Largest answer kept for replays, in bytes (IDEMPOTENCY_MAX_ANSWER_BYTES). */
  maxAnswerBytes: number
  /** How long a running request holds its key; past that another instance may take the key over. */
  leaseMs: number
  /** How long an answer is kept (IDEMPOTENCY_TTL_MS). */
  ttlMs?: number
}

/** Answers kept for Idempotency-Key, in the platform's database. */
export class Idempotency {
  readonly maxAnswerBytes: number
  private readonly ttlMs: number

  constructor(private readonly db: SqlDb, private readonly options: IdempotencyOptions) {
    this.maxAnswerBytes = options.maxAnswerBytes
    this.ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS
  }

  /**
   * Claims the key for this request, or answers what an earlier request with it answered. Throws
   * IDEMPOTENCY_KEY_IN_USE while another request holds it, IDEMPOTENCY_KEY_REUSED when it was used
   * for another request, IDEMPOTENCY_ANSWER_NOT_KEPT when that answer was too large to keep. The
   * body's digest is needed only for a key already used: `body.whole()` is called then alone.
   */
  async begin(request: IdempotentRequest, body: BodyDigest): Promise<KeyClaim> {
    const keys = rowKeys(request)
    // A row released or expired between two looks is looked at again; a few times is plenty,
    // since each turn means another request changed the row in the meantime.
    for (let turn = 0; turn < 3; turn++) {
      const now = this.options.now()
      const token = `claim:${randomBytes(16).toString('base64url')}`
      const claimed = await this.db.query(
        `INSERT INTO idempotency (owner, key, fingerprint, state, created_at, lease_until, expires_at) VALUES (?, ?, ?, 'running', ?, ?, ?)
         ON CONFLICT (owner, key) DO NOTHING RETURNING key`,
        [keys.owner, keys.digest, token, now, now + this.options.leaseMs, now + this.ttlMs])
      if (claimed.length > 0) return { run: { request, token, settled: false, keys } }
      const [row] = await this.db.query(
        'SELECT fingerprint, state, status, headers, body, lease_until, expires_at FROM idempotency WHERE owner = ? AND key = ?',
        [keys.owner, keys.digest])
      if (!row) continue
      if (Number(row.expires_at) <= now || (row.state === 'running' && Number(row.lease_until) <= now)) {
        // An answer past its day, or a request whose instance was lost: taken over, if nobody else
        // took it over first (the condition is checked again by the update itself).
        const taken = await this.db.query(
          `UPDATE idempotency SET fingerprint = ?, state = 'running', status = NULL, headers = NULL, body = NULL, created_at = ?, lease_until = ?, expires_at = ?
           WHERE owner = ? AND key = ? AND (expires_at <= ? OR (state = 'running' AND lease_until <= ?)) RETURNING key`,
          [token, now, now + this.options.leaseMs, now + this.ttlMs, keys.owner, keys.digest, now, now])
        if (taken.length > 0) return { run: { request, token, settled: false, keys } }
        continue
      }
      if (row.state === 'running') break
      return { replay: await this.replay(request, keys, row, body) }
    }
    throw new ApiError('IDEMPOTENCY_KEY_IN_USE', {}, { 'retry-after': '1' })
  }

  /** The kept answer of a row, when this request is the one it answered. */
  private async replay(request: IdempotentRequest, keys: RowKeys, row: Row, body: BodyDigest): Promise<KeptAnswer> {
    const meta = JSON.parse(open(keys.secret, Buffer.from(String(row.headers), 'base64'), bound(keys, 'headers')).toString('utf8')) as Meta
    const fingerprint = Buffer.from(fingerprintOf(keys, request, await body.whole()))
    const kept = Buffer.from(String(row.fingerprint))
    if (fingerprint.length !== kept.length || !timingSafeEqual(fingerprint, kept)) throw new ApiError('IDEMPOTENCY_KEY_REUSED', { was: meta.was })
    const status = Number(row.status)
    if (row.body === null || row.body === undefined) {
      throw new ApiError('IDEMPOTENCY_ANSWER_NOT_KEPT', { key: request.key, status, size: `${meta.size} bytes`, limit: `${this.maxAnswerBytes} bytes` })
    }
    return { status, headers: meta.headers, body: open(keys.secret, asBuffer(row.body), bound(keys, 'body')) }
  }

  /**
   * Keeps the answer of a request that held its key, sealed; an answer not to keep (keepsAnswer),
   * or one whose request body was not read whole (`bodyDigest` undefined: nothing could tell a
   * retry of it from another request), lets the key go instead. An answer over the size cap is
   * kept without its body: a replay tells why it cannot be sent again.
   */
  async keep(held: HeldKey, answer: OutgoingAnswer, bodyDigest: string | undefined): Promise<void> {
    if (held.settled) return
    if (!keepsAnswer(answer.status) || bodyDigest === undefined) return this.release(held)
    held.settled = true
    const { keys, request } = held
    const meta: Meta = { was: `${request.method} ${request.url.split('?', 1)[0]}`, headers: answerHeaders(answer.headers), size: answer.size }
    const body = answer.body !== undefined && answer.size <= this.maxAnswerBytes ? seal(keys.secret, answer.body, bound(keys, 'body')) : null
    await this.db.query(
      `UPDATE idempotency SET state = 'done', fingerprint = ?, status = ?, headers = ?, body = ?, lease_until = ?
       WHERE owner = ? AND key = ? AND state = 'running' AND fingerprint = ?`,
      [fingerprintOf(keys, request, bodyDigest), answer.status, seal(keys.secret, Buffer.from(JSON.stringify(meta)), bound(keys, 'headers')).toString('base64'),
        body, this.options.now(), keys.owner, keys.digest, held.token])
  }

  /** Lets the key go (the row is deleted, if this request still holds it): a retry runs again. */
  async release(held: HeldKey): Promise<void> {
    if (held.settled) return
    held.settled = true
    await this.db.query("DELETE FROM idempotency WHERE owner = ? AND key = ? AND state = 'running' AND fingerprint = ?",
      [held.keys.owner, held.keys.digest, held.token])
  }

  /** Deletes the rows past their day. */
  async sweep(now: number): Promise<void> {
    await this.db.query('DELETE FROM idempotency WHERE expires_at < ?', [now])
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The row's owner and key digest, and the secret its answer is sealed with: HKDF of the raw key, salted with the owner. */
function rowKeys(request: IdempotentRequest): RowKeys {
  const secret = Buffer.from(hkdfSync('sha256', request.key, request.owner, 'devutils idempotency answer', 32))
  return { owner: request.owner, digest: sha256(request.key), secret }
}

/** What a sealed value is bound to: its row and column, so no sealed value reads as another's. */
const bound = (keys: RowKeys, column: string) => `${keys.owner}\n${keys.digest}\n${column}`

/**
 * A request's fingerprint: method, URL as sent and body digest, under an HMAC keyed like the seal,
 * so that the database cannot be used to test guesses of a request's body.
 */
function fingerprintOf(keys: RowKeys, request: IdempotentRequest, bodyDigest: string): string {
  return createHmac('sha256', keys.secret).update(`${request.method} ${request.url}\n${bodyDigest}`).digest('hex')
}
