import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { Color } from '../kits/text-results.ts'
import { describeColor, parseHex } from '../../lib/image/color.ts'

export default defineOperation({
  category: 'generate',
  name: 'hsl',
  input: 'query',
  summary: 'Convert a HEX colour to HSL',
  description: 'value is a HEX colour: # and 6 hex digits, or the 3-digit shorthand (#abc is #aabbcc), any case; the # may be left out. '
    + 'In a URL query string # starts the fragment, so send it as %23 (?value=%23336699) or leave it out. '
    + 'hsl is hue in degrees [0, 360), saturation and lightness in percent, each rounded to one decimal (a grey has hue 0 and saturation 0); '
    + 'css.hsl is the same as a stylesheet value. The result describes the colour like generate/color: hex, rgb, hsl and css.',
  params: z.object({
    value: z.string().max(32).describe('HEX colour such as #336699 or 369 (# optional; in a query string send # as %23)'),
  }),
  result: Color,
  chain: { gives: 'result.css.hsl' },
  examples: [
    {
      title: 'a steel blue',
      params: { value: '#336699' },
      result: { hex: '#336699', hsl: { h: 210, s: 50, l: 40 }, css: { hsl: 'hsl(210, 50%, 40%)' } },
    },
    {
      title: 'shorthand without #',
      params: { value: 'f80' },
      result: { hex: '#ff8800', rgb: { r: 255, g: 136, b: 0 }, hsl: { h: 32, s: 100, l: 50 }, css: { hsl: 'hsl(32, 100%, 50%)' } },
    },
  ],
  run: ({ value }) => describeColor(parseHex(value)),
  es: {
    summary: 'Convierte un color HEX a HSL',
    description: 'value es un color HEX: # y 6 dígitos hexadecimales, o la forma abreviada de 3 dígitos (#abc es #aabbcc), en mayúsculas o minúsculas; el # se puede omitir. En una query string de URL # inicia el fragmento, así que envíelo como %23 (?value=%23336699) u omítalo. hsl es el tono en grados [0, 360) y la saturación y la luminosidad en porcentaje, cada uno redondeado a un decimal (un gris tiene tono 0 y saturación 0); css.hsl es lo mismo como valor de hoja de estilo. El resultado describe el color como generate/color: hex, rgb, hsl y css.',
    params: {
      value: 'Color HEX como #336699 o 369 (# opcional; en una query string envíe # como %23)',
    },
  },
})
