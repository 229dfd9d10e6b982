/**
 * The words of a result field in every language. English is the field's description, which the
 * OpenAPI document publishes; the docs pages show the field in the page's language.
 */
import { z } from 'zod'
import type { Language, Translation } from '../i18n/index.ts'

/** A field's meaning in English and in every other language: a missing language is a type error. */
export type FieldWords = { readonly en: string } & { readonly [L in Translation]: string }

const fieldWords = z.registry<FieldWords>()

/**
 * The schema described in every language, for `.apply()` in a chain:
 * `z.number().apply(described, { en: 'Body mass index', es: 'Índice de masa corporal' })`.
 */
export function described<S extends z.ZodType>(schema: S, words: FieldWords): S {
  const english = schema.describe(words.en)
  fieldWords.add(english as z.ZodType, words)
  return english
}

/**
 * What a described schema means in a language: its description in English, its words in the
 * others. Undefined when it has none in that language, or when they are stale because the schema
 * was described again in English after them (a copy inherits its original's words).
 */
export function meaning(schema: z.ZodType, lang: Language): string | undefined {
  const english = schema.description
  if (lang === 'en') return english
  const words = fieldWords.get(schema)
  return words !== undefined && words.en === english ? words[lang] : undefined
}
