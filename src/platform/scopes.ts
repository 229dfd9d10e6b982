/**
 * What a key may call. A scope is '*' (everything), a category ('calc'), one operation
 * ('dev/hash') or a feature ('pipeline'). A call needs its operation and, when it comes through
 * one, its feature: a pipeline step needs 'pipeline' and the step's operation.
 */
import { ApiError } from '../core/errors.ts'

export const FEATURES = ['pipeline', 'batch', 'mcp', 'jobs'] as const
export type Feature = (typeof FEATURES)[number]
export const EVERY_SCOPE = '*'

export function isFeature(value: string): value is Feature {
  return (FEATURES as readonly string[]).includes(value)
}

/** Whether scopes allow one need: an operation id or a feature. */
export function allows(scopes: readonly string[], need: string): boolean {
  if (scopes.includes(EVERY_SCOPE) || scopes.includes(need)) return true
  const slash = need.indexOf('/')
  return slash > 0 && scopes.includes(need.slice(0, slash))
}

/** Refuses with 403 KEY_SCOPE, naming the first need the scopes leave out. */
export function requireScopes(scopes: readonly string[], needs: readonly string[]): void {
  const needed = needs.find((need) => !allows(scopes, need))
  if (needed !== undefined) throw new ApiError('KEY_SCOPE', { needed, scopes: scopes.join(', ') })
}

/** What scopes can name: the service's categories and operations. */
export interface KnownScopes {
  categories: readonly string[]
  operations: ReadonlySet<string>
}

export function knownScopes(operations: readonly { category: string; name: string }[]): KnownScopes {
  return {
    categories: [...new Set(operations.map((op) => op.category))].sort(),
    operations: new Set(operations.map((op) => `${op.category}/${op.name}`)),
  }
}

/**
 * A key's scopes as asked for, checked against what exists and put in order: '*' alone when it
 * is among them, else each once, sorted.
 */
export function normaliseScopes(asked: readonly string[], known: KnownScopes): string[] {
  for (const scope of asked) {
    if (scope === EVERY_SCOPE || isFeature(scope) || known.categories.includes(scope) || known.operations.has(scope)) continue
    throw new ApiError('KEY_SCOPE_UNKNOWN', { scope, categories: known.categories.join(', '), features: FEATURES.join(', ') })
  }
  return asked.includes(EVERY_SCOPE) ? [EVERY_SCOPE] : [...new Set(asked)].sort()
}
