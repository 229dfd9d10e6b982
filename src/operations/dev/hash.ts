import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { anyDigestHex, HASH_ALGORITHMS } from '../../lib/crypto/digest.ts'
import { utf8Bytes } from '../../lib/text/utf8.ts'
import { DigestedBytes } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'hash',
  input: 'query',
  summary: 'Hash text with MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, RIPEMD-160 or CRC-32',
  description: 'Digests the UTF-8 bytes of the text, exactly as sent (no trimming, no line-ending changes), '
    + 'and returns the digest in lowercase hexadecimal. crc32b is the CRC-32 of zlib, PNG and Ethernet, written as 8 hex digits '
    + 'with leading zeros. sha3-* are the FIPS 202 SHA-3 hashes; keccak-256 is the original Keccak padding that Ethereum uses, '
    + 'which gives different digests from sha3-256; sha512-256 is the FIPS 180-4 SHA-512/256 (not a truncated SHA-512 written by hand); '
    + 'blake2b-512 and blake2s-256 are the RFC 7693 hashes without a key, and blake3 gives its default 32-byte output. MD5, SHA-1 and CRC-32 are fine for checksums but must not protect passwords or signatures; '
    + 'for passwords use dev/bcrypt or dev/argon2. The result also gives the number of bytes digested.',
  params: z.object({
    text: textParam('Text to hash; its UTF-8 bytes are digested'),
    algo: z.enum(HASH_ALGORITHMS).default('sha256').describe(`Digest algorithm: ${HASH_ALGORITHMS.join(', ')}; default sha256`),
  }),
  result: z.object({
    algorithm: z.enum(HASH_ALGORITHMS).apply(described, {
      en: 'The digest algorithm used',
      es: 'El algoritmo de resumen usado',
      de: 'Der verwendete Hashalgorithmus',
      fr: "L'algorithme de hachage utilisé",
      'pt-br': 'O algoritmo de resumo usado',
      'zh-cn': '使用的摘要算法',
    }),
    hash: z.string().regex(/^[0-9a-f]+$/).apply(described, {
      en: 'The digest in lowercase hexadecimal (crc32b: 8 digits, with leading zeros)',
      es: 'El resumen en hexadecimal en minúsculas (crc32b: 8 dígitos, con ceros a la izquierda)',
      de: 'Der Hashwert hexadezimal in Kleinbuchstaben (crc32b: 8 Ziffern, mit führenden Nullen)',
      fr: 'Le condensé en hexadécimal minuscule (crc32b\u00a0: 8 chiffres, avec les zéros non significatifs)',
      'pt-br': 'O resumo em hexadecimal minúsculo (crc32b: 8 dígitos, com zeros à esquerda)',
      'zh-cn': '小写十六进制的摘要（crc32b：8 位，保留前导零）',
    }),
    bytes: DigestedBytes,
  }),
  chain: { gives: 'result.hash' },
  examples: [
    { title: 'SHA-256 (FIPS 180-2 test vector)', params: { text: 'abc' }, result: { algorithm: 'sha256', hash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', bytes: 3 } },
    { title: 'MD5', params: { text: 'The quick brown fox jumps over the lazy dog', algo: 'md5' }, result: { algorithm: 'md5', hash: '9e107d9d372bb6826bd81d3542a419d6' } },
    { title: 'CRC-32 check value', params: { text: '123456789', algo: 'crc32b' }, result: { algorithm: 'crc32b', hash: 'cbf43926' } },
    { title: 'SHA3-256 (FIPS 202 example "abc")', params: { text: 'abc', algo: 'sha3-256' }, result: { algorithm: 'sha3-256', hash: '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532' } },
    { title: 'BLAKE2b-512 (RFC 7693 appendix A)', params: { text: 'abc', algo: 'blake2b-512' }, result: { algorithm: 'blake2b-512', hash: 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923' } },
  ],
  run: async ({ text, algo }) => {
    const bytes = utf8Bytes(text)
    return { algorithm: algo, hash: await anyDigestHex(algo, bytes), bytes: bytes.length }
  },
  es: {
    summary: 'Calcula el hash de un texto con MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, RIPEMD-160 o CRC-32',
    description: 'Calcula el resumen de los bytes UTF-8 del texto, tal como se envía (sin recortar ni cambiar los finales de línea), y lo devuelve en hexadecimal en minúsculas. crc32b es el CRC-32 de zlib, PNG y Ethernet, escrito con 8 dígitos hexadecimales con ceros a la izquierda. sha3-* son los hashes SHA-3 de FIPS 202; keccak-256 es el Keccak con el relleno original que usa Ethereum, que da resúmenes distintos de sha3-256; sha512-256 es el SHA-512/256 de FIPS 180-4 (no un SHA-512 truncado a mano); blake2b-512 y blake2s-256 son los hashes del RFC 7693 sin clave, y blake3 da su salida por defecto de 32 bytes. MD5, SHA-1 y CRC-32 sirven como sumas de comprobación, pero no deben proteger contraseñas ni firmas; para contraseñas use dev/bcrypt o dev/argon2. El resultado indica también el número de bytes procesados.',
    params: {
      text: 'Texto del que se calcula el hash; se procesan sus bytes UTF-8',
      algo: `Algoritmo de resumen: ${HASH_ALGORITHMS.join(', ')}; por defecto sha256`,
    },
  },
  de: {
    summary: 'Berechnet den Hash eines Texts mit MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, RIPEMD-160 oder CRC-32',
    description: 'Berechnet den Hashwert der UTF-8-Bytes des Texts, genau wie gesendet (ohne Kürzen und ohne Änderung der Zeilenenden), und gibt ihn hexadezimal in Kleinbuchstaben zurück. crc32b ist die CRC-32 von zlib, PNG und Ethernet, geschrieben mit 8 Hexadezimalziffern mit führenden Nullen. sha3-* sind die SHA-3-Hashes aus FIPS 202; keccak-256 ist Keccak mit der ursprünglichen Auffüllung, die Ethereum verwendet, und ergibt andere Hashwerte als sha3-256; sha512-256 ist SHA-512/256 aus FIPS 180-4 (kein von Hand gekürztes SHA-512); blake2b-512 und blake2s-256 sind die Hashes aus RFC 7693 ohne Schlüssel, und blake3 liefert seine Standardausgabe von 32 Bytes. MD5, SHA-1 und CRC-32 eignen sich für Prüfsummen, dürfen aber keine Kennwörter oder Signaturen schützen; verwenden Sie für Kennwörter dev/bcrypt oder dev/argon2. Das Ergebnis nennt auch die Anzahl der verarbeiteten Bytes.',
    params: {
      text: 'Text, dessen Hash berechnet wird; seine UTF-8-Bytes werden verarbeitet',
      algo: `Hashalgorithmus: ${HASH_ALGORITHMS.join(', ')}; Standard: sha256`,
    },
  },
  fr: {
    summary: "Calcule le hachage d'un texte avec MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, RIPEMD-160 ou CRC-32",
    description: "Calcule le condensé des octets UTF-8 du texte, exactement tel qu'il est envoyé (sans rognage ni modification des fins de ligne), et le renvoie en hexadécimal minuscule. crc32b est le CRC-32 de zlib, PNG et Ethernet, écrit sur 8 chiffres hexadécimaux avec les zéros non significatifs. sha3-* sont les hachages SHA-3 de FIPS 202\u00a0; keccak-256 est le Keccak avec le remplissage d'origine qu'utilise Ethereum, qui donne des condensés différents de sha3-256\u00a0; sha512-256 est le SHA-512/256 de FIPS 180-4 (et non un SHA-512 tronqué à la main)\u00a0; blake2b-512 et blake2s-256 sont les hachages du RFC 7693 sans clé, et blake3 donne sa sortie par défaut de 32 octets. MD5, SHA-1 et CRC-32 conviennent comme sommes de contrôle, mais ne doivent pas protéger des mots de passe ni des signatures\u00a0; pour les mots de passe, utilisez dev/bcrypt ou dev/argon2. Le résultat indique aussi le nombre d'octets traités.",
    params: {
      text: 'Texte à hacher\u00a0; ses octets UTF-8 sont traités',
      algo: `Algorithme de hachage\u00a0: ${HASH_ALGORITHMS.join(', ')}\u00a0; sha256 par défaut`,
    },
  },
  'pt-br': {
    summary: 'Calcula o hash de um texto com MD5, SHA-1, SHA-2, SHA-3, Keccak, BLAKE2, BLAKE3, RIPEMD-160 ou CRC-32',
    description: 'Calcula o resumo dos bytes UTF-8 do texto, exatamente como enviado (sem aparar nem alterar as quebras de linha), e o retorna em hexadecimal minúsculo. crc32b é o CRC-32 do zlib, PNG e Ethernet, escrito com 8 dígitos hexadecimais com zeros à esquerda. sha3-* são os hashes SHA-3 do FIPS 202; keccak-256 é o Keccak com o preenchimento original que o Ethereum usa, que dá resumos diferentes de sha3-256; sha512-256 é o SHA-512/256 do FIPS 180-4 (não um SHA-512 truncado manualmente); blake2b-512 e blake2s-256 são os hashes do RFC 7693 sem chave, e blake3 dá sua saída padrão de 32 bytes. MD5, SHA-1 e CRC-32 servem como somas de verificação, mas não devem proteger senhas nem assinaturas; para senhas, use dev/bcrypt ou dev/argon2. O resultado também informa o número de bytes processados.',
    params: {
      text: 'Texto cujo hash é calculado; seus bytes UTF-8 são processados',
      algo: `Algoritmo de resumo: ${HASH_ALGORITHMS.join(', ')}; padrão sha256`,
    },
  },
  'zh-cn': {
    summary: '使用 MD5、SHA-1、SHA-2、SHA-3、Keccak、BLAKE2、BLAKE3、RIPEMD-160 或 CRC-32 计算文本的哈希',
    description: '计算文本 UTF-8 字节（按发送时的原样，不去除空白，也不更改行尾）的摘要，并以小写十六进制返回。crc32b 是 zlib、PNG 和以太网所用的 CRC-32，写为带前导零的 8 位十六进制数字。sha3-* 是 FIPS 202 中的 SHA-3 哈希；keccak-256 是 Ethereum 使用的、采用原始填充方式的 Keccak，其摘要与 sha3-256 不同；sha512-256 是 FIPS 180-4 中的 SHA-512/256（而不是手动截断的 SHA-512）；blake2b-512 和 blake2s-256 是 RFC 7693 中不带密钥的哈希，blake3 给出其默认的 32 字节输出。MD5、SHA-1 和 CRC-32 适合用作校验和，但不得用于保护密码或签名；密码请使用 dev/bcrypt 或 dev/argon2。结果还会给出参与计算的字节数。',
    params: {
      text: '要计算哈希的文本；对其 UTF-8 字节进行计算',
      algo: `摘要算法：${HASH_ALGORITHMS.join(', ')}；默认为 sha256`,
    },
  },
})
