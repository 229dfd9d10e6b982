import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { OperationError } from '../../core/errors.ts'
import { translate } from '../../i18n/index.ts'
import { DATE_TEXT_MAX } from '../../lib/dates.ts'
import { optionalText } from '../../lib/optional-text.ts'
import { fromSerial, toSerial } from '../../lib/time/excel.ts'

export default defineOperation({
  category: 'datetime',
  name: 'excel-serial',
  input: 'query',
  summary: 'Convert an Excel date serial number to a date and time, or a date to its serial, in the 1900 or 1904 date system',
  description: 'Send value (a serial such as 45658; the fraction is the time of day, 45658.75 = 18:00) to get its date, or date (such as 2025-01-01 or 2025-01-01T18:00) to get its serial. '
    + 'system 1900 (the default in Excel for Windows) counts serial 1 as 1900-01-01 and keeps serial 60 as 29 February 1900, a day that never existed, as Lotus 1-2-3 did: '
    + 'serials from 61 (1900-03-01) on are one more than the days since 1899-12-31, and the result says so in note. '
    + 'system 1904 (older Excel for Mac) counts serial 0 as 1904-01-01; the same date has a serial 1,462 lower. Serials run up to 9999-12-31 (2958465 in 1900, 2957003 in 1904); times are rounded to the millisecond. '
    + 'A date with a UTC offset is taken at its own wall-clock time: Excel serials have no time zone.',
  params: z.object({
    value: z.string().max(40).optional().describe('A serial number such as 45658 or 45658.75, to convert to a date'),
    date: z.string().max(DATE_TEXT_MAX).optional().describe('A date such as 2025-01-01 or 2025-01-01T18:00, to convert to a serial'),
    system: z.enum(['1900', '1904']).default('1900').describe('The date system: 1900 (Excel for Windows, default) or 1904 (older Excel for Mac)'),
  }),
  result: z.object({
    serial: z.number().apply(described, { en: 'The serial number: whole days, and the time of day as a fraction', es: 'El número de serie: días enteros, y la hora del día como fracción' }),
    date: z.string().apply(described, { en: 'The date, YYYY-MM-DD (1900-02-29 for serial 60 in the 1900 system)', es: 'La fecha, YYYY-MM-DD (1900-02-29 para el número de serie 60 en el sistema 1900)' }),
    time: z.string().apply(described, { en: 'The time of day, HH:mm:ss (with milliseconds when there are some)', es: 'La hora del día, HH:mm:ss (con milisegundos cuando los hay)' }),
    datetime: z.string().apply(described, { en: 'Date and time together, YYYY-MM-DDTHH:mm:ss, without a time zone', es: 'Fecha y hora juntas, YYYY-MM-DDTHH:mm:ss, sin zona horaria' }),
    system: z.enum(['1900', '1904']).apply(described, { en: 'The date system used', es: 'El sistema de fechas usado' }),
    note: z.string().optional().apply(described, { en: 'Present for 29 February 1900 (serial 60), which Excel counts and the calendar has not', es: 'Presente para el 29 de febrero de 1900 (número de serie 60), que Excel cuenta y el calendario no tiene' }),
  }),
  chain: { gives: 'result.serial' },
  examples: [
    { title: 'Serial to date', params: { value: '45658.75' }, result: { date: '2025-01-01', time: '18:00:00', datetime: '2025-01-01T18:00:00' } },
    { title: 'Date to serial', params: { date: '2025-01-01' }, result: { serial: 45658 } },
    { title: 'The same date in the 1904 system', params: { date: '2025-01-01', system: '1904' }, result: { serial: 44196 } },
    { title: 'Lotus\'s 29 February 1900', params: { value: '60' }, result: { date: '1900-02-29' } },
  ],
  run: async ({ value, date, system }, ctx) => {
    const serialText = optionalText(value)
    const dateText = optionalText(date)
    if ((serialText === undefined) === (dateText === undefined)) throw new OperationError('EXCEL_VALUE_OR_DATE', {})
    let converted
    if (serialText !== undefined) {
      if (!/^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(serialText)) throw new OperationError('EXCEL_SERIAL_INVALID', { param: 'value', value: serialText })
      converted = fromSerial(Number(serialText), system)
    } else {
      converted = await toSerial(dateText!, system)
    }
    const { lotus, ...fields } = converted
    return { ...fields, system, ...(lotus ? { note: translate(ctx.lang, 'NOTE_LOTUS') } : {}) }
  },
  es: {
    summary: 'Convierte un número de serie de fecha de Excel en fecha y hora, o una fecha en su número de serie, en el sistema de fechas 1900 o 1904',
    description: 'Envíe value (un número de serie como 45658; la fracción es la hora del día, 45658.75 = 18:00) para obtener su fecha, o date (como 2025-01-01 o 2025-01-01T18:00) para obtener su número de serie. El sistema 1900 (el predeterminado de Excel para Windows) cuenta el número de serie 1 como 1900-01-01 y conserva el 60 como 29 de febrero de 1900, un día que nunca existió, como hacía Lotus 1-2-3: los números de serie desde 61 (1900-03-01) son uno más que los días transcurridos desde 1899-12-31, y el resultado lo indica en note. El sistema 1904 (Excel para Mac antiguo) cuenta el número de serie 0 como 1904-01-01; la misma fecha tiene un número de serie 1462 menor. Los números de serie llegan hasta 9999-12-31 (2958465 en 1900, 2957003 en 1904); las horas se redondean al milisegundo. Una fecha con desfase UTC se toma en su propia hora local: los números de serie de Excel no tienen zona horaria.',
    params: {
      value: 'Un número de serie como 45658 o 45658.75, para convertirlo en fecha',
      date: 'Una fecha como 2025-01-01 o 2025-01-01T18:00, para convertirla en número de serie',
      system: 'El sistema de fechas: 1900 (Excel para Windows, por defecto) o 1904 (Excel para Mac antiguo)',
    },
  },
})
