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
  category: z.enum(UNIT_CATEGORIES).apply(described, {
    en: 'The unit category (the last segment of the conversion path)',
    es: 'La categoría de unidades (el último segmento de la ruta de conversión)',
    de: 'Die Einheitenkategorie (das letzte Segment des Umrechnungspfads)',
    fr: 'La catégorie d\'unités (le dernier segment du chemin de conversion)',
    'pt-br': 'A categoria de unidades (o último segmento do caminho de conversão)',
    'zh-cn': '单位类别（换算路径的最后一段）',
  }),
  from: z.string().apply(described, {
    en: 'Slug of the unit converted from, whatever spelling was sent (see /api/v1/convert/categories)',
    es: 'Slug de la unidad de origen, sea cual sea la grafía enviada (véase /api/v1/convert/categories)',
    de: 'Slug der Ausgangseinheit, unabhängig von der gesendeten Schreibweise (siehe /api/v1/convert/categories)',
    fr: 'Slug de l\'unité d\'origine, quelle que soit la graphie envoyée (voir /api/v1/convert/categories)',
    'pt-br': 'Slug da unidade de origem, seja qual for a grafia enviada (consulte /api/v1/convert/categories)',
    'zh-cn': '源单位的 slug，与发送时使用的写法无关（参见 /api/v1/convert/categories）',
  }),
  to: z.string().apply(described, {
    en: 'Slug of the unit converted to',
    es: 'Slug de la unidad de destino',
    de: 'Slug der Zieleinheit',
    fr: 'Slug de l\'unité cible',
    'pt-br': 'Slug da unidade de destino',
    'zh-cn': '目标单位的 slug',
  }),
  value: z.number().apply(described, {
    en: 'The value converted, in from, as sent',
    es: 'El valor convertido, en from, tal como se envió',
    de: 'Der umgerechnete Wert in from, wie gesendet',
    fr: 'La valeur convertie, en from, telle qu\'elle a été envoyée',
    'pt-br': 'O valor convertido, em from, como foi enviado',
    'zh-cn': '被换算的值，以 from 为单位，与发送时一致',
  }),
  result: z.number().apply(described, {
    en: 'The value in to: the exact result rounded once to the nearest double',
    es: 'El valor en to: el resultado exacto redondeado una sola vez al double más cercano',
    de: 'Der Wert in to: das exakte Ergebnis, ein einziges Mal auf den nächstgelegenen double-Wert gerundet',
    fr: 'La valeur en to\u00a0: le résultat exact arrondi une seule fois au double le plus proche',
    'pt-br': 'O valor em to: o resultado exato arredondado uma única vez para o double mais próximo',
    'zh-cn': '以 to 为单位的值：精确结果仅舍入一次，取最接近的 double 值',
  }),
  display: z.string().apply(described, {
    en: `The result to ${DISPLAY_DIGITS} significant digits followed by the symbol of to, such as "0.6213711922 mi"`,
    es: `El resultado con ${DISPLAY_DIGITS} cifras significativas seguido del símbolo de to, como "0.6213711922 mi"`,
    de: `Das Ergebnis mit ${DISPLAY_DIGITS} signifikanten Stellen, gefolgt vom Symbol von to, etwa "0.6213711922 mi"`,
    fr: `Le résultat avec ${DISPLAY_DIGITS} chiffres significatifs, suivi du symbole de to, par exemple "0.6213711922 mi"`,
    'pt-br': `O resultado com ${DISPLAY_DIGITS} algarismos significativos, seguido do símbolo de to, como "0.6213711922 mi"`,
    'zh-cn': `保留 ${DISPLAY_DIGITS} 位有效数字的结果，后跟 to 的符号，例如 "0.6213711922 mi"`,
  }),
  factor: z.number().nullable().apply(described, {
    en: 'One from expressed in to (result = value × factor); null for temperature, which converts by formula',
    es: 'Una unidad from expresada en to (result = value × factor); null para la temperatura, que se convierte por fórmula',
    de: 'Eine Einheit from, ausgedrückt in to (result = value × factor); null bei der Temperatur, die per Formel umgerechnet wird',
    fr: 'Une unité from exprimée en to (result = value × factor)\u00a0; null pour la température, qui se convertit par formule',
    'pt-br': 'Uma unidade from expressa em to (result = value × factor); null para a temperatura, que é convertida por fórmula',
    'zh-cn': '一个 from 单位折合的 to 数量（result = value × factor）；温度按公式换算，此值为 null',
  }),
  formula: z.string().apply(described, {
    en: 'How the result was computed, with the exact definitions used, such as "mi = km × 1000 / 1609.344"',
    es: 'Cómo se calculó el resultado, con las definiciones exactas usadas, como "mi = km × 1000 / 1609.344"',
    de: 'Wie das Ergebnis berechnet wurde, mit den verwendeten exakten Definitionen, etwa "mi = km × 1000 / 1609.344"',
    fr: 'Comment le résultat a été calculé, avec les définitions exactes utilisées, par exemple "mi = km × 1000 / 1609.344"',
    'pt-br': 'Como o resultado foi calculado, com as definições exatas usadas, como "mi = km × 1000 / 1609.344"',
    'zh-cn': '结果的计算方式，以及所用的精确定义，例如 "mi = km × 1000 / 1609.344"',
  }),
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
