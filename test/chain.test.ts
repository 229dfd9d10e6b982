import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { chainText, fieldSchema, type ChainSpec } from '../src/core/chain.ts'
import { defineOperation, type Operation } from '../src/core/operation.ts'
import { paramsJsonSchema } from '../src/core/validate.ts'
import { operations } from '../src/operations/index.ts'
import { inEveryLanguage } from './translations.ts'

const id = (op: Operation): string => `${op.category}/${op.name}`

/** JSON types a chain's value (text, or a JSON value given as text) can fill. */
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean'])

/**
 * What a user chaining tools expects of these operations, written by hand: the parameter the
 * value of the step before goes into, and what goes on to the next step.
 */
const KNOWN: Record<string, { takes: string | null; gives: string }> = {
  'dev/hash': { takes: 'text', gives: 'result.hash' },
  'dev/hmac': { takes: 'text', gives: 'result.hmac' },
  'dev/bcrypt': { takes: 'text', gives: 'result.hash' },
  'dev/argon2': { takes: 'text', gives: 'result.hash' },
  'dev/ntlm': { takes: 'text', gives: 'result.hash' },
  'dev/mysql': { takes: 'text', gives: 'result.hash' },
  'dev/markdown-to-html': { takes: 'text', gives: 'result.html' },
  'dev/jwt-decode': { takes: 'token', gives: 'result.payload' },
  'dev/regex-test': { takes: 'text', gives: 'result' },
  'dev/base64': { takes: 'text', gives: 'result.output' },
  'dev/json-format': { takes: 'json', gives: 'result.output' },
  'dev/csv-to-json': { takes: 'csv', gives: 'result' },
  'text/slugify': { takes: 'text', gives: 'result.slug' },
  'text/case': { takes: 'text', gives: 'result.output' },
  'text/extract-emails': { takes: 'text', gives: 'result.emails' },
  'text/extract-urls': { takes: 'text', gives: 'result.urls' },
  'encode/base32': { takes: 'text', gives: 'result.output' },
  'generate/password': { takes: null, gives: 'result.password' },
  'generate/lorem': { takes: null, gives: 'result.text' },
  'generate/random-string': { takes: null, gives: 'result.string' },
  'generate/token': { takes: null, gives: 'result.token' },
  'datetime/to-timestamp': { takes: 'date', gives: 'result.unix' },
  'datetime/from-timestamp': { takes: 'timestamp', gives: 'result.iso_utc' },
  'number/to-words': { takes: 'value', gives: 'result.words' },
  'number/base-convert': { takes: 'value', gives: 'result.result' },
  'number/factorial': { takes: 'value', gives: 'result.result' },
  'convert/length': { takes: 'value', gives: 'result.result' },
  'convert/temperature': { takes: 'value', gives: 'result.result' },
  'calc/bmi': { takes: null, gives: 'result' },
  'calc/loan': { takes: null, gives: 'result' },
  'file/image-resize': { takes: 'files[]', gives: 'files' },
  'file/merge-pdf': { takes: 'files[]', gives: 'files' },
  'file/image-info': { takes: 'files[]', gives: 'result' },
}

describe('pipeline chain contracts', () => {
  it('take a parameter a chain value can fill, or the uploads of a file operation', () => {
    for (const op of operations) {
      const { takes } = chainText(op.pipeline)
      if (op.files) {
        expect(takes, id(op)).toBe('files[]')
        continue
      }
      if (takes === null) continue
      const schema = paramsJsonSchema(op.params).properties[takes]
      expect(schema, `${id(op)} takes ${takes}, one of its parameters`).toBeDefined()
      const types = [schema!.type ?? []].flat().filter((type) => type !== 'null')
      expect(types.length, `${id(op)}: ${takes} has a JSON type`).toBeGreaterThan(0)
      for (const type of types) expect(SCALAR_TYPES.has(type), `${id(op)}: ${takes} is ${type}`).toBe(true)
    }
  })

  it('give a field of the result, the whole result, or the files answered', () => {
    for (const op of operations) {
      const { gives } = op.pipeline
      if (gives.kind === 'files') {
        expect(op.files?.answers, `${id(op)} answers files`).toBeDefined()
        continue
      }
      expect(op.files?.answers, `${id(op)} answers files, so it gives them`).toBeUndefined()
      if (gives.path.length === 0) continue
      expect(fieldSchema(op.result, gives.path), `${id(op)} gives ${chainText(op.pipeline).gives}`).toBeDefined()
    }
  })

  it('are what a user chaining these operations expects', () => {
    const actual = Object.fromEntries(operations.filter((op) => Object.hasOwn(KNOWN, id(op))).map((op) => [id(op), chainText(op.pipeline)]))
    expect(actual).toEqual(KNOWN)
  })

  it('refuse, when the operation is defined, a spec that names what is not there', () => {
    const probe = (chain?: ChainSpec) => defineOperation({
      category: 'text',
      name: 'chain-probe',
      input: 'json',
      summary: 'Probe',
      params: z.object({ text: z.string() }),
      result: z.object({ output: z.string() }),
      examples: [{ params: { text: 'a' } }],
      ...(chain && { chain }),
      run: ({ text }) => ({ output: text }),
      ...inEveryLanguage({ summary: 'Sonda', params: { text: 'Texto' } }),
    })
    expect(chainText(probe().pipeline)).toEqual({ takes: 'text', gives: 'result.output' })
    expect(() => probe({ takes: 'pattern' })).toThrow(/chain.takes names pattern/)
    expect(() => probe({ gives: 'result.missing' })).toThrow(/chain.gives names result.missing/)
    expect(() => probe({ gives: 'output' })).toThrow(/must be result or result.<field>/)
  })
})
