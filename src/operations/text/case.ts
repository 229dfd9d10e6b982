import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { textInput } from '../../lib/text/text.ts'
import { CASE_MODES } from '../../lib/text/case.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'case',
  input: 'json',
  summary: 'Convert text to upper, lower, title or sentence case, or to camelCase, PascalCase, snake_case or kebab-case',
  description: 'upper and lower use Unicode case mappings without a locale, so ß becomes SS, dotless ı becomes I and İ becomes i followed by U+0307 (Turkish rules are not applied). '
    + 'title capitalises the first letter of every word (letters and digits, with apostrophes inside: don\'t, O\'Neill) and lower-cases the rest, short words included; spacing and punctuation stay as they are. '
    + 'sentence lower-cases everything, then capitalises the first letter of the text, of every sentence (after . ! ? or … and white space) and after a blank line; names and acronyms need fixing by hand. '
    + 'camel, pascal, snake and kebab work line by line: each line is split into words at spaces, hyphens, underscores, any other punctuation and camelCase boundaries (fooBar, XMLHttp, utf8Encode), '
    + 'an apostrophe inside a word is dropped, and the words are joined as fooBar, FooBar, foo_bar or foo-bar. '
    + `${en.text.BREAKS_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    mode: z.enum(CASE_MODES).default('upper').describe(`Target case: ${CASE_MODES.join(', ')}; default upper`),
  }),
  result: z.object({
    mode: z.enum(CASE_MODES).apply(described, {
      en: 'The case the text was converted to',
      es: 'La forma a la que se convirtió el texto',
      de: 'Die Schreibweise, in die der Text umgewandelt wurde',
      fr: 'La casse dans laquelle le texte a été converti',
      'pt-br': 'O formato para o qual o texto foi convertido',
      'zh-cn': '文本转换后的大小写格式',
    }),
    output: z.string().apply(described, {
      en: 'The converted text; line breaks are written as \\n',
      es: 'El texto convertido; los saltos de línea se escriben como \\n',
      de: 'Der umgewandelte Text; Zeilenumbrüche werden als \\n geschrieben',
      fr: 'Le texte converti\u00a0; les sauts de ligne sont écrits \\n',
      'pt-br': 'O texto convertido; as quebras de linha são escritas como \\n',
      'zh-cn': '转换后的文本；换行符写作 \\n',
    }),
  }),
  examples: [
    { title: 'title case', params: { text: 'the lord of the rings: don\'t panic', mode: 'title' }, result: { mode: 'title', output: 'The Lord Of The Rings: Don\'t Panic' } },
    { title: 'sentence case', params: { text: 'HELLO WORLD. how ARE you? fine', mode: 'sentence' }, result: { mode: 'sentence', output: 'Hello world. How are you? Fine' } },
    { title: 'identifiers, one per line', params: { text: 'XMLHttpRequest\nuser_id\nfirst-name', mode: 'snake' }, result: { mode: 'snake', output: 'xml_http_request\nuser_id\nfirst_name' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.case', params),
  es: {
    summary: 'Convierte un texto a mayúsculas, minúsculas, tipo título o tipo oración, o a camelCase, PascalCase, snake_case o kebab-case',
    description: `upper y lower usan las correspondencias de mayúsculas y minúsculas de Unicode sin configuración regional, así que ß pasa a ser SS, la ı sin punto pasa a ser I e İ pasa a ser i seguida de U+0307 (no se aplican las reglas del turco). title pone en mayúscula la primera letra de cada palabra (letras y dígitos, con apóstrofos en su interior: don't, O'Neill) y el resto en minúsculas, incluidas las palabras cortas; los espacios y la puntuación quedan como estaban. sentence pone todo en minúsculas y luego en mayúscula la primera letra del texto, la de cada oración (tras . ! ? o … y un espacio en blanco) y la que sigue a una línea en blanco; los nombres propios y las siglas hay que corregirlos a mano. camel, pascal, snake y kebab trabajan línea a línea: cada línea se divide en palabras por los espacios, guiones, guiones bajos, cualquier otra puntuación y los límites de camelCase (fooBar, XMLHttp, utf8Encode), se elimina el apóstrofo dentro de una palabra y las palabras se unen como fooBar, FooBar, foo_bar o foo-bar. ${es.text.BREAKS_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      mode: `Forma de destino: ${CASE_MODES.join(', ')}; por defecto upper`,
    },
  },
  de: {
    summary: 'Wandelt Text in Groß- oder Kleinbuchstaben, Titel- oder Satzschreibweise oder in camelCase, PascalCase, snake_case oder kebab-case um',
    description: `upper und lower verwenden die Unicode-Zuordnungen für Groß- und Kleinschreibung ohne Gebietsschema: ß wird zu SS, das punktlose ı zu I und İ zu i gefolgt von U+0307 (türkische Regeln werden nicht angewendet). title schreibt den ersten Buchstaben jedes Worts groß (Buchstaben und Ziffern, mit Apostrophen im Wort: don't, O'Neill) und den Rest klein, auch bei kurzen Wörtern; Abstände und Satzzeichen bleiben unverändert. sentence schreibt alles klein und dann den ersten Buchstaben des Texts, jedes Satzes (nach . ! ? oder … und Leerraum) und nach einer Leerzeile groß; Namen und Akronyme müssen von Hand korrigiert werden. camel, pascal, snake und kebab arbeiten zeilenweise: Jede Zeile wird an Leerzeichen, Bindestrichen, Unterstrichen, allen anderen Satzzeichen und camelCase-Grenzen (fooBar, XMLHttp, utf8Encode) in Wörter zerlegt, ein Apostroph innerhalb eines Worts entfällt, und die Wörter werden als fooBar, FooBar, foo_bar oder foo-bar zusammengefügt. ${de.text.BREAKS_NOTE} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      mode: `Zielschreibweise: ${CASE_MODES.join(', ')}; Standard upper`,
    },
  },
  fr: {
    summary: 'Convertit un texte en majuscules, en minuscules, en casse de titre ou de phrase, ou en camelCase, PascalCase, snake_case ou kebab-case',
    description: `upper et lower appliquent les correspondances de casse Unicode sans paramètres régionaux\u00a0: ß devient SS, le ı sans point devient I et İ devient i suivi de U+0307 (les règles du turc ne sont pas appliquées). title met en majuscule la première lettre de chaque mot (lettres et chiffres, apostrophes internes comprises\u00a0: don't, O'Neill) et le reste en minuscules, y compris les mots courts\u00a0; les espaces et la ponctuation restent inchangés. sentence met tout en minuscules, puis en majuscule la première lettre du texte, celle de chaque phrase (après .\u00a0!\u00a0? ou … suivi d'un espace blanc) et celle qui suit une ligne vide\u00a0; les noms propres et les sigles sont à corriger à la main. camel, pascal, snake et kebab traitent le texte ligne par ligne\u00a0: chaque ligne est découpée en mots aux espaces, aux traits d'union, aux traits de soulignement, à tout autre signe de ponctuation et aux limites camelCase (fooBar, XMLHttp, utf8Encode), l'apostrophe à l'intérieur d'un mot est supprimée, et les mots sont assemblés sous la forme fooBar, FooBar, foo_bar ou foo-bar. ${fr.text.BREAKS_NOTE} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      mode: `Casse cible\u00a0: ${CASE_MODES.join(', ')}\u00a0; upper par défaut`,
    },
  },
  'pt-br': {
    summary: 'Converte um texto em maiúsculas, minúsculas, formato de título ou de frase, ou em camelCase, PascalCase, snake_case ou kebab-case',
    description: `upper e lower usam os mapeamentos de maiúsculas e minúsculas do Unicode sem localidade, então ß vira SS, o ı sem ponto vira I e İ vira i seguido de U+0307 (as regras do turco não são aplicadas). title coloca em maiúscula a primeira letra de cada palavra (letras e dígitos, com apóstrofos no meio: don't, O'Neill) e o resto em minúsculas, inclusive as palavras curtas; espaços e pontuação ficam como estão. sentence coloca tudo em minúsculas e depois em maiúscula a primeira letra do texto, a de cada frase (após . ! ? ou … e um espaço em branco) e a que vem depois de uma linha em branco; nomes próprios e siglas precisam ser corrigidos manualmente. camel, pascal, snake e kebab trabalham linha a linha: cada linha é dividida em palavras nos espaços, hifens, sublinhados, em qualquer outra pontuação e nas fronteiras de camelCase (fooBar, XMLHttp, utf8Encode), um apóstrofo dentro de uma palavra é removido e as palavras são unidas como fooBar, FooBar, foo_bar ou foo-bar. ${ptBr.text.BREAKS_NOTE} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      mode: `Formato de destino: ${CASE_MODES.join(', ')}; padrão upper`,
    },
  },
  'zh-cn': {
    summary: '将文本转换为大写、小写、标题格式或句子格式，或转换为 camelCase、PascalCase、snake_case 或 kebab-case',
    description: `upper 和 lower 使用不依赖区域设置的 Unicode 大小写映射，因此 ß 变为 SS，无点的 ı 变为 I，İ 变为 i 后跟 U+0307（不应用土耳其语规则）。title 将每个单词（由字母和数字组成，词内可含撇号：don't、O'Neill）的首字母大写，其余字母小写，短词也不例外；空格和标点保持不变。sentence 先将全部文本转为小写，再将文本的首字母、每个句子的首字母（位于 . ! ? 或 … 及空白之后）以及空白行之后的首字母大写；人名和首字母缩略词需要手动修正。camel、pascal、snake 和 kebab 逐行处理：每行在空格、连字符、下划线、其他任何标点以及 camelCase 边界（fooBar、XMLHttp、utf8Encode）处拆分为单词，删除单词内的撇号，再将单词连接为 fooBar、FooBar、foo_bar 或 foo-bar。${zhCn.text.BREAKS_NOTE}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      mode: `目标格式：${CASE_MODES.join(', ')}；默认为 upper`,
    },
  },
})
