import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { client, makeApp } from '../helpers.ts'
import { DIFF_MAX_BYTES, DIFF_MAX_CONTEXT } from '../../src/lib/text/diff.ts'
import { DISTANCE_MAX_CELLS, DISTANCE_MAX_CHARS, DISTANCE_MAX_UNITS } from '../../src/lib/text/distance.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const api = client(() => app, 'text')
const ok = (name: string, params: Record<string, unknown>, lang?: string) => api.ok(name, { params, ...(lang && { lang }) })
const refused = (name: string, params: Record<string, unknown>, status: number, code: string, withinMs = 2_000) =>
  api.refused(name, { params }, status, code, { withinMs })

describe('text/diff', () => {
  const TEN = 'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n'
  const TEN_CHANGED = 'one\nTWO\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\neleven'

  // Expected unified diffs made once with GNU diffutils 3.8 (diff -u, -U1, -U0), headers replaced by --- a / +++ b.
  it.each([
    [3, '@@ -1,5 +1,5 @@\n one\n-two\n+TWO\n three\n four\n five\n@@ -8,3 +8,4 @@\n eight\n nine\n ten\n+eleven\n\\ No newline at end of file\n'],
    [1, '@@ -1,3 +1,3 @@\n one\n-two\n+TWO\n three\n@@ -10 +10,2 @@\n ten\n+eleven\n\\ No newline at end of file\n'],
    [0, '@@ -2 +2 @@\n-two\n+TWO\n@@ -10,0 +11 @@\n+eleven\n\\ No newline at end of file\n'],
  ])('unified diff with context %i matches GNU diff', async (context, hunks) => {
    const result = await ok('diff', { a: TEN, b: TEN_CHANGED, context })
    expect(result.unified).toBe(`--- a\n+++ b\n${hunks}`)
    expect(result).toMatchObject({ equal: false, added: 2, removed: 1 })
  })

  it('matches GNU diff for empty texts and a missing final line break', async () => {
    expect((await ok('diff', { a: '', b: 'a\nb\n' })).unified).toBe('--- a\n+++ b\n@@ -0,0 +1,2 @@\n+a\n+b\n')
    expect((await ok('diff', { a: 'a\nb\n', b: '' })).unified).toBe('--- a\n+++ b\n@@ -1,2 +0,0 @@\n-a\n-b\n')
    expect((await ok('diff', { a: 'x', b: 'x\n' })).unified).toBe('--- a\n+++ b\n@@ -1 +1 @@\n-x\n\\ No newline at end of file\n+x\n')
  })

  it('merges hunks whose contexts touch, and only those, as GNU diff does', async () => {
    // GNU diff -U3 of seq 1 12 against it with line 1 and line 8 (then line 9) replaced.
    const a = Array.from({ length: 12 }, (_, i) => `${i + 1}\n`).join('')
    const change = (at: number) => a.replace(/^1\n/, 'X\n').replace(new RegExp(`^${at}\\n`, 'm'), 'Y\n')
    const headers = async (b: string) => ((await ok('diff', { a, b })).unified as string).split('\n').filter((l) => l.startsWith('@@'))
    expect(await headers(change(8))).toEqual(['@@ -1,11 +1,11 @@'])
    expect(await headers(change(9))).toEqual(['@@ -1,4 +1,4 @@', '@@ -6,7 +6,7 @@'])
  })

  it('joins runs back into both texts', async () => {
    const a = 'The cat sat on the mat.\nIt was happy.\n'
    const b = 'The dog sat on a mat!\nIt was happy.\nThe end.\n'
    for (const by of ['lines', 'words', 'chars']) {
      const { changes } = await ok('diff', { a, b, by }) as { changes: { type: string; value: string }[] }
      expect(changes.filter((c) => c.type !== 'added').map((c) => c.value).join(''), by).toBe(a)
      expect(changes.filter((c) => c.type !== 'removed').map((c) => c.value).join(''), by).toBe(b)
    }
  })

  it('equal texts: equal, no counts, empty unified', async () => {
    expect(await ok('diff', { a: 'same\n', b: 'same\n' })).toEqual({ equal: true, added: 0, removed: 0, changes: [{ type: 'equal', value: 'same\n' }], unified: '' })
    expect(await ok('diff', { a: '', b: '' })).toEqual({ equal: true, added: 0, removed: 0, changes: [], unified: '' })
  })

  it('counts user-perceived characters and words, and leaves unified out', async () => {
    const chars = await ok('diff', { a: 'café 👍🏽', b: 'cafe 👍🏿', by: 'chars' })
    expect(chars).toEqual({
      equal: false, added: 2, removed: 2,
      changes: [{ type: 'equal', value: 'caf' }, { type: 'removed', value: 'é' }, { type: 'added', value: 'e' }, { type: 'equal', value: ' ' }, { type: 'removed', value: '👍🏽' }, { type: 'added', value: '👍🏿' }],
    })
    const words = await ok('diff', { a: 'one two three', b: 'one 2 three four', by: 'words' })
    expect(words).toMatchObject({ added: 2, removed: 1 })
    expect(words).not.toHaveProperty('unified')
  })

  it('bounds context and by', async () => {
    await refused('diff', { a: 'a', b: 'b', context: DIFF_MAX_CONTEXT + 1 }, 422, 'PARAM_BETWEEN')
    await refused('diff', { a: 'a', b: 'b', context: -1 }, 422, 'PARAM_BETWEEN')
    expect((await ok('diff', { a: 'a', b: 'b', context: DIFF_MAX_CONTEXT })).equal).toBe(false)
    await refused('diff', { a: 'a', b: 'b', by: 'sentences' }, 422, 'PARAM_ENUM')
    await refused('diff', { a: 'a' }, 422, 'PARAM_REQUIRED')
  })

  it('refuses a text over the size cap with 413, at once', async () => {
    const big = 'x'.repeat(DIFF_MAX_BYTES + 1)
    const { error } = await refused('diff', { a: big, b: 'x' }, 413, 'DIFF_INPUT_TOO_LARGE', 500)
    expect(error).toContain('a is')
    await refused('diff', { a: 'x', b: 'é'.repeat(DIFF_MAX_BYTES / 2 + 1) }, 413, 'DIFF_INPUT_TOO_LARGE', 500)
    expect((await ok('diff', { a: 'x'.repeat(DIFF_MAX_BYTES), b: 'x'.repeat(DIFF_MAX_BYTES), by: 'chars' })).equal).toBe(true)
  })

  it('refuses unrelated long texts with 422 DIFF_TOO_COMPLEX within the work budget, while a light call answers', async () => {
    const a = Array.from({ length: 20_000 }, (_, i) => `a${i}`).join('\n')
    const b = Array.from({ length: 20_000 }, (_, i) => `b${i}`).join('\n')
    for (const by of ['lines', 'words', 'chars']) {
      const [hostile, light] = await Promise.all([
        api.refused('diff', { params: { a, b, by } }, 422, 'DIFF_TOO_COMPLEX', { withinMs: 3_000 }),
        ok('diff', { a: 'x\n', b: 'y\n' }),
      ])
      expect(hostile.error).toMatch(/differ by more than 2000 insertions and deletions \(by (lines|words|chars)\), or comparing them took over 1000 ms/)
      expect(light.equal).toBe(false)
    }
    expect((await api.refused('diff', { params: { a, b }, lang: 'es' }, 422, 'DIFF_TOO_COMPLEX')).error).toMatch(/^a y b difieren/)
  })
})

