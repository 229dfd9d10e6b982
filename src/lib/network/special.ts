/**
 * What kind of address block a network is, after the IANA IPv4 and IPv6 Special-Purpose Address
 * Registries (RFC 6890 and its updates, as published in 2025) and the multicast ranges: its
 * `type`, and whether it is globally reachable (the registries' "Globally Reachable" column; a
 * block that is not is reported `is_private`).
 */
import { type Block, type IpVersion, maskOf } from './ip.ts'

export const ADDRESS_TYPES = ['private', 'loopback', 'link-local', 'multicast', 'shared', 'documentation', 'reserved', 'global'] as const
export type AddressType = (typeof ADDRESS_TYPES)[number]

interface Entry {
  readonly block: Block
  readonly type: AddressType
  readonly global: boolean
}

function v4(cidr: string, type: AddressType, global = false): Entry {
  const [address, prefix] = cidr.split('/')
  const value = address!.split('.').reduce((acc, part) => (acc << 8n) | BigInt(part), 0n)
  return { block: { version: 4, network: value, prefix: Number(prefix) }, type, global }
}

function v6(cidr: string, type: AddressType, global = false): Entry {
  const [address, prefix] = cidr.split('/')
  const [left, right = ''] = address!.split('::')
  const groups = (s: string) => (s === '' ? [] : s.split(':').map((g) => BigInt(`0x${g}`)))
  const l = groups(left!)
  const r = groups(right)
  const all = [...l, ...Array<bigint>(8 - l.length - r.length).fill(0n), ...r]
  return { block: { version: 6, network: all.reduce((acc, w) => (acc << 16n) | w, 0n), prefix: Number(prefix) }, type, global }
}

// The special-purpose entries (most specific first is not needed: the most specific match wins).
const TABLE: readonly Entry[] = [
  // IPv4 Special-Purpose Address Registry
  v4('0.0.0.0/8', 'reserved'), // "this network" (RFC 791)
  v4('10.0.0.0/8', 'private'), // RFC 1918
  v4('100.64.0.0/10', 'shared'), // shared address space (RFC 6598)
  v4('127.0.0.0/8', 'loopback'), // RFC 1122
  v4('169.254.0.0/16', 'link-local'), // RFC 3927
  v4('172.16.0.0/12', 'private'), // RFC 1918
  v4('192.0.0.0/24', 'reserved'), // IETF protocol assignments (RFC 6890)
  v4('192.0.0.9/32', 'reserved', true), // Port Control Protocol anycast (RFC 7723)
  v4('192.0.0.10/32', 'reserved', true), // TURN anycast (RFC 8155)
  v4('192.0.2.0/24', 'documentation'), // TEST-NET-1 (RFC 5737)
  v4('192.31.196.0/24', 'reserved', true), // AS112-v4 (RFC 7535)
  v4('192.52.193.0/24', 'reserved', true), // AMT (RFC 7450)
  v4('192.168.0.0/16', 'private'), // RFC 1918
  v4('192.175.48.0/24', 'reserved', true), // direct delegation AS112 service (RFC 7534)
  v4('198.18.0.0/15', 'reserved'), // benchmarking (RFC 2544)
  v4('198.51.100.0/24', 'documentation'), // TEST-NET-2 (RFC 5737)
  v4('203.0.113.0/24', 'documentation'), // TEST-NET-3 (RFC 5737)
  v4('224.0.0.0/4', 'multicast', true), // multicast (RFC 5771)
  v4('224.0.0.0/24', 'multicast'), // local network control block, never forwarded (RFC 5771)
  v4('240.0.0.0/4', 'reserved'), // reserved (RFC 1112)
  v4('255.255.255.255/32', 'reserved'), // limited broadcast (RFC 919)
  // IPv6 Special-Purpose Address Registry
  v6('::/128', 'reserved'), // unspecified address (RFC 4291)
  v6('::1/128', 'loopback'), // RFC 4291
  v6('::ffff:0:0/96', 'reserved'), // IPv4-mapped addresses (RFC 4291)
  v6('64:ff9b::/96', 'reserved', true), // IPv4-IPv6 translation (RFC 6052)
  v6('64:ff9b:1::/48', 'reserved'), // local-use IPv4-IPv6 translation (RFC 8215)
  v6('100::/64', 'reserved'), // discard-only (RFC 6666)
  v6('2001::/23', 'reserved'), // IETF protocol assignments (RFC 2928)
  v6('2001:1::1/128', 'reserved', true), // Port Control Protocol anycast (RFC 7723)
  v6('2001:1::2/128', 'reserved', true), // TURN anycast (RFC 8155)
  v6('2001:1::3/128', 'reserved', true), // DNS-SD service registration protocol anycast (RFC 9665)
  v6('2001:3::/32', 'reserved', true), // AMT (RFC 7450)
  v6('2001:4:112::/48', 'reserved', true), // AS112-v6 (RFC 7535)
  v6('2001:20::/28', 'reserved', true), // ORCHIDv2 (RFC 7343)
  v6('2001:30::/28', 'reserved', true), // drone remote ID DETs (RFC 9374)
  v6('2001:db8::/32', 'documentation'), // RFC 3849
  v6('2002::/16', 'reserved'), // 6to4 (RFC 3056)
  v6('2620:4f:8000::/48', 'reserved', true), // direct delegation AS112 service (RFC 7534)
  v6('3fff::/20', 'documentation'), // RFC 9637
  v6('5f00::/16', 'reserved'), // segment routing SIDs (RFC 9602)
  v6('fc00::/7', 'private'), // unique local (RFC 4193)
  v6('fe80::/10', 'link-local'), // link-scoped unicast (RFC 4291)
  v6('ff00::/8', 'multicast', true), // multicast (RFC 4291)
  v6('ff02::/16', 'multicast'), // link-local scope multicast, never forwarded (RFC 4291)
  v6('ff01::/16', 'multicast'), // interface-local scope multicast (RFC 4291)
]

const contains = (outer: Block, inner: Block) =>
  outer.version === inner.version && outer.prefix <= inner.prefix && (inner.network & maskOf(outer.version, outer.prefix)) === outer.network

export interface Classification {
  readonly type: AddressType
  /** Not globally reachable. */
  readonly is_private: boolean
}

/**
 * The most specific registry entry holding the whole block decides; a block inside none of
 * them (or larger than the entries it overlaps) is global.
 */
export function classify(block: Block): Classification {
  let best: Entry | undefined
  for (const entry of TABLE) {
    if (contains(entry.block, block) && (best === undefined || entry.block.prefix > best.block.prefix)) best = entry
  }
  if (best === undefined) return { type: 'global', is_private: false }
  return { type: best.type, is_private: !best.global }
}

/** The classification of a single address. */
export const classifyAddress = (version: IpVersion, value: bigint) => classify({ version, network: value, prefix: version === 4 ? 32 : 128 })

