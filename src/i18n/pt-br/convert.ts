import type { Catalogue } from '../catalogue.ts'
import type en from '../en/convert.ts'

export default {
  UNIT_UNKNOWN: '{param} "{value}" não é uma unidade de {category}; use uma destas: {units} (GET /api/v1/convert/categories lista os símbolos e aliases delas)',
  UNIT_OTHER_CATEGORY: '{param} "{value}" é uma unidade de {other}, não de {category}; converta-a com /api/v1/convert/{other} ou use uma destas: {units}',
  UNIT_AMBIGUOUS: '{param} "{value}" pode significar mais de uma unidade: {options}; envie um desses slugs',
  TEMPERATURE_BELOW_ABSOLUTE_ZERO: '{param} {value} {unit} está abaixo do zero absoluto ({zero} {unit}); envie uma temperatura de pelo menos {zero} {unit}',
  CURRENCY_UNKNOWN: '{param} "{value}" não é um código de moeda ISO 4217; envie um código de três letras como USD, EUR, GBP ou JPY (a lista ISO 4217 em https://www.iso.org/iso-4217-currency-codes.html contém todos)',
  CURRENCY_NO_RATE: '{param} {code} ({name}) é uma moeda válida, mas a fonte de cotações ({source}) não tem cotação para ela; a fonte tem cotações para: {codes}',
  RATES_UNAVAILABLE: 'As taxas de câmbio não estão disponíveis: não foi possível ler a fonte de cotações e não há cotações anteriores armazenadas; tente novamente em {retryAfter} s (converter uma moeda para ela mesma funciona enquanto isso)',
} satisfies Catalogue<typeof en>
