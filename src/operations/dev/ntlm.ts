import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { md4Hex } from '../../lib/crypto/digest.ts'
import { passwordParam } from '../../lib/crypto/password.ts'
import { UnsaltedPasswordHash } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'ntlm',
  input: 'json',
  summary: 'NTLM hash (NT hash) of a password',
  description: 'The NT hash Windows stores for a password: MD4 of the password in UTF-16LE, as 32 lowercase hex digits '
    + '(the form hashcat, Impacket and secretsdump print; compare case-insensitively with tools that print upper case). '
    + 'The password is used exactly as sent, at most 1024 characters. NTLM is unsalted and fast to brute-force: use it only to '
    + 'test or interoperate, never to store passwords.',
  params: z.object({
    text: passwordParam('Password to hash, at most 1024 characters'),
  }),
  result: UnsaltedPasswordHash,
  chain: { gives: 'result.hash' },
  examples: [
    { params: { text: 'password' }, result: { algorithm: 'ntlm', hash: '8846f7eaee8fb117ad06bdd830b7586c' } },
  ],
  run: async ({ text }) => ({ algorithm: 'ntlm' as const, hash: await md4Hex(Buffer.from(text, 'utf16le')) }),
  es: {
    summary: 'Hash NTLM (hash NT) de una contraseña',
    description: 'El hash NT que Windows guarda para una contraseña: MD4 de la contraseña en UTF-16LE, como 32 dígitos hexadecimales en minúsculas (la forma que imprimen hashcat, Impacket y secretsdump; compárelo sin distinguir mayúsculas con las herramientas que lo imprimen en mayúsculas). La contraseña se usa tal como se envía, como máximo 1024 caracteres. NTLM no lleva sal y es rápido de atacar por fuerza bruta: úselo solo para pruebas o interoperabilidad, nunca para guardar contraseñas.',
    params: {
      text: 'Contraseña de la que se calcula el hash, como máximo 1024 caracteres',
    },
  },
  de: {
    summary: 'NTLM-Hash (NT-Hash) eines Kennworts',
    description: 'Der NT-Hash, den Windows für ein Kennwort speichert: MD4 des Kennworts in UTF-16LE, als 32 hexadezimale Ziffern in Kleinbuchstaben (die Form, die hashcat, Impacket und secretsdump ausgeben; vergleichen Sie ohne Berücksichtigung der Groß-/Kleinschreibung mit Tools, die Großbuchstaben ausgeben). Das Kennwort wird genau so verwendet, wie es gesendet wird, höchstens 1024 Zeichen. NTLM ist ungesalzen und schnell per Brute Force zu knacken: Verwenden Sie es nur für Tests oder zur Interoperabilität, niemals zum Speichern von Kennwörtern.',
    params: {
      text: 'Kennwort, dessen Hash berechnet wird, höchstens 1024 Zeichen',
    },
  },
  fr: {
    summary: "Hachage NTLM (hachage NT) d'un mot de passe",
    description: "Le hachage NT que Windows stocke pour un mot de passe\u00a0: MD4 du mot de passe en UTF-16LE, sous forme de 32 chiffres hexadécimaux minuscules (la forme qu'affichent hashcat, Impacket et secretsdump\u00a0; comparez sans tenir compte de la casse avec les outils qui l'affichent en majuscules). Le mot de passe est utilisé exactement tel qu'il est envoyé, 1024 caractères au maximum. NTLM n'est pas salé et se casse rapidement par force brute\u00a0: utilisez-le uniquement pour des tests ou l'interopérabilité, jamais pour stocker des mots de passe.",
    params: {
      text: 'Mot de passe à hacher, 1024 caractères au maximum',
    },
  },
  'pt-br': {
    summary: 'Hash NTLM (hash NT) de uma senha',
    description: 'O hash NT que o Windows armazena para uma senha: MD4 da senha em UTF-16LE, como 32 dígitos hexadecimais minúsculos (a forma que hashcat, Impacket e secretsdump imprimem; compare sem diferenciar maiúsculas de minúsculas com as ferramentas que o imprimem em maiúsculas). A senha é usada exatamente como enviada, no máximo 1024 caracteres. O NTLM não tem salt e é rápido de quebrar por força bruta: use-o apenas para testes ou interoperabilidade, nunca para armazenar senhas.',
    params: {
      text: 'Senha cujo hash é calculado, no máximo 1024 caracteres',
    },
  },
  'zh-cn': {
    summary: '密码的 NTLM 哈希（NT 哈希）',
    description: 'Windows 为密码存储的 NT 哈希：UTF-16LE 编码密码的 MD4，为 32 位小写十六进制数字（即 hashcat、Impacket 和 secretsdump 输出的形式；与输出大写的工具比较时请不区分大小写）。密码按发送时的原样使用，最多 1024 个字符。NTLM 不加盐，且很容易被暴力破解：仅可用于测试或互操作，切勿用于存储密码。',
    params: {
      text: '要计算哈希的密码，最多 1024 个字符',
    },
  },
})
