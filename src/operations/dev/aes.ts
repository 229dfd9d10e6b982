import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { textParam } from '../../lib/data/codec.ts'
import { base64Decode } from '../../lib/data/bytes.ts'
import { passwordParam } from '../../lib/crypto/password.ts'
import { checkSealed } from '../../lib/crypto/kdf.ts'
import { translate } from '../../i18n/index.ts'

/** Longest text encrypted: a million characters; a sealed text may be as long as its Base64. */
const MAX_PLAIN = 1_000_000
const MAX_SEALED = 2_000_000

export default defineOperation({
  category: 'dev',
  name: 'aes',
  input: 'json',
  summary: 'Encrypt or decrypt text with a password (AES-256-GCM)',
  description: 'encrypt seals the UTF-8 bytes of the text with AES-256-GCM and returns the Base64 of: one version byte 0x01, a random '
    + '16-byte salt, a random 12-byte IV, the ciphertext and the 16-byte authentication tag. The key is PBKDF2-HMAC-SHA256 of the '
    + 'password (its UTF-8 bytes) with that salt, 600,000 iterations, 32 bytes, so any AES-GCM library can decrypt it; in Python with '
    + 'the cryptography package: b = base64.b64decode(output); key = hashlib.pbkdf2_hmac("sha256", password.encode(), b[1:17], 600000, 32); '
    + 'AESGCM(key).decrypt(b[17:29], b[29:], None) (the ciphertext and tag together, as AESGCM takes them). '
    + 'Every encryption uses a new salt and IV, so the same text gives a different output each time. decrypt reverses it: '
    + 'a wrong password or an altered output answers 422 DECRYPT_FAILED, never a garbled text. Deriving the key takes about a '
    + 'third of a second; when the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    text: textParam(`encrypt: the text to encrypt, at most ${MAX_PLAIN.toLocaleString('en-US')} characters; decrypt: the Base64 output of encrypt`, MAX_SEALED),
    password: passwordParam('Password the key is derived from, at most 1024 characters, used exactly as sent'),
    mode: z.enum(['encrypt', 'decrypt']).default('encrypt').describe('encrypt (default) seals the text; decrypt opens an output of encrypt'),
  }),
  result: z.object({
    mode: z.enum(['encrypt', 'decrypt']).apply(described, {
      en: 'What was done',
      es: 'Lo que se hizo',
      de: 'Was ausgeführt wurde',
      fr: 'Ce qui a été fait',
      'pt-br': 'O que foi feito',
      'zh-cn': '执行的操作',
    }),
    output: z.string().apply(described, {
      en: 'encrypt: Base64 of 0x01, salt (16 bytes), IV (12), ciphertext, tag (16); decrypt: the text',
      es: 'encrypt: Base64 de 0x01, la sal (16 bytes), el IV (12), el texto cifrado y la etiqueta (16); decrypt: el texto',
      de: 'encrypt: Base64 von 0x01, Salt (16 Bytes), IV (12), Chiffretext und Tag (16); decrypt: der Text',
      fr: "encrypt\u00a0: Base64 de 0x01, du sel (16 octets), de l'IV (12), du texte chiffré et de la balise (16)\u00a0; decrypt\u00a0: le texte",
      'pt-br': 'encrypt: Base64 de 0x01, o salt (16 bytes), o IV (12), o texto cifrado e a tag (16); decrypt: o texto',
      'zh-cn': 'encrypt：0x01、盐值（16 字节）、IV（12）、密文和标记（16）的 Base64；decrypt：文本',
    }),
  }),
  examples: [
    { title: 'encrypt (a new salt and IV every time)', params: { text: 'Hello, world!', password: 'correct horse' } },
    {
      title: 'decrypt',
      params: { text: 'AQcHBwcHBwcHBwcHBwcHBwcJCQkJCQkJCQkJCQn0JOGrGvPy5YWuzy9myoPynxHXdFiC278bPZrpeg==', password: 'correct horse', mode: 'decrypt' },
      result: { mode: 'decrypt', output: 'Hello, world!' },
    },
  ],
  run: async ({ text, password, mode }, ctx) => {
    if (mode === 'encrypt') {
      if (text.length > MAX_PLAIN) throw new OperationError('PARAM_MAX_LENGTH', { param: 'text', max: MAX_PLAIN })
      return { mode, output: await ctx.hashing.run('kdf.aesEncrypt', { text, password }) }
    }
    let sealed: Uint8Array
    try {
      sealed = base64Decode(text)
    } catch (error) {
      if (!(error instanceof OperationError)) throw error
      throw new OperationError('AES_INPUT_BASE64', { detail: translate(ctx.lang, error.code, error.vars) })
    }
    checkSealed(sealed) // before queueing: a truncated or foreign input costs no key derivation
    return { mode, output: await ctx.hashing.run('kdf.aesDecrypt', { sealed, password }) }
  },
  es: {
    summary: 'Cifra o descifra un texto con una contraseña (AES-256-GCM)',
    description: 'encrypt sella los bytes UTF-8 del texto con AES-256-GCM y devuelve el Base64 de: un byte de versión 0x01, una sal aleatoria de 16 bytes, un IV aleatorio de 12 bytes, el texto cifrado y la etiqueta de autenticación de 16 bytes. La clave es PBKDF2-HMAC-SHA256 de la contraseña (sus bytes UTF-8) con esa sal, 600.000 iteraciones y 32 bytes, así que cualquier biblioteca de AES-GCM puede descifrarlo; en Python con el paquete cryptography: b = base64.b64decode(output); key = hashlib.pbkdf2_hmac("sha256", password.encode(), b[1:17], 600000, 32); AESGCM(key).decrypt(b[17:29], b[29:], None) (el texto cifrado y la etiqueta juntos, como los recibe AESGCM). Cada cifrado usa una sal y un IV nuevos, así que el mismo texto da una salida distinta cada vez. decrypt hace lo contrario: una contraseña errónea o una salida alterada responde 422 DECRYPT_FAILED, nunca un texto corrupto. Derivar la clave tarda aproximadamente un tercio de segundo; cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.',
    params: {
      text: `encrypt: el texto que se cifra, como máximo ${MAX_PLAIN.toLocaleString('es-ES')} caracteres; decrypt: la salida en Base64 de encrypt`,
      password: 'Contraseña de la que se deriva la clave, como máximo 1024 caracteres, usada tal como se envía',
      mode: 'encrypt (por defecto) sella el texto; decrypt abre una salida de encrypt',
    },
  },
  de: {
    summary: 'Verschlüsselt oder entschlüsselt Text mit einem Kennwort (AES-256-GCM)',
    description: 'encrypt versiegelt die UTF-8-Bytes des Texts mit AES-256-GCM und gibt das Base64 folgender Daten zurück: ein Versionsbyte 0x01, ein zufälliges Salt von 16 Bytes, ein zufälliger IV von 12 Bytes, der Chiffretext und das Authentifizierungstag von 16 Bytes. Der Schlüssel ist PBKDF2-HMAC-SHA256 des Kennworts (seiner UTF-8-Bytes) mit diesem Salt, 600.000 Iterationen und 32 Bytes, sodass jede AES-GCM-Bibliothek ihn entschlüsseln kann; in Python mit dem Paket cryptography: b = base64.b64decode(output); key = hashlib.pbkdf2_hmac("sha256", password.encode(), b[1:17], 600000, 32); AESGCM(key).decrypt(b[17:29], b[29:], None) (Chiffretext und Tag zusammen, so wie AESGCM sie erwartet). Jede Verschlüsselung verwendet ein neues Salt und einen neuen IV, sodass derselbe Text jedes Mal eine andere Ausgabe ergibt. decrypt kehrt den Vorgang um: Ein falsches Kennwort oder eine veränderte Ausgabe ergibt 422 DECRYPT_FAILED, niemals einen verstümmelten Text. Das Ableiten des Schlüssels dauert etwa eine Drittelsekunde; ist der Dienst mit anderen Hashes ausgelastet, antwortet er mit 503 und Retry-After.',
    params: {
      text: `encrypt: der zu verschlüsselnde Text, höchstens ${MAX_PLAIN.toLocaleString('de')} Zeichen; decrypt: die Base64-Ausgabe von encrypt`,
      password: 'Kennwort, aus dem der Schlüssel abgeleitet wird, höchstens 1024 Zeichen, genau so verwendet, wie es gesendet wird',
      mode: 'encrypt (Standard) versiegelt den Text; decrypt öffnet eine Ausgabe von encrypt',
    },
  },
  fr: {
    summary: 'Chiffre ou déchiffre un texte avec un mot de passe (AES-256-GCM)',
    description: "encrypt scelle les octets UTF-8 du texte avec AES-256-GCM et renvoie le Base64 de\u00a0: un octet de version 0x01, un sel aléatoire de 16 octets, un IV aléatoire de 12 octets, le texte chiffré et la balise d'authentification de 16 octets. La clé est PBKDF2-HMAC-SHA256 du mot de passe (ses octets UTF-8) avec ce sel, 600 000 itérations et 32 octets, si bien que n'importe quelle bibliothèque AES-GCM peut le déchiffrer\u00a0; en Python avec le paquet cryptography\u00a0: b = base64.b64decode(output); key = hashlib.pbkdf2_hmac(\"sha256\", password.encode(), b[1:17], 600000, 32); AESGCM(key).decrypt(b[17:29], b[29:], None) (le texte chiffré et la balise ensemble, comme AESGCM les attend). Chaque chiffrement utilise un nouveau sel et un nouvel IV, de sorte que le même texte donne une sortie différente à chaque fois. decrypt fait l'inverse\u00a0: un mot de passe erroné ou une sortie altérée renvoie 422 DECRYPT_FAILED, jamais un texte corrompu. La dérivation de la clé prend environ un tiers de seconde\u00a0; quand le service est occupé par d'autres hachages, il répond 503 avec Retry-After.",
    params: {
      text: `encrypt\u00a0: le texte à chiffrer, ${MAX_PLAIN.toLocaleString('fr')} caractères au maximum\u00a0; decrypt\u00a0: la sortie Base64 de encrypt`,
      password: "Mot de passe dont la clé est dérivée, 1024 caractères au maximum, utilisé exactement tel qu'il est envoyé",
      mode: 'encrypt (par défaut) scelle le texte\u00a0; decrypt ouvre une sortie de encrypt',
    },
  },
  'pt-br': {
    summary: 'Criptografa ou descriptografa um texto com uma senha (AES-256-GCM)',
    description: 'encrypt sela os bytes UTF-8 do texto com AES-256-GCM e retorna o Base64 de: um byte de versão 0x01, um salt aleatório de 16 bytes, um IV aleatório de 12 bytes, o texto cifrado e a tag de autenticação de 16 bytes. A chave é PBKDF2-HMAC-SHA256 da senha (seus bytes UTF-8) com esse salt, 600.000 iterações e 32 bytes, de modo que qualquer biblioteca de AES-GCM pode descriptografá-lo; em Python com o pacote cryptography: b = base64.b64decode(output); key = hashlib.pbkdf2_hmac("sha256", password.encode(), b[1:17], 600000, 32); AESGCM(key).decrypt(b[17:29], b[29:], None) (o texto cifrado e a tag juntos, como AESGCM os recebe). Cada criptografia usa um salt e um IV novos, então o mesmo texto dá uma saída diferente a cada vez. decrypt faz o inverso: uma senha errada ou uma saída alterada responde 422 DECRYPT_FAILED, nunca um texto corrompido. Derivar a chave leva cerca de um terço de segundo; quando o serviço está ocupado com outros hashes, ele responde 503 com Retry-After.',
    params: {
      text: `encrypt: o texto a criptografar, no máximo ${MAX_PLAIN.toLocaleString('pt-BR')} caracteres; decrypt: a saída em Base64 de encrypt`,
      password: 'Senha da qual a chave é derivada, no máximo 1024 caracteres, usada exatamente como enviada',
      mode: 'encrypt (padrão) sela o texto; decrypt abre uma saída de encrypt',
    },
  },
  'zh-cn': {
    summary: '使用密码加密或解密文本（AES-256-GCM）',
    description: 'encrypt 使用 AES-256-GCM 封装文本的 UTF-8 字节，并返回以下内容的 Base64：1 个版本字节 0x01、16 字节的随机盐值、12 字节的随机 IV、密文以及 16 字节的身份验证标记。密钥由密码（其 UTF-8 字节）和该盐值经 PBKDF2-HMAC-SHA256 派生，迭代 600,000 次，长度 32 字节，因此任何 AES-GCM 库都能解密；例如在 Python 中使用 cryptography 包：b = base64.b64decode(output); key = hashlib.pbkdf2_hmac("sha256", password.encode(), b[1:17], 600000, 32); AESGCM(key).decrypt(b[17:29], b[29:], None)（按 AESGCM 的要求，密文和标记一起传入）。每次加密都使用新的盐值和 IV，因此同一文本每次得到的输出都不同。decrypt 执行相反的操作：密码错误或输出被篡改时返回 422 DECRYPT_FAILED，绝不会返回乱码文本。派生密钥约需三分之一秒；服务忙于处理其他哈希时，返回 503 和 Retry-After。',
    params: {
      text: `encrypt：要加密的文本，最多 ${MAX_PLAIN.toLocaleString('zh-CN')} 个字符；decrypt：encrypt 输出的 Base64`,
      password: '用于派生密钥的密码，最多 1024 个字符，按发送时的原样使用',
      mode: 'encrypt（默认）封装文本；decrypt 打开 encrypt 的输出',
    },
  },
})
