import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { BCRYPT_COST, BCRYPT_MAX_BYTES, checkBcryptPassword, passwordParam } from '../../lib/crypto/password.ts'

export default defineOperation({
  category: 'dev',
  name: 'bcrypt',
  input: 'json',
  summary: 'Hash a password with bcrypt',
  description: `Returns a bcrypt hash in modular crypt form ($2b$, the two-digit cost, then 22 characters of random salt and 31 of digest), `
    + `ready to store; every call uses a new salt, so the same password gives a different hash each time (check one with dev/password-verify). `
    + `The cost is the base-2 logarithm of the rounds: each step doubles the time, from about 1 ms at ${BCRYPT_COST.min} `
    + `to about 2 s at ${BCRYPT_COST.max}; OWASP recommends at least 10. bcrypt reads only the first ${BCRYPT_MAX_BYTES} bytes of a password, `
    + `so a longer one (in UTF-8) is refused rather than silently truncated; use dev/argon2 for long passphrases. `
    + 'The password is used exactly as sent. When the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    text: passwordParam(`Password to hash, at most ${BCRYPT_MAX_BYTES} bytes in UTF-8`),
    cost: z.number().int().min(BCRYPT_COST.min).max(BCRYPT_COST.max).default(BCRYPT_COST.default)
      .describe(`Cost factor, ${BCRYPT_COST.min} to ${BCRYPT_COST.max}; default ${BCRYPT_COST.default}`),
  }),
  result: z.object({
    hash: z.string().apply(described, {
      en: 'The hash in modular crypt form, 60 characters: $2b$, the two-digit cost, $, then 22 characters of salt and 31 of digest',
      es: 'El hash en formato modular crypt, 60 caracteres: $2b$, el coste de dos dígitos, $ y luego 22 caracteres de sal y 31 de resumen',
      de: 'Der Hash im Modular-Crypt-Format, 60 Zeichen: $2b$, der zweistellige Kostenfaktor, $, dann 22 Zeichen Salt und 31 Zeichen Hashwert',
      fr: 'Le hachage au format modular crypt, 60 caractères\u00a0: $2b$, le coût sur deux chiffres, $, puis 22 caractères de sel et 31 de condensé',
      'pt-br': 'O hash no formato modular crypt, 60 caracteres: $2b$, o custo de dois dígitos, $ e depois 22 caracteres de salt e 31 de resumo',
      'zh-cn': 'modular crypt 格式的哈希，共 60 个字符：$2b$、两位数的成本、$，然后是 22 个字符的盐值和 31 个字符的摘要',
    }),
    algorithm: z.literal('bcrypt').apply(described, {
      en: 'The algorithm: always bcrypt',
      es: 'El algoritmo: siempre bcrypt',
      de: 'Der Algorithmus: immer bcrypt',
      fr: "L'algorithme\u00a0: toujours bcrypt",
      'pt-br': 'O algoritmo: sempre bcrypt',
      'zh-cn': '算法：始终为 bcrypt',
    }),
    cost: z.number().int().min(BCRYPT_COST.min).max(BCRYPT_COST.max).apply(described, {
      en: 'The cost factor used, the base-2 logarithm of the rounds',
      es: 'El factor de coste usado, el logaritmo en base 2 de las rondas',
      de: 'Der verwendete Kostenfaktor, der Logarithmus zur Basis 2 der Runden',
      fr: 'Le facteur de coût utilisé, le logarithme en base 2 du nombre de tours',
      'pt-br': 'O fator de custo usado, o logaritmo na base 2 do número de rodadas',
      'zh-cn': '使用的成本因子，即轮数以 2 为底的对数',
    }),
  }),
  chain: { gives: 'result.hash' },
  examples: [
    { title: 'default cost 10', params: { text: 'correct horse battery staple' } },
    { title: 'quick low cost, for tests', params: { text: 'hunter2', cost: 4 } },
  ],
  run: async ({ text, cost }, ctx) => {
    checkBcryptPassword(text) // before queueing: a refused password costs no hashing time
    const hash = await ctx.hashing.run('password.bcryptHash', { password: text, cost })
    return { hash, algorithm: 'bcrypt' as const, cost }
  },
  es: {
    summary: 'Calcula el hash bcrypt de una contraseña',
    description: `Devuelve un hash bcrypt en formato modular crypt ($2b$, el coste de dos dígitos y luego 22 caracteres de sal aleatoria y 31 de resumen), listo para guardar; cada llamada usa una sal nueva, así que la misma contraseña da un hash distinto cada vez (compruébelo con dev/password-verify). El coste es el logaritmo en base 2 de las rondas: cada paso duplica el tiempo, desde aproximadamente 1 ms con ${BCRYPT_COST.min} hasta unos 2 s con ${BCRYPT_COST.max}; OWASP recomienda al menos 10. bcrypt solo lee los primeros ${BCRYPT_MAX_BYTES} bytes de una contraseña, así que una más larga (en UTF-8) se rechaza en lugar de truncarse en silencio; para frases de contraseña largas use dev/argon2. La contraseña se usa tal como se envía. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.`,
    params: {
      text: `Contraseña de la que se calcula el hash, como máximo ${BCRYPT_MAX_BYTES} bytes en UTF-8`,
      cost: `Factor de coste, de ${BCRYPT_COST.min} a ${BCRYPT_COST.max}; por defecto ${BCRYPT_COST.default}`,
    },
  },
  de: {
    summary: 'Berechnet den bcrypt-Hash eines Kennworts',
    description: `Gibt einen bcrypt-Hash im Modular-Crypt-Format zurück ($2b$, der zweistellige Kostenfaktor, dann 22 Zeichen zufälliges Salt und 31 Zeichen Hashwert), bereit zum Speichern; jeder Aufruf verwendet ein neues Salt, sodass dasselbe Kennwort jedes Mal einen anderen Hash ergibt (prüfen Sie einen mit dev/password-verify). Der Kostenfaktor ist der Logarithmus zur Basis 2 der Runden: Jede Stufe verdoppelt die Zeit, von etwa 1 ms bei ${BCRYPT_COST.min} bis etwa 2 s bei ${BCRYPT_COST.max}; OWASP empfiehlt mindestens 10. bcrypt liest nur die ersten ${BCRYPT_MAX_BYTES} Bytes eines Kennworts, daher wird ein längeres (in UTF-8) abgelehnt, statt stillschweigend gekürzt zu werden; verwenden Sie dev/argon2 für lange Passphrasen. Das Kennwort wird genau so verwendet, wie es gesendet wird. Ist der Dienst mit anderen Hashes ausgelastet, antwortet er mit 503 und Retry-After.`,
    params: {
      text: `Kennwort, dessen Hash berechnet wird, höchstens ${BCRYPT_MAX_BYTES} Bytes in UTF-8`,
      cost: `Kostenfaktor, ${BCRYPT_COST.min} bis ${BCRYPT_COST.max}; Standard: ${BCRYPT_COST.default}`,
    },
  },
  fr: {
    summary: "Calcule le hachage bcrypt d'un mot de passe",
    description: `Renvoie un hachage bcrypt au format modular crypt ($2b$, le coût sur deux chiffres, puis 22 caractères de sel aléatoire et 31 de condensé), prêt à être stocké\u00a0; chaque appel utilise un nouveau sel, si bien que le même mot de passe donne un hachage différent à chaque fois (vérifiez-en un avec dev/password-verify). Le coût est le logarithme en base 2 du nombre de tours\u00a0: chaque palier double le temps, d'environ 1 ms à ${BCRYPT_COST.min} jusqu'à environ 2 s à ${BCRYPT_COST.max}\u00a0; l'OWASP recommande au moins 10. bcrypt ne lit que les ${BCRYPT_MAX_BYTES} premiers octets d'un mot de passe, donc un mot de passe plus long (en UTF-8) est refusé plutôt que tronqué en silence\u00a0; utilisez dev/argon2 pour les longues phrases secrètes. Le mot de passe est utilisé exactement tel qu'il est envoyé. Quand le service est occupé par d'autres hachages, il répond 503 avec Retry-After.`,
    params: {
      text: `Mot de passe à hacher, ${BCRYPT_MAX_BYTES} octets au maximum en UTF-8`,
      cost: `Facteur de coût, de ${BCRYPT_COST.min} à ${BCRYPT_COST.max}\u00a0; ${BCRYPT_COST.default} par défaut`,
    },
  },
  'pt-br': {
    summary: 'Calcula o hash bcrypt de uma senha',
    description: `Retorna um hash bcrypt no formato modular crypt ($2b$, o custo de dois dígitos e depois 22 caracteres de salt aleatório e 31 de resumo), pronto para armazenar; cada chamada usa um salt novo, então a mesma senha dá um hash diferente a cada vez (confira um com dev/password-verify). O custo é o logaritmo na base 2 do número de rodadas: cada passo dobra o tempo, de cerca de 1 ms com ${BCRYPT_COST.min} até cerca de 2 s com ${BCRYPT_COST.max}; a OWASP recomenda pelo menos 10. O bcrypt lê apenas os primeiros ${BCRYPT_MAX_BYTES} bytes de uma senha, então uma senha mais longa (em UTF-8) é recusada em vez de ser truncada silenciosamente; para frases secretas longas, use dev/argon2. A senha é usada exatamente como enviada. Quando o serviço está ocupado com outros hashes, ele responde 503 com Retry-After.`,
    params: {
      text: `Senha cujo hash é calculado, no máximo ${BCRYPT_MAX_BYTES} bytes em UTF-8`,
      cost: `Fator de custo, de ${BCRYPT_COST.min} a ${BCRYPT_COST.max}; padrão ${BCRYPT_COST.default}`,
    },
  },
  'zh-cn': {
    summary: '使用 bcrypt 计算密码的哈希',
    description: `返回 modular crypt 格式的 bcrypt 哈希（$2b$、两位数的成本，然后是 22 个字符的随机盐值和 31 个字符的摘要），可直接存储；每次调用都使用新的盐值，因此同一密码每次得到的哈希都不同（可用 dev/password-verify 进行校验）。成本是轮数以 2 为底的对数：每增加 1 级，耗时翻倍，从 ${BCRYPT_COST.min} 时的约 1 ms 到 ${BCRYPT_COST.max} 时的约 2 s；OWASP 建议至少为 10。bcrypt 只读取密码的前 ${BCRYPT_MAX_BYTES} 个字节，因此更长的密码（按 UTF-8 计）会被拒绝，而不是被静默截断；长密码短语请使用 dev/argon2。密码按发送时的原样使用。服务忙于处理其他哈希时，返回 503 和 Retry-After。`,
    params: {
      text: `要计算哈希的密码，UTF-8 编码最多 ${BCRYPT_MAX_BYTES} 个字节`,
      cost: `成本因子，${BCRYPT_COST.min} 到 ${BCRYPT_COST.max}；默认为 ${BCRYPT_COST.default}`,
    },
  },
})
