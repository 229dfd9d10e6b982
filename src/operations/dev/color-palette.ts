import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { BLACK, WHITE, describeColor, mixSteps, parseHex, type Rgb } from '../../lib/image/color.ts'
import { Color } from '../kits/text-results.ts'

export const MAX_STEPS = 20

/** Tints (toward white) and shades (toward black) in `steps` equal RGB steps, nearest the base first. */
export function tintsAndShades(base: Rgb, steps: number) {
  const toward = (target: Rgb) => Array.from({ length: steps }, (_, i) => describeColor(mixSteps(base, target, i + 1, steps + 1)))
  return { base: describeColor(base), lighter: toward(WHITE), darker: toward(BLACK) }
}

export default defineOperation({
  category: 'dev',
  name: 'color-palette',
  input: 'query',
  summary: 'Lighter and darker shades of a HEX colour (tints and shades)',
  description: 'value is a HEX colour: # and 6 hex digits, or the 3-digit shorthand (#abc is #aabbcc), any case; the # may be left out. '
    + 'In a URL query string # starts the fragment, so send it as %23 (?value=%234f7cff) or leave it out. '
    + 'Method: the base colour is mixed with white (lighter) and with black (darker) in equal steps of 1/(steps+1) in RGB: '
    + 'shade k of n has each channel c + (255 - c)·k/(n+1) toward white, or c·(n+1-k)/(n+1) toward black, rounded half up; '
    + 'so neither list reaches pure white or black, and mixing with black keeps the HSL hue and saturation. '
    + 'Both lists run from nearest the base to farthest. Each colour has hex (lower case #rrggbb), rgb {r, g, b} (0-255), '
    + 'hsl {h, s, l} (degrees and percent, one decimal) and css { rgb, hsl } strings.',
  params: z.object({
    value: z.string().max(32).describe('HEX colour such as #4f7cff or #fff (# optional; in a query string send # as %23)'),
    steps: z.number().int().min(1).max(MAX_STEPS).default(5).describe(`How many lighter and how many darker shades, 1 to ${MAX_STEPS}; default 5`),
  }),
  result: z.object({
    base: Color.apply(described, { en: 'The base colour', es: 'El color base' }),
    lighter: z.array(Color).apply(described, { en: 'The tints, as many as steps: the base mixed with white in equal steps, nearest the base first', es: 'Los tintes, tantos como steps: el color base mezclado con blanco en pasos iguales, primero el más cercano al base' }),
    darker: z.array(Color).apply(described, { en: 'The shades, as many as steps: the base mixed with black in equal steps, nearest the base first', es: 'Las sombras, tantas como steps: el color base mezclado con negro en pasos iguales, primero la más cercana al base' }),
  }),
  examples: [
    {
      title: 'two steps each way',
      params: { value: '#336699', steps: 2 },
      result: {
        base: { hex: '#336699', rgb: { r: 51, g: 102, b: 153 }, hsl: { h: 210, s: 50, l: 40 }, css: { rgb: 'rgb(51, 102, 153)', hsl: 'hsl(210, 50%, 40%)' } },
        lighter: [
          { hex: '#7799bb', rgb: { r: 119, g: 153, b: 187 }, hsl: { h: 210, s: 33.3, l: 60 }, css: { rgb: 'rgb(119, 153, 187)', hsl: 'hsl(210, 33.3%, 60%)' } },
          { hex: '#bbccdd', rgb: { r: 187, g: 204, b: 221 }, hsl: { h: 210, s: 33.3, l: 80 }, css: { rgb: 'rgb(187, 204, 221)', hsl: 'hsl(210, 33.3%, 80%)' } },
        ],
        darker: [
          { hex: '#224466', rgb: { r: 34, g: 68, b: 102 }, hsl: { h: 210, s: 50, l: 26.7 }, css: { rgb: 'rgb(34, 68, 102)', hsl: 'hsl(210, 50%, 26.7%)' } },
          { hex: '#112233', rgb: { r: 17, g: 34, b: 51 }, hsl: { h: 210, s: 50, l: 13.3 }, css: { rgb: 'rgb(17, 34, 51)', hsl: 'hsl(210, 50%, 13.3%)' } },
        ],
      },
    },
    {
      title: 'shorthand without #, one step',
      params: { value: 'F00', steps: 1 },
      result: {
        base: { hex: '#ff0000', hsl: { h: 0, s: 100, l: 50 } },
        lighter: [{ hex: '#ff8080', rgb: { r: 255, g: 128, b: 128 }, css: { hsl: 'hsl(0, 100%, 75.1%)' } }],
        darker: [{ hex: '#800000', rgb: { r: 128, g: 0, b: 0 }, css: { hsl: 'hsl(0, 100%, 25.1%)' } }],
      },
    },
  ],
  run: ({ value, steps }) => tintsAndShades(parseHex(value), steps),
  es: {
    summary: 'Tonos más claros y más oscuros de un color HEX (tintes y sombras)',
    description: 'value es un color HEX: # y 6 dígitos hexadecimales, o la forma abreviada de 3 dígitos (#abc es #aabbcc), en mayúsculas o minúsculas; el # se puede omitir. En una query string de URL # inicia el fragmento, así que envíelo como %23 (?value=%234f7cff) u omítalo. Método: el color base se mezcla con blanco (más claro) y con negro (más oscuro) en pasos iguales de 1/(steps+1) en RGB: el tono k de n tiene cada canal c + (255 - c)·k/(n+1) hacia el blanco, o c·(n+1-k)/(n+1) hacia el negro, redondeado hacia arriba en el punto medio; así ninguna lista llega al blanco o al negro puros, y mezclar con negro conserva el tono y la saturación HSL. Ambas listas van del más cercano al base al más lejano. Cada color tiene hex (#rrggbb en minúsculas), rgb {r, g, b} (0-255), hsl {h, s, l} (grados y porcentaje, con un decimal) y las cadenas css { rgb, hsl }.',
    params: {
      value: 'Color HEX como #4f7cff o #fff (# opcional; en una query string envíe # como %23)',
      steps: `Cuántos tonos más claros y cuántos más oscuros, de 1 a ${MAX_STEPS}; por defecto 5`,
    },
  },
})
