/** Texts that kits write in every language from the shared phrases (src/i18n/{en,es}/phrases/). */
import { TRANSLATIONS, type Translation } from '../../i18n/index.ts'
import { PHRASES, type Phrases } from '../../i18n/phrases.ts'

/**
 * One writer of texts applied to each language's phrases: `en` is what the spec itself says, and
 * `translations` the texts of every other language, in the shape the spec takes them (`es: ...`).
 */
export function everyLanguage<W>(write: (phrases: Phrases) => W): { en: W; translations: { readonly [L in Translation]: W } } {
  return { en: write(PHRASES.en), translations: translated(write) }
}

/** The texts of every language besides English, each written from its phrases and its code. */
export function translated<W>(write: (phrases: Phrases, lang: Translation) => W): { readonly [L in Translation]: W } {
  return Object.fromEntries(TRANSLATIONS.map((lang) => [lang, write(PHRASES[lang], lang)])) as { [L in Translation]: W }
}
