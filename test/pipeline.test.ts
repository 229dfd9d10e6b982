import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { canRun, expectRefusal, fixture, makeApp, upload } from './helpers.ts'

interface Answer { ok: boolean; result?: unknown; steps?: { op: string; ms: number; fused?: boolean }[]; quota?: { remaining: number }; code?: string; error?: string; step?: number }

const pipeline = (app: FastifyInstance, body: unknown, { lang = '', headers = {} }: { lang?: string; headers?: Record<string, string> } = {}) =>
  app.inject({ method: 'POST', url: `${lang}/api/v1/pipeline`, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) })

const ok = (res: Awaited<ReturnType<typeof pipeline>>): Answer => {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return res.json<Answer>()
}

// The example token of RFC 7519 section 3.1's style, as jwt.io shows it: HS256, {"sub": "1234567890", "name": "John Doe", "iat": 1516239022}.
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'

/** Width, height and chunk names of a WebP file, read from its RIFF container by hand. */
function readWebp(bytes: Buffer): { width: number; height: number; chunks: string[] } {
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF')
  expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP')
  const chunks: string[] = []
  let width = 0
  let height = 0
  for (let at = 12; at + 8 <= bytes.length;) {
    const name = bytes.subarray(at, at + 4).toString('latin1')
    const size = bytes.readUInt32LE(at + 4)
    const body = bytes.subarray(at + 8, at + 8 + size)
    chunks.push(name)
    if (name === 'VP8X') {
      width = 1 + body.readUIntLE(4, 3)
      height = 1 + body.readUIntLE(7, 3)
    } else if (name === 'VP8 ' && width === 0) {
      width = body.readUInt16LE(6) & 0x3fff
      height = body.readUInt16LE(8) & 0x3fff
    } else if (name === 'VP8L' && width === 0) {
      const bits = body.readUInt32LE(1)
      width = (bits & 0x3fff) + 1
      height = ((bits >> 14) & 0x3fff) + 1
    }
    at += 8 + size + (size % 2)
  }
  return { width, height, chunks }
}

