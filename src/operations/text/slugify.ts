import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { SLUG_SEPARATORS } from '../../lib/text/case.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'slugify',
  input: 'json',
  summary: 'Turn a title into a URL slug such as creme-brulee',
  description: 'Latin letters lose their accents (é → e, ñ → n) after Unicode NFKD decomposition, which also turns compatibility characters into plain ones (ﬁ → fi, ² → 2); '
    + 'letters that do not decompose are spelled out: ß → ss, æ → ae, ø → o, ł → l, đ and ð → d, þ → th, œ → oe, ħ → h, ı → i. '
    + 'Everything is lower-cased, an apostrophe inside a word disappears (don\'t → dont), and every run of other characters (spaces, punctuation, symbols, emoji) becomes one separator, with none at either end. '
    + 'Letters and digits of other scripts are kept as they are (Привет мир → привет-мир), since a URL path may hold them percent-encoded. '
    + `The separator is one of ${SLUG_SEPARATORS.join(' ')}, the characters a URL needs no escaping for. An input with no letters or digits gives an empty slug. ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput('The title or phrase to turn into a slug'),
    separator: z.enum(SLUG_SEPARATORS).default('-').describe(`Put between words: ${SLUG_SEPARATORS.join(' ')}; default -`),
  }),
  result: z.object({
    slug: z.string().apply(described, {
      en: 'The slug: lower-case letters and digits, words joined by the separator; empty when the text has none',
      es: 'El slug: letras minúsculas y dígitos, con las palabras unidas por el separador; vacío cuando el texto no tiene letras ni dígitos',
      de: 'Der Slug: Kleinbuchstaben und Ziffern, die Wörter durch das Trennzeichen verbunden; leer, wenn der Text keine enthält',
      fr: `Le slug\u00a0: lettres minuscules et chiffres, mots reliés par le séparateur\u00a0; vide lorsque le texte n'en contient pas`,
      'pt-br': 'O slug: letras minúsculas e dígitos, com as palavras unidas pelo separador; vazio quando o texto não tem letras nem dígitos',
      'zh-cn': 'slug：小写字母和数字，单词之间用分隔符连接；文本中没有字母或数字时为空',
    }),
  }),
  chain: { gives: 'result.slug' },
  examples: [
    { params: { text: 'Crème Brûlée!' }, result: { slug: 'creme-brulee' } },
    { title: 'special letters and another separator', params: { text: 'Straße & Smørrebrød: Don\'t miss it', separator: '_' }, result: { slug: 'strasse_smorrebrod_dont_miss_it' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.slugify', params),
  es: {
    summary: 'Convierte un título en un slug de URL como creme-brulee',
    description: `Las letras latinas pierden sus acentos (é → e, ñ → n) tras la descomposición Unicode NFKD, que también convierte los caracteres de compatibilidad en caracteres simples (ﬁ → fi, ² → 2); las letras que no se descomponen se transcriben: ß → ss, æ → ae, ø → o, ł → l, đ y ð → d, þ → th, œ → oe, ħ → h, ı → i. Todo pasa a minúsculas, un apóstrofo dentro de una palabra desaparece (don't → dont) y cada tramo de otros caracteres (espacios, puntuación, símbolos, emoji) se convierte en un separador, sin ninguno en los extremos. Las letras y dígitos de otras escrituras se conservan tal cual (Привет мир → привет-мир), ya que una ruta de URL puede contenerlos codificados con porcentajes. El separador es uno de - _ . ~, los caracteres que una URL no necesita escapar. Una entrada sin letras ni dígitos da un slug vacío. ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'El título o la frase que se convierte en slug',
      separator: `Lo que se pone entre palabras: ${SLUG_SEPARATORS.join(' ')}; por defecto -`,
    },
  },
  de: {
    summary: 'Wandelt einen Titel in einen URL-Slug wie creme-brulee um',
    description: `Lateinische Buchstaben verlieren nach der Unicode-NFKD-Zerlegung ihre Akzente (é → e, ñ → n); die Zerlegung wandelt auch Kompatibilitätszeichen in einfache Zeichen um (ﬁ → fi, ² → 2). Buchstaben, die sich nicht zerlegen lassen, werden umschrieben: ß → ss, æ → ae, ø → o, ł → l, đ und ð → d, þ → th, œ → oe, ħ → h, ı → i. Alles wird kleingeschrieben, ein Apostroph innerhalb eines Worts entfällt (don't → dont), und jede Folge anderer Zeichen (Leerzeichen, Satzzeichen, Symbole, Emojis) wird zu einem einzigen Trennzeichen, ohne Trennzeichen am Anfang oder Ende. Buchstaben und Ziffern anderer Schriften bleiben unverändert (Привет мир → привет-мир), da ein URL-Pfad sie prozentcodiert enthalten kann. Das Trennzeichen ist eines von ${SLUG_SEPARATORS.join(' ')}, den Zeichen, die in einer URL nicht maskiert werden müssen. Eine Eingabe ohne Buchstaben oder Ziffern ergibt einen leeren Slug. ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'Der Titel oder die Wortgruppe, aus der ein Slug werden soll',
      separator: `Steht zwischen den Wörtern: ${SLUG_SEPARATORS.join(' ')}; Standard -`,
    },
  },
  fr: {
    summary: `Transforme un titre en slug d'URL comme creme-brulee`,
    description: `Les lettres latines perdent leurs accents (é → e, ñ → n) après la décomposition Unicode NFKD, qui transforme aussi les caractères de compatibilité en caractères simples (ﬁ → fi, ² → 2)\u00a0; les lettres qui ne se décomposent pas sont transcrites\u00a0: ß → ss, æ → ae, ø → o, ł → l, đ et ð → d, þ → th, œ → oe, ħ → h, ı → i. Tout est mis en minuscules, une apostrophe à l'intérieur d'un mot disparaît (don't → dont) et chaque suite d'autres caractères (espaces, ponctuation, symboles, emoji) devient un seul séparateur, sans séparateur aux extrémités. Les lettres et chiffres des autres écritures sont conservés tels quels (Привет мир → привет-мир), car un chemin d'URL peut les contenir encodés en pourcentage. Le séparateur est l'un des caractères ${SLUG_SEPARATORS.join(' ')}, qu'une URL n'a pas besoin d'échapper. Une entrée sans lettres ni chiffres donne un slug vide. ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'Le titre ou la phrase à transformer en slug',
      separator: `Inséré entre les mots\u00a0: ${SLUG_SEPARATORS.join(' ')}\u00a0; - par défaut`,
    },
  },
  'pt-br': {
    summary: 'Transforma um título em um slug de URL como creme-brulee',
    description: `As letras latinas perdem os acentos (é → e, ñ → n) após a decomposição Unicode NFKD, que também transforma caracteres de compatibilidade em caracteres simples (ﬁ → fi, ² → 2); as letras que não se decompõem são transcritas: ß → ss, æ → ae, ø → o, ł → l, đ e ð → d, þ → th, œ → oe, ħ → h, ı → i. Tudo passa para minúsculas, um apóstrofo dentro de uma palavra desaparece (don't → dont) e cada sequência de outros caracteres (espaços, pontuação, símbolos, emoji) vira um único separador, sem nenhum nas extremidades. Letras e dígitos de outros sistemas de escrita são mantidos como estão (Привет мир → привет-мир), já que um caminho de URL pode contê-los com codificação percentual. O separador é um destes caracteres: ${SLUG_SEPARATORS.join(' ')}, que uma URL não precisa escapar. Uma entrada sem letras nem dígitos gera um slug vazio. ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'O título ou a frase a ser transformada em slug',
      separator: `O que é colocado entre as palavras: ${SLUG_SEPARATORS.join(' ')}; padrão -`,
    },
  },
  'zh-cn': {
    summary: '将标题转换为 URL slug，如 creme-brulee',
    description: `拉丁字母经 Unicode NFKD 分解后去掉重音符号（é → e、ñ → n），该分解还会将兼容字符转换为普通字符（ﬁ → fi、² → 2）；无法分解的字母按拼写转写：ß → ss、æ → ae、ø → o、ł → l、đ 和 ð → d、þ → th、œ → oe、ħ → h、ı → i。所有字母转为小写，单词内的撇号被删除（don't → dont），其他字符（空格、标点、符号、表情符号）的每个连续片段都变为一个分隔符，两端不留分隔符。其他文字的字母和数字保持原样（Привет мир → привет-мир），因为 URL 路径可以用百分号编码的形式包含它们。分隔符为 ${SLUG_SEPARATORS.join(' ')} 之一，这些字符在 URL 中无需转义。不含字母或数字的输入会得到空 slug。${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: '要转换为 slug 的标题或短语',
      separator: `单词之间的分隔符：${SLUG_SEPARATORS.join(' ')}；默认为 -`,
    },
  },
})
