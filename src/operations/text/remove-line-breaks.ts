import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { TextOutput } from '../kits/text-results.ts'
import { MAX_SEPARATOR_LENGTH, MAX_TEXT_OUTPUT, separatorParam, textInput } from '../../lib/text/text.ts'
import { runTextTask } from '../kits/text.ts'
import en from '../../i18n/en/phrases/index.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'text',
  name: 'remove-line-breaks',
  input: 'json',
  summary: 'Join the lines of a text into one line',
  description: 'Every line break (\\n or \\r\\n) is replaced by the separator, a space by default; a line break at the very end of the text is dropped rather than replaced. '
    + 'The lines are joined as they are: spaces at their ends are kept, and a blank line gives two separators in a row (remove blank lines first with text/remove-empty, or trim lines with text/trim). '
    + `${en.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput(en.text.TEXT_PARAM),
    separator: separatorParam(' ', en.text.separator('Put where each line break was; default a space', MAX_SEPARATOR_LENGTH)),
  }),
  result: TextOutput,
  examples: [
    { params: { text: 'This text was\nwrapped at a\nnarrow width.\n' }, result: { output: 'This text was wrapped at a narrow width.' } },
    { title: 'a list joined with commas', params: { text: 'red\r\ngreen\r\nblue', separator: ', ' }, result: { output: 'red, green, blue' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.removeLineBreaks', params),
  es: {
    summary: 'Une las líneas de un texto en una sola línea',
    description: `Cada salto de línea (\\n o \\r\\n) se reemplaza por el separador, un espacio por defecto; un salto de línea al final del texto se descarta en lugar de reemplazarse. Las líneas se unen tal como están: se conservan los espacios de sus extremos, y una línea en blanco da dos separadores seguidos (elimine antes las líneas en blanco con text/remove-empty, o recorte las líneas con text/trim). ${es.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: es.text.TEXT_PARAM,
      separator: es.text.separator('Lo que se pone donde estaba cada salto de línea; por defecto un espacio', MAX_SEPARATOR_LENGTH),
    },
  },
  de: {
    summary: 'Fügt die Zeilen eines Texts zu einer einzigen Zeile zusammen',
    description: `Jeder Zeilenumbruch (\\n oder \\r\\n) wird durch das Trennzeichen ersetzt, standardmäßig ein Leerzeichen; ein Zeilenumbruch ganz am Ende des Texts wird entfernt statt ersetzt. Die Zeilen werden so zusammengefügt, wie sie sind: Leerzeichen an ihren Enden bleiben erhalten, und eine Leerzeile ergibt zwei Trennzeichen hintereinander (entfernen Sie Leerzeilen zuerst mit text/remove-empty, oder kürzen Sie die Zeilen mit text/trim). ${de.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: de.text.TEXT_PARAM,
      separator: de.text.separator('Steht an der Stelle jedes Zeilenumbruchs; standardmäßig ein Leerzeichen', MAX_SEPARATOR_LENGTH),
    },
  },
  fr: {
    summary: `Réunit les lignes d'un texte en une seule ligne`,
    description: `Chaque saut de ligne (\\n ou \\r\\n) est remplacé par le séparateur, un espace par défaut\u00a0; un saut de ligne situé tout à la fin du texte est supprimé au lieu d'être remplacé. Les lignes sont réunies telles quelles\u00a0: les espaces à leurs extrémités sont conservés, et une ligne vide produit deux séparateurs consécutifs (supprimez d'abord les lignes vides avec text/remove-empty, ou supprimez les espaces en début et fin de ligne avec text/trim). ${fr.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: fr.text.TEXT_PARAM,
      separator: fr.text.separator('Inséré à la place de chaque saut de ligne\u00a0; un espace par défaut', MAX_SEPARATOR_LENGTH),
    },
  },
  'pt-br': {
    summary: 'Junta as linhas de um texto em uma só linha',
    description: `Cada quebra de linha (\\n ou \\r\\n) é substituída pelo separador, um espaço por padrão; uma quebra de linha bem no final do texto é descartada em vez de substituída. As linhas são unidas como estão: os espaços nas extremidades são mantidos, e uma linha em branco gera dois separadores seguidos (remova antes as linhas em branco com text/remove-empty ou apare as linhas com text/trim). ${ptBr.text.outputLimitNote(MAX_TEXT_OUTPUT)} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: ptBr.text.TEXT_PARAM,
      separator: ptBr.text.separator('O que é colocado no lugar de cada quebra de linha; por padrão, um espaço', MAX_SEPARATOR_LENGTH),
    },
  },
  'zh-cn': {
    summary: '将文本的各行合并为一行',
    description: `每个换行符（\\n 或 \\r\\n）都替换为分隔符，默认为一个空格；文本最末尾的换行符直接删除，而不是替换。各行按原样连接：行两端的空格会保留，空白行会产生两个连续的分隔符（可先用 text/remove-empty 删除空白行，或用 text/trim 修剪各行）。${zhCn.text.outputLimitNote(MAX_TEXT_OUTPUT)}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: zhCn.text.TEXT_PARAM,
      separator: zhCn.text.separator('替换每个换行符的内容；默认为一个空格', MAX_SEPARATOR_LENGTH),
    },
  },
})
