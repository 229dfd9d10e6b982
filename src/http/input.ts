import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { pipeline, Readable, Transform } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, preHandlerHookHandler, preParsingHookHandler } from 'fastify'
import secureJson from 'secure-json-parse'
import { ApiError } from '../core/errors.ts'
import type { Accounting } from '../platform/accounting.ts'
import { idempotencyKeyOf, type BodyDigest, type HeldKey, type Idempotency } from '../platform/idempotency.ts'
import { apiKeyOf } from './respond.ts'

type Fields = Record<string, unknown>

export function isPlainObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * The raw parameters of a call. GET reads the query string; POST reads its body (JSON,
 * form-encoded or multipart fields) merged over the query string, so the body wins.
 */
export async function readInput(request: FastifyRequest): Promise<Fields> {
  const query = request.query as Fields
  if (request.method === 'GET') return query
  const body = request.isMultipart() ? await readMultipartFields(request) : request.body
  if (body === undefined || body === null || body === '') return query
  if (!isPlainObject(body)) throw new ApiError('INVALID_BODY', { detail: 'expected a JSON object of parameters' })
  return { ...query, ...body }
}

/** BODY_LIMIT_BYTES as the route sees it (Fastify's bodyLimit). */
export const bodyLimitOf = (request: FastifyRequest): number => request.routeOptions.bodyLimit

export const bodyTooLarge = (limit: number) => new ApiError('BODY_TOO_LARGE', { limit })

/**
 * Stops feeding a request body we will not finish to the multipart parser, so that nothing more
 * of it is parsed or buffered (errors.ts disposes of the rest once the answer is out).
 */
export function stopReading(request: FastifyRequest): void {
  const raw = request.raw
  if (raw.complete) return
  raw.unpipe()
  raw.pause()
}

/**
 * The fields of a multipart body that carries no files. The multipart parser reads outside
 * Fastify's bodyLimit, and buffers each field whole, so the body's bytes are counted here as
 * they arrive: past BODY_LIMIT_BYTES, as with a JSON body, the request is answered 413 at once
 * and the parser gets no more of it.
 */
async function readMultipartFields(request: FastifyRequest): Promise<Fields> {
  const limit = bodyLimitOf(request)
  const raw = request.raw
  if (Number(raw.headers['content-length']) > limit) {
    stopReading(request)
    throw bodyTooLarge(limit)
  }
  let received = 0
  let overLimit: ((error: ApiError) => void) | undefined
  const exceeded = new Promise<never>((_resolve, reject) => { overLimit = reject })
  exceeded.catch(() => {})
  const count = (chunk: Buffer) => {
    received += chunk.length
    if (received <= limit) return
    raw.off('data', count)
    stopReading(request)
    overLimit!(bodyTooLarge(limit))
  }
  const fields: Fields = {}
  const parts = request.parts()[Symbol.asyncIterator]()
  // The first next() starts the parser, which pipes the body to itself: only from then on may
  // the body be read here too (a 'data' listener on a paused body would start it flowing alone).
  let next = parts.next()
  raw.on('data', count)
  try {
    for (;;) {
      const step = await Promise.race([next, exceeded])
      if (step.done) return fields
      const part = step.value
      if (part.type === 'file') {
        part.file.resume()
        throw new ApiError('FILES_NOT_ACCEPTED')
      }
      fields[part.fieldname] = part.value
      next = parts.next()
    }
  } catch (error) {
    // A read still pending when the limit was passed ends (in an error) once the request closes.
    next.catch(() => {})
    stopReading(request)
    throw error
  } finally {
    raw.off('data', count)
  }
}

/** application/x-www-form-urlencoded bodies become the same flat object as a query string. */
export function parseForm(body: string): Fields {
  const fields: Fields = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const previous = fields[key]
    fields[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]
  }
  return fields
}

/** JSON bodies: an empty body means "no parameters"; prototype-poisoning keys are refused. */
export function parseJsonBody(body: string): [ApiError | null, unknown?] {
  if (body.trim() === '') return [null, undefined]
  try {
    return [null, secureJson.parse(body, null, { protoAction: 'error', constructorAction: 'error' })]
  } catch (error) {
    const message = (error as Error).message
    if (/forbidden prototype property/i.test(message)) return [new ApiError('FORBIDDEN_PROPERTY')]
    return [new ApiError('INVALID_JSON', { detail: message })]
  }
}

