import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { describeColor, hslToRgb, mixSteps, parseHex, parseRgbTriple, rgbToHsl, roundHsl, toHex, WHITE } from '../../src/lib/image/color.ts'
import { busy } from '../../src/core/errors.ts'
import { translate } from '../../src/i18n/index.ts'
import { isSafeUrl, renderMarkdown, runMarkdownRender } from '../../src/lib/text/markdown.ts'
import { testRegex } from '../../src/lib/text/regex.ts'
import type { TaskRunner } from '../../src/core/tasks.ts'
import { call, categoryClient, envelope, makeApp, opAt } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => {
  app = await makeApp()
  // Start the worker thread now, so time budgets below measure the work and not a thread start-up.
  await call(app, opAt('dev/regex-test', 'POST'), { pattern: '/a/', text: 'a' })
  await call(app, opAt('dev/markdown-to-html', 'POST'), { text: 'a' })
})
afterAll(async () => { await app.close() })

const post = categoryClient(() => app, 'dev', 'POST')
const get = categoryClient(() => app, 'dev', 'GET')

type Match = { match: string; index: number; groups: (string | null)[]; named: Record<string, string | null>; indices?: unknown }
interface Report { matched: boolean; count: number; matches: Match[]; truncated: boolean; flags_used: string; js_pattern: string }

const regex = async (pattern: string, text: string) => (await post.ok('regex-test', { pattern, text })) as unknown as Report
const matchesOf = async (pattern: string, text: string) => (await regex(pattern, text)).matches.map((m) => m.match)
const refusedRegex = (pattern: string, text = 'x', lang?: string) => post.refused('regex-test', { pattern, text }, lang)

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - start }
}

/** The first successful result of up to `attempts` tries. */
async function eventually<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn()
    } catch (error) {
      if (i >= attempts) throw error
    }
  }
}

/**
 * Runs a heavy request and, 100 ms into it, a light one (number/roman, which never touches the
 * worker pool): the light one must be answered within 1 s whatever the heavy one does.
 */
async function withLightCall<T>(heavy: () => Promise<T>): Promise<{ value: T; ms: number; lightMs: number }> {
  const light = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 100))
    const { value: res, ms } = await timed(() => call(app, opAt('number/roman'), { value: 9 }))
    expect(envelope(res).result).toEqual({ roman: 'IX', number: 9 })
    return ms
  })()
  const [result, lightMs] = await Promise.all([timed(heavy), light])
  return { ...result, lightMs }
}

// ---------------------------------------------------------------------------------------------
// dev/regex-test
// ---------------------------------------------------------------------------------------------

describe('dev/regex-test: delimiters', () => {
  it.each([
    ['/\\d+/', ['12', '345']],
    ['#\\d+#', ['12', '345']],
    ['~\\d+~', ['12', '345']],
    ['%\\d+%', ['12', '345']],
    ['{\\d+}', ['12', '345']],
    ['(\\d+)', ['12', '345']],
    ['[\\d+]', ['12', '345']],
    ['<\\d+>', ['12', '345']],
    ['  /\\d+/  \n', ['12', '345']], // whitespace around the delimited pattern is ignored
    ['{\\d{3}}', ['345']], // bracket delimiters nest
    ['(a(\\d)?)', ['a1']],
    ['[[0-9]+]', ['12', '345']],
  ])('%j', async (pattern, expected) => {
    expect(await matchesOf(pattern, 'a12 b345')).toEqual(expected)
  })

  it('reads an escaped delimiter as the character itself, valid in Unicode mode too', async () => {
    expect(await regex('#a\\#b#u', 'a#b')).toMatchObject({ count: 1, js_pattern: '/a#b/gu' })
    expect(await matchesOf('/a\\/b/', 'a/b')).toEqual(['a/b'])
    expect(await matchesOf('~a\\~b~u', 'a~b')).toEqual(['a~b'])
    expect(await matchesOf('{a\\}b}', 'a}b')).toEqual(['a}b'])
    expect(await matchesOf('-[a\\-c]+-', 'a-c b')).toEqual(['a-c']) // an escaped - in a class stays a literal -
    expect(await matchesOf('!a\\@b!u', 'a@b')).toEqual(['a@b'])
  })

  it('refuses a pattern without a usable opening delimiter', async () => {
    for (const [pattern, char] of [['abc/', 'a'], ['\\d+/', '\\'], ['9a9', '9'], ['éaé', 'é']] as const) {
      const { code, error } = await refusedRegex(pattern)
      expect(code, pattern).toBe('REGEX_DELIMITER')
      expect(error).toContain(`"${char}" cannot be one`)
    }
    expect(await refusedRegex('')).toEqual({ code: 'PARAM_REQUIRED', error: 'pattern is required' })
    expect(await refusedRegex('   ')).toEqual({ code: 'PARAM_REQUIRED', error: 'pattern is required' })
  })

  it('refuses a pattern without its closing delimiter', async () => {
    const { code, error } = await refusedRegex('/abc')
    expect(code).toBe('REGEX_NO_END_DELIMITER')
    expect(error).toBe('pattern has no closing / to match the opening /; end the pattern with / followed by any flags, as in /\\d+/i, and write a / that belongs to the pattern as \\/')
    expect((await refusedRegex('{a{2}')).error).toMatch(/^pattern has no closing } to match the opening \{;/)
    expect((await refusedRegex('#a\\#')).code).toBe('REGEX_NO_END_DELIMITER')
    expect((await refusedRegex('(')).code).toBe('REGEX_NO_END_DELIMITER')
  })
})

