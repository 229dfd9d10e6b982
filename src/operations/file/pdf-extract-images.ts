import { z } from 'zod'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { EACH_PDF, openPasswordParam, pdfJob } from '../kits/pdf-pages.ts'
import { MAX_DECODED_BYTES, MAX_IMAGES, SKIPPED_LIST, ZIP_TYPE } from '../../lib/pdf-images/limits.ts'
import es from '../../i18n/es/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

const MiB = 1024 * 1024

export default defineOperation({
  category: 'file',
  name: 'pdf-extract-images',
  input: 'file',
  summary: 'Extract the images embedded in a PDF, as a ZIP',
  description: [
    'Answers a ZIP of the images the selected pages use, named after the upload, the page and the image\'s place on it: report-page-2-image-1.jpg.',
    'JPEG images are written byte for byte as .jpg and JPEG 2000 ones as .jp2 (as pdfimages -all does); every other image is decoded (Flate, LZW, RunLength, ASCIIHex, ASCII85, with PNG or TIFF predictors; grey, RGB, CMYK, indexed and ICC-based colours by their number of components; 1, 2, 4, 8 or 16 bits, reduced to 8) and written as PNG, CMYK turned into RGB by the plain complement formula, with its soft mask (SMask) as the alpha channel; the soft mask of a JPEG comes beside it as a grey PNG named like it with -mask (report-page-1-image-1-mask.png). A stencil mask (ImageMask) comes as a grey image, the painted parts black.',
    'Images are found through each page\'s resources and those of the forms (Form XObjects) it uses, each image once per page however often the page draws it; an image on several pages comes once for each. Images written inline in the page content (BI … EI) are not extracted.',
    `JBIG2 and CCITT fax images, and any with an unusual colour space (Separation, DeviceN, Lab), are not converted: they are listed in ${SKIPPED_LIST} inside the ZIP with the reason.`,
    `Limits, checked on what the images declare before any is decoded: ${MAX_IMAGES} images per file (413 PDF_TOO_MANY_IMAGES), the IMAGE_MAX_PIXELS limit per image (413 PDF_IMAGE_TOO_LARGE), and ${MAX_DECODED_BYTES / MiB} MiB of decoded pixels in all (413 PDF_IMAGES_TOO_LARGE).`,
    'A PDF without images on the pages chosen answers 422 PDF_NO_IMAGES.',
    en.pdf.PDF_OPENED,
    'Several uploaded files answer one ZIP holding each file\'s ZIP.',
  ].join(' '),
  files: { ...EACH_PDF, answers: [ZIP_TYPE] },
  params: z.object({
    pages: z.string().min(1).max(1000).optional()
      .describe(`${en.pdf.pageList('The pages whose images are extracted')} Default: every page.`),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Every image of a scanned page', params: {}, files: ['photo-page.pdf'], output: ZIP_TYPE },
    { title: 'The images of page 1 only', params: { pages: '1' }, files: ['photo-page.pdf'], output: ZIP_TYPE },
  ],
  async run({ pages, password }, ctx) {
    const [zip] = await ctx.documents.run('pdf.extractImages', {
      ...pdfJob(ctx, password),
      limits: { ...pdfJob(ctx, password).limits, maxPixels: ctx.files.maxPixels },
      ...(pages !== undefined && { pages }),
      deadline: ctx.files.deadline,
      threads: ctx.files.imageThreads,
    }, budget(ctx))
    return new FileOutput(zip!.name, zip!.type, zip!.bytes)
  },
  es: {
    summary: 'Extrae las imágenes incrustadas en un PDF, en un ZIP',
    description: `Responde con un ZIP de las imágenes que usan las páginas seleccionadas, con el nombre del archivo subido, la página y el lugar de la imagen en ella: report-page-2-image-1.jpg. Las imágenes JPEG se escriben byte a byte como .jpg y las JPEG 2000 como .jp2 (como hace pdfimages -all); cualquier otra imagen se decodifica (Flate, LZW, RunLength, ASCIIHex, ASCII85, con predictores PNG o TIFF; colores en gris, RGB, CMYK, indexados y basados en ICC según su número de componentes; 1, 2, 4, 8 o 16 bits, reducidos a 8) y se escribe como PNG, con CMYK convertido a RGB por la fórmula simple del complemento y su máscara suave (SMask) como canal alfa; la máscara suave de un JPEG sale a su lado como PNG en gris con el mismo nombre y -mask (report-page-1-image-1-mask.png). Una máscara de esténcil (ImageMask) sale como imagen en gris, con las partes pintadas en negro. Las imágenes se buscan en los recursos de cada página y en los de los formularios (Form XObjects) que usa, cada imagen una vez por página aunque la página la dibuje varias veces; una imagen que aparece en varias páginas sale una vez por cada una. Las imágenes escritas en línea en el contenido de la página (BI … EI) no se extraen. Las imágenes JBIG2 y CCITT fax, y las que tienen un espacio de color inusual (Separation, DeviceN, Lab), no se convierten: se enumeran en ${SKIPPED_LIST} dentro del ZIP con el motivo. Límites, comprobados con lo que declaran las imágenes antes de decodificar ninguna: ${MAX_IMAGES} imágenes por archivo (413 PDF_TOO_MANY_IMAGES), el límite IMAGE_MAX_PIXELS por imagen (413 PDF_IMAGE_TOO_LARGE) y ${MAX_DECODED_BYTES / MiB} MiB de píxeles decodificados en total (413 PDF_IMAGES_TOO_LARGE). Un PDF sin imágenes en las páginas elegidas responde 422 PDF_NO_IMAGES. ${es.pdf.PDF_OPENED} Varios archivos subidos se responden en un ZIP que contiene el ZIP de cada archivo.`,
    params: {
      pages: `${es.pdf.pageList('Las páginas cuyas imágenes se extraen')} Por defecto: todas las páginas.`,
      password: es.pdf.PDF_PASSWORD,
    },
  },
})
