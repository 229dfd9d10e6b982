import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textParam } from '../../lib/data/codec.ts'
import { HMAC_ALGORITHMS, hmacBytes } from '../../lib/crypto/digest.ts'
import { translate } from '../../i18n/index.ts'
import { BYTE_ENCODINGS, bytesOf, type ByteEncoding } from '../../lib/data/bytes.ts'

const encodingParam = (of: string) => z.enum(BYTE_ENCODINGS).default('utf8')
  .describe(`How ${of} is written: utf8 (default, its UTF-8 bytes are used), hex (bytes as hex digits) or base64 (standard or URL-safe alphabet)`)

/** The bytes a parameter stands for; a decoding error names the parameter and says what is wrong, in the caller's language. */
const hmacInput = (value: string, encoding: ByteEncoding, param: string, lang: string): Uint8Array =>
  bytesOf(value, encoding, param, 'HMAC_INPUT_ENCODING', (error) => translate(lang, error.code, error.vars))

export default defineOperation({
  category: 'dev',
  name: 'hmac',
  input: 'json',
  summary: 'HMAC of a message with a secret key (SHA-2, SHA-1 or MD5)',
  description: 'Computes the RFC 2104 HMAC of the message under the key and returns it in lowercase hex and in Base64. '
    + 'By default key and text are taken as text and their UTF-8 bytes are used, exactly as sent; to use binary keys or messages, '
    + 'write them in hex or Base64 and say so with key_encoding or text_encoding (hex may separate bytes with spaces or colons). '
    + 'An empty key is allowed, as HMAC defines it, but gives no secrecy.',
  params: z.object({
    text: textParam('Message to authenticate'),
    key: textParam('Secret key'),
    algo: z.enum(HMAC_ALGORITHMS).default('sha256').describe(`Hash function: ${HMAC_ALGORITHMS.join(', ')}; default sha256`),
    key_encoding: encodingParam('the key'),
    text_encoding: encodingParam('the message'),
  }),
  result: z.object({
    algorithm: z.enum(HMAC_ALGORITHMS).apply(described, {
      en: 'The hash function used',
      es: 'La función hash usada',
      de: 'Die verwendete Hashfunktion',
      fr: 'La fonction de hachage utilisée',
      'pt-br': 'A função hash usada',
      'zh-cn': '使用的哈希函数',
    }),
    hmac: z.string().regex(/^[0-9a-f]+$/).apply(described, {
      en: 'The HMAC in lowercase hexadecimal',
      es: 'El HMAC en hexadecimal en minúsculas',
      de: 'Der HMAC hexadezimal in Kleinbuchstaben',
      fr: 'Le HMAC en hexadécimal minuscule',
      'pt-br': 'O HMAC em hexadecimal minúsculo',
      'zh-cn': '小写十六进制的 HMAC',
    }),
    base64: z.string().apply(described, {
      en: 'The same HMAC in standard Base64, with = padding',
      es: 'El mismo HMAC en Base64 estándar, con relleno =',
      de: 'Derselbe HMAC in Standard-Base64, mit =-Auffüllung',
      fr: 'Le même HMAC en Base64 standard, avec remplissage =',
      'pt-br': 'O mesmo HMAC em Base64 padrão, com preenchimento =',
      'zh-cn': '同一 HMAC 的标准 Base64 形式，带 = 填充',
    }),
  }),
  chain: { gives: 'result.hmac' },
  examples: [
    {
      title: 'HMAC-SHA256 (RFC 4231 test case 2)',
      params: { text: 'what do ya want for nothing?', key: 'Jefe' },
      result: { algorithm: 'sha256', hmac: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843' },
    },
    {
      title: 'binary key given in hex (RFC 2202 HMAC-SHA1 test case 1)',
      params: { text: 'Hi There', key: '0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', key_encoding: 'hex', algo: 'sha1' },
      result: { algorithm: 'sha1', hmac: 'b617318655057264e28bc0b6fb378c8ef146be00' },
    },
  ],
  run: ({ text, key, algo, key_encoding: keyEncoding, text_encoding: textEncoding }, ctx) => {
    const keyBytes = hmacInput(key, keyEncoding, 'key', ctx.lang)
    const message = hmacInput(text, textEncoding, 'text', ctx.lang)
    const mac = hmacBytes(algo, keyBytes, message)
    return { algorithm: algo, hmac: mac.toString('hex'), base64: mac.toString('base64') }
  },
  es: {
    summary: 'HMAC de un mensaje con una clave secreta (SHA-2, SHA-1 o MD5)',
    description: 'Calcula el HMAC del RFC 2104 del mensaje con la clave y lo devuelve en hexadecimal en minúsculas y en Base64. Por defecto key y text se toman como texto y se usan sus bytes UTF-8, tal como se envían; para usar claves o mensajes binarios, escríbalos en hexadecimal o Base64 e indíquelo con key_encoding o text_encoding (el hexadecimal puede separar los bytes con espacios o dos puntos). Se admite una clave vacía, como define HMAC, pero no aporta ningún secreto.',
    params: {
      text: 'Mensaje que se autentica',
      key: 'Clave secreta',
      algo: `Función hash: ${HMAC_ALGORITHMS.join(', ')}; por defecto sha256`,
      key_encoding: 'Cómo está escrita la clave: utf8 (por defecto, se usan sus bytes UTF-8), hex (bytes como dígitos hexadecimales) o base64 (alfabeto estándar o URL-safe)',
      text_encoding: 'Cómo está escrito el mensaje: utf8 (por defecto, se usan sus bytes UTF-8), hex (bytes como dígitos hexadecimales) o base64 (alfabeto estándar o URL-safe)',
    },
  },
  de: {
    summary: 'HMAC einer Nachricht mit einem geheimen Schlüssel (SHA-2, SHA-1 oder MD5)',
    description: 'Berechnet den HMAC nach RFC 2104 der Nachricht mit dem Schlüssel und gibt ihn hexadezimal in Kleinbuchstaben und in Base64 zurück. Standardmäßig werden key und text als Text behandelt, und ihre UTF-8-Bytes werden genau wie gesendet verwendet; um binäre Schlüssel oder Nachrichten zu verwenden, schreiben Sie sie hexadezimal oder in Base64 und geben dies mit key_encoding oder text_encoding an (hexadezimal dürfen die Bytes durch Leerzeichen oder Doppelpunkte getrennt sein). Ein leerer Schlüssel ist zulässig, wie HMAC es definiert, bietet aber keine Geheimhaltung.',
    params: {
      text: 'Zu authentifizierende Nachricht',
      key: 'Geheimer Schlüssel',
      algo: `Hashfunktion: ${HMAC_ALGORITHMS.join(', ')}; Standard: sha256`,
      key_encoding: 'Wie der Schlüssel geschrieben ist: utf8 (Standard, seine UTF-8-Bytes werden verwendet), hex (Bytes als Hexadezimalziffern) oder base64 (Standard- oder URL-sicheres Alphabet)',
      text_encoding: 'Wie die Nachricht geschrieben ist: utf8 (Standard, ihre UTF-8-Bytes werden verwendet), hex (Bytes als Hexadezimalziffern) oder base64 (Standard- oder URL-sicheres Alphabet)',
    },
  },
  fr: {
    summary: "HMAC d'un message avec une clé secrète (SHA-2, SHA-1 ou MD5)",
    description: "Calcule le HMAC du RFC 2104 du message avec la clé et le renvoie en hexadécimal minuscule et en Base64. Par défaut, key et text sont pris comme du texte et leurs octets UTF-8 sont utilisés, exactement tels qu'ils sont envoyés\u00a0; pour utiliser des clés ou des messages binaires, écrivez-les en hexadécimal ou en Base64 et indiquez-le avec key_encoding ou text_encoding (l'hexadécimal peut séparer les octets par des espaces ou des deux-points). Une clé vide est admise, comme le définit HMAC, mais n'apporte aucun secret.",
    params: {
      text: 'Message à authentifier',
      key: 'Clé secrète',
      algo: `Fonction de hachage\u00a0: ${HMAC_ALGORITHMS.join(', ')}\u00a0; sha256 par défaut`,
      key_encoding: "Comment la clé est écrite\u00a0: utf8 (par défaut, ses octets UTF-8 sont utilisés), hex (octets en chiffres hexadécimaux) ou base64 (alphabet standard ou URL-safe)",
      text_encoding: "Comment le message est écrit\u00a0: utf8 (par défaut, ses octets UTF-8 sont utilisés), hex (octets en chiffres hexadécimaux) ou base64 (alphabet standard ou URL-safe)",
    },
  },
  'pt-br': {
    summary: 'HMAC de uma mensagem com uma chave secreta (SHA-2, SHA-1 ou MD5)',
    description: 'Calcula o HMAC do RFC 2104 da mensagem com a chave e o retorna em hexadecimal minúsculo e em Base64. Por padrão, key e text são tomados como texto e seus bytes UTF-8 são usados, exatamente como enviados; para usar chaves ou mensagens binárias, escreva-as em hexadecimal ou Base64 e indique isso com key_encoding ou text_encoding (o hexadecimal pode separar os bytes com espaços ou dois-pontos). Uma chave vazia é aceita, como o HMAC define, mas não oferece nenhum sigilo.',
    params: {
      text: 'Mensagem a autenticar',
      key: 'Chave secreta',
      algo: `Função hash: ${HMAC_ALGORITHMS.join(', ')}; padrão sha256`,
      key_encoding: 'Como a chave está escrita: utf8 (padrão, são usados seus bytes UTF-8), hex (bytes como dígitos hexadecimais) ou base64 (alfabeto padrão ou URL-safe)',
      text_encoding: 'Como a mensagem está escrita: utf8 (padrão, são usados seus bytes UTF-8), hex (bytes como dígitos hexadecimais) ou base64 (alfabeto padrão ou URL-safe)',
    },
  },
  'zh-cn': {
    summary: '使用密钥计算消息的 HMAC（SHA-2、SHA-1 或 MD5）',
    description: '使用密钥计算消息的 RFC 2104 HMAC，并以小写十六进制和 Base64 返回。默认情况下，key 和 text 按文本处理，使用其 UTF-8 字节，并保持发送时的原样；如需使用二进制密钥或消息，请以十六进制或 Base64 书写，并通过 key_encoding 或 text_encoding 说明（十六进制可用空格或冒号分隔字节）。按照 HMAC 的定义，允许使用空密钥，但空密钥不具备任何保密性。',
    params: {
      text: '要验证的消息',
      key: '密钥',
      algo: `哈希函数：${HMAC_ALGORITHMS.join(', ')}；默认为 sha256`,
      key_encoding: '密钥的书写方式：utf8（默认，使用其 UTF-8 字节）、hex（以十六进制数字表示的字节）或 base64（标准或 URL 安全字母表）',
      text_encoding: '消息的书写方式：utf8（默认，使用其 UTF-8 字节）、hex（以十六进制数字表示的字节）或 base64（标准或 URL 安全字母表）',
    },
  },
})
