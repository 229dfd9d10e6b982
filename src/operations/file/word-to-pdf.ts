import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, WORD_FILES, officeToPdf } from '../kits/office.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'word-to-pdf',
  input: 'file',
  requires: 'libreoffice',
  summary: 'Convert a Word document to PDF',
  description: [
    'Converts a Word document (DOCX) to PDF with LibreOffice, keeping its layout, fonts (those installed on the server; others are substituted) and images, named after the upload.',
    'Macros never run and linked content (images or data the document points to elsewhere) is not fetched.',
    'This operation needs LibreOffice on the server: without it the answer is 503 CONVERTER_MISSING.',
    BATCH_NOTE,
  ].join(' '),
  files: { ...WORD_FILES, answers: [PDF_TYPE] },
  params: z.object({}),
  examples: [{ title: 'A letter as PDF', params: {}, files: ['letter.docx'], output: PDF_TYPE }],
  run: (_params, ctx) => officeToPdf(ctx, 'docx', { operation: 'word-to-pdf', package: 'libreoffice-writer' }),
  es: {
    summary: 'Convierte un documento de Word a PDF',
    description: `Convierte un documento de Word (DOCX) a PDF con LibreOffice, conservando su maquetación, sus fuentes (las instaladas en el servidor; las demás se sustituyen) y sus imágenes, con el nombre del archivo subido. Las macros nunca se ejecutan y el contenido vinculado (imágenes o datos a los que el documento apunta en otro lugar) no se descarga. Esta operación necesita LibreOffice en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${es.image.SEVERAL_ZIP}`,
  },
  de: {
    summary: 'Konvertiert ein Word-Dokument in PDF',
    description: `Konvertiert ein Word-Dokument (DOCX) mit LibreOffice in PDF, behält dabei Layout, Schriftarten (die auf dem Server installierten; andere werden ersetzt) und Bilder bei und benennt es nach der hochgeladenen Datei. Makros werden nie ausgeführt, und verknüpfte Inhalte (Bilder oder Daten, auf die das Dokument an anderer Stelle verweist) werden nicht abgerufen. Dieser Vorgang erfordert LibreOffice auf dem Server: Fehlt es, lautet die Antwort 503 CONVERTER_MISSING. ${de.image.SEVERAL_ZIP}`,
  },
  fr: {
    summary: 'Convertit un document Word en PDF',
    description: `Convertit un document Word (DOCX) en PDF avec LibreOffice, en conservant sa mise en page, ses polices (celles installées sur le serveur\u00a0; les autres sont remplacées) et ses images, sous le nom du fichier chargé. Les macros ne sont jamais exécutées et le contenu lié (images ou données vers lesquelles le document pointe ailleurs) n'est pas récupéré. Cette opération nécessite LibreOffice sur le serveur\u00a0: sans lui, la réponse est 503 CONVERTER_MISSING. ${fr.image.SEVERAL_ZIP}`,
  },
  'pt-br': {
    summary: 'Converte um documento do Word em PDF',
    description: `Converte um documento do Word (DOCX) em PDF com o LibreOffice, mantendo o layout, as fontes (as instaladas no servidor; as demais são substituídas) e as imagens, com o nome do arquivo enviado. As macros nunca são executadas e o conteúdo vinculado (imagens ou dados para os quais o documento aponta em outro lugar) não é buscado. Esta operação precisa do LibreOffice no servidor: sem ele, a resposta é 503 CONVERTER_MISSING. ${ptBr.image.SEVERAL_ZIP}`,
  },
  'zh-cn': {
    summary: '将 Word 文档转换为 PDF',
    description: `使用 LibreOffice 将 Word 文档（DOCX）转换为 PDF，保留其版式、字体（使用服务器上已安装的字体；其他字体会被替换）和图像，以上传文件的名称命名。宏从不运行，链接的内容（文档指向别处的图像或数据）不会被获取。此操作需要服务器上安装 LibreOffice：否则响应为 503 CONVERTER_MISSING。${zhCn.image.SEVERAL_ZIP}`,
  },
})
