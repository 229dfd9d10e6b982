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
    serial: z.number().apply(described, {
      en: 'The serial number: whole days, and the time of day as a fraction',
      es: 'El número de serie: días enteros, y la hora del día como fracción',
      de: 'Die Seriennummer: ganze Tage, die Uhrzeit als Nachkommaanteil',
      fr: 'Le numéro de série\u00a0: les jours entiers, et l\'heure du jour en partie décimale',
      'pt-br': 'O número de série: dias inteiros, e a hora do dia como fração',
      'zh-cn': '序列号：整数部分为天数，小数部分为一天中的时间',
    }),
    date: z.string().apply(described, {
      en: 'The date, YYYY-MM-DD (1900-02-29 for serial 60 in the 1900 system)',
      es: 'La fecha, YYYY-MM-DD (1900-02-29 para el número de serie 60 en el sistema 1900)',
      de: 'Das Datum, YYYY-MM-DD (1900-02-29 für die Seriennummer 60 im System 1900)',
      fr: 'La date, YYYY-MM-DD (1900-02-29 pour le numéro de série 60 dans le système 1900)',
      'pt-br': 'A data, YYYY-MM-DD (1900-02-29 para o número de série 60 no sistema 1900)',
      'zh-cn': '日期，格式为 YYYY-MM-DD（1900 系统中序列号 60 对应 1900-02-29）',
    }),
    time: z.string().apply(described, {
      en: 'The time of day, HH:mm:ss (with milliseconds when there are some)',
      es: 'La hora del día, HH:mm:ss (con milisegundos cuando los hay)',
      de: 'Die Uhrzeit, HH:mm:ss (mit Millisekunden, falls vorhanden)',
      fr: 'L\'heure du jour, HH:mm:ss (avec les millisecondes s\'il y en a)',
      'pt-br': 'A hora do dia, HH:mm:ss (com milissegundos, quando houver)',
      'zh-cn': '一天中的时间，格式为 HH:mm:ss（有毫秒时包含毫秒）',
    }),
    datetime: z.string().apply(described, {
      en: 'Date and time together, YYYY-MM-DDTHH:mm:ss, without a time zone',
      es: 'Fecha y hora juntas, YYYY-MM-DDTHH:mm:ss, sin zona horaria',
      de: 'Datum und Uhrzeit zusammen, YYYY-MM-DDTHH:mm:ss, ohne Zeitzone',
      fr: 'La date et l\'heure ensemble, YYYY-MM-DDTHH:mm:ss, sans fuseau horaire',
      'pt-br': 'Data e hora juntas, YYYY-MM-DDTHH:mm:ss, sem fuso horário',
      'zh-cn': '日期和时间合在一起，格式为 YYYY-MM-DDTHH:mm:ss，不带时区',
    }),
    system: z.enum(['1900', '1904']).apply(described, {
      en: 'The date system used',
      es: 'El sistema de fechas usado',
      de: 'Das verwendete Datumssystem',
      fr: 'Le système de date utilisé',
      'pt-br': 'O sistema de data usado',
      'zh-cn': '所用的日期系统',
    }),
    note: z.string().optional().apply(described, {
      en: 'Present for 29 February 1900 (serial 60), which Excel counts and the calendar has not',
      es: 'Presente para el 29 de febrero de 1900 (número de serie 60), que Excel cuenta y el calendario no tiene',
      de: 'Nur beim 29. Februar 1900 (Seriennummer 60) vorhanden, den Excel zählt, den es im Kalender aber nicht gibt',
      fr: 'Présent pour le 29 février 1900 (numéro de série 60), qu\'Excel compte mais que le calendrier ne connaît pas',
      'pt-br': 'Presente para 29 de fevereiro de 1900 (número de série 60), que o Excel conta e o calendário não tem',
      'zh-cn': '仅针对 1900 年 2 月 29 日（序列号 60）给出：Excel 计入了这一天，但日历中并不存在',
    }),
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
  de: {
    summary: 'Rechnet eine Excel-Datumsseriennummer in Datum und Uhrzeit um oder ein Datum in seine Seriennummer, im Datumssystem 1900 oder 1904',
    description: 'Senden Sie value (eine Seriennummer wie 45658; der Nachkommaanteil ist die Uhrzeit, 45658.75 = 18:00), um das Datum zu erhalten, oder date (etwa 2025-01-01 oder 2025-01-01T18:00), um die Seriennummer zu erhalten. Das System 1900 (Standard in Excel für Windows) zählt die Seriennummer 1 als 1900-01-01 und behält wie Lotus 1-2-3 die Seriennummer 60 als 29. Februar 1900 bei, einen Tag, den es nie gab: Seriennummern ab 61 (1900-03-01) sind um eins größer als die Anzahl der Tage seit 1899-12-31, und das Ergebnis weist in note darauf hin. Das System 1904 (ältere Excel-Versionen für Mac) zählt die Seriennummer 0 als 1904-01-01; dasselbe Datum hat eine um 1462 kleinere Seriennummer. Seriennummern reichen bis 9999-12-31 (2958465 im System 1900, 2957003 im System 1904); Uhrzeiten werden auf die Millisekunde gerundet. Ein Datum mit UTC-Offset wird mit seiner eigenen Ortszeit übernommen: Excel-Seriennummern haben keine Zeitzone.',
    params: {
      value: 'Eine Seriennummer wie 45658 oder 45658.75, die in ein Datum umgerechnet wird',
      date: 'Ein Datum wie 2025-01-01 oder 2025-01-01T18:00, das in eine Seriennummer umgerechnet wird',
      system: 'Das Datumssystem: 1900 (Excel für Windows, Standard) oder 1904 (ältere Excel-Versionen für Mac)',
    },
  },
  fr: {
    summary: 'Convertit un numéro de série de date Excel en date et heure, ou une date en son numéro de série, dans le système de date 1900 ou 1904',
    description: 'Envoyez value (un numéro de série comme 45658\u00a0; la partie décimale est l\'heure du jour, 45658.75 = 18:00) pour obtenir sa date, ou date (par exemple 2025-01-01 ou 2025-01-01T18:00) pour obtenir son numéro de série. Le système 1900 (par défaut dans Excel pour Windows) compte le numéro de série 1 comme 1900-01-01 et conserve, comme le faisait Lotus 1-2-3, le numéro 60 comme 29 février 1900, un jour qui n\'a jamais existé\u00a0: à partir de 61 (1900-03-01), les numéros de série valent un de plus que le nombre de jours écoulés depuis 1899-12-31, et le résultat le signale dans note. Le système 1904 (anciennes versions d\'Excel pour Mac) compte le numéro de série 0 comme 1904-01-01\u00a0; une même date y a un numéro de série inférieur de 1462. Les numéros de série vont jusqu\'au 9999-12-31 (2958465 en 1900, 2957003 en 1904)\u00a0; les heures sont arrondies à la milliseconde. Une date avec un décalage UTC est prise à sa propre heure locale\u00a0: les numéros de série Excel n\'ont pas de fuseau horaire.',
    params: {
      value: 'Un numéro de série comme 45658 ou 45658.75, à convertir en date',
      date: 'Une date comme 2025-01-01 ou 2025-01-01T18:00, à convertir en numéro de série',
      system: 'Le système de date\u00a0: 1900 (Excel pour Windows, par défaut) ou 1904 (anciennes versions d\'Excel pour Mac)',
    },
  },
  'pt-br': {
    summary: 'Converte um número de série de data do Excel em data e hora, ou uma data em seu número de série, no sistema de data 1900 ou 1904',
    description: 'Envie value (um número de série como 45658; a fração é a hora do dia, 45658.75 = 18:00) para obter a data, ou date (como 2025-01-01 ou 2025-01-01T18:00) para obter o número de série. O sistema 1900 (o padrão do Excel para Windows) conta o número de série 1 como 1900-01-01 e mantém o 60 como 29 de fevereiro de 1900, um dia que nunca existiu, como fazia o Lotus 1-2-3: os números de série a partir de 61 (1900-03-01) são um a mais que os dias decorridos desde 1899-12-31, e o resultado indica isso em note. O sistema 1904 (versões antigas do Excel para Mac) conta o número de série 0 como 1904-01-01; a mesma data tem um número de série 1462 menor. Os números de série vão até 9999-12-31 (2958465 em 1900, 2957003 em 1904); as horas são arredondadas ao milissegundo. Uma data com deslocamento UTC é tomada em sua própria hora local: os números de série do Excel não têm fuso horário.',
    params: {
      value: 'Um número de série como 45658 ou 45658.75, para converter em data',
      date: 'Uma data como 2025-01-01 ou 2025-01-01T18:00, para converter em número de série',
      system: 'O sistema de data: 1900 (Excel para Windows, padrão) ou 1904 (versões antigas do Excel para Mac)',
    },
  },
  'zh-cn': {
    summary: '在 1900 或 1904 日期系统中，将 Excel 日期序列号转换为日期和时间，或将日期转换为序列号',
    description: '发送 value（序列号，例如 45658；小数部分表示一天中的时间，45658.75 = 18:00）可获取其日期，发送 date（例如 2025-01-01 或 2025-01-01T18:00）可获取其序列号。1900 系统（Windows 版 Excel 的默认设置）将序列号 1 计为 1900-01-01，并沿袭 Lotus 1-2-3 的做法，将序列号 60 保留为 1900 年 2 月 29 日，而这一天实际上从未存在：从 61（1900-03-01）起，序列号比自 1899-12-31 起的天数多 1，结果会在 note 中说明这一点。1904 系统（旧版 Mac 版 Excel）将序列号 0 计为 1904-01-01；同一日期的序列号要小 1462。序列号最大到 9999-12-31（1900 系统中为 2958465，1904 系统中为 2957003）；时间舍入到毫秒。带 UTC 偏移量的日期按其自身的当地时间处理：Excel 序列号没有时区。',
    params: {
      value: '要转换为日期的序列号，例如 45658 或 45658.75',
      date: '要转换为序列号的日期，例如 2025-01-01 或 2025-01-01T18:00',
      system: '日期系统：1900（Windows 版 Excel，默认）或 1904（旧版 Mac 版 Excel）',
    },
  },
})
