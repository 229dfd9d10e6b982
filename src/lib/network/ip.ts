/**
 * IPv4 and IPv6 addresses as numbers (BigInt), read strictly and written in the usual forms:
 * dotted IPv4, RFC 5952 IPv6 (compressed, lowercase, IPv4-mapped addresses with a dotted tail),
 * prefixes and masks, and the smallest list of CIDR blocks covering a range.
 */
import { OperationError } from '../../core/errors.ts'

export type IpVersion = 4 | 6

export interface Ip {
  readonly version: IpVersion
  readonly value: bigint
}

/** Bits of an address of each version. */
export const BITS: Readonly<Record<IpVersion, number>> = { 4: 32, 6: 128 }

/** Longest address text read; anything longer is no address. */
export const MAX_ADDRESS_TEXT = 100

const all = (version: IpVersion) => (1n << BigInt(BITS[version])) - 1n

/** The mask of a prefix length, as a number of the version's width. */
export function maskOf(version: IpVersion, prefix: number): bigint {
  const host = BITS[version] - prefix
  return all(version) ^ ((1n << BigInt(host)) - 1n)
}

/** The number of addresses in a block of this prefix. */
export const sizeOf = (version: IpVersion, prefix: number): bigint => 1n << BigInt(BITS[version] - prefix)

function invalid(param: string, value: string): never {
  throw new OperationError('IP_INVALID', { param, value: shown(value) })
}

const shown = (value: string) => (value.length > 60 ? `${value.slice(0, 60)}…` : value)

/** Four dotted decimal numbers 0-255 without leading zeros; fewer parts is the refused shorthand. */
function readDotted(text: string, param: string, original = text): bigint {
  const parts = text.split('.')
  if (parts.length < 4 && parts.length > 1 && parts.every((p) => /^(?:\d+|0x[0-9a-f]+)$/i.test(p))) {
    throw new OperationError('IP_SHORTHAND', { param, value: shown(original) })
  }
  if (parts.length !== 4) invalid(param, original)
  let value = 0n
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part)) invalid(param, original)
    if (part.length > 1 && part.startsWith('0')) throw new OperationError('IP_LEADING_ZERO', { param, value: shown(original), part })
    const n = Number(part)
    if (n > 255) throw new OperationError('IP_OCTET_RANGE', { param, value: shown(original), part })
    value = (value << 8n) | BigInt(n)
  }
  return value
}

function readIpv6(text: string, param: string): bigint {
  if (text.includes('%')) throw new OperationError('IP_ZONE', { param, value: shown(text) })
  let head = text
  let tail: bigint[] = []
  const lastColon = text.lastIndexOf(':')
  if (text.slice(lastColon + 1).includes('.')) {
    const v4 = readDotted(text.slice(lastColon + 1), param, text)
    tail = [v4 >> 16n, v4 & 0xffffn]
    head = text.slice(0, lastColon + 1)
    // "::1.2.3.4" and "a::1.2.3.4" keep their "::"; "a:b:c:d:e:f:1.2.3.4" loses the lone ':'.
    if (!head.endsWith('::')) head = head.slice(0, -1)
  }
  const halves = head.split('::')
  if (halves.length > 2) invalid(param, text)
  const groups = (half: string) => (half === '' ? [] : half.split(':'))
  const left = groups(halves[0]!)
  const right = halves.length === 2 ? groups(halves[1]!) : []
  for (const group of [...left, ...right]) if (!/^[0-9a-f]{1,4}$/i.test(group)) invalid(param, text)
  const total = left.length + right.length + tail.length
  if (halves.length === 2 ? total > 7 : total !== 8) invalid(param, text)
  const words = [
    ...left.map((g) => BigInt(`0x${g}`)),
    ...Array<bigint>(8 - total).fill(0n),
    ...right.map((g) => BigInt(`0x${g}`)),
    ...tail,
  ]
  return words.reduce((acc, word) => (acc << 16n) | word, 0n)
}

/** An IPv4 address in dotted form or an IPv6 address; nothing else. */
export function parseIp(input: string, param: string): Ip {
  const text = input.trim()
  if (text === '' || text.length > MAX_ADDRESS_TEXT) invalid(param, text)
  if (text.includes(':')) {
    const bracketed = /^\[(.*)\]$/.exec(text)
    return { version: 6, value: readIpv6(bracketed ? bracketed[1]! : text, param) }
  }
  return { version: 4, value: readDotted(text, param) }
}

/**
 * An IPv4 address in any of the forms people paste: dotted, a decimal number, hex (0x…), or 32
 * binary digits (optionally dotted by octet); or an IPv6 address.
 */
