import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { DerivedKey } from '../kits/dev-results.ts'
import { checkPbkdf2, kdfSecret, kdfSecretParams, KDF_SECRET_WORDS, PBKDF2_ALGORITHMS, PBKDF2_LIMITS, PBKDF2_MAX_WORK } from '../../lib/crypto/kdf.ts'
import { translate } from '../../i18n/index.ts'

const { iterations, length } = PBKDF2_LIMITS

export default defineOperation({
  category: 'dev',
  name: 'pbkdf2',
  input: 'json',
  summary: 'Derive a key from a password with PBKDF2 (RFC 8018)',
  description: 'Derives length bytes from the password and salt with PBKDF2 and HMAC-SHA-256 (or SHA-1, SHA-512), and returns them in '
    + 'lowercase hex and in Base64. The password is used as its UTF-8 bytes, exactly as sent; the salt too, unless salt_encoding says it '
    + 'is written in hex or Base64. The default of 600,000 iterations of HMAC-SHA-256 is the OWASP recommendation. PBKDF2 runs the '
    + 'iterations once for every digest-long block of output, so iterations × blocks is capped at '
    + `${PBKDF2_MAX_WORK.toLocaleString('en-US')} (about two seconds). When the service is busy with other hashes, it answers 503 with Retry-After.`,
  params: z.object({
    ...kdfSecretParams,
    iterations: z.number().int().min(iterations.min).max(iterations.max).default(iterations.default)
      .describe(`Iteration count, ${iterations.min} to ${iterations.max}; default ${iterations.default}`),
    length: z.number().int().min(length.min).max(length.max).default(length.default)
      .describe(`Bytes of key to derive, ${length.min} to ${length.max}; default ${length.default}`),
    algo: z.enum(PBKDF2_ALGORITHMS).default('sha256').describe('HMAC hash: sha256 (default), sha1 or sha512'),
  }),
  result: DerivedKey,
  chain: { takes: 'password', gives: 'result.hex' },
  examples: [
    {
      title: 'PBKDF2-HMAC-SHA1 (RFC 6070 test vector 3)',
      params: { password: 'password', salt: 'salt', iterations: 4096, length: 20, algo: 'sha1' },
      result: { hex: '4b007901b765489abead49d926f721d065a429c1' },
    },
    {
      title: 'PBKDF2-HMAC-SHA256 (RFC 7914 section 11)',
      params: { password: 'passwd', salt: 'salt', iterations: 1, length: 64 },
      result: { hex: '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783' },
    },
  ],
  run: async ({ password, salt, salt_encoding, ...parameters }, ctx) => {
    const secret = kdfSecret({ password, salt, salt_encoding }, (error) => translate(ctx.lang, error.code, error.vars))
    checkPbkdf2(parameters) // before queueing: refused parameters cost no hashing time
    return ctx.hashing.run('kdf.pbkdf2', { ...secret, ...parameters })
  },
  es: {
    summary: 'Deriva una clave de una contraseña con PBKDF2 (RFC 8018)',
    description: `Deriva length bytes de la contraseña y la sal con PBKDF2 y HMAC-SHA-256 (o SHA-1, SHA-512) y los devuelve en hexadecimal en minúsculas y en Base64. La contraseña se usa como sus bytes UTF-8, tal como se envía; la sal también, salvo que salt_encoding indique que está escrita en hexadecimal o Base64. El valor por defecto de 600.000 iteraciones de HMAC-SHA-256 es la recomendación de OWASP. PBKDF2 repite las iteraciones una vez por cada bloque de salida del tamaño del resumen, así que iteraciones × bloques se limita a ${PBKDF2_MAX_WORK.toLocaleString('es-ES')} (unos dos segundos). Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS.es,
      iterations: `Número de iteraciones, de ${iterations.min} a ${iterations.max}; por defecto ${iterations.default}`,
      length: `Bytes de clave que se derivan, de ${length.min} a ${length.max}; por defecto ${length.default}`,
      algo: 'Hash de HMAC: sha256 (por defecto), sha1 o sha512',
    },
  },
  de: {
    summary: 'Leitet mit PBKDF2 (RFC 8018) einen Schlüssel aus einem Kennwort ab',
    description: `Leitet length Bytes aus Kennwort und Salt mit PBKDF2 und HMAC-SHA-256 (oder SHA-1, SHA-512) ab und gibt sie hexadezimal in Kleinbuchstaben und in Base64 zurück. Das Kennwort wird als seine UTF-8-Bytes verwendet, genau wie gesendet; das Salt ebenso, sofern salt_encoding nicht angibt, dass es hexadezimal oder in Base64 geschrieben ist. Der Standardwert von 600.000 Iterationen von HMAC-SHA-256 ist die Empfehlung von OWASP. PBKDF2 führt die Iterationen einmal für jeden Ausgabeblock in Länge des Hashwerts aus, daher ist Iterationen × Blöcke auf ${PBKDF2_MAX_WORK.toLocaleString('de')} begrenzt (etwa zwei Sekunden). Ist der Dienst mit anderen Hashes ausgelastet, antwortet er mit 503 und Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS.de,
      iterations: `Anzahl der Iterationen, ${iterations.min} bis ${iterations.max}; Standard: ${iterations.default}`,
      length: `Anzahl der abzuleitenden Schlüsselbytes, ${length.min} bis ${length.max}; Standard: ${length.default}`,
      algo: 'HMAC-Hash: sha256 (Standard), sha1 oder sha512',
    },
  },
  fr: {
    summary: "Dérive une clé d'un mot de passe avec PBKDF2 (RFC 8018)",
    description: `Dérive length octets du mot de passe et du sel avec PBKDF2 et HMAC-SHA-256 (ou SHA-1, SHA-512), et les renvoie en hexadécimal minuscule et en Base64. Le mot de passe est utilisé sous forme de ses octets UTF-8, exactement tel qu'il est envoyé\u00a0; le sel aussi, sauf si salt_encoding indique qu'il est écrit en hexadécimal ou en Base64. La valeur par défaut de 600 000 itérations de HMAC-SHA-256 est la recommandation de l'OWASP. PBKDF2 exécute les itérations une fois pour chaque bloc de sortie de la taille du condensé, donc itérations × blocs est plafonné à ${PBKDF2_MAX_WORK.toLocaleString('fr')} (environ deux secondes). Quand le service est occupé par d'autres hachages, il répond 503 avec Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS.fr,
      iterations: `Nombre d'itérations, de ${iterations.min} à ${iterations.max}\u00a0; ${iterations.default} par défaut`,
      length: `Octets de clé à dériver, de ${length.min} à ${length.max}\u00a0; ${length.default} par défaut`,
      algo: 'Hachage HMAC\u00a0: sha256 (par défaut), sha1 ou sha512',
    },
  },
  'pt-br': {
    summary: 'Deriva uma chave de uma senha com PBKDF2 (RFC 8018)',
    description: `Deriva length bytes da senha e do salt com PBKDF2 e HMAC-SHA-256 (ou SHA-1, SHA-512) e os retorna em hexadecimal minúsculo e em Base64. A senha é usada como seus bytes UTF-8, exatamente como enviada; o salt também, a menos que salt_encoding indique que ele está escrito em hexadecimal ou Base64. O padrão de 600.000 iterações de HMAC-SHA-256 é a recomendação da OWASP. O PBKDF2 repete as iterações uma vez para cada bloco de saída do tamanho do resumo, então iterações × blocos é limitado a ${PBKDF2_MAX_WORK.toLocaleString('pt-BR')} (cerca de dois segundos). Quando o serviço está ocupado com outros hashes, ele responde 503 com Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS['pt-br'],
      iterations: `Número de iterações, de ${iterations.min} a ${iterations.max}; padrão ${iterations.default}`,
      length: `Bytes de chave a derivar, de ${length.min} a ${length.max}; padrão ${length.default}`,
      algo: 'Hash do HMAC: sha256 (padrão), sha1 ou sha512',
    },
  },
  'zh-cn': {
    summary: '使用 PBKDF2 (RFC 8018) 从密码派生密钥',
    description: `使用 PBKDF2 和 HMAC-SHA-256（或 SHA-1、SHA-512）从密码和盐值派生 length 个字节，并以小写十六进制和 Base64 返回。密码按其 UTF-8 字节使用，保持发送时的原样；盐值也是如此，除非 salt_encoding 说明其以十六进制或 Base64 书写。默认的 600,000 次 HMAC-SHA-256 迭代是 OWASP 的建议值。PBKDF2 会为每个摘要长度的输出块各执行一遍迭代，因此 迭代次数 × 块数 的上限为 ${PBKDF2_MAX_WORK.toLocaleString('zh-CN')}（约两秒）。服务忙于处理其他哈希时，返回 503 和 Retry-After。`,
    params: {
      ...KDF_SECRET_WORDS['zh-cn'],
      iterations: `迭代次数，${iterations.min} 到 ${iterations.max}；默认为 ${iterations.default}`,
      length: `要派生的密钥字节数，${length.min} 到 ${length.max}；默认为 ${length.default}`,
      algo: 'HMAC 哈希：sha256（默认）、sha1 或 sha512',
    },
  },
})
