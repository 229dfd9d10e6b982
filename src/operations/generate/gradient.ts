import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'
import { Color } from '../kits/text-results.ts'
import { describeColor, parseHex } from '../../lib/image/color.ts'

const hexParam = (fallback: string, role: string) => z.string().max(32).default(fallback)
  .describe(`${role} colour in HEX, with or without # (in a query string send # as %23); default ${fallback}`)

export default defineOperation({
  category: 'generate',
  name: 'gradient',
  input: 'query',
  summary: 'Build a CSS linear-gradient from two HEX colours and an angle',
  description: 'from and to are HEX colours (6 digits or the 3-digit shorthand, any case, # optional); '
    + 'angle is the CSS gradient direction in degrees from 0 to 360: 0 runs bottom to top, 90 (default) left to right, 180 top to bottom. '
    + 'css is the value, written with lower case #rrggbb colours, as in linear-gradient(90deg, #4f7cff, #7c5cff); '
    + 'declaration is a ready background-image rule; from and to describe each colour (hex, rgb, hsl, css).',
  params: z.object({
    from: hexParam('4f7cff', 'Start'),
    to: hexParam('7c5cff', 'End'),
    angle: z.number().min(0).max(360).default(90).describe('Direction in degrees, 0 to 360 (decimals allowed); default 90 (left to right)'),
  }),
  result: z.object({
    css: z.string().apply(described, { en: 'The CSS linear-gradient() value', es: 'El valor CSS linear-gradient()' }),
    declaration: z.string().apply(described, { en: 'A CSS declaration that sets it as background-image', es: 'Una declaración CSS que lo aplica como background-image' }),
    angle: z.number().min(0).max(360).apply(described, { en: 'Direction in degrees, as sent', es: 'Dirección en grados, tal como se envió' }),
    from: Color.apply(described, { en: 'The start colour', es: 'El color inicial' }),
    to: Color.apply(described, { en: 'The end colour', es: 'El color final' }),
  }),
  chain: { gives: 'result.css' },
  examples: [
    {
      title: 'the defaults',
      params: {},
      result: { css: 'linear-gradient(90deg, #4f7cff, #7c5cff)', declaration: 'background-image: linear-gradient(90deg, #4f7cff, #7c5cff);', angle: 90 },
    },
    {
      title: 'top to bottom, shorthand colours',
      params: { from: '#FFF', to: '000', angle: 180 },
      result: { css: 'linear-gradient(180deg, #ffffff, #000000)', from: { hex: '#ffffff' }, to: { hex: '#000000' } },
    },
  ],
  run: ({ from, to, angle }) => {
    const start = describeColor(parseHex(from, 'from'))
    const end = describeColor(parseHex(to, 'to'))
    const css = `linear-gradient(${angle}deg, ${start.hex}, ${end.hex})`
    return { css, declaration: `background-image: ${css};`, angle, from: start, to: end }
  },
  es: {
    summary: 'Construye un linear-gradient de CSS a partir de dos colores HEX y un ángulo',
    description: 'from y to son colores HEX (6 dígitos o la forma abreviada de 3, en mayúsculas o minúsculas, # opcional); angle es la dirección del degradado CSS en grados, de 0 a 360: 0 va de abajo arriba, 90 (por defecto) de izquierda a derecha y 180 de arriba abajo. css es el valor, escrito con colores #rrggbb en minúsculas, como en linear-gradient(90deg, #4f7cff, #7c5cff); declaration es una regla background-image lista para usar; from y to describen cada color (hex, rgb, hsl, css).',
    params: {
      from: 'Color inicial en HEX, con o sin # (en una query string envíe # como %23); por defecto 4f7cff',
      to: 'Color final en HEX, con o sin # (en una query string envíe # como %23); por defecto 7c5cff',
      angle: 'Dirección en grados, de 0 a 360 (se admiten decimales); por defecto 90 (de izquierda a derecha)',
    },
  },
})
