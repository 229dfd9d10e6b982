/**
 * Number formatting with Intl.NumberFormat (ECMA-402, ICU with full CLDR data in Node). The value
 * is passed as a decimal string, so a long number keeps all its digits (Intl.NumberFormat v3).
 */
import { OperationError } from '../../core/errors.ts'
import { currency } from '../money/iso4217.ts'

export const FORMAT_STYLES = ['decimal', 'currency', 'percent', 'compact', 'scientific', 'engineering', 'unit'] as const
export type FormatStyle = (typeof FORMAT_STYLES)[number]
export const VALUE_MAX_LENGTH = 100
export const MAX_DECIMALS = 20

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,4})?$/

export interface FormatRequest {
  value: string
  locale: string
  style: FormatStyle
  currency?: string
  unit?: string
  decimals?: number
  currencyDisplay?: 'symbol' | 'narrowSymbol' | 'code' | 'name'
  unitDisplay?: 'short' | 'long' | 'narrow'
  grouping?: boolean
}

export interface Formatted {
  output: string
  parts: Array<{ type: string; value: string }>
  locale: string
  numbering_system: string
}

function readLocale(text: string): string {
  let canonical: string[]
  try {
    canonical = Intl.getCanonicalLocales(text)
  } catch {
    throw new OperationError('NUMBER_LOCALE_INVALID', { param: 'locale', value: text })
  }
  if (canonical.length !== 1) throw new OperationError('NUMBER_LOCALE_INVALID', { param: 'locale', value: text })
  return canonical[0]!
}

/** A sanctioned simple unit of ECMA-402 (Intl.supportedValuesOf('unit')), or two joined by -per-. */
function readUnit(text: string | undefined): string {
  if (text === undefined) throw new OperationError('NUMBER_UNIT_REQUIRED', { param: 'unit' })
  const unit = text.trim().toLowerCase()
  const simple = new Set(Intl.supportedValuesOf('unit'))
  const pieces = unit.split('-per-')
  if (pieces.length > 2 || !pieces.every((p) => simple.has(p))) throw new OperationError('NUMBER_UNIT_INVALID', { param: 'unit', value: text.trim() })
  return unit
}

function readCurrency(text: string | undefined): string {
  if (text === undefined) throw new OperationError('NUMBER_CURRENCY_REQUIRED', { param: 'currency' })
  const code = text.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(code) || currency(code) === undefined) throw new OperationError('NUMBER_CURRENCY_INVALID', { param: 'currency', value: text.trim() })
  return code
}

export function formatNumber(req: FormatRequest): Formatted {
  const value = req.value.trim().replace(/_/g, '')
  if (!DECIMAL.test(value)) throw new OperationError('NUMBER_VALUE_INVALID', { param: 'value', value: value.slice(0, 60) })
  if (!Number.isFinite(Number(value))) throw new OperationError('NUMBER_VALUE_RANGE', { param: 'value', value: value.slice(0, 60) })
  const locale = readLocale(req.locale)
  const options: Intl.NumberFormatOptions = {}
  switch (req.style) {
    case 'currency':
      Object.assign(options, { style: 'currency', currency: readCurrency(req.currency), currencyDisplay: req.currencyDisplay ?? 'symbol' })
      break
    case 'percent': options.style = 'percent'; break
    case 'compact': options.notation = 'compact'; break
    case 'scientific': options.notation = 'scientific'; break
    case 'engineering': options.notation = 'engineering'; break
    case 'unit':
      Object.assign(options, { style: 'unit', unit: readUnit(req.unit), unitDisplay: req.unitDisplay ?? 'short' })
      break
    default: break
  }
  if (req.decimals !== undefined) {
    options.minimumFractionDigits = req.decimals
    options.maximumFractionDigits = req.decimals
  } else if (req.style === 'decimal' || req.style === 'unit') {
    options.maximumFractionDigits = MAX_DECIMALS
  }
  if (req.grouping === false) options.useGrouping = false
  const nf = new Intl.NumberFormat(locale, options)
  // Strings keep their digits (ECMA-402 Intl.NumberFormat v3: the value is read as an exact decimal).
  const shown = value as unknown as number
  const resolved = nf.resolvedOptions()
  return {
    output: nf.format(shown),
    parts: nf.formatToParts(shown).map(({ type, value: text }) => ({ type, value: text })),
    locale: resolved.locale,
    numbering_system: resolved.numberingSystem,
  }
}
