import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MARKDOWN_BUDGET_MS, MAX_BLOCK_TOKENS, MAX_MARKDOWN_LENGTH, runMarkdownRender } from '../../lib/text/markdown.ts'
import es from '../../i18n/es/phrases/index.ts'

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
    html: z.string().apply(described, { en: 'The HTML, safe to insert into a page; it ends with a newline unless the text is empty', es: 'El HTML, seguro para insertarlo en una página; termina en un salto de línea salvo que el texto esté vacío' }),
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
})