describe('dev/regex-test: flags', () => {
  it('i, m, s and u work as in PHP', async () => {
    expect(await matchesOf('/abc/', 'ABC abc')).toEqual(['abc'])
    expect(await matchesOf('/abc/i', 'ABC abc')).toEqual(['ABC', 'abc'])
    expect(await matchesOf('/^\\w+$/', 'one\ntwo')).toEqual([])
    expect(await matchesOf('/^\\w+$/m', 'one\ntwo')).toEqual(['one', 'two'])
    expect(await matchesOf('/a.b/', 'a\nb')).toEqual([])
    expect(await matchesOf('/a.b/s', 'a\nb')).toEqual(['a\nb'])
    expect(await matchesOf('/^.$/', '😀')).toEqual([])
    expect(await matchesOf('/^.$/u', '😀')).toEqual(['😀'])
    expect(await matchesOf('/\\p{Lu}/u', 'aÉb')).toEqual(['É'])
    expect(await regex('/a/imsu', 'a')).toMatchObject({ flags_used: 'gimsu', js_pattern: '/a/gimsu' })
  })

  it('x drops whitespace and # comments outside classes, keeps escaped ones and those in classes', async () => {
    const pattern = '/ (\\d+)  [ #] \\# \\  # a number, a space or hash, a hash and a space\n (\\w+) /x'
    const result = await regex(pattern, '12 # x 34## y')
    expect(result.js_pattern).toBe('/(\\d+)[ #]# (\\w+)/g')
    expect(result.matches.map((m) => m.groups)).toEqual([['12', 'x'], ['34', 'y']])
    expect(result.flags_used).toBe('g')
    expect(await matchesOf('/a b/', 'a b ab')).toEqual(['a b']) // without x, spaces count
    expect((await regex('/a b#c/xu', 'ab')).js_pattern).toBe('/ab/gu')
  })

  it('A anchors every match where the previous one ended (JavaScript y), D and S change nothing', async () => {
    expect(await regex('/a/A', 'aab')).toMatchObject({ count: 2, flags_used: 'gy' })
    expect(await matchesOf('/a/y', 'baa')).toEqual([])
    expect(await matchesOf('/a$/D', 'a\n')).toEqual([])
    expect(await matchesOf('/a$/', 'a\n')).toEqual([]) // JavaScript $ never matches before a final newline
    expect(await regex('/a/SDg', 'aa')).toMatchObject({ count: 2, flags_used: 'g' })
  })

  it('d adds the start and end of the match and of every group', async () => {
    const result = await regex('/a(b)?(?<c>c)/d', 'abc ac')
    expect(result.flags_used).toBe('dg')
    expect(result.matches).toEqual([
      { match: 'abc', index: 0, groups: ['b', 'c'], named: { c: 'c' }, indices: [[0, 3], [1, 2], [2, 3]] },
      { match: 'ac', index: 4, groups: [null, 'c'], named: { c: 'c' }, indices: [[4, 6], null, [5, 6]] },
    ])
  })

  it('v (Unicode sets) is accepted, with class set operations', async () => {
    expect(await matchesOf('/[\\p{L}--[a-z]]+/v', 'abcÉÑdef')).toEqual(['ÉÑ'])
  })

  it('repeated flags count once', async () => {
    expect(await regex('/a/iig', 'A')).toMatchObject({ count: 1, flags_used: 'gi' })
  })

  it('refuses unknown flags, naming each once', async () => {
    const { code, error } = await refusedRegex('/a/iqZq')
    expect(code).toBe('REGEX_UNKNOWN_FLAGS')
    expect(error).toMatch(/^unknown flags after the closing delimiter: "q", "Z"; use i \(ignore case\)/)
    expect((await refusedRegex('/a/e')).code).toBe('REGEX_UNKNOWN_FLAGS')
    expect((await refusedRegex('/a/ i')).code).toBe('REGEX_UNKNOWN_FLAGS')
  })

  it('refuses U (ungreedy) with the way to write it', async () => {
    expect(await refusedRegex('/a+/U')).toEqual({
      code: 'REGEX_FLAG_UNGREEDY',
      error: 'flag U (ungreedy) has no JavaScript equivalent; remove it and make the quantifiers lazy instead, as in .*? +? ?? {2,5}?',
    })
  })
})

