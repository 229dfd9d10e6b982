import { describe, expect, it } from 'vitest'
import { contentDisposition, fileStem, renamed, safeFileName, uniqueNames } from '../../src/lib/files/filename.ts'

/** The two names a Content-Disposition offers: the quoted ASCII one and the decoded filename*. */
function parseDisposition(header: string): { ascii?: string; exact?: string } {
  const ascii = /; filename="([^"]*)"/.exec(header)?.[1]
  const extended = /; filename\*=UTF-8''([A-Za-z0-9!#$&+.^_`|~%-]+)$/.exec(header)?.[1]
  return { ascii, exact: extended === undefined ? undefined : decodeURIComponent(extended) }
}

describe('safeFileName', () => {
  it.each<[string | undefined, string]>([
    ['photo.jpg', 'photo.jpg'],
    ['my holiday photo (1).JPG', 'my holiday photo (1).JPG'],
    ['  spaced.png  ', 'spaced.png'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\ada\\photo.png', 'photo.png'],
    ['/tmp/', 'file'],
    ['..', 'file'],
    ['.', 'file'],
    ['.htaccess', 'htaccess'],
    ['...png', 'png'],
    ['a\r\nSet-Cookie: x=y.png', 'aSet-Cookie: x=y.png'],
    ['tab\tand\u0000nul\u007fdel.png', 'tabandnuldel.png'],
    ['c1\u0085\u009bcontrols.png', 'c1controls.png'],
    ['line\u2028para\u2029sep.png', 'lineparasep.png'],
    ['photo\u202egpj.exe', 'photogpj.exe'],
    ['\u200e\u200fmarks\u2066\u2067\u2068\u2069\u061c.png', 'marks.png'],
    ['café 😀.png', 'café 😀.png'],
    ['', 'file'],
    ['   ', 'file'],
    ['\u0000\u0001', 'file'],
    [undefined, 'file'],
  ])('%j → %j', (input, expected) => {
    expect(safeFileName(input)).toBe(expected)
  })

  it('uses the given fallback for a name with nothing left', () => {
    expect(safeFileName('../', 'upload')).toBe('upload')
    expect(safeFileName(undefined, '')).toBe('')
  })

  it('keeps at most 120 characters, counting an emoji as one and never splitting it', () => {
    expect(safeFileName('a'.repeat(5000))).toBe('a'.repeat(120))
    const emoji = safeFileName('😀'.repeat(200))
    expect([...emoji]).toHaveLength(120)
    expect(emoji).toBe('😀'.repeat(120))
    expect(() => encodeURIComponent(emoji)).not.toThrow()
  })

  it('does not end in the space a cut happened to leave', () => {
    expect(safeFileName(`${'a'.repeat(119)} tail.png`)).toBe('a'.repeat(119))
  })

  it('drops half a surrogate pair', () => {
    expect(safeFileName('bad\ud800name.png')).toBe('badname.png')
    expect(safeFileName('bad\udc00name.png')).toBe('badname.png')
  })
})

describe('fileStem and renamed', () => {
  it.each([
    ['photo.jpg', 'photo'],
    ['photo.final.jpg', 'photo.final'],
    ['noext', 'noext'],
    ['.hidden', '.hidden'],
    ['trailing.', 'trailing'],
  ])('fileStem(%j) = %j', (name, stem) => {
    expect(fileStem(name)).toBe(stem)
  })

  it.each([
    ['photo.png', 'jpg', 'photo.jpg'],
    ['photo.final.PNG', 'webp', 'photo.final.webp'],
    ['noext', 'png', 'noext.png'],
    ['😀.png', 'jpg', '😀.jpg'],
  ])('renamed(%j, %j) = %j', (name, extension, expected) => {
    expect(renamed(name, extension)).toBe(expected)
  })
})

describe('contentDisposition', () => {
  it('a plain ASCII name is a quoted filename alone', () => {
    expect(contentDisposition('photo (1).jpg')).toBe('attachment; filename="photo (1).jpg"')
  })

  it.each([
    ['quote', 'say "cheese".jpg', 'say _cheese_.jpg', `say%20%22cheese%22.jpg`],
    ['backslash', 'a\\b.jpg', 'a_b.jpg', 'a%5Cb.jpg'],
    ['percent', '100%.jpg', '100_.jpg', '100%25.jpg'],
  ])('a %s cannot end the quoted name or fake an escape: replaced there, exact in filename*', (_label, name, ascii, encoded) => {
    const header = contentDisposition(name)
    expect(header).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`)
    expect(parseDisposition(header)).toEqual({ ascii, exact: name })
  })

  it("encodes ' ( ) * in filename*, which RFC 5987 does not allow bare", () => {
    const header = contentDisposition("it's (a) *star*.jpg\u00e9")
    const encoded = header.split("filename*=UTF-8''")[1]!
    expect(encoded).toBe('it%27s%20%28a%29%20%2Astar%2A.jpg%C3%A9')
    expect(encoded).toMatch(/^[A-Za-z0-9!#$&+.^_`|~%-]+$/)
  })

  it.each([
    ['café.jpg', 'caf_.jpg', 'caf%C3%A9.jpg'],
    ['😀.jpg', '_.jpg', '%F0%9F%98%80.jpg'],
    ['日本語.png', '___.png', '%E6%97%A5%E6%9C%AC%E8%AA%9E.png'],
  ])('a non-ASCII name %j gets the fallback %j and UTF-8 %j', (name, ascii, encoded) => {
    const header = contentDisposition(name)
    expect(header).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`)
    expect(parseDisposition(header).exact).toBe(name)
  })

  it('never contains CR, LF or any other byte a header cannot hold, whatever the name', () => {
    let state = 7
    const next = (below: number) => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) % below
    const alphabet = ['\r', '\n', '\0', '"', '\\', '%', "'", ';', '=', ' ', 'a', 'é', '😀', '\u2028', '\u202e', '\u0085', '\ud800', '\udc00']
    for (let i = 0; i < 2000; i++) {
      const name = Array.from({ length: 1 + next(30) }, () => alphabet[next(alphabet.length)]).join('')
      const header = contentDisposition(name)
      expect(header, JSON.stringify(name)).toMatch(/^attachment; filename="[\x20-\x21\x23-\x5b\x5d-\x7e]*"(; filename\*=UTF-8''[A-Za-z0-9!#$&+.^_`|~%-]+)?$/)
    }
  })

  it('survives half a surrogate pair', () => {
    const header = contentDisposition('bad\ud800.jpg')
    expect(parseDisposition(header)).toEqual({ ascii: 'bad_.jpg', exact: 'bad\ufffd.jpg' })
  })

  it('round-trips every name safeFileName lets through', () => {
    for (const raw of ['a\r\nb.png', '../x "y".png', '😀 (1).png', "l'été*.png", '\u202eevil.png']) {
      const name = safeFileName(raw)
      const { ascii, exact } = parseDisposition(contentDisposition(name))
      expect(exact ?? ascii).toBe(name)
    }
  })
})

