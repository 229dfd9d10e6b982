import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { MAX_PATTERN_LENGTH, REGEX_BUDGET_MS } from '../../lib/text/regex.ts'
import { findParam, flagParam, MAX_TEXT_OUTPUT, textInput } from '../../lib/text/text.ts'
import { findAndReplace } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'find-replace',
  input: 'json',
  summary: 'Find and replace text, literally or with a regular expression, and count the replacements',
  description: 'By default find is plain text: every occurrence is replaced, left to right, without overlaps, and replace is inserted as written ($ has no special meaning). '
    + `case_insensitive ignores case. ${en.text.CASE_FOLDING_NOTE} `
    + `With regex, find is a JavaScript regular expression written without delimiters or flags (\\d+ rather than /\\d+/), at most ${MAX_PATTERN_LENGTH.toLocaleString('en')} characters, run with the u (Unicode) and m flags: `
    + '^ and $ match at the start and end of every line, and \\A and \\z at the start and end of the whole text; the PCRE spellings (?P<name>…) and (?P=name) work as in dev/regex-test. '
    + 'replace then uses JavaScript\'s replacement syntax: $1 to $99 for numbered groups, $<name> for named ones, $& for the whole match, $` and $\' for the text before and after it, $$ for a dollar sign. '
    + 'An empty match (of ^ or x*) replaces at that position and the search moves on by one character. '
    + `A regular expression that runs longer than ${REGEX_BUDGET_MS.toLocaleString('en')} ms on the text (catastrophic backtracking, as with (a+)+$) is stopped and refused with 422 REGEX_TIMEOUT. `
    + `count is the number of replacements made. ${en.text.BREAKS_NOTE} ${en.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    find: findParam('What to look for: plain text, or a regular expression when regex is on'),
    replace: z.string().default('').describe('What to put in its place; default empty (the matches are deleted). With regex, $1, $<name> and $& insert captured text'),
    regex: flagParam(en.text.flag('Read find as a JavaScript regular expression (flags u and m) and replace with $ references')),
    case_insensitive: flagParam(en.text.flag('Match regardless of case')),
  }),
  result: z.object({
    output: z.string().apply(described, {
      en: 'The text with every match replaced; line breaks are written as \\n',
      es: 'El texto con cada coincidencia reemplazada; los saltos de línea se escriben como \\n',
      de: 'Der Text mit allen ersetzten Treffern; Zeilenumbrüche werden als \\n geschrieben',
      fr: 'Le texte avec chaque correspondance remplacée\u00a0; les sauts de ligne sont écrits \\n',
      'pt-br': 'O texto com cada correspondência substituída; as quebras de linha são escritas como \\n',
      'zh-cn': '每个匹配项均已替换的文本；换行符写作 \\n',
    }),
    count: z.number().int().min(0).apply(described, {
      en: 'Number of replacements made',
      es: 'Número de reemplazos hechos',
      de: 'Anzahl der vorgenommenen Ersetzungen',
      fr: 'Nombre de remplacements effectués',
      'pt-br': 'Número de substituições feitas',
      'zh-cn': '实际替换的次数',
    }),
  }),
  examples: [
    { params: { text: 'I like cats. Cats like me.', find: 'cats', replace: 'dogs', case_insensitive: true }, result: { output: 'I like dogs. dogs like me.', count: 2 } },
    { title: 'regular expression with groups', params: { text: 'Date: 2024-05-31', find: '(\\d{4})-(\\d{2})-(\\d{2})', replace: '$3/$2/$1', regex: true }, result: { output: 'Date: 31/05/2024', count: 1 } },
    { title: 'prefix every line', params: { text: 'one\ntwo', find: '^', replace: '> ', regex: true }, result: { output: '> one\n> two', count: 2 } },
  ],
  run: (params, ctx) => findAndReplace(ctx, params),
  es: {
    summary: 'Busca y reemplaza texto, de forma literal o con una expresión regular, y cuenta los reemplazos',
    description: `Por defecto find es texto simple: se reemplaza cada aparición, de izquierda a derecha y sin solapamientos, y replace se inserta tal como se escribe ($ no tiene ningún significado especial). case_insensitive no distingue mayúsculas de minúsculas. ${es.text.CASE_FOLDING_NOTE} Con regex, find es una expresión regular de JavaScript escrita sin delimitadores ni modificadores (\\d+ en lugar de /\\d+/), de como máximo ${es.text.figure(MAX_PATTERN_LENGTH)} caracteres, que se ejecuta con los modificadores u (Unicode) y m: ^ y $ coinciden al principio y al final de cada línea, y \\A y \\z al principio y al final de todo el texto; las grafías de PCRE (?P<name>…) y (?P=name) funcionan como en dev/regex-test. replace usa entonces la sintaxis de reemplazo de JavaScript: $1 a $99 para los grupos numerados, $<name> para los que tienen nombre, $& para toda la coincidencia, $\` y $' para el texto anterior y posterior a ella, y $$ para un signo de dólar. Una coincidencia vacía (de ^ o de x*) reemplaza en esa posición y la búsqueda avanza un carácter. Una expresión regular que tarda más de ${es.text.figure(REGEX_BUDGET_MS)} ms sobre el texto (backtracking catastrófico, como con (a+)+$) se detiene y se rechaza con 422 REGEX_TIMEOUT. count es el número de reemplazos hechos. ${es.text.BREAKS_NOTE} ${es.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      find: 'Lo que se busca: texto simple, o una expresión regular cuando regex está activado',
      replace: 'Lo que se pone en su lugar; por defecto vacío (las coincidencias se eliminan). Con regex, $1, $<name> y $& insertan el texto capturado',
      regex: es.text.flag('Lee find como una expresión regular de JavaScript (modificadores u y m) y replace con referencias $'),
      case_insensitive: es.text.flag('Busca sin distinguir mayúsculas de minúsculas'),
    },
  },
  de: {
    summary: 'Sucht und ersetzt Text, wörtlich oder mit einem regulären Ausdruck, und zählt die Ersetzungen',
    description: `Standardmäßig ist find reiner Text: Jedes Vorkommen wird von links nach rechts und ohne Überlappungen ersetzt, und replace wird so eingefügt, wie es geschrieben ist ($ hat keine besondere Bedeutung). case_insensitive ignoriert die Groß-/Kleinschreibung. ${de.text.CASE_FOLDING_NOTE} Mit regex ist find ein regulärer Ausdruck in JavaScript, geschrieben ohne Begrenzer oder Flags (\\d+ statt /\\d+/), mit höchstens ${de.text.figure(MAX_PATTERN_LENGTH)} Zeichen und ausgeführt mit den Flags u (Unicode) und m: ^ und $ passen am Anfang und Ende jeder Zeile, \\A und \\z am Anfang und Ende des gesamten Texts; die PCRE-Schreibweisen (?P<name>…) und (?P=name) funktionieren wie in dev/regex-test. replace verwendet dann die Ersetzungssyntax von JavaScript: $1 bis $99 für nummerierte Gruppen, $<name> für benannte, $& für den gesamten Treffer, $\` und $' für den Text davor und danach, $$ für ein Dollarzeichen. Ein leerer Treffer (von ^ oder x*) ersetzt an dieser Position, und die Suche rückt um ein Zeichen weiter. Ein regulärer Ausdruck, der auf dem Text länger als ${de.text.figure(REGEX_BUDGET_MS)} ms läuft (katastrophales Backtracking wie bei (a+)+$), wird abgebrochen und mit 422 REGEX_TIMEOUT abgelehnt. count ist die Anzahl der vorgenommenen Ersetzungen. ${de.text.BREAKS_NOTE} ${de.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      find: 'Wonach gesucht wird: reiner Text oder, wenn regex aktiviert ist, ein regulärer Ausdruck',
      replace: 'Was an die Stelle des Treffers tritt; standardmäßig leer (die Treffer werden gelöscht). Mit regex fügen $1, $<name> und $& erfassten Text ein',
      regex: de.text.flag('Liest find als regulären Ausdruck in JavaScript (Flags u und m) und replace mit $-Verweisen'),
      case_insensitive: de.text.flag('Sucht ohne Berücksichtigung der Groß-/Kleinschreibung'),
    },
  },
  fr: {
    summary: 'Recherche et remplace du texte, littéralement ou avec une expression régulière, et compte les remplacements',
    description: `Par défaut, find est du texte brut\u00a0: chaque occurrence est remplacée, de gauche à droite et sans chevauchement, et replace est inséré tel qu'il est écrit ($ n'a aucune signification particulière). case_insensitive ne tient pas compte de la casse. ${fr.text.CASE_FOLDING_NOTE} Avec regex, find est une expression régulière JavaScript écrite sans délimiteurs ni indicateurs (\\d+ et non /\\d+/), d'au plus ${fr.text.figure(MAX_PATTERN_LENGTH)} caractères, exécutée avec les indicateurs u (Unicode) et m\u00a0: ^ et $ correspondent au début et à la fin de chaque ligne, \\A et \\z au début et à la fin du texte entier\u00a0; les graphies PCRE (?P<name>…) et (?P=name) fonctionnent comme dans dev/regex-test. replace utilise alors la syntaxe de remplacement de JavaScript\u00a0: $1 à $99 pour les groupes numérotés, $<name> pour les groupes nommés, $& pour la correspondance entière, $\` et $' pour le texte qui la précède et qui la suit, $$ pour un signe dollar. Une correspondance vide (de ^ ou de x*) remplace à cette position, puis la recherche avance d'un caractère. Une expression régulière dont l'exécution sur le texte dépasse ${fr.text.figure(REGEX_BUDGET_MS)} ms (retour arrière catastrophique, comme avec (a+)+$) est interrompue et refusée avec 422 REGEX_TIMEOUT. count est le nombre de remplacements effectués. ${fr.text.BREAKS_NOTE} ${fr.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      find: 'Ce qui est recherché\u00a0: du texte brut, ou une expression régulière lorsque regex est activé',
      replace: 'Ce qui est mis à sa place\u00a0; vide par défaut (les correspondances sont supprimées). Avec regex, $1, $<name> et $& insèrent le texte capturé',
      regex: fr.text.flag('Lit find comme une expression régulière JavaScript (indicateurs u et m) et replace avec des références $'),
      case_insensitive: fr.text.flag('Recherche sans tenir compte de la casse'),
    },
  },
  'pt-br': {
    summary: 'Localiza e substitui texto, de forma literal ou com uma expressão regular, e conta as substituições',
    description: `Por padrão, find é texto simples: cada ocorrência é substituída, da esquerda para a direita e sem sobreposições, e replace é inserido como foi escrito ($ não tem significado especial). case_insensitive não diferencia maiúsculas de minúsculas. ${ptBr.text.CASE_FOLDING_NOTE} Com regex, find é uma expressão regular JavaScript escrita sem delimitadores nem sinalizadores (\\d+ em vez de /\\d+/), com no máximo ${ptBr.text.figure(MAX_PATTERN_LENGTH)} caracteres, executada com os sinalizadores u (Unicode) e m: ^ e $ correspondem ao início e ao fim de cada linha, e \\A e \\z ao início e ao fim do texto inteiro; as grafias do PCRE (?P<name>…) e (?P=name) funcionam como em dev/regex-test. replace usa então a sintaxe de substituição do JavaScript: $1 a $99 para grupos numerados, $<name> para grupos nomeados, $& para a correspondência inteira, $\` e $' para o texto antes e depois dela, e $$ para um cifrão. Uma correspondência vazia (de ^ ou de x*) substitui nessa posição, e a busca avança um caractere. Uma expressão regular que leva mais de ${ptBr.text.figure(REGEX_BUDGET_MS)} ms no texto (backtracking catastrófico, como com (a+)+$) é interrompida e recusada com 422 REGEX_TIMEOUT. count é o número de substituições feitas. ${ptBr.text.BREAKS_NOTE} ${ptBr.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      find: 'O que procurar: texto simples ou, quando regex está ativado, uma expressão regular',
      replace: 'O que colocar no lugar; por padrão, vazio (as correspondências são excluídas). Com regex, $1, $<name> e $& inserem o texto capturado',
      regex: ptBr.text.flag('Lê find como uma expressão regular JavaScript (sinalizadores u e m) e replace com referências $'),
      case_insensitive: ptBr.text.flag('Procura sem diferenciar maiúsculas de minúsculas'),
    },
  },
  'zh-cn': {
    summary: '按字面或使用正则表达式查找并替换文本，并统计替换次数',
    description: `默认情况下，find 是纯文本：从左到右替换每一次出现，互不重叠，replace 按原样插入（$ 没有特殊含义）。case_insensitive 忽略大小写。${zhCn.text.CASE_FOLDING_NOTE}启用 regex 后，find 是不带分隔符和标志的 JavaScript 正则表达式（写 \\d+ 而不是 /\\d+/），最多 ${zhCn.text.figure(MAX_PATTERN_LENGTH)} 个字符，以 u（Unicode）和 m 标志运行：^ 和 $ 匹配每一行的开头和结尾，\\A 和 \\z 匹配整个文本的开头和结尾；PCRE 写法 (?P<name>…) 和 (?P=name) 的用法与 dev/regex-test 中相同。此时 replace 使用 JavaScript 的替换语法：$1 到 $99 表示编号组，$<name> 表示命名组，$& 表示整个匹配项，$\` 和 $' 表示匹配项之前和之后的文本，$$ 表示美元符号。空匹配（^ 或 x* 的匹配）在该位置进行替换，然后搜索前进一个字符。在文本上运行超过 ${zhCn.text.figure(REGEX_BUDGET_MS)} ms 的正则表达式（灾难性回溯，如 (a+)+$）会被中止，并以 422 REGEX_TIMEOUT 拒绝。count 是实际替换的次数。${zhCn.text.BREAKS_NOTE}${zhCn.text.outputLimitNote(MAX_TEXT_OUTPUT)}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      find: '要查找的内容：纯文本；启用 regex 时为正则表达式',
      replace: '用于替换的内容；默认为空（删除匹配项）。启用 regex 时，$1、$<name> 和 $& 会插入捕获的文本',
      regex: zhCn.text.flag('将 find 作为 JavaScript 正则表达式（u 和 m 标志）读取，并在 replace 中使用 $ 引用'),
      case_insensitive: zhCn.text.flag('匹配时不区分大小写'),
    },
  },
})