describe('text/levenshtein', () => {
  // Distances from a plain Python implementation of Wagner–Fischer and of optimal string alignment, run once.
  it.each([
    ['kitten', 'sitting', 3, 3, 0.5714],
    ['flaw', 'lawn', 2, 2, 0.5],
    ['saturday', 'sunday', 3, 3, 0.625],
    ['CA', 'ABC', 3, 3, 0],
    ['abcdef', 'badcfe', 4, 3, 0.3333],
    ['', 'abc', 3, 3, 0],
    ['intention', 'execution', 5, 5, 0.4444],
    ['gumbo', 'gambol', 2, 2, 0.6667],
    ['recieve', 'receive', 2, 1, 0.7143],
  ])('%s → %s: %i, damerau %i', async (a, b, plain, damerau, similarity) => {
    expect(await ok('levenshtein', { a, b })).toMatchObject({ distance: plain, similarity })
    expect((await ok('levenshtein', { a, b, damerau: true })).distance).toBe(damerau)
  })

  it('counts user-perceived characters and is 1 for two empty texts', async () => {
    expect(await ok('levenshtein', { a: '👨‍👩‍👧', b: '👨‍👩‍👦' })).toEqual({ distance: 1, similarity: 0, length_a: 1, length_b: 1 })
    expect(await ok('levenshtein', { a: '🇪🇸🇫🇷', b: '🇫🇷🇪🇸', damerau: true })).toMatchObject({ distance: 1, length_a: 2 })
    expect(await ok('levenshtein', { a: '', b: '' })).toEqual({ distance: 0, similarity: 1, length_a: 0, length_b: 0 })
  })

  it('runs long pairs in the pool with the same answer', async () => {
    const a = 'ab'.repeat(1_000)
    const b = 'ba'.repeat(1_000)
    expect(await ok('levenshtein', { a, b })).toMatchObject({ distance: 2, length_a: 2_000 })
    expect(await ok('levenshtein', { a, b, damerau: true })).toMatchObject({ distance: 2 })
    expect(await ok('levenshtein', { a: 'ab'.repeat(1_000), b: 'ba'.repeat(999) + 'ab', damerau: true })).toMatchObject({ distance: 2 })
  })

  it('bounds the lengths and their product', async () => {
    expect((await ok('levenshtein', { a: 'x'.repeat(2_000), b: 'y'.repeat(2_000) })).distance).toBe(2_000)
    await refused('levenshtein', { a: 'x'.repeat(DISTANCE_MAX_UNITS + 1), b: 'y' }, 422, 'PARAM_MAX_LENGTH', 500)
    await refused('levenshtein', { a: 'x'.repeat(DISTANCE_MAX_CHARS + 1), b: 'y' }, 413, 'DISTANCE_TOO_LONG', 500)
    const side = Math.floor(Math.sqrt(DISTANCE_MAX_CELLS)) + 1
    const { error } = await refused('levenshtein', { a: 'x'.repeat(side), b: 'y'.repeat(side) }, 413, 'DISTANCE_TOO_MANY_CELLS', 500)
    expect(error).toBe(`a has ${side} characters and b ${side}; their product may be at most ${DISTANCE_MAX_CELLS}; send shorter texts`)
    await refused('levenshtein', { a: 'x', b: 'y', damerau: 'maybe' }, 422, 'PARAM_NOT_BOOLEAN')
  })
})