describe('dev/regex-test: matches', () => {
  it('lists numbered and named groups, null for groups that did not take part', async () => {
    expect(await regex('/(?<key>\\w+)=(?<value>\\d+)?(;)?/', 'a=1;b=')).toEqual({
      matched: true,
      count: 2,
      matches: [
        { match: 'a=1;', index: 0, groups: ['a', '1', ';'], named: { key: 'a', value: '1' } },
        { match: 'b=', index: 4, groups: ['b', null, null], named: { key: 'b', value: null } },
      ],
      truncated: false,
      flags_used: 'g',
      js_pattern: '/(?<key>\\w+)=(?<value>\\d+)?(;)?/g',
    })
  })

  it('supports lookbehind, lookahead and backreferences', async () => {
    expect((await regex('/(?<=a)b/', 'ab cb ab')).matches.map((m) => m.index)).toEqual([1, 7])
    expect(await matchesOf('/(?<!a)b/', 'ab cb')).toEqual(['b'])
    expect(await matchesOf('/\\w+(?=!)/', 'hi! there')).toEqual(['hi'])
    expect(await matchesOf('/(\\w)\\1/', 'abba')).toEqual(['bb'])
    expect(await matchesOf('/(?<q>["\'])\\w+\\k<q>/', `"a' 'b'`)).toEqual(["'b'"])
  })

  it('rewrites the PCRE spellings (?P<name>), (?P=name), (?#comment), \\A, \\z and \\Z', async () => {
    const named = await regex('/(?P<c>\\w)(?P=c)(?#doubled letter)/', 'abbc')
    expect(named.js_pattern).toBe('/(?<c>\\w)\\k<c>/g')
    expect(named.matches).toEqual([{ match: 'bb', index: 1, groups: ['b'], named: { c: 'b' } }])
    expect(await matchesOf('/\\A\\w+/m', 'one\ntwo')).toEqual(['one'])
    expect(await matchesOf('/\\w+\\z/m', 'one\ntwo\n')).toEqual([])
    expect(await matchesOf('/\\w+\\Z/m', 'one\ntwo\n')).toEqual(['two'])
    expect(await matchesOf('/[\\A]/', 'xA')).toEqual(['A']) // in a class, \A is left to the engine
  })

  it('reports indexes in UTF-16 code units, as JavaScript does', async () => {
    expect((await regex('/b/u', '😀éb')).matches[0]!.index).toBe(3)
  })

  it('moves past empty matches instead of looping, by whole characters in Unicode mode', async () => {
    expect((await regex('//', 'abc')).matches.map((m) => m.index)).toEqual([0, 1, 2, 3])
    expect((await regex('//u', '😀x')).matches.map((m) => m.index)).toEqual([0, 2, 3])
    expect((await regex('/x*/', 'axxb')).matches.map((m) => [m.match, m.index])).toEqual([['', 0], ['xx', 1], ['', 3], ['', 4]])
    expect(await regex('/a/', '')).toMatchObject({ matched: false, count: 0, matches: [], truncated: false })
    expect((await regex('//', '')).count).toBe(1)
  })

  it('keeps a group named __proto__ as an ordinary key', async () => {
    const res = await call(app, post.op('regex-test'), { pattern: '/(?<__proto__>a)/', text: 'a' })
    expect(res.body).toContain('"named":{"__proto__":"a"}')
  })
})

