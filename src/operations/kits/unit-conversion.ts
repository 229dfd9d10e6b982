/** The GET /api/v1/convert/{category} operations: one per unit category, written alike. */
import { z } from 'zod'
import { defineOperation, type Operation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import type { Translation } from '../../i18n/index.ts'
import { PHRASES } from '../../i18n/phrases.ts'
import { translated } from './words.ts'
import {
  categoryOf, convertUnits, DISPLAY_DIGITS, UNIT_CATEGORIES, unitSlugs, type UnitCategory,
} from '../../lib/numbers/units.ts'

const en = PHRASES.en.units

const unitParam = (description: string) => z.string().max(100).describe(description)

const conversionParams = z.object({
  from: unitParam(en.UNIT_PARAMS.from),
  to: unitParam(en.UNIT_PARAMS.to),
  value: z.number().describe(en.UNIT_PARAMS.value),
})

/** What every unit conversion answers: the units it read, the exact result and how it was computed. */
export const UnitConversion = z.object({
  category: z.enum(UNIT_CATEGORIES).apply(described, { en: 'The unit category (the last segment of the conversion path)', es: 'La categoría de unidades (el último segmento de la ruta de conversión)' }),
  from: z.string().apply(described, { en: 'Slug of the unit converted from, whatever spelling was sent (see /api/v1/convert/categories)', es: 'Slug de la unidad de origen, sea cual sea la grafía enviada (véase /api/v1/convert/categories)' }),
  to: z.string().apply(described, { en: 'Slug of the unit converted to', es: 'Slug de la unidad de destino' }),
  value: z.number().apply(described, { en: 'The value converted, in from, as sent', es: 'El valor convertido, en from, tal como se envió' }),
  result: z.number().apply(described, { en: 'The value in to: the exact result rounded once to the nearest double', es: 'El valor en to: el resultado exacto redondeado una sola vez al double más cercano' }),
  display: z.string().apply(described, { en: `The result to ${DISPLAY_DIGITS} significant digits followed by the symbol of to, such as "0.6213711922 mi"`, es: `El resultado con ${DISPLAY_DIGITS} cifras significativas seguido del símbolo de to, como "0.6213711922 mi"` }),
  factor: z.number().nullable().apply(described, { en: 'One from expressed in to (result = value × factor); null for temperature, which converts by formula', es: 'Una unidad from expresada en to (result = value × factor); null para la temperatura, que se convierte por fórmula' }),
  formula: z.string().apply(described, { en: 'How the result was computed, with the exact definitions used, such as "mi = km × 1000 / 1609.344"', es: 'Cómo se calculó el resultado, con las definiciones exactas usadas, como "mi = km × 1000 / 1609.344"' }),
}).meta({ id: 'UnitConversion', description: 'A value converted from one unit to another of the same category, computed exactly' })
export type UnitConversion = z.output<typeof UnitConversion>

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
): Operation<typeof conversionParams, UnitConversion> {
  const spec = categoryOf(category).spec
  const slugs = unitSlugs(category).join(', ')
  const translations = translated(({ units }, lang) => {
    const { summary, kind, conventions } = words[lang]
    return { summary, description: units.unitConversion(kind, slugs, DISPLAY_DIGITS, conventions), params: units.UNIT_PARAMS }
  })
  return defineOperation({
    category: 'convert',
    name: category,
    input: 'query',
    summary: `Convert a ${spec.title.toLowerCase()} value between units`,
    description: en.unitConversion(category, slugs, DISPLAY_DIGITS, spec.conventions),
    params: conversionParams,
    result: UnitConversion,
    chain: { gives: 'result.result' },
    examples: spec.examples,
    run: ({ from, to, value }) => convertUnits(category, from, to, value),
    ...translations,
  })
}
