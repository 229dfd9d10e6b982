import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextLines } from '../kits/text-results.ts'
import { flagParam, textInput } from '../../lib/text/text.ts'
import { SORT_ORDERS } from '../../lib/text/lines.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'sort-lines',
  input: 'json',
  summary: 'Sort lines alphabetically or naturally (file2 before file10), ascending or descending',
  description: 'By default lines compare by their UTF-16 code units, the order JavaScript\'s < gives: digits before upper case before lower case (B before a), accented letters after z. '
    + `case_insensitive compares the case-folded lines instead. ${en.text.CASE_FOLDING_NOTE} `
    + 'natural compares the way a person reads, with Intl.Collator for English and numeric ordering: numbers by value (file2 before file10), accents and case as lesser differences (a before B, e before é); '
    + 'with case_insensitive too, lines that differ only in case are equal. '
    + 'Equal lines keep their original order, in both directions. Blank lines are sorted like any other (first when ascending). '
    + `The result gives the number of lines. ${en.text.LINES_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    order: z.enum(SORT_ORDERS).default('asc').describe('asc (default) or desc'),
    case_insensitive: flagParam(en.text.flag('Compare lines ignoring case')),
    natural: flagParam(en.text.flag('Natural order: numbers inside lines compare by value, accents and case count less than letters')),
  }),
  result: TextLines,
  examples: [
    { params: { text: 'banana\nApple\ncherry\n' }, result: { output: 'Apple\nbanana\ncherry\n', lines: 3 } },
    { title: 'natural, descending', params: { text: 'file10\nfile2\nfile1', natural: true, order: 'desc' }, result: { output: 'file10\nfile2\nfile1', lines: 3 } },
    { title: 'ignoring case', params: { text: 'b\nB\na\nA', case_insensitive: true }, result: { output: 'a\nA\nb\nB', lines: 4 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.sortLines', params),
  es: {
    summary: 'Ordena líneas alfabética o naturalmente (file2 antes que file10), de forma ascendente o descendente',
    description: `Por defecto las líneas se comparan por sus unidades de código UTF-16, el orden que da < en JavaScript: dígitos antes que mayúsculas y mayúsculas antes que minúsculas (B antes que a), y las letras acentuadas después de la z. case_insensitive compara en cambio las líneas con las mayúsculas plegadas. ${es.text.CASE_FOLDING_NOTE} natural compara como lee una persona, con Intl.Collator para inglés y orden numérico: los números por su valor (file2 antes que file10), y los acentos y las mayúsculas como diferencias menores (a antes que B, e antes que é); si además se usa case_insensitive, las líneas que solo difieren en mayúsculas son iguales. Las líneas iguales mantienen su orden original, en ambos sentidos. Las líneas en blanco se ordenan como cualquier otra (primero, en orden ascendente). El resultado indica el número de líneas. ${es.text.LINES_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      order: 'asc (por defecto) o desc',
      case_insensitive: es.text.flag('Compara las líneas sin distinguir mayúsculas de minúsculas'),
      natural: es.text.flag('Orden natural: los números dentro de las líneas se comparan por su valor, y los acentos y las mayúsculas cuentan menos que las letras'),
    },
  },
})
