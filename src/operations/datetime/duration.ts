import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { DATE_TEXT_MAX, requiredText } from '../../lib/dates.ts'
import { optionalText } from '../../lib/optional-text.ts'
import { durationParts, humanDuration, isoDuration, readDuration } from '../../lib/time/duration.ts'

export default defineOperation({
  category: 'datetime',
  name: 'duration',
  input: 'query',
  summary: 'Read a duration such as P1DT2H30M, 5400 or "1h 30m" and give it in seconds, ISO 8601, parts and words',
  description: 'value is an ISO 8601 duration (P1DT2H30M, PT36H, P2W, -PT1M), a number of seconds (5400, 90061.5), or counts with units ("1h 30m", "2 days 4 hours", "1 week, 3 days"; units weeks, days, hours, minutes, seconds, milliseconds or w, d, h, m, min, s, ms). '
    + 'A day is 24 hours and a week 7 days. Months and years have no fixed length: a value with them needs from, a start date, and is counted on the calendar from it (P1M from 2024-01-31 ends on 2024-02-29: 29 days). '
    + 'The answer gives the total in seconds (to the millisecond), the ISO 8601 form in days, hours, minutes and seconds, those parts, and the duration in words in the language of the call (/es/api/... answers in Spanish). '
    + 'A negative duration has negative seconds, a leading - in iso and in human, and positive parts.',
  params: z.object({
    value: z.string().max(DATE_TEXT_MAX).describe('The duration: P1DT2H30M, 5400 (seconds), "1h 30m" or "2 days 4 hours"'),
    from: z.string().max(DATE_TEXT_MAX).optional().describe('Start date for months and years, such as 2024-01-31 (needed only when value has them)'),
  }),
  result: z.object({
    seconds: z.number().apply(described, { en: 'The total, in seconds (negative for a negative duration)', es: 'El total, en segundos (negativo para una duración negativa)' }),
    iso: z.string().apply(described, { en: 'ISO 8601 duration in days, hours, minutes and seconds, such as P1DT2H30M', es: 'Duración ISO 8601 en días, horas, minutos y segundos, como P1DT2H30M' }),
    parts: z.object({
      days: z.number().int().apply(described, { en: 'Whole days of 24 hours', es: 'Días enteros de 24 horas' }),
      hours: z.number().int().apply(described, { en: 'Hours, 0 to 23', es: 'Horas, de 0 a 23' }),
      minutes: z.number().int().apply(described, { en: 'Minutes, 0 to 59', es: 'Minutos, de 0 a 59' }),
      seconds: z.number().apply(described, { en: 'Seconds, 0 to less than 60, with milliseconds as decimals', es: 'Segundos, de 0 a menos de 60, con los milisegundos como decimales' }),
    }).apply(described, { en: 'The duration broken into days, hours, minutes and seconds', es: 'La duración desglosada en días, horas, minutos y segundos' }),
    human: z.string().apply(described, { en: 'The duration in words, in the language of the call', es: 'La duración en palabras, en el idioma de la llamada' }),
    from: z.string().optional().apply(described, { en: 'The start date, when months or years were counted from it', es: 'La fecha de inicio, cuando se contaron meses o años desde ella' }),
    to: z.string().optional().apply(described, { en: 'The end date: from plus the duration', es: 'La fecha final: from más la duración' }),
  }),
  chain: { gives: 'result.seconds' },
  examples: [
    { title: 'An ISO 8601 duration', params: { value: 'P1DT2H30M' }, result: { seconds: 95400, iso: 'P1DT2H30M', parts: { days: 1, hours: 2, minutes: 30, seconds: 0 }, human: '1 day, 2 hours and 30 minutes' } },
    { title: 'Words', params: { value: '1h 30m' }, result: { seconds: 5400, iso: 'PT1H30M' } },
    { title: 'A month from a date', params: { value: 'P1M', from: '2024-01-31' }, result: { seconds: 2505600, iso: 'P29D', to: '2024-02-29T00:00:00Z' } },
  ],
  run: async ({ value, from }, ctx) => {
    const reading = await readDuration(requiredText(value, 'value'), optionalText(from))
    return {
      seconds: reading.seconds,
      iso: isoDuration(reading.seconds),
      parts: durationParts(reading.seconds),
      human: humanDuration(reading.seconds, ctx.lang),
      ...(reading.from === undefined ? {} : { from: reading.from, to: reading.to }),
    }
  },
  es: {
    summary: 'Lee una duración como P1DT2H30M, 5400 o "1h 30m" y la da en segundos, en ISO 8601, por partes y en palabras',
    description: 'value es una duración ISO 8601 (P1DT2H30M, PT36H, P2W, -PT1M), un número de segundos (5400, 90061.5) o cantidades con unidades en inglés ("1h 30m", "2 days 4 hours", "1 week, 3 days"; unidades weeks, days, hours, minutes, seconds, milliseconds o w, d, h, m, min, s, ms). Un día son 24 horas y una semana 7 días. Los meses y los años no tienen una duración fija: un valor con ellos necesita from, una fecha de inicio, y se cuenta en el calendario desde ella (P1M desde 2024-01-31 termina el 2024-02-29: 29 días). La respuesta da el total en segundos (al milisegundo), la forma ISO 8601 en días, horas, minutos y segundos, esas partes, y la duración en palabras en el idioma de la llamada (/es/api/... responde en español). Una duración negativa tiene segundos negativos, un - inicial en iso y en human, y partes positivas.',
    params: {
      value: 'La duración: P1DT2H30M, 5400 (segundos), "1h 30m" o "2 days 4 hours"',
      from: 'Fecha de inicio para meses y años, como 2024-01-31 (solo hace falta cuando value los tiene)',
    },
  },
})
