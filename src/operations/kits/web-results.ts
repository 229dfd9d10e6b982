/** Result shapes that several web and datetime operations answer alike. */
import { z } from 'zod'
import { described } from '../../core/field-words.ts'

// ---------------------------------------------------------------------------------------------
// Dates and times

/** The same moment as every datetime result gives it; spread into a result's fields. */
export const INSTANT_FIELDS = {
  unix: z.number().int().apply(described, {
    en: 'Unix time in whole seconds since 1970-01-01T00:00:00Z, rounded down (negative before 1970)',
    es: 'Tiempo Unix en segundos enteros desde 1970-01-01T00:00:00Z, redondeado hacia abajo (negativo antes de 1970)',
    de: 'Unix-Zeit in ganzen Sekunden seit 1970-01-01T00:00:00Z, abgerundet (vor 1970 negativ)',
    fr: `Temps Unix en secondes entières depuis 1970-01-01T00:00:00Z, arrondi à l'inférieur (négatif avant 1970)`,
    'pt-br': 'Tempo Unix em segundos inteiros desde 1970-01-01T00:00:00Z, arredondado para baixo (negativo antes de 1970)',
    'zh-cn': 'Unix 时间，即自 1970-01-01T00:00:00Z 起的整秒数，向下取整（1970 年之前为负数）',
  }),
  unix_ms: z.number().int().apply(described, {
    en: 'Unix time in milliseconds',
    es: 'Tiempo Unix en milisegundos',
    de: 'Unix-Zeit in Millisekunden',
    fr: 'Temps Unix en millisecondes',
    'pt-br': 'Tempo Unix em milissegundos',
    'zh-cn': 'Unix 时间（毫秒）',
  }),
  iso_utc: z.string().apply(described, {
    en: 'The moment in ISO 8601 in UTC, such as 2024-03-10T14:30:00Z (milliseconds only when there are some)',
    es: 'El instante en ISO 8601 en UTC, como 2024-03-10T14:30:00Z (con milisegundos solo cuando los hay)',
    de: 'Der Zeitpunkt in ISO 8601 in UTC, etwa 2024-03-10T14:30:00Z (Millisekunden nur, wenn vorhanden)',
    fr: `L'instant en ISO 8601 en UTC, par exemple 2024-03-10T14:30:00Z (millisecondes uniquement s'il y en a)`,
    'pt-br': 'O momento em ISO 8601 em UTC, por exemplo 2024-03-10T14:30:00Z (com milissegundos só quando houver)',
    'zh-cn': '以 ISO 8601 格式表示的 UTC 时刻，如 2024-03-10T14:30:00Z（仅在有毫秒时包含毫秒）',
  }),
  rfc2822: z.string().apply(described, {
    en: 'The moment in RFC 2822 form in UTC, such as "Sun, 10 Mar 2024 14:30:00 +0000"',
    es: 'El instante en formato RFC 2822 en UTC, como "Sun, 10 Mar 2024 14:30:00 +0000"',
    de: 'Der Zeitpunkt im RFC-2822-Format in UTC, etwa "Sun, 10 Mar 2024 14:30:00 +0000"',
    fr: `L'instant au format RFC 2822 en UTC, par exemple "Sun, 10 Mar 2024 14:30:00 +0000"`,
    'pt-br': 'O momento no formato RFC 2822 em UTC, por exemplo "Sun, 10 Mar 2024 14:30:00 +0000"',
    'zh-cn': '以 RFC 2822 格式表示的 UTC 时刻，如 "Sun, 10 Mar 2024 14:30:00 +0000"',
  }),
}

