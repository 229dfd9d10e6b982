/**
 * The human texts of an operation (summary, description, parameter descriptions) in a
 * language. The registry holds them in English; a language's table overrides them per
 * operationId, and whatever it lacks falls back to the English.
 */
import type { Operation } from '../core/operation.ts'
import { paramsJsonSchema } from '../core/validate.ts'
import { OPERATION_TEXT_ES } from './operation-text-es.ts'

export interface OperationText {
  summary: string
  description?: string
  /** Parameter name → its description. */
  params: Record<string, string>
}

type Translation = Partial<Omit<OperationText, 'params'>> & { params?: Record<string, string> }

/** Per language, per operationId. */
const TRANSLATIONS: Readonly<Record<string, Readonly<Record<string, Translation>>>> = {
  es: OPERATION_TEXT_ES,
}

const english = new WeakMap<Operation, OperationText>()

function englishText(op: Operation): OperationText {
  let text = english.get(op)
  if (!text) {
    const { properties } = paramsJsonSchema(op.params)
    const params: Record<string, string> = {}
    for (const [name, schema] of Object.entries(properties)) {
      if (schema.description !== undefined) params[name] = schema.description
    }
    text = { summary: op.summary, ...(op.description !== undefined && { description: op.description }), params }
    english.set(op, text)
  }
  return text
}

export function operationText(op: Operation, lang: string): OperationText {
  const base = englishText(op)
  const translated = TRANSLATIONS[lang]?.[op.operationId]
  if (!translated) return base
  return {
    summary: translated.summary ?? base.summary,
    ...((translated.description ?? base.description) !== undefined && { description: translated.description ?? base.description }),
    params: { ...base.params, ...translated.params },
  }
}
