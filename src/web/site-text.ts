/**
 * The words of the site itself (navigation, headings, labels), per language: each language's
 * are in src/web/words/{lang}/, typed against the English keys.
 */
import type { Category } from '../core/operation.ts'
import { languageTag } from '../i18n/index.ts'
import type en from './words/en/site.ts'
import { wordsOf } from './words/index.ts'

export type TextKey = keyof typeof en
export type SiteText = Readonly<Record<TextKey, string>>

/** Each language's name in that language, for the language switcher. */
export const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English', es: 'Español', de: 'Deutsch', fr: 'Français', 'pt-br': 'Português (Brasil)', 'zh-cn': '简体中文',
}

/** The site's words in a language (English for a language without its own). */
export function siteText(lang: string): SiteText {
  return wordsOf(lang).site
}

export function categoryText(lang: string, category: Category): { title: string; about: string } {
  return wordsOf(lang).categories[category]
}

/** A count in the language's digit grouping (5,000 / 5.000). */
export function formatCount(lang: string, n: number): string {
  return new Intl.NumberFormat(languageTag(lang)).format(n)
}