describe('uniqueNames', () => {
  it('leaves distinct names alone', () => {
    expect(uniqueNames(['a.png', 'b.png', 'a.jpg'])).toEqual(['a.png', 'b.png', 'a.jpg'])
  })

  it('numbers repeats before the extension', () => {
    expect(uniqueNames(['a.png', 'a.png', 'a.png'])).toEqual(['a.png', 'a (2).png', 'a (3).png'])
  })

  it('treats names differing only in case as the same (case-insensitive file systems)', () => {
    expect(uniqueNames(['Photo.JPG', 'photo.jpg'])).toEqual(['Photo.JPG', 'photo (2).jpg'])
  })

  it('numbers a name without an extension at its end', () => {
    expect(uniqueNames(['README', 'README'])).toEqual(['README', 'README (2)'])
  })

  it('steps over a number that is already taken', () => {
    expect(uniqueNames(['a.png', 'a (2).png', 'a.png'])).toEqual(['a.png', 'a (2).png', 'a (3).png'])
  })

  it('keeps folders apart from the number', () => {
    expect(uniqueNames(['x/a.png', 'x/a.png', 'y/a.png'])).toEqual(['x/a.png', 'x/a (2).png', 'y/a.png'])
  })

  it('always answers as many names as it was given, all distinct', () => {
    const names = Array.from({ length: 50 }, (_, i) => ['a.png', 'A.PNG', 'a (2).png', 'b'][i % 4]!)
    const unique = uniqueNames(names)
    expect(unique).toHaveLength(50)
    expect(new Set(unique.map((name) => name.toLowerCase())).size).toBe(50)
  })
})
