/**
 * The fields of an operation's result, row by row, read from its result schema: what the docs
 * page lists beside the example answer, in the page's language.
 */
import type { z } from 'zod'
import type { Operation } from '../core/operation.ts'
import { meaning } from '../core/field-words.ts'
import type { Language } from '../i18n/index.ts'

export interface ResultField {
  /** Dotted path from `result`: `healthy_weight_kg.min`, `schedule[].year`, `counts.*` for any key. */
  name: string
  /** JSON type: `number`, `integer`, `string`, `boolean`, `object`, `number[]`, `"a" | "b"`, `string | null`. */
  type: string
  /** The field may be absent from the answer. */
  optional: boolean
  /** What it means, in the asked language; undefined when the schema does not say. */
  meaning: string | undefined
}

/** Deeper fields than this are summed up by their parent's row. */
const MAX_DEPTH = 6

// zod's definition objects, read structurally: the kinds a result schema is built from.
interface Definition {
  type: string
  innerType?: z.ZodType
  out?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  valueType?: z.ZodType
  options?: readonly z.ZodType[]
  items?: readonly z.ZodType[]
  entries?: Record<string, string | number>
  values?: readonly unknown[]
}

const definition = (schema: z.ZodType): Definition => schema.def as unknown as Definition

/** The wrappers a field's type is seen through (optional, nullable, default …). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch'])

/** The schema without its wrappers, whether it may be absent, and the first node that says what it means. */
function unwrap(schema: z.ZodType): { core: z.ZodType; optional: boolean; nullable: boolean; described: z.ZodType | undefined } {
  let node = schema
  let optional = false
  let nullable = false
  let described: z.ZodType | undefined
  for (;;) {
    if (described === undefined && node.description !== undefined) described = node
    const def = definition(node)
    if (def.type === 'pipe' && def.out) { node = def.out; continue }
    if (!WRAPPERS.has(def.type) || !def.innerType) break
    if (def.type === 'optional') optional = true
    if (def.type === 'nullable') nullable = true
    node = def.innerType
  }
  return { core: node, optional, nullable, described }
}

function typeOf(schema: z.ZodType): string {
  const { core, nullable } = unwrap(schema)
  const def = definition(core)
  const label = (() => {
    switch (def.type) {
      case 'number': return (core as z.ZodNumber).isInt ? 'integer' : 'number'
      case 'enum': return Object.values(def.entries ?? {}).map((v) => JSON.stringify(v)).join(' | ')
      case 'literal': return (def.values ?? []).map((v) => JSON.stringify(v)).join(' | ')
      case 'array': return `${bracketed(typeOf(def.element!))}[]`
      case 'tuple': return 'array'
      case 'record': return 'object'
      case 'union': return [...new Set((def.options ?? []).map(typeOf))].join(' | ')
      case 'string': case 'boolean': case 'object': case 'null': case 'bigint': return def.type
      default: return 'any'
    }
  })()
  return nullable && !label.endsWith('null') ? `${label} | null` : label
}

const bracketed = (type: string): string => (type.includes(' ') ? `(${type})` : type)

/** The object shapes inside a field, through arrays, records and unions, with the name suffix each adds. */
function children(schema: z.ZodType): Array<{ suffix: string; shape: Record<string, z.ZodType> }> {
  const def = definition(unwrap(schema).core)
  if (def.type === 'object' && def.shape) return [{ suffix: '', shape: def.shape }]
  if (def.type === 'array' && def.element) return children(def.element).map((c) => ({ ...c, suffix: `[]${c.suffix}` }))
  if (def.type === 'record' && def.valueType) return children(def.valueType).map((c) => ({ ...c, suffix: `.*${c.suffix}` }))
  if (def.type === 'union') return (def.options ?? []).flatMap(children)
  return []
}

/** `inputs` that echo the operation's own parameters: the parameters table already says what they mean. */
const echoesParams = (shape: Record<string, z.ZodType>, op: Operation): boolean =>
  Object.entries(shape).every(([name, field]) => op.params.shape[name] === field)

/** The rows of an operation's result fields, parents before their fields; empty for a file answer. */
export function resultFields(op: Operation, lang: Language): ResultField[] {
  if (!op.result) return []
  const rows = new Map<string, ResultField>()
  const visit = (shape: Record<string, z.ZodType>, prefix: string, depth: number): void => {
    for (const [key, field] of Object.entries(shape)) {
      const name = `${prefix}${key}`
      if (rows.has(name)) continue
      const { optional, described } = unwrap(field)
      rows.set(name, { name, type: typeOf(field), optional, meaning: described && meaning(described, lang) })
      if (depth + 1 >= MAX_DEPTH) continue
      for (const child of children(field)) {
        if (child.suffix === '' && echoesParams(child.shape, op)) continue
        visit(child.shape, `${name}${child.suffix}.`, depth + 1)
      }
    }
  }
  for (const top of children(op.result)) visit(top.shape, top.suffix === '' ? '' : `${top.suffix.replace(/^\./, '')}.`, 0)
  return [...rows.values()]
}
