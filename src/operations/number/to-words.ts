import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { preview } from '../../lib/numbers/bigint.ts'
import { isLanguage, type Language } from '../../i18n/index.ts'

/**
 * Languages of n2words 4 (one module per BCP 47 tag) and, for each, the most digits it writes
 * correctly on either side of the decimal point. Measured against n2words 4.0.0: beyond these,
 * some languages print "undefined", drop scale words or stop being one-to-one. 66 digits is the
 * English limit (vigintillions) and the cap for all.
 */
export const WORD_LANGUAGES: Readonly<Record<string, number>> = {
  'am-ET': 12, 'am-Latn-ET': 12, 'ar-SA': 24, 'az-AZ': 21, 'bn-BD': 19, 'cs-CZ': 30, 'da-DK': 9, 'de-DE': 30,
  'el-GR': 15, 'en-AU': 66, 'en-BD': 19, 'en-CA': 66, 'en-GB': 66, 'en-GH': 66, 'en-IE': 66, 'en-IN': 19,
  'en-KE': 66, 'en-MY': 66, 'en-NG': 66, 'en-NZ': 66, 'en-PH': 66, 'en-PK': 19, 'en-SG': 66, 'en-US': 66,
  'en-ZA': 66, 'es-ES': 30, 'es-MX': 30, 'es-US': 21, 'fa-IR': 66, 'fi-FI': 18, 'fil-PH': 15, 'fr-BE': 30,
  'fr-FR': 30, 'gu-IN': 19, 'ha-NG': 12, 'hbo-IL': 21, 'he-IL': 21, 'hi-IN': 19, 'hr-HR': 30, 'hu-HU': 66,
  'id-ID': 36, 'it-IT': 66, 'ja-JP': 66, 'ka-GE': 24, 'kn-IN': 19, 'ko-KR': 32, 'lt-LT': 30, 'lv-LV': 30,
  'mr-IN': 19, 'ms-MY': 15, 'nb-NO': 30, 'nl-NL': 30, 'pa-IN': 19, 'pl-PL': 33, 'pt-PT': 27, 'ro-RO': 30,
  'ru-RU': 33, 'sr-Cyrl-RS': 30, 'sr-Latn-RS': 30, 'sv-SE': 27, 'sw-KE': 21, 'ta-IN': 19, 'te-IN': 19,
  'th-TH': 66, 'tr-TR': 21, 'uk-UA': 30, 'ur-PK': 19, 'vi-VN': 15, 'yo-NG': 66, 'zh-Hans-CN': 16, 'zh-Hant-TW': 16,
}

/** A bare language code stands for its only variant, or for the one chosen here when there are several. */
const PREFERRED: Readonly<Record<string, string>> = {
  am: 'am-ET', en: 'en-US', es: 'es-ES', fr: 'fr-FR', sr: 'sr-Cyrl-RS', zh: 'zh-Hans-CN',
}

const BY_LOWER_CASE = new Map<string, string>()
for (const tag of Object.keys(WORD_LANGUAGES)) BY_LOWER_CASE.set(tag.toLowerCase(), tag)
for (const tag of Object.keys(WORD_LANGUAGES)) {
  const bare = tag.split('-')[0]!
  if (!BY_LOWER_CASE.has(bare)) BY_LOWER_CASE.set(bare, PREFERRED[bare] ?? tag)
}
// The same languages under their other BCP 47 names (the likely script or region filled in).
BY_LOWER_CASE.set('zh-cn', 'zh-Hans-CN').set('zh-hans', 'zh-Hans-CN').set('zh-tw', 'zh-Hant-TW').set('zh-hant', 'zh-Hant-TW')

/**
 * The words a call writes when it sends no lang: those of the language of its path. n2words has
 * no Brazilian Portuguese, so /pt-br/ writes Portugal's (lang=pt-BR itself is refused rather than
 * answered in the other variety).
 */
const CALL_WORDS: { readonly [L in Language]: string } = {
  en: 'en-US', es: 'es-ES', de: 'de-DE', fr: 'fr-FR', 'pt-br': 'pt-PT', 'zh-cn': 'zh-Hans-CN',
}

