/**
 * X.509 certificates (RFC 5280) as a developer reads them: names, validity, alternative names,
 * key, signature algorithm, usages and fingerprints. The DER structure is walked here (names,
 * extensions, the signature algorithm), node:crypto's X509Certificate checks that OpenSSL reads
 * the certificate and describes its key. Sizes are checked before any of that: a key of absurd
 * size or an elliptic curve given by explicit parameters (which made OpenSSL loop, CVE-2022-0778)
 * is refused from the raw bytes.
 */
import { createHash, X509Certificate } from 'node:crypto'
import { OperationError } from '../../core/errors.ts'
import { children, content, DerError, type Node, oid, readNode, text } from './der.ts'
import { formatV4, formatV6 } from './ip.ts'

/** Most certificates in one call. */
export const MAX_CERTIFICATES = 20
/** Largest certificate, in DER bytes. */
export const MAX_CERTIFICATE_BYTES = 64 * 1024
/** Largest public key, in bits (RSA moduli above this are refused before work). */
export const MAX_KEY_BITS = 16_384
/** Longest input, in characters. */
export const MAX_INPUT_CHARS = 1_000_000

const PEM = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g
const CERT_LABELS = new Set(['CERTIFICATE', 'X509 CERTIFICATE', 'TRUSTED CERTIFICATE'])

/** The DER bytes of every certificate in the input: PEM blocks in order, or one Base64 DER certificate. */
export function certificateBytes(input: string): Uint8Array[] {
  // Counted before the blocks are matched, so many unclosed BEGIN lines cost one pass, not one per line.
  const begins = input.split('-----BEGIN ').length - 1
  if (begins > MAX_CERTIFICATES) throw new OperationError('X509_TOO_MANY', { count: begins, max: MAX_CERTIFICATES })
  const blocks = [...input.matchAll(PEM)]
  const list: string[] = []
  const trusted = new Set<number>()
  if (blocks.length === 0) {
    if (/-----BEGIN /.test(input)) throw new OperationError('X509_PEM_UNCLOSED', {})
    const bare = input.replace(/\s+/g, '')
    if (bare === '') throw new OperationError('X509_NONE', {})
    list.push(bare)
  } else {
    for (const block of blocks) {
      if (!CERT_LABELS.has(block[1]!)) throw new OperationError('X509_NOT_CERTIFICATE', { label: block[1]! })
      if (block[1] === 'TRUSTED CERTIFICATE') trusted.add(list.length)
      list.push(block[2]!.replace(/\s+/g, ''))
    }
  }
  if (list.length > MAX_CERTIFICATES) throw new OperationError('X509_TOO_MANY', { count: list.length, max: MAX_CERTIFICATES })
  return list.map((b64, i) => {
    const index = i + 1
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 === 1) throw new OperationError('X509_BASE64', { index })
    if (Math.floor(b64.length * 3 / 4) > MAX_CERTIFICATE_BYTES) {
      throw new OperationError('X509_TOO_LARGE', { index, bytes: Math.floor(b64.length * 3 / 4), max: MAX_CERTIFICATE_BYTES })
    }
    const der = new Uint8Array(Buffer.from(b64, 'base64'))
    if (!trusted.has(i)) return der
    // OpenSSL's TRUSTED CERTIFICATE: the certificate, then its trust settings, which are not read.
    try {
      return der.subarray(0, readNode(der).next)
    } catch {
      throw new OperationError('X509_INVALID', { index })
    }
  })
}

const NAME_TYPES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN', '2.5.4.4': 'SN', '2.5.4.5': 'serialNumber', '2.5.4.6': 'C', '2.5.4.7': 'L', '2.5.4.8': 'ST', '2.5.4.9': 'street',
  '2.5.4.10': 'O', '2.5.4.11': 'OU', '2.5.4.12': 'title', '2.5.4.15': 'businessCategory', '2.5.4.17': 'postalCode', '2.5.4.42': 'GN',
  '2.5.4.43': 'initials', '2.5.4.46': 'dnQualifier', '2.5.4.65': 'pseudonym', '2.5.4.97': 'organizationIdentifier',
  '1.2.840.113549.1.9.1': 'emailAddress', '0.9.2342.19200300.100.1.25': 'DC', '0.9.2342.19200300.100.1.1': 'UID',
  '1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL', '1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST', '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC',
}

// The names OpenSSL gives signature algorithms (what `openssl x509 -text` prints).
const SIGNATURE_ALGORITHMS: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.1.4': 'md5WithRSAEncryption', '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
  '1.2.840.113549.1.1.10': 'rsassaPss', '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
  '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption', '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.113549.1.1.14': 'sha224WithRSAEncryption', '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.1': 'ecdsa-with-SHA224', '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256', '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
  '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512', '1.3.101.112': 'ED25519', '1.3.101.113': 'ED448', '1.2.840.10040.4.3': 'dsa_with_SHA1',
  '2.16.840.1.101.3.4.3.2': 'dsa_with_SHA256', '1.2.156.10197.1.501': 'SM2-with-SM3',
}

