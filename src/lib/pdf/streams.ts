/**
 * Decompression bombs in a PDF, found before a parser sees the file. pdf-lib and pdf.js decode a
 * stream in full and keep the result (outside the JavaScript heap, where no worker limit
 * applies), so a 1 MB file holding a 1 GB stream would cost a gigabyte.
 *
 * Every stream is decoded here without keeping what it expands to, stopping once past the limit:
 * with the filters its dictionary declares (#-escaped names decoded, references to small objects
 * followed), and as Flate whatever it declares. When the declaration could be hidden from a text
 * scan (no dictionary found, a reference that cannot be followed, a string or a comment inside the
 * dictionary), it is also decoded as LZW, RunLength, ASCIIHex and ASCII85 data. Whatever comes out
 * that starts like zlib data is inflated in turn, layer after layer, so double compression and
 * data wrapped in ASCII85 are measured too. A stream's end is taken as late as any parser
 * could take it: after its /Length when that is readable, or else at its first "endstream".
 * The streams of an encrypted file are measured decrypted (src/lib/pdf/crypt.ts) when its key is
 * known: with the caller's password or an empty one; without it no parser decodes them either.
 */
import { Readable, Transform, Writable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { constants, createInflateRaw, inflateRawSync } from 'node:zlib'
import { streamDecryptor, type StreamDecryptor } from './crypt.ts'
import { Ascii85Decoder, HexDecoder, LzwDecoder, RunLengthDecoder, type ByteDecoder } from './decoders.ts'

/** The filters that expand data or can hide data that does; lzw0 is LZW with EarlyChange 0. */
type Filter = 'flate' | 'lzw' | 'lzw0' | 'runlength' | 'hex' | 'a85'

const FILTER_NAMES: Readonly<Record<string, Filter>> = {
  FlateDecode: 'flate', Fl: 'flate',
  LZWDecode: 'lzw', LZW: 'lzw',
  RunLengthDecode: 'runlength', RL: 'runlength',
  ASCIIHexDecode: 'hex', AHx: 'hex',
  ASCII85Decode: 'a85', A85: 'a85',
}

/**
 * What a stream is also decoded as when its declared filters cannot be known for sure. Raw
 * Flate is always tried: it costs nothing for data that does not start like zlib data.
 */
const ASSUMED: readonly (readonly Filter[])[] = [['lzw'], ['runlength'], ['hex'], ['a85']]

/** Input is fed to decoders in slices this long, so that one step's output stays small. */
const SLICE = 4096
/** No real file nests compressed data this deep: a stream still inflating past it is refused. */
const MAX_LAYERS = 16
/** How far before "stream" its object's header is looked for. */
const HEADER_WINDOW = 1024 * 1024
/** Output up to this size is decoded in one call and held, instead of streamed through zlib. */
const SMALL_OUTPUT = 1024 * 1024

const STREAM_KEYWORD = /stream[ \t\f\0]*(?:\r\n|\r|\n)/g
const OBJECT_HEADER_END = /(\d+)\s+(\d+)\s+$/
const FILTER_ENTRY = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()%]+|\d+\s+\d+\s+R)/
const LENGTH_ENTRY = /\/Length\s+(\d+)(?:\s+(\d+)\s+R)?/
const EARLY_CHANGE_OFF = /\/EarlyChange\s+0(?![\d.])/
const NAME = /\/([^\s/[\]<>()%]+)/g
const REFERENCE = /^(\d+)\s+(\d+)\s+R$/
// Small objects a stream dictionary may point to: a name, an array of names, a number.
const SMALL_OBJECT = /(\d+)\s+(\d+)\s+obj\s*(\/[^\s/[\]<>()%]+|\[[^\]]*\]|\d+)\s*endobj/g

class StreamTooLarge extends Error {}

interface Measured {
  /** Bytes that came out of the last decoder. */
  count: number
  /** Its first two bytes: whether they start zlib data decides if another layer is tried. */
  head: Uint8Array
}

