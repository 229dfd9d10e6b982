import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, WORD_FILES, convertWord } from '../kits/office.ts'
import { TEXT_TYPE } from '../../lib/office/outputs.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'word-to-text',
  input: 'file',
  summary: 'Extract the text of a Word document',
  description: [
    'Extracts the text of a Word document (DOCX) as a UTF-8 text file, named after the upload with .txt.',
    'Each paragraph is one line, with a blank line between paragraphs; list items and table cells are paragraphs too (a cell per line, row by row). Formatting and images are left out.',
    BATCH_NOTE,
  ].join(' '),
  files: { ...WORD_FILES, answers: [TEXT_TYPE] },
  params: z.object({}),
  examples: [{ title: 'The text of a letter', params: {}, files: ['letter.docx'], output: TEXT_TYPE }],
  run: (_params, ctx) => convertWord(ctx, 'office.wordToText'),
  es: {
    summary: 'Extrae el texto de un documento de Word',
    description: `Extrae el texto de un documento de Word (DOCX) como un archivo de texto UTF-8, con el nombre del archivo subido y la extensión .txt. Cada párrafo es una línea, con una línea en blanco entre párrafos; los elementos de lista y las celdas de tabla también son párrafos (una celda por línea, fila a fila). Se omiten el formato y las imágenes. ${es.image.SEVERAL_ZIP}`,
  },
  de: {
    summary: 'Extrahiert den Text eines Word-Dokuments',
    description: `Extrahiert den Text eines Word-Dokuments (DOCX) als UTF-8-Textdatei mit dem Namen der hochgeladenen Datei und der Endung .txt. Jeder Absatz ist eine Zeile, mit einer Leerzeile zwischen den Absätzen; Listenelemente und Tabellenzellen sind ebenfalls Absätze (eine Zelle pro Zeile, Tabellenzeile für Tabellenzeile). Formatierung und Bilder werden ausgelassen. ${de.image.SEVERAL_ZIP}`,
  },
  fr: {
    summary: 'Extrait le texte d\'un document Word',
    description: `Extrait le texte d'un document Word (DOCX) sous forme de fichier texte UTF-8, portant le nom du fichier chargé avec l'extension .txt. Chaque paragraphe occupe une ligne, avec une ligne vide entre les paragraphes\u00a0; les éléments de liste et les cellules de tableau sont aussi des paragraphes (une cellule par ligne, rangée après rangée). La mise en forme et les images sont omises. ${fr.image.SEVERAL_ZIP}`,
  },
  'pt-br': {
    summary: 'Extrai o texto de um documento do Word',
    description: `Extrai o texto de um documento do Word (DOCX) como um arquivo de texto UTF-8, com o nome do arquivo enviado e a extensão .txt. Cada parágrafo é uma linha, com uma linha em branco entre os parágrafos; itens de lista e células de tabela também são parágrafos (uma célula por linha, seguindo as linhas da tabela). A formatação e as imagens são omitidas. ${ptBr.image.SEVERAL_ZIP}`,
  },
  'zh-cn': {
    summary: '提取 Word 文档中的文本',
    description: `将 Word 文档（DOCX）中的文本提取为 UTF-8 文本文件，以上传文件的名称加 .txt 命名。每个段落占一行，段落之间空一行；列表项和表格单元格也视为段落（每个单元格占一行，逐行排列）。格式和图像会被省略。${zhCn.image.SEVERAL_ZIP}`,
  },
})
