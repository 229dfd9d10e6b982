import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget, named, pdfLimits } from '../kits/documents.ts'
import { PDF_TO_PDF } from '../kits/pdf-pages.ts'

const permission = (what: string, allowed: boolean) =>
  z.boolean().default(allowed).describe(`Whether someone who opens the file with password may ${what} (1 or 0).`)

export default defineOperation({
  category: 'file',
  name: 'protect-pdf',
  input: 'file',
  summary: 'Encrypt a PDF with a password (AES-256)',
  description: [
    'Encrypts the PDF with AES-256 (PDF 2.0 security handler, revision 6): it opens only with password.',
    'The permissions say what a reader opening it with that password may do; modifying also covers inserting, deleting and rotating pages, annotating also covers filling in forms.',
    'They are honoured by readers, not enforced by the encryption. owner_password lifts them; without one, a random 32-character owner password is used and not kept,',
    'so nobody can lift them (unlock-pdf with password still removes the encryption altogether).',
    'A file that is already encrypted is refused: remove its password first with unlock-pdf. Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    password: z.string().min(1).max(128).describe('The password needed to open the file (1 to 128 characters).'),
    owner_password: z.string().min(1).max(128).optional()
      .describe('The password that lifts the permissions below (1 to 128 characters, different from password). Default: a random one, not returned.'),
    allow_printing: permission('print it', true),
    allow_copying: permission('copy its text and images', true),
    allow_modifying: permission('change it', false),
    allow_annotating: permission('add comments and fill in its forms', true),
  }),
  examples: [{
    title: 'Protect with a password, no printing',
    params: { password: 'secret', allow_printing: false },
    files: ['three-pages.pdf'],
    output: 'application/pdf',
  }],
  async run(params, ctx) {
    if (params.owner_password === params.password) throw new OperationError('PDF_SAME_PASSWORDS')
    const job = {
      file: named(ctx.files.uploads)[0]!,
      limits: pdfLimits(ctx),
      userPassword: params.password,
      ...(params.owner_password !== undefined && { ownerPassword: params.owner_password }),
      permissions: {
        printing: params.allow_printing,
        copying: params.allow_copying,
        modifying: params.allow_modifying,
        annotating: params.allow_annotating,
      },
    }
    return asOutputs(await ctx.documents.run('pdf.protect', job, budget(ctx)))
  },
  es: {
    summary: 'Cifra un PDF con una contraseña (AES-256)',
    description: 'Cifra el PDF con AES-256 (gestor de seguridad de PDF 2.0, revisión 6): solo se abre con password. Los permisos indican qué puede hacer un lector que lo abre con esa contraseña; modificar incluye también insertar, eliminar y girar páginas, y anotar incluye también rellenar formularios. Los respetan los lectores, no los impone el cifrado. owner_password los levanta; sin ella se usa una contraseña de propietario aleatoria de 32 caracteres que no se guarda, así que nadie puede levantarlos (unlock-pdf con password sigue quitando el cifrado por completo). Se rechaza un archivo que ya está cifrado: quite antes su contraseña con unlock-pdf. Varios archivos se responden en un ZIP.',
    params: {
      password: 'La contraseña necesaria para abrir el archivo (de 1 a 128 caracteres).',
      owner_password: 'La contraseña que levanta los permisos siguientes (de 1 a 128 caracteres, distinta de password). Por defecto: una aleatoria, que no se devuelve.',
      allow_printing: 'Si quien abre el archivo con password puede imprimirlo (1 o 0).',
      allow_copying: 'Si quien abre el archivo con password puede copiar su texto y sus imágenes (1 o 0).',
      allow_modifying: 'Si quien abre el archivo con password puede modificarlo (1 o 0).',
      allow_annotating: 'Si quien abre el archivo con password puede añadir comentarios y rellenar sus formularios (1 o 0).',
    },
  },
  de: {
    summary: 'Verschlüsselt ein PDF mit einem Kennwort (AES-256)',
    description: 'Verschlüsselt das PDF mit AES-256 (Sicherheitshandler von PDF 2.0, Revision 6): Es lässt sich nur mit password öffnen. Die Berechtigungen legen fest, was jemand tun darf, der es mit diesem Kennwort öffnet; Ändern umfasst auch das Einfügen, Löschen und Drehen von Seiten, Kommentieren auch das Ausfüllen von Formularen. PDF-Reader beachten sie, die Verschlüsselung erzwingt sie jedoch nicht. owner_password hebt sie auf; ohne dieses Kennwort wird ein zufälliges Besitzerkennwort aus 32 Zeichen verwendet und nicht gespeichert, sodass niemand sie aufheben kann (unlock-pdf mit password entfernt die Verschlüsselung trotzdem vollständig). Eine bereits verschlüsselte Datei wird abgelehnt: Entfernen Sie zuerst ihr Kennwort mit unlock-pdf. Bei mehreren Dateien ist die Antwort ein ZIP.',
    params: {
      password: 'Das Kennwort, das zum Öffnen der Datei nötig ist (1 bis 128 Zeichen).',
      owner_password: 'Das Kennwort, das die folgenden Berechtigungen aufhebt (1 bis 128 Zeichen, verschieden von password). Standard: ein zufälliges, das nicht zurückgegeben wird.',
      allow_printing: 'Ob jemand, der die Datei mit password öffnet, sie drucken darf (1 oder 0).',
      allow_copying: 'Ob jemand, der die Datei mit password öffnet, ihren Text und ihre Bilder kopieren darf (1 oder 0).',
      allow_modifying: 'Ob jemand, der die Datei mit password öffnet, sie ändern darf (1 oder 0).',
      allow_annotating: 'Ob jemand, der die Datei mit password öffnet, Kommentare hinzufügen und ihre Formulare ausfüllen darf (1 oder 0).',
    },
  },
  fr: {
    summary: 'Chiffre un PDF avec un mot de passe (AES-256)',
    description: 'Chiffre le PDF avec AES-256 (gestionnaire de sécurité PDF 2.0, révision 6)\u00a0: il ne s\'ouvre qu\'avec password. Les autorisations indiquent ce que peut faire une personne qui l\'ouvre avec ce mot de passe\u00a0; la modification couvre aussi l\'insertion, la suppression et la rotation de pages, et l\'annotation couvre aussi le remplissage de formulaires. Elles sont respectées par les lecteurs, mais pas imposées par le chiffrement. owner_password les lève\u00a0; sans lui, un mot de passe propriétaire aléatoire de 32 caractères est utilisé puis oublié, si bien que personne ne peut les lever (unlock-pdf avec password supprime tout de même entièrement le chiffrement). Un fichier déjà chiffré est refusé\u00a0: supprimez d\'abord son mot de passe avec unlock-pdf. Plusieurs fichiers sont renvoyés dans un ZIP.',
    params: {
      password: 'Le mot de passe nécessaire pour ouvrir le fichier (de 1 à 128 caractères).',
      owner_password: 'Le mot de passe qui lève les autorisations ci-dessous (de 1 à 128 caractères, différent de password). Par défaut\u00a0: un mot de passe aléatoire, qui n\'est pas renvoyé.',
      allow_printing: 'Indique si une personne qui ouvre le fichier avec password peut l\'imprimer (1 ou 0).',
      allow_copying: 'Indique si une personne qui ouvre le fichier avec password peut copier son texte et ses images (1 ou 0).',
      allow_modifying: 'Indique si une personne qui ouvre le fichier avec password peut le modifier (1 ou 0).',
      allow_annotating: 'Indique si une personne qui ouvre le fichier avec password peut ajouter des commentaires et remplir ses formulaires (1 ou 0).',
    },
  },
  'pt-br': {
    summary: 'Criptografa um PDF com uma senha (AES-256)',
    description: 'Criptografa o PDF com AES-256 (manipulador de segurança do PDF 2.0, revisão 6): ele só abre com password. As permissões dizem o que pode fazer quem o abre com essa senha; modificar inclui também inserir, excluir e girar páginas, e anotar inclui também preencher formulários. Os leitores as respeitam, mas a criptografia não as impõe. owner_password as suspende; sem ela, é usada uma senha de proprietário aleatória de 32 caracteres, que não é guardada, então ninguém pode suspendê-las (unlock-pdf com password continua removendo a criptografia por completo). Um arquivo que já está criptografado é recusado: remova antes a senha dele com unlock-pdf. Vários arquivos são retornados em um ZIP.',
    params: {
      password: 'A senha necessária para abrir o arquivo (de 1 a 128 caracteres).',
      owner_password: 'A senha que suspende as permissões abaixo (de 1 a 128 caracteres, diferente de password). Padrão: uma aleatória, que não é retornada.',
      allow_printing: 'Se quem abre o arquivo com password pode imprimi-lo (1 ou 0).',
      allow_copying: 'Se quem abre o arquivo com password pode copiar o texto e as imagens dele (1 ou 0).',
      allow_modifying: 'Se quem abre o arquivo com password pode modificá-lo (1 ou 0).',
      allow_annotating: 'Se quem abre o arquivo com password pode adicionar comentários e preencher os formulários dele (1 ou 0).',
    },
  },
  'zh-cn': {
    summary: '使用密码加密 PDF（AES-256）',
    description: '使用 AES-256（PDF 2.0 安全处理程序，修订版本 6）加密 PDF：只能用 password 打开。权限规定了使用该密码打开文件的人可以执行的操作；修改还包括插入、删除和旋转页面，注释还包括填写表单。这些权限由阅读器遵守，加密本身并不强制执行。owner_password 可以解除这些权限；未提供时，会使用一个随机的 32 个字符的所有者密码且不予保存，因此任何人都无法解除这些权限（但使用 password 调用 unlock-pdf 仍可完全移除加密）。已加密的文件会被拒绝：请先用 unlock-pdf 移除其密码。多个文件以 ZIP 返回。',
    params: {
      password: '打开文件所需的密码（1 到 128 个字符）。',
      owner_password: '用于解除以下权限的密码（1 到 128 个字符，不得与 password 相同）。默认：随机生成，不会返回。',
      allow_printing: '使用 password 打开文件的人是否可以打印（1 或 0）。',
      allow_copying: '使用 password 打开文件的人是否可以复制其中的文本和图像（1 或 0）。',
      allow_modifying: '使用 password 打开文件的人是否可以修改文件（1 或 0）。',
      allow_annotating: '使用 password 打开文件的人是否可以添加注释和填写表单（1 或 0）。',
    },
  },
})