const EXTENDED_USAGES: Readonly<Record<string, string>> = {
  '1.3.6.1.5.5.7.3.1': 'serverAuth', '1.3.6.1.5.5.7.3.2': 'clientAuth', '1.3.6.1.5.5.7.3.3': 'codeSigning',
  '1.3.6.1.5.5.7.3.4': 'emailProtection', '1.3.6.1.5.5.7.3.8': 'timeStamping', '1.3.6.1.5.5.7.3.9': 'OCSPSigning',
  '2.5.29.37.0': 'anyExtendedKeyUsage', '1.3.6.1.4.1.311.10.3.3': 'msSGC', '2.16.840.1.113730.4.1': 'nsSGC',
}

// RFC 5280 4.2.1.3, bit 0 first.
const KEY_USAGES = ['digitalSignature', 'nonRepudiation', 'keyEncipherment', 'dataEncipherment', 'keyAgreement', 'keyCertSign', 'cRLSign', 'encipherOnly', 'decipherOnly'] as const

const CURVES: Readonly<Record<string, { name: string; bits: number }>> = {
  prime256v1: { name: 'P-256', bits: 256 }, secp384r1: { name: 'P-384', bits: 384 }, secp521r1: { name: 'P-521', bits: 521 },
  secp224r1: { name: 'P-224', bits: 224 }, secp256k1: { name: 'secp256k1', bits: 256 },
  brainpoolP256r1: { name: 'brainpoolP256r1', bits: 256 }, brainpoolP384r1: { name: 'brainpoolP384r1', bits: 384 },
  brainpoolP512r1: { name: 'brainpoolP512r1', bits: 512 },
}

export interface NameField { name: string; oid: string; value: string }
export interface CertName { text: string; fields: NameField[] }

export interface CertificateInfo {
  version: number
  subject: CertName
  issuer: CertName
  serial: string
  not_before: string
  not_after: string
  days_remaining: number
  san: { dns: string[]; ip: string[]; email: string[]; uri: string[] }
  key: { type: string; bits: number | null; curve: string | null }
  signature_algorithm: string
  is_ca: boolean
  key_usage: string[]
  extended_key_usage: string[]
  fingerprints: { sha1: string; sha256: string }
}

const escapeValue = (value: string) => value.replace(/([,+"\\<>;])/g, '\\$1')

function readName(node: Node): CertName {
  const fields: NameField[] = []
  const parts: string[] = []
  for (const rdn of children(node)) {
    const members: string[] = []
    for (const attribute of children(rdn)) {
      const [type, value] = children(attribute)
      if (type === undefined || value === undefined) throw new DerError('bad attribute')
      const id = oid(type)
      const field = { name: NAME_TYPES[id] ?? id, oid: id, value: text(value) }
      fields.push(field)
      members.push(`${field.name}=${escapeValue(field.value)}`)
    }
    parts.push(members.join(' + '))
  }
  return { text: parts.join(', '), fields }
}

function readTime(node: Node): Date {
  const s = Buffer.from(content(node)).toString('latin1')
  const m = node.tag === 0x17 ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s) : node.tag === 0x18 ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s) : null
  if (!m) throw new DerError('bad time')
  const year = node.tag === 0x17 ? (Number(m[1]) < 50 ? 2000 : 1900) + Number(m[1]) : Number(m[1])
  return new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])))
}

const colonHex = (bytes: Buffer) => bytes.toString('hex').toUpperCase().match(/../g)!.join(':')

/** The key's size from the raw bytes: refused before OpenSSL builds it when absurd or given by explicit curve parameters. */
function checkKey(spki: Node, index: number): void {
  const [algorithm, bits] = children(spki)
  if (algorithm === undefined || bits === undefined || bits.tag !== 0x03) throw new DerError('bad key')
  const [id, params] = children(algorithm)
  if (id === undefined) throw new DerError('bad key')
  if (oid(id) === '1.2.840.10045.2.1' && params !== undefined && params.tag === 0x30) throw new OperationError('X509_EC_EXPLICIT', { index })
  // The key inside the BIT STRING is at most a few bytes longer than the modulus (or point) it holds.
  const approxBits = (bits.end - bits.start) * 8
  if (approxBits > MAX_KEY_BITS + 512) throw new OperationError('X509_KEY_TOO_LARGE', { index, bits: approxBits, max: MAX_KEY_BITS })
  if (params !== undefined && params.end - params.start > MAX_KEY_BITS / 8 * 3 + 64) {
    throw new OperationError('X509_KEY_TOO_LARGE', { index, bits: (params.end - params.start) * 8, max: MAX_KEY_BITS })
  }
}

function extensionsOf(tbs: readonly Node[]): Map<string, Node> {
  const found = new Map<string, Node>()
  const wrapper = tbs.find((n) => n.tag === 0xa3)
  if (wrapper === undefined) return found
  const [list] = children(wrapper)
  if (list === undefined) return found
  for (const extension of children(list)) {
    const parts = children(extension)
    const value = parts[parts.length - 1]
    if (parts[0] === undefined || value === undefined || value.tag !== 0x04) throw new DerError('bad extension')
    found.set(oid(parts[0]), readNode(value.bytes, value.start, value.end))
  }
  return found
}

