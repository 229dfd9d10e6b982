import type { Catalogue } from '../catalogue.ts'
import type en from '../en/datetime.ts'

export default {
  DATE_UNREADABLE: 'não foi possível ler {param} "{value}" como data; envie ISO 8601 (2024-03-10 ou 2024-03-10T14:30:00Z), RFC 2822 (Sun, 10 Mar 2024 14:30:00 +0000) ou uma expressão como "tomorrow", "next friday 10am" ou "+1 week"',
  DATE_PARTLY_READ: 'só foi possível ler "{read}" de {param} "{value}" como data; remova o restante ou escreva a data em ISO 8601, como 2024-03-10T14:30:00Z',
  DATE_IS_RANGE: '{param} "{value}" indica um intervalo de datas; envie uma única data',
  DATE_BAD_MONTH: '{param} "{value}" tem o mês {month}; os meses vão de 01 a 12',
  DATE_BAD_DAY: '{param} "{value}" tem o dia {day}, mas o mês {month} de {year} tem {days} dias; verifique o dia do mês',
  DATE_BAD_TIME: '{param} "{value}" tem a hora {time}, que não existe; as horas vão de 00 a 23, e os minutos e segundos, de 00 a 59',
  DATE_BAD_OFFSET: '{param} "{value}" tem o deslocamento UTC {offset}; escreva um deslocamento de -18:00 a +18:00, como +02:00, ou Z para UTC',
  DATE_YEAR_RANGE: '{param} "{value}" cai no ano {year}; envie uma data entre os anos 1 e 9999',
  RESULT_YEAR_RANGE: 'o resultado cairia no ano {year}, fora dos anos 1 a 9999; use um {param} menor ou outra data inicial',
  TIMEZONE_INVALID: '{param} "{value}" não é um fuso horário; envie um nome IANA como Europe/Madrid, America/New_York ou Asia/Kolkata, UTC ou um deslocamento fixo como UTC+05:30',
  INTERVAL_INVALID: '{param} "{value}" não é um intervalo; escreva quantidades com unidades, como "+1 day", "-2 weeks", "3 months 2 hours" ou "1 year, 2 months", ou uma duração ISO 8601 como P1M2D ou PT36H',
  INTERVAL_UNIT: '"{unit}" em {param} "{value}" não é uma unidade; use years, months, weeks, days, hours, minutes, seconds ou milliseconds (ou y, mo, w, d, h, min, s, ms)',
  INTERVAL_FRACTION: '{param} "{value}" tem {amount} {unit}, mas {unit} só são somados em números inteiros; use um número inteiro ou uma unidade menor (36 hours em vez de 1.5 days)',
  INTERVAL_TOO_LARGE: '{param} "{value}" tem {amount} {unit}, mais do que os 10.000 anos que um intervalo pode abranger; use uma quantidade menor',
  TIMESTAMP_RANGE: 'o timestamp {value}, lido como {unit}, fica fora dos anos 1 a 9999 (-62135596800 a 253402300799 segundos); verifique o número e envie unit=seconds ou unit=milliseconds se o tamanho dele enganou a detecção',
  NOTE_GAP: '{wall} não existe em {zone}: os relógios pulam esse horário quando começa o horário de verão, por isso ele foi adiantado em {minutes} minutos para {shifted}',
  NOTE_OVERLAP: '{wall} ocorre duas vezes em {zone} porque os relógios são atrasados quando termina o horário de verão; prefer={prefer} escolheu a ocorrência com deslocamento {offset}; a outra tem deslocamento {other}',
  LEAP_RULE: 'No calendário gregoriano, um ano é bissexto quando é divisível por 4, exceto que um ano divisível por 100 só é bissexto se também for divisível por 400',
} satisfies Catalogue<typeof en>
