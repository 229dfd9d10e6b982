import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextLines } from '../kits/text-results.ts'
import { flagParam, textInput } from '../../lib/text/text.ts'
import { SORT_ORDERS } from '../../lib/text/lines.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'sort-lines',
  input: 'json',
  summary: 'Sort lines alphabetically or naturally (file2 before file10), ascending or descending',
  description: 'By default lines compare by their UTF-16 code units, the order JavaScript\'s < gives: digits before upper case before lower case (B before a), accented letters after z. '
    + `case_insensitive compares the case-folded lines instead. ${en.text.CASE_FOLDING_NOTE} `
    + 'natural compares the way a person reads, with Intl.Collator for English and numeric ordering: numbers by value (file2 before file10), accents and case as lesser differences (a before B, e before é); '
    + 'with case_insensitive too, lines that differ only in case are equal. '
    + 'Equal lines keep their original order, in both directions. Blank lines are sorted like any other (first when ascending). '
    + `The result gives the number of lines. ${en.text.LINES_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    order: z.enum(SORT_ORDERS).default('asc').describe('asc (default) or desc'),
    case_insensitive: flagParam(en.text.flag('Compare lines ignoring case')),
    natural: flagParam(en.text.flag('Natural order: numbers inside lines compare by value, accents and case count less than letters')),
  }),
  result: TextLines,
  examples: [
    { params: { text: 'banana\nApple\ncherry\n' }, result: { output: 'Apple\nbanana\ncherry\n', lines: 3 } },
    { title: 'natural, descending', params: { text: 'file10\nfile2\nfile1', natural: true, order: 'desc' }, result: { output: 'file10\nfile2\nfile1', lines: 3 } },
    { title: 'ignoring case', params: { text: 'b\nB\na\nA', case_insensitive: true }, result: { output: 'a\nA\nb\nB', lines: 4 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.sortLines', params),
  es: {
    summary: 'Ordena líneas alfabética o naturalmente (file2 antes que file10), de forma ascendente o descendente',
    description: `Por defecto las líneas se comparan por sus unidades de código UTF-16, el orden que da < en JavaScript: dígitos antes que mayúsculas y mayúsculas antes que minúsculas (B antes que a), y las letras acentuadas después de la z. case_insensitive compara en cambio las líneas con las mayúsculas plegadas. ${es.text.CASE_FOLDING_NOTE} natural compara como lee una persona, con Intl.Collator para inglés y orden numérico: los números por su valor (file2 antes que file10), y los acentos y las mayúsculas como diferencias menores (a antes que B, e antes que é); si además se usa case_insensitive, las líneas que solo difieren en mayúsculas son iguales. Las líneas iguales mantienen su orden original, en ambos sentidos. Las líneas en blanco se ordenan como cualquier otra (primero, en orden ascendente). El resultado indica el número de líneas. ${es.text.LINES_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      order: 'asc (por defecto) o desc',
      case_insensitive: es.text.flag('Compara las líneas sin distinguir mayúsculas de minúsculas'),
      natural: es.text.flag('Orden natural: los números dentro de las líneas se comparan por su valor, y los acentos y las mayúsculas cuentan menos que las letras'),
    },
  },
  de: {
    summary: 'Sortiert Zeilen alphabetisch oder natürlich (file2 vor file10), aufsteigend oder absteigend',
    description: `Standardmäßig werden Zeilen nach ihren UTF-16-Codeeinheiten verglichen, in der Reihenfolge, die < in JavaScript ergibt: Ziffern vor Großbuchstaben vor Kleinbuchstaben (B vor a), Buchstaben mit Akzent nach z. case_insensitive vergleicht stattdessen die Zeilen nach Anwendung der Unicode-Groß-/Kleinschreibungsangleichung (Case Folding). ${de.text.CASE_FOLDING_NOTE} natural vergleicht so, wie ein Mensch liest, mit Intl.Collator für Englisch und numerischer Sortierung: Zahlen nach ihrem Wert (file2 vor file10), Akzente und Groß-/Kleinschreibung als geringere Unterschiede (a vor B, e vor é); zusammen mit case_insensitive sind Zeilen, die sich nur in der Groß-/Kleinschreibung unterscheiden, gleich. Gleiche Zeilen behalten in beiden Richtungen ihre ursprüngliche Reihenfolge. Leerzeilen werden wie alle anderen sortiert (bei aufsteigender Sortierung zuerst). Das Ergebnis enthält die Anzahl der Zeilen. ${de.text.LINES_NOTE} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      order: 'asc (Standard) oder desc',
      case_insensitive: de.text.flag('Vergleicht Zeilen ohne Berücksichtigung der Groß-/Kleinschreibung'),
      natural: de.text.flag('Natürliche Sortierung: Zahlen in den Zeilen werden nach ihrem Wert verglichen, Akzente und Groß-/Kleinschreibung zählen weniger als Buchstaben'),
    },
  },
  fr: {
    summary: 'Trie des lignes par ordre alphabétique ou naturel (file2 avant file10), croissant ou décroissant',
    description: `Par défaut, les lignes sont comparées selon leurs unités de code UTF-16, l'ordre que donne l'opérateur < de JavaScript\u00a0: chiffres avant majuscules, majuscules avant minuscules (B avant a), lettres accentuées après z. case_insensitive compare plutôt les lignes après repliement de la casse. ${fr.text.CASE_FOLDING_NOTE} natural compare comme le ferait un lecteur, avec Intl.Collator pour l'anglais et un tri numérique\u00a0: les nombres selon leur valeur (file2 avant file10), les accents et la casse comme des différences secondaires (a avant B, e avant é)\u00a0; si case_insensitive est aussi activé, les lignes qui ne diffèrent que par la casse sont égales. Les lignes égales conservent leur ordre d'origine, dans les deux sens. Les lignes vides sont triées comme les autres (en premier dans l'ordre croissant). Le résultat indique le nombre de lignes. ${fr.text.LINES_NOTE} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      order: 'asc (par défaut) ou desc',
      case_insensitive: fr.text.flag('Compare les lignes sans tenir compte de la casse'),
      natural: fr.text.flag('Ordre naturel\u00a0: les nombres contenus dans les lignes sont comparés selon leur valeur, et les accents et la casse comptent moins que les lettres'),
    },
  },
  'pt-br': {
    summary: 'Classifica linhas em ordem alfabética ou natural (file2 antes de file10), crescente ou decrescente',
    description: `Por padrão, as linhas são comparadas pelas suas unidades de código UTF-16, a ordem dada pelo < do JavaScript: dígitos antes de maiúsculas e maiúsculas antes de minúsculas (B antes de a), letras acentuadas depois de z. case_insensitive compara, em vez disso, as linhas após o case folding (equivalência entre maiúsculas e minúsculas). ${ptBr.text.CASE_FOLDING_NOTE} natural compara do jeito que uma pessoa lê, com Intl.Collator para inglês e ordenação numérica: números pelo valor (file2 antes de file10), acentos e maiúsculas/minúsculas como diferenças menores (a antes de B, e antes de é); se case_insensitive também estiver ativado, as linhas que diferem apenas em maiúsculas e minúsculas são iguais. Linhas iguais mantêm a ordem original, nos dois sentidos. Linhas em branco são classificadas como qualquer outra (primeiro, na ordem crescente). O resultado informa o número de linhas. ${ptBr.text.LINES_NOTE} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      order: 'asc (padrão) ou desc',
      case_insensitive: ptBr.text.flag('Compara as linhas sem diferenciar maiúsculas de minúsculas'),
      natural: ptBr.text.flag('Ordem natural: os números dentro das linhas são comparados pelo valor, e acentos e maiúsculas/minúsculas contam menos que as letras'),
    },
  },
  'zh-cn': {
    summary: '按字母顺序或自然顺序（file2 排在 file10 之前）对行进行升序或降序排序',
    description: `默认情况下，各行按 UTF-16 代码单元比较，即 JavaScript 的 < 给出的顺序：数字在大写字母之前，大写字母在小写字母之前（B 在 a 之前），带重音符号的字母在 z 之后。case_insensitive 则改为比较大小写折叠后的行。${zhCn.text.CASE_FOLDING_NOTE}natural 按人的阅读习惯比较，使用面向英语并启用数字排序的 Intl.Collator：数字按数值比较（file2 在 file10 之前），重音和大小写视为次要差异（a 在 B 之前，e 在 é 之前）；同时启用 case_insensitive 时，仅大小写不同的行视为相等。相等的行在两种排序方向下都保持原有顺序。空白行与其他行一样参与排序（升序时排在最前）。结果给出行数。${zhCn.text.LINES_NOTE}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      order: 'asc（默认）或 desc',
      case_insensitive: zhCn.text.flag('比较行时不区分大小写'),
      natural: zhCn.text.flag('自然顺序：行中的数字按数值比较，重音和大小写的权重低于字母'),
    },
  },
})
