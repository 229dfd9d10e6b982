import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { findLiteral, graphemes } from '../../src/lib/text/text.ts'
import { extractEmails, regexReplace } from '../../src/lib/text/search.ts'
import { textTasks } from '../../src/lib/text/tasks.ts'
import { TEXT_INLINE_MAX_CHARS } from '../../src/operations/kits/text.ts'
import { loadTask } from '../../src/workers/tasks.ts'
import { call, categoryClient, envelope, makeApp, opAt } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
  // Start a worker thread now, so the time budgets below measure the work and not a thread start-up.
  await call(app, opAt('text/find-replace', 'POST'), { text: 'a', find: 'a', regex: true })
})
afterAll(async () => { await app.close() })

const { op, ok, refused } = categoryClient(() => app, 'text', 'POST')

const OPERATIONS = [
  'case', 'slugify', 'word-count', 'reverse', 'sort-lines', 'dedupe', 'remove-empty', 'trim', 'find-replace', 'extract-emails',
  'extract-urls', 'strip-html', 'add-line-numbers', 'remove-line-breaks', 'repeat', 'count-occurrences', 'word-frequency', 'unique-words',
]

const output = async (name: string, params: Record<string, unknown>) => (await ok(name, params)).output as string

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - start }
}

/** A text of nearly `bytes` UTF-8 bytes with words, punctuation, accents, emoji and line breaks. */
function bigText(bytes: number): string {
  const line = 'Lorem ipsum dolor sit amet, Crème brûlée 👨‍👩‍👧 café; mail ana@example.com or see https://example.org/a_(b). Again!\n'
  return line.repeat(Math.floor(bytes / Buffer.byteLength(line)))
}

describe('worker tasks', () => {
  it('registers the text tasks with the worker pool (src/workers/tasks.ts loads them)', async () => {
    for (const [name, fn] of Object.entries(textTasks)) expect(await loadTask(name)).toBe(fn)
  })
})

// ---------------------------------------------------------------------------------------------
// Shared helpers
// ---------------------------------------------------------------------------------------------

describe('graphemes', () => {
  it('gives the clusters Intl.Segmenter gives, on mixed text longer than its windows', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
    const pieces = ['a', ' ', '\r', '\n', '\r\n', '\u0301', '\u200d', '👨', '👩', '🏽', '🇫', '🇷', '\u0600', 'ก', '\u0e33', '\u1100', '\u1161', '\u11a8', 'ल', '\u094d', 'क', '\ufe0f', '日']
    let seed = 7
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
    for (let n = 0; n < 300; n++) {
      let text = ''
      for (let i = 0, len = 1 + Math.floor(random() * 700); i < len; i++) text += pieces[Math.floor(random() * pieces.length)]
      expect(graphemes(text)).toEqual(Array.from(segmenter.segment(text), (s) => s.segment))
    }
  })

  it('stays fast on a single cluster of a million combining marks', () => {
    const start = performance.now()
    expect(graphemes(`a${'\u0301'.repeat(1_000_000)}b`).length).toBe(2)
    expect(performance.now() - start).toBeLessThan(1_000)
  })
})

describe('findLiteral', () => {
  it('ignores case exactly as a JavaScript /iu regular expression does', () => {
    const letters = ['a', 'A', 'k', 'K', '\u212a', 'σ', 'ς', 'Σ', 'ß', 'S', 's', 'ſ', 'İ', 'i', 'I', 'ı', 'µ', 'μ', 'é', 'É', 'ǅ', 'ǆ', '𐐀', '𐐨']
    const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    let seed = 11
    const pick = () => letters[(seed = (seed * 48271) % 2147483647) % letters.length]!
    for (let n = 0; n < 2_000; n++) {
      const text = Array.from({ length: 24 }, pick).join('')
      const find = Array.from({ length: 1 + (n % 2) }, pick).join('')
      const expected = [...text.matchAll(new RegExp(escape(find), 'giu'))].map((m) => m.index)
      expect(findLiteral(text, find, { caseInsensitive: true, overlapping: false }), `${text} / ${find}`).toEqual(expected)
    }
  })
})

