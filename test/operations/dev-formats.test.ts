import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { applyPatch, type Operation } from 'rfc6902'
import { XMLParser } from 'fast-xml-parser'
import { parse as parseToml } from 'smol-toml'
import { call, client, envelope, expectRefusal, makeApp, opAt, seededRandom, timed } from '../helpers.ts'
import { formatTasks } from '../../src/lib/formats/tasks.ts'
import { loadTask } from '../../src/workers/tasks.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const api = client(() => app, 'dev', 'POST')
const op = (name: string) => opAt(`dev/${name}`, 'POST')
const ok = (name: string, params: Record<string, unknown>, lang?: string) => api.ok(name, { params, lang }) as Promise<Record<string, unknown>>
const post = (name: string, params: Record<string, unknown>, lang?: string) => call(app, op(name), params, { lang })
/** A refusal: status, code, and optionally the message and how fast it must come. */
async function refused(name: string, params: Record<string, unknown>, status: number, code: string | RegExp, check: { message?: string | RegExp; withinMs?: number } = {}) {
  return expectRefusal(await timed(post(name, params)), status, code, check)
}
/** A light call answers quickly (a heavy one may be running). */
async function lightCallAnswers(): Promise<void> {
  const started = performance.now()
  const light = await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=9' })
  expect(light.statusCode).toBe(200)
  expect(performance.now() - started).toBeLessThan(1000)
}

const deepArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)

describe('worker tasks', () => {
  it('registers the format tasks with the worker pool', async () => {
    for (const [name, fn] of Object.entries(formatTasks)) expect(await loadTask(name)).toBe(fn)
  })
})

