import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MARKDOWN_BUDGET_MS, MAX_BLOCK_TOKENS, MAX_MARKDOWN_LENGTH, runMarkdownRender } from '../../lib/text/markdown.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'dev',
  name: 'markdown-to-html',
  input: 'json',
  summary: 'Convert Markdown (CommonMark with GitHub tables and strikethrough) to safe HTML',
  description: 'The Markdown is read as CommonMark, plus GitHub-style tables, ~~strikethrough~~ and bare URLs and e-mail addresses turned into links. '
    + 'The HTML is safe to insert into a page: raw HTML in the input is shown as text (escaped), never passed through, and a link or image '
    + 'whose address is not http, https, mailto, relative, or an inline data:image/gif, png, jpeg or webp is left as plain text '
    + '(so javascript:, vbscript:, file: and data:text/html links do not become links). Quotes and dashes are kept as typed. '
    + `A document of more than ${(MAX_BLOCK_TOKENS / 3).toLocaleString('en')} blocks and table cells is refused (MARKDOWN_TOO_MANY_ELEMENTS; short table rows count `
    + `as full ones, since empty cells are added to match the header), and rendering is stopped after ${MARKDOWN_BUDGET_MS.toLocaleString('en')} ms (MARKDOWN_TIMEOUT). `
    + 'The result is { html }, ending with a newline unless the text is empty.',
  params: z.object({
    text: z.string().max(MAX_MARKDOWN_LENGTH).describe(`The Markdown to convert, up to ${MAX_MARKDOWN_LENGTH.toLocaleString('en')} characters`),
  }),
  result: z.object({
    html: z.string().apply(described, {
      en: 'The HTML, safe to insert into a page; it ends with a newline unless the text is empty',
      es: 'El HTML, seguro para insertarlo en una página; termina en un salto de línea salvo que el texto esté vacío',
      de: 'Das HTML, sicher zum Einfügen in eine Seite; es endet mit einem Zeilenumbruch, sofern der Text nicht leer ist',
      fr: "Le HTML, sûr à insérer dans une page\u00a0; il se termine par un saut de ligne sauf si le texte est vide",
      'pt-br': 'O HTML, seguro para inserir em uma página; termina com uma quebra de linha, a menos que o texto esteja vazio',
      'zh-cn': 'HTML，可安全地插入页面；除非文本为空，否则以换行符结尾',
    }),
  }),
  chain: { gives: 'result.html' },
  examples: [
    {
      title: 'heading, emphasis, strikethrough and a bare URL',
      params: { text: '# Hello\n\n**Bold**, *italic*, ~~gone~~ and https://example.com' },
      result: { html: '<h1>Hello</h1>\n<p><strong>Bold</strong>, <em>italic</em>, <s>gone</s> and <a href="https://example.com">https://example.com</a></p>\n' },
    },
    {
      title: 'a table',
      params: { text: '| a | b |\n|---|--:|\n| 1 | 2 |' },
      result: { html: '<table>\n<thead>\n<tr>\n<th>a</th>\n<th style="text-align:right">b</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n<td style="text-align:right">2</td>\n</tr>\n</tbody>\n</table>\n' },
    },
    {
      title: 'raw HTML and script links stay text',
      params: { text: '<b>hi</b> [x](javascript:alert(1))' },
      result: { html: '<p>&lt;b&gt;hi&lt;/b&gt; [x](javascript:alert(1))</p>\n' },
    },
  ],
  run: ({ text }, ctx) => runMarkdownRender(ctx.compute, text),
  es: {
    summary: 'Convierte Markdown (CommonMark con tablas y tachado de GitHub) en HTML seguro',
    description: `El Markdown se lee como CommonMark, más las tablas al estilo de GitHub, el ~~tachado~~ y las URL y direcciones de correo sueltas convertidas en enlaces. El HTML se puede insertar en una página con seguridad: el HTML en bruto de la entrada se muestra como texto (escapado), nunca se deja pasar, y un enlace o una imagen cuya dirección no sea http, https, mailto, relativa o un data:image/gif, png, jpeg o webp en línea se deja como texto plano (así los enlaces javascript:, vbscript:, file: y data:text/html no se convierten en enlaces). Las comillas y los guiones se conservan tal como se escribieron. Un documento de más de ${es.text.figure(MAX_BLOCK_TOKENS / 3)} bloques y celdas de tabla se rechaza (MARKDOWN_TOO_MANY_ELEMENTS; las filas de tabla cortas cuentan como completas, ya que se añaden celdas vacías hasta igualar el encabezado), y la conversión se detiene a los ${es.text.figure(MARKDOWN_BUDGET_MS)} ms (MARKDOWN_TIMEOUT). El resultado es { html }, que termina en un salto de línea salvo que el texto esté vacío.`,
    params: {
      text: `El Markdown que se convierte, hasta ${es.text.figure(MAX_MARKDOWN_LENGTH)} caracteres`,
    },
  },
  de: {
    summary: 'Wandelt Markdown (CommonMark mit GitHub-Tabellen und Durchstreichung) in sicheres HTML um',
    description: `Das Markdown wird als CommonMark gelesen, dazu Tabellen im GitHub-Stil, ~~Durchstreichung~~ sowie alleinstehende URLs und E-Mail-Adressen, die in Links umgewandelt werden. Das HTML kann gefahrlos in eine Seite eingefügt werden: Roh-HTML in der Eingabe wird als Text angezeigt (maskiert), nie durchgereicht, und ein Link oder Bild, dessen Adresse nicht http, https, mailto, relativ oder ein eingebettetes data:image/gif, png, jpeg oder webp ist, bleibt reiner Text (sodass Links mit javascript:, vbscript:, file: und data:text/html keine Links werden). Anführungszeichen und Striche bleiben wie eingegeben. Ein Dokument mit mehr als ${de.text.figure(MAX_BLOCK_TOKENS / 3)} Blöcken und Tabellenzellen wird abgelehnt (MARKDOWN_TOO_MANY_ELEMENTS; kurze Tabellenzeilen zählen als vollständige, da leere Zellen ergänzt werden, bis sie zur Kopfzeile passen), und die Konvertierung wird nach ${de.text.figure(MARKDOWN_BUDGET_MS)} ms abgebrochen (MARKDOWN_TIMEOUT). Das Ergebnis ist { html }, das mit einem Zeilenumbruch endet, sofern der Text nicht leer ist.`,
    params: {
      text: `Das zu konvertierende Markdown, bis zu ${de.text.figure(MAX_MARKDOWN_LENGTH)} Zeichen`,
    },
  },
  fr: {
    summary: 'Convertit du Markdown (CommonMark avec les tableaux et le texte barré de GitHub) en HTML sûr',
    description: `Le Markdown est lu comme du CommonMark, avec en plus les tableaux de style GitHub, le ~~texte barré~~ et les URL et adresses e-mail isolées converties en liens. Le HTML peut être inséré sans risque dans une page\u00a0: le HTML brut de l'entrée est affiché comme du texte (échappé), jamais transmis tel quel, et un lien ou une image dont l'adresse n'est pas http, https, mailto, relative ou un data:image/gif, png, jpeg ou webp incorporé reste du texte brut (ainsi les liens javascript:, vbscript:, file: et data:text/html ne deviennent pas des liens). Les guillemets et les tirets sont conservés tels qu'ils sont saisis. Un document de plus de ${fr.text.figure(MAX_BLOCK_TOKENS / 3)} blocs et cellules de tableau est refusé (MARKDOWN_TOO_MANY_ELEMENTS\u00a0; les lignes de tableau courtes comptent comme complètes, car des cellules vides sont ajoutées pour correspondre à l'en-tête), et le rendu est interrompu au bout de ${fr.text.figure(MARKDOWN_BUDGET_MS)} ms (MARKDOWN_TIMEOUT). Le résultat est { html }, qui se termine par un saut de ligne sauf si le texte est vide.`,
    params: {
      text: `Le Markdown à convertir, jusqu'à ${fr.text.figure(MAX_MARKDOWN_LENGTH)} caractères`,
    },
  },
  'pt-br': {
    summary: 'Converte Markdown (CommonMark com tabelas e tachado do GitHub) em HTML seguro',
    description: `O Markdown é lido como CommonMark, mais as tabelas no estilo do GitHub, o ~~tachado~~ e as URLs e endereços de email soltos convertidos em links. O HTML pode ser inserido em uma página com segurança: o HTML bruto da entrada é mostrado como texto (com escape), nunca é repassado, e um link ou uma imagem cujo endereço não seja http, https, mailto, relativo ou um data:image/gif, png, jpeg ou webp embutido fica como texto simples (assim os links javascript:, vbscript:, file: e data:text/html não viram links). As aspas e os traços são mantidos como digitados. Um documento com mais de ${ptBr.text.figure(MAX_BLOCK_TOKENS / 3)} blocos e células de tabela é recusado (MARKDOWN_TOO_MANY_ELEMENTS; linhas de tabela curtas contam como completas, já que são adicionadas células vazias até igualar o cabeçalho), e a conversão é interrompida após ${ptBr.text.figure(MARKDOWN_BUDGET_MS)} ms (MARKDOWN_TIMEOUT). O resultado é { html }, que termina com uma quebra de linha, a menos que o texto esteja vazio.`,
    params: {
      text: `O Markdown a converter, até ${ptBr.text.figure(MAX_MARKDOWN_LENGTH)} caracteres`,
    },
  },
  'zh-cn': {
    summary: '将 Markdown（CommonMark，支持 GitHub 表格和删除线）转换为安全的 HTML',
    description: `Markdown 按 CommonMark 读取，并支持 GitHub 风格的表格、~~删除线~~，以及将裸 URL 和电子邮件地址转换为链接。生成的 HTML 可以安全地插入页面：输入中的原始 HTML 会作为文本显示（已转义），绝不会原样传递；地址不是 http、https、mailto、相对地址或内联 data:image/gif、png、jpeg、webp 的链接或图像会保留为纯文本（因此 javascript:、vbscript:、file: 和 data:text/html 链接不会变成链接）。引号和破折号保持输入时的样子。超过 ${zhCn.text.figure(MAX_BLOCK_TOKENS / 3)} 个块和表格单元格的文档会被拒绝（MARKDOWN_TOO_MANY_ELEMENTS；较短的表格行按完整行计数，因为会补充空单元格以与表头对齐），渲染在 ${zhCn.text.figure(MARKDOWN_BUDGET_MS)} ms 后停止 (MARKDOWN_TIMEOUT)。结果为 { html }，除非文本为空，否则以换行符结尾。`,
    params: {
      text: `要转换的 Markdown，最多 ${zhCn.text.figure(MAX_MARKDOWN_LENGTH)} 个字符`,
    },
  },
})
