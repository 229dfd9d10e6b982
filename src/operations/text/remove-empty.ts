import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { FilteredLines } from '../kits/text-results.ts'
import { textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'remove-empty',
  input: 'json',
  summary: 'Remove blank lines, including lines of only spaces or tabs',
  description: 'A line is blank when it is empty or holds only white space (spaces, tabs, no-break spaces and other Unicode spaces); other lines are kept unchanged and in order. '
    + `The result gives the number of lines kept and removed. ${en.text.LINES_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({ text: textInput(en.text.TEXT_PARAM) }),
  result: FilteredLines,
  examples: [
    { params: { text: 'first\n\n   \nsecond\n\t\nthird\n' }, result: { output: 'first\nsecond\nthird\n', lines: 3, removed: 3 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.removeEmpty', params),
  es: {
    summary: 'Elimina las líneas en blanco, incluidas las que solo tienen espacios o tabuladores',
    description: `Una línea está en blanco cuando está vacía o solo contiene espacios en blanco (espacios, tabuladores, espacios de no separación y otros espacios Unicode); las demás líneas se conservan sin cambios y en orden. El resultado indica el número de líneas conservadas y eliminadas. ${es.text.LINES_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
    },
  },
  de: {
    summary: 'Entfernt Leerzeilen, auch Zeilen, die nur Leerzeichen oder Tabulatoren enthalten',
    description: `Eine Zeile gilt als leer, wenn sie nichts oder nur Leerraum enthält (Leerzeichen, Tabulatoren, geschützte Leerzeichen und andere Unicode-Leerzeichen); alle anderen Zeilen bleiben unverändert und in ihrer Reihenfolge erhalten. Das Ergebnis enthält die Anzahl der behaltenen und der entfernten Zeilen. ${de.text.LINES_NOTE} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
    },
  },
  fr: {
    summary: 'Supprime les lignes vides, y compris celles qui ne contiennent que des espaces ou des tabulations',
    description: `Une ligne est considérée comme vide lorsqu'elle ne contient rien ou seulement des espaces blancs (espaces, tabulations, espaces insécables et autres espaces Unicode)\u00a0; les autres lignes sont conservées sans modification et dans leur ordre. Le résultat indique le nombre de lignes conservées et supprimées. ${fr.text.LINES_NOTE} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
    },
  },
  'pt-br': {
    summary: 'Remove as linhas em branco, inclusive as que têm apenas espaços ou tabulações',
    description: `Uma linha está em branco quando está vazia ou contém apenas espaços em branco (espaços, tabulações, espaços não separáveis e outros espaços Unicode); as demais linhas são mantidas sem alterações e na mesma ordem. O resultado informa o número de linhas mantidas e removidas. ${ptBr.text.LINES_NOTE} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
    },
  },
  'zh-cn': {
    summary: '删除空白行，包括只含空格或制表符的行',
    description: `空白行指不含任何内容或只包含空白（空格、制表符、不间断空格及其他 Unicode 空格）的行；其他行保持不变，顺序也不变。结果给出保留和删除的行数。${zhCn.text.LINES_NOTE}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
    },
  },
})
