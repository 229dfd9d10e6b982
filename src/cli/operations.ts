/**
 * The operations as the command line finds them. Each lives in its own module at the path of its
 * URL (operations/dev/hash serves /api/v1/dev/hash), so running one loads that module alone; the
 * whole registry is loaded only to list, describe or chain them, or to suggest a name.
 */
import { CATEGORIES, type Operation } from '../core/operation.ts'
import { editDistance } from '../lib/text/distance.ts'
import { UsageError } from './calls.ts'

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const idOf = (op: Operation) => `${op.category}/${op.name}`

/** Loads one operation by id; an unknown id is a usage error that suggests the nearest ids. */
export async function loadOperation(id: string): Promise<Operation> {
  const [category = '', name = '', ...rest] = id.split('/')
  // A category's index lists its operations; it is not one.
  if (rest.length === 0 && (CATEGORIES as readonly string[]).includes(category) && NAME.test(name) && name !== 'index') {
    const op = await operationModule(category, name)
    if (op?.category === category && op.name === name) return op
  }
  throw unknownOperation(id, (await loadRegistry()).map(idOf))
}

/** The module of operations/<category>/<name>, or undefined when there is none. */
async function operationModule(category: string, name: string): Promise<Operation | undefined> {
  try {
    // A path the bundler can follow: the compiled program holds every operation module.
    return ((await import(`../operations/${category}/${name}.ts`)) as { default?: Operation }).default
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' || /not found in bundle|Unknown variable dynamic import/i.test(String(error))
    if (missing && String(error).includes(`${category}/${name}`)) return undefined
    throw error
  }
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
