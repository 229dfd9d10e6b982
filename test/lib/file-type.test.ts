import { describe, expect, it } from 'vitest'
import { detectFormat, isImageFormat, type FileFormat } from '../../src/lib/files/file-type.ts'
import { fixture } from '../helpers.ts'

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part))

/** An ISO base media file's opening ftyp box: size, "ftyp", major brand, minor version, compatible brands. */
function ftyp(major: string, compatible: readonly string[] = [], trailing = 16): Uint8Array {
  const size = 16 + compatible.length * 4
  const box = Buffer.alloc(size + trailing)
  box.writeUInt32BE(size, 0)
  box.write(`ftyp${major}`, 4, 'latin1')
  compatible.forEach((brand, i) => box.write(brand, 16 + i * 4, 'latin1'))
  return box
}

const padded = (head: Uint8Array, length = 64) => {
  const out = new Uint8Array(Math.max(length, head.length))
  out.set(head)
  return out
}

/** A BMP file header and the start of a DIB header of the given size. */
const bmp = (dibSize: number) => padded(bytes('BM', [0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, dibSize, 0, 0, 0]))

describe('detectFormat from magic bytes', () => {
  it.each<[string, Uint8Array, FileFormat]>([
    ['JPEG (JFIF)', padded(bytes([0xff, 0xd8, 0xff, 0xe0])), 'jpg'],
    ['JPEG (Exif)', padded(bytes([0xff, 0xd8, 0xff, 0xe1])), 'jpg'],
    ['PNG', padded(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])), 'png'],
    ['WebP', padded(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')), 'webp'],
    ['GIF87a', padded(bytes('GIF87a')), 'gif'],
    ['GIF89a', padded(bytes('GIF89a')), 'gif'],
    ['TIFF little-endian', padded(bytes('II', [0x2a, 0x00, 8, 0, 0, 0])), 'tiff'],
    ['TIFF big-endian', padded(bytes('MM', [0x00, 0x2a, 0, 0, 0, 8])), 'tiff'],
    ['BMP with a BITMAPINFOHEADER', bmp(40), 'bmp'],
    ['BMP with a BITMAPCOREHEADER', bmp(12), 'bmp'],
    ['BMP with a BITMAPV5HEADER', bmp(124), 'bmp'],
    ['ICO', padded(bytes([0, 0, 1, 0, 1, 0])), 'ico'],
    ['PDF', padded(bytes('%PDF-1.7\n')), 'pdf'],
    ['ZIP', padded(bytes('PK', [3, 4])), 'zip'],
    ['AVIF (major brand avif)', ftyp('avif', ['mif1', 'miaf']), 'avif'],
    ['AVIF sequence (major brand avis)', ftyp('avis', ['msf1']), 'avif'],
    ['AVIF listed after mif1', ftyp('mif1', ['mif1', 'avif', 'miaf']), 'avif'],
    ['HEIC (heic)', ftyp('heic', ['mif1', 'heic']), 'heic'],
    ['HEIC (heix)', ftyp('heix', ['mif1', 'heix']), 'heic'],
    ['HEIF (mif1 without avif)', ftyp('mif1', ['mif1', 'heic']), 'heic'],
    ['HEIF (mif1 alone)', ftyp('mif1'), 'heic'],
  ])('%s', (_label, input, format) => {
    expect(detectFormat(input)).toBe(format)
  })

  it.each<[string, FileFormat]>([
    ['photo.jpg', 'jpg'], ['photo.png', 'png'], ['alpha.png', 'png'], ['photo.webp', 'webp'], ['photo.avif', 'avif'],
    ['photo.tiff', 'tiff'], ['animated.gif', 'gif'], ['photo.bmp', 'bmp'], ['alpha.bmp', 'bmp'], ['rle8.bmp', 'bmp'],
    ['mono.bmp', 'bmp'], ['os2.bmp', 'bmp'], ['pal4.bmp', 'bmp'], ['rgb565.bmp', 'bmp'], ['favicon.ico', 'ico'],
    ['big.ico', 'ico'], ['alpha.ico', 'ico'], ['photo.heic', 'heic'],
  ])('the fixture %s is %s', (name, format) => {
    expect(detectFormat(fixture(name))).toBe(format)
  })

  it.each<[string, Uint8Array]>([
    ['nothing', new Uint8Array(0)],
    ['a JPEG start cut to two bytes', bytes([0xff, 0xd8])],
    ['a PNG signature cut short', bytes([0x89], 'PNG', [0x0d, 0x0a])],
    ['RIFF of another kind (WAVE)', padded(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))],
    ['RIFF WEBP cut before the form type', bytes('RIFF', [0, 0, 0, 0], 'WEB')],
    ['GIF without a version', padded(bytes('GIF'))],
    ['GIF of an unknown version', padded(bytes('GIF90a'))],
    ['TIFF magic with the wrong byte order', padded(bytes('II', [0x00, 0x2a]))],
    ['BigTIFF', padded(bytes('II', [0x2b, 0x00, 8, 0, 0, 0]))],
    ['text starting with BM', padded(bytes('BMW owners manual, chapter one: the engine'))],
    ['BM with an unknown DIB header size', bmp(41)],
    ['BM shorter than its headers', bytes('BM', [0, 0, 0, 0, 0, 0, 0, 0, 54, 0, 0, 0, 40, 0, 0, 0])],
    ['an ICO directory of no images', padded(bytes([0, 0, 1, 0, 0, 0]))],
    ['a cursor (CUR)', padded(bytes([0, 0, 2, 0, 1, 0]))],
    ['an ICO header cut short', bytes([0, 0, 1, 0, 1, 0, 16, 16])],
    ['%PDF without the dash', padded(bytes('%PDF'))],
    ['a ZIP end record (empty archive)', padded(bytes('PK', [5, 6]))],
    ['an MP4 video', ftyp('isom', ['isom', 'iso2', 'mp41'])],
    ['a QuickTime movie', ftyp('qt  ')],
    ['an ftyp box cut short', bytes([0, 0, 0, 24], 'ftypavif')],
    ['XML that is not SVG', bytes('<?xml version="1.0"?><note><to>Tove</to></note>')],
    ['VIPS native (big-endian)', padded(bytes([0x08, 0xf2, 0xa6, 0xb6]))],
    ['VIPS native (little-endian)', padded(bytes([0xb6, 0xa6, 0xf2, 0x08]))],
    ['FITS', padded(bytes('SIMPLE  =                    T'))],
    ['JPEG XL', padded(bytes([0xff, 0x0a]))],
  ])('%s is undefined', (_label, input) => {
    expect(detectFormat(input)).toBeUndefined()
  })

  it.each([
    ['plain text', 'hello, world\n', 'csv'],
    ['CSV with a byte-order mark', '\uFEFFa,b\n1,2\n', 'csv'],
    ['a JSON object', '  {"a": 1}', 'json'],
    ['a JSON array', '[1, 2]', 'json'],
    ['an HTML document', '<!doctype html><p>Hi</p>', 'html'],
    ['an HTML fragment', '<h1>Title</h1>', 'html'],
    // SVG is markup with an svg element, read by file/svg-to-png (resvg), never by libvips.
    ['SVG', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'svg'],
    ['SVG with an XML declaration', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', 'svg'],
    ['text with control characters', 'a\u0001b', undefined],
  ])('%s is %s', (_label, text, format) => {
    expect(detectFormat(Buffer.from(text))).toBe(format)
  })

  it('random bytes are almost never taken for a format, and never throw', () => {
    let state = 12345
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24
    let recognised = 0
    for (let i = 0; i < 2000; i++) {
      // From 8 bytes on: a few printable bytes are legitimately a tiny text file.
      const input = Uint8Array.from({ length: 8 + (i % 97) }, next)
      if (detectFormat(input) !== undefined) recognised++
    }
    expect(recognised).toBeLessThan(5)
  })

  it('reads brands only within the ftyp box and the bytes there are', () => {
    // The box says 16 bytes: an "avif" after it is another box's business.
    const box = Buffer.concat([ftyp('mif1', [], 0), Buffer.from('avif')])
    expect(detectFormat(box)).toBe('heic')
    // The box claims more than the file holds: brands are read up to the end of the file.
    const claimed = Buffer.from(ftyp('mif1', ['avif'], 0))
    claimed.writeUInt32BE(4096, 0)
    expect(detectFormat(claimed)).toBe('avif')
  })
})

describe('isImageFormat', () => {
  it.each<[FileFormat, boolean]>([
    ['jpg', true], ['png', true], ['webp', true], ['avif', true], ['gif', true], ['tiff', true], ['bmp', true], ['ico', true], ['heic', true],
    ['pdf', false], ['zip', false],
  ])('%s → %s', (format, image) => {
    expect(isImageFormat(format)).toBe(image)
  })
})
