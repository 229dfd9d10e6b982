import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { DerivedKey } from '../kits/dev-results.ts'
import { checkScrypt, kdfSecret, kdfSecretParams, KDF_SECRET_WORDS, SCRYPT_LIMITS, SCRYPT_MAX_MEMORY } from '../../lib/crypto/kdf.ts'
import { translate } from '../../i18n/index.ts'

const { n, r, p, length } = SCRYPT_LIMITS
const maxMib = SCRYPT_MAX_MEMORY / 2 ** 20

export default defineOperation({
  category: 'dev',
  name: 'scrypt',
  input: 'json',
  summary: 'Derive a key from a password with scrypt (RFC 7914)',
  description: 'Derives length bytes from the password and salt with scrypt and returns them in lowercase hex and in Base64. '
    + 'The password is used as its UTF-8 bytes, exactly as sent; the salt too, unless salt_encoding says it is written in hex or Base64. '
    + 'n (the CPU/memory cost) must be a power of two, and below 2^(16·r) as RFC 7914 requires (with r=1, at most 2^15); '
    + 'r is the block size and p the parallelization. scrypt holds 128·n·r bytes at once, '
    + `so that is checked first and capped at ${maxMib} MiB, and n·r·p, which sets the time, at 2^22 (about two seconds); the defaults `
    + '(n=2^15, r=8, p=1) take 32 MiB. When the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    ...kdfSecretParams,
    n: z.number().int().min(n.min).max(n.max).default(n.default)
      .describe(`CPU/memory cost N, a power of two from ${n.min} to 2^20 (${n.max}); default 2^15 (${n.default})`),
    r: z.number().int().min(r.min).max(r.max).default(r.default).describe(`Block size r, ${r.min} to ${r.max}; default ${r.default}`),
    p: z.number().int().min(p.min).max(p.max).default(p.default).describe(`Parallelization p, ${p.min} to ${p.max}; default ${p.default}`),
    length: z.number().int().min(length.min).max(length.max).default(length.default)
      .describe(`Bytes of key to derive, ${length.min} to ${length.max}; default ${length.default}`),
  }),
  result: DerivedKey,
  chain: { takes: 'password', gives: 'result.hex' },
  examples: [
    { title: 'default cost (n=2^15, r=8, p=1), 32 bytes, salt in Base64', params: { password: 'correct horse battery staple', salt: 'c2FsdHNhbHQ=', salt_encoding: 'base64' } },
    {
      title: 'RFC 7914 section 12, second vector',
      params: { password: 'password', salt: 'NaCl', n: 1024, r: 8, p: 16, length: 64 },
      result: { hex: 'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640' },
    },
    {
      title: 'RFC 7914 section 12, first vector (empty password and salt)',
      params: { password: '', salt: '', n: 16, r: 1, p: 1, length: 64, salt_encoding: 'utf8' },
      result: { hex: '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906' },
    },
  ],
  run: async ({ password, salt, salt_encoding, ...parameters }, ctx) => {
    const secret = kdfSecret({ password, salt, salt_encoding }, (error) => translate(ctx.lang, error.code, error.vars))
    checkScrypt(parameters) // before queueing: memory and work are checked before any is spent
    return ctx.hashing.run('kdf.scrypt', { ...secret, ...parameters })
  },
  es: {
    summary: 'Deriva una clave de una contraseña con scrypt (RFC 7914)',
    description: `Deriva length bytes de la contraseña y la sal con scrypt y los devuelve en hexadecimal en minúsculas y en Base64. La contraseña se usa como sus bytes UTF-8, tal como se envía; la sal también, salvo que salt_encoding indique que está escrita en hexadecimal o Base64. n (el coste de CPU y memoria) debe ser una potencia de dos, y menor que 2^(16·r) como exige el RFC 7914 (con r=1, como máximo 2^15); r es el tamaño de bloque y p la paralelización. scrypt ocupa 128·n·r bytes a la vez, así que eso se comprueba primero y se limita a ${maxMib} MiB, y n·r·p, que fija el tiempo, a 2^22 (unos dos segundos); los valores por defecto (n=2^15, r=8, p=1) ocupan 32 MiB. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS.es,
      n: `Coste de CPU y memoria N, una potencia de dos de ${n.min} a 2^20 (${n.max}); por defecto 2^15 (${n.default})`,
      r: `Tamaño de bloque r, de ${r.min} a ${r.max}; por defecto ${r.default}`,
      p: `Paralelización p, de ${p.min} a ${p.max}; por defecto ${p.default}`,
      length: `Bytes de clave que se derivan, de ${length.min} a ${length.max}; por defecto ${length.default}`,
    },
  },
  de: {
    summary: 'Leitet mit scrypt (RFC 7914) einen Schlüssel aus einem Kennwort ab',
    description: `Leitet length Bytes aus Kennwort und Salt mit scrypt ab und gibt sie hexadezimal in Kleinbuchstaben und in Base64 zurück. Das Kennwort wird als seine UTF-8-Bytes verwendet, genau wie gesendet; das Salt ebenso, sofern salt_encoding nicht angibt, dass es hexadezimal oder in Base64 geschrieben ist. n (die CPU- und Speicherkosten) muss eine Zweierpotenz sein und unter 2^(16·r) liegen, wie RFC 7914 es verlangt (mit r=1 höchstens 2^15); r ist die Blockgröße und p die Parallelisierung. scrypt belegt 128·n·r Bytes gleichzeitig, daher wird dies zuerst geprüft und auf ${maxMib} MiB begrenzt, und n·r·p, das die Laufzeit bestimmt, auf 2^22 (etwa zwei Sekunden); die Standardwerte (n=2^15, r=8, p=1) belegen 32 MiB. Ist der Dienst mit anderen Hashes ausgelastet, antwortet er mit 503 und Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS.de,
      n: `CPU- und Speicherkosten N, eine Zweierpotenz von ${n.min} bis 2^20 (${n.max}); Standard: 2^15 (${n.default})`,
      r: `Blockgröße r, ${r.min} bis ${r.max}; Standard: ${r.default}`,
      p: `Parallelisierung p, ${p.min} bis ${p.max}; Standard: ${p.default}`,
      length: `Anzahl der abzuleitenden Schlüsselbytes, ${length.min} bis ${length.max}; Standard: ${length.default}`,
    },
  },
  fr: {
    summary: "Dérive une clé d'un mot de passe avec scrypt (RFC 7914)",
    description: `Dérive length octets du mot de passe et du sel avec scrypt, et les renvoie en hexadécimal minuscule et en Base64. Le mot de passe est utilisé sous forme de ses octets UTF-8, exactement tel qu'il est envoyé\u00a0; le sel aussi, sauf si salt_encoding indique qu'il est écrit en hexadécimal ou en Base64. n (le coût en processeur et en mémoire) doit être une puissance de deux, et inférieur à 2^(16·r) comme l'exige le RFC 7914 (avec r=1, au plus 2^15)\u00a0; r est la taille de bloc et p la parallélisation. scrypt occupe 128·n·r octets à la fois, ce qui est donc vérifié en premier et plafonné à ${maxMib} MiB, et n·r·p, qui détermine le temps, est plafonné à 2^22 (environ deux secondes)\u00a0; les valeurs par défaut (n=2^15, r=8, p=1) occupent 32 MiB. Quand le service est occupé par d'autres hachages, il répond 503 avec Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS.fr,
      n: `Coût en processeur et en mémoire N, une puissance de deux de ${n.min} à 2^20 (${n.max})\u00a0; 2^15 (${n.default}) par défaut`,
      r: `Taille de bloc r, de ${r.min} à ${r.max}\u00a0; ${r.default} par défaut`,
      p: `Parallélisation p, de ${p.min} à ${p.max}\u00a0; ${p.default} par défaut`,
      length: `Octets de clé à dériver, de ${length.min} à ${length.max}\u00a0; ${length.default} par défaut`,
    },
  },
  'pt-br': {
    summary: 'Deriva uma chave de uma senha com scrypt (RFC 7914)',
    description: `Deriva length bytes da senha e do salt com scrypt e os retorna em hexadecimal minúsculo e em Base64. A senha é usada como seus bytes UTF-8, exatamente como enviada; o salt também, a menos que salt_encoding indique que ele está escrito em hexadecimal ou Base64. n (o custo de CPU e memória) deve ser uma potência de dois, e menor que 2^(16·r), como o RFC 7914 exige (com r=1, no máximo 2^15); r é o tamanho do bloco e p a paralelização. O scrypt ocupa 128·n·r bytes de uma vez, então isso é verificado primeiro e limitado a ${maxMib} MiB, e n·r·p, que define o tempo, a 2^22 (cerca de dois segundos); os valores padrão (n=2^15, r=8, p=1) ocupam 32 MiB. Quando o serviço está ocupado com outros hashes, ele responde 503 com Retry-After.`,
    params: {
      ...KDF_SECRET_WORDS['pt-br'],
      n: `Custo de CPU e memória N, uma potência de dois de ${n.min} a 2^20 (${n.max}); padrão 2^15 (${n.default})`,
      r: `Tamanho do bloco r, de ${r.min} a ${r.max}; padrão ${r.default}`,
      p: `Paralelização p, de ${p.min} a ${p.max}; padrão ${p.default}`,
      length: `Bytes de chave a derivar, de ${length.min} a ${length.max}; padrão ${length.default}`,
    },
  },
  'zh-cn': {
    summary: '使用 scrypt (RFC 7914) 从密码派生密钥',
    description: `使用 scrypt 从密码和盐值派生 length 个字节，并以小写十六进制和 Base64 返回。密码按其 UTF-8 字节使用，保持发送时的原样；盐值也是如此，除非 salt_encoding 说明其以十六进制或 Base64 书写。n（CPU 和内存成本）必须是 2 的幂，并且按 RFC 7914 的要求小于 2^(16·r)（r=1 时最多为 2^15）；r 是块大小，p 是并行度。scrypt 会同时占用 128·n·r 字节，因此会首先检查该值并将其上限设为 ${maxMib} MiB；决定耗时的 n·r·p 上限为 2^22（约两秒）；默认值（n=2^15、r=8、p=1）占用 32 MiB。服务忙于处理其他哈希时，返回 503 和 Retry-After。`,
    params: {
      ...KDF_SECRET_WORDS['zh-cn'],
      n: `CPU 和内存成本 N，2 的幂，${n.min} 到 2^20 (${n.max})；默认为 2^15 (${n.default})`,
      r: `块大小 r，${r.min} 到 ${r.max}；默认为 ${r.default}`,
      p: `并行度 p，${p.min} 到 ${p.max}；默认为 ${p.default}`,
      length: `要派生的密钥字节数，${length.min} 到 ${length.max}；默认为 ${length.default}`,
    },
  },
})