/**
 * The SHA-256 digest of a request's body as it streams by, whoever reads it: Fastify's parsers
 * read the body before the handler, the multipart parser reads request.raw itself in the handler.
 */
class StreamedBodyDigest implements BodyDigest {
  value: string | undefined
  private readonly hash = createHash('sha256')
  private received = 0
  private readonly ended: Promise<string>
  private settle?: (digest: string) => void

  constructor(private readonly raw: IncomingMessage, private readonly maxBytes: number) {
    // Paused first: a data listener alone would start the body flowing before its parser listens.
    raw.pause()
    raw.on('data', (chunk: Buffer) => {
      this.received += chunk.length
      this.hash.update(chunk)
    })
    this.ended = new Promise<string>((resolve, reject) => {
      this.settle = resolve
      raw.once('end', () => resolve(this.value = this.hash.digest('hex')))
      raw.once('close', () => reject(new ApiError('INVALID_BODY', { detail: 'the request closed before its body ended' })))
    })
    this.ended.catch(() => {})
  }

  /**
   * Reads the rest of a body nobody reads (a multipart body before its handler, an empty one),
   * keeping nothing of it. Past the largest body any route takes whole, the reading stops: such a
   * body is no request that ran, and its digest says so.
   */
  whole(): Promise<string> {
    if (this.value !== undefined) return Promise.resolve(this.value)
    if (this.raw.readableFlowing !== true) {
      const counted = () => {
        if (this.received <= this.maxBytes) return
        this.raw.off('data', counted)
        this.raw.pause()
        this.settle!(`beyond ${this.maxBytes} bytes`)
      }
      this.raw.on('data', counted)
      this.raw.resume()
    }
    return this.ended
  }
}

/** The values of every Idempotency-Key header of a request, as sent (Node joins repeated ones). */
function idempotencyKeyValues(rawHeaders: readonly string[]): string[] {
  const values: string[] = []
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === 'idempotency-key') values.push(rawHeaders[i + 1]!)
  }
  return values
}

export interface IdempotencyWiring {
  store: Idempotency
  accounting: Pick<Accounting, 'identify'>
  /** The dashboard's session cookie: the owner of keys sent without an API key, when it is valid. */
  sessionCookie: string
  /** The largest body any POST route reads whole: a body read only for its digest stops there. */
  maxBodyBytes: number
}

/** What a request with an Idempotency-Key carries from hook to hook. */
interface KeyedRequest {
  key: string
  body: StreamedBodyDigest
  held?: HeldKey
}

/**
 * Idempotency-Key on every POST under /api/v1/ registered in `scope` after this (the language
 * prefixes are routed there too): a retried request is answered what its first run answered,
 * without running or counting again (src/platform/idempotency.ts). Its hooks go on those routes
 * alone, and a request without the header costs each of them one property check.
 */
