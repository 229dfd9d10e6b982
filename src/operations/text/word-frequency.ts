import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const MAX_LIMIT = 10_000

export default defineOperation({
  category: 'text',
  name: 'word-frequency',
  input: 'json',
  summary: 'List the most frequent words of a text with their counts',
  description: 'Words are found as text/word-count finds them (letters, marks and digits of any script, joined by inner apostrophes and hyphens). '
    + `Counting ignores case, so The and the are one word, shown in lower case as first written. ${en.text.CASE_FOLDING_NOTE} `
    + 'The list holds the limit most frequent words, most frequent first; words with the same count are in order of first appearance. '
    + 'total_words counts every word and distinct_words the different ones. No stop words are left out.'
    + ` ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    limit: z.number().int().min(1).max(MAX_LIMIT).default(50).describe(`How many words to list (top N), 1-${MAX_LIMIT.toLocaleString('en')}; default 50`),
  }),
  result: z.object({
    words: z.array(z.object({
      word: z.string().apply(described, {
        en: 'The word in lower case, as first written',
        es: 'La palabra en minúsculas, tal como se escribió por primera vez',
        de: 'Das Wort in Kleinbuchstaben, so wie es zuerst geschrieben wurde',
        fr: `Le mot en minuscules, tel qu'il a été écrit la première fois`,
        'pt-br': 'A palavra em minúsculas, como foi escrita pela primeira vez',
        'zh-cn': '单词的小写形式，保持首次出现时的写法',
      }),
      count: z.number().int().min(1).apply(described, {
        en: 'How many times it occurs, ignoring case',
        es: 'Cuántas veces aparece, sin distinguir mayúsculas',
        de: 'Wie oft es vorkommt, ohne Berücksichtigung der Groß-/Kleinschreibung',
        fr: `Nombre d'occurrences, sans tenir compte de la casse`,
        'pt-br': 'Quantas vezes ela aparece, sem diferenciar maiúsculas de minúsculas',
        'zh-cn': '出现次数，不区分大小写',
      }),
    })).apply(described, {
      en: 'The most frequent words, at most limit, most frequent first; ties in order of first appearance',
      es: 'Las palabras más frecuentes, como máximo limit, de la más a la menos frecuente; los empates en orden de primera aparición',
      de: 'Die häufigsten Wörter, höchstens limit, das häufigste zuerst; bei Gleichstand in der Reihenfolge des ersten Auftretens',
      fr: `Les mots les plus fréquents, au plus limit, du plus fréquent au moins fréquent\u00a0; en cas d'égalité, dans l'ordre de première apparition`,
      'pt-br': 'As palavras mais frequentes, no máximo limit, da mais para a menos frequente; empates em ordem de primeira aparição',
      'zh-cn': '最常见的单词，最多 limit 个，按频率从高到低排列；次数相同时按首次出现的顺序排列',
    }),
    total_words: z.number().int().min(0).apply(described, {
      en: 'Number of words in the text',
      es: 'Número de palabras del texto',
      de: 'Anzahl der Wörter im Text',
      fr: 'Nombre de mots du texte',
      'pt-br': 'Número de palavras do texto',
      'zh-cn': '文本中的单词数',
    }),
    distinct_words: z.number().int().min(0).apply(described, {
      en: 'Number of different words, ignoring case',
      es: 'Número de palabras diferentes, sin distinguir mayúsculas',
      de: 'Anzahl der unterschiedlichen Wörter, ohne Berücksichtigung der Groß-/Kleinschreibung',
      fr: 'Nombre de mots différents, sans tenir compte de la casse',
      'pt-br': 'Número de palavras diferentes, sem diferenciar maiúsculas de minúsculas',
      'zh-cn': '不同单词的数量，不区分大小写',
    }),
  }),
  chain: { gives: 'result.words' },
  examples: [
    {
      params: { text: 'The cat and the hat. THE END, and the cat!', limit: 3 },
      result: { words: [{ word: 'the', count: 4 }, { word: 'cat', count: 2 }, { word: 'and', count: 2 }], total_words: 10, distinct_words: 5 },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.wordFrequency', params),
  es: {
    summary: 'Lista las palabras más frecuentes de un texto con sus recuentos',
    description: `Las palabras se encuentran como en text/word-count (letras, marcas y dígitos de cualquier escritura, unidos por apóstrofos y guiones interiores). El recuento no distingue mayúsculas, así que The y the son una misma palabra, que se muestra en minúsculas tal como se escribió por primera vez. ${es.text.CASE_FOLDING_NOTE} La lista contiene las limit palabras más frecuentes, de más a menos frecuente; las palabras con el mismo recuento van en orden de primera aparición. total_words cuenta todas las palabras y distinct_words las distintas. No se excluye ninguna palabra vacía. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      limit: `Cuántas palabras se listan (las N primeras), 1-${es.text.figure(MAX_LIMIT)}; por defecto 50`,
    },
  },
  de: {
    summary: 'Listet die häufigsten Wörter eines Texts mit ihrer Anzahl auf',
    description: `Wörter werden wie bei text/word-count erkannt (Buchstaben, kombinierende Zeichen und Ziffern jeder Schrift, verbunden durch innere Apostrophe und Bindestriche). Beim Zählen wird die Groß-/Kleinschreibung ignoriert, sodass The und the ein Wort sind, das in Kleinbuchstaben so angezeigt wird, wie es zuerst geschrieben wurde. ${de.text.CASE_FOLDING_NOTE} Die Liste enthält die limit häufigsten Wörter, das häufigste zuerst; Wörter mit derselben Anzahl stehen in der Reihenfolge ihres ersten Auftretens. total_words zählt alle Wörter, distinct_words die unterschiedlichen. Es werden keine Stoppwörter ausgelassen. ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      limit: `Wie viele Wörter aufgeführt werden (Top N), 1-${de.text.figure(MAX_LIMIT)}; Standard 50`,
    },
  },
  fr: {
    summary: `Liste les mots les plus fréquents d'un texte avec leur nombre d'occurrences`,
    description: `Les mots sont repérés comme dans text/word-count (lettres, marques combinantes et chiffres de toute écriture, reliés par des apostrophes et des traits d'union intérieurs). Le décompte ne tient pas compte de la casse\u00a0: The et the sont un seul mot, affiché en minuscules tel qu'il a été écrit la première fois. ${fr.text.CASE_FOLDING_NOTE} La liste contient les limit mots les plus fréquents, du plus fréquent au moins fréquent\u00a0; les mots ayant le même nombre d'occurrences sont classés dans l'ordre de première apparition. total_words compte tous les mots et distinct_words les mots différents. Aucun mot vide n'est exclu. ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      limit: `Nombre de mots à lister (les N premiers), 1-${fr.text.figure(MAX_LIMIT)}\u00a0; 50 par défaut`,
    },
  },
  'pt-br': {
    summary: 'Lista as palavras mais frequentes de um texto com suas contagens',
    description: `As palavras são encontradas como em text/word-count (letras, marcas combinantes e dígitos de qualquer sistema de escrita, unidos por apóstrofos e hifens internos). A contagem não diferencia maiúsculas de minúsculas, então The e the são uma só palavra, mostrada em minúsculas como foi escrita pela primeira vez. ${ptBr.text.CASE_FOLDING_NOTE} A lista contém as limit palavras mais frequentes, da mais para a menos frequente; palavras com a mesma contagem ficam em ordem de primeira aparição. total_words conta todas as palavras e distinct_words, as diferentes. Nenhuma stop word (palavra vazia) é excluída. ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      limit: `Quantas palavras listar (as N primeiras), 1-${ptBr.text.figure(MAX_LIMIT)}; padrão 50`,
    },
  },
  'zh-cn': {
    summary: '列出文本中最常见的单词及其出现次数',
    description: `单词的识别方式与 text/word-count 相同（任何文字的字母、组合标记和数字，可由词内的撇号和连字符连接）。计数时不区分大小写，因此 The 和 the 是同一个单词，以小写形式显示，并保持首次出现时的写法。${zhCn.text.CASE_FOLDING_NOTE}列表包含出现次数最多的 limit 个单词，按频率从高到低排列；次数相同的单词按首次出现的顺序排列。total_words 统计所有单词，distinct_words 统计不同的单词。不排除任何停用词。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      limit: `要列出的单词数（前 N 个），1-${zhCn.text.figure(MAX_LIMIT)}；默认为 50`,
    },
  },
})