function record(measured: Measured, output: Uint8Array, max: number): void {
  measured.count += output.length
  if (measured.head.length < 2) measured.head = Uint8Array.from([...measured.head, ...output.subarray(0, 2 - measured.head.length)])
  if (measured.count > max) throw new StreamTooLarge()
}

/** A zlib header as pdf.js accepts it (it ignores the window size, so Node's check is not used). */
function isZlibHeader(head: Uint8Array): boolean {
  if (head.length < 2) return false
  const [cmf, flg] = [head[0]!, head[1]!]
  return (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0
}

function decoderFor(filter: Exclude<Filter, 'flate'>): ByteDecoder {
  switch (filter) {
    case 'lzw': return new LzwDecoder(1)
    case 'lzw0': return new LzwDecoder(0)
    case 'runlength': return new RunLengthDecoder()
    case 'hex': return new HexDecoder()
    case 'a85': return new Ascii85Decoder()
  }
}

/** Chains without Flate run synchronously, each decoder's output fed to the next in slices. */
function measureDecoders(region: Uint8Array, filters: readonly Exclude<Filter, 'flate'>[], max: number): Measured {
  const decoders = filters.map(decoderFor)
  const measured = filters.map((): Measured => ({ count: 0, head: new Uint8Array(0) }))
  const feed = (level: number, input: Uint8Array): void => {
    const decoder = decoders[level]!
    for (let at = 0; at < input.length && !decoder.done; at += SLICE) {
      decoder.push(input.subarray(at, at + SLICE), (output) => {
        record(measured[level]!, output, max)
        if (level + 1 < decoders.length) feed(level + 1, output)
      })
    }
  }
  feed(0, region)
  return measured.at(-1)!
}

/** Counts what passes through, failing the whole chain once past the limit. */
class Counter extends Transform {
  readonly measured: Measured = { count: 0, head: new Uint8Array(0) }
  constructor(private readonly max: number) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      record(this.measured, chunk, this.max)
      done(null, chunk)
    } catch (error) {
      done(error as Error)
    }
  }
}

/** Drops the two-byte zlib header, which was checked the way pdf.js checks it. */
class SkipZlibHeader extends Transform {
  private skipped = 0
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const skip = Math.min(2 - this.skipped, chunk.length)
    this.skipped += skip
    done(null, chunk.subarray(skip))
  }
}

class DecoderStream extends Transform {
  constructor(private readonly decoder: ByteDecoder, private readonly onEnd: () => void) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.decoder.done) this.decoder.push(chunk, (output) => this.push(output))
    if (this.decoder.done) this.onEnd()
    done()
  }
}

function decodingStreams(filter: Filter, onEnd: () => void): Transform[] {
  if (filter !== 'flate') return [new DecoderStream(decoderFor(filter), onEnd)]
  const inflate = createInflateRaw()
  // zlib stops at the end of its data; the rest of the region is not this stream's.
  inflate.once('end', onEnd)
  return [new SkipZlibHeader(), inflate]
}

/** Chains with Flate run through zlib's streams, each step bounded by backpressure. */
async function measureStreams(region: Uint8Array, filters: readonly Filter[], max: number): Promise<Measured> {
  let ended = false
  const end = () => { ended = true }
  const stages: Transform[] = []
  let last: Counter | undefined
  for (const filter of filters) {
    last = new Counter(max)
    stages.push(...decodingStreams(filter, end), last)
  }
  const bytes = Buffer.from(region.buffer, region.byteOffset, region.byteLength)
  const source = Readable.from((function* slices() {
    for (let at = 0; at < bytes.length && !ended; at += SLICE) yield bytes.subarray(at, at + SLICE)
  })())
  try {
    await pipeline([source, ...stages, new Writable({ write: (_chunk, _encoding, done) => done() })])
  } catch (error) {
    if (error instanceof StreamTooLarge) throw error
    // Damaged data ends where it breaks, for the parsers as here: what came out is what counts.
  }
  return last!.measured
}

