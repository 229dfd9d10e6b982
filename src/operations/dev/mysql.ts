import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { digestBytes } from '../../lib/crypto/digest.ts'
import { passwordParam } from '../../lib/crypto/password.ts'
import { utf8Bytes } from '../../lib/text/utf8.ts'
import { UnsaltedPasswordHash } from '../kits/dev-results.ts'

export default defineOperation({
  category: 'dev',
  name: 'mysql',
  input: 'json',
  summary: 'MySQL PASSWORD() hash (mysql_native_password) of a password',
  description: 'The hash of MySQL 4.1 to 5.7 PASSWORD() and of the mysql_native_password plugin: an asterisk followed by the '
    + 'SHA-1 of the SHA-1 of the password, in 40 upper-case hex digits. The password\'s UTF-8 bytes are hashed, as MySQL does '
    + 'for a utf8mb4 connection; it is used exactly as sent, at most 1024 characters. As in MySQL, an empty password gives an '
    + 'empty hash (no password). The hash is unsalted: '
    + 'use it only to test or interoperate, never to store new passwords.',
  params: z.object({
    text: passwordParam('Password to hash, at most 1024 characters'),
  }),
  result: UnsaltedPasswordHash,
  chain: { gives: 'result.hash' },
  examples: [
    { params: { text: 'password' }, result: { algorithm: 'mysql_native_password', hash: '*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19' } },
  ],
  run: ({ text }) => {
    if (text === '') return { algorithm: 'mysql_native_password' as const, hash: '' }
    const twice = digestBytes('sha1', digestBytes('sha1', utf8Bytes(text)))
    return { algorithm: 'mysql_native_password' as const, hash: `*${twice.toString('hex').toUpperCase()}` }
  },
  es: {
    summary: 'Hash PASSWORD() de MySQL (mysql_native_password) de una contraseña',
    description: 'El hash de PASSWORD() de MySQL 4.1 a 5.7 y del plugin mysql_native_password: un asterisco seguido del SHA-1 del SHA-1 de la contraseña, en 40 dígitos hexadecimales en mayúsculas. Se procesan los bytes UTF-8 de la contraseña, como hace MySQL con una conexión utf8mb4; se usa tal como se envía, como máximo 1024 caracteres. Como en MySQL, una contraseña vacía da un hash vacío (sin contraseña). El hash no lleva sal: úselo solo para pruebas o interoperabilidad, nunca para guardar contraseñas nuevas.',
    params: {
      text: 'Contraseña de la que se calcula el hash, como máximo 1024 caracteres',
    },
  },
  de: {
    summary: 'MySQL-PASSWORD()-Hash (mysql_native_password) eines Kennworts',
    description: 'Der Hash von PASSWORD() in MySQL 4.1 bis 5.7 und des Plug-ins mysql_native_password: ein Sternchen, gefolgt vom SHA-1 des SHA-1 des Kennworts, in 40 hexadezimalen Ziffern in Großbuchstaben. Gehasht werden die UTF-8-Bytes des Kennworts, wie MySQL es bei einer utf8mb4-Verbindung tut; es wird genau so verwendet, wie es gesendet wird, höchstens 1024 Zeichen. Wie in MySQL ergibt ein leeres Kennwort einen leeren Hash (kein Kennwort). Der Hash ist ungesalzen: Verwenden Sie ihn nur für Tests oder zur Interoperabilität, niemals zum Speichern neuer Kennwörter.',
    params: {
      text: 'Kennwort, dessen Hash berechnet wird, höchstens 1024 Zeichen',
    },
  },
  fr: {
    summary: "Hachage PASSWORD() de MySQL (mysql_native_password) d'un mot de passe",
    description: "Le hachage de PASSWORD() de MySQL 4.1 à 5.7 et du plug-in mysql_native_password\u00a0: un astérisque suivi du SHA-1 du SHA-1 du mot de passe, en 40 chiffres hexadécimaux majuscules. Ce sont les octets UTF-8 du mot de passe qui sont hachés, comme le fait MySQL pour une connexion utf8mb4\u00a0; il est utilisé exactement tel qu'il est envoyé, 1024 caractères au maximum. Comme dans MySQL, un mot de passe vide donne un hachage vide (pas de mot de passe). Le hachage n'est pas salé\u00a0: utilisez-le uniquement pour des tests ou l'interopérabilité, jamais pour stocker de nouveaux mots de passe.",
    params: {
      text: 'Mot de passe à hacher, 1024 caractères au maximum',
    },
  },
  'pt-br': {
    summary: 'Hash PASSWORD() do MySQL (mysql_native_password) de uma senha',
    description: 'O hash de PASSWORD() do MySQL 4.1 a 5.7 e do plug-in mysql_native_password: um asterisco seguido do SHA-1 do SHA-1 da senha, em 40 dígitos hexadecimais maiúsculos. São processados os bytes UTF-8 da senha, como o MySQL faz em uma conexão utf8mb4; ela é usada exatamente como enviada, no máximo 1024 caracteres. Como no MySQL, uma senha vazia dá um hash vazio (sem senha). O hash não tem salt: use-o apenas para testes ou interoperabilidade, nunca para armazenar senhas novas.',
    params: {
      text: 'Senha cujo hash é calculado, no máximo 1024 caracteres',
    },
  },
  'zh-cn': {
    summary: '密码的 MySQL PASSWORD() 哈希 (mysql_native_password)',
    description: 'MySQL 4.1 到 5.7 中 PASSWORD() 以及 mysql_native_password 插件所用的哈希：一个星号，后跟密码 SHA-1 的 SHA-1，为 40 位大写十六进制数字。与 MySQL 在 utf8mb4 连接中的做法一样，对密码的 UTF-8 字节计算哈希；密码按发送时的原样使用，最多 1024 个字符。与 MySQL 一样，空密码得到空哈希（无密码）。此哈希不加盐：仅可用于测试或互操作，切勿用于存储新密码。',
    params: {
      text: '要计算哈希的密码，最多 1024 个字符',
    },
  },
})
