/**
 * Texts a translation keeps exactly as they are in English on purpose: a product or format name
 * ("JSON", "Base64"), a unit, a formula, a code. The completeness test accepts a translated text
 * identical to its English twin only when it was written through `same()`, so nothing is left in
 * English by mistake.
 */
const kept = new Set<string>()

/** The text unchanged, marked as intentionally the same as in English. */
export function same<T extends string>(text: T): T {
  kept.add(text)
  return text
}

/** Whether a text was marked with same(). */
export function isKeptAsInEnglish(text: string): boolean {
  return kept.has(text)
}
