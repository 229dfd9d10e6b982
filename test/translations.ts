import { TRANSLATIONS, type Translation } from '../src/i18n/languages.ts'

/** One set of words for every language besides English, for the operations the tests define. */
export function inEveryLanguage<W>(words: W): { readonly [L in Translation]: W } {
  return Object.fromEntries(TRANSLATIONS.map((lang) => [lang, words])) as { [L in Translation]: W }
}
