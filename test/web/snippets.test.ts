/**
 * The code samples of the operation pages, as a reader copies them from a page served at some
 * address: they call that address with the X-API-Key header, and the curl, Python and Go ones
 * do what they say when run against the service.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile, execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import sharp from 'sharp'
import type { FastifyInstance } from 'fastify'
import { canRun, makeApp } from '../helpers.ts'
import { snippetsOf } from './page-checks.ts'
import type { Operation } from '../../src/core/operation.ts'
import { operations } from '../../src/operations/index.ts'
import { API_KEY_PLACEHOLDER, exampleRequest, snippets } from '../../src/web/snippets.ts'

const run = promisify(execFile)

/** A GET with a query, a POST with a JSON body, and an upload that answers a file. */
const SAMPLED = ['number/roman', 'text/slugify', 'file/image-resize'] as const
const SAMPLE_IDS = ['curl', 'fetch', 'sdk', 'python', 'go', 'php']

const opNamed = (name: string): Operation => operations.find((op) => `${op.category}/${op.name}` === name)!

function works(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const hasCurl = canRun('the curl samples', works('curl', ['--version']) ? undefined : 'curl is not installed')
const hasRequests = canRun('the Python samples', works('python3', ['-c', 'import requests']) ? undefined : "python3 with requests is not installed (python3 -c 'import requests')")
// Go is not installed in CI (too large for its time), so its samples run where a developer has it.
const hasGo = works('go', ['version'])
if (!hasGo) console.warn('skipping the Go samples: go is not on PATH')
// Nor PHP: its samples run where php with the curl extension is installed.
const hasPhp = works('php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);'])
if (!hasPhp) console.warn('skipping the PHP samples: php with the curl extension is not on PATH')

/** A directory holding the example's sample files, which the samples upload by name. */
function workDir(op: Operation): string {
  const dir = mkdtempSync(join(tmpdir(), 'devutils-sample-'))
  for (const name of op.examples[0]?.files ?? []) copyFileSync(new URL(`../fixtures/files/${name}`, import.meta.url), join(dir, name))
  return dir
}