/** A moment as the wall clock of a time zone shows it. */
export const ZonedTime = z.object({
  timezone: z.string().apply(described, {
    en: 'The zone: an IANA name such as Europe/Madrid, UTC, or a fixed offset such as UTC+05:30',
    es: 'La zona: un nombre IANA como Europe/Madrid, UTC, o un desfase fijo como UTC+05:30',
    de: 'Die Zeitzone: ein IANA-Name wie Europe/Madrid, UTC oder ein fester Offset wie UTC+05:30',
    fr: 'Le fuseau\u00a0: un nom IANA comme Europe/Madrid, UTC, ou un décalage fixe comme UTC+05:30',
    'pt-br': 'O fuso: um nome IANA como Europe/Madrid, UTC ou um deslocamento fixo como UTC+05:30',
    'zh-cn': '时区：IANA 名称（如 Europe/Madrid）、UTC 或固定偏移（如 UTC+05:30）',
  }),
  iso: z.string().apply(described, {
    en: 'The wall time with its offset in ISO 8601, such as 2024-07-01T12:00:00+02:00',
    es: 'La hora local con su desfase en ISO 8601, como 2024-07-01T12:00:00+02:00',
    de: 'Die Ortszeit mit ihrem Offset in ISO 8601, etwa 2024-07-01T12:00:00+02:00',
    fr: `L'heure locale avec son décalage en ISO 8601, par exemple 2024-07-01T12:00:00+02:00`,
    'pt-br': 'A hora local com seu deslocamento em ISO 8601, por exemplo 2024-07-01T12:00:00+02:00',
    'zh-cn': '带偏移的本地时间，采用 ISO 8601 格式，如 2024-07-01T12:00:00+02:00',
  }),
  date: z.string().apply(described, {
    en: 'The calendar date there, YYYY-MM-DD',
    es: 'La fecha del calendario allí, YYYY-MM-DD',
    de: 'Das dortige Kalenderdatum, YYYY-MM-DD',
    fr: 'La date du calendrier à cet endroit, YYYY-MM-DD',
    'pt-br': 'A data do calendário nesse fuso, YYYY-MM-DD',
    'zh-cn': '该时区的日历日期，YYYY-MM-DD',
  }),
  time: z.string().apply(described, {
    en: 'The wall time there, HH:mm:ss (with .SSS milliseconds when there are some)',
    es: 'La hora local allí, HH:mm:ss (con milisegundos .SSS cuando los hay)',
    de: 'Die dortige Ortszeit, HH:mm:ss (mit Millisekunden .SSS, wenn vorhanden)',
    fr: `L'heure locale à cet endroit, HH:mm:ss (avec les millisecondes .SSS s'il y en a)`,
    'pt-br': 'A hora local nesse fuso, HH:mm:ss (com milissegundos .SSS quando houver)',
    'zh-cn': '该时区的本地时间，HH:mm:ss（有毫秒时带 .SSS）',
  }),
  offset: z.string().apply(described, {
    en: 'The zone\'s offset from UTC at that moment, such as +02:00 or -04:00',
    es: 'El desfase de la zona respecto a UTC en ese instante, como +02:00 o -04:00',
    de: 'Der Offset der Zeitzone zu UTC zu diesem Zeitpunkt, etwa +02:00 oder -04:00',
    fr: 'Le décalage du fuseau par rapport à UTC à cet instant, par exemple +02:00 ou -04:00',
    'pt-br': 'O deslocamento do fuso em relação ao UTC nesse momento, por exemplo +02:00 ou -04:00',
    'zh-cn': '该时刻时区相对于 UTC 的偏移，如 +02:00 或 -04:00',
  }),
  offset_minutes: z.number().int().apply(described, {
    en: 'The same offset in minutes (east of UTC positive)',
    es: 'El mismo desfase en minutos (positivo al este de UTC)',
    de: 'Derselbe Offset in Minuten (östlich von UTC positiv)',
    fr: `Le même décalage en minutes (positif à l'est d'UTC)`,
    'pt-br': 'O mesmo deslocamento em minutos (positivo a leste do UTC)',
    'zh-cn': '以分钟表示的同一偏移（UTC 以东为正）',
  }),
  is_dst: z.boolean().apply(described, {
    en: 'Whether daylight-saving time is in effect there at that moment',
    es: 'Si allí rige el horario de verano en ese instante',
    de: 'Ob dort zu diesem Zeitpunkt Sommerzeit gilt',
    fr: `Indique si l'heure d'été est en vigueur à cet endroit à cet instant`,
    'pt-br': 'Se o horário de verão está em vigor nesse fuso nesse momento',
    'zh-cn': '该时刻该时区是否处于夏令时',
  }),
}).meta({ id: 'ZonedTime', description: 'A moment as the wall clock of a time zone shows it, with the zone\'s UTC offset' })

