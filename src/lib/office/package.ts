/**
 * Word and Excel files are ZIP packages, and the libraries that read them (exceljs, mammoth, both
 * through JSZip) inflate every part without a bound: a 1 MB upload can hold a part of 1 GB of
 * zeros. So a package is unpacked here first, with a budget, and the parsers get a stored
 * (uncompressed) copy of exactly what was checked.
 */
import { inflateRawSync } from 'node:zlib'
import { zipSync, type Zippable } from 'fflate'
import { ApiError, OperationError } from '../../core/errors.ts'
import type { NamedBytes } from '../pdf/document.ts'

/**
 * Most bytes a package may unpack to: ten times the default upload limit (UPLOAD_LIMIT_BYTES,
 * 20 MiB). Real documents of that size unpack to a few times their size; text compresses about
 * tenfold at most in practice, so only a crafted file goes past it.
 */
export const MAX_UNPACKED_BYTES = 200 * 1024 * 1024
/** Most parts a package may hold; a large workbook has a few hundred. */
export const MAX_PACKAGE_ENTRIES = 10_000

const EOCD = 0x06054b50
const ZIP64_LOCATOR = 0x07064b50
const ZIP64_EOCD = 0x06064b50
const CENTRAL_ENTRY = 0x02014b50
const LOCAL_HEADER = 0x04034b50
const ZIP64_EXTRA = 0x0001
const STORED = 0
const DEFLATED = 8
const ENCRYPTED_FLAG = 1

interface PackageEntry {
  name: string
  method: number
  /** The size the central directory declares; a crafted file may lie. */
  declaredSize: number
  compressed: Uint8Array
}

class Damaged extends Error {}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

function u64(data: DataView, at: number): number {
  const value = data.getBigUint64(at, true)
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new Damaged('a size or offset is out of range')
  return Number(value)
}

function findEndRecord(data: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  const lowest = Math.max(0, data.byteLength - 22 - 0xffff)
  for (let at = data.byteLength - 22; at >= lowest; at--) {
    if (data.getUint32(at, true) === EOCD) return at
  }
  throw new Damaged('no ZIP central directory was found')
}

/** Where the central directory starts and how many entries it lists (ZIP64 aware). */
function directoryBounds(data: DataView): { count: number; offset: number } {
  const end = findEndRecord(data)
  let count = data.getUint16(end + 10, true)
  let offset = data.getUint32(end + 16, true)
  const locator = end - 20
  if ((count === 0xffff || offset === 0xffffffff) && locator >= 0 && data.getUint32(locator, true) === ZIP64_LOCATOR) {
    const record = u64(data, locator + 8)
    if (record + 56 > data.byteLength || data.getUint32(record, true) !== ZIP64_EOCD) throw new Damaged('the ZIP64 end record is damaged')
    count = u64(data, record + 32)
    offset = u64(data, record + 48)
  }
  return { count, offset }
}

/** Sizes and offset an entry keeps in its ZIP64 extra field when the 32-bit ones overflow. */
function zip64Values(data: DataView, extraStart: number, extraEnd: number, wanted: { size: boolean; compressed: boolean; offset: boolean }) {
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = data.getUint16(at, true)
    const length = data.getUint16(at + 2, true)
    if (id === ZIP64_EXTRA) {
      let field = at + 4
      const next = () => {
        if (field + 8 > at + 4 + length) throw new Damaged('a ZIP64 field is truncated')
        const value = u64(data, field)
        field += 8
        return value
      }
      return { size: wanted.size ? next() : undefined, compressed: wanted.compressed ? next() : undefined, offset: wanted.offset ? next() : undefined }
    }
    at += 4 + length
  }
  throw new Damaged('a ZIP64 size is missing')
}

const names = new TextDecoder('utf-8')

