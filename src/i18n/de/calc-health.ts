import type { Catalogue } from '../catalogue.ts'
import type en from '../en/calc-health.ts'

export default {
  HEALTH_WEIGHT_RANGE: '{param} muss ein Körpergewicht in Kilogramm sein, größer als 0 und höchstens 1000 (für 154 lb senden Sie 69.9)',
  HEALTH_HEIGHT_RANGE: '{param} muss eine Körpergröße in Zentimetern sein, von 50 bis 300 (für 1,75 m senden Sie 175; für 5 ft 9 in senden Sie 175.3)',
  HEALTH_CIRCUMFERENCE_RANGE: '{param} muss ein Umfang in Zentimetern sein, größer als 0 und höchstens 300 (für 15 in senden Sie 38.1)',
  HEALTH_AGE_RANGE: '{param} muss ein Alter in Jahren sein, von 0 bis 150',
  HEALTH_BMR_NOT_POSITIVE: 'die Mifflin-St-Jeor-Gleichung ergibt für dieses Gewicht, diese Größe und dieses Alter {bmr} kcal pro Tag, was kein Grundumsatz ist; prüfen Sie, ob weight in Kilogramm, height in Zentimetern und age in Jahren angegeben ist',

  IDEAL_WEIGHT_TOO_SHORT: 'bei einer Größe von {height} cm ergeben einige Idealgewichtsformeln 0 kg oder weniger: Es sind Geraden, die für Erwachsene ab 5 ft (152,4 cm) gedacht sind; height muss für gender={gender} mindestens {min} cm betragen',

  BODY_FAT_HIP_REQUIRED: 'hip ist erforderlich, wenn gender female ist: Die US-Navy-Formel für Frauen verwendet den Hüftumfang (in Zentimetern, an der breitesten Stelle)',
  BODY_FAT_WAIST_NECK: 'waist ({waist} cm) muss größer als neck ({neck} cm) sein: Die US-Navy-Formel für Männer verwendet den Logarithmus von waist − neck; messen Sie die Taille auf Höhe des Bauchnabels und den Hals direkt unterhalb des Kehlkopfs',
  BODY_FAT_WAIST_HIP_NECK: 'waist + hip ({waist} + {hip} cm) muss größer als neck ({neck} cm) sein: Die US-Navy-Formel für Frauen verwendet den Logarithmus von waist + hip − neck; prüfen Sie die Messwerte',
  BODY_FAT_OUT_OF_RANGE: 'diese Messwerte ergeben einen Körperfettanteil von {value} %, den kein Körper hat; prüfen Sie, ob height, neck, waist und hip in Zentimetern angegeben und dort gemessen sind, wo die Methode es vorsieht (Hals unterhalb des Kehlkopfs, Taille bei Männern auf Höhe des Bauchnabels und bei Frauen an der schmalsten Stelle, Hüfte an der breitesten)',

  AGE_DATE_FORMAT: '{param} muss ein Datum im Format JJJJ-MM-TT sein, etwa 1990-07-15; "{value}" ist keines',
  AGE_DATE_MONTH: '{param} ist {value}, aber {month} ist kein Monat; schreiben Sie den Monat als 01 bis 12',
  AGE_DATE_DAY: '{param} ist {value}, aber dieser Monat hat {days} Tage, den Tag {day} gibt es also nicht',
  AGE_BIRTH_AFTER_AT: 'birthdate {birthdate} liegt nach at ({at}); das Alter wird vom Geburtsdatum bis zu einem späteren Datum gezählt (at ist standardmäßig heute, UTC)',

  STATS_NO_NUMBERS: '{param} enthält nur Trennzeichen; senden Sie durch Kommas oder Leerzeichen getrennte Zahlen, etwa 1, 2.5, 3',
  STATS_TOO_MANY: '{param} enthält {count} Zahlen; in einem Aufruf werden höchstens {max} akzeptiert',
  STATS_NOT_A_NUMBER: 'Element {position} von {param}, "{item}", ist keine Zahl; trennen Sie Zahlen durch Kommas oder Leerzeichen und schreiben Sie Dezimalzahlen mit Punkt, etwa 2.5',
  STATS_NUMBER_TOO_LARGE: 'Element {position} von {param}, "{item}", ist größer als die größte Zahl, mit der dieser Dienst rechnen kann (etwa 1.8e308)',
  STATS_SD_TOO_FEW: 'eine Standardabweichung braucht mindestens 2 Zahlen (die Stichprobenformel teilt durch n − 1), aber {param} enthält {count}',

  QUADRATIC_A_ZERO: 'a darf nicht 0 sein: Das wäre eine lineare Gleichung, bx + c = 0, deren Lösung −c / b ist',

  FUEL_EFFICIENCY_POSITIVE: '{param} muss größer als 0 sein: Es ist die pro Kraftstoffeinheit zurückgelegte Strecke (oder, mit efficiency_unit=fuel-per-100, der Verbrauch pro 100 Streckeneinheiten), und kein Fahrzeug fährt mit 0 davon',

  SPEED_NONE: 'übergeben Sie zwei der Werte distance, time und speed, dann wird der dritte berechnet; es wurde keiner angegeben',
  SPEED_ONE: 'übergeben Sie zwei der Werte distance, time und speed, dann wird der dritte berechnet; es wurde nur {given} angegeben',
  SPEED_THREE: 'übergeben Sie nur zwei der Werte distance, time und speed: Der dritte wird daraus berechnet, lassen Sie also einen weg',
  SPEED_TIME_POSITIVE: '{param} muss größer als 0 sein: Geschwindigkeit ist Strecke / Zeit, und in null Zeit wird keine Strecke zurückgelegt',
  SPEED_ZERO: 'mit einer Geschwindigkeit von 0 wird eine Strecke von {distance} nie zurückgelegt, daher lässt sich keine Zeit berechnen; geben Sie eine Geschwindigkeit größer als 0 an',

  PACE_DISTANCE_POSITIVE: '{param} muss größer als 0 sein: Die Pace ist die Zeit pro Streckeneinheit, es wird also durch die Strecke geteilt',
  PACE_MINUTES_POSITIVE: '{param} muss größer als 0 sein: Es ist die Zeit in Minuten, die für die Strecke benötigt wird',

  SALARY_BOTH: 'übergeben Sie entweder hourly oder annual, nicht beides: Der andere Wert wird daraus berechnet',
  SALARY_NEITHER: 'übergeben Sie hourly (den Stundenlohn) oder annual (das Jahresgehalt): Die anderen Werte werden daraus berechnet',

  TAKE_HOME_NEGATIVE: 'die Abzüge ({deductions}) sind größer als das Entgelt nach Steuern ({after_tax}); prüfen Sie, ob gross, tax_rate und deductions sich auf denselben Zeitraum beziehen',

  ADSENSE_PAGEVIEWS_NEGATIVE: '{param} muss 0 oder größer sein: Es zählt Seitenaufrufe',
} satisfies Catalogue<typeof en>
