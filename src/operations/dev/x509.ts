import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { same } from '../../i18n/same.ts'
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

const text = (words: FieldWords) => z.string().apply(described, words)
const list = (words: FieldWords) => z.array(z.string()).apply(described, words)

const name = (words: FieldWords) => z.object({
  text: text({
    en: 'The name as one line, its parts in certificate order (C=…, O=…, CN=…)',
    es: 'El nombre en una línea, sus partes en el orden del certificado (C=…, O=…, CN=…)',
    de: 'Der Name in einer Zeile, seine Teile in der Reihenfolge des Zertifikats (C=…, O=…, CN=…)',
    fr: "Le nom sur une ligne, ses parties dans l'ordre du certificat (C=…, O=…, CN=…)",
    'pt-br': 'O nome em uma linha, com suas partes na ordem do certificado (C=…, O=…, CN=…)',
    'zh-cn': '单行形式的名称，各部分按证书中的顺序排列（C=…, O=…, CN=…）',
  }),
  fields: z.array(z.object({
    name: text({
      en: 'Short name of the attribute (CN, O, OU, C, ST, L, emailAddress…), or its OID when it has none',
      es: 'Nombre corto del atributo (CN, O, OU, C, ST, L, emailAddress…), o su OID si no tiene',
      de: 'Kurzname des Attributs (CN, O, OU, C, ST, L, emailAddress…) oder seine OID, wenn es keinen hat',
      fr: "Nom court de l'attribut (CN, O, OU, C, ST, L, emailAddress…), ou son OID s'il n'en a pas",
      'pt-br': 'Nome curto do atributo (CN, O, OU, C, ST, L, emailAddress…), ou seu OID se não tiver',
      'zh-cn': '属性的简称（CN、O、OU、C、ST、L、emailAddress…），没有简称时为其 OID',
    }),
    oid: text({
      en: 'The attribute\'s object identifier',
      es: 'El identificador de objeto del atributo',
      de: 'Der Objektbezeichner (OID) des Attributs',
      fr: "L'identificateur d'objet de l'attribut",
      'pt-br': 'O identificador de objeto do atributo',
      'zh-cn': '属性的对象标识符',
    }),
    value: text({ en: 'The attribute\'s value', es: 'El valor del atributo', de: 'Der Wert des Attributs', fr: "La valeur de l'attribut", 'pt-br': 'O valor do atributo', 'zh-cn': '属性的值' }),
  })).apply(described, {
    en: 'Every attribute, in certificate order',
    es: 'Cada atributo, en el orden del certificado',
    de: 'Alle Attribute, in der Reihenfolge des Zertifikats',
    fr: "Chaque attribut, dans l'ordre du certificat",
    'pt-br': 'Cada atributo, na ordem do certificado',
    'zh-cn': '所有属性，按证书中的顺序排列',
  }),
}).apply(described, words)

