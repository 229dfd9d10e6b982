/**
 * How an operation takes part in a pipeline: which of its parameters receives the chain's value,
 * and which part of its answer goes on to the next step. Most operations follow the usual names
 * (a `text` parameter in, an `output` field out); the others say so in their spec's `chain`.
 */
import type { z } from 'zod'

/** The three kinds of value that pass between steps. */
export type ValueKind = 'text' | 'json' | 'files'

/** What an operation spec may say about its part in a pipeline, where the usual names do not fit. */
export interface ChainSpec {
  /**
   * The parameter the chain's value goes into, or null: the operation takes none (its parameters
   * say everything, so it can only start a pipeline that has no input).
   */
  takes?: string | null
  /**
   * The part of the result that goes on: `result` for the whole JSON result, `result.<field>` (a
   * dot path) for one field of it. File operations that answer files give their files.
   */
  gives?: string
}

/** Where a step's value comes from: the parameter that takes it, or the uploads of a file operation. */
export type Takes =
  | { readonly kind: 'files'; readonly param: 'files[]' }
  | { readonly kind: 'text'; readonly param: string }

/** What a step hands on: its files, or (a part of) its JSON result. */
export type Gives =
  | { readonly kind: 'files' }
  | { readonly kind: 'value'; readonly path: readonly string[] }

/** An operation's chain contract, resolved: every operation has one. */
export interface Chain {
  /** Null: the operation takes no value from a chain. */
  readonly takes: Takes | null
  readonly gives: Gives
}

/** Parameters that, in this order, are the usual main input of an operation. */
const MAIN_INPUTS = ['text', 'json', 'csv', 'xml', 'token', 'value', 'url', 'domain', 'date', 'timestamp'] as const

/** The fields of an object schema, seen through the wrappers zod puts around one (optional, default …). */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  let current = schema as { def: { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; out?: z.ZodType } } | undefined
  for (let depth = 0; current && depth < 8; depth++) {
    const def = current.def
    if (def.type === 'object') return def.shape
    current = (def.innerType ?? def.out) as typeof current
  }
  return undefined
}

/** The schema of a field at a dot path of a result schema; undefined when the path leads nowhere. */
export function fieldSchema(result: z.ZodType | undefined, path: readonly string[]): z.ZodType | undefined {
  let schema = result
  for (const name of path) {
    const shape = shapeOf(schema)
    if (!shape || !Object.hasOwn(shape, name)) return undefined
    schema = shape[name]
  }
  return schema
}

export interface ChainSubject {
  readonly category: string
  readonly name: string
  readonly params: z.ZodObject
  readonly result?: z.ZodType | undefined
  readonly files?: { readonly answers?: readonly string[] | undefined } | undefined
  readonly chain?: ChainSpec | undefined
}

/** Resolves an operation's chain contract; throws at start-up when its spec names what is not there. */
export function resolveChain(op: ChainSubject): Chain {
  const id = `${op.category}/${op.name}`
  const params = op.params.shape as Record<string, unknown>
  const spec = op.chain ?? {}
  let takes: Takes | null
  if (op.files) {
    if (spec.takes !== undefined) throw new Error(`${id}: a file operation takes its files in a chain`)
    takes = { kind: 'files', param: 'files[]' }
  } else if (spec.takes === null) {
    takes = null
  } else if (spec.takes !== undefined) {
    if (!Object.hasOwn(params, spec.takes)) throw new Error(`${id}: chain.takes names ${spec.takes}, which is not one of its parameters`)
    takes = { kind: 'text', param: spec.takes }
  } else {
    const param = MAIN_INPUTS.find((name) => Object.hasOwn(params, name))
    takes = param === undefined ? null : { kind: 'text', param }
  }

  let gives: Gives
  if (op.files?.answers) {
    if (spec.gives !== undefined) throw new Error(`${id}: an operation that answers files gives its files in a chain`)
    gives = { kind: 'files' }
  } else if (spec.gives !== undefined) {
    const [head, ...path] = spec.gives.split('.')
    if (head !== 'result' || path.some((name) => name === '')) throw new Error(`${id}: chain.gives must be result or result.<field>, not ${spec.gives}`)
    if (path.length > 0 && fieldSchema(op.result, path) === undefined) throw new Error(`${id}: chain.gives names ${spec.gives}, which its result schema does not have`)
    gives = { kind: 'value', path }
  } else {
    gives = { kind: 'value', path: fieldSchema(op.result, ['output']) ? ['output'] : [] }
  }
  return { takes, gives }
}

/** The chain contract as the docs and the OpenAPI document write it: `text` → `result.output`. */
export function chainText(chain: Chain): { takes: string | null; gives: string } {
  return {
    takes: chain.takes?.param ?? null,
    gives: chain.gives.kind === 'files' ? 'files' : ['result', ...chain.gives.path].join('.'),
  }
}
