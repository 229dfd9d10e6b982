import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { CSS_COLOR_MAX, readCssColor, roundTo, toBytes } from '../../lib/colors/css.ts'
import { apcaLc, opaquePair, wcagRatio } from '../../lib/colors/contrast.ts'
import { toHex } from '../../lib/image/color.ts'

const pass = (en: string, es: string) => z.boolean().apply(described, { en, es })

export default defineOperation({
  category: 'generate',
  name: 'contrast',
  input: 'query',
  summary: 'Check the contrast of text on a background: WCAG 2.x ratio and AA/AAA, and APCA Lc',
  description: 'foreground (the text) and background are any CSS colours: names, HEX (# as %23 in a URL, or left out), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(). '
    + 'ratio is the WCAG 2.x contrast ratio (L1 + 0.05) / (L2 + 0.05) of the relative luminances (sRGB decoded with the threshold 0.04045 of the sRGB standard; the 0.03928 written in WCAG 2.x gives the same for every 8-bit channel), from 1 to 21, rounded to two decimals; '
    + 'the pass flags compare the unrounded ratio, so 4.499 fails AA although it shows as 4.5: aa_normal needs 4.5, aa_large (18 pt, or 14 pt bold, and larger) 3, '
    + 'aaa_normal 7 and aaa_large 4.5. The order of the two colours does not change ratio. '
    + 'lc is the APCA lightness contrast of the apca-w3 reference implementation (0.0.98G-4g constants, as proposed for WCAG 3), one decimal: '
    + 'positive for dark text on a light background, negative for light text on a dark one; in absolute value, the APCA guidance asks Lc 75 or more for body text, 60 for other content text, 45 for large text such as headlines and 30 for spot text. '
    + 'A translucent background is first composited over white (a page with nothing behind it); a translucent foreground is then composited over that background, '
    + 'in sRGB as browsers blend; foreground_hex and background_hex are the opaque colours compared. Colours outside sRGB are gamut-mapped into it first.',
  params: z.object({
    foreground: z.string().max(CSS_COLOR_MAX).describe('The text colour, any CSS colour such as #777, rgb(119 119 119) or oklch(0.57 0 0)'),
    background: z.string().max(CSS_COLOR_MAX).describe('The background colour, any CSS colour such as white or #ffffff'),
  }),
  result: z.object({
    ratio: z.number().min(1).max(21).apply(described, { en: 'WCAG 2.x contrast ratio, 1 to 21, two decimals', es: 'Relación de contraste de WCAG 2.x, de 1 a 21, con dos decimales' }),
    aa_normal: pass('Passes WCAG AA for normal text: ratio at least 4.5', 'Cumple WCAG AA para texto normal: relación de al menos 4,5'),
    aa_large: pass('Passes WCAG AA for large text: ratio at least 3', 'Cumple WCAG AA para texto grande: relación de al menos 3'),
    aaa_normal: pass('Passes WCAG AAA for normal text: ratio at least 7', 'Cumple WCAG AAA para texto normal: relación de al menos 7'),
    aaa_large: pass('Passes WCAG AAA for large text: ratio at least 4.5', 'Cumple WCAG AAA para texto grande: relación de al menos 4,5'),
    lc: z.number().apply(described, { en: 'APCA lightness contrast Lc, one decimal: positive for dark text on light, negative for light text on dark', es: 'Contraste de luminosidad APCA Lc, con un decimal: positivo para texto oscuro sobre claro, negativo para texto claro sobre oscuro' }),
    foreground_hex: z.string().apply(described, { en: 'The opaque text colour compared, #rrggbb (composited over the background when translucent)', es: 'El color de texto opaco comparado, #rrggbb (compuesto sobre el fondo cuando es translúcido)' }),
    background_hex: z.string().apply(described, { en: 'The opaque background compared, #rrggbb (composited over white when translucent)', es: 'El fondo opaco comparado, #rrggbb (compuesto sobre blanco cuando es translúcido)' }),
  }),
  examples: [
    {
      title: 'grey #777 on white just misses AA',
      params: { foreground: '#777777', background: '#ffffff' },
      result: { ratio: 4.48, aa_normal: false, aa_large: true, aaa_normal: false, aaa_large: false, foreground_hex: '#777777', background_hex: '#ffffff' },
    },
    {
      title: 'white text on a dark blue, with APCA',
      params: { foreground: 'white', background: 'oklch(0.35 0.1 260)' },
      result: { aa_normal: true, aaa_normal: true, lc: -99.8, background_hex: '#18386e' },
    },
  ],
  run: async ({ foreground, background }) => {
    const text = await readCssColor(foreground, 'foreground', 'COLOR_CSS_INVALID')
    const pair = opaquePair(text, await readCssColor(background, 'background', 'COLOR_CSS_INVALID'))
    const ratio = wcagRatio(pair.text, pair.background)
    return {
      ratio: roundTo(ratio, 2),
      aa_normal: ratio >= 4.5,
      aa_large: ratio >= 3,
      aaa_normal: ratio >= 7,
      aaa_large: ratio >= 4.5,
      lc: roundTo(apcaLc(pair.text, pair.background), 1),
      foreground_hex: toHex(toBytes(pair.text)),
      background_hex: toHex(toBytes(pair.background)),
    }
  },
  es: {
    summary: 'Comprueba el contraste de un texto sobre un fondo: relación WCAG 2.x con AA/AAA, y Lc de APCA',
    description: 'foreground (el texto) y background son colores CSS cualesquiera: nombres, HEX (# como %23 en una URL, u omitido), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(). '
      + 'ratio es la relación de contraste de WCAG 2.x (L1 + 0,05) / (L2 + 0,05) de las luminancias relativas (sRGB decodificado con el umbral 0,04045 del estándar sRGB; el 0,03928 que figura en WCAG 2.x da lo mismo para todo canal de 8 bits), de 1 a 21, redondeada a dos decimales; '
      + 'los indicadores de cumplimiento comparan la relación sin redondear, así que 4,499 no cumple AA aunque se muestre como 4,5: aa_normal necesita 4,5, aa_large (18 pt, o 14 pt en negrita, y mayores) 3, '
      + 'aaa_normal 7 y aaa_large 4,5. El orden de los dos colores no cambia ratio. '
      + 'lc es el contraste de luminosidad APCA de la implementación de referencia apca-w3 (constantes 0.0.98G-4g, propuesto para WCAG 3), con un decimal: '
      + 'positivo para texto oscuro sobre fondo claro, negativo para texto claro sobre fondo oscuro; en valor absoluto, la guía de APCA pide un Lc de 75 o más para el texto de párrafo, 60 para el resto del texto de contenido, 45 para el texto grande como los titulares y 30 para el texto puntual. '
      + 'Un fondo translúcido se compone primero sobre blanco (una página sin nada detrás); después, un texto translúcido se compone sobre ese fondo, '
      + 'en sRGB como mezclan los navegadores; foreground_hex y background_hex son los colores opacos comparados. Los colores fuera de sRGB se ajustan antes a su gama.',
    params: {
      foreground: 'El color del texto, cualquier color CSS como #777, rgb(119 119 119) u oklch(0.57 0 0)',
      background: 'El color del fondo, cualquier color CSS como white o #ffffff',
    },
  },
})
