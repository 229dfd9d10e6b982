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
  de: {
    summary: 'Wandelt eine HEX-Farbe in HSL um',
    description: 'value ist eine HEX-Farbe: # und 6 Hexadezimalziffern oder die 3-stellige Kurzform (#abc ist #aabbcc), Groß- oder Kleinschreibung; das # kann weggelassen werden. In der Abfragezeichenfolge einer URL leitet # das Fragment ein; senden Sie es daher als %23 (?value=%23336699), oder lassen Sie es weg. hsl ist der Farbton in Grad [0, 360), Sättigung und Helligkeit in Prozent, jeweils auf eine Dezimalstelle gerundet (ein Grau hat Farbton 0 und Sättigung 0); css.hsl ist dasselbe als Stylesheet-Wert. Das Ergebnis beschreibt die Farbe wie generate/color: hex, rgb, hsl und css.',
    params: {
      value: 'HEX-Farbe wie #336699 oder 369 (# optional; in einer Abfragezeichenfolge # als %23 senden)',
    },
  },
  fr: {
    summary: 'Convertit une couleur HEX en HSL',
    description: 'value est une couleur HEX\u00a0: # et 6 chiffres hexadécimaux, ou la forme abrégée à 3 chiffres (#abc équivaut à #aabbcc), en majuscules ou minuscules\u00a0; le # peut être omis. Dans la chaîne de requête d\'une URL, # marque le début du fragment\u00a0: envoyez-le donc sous la forme %23 (?value=%23336699) ou omettez-le. hsl donne la teinte en degrés [0, 360), la saturation et la luminosité en pourcentage, chacune arrondie à une décimale (un gris a une teinte de 0 et une saturation de 0)\u00a0; css.hsl donne la même chose sous forme de valeur de feuille de style. Le résultat décrit la couleur comme generate/color\u00a0: hex, rgb, hsl et css.',
    params: {
      value: 'Couleur HEX comme #336699 ou 369 (# facultatif\u00a0; dans une chaîne de requête, envoyez # sous la forme %23)',
    },
  },
  'pt-br': {
    summary: 'Converte uma cor HEX em HSL',
    description: 'value é uma cor HEX: # e 6 dígitos hexadecimais, ou a forma abreviada de 3 dígitos (#abc é #aabbcc), em maiúsculas ou minúsculas; o # pode ser omitido. Em uma query string de URL, # inicia o fragmento, então envie-o como %23 (?value=%23336699) ou omita-o. hsl é o matiz em graus [0, 360) e a saturação e a luminosidade em porcentagem, cada um arredondado a uma casa decimal (um cinza tem matiz 0 e saturação 0); css.hsl é o mesmo como valor de folha de estilo. O resultado descreve a cor como generate/color: hex, rgb, hsl e css.',
    params: {
      value: 'Cor HEX como #336699 ou 369 (# opcional; em uma query string, envie # como %23)',
    },
  },
  'zh-cn': {
    summary: '将 HEX 颜色转换为 HSL',
    description: 'value 是 HEX 颜色：# 加 6 位十六进制数字，或 3 位简写（#abc 即 #aabbcc），不区分大小写；# 可以省略。在 URL 查询字符串中，# 表示片段的开始，因此请将其作为 %23 发送（?value=%23336699）或直接省略。hsl 为以度为单位的色相 [0, 360)，以及以百分比表示的饱和度和亮度，均保留一位小数（灰色的色相和饱和度均为 0）；css.hsl 是同一颜色的样式表值。结果与 generate/color 一样描述该颜色：hex、rgb、hsl 和 css。',
    params: {
      value: 'HEX 颜色，例如 #336699 或 369（# 可选；在查询字符串中请将 # 写成 %23）',
    },
  },
})
