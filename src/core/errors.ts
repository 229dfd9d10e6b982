import type { MessageKey, MessageVars } from '../i18n/index.ts'

/**
 * An error that becomes an error envelope. The message is looked up in the caller's
 * language when the response is written, so the same error reads in English or Spanish.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: MessageKey,
    readonly vars: MessageVars = {},
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(code)
    this.name = 'ApiError'
  }
}

/** Input an operation cannot process: always a 422, the caller must change something. */
export class OperationError extends ApiError {
  constructor(code: MessageKey, vars: MessageVars = {}) {
    super(422, code, vars)
    this.name = 'OperationError'
  }
}

export const busy = (retryAfter: number) =>
  new ApiError(503, 'BUSY', { retryAfter }, { 'retry-after': String(retryAfter) })

export const timedOut = (ms: number) =>
  new ApiError(503, 'TIMEOUT', { ms }, { 'retry-after': '1' })

/** The first line of a library's error message, short enough to show a caller. */
export function errorDetail(error: unknown, fallback = 'unreadable'): string {
  const message = error instanceof Error ? error.message : error === undefined || error === null ? '' : String(error)
  return message.split('\n', 1)[0]!.slice(0, 200) || fallback
}
