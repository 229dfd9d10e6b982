/**
 * The interface strings of the playground, the pipeline builder and the account dashboard, in
 * every page language (src/web/words/{lang}/app.ts). Placeholders in braces ({status}, {n}) are
 * filled in by the scripts or the server.
 */
import { LANGUAGES } from '../i18n/index.ts'
import type en from './words/en/app.ts'
import { wordsOf } from './words/index.ts'

export type AppTextKey = keyof typeof en
export type AppText = Readonly<Record<AppTextKey, string>>


/** The strings of a page language (English for a language without its own table). */
export function appText(lang: string): AppText {
  return wordsOf(lang).app
}

/** Every language with a table, for tests. */
export const APP_TEXT_LANGUAGES: readonly string[] = LANGUAGES

/** The strings whose keys start with a prefix ("pg.", "acct."), for a page's script. */
export function appTextGroup(lang: string, prefix: string): Record<string, string> {
  const all = appText(lang)
  return Object.fromEntries(Object.entries(all).filter(([key]) => key.startsWith(prefix)))
}