describe('text/normalize', () => {
  // Expected outputs from Python's unicodedata.normalize (Unicode 14), run once.
  const TEXT = 'Cafe\u0301 \ufb01le \u2460 \u00c5 \uff76 \u00b2'
  it.each([
    ['NFC', 'Caf\u00e9 \ufb01le \u2460 \u00c5 \uff76 \u00b2'],
    ['NFD', 'Cafe\u0301 \ufb01le \u2460 A\u030a \uff76 \u00b2'],
    ['NFKC', 'Caf\u00e9 file 1 \u00c5 \u30ab 2'],
    ['NFKD', 'Cafe\u0301 file 1 A\u030a \u30ab 2'],
  ])('%s', async (form, output) => {
    expect(await ok('normalize', { text: TEXT, form })).toEqual({ output, changed: output !== TEXT })
  })

  it('strips diacritics (Python: NFD, drop category Mn, NFC)', async () => {
    expect(await ok('normalize', { text: 'Crème brûlée à Ñandú Łódź ø', strip_diacritics: true })).toEqual({ output: 'Creme brulee a Nandu Łodz ø', changed: true })
    expect(await ok('normalize', { text: 'plain', strip_diacritics: true })).toEqual({ output: 'plain', changed: false })
  })

  it('refuses an unknown form and a text over the limit', async () => {
    await refused('normalize', { text: 'a', form: 'NFX' }, 422, 'PARAM_ENUM')
    await refused('normalize', { text: 'a'.repeat(1024 * 1024 + 1) }, 413, 'TEXT_TOO_LARGE', 1_000)
  })
})

