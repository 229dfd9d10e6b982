// Messages of the convert category. {param} is the parameter name and {value} what the caller sent;
// {units} lists the unit slugs of {category}; {options} lists units as "slug (name, symbol)".
export default {
  UNIT_UNKNOWN: '{param} "{value}" is not a {category} unit; use one of: {units} (GET /api/v1/convert/categories lists their symbols and aliases)',
  UNIT_OTHER_CATEGORY: '{param} "{value}" is a {other} unit, not a {category} unit; convert it with /api/v1/convert/{other}, or use one of: {units}',
  UNIT_AMBIGUOUS: '{param} "{value}" could mean more than one unit: {options}; send one of those slugs instead',
  TEMPERATURE_BELOW_ABSOLUTE_ZERO: '{param} {value} {unit} is below absolute zero ({zero} {unit}); send a temperature of at least {zero} {unit}',
  CURRENCY_UNKNOWN: '{param} "{value}" is not an ISO 4217 currency code; send a three-letter code such as USD, EUR, GBP or JPY (the ISO 4217 list at https://www.iso.org/iso-4217-currency-codes.html names them all)',
  CURRENCY_NO_RATE: '{param} {code} ({name}) is a valid currency, but the rate feed ({source}) has no rate for it; the feed has rates for: {codes}',
  RATES_UNAVAILABLE: 'Exchange rates are unavailable: the rate feed could not be read and no earlier rates are stored; retry in {retryAfter} s (converting a currency to itself works meanwhile)',
} as const