describe('regexReplace', () => {
  it('expands replacement templates and counts matches as String.prototype.replace does', () => {
    const templates = ['$1', '$2', '$10', '$01', '$00', '$0', '$&', '$`', "$'", '$$', '$', '$<n>', '$<x>', '$<n', 'x$1y$2z', '$99']
    const patterns = ['(a)(b)?', '(?<n>a)', 'x*', '^', '(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)', '']
    for (const source of patterns) {
      for (const replace of templates) {
        for (const text of ['abcabc', 'axb', 'aaa\nbab', 'abcdefghij!', '😀a😀', '']) {
          const re = new RegExp(source, 'gmu')
          expect(regexReplace({ source, flags: 'gmu', text, replace }), `${source} ${replace} ${text}`)
            .toEqual({ output: text.replace(re, replace), count: [...text.matchAll(re)].length })
        }
      }
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Common rules
// ---------------------------------------------------------------------------------------------

describe('common rules', () => {
  it('refuses a missing text with 422 PARAM_REQUIRED on every operation', async () => {
    for (const name of OPERATIONS) {
      expect(await refused(name, { find: 'x' }), name).toEqual({ code: 'PARAM_REQUIRED', error: 'text is required' })
    }
  })

  it('refuses a missing or empty find', async () => {
    expect(await refused('find-replace', { text: 'abc' })).toEqual({ code: 'PARAM_REQUIRED', error: 'find is required' })
    expect(await refused('count-occurrences', { text: 'abc' })).toEqual({ code: 'PARAM_REQUIRED', error: 'find is required' })
    expect(await refused('find-replace', { text: 'abc', find: '' })).toEqual({ code: 'FIND_EMPTY', error: 'find is empty; send at least one character to look for' })
  })

  it('answers in Spanish under /es', async () => {
    expect(await refused('case', {}, 'es')).toEqual({ code: 'PARAM_REQUIRED', error: 'text es obligatorio' })
    expect((await refused('find-replace', { text: 'a', find: '(', regex: true }, 'es')).error)
      .toBe('find no es una expresión regular de JavaScript válida: Unterminated group; compruebe que los paréntesis y corchetes estén equilibrados, que ningún cuantificador quede sin nada que repetir y que no haya un {, } o ] suelto (escriba \\{, \\} o \\]), o envíe regex: false para buscar el texto literalmente')
  })

  it('refuses invalid parameter values with the allowed ones', async () => {
    expect(await refused('case', { text: 'a', mode: 'shout' })).toEqual({ code: 'PARAM_ENUM', error: 'mode must be one of: upper, lower, title, sentence, camel, pascal, snake, kebab' })
    expect(await refused('sort-lines', { text: 'a', natural: 'maybe' })).toMatchObject({ code: 'PARAM_NOT_BOOLEAN' })
    expect(await refused('remove-line-breaks', { text: 'a', separator: 'x'.repeat(101) })).toEqual({ code: 'PARAM_MAX_LENGTH', error: 'separator must be at most 100 characters long' })
  })

  it('accepts CRLF line breaks and answers with LF', async () => {
    const crlf = 'b\r\na\r\n\r\nb\r\n'
    expect(await output('sort-lines', { text: crlf })).toBe('\na\nb\nb\n')
    expect(await output('dedupe', { text: crlf })).toBe('b\na\n\n')
    expect(await output('remove-empty', { text: crlf })).toBe('b\na\nb\n')
    expect(await output('trim', { text: ' x \r\n y\r\n' })).toBe('x\ny\n')
    expect(await output('reverse', { text: 'ab\r\ncd', by: 'characters' })).toBe('dc\nba')
    expect(await output('reverse', { text: 'a\r\nb\r\n', by: 'lines' })).toBe('b\na\n')
    expect(await output('add-line-numbers', { text: 'x\r\ny' })).toBe('1. x\n2. y')
    expect(await output('remove-line-breaks', { text: 'x\r\ny\r\n' })).toBe('x y')
    expect(await output('case', { text: 'a\r\nb', mode: 'upper' })).toBe('A\nB')
    expect(await output('find-replace', { text: 'a\r\nb', find: 'a\nb', replace: '+' })).toBe('+')
    expect(await output('find-replace', { text: 'a\r\nb', find: '$', replace: ';', regex: true })).toBe('a;\nb;')
    expect((await ok('word-count', { text: 'one\r\ntwo\r\n\r\nthree' }))).toMatchObject({ words: 3, characters: 14, lines: 4, paragraphs: 2 })
    expect((await ok('count-occurrences', { text: 'a\r\nb\r\n', find: '\r\n' })).count).toBe(2)
  })

  describe('text size limit', () => {
    let small: FastifyInstance
    beforeAll(async () => { small = await makeApp({ TEXT_LIMIT_BYTES: '2048' }) })
    afterAll(async () => { await small.close() })

    it('refuses a text over TEXT_LIMIT_BYTES, counted in UTF-8 bytes, with 413 TEXT_TOO_LARGE', async () => {
      const res = await call(small, op('word-count'), { text: '€'.repeat(683) }) // 2,049 bytes in 683 characters
      expect(res.statusCode).toBe(413)
      expect(envelope(res)).toEqual({ ok: false, code: 'TEXT_TOO_LARGE', error: 'text is 2049 bytes; the limit is 2048 bytes (UTF-8)' })
      expect((await call(small, op('word-count'), { text: 'é'.repeat(1024) })).statusCode).toBe(200) // exactly 2,048 bytes
      for (const [name, extra] of [['reverse', {}], ['find-replace', { find: 'a', regex: true }], ['repeat', {}], ['strip-html', {}]] as const) {
        expect((await call(small, op(name), { text: 'a'.repeat(2049), ...extra })).statusCode, name).toBe(413)
      }
    })
  })

  it('handles a 1 MB text in well under a second', async () => {
    const text = bigText(1_000_000)
    expect(Buffer.byteLength(text)).toBeGreaterThan(990_000)
    const calls: [string, Record<string, unknown>][] = [
      ['word-count', {}], ['reverse', {}], ['case', { mode: 'camel' }], ['sort-lines', { natural: true }], ['strip-html', {}],
      ['extract-urls', {}], ['extract-emails', {}], ['word-frequency', {}], ['find-replace', { find: '\\b(\\w)(\\w*)', replace: '$2$1', regex: true }],
      ['count-occurrences', { find: 'a'.repeat(500) + 'b', overlapping: true, case_insensitive: true }],
    ]
    for (const [name, params] of calls) {
      const { value: res, ms } = await timed(() => call(app, op(name), { text, ...params }))
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200)
      expect(ms, name).toBeLessThan(1_000)
    }
  })

  it('gives the same answer for a long text, worked in the pool, as for short ones worked inline', async () => {
    const line = 'Zoë 👨‍👩‍👧 é\n'
    const copies = Math.ceil((TEXT_INLINE_MAX_CHARS + 1) / line.length)
    const text = line.repeat(copies)
    expect(text.length).toBeGreaterThan(TEXT_INLINE_MAX_CHARS)
    expect(await output('reverse', { text })).toBe(`\n${'é 👨‍👩‍👧 ëoZ\n'.repeat(copies - 1)}é 👨‍👩‍👧 ëoZ`)
    expect(await ok('dedupe', { text })).toEqual({ output: line, lines: 1, removed: copies - 1 })
  })
})

// ---------------------------------------------------------------------------------------------
// Operations
// ---------------------------------------------------------------------------------------------

describe('text/case', () => {
  const convert = (text: string, mode: string) => output('case', { text, mode })

  it('converts to every mode', async () => {
    const text = 'hello WORLD. it\'s a fooBar-baz_qux'
    expect(await convert(text, 'upper')).toBe('HELLO WORLD. IT\'S A FOOBAR-BAZ_QUX')
    expect(await convert(text, 'lower')).toBe('hello world. it\'s a foobar-baz_qux')
    expect(await convert(text, 'title')).toBe('Hello World. It\'s A Foobar-Baz_Qux')
    expect(await convert(text, 'sentence')).toBe('Hello world. It\'s a foobar-baz_qux')
    expect(await convert(text, 'camel')).toBe('helloWorldItsAFooBarBazQux')
    expect(await convert(text, 'pascal')).toBe('HelloWorldItsAFooBarBazQux')
    expect(await convert(text, 'snake')).toBe('hello_world_its_a_foo_bar_baz_qux')
    expect(await convert(text, 'kebab')).toBe('hello-world-its-a-foo-bar-baz-qux')
    expect(await ok('case', { text: 'abc' })).toEqual({ mode: 'upper', output: 'ABC' })
  })

  it('splits identifiers at camelCase boundaries, acronyms and digits', async () => {
    expect(await convert('XMLHttpRequest utf8Encode getHTTPSUrl', 'snake')).toBe('xml_http_request_utf8_encode_get_https_url')
    expect(await convert('  --Already__snake--  ', 'camel')).toBe('alreadySnake')
    expect(await convert('first name\n\nlast name', 'pascal')).toBe('FirstName\n\nLastName')
    expect(await convert('Crème brûlée', 'kebab')).toBe('crème-brûlée')
  })

  it('leaves Turkish dotted and dotless i as Unicode defines them without a locale', async () => {
    expect(await convert('İstanbul ılık', 'upper')).toBe('İSTANBUL ILIK')
    expect(await convert('İstanbul ılık', 'lower')).toBe('i\u0307stanbul ılık')
    expect(await convert('istanbul', 'upper')).toBe('ISTANBUL')
    expect(await convert('ılık İSTANBUL', 'title')).toBe('Ilık İstanbul')
  })

  it('handles sentence starts after quotes (even mid-sentence ones), blank lines and Spanish opening marks', async () => {
    expect(await convert('"WHO?" she asked. ¿QUÉ? «BIEN»\n\nnew PARAGRAPH', 'sentence')).toBe('"Who?" She asked. ¿Qué? «Bien»\n\nNew paragraph')
    expect(await convert('ὈΔΥΣΣΕΎΣ. ΣΤΡΑΣΣΕ', 'lower')).toBe('ὀδυσσεύς. στρασσε')
    expect(await convert('straße', 'upper')).toBe('STRASSE')
    expect(await convert('ǆungla ßeta', 'title')).toBe('ǅungla Sseta')
  })
})

describe('text/slugify', () => {
  it('transliterates Latin letters and joins words with the separator', async () => {
    expect(await ok('slugify', { text: 'Crème Brûlée!' })).toEqual({ slug: 'creme-brulee' })
    expect((await ok('slugify', { text: '  Łódź — Øresund, Þórr & Æsir; ﬁle №2  ' })).slug).toBe('lodz-oresund-thorr-aesir-file-no2')
    expect((await ok('slugify', { text: 'Hello World', separator: '_' })).slug).toBe('hello_world')
    expect((await ok('slugify', { text: 'Привет, мир! 日本語 हिन्दी' })).slug).toBe('привет-мир-日本語-हिन्दी')
    expect((await ok('slugify', { text: '!!! 👍 ???' })).slug).toBe('')
  })

  it('refuses a separator a URL would need to escape', async () => {
    expect((await refused('slugify', { text: 'a b', separator: '/' })).code).toBe('PARAM_ENUM')
  })
})

describe('text/word-count', () => {
  it('counts words, code points, sentences, lines and paragraphs', async () => {
    expect(await ok('word-count', { text: 'Don\'t stop — state-of-the-art 3.14 works!  Really?\n\n\n👍🏽 Yes.\n' })).toEqual({
      words: 7, characters: 61, characters_no_spaces: 49, sentences: 3, lines: 4, paragraphs: 2,
      reading_wpm: 238, reading_time_seconds: 2, reading_time_minutes: 1,
      speaking_wpm: 130, speaking_time_seconds: 4, speaking_time_minutes: 1,
    })
  })

  it('gives zeros for an empty text and takes other speeds', async () => {
    expect(await ok('word-count', { text: '' })).toMatchObject({ words: 0, characters: 0, sentences: 0, lines: 0, paragraphs: 0, reading_time_seconds: 0, reading_time_minutes: 0 })
    const text = Array(476).fill('word').join(' ')
    expect(await ok('word-count', { text, reading_wpm: 200, speaking_wpm: 100 })).toMatchObject({
      words: 476, reading_time_seconds: 143, reading_time_minutes: 3, speaking_time_seconds: 286, speaking_time_minutes: 5,
    })
    expect((await refused('word-count', { text: 'a', reading_wpm: 10 })).code).toBe('PARAM_BETWEEN')
  })
})

describe('text/reverse', () => {
  it('keeps emoji ZWJ sequences and combining marks whole when reversing characters', async () => {
    expect(await ok('reverse', { text: '👨‍👩‍👧 e\u0301' })).toEqual({ by: 'characters', output: 'e\u0301 👨‍👩‍👧' })
    expect(await output('reverse', { text: '🇫🇷🇩🇪x' })).toBe('x🇩🇪🇫🇷')
  })

  it('reverses words within lines, keeping the spacing, and reverses lines', async () => {
    expect(await output('reverse', { text: '  Hello,  big world!\nsecond line', by: 'words' })).toBe('  world!  big Hello,\nline second')
    expect(await output('reverse', { text: 'a\nb\n\nc', by: 'lines' })).toBe('c\n\nb\na')
  })
})

describe('text/sort-lines', () => {
  const sort = (text: string, params: Record<string, unknown> = {}) => output('sort-lines', { text, ...params })

  it('sorts by code units, ignoring case, naturally, and in either direction', async () => {
    const text = 'b\nB\na10\na2\nA1\né'
    expect(await sort(text)).toBe('A1\nB\na10\na2\nb\né')
    expect(await sort(text, { order: 'desc' })).toBe('é\nb\na2\na10\nB\nA1')
    expect(await sort(text, { case_insensitive: true })).toBe('A1\na10\na2\nb\nB\né')
    expect(await sort(text, { natural: true })).toBe('A1\na2\na10\nb\nB\né')
    expect(await sort(text, { natural: true, case_insensitive: true, order: 'desc' })).toBe('é\nb\nB\na10\na2\nA1')
  })

  it('keeps equal lines in their original order in both directions', async () => {
    expect(await sort('x\nX\ny', { case_insensitive: true, order: 'desc' })).toBe('y\nx\nX')
    expect(await ok('sort-lines', { text: '' })).toEqual({ output: '', lines: 0 })
  })
})

describe('text/dedupe, remove-empty, trim', () => {
  it('keeps the first of each duplicate line', async () => {
    expect(await ok('dedupe', { text: 'a\nb\na\n\n\nB\nb ' })).toEqual({ output: 'a\nb\n\nB\nb ', lines: 5, removed: 2 })
    expect(await ok('dedupe', { text: 'Straße\nSTRASSE\nΣίσυφος\nΣΊΣΥΦΟΣ', case_insensitive: true })).toEqual({ output: 'Straße\nSTRASSE\nΣίσυφος', lines: 3, removed: 1 })
  })

  it('removes lines holding only white space, no-break spaces included', async () => {
    expect(await ok('remove-empty', { text: '\n\na\n \t\u00a0\u3000\nb' })).toEqual({ output: 'a\nb', lines: 2, removed: 3 })
    expect(await ok('remove-empty', { text: '\n\n' })).toEqual({ output: '', lines: 0, removed: 2 })
  })

  it('trims every line', async () => {
    expect(await ok('trim', { text: '\u00a0 a  b \t\n\n  c\ufeff' })).toEqual({ output: 'a  b\n\nc', lines: 3 })
  })
})

describe('text/find-replace', () => {
  const replace = (params: Record<string, unknown>) => ok('find-replace', { text: 'The cat and the Cat.', ...params })

  it('replaces literally by default, $ included, and counts', async () => {
    expect(await replace({ find: 'cat', replace: '$&dog' })).toEqual({ output: 'The $&dog and the Cat.', count: 1 })
    expect(await replace({ find: 'CAT', case_insensitive: true, replace: 'dog' })).toEqual({ output: 'The dog and the dog.', count: 2 })
    expect(await replace({ find: 'the ' })).toEqual({ output: 'The cat and Cat.', count: 1 })
    expect(await ok('find-replace', { text: 'aaaa', find: 'aa', replace: 'b' })).toEqual({ output: 'bb', count: 2 })
    expect(await replace({ find: 'dog' })).toEqual({ output: 'The cat and the Cat.', count: 0 })
  })

  it('replaces with a regular expression: groups, named groups, multiline anchors and \\A', async () => {
    expect(await replace({ find: '(?<first>\\w)(\\w*)', replace: '$2$<first>', regex: true })).toEqual({ output: 'heT atc nda het atC.', count: 5 })
    expect(await replace({ find: 'c(a)t', replace: '[$1]', regex: true, case_insensitive: true })).toEqual({ output: 'The [a] and the [a].', count: 2 })
    expect(await ok('find-replace', { text: 'a\nb', find: '^', replace: '# ', regex: true })).toEqual({ output: '# a\n# b', count: 2 })
    expect(await ok('find-replace', { text: 'a\nb', find: '\\A', replace: '# ', regex: true })).toEqual({ output: '# a\nb', count: 1 })
    expect(await ok('find-replace', { text: '😀😀', find: '.', replace: 'x', regex: true })).toEqual({ output: 'xx', count: 2 })
  })

  it('refuses an invalid or overlong regular expression, naming find', async () => {
    expect(await refused('find-replace', { text: 'a', find: 'a{', regex: true })).toMatchObject({ code: 'FIND_INVALID_REGEX' })
    expect(await refused('find-replace', { text: 'a', find: '(?<x>a', regex: true })).toMatchObject({ code: 'FIND_INVALID_REGEX', error: expect.stringMatching(/^find is not a valid JavaScript regular expression: /) })
    expect(await refused('find-replace', { text: 'a', find: 'a'.repeat(1001), regex: true })).toEqual({
      code: 'FIND_REGEX_TOO_LONG',
      error: 'find is 1001 characters long, but a regular expression may have at most 1000; shorten it, or send regex: false to search for the text literally',
    })
  })

  it('refuses with 413 OUTPUT_TOO_LARGE a replacement that would grow past the output cap', async () => {
    const text = 'a'.repeat(100_000)
    const literal = await call(app, op('find-replace'), { text, find: 'a', replace: 'b'.repeat(101) })
    expect(literal.statusCode).toBe(413)
    expect(envelope(literal)).toMatchObject({ code: 'OUTPUT_TOO_LARGE', error: 'the result would be longer than 10000000 characters; send a smaller input' })
    const { value: regex, ms } = await timed(() => call(app, op('find-replace'), { text, find: 'a', replace: '$`', regex: true }))
    expect(regex.statusCode).toBe(413)
    expect(ms).toBeLessThan(1_000)
  })

  it('stops catastrophic backtracking with 422 REGEX_TIMEOUT while other calls go on', async () => {
    const light = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const { value: res, ms } = await timed(() => call(app, opAt('number/roman'), { value: 9 }))
      expect(envelope(res).result).toEqual({ roman: 'IX', number: 9 })
      return ms
    })()
    const [{ value: res, ms }, lightMs] = await Promise.all([
      timed(() => call(app, op('find-replace'), { text: `${'a'.repeat(40)}b`, find: '^(a+)+$', replace: 'x', regex: true })),
      light,
    ])
    const body = envelope(res)
    expect(res.statusCode, JSON.stringify(body)).toBe(422)
    expect(body.code).toBe('REGEX_TIMEOUT')
    expect(ms).toBeLessThan(2_500)
    expect(lightMs).toBeLessThan(1_000)
  })
})

describe('text/count-occurrences', () => {
  it('counts without overlaps by default, with them on request, ignoring case on request', async () => {
    expect(await ok('count-occurrences', { text: 'aaaa', find: 'aa' })).toEqual({ count: 2 })
    expect(await ok('count-occurrences', { text: 'aaaa', find: 'aa', overlapping: true })).toEqual({ count: 3 })
    expect(await ok('count-occurrences', { text: 'Hello hello HELLO', find: 'hello' })).toEqual({ count: 1 })
    expect(await ok('count-occurrences', { text: 'Hello hello HELLO', find: 'hello', case_insensitive: true })).toEqual({ count: 3 })
    expect(await ok('count-occurrences', { text: '😀😀😀', find: '😀' })).toEqual({ count: 3 })
    expect(await ok('count-occurrences', { text: 'ıiIİ', find: 'i', case_insensitive: true })).toEqual({ count: 2 })
  })
})

describe('text/extract-emails', () => {
  it('finds addresses by shape, without trailing punctuation, unique by default', async () => {
    const text = 'Mail ana.b+x@Example.COM, ANA.B+X@example.com; (bob_1@sub.mail-host.co.uk). '
      + 'Not: a@b, @c.com, d@e.f, x@-y.com, name@host..com. Also .lead@dots.org- and josé@correo.españa.es.'
    expect(await ok('extract-emails', { text })).toEqual({
      emails: ['ana.b+x@Example.COM', 'bob_1@sub.mail-host.co.uk', 'lead@dots.org', 'josé@correo.españa.es'],
      count: 4,
    })
    expect((await ok('extract-emails', { text, unique: false })).count).toBe(5)
  })

  // RFC 3696 section 3's examples of unusual but valid local parts (RFC 5322 atext): each is found
  // whole, never as the tail after its last / or = (which is an address the text does not hold).
  it.each([
    'customer/department=shipping@example.com', '$A12345@example.com', '!def!xyz%abc@example.com', '_somename@example.com',
    'user+mailbox/department=shipping@example.com', "o'hara#{x}|y~z^w`v?u@example.com",
  ])('finds %s whole', async (email) => {
    expect(await ok('extract-emails', { text: `To: ${email}, please.` })).toEqual({ emails: [email], count: 1 })
  })

  it('finds what CyberChef\'s extract-email test finds, but for a bare IP address as the domain', async () => {
    // CyberChef's tests/operations/tests/ExtractEmailAddresses.mjs, internationalised case; its
    // john@192.168.10.100 is left out here, as the description says (the domain must end in a name).
    const found = [
      '伊昭傑@郵件.商務', 'ाम@मोहन.ईन्फो', 'юзер@екзампл.ком', 'θσερ@εχαμπλε.ψομ', 'JosễSilvễ@googlễ.com', 'JosễSilvễ@google.com',
      'JosễSilva@google.com', 'FoO@BaR.CoM', 'gómez@junk.br', 'Abc.123@example.com', 'user+mailbox/department=shipping@example.com',
      '用户@例子.广告', 'उपयोगकर्ता@उदाहरण.कॉम', 'юзер@екзампл.ком', 'θσερ@εχαμπλε.ψομ', 'Dörte@Sörensen.example.com',
      'аджай@экзампл.рус', 'test@xn--bcher-kva.com',
    ]
    const text = '伊昭傑@郵件.商務 ाम@मोहन.ईन्फो\nюзер@екзампл.ком θσερ@εχαμπλε.ψομ JosễSilvễ@googlễ.com\nJosễSilvễ@google.com and JosễSilva@google.com\n'
      + 'FoO@BaR.CoM, john@192.168.10.100\ngómez@junk.br and Abc.123@example.com.\nuser+mailbox/department=shipping@example.com\n'
      + '用户@例子.广告\nउपयोगकर्ता@उदाहरण.कॉम\nюзер@екзампл.ком\nθσερ@εχαμπλε.ψομ\nDörte@Sörensen.example.com\nаджай@экзампл.рус\ntest@xn--bcher-kva.com'
    expect(await ok('extract-emails', { text, unique: false })).toEqual({ emails: found, count: found.length })
  })

  it('a dot only separates atoms; quotes around an address and a URL\'s path are not part of it', async () => {
    const text = "john..doe@example.com john.@example.com 'quoted@example.com' `code@example.com` "
      + 'https://lists.example.org/archive/list@example.org mailto:to@example.net key=value@example.com'
    expect((await ok('extract-emails', { text })).emails)
      .toEqual(['quoted@example.com', 'code@example.com', 'list@example.org', 'to@example.net', 'key=value@example.com'])
  })

  it('stays linear on a megabyte of local-part characters with no address', () => {
    // Timed on the function itself, as the HTTP round trip of a megabyte varies with the machine's load;
    // backtracking over the run would take minutes here, a linear scan takes milliseconds.
    for (const text of ["!#$%&'*+/=?^_`{|}~-a.".repeat(45_000), `${'a'.repeat(1_000_000)}@`, `${'a.'.repeat(500_000)}@x`, 'a@'.repeat(500_000)]) {
      const start = performance.now()
      expect(extractEmails({ text, unique: false }).count).toBe(0)
      expect(performance.now() - start).toBeLessThan(1_000)
    }
  })
})

describe('text/extract-urls', () => {
  it('finds http, https and www URLs without trailing punctuation unless balanced', async () => {
    const text = 'See https://example.com/a?b=1&c=2#frag. Also (http://x.org/path), [www.test.io]! '
      + 'HTTPS://UPPER.EXAMPLE/x; https://en.wikipedia.org/wiki/Pi_(letter), "https://quoted.example/q" '
      + '<https://angle.example> ftp://no.example mail@www.no.example http:// alone, and https://example.com/a?b=1&c=2#frag again.'
    expect(await ok('extract-urls', { text })).toEqual({
      urls: [
        'https://example.com/a?b=1&c=2#frag', 'http://x.org/path', 'www.test.io', 'HTTPS://UPPER.EXAMPLE/x',
        'https://en.wikipedia.org/wiki/Pi_(letter)', 'https://quoted.example/q', 'https://angle.example',
      ],
      count: 7,
    })
    expect((await ok('extract-urls', { text, unique: false })).count).toBe(8)
  })
})

describe('text/strip-html', () => {
  it('drops script and style, decodes entities, lays out blocks and collapses blank lines', async () => {
    const html = '<!DOCTYPE html><html><head><title>T</title><style>p{color:red}</style></head><body>\n'
      + '  <h1 class="x>y">Heading</h1>\n  <!-- a comment -->\n'
      + '  <p>First   <em>para</em>graph &lt;tag&gt; &amp; caf&eacute; &#8364;5</p>\n'
      + '  <div>one</div><div>two<br>three<br><br>four</div>\n'
      + '  <p></p><p></p><p>after empties</p>\n'
      + '  <table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>\n'
      + '  <pre>\n  keep   this\n    indented</pre>\n'
      + '  <script>if (a < b) document.write("<p>no</p>")</script>a < b and <unclosed'
    expect(await output('strip-html', { text: html })).toBe(
      'Heading\n\nFirst paragraph <tag> & café €5\n\none\ntwo\nthree\n\nfour\n\nafter empties\n\nA\tB\n1\t2\n\n  keep   this\n    indented\n\na < b and',
    )
  })

  it('keeps textarea content as written and handles odd markup', async () => {
    expect(await output('strip-html', { text: '<textarea>\n<b>raw</b>  text</textarea>x' })).toBe('<b>raw</b>  text\nx')
    expect(await output('strip-html', { text: 'a<!-->b<!--->c<!-- unterminated' })).toBe('abc')
    expect(await output('strip-html', { text: 'x</ y>z</>w' })).toBe('xzw')
    expect(await output('strip-html', { text: 'plain text, no tags' })).toBe('plain text, no tags')
    expect(await output('strip-html', { text: '<pre>\n\n\n  code\n</pre>' })).toBe('  code')
  })
})

describe('text/add-line-numbers', () => {
  it('numbers every line with padding and separator options', async () => {
    const text = Array.from({ length: 10 }, (_, i) => `l${i}`).join('\n')
    expect(await output('add-line-numbers', { text, start: 0 })).toBe(Array.from({ length: 10 }, (_, i) => `${i}. l${i}`).join('\n'))
    expect((await output('add-line-numbers', { text, padding: 'space', separator: ' | ' })).split('\n').slice(8)).toEqual([' 9 | l8', '10 | l9'])
    expect(await ok('add-line-numbers', { text: '' })).toEqual({ output: '', lines: 0 })
  })
})

describe('text/remove-line-breaks', () => {
  it('joins lines with the separator, blank lines giving two', async () => {
    expect(await output('remove-line-breaks', { text: 'a\nb\n\nc\n' })).toBe('a b  c')
    expect(await output('remove-line-breaks', { text: 'a\nb', separator: '' })).toBe('ab')
  })
})

describe('text/repeat', () => {
  it('repeats with the separator between copies', async () => {
    expect(await ok('repeat', { text: 'ab', times: 3, separator: '-' })).toEqual({ output: 'ab-ab-ab' })
    expect(await output('repeat', { text: 'x', times: 1 })).toBe('x')
    expect(await output('repeat', { text: '', times: 3, separator: ',' })).toBe(',,')
  })

  it('refuses a huge count at once, and an oversized result before building it', async () => {
    const { value: huge, ms } = await timed(() => refused('repeat', { text: 'x', times: 1e9 }))
    expect(huge).toEqual({ code: 'PARAM_BETWEEN', error: 'times must be between 1 and 10000' })
    expect(ms).toBeLessThan(500)

    const over = await timed(() => call(app, op('repeat'), { text: 'x'.repeat(1_000), times: 10_000 })) // 10,009,999 characters
    expect(over.value.statusCode).toBe(413)
    expect(envelope(over.value)).toMatchObject({ code: 'OUTPUT_TOO_LARGE' })
    expect(over.ms).toBeLessThan(500)

    const atCap = await timed(() => call(app, op('repeat'), { text: 'x'.repeat(999), times: 10_000 })) // 9,999,999 characters
    expect(atCap.value.statusCode).toBe(200)
    expect((envelope(atCap.value).result as { output: string }).output.length).toBe(9_999_999)
    expect(atCap.ms).toBeLessThan(1_000)
  })
})

describe('text/word-frequency and unique-words', () => {
  it('ranks words ignoring case, ties in order of first appearance, up to the limit', async () => {
    const text = 'b a B c A b, d-e don\'t DON\'T'
    expect(await ok('word-frequency', { text })).toEqual({
      words: [{ word: 'b', count: 3 }, { word: 'a', count: 2 }, { word: 'don\'t', count: 2 }, { word: 'c', count: 1 }, { word: 'd-e', count: 1 }],
      total_words: 9,
      distinct_words: 5,
    })
    expect((await ok('word-frequency', { text, limit: 2 })).words).toEqual([{ word: 'b', count: 3 }, { word: 'a', count: 2 }])
    expect((await ok('word-frequency', { text: 'Ὀδυσσεύς ὈΔΥΣΣΕΎΣ' })).words).toEqual([{ word: 'ὀδυσσεύς', count: 2 }])
    expect((await refused('word-frequency', { text: 'a', limit: 0 })).code).toBe('PARAM_BETWEEN')
  })

  it('lists distinct words in order of first appearance', async () => {
    expect(await ok('unique-words', { text: 'Go go GO, stop! 3.14 and 3.14; naïve café' })).toEqual({ words: ['Go', 'go', 'GO', 'stop', '3.14', 'and', 'naïve', 'café'], count: 8 })
    expect(await ok('unique-words', { text: 'Go go GO, stop!', case_insensitive: true })).toEqual({ words: ['Go', 'stop'], count: 2 })
    expect(await ok('unique-words', { text: '!!! 👍' })).toEqual({ words: [], count: 0 })
  })
})
