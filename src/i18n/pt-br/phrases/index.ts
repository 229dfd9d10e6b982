/** Brazilian Portuguese phrases the operation texts share, by domain. */
import units from './units.ts'
import text from './text.ts'
import calc from './calc.ts'
import web from './web.ts'
import dates from './dates.ts'
import image from './image.ts'
import pdf from './pdf.ts'
import office from './office.ts'

export default { units, text, calc, web, dates, image, pdf, office }
