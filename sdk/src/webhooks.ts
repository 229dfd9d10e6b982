import { createHmac, timingSafeEqual } from 'node:crypto'

/** Why a webhook was not accepted. */
export type WebhookFailure = 'MISSING_HEADERS' | 'BAD_TIMESTAMP' | 'TIMESTAMP_OUT_OF_WINDOW' | 'BAD_SIGNATURE' | 'BAD_SECRET' | 'BAD_BODY'

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError'
  constructor(readonly reason: WebhookFailure, message: string) {
    super(message)
  }
}

/** Request headers as node:http gives them, as a fetch `Headers`, or as a plain object. */
export type WebhookRequestHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>

export interface VerifyWebhookOptions {
  /** How far the webhook-timestamp may be from now, either way (default 300 s). */
  toleranceSeconds?: number
  /** The clock, in Unix milliseconds (default Date.now). */
  now?: () => number
}

function header(headers: WebhookRequestHeaders, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>
  const key = Object.keys(record).find((k) => k.toLowerCase() === name)
  const value = key === undefined ? undefined : record[key]
  return Array.isArray(value) ? value.join(' ') : (value as string | undefined)
}

/**
 * Checks a webhook from devutils (Standard Webhooks: webhook-id, webhook-timestamp,
 * webhook-signature) against the account's secret, and returns the parsed payload; throws
 * WebhookVerificationError when the signature does not match, the timestamp is outside the window
 * or a header is missing. `body` must be the raw request body, exactly as received.
 */
export function verifyWebhook<T = unknown>(secret: string, headers: WebhookRequestHeaders, body: string | Uint8Array, options: VerifyWebhookOptions = {}): T {
  const id = header(headers, 'webhook-id')
  const timestamp = header(headers, 'webhook-timestamp')
  const signatures = header(headers, 'webhook-signature')
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError('MISSING_HEADERS', 'webhook-id, webhook-timestamp and webhook-signature are required')
  if (!/^\d{1,15}$/.test(timestamp)) throw new WebhookVerificationError('BAD_TIMESTAMP', 'webhook-timestamp is not a number of seconds')
  const tolerance = options.toleranceSeconds ?? 300
  const now = Math.floor((options.now ?? Date.now)() / 1000)
  if (Math.abs(now - Number(timestamp)) > tolerance) {
    throw new WebhookVerificationError('TIMESTAMP_OUT_OF_WINDOW', `webhook-timestamp is more than ${tolerance} s from now`)
  }
  if (!secret.startsWith('whsec_')) throw new WebhookVerificationError('BAD_SECRET', 'the secret must be the whsec_… value from the dashboard or GET /api/v1/account/webhook-secret')
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
  const raw = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(raw).digest()
  // The header may list several signatures (during a secret's rotation): any v1 one that matches will do.
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',', 2)
    if (version !== 'v1' || value === undefined) return false
    const given = Buffer.from(value, 'base64')
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) throw new WebhookVerificationError('BAD_SIGNATURE', 'the signature does not match: check the secret, and pass the raw body unchanged')
  try {
    return JSON.parse(raw.toString('utf8')) as T
  } catch {
    throw new WebhookVerificationError('BAD_BODY', 'the body is not JSON')
  }
}
