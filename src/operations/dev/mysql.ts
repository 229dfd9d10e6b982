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
})
