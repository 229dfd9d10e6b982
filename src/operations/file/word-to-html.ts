import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, WORD_FILES, convertWord } from '../kits/office.ts'
import { HTML_TYPE } from '../../lib/office/outputs.ts'
import { MAX_EMBEDDED_IMAGE_BYTES } from '../../lib/office/word.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'word-to-html',
  input: 'file',
  summary: 'Convert a Word document to HTML',
  description: [
    'Converts a Word document (DOCX) to a complete UTF-8 HTML page, named after the upload. The structure is kept (headings, paragraphs, bold and italic, lists, tables, links, footnotes)',
    'and the looks are not (fonts, colours, sizes, page layout); styles without an HTML equivalent are dropped silently.',
    `Images are embedded as data: URIs, at most ${MAX_EMBEDDED_IMAGE_BYTES / 1024 / 1024} MiB of them (413 beyond); files the document only links to are never fetched.`,
    BATCH_NOTE,
  ].join(' '),
  files: { ...WORD_FILES, answers: [HTML_TYPE] },
  params: z.object({}),
  examples: [{ title: 'A letter as a web page', params: {}, files: ['letter.docx'], output: HTML_TYPE }],
  run: (_params, ctx) => convertWord(ctx, 'office.wordToHtml'),
  es: {
    summary: 'Convierte un documento de Word a HTML',
    description: `Convierte un documento de Word (DOCX) en una página HTML completa en UTF-8, con el nombre del archivo subido. Se conserva la estructura (títulos, párrafos, negrita y cursiva, listas, tablas, enlaces, notas al pie) y no el aspecto (fuentes, colores, tamaños, maquetación de página); los estilos sin equivalente en HTML se descartan sin aviso. Las imágenes se incrustan como URI data:, como máximo 50 MiB en total (413 por encima); los archivos que el documento solo enlaza nunca se descargan. ${es.image.SEVERAL_ZIP}`,
  },
  de: {
    summary: 'Konvertiert ein Word-Dokument in HTML',
    description: `Konvertiert ein Word-Dokument (DOCX) in eine vollständige HTML-Seite in UTF-8, benannt nach der hochgeladenen Datei. Die Struktur bleibt erhalten (Überschriften, Absätze, Fett- und Kursivschrift, Listen, Tabellen, Links, Fußnoten), das Erscheinungsbild nicht (Schriftarten, Farben, Größen, Seitenlayout); Formatvorlagen ohne HTML-Entsprechung werden stillschweigend verworfen. Bilder werden als data:-URIs eingebettet, insgesamt höchstens ${MAX_EMBEDDED_IMAGE_BYTES / 1024 / 1024} MiB (darüber 413); Dateien, auf die das Dokument nur verweist, werden nie abgerufen. ${de.image.SEVERAL_ZIP}`,
  },
  fr: {
    summary: 'Convertit un document Word en HTML',
    description: `Convertit un document Word (DOCX) en page HTML complète en UTF-8, sous le nom du fichier chargé. La structure est conservée (titres, paragraphes, gras et italique, listes, tableaux, liens, notes de bas de page), mais pas l'apparence (polices, couleurs, tailles, mise en page)\u00a0; les styles sans équivalent HTML sont ignorés sans avertissement. Les images sont incorporées sous forme d'URI data:, ${MAX_EMBEDDED_IMAGE_BYTES / 1024 / 1024} MiB au maximum au total (413 au-delà)\u00a0; les fichiers vers lesquels le document ne fait que pointer ne sont jamais récupérés. ${fr.image.SEVERAL_ZIP}`,
  },
  'pt-br': {
    summary: 'Converte um documento do Word em HTML',
    description: `Converte um documento do Word (DOCX) em uma página HTML completa em UTF-8, com o nome do arquivo enviado. A estrutura é mantida (títulos, parágrafos, negrito e itálico, listas, tabelas, links, notas de rodapé), mas a aparência não (fontes, cores, tamanhos, layout da página); estilos sem equivalente em HTML são descartados sem aviso. As imagens são incorporadas como URIs data:, no máximo ${MAX_EMBEDDED_IMAGE_BYTES / 1024 / 1024} MiB no total (413 acima disso); arquivos que o documento apenas vincula nunca são buscados. ${ptBr.image.SEVERAL_ZIP}`,
  },
  'zh-cn': {
    summary: '将 Word 文档转换为 HTML',
    description: `将 Word 文档（DOCX）转换为完整的 UTF-8 HTML 页面，以上传文件的名称命名。保留结构（标题、段落、粗体和斜体、列表、表格、链接、脚注），不保留外观（字体、颜色、字号、页面布局）；没有 HTML 对应项的样式会被直接丢弃。图像以 data: URI 嵌入，总计最多 ${MAX_EMBEDDED_IMAGE_BYTES / 1024 / 1024} MiB（超出则返回 413）；文档仅链接到的文件从不获取。${zhCn.image.SEVERAL_ZIP}`,
  },
})
