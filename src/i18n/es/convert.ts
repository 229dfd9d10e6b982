import type { Catalogue } from '../catalogue.ts'
import type en from '../en/convert.ts'

export default {
  UNIT_UNKNOWN: '{param} "{value}" no es una unidad de {category}; use una de estas: {units} (GET /api/v1/convert/categories indica sus símbolos y alias)',
  UNIT_OTHER_CATEGORY: '{param} "{value}" es una unidad de {other}, no de {category}; conviértala con /api/v1/convert/{other} o use una de estas: {units}',
  UNIT_AMBIGUOUS: '{param} "{value}" puede significar más de una unidad: {options}; envíe uno de esos identificadores',
  TEMPERATURE_BELOW_ABSOLUTE_ZERO: '{param} {value} {unit} está por debajo del cero absoluto ({zero} {unit}); envíe una temperatura de al menos {zero} {unit}',
  CURRENCY_UNKNOWN: '{param} "{value}" no es un código de moneda ISO 4217; envíe un código de tres letras como USD, EUR, GBP o JPY (la lista ISO 4217 en https://www.iso.org/iso-4217-currency-codes.html los recoge todos)',
  CURRENCY_NO_RATE: '{param} {code} ({name}) es una moneda válida, pero la fuente de tipos de cambio ({source}) no tiene tipo para ella; la fuente tiene tipos para: {codes}',
  RATES_UNAVAILABLE: 'Los tipos de cambio no están disponibles: no se pudo leer la fuente y no hay tipos anteriores guardados; vuelva a intentarlo en {retryAfter} s (convertir una moneda en sí misma sigue funcionando)',
} satisfies Catalogue<typeof en>
