import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { Color } from '../kits/text-results.ts'
import { describeColor, parseHex, parseRgbTriple, type Rgb } from '../../lib/image/color.ts'
import {
  CSS_COLOR_MAX, CSS_INPUT_FORMATS, cmykOf, hwbOf, inSrgb, labOf, lchOf, nearestName, oklchOf, readCssColor, roundTo, toBytes,
  type CssColor,
} from '../../lib/colors/css.ts'

const HEX_SHAPE = /^#?[0-9a-f]+$/i
const RGB_SHAPE = /^rgb\s*\(|^\d[\d\s,]*$/i

/** An 8-bit sRGB colour as the CSS reader gives it. */
function fromBytes(rgb: Rgb, input_format: 'hex' | 'rgb'): CssColor {
  const srgb = { mode: 'rgb' as const, r: rgb.r / 255, g: rgb.g / 255, b: rgb.b / 255 }
  return { input_format, color: srgb, srgb, alpha: 1 }
}

/**
 * Reads a colour: HEX (#rgb, #rrggbb, with or without #) and RGB triples as before, then every
 * other CSS Color 4 form. The HEX and RGB shapes keep their own messages when malformed.
 */
async function parseColor(value: string): Promise<{ read: CssColor; rgb: Rgb }> {
  const trimmed = value.trim()
  // Three bare digits ("123") read as HEX shorthand; separators make it an RGB triple.
  if (RGB_SHAPE.test(trimmed) && /[\s,(]/.test(trimmed)) {
    try {
      const rgb = parseRgbTriple(trimmed)
      return { read: fromBytes(rgb, 'rgb'), rgb }
    } catch (error) {
      // rgb() with alpha, percentages or decimals is CSS Color 4; out-of-range channels stay refused.
      const read = /^rgba?\s*\(/i.test(trimmed) ? await tryCss(trimmed) : undefined
      const channels = read?.color.mode === 'rgb' ? [read.color.r, read.color.g, read.color.b] : []
      if (read === undefined || channels.some((c) => c < 0 || c > 1)) throw error
      return { read, rgb: toBytes(read.srgb) }
    }
  }
  const digits = trimmed.replace(/^#/, '').length
  if (HEX_SHAPE.test(trimmed) && (digits === 3 || digits === 6)) {
    const rgb = parseHex(trimmed)
    return { read: fromBytes(rgb, 'hex'), rgb }
  }
  if (HEX_SHAPE.test(trimmed) && digits !== 4 && digits !== 8) parseHex(trimmed) // throws COLOR_INVALID_HEX
  const read = await readCssColor(value, 'value', 'GENERATE_COLOR_INVALID')
  return { read, rgb: toBytes(read.srgb) }
}

async function tryCss(value: string): Promise<CssColor | undefined> {
  try {
    return await readCssColor(value, 'value', 'GENERATE_COLOR_INVALID')
  } catch {
    return undefined
  }
}

const triple = <K extends string>(keys: readonly [K, K, K, ...K[]], words: Record<K, { en: string; es: string }>) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.number().apply(described, words[k])])) as Record<K, z.ZodNumber>)

