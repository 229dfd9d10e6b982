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
    css: z.string().apply(described, {
      en: 'The CSS linear-gradient() value',
      es: 'El valor CSS linear-gradient()',
      de: 'Der CSS-Wert linear-gradient()',
      fr: 'La valeur CSS linear-gradient()',
      'pt-br': 'O valor CSS linear-gradient()',
      'zh-cn': 'CSS linear-gradient() 值',
    }),
    declaration: z.string().apply(described, {
      en: 'A CSS declaration that sets it as background-image',
      es: 'Una declaración CSS que lo aplica como background-image',
      de: 'Eine CSS-Deklaration, die ihn als background-image festlegt',
      fr: 'Une déclaration CSS qui l\'applique comme background-image',
      'pt-br': 'Uma declaração CSS que o aplica como background-image',
      'zh-cn': '将其设为 background-image 的 CSS 声明',
    }),
    angle: z.number().min(0).max(360).apply(described, {
      en: 'Direction in degrees, as sent',
      es: 'Dirección en grados, tal como se envió',
      de: 'Richtung in Grad, wie gesendet',
      fr: 'Direction en degrés, telle qu\'envoyée',
      'pt-br': 'Direção em graus, como foi enviada',
      'zh-cn': '方向（度），与发送的值相同',
    }),
    from: Color.apply(described, { en: 'The start colour', es: 'El color inicial', de: 'Die Startfarbe', fr: 'La couleur de départ', 'pt-br': 'A cor inicial', 'zh-cn': '起始颜色' }),
    to: Color.apply(described, { en: 'The end colour', es: 'El color final', de: 'Die Endfarbe', fr: 'La couleur d\'arrivée', 'pt-br': 'A cor final', 'zh-cn': '结束颜色' }),
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
  de: {
    summary: 'Erstellt einen CSS-linear-gradient aus zwei HEX-Farben und einem Winkel',
    description: 'from und to sind HEX-Farben (6 Ziffern oder die 3-stellige Kurzform, Groß- oder Kleinschreibung, # optional); angle ist die Richtung des CSS-Farbverlaufs in Grad von 0 bis 360: 0 verläuft von unten nach oben, 90 (Standard) von links nach rechts, 180 von oben nach unten. css ist der Wert, mit #rrggbb-Farben in Kleinbuchstaben geschrieben, wie in linear-gradient(90deg, #4f7cff, #7c5cff); declaration ist eine fertige background-image-Regel; from und to beschreiben jede Farbe (hex, rgb, hsl, css).',
    params: {
      from: 'Startfarbe in HEX, mit oder ohne # (in einer Abfragezeichenfolge # als %23 senden); Standard: 4f7cff',
      to: 'Endfarbe in HEX, mit oder ohne # (in einer Abfragezeichenfolge # als %23 senden); Standard: 7c5cff',
      angle: 'Richtung in Grad, 0 bis 360 (Dezimalstellen erlaubt); Standard: 90 (von links nach rechts)',
    },
  },
  fr: {
    summary: 'Crée un linear-gradient CSS à partir de deux couleurs HEX et d\'un angle',
    description: 'from et to sont des couleurs HEX (6 chiffres ou la forme abrégée à 3 chiffres, en majuscules ou minuscules, # facultatif)\u00a0; angle est la direction du dégradé CSS en degrés, de 0 à 360\u00a0: 0 va du bas vers le haut, 90 (par défaut) de gauche à droite, 180 du haut vers le bas. css est la valeur, écrite avec des couleurs #rrggbb en minuscules, comme dans linear-gradient(90deg, #4f7cff, #7c5cff)\u00a0; declaration est une règle background-image prête à l\'emploi\u00a0; from et to décrivent chaque couleur (hex, rgb, hsl, css).',
    params: {
      from: 'Couleur de départ en HEX, avec ou sans # (dans une chaîne de requête, envoyez # sous la forme %23)\u00a0; 4f7cff par défaut',
      to: 'Couleur d\'arrivée en HEX, avec ou sans # (dans une chaîne de requête, envoyez # sous la forme %23)\u00a0; 7c5cff par défaut',
      angle: 'Direction en degrés, de 0 à 360 (décimales autorisées)\u00a0; 90 par défaut (de gauche à droite)',
    },
  },
  'pt-br': {
    summary: 'Cria um linear-gradient CSS a partir de duas cores HEX e um ângulo',
    description: 'from e to são cores HEX (6 dígitos ou a forma abreviada de 3, em maiúsculas ou minúsculas, # opcional); angle é a direção do gradiente CSS em graus, de 0 a 360: 0 vai de baixo para cima, 90 (padrão) da esquerda para a direita e 180 de cima para baixo. css é o valor, escrito com cores #rrggbb em minúsculas, como em linear-gradient(90deg, #4f7cff, #7c5cff); declaration é uma regra background-image pronta para uso; from e to descrevem cada cor (hex, rgb, hsl, css).',
    params: {
      from: 'Cor inicial em HEX, com ou sem # (em uma query string, envie # como %23); padrão 4f7cff',
      to: 'Cor final em HEX, com ou sem # (em uma query string, envie # como %23); padrão 7c5cff',
      angle: 'Direção em graus, de 0 a 360 (decimais permitidos); padrão 90 (da esquerda para a direita)',
    },
  },
  'zh-cn': {
    summary: '根据两种 HEX 颜色和一个角度生成 CSS linear-gradient',
    description: 'from 和 to 是 HEX 颜色（6 位或 3 位简写，不区分大小写，# 可省略）；angle 是 CSS 渐变的方向，以度为单位，取值 0 到 360：0 表示从下到上，90（默认）表示从左到右，180 表示从上到下。css 是渐变值，颜色写成小写的 #rrggbb，例如 linear-gradient(90deg, #4f7cff, #7c5cff)；declaration 是可直接使用的 background-image 规则；from 和 to 描述每种颜色（hex、rgb、hsl、css）。',
    params: {
      from: '起始颜色，HEX 格式，可带或不带 #（在查询字符串中请将 # 写成 %23）；默认 4f7cff',
      to: '结束颜色，HEX 格式，可带或不带 #（在查询字符串中请将 # 写成 %23）；默认 7c5cff',
      angle: '方向，以度为单位，0 到 360（允许小数）；默认 90（从左到右）',
    },
  },
})
