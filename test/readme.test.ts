import { existsSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { withOperationsList } from '../src/core/operation-list.ts'
import { operations } from '../src/operations/index.ts'
import { fixture, makeApp, upload } from './helpers.ts'

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const engines = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }).engines.node

it('the README lists every operation of the registry (npm run readme rewrites it)', () => {
  expect(readme).toBe(withOperationsList(readme, operations))
  for (const op of operations) expect(readme).toContain(`\`${op.method} ${op.path}\``)
})

it('says which Node.js versions it runs on, as package.json\'s engines do, and how to change the port and drop quotas', () => {
  // engines such as "^20.19.0 || ^22.13.0 || >=24": the README names each major line with its
  // lowest version, "20 (20.19 or newer)", and an open-ended one as "24 and later".
  const lines = engines.split('||').map((range) => {
    const caret = /\^(\d+)\.(\d+)\.\d+/.exec(range)
    if (caret) return `${caret[1]} (${caret[1]}.${caret[2]} or newer)`
    const open = /^\s*>=\s*(\d+)\s*$/.exec(range)
    if (open) return `${open[1]} and later`
    throw new Error(`a range of engines.node the README test does not read: ${range}`)
  })
  for (const text of [...lines, 'PORT=8788 npm start', 'QUOTAS=false npm start']) {
    expect(readme.includes(text), `the README says "${text}"`).toBe(true)
  }
})

/** The curl commands of the README's sh blocks that upload files, continuation lines joined. */
function fileExamples(): string[] {
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.replace(/\\\n\s*/g, ' '))
  return blocks.flatMap((b) => b.split('\n')).filter((line) => line.startsWith('curl ') && line.includes("files[]=@"))
}

describe('README file examples, as a first-time user runs them', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp() })
  afterAll(async () => { await app.close() })

  it('each one that saves the answer fails on an error answer instead of saving it silently as a success', () => {
    const saving = fileExamples().filter((c) => /\s-(?:OJ|JO|O|o)\b/.test(c))
    expect(saving.length).toBeGreaterThan(0)
    for (const command of saving) expect(command, command).toMatch(/--fail-with-body|\s--fail\s|\s-f\s/)
  })

  // curl -J refuses to overwrite a file ("File exists", exit 23), and -o would replace the upload:
  // the saved name must differ from every file the command uploads.
  it.each(fileExamples().map((c) => [c.slice(0, 110), c] as const))('%s: saves under a name none of its uploads has', async (_short, command) => {
    const uploads = [...command.matchAll(/files\[\]=@([^'"\s]+)/g)].map((m) => m[1]!)
    const output = /\s-o\s+(\S+)/.exec(command)?.[1]
    if (output !== undefined) {
      expect(uploads).not.toContain(output)
      return
    }
    if (!/\s-(?:OJ|JO)\b/.test(command)) return
    const path = /http:\/\/localhost:\d+(\/api\/v1\/\S+)/.exec(command)![1]!
    const fields = Object.fromEntries([...command.matchAll(/-F '?(\w+)=([^@'\s][^'\s]*)'?/g)].map((m) => [m[1]!, m[2]!]))
    // Each upload is a fixture of the same type, sent under the name the README gives it.
    const files = uploads.map((name) => {
      const sample = existsSync(new URL(`./fixtures/files/${name}`, import.meta.url)) ? name : `photo${name.slice(name.lastIndexOf('.'))}`
      return { name, bytes: fixture(sample) }
    })
    const res = await upload(app, path, files, fields)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const saved = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1]
    expect(saved).toBeDefined()
    expect(uploads).not.toContain(saved)
  })
})
