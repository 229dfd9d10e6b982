/** The GET /api/v1/convert/{category} operations: one per unit category, written alike. */
import { z } from 'zod'
import { defineOperation, type Operation } from '../../core/operation.ts'
import { TRANSLATIONS, type Translation } from '../../i18n/index.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import {
  categoryOf, convertUnits, DISPLAY_DIGITS, unitSlugs, type ConversionResult, type UnitCategory,
} from '../../lib/numbers/units.ts'

const en = PHRASES.en.units

const unitParam = (description: string) => z.string().max(100).describe(description)

const conversionParams = z.object({
  from: unitParam(en.UNIT_PARAMS.from),
  to: unitParam(en.UNIT_PARAMS.to),
  value: z.number().describe(en.UNIT_PARAMS.value),
})

/** What a unit category says of itself in a language besides English. */
export interface CategoryWords {
  summary: string
  /** The category's name inside a sentence ("one unit of <kind> to another"). */
  kind: string
  /** Which variant of each unit is meant, as the English `conventions` of the unit table says. */
  conventions: string
}

/** The operation of one unit category, with its words in every language besides English. */
export function unitConversion(
  category: UnitCategory,
  words: { readonly [L in Translation]: CategoryWords },
): Operation<typeof conversionParams, ConversionResult> {
  const spec = categoryOf(category).spec
  const slugs = unitSlugs(category).join(', ')
  const translations = Object.fromEntries(TRANSLATIONS.map((lang) => {
    const { summary, kind, conventions } = words[lang]
    const phrases = PHRASES[lang].units
    return [lang, { summary, description: phrases.unitConversion(kind, slugs, DISPLAY_DIGITS, conventions), params: phrases.UNIT_PARAMS }]
  })) as Record<Translation, { summary: string; description: string; params: typeof en.UNIT_PARAMS }>
  return defineOperation({
    category: 'convert',
    name: category,
    input: 'query',
    summary: `Convert a ${spec.title.toLowerCase()} value between units`,
    description: en.unitConversion(category, slugs, DISPLAY_DIGITS, spec.conventions),
    params: conversionParams,
    examples: spec.examples,
    run: ({ from, to, value }) => convertUnits(category, from, to, value),
    ...translations,
  })
}
