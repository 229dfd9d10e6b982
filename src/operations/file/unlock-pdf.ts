import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, pdfJob } from '../kits/pdf-pages.ts'

export default defineOperation({
  category: 'file',
  name: 'unlock-pdf',
  input: 'file',
  summary: 'Remove the password and restrictions from a PDF',
  description: [
    'Decrypts the PDF with password and answers it unencrypted, without printing or editing restrictions.',
    'A file that opens without a password (only an owner password restricts it) needs none.',
    'A wrong password answers 422 BAD_PASSWORD, a missing one 422 PDF_PASSWORD_REQUIRED, a damaged file 422 MALFORMED_PDF.',
    'A file that is not encrypted comes back unchanged (byte for byte) rather than failing, so a batch can mix both. Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    password: z.string().max(128).optional()
      .describe('The file\'s user or owner password. Not needed when the file opens without one.'),
  }),
  examples: [
    { title: 'Open with the password', params: { password: 'secret' }, files: ['encrypted.pdf'], output: 'application/pdf' },
    { title: 'Lift the restrictions of a file that opens without a password', params: {}, files: ['owner-only.pdf'], output: 'application/pdf' },
  ],
  run: async ({ password }, ctx) => asOutputs(await ctx.documents.run('pdf.unlock', pdfJob(ctx, password), budget(ctx))),
  es: {
    summary: 'Quita la contraseña y las restricciones de un PDF',
    description: 'Descifra el PDF con password y lo devuelve sin cifrar, sin restricciones de impresión ni de edición. Un archivo que se abre sin contraseña (solo lo restringe una contraseña de propietario) no necesita ninguna. Una contraseña incorrecta responde 422 BAD_PASSWORD, una que falta 422 PDF_PASSWORD_REQUIRED y un archivo dañado 422 MALFORMED_PDF. Un archivo que no está cifrado se devuelve sin cambios (byte a byte) en lugar de fallar, así que un lote puede mezclar ambos. Varios archivos se responden en un ZIP.',
    params: {
      password: 'La contraseña de usuario o de propietario del archivo. No hace falta cuando el archivo se abre sin ella.',
    },
  },
  de: {
    summary: 'Entfernt Kennwort und Einschränkungen aus einem PDF',
    description: 'Entschlüsselt das PDF mit password und gibt es unverschlüsselt zurück, ohne Druck- oder Bearbeitungseinschränkungen. Eine Datei, die sich ohne Kennwort öffnen lässt (nur ein Besitzerkennwort schränkt sie ein), benötigt keins. Ein falsches Kennwort ergibt 422 BAD_PASSWORD, ein fehlendes 422 PDF_PASSWORD_REQUIRED, eine beschädigte Datei 422 MALFORMED_PDF. Eine nicht verschlüsselte Datei kommt unverändert (Byte für Byte) zurück, statt einen Fehler auszulösen, sodass ein Stapel beides mischen kann. Bei mehreren Dateien ist die Antwort ein ZIP.',
    params: {
      password: 'Das Benutzer- oder Besitzerkennwort der Datei. Nicht erforderlich, wenn sich die Datei ohne Kennwort öffnen lässt.',
    },
  },
  fr: {
    summary: 'Supprime le mot de passe et les restrictions d\'un PDF',
    description: 'Déchiffre le PDF avec password et le renvoie non chiffré, sans restrictions d\'impression ni de modification. Un fichier qui s\'ouvre sans mot de passe (seul un mot de passe propriétaire le restreint) n\'en nécessite aucun. Un mot de passe incorrect renvoie 422 BAD_PASSWORD, un mot de passe manquant 422 PDF_PASSWORD_REQUIRED et un fichier endommagé 422 MALFORMED_PDF. Un fichier non chiffré est renvoyé inchangé (octet pour octet) au lieu d\'échouer, si bien qu\'un lot peut mélanger les deux. Plusieurs fichiers sont renvoyés dans un ZIP.',
    params: {
      password: 'Le mot de passe utilisateur ou propriétaire du fichier. Inutile si le fichier s\'ouvre sans mot de passe.',
    },
  },
  'pt-br': {
    summary: 'Remove a senha e as restrições de um PDF',
    description: 'Descriptografa o PDF com password e o retorna sem criptografia, sem restrições de impressão ou edição. Um arquivo que abre sem senha (só uma senha de proprietário o restringe) não precisa de nenhuma. Uma senha incorreta responde 422 BAD_PASSWORD, uma ausente 422 PDF_PASSWORD_REQUIRED e um arquivo danificado 422 MALFORMED_PDF. Um arquivo que não está criptografado é retornado sem alterações (byte a byte) em vez de falhar, então um lote pode misturar os dois casos. Vários arquivos são retornados em um ZIP.',
    params: {
      password: 'A senha de usuário ou de proprietário do arquivo. Não é necessária quando o arquivo abre sem senha.',
    },
  },
  'zh-cn': {
    summary: '移除 PDF 的密码和限制',
    description: '使用 password 解密 PDF，并以未加密形式返回，不带打印或编辑限制。无需密码即可打开的文件（仅受所有者密码限制）不需要提供密码。密码错误返回 422 BAD_PASSWORD，缺少密码返回 422 PDF_PASSWORD_REQUIRED，文件损坏返回 422 MALFORMED_PDF。未加密的文件会原样（逐字节相同）返回而不是报错，因此一批文件中可以同时包含这两种情况。多个文件以 ZIP 返回。',
    params: {
      password: '文件的用户密码或所有者密码。文件无需密码即可打开时不必提供。',
    },
  },
})
