import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import ts from 'typescript'
import { call, categoryClient, client, envelope, makeApp, opAt } from '../helpers.ts'
import { dataTasks } from '../../src/lib/data/tasks.ts'
import { INLINE_MAX_CHARS } from '../../src/operations/kits/data.ts'
import { loadTask } from '../../src/workers/tasks.ts'
import { typeName } from '../../src/lib/data/json-types.ts'
import { lineColumn } from '../../src/lib/text/position.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const { op, ok, refused } = categoryClient(() => app, 'dev', 'POST')
const api = client(() => app, 'dev', 'POST')

/** Calls an operation and returns status, body and how long it took. */
async function timed(name: string, params: Record<string, unknown>) {
  const started = performance.now()
  const res = await call(app, op(name), params)
  return { status: res.statusCode, body: envelope(res), ms: performance.now() - started }
}

const output = async (name: string, params: Record<string, unknown>) => (await ok(name, params)).output as string

// Large enough to run in the worker pool rather than on the calling thread.
const LARGE = INLINE_MAX_CHARS + 1

describe('worker tasks', () => {
  it('registers the data tasks with the worker pool (src/workers/tasks.ts loads them)', async () => {
    for (const [name, fn] of Object.entries(dataTasks)) expect(await loadTask(name)).toBe(fn)
  })
})

describe('lineColumn', () => {
  it('counts lines at LF, CRLF and lone CR, and columns in characters', () => {
    expect(lineColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 })
    expect(lineColumn('a\r\nb\rc', 5)).toEqual({ line: 3, column: 1 })
    expect(lineColumn('😀😀x', 4)).toEqual({ line: 1, column: 3 })
  })
})

