import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, ZonedTime } from '../kits/web-results.ts'
import { dateParams, instantFields, now, readTimeZone, zonedFields } from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'datetime',
  name: 'now',
  input: 'query',
  summary: 'The current time as Unix seconds and milliseconds, ISO 8601, RFC 2822 and in a time zone',
  description: 'Every field describes the same instant. unix is whole seconds since 1970-01-01T00:00:00Z (rounded down), unix_ms milliseconds; iso_utc (ISO 8601, Z) and rfc2822 are in UTC. '
    + 'in_timezone shows the instant on the wall clock of `timezone` (default UTC): ISO 8601 with offset, date, time, offset and whether daylight saving time is in effect. '
    + 'The server\'s own time zone never changes the result.',
  params: z.object({
    timezone: dateParams.timezone(en.dates.timezone('Zone whose wall clock in_timezone shows')),
  }),
  result: z.object({
    ...INSTANT_FIELDS,
    in_timezone: ZonedTime.apply(described, {
      en: 'The current moment on the wall clock of `timezone`',
      es: 'El instante actual en el reloj local de `timezone`',
      de: 'Der aktuelle Zeitpunkt in der Ortszeit von `timezone`',
      fr: 'L\'instant actuel à l\'heure locale de `timezone`',
      'pt-br': 'O instante atual no relógio local de `timezone`',
      'zh-cn': '当前时刻在 `timezone` 当地时钟上的时间',
    }),
  }),
  chain: { gives: 'result.iso_utc' },
  examples: [
    { title: 'In UTC', params: {} },
    { title: 'In Tokyo', params: { timezone: 'Asia/Tokyo' } },
  ],
  run: ({ timezone }) => {
    const tz = readTimeZone(timezone, 'timezone')
    const dt = now(tz)
    return { ...instantFields(dt), in_timezone: zonedFields(dt, tz) }
  },
  es: {
    summary: 'La hora actual en segundos y milisegundos Unix, ISO 8601, RFC 2822 y en una zona horaria',
    description: 'Todos los campos describen el mismo instante. unix son los segundos enteros desde 1970-01-01T00:00:00Z (redondeados hacia abajo) y unix_ms los milisegundos; iso_utc (ISO 8601, Z) y rfc2822 están en UTC. in_timezone muestra el instante en el reloj local de `timezone` (por defecto UTC): ISO 8601 con desfase, fecha, hora, desfase y si está en vigor el horario de verano. La zona horaria del propio servidor nunca cambia el resultado.',
    params: {
      timezone: es.dates.timezone('Zona cuyo reloj local muestra in_timezone'),
    },
  },
  de: {
    summary: 'Die aktuelle Zeit als Unix-Sekunden und -Millisekunden, nach ISO 8601, RFC 2822 und in einer Zeitzone',
    description: 'Alle Felder beschreiben denselben Zeitpunkt. unix sind die ganzen Sekunden seit 1970-01-01T00:00:00Z (abgerundet), unix_ms die Millisekunden; iso_utc (ISO 8601, Z) und rfc2822 sind in UTC. in_timezone zeigt den Zeitpunkt in der Ortszeit von `timezone` (Standard: UTC): ISO 8601 mit Offset, Datum, Uhrzeit, Offset und ob Sommerzeit gilt. Die eigene Zeitzone des Servers ändert das Ergebnis nie.',
    params: {
      timezone: de.dates.timezone('Zeitzone, deren Ortszeit in_timezone anzeigt'),
    },
  },
  fr: {
    summary: 'L\'heure actuelle en secondes et millisecondes Unix, au format ISO 8601, RFC 2822 et dans un fuseau horaire',
    description: 'Tous les champs décrivent le même instant. unix correspond aux secondes entières depuis 1970-01-01T00:00:00Z (arrondies à l\'inférieur) et unix_ms aux millisecondes\u00a0; iso_utc (ISO 8601, Z) et rfc2822 sont en UTC. in_timezone affiche l\'instant à l\'heure locale de `timezone` (par défaut UTC)\u00a0: ISO 8601 avec décalage, date, heure, décalage et si l\'heure d\'été est en vigueur. Le fuseau horaire du serveur lui-même ne modifie jamais le résultat.',
    params: {
      timezone: fr.dates.timezone('Fuseau horaire dont in_timezone affiche l\'heure locale'),
    },
  },
  'pt-br': {
    summary: 'A hora atual em segundos e milissegundos Unix, ISO 8601, RFC 2822 e em um fuso horário',
    description: 'Todos os campos descrevem o mesmo instante. unix são os segundos inteiros desde 1970-01-01T00:00:00Z (arredondados para baixo) e unix_ms, os milissegundos; iso_utc (ISO 8601, Z) e rfc2822 estão em UTC. in_timezone mostra o instante no relógio local de `timezone` (por padrão, UTC): ISO 8601 com deslocamento, data, hora, deslocamento e se o horário de verão está em vigor. O fuso horário do próprio servidor nunca altera o resultado.',
    params: {
      timezone: ptBr.dates.timezone('Fuso horário cujo relógio local in_timezone mostra'),
    },
  },
  'zh-cn': {
    summary: '当前时间，以 Unix 秒和毫秒、ISO 8601、RFC 2822 以及指定时区的形式给出',
    description: '所有字段描述的都是同一时刻。unix 为自 1970-01-01T00:00:00Z 起的整秒数（向下取整），unix_ms 为毫秒数；iso_utc（ISO 8601，Z）和 rfc2822 均为 UTC 时间。in_timezone 显示该时刻在 `timezone`（默认为 UTC）当地时钟上的时间：带偏移量的 ISO 8601、日期、时间、偏移量以及是否处于夏令时。服务器自身的时区从不影响结果。',
    params: {
      timezone: zhCn.dates.timezone('in_timezone 所显示的当地时钟所属的时区'),
    },
  },
})
