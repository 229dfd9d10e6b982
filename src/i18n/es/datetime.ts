import type { Catalogue } from '../catalogue.ts'
import type en from '../en/datetime.ts'

export default {
  DATE_UNREADABLE: 'no se pudo leer {param} "{value}" como fecha; envíe ISO 8601 (2024-03-10 o 2024-03-10T14:30:00Z), RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) o una expresión en inglés como "tomorrow", "next friday 10am" o "+1 week"',
  DATE_PARTLY_READ: 'de {param} "{value}" solo se pudo leer "{read}" como fecha; elimine el resto o escriba la fecha en ISO 8601, como 2024-03-10T14:30:00Z',
  DATE_IS_RANGE: '{param} "{value}" indica un intervalo de fechas; envíe una sola fecha',
  DATE_BAD_MONTH: '{param} "{value}" tiene el mes {month}; los meses van del 01 al 12',
  DATE_BAD_DAY: '{param} "{value}" tiene el día {day}, pero el mes {month} de {year} tiene {days} días; revise el día del mes',
  DATE_BAD_TIME: '{param} "{value}" tiene la hora {time}, que no existe; las horas van de 00 a 23 y los minutos y segundos de 00 a 59',
  DATE_BAD_OFFSET: '{param} "{value}" tiene el desfase UTC {offset}; escriba un desfase entre -18:00 y +18:00, como +02:00, o Z para UTC',
  DATE_YEAR_RANGE: '{param} "{value}" cae en el año {year}; envíe una fecha entre los años 1 y 9999',
  RESULT_YEAR_RANGE: 'el resultado caería en el año {year}, fuera de los años 1 a 9999; use un {param} menor u otra fecha de partida',
  TIMEZONE_INVALID: '{param} "{value}" no es una zona horaria; envíe un nombre IANA como Europe/Madrid, America/New_York o Asia/Kolkata, UTC o un desfase fijo como UTC+05:30',
  INTERVAL_INVALID: '{param} "{value}" no es un intervalo; escriba cantidades con unidades en inglés, como "+1 day", "-2 weeks", "3 months 2 hours" o "1 year, 2 months", o una duración ISO 8601 como P1M2D o PT36H',
  INTERVAL_UNIT: '"{unit}" en {param} "{value}" no es una unidad; use years, months, weeks, days, hours, minutes, seconds o milliseconds (o y, mo, w, d, h, min, s, ms)',
  INTERVAL_FRACTION: '{param} "{value}" tiene {amount} {unit}, pero {unit} solo se suman en números enteros; use un número entero o una unidad menor (36 hours en lugar de 1.5 days)',
  INTERVAL_TOO_LARGE: '{param} "{value}" tiene {amount} {unit}, más de los 10.000 años que puede abarcar un intervalo; use una cantidad menor',
  TIMESTAMP_RANGE: 'el timestamp {value} leído en {unit} cae fuera de los años 1 a 9999 (de -62135596800 a 253402300799 segundos); revise el número y envíe unit=seconds o unit=milliseconds si su tamaño confundió la detección',
  NOTE_GAP: '{wall} no existe en {zone}: los relojes se la saltan al empezar el horario de verano, así que se adelantó {minutes} minutos, a {shifted}',
  NOTE_OVERLAP: '{wall} ocurre dos veces en {zone} porque los relojes se atrasan al terminar el horario de verano; prefer={prefer} eligió la ocurrencia con desfase {offset}, la otra tiene desfase {other}',
  LEAP_RULE: 'En el calendario gregoriano un año es bisiesto si es divisible por 4, salvo que un año divisible por 100 solo es bisiesto si también es divisible por 400',
} satisfies Catalogue<typeof en>
