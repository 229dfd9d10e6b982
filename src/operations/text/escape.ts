import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { ESCAPE_FORMATS } from '../../lib/text/escape.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

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
    output: z.string().apply(described, {
      en: 'The escaped or unescaped text',
      es: 'El texto escapado o desescapado',
      de: 'Der maskierte Text oder der Text mit aufgehobener Maskierung',
      fr: 'Le texte échappé ou déséchappé',
      'pt-br': 'O texto com os escapes aplicados ou removidos',
      'zh-cn': '转义或反转义后的文本',
    }),
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
  de: {
    summary: 'Maskiert Text für JSON, JavaScript, HTML, XML, CSV, SQL, reguläre Ausdrücke oder die Shell oder hebt die Maskierung auf',
    description: `escape (Standard) schreibt den Text so, dass er in das Format eingefügt werden kann; unescape liest solchen Text zurück. Ohne umschließende Anführungszeichen, außer wo das Format sie braucht (csv, shell). json: der Inhalt eines JSON-Strings (RFC 8259): " und \\ maskiert, Steuerzeichen als \\n, \\t, \\b, \\f, \\r oder \\u00XX; unescape liest auch \\/ und \\uXXXX. javascript: der Inhalt eines beliebigen JavaScript-Stringliterals ('…', "…" oder \`…\`): \\ ' " \` und \${ maskiert, Zeilenumbrüche als \\n und \\r, andere Steuerzeichen als \\xXX, U+2028 und U+2029 als \\u2028 und \\u2029; unescape liest alle Escapesequenzen der Sprache (\\xXX, \\uXXXX, \\u{X…}, \\0, Zeilenfortsetzungen) außer den veralteten oktalen. html: & < > " ' werden zu &amp; &lt; &gt; &quot; &#39;; unescape decodiert alle benannten und numerischen HTML5-Zeichenreferenzen. xml: & < > " ' werden zu &amp; &lt; &gt; &quot; &apos;; unescape decodiert diese fünf und numerische Referenzen. csv: ein Feld nach RFC 4180, in doppelten Anführungszeichen und mit verdoppeltem ", wenn es ein Komma, ein Semikolon, einen Tabulator, ein Anführungszeichen oder einen Zeilenumbruch enthält oder mit Leerraum beginnt oder endet; unescape liest ein solches Feld. sql: der Inhalt eines Stringliterals in Standard-SQL: ' verdoppelt (''); keine Escapesequenzen mit Backslash (wie in Standard-SQL und in PostgreSQL mit standard_conforming_strings). regex: \\ ^ $ . * + ? ( ) [ ] { } | und / mit vorangestelltem Backslash, sodass der Text in einem regulären Ausdruck von JavaScript, PCRE oder Python genau auf sich selbst passt, mit oder ohne das Flag u; unescape liest auch \\n, \\t, \\xXX und \\uXXXX und lehnt Escapesequenzen ab, die für eine Zeichenklasse oder eine Assertion stehen (\\d, \\w, \\b). shell: ein POSIX-Shell-Wort, wie es shlex.quote von Python schreibt: unverändert, wenn es nur Buchstaben, Ziffern und @ % + = : , . / - _ enthält, sonst in einfachen Anführungszeichen, wobei jedes ' als '"'"' geschrieben wird; unescape liest ein Wort mit seinen einfachen und doppelten Anführungszeichen und Backslashes, ohne etwas zu erweitern ($HOME bleibt, wie es geschrieben ist). Eine fehlerhafte Escapesequenz ergibt 422 mit Angabe ihrer Position. ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      format: `Das Format: ${ESCAPE_FORMATS.join(', ')}`,
      mode: 'escape (Standard) oder unescape',
    },
  },
  fr: {
    summary: 'Échappe ou déséchappe du texte pour JSON, JavaScript, HTML, XML, CSV, SQL, les expressions régulières ou le shell',
    description: `escape (par défaut) écrit le texte de façon à pouvoir le coller dans le format\u00a0; unescape relit un tel texte. Sans guillemets autour, sauf là où le format en a besoin (csv, shell). json\u00a0: l'intérieur d'une chaîne JSON (RFC 8259)\u00a0: " et \\ échappés, caractères de contrôle sous la forme \\n, \\t, \\b, \\f, \\r ou \\u00XX\u00a0; unescape lit aussi \\/ et \\uXXXX. javascript\u00a0: l'intérieur de n'importe quel littéral de chaîne JavaScript ('…', "…" ou \`…\`)\u00a0: \\ ' " \` et \${ échappés, sauts de ligne sous la forme \\n et \\r, autres caractères de contrôle sous la forme \\xXX, U+2028 et U+2029 sous la forme \\u2028 et \\u2029\u00a0; unescape lit toutes les séquences d'échappement du langage (\\xXX, \\uXXXX, \\u{X…}, \\0, continuations de ligne) sauf les anciennes séquences octales. html\u00a0: & < > " ' deviennent &amp; &lt; &gt; &quot; &#39;\u00a0; unescape décode toutes les références de caractères HTML5 nommées et numériques. xml\u00a0: & < > " ' deviennent &amp; &lt; &gt; &quot; &apos;\u00a0; unescape décode ces cinq références et les références numériques. csv\u00a0: un champ RFC 4180, entre guillemets doubles avec " doublé lorsqu'il contient une virgule, un point-virgule, une tabulation, un guillemet ou un saut de ligne, ou qu'il commence ou se termine par un espace blanc\u00a0; unescape lit un tel champ. sql\u00a0: l'intérieur d'un littéral de chaîne SQL standard\u00a0: ' doublé ('')\u00a0; pas d'échappement par barre oblique inverse (comme en SQL standard et dans PostgreSQL avec standard_conforming_strings). regex\u00a0: \\ ^ $ . * +\u00a0? ( ) [ ] { } | et / précédés d'une barre oblique inverse, pour que le texte corresponde à lui-même dans une expression régulière JavaScript, PCRE ou Python, avec ou sans l'indicateur u\u00a0; unescape lit aussi \\n, \\t, \\xXX et \\uXXXX, et refuse les séquences d'échappement qui représentent une classe ou une assertion (\\d, \\w, \\b). shell\u00a0: un mot de shell POSIX, tel que l'écrit shlex.quote de Python\u00a0: tel quel s'il ne contient que des lettres, des chiffres et @ % + =\u00a0: , . / - _, sinon entre guillemets simples, chaque ' étant écrit '"'"'\u00a0; unescape lit un mot avec ses guillemets simples, ses guillemets doubles et ses barres obliques inverses, sans rien développer ($HOME reste tel qu'il est écrit). Une séquence d'échappement mal formée renvoie 422 en indiquant sa position. ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      format: `Le format\u00a0: ${ESCAPE_FORMATS.join(', ')}`,
      mode: 'escape (par défaut) ou unescape',
    },
  },
  'pt-br': {
    summary: 'Aplica ou remove escapes em texto para JSON, JavaScript, HTML, XML, CSV, SQL, expressões regulares ou o shell',
    description: `escape (padrão) escreve o texto de forma que ele possa ser colado no formato; unescape lê esse texto de volta. Sem aspas ao redor, exceto onde o formato precisa delas (csv, shell). json: o conteúdo de uma string JSON (RFC 8259): " e \\ com escape, caracteres de controle como \\n, \\t, \\b, \\f, \\r ou \\u00XX; unescape também lê \\/ e \\uXXXX. javascript: o conteúdo de qualquer literal de string JavaScript ('…', "…" ou \`…\`): \\ ' " \` e \${ com escape, quebras de linha como \\n e \\r, os demais caracteres de controle como \\xXX, e U+2028 e U+2029 como \\u2028 e \\u2029; unescape lê todos os escapes da linguagem (\\xXX, \\uXXXX, \\u{X…}, \\0, continuações de linha), exceto os octais legados. html: & < > " ' viram &amp; &lt; &gt; &quot; &#39;; unescape decodifica todas as referências de caractere nomeadas e numéricas do HTML5. xml: & < > " ' viram &amp; &lt; &gt; &quot; &apos;; unescape decodifica essas cinco e as referências numéricas. csv: um campo RFC 4180, entre aspas duplas e com " duplicada quando contém vírgula, ponto e vírgula, tabulação, aspas ou quebra de linha, ou quando começa ou termina com espaço em branco; unescape lê um campo assim. sql: o conteúdo de um literal de string do SQL padrão: ' duplicado (''); sem escapes com barra invertida (como no SQL padrão e no PostgreSQL com standard_conforming_strings). regex: \\ ^ $ . * + ? ( ) [ ] { } | e / precedidos de uma barra invertida, para que o texto corresponda a si mesmo em uma expressão regular de JavaScript, PCRE ou Python, com ou sem o sinalizador u; unescape também lê \\n, \\t, \\xXX e \\uXXXX, e recusa escapes que representam uma classe ou uma asserção (\\d, \\w, \\b). shell: uma palavra de shell POSIX, como o shlex.quote do Python a escreve: como está, se contiver apenas letras, dígitos e @ % + = : , . / - _; caso contrário, entre aspas simples, com cada ' escrito como '"'"'; unescape lê uma palavra com suas aspas simples, aspas duplas e barras invertidas, sem expandir nada ($HOME fica como está escrito). Um escape malformado responde 422 indicando sua posição. ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      format: `O formato: ${ESCAPE_FORMATS.join(', ')}`,
      mode: 'escape (padrão) ou unescape',
    },
  },
  'zh-cn': {
    summary: '为 JSON、JavaScript、HTML、XML、CSV、SQL、正则表达式或 shell 转义或反转义文本',
    description: `escape（默认）将文本写成可直接粘贴到该格式中的形式；unescape 将这样的文本读回。两端不加引号，格式本身需要引号时（csv、shell）除外。json：JSON 字符串的内部内容（RFC 8259）：转义 " 和 \\，控制字符写作 \\n、\\t、\\b、\\f、\\r 或 \\u00XX；unescape 还能读取 \\/ 和 \\uXXXX。javascript：任意 JavaScript 字符串字面量（'…'、"…" 或 \`…\`）的内部内容：转义 \\ ' " \` 和 \${，换行符写作 \\n 和 \\r，其他控制字符写作 \\xXX，U+2028 和 U+2029 写作 \\u2028 和 \\u2029；unescape 读取该语言的所有转义序列（\\xXX、\\uXXXX、\\u{X…}、\\0、行延续），旧式八进制转义除外。html：& < > " ' 变为 &amp; &lt; &gt; &quot; &#39;；unescape 解码所有 HTML5 命名字符引用和数字字符引用。xml：& < > " ' 变为 &amp; &lt; &gt; &quot; &apos;；unescape 解码这五个引用以及数字引用。csv：一个 RFC 4180 字段；字段包含逗号、分号、制表符、引号或换行符，或以空白开头或结尾时，用双引号括起，并将其中的 " 写成两个；unescape 读取一个这样的字段。sql：标准 SQL 字符串字面量的内部内容：' 写成两个（''）；不使用反斜杠转义（与标准 SQL 以及启用 standard_conforming_strings 的 PostgreSQL 相同）。regex：在 \\ ^ $ . * + ? ( ) [ ] { } | 和 / 前加反斜杠，使文本在 JavaScript、PCRE 或 Python 正则表达式中（无论是否使用 u 标志）都按字面匹配其自身；unescape 还能读取 \\n、\\t、\\xXX 和 \\uXXXX，并拒绝表示字符类或断言的转义（\\d、\\w、\\b）。shell：一个 POSIX shell 单词，写法与 Python 的 shlex.quote 相同：仅包含字母、数字和 @ % + = : , . / - _ 时保持原样，否则用单引号括起，并将每个 ' 写作 '"'"'；unescape 读取一个单词，处理其中的单引号、双引号和反斜杠，但不做任何展开（$HOME 保持原样）。格式错误的转义返回 422，并指出其位置。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      format: `格式：${ESCAPE_FORMATS.join(', ')}`,
      mode: 'escape（默认）或 unescape',
    },
  },
})
