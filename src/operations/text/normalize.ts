import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { NORMAL_FORMS } from '../../lib/text/normalize.ts'
import { flagParam, MAX_TEXT_OUTPUT, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'normalize',
  input: 'json',
  summary: 'Unicode normalisation (NFC, NFD, NFKC, NFKD), optionally without diacritics',
  description: 'Brings the text to a Unicode normalisation form (UAX #15): NFC (default) composes letters and their accents into one character where one exists (e + ◌́ → é), '
    + 'NFD decomposes them, and NFKC and NFKD also replace compatibility characters with their plain equivalents (ﬁ → fi, ① → 1, full-width Ａ → A, ² → 2). '
    + 'Two texts that look the same but compare unequal usually become equal in NFC; NFKC is the usual form for identifiers and search. '
    + 'strip_diacritics removes accents and other nonspacing combining marks after decomposing (Crème brûlée → Creme brulee, Ñandú → Nandu); '
    + 'letters that are not built from a base letter and a mark stay as they are (ø, ł, đ, ß). '
    + `changed says whether the output differs from the text. A result longer than ${en.text.figure(MAX_TEXT_OUTPUT)} characters (UTF-16 code units; compatibility forms can lengthen a text) is refused with 413 OUTPUT_TOO_LARGE. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    form: z.enum(NORMAL_FORMS).default('NFC').describe('Normalisation form: NFC (default), NFD, NFKC or NFKD'),
    strip_diacritics: flagParam(en.text.flag('Remove accents and other combining marks')),
  }),
  result: z.object({
    output: z.string().apply(described, {
      en: 'The normalised text',
      es: 'El texto normalizado',
      de: 'Der normalisierte Text',
      fr: 'Le texte normalisé',
      'pt-br': 'O texto normalizado',
      'zh-cn': '规范化后的文本',
    }),
    changed: z.boolean().apply(described, {
      en: 'Whether the output differs from the text sent',
      es: 'Si el resultado difiere del texto enviado',
      de: 'Ob das Ergebnis vom gesendeten Text abweicht',
      fr: 'Indique si le résultat diffère du texte envoyé',
      'pt-br': 'Se o resultado difere do texto enviado',
      'zh-cn': '结果是否与发送的文本不同',
    }),
  }),
  examples: [
    { params: { text: 'Cafe\u0301 ﬁle ①', form: 'NFKC' }, result: { output: 'Café file 1', changed: true } },
    { title: 'without diacritics', params: { text: 'Crème brûlée à São Paulo', strip_diacritics: true }, result: { output: 'Creme brulee a Sao Paulo', changed: true } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.normalize', params),
  es: {
    summary: 'Normalización Unicode (NFC, NFD, NFKC, NFKD), opcionalmente sin diacríticos',
    description: `Lleva el texto a una forma de normalización Unicode (UAX #15): NFC (por defecto) compone las letras y sus tildes en un solo carácter cuando existe (e + ◌́ → é), NFD las descompone, y NFKC y NFKD además sustituyen los caracteres de compatibilidad por sus equivalentes simples (ﬁ → fi, ① → 1, Ａ de ancho completo → A, ² → 2). Dos textos que se ven iguales pero no son iguales al compararlos suelen igualarse en NFC; NFKC es la forma habitual para identificadores y búsquedas. strip_diacritics elimina las tildes y otras marcas combinables sin espacio tras descomponer (Crème brûlée → Creme brulee, Ñandú → Nandu); las letras que no se forman con una letra base y una marca se quedan como están (ø, ł, đ, ß). changed indica si el resultado difiere del texto. Un resultado de más de ${es.text.figure(MAX_TEXT_OUTPUT)} de caracteres (unidades de código UTF-16; las formas de compatibilidad pueden alargar un texto) se rechaza con 413 OUTPUT_TOO_LARGE. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      form: 'Forma de normalización: NFC (por defecto), NFD, NFKC o NFKD',
      strip_diacritics: es.text.flag('Elimina las tildes y otras marcas combinables'),
    },
  },
  de: {
    summary: 'Unicode-Normalisierung (NFC, NFD, NFKC, NFKD), optional ohne diakritische Zeichen',
    description: `Bringt den Text in eine Unicode-Normalisierungsform (UAX #15): NFC (Standard) setzt Buchstaben und ihre Akzente zu einem einzigen Zeichen zusammen, sofern es eines gibt (e + ◌́ → é), NFD zerlegt sie, und NFKC und NFKD ersetzen außerdem Kompatibilitätszeichen durch ihre einfachen Entsprechungen (ﬁ → fi, ① → 1, vollbreites Ａ → A, ² → 2). Zwei Texte, die gleich aussehen, beim Vergleich aber ungleich sind, werden in NFC meist gleich; NFKC ist die übliche Form für Bezeichner und die Suche. strip_diacritics entfernt nach dem Zerlegen Akzente und andere kombinierende Zeichen ohne eigene Breite (Crème brûlée → Creme brulee, Ñandú → Nandu); Buchstaben, die nicht aus einem Grundbuchstaben und einem solchen Zeichen bestehen, bleiben unverändert (ø, ł, đ, ß). changed gibt an, ob die Ausgabe vom Text abweicht. Ein Ergebnis mit mehr als ${de.text.figure(MAX_TEXT_OUTPUT)} Zeichen (UTF-16-Codeeinheiten; Kompatibilitätsformen können einen Text verlängern) wird mit 413 OUTPUT_TOO_LARGE abgelehnt. ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      form: 'Normalisierungsform: NFC (Standard), NFD, NFKC oder NFKD',
      strip_diacritics: de.text.flag('Entfernt Akzente und andere kombinierende Zeichen'),
    },
  },
  fr: {
    summary: 'Normalisation Unicode (NFC, NFD, NFKC, NFKD), avec suppression facultative des diacritiques',
    description: `Met le texte sous une forme de normalisation Unicode (UAX #15)\u00a0: NFC (par défaut) compose les lettres et leurs accents en un seul caractère lorsqu'il existe (e + ◌́ → é), NFD les décompose, et NFKC et NFKD remplacent en outre les caractères de compatibilité par leurs équivalents simples (ﬁ → fi, ① → 1, Ａ pleine chasse → A, ² → 2). Deux textes qui semblent identiques mais ne sont pas égaux à la comparaison le deviennent généralement en NFC\u00a0; NFKC est la forme habituelle pour les identificateurs et la recherche. strip_diacritics supprime les accents et les autres marques combinantes sans chasse après décomposition (Crème brûlée → Creme brulee, Ñandú → Nandu)\u00a0; les lettres qui ne sont pas formées d'une lettre de base et d'une marque restent telles quelles (ø, ł, đ, ß). changed indique si la sortie diffère du texte. Un résultat de plus de ${fr.text.figure(MAX_TEXT_OUTPUT)} caractères (unités de code UTF-16\u00a0; les formes de compatibilité peuvent allonger un texte) est refusé avec 413 OUTPUT_TOO_LARGE. ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      form: 'Forme de normalisation\u00a0: NFC (par défaut), NFD, NFKC ou NFKD',
      strip_diacritics: fr.text.flag('Supprime les accents et les autres marques combinantes'),
    },
  },
  'pt-br': {
    summary: 'Normalização Unicode (NFC, NFD, NFKC, NFKD), opcionalmente sem diacríticos',
    description: `Leva o texto a uma forma de normalização Unicode (UAX #15): NFC (padrão) compõe as letras e seus acentos em um único caractere quando ele existe (e + ◌́ → é), NFD os decompõe, e NFKC e NFKD também substituem os caracteres de compatibilidade pelos seus equivalentes simples (ﬁ → fi, ① → 1, Ａ de largura total → A, ² → 2). Dois textos que parecem iguais, mas são diferentes na comparação, costumam ficar iguais em NFC; NFKC é a forma usual para identificadores e pesquisa. strip_diacritics remove acentos e outras marcas combinantes sem espaçamento após a decomposição (Crème brûlée → Creme brulee, Ñandú → Nandu); letras que não são formadas por uma letra base e uma marca ficam como estão (ø, ł, đ, ß). changed indica se a saída difere do texto. Um resultado com mais de ${ptBr.text.figure(MAX_TEXT_OUTPUT)} caracteres (unidades de código UTF-16; as formas de compatibilidade podem alongar um texto) é recusado com 413 OUTPUT_TOO_LARGE. ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      form: 'Forma de normalização: NFC (padrão), NFD, NFKC ou NFKD',
      strip_diacritics: ptBr.text.flag('Remove acentos e outras marcas combinantes'),
    },
  },
  'zh-cn': {
    summary: 'Unicode 规范化（NFC、NFD、NFKC、NFKD），可选择去除变音符号',
    description: `将文本转换为 Unicode 规范化形式（UAX #15）：NFC（默认）在存在对应字符时，将字母及其重音符号组合为一个字符（e + ◌́ → é），NFD 将其分解，NFKC 和 NFKD 还会将兼容字符替换为对应的普通字符（ﬁ → fi、① → 1、全角 Ａ → A、² → 2）。看起来相同但比较结果不相等的两个文本，在 NFC 下通常会变得相等；NFKC 是标识符和搜索常用的形式。strip_diacritics 在分解后去除重音符号和其他非间距组合标记（Crème brûlée → Creme brulee、Ñandú → Nandu）；并非由基本字母加标记构成的字母保持不变（ø、ł、đ、ß）。changed 表示输出是否与原文本不同。长度超过 ${zhCn.text.figure(MAX_TEXT_OUTPUT)} 个字符（UTF-16 代码单元；兼容形式可能使文本变长）的结果将被拒绝，并返回 413 OUTPUT_TOO_LARGE。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      form: '规范化形式：NFC（默认）、NFD、NFKC 或 NFKD',
      strip_diacritics: zhCn.text.flag('去除重音符号和其他组合标记'),
    },
  },
})