/** Whether placing a wall time on a zone's clock met a daylight-saving change; spread into a result's fields. */
export const PLACEMENT_FIELDS = {
  adjusted: z.boolean().apply(described, {
    en: 'The wall time does not exist in the zone (the clocks skip it) and was moved forward by the length of the gap',
    es: 'La hora local no existe en la zona (los relojes se la saltan) y se adelantó tanto como dura el salto',
    de: 'Die Ortszeit existiert in der Zeitzone nicht (die Uhren überspringen sie) und wurde um die Länge der Lücke vorgestellt',
    fr: `L'heure locale n'existe pas dans le fuseau (les horloges la sautent) et a été avancée de la durée du saut`,
    'pt-br': 'A hora local não existe no fuso (os relógios a pulam) e foi adiantada pela duração do salto',
    'zh-cn': '该本地时间在此时区中不存在（时钟会跳过它），已按跳过的时长向后顺延',
  }),
  ambiguous: z.boolean().apply(described, {
    en: 'The wall time occurs twice in the zone (the clocks go back); one occurrence was taken',
    es: 'La hora local ocurre dos veces en la zona (los relojes se atrasan); se tomó una de las dos',
    de: 'Die Ortszeit kommt in der Zeitzone zweimal vor (die Uhren werden zurückgestellt); eines der beiden Vorkommen wurde gewählt',
    fr: `L'heure locale existe deux fois dans le fuseau (les horloges reculent)\u00a0; l'une des deux a été retenue`,
    'pt-br': 'A hora local ocorre duas vezes no fuso (os relógios são atrasados); uma das duas ocorrências foi usada',
    'zh-cn': '该本地时间在此时区中出现两次（时钟回拨）；已取其中一次',
  }),
  note: z.string().optional().apply(described, {
    en: 'When adjusted or ambiguous: what happened, in words in the call language',
    es: 'Cuando adjusted o ambiguous es true: lo que ocurrió, con palabras en el idioma de la llamada',
    de: 'Bei adjusted oder ambiguous: was passiert ist, in Worten in der Sprache des Aufrufs',
    fr: `Lorsque adjusted ou ambiguous vaut true\u00a0: ce qui s'est passé, expliqué dans la langue de l'appel`,
    'pt-br': 'Quando adjusted ou ambiguous é true: o que aconteceu, descrito no idioma da chamada',
    'zh-cn': '当 adjusted 或 ambiguous 为 true 时：用调用所用的语言说明发生了什么',
  }),
}

// ---------------------------------------------------------------------------------------------
// Web lookups

/** One response of a redirect chain. */
export const RedirectHop = z.object({
  url: z.string().apply(described, {
    en: 'The URL requested at this hop',
    es: 'La URL pedida en este salto',
    de: 'Die bei diesem Schritt angeforderte URL',
    fr: `L'URL demandée lors de ce saut`,
    'pt-br': 'A URL solicitada neste salto',
    'zh-cn': '此跳请求的 URL',
  }),
  status: z.number().int().apply(described, {
    en: 'The HTTP status code it answered',
    es: 'El código de estado HTTP con el que respondió',
    de: 'Der HTTP-Statuscode, mit dem geantwortet wurde',
    fr: `Le code d'état HTTP de la réponse`,
    'pt-br': 'O código de status HTTP com que respondeu',
    'zh-cn': '其响应的 HTTP 状态码',
  }),
  location: z.string().nullable().apply(described, {
    en: 'Its Location header as sent (relative or absolute), or null when it has none',
    es: 'Su cabecera Location tal como se envió (relativa o absoluta), o null cuando no tiene',
    de: 'Sein Location-Header wie gesendet (relativ oder absolut) oder null, wenn keiner vorhanden ist',
    fr: `Son en-tête Location tel qu'il a été envoyé (relatif ou absolu), ou null s'il n'y en a pas`,
    'pt-br': 'Seu cabeçalho Location como foi enviado (relativo ou absoluto), ou null quando não houver',
    'zh-cn': '其 Location 标头的原始值（相对或绝对），没有时为 null',
  }),
  time_ms: z.number().int().apply(described, {
    en: 'Time this hop took, in milliseconds',
    es: 'Tiempo que tardó este salto, en milisegundos',
    de: 'Dauer dieses Schritts in Millisekunden',
    fr: 'Durée de ce saut, en millisecondes',
    'pt-br': 'Tempo que este salto levou, em milissegundos',
    'zh-cn': '此跳耗时，单位为毫秒',
  }),
}).meta({ id: 'RedirectHop', description: 'One response of a redirect chain, in the order they were followed' })

