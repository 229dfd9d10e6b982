import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextLines } from '../kits/text-results.ts'
import { MAX_SEPARATOR_LENGTH, MAX_TEXT_OUTPUT, separatorParam, textInput } from '../../lib/text/text.ts'
import { LINE_NUMBER_PADDINGS } from '../../lib/text/lines.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'add-line-numbers',
  input: 'json',
  summary: 'Number every line of a text',
  description: 'Every line gets its number, counting up from start, then the separator, then the line; blank lines are numbered too. '
    + 'padding aligns the numbers to the width of the largest one: space right-aligns them ( 9, 10), zero fills with zeros (09, 10); none (the default) leaves them as they are. '
    + `The result gives the number of lines. ${en.text.LINES_NOTE} ${en.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    start: z.number().int().min(0).max(1_000_000_000).default(1).describe('Number of the first line, 0-1,000,000,000; default 1'),
    padding: z.enum(LINE_NUMBER_PADDINGS).default('none').describe(`Align the numbers: ${LINE_NUMBER_PADDINGS.join(', ')}; default none`),
    separator: separatorParam('. ', en.text.separator('Put between the number and the line; default ". " (a full stop and a space)', MAX_SEPARATOR_LENGTH)),
  }),
  result: TextLines,
  examples: [
    { params: { text: 'alpha\nbeta\n\ngamma' }, result: { output: '1. alpha\n2. beta\n3. \n4. gamma', lines: 4 } },
    { title: 'from 9, zero-padded, with a tab', params: { text: 'x\ny\nz\n', start: 9, padding: 'zero', separator: '\t' }, result: { output: '09\tx\n10\ty\n11\tz\n', lines: 3 } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.addLineNumbers', params),
  es: {
    summary: 'Numera cada línea de un texto',
    description: `Cada línea recibe su número, contando desde start, luego el separador y luego la línea; las líneas en blanco también se numeran. padding alinea los números al ancho del mayor: space los alinea a la derecha ( 9, 10) y zero rellena con ceros (09, 10); none (por defecto) los deja tal cual. El resultado indica el número de líneas. ${es.text.LINES_NOTE} ${es.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      start: 'Número de la primera línea, 0-1 000 000 000; por defecto 1',
      padding: `Alineación de los números: ${LINE_NUMBER_PADDINGS.join(', ')}; por defecto none`,
      separator: es.text.separator('Lo que se pone entre el número y la línea; por defecto ". " (un punto y un espacio)', MAX_SEPARATOR_LENGTH),
    },
  },
  de: {
    summary: 'Nummeriert jede Zeile eines Texts',
    description: `Jede Zeile erhält ihre Nummer, aufsteigend ab start, dann das Trennzeichen und dann die Zeile; auch Leerzeilen werden nummeriert. padding richtet die Nummern an der Breite der größten aus: space richtet sie rechtsbündig aus ( 9, 10), zero füllt mit Nullen auf (09, 10); none (Standard) lässt sie unverändert. Das Ergebnis enthält die Anzahl der Zeilen. ${de.text.LINES_NOTE} ${de.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      start: 'Nummer der ersten Zeile, 0-1.000.000.000; Standard 1',
      padding: `Ausrichtung der Nummern: ${LINE_NUMBER_PADDINGS.join(', ')}; Standard none`,
      separator: de.text.separator('Steht zwischen der Nummer und der Zeile; Standard ". " (ein Punkt und ein Leerzeichen)', MAX_SEPARATOR_LENGTH),
    },
  },
  fr: {
    summary: `Numérote chaque ligne d'un texte`,
    description: `Chaque ligne reçoit son numéro, en comptant à partir de start, suivi du séparateur puis de la ligne\u00a0; les lignes vides sont numérotées elles aussi. padding aligne les numéros sur la largeur du plus grand\u00a0: space les aligne à droite ( 9, 10), zero les complète par des zéros (09, 10)\u00a0; none (par défaut) les laisse tels quels. Le résultat indique le nombre de lignes. ${fr.text.LINES_NOTE} ${fr.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      start: 'Numéro de la première ligne, 0-1 000 000 000\u00a0; 1 par défaut',
      padding: `Alignement des numéros\u00a0: ${LINE_NUMBER_PADDINGS.join(', ')}\u00a0; none par défaut`,
      separator: fr.text.separator('Inséré entre le numéro et la ligne\u00a0; ". " par défaut (un point et un espace)', MAX_SEPARATOR_LENGTH),
    },
  },
  'pt-br': {
    summary: 'Numera cada linha de um texto',
    description: `Cada linha recebe seu número, contando a partir de start, depois o separador e depois a linha; as linhas em branco também são numeradas. padding alinha os números pela largura do maior: space os alinha à direita ( 9, 10) e zero os preenche com zeros (09, 10); none (o padrão) os deixa como estão. O resultado informa o número de linhas. ${ptBr.text.LINES_NOTE} ${ptBr.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      start: 'Número da primeira linha, 0-1.000.000.000; padrão 1',
      padding: `Alinhamento dos números: ${LINE_NUMBER_PADDINGS.join(', ')}; padrão none`,
      separator: ptBr.text.separator('O que é colocado entre o número e a linha; padrão ". " (um ponto e um espaço)', MAX_SEPARATOR_LENGTH),
    },
  },
  'zh-cn': {
    summary: '为文本的每一行编号',
    description: `每一行前面依次加上行号（从 start 开始递增）和分隔符；空白行同样编号。padding 按最大行号的宽度对齐行号：space 右对齐（ 9、10），zero 用零填充（09、10）；none（默认）保持原样。结果给出行数。${zhCn.text.LINES_NOTE}${zhCn.text.outputLimitNote(MAX_TEXT_OUTPUT)}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      start: '第一行的行号，0-1,000,000,000；默认为 1',
      padding: `行号的对齐方式：${LINE_NUMBER_PADDINGS.join(', ')}；默认为 none`,
      separator: zhCn.text.separator('放在行号与行内容之间的内容；默认为 ". "（一个句点加一个空格）', MAX_SEPARATOR_LENGTH),
    },
  },
})
