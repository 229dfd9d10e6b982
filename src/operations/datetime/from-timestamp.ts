import { z } from 'zod'
import { DateTime } from 'luxon'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { INSTANT_FIELDS, ZonedTime } from '../kits/web-results.ts'
import { OperationError } from '../../core/errors.ts'
import { dateParams, instantFields, readTimeZone, zonedFields } from '../../lib/dates.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

/** From this absolute value up, unit=auto reads milliseconds: 1e11 s is the year 5138, 1e11 ms is 1973-03-03. */
export const MILLISECONDS_FROM = 100_000_000_000
// 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z.
const MIN_MS = -62_135_596_800_000
const MAX_MS = 253_402_300_799_999

export default defineOperation({
  category: 'datetime',
  name: 'from-timestamp',
  input: 'query',
  summary: 'Turn a Unix timestamp into a date and time, in UTC and in a time zone',
  description: 'timestamp counts seconds since 1970-01-01T00:00:00Z; it may be negative (before 1970) and have decimals. '
    + 'With unit=auto (the default) an absolute value of 100,000,000,000 or more is read as milliseconds, anything smaller as seconds: '
    + '1e11 seconds would be the year 5138, while 1e11 milliseconds is 1973-03-03, so timestamps of today in seconds (10 digits) and milliseconds (13 digits) are both read right. '
    + 'Send unit=seconds or unit=milliseconds to say which (needed for millisecond timestamps before March 1973). The result says which unit was used and whether it was detected. '
    + 'in_timezone shows the instant on the wall clock of `timezone` (IANA name, default UTC). Dates from the year 1 to 9999.',
  params: z.object({
    timestamp: z.number().describe('Unix time: seconds since 1970-01-01T00:00:00Z (negative before 1970, decimals allowed), or milliseconds (see unit)'),
    unit: z.enum(['auto', 'seconds', 'milliseconds', 's', 'ms']).optional()
      .describe('auto (default): an absolute value of 100,000,000,000 or more is milliseconds, smaller is seconds; or seconds (s) or milliseconds (ms)'),
    timezone: dateParams.timezone(en.dates.timezone('Zone whose wall clock in_timezone shows')),
  }),
  result: z.object({
    timestamp: z.number().apply(described, {
      en: 'The timestamp as sent',
      es: 'La marca de tiempo tal como se envió',
      de: 'Der Zeitstempel, wie gesendet',
      fr: 'L\'horodatage tel qu\'il a été envoyé',
      'pt-br': 'O carimbo de data/hora como foi enviado',
      'zh-cn': '发送时的时间戳',
    }),
    unit: z.enum(['seconds', 'milliseconds']).apply(described, {
      en: 'The unit the timestamp was read in',
      es: 'La unidad en la que se leyó la marca de tiempo',
      de: 'Die Einheit, in der der Zeitstempel gelesen wurde',
      fr: 'L\'unité dans laquelle l\'horodatage a été lu',
      'pt-br': 'A unidade em que o carimbo de data/hora foi lido',
      'zh-cn': '读取时间戳时所用的单位',
    }),
    unit_detected: z.boolean().apply(described, {
      en: 'The unit was chosen by the size of the timestamp (unit auto or not given)',
      es: 'La unidad se eligió por el tamaño de la marca de tiempo (unit auto o sin indicar)',
      de: 'Die Einheit wurde anhand der Größe des Zeitstempels gewählt (unit auto oder nicht angegeben)',
      fr: 'L\'unité a été choisie d\'après la taille de l\'horodatage (unit auto ou non indiqué)',
      'pt-br': 'A unidade foi escolhida pelo tamanho do carimbo de data/hora (unit auto ou não informado)',
      'zh-cn': '根据时间戳的大小选择了单位（unit 为 auto 或未指定）',
    }),
    ...INSTANT_FIELDS,
    in_timezone: ZonedTime.apply(described, {
      en: 'The moment on the wall clock of `timezone`',
      es: 'El instante en el reloj local de `timezone`',
      de: 'Der Zeitpunkt in der Ortszeit von `timezone`',
      fr: 'L\'instant à l\'heure locale de `timezone`',
      'pt-br': 'O instante no relógio local de `timezone`',
      'zh-cn': '该时刻在 `timezone` 当地时钟上的时间',
    }),
  }),
  chain: { gives: 'result.iso_utc' },
  examples: [
    {
      title: 'Seconds',
      params: { timestamp: 1700000000 },
      result: {
        unit: 'seconds', unit_detected: true, unix: 1700000000, unix_ms: 1700000000000, iso_utc: '2023-11-14T22:13:20Z',
        rfc2822: 'Tue, 14 Nov 2023 22:13:20 +0000',
      },
    },
    {
      title: 'Milliseconds, detected by size, in New York',
      params: { timestamp: 1700000000000, timezone: 'America/New_York' },
      result: {
        unit: 'milliseconds', unit_detected: true, unix: 1700000000, iso_utc: '2023-11-14T22:13:20Z',
        in_timezone: { timezone: 'America/New_York', iso: '2023-11-14T17:13:20-05:00', offset: '-05:00', is_dst: false },
      },
    },
  ],
  run: ({ timestamp, unit, timezone }) => {
    const tz = readTimeZone(timezone, 'timezone')
    const detected = unit === undefined || unit === 'auto'
    const inMs = detected ? Math.abs(timestamp) >= MILLISECONDS_FROM : unit === 'milliseconds' || unit === 'ms'
    const unitName: 'milliseconds' | 'seconds' = inMs ? 'milliseconds' : 'seconds'
    const ms = Math.round(inMs ? timestamp : timestamp * 1000)
    if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) throw new OperationError('TIMESTAMP_RANGE', { value: String(timestamp), unit: unitName })
    const dt = DateTime.fromMillis(ms, { zone: tz.zone })
    return { timestamp, unit: unitName, unit_detected: detected, ...instantFields(dt), in_timezone: zonedFields(dt, tz) }
  },
  es: {
    summary: 'Convierte una marca de tiempo Unix en fecha y hora, en UTC y en una zona horaria',
    description: 'timestamp cuenta los segundos desde 1970-01-01T00:00:00Z; puede ser negativo (antes de 1970) y tener decimales. Con unit=auto (por defecto) un valor absoluto de 100 000 000 000 o más se lee como milisegundos, y cualquier valor menor como segundos: 1e11 segundos sería el año 5138, mientras que 1e11 milisegundos es 1973-03-03, así que las marcas de tiempo actuales en segundos (10 dígitos) y en milisegundos (13 dígitos) se leen bien. Envíe unit=seconds o unit=milliseconds para indicarlo (necesario para marcas de tiempo en milisegundos anteriores a marzo de 1973). El resultado indica qué unidad se usó y si se detectó. in_timezone muestra el instante en el reloj local de `timezone` (nombre IANA, por defecto UTC). Fechas del año 1 al 9999.',
    params: {
      timestamp: 'Tiempo Unix: segundos desde 1970-01-01T00:00:00Z (negativo antes de 1970, se admiten decimales), o milisegundos (véase unit)',
      unit: 'auto (por defecto): un valor absoluto de 100 000 000 000 o más son milisegundos, y uno menor, segundos; o seconds (s) o milliseconds (ms)',
      timezone: es.dates.timezone('Zona cuyo reloj local muestra in_timezone'),
    },
  },
  de: {
    summary: 'Wandelt einen Unix-Zeitstempel in Datum und Uhrzeit um, in UTC und in einer Zeitzone',
    description: 'timestamp zählt die Sekunden seit 1970-01-01T00:00:00Z; der Wert darf negativ sein (vor 1970) und Nachkommastellen haben. Mit unit=auto (Standard) wird ein Absolutwert ab 100 000 000 000 als Millisekunden gelesen, alles Kleinere als Sekunden: 1e11 Sekunden wären das Jahr 5138, 1e11 Millisekunden dagegen sind 1973-03-03, sodass heutige Zeitstempel in Sekunden (10 Stellen) und in Millisekunden (13 Stellen) beide richtig gelesen werden. Senden Sie unit=seconds oder unit=milliseconds, um die Einheit festzulegen (nötig für Millisekunden-Zeitstempel vor März 1973). Das Ergebnis gibt an, welche Einheit verwendet und ob sie erkannt wurde. in_timezone zeigt den Zeitpunkt in der Ortszeit von `timezone` (IANA-Name, Standard: UTC). Daten von Jahr 1 bis 9999.',
    params: {
      timestamp: 'Unix-Zeit: Sekunden seit 1970-01-01T00:00:00Z (negativ vor 1970, Nachkommastellen erlaubt) oder Millisekunden (siehe unit)',
      unit: 'auto (Standard): Ein Absolutwert ab 100 000 000 000 sind Millisekunden, ein kleinerer Sekunden; oder seconds (s) bzw. milliseconds (ms)',
      timezone: de.dates.timezone('Zeitzone, deren Ortszeit in_timezone anzeigt'),
    },
  },
  fr: {
    summary: 'Convertit un horodatage Unix en date et heure, en UTC et dans un fuseau horaire',
    description: 'timestamp compte les secondes depuis 1970-01-01T00:00:00Z\u00a0; il peut être négatif (avant 1970) et comporter des décimales. Avec unit=auto (par défaut), une valeur absolue de 100 000 000 000 ou plus est lue en millisecondes, et toute valeur inférieure en secondes\u00a0: 1e11 secondes correspondraient à l\'année 5138, alors que 1e11 millisecondes correspondent au 1973-03-03\u00a0; les horodatages actuels en secondes (10 chiffres) et en millisecondes (13 chiffres) sont donc tous deux lus correctement. Envoyez unit=seconds ou unit=milliseconds pour préciser l\'unité (nécessaire pour les horodatages en millisecondes antérieurs à mars 1973). Le résultat indique l\'unité utilisée et si elle a été détectée. in_timezone affiche l\'instant à l\'heure locale de `timezone` (nom IANA, par défaut UTC). Dates de l\'an 1 à l\'an 9999.',
    params: {
      timestamp: 'Temps Unix\u00a0: secondes depuis 1970-01-01T00:00:00Z (négatif avant 1970, décimales admises), ou millisecondes (voir unit)',
      unit: 'auto (par défaut)\u00a0: une valeur absolue de 100 000 000 000 ou plus est en millisecondes, une valeur inférieure en secondes\u00a0; ou seconds (s) ou milliseconds (ms)',
      timezone: fr.dates.timezone('Fuseau horaire dont in_timezone affiche l\'heure locale'),
    },
  },
  'pt-br': {
    summary: 'Converte um carimbo de data/hora Unix em data e hora, em UTC e em um fuso horário',
    description: 'timestamp conta os segundos desde 1970-01-01T00:00:00Z; pode ser negativo (antes de 1970) e ter decimais. Com unit=auto (padrão), um valor absoluto de 100 000 000 000 ou mais é lido como milissegundos, e qualquer valor menor, como segundos: 1e11 segundos seria o ano 5138, enquanto 1e11 milissegundos é 1973-03-03, de modo que os carimbos de data/hora atuais em segundos (10 dígitos) e em milissegundos (13 dígitos) são ambos lidos corretamente. Envie unit=seconds ou unit=milliseconds para indicar a unidade (necessário para carimbos de data/hora em milissegundos anteriores a março de 1973). O resultado indica qual unidade foi usada e se ela foi detectada. in_timezone mostra o instante no relógio local de `timezone` (nome IANA, por padrão UTC). Datas do ano 1 ao 9999.',
    params: {
      timestamp: 'Tempo Unix: segundos desde 1970-01-01T00:00:00Z (negativo antes de 1970, decimais permitidos) ou milissegundos (consulte unit)',
      unit: 'auto (padrão): um valor absoluto de 100 000 000 000 ou mais é em milissegundos, e um menor, em segundos; ou seconds (s) ou milliseconds (ms)',
      timezone: ptBr.dates.timezone('Fuso horário cujo relógio local in_timezone mostra'),
    },
  },
  'zh-cn': {
    summary: '将 Unix 时间戳转换为日期和时间（UTC 及指定时区）',
    description: 'timestamp 为自 1970-01-01T00:00:00Z 起的秒数；可以为负数（1970 年之前），也可以带小数。使用 unit=auto（默认）时，绝对值大于或等于 100,000,000,000 的值按毫秒读取，小于该值的按秒读取：1e11 秒对应 5138 年，而 1e11 毫秒对应 1973-03-03，因此当今以秒（10 位数字）和毫秒（13 位数字）表示的时间戳都能正确读取。发送 unit=seconds 或 unit=milliseconds 可指定单位（1973 年 3 月之前的毫秒时间戳必须指定）。结果会说明所用的单位以及该单位是否为自动检测所得。in_timezone 显示该时刻在 `timezone`（IANA 名称，默认为 UTC）当地时钟上的时间。日期范围为 1 年至 9999 年。',
    params: {
      timestamp: 'Unix 时间：自 1970-01-01T00:00:00Z 起的秒数（1970 年之前为负数，允许小数），或毫秒数（见 unit）',
      unit: 'auto（默认）：绝对值大于或等于 100,000,000,000 时为毫秒，否则为秒；也可以为 seconds（s）或 milliseconds（ms）',
      timezone: zhCn.dates.timezone('in_timezone 所显示的当地时钟所属的时区'),
    },
  },
})
