import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { certificateBytes, describeCertificate, MAX_CERTIFICATE_BYTES, MAX_CERTIFICATES, MAX_INPUT_CHARS, MAX_KEY_BITS } from '../../lib/network/x509.ts'

const EXAMPLE = `-----BEGIN CERTIFICATE-----
MIIBUzCCAQWgAwIBAgIUKGN0NtH5GlMFJ3ZlKt6788hEvvgwBQYDK2VwMB8xHTAb
BgNVBAMMFGVkMjU1MTkuZXhhbXBsZS50ZXN0MB4XDTI2MTEyNjIyMzc0NloXDTI3
MTEyNjIyMzc0NlowHzEdMBsGA1UEAwwUZWQyNTUxOS5leGFtcGxlLnRlc3QwKjAF
BgMrZXADIQC96E48EeCi1PlcyIoyaQY3zy/uqYSpBsYPilG6fQe0iKNTMFEwHQYD
VR0OBBYEFJ6E5SIyPgjSIBXTREiWc8HASLFlMB8GA1UdIwQYMBaAFJ6E5SIyPgjS
IBXTREiWc8HASLFlMA8GA1UdEwEB/wQFMAMBAf8wBQYDK2VwA0EAQ6rk23Bpt1U/
rEoVTbNDWy1qi2LcaUQsgbhFpGxhs0RrYrDsg6bMmgcRgowthG8gpVwZgP746oze
uEL9Bb04AA==
-----END CERTIFICATE-----`

const text = (en: string, es: string) => z.string().apply(described, { en, es })
const list = (en: string, es: string) => z.array(z.string()).apply(described, { en, es })

const name = (en: string, es: string) => z.object({
  text: text('The name as one line, its parts in certificate order (C=…, O=…, CN=…)', 'El nombre en una línea, sus partes en el orden del certificado (C=…, O=…, CN=…)'),
  fields: z.array(z.object({
    name: text('Short name of the attribute (CN, O, OU, C, ST, L, emailAddress…), or its OID when it has none', 'Nombre corto del atributo (CN, O, OU, C, ST, L, emailAddress…), o su OID si no tiene'),
    oid: text('The attribute\'s object identifier', 'El identificador de objeto del atributo'),
    value: text('The attribute\'s value', 'El valor del atributo'),
  })).apply(described, { en: 'Every attribute, in certificate order', es: 'Cada atributo, en el orden del certificado' }),
}).apply(described, { en, es })

const certificate = z.object({
  version: z.number().int().apply(described, { en: 'X.509 version (3 for nearly every certificate today)', es: 'Versión de X.509 (3 en casi todos los certificados actuales)' }),
  subject: name('Who the certificate is for', 'A quién identifica el certificado'),
  issuer: name('Who signed it (the same as subject for a self-signed certificate)', 'Quién lo firmó (igual que subject en un certificado autofirmado)'),
  serial: text('Serial number in uppercase hex, as openssl x509 -serial prints it', 'Número de serie en hexadecimal en mayúsculas, como lo imprime openssl x509 -serial'),
  not_before: text('Start of validity, ISO 8601 UTC', 'Inicio de la validez, ISO 8601 UTC'),
  not_after: text('End of validity, ISO 8601 UTC', 'Fin de la validez, ISO 8601 UTC'),
  days_remaining: z.number().int().apply(described, { en: 'Whole days until not_after (negative once expired)', es: 'Días completos hasta not_after (negativo una vez caducado)' }),
  san: z.object({
    dns: list('DNS names', 'Nombres DNS'),
    ip: list('IP addresses', 'Direcciones IP'),
    email: list('E-mail addresses', 'Direcciones de correo electrónico'),
    uri: list('URIs', 'URI'),
  }).apply(described, { en: 'Subject alternative names, by kind', es: 'Nombres alternativos del sujeto, por tipo' }),
  key: z.object({
    type: text('Key type as OpenSSL names it: rsa, rsa-pss, ec, ed25519, ed448, dsa', 'Tipo de clave como lo nombra OpenSSL: rsa, rsa-pss, ec, ed25519, ed448, dsa'),
    bits: z.number().int().nullable().apply(described, { en: 'Key size in bits (RSA modulus, or the curve size); null for Ed25519 and Ed448', es: 'Tamaño de la clave en bits (módulo RSA o tamaño de la curva); null en Ed25519 y Ed448' }),
    curve: z.string().nullable().apply(described, { en: 'Curve (P-256, P-384, P-521, secp256k1, Ed25519…); null for RSA and DSA', es: 'Curva (P-256, P-384, P-521, secp256k1, Ed25519…); null en RSA y DSA' }),
  }).apply(described, { en: 'The public key', es: 'La clave pública' }),
  signature_algorithm: text('Signature algorithm as OpenSSL names it (sha256WithRSAEncryption, ecdsa-with-SHA256, ED25519…)', 'Algoritmo de firma como lo nombra OpenSSL (sha256WithRSAEncryption, ecdsa-with-SHA256, ED25519…)'),
  is_ca: z.boolean().apply(described, { en: 'Basic constraints say it is a certificate authority', es: 'Las restricciones básicas dicen que es una autoridad de certificación' }),
  key_usage: list('Key usages (RFC 5280 names: digitalSignature, keyEncipherment, keyCertSign, cRLSign…)', 'Usos de la clave (nombres del RFC 5280: digitalSignature, keyEncipherment, keyCertSign, cRLSign…)'),
  extended_key_usage: list('Extended key usages (serverAuth, clientAuth, codeSigning…; an OID when unnamed)', 'Usos extendidos de la clave (serverAuth, clientAuth, codeSigning…; un OID si no tiene nombre)'),
  fingerprints: z.object({
    sha1: text('SHA-1 of the DER bytes, colon-separated uppercase hex', 'SHA-1 de los bytes DER, en hexadecimal en mayúsculas separado por dos puntos'),
    sha256: text('SHA-256 of the DER bytes, colon-separated uppercase hex', 'SHA-256 de los bytes DER, en hexadecimal en mayúsculas separado por dos puntos'),
  }).apply(described, { en: 'Fingerprints, as openssl x509 -fingerprint prints them', es: 'Huellas, como las imprime openssl x509 -fingerprint' }),
})