export function parseIpLoose(input: string, param: string): Ip {
  const text = input.trim()
  if (text === '' || text.length > MAX_ADDRESS_TEXT) invalid(param, text)
  const binary = /^[01]{32}$/.test(text) || /^[01]{8}(?:\.[01]{8}){3}$/.test(text)
  if (binary) return { version: 4, value: BigInt(`0b${text.replaceAll('.', '')}`) }
  const number = /^0x([0-9a-f]+)$/i.exec(text)?.[1] ?? (/^\d+$/.test(text) ? text : undefined)
  if (number !== undefined) {
    const hex = text.toLowerCase().startsWith('0x')
    const value = number.length > 40 ? -1n : BigInt(hex ? `0x${number}` : number)
    if (value < 0n || value > all(4)) throw new OperationError('IP_NUMBER_RANGE', { param, value: shown(text) })
    return { version: 4, value }
  }
  return parseIp(text, param)
}

/** Dotted IPv4. */
export function formatV4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.')
}

const words = (value: bigint) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => Number((value >> BigInt(i * 16)) & 0xffffn))

/** Is this IPv6 value in ::ffff:0:0/96, the IPv4-mapped addresses? */
export const isV4Mapped = (value: bigint) => value >> 32n === 0xffffn

/** RFC 5952: lowercase, the longest run of two or more zero groups as "::" (the first of equals), IPv4-mapped with a dotted tail. */
export function formatV6(value: bigint): string {
  if (isV4Mapped(value)) return `::ffff:${formatV4(value & 0xffffffffn)}`
  const w = words(value)
  let best = -1
  let bestLength = 1
  for (let i = 0; i < 8;) {
    if (w[i] !== 0) { i++; continue }
    let j = i
    while (j < 8 && w[j] === 0) j++
    if (j - i > bestLength) { best = i; bestLength = j - i }
    i = j
  }
  const hex = w.map((n) => n.toString(16))
  if (best < 0) return hex.join(':')
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLength).join(':')}`
}

/** Every IPv6 group as four hex digits. */
export const expandV6 = (value: bigint) => words(value).map((n) => n.toString(16).padStart(4, '0')).join(':')

export const formatIp = (ip: Ip) => (ip.version === 4 ? formatV4(ip.value) : formatV6(ip.value))

/** The prefix length a netmask stands for (its ones all before its zeros), or undefined. */
export function prefixOfMask(version: IpVersion, mask: bigint): number | undefined {
  for (let prefix = 0; prefix <= BITS[version]; prefix++) if (maskOf(version, prefix) === mask) return prefix
  return undefined
}

/** A prefix length as a caller wrote it (digits only, in range for the version). */
export function readPrefix(text: string, version: IpVersion, param: string): number {
  const max = BITS[version]
  if (!/^\d{1,3}$/.test(text) || Number(text) > max) throw new OperationError('IP_PREFIX', { param, prefix: shown(text), version, max })
  return Number(text)
}

/** A prefix length or a dotted netmask (IPv4), as in 24 or 255.255.255.0. */
export function readMask(text: string, version: IpVersion, param: string): number {
  const trimmed = text.trim().replace(/^\//, '')
  if (/^\d{1,3}$/.test(trimmed)) return readPrefix(trimmed, version, param)
  if (version === 4 && trimmed.includes('.')) {
    const prefix = prefixOfMask(4, readDotted(trimmed, param))
    if (prefix === undefined) throw new OperationError('IP_MASK', { param, mask: shown(trimmed) })
    return prefix
  }
  throw new OperationError('IP_PREFIX', { param, prefix: shown(trimmed), version, max: BITS[version] })
}

export interface Block {
  readonly version: IpVersion
  readonly network: bigint
  readonly prefix: number
}

export const lastOf = (block: Block) => block.network + sizeOf(block.version, block.prefix) - 1n
export const formatBlock = (block: Block) => `${formatIp({ version: block.version, value: block.network })}/${block.prefix}`

/**
 * The smallest list of CIDR blocks that together cover start..end exactly, in order (at most
 * two blocks per bit of the address, so 64 for IPv4 and 256 for IPv6).
 */
export function rangeToBlocks(version: IpVersion, start: bigint, end: bigint): Block[] {
  const bits = BITS[version]
  const blocks: Block[] = []
  let at = start
  while (at <= end) {
    // The largest block aligned at `at` that does not pass `end`.
    let size = at === 0n ? 1n << BigInt(bits) : at & -at
    while (at + size - 1n > end) size >>= 1n
    const prefix = bits - (size.toString(2).length - 1)
    blocks.push({ version, network: at, prefix })
    at += size
  }
  return blocks
}
