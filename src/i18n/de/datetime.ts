import type { Catalogue } from '../catalogue.ts'
import type en from '../en/datetime.ts'

export default {
  DATE_UNREADABLE: '{param} "{value}" konnte nicht als Datum gelesen werden; senden Sie ISO 8601 (2024-03-10 oder 2024-03-10T14:30:00Z), RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) oder einen englischen Ausdruck wie "tomorrow", "next friday 10am" oder "+1 week"',
  DATE_PARTLY_READ: 'von {param} "{value}" konnte nur "{read}" als Datum gelesen werden; entfernen Sie den Rest, oder schreiben Sie das Datum in ISO 8601, etwa 2024-03-10T14:30:00Z',
  DATE_IS_RANGE: '{param} "{value}" bezeichnet einen Datumsbereich; senden Sie ein einzelnes Datum',
  DATE_BAD_MONTH: '{param} "{value}" hat den Monat {month}; Monate reichen von 01 bis 12',
  DATE_BAD_DAY: '{param} "{value}" hat den Tag {day}, aber der Monat {month} des Jahres {year} hat {days} Tage; prüfen Sie den Tag des Monats',
  DATE_BAD_TIME: '{param} "{value}" hat die Uhrzeit {time}, die es nicht gibt; Stunden reichen von 00 bis 23, Minuten und Sekunden von 00 bis 59',
  DATE_BAD_OFFSET: '{param} "{value}" hat die UTC-Abweichung {offset}; schreiben Sie eine Abweichung von -18:00 bis +18:00, etwa +02:00, oder Z für UTC',
  DATE_YEAR_RANGE: '{param} "{value}" fällt in das Jahr {year}; senden Sie ein Datum in den Jahren 1 bis 9999',
  RESULT_YEAR_RANGE: 'das Ergebnis fiele in das Jahr {year}, außerhalb der Jahre 1 bis 9999; verwenden Sie einen kleineren Wert für {param} oder ein anderes Startdatum',
  TIMEZONE_INVALID: '{param} "{value}" ist keine Zeitzone; senden Sie einen IANA-Namen wie Europe/Madrid, America/New_York oder Asia/Kolkata, UTC oder eine feste Abweichung wie UTC+05:30',
  INTERVAL_INVALID: '{param} "{value}" ist kein Intervall; schreiben Sie Anzahlen mit englischen Einheiten, etwa "+1 day", "-2 weeks", "3 months 2 hours" oder "1 year, 2 months", oder eine ISO 8601-Dauer wie P1M2D oder PT36H',
  INTERVAL_UNIT: '"{unit}" in {param} "{value}" ist keine Einheit; verwenden Sie years, months, weeks, days, hours, minutes, seconds oder milliseconds (oder y, mo, w, d, h, min, s, ms)',
  INTERVAL_FRACTION: '{param} "{value}" enthält {amount} {unit}, aber {unit} werden nur in ganzen Zahlen addiert; verwenden Sie eine ganze Zahl oder eine kleinere Einheit (36 hours statt 1.5 days)',
  INTERVAL_TOO_LARGE: '{param} "{value}" enthält {amount} {unit}, mehr als die 10.000 Jahre, die ein Intervall umfassen darf; verwenden Sie eine kleinere Anzahl',
  TIMESTAMP_RANGE: 'der Zeitstempel {value}, gelesen in {unit}, liegt außerhalb der Jahre 1 bis 9999 (-62135596800 bis 253402300799 Sekunden); prüfen Sie die Zahl, und senden Sie unit=seconds oder unit=milliseconds, falls ihre Größe die Erkennung getäuscht hat',
  NOTE_GAP: '{wall} gibt es in {zone} nicht: Die Uhren überspringen diese Zeit beim Beginn der Sommerzeit, daher wurde sie um {minutes} Minuten auf {shifted} vorgestellt',
  NOTE_OVERLAP: '{wall} kommt in {zone} zweimal vor, weil die Uhren am Ende der Sommerzeit zurückgestellt werden; prefer={prefer} hat das Vorkommen mit der Abweichung {offset} gewählt, das andere hat die Abweichung {other}',
  LEAP_RULE: 'Im gregorianischen Kalender ist ein Jahr ein Schaltjahr, wenn es durch 4 teilbar ist, mit der Ausnahme, dass ein durch 100 teilbares Jahr nur dann ein Schaltjahr ist, wenn es auch durch 400 teilbar ist',
} satisfies Catalogue<typeof en>
