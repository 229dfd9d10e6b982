/**
 * The operations as the command line finds them. Each lives in its own module at the path of its
 * URL (operations/dev/hash serves /api/v1/dev/hash), so running one loads that module alone; the
 * whole registry is loaded only to list, describe or chain them.
 */
import { readdirSync } from 'node:fs'
import { CATEGORIES, type Operation } from '../core/operation.ts'
import { editDistance } from '../lib/text/distance.ts'
import { UsageError } from './calls.ts'

const OPERATIONS_DIR = new URL('../operations/', import.meta.url)
// Modules of a category folder that are not operations.
const NOT_OPERATIONS = new Set(['index'])

/** Every operation's id (category/name), from the module names: nothing is loaded. */
export function operationIds(): string[] {
  return CATEGORIES.flatMap((category) => readdirSync(new URL(`${category}/`, OPERATIONS_DIR))
    .filter((file) => /\.(?:ts|js)$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replace(/\.(?:ts|js)$/, ''))
    .filter((name) => !NOT_OPERATIONS.has(name))
    .map((name) => `${category}/${name}`))
    .sort()
}

/** Loads one operation by id; an unknown id is a usage error that suggests the nearest ids. */
export async function loadOperation(id: string): Promise<Operation> {
  const ids = operationIds()
  if (!ids.includes(id)) throw unknownOperation(id, ids)
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js'
  const module = await import(new URL(`${id}.${extension}`, OPERATIONS_DIR).href) as { default: Operation }
  return module.default
}

/** Every operation, with the answers of its examples (for help, listings and pipelines). */
export async function loadRegistry(): Promise<readonly Operation[]> {
  return (await import('../operations/index.ts')).operations
}

function unknownOperation(id: string, ids: readonly string[]): UsageError {
  const near = ids
    // The right name in another category (encode/base64 for dev/base64) comes first.
    .map((candidate) => ({ candidate, distance: candidate.split('/')[1] === id.split('/').pop() ? 0 : editDistance({ a: id, b: candidate, damerau: true }).distance }))
    .filter(({ candidate, distance: d }) => d <= Math.max(3, id.length / 3) || candidate.includes(id))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ candidate }) => candidate)
  const hint = near.length > 0 ? `did you mean ${near.join(', ')}? ` : ''
  return new UsageError(`unknown operation "${id}": ${hint}devutils list shows them all`)
}
