import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_MATCHES, MAX_OUTPUT_CHARS, MAX_PATTERN_LENGTH, MAX_SUBJECT_LENGTH, REGEX_BUDGET_MS, testRegex } from '../../lib/text/regex.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import { recordOf } from '../kits/dev-results.ts'

const offset = z.number().int().min(0)

export default defineOperation({
  category: 'dev',
  name: 'regex-test',
  input: 'json',
  summary: 'Test a PHP-style delimited regular expression against a text and list every match',
  description: 'pattern is written the PHP way: a delimiter, the pattern, the same delimiter, then flags, as in /\\d+/i or #a.b#s. '
    + 'The delimiter is any ASCII punctuation character except the backslash; ( [ { < close with ) ] } > and may nest inside the pattern; '
    + 'a delimiter that belongs to the pattern is escaped with a backslash. '
    + 'The pattern runs on the JavaScript RegExp engine with JavaScript syntax (lookbehind and named groups (?<name>…) work; '
    + 'possessive quantifiers, atomic groups and recursion do not). PCRE spellings (?P<name>…), (?P=name), (?#comment), \\A, \\z and \\Z are rewritten. '
    + 'Flags: i, m, s, u as in PHP; x removes whitespace and # comments outside character classes; A (anchored) becomes JavaScript\'s y (sticky); '
    + 'D and S change nothing ($ without m already matches only at the very end); g is implied, every match is listed; '
    + 'JavaScript\'s y, d (adds indices: [start, end] of the match and of each group) and v are accepted; U and unknown flags are refused. '
    + `Each match gives the matched text, its index (UTF-16 code units from 0, as JavaScript counts), the numbered groups and the named groups; a group that did not take part is null. `
    + `After an empty match the search moves on by one character. At most ${MAX_MATCHES.toLocaleString('en')} matches (or ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters of matched text) are listed; truncated says more exist. `
    + `flags_used and js_pattern show the JavaScript flags and the regular expression literal that ran. `
    + `A pattern that runs longer than ${REGEX_BUDGET_MS.toLocaleString('en')} ms on the text (catastrophic backtracking) is stopped and refused with REGEX_TIMEOUT; an invalid one with INVALID_REGEX.`,
  params: z.object({
    pattern: z.string().max(MAX_PATTERN_LENGTH)
      .describe(`Delimited pattern with optional flags after the closing delimiter, such as /(\\d+)-(\\d+)/ or #^a.c$#im; up to ${MAX_PATTERN_LENGTH.toLocaleString('en')} characters`),
    text: z.string().max(MAX_SUBJECT_LENGTH).describe(`The text to search, up to ${MAX_SUBJECT_LENGTH.toLocaleString('en')} characters`),
  }),
  result: z.object({
    matched: z.boolean().apply(described, {
      en: 'True when the pattern matches at least once',
      es: 'true cuando el patrón coincide al menos una vez',
      de: 'true, wenn das Muster mindestens einmal übereinstimmt',
      fr: 'true quand le motif correspond au moins une fois',
      'pt-br': 'true quando o padrão corresponde pelo menos uma vez',
      'zh-cn': '模式至少匹配一次时为 true',
    }),
    count: z.number().int().min(0).apply(described, {
      en: 'Number of matches listed',
      es: 'Número de coincidencias listadas',
      de: 'Anzahl der aufgeführten Übereinstimmungen',
      fr: 'Nombre de correspondances listées',
      'pt-br': 'Número de correspondências listadas',
      'zh-cn': '列出的匹配数',
    }),
    matches: z.array(z.object({
      match: z.string().apply(described, {
        en: 'The matched text',
        es: 'El texto coincidente',
        de: 'Der übereinstimmende Text',
        fr: 'Le texte correspondant',
        'pt-br': 'O texto correspondente',
        'zh-cn': '匹配的文本',
      }),
      index: z.number().int().min(0).apply(described, {
        en: 'Where the match starts, in UTF-16 code units from 0',
        es: 'Dónde empieza la coincidencia, en unidades de código UTF-16 desde 0',
        de: 'Wo die Übereinstimmung beginnt, in UTF-16-Codeeinheiten ab 0',
        fr: 'Où commence la correspondance, en unités de code UTF-16 à partir de 0',
        'pt-br': 'Onde a correspondência começa, em unidades de código UTF-16 a partir de 0',
        'zh-cn': '匹配的起始位置，以 UTF-16 代码单元计，从 0 开始',
      }),
      groups: z.array(z.string().nullable()).apply(described, {
        en: 'The numbered groups 1, 2, …; null for a group that did not take part',
        es: 'Los grupos numerados 1, 2, …; null para un grupo que no participó',
        de: 'Die nummerierten Gruppen 1, 2, …; null bei einer Gruppe, die nicht beteiligt war',
        fr: "Les groupes numérotés 1, 2, …\u00a0; null pour un groupe qui n'a pas participé",
        'pt-br': 'Os grupos numerados 1, 2, …; null para um grupo que não participou',
        'zh-cn': '编号组 1、2、…；未参与匹配的组为 null',
      }),
      named: recordOf(z.string().nullable()).apply(described, {
        en: 'The named groups by name; null for a group that did not take part',
        es: 'Los grupos con nombre, por su nombre; null para un grupo que no participó',
        de: 'Die benannten Gruppen nach Namen; null bei einer Gruppe, die nicht beteiligt war',
        fr: "Les groupes nommés, par leur nom\u00a0; null pour un groupe qui n'a pas participé",
        'pt-br': 'Os grupos nomeados, pelo nome; null para um grupo que não participou',
        'zh-cn': '命名组，按名称列出；未参与匹配的组为 null',
      }),
      indices: z.array(z.tuple([offset, offset]).nullable()).optional()
        .apply(described, {
          en: 'Only with the d flag: [start, end) of the match, then of each numbered group, in UTF-16 code units; null for a group that did not take part',
          es: 'Solo con el modificador d: [inicio, fin) de la coincidencia y luego de cada grupo numerado, en unidades de código UTF-16; null para un grupo que no participó',
          de: 'Nur mit dem Flag d: [Anfang, Ende) der Übereinstimmung, dann jeder nummerierten Gruppe, in UTF-16-Codeeinheiten; null bei einer Gruppe, die nicht beteiligt war',
          fr: "Uniquement avec l'indicateur d\u00a0: [début, fin) de la correspondance, puis de chaque groupe numéroté, en unités de code UTF-16\u00a0; null pour un groupe qui n'a pas participé",
          'pt-br': 'Somente com o sinalizador d: [início, fim) da correspondência e depois de cada grupo numerado, em unidades de código UTF-16; null para um grupo que não participou',
          'zh-cn': '仅在使用 d 标志时：匹配的 [起始, 结束)，然后是每个编号组的，以 UTF-16 代码单元计；未参与匹配的组为 null',
        }),
    })).apply(described, {
      en: 'The matches, in order',
      es: 'Las coincidencias, en orden',
      de: 'Die Übereinstimmungen, in Reihenfolge',
      fr: "Les correspondances, dans l'ordre",
      'pt-br': 'As correspondências, em ordem',
      'zh-cn': '各个匹配，按顺序排列',
    }),
    truncated: z.boolean().apply(described, {
      en: `True when more matches exist than are listed (at most ${MAX_MATCHES.toLocaleString('en')}, or ${MAX_OUTPUT_CHARS.toLocaleString('en')} characters of matched text)`,
      es: `true cuando hay más coincidencias de las listadas (como máximo ${es.text.figure(MAX_MATCHES)}, o ${es.text.figure(MAX_OUTPUT_CHARS)} de caracteres de texto coincidente)`,
      de: `true, wenn es mehr Übereinstimmungen gibt als aufgeführt (höchstens ${de.text.figure(MAX_MATCHES)} oder ${de.text.figure(MAX_OUTPUT_CHARS)} Zeichen übereinstimmender Text)`,
      fr: `true quand il existe plus de correspondances que celles listées (${fr.text.figure(MAX_MATCHES)} au maximum, ou ${fr.text.figure(MAX_OUTPUT_CHARS)} caractères de texte correspondant)`,
      'pt-br': `true quando há mais correspondências do que as listadas (no máximo ${ptBr.text.figure(MAX_MATCHES)}, ou ${ptBr.text.figure(MAX_OUTPUT_CHARS)} de caracteres de texto correspondente)`,
      'zh-cn': `实际匹配多于列出的匹配时为 true（最多列出 ${zhCn.text.figure(MAX_MATCHES)} 个，或匹配文本共 ${zhCn.text.figure(MAX_OUTPUT_CHARS)} 个字符）`,
    }),
    flags_used: z.string().apply(described, {
      en: 'The JavaScript flags that ran, g always among them',
      es: 'Los modificadores de JavaScript que se ejecutaron, siempre con g entre ellos',
      de: 'Die JavaScript-Flags, mit denen ausgeführt wurde, g ist immer dabei',
      fr: "Les indicateurs JavaScript utilisés à l'exécution, g toujours compris",
      'pt-br': 'Os sinalizadores JavaScript que foram executados, sempre com g entre eles',
      'zh-cn': '实际运行的 JavaScript 标志，其中始终包含 g',
    }),
    js_pattern: z.string().apply(described, {
      en: 'The JavaScript regular expression literal that ran, /source/flags',
      es: 'El literal de expresión regular de JavaScript que se ejecutó, /source/flags',
      de: 'Das ausgeführte JavaScript-Literal des regulären Ausdrucks, /source/flags',
      fr: "Le littéral d'expression régulière JavaScript exécuté, /source/flags",
      'pt-br': 'O literal de expressão regular JavaScript que foi executado, /source/flags',
      'zh-cn': '实际运行的 JavaScript 正则表达式字面量，/source/flags',
    }),
  }),
  chain: { takes: 'text' },
  examples: [
    {
      title: 'numbered and named groups',
      params: { pattern: '/(?<year>\\d{4})-(\\d{2})/', text: 'from 2024-05 to 2025-11' },
      result: {
        matched: true,
        count: 2,
        matches: [
          { match: '2024-05', index: 5, groups: ['2024', '05'], named: { year: '2024' } },
          { match: '2025-11', index: 16, groups: ['2025', '11'], named: { year: '2025' } },
        ],
        truncated: false,
        flags_used: 'g',
        js_pattern: '/(?<year>\\d{4})-(\\d{2})/g',
      },
    },
    {
      title: 'another delimiter, flags and an optional group',
      params: { pattern: '#^(\\w+)(:)?#im', text: 'Key: value\nnext' },
      result: {
        matched: true,
        count: 2,
        matches: [
          { match: 'Key:', index: 0, groups: ['Key', ':'], named: {} },
          { match: 'next', index: 11, groups: ['next', null], named: {} },
        ],
        truncated: false,
        flags_used: 'gim',
        js_pattern: '/^(\\w+)(:)?/gim',
      },
    },
    {
      title: 'extended mode: whitespace and comments are ignored',
      params: { pattern: '{ \\d+ \\s* (?: kg | g )  # a weight\n}x', text: 'add 250 g of flour' },
      result: {
        matched: true,
        count: 1,
        matches: [{ match: '250 g', index: 4, groups: [], named: {} }],
        truncated: false,
        flags_used: 'g',
        js_pattern: '/\\d+\\s*(?:kg|g)/g',
      },
    },
  ],
  run: ({ pattern, text }, ctx) => testRegex(ctx.compute, pattern, text),
  es: {
    summary: 'Prueba una expresión regular delimitada al estilo de PHP contra un texto y lista todas las coincidencias',
    description: `pattern se escribe al modo de PHP: un delimitador, el patrón, el mismo delimitador y luego los modificadores, como en /\\d+/i o #a.b#s. El delimitador es cualquier signo de puntuación ASCII salvo la barra invertida; ( [ { < se cierran con ) ] } > y pueden anidarse dentro del patrón; un delimitador que forma parte del patrón se escapa con una barra invertida. El patrón se ejecuta en el motor RegExp de JavaScript con la sintaxis de JavaScript (funcionan el lookbehind y los grupos con nombre (?<name>…); no funcionan los cuantificadores posesivos, los grupos atómicos ni la recursión). Se reescriben las grafías de PCRE (?P<name>…), (?P=name), (?#comentario), \\A, \\z y \\Z. Modificadores: i, m, s, u como en PHP; x elimina los espacios en blanco y los comentarios # fuera de las clases de caracteres; A (anclado) pasa a ser la y (sticky) de JavaScript; D y S no cambian nada ($ sin m ya coincide solo al final del todo); g va implícito, se listan todas las coincidencias; se aceptan y, d (añade indices: [inicio, fin] de la coincidencia y de cada grupo) y v de JavaScript; U y los modificadores desconocidos se rechazan. Cada coincidencia da el texto coincidente, su index (unidades de código UTF-16 desde 0, como cuenta JavaScript), los grupos numerados y los grupos con nombre; un grupo que no participó es null. Tras una coincidencia vacía la búsqueda avanza un carácter. Se listan como máximo ${es.text.figure(MAX_MATCHES)} coincidencias (o ${es.text.figure(MAX_OUTPUT_CHARS)} de caracteres de texto coincidente); truncated indica que hay más. flags_used y js_pattern muestran los modificadores de JavaScript y el literal de expresión regular que se ejecutó. Un patrón que tarda más de ${es.text.figure(REGEX_BUDGET_MS)} ms sobre el texto (backtracking catastrófico) se detiene y se rechaza con REGEX_TIMEOUT; uno no válido, con INVALID_REGEX.`,
    params: {
      pattern: `Patrón delimitado con modificadores opcionales tras el delimitador de cierre, como /(\\d+)-(\\d+)/ o #^a.c$#im; hasta ${es.text.figure(MAX_PATTERN_LENGTH)} caracteres`,
      text: `El texto en el que se busca, hasta ${es.text.figure(MAX_SUBJECT_LENGTH)} caracteres`,
    },
  },
  de: {
    summary: 'Testet einen begrenzten regulären Ausdruck im PHP-Stil an einem Text und listet alle Übereinstimmungen auf',
    description: `pattern wird wie in PHP geschrieben: ein Begrenzer, das Muster, derselbe Begrenzer und dann die Flags, wie in /\\d+/i oder #a.b#s. Der Begrenzer ist ein beliebiges ASCII-Satzzeichen außer dem umgekehrten Schrägstrich; ( [ { < werden mit ) ] } > geschlossen und dürfen im Muster verschachtelt werden; ein Begrenzer, der zum Muster gehört, wird mit einem umgekehrten Schrägstrich maskiert. Das Muster läuft in der RegExp-Engine von JavaScript mit JavaScript-Syntax (Lookbehind und benannte Gruppen (?<name>…) funktionieren; possessive Quantifizierer, atomare Gruppen und Rekursion nicht). Die PCRE-Schreibweisen (?P<name>…), (?P=name), (?#Kommentar), \\A, \\z und \\Z werden umgeschrieben. Flags: i, m, s, u wie in PHP; x entfernt Leerraum und #-Kommentare außerhalb von Zeichenklassen; A (verankert) wird zum y (sticky) von JavaScript; D und S ändern nichts ($ ohne m passt bereits nur ganz am Ende); g ist implizit, alle Übereinstimmungen werden aufgeführt; y, d (fügt indices hinzu: [Anfang, Ende] der Übereinstimmung und jeder Gruppe) und v von JavaScript werden akzeptiert; U und unbekannte Flags werden abgelehnt. Jede Übereinstimmung liefert den übereinstimmenden Text, ihren index (UTF-16-Codeeinheiten ab 0, wie JavaScript zählt), die nummerierten und die benannten Gruppen; eine Gruppe, die nicht beteiligt war, ist null. Nach einer leeren Übereinstimmung rückt die Suche um ein Zeichen vor. Höchstens ${de.text.figure(MAX_MATCHES)} Übereinstimmungen (oder ${de.text.figure(MAX_OUTPUT_CHARS)} Zeichen übereinstimmender Text) werden aufgeführt; truncated gibt an, dass es weitere gibt. flags_used und js_pattern zeigen die JavaScript-Flags und das Literal des regulären Ausdrucks, mit denen ausgeführt wurde. Ein Muster, das auf dem Text länger als ${de.text.figure(REGEX_BUDGET_MS)} ms läuft (katastrophales Backtracking), wird angehalten und mit REGEX_TIMEOUT abgelehnt, ein ungültiges mit INVALID_REGEX.`,
    params: {
      pattern: `Begrenztes Muster mit optionalen Flags nach dem schließenden Begrenzer, etwa /(\\d+)-(\\d+)/ oder #^a.c$#im; bis zu ${de.text.figure(MAX_PATTERN_LENGTH)} Zeichen`,
      text: `Der zu durchsuchende Text, bis zu ${de.text.figure(MAX_SUBJECT_LENGTH)} Zeichen`,
    },
  },
  fr: {
    summary: "Teste une expression régulière délimitée de style PHP sur un texte et liste toutes les correspondances",
    description: `pattern s'écrit à la manière de PHP\u00a0: un délimiteur, le motif, le même délimiteur, puis les indicateurs, comme dans /\\d+/i ou #a.b#s. Le délimiteur est n'importe quel signe de ponctuation ASCII sauf la barre oblique inverse\u00a0; ( [ { < se ferment par ) ] } > et peuvent s'imbriquer dans le motif\u00a0; un délimiteur qui fait partie du motif s'échappe avec une barre oblique inverse. Le motif s'exécute sur le moteur RegExp de JavaScript avec la syntaxe JavaScript (le lookbehind et les groupes nommés (?<name>…) fonctionnent\u00a0; les quantificateurs possessifs, les groupes atomiques et la récursion non). Les graphies PCRE (?P<name>…), (?P=name), (?#commentaire), \\A, \\z et \\Z sont réécrites. Indicateurs\u00a0: i, m, s, u comme en PHP\u00a0; x supprime les espaces et les commentaires # en dehors des classes de caractères\u00a0; A (ancré) devient le y (sticky) de JavaScript\u00a0; D et S ne changent rien ($ sans m ne correspond déjà qu'à la toute fin)\u00a0; g est implicite, toutes les correspondances sont listées\u00a0; y, d (ajoute indices\u00a0: [début, fin] de la correspondance et de chaque groupe) et v de JavaScript sont acceptés\u00a0; U et les indicateurs inconnus sont refusés. Chaque correspondance donne le texte correspondant, son index (unités de code UTF-16 à partir de 0, comme compte JavaScript), les groupes numérotés et les groupes nommés\u00a0; un groupe qui n'a pas participé vaut null. Après une correspondance vide, la recherche avance d'un caractère. Au plus ${fr.text.figure(MAX_MATCHES)} correspondances (ou ${fr.text.figure(MAX_OUTPUT_CHARS)} caractères de texte correspondant) sont listées\u00a0; truncated indique qu'il en existe d'autres. flags_used et js_pattern montrent les indicateurs JavaScript et le littéral d'expression régulière exécutés. Un motif qui s'exécute plus de ${fr.text.figure(REGEX_BUDGET_MS)} ms sur le texte (retour arrière catastrophique) est arrêté et refusé avec REGEX_TIMEOUT\u00a0; un motif non valide l'est avec INVALID_REGEX.`,
    params: {
      pattern: `Motif délimité avec des indicateurs facultatifs après le délimiteur de fin, comme /(\\d+)-(\\d+)/ ou #^a.c$#im\u00a0; jusqu'à ${fr.text.figure(MAX_PATTERN_LENGTH)} caractères`,
      text: `Le texte dans lequel chercher, jusqu'à ${fr.text.figure(MAX_SUBJECT_LENGTH)} caractères`,
    },
  },
  'pt-br': {
    summary: 'Testa uma expressão regular delimitada no estilo do PHP em um texto e lista todas as correspondências',
    description: `pattern é escrito à maneira do PHP: um delimitador, o padrão, o mesmo delimitador e depois os sinalizadores, como em /\\d+/i ou #a.b#s. O delimitador é qualquer sinal de pontuação ASCII, exceto a barra invertida; ( [ { < são fechados com ) ] } > e podem ser aninhados dentro do padrão; um delimitador que faz parte do padrão é escapado com uma barra invertida. O padrão é executado no mecanismo RegExp do JavaScript com a sintaxe do JavaScript (lookbehind e grupos nomeados (?<name>…) funcionam; quantificadores possessivos, grupos atômicos e recursão não). As grafias do PCRE (?P<name>…), (?P=name), (?#comentário), \\A, \\z e \\Z são reescritas. Sinalizadores: i, m, s, u como no PHP; x remove os espaços em branco e os comentários # fora das classes de caracteres; A (ancorado) vira o y (sticky) do JavaScript; D e S não mudam nada ($ sem m já corresponde apenas no final de tudo); g é implícito, todas as correspondências são listadas; y, d (adiciona indices: [início, fim] da correspondência e de cada grupo) e v do JavaScript são aceitos; U e sinalizadores desconhecidos são recusados. Cada correspondência dá o texto correspondente, seu index (unidades de código UTF-16 a partir de 0, como o JavaScript conta), os grupos numerados e os grupos nomeados; um grupo que não participou é null. Depois de uma correspondência vazia, a busca avança um caractere. São listadas no máximo ${ptBr.text.figure(MAX_MATCHES)} correspondências (ou ${ptBr.text.figure(MAX_OUTPUT_CHARS)} de caracteres de texto correspondente); truncated indica que há mais. flags_used e js_pattern mostram os sinalizadores do JavaScript e o literal de expressão regular que foram executados. Um padrão que leva mais de ${ptBr.text.figure(REGEX_BUDGET_MS)} ms no texto (backtracking catastrófico) é interrompido e recusado com REGEX_TIMEOUT; um inválido, com INVALID_REGEX.`,
    params: {
      pattern: `Padrão delimitado com sinalizadores opcionais após o delimitador de fechamento, como /(\\d+)-(\\d+)/ ou #^a.c$#im; até ${ptBr.text.figure(MAX_PATTERN_LENGTH)} caracteres`,
      text: `O texto em que a busca é feita, até ${ptBr.text.figure(MAX_SUBJECT_LENGTH)} caracteres`,
    },
  },
  'zh-cn': {
    summary: '用 PHP 风格的带分隔符正则表达式测试文本，并列出所有匹配',
    description: `pattern 按 PHP 的方式书写：分隔符、模式、相同的分隔符，然后是标志，如 /\\d+/i 或 #a.b#s。分隔符可以是除反斜杠以外的任何 ASCII 标点符号；( [ { < 分别以 ) ] } > 闭合，并且可以在模式中嵌套；属于模式本身的分隔符要用反斜杠转义。模式在 JavaScript 的 RegExp 引擎上以 JavaScript 语法运行（支持后行断言和命名组 (?<name>…)；不支持占有量词、原子组和递归）。PCRE 写法 (?P<name>…)、(?P=name)、(?#注释)、\\A、\\z 和 \\Z 会被改写。标志：i、m、s、u 与 PHP 相同；x 删除字符类之外的空白和 # 注释；A（锚定）变为 JavaScript 的 y (sticky)；D 和 S 不起作用（不带 m 的 $ 本来就只匹配最末尾）；g 为隐含标志，会列出所有匹配；接受 JavaScript 的 y、d（添加 indices：匹配及每个组的 [起始, 结束]）和 v；U 和未知标志会被拒绝。每个匹配给出匹配的文本、其 index（UTF-16 代码单元，从 0 开始，与 JavaScript 的计数方式相同）、编号组和命名组；未参与匹配的组为 null。空匹配之后，搜索前进一个字符。最多列出 ${zhCn.text.figure(MAX_MATCHES)} 个匹配（或共 ${zhCn.text.figure(MAX_OUTPUT_CHARS)} 个字符的匹配文本）；truncated 表示还有更多匹配。flags_used 和 js_pattern 显示实际运行的 JavaScript 标志和正则表达式字面量。在文本上运行超过 ${zhCn.text.figure(REGEX_BUDGET_MS)} ms 的模式（灾难性回溯）会被停止并以 REGEX_TIMEOUT 拒绝；无效的模式以 INVALID_REGEX 拒绝。`,
    params: {
      pattern: `带分隔符的模式，结束分隔符后可带标志，如 /(\\d+)-(\\d+)/ 或 #^a.c$#im；最多 ${zhCn.text.figure(MAX_PATTERN_LENGTH)} 个字符`,
      text: `要搜索的文本，最多 ${zhCn.text.figure(MAX_SUBJECT_LENGTH)} 个字符`,
    },
  },
})
