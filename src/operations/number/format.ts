import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { FORMAT_STYLES, MAX_DECIMALS, VALUE_MAX_LENGTH, formatNumber } from '../../lib/numbers/format.ts'

export default defineOperation({
  category: 'number',
  name: 'format',
  input: 'query',
  summary: 'Format a number for a locale: grouping, decimals, currency, percent, compact, scientific, engineering and units (Intl.NumberFormat, CLDR)',
  description: 'value is a decimal number (1234567.891, -0.5, 1.5e6) kept exactly: long numbers keep all their digits. locale is a BCP 47 tag (default en-US): de-DE writes 1.234.567,891, fr-FR groups with a narrow no-break space (U+202F), en-IN groups as 12,34,567. '
    + 'style: decimal (default), currency (needs currency, an ISO 4217 code; the currency\'s usual decimals unless decimals is sent: JPY has none), percent (0.25 is 25%), compact (1.2M, 1,2 Mio.), scientific (1.235E6), engineering (exponent a multiple of 3), '
    + 'or unit (needs unit, a simple unit of ECMA-402 such as kilometer, celsius, megabyte or liter, or two joined by -per-: kilometer-per-hour). '
    + `decimals (0 to ${MAX_DECIMALS}) fixes the number of decimals, rounding half away from zero. The output is Intl.NumberFormat with full ICU/CLDR data; parts are its pieces (integer, group, decimal, fraction, currency, unit...).`,
  params: z.object({
    value: z.string().max(VALUE_MAX_LENGTH).describe('The number, such as 1234567.891'),
    locale: z.string().max(64).default('en-US').describe('BCP 47 locale, such as en-US (default), de-DE, fr-FR, en-IN or ja-JP'),
    style: z.enum(FORMAT_STYLES).default('decimal').describe('decimal (default), currency, percent, compact, scientific, engineering or unit'),
    currency: z.string().max(10).optional().describe('ISO 4217 currency code for style=currency, such as EUR'),
    currency_display: z.enum(['symbol', 'narrowSymbol', 'code', 'name']).optional().describe('How the currency is shown: symbol (default), narrowSymbol, code or name'),
    unit: z.string().max(60).optional().describe('Unit for style=unit, such as kilometer or kilometer-per-hour'),
    unit_display: z.enum(['short', 'long', 'narrow']).optional().describe('How the unit is shown: short (default), long or narrow'),
    decimals: z.number().int().min(0).max(MAX_DECIMALS).optional().describe('Exact number of decimals, 0 to 20'),
    grouping: z.boolean().optional().describe('false to leave out group separators (default true)'),
  }),
  result: z.object({
    output: z.string().apply(described, { en: 'The formatted number', es: 'El número formateado' }),
    parts: z.array(z.object({
      type: z.string().apply(described, { en: 'What the piece is: integer, group, decimal, fraction, currency, literal...', es: 'Qué es la pieza: integer, group, decimal, fraction, currency, literal...' }),
      value: z.string().apply(described, { en: 'Its text', es: 'Su texto' }),
    })).apply(described, { en: 'The output in pieces, as Intl.NumberFormat.formatToParts gives them', es: 'La salida por piezas, tal como las da Intl.NumberFormat.formatToParts' }),
    locale: z.string().apply(described, { en: 'The locale used (the closest one ICU has)', es: 'La configuración regional usada (la más cercana que tiene ICU)' }),
    numbering_system: z.string().apply(described, { en: 'The digits used, such as latn or arab', es: 'Los dígitos usados, como latn o arab' }),
  }),
  chain: { gives: 'result.output' },
  examples: [
    { title: 'German grouping', params: { value: '1234567.891', locale: 'de-DE' }, result: { output: '1.234.567,891' } },
    { title: 'Indian grouping', params: { value: '1234567', locale: 'en-IN' }, result: { output: '12,34,567' } },
    { title: 'Yen have no decimals', params: { value: '1234.5', locale: 'ja-JP', style: 'currency', currency: 'JPY' }, result: { output: '￥1,235' } },
    { title: 'Compact', params: { value: '1234567', style: 'compact' }, result: { output: '1.2M' } },
  ],
  run: ({ value, locale, style, currency, currency_display, unit, unit_display, decimals, grouping }) =>
    formatNumber({ value, locale, style, currency, unit, decimals, grouping, currencyDisplay: currency_display, unitDisplay: unit_display }),
  es: {
    summary: 'Formatea un número para una configuración regional: agrupación, decimales, moneda, porcentaje, compacto, científico, ingeniería y unidades (Intl.NumberFormat, CLDR)',
    description: `value es un número decimal (1234567.891, -0.5, 1.5e6) que se conserva exacto: los números largos mantienen todos sus dígitos. locale es una etiqueta BCP 47 (por defecto en-US): de-DE escribe 1.234.567,891, fr-FR agrupa con un espacio estrecho de no separación (U+202F), en-IN agrupa como 12,34,567. style: decimal (por defecto), currency (necesita currency, un código ISO 4217; los decimales habituales de la moneda salvo que se envíe decimals: JPY no tiene), percent (0.25 es 25 %), compact (1.2M, 1,2 Mio.), scientific (1.235E6), engineering (exponente múltiplo de 3), o unit (necesita unit, una unidad simple de ECMA-402 como kilometer, celsius, megabyte o liter, o dos unidas por -per-: kilometer-per-hour). decimals (de 0 a ${MAX_DECIMALS}) fija el número de decimales, redondeando la mitad lejos de cero. La salida es Intl.NumberFormat con los datos completos de ICU/CLDR; parts son sus piezas (integer, group, decimal, fraction, currency, unit...).`,
    params: {
      value: 'El número, como 1234567.891',
      locale: 'Configuración regional BCP 47, como en-US (por defecto), de-DE, fr-FR, en-IN o ja-JP',
      style: 'decimal (por defecto), currency, percent, compact, scientific, engineering o unit',
      currency: 'Código de moneda ISO 4217 para style=currency, como EUR',
      currency_display: 'Cómo se muestra la moneda: symbol (por defecto), narrowSymbol, code o name',
      unit: 'Unidad para style=unit, como kilometer o kilometer-per-hour',
      unit_display: 'Cómo se muestra la unidad: short (por defecto), long o narrow',
      decimals: 'Número exacto de decimales, de 0 a 20',
      grouping: 'false para omitir los separadores de miles (por defecto true)',
    },
  },
})
