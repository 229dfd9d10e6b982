import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { ESCAPE_FORMATS } from '../../lib/text/escape.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'escape',
  input: 'json',
  summary: 'Escape or unescape text for JSON, JavaScript, HTML, XML, CSV, SQL, regular expressions or the shell',
  description: 'escape (default) writes the text so it can be pasted into the format; unescape reads such text back. Without surrounding quotes, except where the format needs them (csv, shell). '
    + 'json: the inside of a JSON string (RFC 8259): " and \\ escaped, control characters as \\n, \\t, \\b, \\f, \\r or \\u00XX; unescape also reads \\/ and \\uXXXX. '
    + 'javascript: the inside of any JavaScript string literal (\'…\', "…" or `…`): \\ \' " ` and ${ escaped, line breaks as \\n and \\r, other control characters as \\xXX, U+2028 and U+2029 as \\u2028 and \\u2029; '
    + 'unescape reads every escape of the language (\\xXX, \\uXXXX, \\u{X…}, \\0, line continuations) except the legacy octal ones. '
    + 'html: & < > " \' become &amp; &lt; &gt; &quot; &#39;; unescape decodes every HTML5 named and numeric character reference. '
    + 'xml: & < > " \' become &amp; &lt; &gt; &quot; &apos;; unescape decodes those five and numeric references. '
    + 'csv: one RFC 4180 field, in double quotes with " doubled when it holds a comma, semicolon, tab, quote or line break, or starts or ends with whitespace; unescape reads one such field. '
    + 'sql: the inside of a standard SQL string literal: \' doubled (\'\'); no backslash escapes (as in standard SQL and PostgreSQL with standard_conforming_strings). '
    + 'regex: \\ ^ $ . * + ? ( ) [ ] { } | and / preceded by a backslash, so the text matches itself in a JavaScript, PCRE or Python regular expression, with or without the u flag; '
    + 'unescape also reads \\n, \\t, \\xXX and \\uXXXX, and refuses escapes that stand for a class or an assertion (\\d, \\w, \\b). '
    + 'shell: one POSIX shell word, as Python\'s shlex.quote writes it: as is when it holds only letters, digits and @ % + = : , . / - _, else in single quotes with each \' written \'"\'"\'; '
    + 'unescape reads one word with its single quotes, double quotes and backslashes, without expanding anything ($HOME stays as written). '
    + `A malformed escape answers 422 naming its position. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    format: z.enum(ESCAPE_FORMATS).describe(`The format: ${ESCAPE_FORMATS.join(', ')}`),
    mode: z.enum(['escape', 'unescape']).default('escape').describe('escape (default) or unescape'),
  }),
  result: z.object({
    output: z.string().apply(described, { en: 'The escaped or unescaped text', es: 'El texto escapado o desescapado' }),
  }),
  examples: [
    { params: { text: 'She said "hi"\n\tand left', format: 'json' }, result: { output: 'She said \\"hi\\"\\n\\tand left' } },
    { title: 'HTML', params: { text: '<a href="x">Tom & Jerry\'s</a>', format: 'html' }, result: { output: '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;' } },
    { title: 'a shell word', params: { text: "it's here", format: 'shell' }, result: { output: '\'it\'"\'"\'s here\'' } },
    { title: 'unescape SQL', params: { text: "O''Brien", format: 'sql', mode: 'unescape' }, result: { output: "O'Brien" } },
  ],
  run: async (params, ctx) => ({ output: await runTextTask(ctx, 'text.escape', params) }),
  es: {
    summary: 'Escapa o desescapa texto para JSON, JavaScript, HTML, XML, CSV, SQL, expresiones regulares o la shell',
    description: `escape (por defecto) escribe el texto de modo que se pueda pegar en el formato; unescape lee de vuelta ese texto. Sin comillas alrededor, salvo donde el formato las necesita (csv, shell). json: el interior de una cadena JSON (RFC 8259): " y \\ escapadas, los caracteres de control como \\n, \\t, \\b, \\f, \\r o \\u00XX; unescape también lee \\/ y \\uXXXX. javascript: el interior de cualquier literal de cadena de JavaScript ('…', "…" o \`…\`): \\ ' " \` y \${ escapados, los saltos de línea como \\n y \\r, los demás caracteres de control como \\xXX, y U+2028 y U+2029 como \\u2028 y \\u2029; unescape lee todos los escapes del lenguaje (\\xXX, \\uXXXX, \\u{X…}, \\0, continuaciones de línea) salvo los octales heredados. html: & < > " ' pasan a &amp; &lt; &gt; &quot; &#39;; unescape decodifica todas las referencias de carácter con nombre y numéricas de HTML5. xml: & < > " ' pasan a &amp; &lt; &gt; &quot; &apos;; unescape decodifica esas cinco y las referencias numéricas. csv: un campo RFC 4180, entre comillas dobles y con " duplicada cuando contiene una coma, un punto y coma, un tabulador, una comilla o un salto de línea, o empieza o termina con espacio; unescape lee un campo así. sql: el interior de un literal de cadena de SQL estándar: ' duplicada (''); sin escapes con barra invertida (como en SQL estándar y en PostgreSQL con standard_conforming_strings). regex: \\ ^ $ . * + ? ( ) [ ] { } | y / precedidos de una barra invertida, para que el texto coincida consigo mismo en una expresión regular de JavaScript, PCRE o Python, con o sin el modificador u; unescape también lee \\n, \\t, \\xXX y \\uXXXX, y rechaza los escapes que representan una clase o una aserción (\\d, \\w, \\b). shell: una palabra de shell POSIX, tal como la escribe shlex.quote de Python: tal cual si solo contiene letras, dígitos y @ % + = : , . / - _, y si no, entre comillas simples con cada ' escrita '"'"'; unescape lee una palabra con sus comillas simples, comillas dobles y barras invertidas, sin expandir nada ($HOME se queda como está escrito). Un escape mal formado responde 422 indicando su posición. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      format: `El formato: ${ESCAPE_FORMATS.join(', ')}`,
      mode: 'escape (por defecto) o unescape',
    },
  },
})
