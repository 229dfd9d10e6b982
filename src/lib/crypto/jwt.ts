import { OperationError } from '../../core/errors.ts'
import { scanJson } from '../data/json.ts'
import { showChar } from '../text/position.ts'

const PARTS = ['header', 'payload', 'signature'] as const
type Part = (typeof PARTS)[number]

const BASE64URL_CHAR = /[^A-Za-z0-9_-]/
const decoder = new TextDecoder('utf-8', { fatal: true })

const partVars = (part: Part) => ({ part, index: PARTS.indexOf(part) + 1 })

/**
 * Bytes of one base64url part (RFC 7515 section 2: no padding). Trailing = padding is tolerated;
 * any other character outside A-Z a-z 0-9 - _ is refused, naming it and its position in the part.
 */
function base64url(part: Part, text: string): Buffer {
  const body = text.replace(/={1,2}$/, '')
  const bad = BASE64URL_CHAR.exec(body)
  if (bad) throw new OperationError('JWT_BASE64', { ...partVars(part), char: showChar(body, bad.index), position: bad.index + 1 })
  if (body.length % 4 === 1) throw new OperationError('JWT_BASE64_LENGTH', { ...partVars(part), length: body.length })
  return Buffer.from(body, 'base64url')
}

/** A JSON object from the header or the payload; the depth cap of src/lib/data/json.ts applies. */
function jsonObject(part: Part, text: string): Record<string, unknown> {
  if (text === '') throw new OperationError('JWT_PART_EMPTY', partVars(part))
  let json: string
  try {
    json = decoder.decode(base64url(part, text))
  } catch (error) {
    if (error instanceof OperationError) throw error
    throw new OperationError('JWT_PART_NOT_TEXT', partVars(part))
  }
  const scan = scanJson(json)
  if (!scan.ok) {
    if (scan.problem.code === 'TOO_DEEP') throw new OperationError('TOO_DEEP', scan.problem.vars)
    throw new OperationError('JWT_PART_NOT_JSON', { ...partVars(part), line: scan.problem.vars.line, column: scan.problem.vars.column })
  }
  if (scan.layout.type !== 'object') throw new OperationError('JWT_PART_NOT_OBJECT', { ...partVars(part), type: scan.layout.type })
  return JSON.parse(json) as Record<string, unknown>
}

// Dates beyond ±8.64e15 ms are not representable; such claims get no date.
function isoDate(seconds: unknown): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || Math.abs(seconds * 1000) > 8.64e15) return null
  return new Date(seconds * 1000).toISOString()
}

export interface DecodedJwt {
  header: Record<string, unknown>
  payload: Record<string, unknown>
  signature_present: boolean
  signature_verified: false
  note: 'signature not checked'
  issued_at: string | null
  expires_at: string | null
  not_before: string | null
  expired: boolean
}

/**
 * Decodes a JWS compact serialization (RFC 7519 section 3): header.payload.signature, each part
 * base64url; header and payload must be JSON objects. A leading "Bearer " is ignored. The
 * signature is never checked. iat, exp and nbf (seconds since 1970) are shown as ISO dates when
 * they are numbers; expired is true when exp is a number and now is at or after it.
 */
export function decodeJwt(token: string, now = Date.now()): DecodedJwt {
  const compact = token.trim().replace(/^bearer\s+/i, '')
  const parts = compact.split('.')
  if (parts.length === 5) throw new OperationError('JWT_ENCRYPTED')
  if (parts.length !== 3) throw new OperationError('JWT_PARTS', { count: parts.length })
  const [headerText, payloadText, signature] = parts as [string, string, string]
  const header = jsonObject('header', headerText)
  const payload = jsonObject('payload', payloadText)
  if (signature !== '') base64url('signature', signature)
  return {
    header,
    payload,
    signature_present: signature !== '',
    signature_verified: false,
    note: 'signature not checked',
    issued_at: isoDate(payload.iat),
    expires_at: isoDate(payload.exp),
    not_before: isoDate(payload.nbf),
    expired: typeof payload.exp === 'number' && now >= payload.exp * 1000,
  }
}
