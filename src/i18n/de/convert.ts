import type { Catalogue } from '../catalogue.ts'
import type en from '../en/convert.ts'

export default {
  UNIT_UNKNOWN: '{param} "{value}" ist keine Einheit der Kategorie {category}; verwenden Sie eine der folgenden: {units} (GET /api/v1/convert/categories listet ihre Symbole und Aliasse auf)',
  UNIT_OTHER_CATEGORY: '{param} "{value}" ist eine Einheit der Kategorie {other}, nicht {category}; konvertieren Sie sie mit /api/v1/convert/{other}, oder verwenden Sie eine der folgenden: {units}',
  UNIT_AMBIGUOUS: '{param} "{value}" kann mehr als eine Einheit bedeuten: {options}; senden Sie stattdessen einen dieser Slugs',
  TEMPERATURE_BELOW_ABSOLUTE_ZERO: '{param} {value} {unit} liegt unter dem absoluten Nullpunkt ({zero} {unit}); senden Sie eine Temperatur von mindestens {zero} {unit}',
  CURRENCY_UNKNOWN: '{param} "{value}" ist kein ISO 4217-Währungscode; senden Sie einen dreistelligen Code wie USD, EUR, GBP oder JPY (die ISO 4217-Liste unter https://www.iso.org/iso-4217-currency-codes.html nennt alle)',
  CURRENCY_NO_RATE: '{param} {code} ({name}) ist eine gültige Währung, aber der Kursfeed ({source}) hat keinen Kurs dafür; der Feed hat Kurse für: {codes}',
  RATES_UNAVAILABLE: 'Wechselkurse sind nicht verfügbar: Der Kursfeed konnte nicht gelesen werden, und es sind keine früheren Kurse gespeichert; versuchen Sie es in {retryAfter} s erneut (die Umrechnung einer Währung in sich selbst funktioniert solange)',
} satisfies Catalogue<typeof en>
