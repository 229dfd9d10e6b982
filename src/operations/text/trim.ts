import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextLines } from '../kits/text-results.ts'
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
  name: 'trim',
  input: 'json',
  summary: 'Trim the leading and trailing white space of every line',
  description: 'Removes white space at the start and end of each line, as String.prototype.trim does: spaces, tabs, no-break spaces, other Unicode spaces and the byte order mark. '
    + 'Space inside a line is left alone, and blank lines become empty lines (remove them with text/remove-empty). '
    + `The result gives the number of lines. ${en.text.LINES_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({ text: textInput(en.text.TEXT_PARAM) }),
  result: TextLines,
  examples: [
    { params: { text: '  indented\ttext  \n\tsecond  line\t\n' }, result: { output: 'indented\ttext\nsecond  line\n', lines: 2 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.trim', params),
  es: {
    summary: 'Recorta los espacios en blanco al principio y al final de cada línea',
    description: `Elimina los espacios en blanco al principio y al final de cada línea, como hace String.prototype.trim: espacios, tabuladores, espacios de no separación, otros espacios Unicode y la marca de orden de bytes. Los espacios dentro de una línea no se tocan, y las líneas en blanco pasan a ser líneas vacías (elimínelas con text/remove-empty). El resultado indica el número de líneas. ${es.text.LINES_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
    },
  },
  de: {
    summary: 'Entfernt führenden und nachgestellten Leerraum aus jeder Zeile',
    description: `Entfernt Leerraum am Anfang und Ende jeder Zeile, wie es String.prototype.trim tut: Leerzeichen, Tabulatoren, geschützte Leerzeichen, andere Unicode-Leerzeichen und die Bytereihenfolge-Marke. Leerraum innerhalb einer Zeile bleibt unberührt, und Zeilen, die nur Leerraum enthalten, werden zu leeren Zeilen (entfernen Sie diese mit text/remove-empty). Das Ergebnis enthält die Anzahl der Zeilen. ${de.text.LINES_NOTE} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
    },
  },
  fr: {
    summary: 'Supprime les espaces blancs en début et en fin de chaque ligne',
    description: `Supprime les espaces blancs au début et à la fin de chaque ligne, comme le fait String.prototype.trim\u00a0: espaces, tabulations, espaces insécables, autres espaces Unicode et marque d'ordre d'octet. Les espaces à l'intérieur d'une ligne ne sont pas modifiés, et les lignes qui ne contiennent que des espaces deviennent des lignes vides (supprimez-les avec text/remove-empty). Le résultat indique le nombre de lignes. ${fr.text.LINES_NOTE} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
    },
  },
  'pt-br': {
    summary: 'Apara os espaços em branco no início e no fim de cada linha',
    description: `Remove os espaços em branco no início e no fim de cada linha, como faz String.prototype.trim: espaços, tabulações, espaços não separáveis, outros espaços Unicode e a marca de ordem de bytes. Os espaços dentro de uma linha não são alterados, e as linhas em branco viram linhas vazias (remova-as com text/remove-empty). O resultado informa o número de linhas. ${ptBr.text.LINES_NOTE} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
    },
  },
  'zh-cn': {
    summary: '修剪每一行开头和结尾的空白',
    description: `删除每一行开头和结尾的空白，效果与 String.prototype.trim 相同：空格、制表符、不间断空格、其他 Unicode 空格以及字节顺序标记。行内的空白保持不变，空白行会变成空行（可用 text/remove-empty 删除）。结果给出行数。${zhCn.text.LINES_NOTE}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
    },
  },
})
