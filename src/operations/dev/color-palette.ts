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
    base: Color.apply(described, { en: 'The base colour', es: 'El color base', de: 'Die Grundfarbe', fr: 'La couleur de base', 'pt-br': 'A cor base', 'zh-cn': '基色' }),
    lighter: z.array(Color).apply(described, {
      en: 'The tints, as many as steps: the base mixed with white in equal steps, nearest the base first',
      es: 'Los tintes, tantos como steps: el color base mezclado con blanco en pasos iguales, primero el más cercano al base',
      de: 'Die Aufhellungen, so viele wie steps: die Grundfarbe in gleichen Schritten mit Weiß gemischt, die ähnlichste zuerst',
      fr: "Les éclaircissements, autant que steps\u00a0: la couleur de base mélangée au blanc par pas égaux, la plus proche de la base en premier",
      'pt-br': 'Os clareamentos, tantos quanto steps: a cor base misturada com branco em passos iguais, o mais próximo da base primeiro',
      'zh-cn': '浅色调，数量与 steps 相同：基色按相等步长与白色混合，最接近基色的在前',
    }),
    darker: z.array(Color).apply(described, {
      en: 'The shades, as many as steps: the base mixed with black in equal steps, nearest the base first',
      es: 'Las sombras, tantas como steps: el color base mezclado con negro en pasos iguales, primero la más cercana al base',
      de: 'Die Abdunklungen, so viele wie steps: die Grundfarbe in gleichen Schritten mit Schwarz gemischt, die ähnlichste zuerst',
      fr: "Les assombrissements, autant que steps\u00a0: la couleur de base mélangée au noir par pas égaux, la plus proche de la base en premier",
      'pt-br': 'Os escurecimentos, tantos quanto steps: a cor base misturada com preto em passos iguais, o mais próximo da base primeiro',
      'zh-cn': '深色调，数量与 steps 相同：基色按相等步长与黑色混合，最接近基色的在前',
    }),
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
  de: {
    summary: 'Hellere und dunklere Abstufungen einer HEX-Farbe (Aufhellungen und Abdunklungen)',
    description: 'value ist eine HEX-Farbe: # und 6 Hexadezimalziffern oder die 3-stellige Kurzform (#abc ist #aabbcc), in beliebiger Groß-/Kleinschreibung; das # kann weggelassen werden. In einer URL-Abfragezeichenfolge leitet # das Fragment ein, senden Sie es daher als %23 (?value=%234f7cff) oder lassen Sie es weg. Verfahren: Die Grundfarbe wird in gleichen Schritten von 1/(steps+1) in RGB mit Weiß (heller) und mit Schwarz (dunkler) gemischt: Abstufung k von n hat für jeden Kanal c + (255 - c)·k/(n+1) in Richtung Weiß oder c·(n+1-k)/(n+1) in Richtung Schwarz, kaufmännisch gerundet; daher erreicht keine der Listen reines Weiß oder Schwarz, und das Mischen mit Schwarz erhält Farbton und Sättigung in HSL. Beide Listen reichen von der ähnlichsten zur entferntesten Abstufung. Jede Farbe hat hex (#rrggbb in Kleinbuchstaben), rgb {r, g, b} (0-255), hsl {h, s, l} (Grad und Prozent, eine Nachkommastelle) und die Zeichenfolgen css { rgb, hsl }.',
    params: {
      value: 'HEX-Farbe wie #4f7cff oder #fff (# optional; in einer Abfragezeichenfolge # als %23 senden)',
      steps: `Wie viele hellere und wie viele dunklere Abstufungen, 1 bis ${MAX_STEPS}; Standard: 5`,
    },
  },
  fr: {
    summary: "Nuances plus claires et plus foncées d'une couleur HEX (éclaircissements et assombrissements)",
    description: "value est une couleur HEX\u00a0: # et 6 chiffres hexadécimaux, ou la forme abrégée à 3 chiffres (#abc équivaut à #aabbcc), en majuscules ou en minuscules\u00a0; le # peut être omis. Dans la chaîne de requête d'une URL, # commence le fragment\u00a0: envoyez-le donc sous la forme %23 (?value=%234f7cff) ou omettez-le. Méthode\u00a0: la couleur de base est mélangée au blanc (plus clair) et au noir (plus foncé) par pas égaux de 1/(steps+1) en RGB\u00a0: la nuance k sur n a pour chaque canal c + (255 - c)·k/(n+1) vers le blanc, ou c·(n+1-k)/(n+1) vers le noir, arrondi au demi supérieur\u00a0; ainsi aucune liste n'atteint le blanc ou le noir purs, et le mélange avec le noir conserve la teinte et la saturation HSL. Les deux listes vont de la plus proche de la base à la plus éloignée. Chaque couleur comporte hex (#rrggbb en minuscules), rgb {r, g, b} (0-255), hsl {h, s, l} (degrés et pourcentage, une décimale) et les chaînes css { rgb, hsl }.",
    params: {
      value: "Couleur HEX comme #4f7cff ou #fff (# facultatif\u00a0; dans une chaîne de requête, envoyez # sous la forme %23)",
      steps: `Nombre de nuances plus claires et de nuances plus foncées, de 1 à ${MAX_STEPS}\u00a0; 5 par défaut`,
    },
  },
  'pt-br': {
    summary: 'Tons mais claros e mais escuros de uma cor HEX (clareamentos e escurecimentos)',
    description: 'value é uma cor HEX: # e 6 dígitos hexadecimais, ou a forma abreviada de 3 dígitos (#abc é #aabbcc), em maiúsculas ou minúsculas; o # pode ser omitido. Em uma query string de URL, # inicia o fragmento, então envie-o como %23 (?value=%234f7cff) ou omita-o. Método: a cor base é misturada com branco (mais claro) e com preto (mais escuro) em passos iguais de 1/(steps+1) em RGB: o tom k de n tem cada canal c + (255 - c)·k/(n+1) em direção ao branco, ou c·(n+1-k)/(n+1) em direção ao preto, arredondado para cima no meio; assim nenhuma lista chega ao branco ou ao preto puros, e misturar com preto conserva a matiz e a saturação HSL. As duas listas vão do mais próximo da base ao mais distante. Cada cor tem hex (#rrggbb em minúsculas), rgb {r, g, b} (0-255), hsl {h, s, l} (graus e porcentagem, com uma casa decimal) e as cadeias css { rgb, hsl }.',
    params: {
      value: 'Cor HEX como #4f7cff ou #fff (# opcional; em uma query string, envie # como %23)',
      steps: `Quantos tons mais claros e quantos mais escuros, de 1 a ${MAX_STEPS}; padrão 5`,
    },
  },
  'zh-cn': {
    summary: 'HEX 颜色的浅色调和深色调（tint 和 shade）',
    description: 'value 是 HEX 颜色：# 加 6 位十六进制数字，或 3 位简写形式（#abc 即 #aabbcc），不区分大小写；# 可以省略。在 URL 查询字符串中，# 表示片段的开始，因此请将其作为 %23 发送（?value=%234f7cff）或省略。方法：在 RGB 中将基色以 1/(steps+1) 的相等步长分别与白色（变浅）和黑色（变深）混合：n 级中的第 k 级，每个通道朝白色为 c + (255 - c)·k/(n+1)，朝黑色为 c·(n+1-k)/(n+1)，四舍五入；因此两个列表都不会达到纯白或纯黑，且与黑色混合会保持 HSL 色相和饱和度不变。两个列表都按从最接近基色到最远的顺序排列。每种颜色包含 hex（小写 #rrggbb）、rgb {r, g, b}（0-255）、hsl {h, s, l}（度和百分比，保留一位小数）以及 css { rgb, hsl } 字符串。',
    params: {
      value: 'HEX 颜色，如 #4f7cff 或 #fff（# 可选；在查询字符串中请将 # 作为 %23 发送）',
      steps: `浅色调和深色调各有多少个，1 到 ${MAX_STEPS}；默认为 5`,
    },
  },
})