/** The n2words tag for a language code (case-insensitive, - or _), or undefined. */
export function wordLanguage(code: string): string | undefined {
  return BY_LOWER_CASE.get(code.trim().toLowerCase().replaceAll('_', '-'))
}

interface WordsModule { toCardinal(value: string, options?: { formal?: boolean }): string }

const modules = new Map<string, Promise<WordsModule>>()

function load(tag: string): Promise<WordsModule> {
  let module = modules.get(tag)
  if (!module) {
    // tag comes from WORD_LANGUAGES only, never from the caller.
    module = import(`n2words/${tag}`) as Promise<WordsModule>
    modules.set(tag, module)
  }
  return module
}

// Spanish as the RAE writes it (Ortografía 2010, VIII 3.1; DPD "uno", "veintiuno"), where n2words 4
// differs: 16 is "dieciséis" (the library drops the accent, though it writes "veintiséis"), and
// uno before "mil" or a scale noun (millón, millones, ...) shortens to un, so veintiuno to
// veintiún: 21 000 is "veintiún mil", 31 000 000 "treinta y un millones" (the library writes
// "veintiuno mil", "treinta y uno millones"). A 1 on its own before these already comes out right
// ("mil", "un millón"). The shortened forms appear nowhere else, so the words stay one-to-one.
const APOCOPE = /(?<!\S)(?:veintiuno|uno)(?= (?:mil|millones|billones|trillones|cuatrillones|quintillones)(?!\S))/g

/**
 * Chinese in everyday numerals (二十一), as CLDR spells numbers out, rather than the financial ones
 * n2words writes by default (贰拾壹); a leading 一十 is said 十, as in 十二 and 十万.
 */
function chineseWords(writer: WordsModule, value: string): string {
  return writer.toCardinal(value, { formal: false }).replace(/^([负負]?)一十/, '$1十')
}

/** n2words' Spanish words with the RAE's spelling and apocope. */
export function correctSpanish(words: string): string {
  return words.replaceAll('dieciseis', 'dieciséis').replace(APOCOPE, (word) => (word === 'uno' ? 'un' : 'veintiún'))
}

const DECIMAL = /^([+-]?)(\d+(?:_\d+)*)?(?:\.(\d+(?:_\d+)*))?$/
const SCIENTIFIC = /^[+-]?[\d_]*(?:\.[\d_]*)?e[+-]?\d+$/i

export interface DecimalNumber { negative: boolean; integer: string; fraction: string }

/** Reads "-12.50", "+3", ".5", "1_000": ASCII digits, optional sign and decimal point, no exponent. */
export function parseDecimal(text: string, param = 'value'): DecimalNumber {
  const trimmed = text.trim()
  if (trimmed === '') throw new OperationError('PARAM_REQUIRED', { param })
  const match = DECIMAL.exec(trimmed)
  if (!match || (match[2] === undefined && match[3] === undefined)) {
    const code = SCIENTIFIC.test(trimmed) && /\d/.test(trimmed) ? 'NUMBER_EXPONENT' : 'WORDS_INVALID'
    throw new OperationError(code, { param, value: preview(trimmed) })
  }
  const integer = (match[2] ?? '0').replaceAll('_', '').replace(/^0+(?=\d)/, '')
  const fraction = (match[3] ?? '').replaceAll('_', '')
  const zero = integer === '0' && /^0*$/.test(fraction)
  return { negative: match[1] === '-' && !zero, integer, fraction }
}

