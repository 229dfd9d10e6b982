import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { withOperationsList } from '../src/core/operation-list.ts'
import { operations } from '../src/operations/index.ts'

it('the README lists every operation of the registry (npm run readme rewrites it)', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
  expect(readme).toBe(withOperationsList(readme, operations))
  for (const op of operations) expect(readme).toContain(`\`${op.method} ${op.path}\``)
})
