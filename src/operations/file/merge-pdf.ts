import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget, named, pdfLimits } from '../kits/documents.ts'
import { openPasswordParam } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'

const MAX_FILES = 20

export default defineOperation({
  category: 'file',
  name: 'merge-pdf',
  input: 'file',
  summary: 'Merge several PDFs into one, with a bookmark per file',
  description: [
    `Joins 2 to ${MAX_FILES} PDFs into one, in upload order, keeping every page as it is (size, rotation, links inside each page).`,
    'The result has one bookmark per input, titled with its file name without the extension, that jumps to its first page;',
    'the inputs\' own bookmarks, form fields and document information are not carried over.',
    'The merged document may have at most PDF_MAX_PAGES pages in total (413 otherwise).',
    'Encrypted inputs are opened with password (the same one for all); files that only restrict printing or editing open without it. The result is not encrypted.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'all', maxFiles: MAX_FILES, answers: [PDF_TYPE] },
  params: z.object({ password: openPasswordParam }),
  examples: [{
    title: 'A 3-page A4 document followed by a US Letter page',
    params: {},
    files: ['three-pages.pdf', 'letter.pdf'],
    output: 'application/pdf',
  }],
  async run({ password }, ctx) {
    const { uploads } = ctx.files
    if (uploads.length < 2) throw new OperationError('PDF_MERGE_NEEDS_TWO', { count: uploads.length })
    const job = { files: named(uploads), limits: pdfLimits(ctx), ...(password ? { password } : {}) }
    return asOutputs(await ctx.documents.run('pdf.merge', job, budget(ctx)))
  },
  es: {
    summary: 'Une varios PDF en uno, con un marcador por archivo',
    description: 'Une de 2 a 20 PDF en uno, en el orden de subida, conservando cada página tal cual (tamaño, rotación, enlaces dentro de cada página). El resultado tiene un marcador por cada entrada, titulado con su nombre de archivo sin la extensión, que lleva a su primera página; no se trasladan los marcadores, los campos de formulario ni la información del documento de las entradas. El documento unido puede tener como máximo PDF_MAX_PAGES páginas en total (413 en otro caso). Las entradas cifradas se abren con password (la misma para todas); los archivos que solo restringen la impresión o la edición se abren sin ella. El resultado no está cifrado.',
    params: {
      password: es.pdf.PDF_PASSWORD,
    },
  },
  de: {
    summary: 'Führt mehrere PDFs zu einem zusammen, mit einem Lesezeichen pro Datei',
    description: `Fügt 2 bis ${MAX_FILES} PDFs in der Reihenfolge des Hochladens zu einem zusammen und lässt jede Seite unverändert (Größe, Drehung, Links innerhalb jeder Seite). Das Ergebnis hat pro Eingabedatei ein Lesezeichen mit ihrem Dateinamen ohne Erweiterung, das zu ihrer ersten Seite springt; eigene Lesezeichen, Formularfelder und Dokumentinformationen der Eingabedateien werden nicht übernommen. Das zusammengeführte Dokument darf insgesamt höchstens PDF_MAX_PAGES Seiten haben (sonst 413). Verschlüsselte Eingabedateien werden mit password geöffnet (für alle dasselbe); Dateien, die nur das Drucken oder Bearbeiten einschränken, lassen sich ohne Kennwort öffnen. Das Ergebnis ist nicht verschlüsselt.`,
    params: {
      password: de.pdf.PDF_PASSWORD,
    },
  },
  fr: {
    summary: 'Fusionne plusieurs PDF en un seul, avec un signet par fichier',
    description: `Assemble de 2 à ${MAX_FILES} PDF en un seul, dans l'ordre de chargement, en conservant chaque page telle quelle (taille, rotation, liens à l'intérieur de chaque page). Le résultat comporte un signet par fichier d'entrée, intitulé d'après son nom de fichier sans l'extension, qui renvoie à sa première page\u00a0; les signets, les champs de formulaire et les informations de document propres aux fichiers d'entrée ne sont pas repris. Le document fusionné peut compter au maximum PDF_MAX_PAGES pages au total (413 sinon). Les fichiers d'entrée chiffrés sont ouverts avec password (le même pour tous)\u00a0; les fichiers qui ne restreignent que l'impression ou la modification s'ouvrent sans lui. Le résultat n'est pas chiffré.`,
    params: {
      password: fr.pdf.PDF_PASSWORD,
    },
  },
  'pt-br': {
    summary: 'Junta vários PDFs em um só, com um marcador por arquivo',
    description: `Junta de 2 a ${MAX_FILES} PDFs em um só, na ordem de envio, mantendo cada página como está (tamanho, rotação, links dentro de cada página). O resultado tem um marcador por arquivo de entrada, com o nome do arquivo sem a extensão, que leva à primeira página dele; os marcadores, os campos de formulário e as informações de documento dos arquivos de entrada não são transferidos. O documento combinado pode ter no máximo PDF_MAX_PAGES páginas no total (caso contrário, 413). Arquivos de entrada criptografados são abertos com password (a mesma para todos); arquivos que apenas restringem a impressão ou a edição abrem sem ela. O resultado não é criptografado.`,
    params: {
      password: ptBr.pdf.PDF_PASSWORD,
    },
  },
  'zh-cn': {
    summary: '将多个 PDF 合并为一个，每个文件对应一个书签',
    description: `按上传顺序将 2 到 ${MAX_FILES} 个 PDF 合并为一个，每一页都保持原样（尺寸、旋转、页内链接）。结果中每个输入文件对应一个书签，标题为其不带扩展名的文件名，指向该文件的第一页；输入文件自身的书签、表单域和文档信息不会保留。合并后的文档总页数最多为 PDF_MAX_PAGES（否则返回 413）。加密的输入文件使用 password 打开（所有文件使用同一密码）；仅限制打印或编辑的文件无需密码即可打开。结果不加密。`,
    params: {
      password: zhCn.pdf.PDF_PASSWORD,
    },
  },
})
