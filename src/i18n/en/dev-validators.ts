// Messages of IBAN, card numbers, phone numbers and email addresses.
export default {
  VALIDATE_VALUE_EMPTY: '{param} is empty; send the value to check',
  PHONE_COUNTRY_NEEDED: 'value has no country calling code and no country was given, so it cannot be read; write the number with + and its calling code (+34 612 34 56 78) or send country as two letters (ES, US, GB…)',
  PHONE_COUNTRY_UNKNOWN: 'country "{country}" is not a region with a telephone numbering plan; send an ISO 3166 two-letter code such as US, GB, ES or DE, or leave it out when the number starts with +',
} as const