describe('dev/json-validate', () => {
  it('gives the type of the top-level value', async () => {
    const cases: [string, string][] = [
      ['{}', 'object'], [' [1, {"a": [null]}] ', 'array'], ['"x"', 'string'], ['-0.5e+3', 'number'],
      ['true', 'boolean'], ['null', 'null'], ['\r\n\t{"a":"\\u00e9\\n\\"","b":[]}\n', 'object'],
    ]
    for (const [json, type] of cases) expect(await ok('json-validate', { json })).toEqual({ valid: true, type })
  })

  it('answers 200 with valid: false, the message, the code, and line and column of the first problem', async () => {
    expect(await ok('json-validate', { json: '{"a": 1,}' })).toEqual({
      valid: false,
      error: 'a property name was expected at line 1, column 9 but "}" was found; write names in double quotes, and do not put a comma before }',
      code: 'JSON_EXPECTED_KEY',
      line: 1,
      column: 9,
    })
  })

  it.each([
    ['', 'JSON_EMPTY', 1, 1, 'the JSON is empty; send one value, such as {} or []'],
    ['[1, 2', 'JSON_UNCLOSED_ARRAY', 1, 6, 'the JSON ends at line 1, column 6 before the array opened at line 1, column 1 is closed; add the missing value or ]'],
    ['{\n  "a": {\n    "b": 1\n  }', 'JSON_UNCLOSED_OBJECT', 4, 4, 'the JSON ends at line 4, column 4 before the object opened at line 1, column 1 is closed; add the missing value or }'],
    ['["abc]', 'JSON_UNTERMINATED_STRING', 1, 2, 'the string that starts at line 1, column 2 is never closed; end it with a double quote'],
    ['["a\\x"]', 'JSON_BAD_ESCAPE', 1, 4, '"\\x" at line 1, column 4 is not a JSON escape; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u followed by four hex digits'],
    ['"\\u12g4"', 'JSON_BAD_ESCAPE', 1, 2, '"\\u12" at line 1, column 2 is not a JSON escape; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\u followed by four hex digits'],
    ['"a\tb"', 'JSON_CONTROL_CHAR', 1, 3, 'the control character U+0009 at line 1, column 3 is inside a string; write it as an escape such as \\n, \\t or \\u0000'],
    ['[01]', 'JSON_BAD_NUMBER', 1, 2, '"01" at line 1, column 2 is not a JSON number; numbers have no leading zeros or + sign, need digits on both sides of a decimal point and after an exponent, and are written in decimal'],
    ['[1.]', 'JSON_BAD_NUMBER', 1, 2, undefined],
    ['[.5]', 'JSON_BAD_NUMBER', 1, 2, undefined],
    ['[+1]', 'JSON_BAD_NUMBER', 1, 2, undefined],
    ['[1e]', 'JSON_BAD_NUMBER', 1, 2, undefined],
    ['[0x1F]', 'JSON_BAD_NUMBER', 1, 2, undefined],
    ['[-Infinity]', 'JSON_BAD_NUMBER', 1, 2, undefined],
    ['{"a": True}', 'JSON_BAD_LITERAL', 1, 7, '"True" at line 1, column 7 is not a JSON value; write true, false and null in lower case, and put text in double quotes'],
    ['NaN', 'JSON_BAD_LITERAL', 1, 1, undefined],
    ["{'a': 1}", 'JSON_EXPECTED_KEY', 1, 2, 'a property name was expected at line 1, column 2 but "\'" was found; write names in double quotes, and do not put a comma before }'],
    ['{a: 1}', 'JSON_EXPECTED_KEY', 1, 2, undefined],
    ["['a']", 'JSON_EXPECTED_VALUE', 1, 2, '"\'" at line 1, column 2 cannot start a value; a value is an object, an array, a string in double quotes, a number, true, false or null, and a comma may not come before ]'],
    ['[1,]', 'JSON_EXPECTED_VALUE', 1, 4, undefined],
    ['\ufeff{}', 'JSON_EXPECTED_VALUE', 1, 1, 'U+FEFF at line 1, column 1 cannot start a value; a value is an object, an array, a string in double quotes, a number, true, false or null, and a comma may not come before ]'],
    ['{"a" 1}', 'JSON_EXPECTED_COLON', 1, 6, 'a colon was expected after the property name at line 1, column 6 but "1" was found'],
    ['{"a": 1 "b": 2}', 'JSON_EXPECTED_COMMA_OR_BRACE', 1, 9, `'"' at line 1, column 9 follows a property value; separate properties with a comma or close the object with }`],
    ['[1 2]', 'JSON_EXPECTED_COMMA_OR_BRACKET', 1, 4, '"2" at line 1, column 4 follows an array item; separate items with a comma or close the array with ]'],
    ['{"a": [1}', 'JSON_EXPECTED_COMMA_OR_BRACKET', 1, 9, undefined],
    ['{}\n{}', 'JSON_TRAILING_CONTENT', 2, 1, '"{" at line 2, column 1 comes after the end of the JSON value; a document holds a single value, so remove what follows or wrap the values in an array'],
    ['// note\n{}', 'JSON_EXPECTED_VALUE', 1, 1, undefined],
  ])('%j → %s at %i:%i', async (json, code, line, column, message) => {
    const result = await ok('json-validate', { json })
    expect(result).toMatchObject({ valid: false, code, line, column })
    if (message !== undefined) expect(result.error).toBe(message)
  })

  it('counts lines at CRLF and columns in characters, an emoji being one', async () => {
    expect(await ok('json-validate', { json: '{\r\n"😀😀": x}' })).toMatchObject({ code: 'JSON_BAD_LITERAL', line: 2, column: 7 })
    expect(await ok('json-validate', { json: '[\r"a",\r\n"b"\n,]' })).toMatchObject({ code: 'JSON_EXPECTED_VALUE', line: 4, column: 2 })
  })

  it('agrees with JSON.parse on what is valid', async () => {
    const samples = ['[]', '[[]]', '{"":""}', '"\\ud800"', '1E5', '-0', '0.0e-0', '[1,2', '{"a":1,,}', '[,]', '"\\u0000"', '"\u007f"', ' ', '[]]', 'nul', '{"a":1}}', '"\\/"']
    for (const json of samples) {
      let valid = true
      try { JSON.parse(json) } catch { valid = false }
      expect((await ok('json-validate', { json })).valid, json).toBe(valid)
    }
  })

  it('writes the message in the language of the call', async () => {
    const result = await ok('json-validate', { json: '[1 2]' }, 'es')
    expect(result.error).toBe('"2" en la línea 1, columna 4 sigue a un elemento del array; separe los elementos con una coma o cierre el array con ]')
  })

  it('accepts 512 levels of nesting and refuses 513 with 422 TOO_DEEP', async () => {
    expect(await ok('json-validate', { json: '['.repeat(512) + ']'.repeat(512) })).toEqual({ valid: true, type: 'array' })
    const { code, error } = await refused('json-validate', { json: '['.repeat(513) + ']'.repeat(513) })
    expect(code).toBe('TOO_DEEP')
    expect(error).toBe('the JSON nests arrays and objects more than 512 levels deep (the level that goes beyond starts at line 1, column 513); flatten the structure')
  })

  it('gives the same answer for a large document, checked in the worker pool', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `item ${i}` })) })
    expect(json.length).toBeGreaterThan(LARGE)
    expect(await ok('json-validate', { json })).toEqual({ valid: true, type: 'object' })
    expect(await ok('json-validate', { json: json.slice(0, -1) })).toMatchObject({ valid: false, code: 'JSON_UNCLOSED_OBJECT', line: 1, column: json.length })
  })

  it('refuses input over 1,000,000 characters', async () => {
    expect(await refused('json-validate', { json: ' '.repeat(1_000_001) })).toMatchObject({ code: 'PARAM_MAX_LENGTH' })
  })
})

describe('dev/json-minify', () => {
  it('removes whitespace between tokens only', async () => {
    expect(await ok('json-minify', { json: ' {\r\n\t"a b" : [ 1 , "c  d" , { } , [ ] ] ,\n "e" :null }\n' }))
      .toEqual({ output: '{"a b":[1,"c  d",{},[]],"e":null}' })
  })

  it('keeps strings, numbers and duplicate keys exactly as written', async () => {
    const json = '{ "n": 12345678901234567890, "f": 1.50, "e": 1E+2, "s": "\\u00e9 \\"q\\" \\\\ \\/", "d": 1, "d": 2 }'
    expect(await output('json-minify', { json })).toBe('{"n":12345678901234567890,"f":1.50,"e":1E+2,"s":"\\u00e9 \\"q\\" \\\\ \\/","d":1,"d":2}')
  })

  it('gives the same result as JSON.stringify for a large document (worker pool)', async () => {
    const value = { rows: Array.from({ length: 2000 }, (_, i) => ({ id: i, tags: ['a', 'b c'], nested: { ok: i % 2 === 0, v: null } })) }
    const json = JSON.stringify(value, null, 3)
    expect(json.length).toBeGreaterThan(LARGE)
    expect(await output('json-minify', { json })).toBe(JSON.stringify(value))
  })

  it('refuses invalid JSON with 422, line and column in the message', async () => {
    const { code, error } = await refused('json-minify', { json: '{\n  "a": 1,\n  "b": 2,\n}' })
    expect(code).toBe('JSON_EXPECTED_KEY')
    expect(error).toBe('a property name was expected at line 4, column 1 but "}" was found; write names in double quotes, and do not put a comma before }')
    expect((await refused('json-minify', { json: '[1 2]' }, 'es')).error).toContain('línea 1, columna 4')
  })
})

