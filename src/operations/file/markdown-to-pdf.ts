import { z } from 'zod'
import { ApiError } from '../../core/errors.ts'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { theUpload } from '../kits/office.ts'
import { chromiumToPdf } from '../../lib/office/converters.ts'
import { PDF_TYPE, pdfName } from '../../lib/pdf/document.ts'
import { MAX_MARKDOWN_LENGTH, runMarkdownRender } from '../../lib/text/markdown.ts'
import { printPage } from '../../lib/print/markdown-page.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const PAGE_SIZES = ['A4', 'Letter'] as const

export default defineOperation({
  category: 'file',
  name: 'markdown-to-pdf',
  input: 'file',
  requires: 'chromium',
  summary: 'Convert a Markdown document to PDF',
  description: [
    'Renders a Markdown document, uploaded as a file or sent as text in the field `text` (UTF-8, CommonMark with GitHub tables and strikethrough) to HTML exactly as dev/markdown-to-html does, raw HTML escaped and links limited to safe addresses,',
    'then prints it to PDF with headless Chromium on `page_size` paper with `margin` millimetres on every side, through the same sanitised path as html-to-pdf.',
    'The print style sheet sets a serif body at 11 pt, sans-serif headings, monospaced code blocks on a light grey background that wrap long lines, and tables with ruled cells; headings are kept with what follows them.',
    'Nothing is fetched: images are shown only when embedded as data: URIs (data:image/png;base64,…); an image or style with any other address, http(s) included, is left out, as html-to-pdf does.',
    `At most ${MAX_MARKDOWN_LENGTH.toLocaleString('en')} characters per file (413 MARKDOWN_FILE_TOO_LONG). The file is recognised as text from its bytes, whatever its name; named after the upload with .pdf.`,
    'This operation needs Chromium on the server: without it the answer is 503 CONVERTER_MISSING naming the chromium package.',
    'Several files answer a ZIP.',
  ].join(' '),
  files: { accepts: ['csv', 'json', 'html'], mode: 'each', answers: [PDF_TYPE], textField: { field: 'text', name: 'document.md' } },
  params: z.object({
    text: z.string().max(MAX_MARKDOWN_LENGTH).optional()
      .describe(`The Markdown as text, instead of a file (not both); at most ${MAX_MARKDOWN_LENGTH.toLocaleString('en')} characters; the PDF is named document.pdf`),
    page_size: z.enum(PAGE_SIZES).default('A4').describe('Paper size: A4 (210 × 297 mm) or Letter (8.5 × 11 in); default A4'),
    margin: z.number().min(0).max(50).default(15).describe('Margin on every side, in millimetres (0 to 50); default 15'),
  }),
  examples: [
    { title: 'A README on A4', params: {}, files: ['notes.md'], output: PDF_TYPE },
    { title: 'On Letter paper with 25 mm margins', params: { page_size: 'Letter', margin: 25 }, files: ['notes.md'], output: PDF_TYPE },
    { title: 'Markdown sent as text', params: { text: '# Release notes\n\n- Faster start\n- **Fewer** crashes\n' }, files: [], output: PDF_TYPE },
  ],
  async run({ page_size, margin }, ctx) {
    const input = theUpload(ctx)
    const text = new TextDecoder('utf-8').decode(input.bytes).replace(/^\uFEFF/, '')
    if (text.length > MAX_MARKDOWN_LENGTH) {
      throw new ApiError('MARKDOWN_FILE_TOO_LONG', { name: input.name, length: text.length, max: MAX_MARKDOWN_LENGTH })
    }
    const { html } = await runMarkdownRender(ctx.compute, text)
    const page = new TextEncoder().encode(printPage(html, { title: input.name, pageSize: page_size, marginMm: margin }))
    // Cleaned like any html-to-pdf upload: whatever the renderer let through, nothing loads or runs.
    const bytes = await ctx.documents.run('office.safeHtml', { name: input.name, bytes: page }, budget(ctx))
    const pdf = await chromiumToPdf({
      operation: 'markdown-to-pdf', package: 'chromium', name: input.name, bytes, deadline: ctx.files.deadline, signal: ctx.files.signal, paths: ctx.files.converters,
    })
    return new FileOutput(pdfName(input.name), PDF_TYPE, pdf)
  },
  es: {
    summary: 'Convierte un documento Markdown a PDF',
    description: `Convierte un documento Markdown, subido como archivo o enviado como texto en el campo \`text\` (UTF-8, CommonMark con las tablas y el tachado de GitHub) a HTML exactamente como dev/markdown-to-html, con el HTML en bruto escapado y los enlaces limitados a direcciones seguras, y después lo imprime a PDF con Chromium sin interfaz en papel \`page_size\` con \`margin\` milímetros en cada lado, por el mismo camino saneado que html-to-pdf. La hoja de estilo de impresión usa un cuerpo con serifa de 11 pt, títulos sin serifa, bloques de código monoespaciados sobre fondo gris claro que parten las líneas largas y tablas con celdas delimitadas; los títulos se mantienen junto a lo que les sigue. No se descarga nada: las imágenes solo se muestran si van incrustadas como URI data: (data:image/png;base64,…); una imagen o un estilo con cualquier otra dirección, http(s) incluido, se omite, como en html-to-pdf. Como máximo ${MAX_MARKDOWN_LENGTH.toLocaleString('es')} caracteres por archivo (413 MARKDOWN_FILE_TOO_LONG). El archivo se reconoce como texto por sus bytes, sea cual sea su nombre; el PDF lleva el nombre del archivo subido con .pdf. Esta operación necesita Chromium en el servidor: sin él la respuesta es 503 CONVERTER_MISSING, que nombra el paquete chromium. ${es.image.SEVERAL_ZIP}`,
    params: {
      text: `El Markdown como texto, en lugar de un archivo (no ambos); como máximo ${MAX_MARKDOWN_LENGTH.toLocaleString('es')} caracteres; el PDF se llama document.pdf`,
      page_size: 'Tamaño del papel: A4 (210 × 297 mm) o Letter (8,5 × 11 pulgadas); por defecto A4',
      margin: 'Margen en cada lado, en milímetros (de 0 a 50); por defecto 15',
    },
  },
  de: {
    summary: 'Konvertiert ein Markdown-Dokument in PDF',
    description: `Wandelt ein Markdown-Dokument, das als Datei hochgeladen oder als Text im Feld \`text\` gesendet wird (UTF-8, CommonMark mit GitHub-Tabellen und Durchstreichung), genau wie dev/markdown-to-html in HTML um, wobei roher HTML-Code maskiert und Links auf sichere Adressen beschränkt werden, und druckt es dann mit Headless Chromium als PDF auf Papier im Format \`page_size\` mit \`margin\` Millimetern Rand ringsum, über denselben bereinigten Weg wie html-to-pdf. Das Druck-Stylesheet setzt den Fließtext in einer Serifenschrift mit 11 pt, Überschriften serifenlos, Codeblöcke in Festbreitenschrift auf hellgrauem Hintergrund mit Umbruch langer Zeilen und Tabellen mit umrandeten Zellen; Überschriften bleiben bei dem, was auf sie folgt. Es wird nichts geladen: Bilder werden nur angezeigt, wenn sie als data:-URIs eingebettet sind (data:image/png;base64,…); ein Bild oder Stil mit einer anderen Adresse, auch http(s), wird wie bei html-to-pdf ausgelassen. Höchstens ${MAX_MARKDOWN_LENGTH.toLocaleString('de')} Zeichen pro Datei (413 MARKDOWN_FILE_TOO_LONG). Die Datei wird unabhängig von ihrem Namen anhand ihrer Bytes als Text erkannt; das PDF erhält den Namen der hochgeladenen Datei mit .pdf. Dieser Vorgang erfordert Chromium auf dem Server: Fehlt es, lautet die Antwort 503 CONVERTER_MISSING mit dem Namen des Pakets chromium. ${de.image.SEVERAL_ZIP}`,
    params: {
      text: `Das Markdown als Text statt als Datei (nicht beides); höchstens ${MAX_MARKDOWN_LENGTH.toLocaleString('de')} Zeichen; das PDF heißt document.pdf`,
      page_size: 'Papierformat: A4 (210 × 297 mm) oder Letter (8,5 × 11 Zoll); Standardwert: A4',
      margin: 'Rand ringsum in Millimetern (0 bis 50); Standardwert: 15',
    },
  },
  fr: {
    summary: 'Convertit un document Markdown en PDF',
    description: `Convertit en HTML un document Markdown, chargé comme fichier ou envoyé sous forme de texte dans le champ \`text\` (UTF-8, CommonMark avec les tableaux et le texte barré de GitHub), exactement comme dev/markdown-to-html, le HTML brut étant échappé et les liens limités aux adresses sûres, puis l'imprime en PDF avec Chromium headless sur du papier \`page_size\` avec une marge de \`margin\` millimètres de chaque côté, par le même chemin assaini que html-to-pdf. La feuille de style d'impression utilise un corps de texte à empattements de 11 pt, des titres sans empattements, des blocs de code à chasse fixe sur fond gris clair qui renvoient les longues lignes à la ligne, et des tableaux aux cellules bordées\u00a0; les titres restent avec ce qui les suit. Rien n'est récupéré\u00a0: les images ne s'affichent que si elles sont incorporées sous forme d'URI data: (data:image/png;base64,…)\u00a0; une image ou un style avec toute autre adresse, http(s) compris, est omis, comme dans html-to-pdf. Au maximum ${MAX_MARKDOWN_LENGTH.toLocaleString('fr')} caractères par fichier (413 MARKDOWN_FILE_TOO_LONG). Le fichier est reconnu comme texte d'après ses octets, quel que soit son nom\u00a0; le PDF porte le nom du fichier chargé avec .pdf. Cette opération nécessite Chromium sur le serveur\u00a0: sans lui, la réponse est 503 CONVERTER_MISSING, qui nomme le paquet chromium. ${fr.image.SEVERAL_ZIP}`,
    params: {
      text: `Le Markdown sous forme de texte, au lieu d'un fichier (pas les deux)\u00a0; au maximum ${MAX_MARKDOWN_LENGTH.toLocaleString('fr')} caractères\u00a0; le PDF s'appelle document.pdf`,
      page_size: 'Format du papier\u00a0: A4 (210 × 297 mm) ou Letter (8,5 × 11 pouces)\u00a0; A4 par défaut',
      margin: 'Marge de chaque côté, en millimètres (de 0 à 50)\u00a0; 15 par défaut',
    },
  },
  'pt-br': {
    summary: 'Converte um documento Markdown em PDF',
    description: `Converte um documento Markdown, enviado como arquivo ou como texto no campo \`text\` (UTF-8, CommonMark com as tabelas e o tachado do GitHub), em HTML exatamente como o dev/markdown-to-html, com o HTML bruto escapado e os links limitados a endereços seguros, e depois o imprime em PDF com o Chromium headless em papel \`page_size\` com \`margin\` milímetros de margem em cada lado, pelo mesmo caminho sanitizado do html-to-pdf. A folha de estilo de impressão usa um corpo com serifa de 11 pt, títulos sem serifa, blocos de código monoespaçados sobre fundo cinza-claro que quebram as linhas longas e tabelas com células delimitadas; os títulos ficam junto do que vem depois deles. Nada é buscado: as imagens só aparecem quando incorporadas como URIs data: (data:image/png;base64,…); uma imagem ou um estilo com qualquer outro endereço, inclusive http(s), é omitido, como no html-to-pdf. No máximo ${MAX_MARKDOWN_LENGTH.toLocaleString('pt-BR')} caracteres por arquivo (413 MARKDOWN_FILE_TOO_LONG). O arquivo é reconhecido como texto pelos bytes, seja qual for o nome; o PDF recebe o nome do arquivo enviado com .pdf. Esta operação precisa do Chromium no servidor: sem ele, a resposta é 503 CONVERTER_MISSING, que indica o pacote chromium. ${ptBr.image.SEVERAL_ZIP}`,
    params: {
      text: `O Markdown como texto, em vez de um arquivo (não ambos); no máximo ${MAX_MARKDOWN_LENGTH.toLocaleString('pt-BR')} caracteres; o PDF se chama document.pdf`,
      page_size: 'Tamanho do papel: A4 (210 × 297 mm) ou Letter (8,5 × 11 polegadas); padrão: A4',
      margin: 'Margem em cada lado, em milímetros (de 0 a 50); padrão: 15',
    },
  },
  'zh-cn': {
    summary: '将 Markdown 文档转换为 PDF',
    description: `将 Markdown 文档（以文件上传，或以文本形式在 \`text\` 字段中发送；UTF-8，CommonMark，支持 GitHub 表格和删除线）按与 dev/markdown-to-html 完全相同的方式渲染为 HTML，原始 HTML 会被转义，链接仅限安全地址；然后通过与 html-to-pdf 相同的净化流程，使用无头 Chromium 将其打印为 PDF，纸张为 \`page_size\`，四边边距均为 \`margin\` 毫米。打印样式表的设置为：正文使用 11 pt 衬线字体，标题使用无衬线字体，代码块使用等宽字体、浅灰色背景并对长行自动换行，表格单元格带边框；标题与其后的内容保持在一起。不获取任何外部内容：图像只有以 data: URI（data:image/png;base64,…）嵌入时才会显示；与 html-to-pdf 一样，使用其他任何地址（包括 http(s)）的图像或样式都会被省略。每个文件最多 ${MAX_MARKDOWN_LENGTH.toLocaleString('zh-CN')} 个字符（413 MARKDOWN_FILE_TOO_LONG）。无论文件名如何，都根据文件字节将其识别为文本；PDF 以上传文件的名称加 .pdf 命名。此操作需要服务器上安装 Chromium：否则响应为 503 CONVERTER_MISSING，并指明 chromium 软件包。${zhCn.image.SEVERAL_ZIP}`,
    params: {
      text: `以文本形式提供的 Markdown，用于代替文件（二者不可同时提供）；最多 ${MAX_MARKDOWN_LENGTH.toLocaleString('zh-CN')} 个字符；PDF 命名为 document.pdf`,
      page_size: '纸张大小：A4（210 × 297 mm）或 Letter（8.5 × 11 英寸）；默认为 A4',
      margin: '每边的边距，以毫米为单位（0 到 50）；默认为 15',
    },
  },
})
