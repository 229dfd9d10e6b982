import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import {
  ARGON2_LIMITS, BCRYPT_COST, BCRYPT_MAX_BYTES, MAX_HASH_LENGTH, checkBcryptPassword, inspectHash, passwordParam,
} from '../../lib/crypto/password.ts'
import { Argon2Parameters } from '../kits/dev-results.ts'

const { memory_cost: m, time_cost: t, parallelism: p } = ARGON2_LIMITS

export default defineOperation({
  category: 'dev',
  name: 'password-verify',
  input: 'json',
  summary: 'Check a password against a bcrypt or Argon2 hash',
  description: 'Tells whether the password matches the stored hash, and which algorithm and parameters the hash uses. '
    + 'Accepted hashes: bcrypt ($2a$, $2b$, $2y$) and Argon2 in PHC form ($argon2id$, $argon2i$, $argon2d$); surrounding whitespace '
    + 'of the hash is ignored, the password is used exactly as sent. Because the parameters inside a hash decide how long a check takes, '
    + `the hash is read before any work and refused when it asks for more than bcrypt cost ${BCRYPT_COST.max} `
    + `or Argon2 m=${m.max} KiB, t=${t.max}, p=${p.max}. `
    + `bcrypt only reads the first ${BCRYPT_MAX_BYTES} bytes of a password, so a longer password (in UTF-8) is refused against a bcrypt hash: `
    + 'it would match whenever its first 72 bytes do. When the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    text: passwordParam('Password to check, at most 1024 characters'),
    hash: z.string().trim().max(MAX_HASH_LENGTH).describe('Stored bcrypt or Argon2 hash, such as $2b$10$… or $argon2id$v=19$m=19456,t=2,p=1$…'),
  }),
  result: z.object({
    valid: z.boolean().apply(described, {
      en: 'True when the password matches the hash',
      es: 'true cuando la contraseña coincide con el hash',
      de: 'true, wenn das Kennwort zum Hash passt',
      fr: 'true quand le mot de passe correspond au hachage',
      'pt-br': 'true quando a senha corresponde ao hash',
      'zh-cn': '密码与哈希匹配时为 true',
    }),
    algorithm: z.enum(['bcrypt', 'argon2id', 'argon2i', 'argon2d']).apply(described, {
      en: 'The algorithm of the hash: bcrypt, argon2id, argon2i or argon2d',
      es: 'El algoritmo del hash: bcrypt, argon2id, argon2i o argon2d',
      de: 'Der Algorithmus des Hashs: bcrypt, argon2id, argon2i oder argon2d',
      fr: "L'algorithme du hachage\u00a0: bcrypt, argon2id, argon2i ou argon2d",
      'pt-br': 'O algoritmo do hash: bcrypt, argon2id, argon2i ou argon2d',
      'zh-cn': '哈希的算法：bcrypt、argon2id、argon2i 或 argon2d',
    }),
    parameters: z.union([
      z.object({
        version: z.enum(['2a', '2b', '2y']).apply(described, {
          en: 'The bcrypt variant the hash names: 2a, 2b or 2y',
          es: 'La variante de bcrypt que indica el hash: 2a, 2b o 2y',
          de: 'Die bcrypt-Variante, die der Hash angibt: 2a, 2b oder 2y',
          fr: 'La variante de bcrypt indiquée par le hachage\u00a0: 2a, 2b ou 2y',
          'pt-br': 'A variante do bcrypt que o hash indica: 2a, 2b ou 2y',
          'zh-cn': '哈希所标明的 bcrypt 变体：2a、2b 或 2y',
        }),
        cost: z.number().int().min(BCRYPT_COST.min).max(BCRYPT_COST.max).apply(described, {
          en: 'The cost factor the hash names, the base-2 logarithm of the rounds',
          es: 'El factor de coste que indica el hash, el logaritmo en base 2 de las rondas',
          de: 'Der Kostenfaktor, den der Hash angibt, der Logarithmus zur Basis 2 der Runden',
          fr: 'Le facteur de coût indiqué par le hachage, le logarithme en base 2 du nombre de tours',
          'pt-br': 'O fator de custo que o hash indica, o logaritmo na base 2 do número de rodadas',
          'zh-cn': '哈希所标明的成本因子，即轮数以 2 为底的对数',
        }),
      }).apply(described, {
        en: 'The parameters of a bcrypt hash',
        es: 'Los parámetros de un hash bcrypt',
        de: 'Die Parameter eines bcrypt-Hashs',
        fr: "Les paramètres d'un hachage bcrypt",
        'pt-br': 'Os parâmetros de um hash bcrypt',
        'zh-cn': 'bcrypt 哈希的参数',
      }),
      Argon2Parameters.apply(described, {
        en: 'The parameters of an Argon2 hash (one without v= is version 16)',
        es: 'Los parámetros de un hash Argon2 (uno sin v= es de la versión 16)',
        de: 'Die Parameter eines Argon2-Hashs (einer ohne v= hat Version 16)',
        fr: "Les paramètres d'un hachage Argon2 (un hachage sans v= est de version 16)",
        'pt-br': 'Os parâmetros de um hash Argon2 (um sem v= é da versão 16)',
        'zh-cn': 'Argon2 哈希的参数（不带 v= 的为版本 16）',
      }),
    ]).apply(described, {
      en: 'The parameters the hash names: version and cost for bcrypt; version, memory_cost, time_cost and parallelism for Argon2',
      es: 'Los parámetros que indica el hash: version y cost para bcrypt; version, memory_cost, time_cost y parallelism para Argon2',
      de: 'Die Parameter, die der Hash angibt: version und cost bei bcrypt; version, memory_cost, time_cost und parallelism bei Argon2',
      fr: 'Les paramètres indiqués par le hachage\u00a0: version et cost pour bcrypt\u00a0; version, memory_cost, time_cost et parallelism pour Argon2',
      'pt-br': 'Os parâmetros que o hash indica: version e cost para bcrypt; version, memory_cost, time_cost e parallelism para Argon2',
      'zh-cn': '哈希所标明的参数：bcrypt 为 version 和 cost；Argon2 为 version、memory_cost、time_cost 和 parallelism',
    }),
  }),
  chain: { takes: 'hash', gives: 'result.valid' },
  examples: [
    {
      title: 'bcrypt, matching',
      params: { text: 'password', hash: '$2b$04$oBCf/cZzG9TfJIgim02GmuTbb44dOVzP1jh1afirJpBKzojBd0Xde' },
      result: { valid: true, algorithm: 'bcrypt', parameters: { version: '2b', cost: 4 } },
    },
    {
      title: 'Argon2id, not matching',
      params: { text: 'wrong password', hash: '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$K13EBUiG7JV+9ZxztmHFTdb7J0WQsnj2V8bZaqyPptE' },
      result: { valid: false, algorithm: 'argon2id', parameters: { version: 19, memory_cost: 19456, time_cost: 2, parallelism: 1 } },
    },
  ],
  run: async ({ text, hash }, ctx) => {
    // Read and bound the hash before queueing any work (SECURITY.md H3 and H5).
    const info = inspectHash(hash)
    if (info.algorithm === 'bcrypt') checkBcryptPassword(text)
    const valid = await ctx.hashing.run('password.verify', { password: text, hash })
    return { valid, ...info }
  },
  es: {
    summary: 'Comprueba una contraseña contra un hash bcrypt o Argon2',
    description: `Indica si la contraseña coincide con el hash guardado, y qué algoritmo y parámetros usa el hash. Hashes aceptados: bcrypt ($2a$, $2b$, $2y$) y Argon2 en formato PHC ($argon2id$, $argon2i$, $argon2d$); se ignoran los espacios en blanco alrededor del hash y la contraseña se usa tal como se envía. Como los parámetros del hash deciden cuánto tarda la comprobación, el hash se lee antes de hacer ningún trabajo y se rechaza cuando pide más que un coste bcrypt de ${BCRYPT_COST.max} o Argon2 m=${m.max} KiB, t=${t.max}, p=${p.max}. bcrypt solo lee los primeros ${BCRYPT_MAX_BYTES} bytes de una contraseña, así que una contraseña más larga (en UTF-8) se rechaza frente a un hash bcrypt: coincidiría siempre que coincidieran sus primeros 72 bytes. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.`,
    params: {
      text: 'Contraseña que se comprueba, como máximo 1024 caracteres',
      hash: 'Hash bcrypt o Argon2 guardado, como $2b$10$… o $argon2id$v=19$m=19456,t=2,p=1$…',
    },
  },
  de: {
    summary: 'Prüft ein Kennwort anhand eines bcrypt- oder Argon2-Hashs',
    description: `Gibt an, ob das Kennwort zum gespeicherten Hash passt und welchen Algorithmus und welche Parameter der Hash verwendet. Akzeptierte Hashes: bcrypt ($2a$, $2b$, $2y$) und Argon2 im PHC-Format ($argon2id$, $argon2i$, $argon2d$); Leerraum um den Hash wird ignoriert, das Kennwort wird genau so verwendet, wie es gesendet wird. Da die Parameter im Hash bestimmen, wie lange eine Prüfung dauert, wird der Hash vor jeder Berechnung gelesen und abgelehnt, wenn er mehr verlangt als bcrypt-Kosten ${BCRYPT_COST.max} oder Argon2 m=${m.max} KiB, t=${t.max}, p=${p.max}. bcrypt liest nur die ersten ${BCRYPT_MAX_BYTES} Bytes eines Kennworts, daher wird ein längeres Kennwort (in UTF-8) bei einem bcrypt-Hash abgelehnt: Es würde immer dann passen, wenn seine ersten 72 Bytes passen. Ist der Dienst mit anderen Hashes ausgelastet, antwortet er mit 503 und Retry-After.`,
    params: {
      text: 'Zu prüfendes Kennwort, höchstens 1024 Zeichen',
      hash: 'Gespeicherter bcrypt- oder Argon2-Hash, etwa $2b$10$… oder $argon2id$v=19$m=19456,t=2,p=1$…',
    },
  },
  fr: {
    summary: 'Vérifie un mot de passe par rapport à un hachage bcrypt ou Argon2',
    description: `Indique si le mot de passe correspond au hachage stocké, et quel algorithme et quels paramètres le hachage utilise. Hachages acceptés\u00a0: bcrypt ($2a$, $2b$, $2y$) et Argon2 au format PHC ($argon2id$, $argon2i$, $argon2d$)\u00a0; les espaces autour du hachage sont ignorés, le mot de passe est utilisé exactement tel qu'il est envoyé. Comme les paramètres contenus dans un hachage déterminent la durée d'une vérification, le hachage est lu avant tout calcul et refusé s'il demande plus qu'un coût bcrypt de ${BCRYPT_COST.max} ou qu'Argon2 m=${m.max} KiB, t=${t.max}, p=${p.max}. bcrypt ne lit que les ${BCRYPT_MAX_BYTES} premiers octets d'un mot de passe, donc un mot de passe plus long (en UTF-8) est refusé face à un hachage bcrypt\u00a0: il correspondrait dès que ses 72 premiers octets correspondent. Quand le service est occupé par d'autres hachages, il répond 503 avec Retry-After.`,
    params: {
      text: 'Mot de passe à vérifier, 1024 caractères au maximum',
      hash: 'Hachage bcrypt ou Argon2 stocké, comme $2b$10$… ou $argon2id$v=19$m=19456,t=2,p=1$…',
    },
  },
  'pt-br': {
    summary: 'Verifica uma senha em relação a um hash bcrypt ou Argon2',
    description: `Informa se a senha corresponde ao hash armazenado, e qual algoritmo e quais parâmetros o hash usa. Hashes aceitos: bcrypt ($2a$, $2b$, $2y$) e Argon2 no formato PHC ($argon2id$, $argon2i$, $argon2d$); os espaços em branco ao redor do hash são ignorados e a senha é usada exatamente como enviada. Como os parâmetros dentro de um hash decidem quanto tempo uma verificação leva, o hash é lido antes de qualquer processamento e recusado quando pede mais do que um custo bcrypt de ${BCRYPT_COST.max} ou Argon2 m=${m.max} KiB, t=${t.max}, p=${p.max}. O bcrypt lê apenas os primeiros ${BCRYPT_MAX_BYTES} bytes de uma senha, então uma senha mais longa (em UTF-8) é recusada diante de um hash bcrypt: ela corresponderia sempre que seus primeiros 72 bytes correspondessem. Quando o serviço está ocupado com outros hashes, ele responde 503 com Retry-After.`,
    params: {
      text: 'Senha a verificar, no máximo 1024 caracteres',
      hash: 'Hash bcrypt ou Argon2 armazenado, como $2b$10$… ou $argon2id$v=19$m=19456,t=2,p=1$…',
    },
  },
  'zh-cn': {
    summary: '根据 bcrypt 或 Argon2 哈希检查密码',
    description: `判断密码是否与存储的哈希匹配，并给出该哈希使用的算法和参数。接受的哈希：bcrypt（$2a$、$2b$、$2y$）和 PHC 格式的 Argon2（$argon2id$、$argon2i$、$argon2d$）；忽略哈希首尾的空白，密码按发送时的原样使用。由于哈希中的参数决定了一次检查所需的时间，因此会在进行任何计算之前读取哈希；如果其要求超过 bcrypt 成本 ${BCRYPT_COST.max} 或 Argon2 m=${m.max} KiB、t=${t.max}、p=${p.max}，则予以拒绝。bcrypt 只读取密码的前 ${BCRYPT_MAX_BYTES} 个字节，因此针对 bcrypt 哈希时，更长的密码（按 UTF-8 计）会被拒绝：否则只要其前 72 个字节相同就会匹配。服务忙于处理其他哈希时，返回 503 和 Retry-After。`,
    params: {
      text: '要检查的密码，最多 1024 个字符',
      hash: '存储的 bcrypt 或 Argon2 哈希，如 $2b$10$… 或 $argon2id$v=19$m=19456,t=2,p=1$…',
    },
  },
})