describe('POST /api/v1/pipeline', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp() })
  afterAll(async () => { await app.close() })

  it('chains text steps: each step\'s output is the next one\'s text', async () => {
    // RFC 4648 section 10: BASE32("foobar") = "MZXW6YTBOI======".
    const answer = ok(await pipeline(app, {
      input: 'RABOOF',
      steps: [{ op: 'text/case', params: { mode: 'lower' } }, { op: 'text/reverse' }, { op: 'encode/base32' }],
    }))
    expect(answer.result).toMatchObject({ output: 'MZXW6YTBOI======' })
    expect(answer.steps!.map((s) => s.op)).toEqual(['text/case', 'text/reverse', 'encode/base32'])
    for (const step of answer.steps!) expect(step.ms).toBeGreaterThanOrEqual(0)
  })

  it('chains JSON: a JWT\'s payload, formatted', async () => {
    const answer = ok(await pipeline(app, { input: JWT, steps: [{ op: 'dev/jwt-decode' }, { op: 'dev/json-format', params: { indent: 2 } }] }))
    expect(answer.result).toMatchObject({ output: JSON.stringify({ sub: '1234567890', name: 'John Doe', iat: 1516239022 }, null, 2) })
  })

  it('takes a field of an earlier step\'s result by reference', async () => {
    const answer = ok(await pipeline(app, {
      input: JWT,
      steps: [
        { op: 'dev/jwt-decode' },
        { op: 'text/case', params: { mode: 'upper' }, input: '$1.result.payload.name' },
        { op: 'encode/hex', input: '$1.result.payload.sub' },
        { op: 'text/reverse', input: '$2' },
      ],
      return: 'all',
    }))
    const results = answer.result as [unknown, { output: string }, { output: string }, { output: string }]
    expect(results[1].output).toBe('JOHN DOE')
    expect(results[2].output).toBe(Buffer.from('1234567890').toString('hex'))
    expect(results[3].output).toBe('EOD NHOJ')
  })

  it('reads the steps as JSON text from a form, as curl -d or -F sends them', async () => {
    const form = new URLSearchParams({ input: 'RABOOF', steps: JSON.stringify([{ op: 'text/case', params: { mode: 'lower' } }, { op: 'text/reverse' }]) })
    const res = await app.inject({ method: 'POST', url: '/api/v1/pipeline', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() })
    expect(ok(res).result).toMatchObject({ output: 'foobar' })
    const multipart = await upload(app, 'pipeline', [], { input: 'RABOOF', steps: JSON.stringify([{ op: 'text/case', params: { mode: 'lower' } }]) })
    expect(ok(multipart).result).toMatchObject({ output: 'raboof' })
    expectRefusal(await upload(app, 'pipeline', [], { input: 'x', steps: '[{"op": ' }), 422, 'PIPELINE_STEPS_NOT_JSON')
  })

  it('answers every step\'s result with return: all', async () => {
    const answer = ok(await pipeline(app, { input: 'Hello World', steps: [{ op: 'text/slugify' }, { op: 'dev/hash', params: { algo: 'sha256' } }], return: 'all' }))
    const results = answer.result as [{ slug: string }, { hash: string }]
    expect(results[0].slug).toBe('hello-world')
    // sha256("hello-world"), as `printf hello-world | sha256sum` prints it.
    expect(results[1].hash).toBe('afa27b44d43b02a9fea41d13cedc2e4016cfcf87c5dbf990e593669aa8ce286d')
  })

  it('starts with an operation that takes nothing when there is no input', async () => {
    const answer = ok(await pipeline(app, { steps: [{ op: 'generate/token', params: { bytes: 16, encoding: 'hex' } }, { op: 'text/case', params: { mode: 'upper' } }] }))
    expect((answer.result as { output: string }).output).toMatch(/^[0-9A-F]{32}$/)
  })

  it('runs four image steps in one pass and answers the file as the last operation alone would', async () => {
    const res = await upload(app, 'pipeline', ['photo.heic'], {
      steps: JSON.stringify([
        { op: 'file/heic-to-png' },
        { op: 'file/image-resize', params: { width: 120 } },
        { op: 'file/image-strip' },
        { op: 'file/png-to-webp', params: { quality: 80 } },
      ]),
    })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['content-disposition']).toContain('photo.webp')
    const webp = readWebp(res.rawPayload)
    expect(webp.width).toBe(120)
    expect(webp.chunks).not.toContain('EXIF')
    expect(webp.chunks).not.toContain('XMP ')
  })

  it('runs a file chain step by step where a step cannot share the pass', async () => {
    const res = await upload(app, 'pipeline', ['photo.jpg'], {
      steps: JSON.stringify([{ op: 'file/image-resize', params: { width: 64 } }, { op: 'file/image-info' }]),
    })
    const answer = ok(res)
    expect(answer.result).toMatchObject({ format: 'jpg', width: 64, has_exif: false })
  })

  it('merges, rotates and protects PDFs, as qpdf reads them', async (context) => {
    let missing: string | undefined
    try {
      execFileSync('qpdf', ['--version'])
    } catch {
      missing = 'qpdf is not installed'
    }
    if (!canRun('the PDF pipeline check', missing)) return context.skip()
    const res = await upload(app, 'pipeline', ['three-pages.pdf', 'letter.pdf'], {
      steps: JSON.stringify([
        { op: 'file/merge-pdf' },
        { op: 'file/rotate-pdf', params: { degrees: 90 } },
        { op: 'file/protect-pdf', params: { password: 'open sesame' } },
      ]),
    })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    const dir = mkdtempSync(path.join(tmpdir(), 'pipeline-'))
    try {
      const file = path.join(dir, 'out.pdf')
      writeFileSync(file, res.rawPayload)
      expect(execFileSync('qpdf', ['--show-encryption', file], { encoding: 'utf8' })).not.toContain('not encrypted')
      const open = path.join(dir, 'open.pdf')
      execFileSync('qpdf', ['--password=open sesame', '--decrypt', file, open])
      const pages = Number(execFileSync('qpdf', ['--show-npages', open], { encoding: 'utf8' }).trim())
      const expected = Number(execFileSync('qpdf', ['--show-npages', fixturePath('three-pages.pdf')], { encoding: 'utf8' }).trim())
        + Number(execFileSync('qpdf', ['--show-npages', fixturePath('letter.pdf')], { encoding: 'utf8' }).trim())
      expect(pages).toBe(expected)
      const json = JSON.parse(execFileSync('qpdf', ['--json=1', '--json-key=pages', open], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as { pages: { object: string }[] }
      const objects = JSON.parse(execFileSync('qpdf', ['--json=1', '--json-key=objects', open], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as { objects: Record<string, { '/Rotate'?: number }> }
      for (const page of json.pages) expect(objects.objects[page.object]?.['/Rotate']).toBe(90)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('checks the whole chain before running: each refusal names its step and operation', async () => {
    const refusals: [unknown, string, number | undefined, RegExp?][] = [
      [{ input: 'x', steps: [{ op: 'text/case' }, { op: 'no/such' }] }, 'PIPELINE_UNKNOWN_OPERATION', 2],
      [{ input: 'x', steps: [{ op: 'text/case' }, 'encode/hex'] }, 'PIPELINE_STEP_NOT_OBJECT', 2],
      [{ input: 'x', steps: [{ op: 'text/case' }, null] }, 'PIPELINE_STEP_NOT_OBJECT', 2],
      [{ input: 'x', steps: [{ op: 'text/case', parameters: {} }] }, 'PIPELINE_STEP_UNKNOWN_FIELD', 1, /parameters is not a field of a step/],
      [{ input: 'x', steps: [{ op: 'text/case', params: [] }] }, 'PIPELINE_STEP_INVALID', 1, /its params is not/],
      [{ input: 'x', steps: [{ op: 7 }] }, 'PIPELINE_STEP_INVALID', 1],
      [{ input: 'x', steps: [{ op: 'text/case', params: { mode: 'shouting' } }] }, 'PARAM_ENUM', 1, /^steps\[1\] \(text\/case\): mode/],
      [{ input: 'x', steps: [{ op: 'text/case' }, { op: 'file/image-resize', params: { width: 10 } }] }, 'PIPELINE_NEEDS_FILES', 2],
      [{ input: 'x', steps: [{ op: 'text/case' }, { op: 'calc/bmi', params: { weight: 70, height: 175 } }] }, 'PIPELINE_TAKES_NOTHING', 2],
      [{ input: 'x', steps: [{ op: 'text/case', params: { text: 'y' } }, { op: 'text/reverse', params: { text: 'z' } }] }, 'PIPELINE_PARAM_FROM_CHAIN', 1],
      [{ input: 'x', steps: [{ op: 'text/case' }, { op: 'encode/hex', input: '$2' }] }, 'PIPELINE_REFERENCE_INVALID', 2],
      [{ input: 'x', steps: [{ op: 'text/case' }, { op: 'encode/hex', input: '$3' }] }, 'PIPELINE_REFERENCE_INVALID', 2],
      [{ input: 'x', steps: [{ op: 'text/case' }, { op: 'encode/hex', input: '$1.payload' }] }, 'PIPELINE_REFERENCE_INVALID', 2],
      [{ input: 'x', steps: [{ op: 'text/case' }, { op: 'encode/hex', input: '$0.result.x' }] }, 'PIPELINE_REFERENCE_INVALID', 2],
      [{ input: 'x', steps: [] }, 'PIPELINE_INVALID', undefined],
      [{ input: 'x', steps: 'text/case' }, 'PIPELINE_STEPS_NOT_JSON', undefined],
      [{ input: 'x', steps: [{ op: 'text/case' }], return: 'first' }, 'PIPELINE_RETURN_INVALID', undefined],
      [{ input: 'x', steps: [{ op: 'text/case' }], extra: 1 }, 'PIPELINE_UNKNOWN_FIELD', undefined],
      [['text/case'], 'PIPELINE_INVALID', undefined],
    ]
    for (const [body, code, step, message] of refusals) {
      const res = await pipeline(app, body)
      const refusal = expectRefusal(res, 422, code)
      expect(res.json<Answer>().step, JSON.stringify(body)).toBe(step)
      if (step !== undefined) expect(refusal.error).toMatch(new RegExp(`^steps\\[${step}\\] \\(`))
      if (message) expect(refusal.error).toMatch(message)
    }
  })

  it('names the step and operation of a parameter out of bounds, in the words of the operation', async () => {
    const res = await upload(app, 'pipeline', ['photo.jpg'], {
      steps: JSON.stringify([{ op: 'file/jpg-to-png' }, { op: 'file/image-resize', params: { width: 0 } }]),
    })
    const refusal = expectRefusal(res, 422, 'PARAM_BETWEEN')
    expect(refusal.error).toBe('steps[2] (file/image-resize): width must be between 1 and 16384')
    expect(res.json<Answer>().step).toBe(2)
    const es = await upload(app, 'pipeline', ['photo.jpg'], { steps: JSON.stringify([{ op: 'file/image-resize', params: { width: 0 } }]) }, { lang: 'es' })
    expect(expectRefusal(es, 422, 'PARAM_BETWEEN').error).toMatch(/^steps\[1\] \(file\/image-resize\): width debe/)
  })

  it('refuses a file format a step does not read, before running anything', async () => {
    const res = await upload(app, 'pipeline', ['photo.png'], {
      steps: JSON.stringify([{ op: 'file/png-to-webp' }, { op: 'file/compress-jpg' }]),
    })
    expectRefusal(res, 422, 'PIPELINE_FORMAT_MISMATCH')
    expect(res.json<Answer>().error).toBe('steps[2] (file/compress-jpg): it reads JPEG, but steps[1] (file/png-to-webp) gives WebP')
    const first = await upload(app, 'pipeline', ['photo.png'], { steps: JSON.stringify([{ op: 'file/compress-jpg' }]) })
    expectRefusal(first, 422, 'UNSUPPORTED_FILE_FORMAT')
    expect(first.json<Answer>().step).toBe(1)
    const text = await upload(app, 'pipeline', ['photo.png'], { steps: JSON.stringify([{ op: 'text/case' }]) })
    expectRefusal(text, 422, 'PIPELINE_NEEDS_VALUE')
  })

  it('answers a step that fails while running with its own status, naming the step; later steps do not run', async () => {
    const res = await pipeline(app, { input: JWT, steps: [{ op: 'dev/jwt-decode' }, { op: 'encode/hex', input: '$1.result.payload.email' }, { op: 'text/case' }] })
    expectRefusal(res, 422, 'PIPELINE_REFERENCE_MISSING')
    expect(res.json<Answer>().step).toBe(2)
    const failing = await pipeline(app, { input: 'not json', steps: [{ op: 'text/trim' }, { op: 'dev/json-format' }, { op: 'text/case' }] })
    expect(failing.statusCode).toBe(422)
    expect(failing.json<Answer>()).toMatchObject({ ok: false, step: 2 })
    expect(failing.json<Answer>().error).toMatch(/^steps\[2\] \(dev\/json-format\): /)
  })

  it('refuses an intermediate text over the text limit with 413, naming the step', async () => {
    const small = await makeApp({ TEXT_LIMIT_BYTES: '1024' })
    try {
      const res = await pipeline(small, { input: 'ab', steps: [{ op: 'text/repeat', params: { times: 1000 } }, { op: 'text/case', params: { mode: 'upper' } }] })
      expectRefusal(res, 413, 'TEXT_TOO_LARGE')
      expect(res.json<Answer>().step).toBe(2)
    } finally {
      await small.close()
    }
  })

  it('refuses more than PIPELINE_MAX_STEPS steps at once, without looking at them', async () => {
    const many = Array.from({ length: 10_000 }, () => ({ op: 'dev/bcrypt', params: { cost: 15 } }))
    const started = Date.now()
    const res = await pipeline(app, { input: 'x', steps: many })
    expectRefusal(res, 422, 'PIPELINE_TOO_LONG')
    expect(res.json<Answer>().error).toBe('A pipeline has at most 20 steps; this one has 10000: split it into several pipelines')
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

function fixturePath(name: string): string {
  const file = path.join(tmpdir(), `pipeline-fixture-${name}`)
  writeFileSync(file, fixture(name))
  return file
}

describe('pipeline quotas', () => {
  let app: FastifyInstance
  beforeAll(async () => { app = await makeApp({ QUOTAS: 'true', ANON_DAILY_LIMIT: '6' }) })
  afterAll(async () => { await app.close() })

  const used = async () => (await app.inject('/api/v1/usage')).json<{ result: { used: number } }>().result.used

  it('counts each step as one call; a caller without enough calls left gets 429 before anything runs, counted nothing', async () => {
    const three = { input: 'abc', steps: [{ op: 'text/case', params: { mode: 'upper' } }, { op: 'text/reverse' }, { op: 'encode/hex' }] }
    const res = await pipeline(app, three)
    const answer = ok(res)
    expect(answer.quota).toMatchObject({ limit: 6, remaining: 3 })
    expect(res.headers['x-ratelimit-remaining']).toBe('3')
    expect(await used()).toBe(3)

    // Refused before running: one call.
    expectRefusal(await pipeline(app, { input: 'x', steps: [{ op: 'no/such' }, { op: 'text/case' }] }), 422, 'PIPELINE_UNKNOWN_OPERATION')
    expect(await used()).toBe(4)

    // Three steps, two calls left: 429, nothing runs, nothing counted.
    const refused = await pipeline(app, three)
    expectRefusal(refused, 429, 'QUOTA_TOO_FEW_LEFT')
    expect(await used()).toBe(4)

    // Two steps where the first fails: the second is given back.
    const failed = await pipeline(app, { input: 'not json', steps: [{ op: 'dev/json-format' }, { op: 'text/case' }] })
    expect(failed.statusCode).toBe(422)
    expect(await used()).toBe(5)
  })
})