export default defineOperation({
  category: 'dev',
  name: 'x509',
  input: 'json',
  summary: 'Decode X.509 certificates: names, validity, alternative names, key, usages and fingerprints',
  description: 'Reads one or more PEM certificates (-----BEGIN CERTIFICATE----- blocks, as a chain file holds them) or one certificate '
    + 'as Base64 DER, and describes each, in order: subject and issuer (as one line and attribute by attribute), serial number, '
    + 'validity and the days left, subject alternative names (DNS, IP, e-mail, URI), the public key (type, bits or curve), the '
    + 'signature algorithm, whether it is a CA, key usages and extended key usages, and SHA-1 and SHA-256 fingerprints. Nothing is '
    + `verified: it decodes. At most ${MAX_CERTIFICATES} certificates of ${MAX_CERTIFICATE_BYTES / 1024} KiB each; keys above `
    + `${MAX_KEY_BITS} bits and elliptic-curve keys with explicit curve parameters are refused before decoding. A PEM block `
    + 'that is not a certificate (a private key, a request) is refused without being read.',
  params: z.object({
    pem: z.string().max(MAX_INPUT_CHARS).describe('PEM certificates (one or more BEGIN CERTIFICATE blocks) or one certificate as Base64 DER'),
  }),
  result: z.object({
    count: z.number().int().apply(described, { en: 'How many certificates were read', es: 'Cuántos certificados se leyeron' }),
    certificates: z.array(certificate).apply(described, { en: 'Each certificate, in the order given', es: 'Cada certificado, en el orden dado' }),
  }),
  chain: { takes: 'pem' },
  examples: [
    {
      title: 'A self-signed Ed25519 certificate',
      params: { pem: EXAMPLE },
      result: {
        count: 1,
        certificates: [{
          version: 3,
          subject: { text: 'CN=ed25519.example.test' },
          serial: '28637436D1F91A53052776652ADEBBF3C844BEF8',
          not_before: '2026-11-26T22:37:46Z',
          not_after: '2027-11-26T22:37:46Z',
          key: { type: 'ed25519', bits: null, curve: 'Ed25519' },
          signature_algorithm: 'ED25519',
          is_ca: true,
          fingerprints: { sha256: '96:F1:B3:0E:0F:95:3D:7E:FF:99:CF:83:D8:43:22:E0:18:56:05:B4:89:73:1A:1E:D1:C2:B5:DE:1F:E5:7A:5B' },
        }],
      },
    },
  ],
  run: ({ pem }) => {
    const now = Date.now()
    const certificates = certificateBytes(pem).map((der, i) => describeCertificate(der, i + 1, now))
    return { count: certificates.length, certificates }
  },
  es: {
    summary: 'Decodifica certificados X.509: nombres, validez, nombres alternativos, clave, usos y huellas',
    description: 'Lee uno o varios certificados PEM (bloques -----BEGIN CERTIFICATE-----, como los contiene un archivo de cadena) o un '
      + 'certificado en DER codificado en Base64, y describe cada uno, en orden: sujeto y emisor (en una línea y atributo por atributo), '
      + 'número de serie, validez y los días que quedan, nombres alternativos del sujeto (DNS, IP, correo electrónico, URI), la clave '
      + 'pública (tipo, bits o curva), el algoritmo de firma, si es una CA, los usos y los usos extendidos de la clave, y las huellas '
      + `SHA-1 y SHA-256. No verifica nada: decodifica. Como máximo ${MAX_CERTIFICATES} certificados de ${MAX_CERTIFICATE_BYTES / 1024} KiB `
      + `cada uno; las claves de más de ${MAX_KEY_BITS} bits y las de curva elíptica con parámetros de curva explícitos se rechazan antes `
      + 'de decodificar. Un bloque PEM que no es un certificado (una clave privada, una solicitud) se rechaza sin leerlo.',
    params: {
      pem: 'Certificados PEM (uno o varios bloques BEGIN CERTIFICATE) o un certificado en DER codificado en Base64',
    },
  },
})