export default defineOperation({
  category: 'generate',
  name: 'color',
  input: 'query',
  summary: 'Convert a colour between HEX, RGB, HSL, HWB, CMYK, Lab, LCh and OKLCh, and name it',
  description: 'value is a HEX colour (# and 6 hex digits, or the 3-digit shorthand where #abc is #aabbcc; #rgba and #rrggbbaa add opacity; any case; the # may be left out), '
    + 'an RGB triple: three whole numbers 0-255 separated by commas or spaces, optionally inside rgb( ), such as "255, 0, 128", '
    + 'or any other CSS Color 4 colour: a name (rebeccapurple, transparent), rgb() and rgba() with percentages or alpha ("rgb(255 0 0 / 50%)"), hsl(), hwb(), lab(), lch(), oklab(), oklch() or color() (srgb, display-p3, rec2020…). '
    + 'In a URL query string # starts the fragment, so send it as %23 (?value=%23ff0080) or leave it out. '
    + 'A value of three digits alone, such as 123, is read as HEX shorthand. '
    + 'The result gives the colour in every form: hex (lower case #rrggbb), rgb {r, g, b}, hsl {h, s, l} '
    + '(hue in degrees, saturation and lightness in percent, one decimal) and css { rgb, hsl } strings; input_format says how value was read. '
    + 'It adds hwb (hue, whiteness, blackness in percent) and cmyk (percent, by K = 1 - max(R, G, B), without an ICC profile), both from the 8-bit RGB colour; '
    + 'lab and lch (CIE Lab and LCh with the D50 white point, as CSS lab() and lch() define them) and oklch (L from 0 to 1), computed from the colour as written; '
    + 'alpha (opacity 0-1; hex, rgb and the other 8-bit forms leave it out); '
    + 'name: the CSS name it was written with, or the named colour with the same 8-bit RGB (aqua before cyan, gray before grey), or else the nearest named colour by CIEDE2000, with name_distance its ΔE00 (0 when exact; under about 2 is hard to tell apart). '
    + 'A colour outside sRGB (a vivid lab(), lch(), oklch() or display-p3 colour; in_srgb false) is brought into it by the CSS Color 4 gamut mapping (lowering its OKLCh chroma) for hex, rgb, hsl, hwb and cmyk.',
  params: z.object({
    value: z.string().max(CSS_COLOR_MAX).describe('A colour: HEX such as #ff0080 or ff0080, an RGB triple such as 255, 0, 128, a CSS name such as rebeccapurple, or a CSS function such as hsl(330 100% 50%) or oklch(0.63 0.26 29)'),
  }),
  result: Color.extend({
    input_format: z.enum(CSS_INPUT_FORMATS).apply(described, { en: 'How value was read: hex, rgb, named, hsl, hwb, lab, lch, oklab, oklch or color', es: 'Cómo se leyó value: hex, rgb, named, hsl, hwb, lab, lch, oklab, oklch o color' }),
    hwb: triple(['h', 'w', 'b'], {
      h: { en: 'Hue in degrees, as in hsl', es: 'Tono en grados, como en hsl' },
      w: { en: 'Whiteness in percent, one decimal', es: 'Blancura en porcentaje, con un decimal' },
      b: { en: 'Blackness in percent, one decimal', es: 'Negrura en porcentaje, con un decimal' },
    }).apply(described, { en: 'Hue, whiteness and blackness (CSS hwb())', es: 'Tono, blancura y negrura (hwb() de CSS)' }),
    cmyk: triple(['c', 'm', 'y', 'k'], {
      c: { en: 'Cyan in percent, one decimal', es: 'Cian en porcentaje, con un decimal' },
      m: { en: 'Magenta in percent, one decimal', es: 'Magenta en porcentaje, con un decimal' },
      y: { en: 'Yellow in percent, one decimal', es: 'Amarillo en porcentaje, con un decimal' },
      k: { en: 'Black (key) in percent, one decimal', es: 'Negro (clave) en porcentaje, con un decimal' },
    }).apply(described, { en: 'Cyan, magenta, yellow and black by the simple formula K = 1 - max(R, G, B), without a print profile', es: 'Cian, magenta, amarillo y negro por la fórmula simple K = 1 - max(R, G, B), sin perfil de impresión' }),
    lab: triple(['l', 'a', 'b'], {
      l: { en: 'Lightness, 0-100, two decimals', es: 'Luminosidad, 0-100, con dos decimales' },
      a: { en: 'Green (negative) to red (positive) axis, two decimals', es: 'Eje de verde (negativo) a rojo (positivo), con dos decimales' },
      b: { en: 'Blue (negative) to yellow (positive) axis, two decimals', es: 'Eje de azul (negativo) a amarillo (positivo), con dos decimales' },
    }).apply(described, { en: 'CIE Lab with the D50 white point, as CSS lab()', es: 'CIE Lab con el punto blanco D50, como lab() de CSS' }),
    lch: triple(['l', 'c', 'h'], {
      l: { en: 'Lightness, 0-100, two decimals', es: 'Luminosidad, 0-100, con dos decimales' },
      c: { en: 'Chroma, two decimals', es: 'Croma, con dos decimales' },
      h: { en: 'Hue in degrees, two decimals (0 for a grey)', es: 'Tono en grados, con dos decimales (0 para un gris)' },
    }).apply(described, { en: 'CIE LCh with the D50 white point, as CSS lch()', es: 'CIE LCh con el punto blanco D50, como lch() de CSS' }),
    oklch: triple(['l', 'c', 'h'], {
      l: { en: 'Lightness from 0 to 1, four decimals', es: 'Luminosidad de 0 a 1, con cuatro decimales' },
      c: { en: 'Chroma, four decimals', es: 'Croma, con cuatro decimales' },
      h: { en: 'Hue in degrees, two decimals (0 for a grey)', es: 'Tono en grados, con dos decimales (0 para un gris)' },
    }).apply(described, { en: 'OKLCh, as CSS oklch()', es: 'OKLCh, como oklch() de CSS' }),
    alpha: z.number().min(0).max(1).apply(described, { en: 'Opacity from 0 (transparent) to 1 (opaque), four decimals', es: 'Opacidad de 0 (transparente) a 1 (opaca), con cuatro decimales' }),
    in_srgb: z.boolean().apply(described, { en: 'Whether the colour lies in sRGB; when false, hex, rgb, hsl, hwb and cmyk are of the gamut-mapped colour', es: 'Si el color está dentro de sRGB; si es false, hex, rgb, hsl, hwb y cmyk son del color ajustado a la gama' }),
    name: z.string().apply(described, { en: 'The CSS named colour: the exact one, else the nearest by CIEDE2000', es: 'El color con nombre de CSS: el exacto, o si no el más cercano por CIEDE2000' }),
    name_distance: z.number().min(0).apply(described, { en: 'CIEDE2000 difference (ΔE00) to the named colour, two decimals; 0 when exact', es: 'Diferencia CIEDE2000 (ΔE00) con el color con nombre, con dos decimales; 0 cuando es exacto' }),
  }),
  examples: [
    {
      title: 'HEX to RGB',
      params: { value: '#336699' },
      result: { input_format: 'hex', hex: '#336699', rgb: { r: 51, g: 102, b: 153 }, hsl: { h: 210, s: 50, l: 40 }, css: { rgb: 'rgb(51, 102, 153)', hsl: 'hsl(210, 50%, 40%)' } },
    },
    {
      title: 'RGB triple to HEX',
      params: { value: '255, 0, 128' },
      result: { input_format: 'rgb', hex: '#ff0080', rgb: { r: 255, g: 0, b: 128 }, hsl: { h: 329.9, s: 100, l: 50 } },
    },
    {
      title: 'a CSS name, with Lab, LCh and OKLCh',
      params: { value: 'rebeccapurple' },
      result: { input_format: 'named', hex: '#663399', name: 'rebeccapurple', name_distance: 0, hwb: { h: 270, w: 20, b: 40 }, alpha: 1 },
    },
    {
      title: 'an OKLCh colour and its nearest CSS name',
      params: { value: 'oklch(0.7 0.1 200 / 50%)' },
      result: { input_format: 'oklch', alpha: 0.5, oklch: { l: 0.7, c: 0.1, h: 200 }, in_srgb: true },
    },
  ],
  run: async ({ value }) => {
    const { read, rgb } = await parseColor(value)
    const described = describeColor(rgb)
    const { name, distance } = await nearestName(read, rgb, value)
    return {
      input_format: read.input_format,
      ...described,
      hwb: hwbOf(rgb, described.hsl.h),
      cmyk: cmykOf(rgb),
      lab: await labOf(read.color),
      lch: await lchOf(read.color),
      oklch: await oklchOf(read.color),
      alpha: roundTo(read.alpha, 4),
      in_srgb: await inSrgb(read.color),
      name,
      name_distance: distance,
    }
  },
  es: {
    summary: 'Convierte un color entre HEX, RGB, HSL, HWB, CMYK, Lab, LCh y OKLCh, y le da nombre',
    description: 'value es un color HEX (# y 6 dígitos hexadecimales, o la forma abreviada de 3 dígitos en la que #abc es #aabbcc; #rgba y #rrggbbaa añaden opacidad; en mayúsculas o minúsculas; el # se puede omitir), '
      + 'un triplete RGB: tres números enteros de 0 a 255 separados por comas o espacios, opcionalmente dentro de rgb( ), como "255, 0, 128", '
      + 'o cualquier otro color de CSS Color 4: un nombre (rebeccapurple, transparent), rgb() y rgba() con porcentajes o alfa ("rgb(255 0 0 / 50%)"), hsl(), hwb(), lab(), lch(), oklab(), oklch() o color() (srgb, display-p3, rec2020…). '
      + 'En una query string de URL # inicia el fragmento, así que envíelo como %23 (?value=%23ff0080) u omítalo. Un valor de solo tres dígitos, como 123, se lee como la forma abreviada HEX. '
      + 'El resultado da el color en todas sus formas: hex (#rrggbb en minúsculas), rgb {r, g, b}, hsl {h, s, l} (tono en grados, saturación y luminosidad en porcentaje, con un decimal) y las cadenas css { rgb, hsl }; input_format indica cómo se leyó value. '
      + 'Añade hwb (tono, blancura y negrura en porcentaje) y cmyk (porcentajes, por K = 1 - max(R, G, B), sin perfil ICC), ambos a partir del color RGB de 8 bits; '
      + 'lab y lch (CIE Lab y LCh con el punto blanco D50, como los definen lab() y lch() de CSS) y oklch (L de 0 a 1), calculados a partir del color tal como se escribió; '
      + 'alpha (opacidad de 0 a 1; hex, rgb y las demás formas de 8 bits la omiten); '
      + 'name: el nombre CSS con el que se escribió, o el color con nombre que tiene el mismo RGB de 8 bits (aqua antes que cyan, gray antes que grey), o si no el color con nombre más cercano por CIEDE2000, con name_distance su ΔE00 (0 cuando es exacto; por debajo de 2, aproximadamente, cuesta distinguirlos). '
      + 'Un color fuera de sRGB (un lab(), lch(), oklch() o display-p3 muy vivo; in_srgb false) se lleva a sRGB con el ajuste de gama de CSS Color 4 (reduciendo su croma OKLCh) para hex, rgb, hsl, hwb y cmyk.',
    params: {
      value: 'Un color: HEX como #ff0080 o ff0080, un triplete RGB como 255, 0, 128, un nombre CSS como rebeccapurple, o una función CSS como hsl(330 100% 50%) u oklch(0.63 0.26 29)',
    },
  },
})
