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
})