describe('dev/json-format', () => {
  it('lays out like JSON.stringify with 2 spaces by default', async () => {
    const value = { name: 'Ada', empty: {}, list: [], nested: { a: [1, { b: null, c: [true, false] }], s: 'x y' }, n: -1.5e-7 }
    expect(await output('json-format', { json: JSON.stringify(value) })).toBe(JSON.stringify(value, null, 2))
    expect(await output('json-format', { json: '  [ ]  ' })).toBe('[]')
    expect(await output('json-format', { json: '"just a string"' })).toBe('"just a string"')
  })

  it('takes an indent of 1 to 8 spaces', async () => {
    const value = [1, { a: [2] }]
    for (const indent of [1, 4, 8]) expect(await output('json-format', { json: JSON.stringify(value), indent })).toBe(JSON.stringify(value, null, indent))
    expect(await output('json-format', { json: '[1]', indent: '3' })).toBe('[\n   1\n]')
    for (const indent of [0, 9, 2.5]) expect((await refused('json-format', { json: '[]', indent })).code).toMatch(/^PARAM_/)
    expect((await refused('json-format', { json: '[]', indent: 9 })).error).toBe('indent must be between 1 and 8')
  })

  it('keeps strings, numbers and duplicate keys exactly as written', async () => {
    expect(await output('json-format', { json: '{"n":12345678901234567890,"f":1.50,"s":"\\u00e9","d":1,"d":2}' }))
      .toBe('{\n  "n": 12345678901234567890,\n  "f": 1.50,\n  "s": "\\u00e9",\n  "d": 1,\n  "d": 2\n}')
  })

  it('keeps a "__proto__" key as data and pollutes nothing', async () => {
    expect(await output('json-format', { json: '{"__proto__":{"polluted":"yes"}}' })).toBe('{\n  "__proto__": {\n    "polluted": "yes"\n  }\n}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('formats a large document in the worker pool', async () => {
    const value = Array.from({ length: 3000 }, (_, i) => ({ id: i, name: `n${i}` }))
    expect(JSON.stringify(value).length).toBeGreaterThan(LARGE)
    expect(await output('json-format', { json: JSON.stringify(value), indent: 2 })).toBe(JSON.stringify(value, null, 2))
  })

  it('refuses invalid JSON with line and column', async () => {
    const { code, error } = await refused('json-format', { json: '{"a": [1, 2}' })
    expect(code).toBe('JSON_EXPECTED_COMMA_OR_BRACKET')
    expect(error).toBe('"}" at line 1, column 12 follows an array item; separate items with a comma or close the array with ]')
  })

  it('refuses with 413 OUTPUT_TOO_LARGE an output over 10,000,000 characters, before building it', async () => {
    // 6 KB in: 2,600 items at depth 500, each indented by 4,000 spaces.
    const json = '['.repeat(500) + '1,'.repeat(2600) + '1' + ']'.repeat(500)
    const started = performance.now()
    const res = await call(app, op('json-format'), { json, indent: 8 })
    expect(res.statusCode).toBe(413)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'OUTPUT_TOO_LARGE', error: 'the result would be longer than 10000000 characters; send a smaller input' })
    expect(performance.now() - started).toBeLessThan(1000)
    expect(await ok('json-format', { json, indent: 1 })).toBeTruthy() // 1.3 million characters is fine
  })
})

