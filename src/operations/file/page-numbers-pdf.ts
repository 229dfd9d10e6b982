import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { parseHex } from '../../lib/image/color.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { colorParam, pagesParam, passwordParam, pdfTarget } from '../kits/pdf-drawing.ts'
import { optionalText } from '../../lib/optional-text.ts'
import { NUMBER_POSITIONS } from '../../lib/print/page-layout.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const params = z.object({
  position: z.enum(NUMBER_POSITIONS).default('bottom-center')
    .describe('Where the number goes on the page as displayed; default bottom-center'),
  start: z.number().int().min(0).max(1_000_000).default(1)
    .describe('The number the first numbered page shows; default 1'),
  format: z.string().max(50).default('{n}')
    .describe('Text of each number: {n} is the page number and {total} the last page number, as in "{n}", "{n} / {total}" or "Page {n} of {total}"; must contain {n}; default "{n}"'),
  font_size: z.number().int().min(6).max(36).default(10)
    .describe('Size of the numbers in points (Helvetica); default 10'),
  margin: z.number().int().min(0).max(144).default(24)
    .describe('Distance from the page edges in points (72 pt = 1 inch); default 24'),
  color: colorParam('the numbers', '#000000'),
  pages: pagesParam('that get a number'),
  password: passwordParam,
})

