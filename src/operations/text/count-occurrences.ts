import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { findParam, flagParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'count-occurrences',
  input: 'json',
  summary: 'Count how many times a piece of text occurs',
  description: 'find is plain text (not a pattern), matched anywhere, inside words too. '
    + 'Occurrences do not overlap by default, as a find-and-replace would count them: "aa" occurs twice in "aaaa"; with overlapping every starting position counts, so three times. '
    + `case_insensitive ignores case. ${en.text.CASE_FOLDING_NOTE} A \\r\\n in the text or in find counts as \\n. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    find: findParam('The text to count, at least one character'),
    case_insensitive: flagParam(en.text.flag('Count regardless of case')),
    overlapping: flagParam(en.text.flag('Count occurrences that overlap (aa in aaaa: 3 rather than 2)')),
  }),
  result: z.object({
    count: z.number().int().min(0).apply(described, {
      en: 'Number of times find occurs in the text',
      es: 'Número de veces que find aparece en el texto',
      de: 'Anzahl der Vorkommen von find im Text',
      fr: `Nombre d'occurrences de find dans le texte`,
      'pt-br': 'Número de vezes que find aparece no texto',
      'zh-cn': 'find 在文本中出现的次数',
    }),
  }),
  chain: { gives: 'result.count' },
  examples: [
    { title: 'ignoring case, inside words too (other)', params: { text: 'The cat sat on the mat with the other cat.', find: 'the', case_insensitive: true }, result: { count: 4 } },
    { title: 'overlapping', params: { text: 'aaaa', find: 'aa', overlapping: true }, result: { count: 3 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.countOccurrences', params),
  es: {
    summary: 'Cuenta cuántas veces aparece un fragmento de texto',
    description: `find es texto simple (no un patrón) y coincide en cualquier sitio, también dentro de las palabras. Por defecto las apariciones no se solapan, igual que las contaría un buscar y reemplazar: "aa" aparece dos veces en "aaaa"; con overlapping cuenta cada posición de inicio, así que tres veces. case_insensitive no distingue mayúsculas de minúsculas. ${es.text.CASE_FOLDING_NOTE} Un \\r\\n en el texto o en find cuenta como \\n. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      find: 'El texto que se cuenta, de al menos un carácter',
      case_insensitive: es.text.flag('Cuenta sin distinguir mayúsculas de minúsculas'),
      overlapping: es.text.flag('Cuenta las apariciones que se solapan (aa en aaaa: 3 en lugar de 2)'),
    },
  },
  de: {
    summary: 'Zählt, wie oft ein Textstück vorkommt',
    description: `find ist reiner Text (kein Muster) und wird überall gefunden, auch innerhalb von Wörtern. Standardmäßig überlappen sich die Vorkommen nicht, so wie eine Suchen-und-Ersetzen-Funktion sie zählen würde: "aa" kommt in "aaaa" zweimal vor; mit overlapping zählt jede Anfangsposition, also dreimal. case_insensitive ignoriert die Groß-/Kleinschreibung. ${de.text.CASE_FOLDING_NOTE} Ein \\r\\n im Text oder in find zählt als \\n. ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      find: 'Der zu zählende Text, mindestens ein Zeichen',
      case_insensitive: de.text.flag('Zählt ohne Berücksichtigung der Groß-/Kleinschreibung'),
      overlapping: de.text.flag('Zählt auch überlappende Vorkommen (aa in aaaa: 3 statt 2)'),
    },
  },
  fr: {
    summary: `Compte le nombre d'occurrences d'un fragment de texte`,
    description: `find est du texte brut (pas un motif), recherché partout, y compris à l'intérieur des mots. Par défaut, les occurrences ne se chevauchent pas, comme les compterait une fonction Rechercher et remplacer\u00a0: "aa" apparaît deux fois dans "aaaa"\u00a0; avec overlapping, chaque position de départ compte, soit trois fois. case_insensitive ne tient pas compte de la casse. ${fr.text.CASE_FOLDING_NOTE} Un \\r\\n dans le texte ou dans find compte comme \\n. ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      find: `Le texte à compter, d'au moins un caractère`,
      case_insensitive: fr.text.flag('Compte sans distinguer les majuscules des minuscules'),
      overlapping: fr.text.flag('Compte les occurrences qui se chevauchent (aa dans aaaa\u00a0: 3 au lieu de 2)'),
    },
  },
  'pt-br': {
    summary: 'Conta quantas vezes um trecho de texto aparece',
    description: `find é texto simples (não um padrão) e é encontrado em qualquer lugar, inclusive dentro de palavras. Por padrão, as ocorrências não se sobrepõem, do mesmo jeito que um localizar e substituir as contaria: "aa" aparece duas vezes em "aaaa"; com overlapping, cada posição inicial conta, ou seja, três vezes. case_insensitive não diferencia maiúsculas de minúsculas. ${ptBr.text.CASE_FOLDING_NOTE} Um \\r\\n no texto ou em find conta como \\n. ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      find: 'O texto a ser contado, com pelo menos um caractere',
      case_insensitive: ptBr.text.flag('Conta sem diferenciar maiúsculas de minúsculas'),
      overlapping: ptBr.text.flag('Conta as ocorrências que se sobrepõem (aa em aaaa: 3 em vez de 2)'),
    },
  },
  'zh-cn': {
    summary: '统计一段文本出现的次数',
    description: `find 是纯文本（不是模式），可在任何位置匹配，包括单词内部。默认情况下，各次出现互不重叠，与查找和替换的计数方式相同："aa" 在 "aaaa" 中出现两次；启用 overlapping 后，每个起始位置都计数，因此为三次。case_insensitive 忽略大小写。${zhCn.text.CASE_FOLDING_NOTE}文本或 find 中的 \\r\\n 按 \\n 计算。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      find: '要统计的文本，至少一个字符',
      case_insensitive: zhCn.text.flag('统计时不区分大小写'),
      overlapping: zhCn.text.flag('统计相互重叠的出现（aaaa 中的 aa：3 次而不是 2 次）'),
    },
  },
})
