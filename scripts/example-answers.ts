/**
 * src/operations/example-answers.json: each documented example's whole answer, by operation
 * (category/name) and example position, null for an example without a fixed one. Written by
 * `npm run examples`, and by `npm run new-op` for the example of the operation it scaffolds.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export type ExampleAnswers = Record<string, unknown[]>

export const answersFile = (root: string) => path.join(root, 'src/operations/example-answers.json')

export function readAnswers(root: string): ExampleAnswers {
  return JSON.parse(readFileSync(answersFile(root), 'utf8')) as ExampleAnswers
}

/** One operation per line: a change shows in a diff as the operations it touched. */
export function writeAnswers(root: string, answers: ExampleAnswers): void {
  const lines = Object.entries(answers).map(([key, recorded]) => `  ${JSON.stringify(key)}: ${JSON.stringify(recorded)}`)
  writeFileSync(answersFile(root), `{\n${lines.join(',\n')}\n}\n`)
}