describe('dev/regex-test: limits and hostile patterns (SECURITY.md R1-R4)', () => {
  it('lists at most 1,000 matches and says when more exist', async () => {
    const { value: result, ms } = await timed(() => regex('/./g', 'a'.repeat(100_000)))
    expect(result.count).toBe(1000)
    expect(result.matches.length).toBe(1000)
    expect(result.matches[999]).toEqual({ match: 'a', index: 999, groups: [], named: {} })
    expect(result.truncated).toBe(true)
    expect(ms).toBeLessThan(2_000)
    expect(await regex('/a/', 'a'.repeat(1000))).toMatchObject({ count: 1000, truncated: false })
    expect(await regex('/a/', 'a'.repeat(1001))).toMatchObject({ count: 1000, truncated: true })
  })

  it('caps the matched and captured text a result carries', async () => {
    // Every match captures the rest of the text: ten of them reach the cap of 1,000,000 characters.
    const result = await regex('/(?=(a*))a/', 'a'.repeat(100_000))
    expect(result.truncated).toBe(true)
    expect(result.count).toBe(10)
    const { code, error } = await refusedRegex('/((((((((((((a*))))))))))))/', 'a'.repeat(100_000))
    expect(code).toBe('REGEX_OUTPUT_TOO_LARGE')
    expect(error).toMatch(/more than 1000000 characters; capture less/)
  })

  it('refuses a subject over 100,000 characters, so //g on 1 MB never runs', async () => {
    expect(await refusedRegex('//g', 'a'.repeat(1_000_000)))
      .toEqual({ code: 'PARAM_MAX_LENGTH', error: 'text must be at most 100000 characters long' })
    expect((await regex('/$/', 'a'.repeat(100_000))).count).toBe(1)
  })

  it('refuses a pattern over 1,000 characters with 422', async () => {
    expect((await regex(`/${'a'.repeat(998)}/`, 'a'.repeat(998))).count).toBe(1)
    expect(await refusedRegex(`/${'a'.repeat(999)}/`))
      .toEqual({ code: 'PARAM_MAX_LENGTH', error: 'pattern must be at most 1000 characters long' })
    expect((await refusedRegex(`/${'a'.repeat(100_000)}/`)).code).toBe('PARAM_MAX_LENGTH')
  })

  it('refuses an invalid pattern with the engine\'s reason', async () => {
    const { code, error } = await refusedRegex('/(/')
    expect(code).toBe('INVALID_REGEX')
    expect(error).toMatch(/^pattern is not a valid JavaScript regular expression: Unterminated group; check for/)
    for (const pattern of ['/a**/', '/[b-a]/', '/a++/', '/(?>a)/', '/\\k<x>(?<y>a)/', '/(?P>n)/', '/a/uv']) {
      expect((await refusedRegex(pattern)).code, pattern).toBe('INVALID_REGEX')
    }
    expect((await regex('/\\#/u', '#')).count).toBe(1) // \# is unescaped, which the u flag requires
  })

  it('compiles (?:a{1000}){1000} and finishes within the budget', async () => {
    const { value: result, ms } = await timed(() => regex('/(?:a{1000}){1000}/', 'a'.repeat(10_000)))
    expect(result).toMatchObject({ matched: false, count: 0 })
    expect(ms).toBeLessThan(1_500)
  })

  it('answers in Spanish under /es', async () => {
    expect((await refusedRegex('/a/q', 'x', 'es')).error).toMatch(/^modificadores desconocidos tras el delimitador de cierre: "q";/)
    expect((await refusedRegex('/(/', 'x', 'es')).error).toMatch(/^pattern no es una expresión regular de JavaScript válida: Unterminated group;/)
  })

  it('requires both parameters and is POST only', async () => {
    expect(await post.refused('regex-test', { text: 'a' })).toEqual({ code: 'PARAM_REQUIRED', error: 'pattern is required' })
    expect(await post.refused('regex-test', { pattern: '/a/' })).toEqual({ code: 'PARAM_REQUIRED', error: 'text is required' })
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/regex-test?pattern=/a/&text=a' })).statusCode).toBe(405)
  })

  it.each([
    ['^(a+)+$', 'a'.repeat(40) + 'b'],
    ['(a|aa)+$', 'a'.repeat(5_000) + 'b'],
    ['(.*a){20}', ('x'.repeat(250) + 'a').repeat(19)],
    ['^(\\w+\\s?)*$', 'ab '.repeat(1_700) + '!'],
  ])('stops catastrophic backtracking of %s with 422 REGEX_TIMEOUT, and other calls go on', async (source, text) => {
    const { value: res, ms, lightMs } = await withLightCall(() => call(app, post.op('regex-test'), { pattern: `/${source}/`, text }))
    const body = envelope(res)
    expect(res.statusCode, JSON.stringify(body)).toBe(422)
    expect(body.code).toBe('REGEX_TIMEOUT')
    expect(body.error).toMatch(/^the pattern takes too long on this text \(over 1000 ms\): catastrophic backtracking/)
    expect(ms).toBeLessThan(2_500)
    expect(lightMs).toBeLessThan(1_000)
    // The pool recovered. The replacement thread may still be starting, and the budget counts
    // that wait too, so a benign call is given a few attempts.
    expect(await eventually(() => matchesOf('/a/', 'a'))).toEqual(['a'])
  })
})

// ---------------------------------------------------------------------------------------------
// dev/markdown-to-html
// ---------------------------------------------------------------------------------------------

const html = async (text: string) => (await post.ok('markdown-to-html', { text })).html as string

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

function elements(node: Node): Element[] {
  const found: Element[] = []
  const walk = (n: Node) => {
    if ('tagName' in n) found.push(n)
    if ('childNodes' in n) n.childNodes.forEach(walk)
    if ('content' in n) walk(n.content)
  }
  walk(node)
  return found
}

const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp)[;,]/i

