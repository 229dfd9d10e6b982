import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { Color } from '../kits/text-results.ts'
import { describeColor, parseHex, parseRgbTriple, type Rgb } from '../../lib/image/color.ts'

/** How a colour value was written. */
const INPUT_FORMATS = ['hex', 'rgb'] as const

const HEX_SHAPE = /^#?[0-9a-f]+$/i
const RGB_SHAPE = /^rgb\s*\(|^\d[\d\s,]*$/i

/** Reads a HEX colour or an RGB triple, telling which it was. */
function parseColor(value: string): { input_format: (typeof INPUT_FORMATS)[number]; rgb: Rgb } {
  const trimmed = value.trim()
  // Three bare digits ("123") read as HEX shorthand; separators make it an RGB triple.
  if (RGB_SHAPE.test(trimmed) && /[\s,(]/.test(trimmed)) return { input_format: 'rgb', rgb: parseRgbTriple(trimmed) }
  if (HEX_SHAPE.test(trimmed)) return { input_format: 'hex', rgb: parseHex(trimmed) }
  throw new OperationError('GENERATE_COLOR_INVALID', { param: 'value', value })
}

export default defineOperation({
  category: 'generate',
  name: 'color',
  input: 'query',
  summary: 'Convert a colour between HEX and RGB, with HSL',
  description: 'value is either a HEX colour (# and 6 hex digits, or the 3-digit shorthand where #abc is #aabbcc; any case; the # may be left out) '
    + 'or an RGB triple: three whole numbers 0-255 separated by commas or spaces, optionally inside rgb( ), such as "255, 0, 128". '
    + 'In a URL query string # starts the fragment, so send it as %23 (?value=%23ff0080) or leave it out. '
    + 'A value of three digits alone, such as 123, is read as HEX shorthand. '
    + 'The result gives the colour in every form: hex (lower case #rrggbb), rgb {r, g, b}, hsl {h, s, l} '
    + '(hue in degrees, saturation and lightness in percent, one decimal) and css { rgb, hsl } strings; input_format says how value was read.',
  params: z.object({
    value: z.string().max(32).describe('HEX colour such as #ff0080 or ff0080, or an RGB triple such as 255, 0, 128'),
  }),
  result: Color.extend({
    input_format: z.enum(INPUT_FORMATS).apply(described, { en: 'How value was read: hex or rgb', es: 'Cómo se leyó value: hex o rgb' }),
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
  ],
  run: ({ value }) => {
    const { input_format, rgb } = parseColor(value)
    return { input_format, ...describeColor(rgb) }
  },
  es: {
    summary: 'Convierte un color entre HEX y RGB, con HSL',
    description: 'value es un color HEX (# y 6 dígitos hexadecimales, o la forma abreviada de 3 dígitos en la que #abc es #aabbcc; en mayúsculas o minúsculas; el # se puede omitir) o un triplete RGB: tres números enteros de 0 a 255 separados por comas o espacios, opcionalmente dentro de rgb( ), como "255, 0, 128". En una query string de URL # inicia el fragmento, así que envíelo como %23 (?value=%23ff0080) u omítalo. Un valor de solo tres dígitos, como 123, se lee como la forma abreviada HEX. El resultado da el color en todas sus formas: hex (#rrggbb en minúsculas), rgb {r, g, b}, hsl {h, s, l} (tono en grados, saturación y luminosidad en porcentaje, con un decimal) y las cadenas css { rgb, hsl }; input_format indica cómo se leyó value.',
    params: {
      value: 'Color HEX como #ff0080 o ff0080, o un triplete RGB como 255, 0, 128',
    },
  },
})
