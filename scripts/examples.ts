/**
 * Records the whole answer of every documented example that has a `result` into
 * src/operations/example-answers.json, which the registry attaches to the examples as `answer`:
 * the docs pages and the OpenAPI document show complete results, each checked against its
 * operation's result schema when recorded and again by the tests.
 *
 * Usage: npm run examples   (after changing an operation's result or examples)
 */
import { fileURLToPath } from 'node:url'
import { operations } from '../src/operations/index.ts'
import { makeApp, send } from '../test/helpers.ts'
import { answersFile, writeAnswers, type ExampleAnswers } from './example-answers.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

const app = await makeApp()
const answers: ExampleAnswers = {}
const failed: string[] = []
for (const op of operations) {
  const recorded: unknown[] = []
  for (const [i, example] of op.examples.entries()) {
    // Examples without a result (random or time-dependent output) and those that reach the
    // public internet document no fixed answer.
    if (example.result === undefined || example.network) { recorded.push(null); continue }
    const res = await send(app, op, { params: example.params, ...(example.files && { files: example.files }) })
    const body = res.json() as { ok: boolean; result?: unknown }
    if (res.statusCode !== 200 || !body.ok) failed.push(`${op.path} example ${i + 1}: ${res.statusCode} ${res.body.slice(0, 200)}`)
    recorded.push(body.result ?? null)
  }
  if (recorded.some((answer) => answer !== null)) answers[`${op.category}/${op.name}`] = recorded
}
await app.close()
if (failed.length > 0) {
  console.error(`examples that did not answer:\n${failed.join('\n')}`)
  process.exit(1)
}
writeAnswers(ROOT, answers)
const count = Object.values(answers).flat().filter((a) => a !== null).length
process.stdout.write(`recorded ${count} example answers of ${Object.keys(answers).length} operations in ${answersFile(ROOT)}\n`)
