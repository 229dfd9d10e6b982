import { appendFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkLayers, MAX_FILES_PER_FOLDER } from '../scripts/layers.ts'

const root = path.resolve(import.meta.dirname, '..')
const copies: string[] = []

/** A copy of src/ to break on purpose. */
function copyOfSource(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'devutils-layers-'))
  copies.push(dir)
  cpSync(path.join(root, 'src'), path.join(dir, 'src'), { recursive: true })
  return dir
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the shape of src/ (npm run lint checks it too)', () => {
  it('holds: imports point down, no cycle, no crowded folder', () => {
    expect(checkLayers(root)).toEqual([])
  })

  it('refuses an import against the layering', () => {
    const dir = copyOfSource()
    appendFileSync(path.join(dir, 'src/core/validate.ts'), "\nimport type { TaskPool } from '../workers/pool.ts'\n")
    appendFileSync(path.join(dir, 'src/lib/text/case.ts'), "\nimport type { Operation } from '../../core/operation.ts'\n")
    expect(checkLayers(dir)).toEqual([
      'core/validate.ts imports workers/pool.ts: core/ may import only from i18n',
      'lib/text/case.ts imports core/operation.ts: lib/ knows nothing of operations',
    ])
  })

  it('finds an import cycle, type imports included, and names its files', () => {
    const dir = copyOfSource()
    appendFileSync(path.join(dir, 'src/lib/text/case.ts'), "\nimport type { LineEnding } from './stats.ts'\n")
    appendFileSync(path.join(dir, 'src/lib/text/stats.ts'), "\nexport type { CaseMode } from './case.ts'\n")
    const problems = checkLayers(dir)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^import cycle: lib\/text\/case\.ts -> lib\/text\/stats\.ts -> lib\/text\/case\.ts/)
  })

  it('refuses a folder that grows past the limit, but not a category of operations', () => {
    const dir = copyOfSource()
    for (let i = 0; i <= MAX_FILES_PER_FOLDER; i++) writeFileSync(path.join(dir, `src/lib/text/extra-${i}.ts`), 'export {}\n')
    expect(checkLayers(dir)).toEqual([expect.stringMatching(/^src\/lib\/text\/ holds \d+ files/)])
    expect(checkLayers(root).some((problem) => problem.includes('operations/file'))).toBe(false)
  })
})
