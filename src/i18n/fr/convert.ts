import type { Catalogue } from '../catalogue.ts'
import type en from '../en/convert.ts'

export default {
  UNIT_UNKNOWN: '{param} "{value}" n\'est pas une unité de la catégorie {category}\u00a0; utilisez l\'une des suivantes\u00a0: {units} (GET /api/v1/convert/categories indique leurs symboles et alias)',
  UNIT_OTHER_CATEGORY: '{param} "{value}" est une unité de la catégorie {other}, et non {category}\u00a0; convertissez-la avec /api/v1/convert/{other}, ou utilisez l\'une des suivantes\u00a0: {units}',
  UNIT_AMBIGUOUS: '{param} "{value}" peut désigner plusieurs unités\u00a0: {options}\u00a0; envoyez plutôt l\'un de ces slugs',
  TEMPERATURE_BELOW_ABSOLUTE_ZERO: '{param} {value} {unit} est inférieur au zéro absolu ({zero} {unit})\u00a0; envoyez une température d\'au moins {zero} {unit}',
  CURRENCY_UNKNOWN: '{param} "{value}" n\'est pas un code de devise ISO 4217\u00a0; envoyez un code à trois lettres tel que USD, EUR, GBP ou JPY (la liste ISO 4217 sur https://www.iso.org/iso-4217-currency-codes.html les recense tous)',
  CURRENCY_NO_RATE: '{param} {code} ({name}) est une devise valide, mais le flux de taux ({source}) n\'a pas de taux pour elle\u00a0; le flux a des taux pour\u00a0: {codes}',
  RATES_UNAVAILABLE: 'Les taux de change ne sont pas disponibles\u00a0: le flux de taux n\'a pas pu être lu et aucun taux antérieur n\'est stocké\u00a0; réessayez dans {retryAfter} s (la conversion d\'une devise vers elle-même fonctionne en attendant)',
} satisfies Catalogue<typeof en>
