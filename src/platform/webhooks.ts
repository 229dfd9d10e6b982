/**
 * Webhooks signed the Standard Webhooks way (https://www.standardwebhooks.com): the account's
 * secret is `whsec_` + base64 of 32 random bytes; each delivery carries `webhook-id`,
 * `webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256 of
 * "id.timestamp.body">`, keyed with the secret's decoded bytes. Deliveries go out through the
 * SSRF-safe fetcher, so a receiver must be where a web lookup could go, and nothing is sent on
 * by a redirect.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import type { WebClient } from '../core/web.ts'
import type { SafeWebClient } from '../lib/web/safe-fetch.ts'

const SECRET_PREFIX = 'whsec_'
export const WEBHOOK_SECRET_SHAPE = /^whsec_[A-Za-z0-9+/]{43}=$/

export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64')
}

/** A new delivery's id: the receiver's key for spotting the same message delivered twice. */
export function webhookId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`
}

/** The `webhook-signature` value: `v1,` and the base64 HMAC-SHA256 of "id.timestamp.body". */
export function sign(secret: string, id: string, timestampSeconds: number, body: string | Buffer): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64')
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.`).update(body).digest('base64')
  return `v1,${mac}`
}

// A type, not an interface, so it passes wherever a plain record of headers is taken.
export type WebhookHeaders = {
  'webhook-id': string
  'webhook-timestamp': string
  'webhook-signature': string
}

export function webhookHeaders(secret: string, id: string, timestampSeconds: number, body: string | Buffer): WebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': sign(secret, id, timestampSeconds, body),
  }
}

export interface DeliveryOptions {
  secret: string
  /** The message's id: the same on every attempt of one message. */
  id: string
  /** Unix seconds of this attempt (default: now); each attempt is signed anew with its own. */
  timestamp?: number
  web: Pick<WebClient, 'fetch'>
}

/**
 * What became of one attempt: the receiver's status (`ok` when 2xx), or the error that stopped it
 * before any answer (a refused address, a timeout, a refused connection).
 */
export type Delivery =
  | { ok: boolean; status: number }
  | { ok: false; status: null; error: ApiError }

/** POSTs `payload` as JSON, signed; never throws for the receiver's sake. */
export async function deliver(url: string, payload: unknown, options: DeliveryOptions): Promise<Delivery> {
  const body = Buffer.from(JSON.stringify(payload))
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000)
  try {
    const res = await options.web.fetch(url, {
      post: body,
      // The receiver's answer matters only by its status: its body is not read.
      body: false,
      headers: { 'content-type': 'application/json', ...webhookHeaders(options.secret, options.id, timestamp, body) },
    })
    return { ok: res.status >= 200 && res.status < 300, status: res.status }
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: null, error }
    throw error
  }
}

/**
 * Whether a failed attempt is worth repeating: a timeout, a lost connection or a non-2xx answer
 * may pass; an address or URL the service refuses will be refused again.
 */
export function worthRetrying(delivery: Delivery): boolean {
  if (delivery.ok) return false
  return delivery.status !== null || delivery.error.status >= 500 || delivery.error.code === 'BUSY'
}

/**
 * How long to wait after failed attempt `attempt` (from 1) before the next: WEBHOOK_RETRY_BASE_MS
 * doubled for each earlier failure; undefined once WEBHOOK_ATTEMPTS attempts were made.
 */
export function retryDelayMs(config: Pick<Config, 'WEBHOOK_ATTEMPTS' | 'WEBHOOK_RETRY_BASE_MS'>, attempt: number): number | undefined {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt >= config.WEBHOOK_ATTEMPTS) return undefined
  return config.WEBHOOK_RETRY_BASE_MS * 2 ** (attempt - 1)
}

/** Every wait between attempts, in order (one fewer than WEBHOOK_ATTEMPTS). */
export function retrySchedule(config: Pick<Config, 'WEBHOOK_ATTEMPTS' | 'WEBHOOK_RETRY_BASE_MS'>): number[] {
  return Array.from({ length: config.WEBHOOK_ATTEMPTS - 1 }, (_, i) => retryDelayMs(config, i + 1)!)
}

/**
 * Checks a webhook URL when it is given, so a job is refused at once (422) rather than failing
 * its deliveries later: http or https, an allowed port, and every address its host resolves to
 * allowed, by the fetcher's own rules. DNS failures keep their own codes (502, 504).
 */
export async function checkWebhookUrl(web: Pick<SafeWebClient, 'check'>, url: string): Promise<URL> {
  try {
    return await web.check(url)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const shown = url.slice(0, 200)
    if (error.code === 'INVALID_URL') throw new ApiError('WEBHOOK_URL_INVALID', { url: shown, reason: String(error.vars.reason ?? '') })
    if (error.code === 'ADDRESS_NOT_ALLOWED') throw new ApiError('WEBHOOK_URL_REFUSED', { url: shown, host: String(error.vars.host ?? ''), address: String(error.vars.address ?? '') })
    if (error.code === 'INVALID_DOMAIN' || error.code === 'DOMAIN_IS_IP') {
      throw new ApiError('WEBHOOK_URL_INVALID', { url: shown, reason: 'its host is not a valid name' })
    }
    throw error
  }
}
