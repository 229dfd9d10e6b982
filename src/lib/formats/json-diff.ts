/**
 * The difference between two JSON documents as an RFC 6902 patch, with rfc6902 (a maintained,
 * dependency-free implementation of JSON Patch that compares objects key by key). Its own array
 * comparison is a quadratic edit-distance table filled by recursion: a few hundred changed items
 * take seconds and a few thousand overflow the stack or run out of memory. Arrays are therefore
 * compared here, in linear time: the common leading and trailing items are kept, the items in
 * between are compared pairwise (recursing into them), and what is left over is removed or added.
 * An insertion, a deletion or a change of one run of items gives the minimal patch; several
 * scattered insertions may give more operations than the minimum, but always a correct patch.
 */
import { applyPatch, createPatch, type Operation } from 'rfc6902'
import { diffAny } from 'rfc6902/diff.js'
import type { Pointer } from 'rfc6902/pointer.js'
import { ApiError, OperationError, type OperationErrorCode } from '../../core/errors.ts'
import { parseJson } from '../data/json.ts'
import { MAX_JSON_OUTPUT } from './values.ts'

export { applyPatch }
export type { Operation }

/** Deep equality of two JSON values (object key order does not matter). */
function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    if (a.length !== other.length) return false
    for (let i = 0; i < a.length; i++) if (!equal(a[i], other[i])) return false
    return true
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = Object.keys(left)
  if (keys.length !== Object.keys(right).length) return false
  for (const key of keys) if (!Object.hasOwn(right, key) || !equal(left[key], right[key])) return false
  return true
}

/**
 * The patch turning a into b. Paths are what can grow beyond the inputs (every operation repeats
 * its whole path), so before each object or array is compared, its path length times the number
 * of operations it could yield is added to a budget: over MAX_JSON_OUTPUT, 413 before they exist.
 */
export function diffValues(a: unknown, b: unknown): Operation[] {
  let budget = 0
  const spend = (ptr: Pointer, count: number, keys = 0) => {
    budget += (ptr.toString().length + 8) * count + keys
    if (budget > MAX_JSON_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_JSON_OUTPUT })
  }

  const full = (input: unknown, output: unknown, ptr: Pointer): Operation[] => custom(input, output, ptr) ?? diffAny(input, output, ptr, full)

  function custom(input: unknown, output: unknown, ptr: Pointer): Operation[] | undefined {
    if (input === output || input === null || output === null || typeof input !== 'object' || typeof output !== 'object') return undefined
    if (Array.isArray(input) && Array.isArray(output)) return arrays(input, output, ptr)
    if (Array.isArray(input) || Array.isArray(output)) return undefined
    const left = Object.keys(input)
    const right = Object.keys(output)
    let keys = 0
    for (const key of left) keys += key.length
    for (const key of right) keys += key.length
    spend(ptr, left.length + right.length, keys)
    return undefined
  }

  function arrays(input: unknown[], output: unknown[], ptr: Pointer): Operation[] {
    spend(ptr, Math.max(input.length, output.length))
    let start = 0
    while (start < input.length && start < output.length && equal(input[start], output[start])) start++
    let endIn = input.length
    let endOut = output.length
    while (endIn > start && endOut > start && equal(input[endIn - 1], output[endOut - 1])) {
      endIn--
      endOut--
    }
    const operations: Operation[] = []
    const paired = Math.min(endIn - start, endOut - start)
    for (let k = 0; k < paired; k++) {
      const index = start + k
      for (const operation of full(input[index], output[index], ptr.add(String(index)))) operations.push(operation)
    }
    // Left over in a: removed from the last, so the indexes before stay valid.
    for (let index = endIn - 1; index >= start + paired; index--) operations.push({ op: 'remove', path: ptr.add(String(index)).toString() })
    // Left over in b: added in order, each at its final index.
    for (let index = start + paired; index < endOut; index++) operations.push({ op: 'add', path: ptr.add(String(index)).toString(), value: output[index] })
    return operations
  }

  return createPatch(a, b, custom)
}

/** Two JSON texts compared: the patch from a to b (422 naming the parameter when one is not JSON). */
export function diffJson(a: string, b: string): { equal: boolean; patch: Operation[]; changes: number } {
  const read = (text: string, param: string) => {
    try {
      return parseJson(text)
    } catch (error) {
      if (error instanceof OperationError) throw new OperationError(error.code as OperationErrorCode, { ...error.vars, param })
      throw error
    }
  }
  const patch = diffValues(read(a, 'a'), read(b, 'b'))
  return { equal: patch.length === 0, patch, changes: patch.length }
}