describe('text/escape', () => {
  const SAMPLES = ['He said "hi" & <b>it\'s</b>\n\ttab \u0001 ${x} `t` é 😀 \u2028', 'a,b', ' padded ', "O'Brien", '1+1=2? (yes) [a] {b} ^$ | \\ / .*', '', 'safe-file_1.txt', 'lone \ud800 half']

  it.each(['json', 'javascript', 'html', 'xml', 'csv', 'sql', 'regex', 'shell'])('%s: unescape(escape(text)) is the text', async (format) => {
    for (const text of SAMPLES) {
      if (format === 'shell' && text.includes('\ud800')) continue
      const { output } = await ok('escape', { text, format }) as { output: string }
      expect((await ok('escape', { text: output, format, mode: 'unescape' })).output, `${format} ${JSON.stringify(text)}`).toBe(text)
    }
  })

  it('json agrees with Python json.dumps(ensure_ascii=False) and JSON.parse', async () => {
    // Python: json.dumps(t, ensure_ascii=False)[1:-1]
    expect((await ok('escape', { text: 'She said "hi"\n\tand left', format: 'json' })).output).toBe('She said \\"hi\\"\\n\\tand left')
    expect((await ok('escape', { text: 'ctl \x01\x1f \x7f é 😀', format: 'json' })).output).toBe('ctl \\u0001\\u001f \x7f é 😀')
    expect((await ok('escape', { text: 'back\\slash /', format: 'json' })).output).toBe('back\\\\slash /')
    expect((await ok('escape', { text: 'a\\/b\\u00e9\\ud83d\\ude00', format: 'json', mode: 'unescape' })).output).toBe('a/bé😀')
  })

  it('javascript output is a valid literal inside any quotes', async () => {
    for (const text of SAMPLES) {
      const { output } = await ok('escape', { text, format: 'javascript' }) as { output: string }
      for (const q of ["'", '"', '`']) expect(new Function(`return ${q}${output}${q}`)(), `${q} ${output}`).toBe(text)
    }
    expect((await ok('escape', { text: 'a\\x41\\u{1F600}\\u0042\\0\\\nz', format: 'javascript', mode: 'unescape' })).output).toBe('aA😀B\0z')
  })

  it('regex output matches the text itself, with and without the u flag', async () => {
    for (const text of SAMPLES.filter((t) => !t.includes('\ud800'))) {
      const { output } = await ok('escape', { text, format: 'regex' }) as { output: string }
      expect(new RegExp(`^${output}$`, 'u').test(text)).toBe(true)
      expect(new RegExp(`^${output}$`).test(text)).toBe(true)
    }
  })

  it('shell agrees with Python shlex.quote, and unescape with shlex.split', async () => {
    for (const [text, quoted] of [["it's here", `'it'"'"'s here'`], ['', "''"], ['safe-file_1.txt', 'safe-file_1.txt'], ['a b', "'a b'"], ['$HOME', "'$HOME'"], ['naïve', "'naïve'"]]) {
      expect((await ok('escape', { text, format: 'shell' })).output).toBe(quoted)
    }
    expect((await ok('escape', { text: '"a b"\'c d\'\\ e', format: 'shell', mode: 'unescape' })).output).toBe('a bc d e')
  })

  it('html, xml, csv and sql', async () => {
    expect((await ok('escape', { text: `<a href="x">Tom & Jerry's</a>`, format: 'html' })).output).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;')
    expect((await ok('escape', { text: `<a b='c'>&</a>`, format: 'xml' })).output).toBe('&lt;a b=&apos;c&apos;&gt;&amp;&lt;/a&gt;')
    expect((await ok('escape', { text: '&eacute;&#233;&#xE9;&copy;', format: 'html', mode: 'unescape' })).output).toBe('ééé©')
    expect((await ok('escape', { text: 'say "hi", then\nleave', format: 'csv' })).output).toBe('"say ""hi"", then\nleave"')
    expect((await ok('escape', { text: 'plain', format: 'csv' })).output).toBe('plain')
    expect((await ok('escape', { text: "it's", format: 'sql' })).output).toBe("it''s")
  })

  it.each([
    ['json', 'a\\x41', 'ESCAPE_BAD_SEQUENCE', '\\x at position 2 is not a valid json escape sequence; write a backslash itself as \\\\, or escape the text first'],
    ['json', 'end\\', 'ESCAPE_BAD_SEQUENCE', undefined],
    ['javascript', 'octal \\12', 'ESCAPE_BAD_SEQUENCE', undefined],
    ['javascript', '\\u12', 'ESCAPE_BAD_SEQUENCE', undefined],
    ['regex', '\\d+', 'ESCAPE_BAD_SEQUENCE', undefined],
    ['csv', '"a"b"', 'ESCAPE_STRAY_QUOTE', undefined],
    ['csv', '"open', 'ESCAPE_UNCLOSED_QUOTE', undefined],
    ['sql', "O'Brien", 'ESCAPE_STRAY_QUOTE', "the lone ' at position 2 is not valid in sql: inside the value write it doubled ('')"],
    ['shell', "'open", 'ESCAPE_UNCLOSED_QUOTE', undefined],
    ['shell', 'two words', 'ESCAPE_SEVERAL_WORDS', undefined],
  ])('unescape %s %j → 422 %s', async (format, text, code, message) => {
    const refusal = await refused('escape', { text, format, mode: 'unescape' }, 422, code)
    if (message) expect(refusal.error).toBe(message)
  })

  it('bounds format, mode and size', async () => {
    await refused('escape', { text: 'a' }, 422, 'PARAM_ENUM')
    await refused('escape', { text: 'a', format: 'yaml' }, 422, 'PARAM_ENUM')
    await refused('escape', { text: 'a', format: 'json', mode: 'decode' }, 422, 'PARAM_ENUM')
    await refused('escape', { text: ','.repeat(1024 * 1024 + 1), format: 'csv' }, 413, 'TEXT_TOO_LARGE', 1_000)
    const long = await ok('escape', { text: '<'.repeat(200_000), format: 'html' })
    expect((long.output as string).length).toBe(800_000)
  })
})

