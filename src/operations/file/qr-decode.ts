import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { defineOperation } from '../../core/operation.ts'
import { imageFailure, loadImage } from '../../lib/image/image.ts'
import { MAX_CODES } from '../../lib/image/scan.ts'
import { IMAGE_FILES, imageJob } from '../kits/image-conversion.ts'

/** Time the reading may take in its worker thread (less when the file job has less left). */
const READ_MS = 15_000

const point = (en: string, es: string) => z.object({
  x: z.number().int().apply(described, { en: 'Pixels from the left edge', es: 'Píxeles desde el borde izquierdo' }),
  y: z.number().int().apply(described, { en: 'Pixels from the top edge', es: 'Píxeles desde el borde superior' }),
}).apply(described, { en, es })

export default defineOperation({
  category: 'file',
  name: 'qr-decode',
  input: 'file',
  summary: 'Read QR codes and barcodes from an image',
  description: 'Finds and reads every QR code, Micro QR, rMQR, Data Matrix, Aztec, PDF417, MaxiCode and barcode (EAN-13, EAN-8, UPC-A, UPC-E, '
    + 'Code 128, Code 39, Code 93, Codabar, ITF, DataBar) in an image, with ZXing-C++. Codes may be rotated, mirrored or light on dark. '
    + `codes lists what was found (up to ${MAX_CODES}) with its symbology, its text and the corners of the code in the image, in pixels; `
    + 'an image without any readable code answers an empty list. Photos read best when the code is sharp, fills a good part of the '
    + 'picture and has its quiet zone (the blank margin) around it. Every image format the service reads is accepted (the first frame of an animation); '
    + `several images answer a list, in upload order. Reading stops after ${READ_MS / 1000} s.`,
  files: IMAGE_FILES,
  params: z.object({}),
  result: z.object({
    codes: z.array(z.object({
      format: z.string().apply(described, { en: 'Symbology: QR, Micro QR, Data Matrix, Aztec, PDF417, EAN-13, UPC-A, Code 128, Code 39…', es: 'Simbología: QR, Micro QR, Data Matrix, Aztec, PDF417, EAN-13, UPC-A, Code 128, Code 39…' }),
      text: z.string().apply(described, { en: 'The content, as text', es: 'El contenido, como texto' }),
      position: z.object({
        top_left: point('Top-left corner of the code', 'Esquina superior izquierda del código'),
        top_right: point('Top-right corner', 'Esquina superior derecha'),
        bottom_right: point('Bottom-right corner', 'Esquina inferior derecha'),
        bottom_left: point('Bottom-left corner', 'Esquina inferior izquierda'),
      }).apply(described, { en: 'Corners of the code in the image, as the code is read (a rotated code has rotated corners)', es: 'Esquinas del código en la imagen, según se lee el código (un código girado tiene las esquinas giradas)' }),
    })).apply(described, { en: 'Every code found, empty when none', es: 'Todos los códigos encontrados; vacía si no hay ninguno' }),
    count: z.number().int().min(0).apply(described, { en: 'How many codes were found', es: 'Cuántos códigos se encontraron' }),
  }),
  examples: [
    { title: 'A QR code', params: {}, files: ['code-qr.png'], result: { codes: [{ format: 'QR', text: 'https://example.com/devutils' }], count: 1 } },
    { title: 'An EAN-13 barcode', params: {}, files: ['code-ean13.png'], result: { codes: [{ format: 'EAN-13', text: '9780201379624' }], count: 1 } },
  ],
  run: async (_params, ctx) => {
    const upload = ctx.files.uploads[0]!
    const job = imageJob(ctx)
    const loaded = await loadImage(upload, job)
    let gray: Buffer
    let width: number
    let height: number
    try {
      const seconds = Math.max(1, Math.ceil((job.deadline - Date.now()) / 1000))
      const { data, info } = await loaded.image.flatten({ background: '#ffffff' }).greyscale().raw().timeout({ seconds }).toBuffer({ resolveWithObject: true })
      gray = data
      width = info.width
      height = info.height
    } catch (error) {
      throw imageFailure(upload, error, Math.max(1, job.deadline - Date.now()))
    }
    const timeoutMs = Math.max(1, Math.min(READ_MS, job.deadline - Date.now()))
    const codes = await ctx.compute.run('image.readCodes', { gray: new Uint8Array(gray.buffer, gray.byteOffset, gray.byteLength), width, height }, { timeoutMs, timeoutCode: 'CODES_TIMEOUT' })
    return { codes, count: codes.length }
  },
  es: {
    summary: 'Lee códigos QR y códigos de barras de una imagen',
    description: 'Encuentra y lee todos los códigos QR, Micro QR, rMQR, Data Matrix, Aztec, PDF417, MaxiCode y códigos de barras (EAN-13, EAN-8, UPC-A, UPC-E, '
      + 'Code 128, Code 39, Code 93, Codabar, ITF, DataBar) de una imagen, con ZXing-C++. Los códigos pueden estar girados, reflejados o ser claros sobre oscuro. '
      + `codes enumera lo encontrado (hasta ${MAX_CODES}) con su simbología, su texto y las esquinas del código en la imagen, en píxeles; `
      + 'una imagen sin ningún código legible responde una lista vacía. Las fotos se leen mejor cuando el código está nítido, ocupa buena parte de la '
      + 'imagen y conserva su zona de silencio (el margen en blanco) alrededor. Se acepta cualquier formato de imagen que lee el servicio (el primer fotograma de una animación); '
      + `varias imágenes responden una lista, en el orden de subida. La lectura se detiene a los ${READ_MS / 1000} s.`,
    params: {},
  },
})