/** What a browser would do with the address: its scheme after resolving against a page. */
function schemeIsSafe(value: string): boolean {
  const url = new URL(value, 'https://page.example/dir/')
  if (['http:', 'https:', 'mailto:'].includes(url.protocol)) return true
  return url.protocol === 'data:' && SAFE_DATA_IMAGE.test(url.href)
}

function assertSafeHtml(output: string, input: string): void {
  for (const el of elements(parseFragment(output))) {
    expect(['script', 'iframe', 'object', 'embed', 'style', 'svg', 'math', 'frame', 'base', 'form', 'noscript'], input).not.toContain(el.tagName)
    for (const { name, value } of el.attrs) {
      expect(name.toLowerCase().startsWith('on'), `${input}: ${name}`).toBe(false)
      expect(['style', 'srcdoc', 'formaction', 'xlink:href'], input).not.toContain(name)
      if (name === 'href' || name === 'src') expect(schemeIsSafe(value), `${input}: ${name}=${value}`).toBe(true)
    }
  }
}

describe('dev/markdown-to-html', () => {
  it('renders CommonMark with GFM tables and strikethrough', async () => {
    const out = await html('Title\n===\n\n- one\n- two\n\n1. first\n\n> quote\n\n```js\nlet a = 1 < 2\n```\n\n`code` and ~~struck~~ and ~single~')
    expect(out).toBe('<h1>Title</h1>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n</ol>\n<blockquote>\n<p>quote</p>\n</blockquote>\n'
      + '<pre><code class="language-js">let a = 1 &lt; 2\n</code></pre>\n<p><code>code</code> and <s>struck</s> and ~single~</p>\n')
  })

  it('renders a GFM table to <table>', async () => {
    const tree = parseFragment(await html('Name | Qty\n:--- | :-:\nApple | 3\nPear | 10'))
    const tags = elements(tree).map((e) => e.tagName)
    expect(tags.filter((t) => t === 'table').length).toBe(1)
    expect(tags.filter((t) => t === 'th').length).toBe(2)
    expect(tags.filter((t) => t === 'td').length).toBe(4)
  })

  it('links bare http(s) URLs and e-mail addresses, but not other schemes', async () => {
    expect(await html('see https://example.com/a?b=1, mail a@b.com; ftp://x.example/ www.example.com'))
      .toBe('<p>see <a href="https://example.com/a?b=1">https://example.com/a?b=1</a>, mail <a href="mailto:a@b.com">a@b.com</a>; ftp://x.example/ www.example.com</p>\n')
  })

  it('keeps typed quotes and dashes (no typographer)', async () => {
    expect(await html('"quotes" -- (c)')).toBe('<p>&quot;quotes&quot; -- (c)</p>\n')
  })

  it('allows relative, mailto and inline raster image addresses', async () => {
    expect(await html('[a](/docs) [b](page.html#x) [c](//cdn.example/x) [d](mailto:x@y.z) ![e](data:image/png;base64,iVBORw0KGgo=)'))
      .toBe('<p><a href="/docs">a</a> <a href="page.html#x">b</a> <a href="//cdn.example/x">c</a> <a href="mailto:x@y.z">d</a> <img src="data:image/png;base64,iVBORw0KGgo=" alt="e"></p>\n')
  })

  const HOSTILE = [
    // SECURITY.md X6
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '<img src=x onerror=alert(1)>',
    '<svg><script>alert(1)</script></svg>',
    '![x](data:text/html;base64,PHNjcmlwdD4=)',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<javascript:alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    // more of the same family
    '[x](vbscript:msgbox(1)) [y](file:///etc/passwd) [z](data:text/html,<script>alert(1)</script>)',
    '![x](javascript:alert(1)) ![y](data:image/svg+xml;base64,PHN2Zz4=)',
    '[x]( javascript:alert(1)) [y](<java\tscript:alert(1)>) [z](\u0001javascript:alert(1))',
    '[x](javascript&colon;alert(1)) [y](&#x6A;avascript:alert(1)) [z](java&#10;script:alert(1))',
    '[ref]\n\n[ref]: javascript:alert(1)',
    '![ref]\n\n[ref]: data:text/html;base64,PHNjcmlwdD4=',
    '<vbscript:msgbox(1)> <file:///etc/passwd> <data:text/html,x>',
    '<iframe src="https://evil.example"></iframe><object data=x></object><embed src=x><style>*{}</style>',
    '<script>alert(1)</script>\n\n<div onclick="alert(1)">x</div>',
    '[x](https://a.example "\\" onmouseover=\\"alert(1)")',
    '```"><script>alert(1)</script>\ncode\n```',
    '`<script>alert(1)</script>`',
    '| <script> | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |',
    '[<img src=x onerror=alert(1)>](https://ok.example)',
    'javascript:alert(1) www.evil.example/javascript:alert(1) mailto:javascript:alert(1)',
  ]

  it.each(HOSTILE)('renders %j without script, handlers or unsafe addresses (X6)', async (input) => {
    assertSafeHtml(await html(input), input)
  })

  it('turns the X6 javascript: links into text', async () => {
    expect(await html('[x](JaVaScRiPt:alert(1))')).toBe('<p>[x](JaVaScRiPt:alert(1))</p>\n')
    expect(await html('<javascript:alert(1)>')).toBe('<p>&lt;javascript:alert(1)&gt;</p>\n')
    expect(await html('<img src=x onerror=alert(1)>')).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>\n')
  })

  it.each([
    ['"*" × 50,000 + "x"', '*'.repeat(50_000) + 'x'],
    ['"a@b.com\\n" × 8,000', 'a@b.com\n'.repeat(8_000)],
    ['">" × 100,000', '>'.repeat(100_000)],
    ['"[" × 50,000', '['.repeat(50_000)],
    ['"*a" × 50,000', '*a'.repeat(50_000)],
    ['"[a](" × 40,000', '[a]('.repeat(40_000)],
  ])('renders %s or refuses it within 2.5 s while other calls go on (R5)', async (_label, text) => {
    const { value: res, ms, lightMs } = await withLightCall(() => call(app, post.op('markdown-to-html'), { text }))
    expect([200, 422, 503], res.body.slice(0, 200)).toContain(res.statusCode)
    if (res.statusCode === 200) assertSafeHtml((envelope(res).result as { html: string }).html, _label)
    expect(ms).toBeLessThan(2_500)
    expect(lightMs).toBeLessThan(1_000)
  })

  it.each([100, 5_000])('refuses tables whose padded cells would exhaust memory (%i columns) with 422', async (columns) => {
    // markdown-it pads every short row with empty cells to the header's width: 2 KB of rows under a
    // 100-column header is 65,000 cells. 200 KB of them would need gigabytes.
    const table = `${'|a'.repeat(columns)}|\n${'|-'.repeat(columns)}|\n${'x\n'.repeat(Math.ceil(70_000 / columns))}\n`
    const text = table.repeat(Math.floor(200_000 / table.length))
    const { value: res, ms, lightMs } = await withLightCall(() => call(app, post.op('markdown-to-html'), { text }))
    const body = envelope(res)
    expect(res.statusCode, JSON.stringify(body)).toBe(422)
    expect(body.code).toBe('MARKDOWN_TOO_MANY_ELEMENTS')
    expect(body.error).toMatch(/^the Markdown has too many blocks and table cells to render \(over 100000\); send a smaller document/)
    expect(ms).toBeLessThan(2_500)
    expect(lightMs).toBeLessThan(1_000)
  })

  it('renders a large table of real cells', async () => {
    const text = `${'|h'.repeat(10)}|\n${'|-'.repeat(10)}|\n${`${'|c'.repeat(10)}|\n`.repeat(8_000)}`
    const tags = elements(parseFragment(await html(text))).map((e) => e.tagName)
    expect(tags.filter((t) => t === 'td').length).toBe(80_000)
  })

  it('asks the pool to answer a render past 2 s with 422 MARKDOWN_TIMEOUT, and a regex past 1 s with REGEX_TIMEOUT', async () => {
    const asked: unknown[] = []
    const recording = { run: (_task: unknown, _arg: unknown, options: unknown) => { asked.push(options); return Promise.resolve({}) } } as unknown as TaskRunner
    await runMarkdownRender(recording, 'x')
    await testRegex(recording, '/a/', 'a').catch(() => {})
    expect(asked).toEqual([{ timeoutMs: 2000, timeoutCode: 'MARKDOWN_TIMEOUT' }, { timeoutMs: 1000, timeoutCode: 'REGEX_TIMEOUT' }])
    const busyPool: TaskRunner = { run: () => Promise.reject(busy(1)) }
    await expect(runMarkdownRender(busyPool, 'x')).rejects.toMatchObject({ status: 503, code: 'BUSY' })
    await expect(testRegex(busyPool, '/a/', 'a')).rejects.toMatchObject({ status: 503, code: 'BUSY' })
    expect(translate('en', 'MARKDOWN_TIMEOUT', { ms: 2000 })).toMatch(/^the Markdown takes too long to render \(over 2000 ms\)/)
  })

  it('refuses output over the HTML cap', async () => {
    await expect(renderMarkdown('"'.repeat(700_000))).rejects.toThrow(expect.objectContaining({ code: 'MARKDOWN_OUTPUT_TOO_LARGE', status: 422 }))
  })

  it('refuses text over 200,000 characters', async () => {
    expect(await post.refused('markdown-to-html', { text: 'a'.repeat(200_001) }))
      .toEqual({ code: 'PARAM_MAX_LENGTH', error: 'text must be at most 200000 characters long' })
    expect((await html('a'.repeat(200_000))).length).toBe(200_008)
    expect(await post.refused('markdown-to-html', {})).toEqual({ code: 'PARAM_REQUIRED', error: 'text is required' })
    expect(await html('')).toBe('')
  })

  it('accepts only allow-listed address schemes (isSafeUrl)', () => {
    for (const url of ['https://a.example', 'HTTP://A', 'mailto:a@b.c', '/x', 'x', '#top', '?q', '//h/x', 'data:image/webp;base64,AA']) {
      expect(isSafeUrl(url), url).toBe(true)
    }
    for (const url of ['javascript:x', ' JAVASCRIPT:x', '\u0000javascript:x', 'java\nscript:x', 'jav\tascript:x', 'vbscript:x', 'file:///x', 'data:text/html,x',
      'data:image/svg+xml,x', 'tel:1', 'ftp://x', 'blob:https://x', 'intent://x']) {
      expect(isSafeUrl(url), url).toBe(false)
    }
  })
})