export default defineOperation({
  category: 'number',
  name: 'to-words',
  input: 'query',
  summary: 'Write a number in words, in English, Spanish and 69 other languages and regional variants',
  description: 'Cardinal numbers as written by the n2words library: 1234 is "one thousand two hundred thirty-four" in '
    + 'the default English (en-US; en-GB and other variants say "and": "one hundred and one"). Negative numbers start '
    + 'with the word for minus. Spanish follows the RAE\'s spelling where n2words differs: dieciséis, and un before mil and '
    + 'millones (veintiún mil, treinta y un millones). After the decimal point, leading zeros are read one by one and the remaining digits as '
    + 'one number, as n2words does: 3.05 is "three point zero five", 3.14 is "three point fourteen". '
    + 'The value is plain digits with an optional sign and decimal point (underscores may separate digits; no exponent). '
    + 'How many digits a language can write differs: 66 on each side of the point in English, 30 in Spanish, '
    + 'between 9 and 66 in others; longer numbers are refused. lang is a BCP 47 tag such as en-GB, es-MX or zh-Hant-TW, '
    + 'or a bare language code (en = en-US, es = es-ES, fr = fr-FR, zh = zh-Hans-CN, sr = sr-Cyrl-RS); it defaults to '
    + 'the language of the call (/es/api/... writes Spanish, /de/ German, /fr/ French, /zh-cn/ Chinese). n2words has no '
    + 'Brazilian Portuguese, so /pt-br/ writes the Portuguese of Portugal (pt-PT: dezasseis, mil milhões where Brazil says '
    + 'dezesseis, bilhão) and lang=pt-BR is refused. Chinese is written with everyday numerals (二十一, 十万), not the financial ones (贰拾壹).',
  params: z.object({
    value: z.string().max(200).describe('The number, such as 1994, -12.5 or 0.05'),
    lang: z.string().max(20).optional().describe('Language of the words: a tag such as en-GB or es-MX, or a code such as fr; default: the language of the call'),
  }),
  result: z.object({
    value: z.string().apply(described, {
      en: 'The number written, in canonical form (a minus sign when negative, no plus sign, separators or leading zeros)',
      es: 'El número escrito, en forma canónica (con signo menos si es negativo, sin signo más, separadores ni ceros a la izquierda)',
      de: 'Die geschriebene Zahl in kanonischer Form (mit Minuszeichen, wenn negativ, ohne Pluszeichen, Trennzeichen oder führende Nullen)',
      fr: 'Le nombre écrit, sous forme canonique (signe moins s\'il est négatif, sans signe plus, séparateurs ni zéros non significatifs)',
      'pt-br': 'O número escrito, em forma canônica (com sinal de menos se for negativo, sem sinal de mais, separadores nem zeros à esquerda)',
      'zh-cn': '所写的数，规范形式（负数带减号，不含加号、分隔符和前导零）',
    }),
    // The keys of a fixed table: never empty, as z.enum needs.
    lang: z.enum(Object.keys(WORD_LANGUAGES) as [string, ...string[]]).apply(described, {
      en: 'Language tag of the words',
      es: 'Etiqueta de idioma de las palabras',
      de: 'Sprachtag der Wörter',
      fr: 'Balise de langue des mots',
      'pt-br': 'Tag de idioma das palavras',
      'zh-cn': '文字的语言标记',
    }),
    words: z.string().apply(described, {
      en: 'The number in words',
      es: 'El número con palabras',
      de: 'Die Zahl in Worten',
      fr: 'Le nombre en toutes lettres',
      'pt-br': 'O número por extenso',
      'zh-cn': '用文字写出的数',
    }),
  }),
  chain: { gives: 'result.words' },
  examples: [
    { params: { value: '1234' }, result: { value: '1234', lang: 'en-US', words: 'one thousand two hundred thirty-four' } },
    { title: 'Spanish', params: { value: '21', lang: 'es' }, result: { lang: 'es-ES', words: 'veintiuno' } },
    { title: 'negative decimal', params: { value: '-12.05' }, result: { value: '-12.05', words: 'minus twelve point zero five' } },
  ],
  run: async ({ value, lang }, ctx) => {
    const sent = lang?.trim()
    const requested = sent || ctx.lang
    const tag = !sent && isLanguage(ctx.lang) ? CALL_WORDS[ctx.lang] : wordLanguage(requested)
    if (tag === undefined) {
      throw new OperationError('WORDS_LANGUAGE', { lang: preview(requested, 20), languages: Object.keys(WORD_LANGUAGES).join(', ') })
    }
    const { negative, integer, fraction } = parseDecimal(value)
    const max = WORD_LANGUAGES[tag]!
    if (integer.length > max || fraction.length > max) {
      throw new OperationError('WORDS_TOO_LONG', { param: 'value', lang: tag, max, integer: integer.length, fraction: fraction.length })
    }
    const canonical = (negative ? '-' : '') + integer + (fraction ? `.${fraction}` : '')
    const writer = await load(tag)
    const words = tag.startsWith('zh-') ? chineseWords(writer, canonical) : writer.toCardinal(canonical)
    return { value: canonical, lang: tag, words: tag.startsWith('es-') ? correctSpanish(words) : words }
  },
  es: {
    summary: 'Escribe un número con palabras, en inglés, español y otros 69 idiomas y variantes regionales',
    description: 'Números cardinales tal como los escribe la biblioteca n2words: 1234 es "one thousand two hundred thirty-four" en el inglés por defecto (en-US; en-GB y otras variantes dicen "and": "one hundred and one"). Los números negativos empiezan con la palabra para menos. El español sigue la ortografía de la RAE donde n2words difiere: dieciséis, y un ante mil y millones (veintiún mil, treinta y un millones). Tras el punto decimal, los ceros iniciales se leen uno a uno y las cifras restantes como un solo número, como hace n2words: 3.05 es "three point zero five" y 3.14 es "three point fourteen". El valor son dígitos simples con signo y punto decimal opcionales (los guiones bajos pueden separar dígitos; sin exponente). Cuántos dígitos puede escribir un idioma varía: 66 a cada lado del punto en inglés, 30 en español y entre 9 y 66 en otros; los números más largos se rechazan. lang es una etiqueta BCP 47 como en-GB, es-MX o zh-Hant-TW, o un código de idioma a secas (en = en-US, es = es-ES, fr = fr-FR, zh = zh-Hans-CN, sr = sr-Cyrl-RS); por defecto es el idioma de la llamada (/es/api/... escribe en español, /de/ en alemán, /fr/ en francés, /zh-cn/ en chino). n2words no tiene portugués de Brasil, así que /pt-br/ escribe el portugués de Portugal (pt-PT: dezasseis, mil milhões donde en Brasil se dice dezesseis, bilhão) y lang=pt-BR se rechaza. El chino se escribe con los numerales de uso común (二十一, 十万), no con los financieros (贰拾壹).',
    params: {
      value: 'El número, como 1994, -12.5 o 0.05',
      lang: 'Idioma de las palabras: una etiqueta como en-GB o es-MX, o un código como fr; por defecto, el idioma de la llamada',
    },
  },
  de: {
    summary: 'Schreibt eine Zahl in Worten, auf Englisch, Spanisch und in 69 weiteren Sprachen und regionalen Varianten',
    description: 'Kardinalzahlen, wie die Bibliothek n2words sie schreibt: 1234 ist im standardmäßigen Englisch „one thousand two hundred thirty-four“ (en-US; en-GB und andere Varianten sagen „and“: „one hundred and one“). Negative Zahlen beginnen mit dem Wort für minus. Spanisch folgt der Rechtschreibung der RAE, wo n2words abweicht: dieciséis, und un vor mil und millones (veintiún mil, treinta y un millones). Nach dem Dezimalpunkt werden führende Nullen einzeln gelesen und die übrigen Ziffern als eine Zahl, wie n2words es tut: 3.05 ist „three point zero five“, 3.14 ist „three point fourteen“. Der Wert besteht aus einfachen Ziffern mit optionalem Vorzeichen und Dezimalpunkt (Unterstriche dürfen Ziffern trennen; kein Exponent). Wie viele Ziffern eine Sprache schreiben kann, ist unterschiedlich: 66 auf jeder Seite des Punkts im Englischen, 30 im Spanischen, zwischen 9 und 66 in anderen Sprachen; längere Zahlen werden abgelehnt. lang ist ein BCP-47-Tag wie en-GB, es-MX oder zh-Hant-TW oder ein bloßer Sprachcode (en = en-US, es = es-ES, fr = fr-FR, zh = zh-Hans-CN, sr = sr-Cyrl-RS); Standard ist die Sprache des Aufrufs (/es/api/... schreibt Spanisch). Von den Sprachen dieser Website haben Deutsch (/de/: de-DE), Französisch (/fr/: fr-FR) und vereinfachtes Chinesisch (/zh-cn/: zh-Hans-CN) eigene Zahlwörter; Chinesisch wird mit den gewöhnlichen Zahlzeichen geschrieben (21 ist 二十一, nicht die Finanzschreibweise 贰拾壹), Nachkommastellen Ziffer für Ziffer. Brasilianisches Portugiesisch kennt n2words nicht: Ohne lang schreibt /pt-br/ europäisches Portugiesisch (pt-PT, etwa dezasseis statt dezesseis und mil milhões statt bilhão), und lang=pt-BR wird abgelehnt.',
    params: {
      value: 'Die Zahl, etwa 1994, -12.5 oder 0.05',
      lang: 'Sprache der Wörter: ein Tag wie en-GB oder es-MX oder ein Code wie fr; Standard: die Sprache des Aufrufs',
    },
  },
  fr: {
    summary: 'Écrit un nombre en toutes lettres, en anglais, en espagnol et dans 69 autres langues et variantes régionales',
    description: 'Nombres cardinaux tels que les écrit la bibliothèque n2words\u00a0: 1234 donne « one thousand two hundred thirty-four » dans l\'anglais par défaut (en-US\u00a0; en-GB et d\'autres variantes disent « and »\u00a0: « one hundred and one »). Les nombres négatifs commencent par le mot signifiant moins. L\'espagnol suit l\'orthographe de la RAE là où n2words s\'en écarte\u00a0: dieciséis, et un devant mil et millones (veintiún mil, treinta y un millones). Après le point décimal, les zéros de tête sont lus un par un et les chiffres restants comme un seul nombre, comme le fait n2words\u00a0: 3.05 donne « three point zero five », 3.14 « three point fourteen ». La valeur se compose de chiffres simples, avec un signe et un point décimal facultatifs (des traits de soulignement peuvent séparer les chiffres\u00a0; pas d\'exposant). Le nombre de chiffres qu\'une langue peut écrire varie\u00a0: 66 de chaque côté du point en anglais, 30 en espagnol, entre 9 et 66 dans les autres langues\u00a0; les nombres plus longs sont refusés. lang est une balise BCP 47 comme en-GB, es-MX ou zh-Hant-TW, ou un simple code de langue (en = en-US, es = es-ES, fr = fr-FR, zh = zh-Hans-CN, sr = sr-Cyrl-RS)\u00a0; par défaut, c\'est la langue de l\'appel (/es/api/... écrit en espagnol). Parmi les langues de ce site, l\'allemand (/de/\u00a0: de-DE), le français (/fr/\u00a0: fr-FR) et le chinois simplifié (/zh-cn/\u00a0: zh-Hans-CN) ont leurs propres mots\u00a0; le chinois s\'écrit avec les chiffres courants (21 donne 二十一, et non la forme financière 贰拾壹), et ses décimales chiffre par chiffre. n2words ne connaît pas le portugais du Brésil\u00a0: sans lang, /pt-br/ écrit en portugais européen (pt-PT, par exemple dezasseis au lieu de dezesseis et mil milhões au lieu de bilhão), et lang=pt-BR est refusé.',
    params: {
      value: 'Le nombre, par exemple 1994, -12.5 ou 0.05',
      lang: 'Langue des mots\u00a0: une balise comme en-GB ou es-MX, ou un code comme fr\u00a0; par défaut, la langue de l\'appel',
    },
  },
  'pt-br': {
    summary: 'Escreve um número por extenso, em inglês, espanhol e outros 69 idiomas e variantes regionais',
    description: 'Números cardinais como a biblioteca n2words os escreve: 1234 é "one thousand two hundred thirty-four" no inglês padrão (en-US; en-GB e outras variantes dizem "and": "one hundred and one"). Números negativos começam com a palavra para menos. O espanhol segue a ortografia da RAE onde o n2words difere: dieciséis, e un antes de mil e millones (veintiún mil, treinta y un millones). Depois do ponto decimal, os zeros iniciais são lidos um a um e os dígitos restantes como um único número, como faz o n2words: 3.05 é "three point zero five" e 3.14 é "three point fourteen". O valor são dígitos simples com sinal e ponto decimal opcionais (sublinhados podem separar dígitos; sem expoente). Quantos dígitos um idioma consegue escrever varia: 66 de cada lado do ponto em inglês, 30 em espanhol e entre 9 e 66 nos outros; números mais longos são recusados. lang é uma tag BCP 47 como en-GB, es-MX ou zh-Hant-TW, ou um código de idioma simples (en = en-US, es = es-ES, fr = fr-FR, zh = zh-Hans-CN, sr = sr-Cyrl-RS); o padrão é o idioma da chamada (/es/api/... escreve em espanhol). Entre os idiomas deste site, alemão (/de/: de-DE), francês (/fr/: fr-FR) e chinês simplificado (/zh-cn/: zh-Hans-CN) têm palavras próprias; o chinês é escrito com os numerais comuns (21 é 二十一, e não a forma financeira 贰拾壹), e as casas decimais, dígito a dígito. O n2words não tem português do Brasil: sem lang, /pt-br/ escreve em português europeu (pt-PT, por exemplo dezasseis em vez de dezesseis e mil milhões em vez de bilhão), e lang=pt-BR é recusado.',
    params: {
      value: 'O número, como 1994, -12.5 ou 0.05',
      lang: 'Idioma das palavras: uma tag como en-GB ou es-MX, ou um código como fr; padrão: o idioma da chamada',
    },
  },
  'zh-cn': {
    summary: '将数字写成文字，支持英语、西班牙语及其他 69 种语言和地区变体',
    description: '按 n2words 库的写法输出基数词：在默认的英语（en-US）中，1234 写作 "one thousand two hundred thirty-four"（en-GB 等变体会加 "and"："one hundred and one"）。负数以表示“负”的词开头。西班牙语在 n2words 与 RAE 拼写规范不一致时遵循 RAE：dieciséis，以及在 mil 和 millones 之前用 un（veintiún mil、treinta y un millones）。小数点后开头的零逐个读出，其余数字作为一个整数读出，与 n2words 的做法一致：3.05 是 "three point zero five"，3.14 是 "three point fourteen"。值为纯数字，可带符号和小数点（数字之间可用下划线分隔；不支持指数）。各语言能写出的位数不同：英语在小数点两侧各 66 位，西班牙语 30 位，其他语言 9 到 66 位；更长的数会被拒绝。lang 是 BCP 47 标记，例如 en-GB、es-MX 或 zh-Hant-TW，也可以是单独的语言代码（en = en-US、es = es-ES、fr = fr-FR、zh = zh-Hans-CN、sr = sr-Cyrl-RS）；默认使用调用的语言（/es/api/... 输出西班牙语）。本站的语言中，德语（/de/：de-DE）、法语（/fr/：fr-FR）和简体中文（/zh-cn/：zh-Hans-CN）都有各自的数字写法；中文使用小写数字（21 写作 二十一，而不是财务大写 贰拾壹），小数部分逐位读出。n2words 不支持巴西葡萄牙语：未指定 lang 时，/pt-br/ 输出欧洲葡萄牙语（pt-PT，例如用 dezasseis 而不是 dezesseis，用 mil milhões 而不是 bilhão），lang=pt-BR 则会被拒绝。',
    params: {
      value: '数字，例如 1994、-12.5 或 0.05',
      lang: '文字所用的语言：en-GB 或 es-MX 等标记，或 fr 等代码；默认为调用的语言',
    },
  },
})
