/** The value parameter the validators share: required, capped before any work. */
import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'

export function valueParam(max: number, description: string) {
  return z.string().min(1, 'VALIDATE_VALUE_EMPTY').max(max).describe(description)
}

/** 422 VALIDATE_VALUE_EMPTY for a value of white space only. */
export function requireValue(value: string): void {
  if (value.trim() === '') throw new OperationError('VALIDATE_VALUE_EMPTY', { param: 'value' })
}
