/**
 * The PDF stream filters that expand data, other than Flate (which zlib decodes), decoded as
 * pdf.js decodes them, chunk by chunk, so that what a stream expands to can be measured without
 * being held: LZW, RunLength, and the two ASCII encodings that can hide a compressed stream.
 */

/** A filter decoder fed its input a piece at a time; `emit` receives its output. */
export interface ByteDecoder {
  /** The end-of-data mark was met: the rest of the input is not part of the stream. */
  readonly done: boolean
  push(input: Uint8Array, emit: (output: Uint8Array) => void): void
}

/** Output is gathered into blocks of this size before being handed on. */
const BLOCK = 64 * 1024

/** Collects decoded bytes into blocks, so that emit is not called once per byte. */
class OutputBlocks {
  private block = new Uint8Array(BLOCK)
  private used = 0
  constructor(private readonly emit: (output: Uint8Array) => void) {}

  byte(value: number): void {
    if (this.used === BLOCK) this.flush()
    this.block[this.used++] = value
  }

  /** `count` bytes: the first ones from `source` (zeros past its end), as pdf.js writes them. */
  bytes(source: Uint8Array, count: number): void {
    for (let i = 0; i < count;) {
      if (this.used === BLOCK) this.flush()
      const n = Math.min(count - i, BLOCK - this.used)
      const copied = Math.max(0, Math.min(n, source.length - i))
      if (copied > 0) this.block.set(source.subarray(i, i + copied), this.used)
      this.block.fill(0, this.used + copied, this.used + n)
      this.used += n
      i += n
    }
  }

  flush(): void {
    if (this.used === 0) return
    this.emit(this.block.slice(0, this.used))
    this.used = 0
  }
}

const LZW_TABLE = 4096

/** LZWDecode, the way pdf.js's LZWStream reads it (including what it does with invalid codes). */
export class LzwDecoder implements ByteDecoder {
  done = false
  private cached = 0
  private cachedBits = 0
  private codeLength = 9
  private nextCode = 258
  private prevCode = 0
  private readonly values = new Uint8Array(LZW_TABLE)
  private readonly lengths = new Uint16Array(LZW_TABLE)
  private readonly prevCodes = new Uint16Array(LZW_TABLE)
  private readonly sequence = new Uint8Array(LZW_TABLE)
  private sequenceLength = 0

  constructor(private readonly earlyChange = 1) {
    for (let i = 0; i < 256; i++) {
      this.values[i] = i
      this.lengths[i] = 1
    }
  }

  push(input: Uint8Array, emit: (output: Uint8Array) => void): void {
    const out = new OutputBlocks(emit)
    for (const byte of input) {
      if (this.done) break
      this.cached = ((this.cached << 8) | byte) & 0xffffff
      this.cachedBits += 8
      while (!this.done && this.cachedBits >= this.codeLength) {
        this.cachedBits -= this.codeLength
        this.code((this.cached >>> this.cachedBits) & ((1 << this.codeLength) - 1), out)
      }
    }
    out.flush()
  }

  private code(code: number, out: OutputBlocks): void {
    const hasPrev = this.sequenceLength > 0
    if (code < 256) {
      this.sequence[0] = code
      this.sequenceLength = 1
    } else if (code >= 258) {
      if (code < this.nextCode) {
        this.sequenceLength = this.lengths[code]!
        for (let j = this.sequenceLength - 1, q = code; j >= 0; j--) {
          if (j < LZW_TABLE) this.sequence[j] = this.values[q]!
          q = this.prevCodes[q]!
        }
      } else {
        if (this.sequenceLength < LZW_TABLE) this.sequence[this.sequenceLength] = this.sequence[0]!
        this.sequenceLength++
      }
    } else if (code === 256) {
      this.codeLength = 9
      this.nextCode = 258
      this.sequenceLength = 0
      return
    } else {
      this.done = true
      return
    }
    if (hasPrev) {
      if (this.nextCode < LZW_TABLE) {
        this.prevCodes[this.nextCode] = this.prevCode
        this.lengths[this.nextCode] = this.lengths[this.prevCode]! + 1
        this.values[this.nextCode] = this.sequence[0]!
      }
      this.nextCode++
      const next = this.nextCode + this.earlyChange
      if ((next & (next - 1)) === 0) this.codeLength = Math.min(Math.trunc(Math.log2(next) + 1), 12)
    }
    this.prevCode = code
    out.bytes(this.sequence, this.sequenceLength)
  }
}

/** RunLengthDecode: a length byte, then that many bytes plus one, or one byte repeated 257 - n times. */
export class RunLengthDecoder implements ByteDecoder {
  done = false
  /** Literal bytes still to copy. */
  private literal = 0
  /** The next byte is repeated this many times. */
  private repeat = 0

  push(input: Uint8Array, emit: (output: Uint8Array) => void): void {
    const out = new OutputBlocks(emit)
    for (const byte of input) {
      if (this.done) break
      if (this.literal > 0) {
        out.byte(byte)
        this.literal--
      } else if (this.repeat > 0) {
        for (let i = 0; i < this.repeat; i++) out.byte(byte)
        this.repeat = 0
      } else if (byte === 128) {
        this.done = true
      } else if (byte < 128) {
        this.literal = byte + 1
      } else {
        this.repeat = 257 - byte
      }
    }
    out.flush()
  }
}

const hexValue = (c: number) =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 0x37 : c >= 0x61 && c <= 0x66 ? c - 0x57 : -1

/** ASCIIHexDecode: pairs of hex digits up to ">"; anything else is skipped. */
export class HexDecoder implements ByteDecoder {
  done = false
  private high = -1

  push(input: Uint8Array, emit: (output: Uint8Array) => void): void {
    const out = new OutputBlocks(emit)
    for (const c of input) {
      if (c === 0x3e) {
        this.done = true
        break
      }
      const digit = hexValue(c)
      if (digit < 0) continue
      if (this.high < 0) this.high = digit
      else {
        out.byte((this.high << 4) | digit)
        this.high = -1
      }
    }
    out.flush()
  }
}

const isA85Space = (c: number) => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a

/** ASCII85Decode: groups of five characters make four bytes, "z" four zeros, "~" ends. */
export class Ascii85Decoder implements ByteDecoder {
  done = false
  private readonly group: number[] = []

  push(input: Uint8Array, emit: (output: Uint8Array) => void): void {
    const out = new OutputBlocks(emit)
    for (const c of input) {
      if (isA85Space(c)) continue
      if (c === 0x7e) {
        this.finish(out)
        break
      }
      if (c === 0x7a && this.group.length === 0) {
        for (let i = 0; i < 4; i++) out.byte(0)
        continue
      }
      this.group.push(c)
      if (this.group.length === 5) this.word(out, 4)
    }
    out.flush()
  }

  private finish(out: OutputBlocks): void {
    if (this.group.length > 1) this.word(out, this.group.length - 1)
    this.done = true
  }

  private word(out: OutputBlocks, bytes: number): void {
    while (this.group.length < 5) this.group.push(0x21 + 84)
    const value = this.group.reduce((sum, c) => sum * 85 + (c - 0x21), 0)
    for (let i = 0; i < bytes; i++) out.byte(Math.floor(value / 256 ** (3 - i)) & 0xff)
    this.group.length = 0
  }
}

/** The PNG Paeth predictor (RFC 2083, 6.6): of left, up and upper left, the one nearest left + up - upper left. */
export const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}
