import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { digestBytes } from '../../lib/crypto/digest.ts'
import { passwordParam } from '../../lib/crypto/password.ts'
import { utf8Bytes } from '../../lib/text/utf8.ts'

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
  examples: [
    { params: { text: 'password' }, result: { algorithm: 'mysql_native_password', hash: '*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19' } },
  ],
  run: ({ text }) => {
    if (text === '') return { algorithm: 'mysql_native_password', hash: '' }
    const twice = digestBytes('sha1', digestBytes('sha1', utf8Bytes(text)))
    return { algorithm: 'mysql_native_password', hash: `*${twice.toString('hex').toUpperCase()}` }
  },
})
