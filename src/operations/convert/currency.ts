import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { currency as findCurrency, type Currency } from '../../lib/money/iso4217.ts'
import { div, fromNumber, mul, ONE, toDecimals, toSignificant } from '../../lib/numbers/units.ts'

/** Significant digits of rate and inverse_rate. */
const RATE_DIGITS = 10

const code = (description: string) => z.string().max(10).describe(description)

function known(text: string, param: string): Currency {
  const value = text.trim()
  if (value === '') throw new OperationError('PARAM_REQUIRED', { param })
  const found = findCurrency(value)
  if (!found) throw new OperationError('CURRENCY_UNKNOWN', { param, value })
  return found
}

function finiteResult(value: number): number {
  if (!Number.isFinite(value)) throw new OperationError('CALC_OUT_OF_RANGE', { what: 'result' })
  return value
}

export default defineOperation({
  category: 'convert',
  name: 'currency',
  input: 'query',
  summary: 'Convert an amount between currencies at reference exchange rates',
  description: 'Converts value from one currency to another at the reference rates of the configured feed (by default the European Central Bank '
    + 'daily rates, published on working days around 16:00 CET; kept for an hour by default before the feed is read again, and the last good rates are '
    + 'kept when the feed is down or malformed). '
    + 'Codes are ISO 4217, any case. The feed quotes every currency against its base (EUR for the ECB), so other pairs are cross rates: '
    + 'rate = rate(to) / rate(from). result is value × rate computed exactly and rounded half away from zero to the minor units of the target currency '
    + '(2 decimals for USD, 0 for JPY, 3 for KWD); rate (to per one from) and inverse_rate (from per one to) are rounded to 10 significant digits; '
    + 'date is the feed\'s date for the rates, source the feed address, base its base currency. Converting a currency to itself needs no rates: '
    + 'rate 1, and date, source and base are null. A valid code the feed has no rate for is refused with the list of codes it has; '
    + 'with no rates at all (feed unreachable and none stored) the answer is 503 with Retry-After.',
  params: z.object({
    from: code('Currency of the amount: an ISO 4217 code such as USD, EUR or JPY (any case)'),
    to: code('Currency to convert to: an ISO 4217 code (any case)'),
    value: z.number().describe('The amount to convert, in from; any finite number, decimals with a dot (19.99)'),
  }),
  result: z.object({
    from: z.string().apply(described, { en: 'ISO 4217 code of the currency converted from, in upper case', es: 'Código ISO 4217 de la moneda de origen, en mayúsculas' }),
    to: z.string().apply(described, { en: 'ISO 4217 code of the currency converted to, in upper case', es: 'Código ISO 4217 de la moneda de destino, en mayúsculas' }),
    value: z.number().apply(described, { en: 'The amount converted, in from, as sent', es: 'El importe convertido, en from, tal como se envió' }),
    result: z.number().apply(described, { en: 'The amount in to: value × rate computed exactly, rounded half away from zero to the minor units of to', es: 'El importe en to: value × rate calculado de forma exacta y redondeado a las unidades menores de to (las mitades, lejos de cero)' }),
    rate: z.number().apply(described, { en: 'Units of to per one unit of from, to 10 significant digits; 1 for the same currency', es: 'Unidades de to por cada unidad de from, con 10 cifras significativas; 1 para la misma moneda' }),
    inverse_rate: z.number().apply(described, { en: 'Units of from per one unit of to, to 10 significant digits; 1 for the same currency', es: 'Unidades de from por cada unidad de to, con 10 cifras significativas; 1 para la misma moneda' }),
    date: z.string().nullable().apply(described, { en: 'The feed\'s date for the rates used, YYYY-MM-DD; null when no rates were needed (same currency)', es: 'Fecha que da la fuente a los tipos usados, YYYY-MM-DD; null cuando no hicieron falta tipos (misma moneda)' }),
    source: z.string().nullable().apply(described, { en: 'Address of the rates feed; null when no rates were needed', es: 'Dirección de la fuente de tipos; null cuando no hicieron falta tipos' }),
    base: z.string().nullable().apply(described, { en: 'ISO 4217 code of the currency the feed quotes every rate against (EUR for the ECB); null when no rates were needed', es: 'Código ISO 4217 de la moneda frente a la que la fuente cotiza todos los tipos (EUR para el BCE); null cuando no hicieron falta tipos' }),
  }),
  chain: { gives: 'result.result' },
  examples: [
    {
      title: 'same currency: rounded to its minor units, no rates needed',
      params: { from: 'usd', to: 'USD', value: 12.345 },
      result: { from: 'USD', to: 'USD', value: 12.345, result: 12.35, rate: 1, inverse_rate: 1, date: null, source: null, base: null },
    },
    {
      title: 'yen have no decimals',
      params: { from: 'JPY', to: 'JPY', value: 1234.5 },
      result: { result: 1235 },
    },
  ],
  async run({ from, to, value }, ctx) {
    const source = known(from, 'from')
    const target = known(to, 'to')
    const amount = fromNumber(value)
    if (source.code === target.code) {
      return {
        from: source.code, to: target.code, value,
        result: finiteResult(toDecimals(amount, target.minorUnits)),
        rate: 1, inverse_rate: 1, date: null, source: null, base: null,
      }
    }
    const snapshot = await ctx.rates.current()
    const rateOf = (c: Currency, param: string) => {
      const rate = Object.hasOwn(snapshot.rates, c.code) ? snapshot.rates[c.code] : undefined
      if (rate === undefined) {
        const codes = Object.keys(snapshot.rates).sort().join(', ')
        throw new OperationError('CURRENCY_NO_RATE', { param, code: c.code, name: c.name, source: snapshot.source, codes })
      }
      // The feed's decimal as written: 1.0765 is exactly 10765/10000.
      return fromNumber(rate)
    }
    const rate = div(rateOf(target, 'to'), rateOf(source, 'from'))
    return {
      from: source.code,
      to: target.code,
      value,
      result: finiteResult(toDecimals(mul(amount, rate), target.minorUnits)),
      rate: toSignificant(rate, RATE_DIGITS),
      inverse_rate: toSignificant(div(ONE, rate), RATE_DIGITS),
      date: snapshot.date,
      source: snapshot.source,
      base: snapshot.base,
    }
  },
  es: {
    summary: 'Convierte un importe entre monedas con tipos de cambio de referencia',
    description: 'Convierte value de una moneda a otra con los tipos de referencia de la fuente configurada (por defecto, los tipos diarios del Banco Central Europeo, publicados los días laborables hacia las 16:00 CET; se conservan una hora por defecto antes de volver a leer la fuente, y se mantienen los últimos tipos válidos cuando la fuente no responde o está mal formada). Los códigos son ISO 4217, en mayúsculas o minúsculas. La fuente cotiza cada moneda frente a su base (EUR en el BCE), así que los demás pares son tipos cruzados: rate = rate(to) / rate(from). result es value × rate calculado de forma exacta y redondeado al alejarse de cero a las unidades menores de la moneda de destino (2 decimales para USD, 0 para JPY, 3 para KWD); rate (unidades de to por una de from) e inverse_rate (unidades de from por una de to) se redondean a 10 cifras significativas; date es la fecha de la fuente para esos tipos, source la dirección de la fuente y base su moneda base. Convertir una moneda en sí misma no necesita tipos: rate es 1, y date, source y base son null. Un código válido para el que la fuente no tiene tipo se rechaza con la lista de códigos que sí tiene; sin ningún tipo (fuente inaccesible y ninguno guardado) la respuesta es 503 con Retry-After.',
    params: {
      from: 'Moneda del importe: un código ISO 4217 como USD, EUR o JPY (en mayúsculas o minúsculas)',
      to: 'Moneda a la que se convierte: un código ISO 4217 (en mayúsculas o minúsculas)',
      value: 'El importe que se convierte, en from; cualquier número finito, con punto decimal (19.99)',
    },
  },
})
