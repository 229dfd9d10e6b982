import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { ARGON2_LIMITS, checkArgon2Parameters, passwordParam, type Argon2Parameter } from '../../lib/crypto/password.ts'
import { Argon2Parameters } from '../kits/dev-results.ts'

const ARGON2_VERSION = 19 as const

const limit = (name: Argon2Parameter, what: string) => {
  const { min, max, default: fallback } = ARGON2_LIMITS[name]
  return z.number().int().min(min).max(max).default(fallback).describe(`${what}, ${min} to ${max}; default ${fallback}`)
}

/** The Spanish text of a limit parameter, with the same bounds. */
const limitEs = (name: Argon2Parameter, what: string) => {
  const { min, max, default: fallback } = ARGON2_LIMITS[name]
  return `${what}, de ${min} a ${max}; por defecto ${fallback}`
}

/** How the other languages write a limit parameter: what it is, then its bounds and default. */
const BOUNDS = {
  de: (min: number, max: number, fallback: number) => `${min} bis ${max}; Standard: ${fallback}`,
  fr: (min: number, max: number, fallback: number) => `de ${min} à ${max}\u00a0; ${fallback} par défaut`,
  'pt-br': (min: number, max: number, fallback: number) => `de ${min} a ${max}; padrão ${fallback}`,
  'zh-cn': (min: number, max: number, fallback: number) => `${min} 到 ${max}；默认为 ${fallback}`,
}

/** The text of a limit parameter in one of those languages, with the same bounds. */
const limitIn = (lang: keyof typeof BOUNDS, name: Argon2Parameter, what: string) => {
  const { min, max, default: fallback } = ARGON2_LIMITS[name]
  return `${what}${lang === 'zh-cn' ? '，' : ', '}${BOUNDS[lang](min, max, fallback)}`
}

