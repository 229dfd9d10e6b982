import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, WORD_FILES, convertWord } from '../kits/office.ts'
import { TEXT_TYPE } from '../../lib/office/outputs.ts'
import es from '../../i18n/es/phrases/index.ts'

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
})