function measure(region: Uint8Array, filters: readonly Filter[], max: number): Promise<Measured> {
  if (filters.includes('flate')) return measureStreams(region, filters, max)
  return Promise.resolve(measureDecoders(region, filters as readonly Exclude<Filter, 'flate'>[], max))
}

/** The whole output of one filter when it stays small enough to hold, or undefined. */
function decodeSmall(input: Uint8Array, filter: Filter, max: number): Uint8Array | undefined {
  const limit = Math.min(SMALL_OUTPUT, max)
  if (filter === 'flate') {
    try {
      // Cut-off data gives what it holds, as it does for the parsers; damage is left to streaming.
      return inflateRawSync(input.subarray(2), { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: limit })
    } catch {
      return undefined
    }
  }
  const decoder = decoderFor(filter)
  const parts: Uint8Array[] = []
  let size = 0
  for (let at = 0; at < input.length && !decoder.done; at += SLICE) {
    decoder.push(input.subarray(at, at + SLICE), (output) => {
      size += output.length
      parts.push(output)
    })
    if (size > limit) return undefined
  }
  return Buffer.concat(parts)
}

/**
 * Decodes with the given filters, one more each time, then with Flate for as long as the output
 * still starts like zlib data; each step is measured in full before the next is added. Small
 * outputs are held and decoded further directly; large ones are streamed from the start again.
 * Gives the size of the largest step's output.
 */
async function measureChain(region: Uint8Array, given: readonly Filter[], max: number): Promise<number> {
  const filters: Filter[] = []
  let head = region.subarray(0, 2)
  let held: Uint8Array | undefined = region
  let largest = 0
  for (let layer = 0; layer < MAX_LAYERS; layer++) {
    const filter = given[layer] ?? 'flate'
    if (filter === 'flate' && !isZlibHeader(head)) return largest
    filters.push(filter)
    held = held && decodeSmall(held, filter, max)
    const measured = held ? { count: held.length, head: held.subarray(0, 2) } : await measure(region, filters, max)
    if (measured.count > max) throw new StreamTooLarge()
    largest = Math.max(largest, measured.count)
    if (measured.count === 0) return largest
    head = measured.head
  }
  throw new StreamTooLarge()
}

/** Small indirect objects by "number generation", for a /Filter or /Length given by reference. */
type SmallObjects = () => ReadonlyMap<string, string>

function smallObjects(text: string): SmallObjects {
  let found: Map<string, string> | undefined
  return () => {
    found ??= new Map([...text.matchAll(SMALL_OBJECT)].map((m) => [`${m[1]} ${m[2]}`, m[3]!]))
    return found
  }
}

interface StreamObject {
  number: number
  generation: number
  /** The text from the object's header to "stream", with #-escaped names decoded. */
  dictionary: string
}

function streamObject(text: string, keyword: number): StreamObject | undefined {
  const floor = Math.max(0, keyword - HEADER_WINDOW)
  for (let at = text.lastIndexOf('obj', keyword); at >= floor; at = text.lastIndexOf('obj', at - 1)) {
    const header = OBJECT_HEADER_END.exec(text.slice(Math.max(0, at - 24), at))
    if (!header) continue
    const dictionary = text.slice(at + 3, keyword).replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return { number: Number(header[1]), generation: Number(header[2]), dictionary }
  }
  return undefined
}

function resolve(value: string, objects: SmallObjects): string | undefined {
  const reference = REFERENCE.exec(value.trim())
  return reference ? objects().get(`${reference[1]} ${reference[2]}`) : value
}

interface Declared {
  /** The declared filters that can be decoded here, up to the first that cannot (image codecs). */
  filters: Filter[]
  /** The declaration could be hidden from this scan: other filters are tried too. */
  uncertain: boolean
}

