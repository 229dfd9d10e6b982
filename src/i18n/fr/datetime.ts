import type { Catalogue } from '../catalogue.ts'
import type en from '../en/datetime.ts'

export default {
  DATE_UNREADABLE: '{param} "{value}" n\'a pas pu être lu comme une date\u00a0; envoyez une date ISO 8601 (2024-03-10 ou 2024-03-10T14:30:00Z), RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) ou une expression en anglais telle que "tomorrow", "next friday 10am" ou "+1 week"',
  DATE_PARTLY_READ: 'seule la partie "{read}" de {param} "{value}" a pu être lue comme une date\u00a0; supprimez le reste, ou écrivez la date au format ISO 8601, par exemple 2024-03-10T14:30:00Z',
  DATE_IS_RANGE: '{param} "{value}" désigne une plage de dates\u00a0; envoyez une date unique',
  DATE_BAD_MONTH: '{param} "{value}" a pour mois {month}\u00a0; les mois vont de 01 à 12',
  DATE_BAD_DAY: '{param} "{value}" a pour jour {day}, mais le mois {month} de {year} compte {days} jours\u00a0; vérifiez le jour du mois',
  DATE_BAD_TIME: '{param} "{value}" a pour heure {time}, qui n\'existe pas\u00a0; les heures vont de 00 à 23, les minutes et les secondes de 00 à 59',
  DATE_BAD_OFFSET: '{param} "{value}" a pour décalage UTC {offset}\u00a0; écrivez un décalage compris entre -18:00 et +18:00, par exemple +02:00, ou Z pour UTC',
  DATE_YEAR_RANGE: '{param} "{value}" tombe en l\'an {year}\u00a0; envoyez une date comprise entre les années 1 et 9999',
  RESULT_YEAR_RANGE: 'le résultat tomberait en l\'an {year}, hors des années 1 à 9999\u00a0; utilisez un {param} plus petit ou une autre date de départ',
  TIMEZONE_INVALID: '{param} "{value}" n\'est pas un fuseau horaire\u00a0; envoyez un nom IANA tel que Europe/Madrid, America/New_York ou Asia/Kolkata, UTC, ou un décalage fixe tel que UTC+05:30',
  INTERVAL_INVALID: '{param} "{value}" n\'est pas un intervalle\u00a0; écrivez des quantités avec des unités en anglais, par exemple "+1 day", "-2 weeks", "3 months 2 hours" ou "1 year, 2 months", ou une durée ISO 8601 telle que P1M2D ou PT36H',
  INTERVAL_UNIT: '"{unit}" dans {param} "{value}" n\'est pas une unité\u00a0; utilisez years, months, weeks, days, hours, minutes, seconds ou milliseconds (ou y, mo, w, d, h, min, s, ms)',
  INTERVAL_FRACTION: '{param} "{value}" contient {amount} {unit}, mais les {unit} ne s\'ajoutent qu\'en nombres entiers\u00a0; utilisez un nombre entier ou une unité plus petite (36 hours plutôt que 1.5 days)',
  INTERVAL_TOO_LARGE: '{param} "{value}" contient {amount} {unit}, plus que les 10 000 ans qu\'un intervalle peut couvrir\u00a0; utilisez une quantité plus petite',
  TIMESTAMP_RANGE: 'l\'horodatage {value}, lu en {unit}, se situe hors des années 1 à 9999 (de -62135596800 à 253402300799 secondes)\u00a0; vérifiez le nombre, et envoyez unit=seconds ou unit=milliseconds si sa taille a faussé la détection',
  NOTE_GAP: '{wall} n\'existe pas dans {zone}\u00a0: les horloges sautent cette heure au passage à l\'heure d\'été, elle a donc été avancée de {minutes} minutes, à {shifted}',
  NOTE_OVERLAP: '{wall} survient deux fois dans {zone} car les horloges reculent au retour à l\'heure d\'hiver\u00a0; prefer={prefer} a choisi l\'occurrence au décalage {offset}, l\'autre est au décalage {other}',
  LEAP_RULE: 'Dans le calendrier grégorien, une année est bissextile si elle est divisible par 4, sauf qu\'une année divisible par 100 n\'est bissextile que si elle est aussi divisible par 400',
} satisfies Catalogue<typeof en>
