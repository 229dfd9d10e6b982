/**
 * Checks on values read from YAML, TOML or JSON before they are written out again: nesting depth,
 * numbers JSON cannot hold, and how large the written text can grow. Every walk is iterative, so a
 * value nested deeper than the limit is refused without a recursive call ever seeing it.
 */
import { ApiError, OperationError } from '../../core/errors.ts'
import { MAX_JSON_DEPTH, MAX_JSON_OUTPUT } from '../data/json.ts'
import { excerpt } from '../data/codec.ts'

export { MAX_JSON_DEPTH, MAX_JSON_OUTPUT }

/** What a walk found: enough to bound the size of any text written from the value. */
export interface ValueShape {
  /** Arrays, objects and scalars in the value (every alias counted each time it is used). */
  nodes: number
  /** Characters of the scalars and keys as JSON would write them, roughly (a lower bound). */
  chars: number
  /** The nesting level of every node, summed: times an indent, the indentation of a block layout. */
  levels: number
  /** The length of every container's JSON Pointer, summed: what repeated paths (TOML headers) cost. */
  paths: number
}

interface Frame {
  value: unknown
  depth: number
  parent: Frame | undefined
  key: string
  /** Characters of this node's path: the keys from the root, each with its separator. */
  path: number
}

/** The JSON Pointer of a frame (RFC 6901), built only when an error names it. */
function pointerOf(frame: Frame): string {
  const keys: string[] = []
  for (let at: Frame | undefined = frame; at?.parent; at = at.parent) keys.push(at.key.replace(/~/g, '~0').replace(/\//g, '~1'))
  return keys.length === 0 ? '/' : '/' + keys.reverse().join('/')
}

export interface WalkOptions {
  /** Deepest nesting accepted: the root container is level 1. */
  maxDepth?: number
  /** The nesting level of the root itself: -1 when it is a wrapper (an array of documents) not counted. */
  rootDepth?: number
  /** Refuse null (TOML has none). */
  refuseNull?: boolean
  /** Stop with 413 OUTPUT_TOO_LARGE as soon as the shape says the output would pass this. */
  budget?: (shape: ValueShape) => number
  maxOutput?: number
}

/**
 * Walks a value iteratively and returns its shape. Refuses (422) nesting deeper than maxDepth
 * (TOO_DEEP_VALUE), numbers that are not finite (NOT_JSON_NUMBER: YAML's .inf and .nan, TOML's
 * inf and nan), null where refused, and (413) a value whose written form would pass maxOutput by
 * the caller's estimate, checked as the walk goes so a huge expansion stops early.
 */
export function walkValue(root: unknown, options: WalkOptions = {}): ValueShape {
  const maxDepth = options.maxDepth ?? MAX_JSON_DEPTH
  const maxOutput = options.maxOutput ?? MAX_JSON_OUTPUT
  const shape: ValueShape = { nodes: 0, chars: 0, levels: 0, paths: 0 }
  const stack: Frame[] = [{ value: root, depth: options.rootDepth ?? 0, parent: undefined, key: '', path: 0 }]
  while (stack.length > 0) {
    const frame = stack.pop()!
    const { value, depth } = frame
    shape.nodes++
    shape.levels += Math.max(depth, 0)
    shape.chars += frame.key.length + 4
    if (value === null) {
      if (options.refuseNull) throw new OperationError('TOML_NULL', { path: excerpt(pointerOf(frame), 200) })
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new OperationError('NOT_JSON_NUMBER', { path: excerpt(pointerOf(frame), 200), value: String(value) })
    } else if (typeof value === 'string') {
      shape.chars += value.length
    } else if (typeof value === 'object') {
      if (depth + 1 > maxDepth) throw new OperationError('TOO_DEEP_VALUE', { max: maxDepth, path: excerpt(pointerOf(frame), 200) })
      shape.paths += frame.path
      if (Array.isArray(value)) {
        for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], depth: depth + 1, parent: frame, key: String(i), path: frame.path + String(i).length + 1 })
      } else {
        const keys = Object.keys(value)
        for (let i = keys.length - 1; i >= 0; i--) {
          const key = keys[i]!
          stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1, parent: frame, key, path: frame.path + key.length + 1 })
        }
      }
    }
    if (options.budget && (shape.nodes & 1023) === 0 && options.budget(shape) > maxOutput) throw new ApiError('OUTPUT_TOO_LARGE', { max: maxOutput })
  }
  if (options.budget && options.budget(shape) > maxOutput) throw new ApiError('OUTPUT_TOO_LARGE', { max: maxOutput })
  return shape
}

/** JSON.stringify with an indent (0 for compact), refused with 413 when the text passes the cap. */
export function writeJson(value: unknown, indent: number, max = MAX_JSON_OUTPUT): string {
  const text = JSON.stringify(value, null, indent) ?? 'null'
  if (text.length > max) throw new ApiError('OUTPUT_TOO_LARGE', { max })
  return text
}

/** The JSON type of a parsed value, as the messages name it. */
export function jsonTypeOf(value: unknown): 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  return typeof value as 'object' | 'string' | 'number' | 'boolean'
}
