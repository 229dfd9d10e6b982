import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { BATCH_NOTE, EXCEL_FILES, officeToPdf } from '../kits/office.ts'
import { PDF_TYPE } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'

export default defineOperation({
  category: 'file',
  name: 'excel-to-pdf',
  input: 'file',
  requires: 'libreoffice',
  summary: 'Convert an Excel workbook to PDF',
  description: [
    'Converts an Excel workbook (XLSX) to PDF with LibreOffice: every sheet\'s print area (or used range), paginated as the workbook\'s page setup says, named after the upload.',
    'Formulas show their last calculated results; macros never run and external data and links are not refreshed.',
    'This operation needs LibreOffice on the server: without it the answer is 503 CONVERTER_MISSING.',
    BATCH_NOTE,
  ].join(' '),
  files: { ...EXCEL_FILES, answers: [PDF_TYPE] },
  params: z.object({}),
  examples: [{ title: 'A price table as PDF', params: {}, files: ['table.xlsx'], output: PDF_TYPE }],
  run: (_params, ctx) => officeToPdf(ctx, 'xlsx', { operation: 'excel-to-pdf', package: 'libreoffice-calc' }),
  es: {
    summary: 'Convierte un libro de Excel a PDF',
    description: `Convierte un libro de Excel (XLSX) a PDF con LibreOffice: el área de impresión de cada hoja (o el rango usado), paginada según la configuración de página del libro, con el nombre del archivo subido. Las fórmulas muestran sus últimos resultados calculados; las macros nunca se ejecutan y los datos externos y los vínculos no se actualizan. Esta operación necesita LibreOffice en el servidor: sin él la respuesta es 503 CONVERTER_MISSING. ${es.image.SEVERAL_ZIP}`,
  },
})