describe('dev/json-to-typescript', () => {
  const types = async (json: string, root?: string) => output('json-to-typescript', root === undefined ? { json } : { json, root })

  it('declares nested objects as their own named interfaces', async () => {
    expect(await ok('json-to-typescript', { json: '{"id": 1, "profile": {"display-name": "Ada", "home_address": {"city": "London"}}, "ok": true}' })).toEqual({
      output: [
        'export interface Root {\n  id: number;\n  profile: Profile;\n  ok: boolean;\n}\n',
        'export interface Profile {\n  "display-name": string;\n  home_address: HomeAddress;\n}\n',
        'export interface HomeAddress {\n  city: string;\n}\n',
      ].join('\n'),
      types: ['Root', 'Profile', 'HomeAddress'],
    })
  })

  it('merges the objects of an array: missing keys are optional, differing values a union', async () => {
    const json = '{"users": [{"id": 1, "name": "Ada", "email": "a@x.org"}, {"id": "2", "name": null}, {"id": 3, "name": "Alan", "tags": ["x", 1]}]}'
    expect(await types(json)).toBe(
      'export interface Root {\n  users: User[];\n}\n\n'
      + 'export interface User {\n  id: number | string;\n  name: string | null;\n  email?: string;\n  tags?: (string | number)[];\n}\n')
  })

  it('types arrays: plain, mixed, nested, empty, of nulls', async () => {
    expect(await types('{"a": [1, 2], "b": ["x", true, null], "c": [[1], [2, 3]], "d": [], "e": [null], "f": [[{"x": 1}]], "g": [1, [2]]}')).toBe(
      'export interface Root {\n  a: number[];\n  b: (string | boolean | null)[];\n  c: number[][];\n  d: unknown[];\n  e: null[];\n  f: FItem[][];\n  g: (number | number[])[];\n}\n\n'
      + 'export interface FItem {\n  x: number;\n}\n')
  })

  it('adds | null for null, and Record<string, unknown> for an empty object', async () => {
    expect(await types('{"a": null, "b": {}, "c": [{"x": {"y": 1}}, {"x": null}]}')).toBe(
      'export interface Root {\n  a: null;\n  b: Record<string, unknown>;\n  c: CItem[];\n}\n\n'
      + 'export interface CItem {\n  x: X | null;\n}\n\n'
      + 'export interface X {\n  y: number;\n}\n')
  })

  it('quotes keys that are not identifiers and derives type names from them', async () => {
    expect(await types('{"first-name": "a", "1x": {"k": 1}, "$ok": {"v": 2}, "with space": 1, "ünï": 2, "": {"e": 1}, "class": 3}')).toBe(
      'export interface Root {\n  "first-name": string;\n  "1x": _1x;\n  $ok: Ok;\n  "with space": number;\n  ünï: number;\n  "": Field;\n  class: number;\n}\n\n'
      + 'export interface _1x {\n  k: number;\n}\n\n'
      + 'export interface Ok {\n  v: number;\n}\n\n'
      + 'export interface Field {\n  e: number;\n}\n')
    expect(typeName('first-name')).toBe('FirstName')
    expect(typeName('user_id')).toBe('UserId')
    expect(typeName('__proto__')).toBe('Proto')
  })

  it('numbers different objects that would share a name, and reuses identical ones', async () => {
    expect(await types('{"home": {"address": {"city": "a"}}, "work": {"address": {"street": "b"}}, "old": {"address": {"city": "c"}}}')).toBe(
      'export interface Root {\n  home: Home;\n  work: Work;\n  old: Old;\n}\n\n'
      + 'export interface Home {\n  address: Address;\n}\n\n'
      + 'export interface Address {\n  city: string;\n}\n\n'
      + 'export interface Work {\n  address: Address2;\n}\n\n'
      + 'export interface Address2 {\n  street: string;\n}\n\n'
      + 'export interface Old {\n  address: Address;\n}\n')
  })

  it('avoids built-in type names and the root name', async () => {
    expect(await types('{"date": {"d": 1}, "root": {"r": 1}, "map": {"m": 1}}')).toBe(
      'export interface Root {\n  date: DateType;\n  root: Root2;\n  map: MapType;\n}\n\n'
      + 'export interface DateType {\n  d: number;\n}\n\n'
      + 'export interface Root2 {\n  r: number;\n}\n\n'
      + 'export interface MapType {\n  m: number;\n}\n')
  })

  it('makes a type alias of a root that is not an object', async () => {
    expect(await types('[{"a": 1}, {"a": 2, "b": "x"}]')).toBe('export type Root = RootItem[];\n\nexport interface RootItem {\n  a: number;\n  b?: string;\n}\n')
    expect(await types('"x"')).toBe('export type Root = string;\n')
    expect(await types('[]', 'List')).toBe('export type List = unknown[];\n')
    expect(await types('{}')).toBe('export type Root = Record<string, unknown>;\n')
    expect(await types('null')).toBe('export type Root = null;\n')
  })

  it('singularizes array keys for item names', async () => {
    expect(await ok('json-to-typescript', { json: '{"categories": [{"a": 1}], "boxes": [{"b": 1}], "data": [{"c": 1}], "status": [{"d": 1}]}' }))
      .toMatchObject({ types: ['Root', 'Category', 'Box', 'DataItem', 'StatusItem'] })
  })

  it('produces TypeScript that parses without errors', async () => {
    const sample = { 'a-b': [{ x: 1, 'y z': [null, { q: 'r' }] }, { x: null }], list: [[1, 'a'], []], nested: { deeper: { deepest: [true] } }, '0': 0 }
    const source = await types(JSON.stringify(sample), 'Sample')
    const result = ts.transpileModule(source, { reportDiagnostics: true, compilerOptions: { strict: true } })
    expect(result.diagnostics ?? []).toEqual([])
  })

  it('takes a root name that is a capitalized identifier', async () => {
    expect(await types('{"a": 1}', 'ApiResponse')).toBe('export interface ApiResponse {\n  a: number;\n}\n')
    const { code, error } = await refused('json-to-typescript', { json: '{}', root: 'my type' })
    expect(code).toBe('TS_ROOT_NAME')
    expect(error).toBe('root must be a type name: letters, digits, _ and $, starting with a capital letter, _ or $ (such as Root or ApiResponse)')
    expect((await refused('json-to-typescript', { json: '{}', root: 'string' })).code).toBe('TS_ROOT_NAME')
  })

  it('infers from a large sample in the worker pool', async () => {
    const json = JSON.stringify(Array.from({ length: 2000 }, (_, i) => (i % 2 ? { id: i, name: 'x' } : { id: i, extra: [i] })))
    expect(json.length).toBeGreaterThan(LARGE)
    expect(await types(json)).toBe('export type Root = RootItem[];\n\nexport interface RootItem {\n  id: number;\n  extra?: number[];\n  name?: string;\n}\n')
  })

  it('refuses invalid JSON with line and column', async () => {
    expect(await refused('json-to-typescript', { json: '{"a": }' })).toMatchObject({ code: 'JSON_EXPECTED_VALUE' })
  })
})

