import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { READING_WPM, SPEAKING_WPM } from '../../lib/text/stats.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const wpm = (what: string, fallback: number) => z.number().int().min(50).max(1000).default(fallback)
  .describe(`${what} speed in words per minute, 50-1000; default ${fallback}`)
const count = (words: FieldWords) => z.number().int().min(0).apply(described, words)

export default defineOperation({
  category: 'text',
  name: 'word-count',
  input: 'json',
  summary: 'Count words, characters, sentences, lines and paragraphs, with reading and speaking time',
  description: 'A word is a run of letters, combining marks and digits of any script, which an apostrophe or a hyphen may join (don\'t and state-of-the-art are one word each), as may . or , between digits (3.14, 1,000); '
    + 'punctuation, symbols and emoji are not words, and scripts written without spaces (Chinese, Japanese, Thai) count each unbroken run as one word. '
    + 'characters counts Unicode code points, after \\r\\n is taken as one line break (so an emoji built of several code points counts several); characters_no_spaces leaves out white space. '
    + 'A sentence ends at . ! ? or … followed by white space or the end of the text (or at 。！？), and must hold a letter or digit; abbreviations such as "e.g. " count as an end. '
    + 'lines follows the line rule of the other text operations (a final line break does not start a new line; an empty text has 0 lines); a paragraph is a run of lines that are not blank. '
    + `Reading time assumes ${READING_WPM} words per minute (silent reading of English non-fiction, Brysbaert 2019) and speaking time ${SPEAKING_WPM} (a presentation pace), both changeable; `
    + `times are rounded up to whole seconds and to whole minutes ("1 min read"). ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    reading_wpm: wpm('Reading', READING_WPM),
    speaking_wpm: wpm('Speaking', SPEAKING_WPM),
  }),
  result: z.object({
    words: count({
      en: 'Number of words',
      es: 'Número de palabras',
      de: 'Anzahl der Wörter',
      fr: 'Nombre de mots',
      'pt-br': 'Número de palavras',
      'zh-cn': '单词数',
    }),
    characters: count({
      en: 'Number of characters, in Unicode code points, with \\r\\n counted as one',
      es: 'Número de caracteres, en puntos de código Unicode, contando \\r\\n como uno',
      de: 'Anzahl der Zeichen in Unicode-Codepunkten, wobei \\r\\n als eines zählt',
      fr: 'Nombre de caractères, en points de code Unicode, \\r\\n comptant pour un',
      'pt-br': 'Número de caracteres, em pontos de código Unicode, contando \\r\\n como um',
      'zh-cn': '字符数，按 Unicode 码位计，\\r\\n 计为一个',
    }),
    characters_no_spaces: count({
      en: 'Number of characters that are not white space',
      es: 'Número de caracteres que no son espacios en blanco',
      de: 'Anzahl der Zeichen, die kein Leerraum sind',
      fr: 'Nombre de caractères qui ne sont pas des espaces blancs',
      'pt-br': 'Número de caracteres que não são espaços em branco',
      'zh-cn': '非空白字符数',
    }),
    sentences: count({
      en: 'Number of sentences',
      es: 'Número de oraciones',
      de: 'Anzahl der Sätze',
      fr: 'Nombre de phrases',
      'pt-br': 'Número de frases',
      'zh-cn': '句子数',
    }),
    lines: count({
      en: 'Number of lines (a final line break does not start a new one)',
      es: 'Número de líneas (un salto de línea final no inicia una nueva)',
      de: 'Anzahl der Zeilen (ein abschließender Zeilenumbruch beginnt keine neue)',
      fr: 'Nombre de lignes (un saut de ligne final ne commence pas de nouvelle ligne)',
      'pt-br': 'Número de linhas (uma quebra de linha final não inicia uma nova)',
      'zh-cn': '行数（末尾的换行符不会开始新的一行）',
    }),
    paragraphs: count({
      en: 'Number of paragraphs: runs of lines that are not blank',
      es: 'Número de párrafos: secuencias de líneas que no están en blanco',
      de: 'Anzahl der Absätze: Folgen von Zeilen, die nicht leer sind',
      fr: 'Nombre de paragraphes\u00a0: suites de lignes non vides',
      'pt-br': 'Número de parágrafos: sequências de linhas que não estão em branco',
      'zh-cn': '段落数：连续的非空白行',
    }),
    reading_wpm: z.number().int().apply(described, {
      en: 'Reading speed used, in words per minute',
      es: 'Velocidad de lectura usada, en palabras por minuto',
      de: 'Verwendete Lesegeschwindigkeit in Wörtern pro Minute',
      fr: 'Vitesse de lecture utilisée, en mots par minute',
      'pt-br': 'Velocidade de leitura usada, em palavras por minuto',
      'zh-cn': '使用的阅读速度，单位为每分钟单词数',
    }),
    reading_time_seconds: count({
      en: 'Reading time in seconds, rounded up',
      es: 'Tiempo de lectura en segundos, redondeado hacia arriba',
      de: 'Lesezeit in Sekunden, aufgerundet',
      fr: `Temps de lecture en secondes, arrondi à l'unité supérieure`,
      'pt-br': 'Tempo de leitura em segundos, arredondado para cima',
      'zh-cn': '阅读时间（秒），向上取整',
    }),
    reading_time_minutes: count({
      en: 'Reading time in minutes, rounded up',
      es: 'Tiempo de lectura en minutos, redondeado hacia arriba',
      de: 'Lesezeit in Minuten, aufgerundet',
      fr: `Temps de lecture en minutes, arrondi à l'unité supérieure`,
      'pt-br': 'Tempo de leitura em minutos, arredondado para cima',
      'zh-cn': '阅读时间（分钟），向上取整',
    }),
    speaking_wpm: z.number().int().apply(described, {
      en: 'Speaking speed used, in words per minute',
      es: 'Velocidad de habla usada, en palabras por minuto',
      de: 'Verwendete Sprechgeschwindigkeit in Wörtern pro Minute',
      fr: `Vitesse d'élocution utilisée, en mots par minute`,
      'pt-br': 'Velocidade de fala usada, em palavras por minuto',
      'zh-cn': '使用的朗读速度，单位为每分钟单词数',
    }),
    speaking_time_seconds: count({
      en: 'Speaking time in seconds, rounded up',
      es: 'Tiempo de habla en segundos, redondeado hacia arriba',
      de: 'Sprechzeit in Sekunden, aufgerundet',
      fr: `Temps d'élocution en secondes, arrondi à l'unité supérieure`,
      'pt-br': 'Tempo de fala em segundos, arredondado para cima',
      'zh-cn': '朗读时间（秒），向上取整',
    }),
    speaking_time_minutes: count({
      en: 'Speaking time in minutes, rounded up',
      es: 'Tiempo de habla en minutos, redondeado hacia arriba',
      de: 'Sprechzeit in Minuten, aufgerundet',
      fr: `Temps d'élocution en minutes, arrondi à l'unité supérieure`,
      'pt-br': 'Tempo de fala em minutos, arredondado para cima',
      'zh-cn': '朗读时间（分钟），向上取整',
    }),
  }),
  examples: [
    {
      params: { text: 'Hello world! This is a test.\n\nSecond paragraph here.' },
      result: {
        words: 9, characters: 52, characters_no_spaces: 43, sentences: 3, lines: 3, paragraphs: 2,
        reading_wpm: 238, reading_time_seconds: 3, reading_time_minutes: 1, speaking_wpm: 130, speaking_time_seconds: 5, speaking_time_minutes: 1,
      },
    },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.wordCount', params),
  es: {
    summary: 'Cuenta palabras, caracteres, oraciones, líneas y párrafos, con el tiempo de lectura y de habla',
    description: `Una palabra es una secuencia de letras, marcas combinantes y dígitos de cualquier escritura, que puede unir un apóstrofo o un guion (don't y state-of-the-art son una palabra cada una), así como . o , entre dígitos (3.14, 1,000); la puntuación, los símbolos y los emoji no son palabras, y en las escrituras sin espacios (chino, japonés, tailandés) cada tramo ininterrumpido cuenta como una palabra. characters cuenta puntos de código Unicode, después de tomar \\r\\n como un solo salto de línea (así, un emoji formado por varios puntos de código cuenta varios); characters_no_spaces excluye los espacios en blanco. Una oración termina en . ! ? o … seguidos de un espacio en blanco o del final del texto (o en 。！？), y debe contener una letra o un dígito; abreviaturas como "e.g. " cuentan como final. lines sigue la regla de líneas de las demás operaciones de texto (un salto de línea final no inicia una línea nueva; un texto vacío tiene 0 líneas); un párrafo es una secuencia de líneas que no están en blanco. El tiempo de lectura supone ${READING_WPM} palabras por minuto (lectura silenciosa de no ficción en inglés, Brysbaert 2019) y el de habla ${SPEAKING_WPM} (ritmo de una presentación), ambos modificables; los tiempos se redondean hacia arriba a segundos enteros y a minutos enteros ("1 min read"). ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      reading_wpm: `Velocidad de lectura en palabras por minuto, 50-1000; por defecto ${READING_WPM}`,
      speaking_wpm: `Velocidad de habla en palabras por minuto, 50-1000; por defecto ${SPEAKING_WPM}`,
    },
  },
  de: {
    summary: 'Zählt Wörter, Zeichen, Sätze, Zeilen und Absätze, mit Lese- und Sprechzeit',
    description: `Ein Wort ist eine Folge von Buchstaben, kombinierenden Zeichen und Ziffern einer beliebigen Schrift, die durch einen Apostroph oder Bindestrich verbunden sein kann (don't und state-of-the-art sind jeweils ein Wort), ebenso durch . oder , zwischen Ziffern (3.14, 1,000); Satzzeichen, Symbole und Emojis sind keine Wörter, und in Schriften ohne Leerzeichen (Chinesisch, Japanisch, Thai) zählt jede ununterbrochene Folge als ein Wort. characters zählt Unicode-Codepunkte, nachdem \\r\\n als ein einziger Zeilenumbruch gewertet wurde (ein Emoji aus mehreren Codepunkten zählt also mehrfach); characters_no_spaces lässt Leerraum weg. Ein Satz endet mit . ! ? oder …, gefolgt von Leerraum oder dem Textende (oder mit 。！？), und muss einen Buchstaben oder eine Ziffer enthalten; Abkürzungen wie "usw. " zählen als Satzende. lines folgt der Zeilenregel der anderen Textoperationen (ein abschließender Zeilenumbruch beginnt keine neue Zeile; ein leerer Text hat 0 Zeilen); ein Absatz ist eine Folge von Zeilen, die nicht leer sind. Die Lesezeit geht von ${READING_WPM} Wörtern pro Minute aus (stilles Lesen englischer Sachtexte, Brysbaert 2019), die Sprechzeit von ${SPEAKING_WPM} (Vortragstempo), beide sind änderbar; die Zeiten werden auf ganze Sekunden und auf ganze Minuten aufgerundet ("1 Min. Lesezeit"). ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      reading_wpm: `Lesegeschwindigkeit in Wörtern pro Minute, 50-1000; Standard ${READING_WPM}`,
      speaking_wpm: `Sprechgeschwindigkeit in Wörtern pro Minute, 50-1000; Standard ${SPEAKING_WPM}`,
    },
  },
  fr: {
    summary: `Compte les mots, caractères, phrases, lignes et paragraphes, avec le temps de lecture et d'élocution`,
    description: `Un mot est une suite de lettres, de marques combinantes et de chiffres de toute écriture, que peut relier une apostrophe ou un trait d'union (don't et state-of-the-art comptent chacun pour un mot), de même qu'un . ou une , entre des chiffres (3.14, 1,000)\u00a0; la ponctuation, les symboles et les emoji ne sont pas des mots, et dans les écritures sans espaces (chinois, japonais, thaï), chaque suite ininterrompue compte pour un mot. characters compte les points de code Unicode, après avoir considéré \\r\\n comme un seul saut de ligne (un emoji composé de plusieurs points de code en compte donc plusieurs)\u00a0; characters_no_spaces exclut les espaces blancs. Une phrase se termine par .\u00a0!\u00a0? ou … suivi d'un espace blanc ou de la fin du texte (ou par 。！？), et doit contenir une lettre ou un chiffre\u00a0; les abréviations comme "etc. " comptent comme une fin de phrase. lines suit la règle des lignes des autres opérations de texte (un saut de ligne final ne commence pas de nouvelle ligne\u00a0; un texte vide compte 0 ligne)\u00a0; un paragraphe est une suite de lignes non vides. Le temps de lecture suppose ${READING_WPM} mots par minute (lecture silencieuse de textes documentaires en anglais, Brysbaert 2019) et le temps d'élocution ${SPEAKING_WPM} (rythme d'une présentation), tous deux modifiables\u00a0; les temps sont arrondis à la seconde supérieure et à la minute supérieure ("1 min de lecture"). ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      reading_wpm: `Vitesse de lecture en mots par minute, 50-1000\u00a0; ${READING_WPM} par défaut`,
      speaking_wpm: `Vitesse d'élocution en mots par minute, 50-1000\u00a0; ${SPEAKING_WPM} par défaut`,
    },
  },
  'pt-br': {
    summary: 'Conta palavras, caracteres, frases, linhas e parágrafos, com o tempo de leitura e de fala',
    description: `Uma palavra é uma sequência de letras, marcas combinantes e dígitos de qualquer sistema de escrita, que pode ser unida por um apóstrofo ou um hífen (don't e state-of-the-art são uma palavra cada), assim como por . ou , entre dígitos (3.14, 1,000); pontuação, símbolos e emoji não são palavras, e nos sistemas de escrita sem espaços (chinês, japonês, tailandês) cada sequência ininterrupta conta como uma palavra. characters conta pontos de código Unicode, depois de considerar \\r\\n como uma única quebra de linha (assim, um emoji formado por vários pontos de código conta como vários); characters_no_spaces deixa de fora os espaços em branco. Uma frase termina em . ! ? ou … seguidos de um espaço em branco ou do fim do texto (ou em 。！？), e precisa conter uma letra ou um dígito; abreviações como "etc. " contam como fim de frase. lines segue a regra de linhas das outras operações de texto (uma quebra de linha final não inicia uma nova linha; um texto vazio tem 0 linhas); um parágrafo é uma sequência de linhas que não estão em branco. O tempo de leitura pressupõe ${READING_WPM} palavras por minuto (leitura silenciosa de não ficção em inglês, Brysbaert 2019) e o tempo de fala, ${SPEAKING_WPM} (ritmo de uma apresentação), ambos alteráveis; os tempos são arredondados para cima, em segundos inteiros e em minutos inteiros ("1 min de leitura"). ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      reading_wpm: `Velocidade de leitura em palavras por minuto, 50-1000; padrão ${READING_WPM}`,
      speaking_wpm: `Velocidade de fala em palavras por minuto, 50-1000; padrão ${SPEAKING_WPM}`,
    },
  },
  'zh-cn': {
    summary: '统计单词、字符、句子、行和段落，并给出阅读和朗读时间',
    description: `单词是由任何文字的字母、组合标记和数字组成的连续序列，中间可以用撇号或连字符连接（don't 和 state-of-the-art 各算一个单词），数字之间也可以用 . 或 , 连接（3.14、1,000）；标点、符号和表情符号不算单词，在书写时不用空格分词的文字（中文、日文、泰文）中，每个不间断的连续片段算作一个单词。characters 统计 Unicode 码位，统计前先将 \\r\\n 视为一个换行符（因此由多个码位组成的表情符号会计为多个）；characters_no_spaces 不计空白。句子以 . ! ? 或 … 加空白或文本结尾结束（或以 。！？ 结束），且必须包含字母或数字；"e.g. " 这样的缩写也会被当作句子结尾。lines 遵循其他文本操作的行规则（末尾的换行符不会开始新的一行；空文本为 0 行）；段落是连续的非空白行。阅读时间按每分钟 ${READING_WPM} 个单词计算（英语非虚构类文本的默读速度，Brysbaert 2019），朗读时间按每分钟 ${SPEAKING_WPM} 个单词计算（演讲语速），两者均可修改；时间向上取整到整秒和整分钟（“阅读约需 1 分钟”）。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      reading_wpm: `阅读速度，单位为每分钟单词数，50-1000；默认为 ${READING_WPM}`,
      speaking_wpm: `朗读速度，单位为每分钟单词数，50-1000；默认为 ${SPEAKING_WPM}`,
    },
  },
})