describe('dev/yaml-to-json', () => {
  // Examples 2.2, 2.7 and 2.10 of the YAML 1.2.2 specification, with the values it gives them.
  it('reads the YAML 1.2 specification examples', async () => {
    expect((await ok('yaml-to-json', { yaml: 'hr:  65    # Home runs\navg: 0.278 # Batting average\nrbi: 147   # Runs Batted In\n' })).json)
      .toEqual({ hr: 65, avg: 0.278, rbi: 147 })
    expect((await ok('yaml-to-json', { yaml: '---\nhr:\n  - Mark McGwire\n  # Following node labeled SS\n  - &SS Sammy Sosa\nrbi:\n  - *SS # Subsequent occurrence\n  - Ken Griffey\n' })).json)
      .toEqual({ hr: ['Mark McGwire', 'Sammy Sosa'], rbi: ['Sammy Sosa', 'Ken Griffey'] })
    const stream = '# Ranking of 1998 home runs\n---\n- Mark McGwire\n- Sammy Sosa\n- Ken Griffey\n\n# Team ranking\n---\n- Chicago Cubs\n- St Louis Cardinals\n'
    expect(await ok('yaml-to-json', { yaml: stream, all: 1, indent: 0 })).toEqual({
      json: [['Mark McGwire', 'Sammy Sosa', 'Ken Griffey'], ['Chicago Cubs', 'St Louis Cardinals']],
      output: '[["Mark McGwire","Sammy Sosa","Ken Griffey"],["Chicago Cubs","St Louis Cardinals"]]',
    })
  })

  // Example 10.9 (core schema tag resolution), without .inf and .nan, which JSON cannot hold (-0.0 arrives as 0 in JSON).
  it('resolves plain scalars with the core schema', async () => {
    const yaml = 'A null: null\nAlso a null: # Empty\nNot a null: ""\nBooleans: [ true, True, false, FALSE ]\nIntegers: [ 0, 0o7, 0x3A, -19 ]\nFloats: [ 0., -0.0, .5, +12e03, -2E+05 ]\n'
    expect((await ok('yaml-to-json', { yaml })).json).toEqual({
      'A null': null, 'Also a null': null, 'Not a null': '', Booleans: [true, true, false, false], Integers: [0, 7, 58, -19], Floats: [0, 0, 0.5, 12000, -200000],
    })
    // YAML 1.1 types stay strings in 1.2 (dates, yes/no/on/off, sexagesimal numbers); 0777 matches
    // the core schema's decimal integer, [-+]?[0-9]+ (section 10.3.2), so it is 777, not octal.
    expect((await ok('yaml-to-json', { yaml: 'd: 2024-01-02\nb: [yes, no, on, Off, y]\no: 0777\ns: 1:20\n' })).json)
      .toEqual({ d: '2024-01-02', b: ['yes', 'no', 'on', 'Off', 'y'], o: 777, s: '1:20' })
  })

  it('never runs tags: unknown and YAML 1.1 tags leave the value as written, << is a plain key', async () => {
    const yaml = 'a: !!python/object/apply:os.system ["echo hi"]\nb: !!binary aGVsbG8=\nc: !custom 3\n<<: {x: 1}\n'
    expect((await ok('yaml-to-json', { yaml })).json).toEqual({ a: ['echo hi'], b: 'aGVsbG8=', c: '3', '<<': { x: 1 } })
  })

  it('keeps __proto__ as data', async () => {
    const result = await ok('yaml-to-json', { yaml: '__proto__: {polluted: 1}\nconstructor: x\n', indent: 0 })
    expect(result.output).toBe('{"__proto__":{"polluted":1},"constructor":"x"}')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('formats output with the indent, 0 to 8, and refuses others', async () => {
    expect((await ok('yaml-to-json', { yaml: 'a: [1]', indent: 0 })).output).toBe('{"a":[1]}')
    expect((await ok('yaml-to-json', { yaml: 'a: [1]', indent: 8 })).output).toBe('{\n        "a": [\n                1\n        ]\n}')
    await refused('yaml-to-json', { yaml: 'a: 1', indent: 9 }, 422, 'PARAM_BETWEEN')
    await refused('yaml-to-json', { yaml: 'a: 1', indent: -1 }, 422, 'PARAM_BETWEEN')
    await refused('yaml-to-json', { yaml: 'a: 1', indent: 1.5 }, 422, 'PARAM_NOT_INTEGER')
  })

  it('is null for an empty stream, [] with all', async () => {
    expect(await ok('yaml-to-json', { yaml: '# nothing\n' })).toEqual({ json: null, output: 'null' })
    expect(await ok('yaml-to-json', { yaml: '', all: true })).toEqual({ json: [], output: '[]' })
  })

  it('refuses several documents without all, naming it', async () => {
    await refused('yaml-to-json', { yaml: 'a: 1\n---\nb: 2\n' }, 422, 'YAML_SEVERAL_DOCUMENTS', {
      message: 'the YAML holds 2 documents (separated by ---); send all: 1 to convert every document into an array, or send a single document',
    })
  })

  it('refuses invalid YAML with line and column, in English and Spanish', async () => {
    await refused('yaml-to-json', { yaml: 'a: 1\na: 2\n' }, 422, 'YAML_SYNTAX', { message: /^the YAML is not valid at line 2, column 1: Map keys must be unique;/ })
    await refused('yaml-to-json', { yaml: 'list: [1, 2\nnext: 3\n' }, 422, 'YAML_SYNTAX', { message: /at line \d+, column \d+/ })
    await refused('yaml-to-json', { yaml: 'a: 1\n---\nb: "unclosed\n', all: true }, 422, 'YAML_SYNTAX', { message: /^the YAML is not valid at line 4, column 1: Missing closing "quote;/ })
    const es = await api.refused('yaml-to-json', { params: { yaml: 'a: 1\na: 2\n' }, lang: 'es' }, 422, 'YAML_SYNTAX')
    expect(es.error).toMatch(/^el YAML no es válido en la línea 2, columna 1:/)
  })

  it('refuses .inf and .nan with their path', async () => {
    await refused('yaml-to-json', { yaml: 'limits:\n  max: .inf\n' }, 422, 'NOT_JSON_NUMBER', { message: /^the value at \/limits\/max is Infinity/ })
    await refused('yaml-to-json', { yaml: '- .nan\n' }, 422, 'NOT_JSON_NUMBER', { message: /^the value at \/0 is NaN/ })
  })

  describe('hostile input', () => {
    it('refuses a billion-laughs document within milliseconds while a light call still answers', async () => {
      const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
      const names = 'abcdefghi'
      for (let i = 1; i < names.length; i++) lines.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(',')}]`)
      const attack = timed(post('yaml-to-json', { yaml: lines.join('\n') }))
      await lightCallAnswers()
      expectRefusal(await attack, 422, 'YAML_TOO_MANY_ALIASES', { withinMs: 1000 })
    })

    it('refuses a large value aliased many times once it would pass the output limit (413)', async () => {
      const yaml = 'a: &a [' + Array.from({ length: 60_000 }, (_, i) => `x${i}`).join(',') + ']\n' + Array.from({ length: 90 }, (_, i) => `b${i}: *a`).join('\n')
      expectRefusal(await timed(post('yaml-to-json', { yaml })), 413, 'OUTPUT_TOO_LARGE', { withinMs: 8000 })
    })

    it('refuses 10,000 nested sequences quickly', async () => {
      expectRefusal(await timed(post('yaml-to-json', { yaml: deepArrays(10_000) })), 422, /^(YAML_TOO_DEEP|TOO_DEEP_VALUE)$/, { withinMs: 2000 })
      let block = ''
      for (let i = 0; i < 1400; i++) block += ' '.repeat(i) + '- \n' // 1,400 levels in under 1,000,000 characters
      expectRefusal(await timed(post('yaml-to-json', { yaml: block })), 422, /^(YAML_TOO_DEEP|TOO_DEEP_VALUE)$/, { withinMs: 2000 })
    })

    it('accepts 256 levels and refuses 257', async () => {
      expect((await ok('yaml-to-json', { yaml: deepArrays(256), indent: 0 })).output).toBe(deepArrays(256))
      await refused('yaml-to-json', { yaml: deepArrays(257) }, 422, 'TOO_DEEP_VALUE', { message: /more than 256 levels deep/ })
    })

    it('caps the text at 1,000,000 characters; a 10 MB body is refused unread', async () => {
      await refused('yaml-to-json', { yaml: 'a'.repeat(1_000_001) }, 422, 'PARAM_MAX_LENGTH')
      expectRefusal(await timed(post('yaml-to-json', { yaml: 'a: b\n'.repeat(2_000_000) })), 413, 'BODY_TOO_LARGE', { withinMs: 2000 })
    })
  })
})

describe('dev/json-to-yaml', () => {
  it('writes block YAML, quoting what YAML 1.1 or 1.2 readers would take for something else', async () => {
    const json = JSON.stringify({ yes: 'yes', off: 'OFF', date: '2024-01-02', octal: '0777', oct12: '0o17', hex: '0x1F', float: '1e3', nul: '~', empty: '', dash: '- x', colon: 'a: b', hash: '#c', multi: 'line 1\nline 2\n', unicode: 'José ✓', n: -0.5, t: true, z: null, arr: [[], {}, [1, [2]]] })
    // PyYAML 6.0.3 (a YAML 1.1 reader) loads this text back to the same value (checked once).
    expect((await ok('json-to-yaml', { json })).output).toBe([
      '"yes": "yes"', '"off": "OFF"', 'date: "2024-01-02"', 'octal: "0777"', 'oct12: "0o17"', 'hex: "0x1F"', 'float: "1e3"', 'nul: "~"', 'empty: ""',
      'dash: "- x"', 'colon: "a: b"', 'hash: "#c"', 'multi: |', '  line 1', '  line 2', 'unicode: José ✓', '"n": -0.5', 't: true', 'z: null',
      'arr:', '  - []', '  - {}', '  - - 1', '    - - 2', '',
    ].join('\n'))
  })

  it('round-trips through dev/yaml-to-json', async () => {
    const value = { a: [1, 'two', { three: [null, false] }], 'key: colon': '"quoted"', '': 'empty key', long: 'x'.repeat(200) }
    const { output } = await ok('json-to-yaml', { json: JSON.stringify(value) })
    expect((await ok('yaml-to-json', { yaml: output as string })).json).toEqual(value)
  })

  it('refuses invalid JSON with line and column', async () => {
    await refused('json-to-yaml', { json: '{"a": 1,}' }, 422, 'JSON_EXPECTED_KEY', { message: /at line 1, column 9/ })
  })

  it('refuses 10,000-deep JSON quickly, and more than 256 levels', async () => {
    expectRefusal(await timed(post('json-to-yaml', { json: deepArrays(10_000) })), 422, 'TOO_DEEP', { withinMs: 1000 })
    await refused('json-to-yaml', { json: deepArrays(257) }, 422, 'TOO_DEEP_VALUE')
    expect((await ok('json-to-yaml', { json: deepArrays(256) })).output).toMatch(/^(- )+\[\]\n$/)
  })

  it('refuses output that would pass the limit before building it (413)', async () => {
    // 200 levels of nesting around 250,000 items: each would be indented by about 400 spaces.
    const json = '['.repeat(200) + Array(250_000).fill('1').join(',') + ']'.repeat(200)
    expectRefusal(await timed(post('json-to-yaml', { json })), 413, 'OUTPUT_TOO_LARGE', { withinMs: 5000 })
  })
})

describe('dev/toml-to-json', () => {
  // TOML 1.0 specification examples; expected values from Python 3.11 tomllib.
  it('reads the TOML 1.0 specification examples', async () => {
    const toml = '\n# TOML 1.0 spec examples\nstr = "I\'m a string. \\"You can quote me\\". Name\\tJos\\u00E9\\nLocation\\tSF."\nstr1 = """\nRoses are red\nViolets are blue"""\nwinpath  = \'C:\\Users\\nodejs\\templates\'\nregex2 = \'<\\i\\c*\\s*>\'\nint1 = +99\nint3 = 0\nhex1 = 0xDEADBEEF\noct1 = 0o01234567\nbin1 = 0b11010110\nint6 = 5_349_221\nflt2 = 3.1415\nflt3 = -0.01\nflt4 = 5e+22\nflt6 = -2E-2\nflt7 = 6.626e-34\nbool1 = true\n"quoted key" = 1\nsite."google.com" = true\nfruit.apple.color = "red"\nintegers = [ 1, 2, 3 ]\nnested_mixed_array = [ [ 1, 2 ], ["a", "b", "c"] ]\n[dog."tater.man"]\ntype.name = "pug"\n[[products]]\nname = "Hammer"\nsku = 738594937\n[[products]]  # empty table within the array\n[[products]]\nname = "Nail"\nsku = 284758393\ncolor = "gray"\n'
    const expected = { str: "I'm a string. \"You can quote me\". Name\tJos\u00e9\nLocation\tSF.", str1: 'Roses are red\nViolets are blue', winpath: 'C:\\Users\\nodejs\\templates', regex2: '<\\i\\c*\\s*>', int1: 99, int3: 0, hex1: 3735928559, oct1: 342391, bin1: 214, int6: 5349221, flt2: 3.1415, flt3: -0.01, flt4: 5e+22, flt6: -0.02, flt7: 6.626e-34, bool1: true, 'quoted key': 1, site: { 'google.com': true }, fruit: { apple: { color: 'red' } }, integers: [1, 2, 3], nested_mixed_array: [[1, 2], ['a', 'b', 'c']], dog: { 'tater.man': { type: { name: 'pug' } } }, products: [{ name: 'Hammer', sku: 738594937 }, {}, { name: 'Nail', sku: 284758393, color: 'gray' }] }
    const result = await ok('toml-to-json', { toml })
    expect(result.json).toEqual(expected)
    expect(JSON.parse(result.output as string)).toEqual(expected)
  })

  it('writes dates and times as RFC 3339 strings (the specification\'s examples)', async () => {
    const toml = 'odt1 = 1979-05-27T07:32:00Z\nodt2 = 1979-05-27T00:32:00-07:00\nodt3 = 1979-05-27T00:32:00.999999-07:00\nodt4 = 1979-05-27 07:32:00Z\nldt1 = 1979-05-27T07:32:00\nld1 = 1979-05-27\nlt1 = 07:32:00\n'
    expect((await ok('toml-to-json', { toml })).json).toEqual({
      odt1: '1979-05-27T07:32:00.000Z', odt2: '1979-05-27T00:32:00.000-07:00', odt3: '1979-05-27T00:32:00.999-07:00', odt4: '1979-05-27T07:32:00.000Z',
      ldt1: '1979-05-27T07:32:00.000', ld1: '1979-05-27', lt1: '07:32:00.000',
    })
  })

  it('refuses invalid TOML with line and column', async () => {
    await refused('toml-to-json', { toml: 'a = 1\na = 2\n' }, 422, 'TOML_SYNTAX', { message: /^the TOML is not valid at line 2, column 1: / })
    await refused('toml-to-json', { toml: 'a = [1,\n' }, 422, 'TOML_SYNTAX', { message: /^the TOML is not valid at line 2, column 1: invalid value; fix it there$/ })
    await refused('toml-to-json', { toml: 'big = 9007199254740993' }, 422, 'TOML_SYNTAX', { message: /losslessly/ })
  })

  it('refuses inf and nan, which JSON cannot hold', async () => {
    await refused('toml-to-json', { toml: '[x]\ny = -inf' }, 422, 'NOT_JSON_NUMBER', { message: /^the value at \/x\/y is -Infinity/ })
    await refused('toml-to-json', { toml: 'y = nan' }, 422, 'NOT_JSON_NUMBER')
  })

  it('refuses nesting beyond 128 levels quickly, including 10,000 nested arrays', async () => {
    expectRefusal(await timed(post('toml-to-json', { toml: 'a = ' + deepArrays(10_000) })), 422, 'TOML_SYNTAX', { withinMs: 1000 })
    await refused('toml-to-json', { toml: `[${Array(200).fill('a').join('.')}]\nx = 1` }, 422, 'TOO_DEEP_VALUE', { message: /more than 128 levels/ })
    expect((await ok('toml-to-json', { toml: `[${Array(127).fill('a').join('.')}]\nx = 1` })).json).toBeTypeOf('object')
  })

  it('bounds indent', async () => {
    await refused('toml-to-json', { toml: 'a = 1', indent: 9 }, 422, 'PARAM_BETWEEN')
  })
})

describe('dev/json-to-toml', () => {
  it('writes tables, arrays of tables and quoted keys', async () => {
    const value = { title: 'devutils', port: 8080, ratio: 0.5, tags: ['api', 'tools'], owner: { name: 'Ada' }, servers: [{ ip: '10.0.0.1' }, { ip: '10.0.0.2' }], 'a.b': { 'c d': [1, 'x', { e: true }] }, esc: 'tab\there "q" \\ ü' }
    const { output } = await ok('json-to-toml', { json: JSON.stringify(value) })
    // Python 3.11 tomllib reads this text back to the same value (checked once); smol-toml's reader agrees.
    expect(output).toBe('title = "devutils"\nport = 8080\nratio = 0.5\ntags = [ "api", "tools" ]\nesc = "tab\\there \\"q\\" \\\\ ü"\n\n[owner]\nname = "Ada"\n\n[[servers]]\nip = "10.0.0.1"\n\n[[servers]]\nip = "10.0.0.2"\n\n["a.b"]\n"c d" = [ 1, "x", { e = true } ]\n')
    expect(parseToml(output as string)).toEqual(value)
  })

  it('refuses anything but an object, and null with its path', async () => {
    await refused('json-to-toml', { json: '[1, 2]' }, 422, 'TOML_NOT_OBJECT', { message: /but it is of type array;/ })
    await refused('json-to-toml', { json: '"x"' }, 422, 'TOML_NOT_OBJECT')
    await refused('json-to-toml', { json: '{"a": {"b": [{"c": null}]}}' }, 422, 'TOML_NULL', { message: /^the value at \/a\/b\/0\/c is null/ })
  })

  it('refuses 10,000-deep JSON quickly and more than 128 levels', async () => {
    expectRefusal(await timed(post('json-to-toml', { json: '{"a":' + deepArrays(10_000) + '}' })), 422, 'TOO_DEEP', { withinMs: 1000 })
    await refused('json-to-toml', { json: '{"a":' + deepArrays(128) + '}' }, 422, 'TOO_DEEP_VALUE')
  })

  it('refuses output whose repeated table headers would pass the limit (413)', async () => {
    // A 300,000-character key, then 60,000 tables under it: each header repeats the key.
    const json = `{"${'k'.repeat(300_000)}": [${Array(60_000).fill('{"a":1}').join(',')}]}`
    expectRefusal(await timed(post('json-to-toml', { json })), 413, 'OUTPUT_TOO_LARGE', { withinMs: 5000 })
  })
})

describe('dev/json-to-csv', () => {
  // Expected texts from Python 3.11 csv.DictWriter (QUOTE_MINIMAL, lineterminator \r\n), RFC 4180 quoting.
  it('quotes as RFC 4180 does and ends records with CRLF', async () => {
    const rows = [{ id: '1', text: 'say "hi"', multi: 'a\nb', semi: 'x;y', comma: 'a,b', cr: 'a\rb', space: ' lead' }, { id: '2' }]
    const json = JSON.stringify(rows)
    expect((await ok('json-to-csv', { json })).output).toBe('id,text,multi,semi,comma,cr,space\r\n1,"say ""hi""","a\nb",x;y,"a,b","a\rb", lead\r\n2,,,,,,\r\n')
    expect((await ok('json-to-csv', { json, delimiter: 'semicolon' })).output).toBe('id;text;multi;semi;comma;cr;space\r\n1;"say ""hi""";"a\nb";"x;y";a,b;"a\rb"; lead\r\n2;;;;;;\r\n')
    expect((await ok('json-to-csv', { json, delimiter: '\t' })).output).toBe('id\ttext\tmulti\tsemi\tcomma\tcr\tspace\r\n1\t"say ""hi"""\t"a\nb"\tx;y\ta,b\t"a\rb"\t lead\r\n2\t\t\t\t\t\t\r\n')
  })

  it('unions keys in first-seen order, flattens objects, writes arrays as JSON, null as empty', async () => {
    const json = '[{"b":1,"o":{"x":{"y":true}}},{"a":null,"b":false,"arr":[1,{"z":"q"}],"o":{"w":2.5},"e":{}}]'
    expect(await ok('json-to-csv', { json })).toEqual({
      output: 'b,o.x.y,a,arr,o.w,e\r\n1,true,,,,\r\nfalse,,,"[1,{""z"":""q""}]",2.5,{}\r\n',
      rows: 2,
      columns: 6,
    })
    expect(await ok('json-to-csv', { json: '[]' })).toEqual({ output: '', rows: 0, columns: 0 })
  })

  it('refuses what is not an array of objects, naming the item', async () => {
    await refused('json-to-csv', { json: '{"a":1}' }, 422, 'CSV_NOT_ARRAY', { message: /but it is of type object;/ })
    await refused('json-to-csv', { json: '[{"a":1}, 2]' }, 422, 'CSV_ROW_NOT_OBJECT', { message: /^item 1 of the array \(counting from 0\) is of type number/ })
    await refused('json-to-csv', { json: '[[1]]' }, 422, 'CSV_ROW_NOT_OBJECT')
    await refused('json-to-csv', { json: '[{"a":1}', delimiter: ',' }, 422, 'JSON_UNCLOSED_ARRAY')
  })

  it('refuses a bad delimiter', async () => {
    await refused('json-to-csv', { json: '[]', delimiter: '"' }, 422, 'CSV_DELIMITER')
    await refused('json-to-csv', { json: '[]', delimiter: 'ab' }, 422, 'CSV_DELIMITER')
    await refused('json-to-csv', { json: '[]', delimiter: 'x'.repeat(17) }, 422, 'PARAM_MAX_LENGTH')
  })

  it('accepts 1,000 columns and refuses 1,001', async () => {
    const wide = (n: number) => JSON.stringify([Object.fromEntries(Array.from({ length: n }, (_, i) => [`c${i}`, i]))])
    expect((await ok('json-to-csv', { json: wide(1000) })).columns).toBe(1000)
    await refused('json-to-csv', { json: wide(1001) }, 422, 'CSV_WRITE_TOO_MANY_COLUMNS')
  })

  it('refuses output over the limit before building it (413), quickly', async () => {
    // 1,000 columns, then 100,000 empty rows: 100 MB of delimiters from a 300 KB input.
    const header = JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`c${i}`, 1])))
    const json = `[${header}${',{}'.repeat(100_000)}]`
    expectRefusal(await timed(post('json-to-csv', { json })), 413, 'OUTPUT_TOO_LARGE', { withinMs: 3000 })
  })

  it('refuses 10,000-deep JSON quickly', async () => {
    expectRefusal(await timed(post('json-to-csv', { json: `[{"a":${deepArrays(10_000)}}]` })), 422, 'TOO_DEEP', { withinMs: 1000 })
  })
})

describe('dev/xml-format', () => {
  const reader = new XMLParser({ ignoreAttributes: false, processEntities: false, trimValues: true, parseTagValue: false, parseAttributeValue: false, preserveOrder: true, commentPropName: '#comment', cdataPropName: '#cdata' })

  it('pretty-prints and minifies, keeping the document the same for an XML reader', async () => {
    const xml = '<?xml version="1.0"?><catalog><!-- books --><book id="7"   lang="en"><title>XML &amp; JSON</title><tags><tag>data</tag><tag/></tags><note><![CDATA[<raw>]]></note></book></catalog>'
    const pretty = (await ok('xml-format', { xml })).output as string
    expect(pretty).toBe('<?xml version="1.0"?>\n<catalog>\n  <!-- books -->\n  <book id="7" lang="en">\n    <title>XML &amp; JSON</title>\n    <tags>\n      <tag>data</tag>\n      <tag/>\n    </tags>\n    <note>\n      <![CDATA[<raw>]]>\n    </note>\n  </book>\n</catalog>')
    const minified = (await ok('xml-format', { xml: pretty, mode: 'minify' })).output as string
    expect(minified).toBe('<?xml version="1.0"?><catalog><!-- books --><book id="7" lang="en"><title>XML &amp; JSON</title><tags><tag>data</tag><tag/></tags><note><![CDATA[<raw>]]></note></book></catalog>')
    // fast-xml-parser, which is not the formatter, reads the same tree from all three.
    expect(reader.parse(pretty)).toEqual(reader.parse(xml))
    expect(reader.parse(minified)).toEqual(reader.parse(xml))
  })

  it('indents by the chosen width, keeps quotes and > inside attribute values', async () => {
    expect((await ok('xml-format', { xml: '<a x=\'1>2\'\n   y="q"><b>t</b></a >', indent: 4 })).output).toBe('<a x=\'1>2\' y="q">\n    <b>t</b>\n</a>')
    await refused('xml-format', { xml: '<a/>', indent: 0 }, 422, 'PARAM_BETWEEN')
    await refused('xml-format', { xml: '<a/>', indent: 9 }, 422, 'PARAM_BETWEEN')
    await refused('xml-format', { xml: '<a/>', mode: 'ugly' }, 422, 'PARAM_ENUM')
  })

  it('refuses malformed XML with line and column', async () => {
    await refused('xml-format', { xml: '<a>\n  <b>\n</a>' }, 422, 'XML_MALFORMED', { message: /^the XML is not well-formed at line 3, column 1: / })
    await refused('xml-format', { xml: '   ' }, 422, 'XML_NO_ELEMENT')
    await refused('xml-format', { xml: '<a><b></b>' }, 422, /^XML_(UNCLOSED|MALFORMED)$/)
  })

  it('refuses DTDs and entity declarations, as dev/xml-to-json does (no expansion, nothing fetched)', async () => {
    const laughs = '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n]>\n<lolz>&lol2;</lolz>'
    expectRefusal(await timed(post('xml-format', { xml: laughs })), 422, 'XML_DTD', { message: /^the declaration at line 2, column 1 /, withinMs: 1000 })
    await refused('xml-format', { xml: '<!DOCTYPE r SYSTEM "file:///etc/passwd"><r>&x;</r>' }, 422, 'XML_DTD')
  })

  it('accepts 100 levels and refuses 101, and 10,000 quickly', async () => {
    const nest = (n: number) => '<e>'.repeat(n) + '</e>'.repeat(n)
    expect((await ok('xml-format', { xml: nest(100), mode: 'minify' })).output).toBe(nest(100))
    await refused('xml-format', { xml: nest(101) }, 422, 'XML_TOO_DEEP')
    expectRefusal(await timed(post('xml-format', { xml: nest(10_000) })), 422, 'XML_TOO_DEEP', { withinMs: 2000 })
  })

  it('refuses pretty output over the limit before building it (413)', async () => {
    // 99 levels, then 60,000 empty elements each indented by 792 spaces with indent 8.
    const xml = '<e>'.repeat(99) + '<x/>'.repeat(60_000) + '</e>'.repeat(99)
    expectRefusal(await timed(post('xml-format', { xml, indent: 8 })), 413, 'OUTPUT_TOO_LARGE', { withinMs: 5000 })
  })
})

describe('dev/sql-format', () => {
  it('formats with the dialect, keyword case and indent', async () => {
    expect((await ok('sql-format', { sql: 'select a, count(*) from t group by a having count(*) > 1' })).output)
      .toBe('SELECT\n  a,\n  count(*)\nFROM\n  t\nGROUP BY\n  a\nHAVING\n  count(*) > 1')
    expect((await ok('sql-format', { sql: 'SELECT x::int FROM t', dialect: 'postgresql', keyword_case: 'lower' })).output).toBe('select\n  x::int\nfrom\n  t')
    expect((await ok('sql-format', { sql: 'select [a b] from [dbo].[t]', dialect: 'tsql', indent: 4 })).output).toBe('SELECT\n    [a b]\nFROM\n    [dbo].[t]')
    expect((await ok('sql-format', { sql: 'Select `a` From b', dialect: 'mysql', keyword_case: 'preserve' })).output).toBe('Select\n  `a`\nFrom\n  b')
    for (const dialect of ['sql', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'tsql', 'plsql', 'bigquery', 'snowflake']) {
      expect((await ok('sql-format', { sql: 'select 1 from t;', dialect })).output).toBe('SELECT\n  1\nFROM\n  t;')
    }
  })

  it('refuses unknown dialects and bad options', async () => {
    await refused('sql-format', { sql: 'select 1', dialect: 'oracle' }, 422, 'PARAM_ENUM')
    await refused('sql-format', { sql: 'select 1', keyword_case: 'title' }, 422, 'PARAM_ENUM')
    await refused('sql-format', { sql: 'select 1', indent: 0 }, 422, 'PARAM_BETWEEN')
    await refused('sql-format', { sql: 'select 1', indent: 9 }, 422, 'PARAM_BETWEEN')
  })

  it('refuses SQL it cannot read, with line and column', async () => {
    await refused('sql-format', { sql: 'select a\nfrom t where x = \'open' }, 422, 'SQL_SYNTAX', { message: /^the SQL could not be read at line 2, column 18: / })
  })

  it('refuses more than 50 nested parentheses before formatting, ignoring those in strings and comments', async () => {
    const nested = (n: number) => 'select ' + '('.repeat(n) + '1' + ')'.repeat(n)
    expect((await ok('sql-format', { sql: nested(50) })).output).toMatch(/^SELECT\n/)
    await refused('sql-format', { sql: nested(51) }, 422, 'SQL_TOO_DEEP', { message: /line 1, column 58/ })
    expect((await ok('sql-format', { sql: `select '${'('.repeat(60)}' -- ${'('.repeat(60)}\n` })).output).toMatch(/^SELECT\n/)
    expectRefusal(await timed(post('sql-format', { sql: nested(20_000) })), 422, 'SQL_TOO_DEEP', { withinMs: 1000 })
  })

  it('caps the length: 100,001 characters are refused, a 10 MB one-line SQL is refused unread', async () => {
    await refused('sql-format', { sql: 'x'.repeat(100_001) }, 422, 'PARAM_MAX_LENGTH')
    expectRefusal(await timed(post('sql-format', { sql: 'select 1, '.repeat(1_000_000) + '1' })), 413, 'BODY_TOO_LARGE', { withinMs: 2000 })
  })

  it('answers a long input within its time budget while a light call still answers', async () => {
    const sql = 'select ' + Array.from({ length: 12_000 }, (_, i) => `c${i}`).join(', ') + ' from t'
    expect(sql.length).toBeLessThanOrEqual(100_000)
    const heavy = timed(post('sql-format', { sql }))
    await lightCallAnswers()
    const done = await heavy
    expect([200, 422]).toContain(done.res.statusCode)
    if (done.res.statusCode === 422) expect(envelope(done.res).code).toBe('SQL_TIMEOUT')
    expect(done.ms).toBeLessThan(8000)
  })
})

/** An independent RFC 6902 applier for add, remove and replace (all the diff produces), on a copy. */
function applyIndependently(document: unknown, patch: readonly Operation[]): unknown {
  let root = structuredClone(document)
  for (const operation of patch) {
    const tokens = operation.path === '' ? [] : operation.path.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
    if (tokens.length === 0) {
      if (operation.op !== 'replace' && operation.op !== 'add') throw new Error(`cannot ${operation.op} the root`)
      root = structuredClone(operation.value)
      continue
    }
    let parent = root as Record<string, unknown> | unknown[]
    for (const token of tokens.slice(0, -1)) parent = (parent as Record<string, unknown>)[token] as Record<string, unknown>
    const last = tokens[tokens.length - 1]!
    if (Array.isArray(parent)) {
      const index = last === '-' ? parent.length : Number(last)
      if (!Number.isInteger(index) || index < 0 || index > parent.length) throw new Error(`bad index ${last}`)
      if (operation.op === 'add') parent.splice(index, 0, structuredClone(operation.value))
      else if (operation.op === 'remove') parent.splice(index, 1)
      else if (operation.op === 'replace') parent[index] = structuredClone(operation.value)
      else throw new Error(`unexpected ${operation.op}`)
    } else {
      if (operation.op !== 'add' && !Object.hasOwn(parent, last)) throw new Error(`no member ${last}`)
      if (operation.op === 'remove') delete parent[last]
      else if (operation.op === 'add' || operation.op === 'replace') parent[last] = structuredClone(operation.value)
      else throw new Error(`unexpected ${operation.op}`)
    }
  }
  return root
}

/** Checks a patch both ways: rfc6902's applyPatch and the independent applier turn a into b. */
function expectPatchTurns(a: unknown, b: unknown, patch: Operation[]): void {
  expect(applyIndependently(a, patch)).toEqual(b)
  // rfc6902's applyPatch edits the document in place, so it cannot replace the whole document.
  if (patch.some((operation) => operation.path === '')) return
  const copy = structuredClone(a)
  const results = applyPatch(copy, patch)
  expect(results.every((r) => r === null)).toBe(true)
  expect(copy).toEqual(b)
}

describe('dev/json-diff', () => {
  const diff = async (a: unknown, b: unknown) => (await ok('json-diff', { a: JSON.stringify(a), b: JSON.stringify(b) })) as { equal: boolean; patch: Operation[]; changes: number }

  // RFC 6902 appendix A: the documents before and after each example, and where the example's
  // own patch is the minimal one, that patch.
  const appendix: [string, unknown, unknown, Operation[] | undefined][] = [
    ['A.1 adding an object member', { foo: 'bar' }, { baz: 'qux', foo: 'bar' }, [{ op: 'add', path: '/baz', value: 'qux' }]],
    ['A.2 adding an array element', { foo: ['bar', 'baz'] }, { foo: ['bar', 'qux', 'baz'] }, [{ op: 'add', path: '/foo/1', value: 'qux' }]],
    ['A.3 removing an object member', { baz: 'qux', foo: 'bar' }, { foo: 'bar' }, [{ op: 'remove', path: '/baz' }]],
    ['A.4 removing an array element', { foo: ['bar', 'qux', 'baz'] }, { foo: ['bar', 'baz'] }, [{ op: 'remove', path: '/foo/1' }]],
    ['A.5 replacing a value', { baz: 'qux', foo: 'bar' }, { baz: 'boo', foo: 'bar' }, [{ op: 'replace', path: '/baz', value: 'boo' }]],
    ['A.6 moving a value', { foo: { bar: 'baz', waldo: 'fred' }, qux: { corge: 'grault' } }, { foo: { bar: 'baz' }, qux: { corge: 'grault', thud: 'fred' } }, undefined],
    ['A.7 moving an array element', { foo: ['all', 'grass', 'cows', 'eat'] }, { foo: ['all', 'cows', 'eat', 'grass'] }, undefined],
    ['A.10 adding a nested member object', { foo: 'bar' }, { foo: 'bar', child: { grandchild: {} } }, [{ op: 'add', path: '/child', value: { grandchild: {} } }]],
    ['A.16 adding an array value', { foo: ['bar'] }, { foo: ['bar', ['abc', 'def']] }, [{ op: 'add', path: '/foo/1', value: ['abc', 'def'] }]],
  ]
  it.each(appendix)('RFC 6902 %s', async (_title, a, b, minimal) => {
    const result = await diff(a, b)
    expect(result.equal).toBe(false)
    expect(result.changes).toBe(result.patch.length)
    if (minimal) expect(result.patch).toEqual(minimal)
    expectPatchTurns(a, b, result.patch)
  })

  it('escapes keys as RFC 6901 says (~0 and ~1)', async () => {
    const result = await diff({ 'a/b': 1, 'm~n': 2 }, { 'a/b': 3, 'm~n': 4 })
    expect(result.patch).toEqual([{ op: 'replace', path: '/a~1b', value: 3 }, { op: 'replace', path: '/m~0n', value: 4 }])
  })

  it('compares values: key order and number spelling do not matter', async () => {
    expect(await ok('json-diff', { a: '{"a":[1,2.0],"b":{"c":null}}', b: '{"b":{"c":null},"a":[1,2]}' })).toEqual({ equal: true, patch: [], changes: 0 })
    expectPatchTurns(1, 'x', (await diff(1, 'x')).patch)
    expect((await diff({ a: 1 }, [1])).patch).toEqual([{ op: 'replace', path: '', value: [1] }])
  })

  it('gives correct patches for random documents (both appliers agree)', async () => {
    const random = seededRandom(25)
    const value = (depth: number): unknown => {
      const r = random()
      if (depth > 3 || r < 0.3) return [null, true, 1, 'x', 2.5, 'y'][Math.floor(random() * 6)]
      if (r < 0.65) return Array.from({ length: Math.floor(random() * 6) }, () => value(depth + 1))
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 5) }, () => [['a', 'b', 'c/d', 'e~f'][Math.floor(random() * 4)]!, value(depth + 1)]))
    }
    for (let i = 0; i < 60; i++) {
      const a = value(0)
      const b = value(0)
      expectPatchTurns(a, b, (await diff(a, b)).patch)
    }
  })

  it('refuses invalid JSON naming a or b, in the caller\'s language', async () => {
    await refused('json-diff', { a: '{}', b: '{"a":' }, 422, 'JSON_DIFF_INVALID', { message: /^b is not valid JSON: the JSON ends at line 1, column 6 before the object opened at line 1, column 1 is closed/ })
    await refused('json-diff', { a: '[1,]', b: '[]' }, 422, 'JSON_DIFF_INVALID', { message: /^a is not valid JSON: / })
    const es = await api.refused('json-diff', { params: { a: '{}', b: 'nope' }, lang: 'es' }, 422, 'JSON_DIFF_INVALID')
    expect(es.error).toMatch(/^b no es un JSON válido: /)
  })

  it('refuses 10,000-deep JSON quickly', async () => {
    expectRefusal(await timed(post('json-diff', { a: deepArrays(10_000), b: '[]' })), 422, 'JSON_DIFF_INVALID', { message: /more than 512 levels/, withinMs: 1000 })
  })

  it('diffs two 100,000-item arrays in linear time, while a light call still answers', async () => {
    const a = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => i))
    const b = JSON.stringify(Array.from({ length: 100_000 }, (_, i) => (i % 1000 === 0 ? -i : i)))
    const heavy = timed(post('json-diff', { a, b }))
    await lightCallAnswers()
    const done = await heavy
    expect(done.res.statusCode).toBe(200)
    expect((envelope(done.res).result as { changes: number }).changes).toBe(99)
    expect(done.ms).toBeLessThan(5000)
    // An insertion at the front is one operation, not 100,000.
    const shifted = JSON.stringify([-1, ...Array.from({ length: 100_000 }, (_, i) => i)])
    expect((await ok('json-diff', { a, b: shifted })).patch).toEqual([{ op: 'add', path: '/0', value: -1 }])
  })

  it('refuses a patch whose repeated paths would pass the output limit (413)', async () => {
    const key = 'k'.repeat(400_000)
    const a = `{"${key}":[${Array(50_000).fill(1).join(',')}]}`
    const b = `{"${key}":[${Array(50_000).fill(2).join(',')}]}`
    expectRefusal(await timed(post('json-diff', { a, b })), 413, 'OUTPUT_TOO_LARGE', { withinMs: 3000 })
  })
})
