import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { imageLinkFields } from '../kits/text-results.ts'
import {
  BARCODE_2D_MAX, BARCODE_LINEAR_MAX, BARCODE_MAX_PIXELS, BARCODE_SCALE, BARCODE_TYPES, barcodeParams, barcodeQuery, formatParam, imageLink, prepareBarcode, renderBarcode, type BarcodeTypeName,
} from '../../lib/image/codes.ts'
import es from '../../i18n/es/phrases/index.ts'

// The keys of a fixed table, typed as its names (Object.keys types them as plain strings).
const BARCODE_TYPE_NAMES = Object.keys(BARCODE_TYPES) as [BarcodeTypeName, ...BarcodeTypeName[]]

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
  result: z.object({
    ...imageLinkFields,
    type: z.enum(BARCODE_TYPE_NAMES).apply(described, { en: 'The symbology drawn (upc is answered as upca)', es: 'La simbología dibujada (upc se responde como upca)' }),
    text: z.string().apply(described, { en: 'What is encoded: for EAN, UPC and ITF-14 numbers the digits with their check digit, without spaces or hyphens', es: 'Lo que se codifica: en los números EAN, UPC e ITF-14, los dígitos con su dígito de control, sin espacios ni guiones' }),
    check_digit: z.number().int().min(0).max(9).optional().apply(described, { en: 'The GS1 check digit, for ean13, ean8, upca, upce and itf14 only', es: 'El dígito de control GS1, solo para ean13, ean8, upca, upce e itf14' }),
    check_digit_computed: z.boolean().optional().apply(described, { en: 'For ean13, ean8, upca, upce and itf14 only: true when the check digit was computed and appended, false when it was given and verified', es: 'Solo para ean13, ean8, upca, upce e itf14: true cuando el dígito de control se calculó y se añadió, false cuando venía dado y se verificó' }),
    type_name: z.string().apply(described, { en: 'Name of the symbology, such as Code 128 or EAN-13', es: 'Nombre de la simbología, como Code 128 o EAN-13' }),
    scale: z.number().int().min(BARCODE_SCALE.min).max(BARCODE_SCALE.max).apply(described, { en: 'Pixels per module (the narrowest bar)', es: 'Píxeles por módulo (la barra más estrecha)' }),
    include_text: z.boolean().apply(described, { en: 'Whether the human-readable text is printed under a linear barcode (never under datamatrix or pdf417)', es: 'Si el texto legible se imprime bajo un código de barras lineal (nunca bajo datamatrix ni pdf417)' }),
  }),
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
  es: {
    summary: 'Genera una imagen de código de barras (Code 128, EAN-13, UPC-A, Code 39, Data Matrix y más)',
    description: `Dibuja text como un código de barras del tipo elegido, negro sobre blanco con zonas de silencio, en PNG o SVG. EAN-13, EAN-8, UPC-A (tipo upca o upc), UPC-E e ITF-14 llevan un dígito de control en su última posición: envíe el número sin él (12, 7, 11, 7 o 13 dígitos) para que se calcule y se añada, o con él (13, 8, 12, 8 o 14 dígitos) para que se verifique (uno incorrecto se rechaza indicando el dígito correcto); check_digit da el dígito y check_digit_computed indica qué ocurrió. Se ignoran los espacios y guiones entre dígitos. Los números UPC-E empiezan por el sistema de numeración 0 o 1. Interleaved 2 of 5 admite un número par de dígitos. code128 admite ASCII imprimible (hasta ${BARCODE_LINEAR_MAX} caracteres), code39 mayúsculas, dígitos, espacio y - . $ / + %, code93 lo mismo sin %; datamatrix y pdf417 admiten ASCII imprimible, tabuladores y saltos de línea (hasta ${BARCODE_2D_MAX}). text en el resultado es exactamente lo que se codifica. Un PNG puede tener hasta ${es.text.figure(BARCODE_MAX_PIXELS)} píxeles (con las zonas de silencio), algo que solo superan los códigos lineales largos con scale 3 o 4; en ese caso baje scale o pida SVG. url es un enlace a la imagen en este servicio, firmado y válido hasta expires_at (después responde 410: vuelva a llamar para obtener uno nuevo); descargarlo no consume cuota. data_uri es la misma imagen en línea, que nunca caduca. width y height son el tamaño de la imagen en píxeles.`,
    params: {
      text: `El contenido: dígitos para ean13, ean8, upca, upce, itf14 e interleaved2of5; ASCII imprimible para code128 (hasta ${BARCODE_LINEAR_MAX} caracteres), datamatrix y pdf417 (hasta ${BARCODE_2D_MAX}); mayúsculas, dígitos y espacio - . $ / + (y % para code39) para code39 y code93`,
      type: 'Simbología: code128 (por defecto), ean13, ean8, upca (o upc), upce, itf14, code39, code93, interleaved2of5, datamatrix o pdf417',
      scale: `Píxeles por módulo (la barra más estrecha), de ${BARCODE_SCALE.min} a ${BARCODE_SCALE.max}; por defecto ${BARCODE_SCALE.default}`,
      include_text: '1 (por defecto) imprime el texto legible bajo un código de barras lineal; 0 lo omite. datamatrix y pdf417 lo ignoran',
      format: 'Formato de imagen: png (por defecto) o svg',
    },
  },
})