describe('text/extract-ips', () => {
  // Each candidate checked with Python's ipaddress.ip_address, run once: 10.0.0.256, 01.2.3.4 and
  // 1.2.3.4.5 are refused by it; 2001:0db8:0:0::1 equals 2001:db8::1.
  it('keeps valid addresses only, each once, in order of appearance', async () => {
    const text = 'Servers 10.0.0.1, 192.168.1.254:8080 and 10.0.0.256; v6 2001:db8::1 and [2001:0db8:0:0::1]:443, fe80::1%eth0, ::ffff:192.0.2.1. '
      + 'Not: 1.2.3.4.5 v1.2.3.4 std::vector 12:30:45 00:1a:2b:3c:4d:5e 01.2.3.4 10.0.0.1x. End 10.0.0.1. And ::'
    expect(await ok('extract-ips', { text })).toEqual({
      ipv4: ['10.0.0.1', '192.168.1.254'],
      ipv6: ['2001:db8::1', 'fe80::1', '::ffff:192.0.2.1', '::'],
      count: 6,
    })
  })

  it('finds nothing in text without addresses', async () => {
    expect(await ok('extract-ips', { text: 'version 1.2.3, time 12:30, 999.1.1.1' })).toEqual({ ipv4: [], ipv6: [], count: 0 })
  })

  it('is linear on hostile text and refuses text over the limit', async () => {
    const { ms } = await api.timed('extract-ips', { params: { text: '1.'.repeat(400_000) } })
    expect(ms).toBeLessThan(2_000)
    expect((await ok('extract-ips', { text: '8.8.8.8 '.repeat(100_000) })).ipv4).toEqual(['8.8.8.8'])
    await refused('extract-ips', { text: '1'.repeat(1024 * 1024 + 1) }, 413, 'TEXT_TOO_LARGE', 1_000)
  })
})
