import en from './en/index.ts'
import es from './es/index.ts'
import de from './de/index.ts'
import fr from './fr/index.ts'
import ptBr from './pt-br/index.ts'
import zhCn from './zh-cn/index.ts'
import { isLanguage, type Language } from './languages.ts'

export type MessageKey = keyof typeof en
export type MessageVars = Readonly<Record<string, string | number>>

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, LANGUAGES, languageTag, matchLanguage, preferredLanguage, TRANSLATIONS } from './languages.ts'
export type { Language, Translation } from './languages.ts'

/**
 * Adding a language is adding its code to languages.ts, a folder of sections and a line here; the
 * type checker then asks every operation for its texts in it (OperationSpec in
 * src/core/operation.ts) and the site for its words (src/web/words/).
 */
const catalogues: { readonly [L in Language]: Readonly<Record<MessageKey, string>> } = {
  en,
  es,
  de,
  fr,
  'pt-br': ptBr,
  'zh-cn': zhCn,
}

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[]

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}

export function translate(lang: string, key: MessageKey, vars: MessageVars = {}): string {
  const catalogue: Readonly<Record<MessageKey, string>> = isLanguage(lang) ? catalogues[lang] : en
  return fill(catalogue[key] ?? en[key] ?? key, vars)
}

/** Fills {name} placeholders; one without a value stays as it is. */
export function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole))
}
