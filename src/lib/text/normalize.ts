/** Unicode normalisation (UAX #15) and removal of diacritics. */
import { checkOutputSize } from './text.ts'

export const NORMAL_FORMS = ['NFC', 'NFD', 'NFKC', 'NFKD'] as const
export type NormalForm = (typeof NORMAL_FORMS)[number]

// Nonspacing combining marks (general category Mn): accents, cedillas, tildes, dots above…
const MARKS = /\p{Mn}+/gu

/**
 * The text in a normalisation form; with stripDiacritics, first decomposed (NFD, or NFKD for the
 * compatibility forms) and its nonspacing combining marks removed, then brought to the form.
 */
export function normalizeText({ text, form, strip_diacritics: strip }: { text: string; form: NormalForm; strip_diacritics: boolean }): { output: string; changed: boolean } {
  let output = text
  if (strip) output = output.normalize(form.startsWith('NFK') ? 'NFKD' : 'NFD').replace(MARKS, '')
  output = output.normalize(form)
  checkOutputSize(output.length)
  return { output, changed: output !== text }
}