// ---------------------------------------------------------------------------------------------
// dev/color-palette
// ---------------------------------------------------------------------------------------------

describe('dev/color-palette', () => {
  const hexes = (list: unknown) => (list as { hex: string }[]).map((c) => c.hex)

  it('mixes toward white and black in equal RGB steps of 1/(steps+1), rounded half up', async () => {
    // #ff0000, 5 steps: red channel stays 255 (lighter) or goes 255·(6-k)/6; the others go 255·k/6:
    // 42.5 → 43 (2b), 85 (55), 127.5 → 128 (80), 170 (aa), 212.5 → 213 (d5).
    const result = await get.ok('color-palette', { value: '#ff0000' })
    expect(hexes(result.lighter)).toEqual(['#ff2b2b', '#ff5555', '#ff8080', '#ffaaaa', '#ffd5d5'])
    expect(hexes(result.darker)).toEqual(['#d50000', '#aa0000', '#800000', '#550000', '#2b0000'])
  })

  it('describes every colour as hex, rgb, hsl and CSS strings', async () => {
    const result = await get.ok('color-palette', { value: '#336699', steps: 1 })
    // one step each way: halfway, (51 + 255) / 2 = 153, (102 + 255) / 2 = 178.5 → 179, (153 + 255) / 2 = 204
    expect(result).toEqual({
      base: { hex: '#336699', rgb: { r: 51, g: 102, b: 153 }, hsl: { h: 210, s: 50, l: 40 }, css: { rgb: 'rgb(51, 102, 153)', hsl: 'hsl(210, 50%, 40%)' } },
      lighter: [{ hex: '#99b3cc', rgb: { r: 153, g: 179, b: 204 }, hsl: { h: 209.4, s: 33.3, l: 70 }, css: { rgb: 'rgb(153, 179, 204)', hsl: 'hsl(209.4, 33.3%, 70%)' } }],
      darker: [{ hex: '#1a334d', rgb: { r: 26, g: 51, b: 77 }, hsl: { h: 210.6, s: 49.5, l: 20.2 }, css: { rgb: 'rgb(26, 51, 77)', hsl: 'hsl(210.6, 49.5%, 20.2%)' } }],
    })
  })

  it('accepts 3- and 6-digit HEX in any case, with or without #', async () => {
    for (const value of ['#abc', 'ABC', '#AABBCC', 'aabbcc', ' #aAbBcC ']) {
      expect((await get.ok('color-palette', { value, steps: 1 })).base, value).toMatchObject({ hex: '#aabbcc', rgb: { r: 170, g: 187, b: 204 } })
    }
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/color-palette?value=%234f7cff&steps=2' })
    expect(envelope(res)).toMatchObject({ ok: true, result: { base: { hex: '#4f7cff' } } })
  })

  it('gives grey steps for black and white, and white stays white', async () => {
    const black = await get.ok('color-palette', { value: '#000', steps: 4 })
    expect(hexes(black.lighter)).toEqual(['#333333', '#666666', '#999999', '#cccccc'])
    expect(hexes(black.darker)).toEqual(['#000000', '#000000', '#000000', '#000000'])
    expect((black.base as { hsl: unknown }).hsl).toEqual({ h: 0, s: 0, l: 0 })
    const white = await get.ok('color-palette', { value: '#fff', steps: 4 })
    expect(hexes(white.lighter)).toEqual(['#ffffff', '#ffffff', '#ffffff', '#ffffff'])
    expect(hexes(white.darker)).toEqual(['#cccccc', '#999999', '#666666', '#333333'])
  })

  it('lists 5 shades each way by default and up to 20', async () => {
    const result = await get.ok('color-palette', { value: '#4f7cff' })
    expect((result.lighter as unknown[]).length).toBe(5)
    expect((result.darker as unknown[]).length).toBe(5)
    expect(((await get.ok('color-palette', { value: '#4f7cff', steps: 20 })).darker as unknown[]).length).toBe(20)
  })

  it('refuses a value that is not a HEX colour, saying how to write one', async () => {
    for (const value of ['#abcd', '#12345', '#1234567', '#ggg', 'red', 'rgb(1,2,3)', '##fff', '', ' ']) {
      const { code, error } = await get.refused('color-palette', { value })
      expect(code, value).toBe('COLOR_INVALID_HEX')
      expect(error).toBe(`value "${value}" is not a HEX colour; write 6 hex digits or the 3-digit shorthand, optionally after #, as in #4f7cff or #fff (in a URL query string write # as %23)`)
    }
    // An unencoded # starts the URL fragment, so the value arrives empty.
    const res = await app.inject({ method: 'GET', url: '/api/v1/dev/color-palette?value=#ff0000' })
    expect(envelope(res).code).toMatch(/^(COLOR_INVALID_HEX|PARAM_REQUIRED)$/)
    expect(await get.refused('color-palette', {})).toEqual({ code: 'PARAM_REQUIRED', error: 'value is required' })
    expect((await get.refused('color-palette', { value: 'red' }, 'es')).error).toMatch(/^value "red" no es un color HEX;/)
  })

  it('refuses steps outside 1-20', async () => {
    for (const steps of [0, 21, -1]) {
      expect(await get.refused('color-palette', { value: '#fff', steps })).toEqual({ code: 'PARAM_BETWEEN', error: 'steps must be between 1 and 20' })
    }
    expect((await get.refused('color-palette', { value: '#fff', steps: 1.5 })).code).toBe('PARAM_NOT_INTEGER')
    expect((await get.refused('color-palette', { value: '#fff', steps: 'many' })).code).toBe('PARAM_NOT_NUMBER')
  })

  it('is GET only', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/v1/dev/color-palette', payload: { value: '#fff' } })).statusCode).toBe(405)
  })
})

