import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { client, makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const api = client(() => app, 'dev')
const ok = (name: string, params: Record<string, unknown>, lang?: string) => api.ok(name, { params, ...(lang && { lang }) })
const refused = (name: string, params: Record<string, unknown>, status: number, code: string, lang?: string) =>
  api.refused(name, { params, ...(lang && { lang }) }, status, code, { withinMs: 1_000 })

describe('dev/chmod', () => {
  // Symbolic modes from Python's stat.filemode(stat.S_IFREG | mode), run once.
  it.each([
    ['755', '755', 'rwxr-xr-x'],
    ['0644', '644', 'rw-r--r--'],
    ['600', '600', 'rw-------'],
    ['4755', '4755', 'rwsr-xr-x'],
    ['2755', '2755', 'rwxr-sr-x'],
    ['1777', '1777', 'rwxrwxrwt'],
    ['7777', '7777', 'rwsrwsrwt'],
    ['7000', '7000', '--S--S--T'],
    ['000', '000', '---------'],
    ['2644', '2644', 'rw-r-Sr--'],
  ])('%s → %s %s, and back', async (value, octal, symbolic) => {
    expect(await ok('chmod', { value })).toMatchObject({ octal, symbolic, command: `chmod ${octal} file` })
    expect(await ok('chmod', { value: symbolic })).toMatchObject({ octal, symbolic })
  })

  it('reads a file type letter and gives every permission and special bit', async () => {
    expect(await ok('chmod', { value: 'drwxrwx--T' })).toEqual({
      octal: '1770', symbolic: 'rwxrwx--T',
      permissions: {
        owner: { read: true, write: true, execute: true },
        group: { read: true, write: true, execute: true },
        others: { read: false, write: false, execute: false },
      },
      special: { setuid: false, setgid: false, sticky: true },
      command: 'chmod 1770 file',
    })
  })

  it.each(['', '8', '75', '0o755', '99999', 'rwxr-xr', 'rwxr-xr-xx', 'rwzr-xr-x', 'rwtr-xr-x', 'u+x'])('refuses %j with CHMOD_INVALID', async (value) => {
    await refused('chmod', { value }, 422, 'CHMOD_INVALID')
  })

  it('says what to send, in Spanish too, and bounds the length', async () => {
    expect((await refused('chmod', { value: '888' }, 422, 'CHMOD_INVALID')).error)
      .toBe('"888" is not a file mode; send three or four octal digits (755, 0644, 4755) or nine permission letters (rwxr-xr-x, rwsr-xr-t)')
    expect((await refused('chmod', { value: '888' }, 422, 'CHMOD_INVALID', 'es')).error).toMatch(/^"888" no es un modo de archivo/)
    await refused('chmod', { value: '7'.repeat(41) }, 422, 'PARAM_MAX_LENGTH')
    await refused('chmod', {}, 422, 'PARAM_REQUIRED')
  })
})

describe('dev/http-status', () => {
  // Names and references as in the IANA HTTP Status Code Registry (RFC 9110 Section 15 and the RFCs it lists).
  it.each([
    [100, 'Continue', '1xx', 'Informational', 'RFC 9110, Section 15.2.1'],
    [103, 'Early Hints', '1xx', 'Informational', 'RFC 8297, Section 2'],
    [200, 'OK', '2xx', 'Successful', 'RFC 9110, Section 15.3.1'],
    [207, 'Multi-Status', '2xx', 'Successful', 'RFC 4918, Section 11.1'],
    [226, 'IM Used', '2xx', 'Successful', 'RFC 3229, Section 10.4.1'],
    [306, '(Unused)', '3xx', 'Redirection', 'RFC 9110, Section 15.4.7'],
    [308, 'Permanent Redirect', '3xx', 'Redirection', 'RFC 9110, Section 15.4.9'],
    [413, 'Content Too Large', '4xx', 'Client Error', 'RFC 9110, Section 15.5.14'],
    [418, '(Unused)', '4xx', 'Client Error', 'RFC 9110, Section 15.5.19'],
    [421, 'Misdirected Request', '4xx', 'Client Error', 'RFC 9110, Section 15.5.20'],
    [422, 'Unprocessable Content', '4xx', 'Client Error', 'RFC 9110, Section 15.5.21'],
    [425, 'Too Early', '4xx', 'Client Error', 'RFC 8470, Section 5.2'],
    [429, 'Too Many Requests', '4xx', 'Client Error', 'RFC 6585, Section 4'],
    [451, 'Unavailable For Legal Reasons', '4xx', 'Client Error', 'RFC 7725, Section 3'],
    [500, 'Internal Server Error', '5xx', 'Server Error', 'RFC 9110, Section 15.6.1'],
    [510, 'Not Extended (OBSOLETED)', '5xx', 'Server Error', 'RFC 2774, Section 7; status-change-http-experiments-to-historic'],
    [511, 'Network Authentication Required', '5xx', 'Server Error', 'RFC 6585, Section 6'],
  ])('%i %s', async (code, name, range, className, reference) => {
    const result = await ok('http-status', { code })
    expect(result).toMatchObject({ code, name, class: { range, name: className }, reference })
    expect(typeof result.description).toBe('string')
  })

  it('tells the teapot story, in the language of the call', async () => {
    expect((await ok('http-status', { code: 418 })).description).toMatch(/I'm a teapot.*RFC 2324/)
    const es = await ok('http-status', { code: 404 }, 'es')
    expect(es).toMatchObject({ name: 'Not Found', class: { range: '4xx', name: 'Error del cliente' } })
    expect(es.description).toMatch(/^No se encontró/)
  })

  it('answers 404 naming the class for an unassigned code', async () => {
    for (const [code, range] of [[104, '1xx'], [299, '2xx'], [309, '3xx'], [419, '4xx'], [499, '4xx'], [509, '5xx'], [599, '5xx']] as const) {
      const { error } = await refused('http-status', { code }, 404, 'HTTP_STATUS_UNASSIGNED')
      expect(error).toBe(`${code} is not assigned in the IANA HTTP Status Code Registry; it would belong to the ${range} class; send a registered code (the description lists them)`)
    }
  })

  it('bounds the code', async () => {
    await refused('http-status', { code: 99 }, 422, 'PARAM_BETWEEN')
    await refused('http-status', { code: 600 }, 422, 'PARAM_BETWEEN')
    await refused('http-status', { code: 200.5 }, 422, 'PARAM_NOT_INTEGER')
    await refused('http-status', {}, 422, 'PARAM_REQUIRED')
  })
})

describe('dev/mime-type', () => {
  // Preferred types from mime-types 3.0.2 (lookup and extensions), run once on the same mime-db.
  it.each([
    ['png', 'image/png'],
    ['.JS', 'text/javascript'],
    ['photo.JPG', 'image/jpeg'],
    ['archive.tar.gz', 'application/gzip'],
    ['mp4', 'video/mp4'],
    ['xml', 'application/xml'],
    ['exe', 'application/x-msdos-program'],
    ['wav', 'audio/wav'],
    ['woff', 'font/woff'],
  ])('%s → %s', async (value, type) => {
    const result = await ok('mime-type', { value })
    expect(result).toMatchObject({ kind: 'extension', type })
    expect((result.types as string[])[0]).toBe(type)
  })

  it('lists every type of an extension, preferred first', async () => {
    expect(await ok('mime-type', { value: 'js' })).toEqual({
      kind: 'extension', extension: 'js', type: 'text/javascript', types: ['text/javascript', 'application/javascript'],
      extensions: ['js', 'mjs'], charset: 'UTF-8', compressible: true, source: 'iana',
    })
  })

  it('gives the extensions of a media type, ignoring case and parameters', async () => {
    expect(await ok('mime-type', { value: 'Text/HTML; charset=utf-8' })).toEqual({
      kind: 'media_type', extension: null, type: 'text/html', types: ['text/html'], extensions: ['html', 'htm', 'shtml'],
      charset: null, compressible: true, source: 'iana',
    })
  })

  it('answers 404 for unknown values and 422 for what is no value', async () => {
    expect((await refused('mime-type', { value: 'file.nosuchext' }, 404, 'MIME_EXTENSION_UNKNOWN')).error)
      .toBe('No media type uses the extension .nosuchext in mime-db; check the spelling, or send the media type itself')
    await refused('mime-type', { value: 'image/nosuch' }, 404, 'MIME_TYPE_UNKNOWN')
    await refused('mime-type', { value: 'image/nosuch' }, 404, 'MIME_TYPE_UNKNOWN', 'es')
    for (const value of ['', '.', 'a/b/c', 'photo.', 'no spaces.p g']) await refused('mime-type', { value }, 422, 'MIME_VALUE_INVALID')
    await refused('mime-type', { value: 'x'.repeat(256) }, 422, 'PARAM_MAX_LENGTH')
  })
})

describe('dev/user-agent', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      { browser: { name: 'Chrome', version: '120.0.0.0', major: '120' }, engine: { name: 'Blink' }, os: { name: 'Windows', version: '10' }, device: { type: null }, cpu: { architecture: 'amd64' }, is_bot: false }],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
      { browser: { name: 'Firefox', major: '121' }, engine: { name: 'Gecko' }, os: { name: 'Mac OS', version: '10.15' }, is_bot: false }],
    ['Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      { browser: { name: 'Samsung Internet', version: '23.0' }, os: { name: 'Android', version: '13' }, device: { type: 'mobile', vendor: 'Samsung', model: 'SM-S918B' }, is_bot: false }],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      { os: { name: 'iOS', version: '16.6' }, device: { type: 'tablet', vendor: 'Apple', model: 'iPad' }, is_bot: false }],
  ])('%s', async (ua, expected) => {
    expect(await ok('user-agent', { ua })).toMatchObject(expected)
  })

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'curl/8.4.0',
    'Wget/1.21.4',
    'python-requests/2.31.0',
    'Go-http-client/2.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
  ])('%s is a bot', async (ua) => {
    expect((await ok('user-agent', { ua })).is_bot).toBe(true)
  })

  it('answers nulls for an empty or unknown string, and bounds the length', async () => {
    expect(await ok('user-agent', { ua: '' })).toEqual({
      browser: { name: null, version: null, major: null }, engine: { name: null, version: null }, os: { name: null, version: null },
      device: { type: null, vendor: null, model: null }, cpu: { architecture: null }, is_bot: false,
    })
    const { ms } = await api.timed('user-agent', { params: { ua: `Mozilla/5.0 (${'a;'.repeat(990)})` } })
    expect(ms).toBeLessThan(1_000)
    await refused('user-agent', { ua: 'x'.repeat(2_001) }, 422, 'PARAM_MAX_LENGTH')
    await refused('user-agent', {}, 422, 'PARAM_REQUIRED')
  })
})
