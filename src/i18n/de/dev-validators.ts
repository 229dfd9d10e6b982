import type { Catalogue } from '../catalogue.ts'
import type en from '../en/dev-validators.ts'

export default {
  VALIDATE_VALUE_EMPTY: '{param} ist leer; senden Sie den zu prüfenden Wert',
  PHONE_COUNTRY_NEEDED: 'value hat keine Ländervorwahl, und es wurde kein Land angegeben, daher kann die Nummer nicht gelesen werden; schreiben Sie die Nummer mit + und Ländervorwahl (+34 612 34 56 78) oder senden Sie country mit zwei Buchstaben (ES, US, GB…)',
  PHONE_COUNTRY_UNKNOWN: 'country "{country}" ist keine Region mit einem Telefonnummernplan; senden Sie einen zweistelligen ISO 3166-Code wie US, GB, ES oder DE, oder lassen Sie es weg, wenn die Nummer mit + beginnt',
} satisfies Catalogue<typeof en>