describe('src/lib/image/color.ts', () => {
  it('converts RGB to HSL and back without loss for every #rgb colour', () => {
    for (let n = 0; n < 4096; n++) {
      const rgb = parseHex(n.toString(16).padStart(3, '0'))
      expect(hslToRgb(rgbToHsl(rgb))).toEqual(rgb)
    }
  })

  it('knows the primary and secondary colours', () => {
    expect(rgbToHsl(parseHex('#00ff00'))).toEqual({ h: 120, s: 100, l: 50 })
    expect(rgbToHsl(parseHex('#0000ff'))).toEqual({ h: 240, s: 100, l: 50 })
    expect(rgbToHsl(parseHex('#ff00ff'))).toEqual({ h: 300, s: 100, l: 50 })
    expect(hslToRgb({ h: 60, s: 100, l: 50 })).toEqual({ r: 255, g: 255, b: 0 })
    expect(hslToRgb({ h: -120, s: 100, l: 50 })).toEqual({ r: 0, g: 0, b: 255 })
    expect(hslToRgb({ h: 480, s: 100, l: 25 })).toEqual({ r: 0, g: 128, b: 0 })
  })

  it('rounds HSL to one decimal and writes a hue that rounds to 360 as 0', () => {
    expect(describeColor({ r: 255, g: 0, b: 1 }).hsl).toEqual({ h: 359.8, s: 100, l: 50 })
    expect(roundHsl({ h: 359.96, s: 33.33, l: 0.04 })).toEqual({ h: 0, s: 33.3, l: 0 })
  })

  it('mixes on whole numbers: a third of the way from 0 to 255 is exactly 85', () => {
    expect(mixSteps({ r: 0, g: 0, b: 0 }, WHITE, 1, 3)).toEqual({ r: 85, g: 85, b: 85 })
    expect(mixSteps({ r: 0, g: 1, b: 2 }, WHITE, 1, 2)).toEqual({ r: 128, g: 128, b: 129 })
    expect(toHex({ r: 1, g: 2, b: 255 })).toBe('#0102ff')
  })

  it('reads RGB triples', () => {
    for (const text of ['79,124,255', '79, 124, 255', '79 124 255', 'rgb(79, 124, 255)', ' RGB( 79 ,124 , 255 ) ']) {
      expect(parseRgbTriple(text), text).toEqual({ r: 79, g: 124, b: 255 })
    }
    for (const text of ['256,0,0', '1,2', '1,2,3,4', '-1,0,0', '1.5,2,3', 'rgb(1,2,3', 'a,b,c', '']) {
      expect(() => parseRgbTriple(text, 'value'), text).toThrow(expect.objectContaining({ code: 'COLOR_INVALID_RGB' }))
    }
  })
})