// A string or a comment inside a dictionary can hold text that looks like an object header.
const HIDING_PLACES = /[(%]/

function declaredFilters(dictionary: string | undefined, objects: SmallObjects): Declared {
  if (dictionary === undefined) return { filters: [], uncertain: true }
  const entry = FILTER_ENTRY.exec(dictionary)
  const value = entry ? resolve(entry[1]!, objects) : ''
  const filters: Filter[] = []
  for (const [, name] of (value ?? '').matchAll(NAME)) {
    const filter = FILTER_NAMES[name!]
    if (filter === undefined) break
    filters.push(filter === 'lzw' && EARLY_CHANGE_OFF.test(dictionary) ? 'lzw0' : filter)
  }
  return { filters, uncertain: value === undefined || HIDING_PLACES.test(dictionary) }
}

/** Where a stream's data may end: the latest of its /Length and its first "endstream". */
function streamEnd(text: string, start: number, dictionary: string, objects: SmallObjects): number {
  const marker = text.indexOf('endstream', start)
  const byMarker = marker < 0 ? text.length : marker
  const entry = LENGTH_ENTRY.exec(dictionary)
  if (!entry) return byMarker
  const length = entry[2] === undefined ? entry[1] : objects().get(`${entry[1]} ${entry[2]}`)
  // A length kept where it cannot be read (in an object stream) could point anywhere.
  if (length === undefined || !/^\d+$/.test(length)) return text.length
  const byLength = start + Number(length)
  return byLength <= text.length && /^\s*endstream/.test(text.slice(byLength, byLength + 64)) ? Math.max(byLength, byMarker) : byMarker
}

function uniqueChains(chains: readonly (readonly Filter[])[]): (readonly Filter[])[] {
  const seen = new Set<string>()
  return chains.filter((chain) => !seen.has(chain.join()) && seen.add(chain.join()))
}

/** The stream's data as found, and decrypted when the file is encrypted and its key is known. */
function regions(bytes: Uint8Array, start: number, end: number, object: StreamObject | undefined, decrypt: StreamDecryptor | undefined): Uint8Array[] {
  const data = bytes.subarray(start, end)
  // Some streams stay in the clear in an encrypted file (cross-reference streams): both are measured.
  return decrypt && object ? [data, decrypt(object.number, object.generation, data)] : [data]
}

export interface InflateLimits {
  /** Largest decoded size of one stream (PDF_MAX_STREAM_BYTES). */
  maxStreamBytes: number
  /** Largest decoded size of all the streams together (PDF_MAX_TOTAL_INFLATE_BYTES). */
  maxTotalBytes: number
}

/**
 * Whether a stream of the PDF decodes to more than maxStreamBytes ('stream'), or all its streams
 * together to more than maxTotalBytes ('total'): many streams each under the first limit would
 * otherwise cost the parsers (and this scan) any amount of work. A stream counts for the largest
 * output any reading of it gives, and the scan stops as soon as the running total passes the
 * limit. The password (or else the empty one) decrypts the streams of an encrypted file first.
 */
export async function oversizedStreams(bytes: Uint8Array, limits: InflateLimits, password?: string): Promise<'stream' | 'total' | undefined> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')
  const objects = smallObjects(text)
  const decrypt = streamDecryptor(text, password)
  let total = 0
  for (const match of text.matchAll(STREAM_KEYWORD)) {
    if (text.startsWith('end', match.index - 3)) continue
    const start = match.index + match[0].length
    const object = streamObject(text, match.index)
    // A dictionary that cannot be found may declare any length: the stream may run to the end.
    const end = object === undefined ? text.length : streamEnd(text, start, object.dictionary, objects)
    const { filters, uncertain } = declaredFilters(object?.dictionary, objects)
    const chains = uniqueChains([filters, [], ...(uncertain ? ASSUMED : [])])
    // What is left of the total bounds this stream too, so that no stream is decoded past it.
    const left = limits.maxTotalBytes - total
    const max = Math.min(limits.maxStreamBytes, left)
    let largest = 0
    try {
      for (const region of regions(bytes, start, end, object, decrypt)) {
        for (const chain of chains) largest = Math.max(largest, await measureChain(region, chain, max))
      }
    } catch (error) {
      if (error instanceof StreamTooLarge) return limits.maxStreamBytes <= left ? 'stream' : 'total'
      throw error
    }
    total += largest
  }
  return undefined
}
