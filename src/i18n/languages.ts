/**
 * The languages the service speaks, by code: a code is the language's path segment, in lower
 * case (/pt-br/api/v1/…), and LANGUAGE_TAGS gives its BCP 47 tag. Nothing here loads a catalogue,
 * so the command line can read LANG without loading every message.
 */
export const LANGUAGES = ['en', 'es', 'de', 'fr', 'pt-br', 'zh-cn'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE = 'en'
/** The languages every operation is written in besides English, whose texts are the operation's own. */
export type Translation = Exclude<Language, typeof DEFAULT_LANGUAGE>
export const TRANSLATIONS = LANGUAGES.filter((lang): lang is Translation => lang !== DEFAULT_LANGUAGE)

/** Each language's BCP 47 tag, as pages (lang="pt-BR"), Content-Language and Intl take it. */
export const LANGUAGE_TAGS: { readonly [L in Language]: string } = { en: 'en', es: 'es', de: 'de', fr: 'fr', 'pt-br': 'pt-BR', 'zh-cn': 'zh-CN' }

export function isLanguage(lang: string): lang is Language {
  return (LANGUAGES as readonly string[]).includes(lang)
}

/** The BCP 47 tag of a language code (pt-br → pt-BR); an unknown code as it is. */
export function languageTag(lang: string): string {
  return isLanguage(lang) ? LANGUAGE_TAGS[lang] : lang
}

/**
 * The language a BCP 47 tag or locale (de-AT, pt_PT, zh-Hans-CN, es_ES.UTF-8) is best served in,
 * or undefined: the exact code first, then by its primary subtag (any Portuguese reads pt-br, any
 * Chinese zh-cn, the only written forms served).
 */
export function matchLanguage(tag: string): Language | undefined {
  const code = tag.trim().toLowerCase().replace(/_/g, '-').replace(/[.@].*$/, '')
  if (isLanguage(code)) return code
  const primary = code.split('-', 1)[0]!
  return LANGUAGES.find((lang) => lang === primary || lang.startsWith(`${primary}-`))
}

/**
 * The supported language an Accept-Language header prefers, else English: tags in order of their
 * weight, each matched by matchLanguage (de-AT reads de, pt-PT pt-br).
 */
export function preferredLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...options] = part.trim().split(';')
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean)
      return { lang: matchLanguage(tag), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry): entry is { lang: Language; q: number; index: number } => entry.q > 0 && entry.lang !== undefined)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.lang ?? DEFAULT_LANGUAGE
}
