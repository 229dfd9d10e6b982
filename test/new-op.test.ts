import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, unlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// npm run new-op -- text/example-op, in a copy of the repository: the operation it writes must pass
// the type checker, ESLint, the registry and text tests and its own example with no other edit,
// and every refusal must change nothing.
const repo = path.resolve(import.meta.dirname, '..')
const COPIED = ['src', 'scripts', 'test', 'assets', 'bench', 'sdk', 'package.json', 'tsconfig.json', 'eslint.config.js', 'vitest.config.ts']
const FILE = 'src/operations/text/example-op.ts'
const INDEX = 'src/operations/text/index.ts'
const SLOW = 180_000

let copy = ''
let indexBefore = ''
let textFilesBefore: string[] = []

/** The environment of a command of its own, not of a test inside this run. */
function childEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(VITEST|npm_)/i.test(key)))
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0', npm_config_update_notifier: 'false' }
}

function run(command: string, args: readonly string[]) {
  const res = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: childEnv(), timeout: SLOW - 10_000 })
  if (res.error) throw res.error
  return { status: res.status, stdout: res.stdout, stderr: res.stderr }
}

const newOp = (target: string) => run('npm', ['run', '--silent', 'new-op', '--', target])
const textFiles = () => readdirSync(path.join(copy, 'src/operations/text')).sort()
const read = (file: string) => readFileSync(path.join(copy, file), 'utf8')

/** Runs test files in the copy; the JSON report, so a filter that matches nothing cannot pass for a success. */
function vitest(args: readonly string[]) {
  const report = path.join(copy, `report-${Date.now()}.json`)
  const res = run('npx', ['vitest', 'run', ...args, '--reporter=json', `--outputFile=${report}`])
  expect(existsSync(report), res.stdout + res.stderr).toBe(true)
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numFailedTests: number
    testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[]
  }
  const passed = json.testResults.flatMap((file) => file.assertionResults.filter((a) => a.status === 'passed').map((a) => a.fullName))
  const failed = json.testResults.flatMap((file) => file.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName))
  return { status: res.status, passed, failed, files: json.testResults.map((file) => path.relative(copy, file.name)), output: res.stdout + res.stderr }
}

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'devutils-new-op-'))
  for (const entry of COPIED) {
    if (existsSync(path.join(repo, entry))) cpSync(path.join(repo, entry), path.join(copy, entry), { recursive: true })
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir')
  indexBefore = read(INDEX)
  textFilesBefore = textFiles()
})

afterAll(() => {
  if (copy === '') return
  // The link first, so that removing the copy can never reach the real node_modules.
  if (existsSync(path.join(copy, 'node_modules'))) unlinkSync(path.join(copy, 'node_modules'))
  rmSync(copy, { recursive: true, force: true })
})

describe('npm run new-op', () => {
  it.each([
    ['an unknown category', 'nope/example-op', /unknown category "nope"/],
    ['a name that is not kebab-case', 'text/Example_Op', /"Example_Op" is not kebab-case/],
    ['an operation that already exists', 'text/word-count', /src\/operations\/text\/word-count\.ts already exists/],
    ['a target without a category', 'example-op', /<category>\/<name>/],
  ])('refuses %s with one line and exit code 1, changing nothing', (_what, target, message) => {
    const res = newOp(target)
    expect(res.status, res.stdout + res.stderr).toBe(1)
    expect(res.stdout).toBe('')
    expect(res.stderr.trimEnd().split('\n')).toHaveLength(1)
    expect(res.stderr).toMatch(message)
    expect(read(INDEX)).toBe(indexBefore)
    expect(textFiles()).toEqual(textFilesBefore)
    expect(existsSync(path.join(copy, 'src/operations/nope'))).toBe(false)
  }, SLOW)

  it('writes text/example-op, registers it last in the text index and says what to do next', () => {
    const res = newOp('text/example-op')
    expect(res.status, res.stdout + res.stderr).toBe(0)
    expect(res.stdout).toContain(FILE)
    expect(res.stdout).toContain('npm run lint')
    expect(res.stdout).toContain('npx vitest run test/examples.test.ts test/registry.test.ts test/results.test.ts test/web/operation-text.test.ts')
    expect(textFiles()).toEqual([...textFilesBefore, 'example-op.ts'].sort())

    // The index changes by exactly two lines: the import after the last one, the entry at the end.
    const lines = indexBefore.split('\n')
    const lastImport = lines.findLastIndex((line) => line.startsWith('import '))
    const close = lines.lastIndexOf(']')
    const expected = [
      ...lines.slice(0, lastImport + 1), "import exampleOp from './example-op.ts'",
      ...lines.slice(lastImport + 1, close), '  exampleOp,', ...lines.slice(close),
    ]
    expect(read(INDEX)).toBe(expected.join('\n'))

    const again = newOp('text/example-op')
    expect(again.status).toBe(1)
    expect(again.stderr).toMatch(/already exists/)
    expect(read(INDEX)).toBe(expected.join('\n'))
  }, SLOW)

  it('writes an operation the type checker accepts, Spanish texts included', () => {
    expect(existsSync(path.join(copy, FILE))).toBe(true)
    // The whole tree, as npm run lint checks it: the copy had no error before the scaffold ran.
    const res = run('npx', ['tsc', '--noEmit', '--pretty', 'false'])
    expect(res.status, res.stdout + res.stderr).toBe(0)
  }, SLOW)

  it('writes files ESLint accepts', () => {
    const res = run('npx', ['eslint', FILE, INDEX])
    expect(res.status, res.stdout + res.stderr).toBe(0)
  }, SLOW)

  it('passes the registry, result and operation text tests', () => {
    const res = vitest(['test/registry.test.ts', 'test/results.test.ts', 'test/web/operation-text.test.ts'])
    expect(res.failed, res.output).toEqual([])
    expect(res.status, res.output).toBe(0)
    expect(res.files.sort()).toEqual(['test/registry.test.ts', 'test/results.test.ts', 'test/web/operation-text.test.ts'])
    expect(res.passed).toContain('operation registry registers every operation file, and only those')
  }, SLOW)

  it('runs its example through the HTTP app, with the result it documents and the whole answer it records', () => {
    const res = vitest(['test/examples.test.ts', '-t', 'textExampleOp examples|recorded example answers'])
    expect(res.failed, res.output).toEqual([])
    expect(res.status, res.output).toBe(0)
    expect(res.passed).toContain('textExampleOp examples example 1')
    expect(res.passed).toContain('recorded example answers hold the whole answer of every example that has a result, and nothing else')
    expect(res.passed).toContain('recorded example answers /api/v1/text/example-op: each answer is exactly what its result schema declares and holds what its example expects')
  }, SLOW)
})
