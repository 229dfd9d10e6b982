/**
 * A small strict DER reader (ITU-T X.690): enough to walk an X.509 certificate's structure, with
 * definite lengths only and a depth limit, so a hostile input fails fast instead of recursing.
 */

export interface Node {
  /** The identifier octet: class, constructed bit and tag number (tags below 31 only). */
  readonly tag: number
  /** Where the content starts and ends in the buffer. */
  readonly start: number
  readonly end: number
  readonly bytes: Uint8Array
}

export class DerError extends Error {}

const MAX_DEPTH = 32

/** The node at `offset`, checked to fit within `limit`. */
export function readNode(bytes: Uint8Array, offset = 0, limit = bytes.length): Node & { next: number } {
  if (offset + 2 > limit) throw new DerError('truncated')
  const tag = bytes[offset]!
  if ((tag & 0x1f) === 0x1f) throw new DerError('high tag number')
  let length = bytes[offset + 1]!
  let at = offset + 2
  if (length & 0x80) {
    const count = length & 0x7f
    if (count === 0 || count > 4) throw new DerError('bad length')
    if (at + count > limit) throw new DerError('truncated')
    length = 0
    for (let i = 0; i < count; i++) length = length * 256 + bytes[at + i]!
    at += count
  }
  if (at + length > limit) throw new DerError('truncated')
  return { tag, start: at, end: at + length, bytes, next: at + length }
}

/** The children of a constructed node. */
export function children(node: Node, depth = 0): Node[] {
  if (depth > MAX_DEPTH) throw new DerError('too deep')
  if ((node.tag & 0x20) === 0) throw new DerError('not constructed')
  const list: Node[] = []
  for (let at = node.start; at < node.end;) {
    const child = readNode(node.bytes, at, node.end)
    list.push(child)
    at = child.next
  }
  return list
}

export const content = (node: Node) => node.bytes.subarray(node.start, node.end)

/** An OBJECT IDENTIFIER's dotted form. */
export function oid(node: Node): string {
  if (node.tag !== 0x06) throw new DerError('not an OID')
  const b = content(node)
  if (b.length === 0 || b.length > 64) throw new DerError('bad OID')
  const arcs: number[] = []
  let value = 0
  for (const byte of b) {
    value = value * 128 + (byte & 0x7f)
    if (value > Number.MAX_SAFE_INTEGER / 256) throw new DerError('bad OID')
    if ((byte & 0x80) === 0) {
      if (arcs.length === 0) arcs.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80)
      else arcs.push(value)
      value = 0
    }
  }
  return arcs.join('.')
}

/** A string type's text (UTF8String, PrintableString, IA5String, T61String, BMPString, UniversalString). */
export function text(node: Node): string {
  const b = content(node)
  switch (node.tag) {
    case 0x1e: { // BMPString, UTF-16BE
      let s = ''
      for (let i = 0; i + 1 < b.length; i += 2) s += String.fromCharCode((b[i]! << 8) | b[i + 1]!)
      return s
    }
    case 0x1c: { // UniversalString, UTF-32BE
      let s = ''
      for (let i = 0; i + 3 < b.length; i += 4) s += String.fromCodePoint((((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0) % 0x110000)
      return s
    }
    case 0x14: // T61String: read as Latin-1, as most software does
      return Buffer.from(b).toString('latin1')
    default:
      return Buffer.from(b).toString('utf8')
  }
}
