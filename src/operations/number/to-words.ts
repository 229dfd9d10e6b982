import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { preview } from '../../lib/numbers/bigint.ts'

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

/** The n2words tag for a language code (case-insensitive, - or _), or undefined. */
export function wordLanguage(code: string): string | undefined {
  return BY_LOWER_CASE.get(code.trim().toLowerCase().replaceAll('_', '-'))
}

interface WordsModule { toCardinal(value: string): string }

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
    + 'the language of the call (/es/api/... writes Spanish).',
  params: z.object({
    value: z.string().max(200).describe('The number, such as 1994, -12.5 or 0.05'),
    lang: z.string().max(20).optional().describe('Language of the words: a tag such as en-GB or es-MX, or a code such as fr; default: the language of the call'),
  }),
  result: z.object({
    value: z.string().apply(described, { en: 'The number written, in canonical form (a minus sign when negative, no plus sign, separators or leading zeros)', es: 'El número escrito, en forma canónica (con signo menos si es negativo, sin signo más, separadores ni ceros a la izquierda)' }),
    // The keys of a fixed table: never empty, as z.enum needs.
    lang: z.enum(Object.keys(WORD_LANGUAGES) as [string, ...string[]]).apply(described, { en: 'Language tag of the words', es: 'Etiqueta de idioma de las palabras' }),
    words: z.string().apply(described, { en: 'The number in words', es: 'El número con palabras' }),
  }),
  chain: { gives: 'result.words' },
  examples: [
    { params: { value: '1234' }, result: { value: '1234', lang: 'en-US', words: 'one thousand two hundred thirty-four' } },
    { title: 'Spanish', params: { value: '21', lang: 'es' }, result: { lang: 'es-ES', words: 'veintiuno' } },
    { title: 'negative decimal', params: { value: '-12.05' }, result: { value: '-12.05', words: 'minus twelve point zero five' } },
  ],
  run: async ({ value, lang }, ctx) => {
    const requested = lang?.trim() || ctx.lang
    const tag = wordLanguage(requested)
    if (tag === undefined) {
      throw new OperationError('WORDS_LANGUAGE', { lang: preview(requested, 20), languages: Object.keys(WORD_LANGUAGES).join(', ') })
    }
    const { negative, integer, fraction } = parseDecimal(value)
    const max = WORD_LANGUAGES[tag]!
    if (integer.length > max || fraction.length > max) {
      throw new OperationError('WORDS_TOO_LONG', { param: 'value', lang: tag, max, integer: integer.length, fraction: fraction.length })
    }
    const canonical = (negative ? '-' : '') + integer + (fraction ? `.${fraction}` : '')
    const { toCardinal } = await load(tag)
    const words = toCardinal(canonical)
    return { value: canonical, lang: tag, words: tag.startsWith('es-') ? correctSpanish(words) : words }
  },
  es: {
    summary: 'Escribe un número con palabras, en inglés, español y otros 69 idiomas y variantes regionales',
    description: 'Números cardinales tal como los escribe la biblioteca n2words: 1234 es "one thousand two hundred thirty-four" en el inglés por defecto (en-US; en-GB y otras variantes dicen "and": "one hundred and one"). Los números negativos empiezan con la palabra para menos. El español sigue la ortografía de la RAE donde n2words difiere: dieciséis, y un ante mil y millones (veintiún mil, treinta y un millones). Tras el punto decimal, los ceros iniciales se leen uno a uno y las cifras restantes como un solo número, como hace n2words: 3.05 es "three point zero five" y 3.14 es "three point fourteen". El valor son dígitos simples con signo y punto decimal opcionales (los guiones bajos pueden separar dígitos; sin exponente). Cuántos dígitos puede escribir un idioma varía: 66 a cada lado del punto en inglés, 30 en español y entre 9 y 66 en otros; los números más largos se rechazan. lang es una etiqueta BCP 47 como en-GB, es-MX o zh-Hant-TW, o un código de idioma a secas (en = en-US, es = es-ES, fr = fr-FR, zh = zh-Hans-CN, sr = sr-Cyrl-RS); por defecto es el idioma de la llamada (/es/api/... escribe en español).',
    params: {
      value: 'El número, como 1994, -12.5 o 0.05',
      lang: 'Idioma de las palabras: una etiqueta como en-GB o es-MX, o un código como fr; por defecto, el idioma de la llamada',
    },
  },
})
