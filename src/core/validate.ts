import { z } from 'zod'
import { OperationError, isOperationErrorCode, type ApiError, type OperationErrorCode } from './errors.ts'
import type { MessageVars } from '../i18n/index.ts'
import type { ParamsSchema } from './operation.ts'

type Kind = 'number' | 'integer' | 'boolean' | 'string' | 'other'

export interface JsonSchema {
  type?: string | string[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  enum?: unknown[]
  default?: unknown
  description?: string
  [key: string]: unknown
}

interface ParamPlan {
  key: string
  kind: Kind
  required: boolean
  schema: JsonSchema
}

export interface CompiledParams {
  plan: readonly ParamPlan[]
  /** Coerces wire values (strings, JSON scalars) and validates; throws a 422 ApiError. */
  parse(raw: Readonly<Record<string, unknown>>): Record<string, unknown>
}

const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i
const TRUE = new Set(['1', 'true', 'yes', 'on'])
const FALSE = new Set(['0', 'false', 'no', 'off'])

export function paramsJsonSchema(params: ParamsSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  const schema = z.toJSONSchema(params, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>
    required?: string[]
  }
  return { properties: schema.properties ?? {}, required: schema.required ?? [] }
}

function kindOf(schema: JsonSchema): Kind {
  const type = Array.isArray(schema.type) ? undefined : schema.type
  return type === 'number' || type === 'integer' || type === 'boolean' || type === 'string' ? type : 'other'
}

// Describing a schema takes zod a few milliseconds: each is compiled once, when first needed.
const compiled = new WeakMap<ParamsSchema, CompiledParams>()

/** The plan and parser of an operation's parameters, made once per schema. */
export function compileParams(params: ParamsSchema): CompiledParams {
  let made = compiled.get(params)
  if (made === undefined) compiled.set(params, made = compile(params))
  return made
}

function compile(params: ParamsSchema): CompiledParams {
  const { properties, required } = paramsJsonSchema(params)
  const plan: ParamPlan[] = Object.entries(properties).map(([key, schema]) => ({
    key, schema, kind: kindOf(schema), required: required.includes(key),
  }))
  const byKey = new Map(plan.map((p) => [p.key, p]))

  return {
    plan,
    parse(raw) {
      const input: Record<string, unknown> = {}
      for (const p of plan) {
        if (!Object.hasOwn(raw, p.key)) continue
        const value = coerce(p, raw[p.key])
        if (value !== undefined) input[p.key] = value
      }
      const parsed = params.safeParse(input)
      if (parsed.success) return parsed.data as Record<string, unknown>
      const issue = parsed.error.issues[0]!
      const key = String(issue.path[0] ?? '')
      throw describeIssue(issue, key, byKey.get(key), input[key])
    },
  }
}

function coerce(p: ParamPlan, value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  switch (p.kind) {
    case 'number':
    case 'integer':
      if (typeof value !== 'string') return value
      if (value.trim() === '') return undefined // an empty form field means "use the default"
      return NUMERIC.test(value.trim()) ? Number(value.trim()) : value
    case 'boolean': {
      if (typeof value === 'number' && (value === 0 || value === 1)) return value === 1
      if (typeof value !== 'string') return value
      const word = value.trim().toLowerCase()
      if (word === '') return undefined
      return TRUE.has(word) ? true : FALSE.has(word) ? false : value
    }
    case 'string':
      if (typeof value === 'number' || typeof value === 'boolean') return String(value)
      if (value === '' && p.schema.enum) return undefined
      return value
    default:
      return value
  }
}

function describeIssue(issue: z.core.$ZodIssue, param: string, p: ParamPlan | undefined, value: unknown): ApiError {
  const fail = (code: OperationErrorCode, vars: MessageVars = {}) => new OperationError(code, { param, ...vars })
  const s = p?.schema ?? {}
  if (isOperationErrorCode(issue.message)) return fail(issue.message)
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return fail('PARAM_REQUIRED')
      // "1e400" is a number, just far out of range: say the range when there is one.
      if (typeof value === 'number' && !Number.isFinite(value) && s.minimum !== undefined && s.maximum !== undefined) return fail('PARAM_BETWEEN', { min: s.minimum, max: s.maximum })
      if (issue.expected === 'number') return fail('PARAM_NOT_NUMBER')
      if (issue.expected === 'int') return fail('PARAM_NOT_INTEGER')
      if (issue.expected === 'boolean') return fail('PARAM_NOT_BOOLEAN')
      if (issue.expected === 'string') return fail('PARAM_NOT_STRING')
      return fail('PARAM_INVALID')
    case 'too_small':
    case 'too_big': {
      if (issue.origin === 'string') {
        return issue.code === 'too_small'
          ? fail('PARAM_MIN_LENGTH', { min: Number(issue.minimum) })
          : fail('PARAM_MAX_LENGTH', { max: Number(issue.maximum) })
      }
      const min = s.minimum ?? s.exclusiveMinimum
      const max = s.maximum ?? s.exclusiveMaximum
      if (s.minimum !== undefined && s.maximum !== undefined) return fail('PARAM_BETWEEN', { min: s.minimum, max: s.maximum })
      if (issue.code === 'too_small') {
        return fail(issue.inclusive === false ? 'PARAM_MIN_EXCLUSIVE' : 'PARAM_MIN', { min: min ?? Number(issue.minimum) })
      }
      return fail(issue.inclusive === false ? 'PARAM_MAX_EXCLUSIVE' : 'PARAM_MAX', { max: max ?? Number(issue.maximum) })
    }
    case 'invalid_value':
      return fail('PARAM_ENUM', { values: issue.values.map(String).join(', ') })
    case 'invalid_format':
      return fail('PARAM_FORMAT')
    default:
      return fail('PARAM_INVALID')
  }
}