/** Every response of a lookup, the final one included. */
export const REDIRECT_CHAIN = z.array(RedirectHop).apply(described, {
  en: 'Every response in order, from the URL given to the final one',
  es: 'Cada respuesta en orden, desde la URL indicada hasta la final',
  de: 'Alle Antworten der Reihe nach, von der angegebenen URL bis zur letzten',
  fr: `Chaque réponse dans l'ordre, de l'URL indiquée jusqu'à la réponse finale`,
  'pt-br': 'Cada resposta em ordem, da URL informada até a final',
  'zh-cn': '按顺序列出的每个响应，从给定的 URL 到最终响应',
})

/** How long a whole lookup took, every redirect included. */
export const LOOKUP_MS = z.number().int().apply(described, {
  en: 'Time the whole lookup took, in milliseconds',
  es: 'Tiempo que tardó toda la consulta, en milisegundos',
  de: 'Dauer der gesamten Abfrage in Millisekunden',
  fr: `Durée de l'ensemble de la requête, en millisecondes`,
  'pt-br': 'Tempo que a consulta inteira levou, em milissegundos',
  'zh-cn': '整个查询耗时，单位为毫秒',
})

/** The final address and status of a fetched page; spread into a result's fields. */
export const FINAL_RESPONSE_FIELDS = {
  url: z.string().apply(described, {
    en: 'The final URL, after redirects',
    es: 'La URL final, tras las redirecciones',
    de: 'Die endgültige URL nach Weiterleitungen',
    fr: `L'URL finale, après les redirections`,
    'pt-br': 'A URL final, após os redirecionamentos',
    'zh-cn': '重定向之后的最终 URL',
  }),
  status: z.number().int().apply(described, {
    en: 'The HTTP status code of the final response',
    es: 'El código de estado HTTP de la respuesta final',
    de: 'Der HTTP-Statuscode der endgültigen Antwort',
    fr: `Le code d'état HTTP de la réponse finale`,
    'pt-br': 'O código de status HTTP da resposta final',
    'zh-cn': '最终响应的 HTTP 状态码',
  }),
}

/** An address a name resolves to, with how long it may be cached. */
export const DnsAddress = z.object({
  address: z.string().apply(described, {
    en: 'The address as text (IPv4 dotted or IPv6)',
    es: 'La dirección como texto (IPv4 con puntos o IPv6)',
    de: 'Die Adresse als Text (IPv4 in Punktschreibweise oder IPv6)',
    fr: `L'adresse sous forme de texte (IPv4 en notation pointée ou IPv6)`,
    'pt-br': 'O endereço como texto (IPv4 com pontos ou IPv6)',
    'zh-cn': '以文本表示的地址（点分 IPv4 或 IPv6）',
  }),
  ttl: z.number().int().apply(described, {
    en: 'How long the record may be cached, in seconds',
    es: 'Cuánto tiempo puede guardarse el registro en caché, en segundos',
    de: 'Wie lange der Eintrag zwischengespeichert werden darf, in Sekunden',
    fr: `Durée pendant laquelle l'enregistrement peut être mis en cache, en secondes`,
    'pt-br': 'Por quanto tempo o registro pode ficar em cache, em segundos',
    'zh-cn': '该记录可缓存的时长，单位为秒',
  }),
}).meta({ id: 'DnsAddress', description: 'An IPv4 (A) or IPv6 (AAAA) address record with its time to live' })