const certificate = z.object({
  version: z.number().int().apply(described, {
    en: 'X.509 version (3 for nearly every certificate today)',
    es: 'Versión de X.509 (3 en casi todos los certificados actuales)',
    de: 'X.509-Version (3 bei fast allen heutigen Zertifikaten)',
    fr: 'Version X.509 (3 pour presque tous les certificats actuels)',
    'pt-br': 'Versão do X.509 (3 em quase todos os certificados atuais)',
    'zh-cn': 'X.509 版本（当今几乎所有证书均为 3）',
  }),
  subject: name({
    en: 'Who the certificate is for',
    es: 'A quién identifica el certificado',
    de: 'Für wen das Zertifikat ausgestellt ist',
    fr: 'À qui le certificat est destiné',
    'pt-br': 'Para quem é o certificado',
    'zh-cn': '证书的颁发对象',
  }),
  issuer: name({
    en: 'Who signed it (the same as subject for a self-signed certificate)',
    es: 'Quién lo firmó (igual que subject en un certificado autofirmado)',
    de: 'Wer es signiert hat (bei einem selbstsignierten Zertifikat dasselbe wie subject)',
    fr: "Qui l'a signé (identique à subject pour un certificat auto-signé)",
    'pt-br': 'Quem o assinou (igual a subject em um certificado autoassinado)',
    'zh-cn': '证书的签名者（自签名证书与 subject 相同）',
  }),
  serial: text({
    en: 'Serial number in uppercase hex, as openssl x509 -serial prints it',
    es: 'Número de serie en hexadecimal en mayúsculas, como lo imprime openssl x509 -serial',
    de: 'Seriennummer hexadezimal in Großbuchstaben, wie openssl x509 -serial sie ausgibt',
    fr: "Numéro de série en hexadécimal majuscule, tel que l'affiche openssl x509 -serial",
    'pt-br': 'Número de série em hexadecimal maiúsculo, como openssl x509 -serial o imprime',
    'zh-cn': '大写十六进制的序列号，与 openssl x509 -serial 的输出一致',
  }),
  not_before: text({
    en: 'Start of validity, ISO 8601 UTC',
    es: 'Inicio de la validez, ISO 8601 UTC',
    de: 'Beginn der Gültigkeit, ISO 8601 UTC',
    fr: 'Début de la validité, ISO 8601 UTC',
    'pt-br': 'Início da validade, ISO 8601 UTC',
    'zh-cn': '有效期开始时间，ISO 8601 UTC',
  }),
  not_after: text({
    en: 'End of validity, ISO 8601 UTC',
    es: 'Fin de la validez, ISO 8601 UTC',
    de: 'Ende der Gültigkeit, ISO 8601 UTC',
    fr: 'Fin de la validité, ISO 8601 UTC',
    'pt-br': 'Fim da validade, ISO 8601 UTC',
    'zh-cn': '有效期结束时间，ISO 8601 UTC',
  }),
  days_remaining: z.number().int().apply(described, {
    en: 'Whole days until not_after (negative once expired)',
    es: 'Días completos hasta not_after (negativo una vez caducado)',
    de: 'Ganze Tage bis not_after (negativ nach Ablauf)',
    fr: "Jours entiers jusqu'à not_after (négatif une fois expiré)",
    'pt-br': 'Dias inteiros até not_after (negativo depois de expirado)',
    'zh-cn': '距 not_after 的整天数（过期后为负数）',
  }),
  san: z.object({
    dns: list({ en: 'DNS names', es: 'Nombres DNS', de: 'DNS-Namen', fr: 'Noms DNS', 'pt-br': 'Nomes DNS', 'zh-cn': 'DNS 名称' }),
    ip: list({ en: 'IP addresses', es: 'Direcciones IP', de: 'IP-Adressen', fr: 'Adresses IP', 'pt-br': 'Endereços IP', 'zh-cn': 'IP 地址' }),
    email: list({ en: 'E-mail addresses', es: 'Direcciones de correo electrónico', de: 'E-Mail-Adressen', fr: 'Adresses e-mail', 'pt-br': 'Endereços de email', 'zh-cn': '电子邮件地址' }),
    uri: list({ en: 'URIs', es: 'URI', de: same('URIs'), fr: same('URI'), 'pt-br': same('URIs'), 'zh-cn': same('URI') }),
  }).apply(described, {
    en: 'Subject alternative names, by kind',
    es: 'Nombres alternativos del sujeto, por tipo',
    de: 'Alternative Antragstellernamen (SAN), nach Art',
    fr: "Autres noms de l'objet, par type",
    'pt-br': 'Nomes alternativos da entidade, por tipo',
    'zh-cn': '使用者可选名称，按类型列出',
  }),
  key: z.object({
    type: text({
      en: 'Key type as OpenSSL names it: rsa, rsa-pss, ec, ed25519, ed448, dsa',
      es: 'Tipo de clave como lo nombra OpenSSL: rsa, rsa-pss, ec, ed25519, ed448, dsa',
      de: 'Schlüsseltyp, wie OpenSSL ihn nennt: rsa, rsa-pss, ec, ed25519, ed448, dsa',
      fr: "Type de clé tel que le nomme OpenSSL\u00a0: rsa, rsa-pss, ec, ed25519, ed448, dsa",
      'pt-br': 'Tipo de chave como o OpenSSL o chama: rsa, rsa-pss, ec, ed25519, ed448, dsa',
      'zh-cn': 'OpenSSL 所用名称的密钥类型：rsa、rsa-pss、ec、ed25519、ed448、dsa',
    }),
    bits: z.number().int().nullable().apply(described, {
      en: 'Key size in bits (RSA modulus, or the curve size); null for Ed25519 and Ed448',
      es: 'Tamaño de la clave en bits (módulo RSA o tamaño de la curva); null en Ed25519 y Ed448',
      de: 'Schlüssellänge in Bit (RSA-Modulus oder Kurvengröße); null bei Ed25519 und Ed448',
      fr: 'Taille de la clé en bits (module RSA ou taille de la courbe)\u00a0; null pour Ed25519 et Ed448',
      'pt-br': 'Tamanho da chave em bits (módulo RSA ou tamanho da curva); null em Ed25519 e Ed448',
      'zh-cn': '密钥长度（位）（RSA 模数或曲线大小）；Ed25519 和 Ed448 为 null',
    }),
    curve: z.string().nullable().apply(described, {
      en: 'Curve (P-256, P-384, P-521, secp256k1, Ed25519…); null for RSA and DSA',
      es: 'Curva (P-256, P-384, P-521, secp256k1, Ed25519…); null en RSA y DSA',
      de: 'Kurve (P-256, P-384, P-521, secp256k1, Ed25519…); null bei RSA und DSA',
      fr: 'Courbe (P-256, P-384, P-521, secp256k1, Ed25519…)\u00a0; null pour RSA et DSA',
      'pt-br': 'Curva (P-256, P-384, P-521, secp256k1, Ed25519…); null para RSA e DSA',
      'zh-cn': '曲线（P-256、P-384、P-521、secp256k1、Ed25519…）；RSA 和 DSA 为 null',
    }),
  }).apply(described, { en: 'The public key', es: 'La clave pública', de: 'Der öffentliche Schlüssel', fr: 'La clé publique', 'pt-br': 'A chave pública', 'zh-cn': '公钥' }),
  signature_algorithm: text({
    en: 'Signature algorithm as OpenSSL names it (sha256WithRSAEncryption, ecdsa-with-SHA256, ED25519…)',
    es: 'Algoritmo de firma como lo nombra OpenSSL (sha256WithRSAEncryption, ecdsa-with-SHA256, ED25519…)',
    de: 'Signaturalgorithmus, wie OpenSSL ihn nennt (sha256WithRSAEncryption, ecdsa-with-SHA256, ED25519…)',
    fr: 'Algorithme de signature tel que le nomme OpenSSL (sha256WithRSAEncryption, ecdsa-with-SHA256, ED25519…)',
    'pt-br': 'Algoritmo de assinatura como o OpenSSL o chama (sha256WithRSAEncryption, ecdsa-with-SHA256, ED25519…)',
    'zh-cn': 'OpenSSL 所用名称的签名算法（sha256WithRSAEncryption、ecdsa-with-SHA256、ED25519…）',
  }),
  is_ca: z.boolean().apply(described, {
    en: 'Basic constraints say it is a certificate authority',
    es: 'Las restricciones básicas dicen que es una autoridad de certificación',
    de: 'Die Basiseinschränkungen weisen es als Zertifizierungsstelle aus',
    fr: "Les contraintes de base indiquent qu'il s'agit d'une autorité de certification",
    'pt-br': 'As restrições básicas dizem que é uma autoridade de certificação',
    'zh-cn': '基本约束表明它是证书颁发机构',
  }),
  key_usage: list({
    en: 'Key usages (RFC 5280 names: digitalSignature, keyEncipherment, keyCertSign, cRLSign…)',
    es: 'Usos de la clave (nombres del RFC 5280: digitalSignature, keyEncipherment, keyCertSign, cRLSign…)',
    de: 'Schlüsselverwendungen (Namen aus RFC 5280: digitalSignature, keyEncipherment, keyCertSign, cRLSign…)',
    fr: 'Utilisations de la clé (noms du RFC 5280\u00a0: digitalSignature, keyEncipherment, keyCertSign, cRLSign…)',
    'pt-br': 'Usos da chave (nomes do RFC 5280: digitalSignature, keyEncipherment, keyCertSign, cRLSign…)',
    'zh-cn': '密钥用法（RFC 5280 名称：digitalSignature、keyEncipherment、keyCertSign、cRLSign…）',
  }),
  extended_key_usage: list({
    en: 'Extended key usages (serverAuth, clientAuth, codeSigning…; an OID when unnamed)',
    es: 'Usos extendidos de la clave (serverAuth, clientAuth, codeSigning…; un OID si no tiene nombre)',
    de: 'Erweiterte Schlüsselverwendungen (serverAuth, clientAuth, codeSigning…; eine OID, wenn unbenannt)',
    fr: "Utilisations étendues de la clé (serverAuth, clientAuth, codeSigning…\u00a0; un OID s'il n'y a pas de nom)",
    'pt-br': 'Usos estendidos da chave (serverAuth, clientAuth, codeSigning…; um OID se não tiver nome)',
    'zh-cn': '增强型密钥用法（serverAuth、clientAuth、codeSigning…；没有名称时为 OID）',
  }),
  fingerprints: z.object({
    sha1: text({
      en: 'SHA-1 of the DER bytes, colon-separated uppercase hex',
      es: 'SHA-1 de los bytes DER, en hexadecimal en mayúsculas separado por dos puntos',
      de: 'SHA-1 der DER-Bytes, hexadezimal in Großbuchstaben, durch Doppelpunkte getrennt',
      fr: 'SHA-1 des octets DER, en hexadécimal majuscule séparé par des deux-points',
      'pt-br': 'SHA-1 dos bytes DER, em hexadecimal maiúsculo separado por dois-pontos',
      'zh-cn': 'DER 字节的 SHA-1，以冒号分隔的大写十六进制',
    }),
    sha256: text({
      en: 'SHA-256 of the DER bytes, colon-separated uppercase hex',
      es: 'SHA-256 de los bytes DER, en hexadecimal en mayúsculas separado por dos puntos',
      de: 'SHA-256 der DER-Bytes, hexadezimal in Großbuchstaben, durch Doppelpunkte getrennt',
      fr: 'SHA-256 des octets DER, en hexadécimal majuscule séparé par des deux-points',
      'pt-br': 'SHA-256 dos bytes DER, em hexadecimal maiúsculo separado por dois-pontos',
      'zh-cn': 'DER 字节的 SHA-256，以冒号分隔的大写十六进制',
    }),
  }).apply(described, {
    en: 'Fingerprints, as openssl x509 -fingerprint prints them',
    es: 'Huellas, como las imprime openssl x509 -fingerprint',
    de: 'Fingerabdrücke, wie openssl x509 -fingerprint sie ausgibt',
    fr: "Empreintes, telles que les affiche openssl x509 -fingerprint",
    'pt-br': 'Impressões digitais, como openssl x509 -fingerprint as imprime',
    'zh-cn': '指纹，与 openssl x509 -fingerprint 的输出一致',
  }),
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
    count: z.number().int().apply(described, {
      en: 'How many certificates were read',
      es: 'Cuántos certificados se leyeron',
      de: 'Wie viele Zertifikate gelesen wurden',
      fr: 'Nombre de certificats lus',
      'pt-br': 'Quantos certificados foram lidos',
      'zh-cn': '读取的证书数量',
    }),
    certificates: z.array(certificate).apply(described, {
      en: 'Each certificate, in the order given',
      es: 'Cada certificado, en el orden dado',
      de: 'Jedes Zertifikat, in der angegebenen Reihenfolge',
      fr: "Chaque certificat, dans l'ordre donné",
      'pt-br': 'Cada certificado, na ordem dada',
      'zh-cn': '各个证书，按给定的顺序排列',
    }),
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
  de: {
    summary: 'Decodiert X.509-Zertifikate: Namen, Gültigkeit, alternative Namen, Schlüssel, Verwendungen und Fingerabdrücke',
    description: 'Liest ein oder mehrere PEM-Zertifikate (-----BEGIN CERTIFICATE----- -Blöcke, wie eine Kettendatei sie enthält) oder ein '
      + 'Zertifikat als Base64-codiertes DER und beschreibt jedes der Reihe nach: Antragsteller und Aussteller (in einer Zeile und Attribut '
      + 'für Attribut), Seriennummer, Gültigkeit und verbleibende Tage, alternative Antragstellernamen (DNS, IP, E-Mail, URI), den '
      + 'öffentlichen Schlüssel (Typ, Bits oder Kurve), den Signaturalgorithmus, ob es eine Zertifizierungsstelle ist, Schlüsselverwendungen '
      + 'und erweiterte Schlüsselverwendungen sowie SHA-1- und SHA-256-Fingerabdrücke. Nichts wird überprüft: Es wird nur decodiert. '
      + `Höchstens ${MAX_CERTIFICATES} Zertifikate mit je ${MAX_CERTIFICATE_BYTES / 1024} KiB; Schlüssel über ${MAX_KEY_BITS} Bit und `
      + 'Schlüssel mit elliptischen Kurven mit expliziten Kurvenparametern werden vor dem Decodieren abgelehnt. Ein PEM-Block, der kein '
      + 'Zertifikat ist (ein privater Schlüssel, eine Zertifikatanforderung), wird ungelesen abgelehnt.',
    params: {
      pem: 'PEM-Zertifikate (ein oder mehrere BEGIN CERTIFICATE-Blöcke) oder ein Zertifikat als Base64-codiertes DER',
    },
  },
  fr: {
    summary: 'Décode des certificats X.509\u00a0: noms, validité, autres noms, clé, utilisations et empreintes',
    description: "Lit un ou plusieurs certificats PEM (blocs -----BEGIN CERTIFICATE-----, tels que les contient un fichier de chaîne) ou un "
      + "certificat en DER encodé en Base64, et décrit chacun, dans l'ordre\u00a0: l'objet et l'émetteur (sur une ligne et attribut par attribut), "
      + "le numéro de série, la validité et les jours restants, les autres noms de l'objet (DNS, IP, e-mail, URI), la clé publique (type, "
      + "bits ou courbe), l'algorithme de signature, s'il s'agit d'une autorité de certification, les utilisations et utilisations étendues "
      + `de la clé, ainsi que les empreintes SHA-1 et SHA-256. Rien n'est vérifié\u00a0: l'opération décode. Au plus ${MAX_CERTIFICATES} `
      + `certificats de ${MAX_CERTIFICATE_BYTES / 1024} KiB chacun\u00a0; les clés de plus de ${MAX_KEY_BITS} bits et les clés à courbe `
      + "elliptique avec des paramètres de courbe explicites sont refusées avant le décodage. Un bloc PEM qui n'est pas un certificat (une "
      + 'clé privée, une demande) est refusé sans être lu.',
    params: {
      pem: 'Certificats PEM (un ou plusieurs blocs BEGIN CERTIFICATE) ou un certificat en DER encodé en Base64',
    },
  },
  'pt-br': {
    summary: 'Decodifica certificados X.509: nomes, validade, nomes alternativos, chave, usos e impressões digitais',
    description: 'Lê um ou mais certificados PEM (blocos -----BEGIN CERTIFICATE-----, como um arquivo de cadeia os contém) ou um '
      + 'certificado em DER codificado em Base64, e descreve cada um, em ordem: entidade e emissor (em uma linha e atributo por atributo), '
      + 'número de série, validade e os dias restantes, nomes alternativos da entidade (DNS, IP, email, URI), a chave pública (tipo, bits '
      + 'ou curva), o algoritmo de assinatura, se é uma autoridade de certificação, os usos e os usos estendidos da chave, e as impressões '
      + `digitais SHA-1 e SHA-256. Nada é verificado: apenas decodifica. No máximo ${MAX_CERTIFICATES} certificados de `
      + `${MAX_CERTIFICATE_BYTES / 1024} KiB cada; chaves com mais de ${MAX_KEY_BITS} bits e chaves de curva elíptica com parâmetros de `
      + 'curva explícitos são recusadas antes da decodificação. Um bloco PEM que não é um certificado (uma chave privada, uma solicitação) '
      + 'é recusado sem ser lido.',
    params: {
      pem: 'Certificados PEM (um ou mais blocos BEGIN CERTIFICATE) ou um certificado em DER codificado em Base64',
    },
  },
  'zh-cn': {
    summary: '解码 X.509 证书：名称、有效期、可选名称、密钥、用法和指纹',
    description: '读取一个或多个 PEM 证书（-----BEGIN CERTIFICATE----- 块，如证书链文件中所含），或一个以 Base64 编码的 DER 证书，'
      + '并按顺序描述每个证书：使用者和颁发者（单行形式和逐个属性）、序列号、有效期和剩余天数、使用者可选名称（DNS、IP、电子邮件、'
      + 'URI）、公钥（类型、位数或曲线）、签名算法、是否为证书颁发机构、密钥用法和增强型密钥用法，以及 SHA-1 和 SHA-256 指纹。'
      + `不做任何验证，只进行解码。最多 ${MAX_CERTIFICATES} 个证书，每个最多 ${MAX_CERTIFICATE_BYTES / 1024} KiB；超过 `
      + `${MAX_KEY_BITS} 位的密钥以及使用显式曲线参数的椭圆曲线密钥会在解码前被拒绝。不是证书的 PEM 块（私钥、证书请求）会被直接拒绝，不予读取。`,
    params: {
      pem: 'PEM 证书（一个或多个 BEGIN CERTIFICATE 块）或一个以 Base64 编码的 DER 证书',
    },
  },
})
