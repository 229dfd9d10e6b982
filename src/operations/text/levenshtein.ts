import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { DISTANCE_MAX_CELLS, DISTANCE_MAX_CHARS, DISTANCE_MAX_UNITS, editDistance } from '../../lib/text/distance.ts'
import { flagParam } from '../../lib/text/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

/** Pairs of texts up to this many UTF-16 units together are compared on the calling thread. */
const INLINE_UNITS = 512

export default defineOperation({
  category: 'text',
  name: 'levenshtein',
  input: 'json',
  summary: 'Edit distance and similarity of two texts (Levenshtein, or Damerau with transpositions)',
  description: 'The Levenshtein distance is the smallest number of single-character insertions, deletions and substitutions that turn a into b (kitten → sitting: 3). '
    + 'With damerau, swapping two neighbouring characters also counts as one edit (the optimal string alignment distance: ab → ba is 1; no substring is edited twice, so CA → ABC is 3). '
    + 'Characters are user-perceived characters (grapheme clusters): an emoji, a flag or a letter with its accents is one. Texts are compared as written: upper and lower case differ, '
    + 'and so do é and e followed by a combining accent (normalise both with text/normalize first to make them alike). '
    + 'similarity is 1 − distance ÷ the length of the longer text, rounded to 4 decimals (1 for two empty texts). '
    + `a and b may have at most ${en.text.figure(DISTANCE_MAX_CHARS)} characters each, and their lengths multiplied at most ${en.text.figure(DISTANCE_MAX_CELLS)} (2,000 × 2,000, say): the work grows with that product (413 DISTANCE_TOO_LONG, DISTANCE_TOO_MANY_CELLS).`,
  params: z.object({
    a: z.string().max(DISTANCE_MAX_UNITS).describe('The first text'),
    b: z.string().max(DISTANCE_MAX_UNITS).describe('The second text'),
    damerau: flagParam(en.text.flag('Count swapping two neighbouring characters as one edit (optimal string alignment)')),
  }),
  result: z.object({
    distance: z.number().int().min(0).apply(described, {
      en: 'The number of edits',
      es: 'El número de ediciones',
      de: 'Die Anzahl der Bearbeitungen',
      fr: 'Le nombre de modifications',
      'pt-br': 'O número de edições',
      'zh-cn': '编辑次数',
    }),
    similarity: z.number().min(0).max(1).apply(described, {
      en: '1 − distance ÷ the longer length, 4 decimals',
      es: '1 − distancia ÷ la longitud mayor, con 4 decimales',
      de: '1 − Distanz ÷ größere Länge, 4 Dezimalstellen',
      fr: '1 − distance ÷ plus grande longueur, 4 décimales',
      'pt-br': '1 − distância ÷ o maior comprimento, com 4 casas decimais',
      'zh-cn': '1 − 距离 ÷ 较大的长度，保留 4 位小数',
    }),
    length_a: z.number().int().min(0).apply(described, {
      en: 'Characters (user-perceived) in a',
      es: 'Caracteres (percibidos por el usuario) de a',
      de: 'Zeichen (wie vom Benutzer wahrgenommen) in a',
      fr: `Caractères (perçus par l'utilisateur) de a`,
      'pt-br': 'Caracteres (percebidos pelo usuário) em a',
      'zh-cn': 'a 的字符数（按用户感知字符计）',
    }),
    length_b: z.number().int().min(0).apply(described, {
      en: 'Characters (user-perceived) in b',
      es: 'Caracteres (percibidos por el usuario) de b',
      de: 'Zeichen (wie vom Benutzer wahrgenommen) in b',
      fr: `Caractères (perçus par l'utilisateur) de b`,
      'pt-br': 'Caracteres (percebidos pelo usuário) em b',
      'zh-cn': 'b 的字符数（按用户感知字符计）',
    }),
  }),
  examples: [
    { params: { a: 'kitten', b: 'sitting' }, result: { distance: 3, similarity: 0.5714, length_a: 6, length_b: 7 } },
    { title: 'a transposition', params: { a: 'recieve', b: 'receive', damerau: true }, result: { distance: 1, similarity: 0.8571 } },
  ],
  run: (params, ctx) => params.a.length + params.b.length <= INLINE_UNITS ? editDistance(params) : ctx.compute.run('text.editDistance', params),
  es: {
    summary: 'Distancia de edición y similitud de dos textos (Levenshtein, o Damerau con transposiciones)',
    description: `La distancia de Levenshtein es el menor número de inserciones, eliminaciones y sustituciones de un carácter que convierten a en b (kitten → sitting: 3). Con damerau, intercambiar dos caracteres vecinos también cuenta como una edición (la distancia de alineamiento óptimo de cadenas: ab → ba es 1; ninguna subcadena se edita dos veces, así que CA → ABC es 3). Los caracteres son caracteres percibidos por el usuario (grupos de grafemas): un emoji, una bandera o una letra con sus tildes es uno. Los textos se comparan tal como están escritos: mayúsculas y minúsculas son distintas, y también é y una e seguida de un acento combinable (normalice los dos antes con text/normalize para igualarlos). similarity es 1 − distancia ÷ la longitud del texto más largo, redondeada a 4 decimales (1 para dos textos vacíos). a y b pueden tener como máximo ${es.text.figure(DISTANCE_MAX_CHARS)} caracteres cada uno, y el producto de sus longitudes como máximo ${es.text.figure(DISTANCE_MAX_CELLS)} (2000 × 2000, por ejemplo): el trabajo crece con ese producto (413 DISTANCE_TOO_LONG, DISTANCE_TOO_MANY_CELLS).`,
    params: {
      a: 'El primer texto',
      b: 'El segundo texto',
      damerau: es.text.flag('Cuenta como una edición el intercambio de dos caracteres vecinos (alineamiento óptimo de cadenas)'),
    },
  },
  de: {
    summary: 'Editierdistanz und Ähnlichkeit zweier Texte (Levenshtein oder Damerau mit Vertauschungen)',
    description: `Die Levenshtein-Distanz ist die kleinste Anzahl von Einfügungen, Löschungen und Ersetzungen einzelner Zeichen, die a in b überführen (kitten → sitting: 3). Mit damerau zählt auch das Vertauschen zweier benachbarter Zeichen als eine Bearbeitung (die Optimal-String-Alignment-Distanz: ab → ba ist 1; keine Teilzeichenfolge wird zweimal bearbeitet, daher ist CA → ABC 3). Zeichen sind vom Benutzer wahrgenommene Zeichen (Graphemcluster): Ein Emoji, eine Flagge oder ein Buchstabe mit seinen Akzenten zählt als eines. Die Texte werden so verglichen, wie sie geschrieben sind: Groß- und Kleinbuchstaben unterscheiden sich, ebenso é und ein e mit nachfolgendem kombinierendem Akzent (normalisieren Sie beide zuvor mit text/normalize, um sie anzugleichen). similarity ist 1 − Distanz ÷ Länge des längeren Texts, gerundet auf 4 Dezimalstellen (1 bei zwei leeren Texten). a und b dürfen jeweils höchstens ${de.text.figure(DISTANCE_MAX_CHARS)} Zeichen haben, und das Produkt ihrer Längen darf höchstens ${de.text.figure(DISTANCE_MAX_CELLS)} betragen (etwa 2000 × 2000): Der Aufwand wächst mit diesem Produkt (413 DISTANCE_TOO_LONG, DISTANCE_TOO_MANY_CELLS).`,
    params: {
      a: 'Der erste Text',
      b: 'Der zweite Text',
      damerau: de.text.flag('Zählt das Vertauschen zweier benachbarter Zeichen als eine Bearbeitung (Optimal String Alignment)'),
    },
  },
  fr: {
    summary: `Distance d'édition et similarité de deux textes (Levenshtein, ou Damerau avec transpositions)`,
    description: `La distance de Levenshtein est le plus petit nombre d'insertions, de suppressions et de substitutions d'un seul caractère qui transforment a en b (kitten → sitting\u00a0: 3). Avec damerau, l'échange de deux caractères voisins compte aussi comme une seule modification (distance d'alignement optimal de chaînes\u00a0: ab → ba vaut 1\u00a0; aucune sous-chaîne n'est modifiée deux fois, donc CA → ABC vaut 3). Les caractères sont des caractères perçus par l'utilisateur (clusters de graphèmes)\u00a0: un emoji, un drapeau ou une lettre avec ses accents compte pour un. Les textes sont comparés tels qu'ils sont écrits\u00a0: majuscules et minuscules diffèrent, tout comme é et un e suivi d'un accent combinant (normalisez d'abord les deux avec text/normalize pour les rendre identiques). similarity vaut 1 − distance ÷ longueur du texte le plus long, arrondi à 4 décimales (1 pour deux textes vides). a et b peuvent contenir chacun au plus ${fr.text.figure(DISTANCE_MAX_CHARS)} caractères, et le produit de leurs longueurs ne peut dépasser ${fr.text.figure(DISTANCE_MAX_CELLS)} (2000 × 2000, par exemple)\u00a0: le travail croît avec ce produit (413 DISTANCE_TOO_LONG, DISTANCE_TOO_MANY_CELLS).`,
    params: {
      a: 'Le premier texte',
      b: 'Le second texte',
      damerau: fr.text.flag(`Compte l'échange de deux caractères voisins comme une seule modification (alignement optimal de chaînes)`),
    },
  },
  'pt-br': {
    summary: 'Distância de edição e similaridade de dois textos (Levenshtein ou Damerau com transposições)',
    description: `A distância de Levenshtein é o menor número de inserções, exclusões e substituições de um único caractere que transformam a em b (kitten → sitting: 3). Com damerau, trocar dois caracteres vizinhos também conta como uma edição (a distância de alinhamento ótimo de cadeias: ab → ba é 1; nenhuma subcadeia é editada duas vezes, então CA → ABC é 3). Os caracteres são caracteres percebidos pelo usuário (clusters de grafemas): um emoji, uma bandeira ou uma letra com seus acentos conta como um. Os textos são comparados como foram escritos: maiúsculas e minúsculas são diferentes, assim como é e um e seguido de um acento combinante (normalize os dois antes com text/normalize para igualá-los). similarity é 1 − distância ÷ o comprimento do texto mais longo, arredondado para 4 casas decimais (1 para dois textos vazios). a e b podem ter no máximo ${ptBr.text.figure(DISTANCE_MAX_CHARS)} caracteres cada um, e o produto dos seus comprimentos pode ser no máximo ${ptBr.text.figure(DISTANCE_MAX_CELLS)} (2.000 × 2.000, por exemplo): o trabalho cresce com esse produto (413 DISTANCE_TOO_LONG, DISTANCE_TOO_MANY_CELLS).`,
    params: {
      a: 'O primeiro texto',
      b: 'O segundo texto',
      damerau: ptBr.text.flag('Conta a troca de dois caracteres vizinhos como uma edição (alinhamento ótimo de cadeias)'),
    },
  },
  'zh-cn': {
    summary: '两个文本的编辑距离和相似度（Levenshtein，或含换位的 Damerau）',
    description: `Levenshtein 距离是将 a 变为 b 所需的单字符插入、删除和替换的最少次数（kitten → sitting：3）。启用 damerau 后，交换两个相邻字符也算作一次编辑（最优字符串对齐距离：ab → ba 为 1；任何子串都不会被编辑两次，因此 CA → ABC 为 3）。字符指用户感知字符（字形簇）：一个表情符号、一面旗帜或一个带重音符号的字母都算作一个字符。文本按原样比较：大写和小写不同，é 与 e 加组合重音符号也不同（可先用 text/normalize 对两者进行规范化，使其一致）。similarity 等于 1 − 距离 ÷ 较长文本的长度，四舍五入到 4 位小数（两个空文本为 1）。a 和 b 各自最多 ${zhCn.text.figure(DISTANCE_MAX_CHARS)} 个字符，两者长度的乘积最多为 ${zhCn.text.figure(DISTANCE_MAX_CELLS)}（例如 2000 × 2000）：计算量随该乘积增长（413 DISTANCE_TOO_LONG、DISTANCE_TOO_MANY_CELLS）。`,
    params: {
      a: '第一个文本',
      b: '第二个文本',
      damerau: zhCn.text.flag('将交换两个相邻字符算作一次编辑（最优字符串对齐）'),
    },
  },
})
