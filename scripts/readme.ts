/** Rewrites the README's list of operations from the registry: npm run readme. */
import { readFileSync, writeFileSync } from 'node:fs'
import { withOperationsList } from '../src/core/operation-list.ts'
import { operations } from '../src/operations/index.ts'

const path = new URL('../README.md', import.meta.url)
writeFileSync(path, withOperationsList(readFileSync(path, 'utf8'), operations))
process.stdout.write(`README lists ${operations.length} operations\n`)
