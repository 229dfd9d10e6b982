import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { checkDiffSize, DIFF_BUDGET_MS, DIFF_MAX_BYTES, DIFF_MAX_CONTEXT, DIFF_MAX_EDITS, DIFF_UNITS, textDiff } from '../../lib/text/diff.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

/** Texts up to this many UTF-16 units together are compared without the worker pool. */
const INLINE_CHARS = 64

const CHANGE_TYPES = ['added', 'removed', 'equal'] as const

export default defineOperation({
  category: 'text',
  name: 'diff',
  input: 'json',
  summary: 'Compare two texts by lines, words or characters, with a unified diff',
  description: 'Finds the shortest set of insertions and deletions that turns a into b (Myers\' algorithm, from the jsdiff library) and lists the text in order as runs of equal, removed and added pieces, ready to show as a diff. '
    + 'by picks what is compared: lines (default; each with its line break, so a missing final line break counts as a change), words (a word of letters, digits and underscores, a run of whitespace, or one punctuation mark or symbol; added and removed count words and punctuation marks, not whitespace), '
    + 'or chars (user-perceived characters: an emoji or a letter with its accents is one). '
    + 'For lines, unified is the unified diff as GNU diff -u writes it (headers --- a and +++ b, hunks with context unchanged lines around each change, "\\ No newline at end of file" where a last line has no line break); it is empty when the texts are equal. '
    + `a and b may have at most ${en.text.figure(DIFF_MAX_BYTES)} bytes (UTF-8) each (413 DIFF_INPUT_TOO_LARGE). `
    + `Texts that differ by more than ${en.text.figure(DIFF_MAX_EDITS)} insertions and deletions, or take longer than ${en.text.figure(DIFF_BUDGET_MS)} ms to compare, are refused with 422 DIFF_TOO_COMPLEX: compare smaller pieces, or by lines.`,
  params: z.object({
    a: z.string().describe('The original text'),
    b: z.string().describe('The changed text'),
    by: z.enum(DIFF_UNITS).default('lines').describe('What is compared: lines (default), words or chars (user-perceived characters)'),
    context: z.number().int().min(0).max(DIFF_MAX_CONTEXT).default(3).describe(`Unchanged lines shown around each change in the unified diff, 0 to ${DIFF_MAX_CONTEXT}; default 3`),
  }),
  result: z.object({
    equal: z.boolean().apply(described, {
      en: 'Whether the texts are the same',
      es: 'Si los textos son iguales',
      de: 'Ob die Texte gleich sind',
      fr: 'Indique si les textes sont identiques',
      'pt-br': 'Se os textos são iguais',
      'zh-cn': '两个文本是否相同',
    }),
    added: z.number().int().min(0).apply(described, {
      en: 'Lines, words (and punctuation marks) or characters added in b',
      es: 'Líneas, palabras (y signos de puntuación) o caracteres añadidos en b',
      de: 'In b hinzugefügte Zeilen, Wörter (und Satzzeichen) oder Zeichen',
      fr: 'Lignes, mots (et signes de ponctuation) ou caractères ajoutés dans b',
      'pt-br': 'Linhas, palavras (e sinais de pontuação) ou caracteres adicionados em b',
      'zh-cn': 'b 中添加的行、单词（及标点符号）或字符数',
    }),
    removed: z.number().int().min(0).apply(described, {
      en: 'Lines, words (and punctuation marks) or characters of a removed',
      es: 'Líneas, palabras (y signos de puntuación) o caracteres de a eliminados',
      de: 'Aus a entfernte Zeilen, Wörter (und Satzzeichen) oder Zeichen',
      fr: 'Lignes, mots (et signes de ponctuation) ou caractères de a supprimés',
      'pt-br': 'Linhas, palavras (e sinais de pontuação) ou caracteres de a removidos',
      'zh-cn': 'a 中删除的行、单词（及标点符号）或字符数',
    }),
    changes: z.array(z.object({
      type: z.enum(CHANGE_TYPES).apply(described, {
        en: 'equal (in both), removed (only in a) or added (only in b)',
        es: 'equal (en los dos), removed (solo en a) o added (solo en b)',
        de: 'equal (in beiden), removed (nur in a) oder added (nur in b)',
        fr: 'equal (dans les deux), removed (seulement dans a) ou added (seulement dans b)',
        'pt-br': 'equal (nos dois), removed (só em a) ou added (só em b)',
        'zh-cn': 'equal（两者都有）、removed（仅在 a 中）或 added（仅在 b 中）',
      }),
      value: z.string().apply(described, {
        en: 'The text of this run',
        es: 'El texto de este tramo',
        de: 'Der Text dieses Abschnitts',
        fr: 'Le texte de ce segment',
        'pt-br': 'O texto deste trecho',
        'zh-cn': '此片段的文本',
      }),
    })).apply(described, {
      en: 'The texts as consecutive runs, in order: joining the equal and removed values gives a, the equal and added ones b',
      es: 'Los textos como tramos consecutivos, en orden: al unir los valores equal y removed se obtiene a, y los equal y added, b',
      de: 'Die Texte als aufeinanderfolgende Abschnitte, der Reihe nach: Die Werte von equal und removed ergeben zusammen a, die von equal und added b',
      fr: `Les textes sous forme de segments consécutifs, dans l'ordre\u00a0: la réunion des valeurs equal et removed donne a, celle des valeurs equal et added donne b`,
      'pt-br': 'Os textos como trechos consecutivos, em ordem: juntando os valores equal e removed obtém-se a, e os equal e added, b',
      'zh-cn': '以连续片段表示的文本，按顺序排列：将 equal 和 removed 的值连接起来得到 a，将 equal 和 added 的值连接起来得到 b',
    }),
    unified: z.string().optional().apply(described, {
      en: 'With by=lines: the unified diff (GNU diff -u format), empty when the texts are equal',
      es: 'Con by=lines: el diff unificado (formato de GNU diff -u), vacío si los textos son iguales',
      de: 'Bei by=lines: der Unified Diff (Format von GNU diff -u), leer, wenn die Texte gleich sind',
      fr: 'Avec by=lines\u00a0: le diff unifié (format de GNU diff -u), vide si les textes sont identiques',
      'pt-br': 'Com by=lines: o diff unificado (formato do GNU diff -u), vazio quando os textos são iguais',
      'zh-cn': '当 by=lines 时：统一 diff（GNU diff -u 格式）；文本相同时为空',
    }),
  }),
  examples: [
    {
      params: { a: 'apples\nbananas\ncherries\n', b: 'apples\nblueberries\ncherries\ndates\n' },
      result: {
        equal: false, added: 2, removed: 1,
        changes: [
          { type: 'equal', value: 'apples\n' }, { type: 'removed', value: 'bananas\n' }, { type: 'added', value: 'blueberries\n' },
          { type: 'equal', value: 'cherries\n' }, { type: 'added', value: 'dates\n' },
        ],
        unified: '--- a\n+++ b\n@@ -1,3 +1,4 @@\n apples\n-bananas\n+blueberries\n cherries\n+dates\n',
      },
    },
    {
      title: 'by words',
      params: { a: 'The quick brown fox.', b: 'The slow brown fox!', by: 'words' },
      result: {
        equal: false, added: 2, removed: 2,
        changes: [
          { type: 'equal', value: 'The ' }, { type: 'removed', value: 'quick' }, { type: 'added', value: 'slow' },
          { type: 'equal', value: ' brown fox' }, { type: 'removed', value: '.' }, { type: 'added', value: '!' },
        ],
      },
    },
  ],
  run: (params, ctx) => {
    checkDiffSize(params.a, params.b, ctx.limits.textBytes)
    // Short texts are compared on this thread (a few dozen edits at most: well under a millisecond).
    if (params.a.length + params.b.length <= INLINE_CHARS) return textDiff(params)
    return ctx.compute.run('text.diff', params)
  },
  es: {
    summary: 'Compara dos textos por líneas, palabras o caracteres, con un diff unificado',
    description: `Busca el conjunto más corto de inserciones y eliminaciones que convierte a en b (algoritmo de Myers, de la biblioteca jsdiff) y enumera el texto en orden como tramos iguales, eliminados y añadidos, listos para mostrarse como un diff. by elige qué se compara: lines (por defecto; cada línea con su salto de línea, de modo que la falta de un salto de línea final cuenta como un cambio), words (una palabra de letras, dígitos y guiones bajos, un tramo de espacios en blanco, o un signo de puntuación o símbolo; added y removed cuentan palabras y signos de puntuación, no espacios) o chars (caracteres percibidos por el usuario: un emoji o una letra con sus tildes es uno). Con lines, unified es el diff unificado tal como lo escribe GNU diff -u (cabeceras --- a y +++ b, bloques con context líneas sin cambios alrededor de cada cambio y "\\ No newline at end of file" donde una última línea no tiene salto de línea); está vacío si los textos son iguales. a y b pueden tener como máximo ${es.text.figure(DIFF_MAX_BYTES)} bytes (UTF-8) cada uno (413 DIFF_INPUT_TOO_LARGE). Los textos que difieren en más de ${es.text.figure(DIFF_MAX_EDITS)} inserciones y eliminaciones, o que tardan más de ${es.text.figure(DIFF_BUDGET_MS)} ms en compararse, se rechazan con 422 DIFF_TOO_COMPLEX: compare fragmentos más pequeños, o por líneas.`,
    params: {
      a: 'El texto original',
      b: 'El texto modificado',
      by: 'Qué se compara: lines (por defecto, líneas), words (palabras) o chars (caracteres percibidos por el usuario)',
      context: `Líneas sin cambios que se muestran alrededor de cada cambio en el diff unificado, de 0 a ${DIFF_MAX_CONTEXT}; por defecto 3`,
    },
  },
  de: {
    summary: 'Vergleicht zwei Texte zeilen-, wort- oder zeichenweise, mit einem Unified Diff',
    description: `Findet die kürzeste Folge von Einfügungen und Löschungen, die a in b überführt (Myers-Algorithmus aus der Bibliothek jsdiff), und listet den Text der Reihe nach als gleiche, entfernte und hinzugefügte Abschnitte auf, bereit zur Anzeige als Diff. by legt fest, was verglichen wird: lines (Standard; jede Zeile mit ihrem Zeilenumbruch, sodass ein fehlender abschließender Zeilenumbruch als Änderung zählt), words (ein Wort aus Buchstaben, Ziffern und Unterstrichen, eine Folge von Leerraum oder ein einzelnes Satzzeichen oder Symbol; added und removed zählen Wörter und Satzzeichen, keinen Leerraum) oder chars (vom Benutzer wahrgenommene Zeichen: Ein Emoji oder ein Buchstabe mit seinen Akzenten zählt als eines). Bei lines ist unified der Unified Diff, wie ihn GNU diff -u schreibt (Kopfzeilen --- a und +++ b, Hunks mit context unveränderten Zeilen um jede Änderung, "\\ No newline at end of file", wo eine letzte Zeile keinen Zeilenumbruch hat); er ist leer, wenn die Texte gleich sind. a und b dürfen jeweils höchstens ${de.text.figure(DIFF_MAX_BYTES)} Bytes (UTF-8) groß sein (413 DIFF_INPUT_TOO_LARGE). Texte, die sich um mehr als ${de.text.figure(DIFF_MAX_EDITS)} Einfügungen und Löschungen unterscheiden oder deren Vergleich länger als ${de.text.figure(DIFF_BUDGET_MS)} ms dauert, werden mit 422 DIFF_TOO_COMPLEX abgelehnt: Vergleichen Sie kleinere Teile oder zeilenweise.`,
    params: {
      a: 'Der ursprüngliche Text',
      b: 'Der geänderte Text',
      by: 'Was verglichen wird: lines (Standard), words oder chars (vom Benutzer wahrgenommene Zeichen)',
      context: `Unveränderte Zeilen, die im Unified Diff um jede Änderung angezeigt werden, 0 bis ${DIFF_MAX_CONTEXT}; Standard 3`,
    },
  },
  fr: {
    summary: 'Compare deux textes par lignes, par mots ou par caractères, avec un diff unifié',
    description: `Trouve la plus courte suite d'insertions et de suppressions qui transforme a en b (algorithme de Myers, issu de la bibliothèque jsdiff) et liste le texte dans l'ordre sous forme de segments identiques, supprimés et ajoutés, prêts à être affichés comme un diff. by choisit ce qui est comparé\u00a0: lines (par défaut\u00a0; chaque ligne avec son saut de ligne, si bien que l'absence de saut de ligne final compte comme une modification), words (un mot fait de lettres, de chiffres et de traits de soulignement, une suite d'espaces blancs, ou un seul signe de ponctuation ou symbole\u00a0; added et removed comptent les mots et les signes de ponctuation, pas les espaces) ou chars (caractères perçus par l'utilisateur\u00a0: un emoji ou une lettre avec ses accents compte pour un). Avec lines, unified est le diff unifié tel que l'écrit GNU diff -u (en-têtes --- a et +++ b, blocs avec context lignes inchangées autour de chaque modification, "\\ No newline at end of file" là où une dernière ligne n'a pas de saut de ligne)\u00a0; il est vide si les textes sont identiques. a et b peuvent contenir chacun au plus ${fr.text.figure(DIFF_MAX_BYTES)} octets (UTF-8) (413 DIFF_INPUT_TOO_LARGE). Les textes qui diffèrent de plus de ${fr.text.figure(DIFF_MAX_EDITS)} insertions et suppressions, ou dont la comparaison prend plus de ${fr.text.figure(DIFF_BUDGET_MS)} ms, sont refusés avec 422 DIFF_TOO_COMPLEX\u00a0: comparez des fragments plus petits, ou par lignes.`,
    params: {
      a: `Le texte d'origine`,
      b: 'Le texte modifié',
      by: `Ce qui est comparé\u00a0: lines (par défaut), words ou chars (caractères perçus par l'utilisateur)`,
      context: `Lignes inchangées affichées autour de chaque modification dans le diff unifié, de 0 à ${DIFF_MAX_CONTEXT}\u00a0; 3 par défaut`,
    },
  },
  'pt-br': {
    summary: 'Compara dois textos por linhas, palavras ou caracteres, com um diff unificado',
    description: `Encontra o menor conjunto de inserções e exclusões que transforma a em b (algoritmo de Myers, da biblioteca jsdiff) e lista o texto em ordem como trechos iguais, removidos e adicionados, prontos para serem exibidos como um diff. by escolhe o que é comparado: lines (padrão; cada linha com sua quebra de linha, de modo que a falta de uma quebra de linha final conta como uma alteração), words (uma palavra de letras, dígitos e sublinhados, uma sequência de espaços em branco, ou um único sinal de pontuação ou símbolo; added e removed contam palavras e sinais de pontuação, não espaços) ou chars (caracteres percebidos pelo usuário: um emoji ou uma letra com seus acentos conta como um). Com lines, unified é o diff unificado como o GNU diff -u o escreve (cabeçalhos --- a e +++ b, blocos com context linhas inalteradas ao redor de cada alteração e "\\ No newline at end of file" onde uma última linha não tem quebra de linha); ele fica vazio quando os textos são iguais. a e b podem ter no máximo ${ptBr.text.figure(DIFF_MAX_BYTES)} bytes (UTF-8) cada um (413 DIFF_INPUT_TOO_LARGE). Textos que diferem em mais de ${ptBr.text.figure(DIFF_MAX_EDITS)} inserções e exclusões, ou cuja comparação leva mais de ${ptBr.text.figure(DIFF_BUDGET_MS)} ms, são recusados com 422 DIFF_TOO_COMPLEX: compare trechos menores ou por linhas.`,
    params: {
      a: 'O texto original',
      b: 'O texto alterado',
      by: 'O que é comparado: lines (padrão), words ou chars (caracteres percebidos pelo usuário)',
      context: `Linhas inalteradas mostradas ao redor de cada alteração no diff unificado, de 0 a ${DIFF_MAX_CONTEXT}; padrão 3`,
    },
  },
  'zh-cn': {
    summary: '按行、单词或字符比较两个文本，并给出统一格式的 diff',
    description: `找出将 a 变为 b 的最短插入和删除序列（Myers 算法，来自 jsdiff 库），并按顺序将文本列为相同、删除和添加的片段，可直接显示为 diff。by 选择比较的单位：lines（默认；每行连同其换行符，因此缺少末尾换行符也算一处更改）、words（由字母、数字和下划线组成的单词、连续的空白，或单个标点符号或符号；added 和 removed 统计单词和标点符号，不统计空白）或 chars（用户感知字符：一个表情符号或一个带重音符号的字母算作一个）。使用 lines 时，unified 是 GNU diff -u 所写的统一格式 diff（标头 --- a 和 +++ b；各块在每处更改周围带有 context 行未更改的内容；最后一行没有换行符时写入 "\\ No newline at end of file"）；文本相同时为空。a 和 b 各自最多 ${zhCn.text.figure(DIFF_MAX_BYTES)} 字节（UTF-8）（413 DIFF_INPUT_TOO_LARGE）。插入和删除超过 ${zhCn.text.figure(DIFF_MAX_EDITS)} 处，或比较耗时超过 ${zhCn.text.figure(DIFF_BUDGET_MS)} ms 的文本，将以 422 DIFF_TOO_COMPLEX 拒绝：请比较更小的片段，或按行比较。`,
    params: {
      a: '原始文本',
      b: '修改后的文本',
      by: '比较的单位：lines（默认）、words 或 chars（用户感知字符）',
      context: `统一 diff 中每处更改周围显示的未更改行数，0 到 ${DIFF_MAX_CONTEXT}；默认为 3`,
    },
  },
})
