/**
 * The devutils command as a user runs it: the real program (bin/devutils.mjs, the compiled build)
 * in a child process, its stdout, stderr, exit code and the files it writes.
 */
import { execFile, execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startService, type ServiceProcess } from './service-process.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const BIN = path.join(ROOT, 'bin', 'devutils.mjs')
const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'files')

interface Outcome { code: number; stdout: string; stderr: string }

/** Runs devutils with `args`, `input` on stdin (closed either way), in `cwd`. */
function devutils(args: readonly string[], options: { input?: string; stdinFile?: string; cwd?: string; env?: Record<string, string> } = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    // Only what the program needs: no DEVUTILS_URL or DATABASE_URL of the developer's shell leaks in.
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LANG: 'C.UTF-8', ...options.env }
    const child = execFile(process.execPath, [BIN, ...args], { cwd: options.cwd ?? ROOT, env, timeout: 60_000, maxBuffer: 64 << 20 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
      if (error && typeof error.code !== 'number') reject(error)
      else resolve({ code, stdout, stderr })
    })
    child.stdin!.end(options.stdinFile !== undefined ? readFileSync(options.stdinFile) : options.input ?? '')
  })
}

let work: string
beforeAll(async () => {
  // The program runs the compiled build: make it current (quick when nothing changed).
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs'), '--if-stale'], { cwd: ROOT, stdio: 'inherit' })
  work = mkdtempSync(path.join(tmpdir(), 'devutils-command-'))
}, 300_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('devutils', () => {
  it('prints its help and exits 0 with no arguments or --help, naming every subcommand, without starting a server', async () => {
    for (const args of [[], ['--help'], ['-h']]) {
      const out = await devutils(args)
      expect(out.code, out.stderr).toBe(0)
      for (const command of ['list', 'help', 'run', 'pipe', 'completion', 'serve', 'worker', 'mcp', 'admin']) expect(out.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'))
      expect(out.stdout).toContain('Exit codes: 0 success')
    }
    for (const command of ['run', 'pipe', 'list', 'serve', 'worker', 'completion']) {
      const out = await devutils([command, '--help'])
      expect(out.code, `${command}: ${out.stderr}`).toBe(0)
      expect(out.stdout).toContain(`Usage: devutils ${command}`)
    }
  })

  it('lists operations, by category and by words', async () => {
    const all = await devutils(['list'])
    expect(all.code).toBe(0)
    expect(all.stdout.trim().split('\n').length).toBeGreaterThan(250)
    expect(all.stdout).toMatch(/^number\/roman +\S/m)
    const numbers = await devutils(['list', 'number'])
    expect(numbers.stdout.trim().split('\n').every((line) => line.startsWith('number/'))).toBe(true)
    const found = await devutils(['list', '--search', 'roman numeral'])
    expect(found.stdout).toContain('number/roman')
    expect(found.stdout.trim().split('\n').length).toBeLessThan(5)
    const spanish = await devutils(['list', 'number', '--lang', 'es'])
    expect(spanish.stdout).toMatch(/^number\/roman +.*romanos/m)
    const wrong = await devutils(['list', 'numbers'])
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain('the categories: ')
  })

  it('describes an operation: parameters with types, bounds and defaults, result fields, examples as commands', async () => {
    const out = await devutils(['help', 'calc/bmi'])
    expect(out.code, out.stderr).toBe(0)
    expect(out.stdout).toContain('GET /api/v1/calc/bmi')
    expect(out.stdout).toMatch(/--height +number, required, 50–300\n +Height, in centimetres/)
    expect(out.stdout).toMatch(/^Result:\n(?: {2}.*\n)* {2}bmi +number +Body mass index/m)
    expect(out.stdout).toMatch(/^ {2}devutils run calc\/bmi --weight \d+/m)
    const spanish = await devutils(['help', 'calc/bmi'], { env: { LANG: 'es_ES.UTF-8' } })
    expect(spanish.stdout).toContain('Parámetros:')
  })

  it('runs an operation with its parameters as flags: compact JSON in a pipe, and --field alone, raw', async () => {
    const out = await devutils(['run', 'number/roman', '--value', '1994'])
    expect(out.code, out.stderr).toBe(0)
    expect(out.stdout).toBe('{"roman":"MCMXCIV","number":1994}\n')
    const field = await devutils(['run', 'number/roman', '--value=2024', '--field', 'roman'])
    expect(field.stdout).toBe('MMXXIV\n')
    // --url of web/dns would be its parameter; dev/hmac's --key is its own too.
    const hmac = await devutils(['run', 'dev/hmac', '--text', 'The quick brown fox jumps over the lazy dog', '--key', 'key', '--algo', 'sha256', '--field', 'hmac'])
    // The known answer Wikipedia's HMAC article gives for this text and key.
    expect(hmac.stdout.trim()).toBe('f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8')
  })

  it('takes the main text from an argument or from stdin', async () => {
    const piped = await devutils(['run', 'dev/json-format', '--indent', '4', '--field', 'output'], { input: '{"a":[1,2]}' })
    expect(piped.code, piped.stderr).toBe(0)
    expect(piped.stdout).toBe('{\n    "a": [\n        1,\n        2\n    ]\n}\n')
    const argument = await devutils(['run', 'dev/base64', 'hello', '--field', 'output'])
    expect(argument.stdout).toBe('aGVsbG8=\n')
  })

  it('converts two HEIC files into a folder, each named as the API names it', async () => {
    const inputs = path.join(work, 'heic')
    const out = path.join(work, 'out')
    rmSync(inputs, { recursive: true, force: true })
    execFileSync('mkdir', ['-p', inputs])
    copyFileSync(path.join(FIXTURES, 'photo.heic'), path.join(inputs, 'one.heic'))
    copyFileSync(path.join(FIXTURES, 'photo.heic'), path.join(inputs, 'two.heic'))
    const run = await devutils(['run', 'file/heic-to-jpg', 'one.heic', 'two.heic', '-o', out + '/'], { cwd: inputs })
    expect(run.code, run.stderr).toBe(0)
    expect(readdirSync(out).sort()).toEqual(['one.jpg', 'two.jpg'])
    for (const name of ['one.jpg', 'two.jpg']) {
      const bytes = readFileSync(path.join(out, name))
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    }
    expect(run.stdout.trim().split('\n')).toEqual([path.join(out, 'one.jpg'), path.join(out, 'two.jpg')])
    // Without -o, next to the input.
    const beside = await devutils(['run', 'file/heic-to-jpg', path.join(inputs, 'one.heic')])
    expect(beside.code, beside.stderr).toBe(0)
    expect(existsSync(path.join(inputs, 'one.jpg'))).toBe(true)
  })

  it('converts a folder several files at a time, tells the written files in the order given, and goes on past a refused one', async () => {
    const inputs = path.join(work, 'heic-folder')
    const out = path.join(work, 'heic-folder-out')
    rmSync(inputs, { recursive: true, force: true })
    rmSync(out, { recursive: true, force: true })
    execFileSync('mkdir', ['-p', inputs])
    const names = ['a.heic', 'b.heic', 'c.heic', 'd.heic', 'e.heic']
    for (const name of names) copyFileSync(path.join(FIXTURES, 'photo.heic'), path.join(inputs, name))
    writeFileSync(path.join(inputs, 'b.heic'), 'not a photo')
    const run = await devutils(['run', 'file/heic-to-jpg', ...names, '-o', out + '/'], { cwd: inputs })
    expect(run.code).toBe(2)
    expect(run.stdout.trim().split('\n')).toEqual(['a.jpg', 'c.jpg', 'd.jpg', 'e.jpg'].map((name) => path.join(out, name)))
    expect(run.stderr).toMatch(/^devutils: b\.heic: .+\n/)
    expect(readdirSync(out).sort()).toEqual(['a.jpg', 'c.jpg', 'd.jpg', 'e.jpg'])
  })

  it('starts from a code cache it makes on the first run, and runs the same when the cache is missing or damaged', async () => {
    const temporary = path.join(work, 'tmp-cache')
    rmSync(temporary, { recursive: true, force: true })
    execFileSync('mkdir', ['-p', temporary])
    const cacheDir = path.join(temporary, 'devutils-compile-cache')
    const env = { TMPDIR: temporary }
    // A file conversion hands work to a worker thread and loads libraries on first use: the paths
    // that a cached compilation must keep working.
    const convert = () => devutils(['run', 'file/heic-to-jpg', '-', '-o', path.join(temporary, 'out.jpg')], { env, stdinFile: path.join(FIXTURES, 'photo.heic') })
    // What an earlier build of this installation left, and another installation's cache.
    execFileSync('mkdir', ['-p', cacheDir])
    const installation = createHash('sha256').update(path.join(ROOT, 'dist', 'cli', 'devutils.cjs')).digest('hex').slice(0, 12)
    writeFileSync(path.join(cacheDir, `${installation}-000000000000.bin`), 'an earlier build')
    writeFileSync(path.join(cacheDir, '000000000000-000000000000.bin'), 'another installation')
    const first = await convert()
    expect(first.code, first.stderr).toBe(0)
    const [cache, ...others] = readdirSync(cacheDir).filter((name) => name.startsWith(installation))
    expect(others).toEqual([])
    expect(cache).toMatch(new RegExp(`^${installation}-[0-9a-f]{12}\\.bin$`))
    expect(cache).not.toBe(`${installation}-000000000000.bin`)
    expect(readdirSync(cacheDir)).toContain('000000000000-000000000000.bin')
    const made = statSync(path.join(cacheDir, cache!)).mtimeMs
    const second = await convert()
    expect(second.code, second.stderr).toBe(0)
    expect(second.stderr).toBe('')
    // Accepted, so not written again.
    expect(statSync(path.join(cacheDir, cache!)).mtimeMs).toBe(made)
    writeFileSync(path.join(cacheDir, cache!), 'not a cache')
    const damaged = await devutils(['run', 'number/roman', '--value', '1994'], { env })
    expect(damaged.code, damaged.stderr).toBe(0)
    expect(damaged.stdout).toBe('{"roman":"MCMXCIV","number":1994}\n')
    expect(readFileSync(path.join(cacheDir, cache!)).length).toBeGreaterThan(100_000)
    expect([...readFileSync(path.join(temporary, 'out.jpg')).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  })

  it('writes a pipeline\'s file answer into a folder given by -o, never over its input', async () => {
    const folder = path.join(work, 'pipe-files')
    rmSync(folder, { recursive: true, force: true })
    execFileSync('mkdir', ['-p', folder])
    copyFileSync(path.join(FIXTURES, 'photo.heic'), path.join(folder, 'photo.heic'))
    const out = path.join(folder, 'out')
    const run = await devutils(['pipe', 'file/heic-to-jpg quality=70', 'photo.heic', '-o', `${out}/`], { cwd: folder })
    expect(run.code, run.stderr).toBe(0)
    const written = readdirSync(out)
    expect(written).toHaveLength(1)
    expect(run.stdout.trim()).toBe(path.join(out, written[0]!))
    expect([...readFileSync(path.join(out, written[0]!)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  })

  it('runs a pipeline from text, with the input on stdin or --input', async () => {
    const out = await devutils(['pipe', 'text/case mode=upper | encode/base32', '--field', 'output'], { input: 'hello' })
    expect(out.code, out.stderr).toBe(0)
    // RFC 4648 base32 of "HELLO".
    expect(out.stdout).toBe('JBCUYTCP\n')
    const file = path.join(work, 'pipeline.json')
    writeFileSync(file, JSON.stringify({ steps: [{ op: 'text/case', params: { mode: 'upper' } }, { op: 'encode/base32' }] }))
    const fromFile = await devutils(['pipe', file, '--input', 'hello', '--field', 'output'])
    expect(fromFile.stdout).toBe('JBCUYTCP\n')
    const bad = await devutils(['pipe', 'text/case mode=upper | encode/nothing', '--input', 'x'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain('encode/nothing')
  })

  it('exits 2 for bad usage, an unknown operation or an invalid parameter, saying what to change', async () => {
    const unknown = await devutils(['run', 'number/romn', '--value', '1'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('did you mean number/roman?')
    const elsewhere = await devutils(['run', 'encode/base64', 'hello'])
    expect(elsewhere.stderr).toContain('did you mean dev/base64')
    const invalid = await devutils(['run', 'number/roman', '--value', 'abc'])
    expect(invalid.code).toBe(2)
    expect(invalid.stderr).toBe('devutils: "abc" is not a valid Roman numeral; use standard form such as MCMXCIV (I, V, X, L, C, D, M)\n')
    expect(invalid.stdout).toBe('')
    const flag = await devutils(['run', 'number/roman', '--valeu', '1'])
    expect(flag.code).toBe(2)
    expect(flag.stderr).toContain('has no parameter --valeu; its parameters: --value')
    const spanish = await devutils(['--lang', 'es', 'run', 'calc/bmi', '--weight', '70', '--height', '0'])
    expect(spanish.code).toBe(2)
    expect(spanish.stderr).toContain('height debe ser')
    const command = await devutils(['frobnicate'])
    expect(command.code).toBe(2)
    expect(command.stderr).not.toMatch(/\n\s+at /)
  })

  it('exits 4 when the work runs out of time, and 1 for anything else, with no stack trace unless --debug', async () => {
    const slow = await devutils(['run', 'dev/bcrypt', '--text', 'secret', '--cost', '15'], { env: { HASH_TIMEOUT_MS: '100' } })
    expect(slow.code, slow.stderr).toBe(4)
    expect(slow.stderr).toContain('time budget of 100 ms')
    const unreachable = await devutils(['--url', 'http://127.0.0.1:9', 'run', 'number/roman', '--value', '1'])
    expect(unreachable.code).toBe(1)
    expect(unreachable.stderr).not.toMatch(/\n\s+at /)
    const debug = await devutils(['--url', 'http://127.0.0.1:9', '--debug', 'run', 'number/roman', '--value', '1'])
    expect(debug.code).toBe(1)
    expect(debug.stderr).toMatch(/\n\s+at /)
  })

  it('prints a bash completion that completes subcommands, operations, then their flags', async () => {
    const out = await devutils(['completion', 'bash'])
    expect(out.code, out.stderr).toBe(0)
    const script = path.join(work, 'devutils.bash')
    writeFileSync(script, out.stdout)
    const complete = (...words: string[]) => execFileSync('bash', ['-c', `source ${script}; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _devutils; printf '%s\\n' "\${COMPREPLY[@]}"`], { encoding: 'utf8' }).trim().split('\n')
    expect(complete('devutils', 'ru')).toEqual(['run'])
    expect(complete('devutils', 'run', 'number/ro')).toEqual(['number/roman'])
    expect(complete('devutils', 'run', 'calc/bmi', '--we')).toEqual(['--weight'])
    for (const shell of ['zsh', 'fish']) {
      const other = await devutils(['completion', shell])
      expect(other.code).toBe(0)
      expect(other.stdout).toContain('number/roman')
    }
  })
})

describe('devutils against a server (--url, --key)', () => {
  let service: ServiceProcess
  let key: string
  const database = () => `sqlite:${path.join(work, 'server.db')}`
  beforeAll(async () => {
    const created = await devutils(['admin', 'create-account', 'cli@example.com', '--plan', 'custom', '--limit', '2'], { env: { DATABASE_URL: database() } })
    expect(created.code, created.stderr).toBe(0)
    key = (JSON.parse(created.stdout) as { key: string }).key
    service = await startService({ DATABASE_URL: database(), QUOTAS: 'true' })
  }, 120_000)
  afterAll(async () => {
    service?.child.kill('SIGTERM')
    await service?.exited
  })

  it('sends the work to the server with the key, and exits 3 once the allowance is used up', async () => {
    const url = `http://127.0.0.1:${service.port}`
    for (let i = 0; i < 2; i++) {
      const out = await devutils(['run', 'number/roman', '--value', '1994'], { env: { DEVUTILS_URL: url, DEVUTILS_KEY: key } })
      expect(out.code, out.stderr).toBe(0)
      expect(JSON.parse(out.stdout)).toEqual({ roman: 'MCMXCIV', number: 1994 })
    }
    const spent = await devutils(['--url', url, '--key', key, 'run', 'number/roman', '--value', '1994'])
    expect(spent.code, spent.stderr).toBe(3)
    expect(spent.stderr).toContain('allowance')
    const wrongKey = await devutils(['--url', url, '--key', 'du_wrong', 'run', 'number/roman', '--value', '1994'])
    expect(wrongKey.code).toBe(1)
  })
})

describe('devutils serve', () => {
  let service: ServiceProcess | undefined
  afterAll(() => { service?.child.kill('SIGKILL') })

  it('serves from the compiled program what the sources serve: API in every language, site, docs, accounts with cookies, uploads, MCP', async () => {
    service = await startService({ QUOTAS: 'true' }, { compiled: true })
    const base = `http://127.0.0.1:${service.port}`
    const spanish = await fetch(`${base}/es/api/v1/number/roman`)
    expect(spanish.status).toBe(422)
    expect(((await spanish.json()) as { error: string }).error).toBe('value es obligatorio')
    for (const page of ['/en/', '/es/docs', '/docs', '/openapi.json', '/en/docs/number/roman']) {
      expect((await fetch(base + page)).status, page).toBe(200)
    }
    // Sessions are cookies: signing up sets one, and the account answers to it.
    const signup = await fetch(`${base}/api/v1/account/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'serve@example.com', password: 'correct horse battery' }) })
    expect(signup.status, await signup.clone().text()).toBeLessThan(300)
    const { result: { key } } = (await signup.json()) as { result: { key: string } }
    const cookie = signup.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ')
    expect(cookie).not.toBe('')
    expect((await fetch(`${base}/api/v1/account`, { headers: { cookie } })).status).toBe(200)
    const keyed = await fetch(`${base}/api/v1/number/roman?value=1994`, { headers: { 'x-api-key': key } })
    expect(((await keyed.json()) as { result: { roman: string } }).result.roman).toBe('MCMXCIV')
    // A file through multipart, converted in a worker thread.
    const form = new FormData()
    form.append('files[]', new Blob([readFileSync(path.join(FIXTURES, 'photo.heic'))]), 'photo.heic')
    const converted = await fetch(`${base}/api/v1/file/heic-to-jpg`, { method: 'POST', headers: { 'x-api-key': key }, body: form })
    expect(converted.status).toBe(200)
    expect([...new Uint8Array(await converted.arrayBuffer()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
    // Two files answer one ZIP (fflate is in the bundle).
    const two = new FormData()
    for (const name of ['a.heic', 'b.heic']) two.append('files[]', new Blob([readFileSync(path.join(FIXTURES, 'photo.heic'))]), name)
    const zipped = await fetch(`${base}/api/v1/file/heic-to-jpg`, { method: 'POST', headers: { 'x-api-key': key }, body: two })
    expect(zipped.headers.get('content-type')).toBe('application/zip')
    expect([...new Uint8Array(await zipped.arrayBuffer()).subarray(0, 2)]).toEqual([0x50, 0x4b])
    // A signature in the handwriting font the package ships (read from assets/fonts).
    const pdf = new FormData()
    pdf.append('files[]', new Blob([readFileSync(path.join(FIXTURES, 'letter.pdf'))]), 'letter.pdf')
    pdf.append('text', 'Ada Lovelace')
    const signed = await fetch(`${base}/api/v1/file/sign-pdf`, { method: 'POST', headers: { 'x-api-key': key }, body: pdf })
    expect(signed.status, signed.status === 200 ? '' : await signed.text()).toBe(200)
    expect(Buffer.from(await signed.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
    expect((await fetch(`${base}/assets/app.css`)).status).toBe(200)
    const mcp = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'test', version: '1' } } }),
    })
    expect(mcp.status).toBe(200)
    expect(await mcp.text()).toContain('"serverInfo"')
  }, 120_000)
})

describe('the package', () => {
  it('installs from npm pack in an empty folder and runs npx devutils run number/roman --value 1994', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'devutils-pack-'))
    try {
      const tarball = execFileSync('npm', ['pack', '--pack-destination', folder, '--ignore-scripts', '--silent'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n').at(-1)!
      const app = path.join(folder, 'app')
      execFileSync('mkdir', ['-p', app])
      writeFileSync(path.join(app, 'package.json'), '{"name":"try-devutils","private":true}')
      // From the cache npm ci filled: the same packages the lock file names.
      execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--silent', path.join(folder, tarball)], { cwd: app, stdio: 'inherit', timeout: 600_000 })
      const out = await new Promise<Outcome>((resolve) => {
        const child = spawn('npx', ['devutils', 'run', 'number/roman', '--value', '1994'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] })
        let stdout = ''
        let stderr = ''
        child.stdout.on('data', (chunk: Buffer) => { stdout += chunk.toString() })
        child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString() })
        child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }))
      })
      expect(out.code, out.stderr).toBe(0)
      expect(out.stdout).toBe('{"roman":"MCMXCIV","number":1994}\n')
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 900_000)
})
