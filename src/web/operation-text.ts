/**
 * The human texts of an operation (summary, description, parameter descriptions) in a
 * language. English is the operation's own spec; every other language is its words for that
 * language (OperationSpec.es and so on), and whatever those lack falls back to the English.
 */
import type { Operation } from '../core/operation.ts'
import { paramsJsonSchema } from '../core/validate.ts'
import { TRANSLATIONS, type Translation } from '../i18n/index.ts'

export interface OperationText {
  summary: string
  description?: string
  /** Parameter name → its description. */
  params: Record<string, string>
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

const isTranslation = (lang: string): lang is Translation => (TRANSLATIONS as readonly string[]).includes(lang)

export function operationText(op: Operation, lang: string): OperationText {
  const base = englishText(op)
  if (!isTranslation(lang)) return base
  const translated = op[lang]
  return {
    summary: translated.summary,
    ...((translated.description ?? base.description) !== undefined && { description: translated.description ?? base.description }),
    params: { ...base.params, ...translated.params },
  }
}
