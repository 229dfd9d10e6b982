import { defineOperation } from '../../core/operation.ts'
import {
  BARCODE_2D_MAX, BARCODE_LINEAR_MAX, BARCODE_MAX_PIXELS, BARCODE_TYPES, barcodeParams, barcodeQuery, formatParam, imageLink, prepareBarcode, renderBarcode,
} from '../../lib/image/codes.ts'

export default defineOperation({
  category: 'generate',
  name: 'barcode',
  input: 'query',
  summary: 'Generate a barcode image (Code 128, EAN-13, UPC-A, Code 39, Data Matrix and more)',
  description: 'Draws text as a barcode of the chosen type, black on white with quiet zones, as PNG or SVG. '
    + 'EAN-13, EAN-8, UPC-A (type upca or upc), UPC-E and ITF-14 carry a check digit in their last place: '
    + 'send the number without it (12, 7, 11, 7 or 13 digits) to have it computed and appended, '
    + 'or with it (13, 8, 12, 8 or 14 digits) to have it verified (a wrong one is refused, naming the right digit); '
    + 'check_digit gives the digit and check_digit_computed says which happened. Spaces and hyphens between digits are ignored. '
    + 'UPC-E numbers start with the number system 0 or 1. Interleaved 2 of 5 takes an even number of digits. '
    + `code128 takes printable ASCII (up to ${BARCODE_LINEAR_MAX} characters), code39 capitals, digits, space and - . $ / + %, `
    + `code93 the same without %; datamatrix and pdf417 take printable ASCII, tabs and line breaks (up to ${BARCODE_2D_MAX}). `
    + 'text in the result is exactly what is encoded. '
    + `A PNG may have up to ${BARCODE_MAX_PIXELS.toLocaleString('en-US')} pixels (quiet zones included), which only long linear codes at scale 3 or 4 exceed; `
    + 'lower scale or ask for SVG then. '
    + 'url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); '
    + 'fetching it counts no quota. data_uri is the same image inline, which never expires. width and height are the image size in pixels.',
  params: barcodeParams.extend({ format: formatParam }),
  examples: [
    {
      title: 'Code 128 (the default type)',
      params: { text: 'ABC-12345' },
      result: { type: 'code128', text: 'ABC-12345', format: 'png', content_type: 'image/png' },
    },
    {
      title: 'EAN-13 with its check digit computed',
      params: { text: '400638133393', type: 'ean13' },
      result: { type: 'ean13', text: '4006381333931', check_digit: 1, check_digit_computed: true },
    },
    {
      title: 'UPC-A as SVG, check digit verified',
      params: { text: '036000291452', type: 'upc', format: 'svg' },
      result: { type: 'upca', text: '036000291452', check_digit: 2, check_digit_computed: false, format: 'svg' },
    },
  ],
  run: async ({ text, type, scale, include_text, format }, ctx) => {
    const barcode = prepareBarcode(type, text)
    const image = await renderBarcode(barcode, scale, include_text, format)
    return {
      ...imageLink(ctx, 'barcode', image, barcodeQuery(barcode, scale, include_text)),
      ...barcode,
      type_name: BARCODE_TYPES[barcode.type].label,
      scale,
      include_text,
    }
  },
})
