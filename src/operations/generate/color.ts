import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
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

const triple = <K extends string>(keys: readonly [K, K, K, ...K[]], words: Record<K, FieldWords>) =>
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
    input_format: z.enum(CSS_INPUT_FORMATS).apply(described, {
      en: 'How value was read: hex, rgb, named, hsl, hwb, lab, lch, oklab, oklch or color',
      es: 'Cómo se leyó value: hex, rgb, named, hsl, hwb, lab, lch, oklab, oklch o color',
      de: 'Wie value gelesen wurde: hex, rgb, named, hsl, hwb, lab, lch, oklab, oklch oder color',
      fr: 'Comment value a été lu\u00a0: hex, rgb, named, hsl, hwb, lab, lch, oklab, oklch ou color',
      'pt-br': 'Como value foi lido: hex, rgb, named, hsl, hwb, lab, lch, oklab, oklch ou color',
      'zh-cn': 'value 的读取方式：hex、rgb、named、hsl、hwb、lab、lch、oklab、oklch 或 color',
    }),
    hwb: triple(['h', 'w', 'b'], {
      h: {
        en: 'Hue in degrees, as in hsl',
        es: 'Tono en grados, como en hsl',
        de: 'Farbton in Grad, wie in hsl',
        fr: 'Teinte en degrés, comme dans hsl',
        'pt-br': 'Matiz em graus, como em hsl',
        'zh-cn': '色相（度），与 hsl 中相同',
      },
      w: {
        en: 'Whiteness in percent, one decimal',
        es: 'Blancura en porcentaje, con un decimal',
        de: 'Weißanteil in Prozent, eine Dezimalstelle',
        fr: 'Blancheur en pourcentage, avec une décimale',
        'pt-br': 'Brancura em porcentagem, com uma casa decimal',
        'zh-cn': '白度（百分比），保留一位小数',
      },
      b: {
        en: 'Blackness in percent, one decimal',
        es: 'Negrura en porcentaje, con un decimal',
        de: 'Schwarzanteil in Prozent, eine Dezimalstelle',
        fr: 'Noirceur en pourcentage, avec une décimale',
        'pt-br': 'Negrura em porcentagem, com uma casa decimal',
        'zh-cn': '黑度（百分比），保留一位小数',
      },
    }).apply(described, {
      en: 'Hue, whiteness and blackness (CSS hwb())',
      es: 'Tono, blancura y negrura (hwb() de CSS)',
      de: 'Farbton, Weiß- und Schwarzanteil (CSS hwb())',
      fr: 'Teinte, blancheur et noirceur (hwb() en CSS)',
      'pt-br': 'Matiz, brancura e negrura (hwb() do CSS)',
      'zh-cn': '色相、白度和黑度（CSS hwb()）',
    }),
    cmyk: triple(['c', 'm', 'y', 'k'], {
      c: {
        en: 'Cyan in percent, one decimal',
        es: 'Cian en porcentaje, con un decimal',
        de: 'Cyan in Prozent, eine Dezimalstelle',
        fr: 'Cyan en pourcentage, avec une décimale',
        'pt-br': 'Ciano em porcentagem, com uma casa decimal',
        'zh-cn': '青色（百分比），保留一位小数',
      },
      m: {
        en: 'Magenta in percent, one decimal',
        es: 'Magenta en porcentaje, con un decimal',
        de: 'Magenta in Prozent, eine Dezimalstelle',
        fr: 'Magenta en pourcentage, avec une décimale',
        'pt-br': 'Magenta em porcentagem, com uma casa decimal',
        'zh-cn': '品红（百分比），保留一位小数',
      },
      y: {
        en: 'Yellow in percent, one decimal',
        es: 'Amarillo en porcentaje, con un decimal',
        de: 'Gelb in Prozent, eine Dezimalstelle',
        fr: 'Jaune en pourcentage, avec une décimale',
        'pt-br': 'Amarelo em porcentagem, com uma casa decimal',
        'zh-cn': '黄色（百分比），保留一位小数',
      },
      k: {
        en: 'Black (key) in percent, one decimal',
        es: 'Negro (clave) en porcentaje, con un decimal',
        de: 'Schwarz (Key) in Prozent, eine Dezimalstelle',
        fr: 'Noir (key) en pourcentage, avec une décimale',
        'pt-br': 'Preto (key) em porcentagem, com uma casa decimal',
        'zh-cn': '黑色（key，百分比），保留一位小数',
      },
    }).apply(described, {
      en: 'Cyan, magenta, yellow and black by the simple formula K = 1 - max(R, G, B), without a print profile',
      es: 'Cian, magenta, amarillo y negro por la fórmula simple K = 1 - max(R, G, B), sin perfil de impresión',
      de: 'Cyan, Magenta, Gelb und Schwarz nach der einfachen Formel K = 1 - max(R, G, B), ohne Druckprofil',
      fr: 'Cyan, magenta, jaune et noir selon la formule simple K = 1 - max(R, G, B), sans profil d\'impression',
      'pt-br': 'Ciano, magenta, amarelo e preto pela fórmula simples K = 1 - max(R, G, B), sem perfil de impressão',
      'zh-cn': '按简单公式 K = 1 - max(R, G, B) 计算的青、品红、黄、黑，不使用印刷配置文件',
    }),
    lab: triple(['l', 'a', 'b'], {
      l: {
        en: 'Lightness, 0-100, two decimals',
        es: 'Luminosidad, 0-100, con dos decimales',
        de: 'Helligkeit, 0-100, zwei Dezimalstellen',
        fr: 'Luminosité, 0-100, avec deux décimales',
        'pt-br': 'Luminosidade, 0-100, com duas casas decimais',
        'zh-cn': '亮度，0-100，保留两位小数',
      },
      a: {
        en: 'Green (negative) to red (positive) axis, two decimals',
        es: 'Eje de verde (negativo) a rojo (positivo), con dos decimales',
        de: 'Achse von Grün (negativ) bis Rot (positiv), zwei Dezimalstellen',
        fr: 'Axe du vert (négatif) au rouge (positif), avec deux décimales',
        'pt-br': 'Eixo do verde (negativo) ao vermelho (positivo), com duas casas decimais',
        'zh-cn': '绿（负）到红（正）轴，保留两位小数',
      },
      b: {
        en: 'Blue (negative) to yellow (positive) axis, two decimals',
        es: 'Eje de azul (negativo) a amarillo (positivo), con dos decimales',
        de: 'Achse von Blau (negativ) bis Gelb (positiv), zwei Dezimalstellen',
        fr: 'Axe du bleu (négatif) au jaune (positif), avec deux décimales',
        'pt-br': 'Eixo do azul (negativo) ao amarelo (positivo), com duas casas decimais',
        'zh-cn': '蓝（负）到黄（正）轴，保留两位小数',
      },
    }).apply(described, {
      en: 'CIE Lab with the D50 white point, as CSS lab()',
      es: 'CIE Lab con el punto blanco D50, como lab() de CSS',
      de: 'CIE Lab mit dem Weißpunkt D50, wie CSS lab()',
      fr: 'CIE Lab avec le point blanc D50, comme lab() en CSS',
      'pt-br': 'CIE Lab com o ponto branco D50, como lab() do CSS',
      'zh-cn': '采用 D50 白点的 CIE Lab，与 CSS lab() 相同',
    }),
    lch: triple(['l', 'c', 'h'], {
      l: {
        en: 'Lightness, 0-100, two decimals',
        es: 'Luminosidad, 0-100, con dos decimales',
        de: 'Helligkeit, 0-100, zwei Dezimalstellen',
        fr: 'Luminosité, 0-100, avec deux décimales',
        'pt-br': 'Luminosidade, 0-100, com duas casas decimais',
        'zh-cn': '亮度，0-100，保留两位小数',
      },
      c: {
        en: 'Chroma, two decimals',
        es: 'Croma, con dos decimales',
        de: 'Chroma, zwei Dezimalstellen',
        fr: 'Chroma, avec deux décimales',
        'pt-br': 'Croma, com duas casas decimais',
        'zh-cn': '色度，保留两位小数',
      },
      h: {
        en: 'Hue in degrees, two decimals (0 for a grey)',
        es: 'Tono en grados, con dos decimales (0 para un gris)',
        de: 'Farbton in Grad, zwei Dezimalstellen (0 bei einem Grau)',
        fr: 'Teinte en degrés, avec deux décimales (0 pour un gris)',
        'pt-br': 'Matiz em graus, com duas casas decimais (0 para um cinza)',
        'zh-cn': '色相（度），保留两位小数（灰色为 0）',
      },
    }).apply(described, {
      en: 'CIE LCh with the D50 white point, as CSS lch()',
      es: 'CIE LCh con el punto blanco D50, como lch() de CSS',
      de: 'CIE LCh mit dem Weißpunkt D50, wie CSS lch()',
      fr: 'CIE LCh avec le point blanc D50, comme lch() en CSS',
      'pt-br': 'CIE LCh com o ponto branco D50, como lch() do CSS',
      'zh-cn': '采用 D50 白点的 CIE LCh，与 CSS lch() 相同',
    }),
    oklch: triple(['l', 'c', 'h'], {
      l: {
        en: 'Lightness from 0 to 1, four decimals',
        es: 'Luminosidad de 0 a 1, con cuatro decimales',
        de: 'Helligkeit von 0 bis 1, vier Dezimalstellen',
        fr: 'Luminosité de 0 à 1, avec quatre décimales',
        'pt-br': 'Luminosidade de 0 a 1, com quatro casas decimais',
        'zh-cn': '亮度，0 到 1，保留四位小数',
      },
      c: {
        en: 'Chroma, four decimals',
        es: 'Croma, con cuatro decimales',
        de: 'Chroma, vier Dezimalstellen',
        fr: 'Chroma, avec quatre décimales',
        'pt-br': 'Croma, com quatro casas decimais',
        'zh-cn': '色度，保留四位小数',
      },
      h: {
        en: 'Hue in degrees, two decimals (0 for a grey)',
        es: 'Tono en grados, con dos decimales (0 para un gris)',
        de: 'Farbton in Grad, zwei Dezimalstellen (0 bei einem Grau)',
        fr: 'Teinte en degrés, avec deux décimales (0 pour un gris)',
        'pt-br': 'Matiz em graus, com duas casas decimais (0 para um cinza)',
        'zh-cn': '色相（度），保留两位小数（灰色为 0）',
      },
    }).apply(described, {
      en: 'OKLCh, as CSS oklch()',
      es: 'OKLCh, como oklch() de CSS',
      de: 'OKLCh, wie CSS oklch()',
      fr: 'OKLCh, comme oklch() en CSS',
      'pt-br': 'OKLCh, como oklch() do CSS',
      'zh-cn': 'OKLCh，与 CSS oklch() 相同',
    }),
    alpha: z.number().min(0).max(1).apply(described, {
      en: 'Opacity from 0 (transparent) to 1 (opaque), four decimals',
      es: 'Opacidad de 0 (transparente) a 1 (opaca), con cuatro decimales',
      de: 'Deckkraft von 0 (transparent) bis 1 (deckend), vier Dezimalstellen',
      fr: 'Opacité de 0 (transparent) à 1 (opaque), avec quatre décimales',
      'pt-br': 'Opacidade de 0 (transparente) a 1 (opaca), com quatro casas decimais',
      'zh-cn': '不透明度，0（透明）到 1（不透明），保留四位小数',
    }),
    in_srgb: z.boolean().apply(described, {
      en: 'Whether the colour lies in sRGB; when false, hex, rgb, hsl, hwb and cmyk are of the gamut-mapped colour',
      es: 'Si el color está dentro de sRGB; si es false, hex, rgb, hsl, hwb y cmyk son del color ajustado a la gama',
      de: 'Ob die Farbe in sRGB liegt; bei false gelten hex, rgb, hsl, hwb und cmyk für die per Gamut-Mapping angepasste Farbe',
      fr: 'Indique si la couleur se trouve dans sRGB\u00a0; si false, hex, rgb, hsl, hwb et cmyk sont ceux de la couleur ramenée dans le gamut',
      'pt-br': 'Se a cor está dentro do sRGB; quando false, hex, rgb, hsl, hwb e cmyk são da cor ajustada à gama',
      'zh-cn': '颜色是否位于 sRGB 内；为 false 时，hex、rgb、hsl、hwb 和 cmyk 为经色域映射后的颜色',
    }),
    name: z.string().apply(described, {
      en: 'The CSS named colour: the exact one, else the nearest by CIEDE2000',
      es: 'El color con nombre de CSS: el exacto, o si no el más cercano por CIEDE2000',
      de: 'Die benannte CSS-Farbe: die exakte, sonst die nach CIEDE2000 nächstgelegene',
      fr: 'La couleur nommée CSS\u00a0: la couleur exacte, sinon la plus proche selon CIEDE2000',
      'pt-br': 'A cor nomeada do CSS: a exata ou, se não houver, a mais próxima por CIEDE2000',
      'zh-cn': 'CSS 命名颜色：完全一致的颜色，否则为按 CIEDE2000 最接近的颜色',
    }),
    name_distance: z.number().min(0).apply(described, {
      en: 'CIEDE2000 difference (ΔE00) to the named colour, two decimals; 0 when exact',
      es: 'Diferencia CIEDE2000 (ΔE00) con el color con nombre, con dos decimales; 0 cuando es exacto',
      de: 'CIEDE2000-Abstand (ΔE00) zur benannten Farbe, zwei Dezimalstellen; 0 bei exakter Übereinstimmung',
      fr: 'Écart CIEDE2000 (ΔE00) avec la couleur nommée, avec deux décimales\u00a0; 0 si elle est exacte',
      'pt-br': 'Diferença CIEDE2000 (ΔE00) em relação à cor nomeada, com duas casas decimais; 0 quando é exata',
      'zh-cn': '与命名颜色的 CIEDE2000 色差（ΔE00），保留两位小数；完全一致时为 0',
    }),
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
  de: {
    summary: 'Wandelt eine Farbe zwischen HEX, RGB, HSL, HWB, CMYK, Lab, LCh und OKLCh um und benennt sie',
    description: 'value ist eine HEX-Farbe (# und 6 Hexadezimalziffern oder die 3-stellige Kurzform, bei der #abc für #aabbcc steht; #rgba und #rrggbbaa fügen Deckkraft hinzu; Groß- oder Kleinschreibung; das # kann weggelassen werden), ein RGB-Tripel: drei ganze Zahlen von 0 bis 255, durch Kommas oder Leerzeichen getrennt, optional in rgb( ), etwa „255, 0, 128“, oder jede andere Farbe nach CSS Color 4: ein Name (rebeccapurple, transparent), rgb() und rgba() mit Prozentwerten oder Alpha („rgb(255 0 0 / 50%)“), hsl(), hwb(), lab(), lch(), oklab(), oklch() oder color() (srgb, display-p3, rec2020…). In der Abfragezeichenfolge einer URL leitet # das Fragment ein; senden Sie es daher als %23 (?value=%23ff0080), oder lassen Sie es weg. Ein Wert aus nur drei Ziffern, etwa 123, wird als HEX-Kurzform gelesen. Das Ergebnis liefert die Farbe in allen Formen: hex (#rrggbb in Kleinbuchstaben), rgb {r, g, b}, hsl {h, s, l} (Farbton in Grad, Sättigung und Helligkeit in Prozent, eine Dezimalstelle) und die Zeichenfolgen css { rgb, hsl }; input_format gibt an, wie value gelesen wurde. Hinzu kommen hwb (Farbton, Weiß- und Schwarzanteil in Prozent) und cmyk (Prozent, über K = 1 - max(R, G, B), ohne ICC-Profil), beide aus der 8-Bit-RGB-Farbe; lab und lch (CIE Lab und LCh mit dem Weißpunkt D50, wie CSS lab() und lch() sie definieren) und oklch (L von 0 bis 1), berechnet aus der Farbe, wie sie geschrieben wurde; alpha (Deckkraft 0-1; hex, rgb und die anderen 8-Bit-Formen lassen sie weg); name: der CSS-Name, mit dem sie geschrieben wurde, oder die benannte Farbe mit demselben 8-Bit-RGB (aqua vor cyan, gray vor grey), andernfalls die nach CIEDE2000 nächstgelegene benannte Farbe, mit name_distance als ihrem ΔE00 (0 bei exakter Übereinstimmung; unter etwa 2 kaum zu unterscheiden). Eine Farbe außerhalb von sRGB (eine kräftige lab()-, lch()-, oklch()- oder display-p3-Farbe; in_srgb false) wird für hex, rgb, hsl, hwb und cmyk durch das Gamut-Mapping von CSS Color 4 in sRGB gebracht (indem ihr OKLCh-Chroma gesenkt wird).',
    params: {
      value: 'Eine Farbe: HEX wie #ff0080 oder ff0080, ein RGB-Tripel wie 255, 0, 128, ein CSS-Name wie rebeccapurple oder eine CSS-Funktion wie hsl(330 100% 50%) oder oklch(0.63 0.26 29)',
    },
  },
  fr: {
    summary: 'Convertit une couleur entre HEX, RGB, HSL, HWB, CMYK, Lab, LCh et OKLCh, et lui donne un nom',
    description: 'value est une couleur HEX (# et 6 chiffres hexadécimaux, ou la forme abrégée à 3 chiffres où #abc équivaut à #aabbcc\u00a0; #rgba et #rrggbbaa ajoutent l\'opacité\u00a0; en majuscules ou minuscules\u00a0; le # peut être omis), un triplet RGB\u00a0: trois nombres entiers de 0 à 255 séparés par des virgules ou des espaces, éventuellement dans rgb( ), comme « 255, 0, 128 », ou toute autre couleur CSS Color 4\u00a0: un nom (rebeccapurple, transparent), rgb() et rgba() avec des pourcentages ou une valeur alpha (« rgb(255 0 0 / 50%) »), hsl(), hwb(), lab(), lch(), oklab(), oklch() ou color() (srgb, display-p3, rec2020…). Dans la chaîne de requête d\'une URL, # marque le début du fragment\u00a0: envoyez-le donc sous la forme %23 (?value=%23ff0080) ou omettez-le. Une valeur de trois chiffres seuls, comme 123, est lue comme une forme abrégée HEX. Le résultat donne la couleur sous toutes ses formes\u00a0: hex (#rrggbb en minuscules), rgb {r, g, b}, hsl {h, s, l} (teinte en degrés, saturation et luminosité en pourcentage, avec une décimale) et les chaînes css { rgb, hsl }\u00a0; input_format indique comment value a été lu. S\'y ajoutent hwb (teinte, blancheur et noirceur en pourcentage) et cmyk (en pourcentage, par K = 1 - max(R, G, B), sans profil ICC), tous deux calculés à partir de la couleur RGB 8 bits\u00a0; lab et lch (CIE Lab et LCh avec le point blanc D50, tels que les définissent lab() et lch() en CSS) et oklch (L de 0 à 1), calculés à partir de la couleur telle qu\'elle a été écrite\u00a0; alpha (opacité de 0 à 1\u00a0; hex, rgb et les autres formes 8 bits l\'omettent)\u00a0; name\u00a0: le nom CSS avec lequel la couleur a été écrite, ou la couleur nommée ayant le même RGB 8 bits (aqua avant cyan, gray avant grey), ou à défaut la couleur nommée la plus proche selon CIEDE2000, avec name_distance son ΔE00 (0 si elle est exacte\u00a0; en dessous d\'environ 2, les couleurs sont difficiles à distinguer). Une couleur hors de sRGB (une couleur lab(), lch(), oklch() ou display-p3 très vive\u00a0; in_srgb false) y est ramenée par le mappage de gamut de CSS Color 4 (en réduisant son chroma OKLCh) pour hex, rgb, hsl, hwb et cmyk.',
    params: {
      value: 'Une couleur\u00a0: HEX comme #ff0080 ou ff0080, un triplet RGB comme 255, 0, 128, un nom CSS comme rebeccapurple, ou une fonction CSS comme hsl(330 100% 50%) ou oklch(0.63 0.26 29)',
    },
  },
  'pt-br': {
    summary: 'Converte uma cor entre HEX, RGB, HSL, HWB, CMYK, Lab, LCh e OKLCh e dá nome a ela',
    description: 'value é uma cor HEX (# e 6 dígitos hexadecimais, ou a forma abreviada de 3 dígitos em que #abc é #aabbcc; #rgba e #rrggbbaa acrescentam opacidade; em maiúsculas ou minúsculas; o # pode ser omitido), um trio RGB: três números inteiros de 0 a 255 separados por vírgulas ou espaços, opcionalmente dentro de rgb( ), como "255, 0, 128", ou qualquer outra cor do CSS Color 4: um nome (rebeccapurple, transparent), rgb() e rgba() com porcentagens ou alfa ("rgb(255 0 0 / 50%)"), hsl(), hwb(), lab(), lch(), oklab(), oklch() ou color() (srgb, display-p3, rec2020…). Em uma query string de URL, # inicia o fragmento, então envie-o como %23 (?value=%23ff0080) ou omita-o. Um valor de apenas três dígitos, como 123, é lido como a forma abreviada HEX. O resultado traz a cor em todas as formas: hex (#rrggbb em minúsculas), rgb {r, g, b}, hsl {h, s, l} (matiz em graus, saturação e luminosidade em porcentagem, com uma casa decimal) e as cadeias css { rgb, hsl }; input_format indica como value foi lido. Acrescenta hwb (matiz, brancura e negrura em porcentagem) e cmyk (porcentagens, por K = 1 - max(R, G, B), sem perfil ICC), ambos a partir da cor RGB de 8 bits; lab e lch (CIE Lab e LCh com o ponto branco D50, como lab() e lch() do CSS os definem) e oklch (L de 0 a 1), calculados a partir da cor como foi escrita; alpha (opacidade de 0 a 1; hex, rgb e as demais formas de 8 bits a omitem); name: o nome CSS com que a cor foi escrita, ou a cor nomeada com o mesmo RGB de 8 bits (aqua antes de cyan, gray antes de grey), ou então a cor nomeada mais próxima por CIEDE2000, com name_distance como seu ΔE00 (0 quando é exata; abaixo de cerca de 2, é difícil distinguir as cores). Uma cor fora do sRGB (uma cor lab(), lch(), oklch() ou display-p3 muito viva; in_srgb false) é trazida para dentro dele pelo mapeamento de gama do CSS Color 4 (reduzindo seu croma OKLCh) para hex, rgb, hsl, hwb e cmyk.',
    params: {
      value: 'Uma cor: HEX como #ff0080 ou ff0080, um trio RGB como 255, 0, 128, um nome CSS como rebeccapurple ou uma função CSS como hsl(330 100% 50%) ou oklch(0.63 0.26 29)',
    },
  },
  'zh-cn': {
    summary: '在 HEX、RGB、HSL、HWB、CMYK、Lab、LCh 和 OKLCh 之间转换颜色，并给出其名称',
    description: 'value 可以是 HEX 颜色（# 加 6 位十六进制数字，或 3 位简写，#abc 即 #aabbcc；#rgba 和 #rrggbbaa 增加不透明度；不区分大小写；# 可省略），可以是 RGB 三元组：三个 0-255 的整数，以逗号或空格分隔，可放在 rgb( ) 中，例如“255, 0, 128”，也可以是任何其他 CSS Color 4 颜色：名称（rebeccapurple、transparent）、带百分比或 alpha 的 rgb() 和 rgba()（“rgb(255 0 0 / 50%)”）、hsl()、hwb()、lab()、lch()、oklab()、oklch() 或 color()（srgb、display-p3、rec2020…）。在 URL 查询字符串中，# 表示片段的开始，因此请将其作为 %23 发送（?value=%23ff0080）或直接省略。只有三位数字的值（如 123）按 HEX 简写读取。结果给出该颜色的各种形式：hex（小写 #rrggbb）、rgb {r, g, b}、hsl {h, s, l}（色相以度为单位，饱和度和亮度以百分比表示，保留一位小数）以及 css { rgb, hsl } 字符串；input_format 说明 value 的读取方式。此外还给出 hwb（色相、白度、黑度，以百分比表示）和 cmyk（百分比，按 K = 1 - max(R, G, B) 计算，不使用 ICC 配置文件），二者均基于 8 位 RGB 颜色；lab 和 lch（采用 D50 白点的 CIE Lab 和 LCh，与 CSS lab() 和 lch() 的定义一致）以及 oklch（L 取 0 到 1），均按所写的颜色计算；alpha（不透明度 0-1；hex、rgb 等 8 位形式不含该值）；name：书写时所用的 CSS 名称，或 8 位 RGB 相同的命名颜色（aqua 优先于 cyan，gray 优先于 grey），否则为按 CIEDE2000 最接近的命名颜色，name_distance 为其 ΔE00（完全一致时为 0；小于约 2 时肉眼难以区分）。对于 sRGB 之外的颜色（鲜艳的 lab()、lch()、oklch() 或 display-p3 颜色；in_srgb 为 false），hex、rgb、hsl、hwb 和 cmyk 会通过 CSS Color 4 的色域映射（降低其 OKLCh 色度）将其映射到 sRGB 内。',
    params: {
      value: '颜色：HEX，如 #ff0080 或 ff0080；RGB 三元组，如 255, 0, 128；CSS 名称，如 rebeccapurple；或 CSS 函数，如 hsl(330 100% 50%) 或 oklch(0.63 0.26 29)',
    },
  },
})
