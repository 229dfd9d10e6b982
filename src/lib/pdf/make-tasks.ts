/** Document work that runs in the document worker threads: PDFs built, stamped or compressed. */
import { compressPdf } from './compress.ts'
import { imagesToPdf } from './from-images.ts'
import { numberPages } from './page-numbers.ts'
import { signPdf } from './sign.ts'
import { watermarkPdf } from './watermark.ts'
import { malformedPdf } from './damage.ts'
import type { NamedBytes } from './document.ts'
import { setMetadata } from './metadata.ts'
import { extractImages } from '../pdf-images/extract.ts'

/**
 * pdf-lib meets some damage only when it draws (a page's /Contents of the wrong kind makes it throw
 * a TypeError): the file's fault, answered MALFORMED_PDF rather than as a failure of ours.
 */
function drawingOn<T extends { file: NamedBytes }, R>(task: (request: T) => Promise<R>): (request: T) => Promise<R> {
  return async (request) => {
    try {
      return await task(request)
    } catch (error) {
      if (!(error instanceof TypeError)) throw error
      throw malformedPdf(request.file.name, error, 'content')
    }
  }
}

export const pdfMakeTasks = {
  'pdf.fromImages': imagesToPdf,
  'pdf.sign': drawingOn(signPdf),
  'pdf.watermark': drawingOn(watermarkPdf),
  'pdf.numberPages': drawingOn(numberPages),
  'pdf.compress': compressPdf,
  'pdf.extractImages': extractImages,
  'pdf.setMetadata': setMetadata,
} as const