export default defineOperation({
  category: 'dev',
  name: 'argon2',
  input: 'json',
  summary: 'Hash a password with Argon2id',
  description: 'Returns an Argon2id (RFC 9106) hash in PHC string form, $argon2id$v=19$m=…,t=…,p=…$salt$digest, with a new random '
    + '16-byte salt and a 32-byte digest; every call gives a different hash (check one with dev/password-verify). '
    + 'The defaults are the OWASP baseline, m=19456 KiB (19 MiB), t=2, p=1. Parameters are capped at 64 MiB of memory, 10 passes '
    + 'and 4 lanes so one call stays under about a quarter of a second; memory_cost must be at least 8 KiB per lane. '
    + 'The password is used exactly as sent, at most 1024 characters, with no 72-byte limit. '
    + 'When the service is busy with other hashes, it answers 503 with Retry-After.',
  params: z.object({
    text: passwordParam('Password to hash, at most 1024 characters'),
    memory_cost: limit('memory_cost', 'Memory to use, in KiB (m)'),
    time_cost: limit('time_cost', 'Number of passes over the memory (t)'),
    parallelism: limit('parallelism', 'Number of lanes (p)'),
  }),
  result: z.object({
    hash: z.string().apply(described, {
      en: 'The hash in PHC string form, $argon2id$v=19$m=…,t=…,p=…$salt$digest: a 16-byte salt and a 32-byte digest in unpadded Base64',
      es: 'El hash en formato de cadena PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest: una sal de 16 bytes y un resumen de 32 bytes en Base64 sin relleno',
      de: 'Der Hash im PHC-Zeichenfolgenformat, $argon2id$v=19$m=…,t=…,p=…$salt$digest: ein Salt von 16 Bytes und ein Hashwert von 32 Bytes in Base64 ohne Auffüllung',
      fr: 'Le hachage au format de chaîne PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest\u00a0: un sel de 16 octets et un condensé de 32 octets en Base64 sans remplissage',
      'pt-br': 'O hash no formato de cadeia PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest: um salt de 16 bytes e um resumo de 32 bytes em Base64 sem preenchimento',
      'zh-cn': 'PHC 字符串格式的哈希，$argon2id$v=19$m=…,t=…,p=…$salt$digest：16 字节的盐值和 32 字节的摘要，采用不带填充的 Base64',
    }),
    algorithm: z.literal('argon2id').apply(described, {
      en: 'The algorithm: always argon2id',
      es: 'El algoritmo: siempre argon2id',
      de: 'Der Algorithmus: immer argon2id',
      fr: "L'algorithme\u00a0: toujours argon2id",
      'pt-br': 'O algoritmo: sempre argon2id',
      'zh-cn': '算法：始终为 argon2id',
    }),
    parameters: Argon2Parameters.apply(described, {
      en: 'The parameters the hash was made with, version 19',
      es: 'Los parámetros con los que se calculó el hash, versión 19',
      de: 'Die Parameter, mit denen der Hash berechnet wurde, Version 19',
      fr: 'Les paramètres avec lesquels le hachage a été calculé, version 19',
      'pt-br': 'Os parâmetros com que o hash foi calculado, versão 19',
      'zh-cn': '计算哈希时使用的参数，版本 19',
    }),
  }),
  chain: { gives: 'result.hash' },
  examples: [
    { title: 'OWASP defaults', params: { text: 'correct horse battery staple' } },
    { title: 'more memory and passes', params: { text: 'hunter2', memory_cost: 65536, time_cost: 3, parallelism: 4 } },
  ],
  run: async ({ text, ...parameters }, ctx) => {
    checkArgon2Parameters(parameters) // before queueing: refused parameters cost no hashing time
    const hash = await ctx.hashing.run('password.argon2Hash', { password: text, ...parameters })
    return { hash, algorithm: 'argon2id' as const, parameters: { version: ARGON2_VERSION, ...parameters } }
  },
  es: {
    summary: 'Calcula el hash Argon2id de una contraseña',
    description: 'Devuelve un hash Argon2id (RFC 9106) en formato de cadena PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest, con una sal aleatoria nueva de 16 bytes y un resumen de 32 bytes; cada llamada da un hash distinto (compruébelo con dev/password-verify). Los valores por defecto son la base de OWASP, m=19456 KiB (19 MiB), t=2, p=1. Los parámetros se limitan a 64 MiB de memoria, 10 pasadas y 4 carriles para que una llamada no pase de aproximadamente un cuarto de segundo; memory_cost debe ser de al menos 8 KiB por carril. La contraseña se usa tal como se envía, como máximo 1024 caracteres, sin límite de 72 bytes. Cuando el servicio está ocupado con otros hashes, responde 503 con Retry-After.',
    params: {
      text: 'Contraseña de la que se calcula el hash, como máximo 1024 caracteres',
      memory_cost: limitEs('memory_cost', 'Memoria que se usa, en KiB (m)'),
      time_cost: limitEs('time_cost', 'Número de pasadas sobre la memoria (t)'),
      parallelism: limitEs('parallelism', 'Número de carriles (p)'),
    },
  },
  de: {
    summary: 'Berechnet den Argon2id-Hash eines Kennworts',
    description: 'Gibt einen Argon2id-Hash (RFC 9106) im PHC-Zeichenfolgenformat zurück, $argon2id$v=19$m=…,t=…,p=…$salt$digest, mit einem neuen zufälligen Salt von 16 Bytes und einem Hashwert von 32 Bytes; jeder Aufruf ergibt einen anderen Hash (prüfen Sie einen mit dev/password-verify). Die Standardwerte sind die OWASP-Basis, m=19456 KiB (19 MiB), t=2, p=1. Die Parameter sind auf 64 MiB Speicher, 10 Durchläufe und 4 Lanes begrenzt, damit ein Aufruf unter etwa einer Viertelsekunde bleibt; memory_cost muss mindestens 8 KiB pro Lane betragen. Das Kennwort wird genau so verwendet, wie es gesendet wird, höchstens 1024 Zeichen, ohne 72-Byte-Grenze. Ist der Dienst mit anderen Hashes ausgelastet, antwortet er mit 503 und Retry-After.',
    params: {
      text: 'Kennwort, dessen Hash berechnet wird, höchstens 1024 Zeichen',
      memory_cost: limitIn('de', 'memory_cost', 'Zu verwendender Speicher, in KiB (m)'),
      time_cost: limitIn('de', 'time_cost', 'Anzahl der Durchläufe über den Speicher (t)'),
      parallelism: limitIn('de', 'parallelism', 'Anzahl der Lanes (p)'),
    },
  },
  fr: {
    summary: "Calcule le hachage Argon2id d'un mot de passe",
    description: "Renvoie un hachage Argon2id (RFC 9106) au format de chaîne PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest, avec un nouveau sel aléatoire de 16 octets et un condensé de 32 octets\u00a0; chaque appel donne un hachage différent (vérifiez-en un avec dev/password-verify). Les valeurs par défaut sont la base de l'OWASP, m=19456 KiB (19 MiB), t=2, p=1. Les paramètres sont plafonnés à 64 MiB de mémoire, 10 passes et 4 voies pour qu'un appel reste sous environ un quart de seconde\u00a0; memory_cost doit valoir au moins 8 KiB par voie. Le mot de passe est utilisé exactement tel qu'il est envoyé, 1024 caractères au maximum, sans limite de 72 octets. Quand le service est occupé par d'autres hachages, il répond 503 avec Retry-After.",
    params: {
      text: 'Mot de passe à hacher, 1024 caractères au maximum',
      memory_cost: limitIn('fr', 'memory_cost', 'Mémoire à utiliser, en KiB (m)'),
      time_cost: limitIn('fr', 'time_cost', 'Nombre de passes sur la mémoire (t)'),
      parallelism: limitIn('fr', 'parallelism', 'Nombre de voies (p)'),
    },
  },
  'pt-br': {
    summary: 'Calcula o hash Argon2id de uma senha',
    description: 'Retorna um hash Argon2id (RFC 9106) no formato de cadeia PHC, $argon2id$v=19$m=…,t=…,p=…$salt$digest, com um novo salt aleatório de 16 bytes e um resumo de 32 bytes; cada chamada dá um hash diferente (confira um com dev/password-verify). Os valores padrão são a base da OWASP, m=19456 KiB (19 MiB), t=2, p=1. Os parâmetros são limitados a 64 MiB de memória, 10 passagens e 4 faixas para que uma chamada não passe de cerca de um quarto de segundo; memory_cost deve ser de pelo menos 8 KiB por faixa. A senha é usada exatamente como enviada, no máximo 1024 caracteres, sem limite de 72 bytes. Quando o serviço está ocupado com outros hashes, ele responde 503 com Retry-After.',
    params: {
      text: 'Senha cujo hash é calculado, no máximo 1024 caracteres',
      memory_cost: limitIn('pt-br', 'memory_cost', 'Memória a usar, em KiB (m)'),
      time_cost: limitIn('pt-br', 'time_cost', 'Número de passagens pela memória (t)'),
      parallelism: limitIn('pt-br', 'parallelism', 'Número de faixas (p)'),
    },
  },
  'zh-cn': {
    summary: '使用 Argon2id 计算密码的哈希',
    description: '返回 PHC 字符串格式的 Argon2id（RFC 9106）哈希 $argon2id$v=19$m=…,t=…,p=…$salt$digest，使用新的 16 字节随机盐值，摘要为 32 字节；每次调用得到的哈希都不同（可用 dev/password-verify 进行校验）。默认值为 OWASP 基线：m=19456 KiB (19 MiB)、t=2、p=1。参数上限为 64 MiB 内存、10 次遍历和 4 个通道，使单次调用保持在约四分之一秒以内；memory_cost 必须至少为每通道 8 KiB。密码按发送时的原样使用，最多 1024 个字符，没有 72 字节的限制。服务忙于处理其他哈希时，返回 503 和 Retry-After。',
    params: {
      text: '要计算哈希的密码，最多 1024 个字符',
      memory_cost: limitIn('zh-cn', 'memory_cost', '要使用的内存，以 KiB 为单位 (m)'),
      time_cost: limitIn('zh-cn', 'time_cost', '遍历内存的次数 (t)'),
      parallelism: limitIn('zh-cn', 'parallelism', '通道数 (p)'),
    },
  },
})