describe('dev/csv-to-json', () => {
  const rows = async (csv: string, delimiter?: string) => ok('csv-to-json', delimiter === undefined ? { csv } : { csv, delimiter }) as unknown as Promise<unknown[]>

  it('turns each row into an object keyed by the header', async () => {
    expect(await rows('a,b,c\n1,2,3\n4,5,6\n')).toEqual([{ a: '1', b: '2', c: '3' }, { a: '4', b: '5', c: '6' }])
    expect(await rows('a,b\n')).toEqual([])
  })

  it('follows RFC 4180 quoting: delimiters, doubled quotes and line breaks inside quotes', async () => {
    expect(await rows('name,quote\r\n"Smith, J","He said ""no"""\r\n"multi\r\nline\nfield",""\r\n')).toEqual([
      { name: 'Smith, J', quote: 'He said "no"' },
      { name: 'multi\r\nline\nfield', quote: '' },
    ])
  })

  it('reads LF, CRLF and CR line ends mixed, skips blank lines and a byte order mark', async () => {
    expect(await rows('\ufeffa,b\r\n1,2\n3,4\r5,6\n\n\r\n7,8')).toEqual([{ a: '1', b: '2' }, { a: '3', b: '4' }, { a: '5', b: '6' }, { a: '7', b: '8' }])
  })

  it('keeps values as written: spaces, quotes inside unquoted fields, digits as strings', async () => {
    expect(await rows('a,b\n 1 ,5" screen\n007,')).toEqual([{ a: ' 1 ', b: '5" screen' }, { a: '007', b: '' }])
  })

  it('takes a one-character delimiter or a name', async () => {
    const expected = [{ a: '1', b: '2' }]
    expect(await rows('a;b\n1;2', ';')).toEqual(expected)
    expect(await rows('a;b\n1;2', 'semicolon')).toEqual(expected)
    expect(await rows('a\tb\n1\t2', 'tab')).toEqual(expected)
    expect(await rows('a\tb\n1\t2', 'TAB')).toEqual(expected)
    expect(await rows('a\tb\n1\t2', '\t')).toEqual(expected)
    expect(await rows('a\tb\n1\t2', '\\t')).toEqual(expected)
    expect(await rows('a|b\n1|2', 'pipe')).toEqual(expected)
    expect(await rows('a b\n1 2', 'space')).toEqual(expected)
    expect(await rows('a,b\n1,2', 'comma')).toEqual(expected)
  })

  it('refuses a delimiter that is not one character or a known name', async () => {
    const { code, error } = await refused('csv-to-json', { csv: 'a', delimiter: '::' })
    expect(code).toBe('CSV_DELIMITER')
    expect(error).toBe('delimiter must be a single character other than a double quote or a line break, or one of the names comma, semicolon, tab, pipe, space; "::" is neither')
    for (const delimiter of ['"', '\n', 'constructor']) expect((await refused('csv-to-json', { csv: 'a', delimiter })).code).toBe('CSV_DELIMITER')
  })

  it('names empty header cells column_<n> and suffixes repeated names', async () => {
    expect(await rows('id,,name,name,id_2,\n1,2,3,4,5,6')).toEqual([{ id: '1', column_2: '2', name: '3', name_2: '4', id_2: '5', column_6: '6' }])
    expect(await rows('a,a,a_2\n1,2,3')).toEqual([{ a: '1', a_2: '2', a_2_2: '3' }])
  })

  it('gives null to the missing fields of a short row', async () => {
    expect(await rows('a,b,c\n1\n1,2')).toEqual([{ a: '1', b: null, c: null }, { a: '1', b: '2', c: null }])
  })

  it('refuses a row longer than the header, naming its line', async () => {
    const { code, error } = await refused('csv-to-json', { csv: 'a,b\n1,2\n"x\ny",2,3' })
    expect(code).toBe('CSV_TOO_MANY_FIELDS')
    expect(error).toBe('the row at line 3 has 3 fields but the header has 2 columns; add the missing column names to the header or remove the extra values (a row with fewer fields gets null for the rest)')
  })

  it('refuses an unclosed quote with the line and column where it opens', async () => {
    const { code, error } = await refused('csv-to-json', { csv: 'a,b\n1,2\r\n3,"4\n5,6\n' })
    expect(code).toBe('CSV_UNCLOSED_QUOTE')
    expect(error).toBe('the quoted field that starts at line 3, column 3 is never closed; end it with a double quote, and write a quote inside a quoted field as ""')
  })

  it('refuses text after a closing quote', async () => {
    const { code, error } = await refused('csv-to-json', { csv: 'a,b\n"1"x,2' })
    expect(code).toBe('CSV_TEXT_AFTER_QUOTE')
    expect(error).toMatch(/^"x" at line 2, column 4 follows the closing quote/)
  })

  it('refuses an empty CSV', async () => {
    for (const csv of ['', '\n\r\n']) expect((await refused('csv-to-json', { csv })).code).toBe('CSV_NO_HEADER')
  })

  it('treats a __proto__ column as a plain key', async () => {
    const res = await call(app, op('csv-to-json'), { csv: '__proto__,constructor\npolluted,x' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('"__proto__":"polluted"')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('converts a large CSV in the worker pool', async () => {
    const csv = 'id,name\n' + Array.from({ length: 5000 }, (_, i) => `${i},"n ""${i}"""`).join('\r\n')
    expect(csv.length).toBeGreaterThan(LARGE)
    const result = await rows(csv)
    expect(result).toHaveLength(5000)
    expect(result[4999]).toEqual({ id: '4999', name: 'n "4999"' })
  })

  it('caps rows at 100,000 and columns at 1,000', async () => {
    expect(await rows('a\n' + '1\n'.repeat(100_000))).toHaveLength(100_000)
    expect(await refused('csv-to-json', { csv: 'a\n' + '1\n'.repeat(100_001) })).toMatchObject({ code: 'CSV_TOO_MANY_ROWS' })
    expect(await rows(Array.from({ length: 1000 }, (_, i) => `c${i}`).join(',') + '\n')).toEqual([])
    const { code, error } = await refused('csv-to-json', { csv: 'a\n' + ','.repeat(1000) })
    expect(code).toBe('CSV_TOO_MANY_COLUMNS')
    expect(error).toBe('the record at line 2 has more than 1000 columns, the most this service converts; split the file by columns')
  })

  it('refuses with 413 OUTPUT_TOO_LARGE when the JSON would pass 10,000,000 characters', async () => {
    // 900 KB in: 1,000 long column names repeated on each of 400 empty rows.
    const header = Array.from({ length: 1000 }, (_, i) => `${'k'.repeat(500)}${i}`).join(',')
    const res = await call(app, op('csv-to-json'), { csv: header + '\n' + (','.repeat(999) + '\n').repeat(400) })
    expect(res.statusCode).toBe(413)
    expect(envelope(res)).toMatchObject({ ok: false, code: 'OUTPUT_TOO_LARGE' })
  })
})

describe('dev/xml-to-json', () => {
  const json = (xml: string) => ok('xml-to-json', { xml })

  it('maps elements, repeated elements, attributes and text', async () => {
    expect(await json('<r a="1"><i>x</i><i>y</i><j k="v">t</j><e/><n><m>1</m></n></r>'))
      .toEqual({ r: { i: ['x', 'y'], j: { '#text': 't', '@_k': 'v' }, e: '', n: { m: '1' }, '@_a': '1' } })
    expect(await json('<a:r xmlns:a="urn:x"><a:i>1</a:i><toString>2</toString></a:r>'))
      .toEqual({ 'a:r': { 'a:i': '1', __toString: '2', '@_xmlns:a': 'urn:x' } })
  })

  it('keeps values as trimmed strings and drops the declaration, comments and processing instructions', async () => {
    expect(await json('<?xml version="1.0" encoding="UTF-8"?>\n<!-- c -->\n<?pi x?>\n<r>\n  <n> 007 </n>\n  <b>true</b>\n</r>'))
      .toEqual({ r: { n: '007', b: 'true' } })
  })

  it('decodes the predefined entities and character references, and reads CDATA as text', async () => {
    expect(await json('<r a="x &amp; &#x41;">1 &lt; 2 &gt; 0 &quot;&apos; &#65;&#x1F600; &nbsp; <![CDATA[<b> &amp; </b>]]></r>'))
      .toEqual({ r: { '#text': '1 < 2 > 0 "\' A😀 &nbsp; <b> &amp; </b>', '@_a': 'x & A' } })
  })

  it('refuses malformed XML with line and column', async () => {
    const { code, error } = await refused('xml-to-json', { xml: '<a>\n  <b></a>' })
    expect(code).toBe('XML_MALFORMED')
    expect(error).toBe("the XML is not well-formed at line 2, column 6: Expected closing tag 'b' (opened in line 2, col 3) instead of closing tag 'a'.")
    expect(await refused('xml-to-json', { xml: '<a x=1/>' })).toMatchObject({ code: 'XML_MALFORMED' })
    expect(await refused('xml-to-json', { xml: 'plain text' })).toMatchObject({ code: 'XML_MALFORMED' })
    expect(await refused('xml-to-json', { xml: '' })).toMatchObject({ code: 'XML_NO_ELEMENT' })
    expect((await refused('xml-to-json', { xml: '<a><b><c>' })).error).toBe('the XML ends with 3 elements still open, the outermost being <a>; close every element with its end tag')
    expect((await refused('xml-to-json', { xml: '<a>' }, 'es')).error).toMatch(/^el XML no está bien formado en la línea 1, columna 1/)
  })

  it('accepts 100 levels of nesting and refuses 101', async () => {
    expect(await ok('xml-to-json', { xml: '<a>'.repeat(100) + '</a>'.repeat(100) })).toBeTruthy()
    expect(await refused('xml-to-json', { xml: '<a>'.repeat(101) + '</a>'.repeat(101) })).toMatchObject({ code: 'XML_TOO_DEEP' })
  })

  it('converts a large document in the worker pool', async () => {
    const xml = '<list>' + Array.from({ length: 2000 }, (_, i) => `<item id="${i}">v &amp; ${i}</item>`).join('') + '</list>'
    expect(xml.length).toBeGreaterThan(LARGE)
    const result = await json(xml) as { list: { item: unknown[] } }
    expect(result.list.item).toHaveLength(2000)
    expect(result.list.item[1999]).toEqual({ '#text': 'v & 1999', '@_id': '1999' })
  })
})

describe('dev/jwt-decode', () => {
  // RFC 7519 section 3.1
  const RFC = 'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
  const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')
  const token = (header: unknown, payload: unknown, signature = 'c2ln') => `${b64(header)}.${b64(payload)}.${signature}`

  it('decodes the RFC 7519 example', async () => {
    expect(await ok('jwt-decode', { token: RFC })).toEqual({
      header: { typ: 'JWT', alg: 'HS256' },
      payload: { iss: 'joe', exp: 1300819380, 'http://example.com/is_root': true },
      signature_present: true,
      signature_verified: false,
      note: 'signature not checked',
      issued_at: null,
      expires_at: '2011-03-22T18:43:00.000Z',
      not_before: null,
      expired: true,
    })
  })

  it('ignores a Bearer prefix and surrounding whitespace', async () => {
    expect(await ok('jwt-decode', { token: `  Bearer ${RFC}\n` })).toMatchObject({ payload: { iss: 'joe' } })
  })

  it('gives dates for numeric iat, nbf and exp, and expired from the current time', async () => {
    const now = Math.floor(Date.now() / 1000)
    const result = await ok('jwt-decode', { token: token({ alg: 'HS256' }, { iat: 1_700_000_000, nbf: 1_700_000_000.5, exp: now + 3600 }) })
    expect(result).toMatchObject({ issued_at: '2023-11-14T22:13:20.000Z', not_before: '2023-11-14T22:13:20.500Z', expired: false })
    expect(result.expires_at).toBe(new Date((now + 3600) * 1000).toISOString())
    expect(await ok('jwt-decode', { token: token({ alg: 'HS256' }, { exp: '1300819380', iat: 1e300 }) }))
      .toMatchObject({ expires_at: null, issued_at: null, expired: false })
  })

  it('reports an unsigned token (alg none) as having no signature', async () => {
    expect(await ok('jwt-decode', { token: token({ alg: 'none' }, { sub: 'x' }, '') })).toMatchObject({ signature_present: false, signature_verified: false })
  })

  it.each([
    ['two parts', 'abc.def', 'JWT_PARTS', 'a JWT has three parts separated by dots (header.payload.signature), but this token has 2; check that the whole token was copied'],
    ['five parts (JWE)', 'a.b.c.d.e', 'JWT_ENCRYPTED', undefined],
    ['empty header', `.${b64({})}.`, 'JWT_PART_EMPTY', 'the header (part 1 of the token) is empty; a JWT header and payload are base64url-encoded JSON objects'],
    ['base64 +', `${b64({ a: 1 })}.ab+c.`, 'JWT_BASE64', 'the payload (part 2 of the token) contains "+" at position 3, which is not base64url; JWT parts use only A-Z, a-z, 0-9, - and _'],
    ['bad signature', `${b64({ a: 1 })}.${b64({})}.s!g`, 'JWT_BASE64', undefined],
    ['impossible length', `${b64({ a: 1 })}.abcde.`, 'JWT_BASE64_LENGTH', undefined],
    ['not UTF-8', `${Buffer.from([0xff, 0xfe]).toString('base64url')}.${b64({})}.`, 'JWT_PART_NOT_TEXT', undefined],
    ['payload not JSON', `${b64({ alg: 'HS256' })}.${b64('{"a":1,}')}.`, 'JWT_PART_NOT_JSON', 'the decoded payload (part 2 of the token) is not valid JSON (the problem is at line 1, column 8 of the decoded text)'],
    ['header an array', `${b64([1])}.${b64({})}.`, 'JWT_PART_NOT_OBJECT', 'the decoded header (part 1 of the token) is JSON of type array, but a JWT header and payload must be JSON objects'],
    ['payload a string', `${b64({})}.${b64('"x"')}.`, 'JWT_PART_NOT_OBJECT', undefined],
    ['payload too deep', `${b64({})}.${b64('['.repeat(600) + ']'.repeat(600))}.`, 'TOO_DEEP', undefined],
  ])('refuses %s, naming the part', async (_name, value, code, message) => {
    const result = await refused('jwt-decode', { token: value })
    expect(result.code).toBe(code)
    if (message !== undefined) expect(result.error).toBe(message)
  })

  it('names the part in Spanish too', async () => {
    expect((await refused('jwt-decode', { token: `${b64([1])}.${b64({})}.` }, 'es')).error)
      .toBe('la parte header decodificada (parte 1 del token) es JSON de tipo array, pero la cabecera y la carga de un JWT deben ser objetos JSON')
  })
})

describe('hostile inputs', () => {
  // Start the worker threads first, so the timings below measure the work rather than start-up.
  beforeAll(async () => {
    await Promise.all([
      call(app, op('json-validate'), { json: `[${'1,'.repeat(LARGE)}1]` }),
      call(app, op('xml-to-json'), { xml: `<r>${'<a/>'.repeat(LARGE / 4)}</r>` }),
    ])
  })

  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)

  it.each([
    ['json-format', 5_000], ['json-format', 100_000],
    ['json-minify', 5_000], ['json-minify', 100_000],
    ['json-validate', 5_000], ['json-validate', 100_000],
    ['json-to-typescript', 5_000], ['json-to-typescript', 100_000],
  ])('%s refuses %i levels of nested arrays with 422 TOO_DEEP within 2 s', async (name, levels) => {
    const { status, body, ms } = await timed(name, { json: deep(levels) })
    expect(status).toBe(422)
    expect(body).toMatchObject({ ok: false, code: 'TOO_DEEP' })
    expect(body.error).not.toMatch(/stack/i)
    expect(ms).toBeLessThan(2000)
  })

  it('refuses 100,000 levels of nested objects too', async () => {
    const { status, body } = await timed('json-format', { json: '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000) })
    expect(status).toBe(422)
    expect(body.code).toBe('TOO_DEEP')
  })

  describe('XML (SECURITY.md X1-X4)', () => {
    const refusedQuickly = async (xml: string, code: string) => {
      const body = await api.refused('xml-to-json', { params: { xml } }, 422, code, { withinMs: 2000 })
      expect(JSON.stringify(body)).not.toContain('root:')
      return body
    }

    it('X1: refuses external entities and external DTDs', async () => {
      await refusedQuickly('<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>', 'XML_DTD')
      await refusedQuickly('<!DOCTYPE r SYSTEM "http://127.0.0.1:9/x.dtd"><r/>', 'XML_DTD')
      const body = await refusedQuickly('<r/>\n<!DOCTYPE x [<!ENTITY a "zzz">]>', 'XML_DTD')
      expect(body.error).toMatch(/^the declaration at line 2, column 1 /)
    })

    it('X2: refuses entity declarations, so nothing expands', async () => {
      const lol = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
        + Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')
        + ']><lolz>&lol9;</lolz>'
      await refusedQuickly(lol, 'XML_DTD')
      await refusedQuickly(`<!DOCTYPE r [<!ENTITY big "${'x'.repeat(100_000)}">]><r>${'&big;'.repeat(20_000)}</r>`, 'XML_DTD')
      await refusedQuickly('<!DOCTYPE a [<!ENTITY x "1">]><!DOCTYPE b [<!ENTITY y "2">]><a>&x;&y;</a>', 'XML_DTD')
    })

    it('X2: decodes character references without growing the text', async () => {
      const count = 190_000
      const { status, body, ms } = await timed('xml-to-json', { xml: `<r>${'&#65;'.repeat(count)}</r>` })
      expect(status).toBe(200)
      expect(body.result).toEqual({ r: 'A'.repeat(count) })
      expect(ms).toBeLessThan(2000)
      // a million references is more than the 1,000,000-character cap: refused before parsing
      const huge = await timed('xml-to-json', { xml: `<r>${'&#65;'.repeat(1_000_000)}</r>` })
      expect([413, 422]).toContain(huge.status)
      expect(huge.ms).toBeLessThan(2000)
    })

    it('X3: refuses 100,000 nested elements', async () => {
      await refusedQuickly('<a>'.repeat(100_000), 'XML_UNCLOSED')
      await refusedQuickly('<a>'.repeat(100_000) + '</a>'.repeat(100_000), 'XML_TOO_DEEP')
    })

    it('X4: refuses __proto__ elements and pollutes nothing', async () => {
      await refusedQuickly('<__proto__><polluted>yes</polluted></__proto__>', 'XML_RESERVED_NAME')
      await refusedQuickly('<r><constructor><prototype><polluted>yes</polluted></prototype></constructor></r>', 'XML_RESERVED_NAME')
      const large = await timed('xml-to-json', { xml: `<r>${' '.repeat(LARGE)}<__proto__><polluted>yes</polluted></__proto__></r>` })
      expect(large.body.code).toBe('XML_RESERVED_NAME')
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      const after = await call(app, op('xml-to-json'), { xml: '<r><a>1</a></r>' })
      expect(after.body).not.toContain('polluted')
    })
  })

  describe('CSV (SECURITY.md R7, X8)', () => {
    it('refuses an unclosed quote at byte 0 of a 1 MB input quickly', async () => {
      const csv = '"' + 'a,b\r\n'.repeat(199_999)
      expect(csv.length).toBeGreaterThan(990_000)
      await api.refused('csv-to-json', { params: { csv } }, 422, 'CSV_UNCLOSED_QUOTE', { message: /^the quoted field that starts at line 1, column 1 /, withinMs: 2000 })
    })

    it('refuses a 1,000,000-column header quickly', async () => {
      await api.refused('csv-to-json', { params: { csv: ','.repeat(999_999) } }, 422, 'CSV_TOO_MANY_COLUMNS', { withinMs: 2000 })
      // As wide as the 2 MiB body limit allows: over the parameter cap, refused unread.
      const wide = await timed('csv-to-json', { csv: 'a,'.repeat(1_000_000) })
      expect([413, 422]).toContain(wide.status)
      expect(wide.ms).toBeLessThan(2000)
    })
  })

  it('keeps answering light calls while a heavy parse runs', async () => {
    // About 1 MB of valid XML: several hundred milliseconds of parsing, in the worker pool.
    const xml = '<r>' + '<item a="1" b="2">text</item>'.repeat(33_000) + '</r>'
    const heavy = timed('xml-to-json', { xml })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const started = performance.now()
    const light = await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=9' })
    const lightMs = performance.now() - started
    expect(light.statusCode).toBe(200)
    expect(envelope(light).result).toEqual({ roman: 'IX', number: 9 })
    expect(lightMs).toBeLessThan(1000)
    const done = await heavy
    expect(done.status).toBe(200)
    expect((done.body.result as { r: { item: unknown[] } }).r.item).toHaveLength(33_000)
  })

  it('keeps answering light calls during a deep-JSON attack', async () => {
    const attacks = Array.from({ length: 4 }, () => timed('json-format', { json: deep(100_000) }))
    const started = performance.now()
    const light = await call(app, opAt('number/roman'), { value: 9 })
    expect(light.statusCode).toBe(200)
    expect(performance.now() - started).toBeLessThan(1000)
    for (const attack of await Promise.all(attacks)) expect(attack.status).toBe(422)
    const health = await app.inject({ method: 'GET', url: '/healthz' })
    expect(health.statusCode).toBe(200)
  })
})