export function installIdempotency(scope: FastifyInstance, wiring: IdempotencyWiring): void {
  const { store, accounting, sessionCookie, maxBodyBytes } = wiring
  const keyed = new WeakMap<FastifyRequest, KeyedRequest>()

  // Before any parser reads the body, so its digest sees every byte.
  const readKey: preParsingHookHandler = (request, _reply, payload, done) => {
    if (request.headers['idempotency-key'] === undefined) return done(null, payload)
    try {
      const key = idempotencyKeyOf(idempotencyKeyValues(request.raw.rawHeaders))
      keyed.set(request, { key, body: new StreamedBodyDigest(request.raw, maxBodyBytes) })
    } catch (error) {
      return done(error as Error)
    }
    done(null, payload)
  }

  /** Whose key it is; undefined for an API key that is not valid, which the route refuses as usual. */
  const ownerOf = async (request: FastifyRequest): Promise<string | undefined> => {
    const apiKey = apiKeyOf(request)
    if (apiKey === undefined) {
      const session = request.cookies[sessionCookie]
      if (session !== undefined && request.unsignCookie(session).valid) return `session:${createHash('sha256').update(session).digest('hex')}`
    }
    try {
      return (await accounting.identify(apiKey, request.ip)).subject
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return undefined
      throw error
    }
  }

  /** Claims the key, or answers the kept answer; true when it answered. */
  const begin = async (request: FastifyRequest, reply: FastifyReply, state: KeyedRequest): Promise<boolean> => {
    const owner = await ownerOf(request)
    if (owner === undefined) {
      keyed.delete(request)
      return false
    }
    // A body Fastify parsed has been read whole; a multipart one is read by the handler, and only
    // a key used already needs its digest now.
    if (!request.isMultipart()) await state.body.whole()
    const claim = await store.begin({ owner, key: state.key, method: request.method, url: request.originalUrl }, state.body)
    if ('replay' in claim) {
      const { status, headers, body } = claim.replay
      reply.code(status)
      for (const [name, value] of headers) reply.header(name, value)
      reply.header('idempotent-replayed', 'true').send(body)
      return true
    }
    const held = claim.run
    state.held = held
    // An answer that never goes out (the client left first) lets the key go; after a kept one, nothing.
    reply.raw.once('close', () => {
      store.release(held).catch((error: unknown) => request.log.error({ err: error }, 'idempotency key release failed'))
    })
    return false
  }

  const claimKey: preHandlerHookHandler = (request, reply, done) => {
    const state = keyed.get(request)
    if (state === undefined) return done()
    begin(request, reply, state).then((answered) => { if (!answered) done() }, (error: unknown) => done(error as Error))
  }

  const keep: onSendHookHandler = (request, reply, payload, done) => {
    const held = keyed.get(request)?.held
    if (held === undefined || held.settled) return done(null, payload)
    const body = keyed.get(request)!.body
    // A store that fails here costs the replay, never the answer itself.
    const failed = (error: unknown) => request.log.error({ err: error }, 'idempotent answer not kept')
    const answer = (bytes: Buffer | undefined, size: number) =>
      store.keep(held, { status: reply.statusCode, headers: reply.getHeaders(), body: bytes, size }, body.value).catch(failed)
    if (payload instanceof Readable) {
      return done(null, capturedStream(payload, store.maxAnswerBytes, answer, () => { store.release(held).catch(failed) }))
    }
    const bytes = bytesOf(payload)
    // Kept before the answer leaves: a client that retries the moment it has the answer finds it.
    void answer(bytes, bytes.length).then(() => done(null, payload))
  }

  scope.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    if (!methods.includes('POST') || !route.url.startsWith('/api/v1/')) return
    route.preParsing = [readKey, ...hooksOf(route.preParsing)]
    route.preHandler = [claimKey, ...hooksOf(route.preHandler)]
    // After the scope's own (the cookie plugin's sets Set-Cookie there), so the answer is whole.
    route.onSend = [...hooksOf(route.onSend), keep]
  })
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]

/** An answer's payload as bytes, as Fastify sends it: a string, a buffer, or nothing. */
function bytesOf(payload: unknown): Buffer {
  if (payload === null || payload === undefined) return Buffer.alloc(0)
  if (Buffer.isBuffer(payload)) return payload
  if (ArrayBuffer.isView(payload)) return Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength)
  return Buffer.from(String(payload))
}

/**
 * A streamed answer passed on to the client as it comes, its bytes gathered up to `cap` on the
 * way: at its end it is kept (with its bytes, or only its size past the cap) before the last
 * chunk goes out, so the client has the whole answer only once a retry would find it kept.
 */
function capturedStream(source: Readable, cap: number, keep: (body: Buffer | undefined, size: number) => Promise<void>, lost: () => void): Readable {
  const chunks: Buffer[] = []
  let size = 0
  let last: Buffer | undefined
  const through = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size <= cap) chunks.push(chunk)
      else chunks.length = 0
      const previous = last
      last = chunk
      callback(null, previous)
    },
    flush(callback) {
      void keep(size <= cap ? Buffer.concat(chunks, size) : undefined, size).then(() => callback(null, last))
    },
  })
  pipeline(source, through, (error) => { if (error) lost() })
  return through
}
