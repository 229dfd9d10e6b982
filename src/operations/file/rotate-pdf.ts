import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { asOutputs, budget } from '../kits/documents.ts'
import { PDF_TO_PDF, ENCRYPTED_INPUTS, openPasswordParam, pageSelectionParam, pdfJob } from '../kits/pdf-pages.ts'
import es from '../../i18n/es/phrases/index.ts'

// -90 is the natural way to ask for a quarter turn to the left: the same as 270 clockwise.
const TURNS = { '90': 90, '180': 180, '270': 270, '-90': 270 } as const

export default defineOperation({
  category: 'file',
  name: 'rotate-pdf',
  input: 'file',
  summary: 'Rotate pages of a PDF by 90, 180 or 270 degrees',
  description: [
    'Turns the selected pages (every page by default) clockwise by degrees; -90 turns them counter-clockwise (the same as 270).',
    'The turn adds to the rotation a page already has, so a page shown at 90° and turned by 90 ends at 180°.',
    'Only the pages\' display rotation changes: their content, bookmarks, links and form fields are kept as they are.',
    ENCRYPTED_INPUTS,
    'Several files answer a ZIP.',
  ].join(' '),
  files: PDF_TO_PDF,
  params: z.object({
    degrees: z.enum(['90', '180', '270', '-90']).default('90').describe('Clockwise turn in degrees: 90, 180 or 270 (-90 is accepted as 270).'),
    pages: pageSelectionParam('The pages to turn').optional(),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Turn page 2 upside down', params: { degrees: 180, pages: '2' }, files: ['three-pages.pdf'], output: 'application/pdf' },
    { title: 'Turn every page a quarter to the left', params: { degrees: -90 }, files: ['letter.pdf'], output: 'application/pdf' },
  ],
  run: async ({ degrees, pages, password }, ctx) => {
    const job = { ...pdfJob(ctx, password), turn: TURNS[degrees], ...(pages !== undefined && { pages }) }
    return asOutputs(await ctx.documents.run('pdf.rotate', job, budget(ctx)))
  },
  es: {
    summary: 'Gira páginas de un PDF 90, 180 o 270 grados',
    description: `Gira las páginas seleccionadas (todas por defecto) degrees grados en el sentido de las agujas del reloj; -90 las gira en sentido contrario (lo mismo que 270). El giro se suma a la rotación que ya tiene la página, así que una página mostrada a 90° y girada 90 acaba a 180°. Solo cambia la rotación de visualización de las páginas: su contenido, marcadores, enlaces y campos de formulario se conservan tal cual. ${es.pdf.PDF_OPENED} Varios archivos se responden en un ZIP.`,
    params: {
      degrees: 'Giro en el sentido de las agujas del reloj, en grados: 90, 180 o 270 (se acepta -90 como 270).',
      pages: es.pdf.pageList('Las páginas que se giran'),
      password: es.pdf.PDF_PASSWORD,
    },
  },
})