describe('operation page samples', () => {
  let app: FastifyInstance
  let base: string
  let key: string
  const pages = new Map<string, Record<string, string>>()
  const dirs: string[] = []

  beforeAll(async () => {
    // Quotas on, so that an answer says whose allowance it counted against.
    app = await makeApp({ QUOTAS: 'true' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const address = app.server.address()
    if (address === null || typeof address === 'string') throw new Error('not listening on a port')
    base = `http://127.0.0.1:${address.port}`
    const signup = await fetch(`${base}/api/v1/account/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'samples@example.com', password: 'correct horse battery' }),
    })
    expect(signup.status).toBe(201)
    key = ((await signup.json()) as { result: { key: string } }).result.key
    for (const name of SAMPLED) {
      const page = await fetch(`${base}/en/docs/${name}`)
      expect(page.status).toBe(200)
      pages.set(name, snippetsOf(await page.text()))
    }
  })
  afterAll(async () => {
    await app?.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  /** The sample as the reader runs it: their key in place of the placeholder. */
  const sample = (name: string, id: string): string => pages.get(name)![id]!.replaceAll(API_KEY_PLACEHOLDER, key)
  const dirFor = (op: Operation): string => {
    const dir = workDir(op)
    dirs.push(dir)
    return dir
  }

  /** What a sample printed or saved is the example's answer, counted against the key's plan. */
  async function expectAnswer(op: Operation, dir: string, stdout: string, what: string): Promise<void> {
    const download = exampleRequest(op, 'en', base).download
    if (download) {
      const saved = join(dir, download.saveAs)
      expect(existsSync(saved), `${what} saves ${download.saveAs}`).toBe(true)
      const meta = await sharp(readFileSync(saved)).metadata()
      expect(meta.format, what).toBe('jpeg')
      expect(meta.width, what).toBe(op.examples[0]!.params.width)
      return
    }
    const answer = JSON.parse(stdout) as { ok: boolean; result: unknown; quota: { tier: string; plan: string } }
    expect(answer.ok, `${what}: ${stdout}`).toBe(true)
    const example = op.examples[0]!
    if (example.answer !== undefined) expect(answer.result, what).toEqual(example.answer)
    else expect(answer.result, what).toMatchObject(example.result as object)
    // Sent with the key: counted against its plan, not the anonymous allowance of the address.
    expect(answer.quota.plan, what).toBe('free')
  }

  it('show every sample with the address the page was requested at and the X-API-Key header', async () => {
    for (const name of SAMPLED) {
      const samples = pages.get(name)!
      expect(Object.keys(samples), name).toEqual(SAMPLE_IDS)
      for (const [id, code] of Object.entries(samples)) {
        expect(code, `${name} ${id}`).toContain(`${base}`)
        expect(code, `${name} ${id}`).not.toContain('localhost')
        expect(code, `${name} ${id}`).toContain(id === 'sdk' ? `apiKey: '${API_KEY_PLACEHOLDER}'` : 'X-API-Key')
        expect(code, `${name} ${id}`).toContain(API_KEY_PLACEHOLDER)
      }
    }
    // The home page's first call too, without the key and then with it.
    const home = await (await fetch(`${base}/en/`)).text()
    expect(home).toContain(`curl &#39;${base}/en/api/v1/number/roman?value=1994&#39;`)
    expect(home).toContain(`curl -H &#39;X-API-Key: ${API_KEY_PLACEHOLDER}&#39; &#39;${base}/en/api/v1/number/roman?value=1994&#39;`)
  })

  it('build every sample from the same request', () => {
    const op = opNamed('file/image-resize')
    const [curl, fetchCode, sdk, python, go, php] = snippets(op, 'es', 'https://tools.example.org').map((s) => s.code)
    const url = 'https://tools.example.org/es/api/v1/file/image-resize'
    for (const code of [curl, fetchCode, python, go, php]) expect(code).toContain(url)
    expect(sdk).toContain("createClient({ baseUrl: 'https://tools.example.org', apiKey: 'YOUR_API_KEY', language: 'es' })")
    expect(sdk).toContain("devutils.file.imageResize({ files: 'photo.jpg', width: 200 })")
    for (const code of [curl, python, go, php, sdk]) expect(code).toContain('result.jpg')
    expect(php).toContain("'files[]' => new CURLFile('photo.jpg'), 'width' => '200'")
    // Query values typed for the SDK as the operation declares them.
    const roman = snippets(opNamed('number/roman'), 'en', 'http://127.0.0.1:8787').find((s) => s.id === 'sdk')!.code
    expect(roman).toContain("devutils.number.roman({ value: '1994' })")
  })

  it('follow PUBLIC_URL when it is set, and the request address past the pages kept per address', async () => {
    const configured = await makeApp({ PUBLIC_URL: 'https://devutils.example.org' })
    try {
      const page = await configured.inject({ url: '/en/docs/number/roman', headers: { host: '127.0.0.1:9000' } })
      expect(snippetsOf(page.body).go).toContain('"https://devutils.example.org/en/api/v1/number/roman?"+query.Encode()')
    } finally {
      await configured.close()
    }
    // More addresses than are kept: each still gets its own, rendered for it.
    for (let i = 1; i <= 6; i++) {
      const page = await app.inject({ url: '/en/docs/text/slugify', headers: { host: `host${i}.example.com:8080` } })
      expect(snippetsOf(page.body).curl).toContain(`http://host${i}.example.com:8080/en/api/v1/text/slugify`)
    }
  })

  it('call the SDK, for every operation, as its types allow', async () => {
    // Next to the SDK's sources, which the samples import in place of the published package.
    const dir = mkdtempSync(fileURLToPath(new URL('../../sdk/.samples-', import.meta.url)))
    try {
      for (const op of operations) {
        const code = snippets(op, 'en', base).find((s) => s.id === 'sdk')!.code
        expect(code, op.operationId).toContain("from '@devutils/sdk'")
        writeFileSync(join(dir, `${op.operationId}.mts`), `${code.replace("from '@devutils/sdk'", "from '../src/index.js'")}\n`)
      }
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.json', include: ['*.mts', '../src'] }))
      const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url))
      const result = await run(process.execPath, [tsc, '-p', dir]).catch((error: { stdout: string }) => error)
      expect(result.stdout).toBe('')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)

  it.skipIf(!hasCurl)('run as curl commands against the service', async () => {
    for (const name of SAMPLED) {
      const op = opNamed(name)
      const dir = dirFor(op)
      const { stdout } = await run('bash', ['-c', sample(name, 'curl')], { cwd: dir })
      await expectAnswer(op, dir, stdout, `curl ${name}`)
    }
  })

  it.skipIf(!hasRequests)('run as Python programs against the service', async () => {
    // print shows a dict as Python writes it; here it writes JSON, for the test to read.
    const harness = 'import builtins, json, sys\nexec(open(sys.argv[1]).read(), {"print": lambda value: builtins.print(json.dumps(value))})'
    for (const name of SAMPLED) {
      const op = opNamed(name)
      const dir = dirFor(op)
      writeFileSync(join(dir, 'sample.py'), sample(name, 'python'))
      // Not execFileSync: the service answering the sample runs in this process.
      const { stdout } = await run('python3', ['-c', harness, 'sample.py'], { cwd: dir })
      await expectAnswer(op, dir, stdout, `python ${name}`)
    }
  })

  it.skipIf(!hasGo)('run as Go programs against the service, formatted as gofmt writes them', async () => {
    for (const name of SAMPLED) {
      const op = opNamed(name)
      const dir = dirFor(op)
      writeFileSync(join(dir, 'main.go'), `${sample(name, 'go')}\n`)
      expect((await run('gofmt', ['-l', 'main.go'], { cwd: dir })).stdout, `gofmt ${name}`).toBe('')
      const { stdout } = await run('go', ['run', 'main.go'], { cwd: dir, env: { ...process.env, GO111MODULE: 'off' } })
      await expectAnswer(op, dir, stdout, `go ${name}`)
    }
  }, 180_000)

  it.skipIf(!hasPhp)('run as PHP programs against the service', async () => {
    for (const name of SAMPLED) {
      const op = opNamed(name)
      const dir = dirFor(op)
      writeFileSync(join(dir, 'sample.php'), sample(name, 'php'))
      const { stdout } = await run('php', ['sample.php'], { cwd: dir })
      await expectAnswer(op, dir, stdout, `php ${name}`)
    }
  })
})
