import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATEGORIES } from '../src/core/operation.ts'
import { paramsJsonSchema } from '../src/core/validate.ts'
import { operations } from '../src/operations/index.ts'

const root = path.resolve(import.meta.dirname, '../src/operations')

function operationFiles(): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (CATEGORIES as readonly string[]).includes(d.name))
    .flatMap((d) => readdirSync(path.join(root, d.name))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.startsWith('_'))
      .map((f) => `${d.name}/${f.replace(/\.ts$/, '')}`))
    .sort()
}

describe('operation registry', () => {
  it('registers every operation file, and only those', () => {
    const registered = operations.map((op) => `${op.category}/${op.name}`).sort()
    expect(registered).toEqual(operationFiles())
  })

  it('derives method, path and operationId from category, name and input kind', () => {
    for (const op of operations) {
      expect(op.path).toBe(`/api/v1/${op.category}/${op.name}`)
      expect(op.method).toBe(op.input === 'query' ? 'GET' : 'POST')
      expect(CATEGORIES).toContain(op.category)
    }
  })

  it('has unique paths and operation ids', () => {
    expect(new Set(operations.map((op) => op.path)).size).toBe(operations.length)
    expect(new Set(operations.map((op) => op.operationId)).size).toBe(operations.length)
  })

  it('documents every operation with a summary, a described parameter list and an example', () => {
    for (const op of operations) {
      expect(op.summary.length, op.path).toBeGreaterThan(10)
      expect(op.examples.length, op.path).toBeGreaterThan(0)
      // As documented (OpenAPI, docs): a description set before .default() or .optional() counts.
      for (const [name, schema] of Object.entries(paramsJsonSchema(op.params).properties)) {
        expect(schema.description, `${op.path} ${name}`).toBeTruthy()
      }
    }
  })
})