export default defineOperation({
  category: 'file',
  name: 'page-numbers-pdf',
  input: 'file',
  summary: 'Write page numbers on a PDF',
  description: [
    'Writes a number on each selected page (default all), from `start`, in `format`.',
    'Numbers count pages from the first numbered one: with pages=2- and start=1 the cover stays blank and page 2 reads 1. A page left out in the middle still takes its number (pages=1-3,5 numbers page 5 as 5), and {total} is the number the last numbered page shows.',
    'Positions are taken on the page as displayed, so rotated pages are numbered upright. Everything else in the PDF is kept; several PDFs are numbered each on its own and answer one ZIP.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'each', answers: [PDF_TYPE] },
  params,
  examples: [{
    title: '"1 / 3" at the bottom-right of every page',
    params: { format: '{n} / {total}', position: 'bottom-right' },
    files: ['three-pages.pdf'],
    output: PDF_TYPE,
  }],
  async run(options, ctx) {
    const target = pdfTarget(ctx.files.uploads[0]!, ctx, options.password)
    const format = optionalText(options.format) ?? '{n}'
    if (!format.includes('{n}')) throw new OperationError('PAGE_NUMBER_FORMAT')
    const files = await ctx.documents.run('pdf.numberPages', {
      ...target,
      position: options.position,
      start: options.start,
      format,
      fontSize: options.font_size,
      margin: options.margin,
      color: parseHex(options.color, 'color'),
      ...(options.pages !== undefined && { pages: options.pages }),
    }, budget(ctx))
    return asOutputs(files)
  },
  es: {
    summary: 'Escribe números de página en un PDF',
    description: 'Escribe un número en cada página seleccionada (todas por defecto), desde `start`, con `format`. Los números cuentan las páginas desde la primera numerada: con pages=2- y start=1 la portada queda en blanco y la página 2 muestra 1. Una página omitida en medio conserva igualmente su número (pages=1-3,5 numera la página 5 como 5), y {total} es el número que muestra la última página numerada. Las posiciones se toman en la página tal como se muestra, así que las páginas giradas se numeran derechas. Todo lo demás del PDF se conserva; varios PDF se numeran cada uno por su cuenta y se responden en un ZIP.',
    params: {
      position: 'Dónde va el número en la página tal como se muestra; por defecto bottom-center',
      start: 'El número que muestra la primera página numerada; por defecto 1',
      format: 'Texto de cada número: {n} es el número de página y {total} el de la última página, como en "{n}", "{n} / {total}" o "Página {n} de {total}"; debe contener {n}; por defecto "{n}"',
      font_size: 'Tamaño de los números en puntos (Helvetica); por defecto 10',
      margin: 'Distancia a los bordes de la página en puntos (72 pt = 1 pulgada); por defecto 24',
      color: 'Color de los números como #rrggbb o #rgb; por defecto #000000',
      pages: 'Páginas que llevan número, como "1-3,5,7-" (7- significa de la 7 al final); por defecto todas',
      password: es.pdf.PDF_SAVED_PLAIN,
    },
  },
  de: {
    summary: 'Fügt Seitenzahlen in ein PDF ein',
    description: 'Schreibt auf jede ausgewählte Seite (standardmäßig alle) eine Zahl, beginnend bei `start`, im Format `format`. Gezählt wird ab der ersten nummerierten Seite: Mit pages=2- und start=1 bleibt das Deckblatt leer, und Seite 2 zeigt 1. Eine in der Mitte ausgelassene Seite wird trotzdem mitgezählt (pages=1-3,5 nummeriert Seite 5 als 5), und {total} ist die Zahl, die die letzte nummerierte Seite zeigt. Positionen beziehen sich auf die Seite, wie sie angezeigt wird, sodass gedrehte Seiten aufrecht nummeriert werden. Alles andere im PDF bleibt erhalten; mehrere PDFs werden jeweils für sich nummeriert und in einem ZIP zurückgegeben.',
    params: {
      position: 'Wo die Zahl auf der Seite steht, wie sie angezeigt wird; Standardwert: bottom-center',
      start: 'Die Zahl, die die erste nummerierte Seite zeigt; Standardwert: 1',
      format: 'Text jeder Seitenzahl: {n} ist die Seitennummer und {total} die Nummer der letzten Seite, wie in "{n}", "{n} / {total}" oder "Seite {n} von {total}"; muss {n} enthalten; Standardwert: "{n}"',
      font_size: 'Größe der Zahlen in Punkt (Helvetica); Standardwert: 10',
      margin: 'Abstand von den Seitenrändern in Punkt (72 pt = 1 Zoll); Standardwert: 24',
      color: 'Farbe der Zahlen als #rrggbb oder #rgb; Standardwert: #000000',
      pages: 'Seiten, die eine Nummer erhalten, etwa "1-3,5,7-" (7- bedeutet von 7 bis zum Ende); Standardwert: alle Seiten',
      password: de.pdf.PDF_SAVED_PLAIN,
    },
  },
  fr: {
    summary: 'Ajoute des numéros de page à un PDF',
    description: 'Écrit un numéro sur chaque page sélectionnée (toutes par défaut), à partir de `start`, au format `format`. La numérotation compte les pages à partir de la première page numérotée\u00a0: avec pages=2- et start=1, la couverture reste vierge et la page 2 affiche 1. Une page omise au milieu est tout de même comptée (pages=1-3,5 numérote la page 5 comme 5), et {total} est le numéro qu\'affiche la dernière page numérotée. Les positions sont prises sur la page telle qu\'elle est affichée, si bien que les pages pivotées sont numérotées à l\'endroit. Tout le reste du PDF est conservé\u00a0; plusieurs PDF sont numérotés chacun de leur côté et renvoyés dans un seul ZIP.',
    params: {
      position: 'Emplacement du numéro sur la page telle qu\'elle est affichée\u00a0; bottom-center par défaut',
      start: 'Le numéro qu\'affiche la première page numérotée\u00a0; 1 par défaut',
      format: 'Texte de chaque numéro\u00a0: {n} est le numéro de page et {total} celui de la dernière page, comme dans "{n}", "{n} / {total}" ou "Page {n} sur {total}"\u00a0; doit contenir {n}\u00a0; "{n}" par défaut',
      font_size: 'Taille des numéros en points (Helvetica)\u00a0; 10 par défaut',
      margin: 'Distance par rapport aux bords de la page, en points (72 pt = 1 pouce)\u00a0; 24 par défaut',
      color: 'Couleur des numéros, au format #rrggbb ou #rgb\u00a0; #000000 par défaut',
      pages: 'Pages qui reçoivent un numéro, par exemple "1-3,5,7-" (7- signifie de la 7 à la fin)\u00a0; toutes par défaut',
      password: fr.pdf.PDF_SAVED_PLAIN,
    },
  },
  'pt-br': {
    summary: 'Escreve números de página em um PDF',
    description: 'Escreve um número em cada página selecionada (todas por padrão), a partir de `start`, no formato `format`. A contagem começa na primeira página numerada: com pages=2- e start=1, a capa fica em branco e a página 2 mostra 1. Uma página omitida no meio continua contando na numeração (pages=1-3,5 numera a página 5 como 5), e {total} é o número que a última página numerada mostra. As posições são tomadas na página como ela é exibida, então páginas giradas são numeradas em pé. Todo o resto do PDF é mantido; vários PDFs são numerados cada um por conta própria e retornados em um único ZIP.',
    params: {
      position: 'Onde o número fica na página como ela é exibida; padrão: bottom-center',
      start: 'O número que a primeira página numerada mostra; padrão: 1',
      format: 'Texto de cada número: {n} é o número da página e {total} o da última página, como em "{n}", "{n} / {total}" ou "Página {n} de {total}"; precisa conter {n}; padrão: "{n}"',
      font_size: 'Tamanho dos números em pontos (Helvetica); padrão: 10',
      margin: 'Distância das bordas da página em pontos (72 pt = 1 polegada); padrão: 24',
      color: 'Cor dos números como #rrggbb ou #rgb; padrão: #000000',
      pages: 'Páginas que recebem número, como "1-3,5,7-" (7- significa da 7 até o fim); padrão: todas',
      password: ptBr.pdf.PDF_SAVED_PLAIN,
    },
  },
  'zh-cn': {
    summary: '为 PDF 添加页码',
    description: '从 `start` 开始，按 `format` 在每个所选页面（默认为所有页面）上写入页码。从第一个编号的页面开始计数：当 pages=2- 且 start=1 时，封面保持空白，第 2 页显示 1。中间被略过的页面仍占用其编号（pages=1-3,5 将第 5 页编为 5），{total} 是最后一个编号页面所显示的数字。位置按页面的显示方向确定，因此旋转过的页面也以正向编号。PDF 中的其他内容全部保留；多个 PDF 各自单独编号，并以一个 ZIP 返回。',
    params: {
      position: '页码在页面上的位置（按页面的显示方向）；默认为 bottom-center',
      start: '第一个编号页面显示的数字；默认为 1',
      format: '每个页码的文本：{n} 为页码，{total} 为最后一页的页码，如 "{n}"、"{n} / {total}" 或 "Page {n} of {total}"；必须包含 {n}；默认为 "{n}"',
      font_size: '页码的字号，以磅为单位（Helvetica）；默认为 10',
      margin: '与页面边缘的距离，以磅为单位（72 pt = 1 英寸）；默认为 24',
      color: '页码的颜色，格式为 #rrggbb 或 #rgb；默认为 #000000',
      pages: '要编号的页面，如 "1-3,5,7-"（7- 表示从第 7 页到最后一页）；默认为所有页面',
      password: zhCn.pdf.PDF_SAVED_PLAIN,
    },
  },
})
