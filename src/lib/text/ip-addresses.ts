/**
 * IP addresses in free text. Candidates are maximal runs of hexadecimal digits, dots and colons
 * that stand alone (no letter, digit or underscore touching them); each is checked with Node's
 * own address parser (node:net isIPv4 / isIPv6), so only valid addresses come out. One pass of a
 * regular expression that cannot backtrack: linear in the length of the text.
 */
import { isIPv4, isIPv6 } from 'node:net'

/** Longest run considered (an IPv6 address with an embedded IPv4 one is at most 45 characters). */
const MAX_CANDIDATE = 64

const RUN = /[0-9A-Fa-f:.]+/g
const WORDISH = /[\p{L}\p{N}_]/u

export interface FoundAddresses {
  ipv4: string[]
  ipv6: string[]
  count: number
}

/** The canonical text of an IPv6 address (RFC 5952: lower case, zeros compressed), to compare by value. */
function ipv6Key(address: string): string {
  return new URL(`http://[${address}]/`).hostname
}

/** Every valid IPv4 and IPv6 address in the text, each once (by value), in order of first appearance and as first written. */
export function extractIps({ text }: { text: string }): FoundAddresses {
  const ipv4: string[] = []
  const ipv6: string[] = []
  const seen4 = new Set<string>()
  const seen6 = new Set<string>()
  const add4 = (candidate: string) => {
    if (!isIPv4(candidate) || seen4.has(candidate)) return
    seen4.add(candidate)
    ipv4.push(candidate)
  }
  for (const m of text.matchAll(RUN)) {
    const before = text[m.index - 1]
    const after = text.codePointAt(m.index + m[0].length)
    if ((before !== undefined && WORDISH.test(before)) || (after !== undefined && WORDISH.test(String.fromCodePoint(after)))) continue
    if (m[0].length > MAX_CANDIDATE) continue
    // A full stop or colon after an address ends the sentence or starts a port.
    const run = m[0].replace(/\.+$/, '')
    if (run.includes(':')) {
      if (isIPv6(run)) {
        const key = ipv6Key(run)
        if (!seen6.has(key)) {
          seen6.add(key)
          ipv6.push(run)
        }
        continue
      }
      // host:port, or a list joined by colons: the IPv4 addresses among the pieces.
      for (const piece of run.split(':')) add4(piece.replace(/\.+$/, ''))
      continue
    }
    add4(run)
  }
  return { ipv4, ipv6, count: ipv4.length + ipv6.length }
}