function readEntry(bytes: Uint8Array, data: DataView, at: number): { entry: PackageEntry; next: number } {
  if (at + 46 > data.byteLength || data.getUint32(at, true) !== CENTRAL_ENTRY) throw new Damaged('the central directory is damaged')
  if (data.getUint16(at + 8, true) & ENCRYPTED_FLAG) throw new Damaged('the package is encrypted')
  const method = data.getUint16(at + 10, true)
  let compressedSize = data.getUint32(at + 20, true)
  let size = data.getUint32(at + 24, true)
  const nameLength = data.getUint16(at + 28, true)
  const extraLength = data.getUint16(at + 30, true)
  const commentLength = data.getUint16(at + 32, true)
  let local = data.getUint32(at + 42, true)
  const extraStart = at + 46 + nameLength
  if (extraStart + extraLength > data.byteLength) throw new Damaged('the central directory is truncated')
  const wanted = { size: size === 0xffffffff, compressed: compressedSize === 0xffffffff, offset: local === 0xffffffff }
  if (wanted.size || wanted.compressed || wanted.offset) {
    const wide = zip64Values(data, extraStart, extraStart + extraLength, wanted)
    size = wide.size ?? size
    compressedSize = wide.compressed ?? compressedSize
    local = wide.offset ?? local
  }
  if (local + 30 > data.byteLength || data.getUint32(local, true) !== LOCAL_HEADER) throw new Damaged('an entry points outside the file')
  const start = local + 30 + data.getUint16(local + 26, true) + data.getUint16(local + 28, true)
  if (start + compressedSize > data.byteLength) throw new Damaged('an entry is truncated')
  const entry = {
    name: names.decode(bytes.subarray(at + 46, extraStart)),
    method,
    declaredSize: size,
    compressed: bytes.subarray(start, start + compressedSize),
  }
  return { entry, next: extraStart + extraLength + commentLength }
}

/**
 * The entries of a package from its central directory, nothing inflated. Refuses (413) a package
 * listing more than MAX_PACKAGE_ENTRIES parts or declaring more than MAX_UNPACKED_BYTES in all.
 */
function readDirectory({ name, bytes }: NamedBytes): PackageEntry[] {
  const data = view(bytes)
  const { count, offset } = directoryBounds(data)
  if (count > MAX_PACKAGE_ENTRIES) throw new ApiError('OFFICE_TOO_MANY_PARTS', { name, count, max: MAX_PACKAGE_ENTRIES })
  const entries: PackageEntry[] = []
  let declared = 0
  for (let i = 0, at = offset; i < count; i++) {
    const { entry, next } = readEntry(bytes, data, at)
    declared += entry.declaredSize
    if (declared > MAX_UNPACKED_BYTES) throw new ApiError('OFFICE_TOO_LARGE', { name, max: MAX_UNPACKED_BYTES })
    entries.push(entry)
    at = next
  }
  return entries
}

/** An entry's bytes, inflating at most `budget` of them: a size that lied is caught here. */
function inflateEntry(entry: PackageEntry, budget: number, name: string): Uint8Array {
  if (entry.method === STORED) {
    if (entry.compressed.length > budget) throw new ApiError('OFFICE_TOO_LARGE', { name, max: MAX_UNPACKED_BYTES })
    return entry.compressed
  }
  if (entry.method !== DEFLATED) throw new Damaged(`the part ${entry.name} uses compression method ${entry.method}`)
  try {
    // zlib stops as soon as the output would pass the limit, so a lying size costs nothing.
    return inflateRawSync(entry.compressed, { maxOutputLength: Math.max(1, budget) })
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new ApiError('OFFICE_TOO_LARGE', { name, max: MAX_UNPACKED_BYTES })
    throw new Damaged(`the part ${entry.name} is damaged`)
  }
}

/**
 * The package unpacked within MAX_UNPACKED_BYTES and packed again without compression, for a
 * parser that inflates without bounds. `format` names the expected kind in messages.
 */
export function unpackPackage(input: NamedBytes, format: string): Uint8Array {
  try {
    const entries = readDirectory(input)
    const parts: Zippable = Object.create(null)
    let total = 0
    for (const entry of entries) {
      if (entry.name.endsWith('/')) continue // a folder entry holds nothing
      const content = inflateEntry(entry, MAX_UNPACKED_BYTES - total, input.name)
      total += content.length
      if (total > MAX_UNPACKED_BYTES) throw new ApiError('OFFICE_TOO_LARGE', { name: input.name, max: MAX_UNPACKED_BYTES })
      parts[entry.name] = [content, { level: 0 }]
    }
    return zipSync(parts)
  } catch (error) {
    if (error instanceof Damaged || error instanceof RangeError) {
      throw new OperationError('OFFICE_MALFORMED', { name: input.name, format, detail: error.message })
    }
    throw error
  }
}
