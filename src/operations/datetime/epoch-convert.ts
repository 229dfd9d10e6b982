import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { translate } from '../../i18n/index.ts'
import { EPOCH_FORMS, EPOCH_MAX_DIGITS, epochForms, gpsLeapSeconds, isoOfNs, readEpoch } from '../../lib/time/epoch.ts'

const exactInteger = (words: FieldWords) => z.union([z.number().int(), z.string()]).apply(described, {
  en: `${words.en} (a string of digits beyond 2^53)`,
  es: `${words.es} (una cadena de dígitos por encima de 2^53)`,
  de: `${words.de} (oberhalb von 2^53 als Zeichenfolge aus Ziffern)`,
  fr: `${words.fr} (une chaîne de chiffres au-delà de 2^53)`,
  'pt-br': `${words['pt-br']} (uma cadeia de dígitos acima de 2^53)`,
  'zh-cn': `${words['zh-cn']}（超过 2^53 时为数字字符串）`,
})

export default defineOperation({
  category: 'datetime',
  name: 'epoch-convert',
  input: 'query',
  summary: 'Convert a timestamp between Unix seconds, milliseconds, microseconds, nanoseconds, Windows FILETIME, LDAP, WebKit, Cocoa and GPS time',
  description: 'value is a number in the form from names: unix (seconds since 1970-01-01T00:00:00Z, the default), unix_ms, unix_us, unix_ns, '
    + 'filetime and ldap (Windows FILETIME and Active Directory timestamps: 100-nanosecond intervals since 1601-01-01; the Unix epoch is 116444736000000000), '
    + 'webkit (Chrome and WebKit: microseconds since 1601-01-01), cocoa (Apple Core Data and NSDate: seconds since 2001-01-01, Unix 978307200) '
    + 'or gps (seconds since 1980-01-06T00:00:00Z that count leap seconds: GPS runs 18 seconds ahead of UTC since 2017-01-01, and the result says by how much at that moment). '
    + `The answer gives the moment in UTC and in every form, computed exactly in integers: numbers beyond 2^53 come as strings of digits, and a conversion to a coarser unit is floored toward the past (-1.5 s is unix -2). value may have decimals; at most ${EPOCH_MAX_DIGITS} digits before the point; the moment must fall in the years 1 to 9999.`,
  params: z.object({
    value: z.string().max(60).describe('The timestamp, such as 1700000000, 133444736000000000 or 1700000000.5'),
    from: z.enum(EPOCH_FORMS).default('unix').describe('The form of value: unix (default), unix_ms, unix_us, unix_ns, filetime, ldap, webkit, cocoa or gps'),
  }),
  result: z.object({
    iso: z.string().apply(described, {
      en: 'The moment in UTC, ISO 8601, with as many decimals of the second as it has (up to 9)',
      es: 'El momento en UTC, ISO 8601, con tantos decimales de segundo como tenga (hasta 9)',
      de: 'Der Zeitpunkt in UTC, ISO 8601, mit so vielen Nachkommastellen der Sekunde, wie er hat (bis zu 9)',
      fr: 'L\'instant en UTC, au format ISO 8601, avec autant de décimales de seconde qu\'il en comporte (jusqu\'à 9)',
      'pt-br': 'O momento em UTC, ISO 8601, com tantas casas decimais de segundo quantas tiver (até 9)',
      'zh-cn': 'UTC 时刻，ISO 8601 格式，秒的小数位数与其本身一致（最多 9 位）',
    }),
    from: z.enum(EPOCH_FORMS).apply(described, {
      en: 'The form value was read in',
      es: 'La forma en que se leyó value',
      de: 'Die Form, in der value gelesen wurde',
      fr: 'La forme dans laquelle value a été lu',
      'pt-br': 'A forma em que value foi lido',
      'zh-cn': '读取 value 时所用的形式',
    }),
    unix: exactInteger({
      en: 'Seconds since 1970-01-01T00:00:00Z',
      es: 'Segundos desde 1970-01-01T00:00:00Z',
      de: 'Sekunden seit 1970-01-01T00:00:00Z',
      fr: 'Secondes depuis 1970-01-01T00:00:00Z',
      'pt-br': 'Segundos desde 1970-01-01T00:00:00Z',
      'zh-cn': '自 1970-01-01T00:00:00Z 起的秒数',
    }),
    unix_ms: exactInteger({
      en: 'Milliseconds since the Unix epoch',
      es: 'Milisegundos desde la época Unix',
      de: 'Millisekunden seit der Unix-Epoche',
      fr: 'Millisecondes depuis l\'époque Unix',
      'pt-br': 'Milissegundos desde a época Unix',
      'zh-cn': '自 Unix 纪元起的毫秒数',
    }),
    unix_us: exactInteger({
      en: 'Microseconds since the Unix epoch',
      es: 'Microsegundos desde la época Unix',
      de: 'Mikrosekunden seit der Unix-Epoche',
      fr: 'Microsecondes depuis l\'époque Unix',
      'pt-br': 'Microssegundos desde a época Unix',
      'zh-cn': '自 Unix 纪元起的微秒数',
    }),
    unix_ns: exactInteger({
      en: 'Nanoseconds since the Unix epoch',
      es: 'Nanosegundos desde la época Unix',
      de: 'Nanosekunden seit der Unix-Epoche',
      fr: 'Nanosecondes depuis l\'époque Unix',
      'pt-br': 'Nanossegundos desde a época Unix',
      'zh-cn': '自 Unix 纪元起的纳秒数',
    }),
    filetime: exactInteger({
      en: 'Windows FILETIME: 100-nanosecond intervals since 1601-01-01',
      es: 'FILETIME de Windows: intervalos de 100 nanosegundos desde 1601-01-01',
      de: 'Windows FILETIME: 100-Nanosekunden-Intervalle seit 1601-01-01',
      fr: 'FILETIME Windows\u00a0: intervalles de 100 nanosecondes depuis 1601-01-01',
      'pt-br': 'FILETIME do Windows: intervalos de 100 nanossegundos desde 1601-01-01',
      'zh-cn': 'Windows FILETIME：自 1601-01-01 起的 100 纳秒间隔数',
    }),
    ldap: exactInteger({
      en: 'LDAP/Active Directory timestamp, the same count as FILETIME',
      es: 'Marca de tiempo LDAP/Active Directory, la misma cuenta que FILETIME',
      de: 'LDAP/Active-Directory-Zeitstempel, derselbe Zählwert wie FILETIME',
      fr: 'Horodatage LDAP/Active Directory, le même compte que FILETIME',
      'pt-br': 'Carimbo de data/hora LDAP/Active Directory, a mesma contagem que FILETIME',
      'zh-cn': 'LDAP/Active Directory 时间戳，计数与 FILETIME 相同',
    }),
    webkit: exactInteger({
      en: 'WebKit/Chrome time: microseconds since 1601-01-01',
      es: 'Hora WebKit/Chrome: microsegundos desde 1601-01-01',
      de: 'WebKit/Chrome-Zeit: Mikrosekunden seit 1601-01-01',
      fr: 'Heure WebKit/Chrome\u00a0: microsecondes depuis 1601-01-01',
      'pt-br': 'Hora WebKit/Chrome: microssegundos desde 1601-01-01',
      'zh-cn': 'WebKit/Chrome 时间：自 1601-01-01 起的微秒数',
    }),
    cocoa: exactInteger({
      en: 'Cocoa/Core Data time: seconds since 2001-01-01',
      es: 'Hora Cocoa/Core Data: segundos desde 2001-01-01',
      de: 'Cocoa/Core-Data-Zeit: Sekunden seit 2001-01-01',
      fr: 'Heure Cocoa/Core Data\u00a0: secondes depuis 2001-01-01',
      'pt-br': 'Hora Cocoa/Core Data: segundos desde 2001-01-01',
      'zh-cn': 'Cocoa/Core Data 时间：自 2001-01-01 起的秒数',
    }),
    gps: exactInteger({
      en: 'GPS time: seconds since 1980-01-06, leap seconds included',
      es: 'Hora GPS: segundos desde 1980-01-06, segundos intercalares incluidos',
      de: 'GPS-Zeit: Sekunden seit 1980-01-06, einschließlich Schaltsekunden',
      fr: 'Temps GPS\u00a0: secondes depuis 1980-01-06, secondes intercalaires comprises',
      'pt-br': 'Hora GPS: segundos desde 1980-01-06, incluindo os segundos intercalares',
      'zh-cn': 'GPS 时间：自 1980-01-06 起的秒数，含闰秒',
    }),
    gps_leap_seconds: z.number().int().apply(described, {
      en: 'GPS − UTC at this moment, in seconds (18 since 2017-01-01)',
      es: 'GPS − UTC en este momento, en segundos (18 desde 2017-01-01)',
      de: 'GPS − UTC zu diesem Zeitpunkt, in Sekunden (18 seit 2017-01-01)',
      fr: 'GPS − UTC à cet instant, en secondes (18 depuis le 2017-01-01)',
      'pt-br': 'GPS − UTC neste momento, em segundos (18 desde 2017-01-01)',
      'zh-cn': '此时刻的 GPS − UTC，以秒为单位（自 2017-01-01 起为 18）',
    }),
    leap_second: z.boolean().apply(described, {
      en: 'The GPS value fell in an inserted leap second (23:59:60); the other forms give the second before it',
      es: 'El valor GPS cayó en un segundo intercalar añadido (23:59:60); las demás formas dan el segundo anterior',
      de: 'Der GPS-Wert fiel in eine eingefügte Schaltsekunde (23:59:60); die anderen Formen geben die Sekunde davor an',
      fr: 'La valeur GPS tombait dans une seconde intercalaire ajoutée (23:59:60)\u00a0; les autres formes donnent la seconde précédente',
      'pt-br': 'O valor GPS caiu em um segundo intercalar inserido (23:59:60); as demais formas dão o segundo anterior',
      'zh-cn': 'GPS 值落在插入的闰秒（23:59:60）内；其他形式给出其前一秒',
    }),
    note: z.string().apply(described, {
      en: 'How GPS time relates to UTC',
      es: 'Cómo se relaciona la hora GPS con UTC',
      de: 'Wie sich die GPS-Zeit zu UTC verhält',
      fr: 'Le rapport entre le temps GPS et UTC',
      'pt-br': 'Como a hora GPS se relaciona com o UTC',
      'zh-cn': 'GPS 时间与 UTC 的关系',
    }),
  }),
  chain: { gives: 'result.iso' },
  examples: [
    { title: 'A Windows FILETIME', params: { value: '116444736000000000', from: 'filetime' }, result: { iso: '1970-01-01T00:00:00Z', unix: 0 } },
    { title: 'GPS time at the last leap second', params: { value: '1167264018', from: 'gps' }, result: { iso: '2017-01-01T00:00:00Z', unix: 1483228800, gps_leap_seconds: 18 } },
    { title: 'Unix seconds in every form', params: { value: '1700000000' }, result: { iso: '2023-11-14T22:13:20Z', unix_ns: '1700000000000000000', cocoa: 721692800 } },
  ],
  run: ({ value, from }, ctx) => {
    const { ns, leapSecond } = readEpoch(value, from)
    const leap = gpsLeapSeconds(ns / 1_000_000_000n - (ns < 0n && ns % 1_000_000_000n !== 0n ? 1n : 0n))
    return {
      iso: isoOfNs(ns, leapSecond),
      from,
      ...epochForms(ns),
      gps_leap_seconds: leapSecond ? leap + 1 : leap,
      leap_second: leapSecond,
      note: `${translate(ctx.lang, 'NOTE_GPS', { leap: leapSecond ? leap + 1 : leap })}${leapSecond ? `. ${translate(ctx.lang, 'NOTE_GPS_LEAP')}` : ''}`,
    }
  },
  es: {
    summary: 'Convierte una marca de tiempo entre segundos, milisegundos, microsegundos y nanosegundos Unix, FILETIME de Windows, LDAP, WebKit, Cocoa y hora GPS',
    description: `value es un número en la forma que indica from: unix (segundos desde 1970-01-01T00:00:00Z, por defecto), unix_ms, unix_us, unix_ns, filetime y ldap (FILETIME de Windows y marcas de tiempo de Active Directory: intervalos de 100 nanosegundos desde 1601-01-01; la época Unix es 116444736000000000), webkit (Chrome y WebKit: microsegundos desde 1601-01-01), cocoa (Apple Core Data y NSDate: segundos desde 2001-01-01, Unix 978307200) o gps (segundos desde 1980-01-06T00:00:00Z que cuentan los segundos intercalares: GPS va 18 segundos por delante de UTC desde 2017-01-01, y el resultado indica cuánto en ese momento). La respuesta da el momento en UTC y en todas las formas, calculado exactamente con enteros: los números por encima de 2^53 llegan como cadenas de dígitos, y la conversión a una unidad más gruesa se redondea hacia el pasado (-1.5 s es unix -2). value puede tener decimales; como máximo ${EPOCH_MAX_DIGITS} dígitos antes del punto; el momento debe caer entre los años 1 y 9999.`,
    params: {
      value: 'La marca de tiempo, como 1700000000, 133444736000000000 o 1700000000.5',
      from: 'La forma de value: unix (por defecto), unix_ms, unix_us, unix_ns, filetime, ldap, webkit, cocoa o gps',
    },
  },
  de: {
    summary: 'Rechnet einen Zeitstempel zwischen Unix-Sekunden, -Millisekunden, -Mikrosekunden und -Nanosekunden, Windows FILETIME, LDAP, WebKit, Cocoa und GPS-Zeit um',
    description: `value ist eine Zahl in der Form, die from angibt: unix (Sekunden seit 1970-01-01T00:00:00Z, Standard), unix_ms, unix_us, unix_ns, filetime und ldap (Windows FILETIME und Active-Directory-Zeitstempel: 100-Nanosekunden-Intervalle seit 1601-01-01; die Unix-Epoche ist 116444736000000000), webkit (Chrome und WebKit: Mikrosekunden seit 1601-01-01), cocoa (Apple Core Data und NSDate: Sekunden seit 2001-01-01, Unix 978307200) oder gps (Sekunden seit 1980-01-06T00:00:00Z, die Schaltsekunden mitzählen: GPS läuft seit 2017-01-01 18 Sekunden vor UTC, und das Ergebnis gibt an, um wie viel zu diesem Zeitpunkt). Die Antwort gibt den Zeitpunkt in UTC und in jeder Form an, exakt mit Ganzzahlen berechnet: Zahlen über 2^53 werden als Zeichenfolgen aus Ziffern geliefert, und eine Umrechnung in eine gröbere Einheit wird in Richtung Vergangenheit abgerundet (-1.5 s ist unix -2). value darf Nachkommastellen haben; höchstens ${EPOCH_MAX_DIGITS} Stellen vor dem Punkt; der Zeitpunkt muss in den Jahren 1 bis 9999 liegen.`,
    params: {
      value: 'Der Zeitstempel, etwa 1700000000, 133444736000000000 oder 1700000000.5',
      from: 'Die Form von value: unix (Standard), unix_ms, unix_us, unix_ns, filetime, ldap, webkit, cocoa oder gps',
    },
  },
  fr: {
    summary: 'Convertit un horodatage entre secondes, millisecondes, microsecondes et nanosecondes Unix, FILETIME Windows, LDAP, WebKit, Cocoa et temps GPS',
    description: `value est un nombre dans la forme qu'indique from\u00a0: unix (secondes depuis 1970-01-01T00:00:00Z, par défaut), unix_ms, unix_us, unix_ns, filetime et ldap (FILETIME Windows et horodatages Active Directory\u00a0: intervalles de 100 nanosecondes depuis 1601-01-01\u00a0; l'époque Unix vaut 116444736000000000), webkit (Chrome et WebKit\u00a0: microsecondes depuis 1601-01-01), cocoa (Apple Core Data et NSDate\u00a0: secondes depuis 2001-01-01, Unix 978307200) ou gps (secondes depuis 1980-01-06T00:00:00Z, secondes intercalaires comprises\u00a0: GPS a 18 secondes d'avance sur UTC depuis le 2017-01-01, et le résultat indique l'écart à cet instant). La réponse donne l'instant en UTC et sous toutes les formes, calculé exactement en entiers\u00a0: les nombres au-delà de 2^53 sont renvoyés sous forme de chaînes de chiffres, et une conversion vers une unité plus grossière est arrondie vers le passé (-1.5 s donne unix -2). value peut comporter des décimales\u00a0; ${EPOCH_MAX_DIGITS} chiffres au plus avant le point\u00a0; l'instant doit se situer entre les années 1 et 9999.`,
    params: {
      value: 'L\'horodatage, par exemple 1700000000, 133444736000000000 ou 1700000000.5',
      from: 'La forme de value\u00a0: unix (par défaut), unix_ms, unix_us, unix_ns, filetime, ldap, webkit, cocoa ou gps',
    },
  },
  'pt-br': {
    summary: 'Converte um carimbo de data/hora entre segundos, milissegundos, microssegundos e nanossegundos Unix, FILETIME do Windows, LDAP, WebKit, Cocoa e hora GPS',
    description: `value é um número na forma indicada por from: unix (segundos desde 1970-01-01T00:00:00Z, o padrão), unix_ms, unix_us, unix_ns, filetime e ldap (FILETIME do Windows e carimbos de data/hora do Active Directory: intervalos de 100 nanossegundos desde 1601-01-01; a época Unix é 116444736000000000), webkit (Chrome e WebKit: microssegundos desde 1601-01-01), cocoa (Apple Core Data e NSDate: segundos desde 2001-01-01, Unix 978307200) ou gps (segundos desde 1980-01-06T00:00:00Z que contam os segundos intercalares: o GPS está 18 segundos adiantado em relação ao UTC desde 2017-01-01, e o resultado indica quanto nesse momento). A resposta dá o momento em UTC e em todas as formas, calculado exatamente com inteiros: números acima de 2^53 vêm como cadeias de dígitos, e a conversão para uma unidade menos precisa é arredondada para o passado (-1.5 s é unix -2). value pode ter decimais; no máximo ${EPOCH_MAX_DIGITS} dígitos antes do ponto; o momento deve ficar entre os anos 1 e 9999.`,
    params: {
      value: 'O carimbo de data/hora, como 1700000000, 133444736000000000 ou 1700000000.5',
      from: 'A forma de value: unix (padrão), unix_ms, unix_us, unix_ns, filetime, ldap, webkit, cocoa ou gps',
    },
  },
  'zh-cn': {
    summary: '在 Unix 秒、毫秒、微秒、纳秒、Windows FILETIME、LDAP、WebKit、Cocoa 和 GPS 时间之间转换时间戳',
    description: `value 是一个数字，其形式由 from 指定：unix（自 1970-01-01T00:00:00Z 起的秒数，默认）、unix_ms、unix_us、unix_ns、filetime 和 ldap（Windows FILETIME 和 Active Directory 时间戳：自 1601-01-01 起的 100 纳秒间隔数；Unix 纪元为 116444736000000000）、webkit（Chrome 和 WebKit：自 1601-01-01 起的微秒数）、cocoa（Apple Core Data 和 NSDate：自 2001-01-01 起的秒数，Unix 978307200）或 gps（自 1980-01-06T00:00:00Z 起的秒数，计入闰秒：自 2017-01-01 起 GPS 比 UTC 快 18 秒，结果会给出该时刻的差值）。响应给出该时刻的 UTC 表示及所有形式，均以整数精确计算：超过 2^53 的数字以数字字符串返回，换算为更粗的单位时向过去取整（-1.5 s 为 unix -2）。value 可以带小数；小数点前最多 ${EPOCH_MAX_DIGITS} 位数字；该时刻必须在 1 年至 9999 年之间。`,
    params: {
      value: '时间戳，例如 1700000000、133444736000000000 或 1700000000.5',
      from: 'value 的形式：unix（默认）、unix_ms、unix_us、unix_ns、filetime、ldap、webkit、cocoa 或 gps',
    },
  },
})
