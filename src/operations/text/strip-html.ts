import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextOutput } from '../kits/text-results.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'strip-html',
  input: 'json',
  summary: 'Remove HTML tags and leave the plain text, laid out in lines and paragraphs',
  description: 'Tags, comments, doctypes and processing instructions are removed, and the contents of script, style, title, template, iframe, noembed and noframes are dropped. '
    + 'Character references are decoded (&amp; → &, &eacute; → é, &#8364; → €; &nbsp; becomes a no-break space U+00A0). '
    + 'White space is collapsed as a browser does (runs of spaces, tabs and line breaks become one space), except inside pre and textarea, where it is kept. '
    + 'Paragraph-like elements (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) are set off by a blank line, other block elements (div, li, tr, dt, dd…) start a new line, '
    + '<br> is a line break, and table cells in a row are separated by a tab. There is never more than one blank line in a row, and none at the start or end. '
    + `A < that starts no tag (as in a < b) is kept as text; a tag cut off by the end of the input is dropped. The output uses \\n. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({ text: textInput('The HTML document or fragment') }),
  result: TextOutput,
  examples: [
    {
      params: { text: '<h1>Title</h1><p>Hello&nbsp;<b>world</b> &amp; friends.<br>New line</p><script>alert(1)</script><ul><li>One</li><li>Two</li></ul>' },
      result: { output: 'Title\n\nHello\u00a0world & friends.\nNew line\n\nOne\nTwo' },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.stripHtml', params),
  es: {
    summary: 'Elimina las etiquetas HTML y deja el texto plano, dispuesto en líneas y párrafos',
    description: `Se eliminan las etiquetas, los comentarios, los doctypes y las instrucciones de procesamiento, y se descarta el contenido de script, style, title, template, iframe, noembed y noframes. Se decodifican las referencias de carácter (&amp; → &, &eacute; → é, &#8364; → €; &nbsp; pasa a ser un espacio de no separación U+00A0). Los espacios en blanco se colapsan como en un navegador (los tramos de espacios, tabuladores y saltos de línea pasan a ser un espacio), salvo dentro de pre y textarea, donde se conservan. Los elementos de tipo párrafo (p, h1-h6, ul, ol, table, blockquote, pre, section, article, hr…) se separan con una línea en blanco, los demás elementos de bloque (div, li, tr, dt, dd…) empiezan una línea nueva, <br> es un salto de línea y las celdas de una fila de tabla se separan con un tabulador. Nunca hay más de una línea en blanco seguida, ni ninguna al principio o al final. Un < que no inicia ninguna etiqueta (como en a < b) se conserva como texto; una etiqueta cortada por el final de la entrada se descarta. La salida usa \\n. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'El documento o fragmento HTML',
    },
  },
})
