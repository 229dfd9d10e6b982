/**
 * E-mail addresses: the addr-spec of RFC 5322 as RFC 5321 restricts it for SMTP (a Mailbox),
 * without comments, folding white space or the obsolete forms. Local part: a dot-atom, or a quoted
 * string; UTF-8 characters are allowed as RFC 6531 (SMTPUTF8) allows them. Domain: a host name
 * (internationalised names become A-labels by UTS 46) with at least two labels, or an address
 * literal ([192.0.2.1], [IPv6:2001:db8::1]) of RFC 5321 section 4.1.3. Lengths: local part 64
 * octets, domain 253 (RFC 5321 section 4.5.3.1), whole address 254 (RFC 3696 errata 1690).
 * The MX lookup goes through the service's DNS client, with its servers and time budget.
 */
import { isIP } from 'node:net'
import { ApiError } from '../../core/errors.ts'
import type { DnsAnswer, DnsLookup } from '../../core/web.ts'
import { domainForms } from '../encoding/idna.ts'
import { isLocalhostName } from '../web/dns.ts'

/** Longest value read (RFC 5321: 64 octets of local part, @, 255 of domain); longer is refused unread. */
export const MAX_EMAIL_INPUT = 320
export const MAX_LOCAL_OCTETS = 64
export const MAX_DOMAIN_OCTETS = 253
export const MAX_ADDRESS_OCTETS = 254

export const EMAIL_REASONS = [
  'no_at', 'local_empty', 'local_too_long', 'local_dots', 'local_invalid_char', 'quoted_invalid',
  'domain_empty', 'domain_too_long', 'domain_invalid', 'domain_no_dot', 'domain_literal_invalid', 'too_long',
  'domain_not_found', 'no_mail_server', 'null_mx',
] as const
export type EmailReason = (typeof EMAIL_REASONS)[number]

export interface EmailCheck {
  valid: boolean
  reason: EmailReason | null
  local: string | null
  domain: string | null
  ascii_domain: string | null
  normalized: string | null
  quoted_local: boolean
  ip_literal: boolean
  smtputf8: boolean
  mx: DnsAnswer['MX'] | null
  implicit_mx: boolean | null
}

// RFC 5322 atext, plus every non-ASCII character (RFC 6531 section 3.3, UTF8-non-ascii).
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\-\\u0080-\\u{10FFFF}]"
const DOT_ATOM = new RegExp(`^${ATOM}+(?:\\.${ATOM}+)*$`, 'u')
// qtext (printable ASCII but " and \, plus space, RFC 5321 section 4.1.2) or a quoted-pair.
const QUOTED = /^"(?:[\x20\x21\x23-\x5b\x5d-\x7e\u0080-\u{10FFFF}]|\\[\x20-\x7e])*"$/u
const NON_ASCII = /[^\x00-\x7f]/ // eslint-disable-line no-control-regex -- the ASCII range

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

/** The syntax check; no network. */
export function checkEmailSyntax(value: string): EmailCheck {
  const address = value.trim()
  const result: EmailCheck = {
    valid: false, reason: null, local: null, domain: null, ascii_domain: null, normalized: null,
    quoted_local: false, ip_literal: false, smtputf8: NON_ASCII.test(address), mx: null, implicit_mx: null,
  }
  const fail = (reason: EmailReason): EmailCheck => ({ ...result, reason })
  // The domain cannot hold an @, a quoted local part can: the last @ separates them.
  const at = address.lastIndexOf('@')
  if (at < 0) return fail('no_at')
  const local = address.slice(0, at)
  const domain = address.slice(at + 1)
  result.local = local
  result.domain = domain
  if (local === '') return fail('local_empty')
  if (bytes(local) > MAX_LOCAL_OCTETS) return fail('local_too_long')
  if (local.startsWith('"')) {
    if (!QUOTED.test(local)) return fail('quoted_invalid')
    result.quoted_local = true
  } else if (!DOT_ATOM.test(local)) {
    const dotsOnly = local.replace(new RegExp(ATOM, 'gu'), 'a')
    return fail(/^\.|\.$|\.\./.test(dotsOnly) && !/[^a.]/.test(dotsOnly) ? 'local_dots' : 'local_invalid_char')
  }
  if (domain === '') return fail('domain_empty')
  if (domain.startsWith('[')) {
    const inner = /^\[(.*)\]$/s.exec(domain)?.[1] ?? ''
    const ok = isIP(inner) === 4 || (/^IPv6:/i.test(inner) && isIP(inner.slice(5)) === 6)
    if (!ok) return fail('domain_literal_invalid')
    result.ip_literal = true
    result.ascii_domain = domain
  } else {
    if (bytes(domain) > MAX_DOMAIN_OCTETS) return fail('domain_too_long')
    // A final dot (the DNS root) is not allowed in an address (RFC 5321 Domain).
    if (/[.\u3002\uff0e\uff61]$/.test(domain)) return fail('domain_invalid')
    let ascii: string
    try {
      ascii = domainForms(domain, true).ascii.toLowerCase()
    } catch (error) {
      if (error instanceof ApiError) return fail(error.code === 'PUNYCODE_NAME_TOO_LONG' ? 'domain_too_long' : 'domain_invalid')
      throw error
    }
    const labels = ascii.split('.')
    if (labels.length < 2) return fail('domain_no_dot')
    // A top-level domain is never all digits (RFC 3696 section 2): 192.0.2.1 unbracketed is no host name.
    if (/^[0-9]+$/.test(labels.at(-1)!)) return fail('domain_invalid')
    result.ascii_domain = ascii
  }
  result.normalized = `${local}@${result.ascii_domain}`
  if (bytes(result.normalized) > MAX_ADDRESS_OCTETS) return fail('too_long')
  return { ...result, valid: true }
}

/**
 * The syntax check, then the domain's mail servers: MX records sorted by preference; without any,
 * the domain's own address records stand in (the implicit MX of RFC 5321 section 5.1); a single
 * MX "." is a null MX (RFC 7505): the domain takes no mail.
 */
export async function checkEmail(value: string, dns: DnsLookup | null): Promise<EmailCheck> {
  const result = checkEmailSyntax(value)
  if (dns === null || !result.valid || result.ip_literal) return result
  const domain = result.ascii_domain!
  // localhost names have no mail servers of their own (RFC 6761) and are never sent to the resolvers.
  if (isLocalhostName(domain)) return { ...result, valid: false, reason: 'no_mail_server', mx: [], implicit_mx: false }
  let answer: Partial<DnsAnswer>
  try {
    answer = await dns.records(domain, ['MX', 'A', 'AAAA'])
  } catch (error) {
    if (error instanceof ApiError && error.code === 'DOMAIN_NOT_FOUND') return { ...result, valid: false, reason: 'domain_not_found', mx: [], implicit_mx: false }
    throw error
  }
  const mx = [...(answer.MX ?? [])].sort((a, b) => a.priority - b.priority)
  if (mx.length === 1 && (mx[0]!.exchange === '' || mx[0]!.exchange === '.')) return { ...result, valid: false, reason: 'null_mx', mx, implicit_mx: false }
  if (mx.length > 0) return { ...result, mx, implicit_mx: false }
  const addresses = (answer.A?.length ?? 0) + (answer.AAAA?.length ?? 0)
  if (addresses === 0) return { ...result, valid: false, reason: 'no_mail_server', mx, implicit_mx: false }
  return { ...result, mx, implicit_mx: true }
}
