/**
 * The site's words, one folder per language: site.ts (pages and guides), categories.ts, app.ts
 * (the strings the pages' scripts show) and keys.ts (the guide to keys and the account). Every
 * language is typed against the English keys, so a missing text is a compile error.
 */
import type { Category } from '../../core/operation.ts'
import type { Catalogue } from '../../i18n/catalogue.ts'
import { isLanguage, type Language } from '../../i18n/index.ts'
import en from './en/index.ts'
import es from './es/index.ts'
import de from './de/index.ts'
import fr from './fr/index.ts'
import ptBr from './pt-br/index.ts'
import zhCn from './zh-cn/index.ts'

export interface Words {
  readonly site: Catalogue<typeof en.site>
  readonly categories: Readonly<Record<Category, { readonly title: string; readonly about: string }>>
  readonly app: Catalogue<typeof en.app>
  readonly keys: Catalogue<typeof en.keys>
}

export const WORDS: { readonly [L in Language]: Words } = { en, es, de, fr, 'pt-br': ptBr, 'zh-cn': zhCn }

/** The words of a page language (English for a language the site does not have). */
export function wordsOf(lang: string): Words {
  return isLanguage(lang) ? WORDS[lang] : WORDS.en
}
