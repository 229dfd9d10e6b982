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

const MAX_TIMES = 10_000

export default defineOperation({
  category: 'text',
  name: 'repeat',
  input: 'json',
  summary: 'Repeat a text a number of times, with a separator between the copies',
  description: `The text is written times times (1-${MAX_TIMES.toLocaleString('en')}) with the separator between copies, none after the last. `
    + `The size of the result (times × text length + (times - 1) × separator length) is worked out first, and a result over ${MAX_TEXT_OUTPUT.toLocaleString('en')} characters is refused with 413 OUTPUT_TOO_LARGE without building anything. `
    + `${en.text.BREAKS_NOTE} ${en.text.TEXT_LIMIT_NOTE}`,
  params: z.object({
    text: textInput('The text to repeat'),
    times: z.number().int().min(1).max(MAX_TIMES).default(2).describe(`How many copies, 1-${MAX_TIMES.toLocaleString('en')}; default 2`),
    separator: separatorParam('\n', en.text.separator('Put between copies; default a line break (\\n)', MAX_SEPARATOR_LENGTH)),
  }),
  result: TextOutput,
  examples: [
    { params: { text: 'hello' }, result: { output: 'hello\nhello' } },
    { title: 'three times with a separator', params: { text: 'ab', times: 3, separator: ', ' }, result: { output: 'ab, ab, ab' } },
  ],
  run: (params, ctx) => runTextTask(ctx, 'text.repeat', params),
  es: {
    summary: 'Repite un texto varias veces, con un separador entre las copias',
    description: `El texto se escribe times veces (1-${es.text.figure(MAX_TIMES)}) con el separador entre las copias, y ninguno tras la última. Primero se calcula el tamaño del resultado (times × longitud del texto + (times - 1) × longitud del separador), y un resultado de más de ${es.text.figure(MAX_TEXT_OUTPUT)} de caracteres se rechaza con 413 OUTPUT_TOO_LARGE sin construir nada. ${es.text.BREAKS_NOTE} ${es.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'El texto que se repite',
      times: `Cuántas copias, 1-${es.text.figure(MAX_TIMES)}; por defecto 2`,
      separator: es.text.separator('Lo que se pone entre las copias; por defecto un salto de línea (\\n)', MAX_SEPARATOR_LENGTH),
    },
  },
  de: {
    summary: 'Wiederholt einen Text mehrmals, mit einem Trennzeichen zwischen den Kopien',
    description: `Der Text wird times-mal geschrieben (1-${de.text.figure(MAX_TIMES)}), mit dem Trennzeichen zwischen den Kopien und keinem nach der letzten. Die Größe des Ergebnisses (times × Textlänge + (times - 1) × Länge des Trennzeichens) wird zuerst berechnet, und ein Ergebnis mit mehr als ${de.text.figure(MAX_TEXT_OUTPUT)} Zeichen wird mit 413 OUTPUT_TOO_LARGE abgelehnt, ohne dass etwas erzeugt wird. ${de.text.BREAKS_NOTE} ${de.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'Der zu wiederholende Text',
      times: `Anzahl der Kopien, 1-${de.text.figure(MAX_TIMES)}; Standard 2`,
      separator: de.text.separator('Steht zwischen den Kopien; standardmäßig ein Zeilenumbruch (\\n)', MAX_SEPARATOR_LENGTH),
    },
  },
  fr: {
    summary: 'Répète un texte un certain nombre de fois, avec un séparateur entre les copies',
    description: `Le texte est écrit times fois (1-${fr.text.figure(MAX_TIMES)}) avec le séparateur entre les copies, et aucun après la dernière. La taille du résultat (times × longueur du texte + (times - 1) × longueur du séparateur) est d'abord calculée, et un résultat de plus de ${fr.text.figure(MAX_TEXT_OUTPUT)} caractères est refusé avec 413 OUTPUT_TOO_LARGE sans que rien ne soit construit. ${fr.text.BREAKS_NOTE} ${fr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'Le texte à répéter',
      times: `Nombre de copies, 1-${fr.text.figure(MAX_TIMES)}\u00a0; 2 par défaut`,
      separator: fr.text.separator('Inséré entre les copies\u00a0; un saut de ligne (\\n) par défaut', MAX_SEPARATOR_LENGTH),
    },
  },
  'pt-br': {
    summary: 'Repete um texto várias vezes, com um separador entre as cópias',
    description: `O texto é escrito times vezes (1-${ptBr.text.figure(MAX_TIMES)}) com o separador entre as cópias e nenhum depois da última. O tamanho do resultado (times × comprimento do texto + (times - 1) × comprimento do separador) é calculado primeiro, e um resultado com mais de ${ptBr.text.figure(MAX_TEXT_OUTPUT)} caracteres é recusado com 413 OUTPUT_TOO_LARGE sem que nada seja construído. ${ptBr.text.BREAKS_NOTE} ${ptBr.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: 'O texto a ser repetido',
      times: `Quantas cópias, 1-${ptBr.text.figure(MAX_TIMES)}; padrão 2`,
      separator: ptBr.text.separator('O que é colocado entre as cópias; por padrão, uma quebra de linha (\\n)', MAX_SEPARATOR_LENGTH),
    },
  },
  'zh-cn': {
    summary: '将文本重复多次，副本之间插入分隔符',
    description: `文本写入 times 次（1-${zhCn.text.figure(MAX_TIMES)}），各副本之间插入分隔符，最后一个副本之后不加。会先计算结果的大小（times × 文本长度 + (times - 1) × 分隔符长度），超过 ${zhCn.text.figure(MAX_TEXT_OUTPUT)} 个字符的结果将被拒绝并返回 413 OUTPUT_TOO_LARGE，不会生成任何内容。${zhCn.text.BREAKS_NOTE}${zhCn.text.TEXT_LIMIT_NOTE}`,
    params: {
      text: '要重复的文本',
      times: `副本数量，1-${zhCn.text.figure(MAX_TIMES)}；默认为 2`,
      separator: zhCn.text.separator('放在副本之间的内容；默认为一个换行符（\\n）', MAX_SEPARATOR_LENGTH),
    },
  },
})