function readSan(node: Node | undefined): CertificateInfo['san'] {
  const san: CertificateInfo['san'] = { dns: [], ip: [], email: [], uri: [] }
  if (node === undefined) return san
  for (const name of children(node)) {
    const value = content(name)
    const ascii = () => Buffer.from(value).toString('latin1')
    if (name.tag === 0x82) san.dns.push(ascii())
    else if (name.tag === 0x81) san.email.push(ascii())
    else if (name.tag === 0x86) san.uri.push(ascii())
    else if (name.tag === 0x87 && (value.length === 4 || value.length === 16)) {
      const n = [...value].reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n)
      san.ip.push(value.length === 4 ? formatV4(n) : formatV6(n))
    }
  }
  return san
}

function readKeyUsage(node: Node | undefined): string[] {
  if (node === undefined) return []
  if (node.tag !== 0x03) throw new DerError('bad key usage')
  const bytes = content(node).subarray(1)
  return KEY_USAGES.filter((_, bit) => bit < bytes.length * 8 && (bytes[bit >> 3]! & (0x80 >> (bit & 7))) !== 0)
}

function readIsCa(node: Node | undefined): boolean {
  if (node === undefined) return false
  const [first] = children(node)
  return first !== undefined && first.tag === 0x01 && content(first)[0] !== 0
}

function describeKey(certificate: X509Certificate): CertificateInfo['key'] {
  const key = certificate.publicKey
  const type = key.asymmetricKeyType ?? 'unknown'
  const details = key.asymmetricKeyDetails ?? {}
  if (details.namedCurve !== undefined) {
    const curve = CURVES[details.namedCurve]
    return { type, bits: curve?.bits ?? null, curve: curve?.name ?? details.namedCurve }
  }
  if (type === 'ed25519' || type === 'ed448' || type === 'x25519' || type === 'x448') return { type, bits: null, curve: type === 'ed25519' ? 'Ed25519' : type === 'ed448' ? 'Ed448' : type.toUpperCase() }
  return { type, bits: details.modulusLength ?? null, curve: null }
}

/** Everything a developer asks about one certificate. */
export function describeCertificate(der: Uint8Array, index: number, now = Date.now()): CertificateInfo {
  let tbs: Node[]
  let signature: Node
  try {
    const top = readNode(der)
    if (top.tag !== 0x30 || top.next !== der.length) throw new DerError('not one SEQUENCE')
    const [tbsNode, signatureNode] = children(top)
    if (tbsNode === undefined || signatureNode === undefined) throw new DerError('too short')
    tbs = children(tbsNode)
    signature = signatureNode
    const offset = tbs[0]?.tag === 0xa0 ? 1 : 0
    const spki = tbs[offset + 5]
    if (spki === undefined) throw new DerError('too short')
    checkKey(spki, index)
  } catch (error) {
    if (error instanceof DerError) throw new OperationError('X509_INVALID', { index })
    throw error
  }
  let certificate: X509Certificate
  try {
    certificate = new X509Certificate(der)
  } catch {
    throw new OperationError('X509_INVALID', { index })
  }
  try {
    const offset = tbs[0]?.tag === 0xa0 ? 1 : 0
    const version = offset === 1 ? content(children(tbs[0]!)[0]!)[0]! + 1 : 1
    const [serial, , issuer, validity, subject] = tbs.slice(offset)
    const [notBefore, notAfter] = children(validity!)
    const after = readTime(notAfter!)
    const extensions = extensionsOf(tbs)
    const eku = extensions.get('2.5.29.37')
    const [signatureId] = children(signature)
    const signatureOid = oid(signatureId!)
    return {
      version,
      subject: readName(subject!),
      issuer: readName(issuer!),
      serial: Buffer.from(content(serial!)).toString('hex').toUpperCase().replace(/^(?:00)+(?=..)/, ''),
      not_before: readTime(notBefore!).toISOString().replace('.000Z', 'Z'),
      not_after: after.toISOString().replace('.000Z', 'Z'),
      days_remaining: Math.floor((after.getTime() - now) / 86_400_000),
      san: readSan(extensions.get('2.5.29.17')),
      key: describeKey(certificate),
      signature_algorithm: SIGNATURE_ALGORITHMS[signatureOid] ?? signatureOid,
      is_ca: readIsCa(extensions.get('2.5.29.19')),
      key_usage: readKeyUsage(extensions.get('2.5.29.15')),
      extended_key_usage: eku === undefined ? [] : children(eku).map((n) => EXTENDED_USAGES[oid(n)] ?? oid(n)),
      fingerprints: {
        sha1: colonHex(createHash('sha1').update(der).digest()),
        sha256: colonHex(createHash('sha256').update(der).digest()),
      },
    }
  } catch (error) {
    if (error instanceof DerError || error instanceof TypeError) throw new OperationError('X509_INVALID', { index })
    throw error
  }
}
