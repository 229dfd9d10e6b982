import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described, type FieldWords } from '../../core/field-words.ts'
import { CSS_COLOR_MAX, readCssColor, roundTo, toBytes } from '../../lib/colors/css.ts'
import { apcaLc, opaquePair, wcagRatio } from '../../lib/colors/contrast.ts'
import { toHex } from '../../lib/image/color.ts'

const pass = (words: FieldWords) => z.boolean().apply(described, words)

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
    ratio: z.number().min(1).max(21).apply(described, {
      en: 'WCAG 2.x contrast ratio, 1 to 21, two decimals',
      es: 'Relación de contraste de WCAG 2.x, de 1 a 21, con dos decimales',
      de: 'Kontrastverhältnis nach WCAG 2.x, 1 bis 21, zwei Dezimalstellen',
      fr: 'Rapport de contraste WCAG 2.x, de 1 à 21, avec deux décimales',
      'pt-br': 'Razão de contraste do WCAG 2.x, de 1 a 21, com duas casas decimais',
      'zh-cn': 'WCAG 2.x 对比度，1 到 21，保留两位小数',
    }),
    aa_normal: pass({
      en: 'Passes WCAG AA for normal text: ratio at least 4.5',
      es: 'Cumple WCAG AA para texto normal: relación de al menos 4,5',
      de: 'Erfüllt WCAG AA für normalen Text: Verhältnis mindestens 4.5',
      fr: 'Conforme à WCAG AA pour le texte normal\u00a0: rapport d\'au moins 4.5',
      'pt-br': 'Atende ao WCAG AA para texto normal: razão de pelo menos 4.5',
      'zh-cn': '普通文字达到 WCAG AA：对比度至少 4.5',
    }),
    aa_large: pass({
      en: 'Passes WCAG AA for large text: ratio at least 3',
      es: 'Cumple WCAG AA para texto grande: relación de al menos 3',
      de: 'Erfüllt WCAG AA für großen Text: Verhältnis mindestens 3',
      fr: 'Conforme à WCAG AA pour le grand texte\u00a0: rapport d\'au moins 3',
      'pt-br': 'Atende ao WCAG AA para texto grande: razão de pelo menos 3',
      'zh-cn': '大号文字达到 WCAG AA：对比度至少 3',
    }),
    aaa_normal: pass({
      en: 'Passes WCAG AAA for normal text: ratio at least 7',
      es: 'Cumple WCAG AAA para texto normal: relación de al menos 7',
      de: 'Erfüllt WCAG AAA für normalen Text: Verhältnis mindestens 7',
      fr: 'Conforme à WCAG AAA pour le texte normal\u00a0: rapport d\'au moins 7',
      'pt-br': 'Atende ao WCAG AAA para texto normal: razão de pelo menos 7',
      'zh-cn': '普通文字达到 WCAG AAA：对比度至少 7',
    }),
    aaa_large: pass({
      en: 'Passes WCAG AAA for large text: ratio at least 4.5',
      es: 'Cumple WCAG AAA para texto grande: relación de al menos 4,5',
      de: 'Erfüllt WCAG AAA für großen Text: Verhältnis mindestens 4.5',
      fr: 'Conforme à WCAG AAA pour le grand texte\u00a0: rapport d\'au moins 4.5',
      'pt-br': 'Atende ao WCAG AAA para texto grande: razão de pelo menos 4.5',
      'zh-cn': '大号文字达到 WCAG AAA：对比度至少 4.5',
    }),
    lc: z.number().apply(described, {
      en: 'APCA lightness contrast Lc, one decimal: positive for dark text on light, negative for light text on dark',
      es: 'Contraste de luminosidad APCA Lc, con un decimal: positivo para texto oscuro sobre claro, negativo para texto claro sobre oscuro',
      de: 'APCA-Helligkeitskontrast Lc, eine Dezimalstelle: positiv bei dunklem Text auf hellem Grund, negativ bei hellem Text auf dunklem',
      fr: 'Contraste de luminosité APCA Lc, avec une décimale\u00a0: positif pour un texte foncé sur fond clair, négatif pour un texte clair sur fond foncé',
      'pt-br': 'Contraste de luminosidade APCA Lc, com uma casa decimal: positivo para texto escuro sobre claro, negativo para texto claro sobre escuro',
      'zh-cn': 'APCA 亮度对比度 Lc，保留一位小数：浅底深字为正，深底浅字为负',
    }),
    foreground_hex: z.string().apply(described, {
      en: 'The opaque text colour compared, #rrggbb (composited over the background when translucent)',
      es: 'El color de texto opaco comparado, #rrggbb (compuesto sobre el fondo cuando es translúcido)',
      de: 'Die verglichene deckende Textfarbe, #rrggbb (bei Transparenz über den Hintergrund gelegt)',
      fr: 'La couleur de texte opaque comparée, #rrggbb (composée sur l\'arrière-plan si elle est translucide)',
      'pt-br': 'A cor de texto opaca comparada, #rrggbb (composta sobre o fundo quando translúcida)',
      'zh-cn': '比较时使用的不透明文字颜色，#rrggbb（半透明时合成到背景上）',
    }),
    background_hex: z.string().apply(described, {
      en: 'The opaque background compared, #rrggbb (composited over white when translucent)',
      es: 'El fondo opaco comparado, #rrggbb (compuesto sobre blanco cuando es translúcido)',
      de: 'Der verglichene deckende Hintergrund, #rrggbb (bei Transparenz über Weiß gelegt)',
      fr: 'L\'arrière-plan opaque comparé, #rrggbb (composé sur du blanc s\'il est translucide)',
      'pt-br': 'O fundo opaco comparado, #rrggbb (composto sobre branco quando translúcido)',
      'zh-cn': '比较时使用的不透明背景色，#rrggbb（半透明时合成到白色上）',
    }),
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
  de: {
    summary: 'Prüft den Kontrast von Text auf einem Hintergrund: WCAG-2.x-Verhältnis mit AA/AAA und APCA-Lc',
    description: 'foreground (der Text) und background sind beliebige CSS-Farben: Namen, HEX (# in einer URL als %23 oder weggelassen), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(). ratio ist das Kontrastverhältnis nach WCAG 2.x (L1 + 0.05) / (L2 + 0.05) der relativen Leuchtdichten (sRGB decodiert mit dem Schwellenwert 0.04045 des sRGB-Standards; der in WCAG 2.x angegebene Wert 0.03928 ergibt für jeden 8-Bit-Kanal dasselbe), von 1 bis 21, auf zwei Dezimalstellen gerundet; die Erfüllungsflags vergleichen das ungerundete Verhältnis, sodass 4.499 AA nicht erfüllt, obwohl es als 4.5 angezeigt wird: aa_normal erfordert 4.5, aa_large (18 pt oder 14 pt fett und größer) 3, aaa_normal 7 und aaa_large 4.5. Die Reihenfolge der beiden Farben ändert ratio nicht. lc ist der APCA-Helligkeitskontrast der Referenzimplementierung apca-w3 (Konstanten 0.0.98G-4g, wie für WCAG 3 vorgeschlagen), mit einer Dezimalstelle: positiv bei dunklem Text auf hellem Hintergrund, negativ bei hellem Text auf dunklem; im Betrag verlangen die APCA-Richtlinien Lc 75 oder mehr für Fließtext, 60 für sonstigen Inhaltstext, 45 für großen Text wie Überschriften und 30 für punktuellen Text. Ein durchscheinender Hintergrund wird zuerst über Weiß gelegt (eine Seite, hinter der nichts liegt); ein durchscheinender Vordergrund wird dann über diesen Hintergrund gelegt, in sRGB, wie Browser mischen; foreground_hex und background_hex sind die verglichenen deckenden Farben. Farben außerhalb von sRGB werden zuerst per Gamut-Mapping in sRGB gebracht.',
    params: {
      foreground: 'Die Textfarbe, eine beliebige CSS-Farbe wie #777, rgb(119 119 119) oder oklch(0.57 0 0)',
      background: 'Die Hintergrundfarbe, eine beliebige CSS-Farbe wie white oder #ffffff',
    },
  },
  fr: {
    summary: 'Vérifie le contraste d\'un texte sur un arrière-plan\u00a0: rapport WCAG 2.x avec AA/AAA, et Lc APCA',
    description: 'foreground (le texte) et background sont des couleurs CSS quelconques\u00a0: noms, HEX (# sous la forme %23 dans une URL, ou omis), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(). ratio est le rapport de contraste WCAG 2.x (L1 + 0.05) / (L2 + 0.05) des luminances relatives (sRGB décodé avec le seuil 0.04045 de la norme sRGB\u00a0; le 0.03928 indiqué dans WCAG 2.x donne le même résultat pour tout canal 8 bits), de 1 à 21, arrondi à deux décimales\u00a0; les indicateurs de conformité comparent le rapport non arrondi, si bien que 4.499 échoue au niveau AA bien qu\'il s\'affiche 4.5\u00a0: aa_normal exige 4.5, aa_large (18 pt, ou 14 pt en gras, et plus) 3, aaa_normal 7 et aaa_large 4.5. L\'ordre des deux couleurs ne change pas ratio. lc est le contraste de luminosité APCA de l\'implémentation de référence apca-w3 (constantes 0.0.98G-4g, telles que proposées pour WCAG 3), avec une décimale\u00a0: positif pour un texte foncé sur fond clair, négatif pour un texte clair sur fond foncé\u00a0; en valeur absolue, les recommandations APCA demandent un Lc d\'au moins 75 pour le corps de texte, 60 pour les autres textes de contenu, 45 pour les grands textes comme les titres et 30 pour les textes ponctuels. Un arrière-plan translucide est d\'abord composé sur du blanc (une page sans rien derrière)\u00a0; un premier plan translucide est ensuite composé sur cet arrière-plan, en sRGB comme le font les navigateurs\u00a0; foreground_hex et background_hex sont les couleurs opaques comparées. Les couleurs hors de sRGB y sont d\'abord ramenées par mappage de gamut.',
    params: {
      foreground: 'La couleur du texte, toute couleur CSS comme #777, rgb(119 119 119) ou oklch(0.57 0 0)',
      background: 'La couleur d\'arrière-plan, toute couleur CSS comme white ou #ffffff',
    },
  },
  'pt-br': {
    summary: 'Verifica o contraste de um texto sobre um fundo: razão WCAG 2.x com AA/AAA e Lc do APCA',
    description: 'foreground (o texto) e background são cores CSS quaisquer: nomes, HEX (# como %23 em uma URL, ou omitido), rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(). ratio é a razão de contraste do WCAG 2.x (L1 + 0.05) / (L2 + 0.05) das luminâncias relativas (sRGB decodificado com o limiar 0.04045 do padrão sRGB; o 0.03928 que consta no WCAG 2.x dá o mesmo resultado para todo canal de 8 bits), de 1 a 21, arredondada para duas casas decimais; os indicadores de conformidade comparam a razão sem arredondamento, então 4.499 não atende ao AA embora apareça como 4.5: aa_normal exige 4.5, aa_large (18 pt, ou 14 pt em negrito, e maiores) 3, aaa_normal 7 e aaa_large 4.5. A ordem das duas cores não altera ratio. lc é o contraste de luminosidade APCA da implementação de referência apca-w3 (constantes 0.0.98G-4g, como proposto para o WCAG 3), com uma casa decimal: positivo para texto escuro sobre fundo claro, negativo para texto claro sobre fundo escuro; em valor absoluto, as diretrizes do APCA pedem Lc de 75 ou mais para o texto do corpo, 60 para os demais textos de conteúdo, 45 para textos grandes, como títulos, e 30 para textos pontuais. Um fundo translúcido é primeiro composto sobre branco (uma página sem nada atrás); depois, um primeiro plano translúcido é composto sobre esse fundo, em sRGB, como os navegadores misturam as cores; foreground_hex e background_hex são as cores opacas comparadas. Cores fora do sRGB são antes ajustadas à gama dele.',
    params: {
      foreground: 'A cor do texto, qualquer cor CSS como #777, rgb(119 119 119) ou oklch(0.57 0 0)',
      background: 'A cor do fundo, qualquer cor CSS como white ou #ffffff',
    },
  },
  'zh-cn': {
    summary: '检查文字在背景上的对比度：WCAG 2.x 对比度及 AA/AAA 等级，以及 APCA Lc',
    description: 'foreground（文字）和 background 可以是任意 CSS 颜色：名称、HEX（在 URL 中将 # 写成 %23，或省略）、rgb()、hsl()、hwb()、lab()、lch()、oklab()、oklch()、color()。ratio 是相对亮度的 WCAG 2.x 对比度 (L1 + 0.05) / (L2 + 0.05)（sRGB 按 sRGB 标准的阈值 0.04045 解码；WCAG 2.x 中写的 0.03928 对每个 8 位通道得出的结果相同），取值 1 到 21，四舍五入到两位小数；各达标标志比较的是未舍入的对比度，因此 4.499 虽显示为 4.5，但不满足 AA：aa_normal 需要 4.5，aa_large（18 pt 或 14 pt 粗体及以上）需要 3，aaa_normal 需要 7，aaa_large 需要 4.5。两种颜色的顺序不影响 ratio。lc 是 apca-w3 参考实现（0.0.98G-4g 常量，即为 WCAG 3 提议的版本）计算的 APCA 亮度对比度，保留一位小数：浅色背景上的深色文字为正，深色背景上的浅色文字为负；按绝对值计，APCA 指南要求正文文字 Lc 不低于 75，其他内容文字 60，标题等大号文字 45，点缀性文字 30。半透明背景先合成到白色上（即背后没有任何内容的页面）；半透明前景再合成到该背景上，合成方式与浏览器在 sRGB 中的混合方式相同；foreground_hex 和 background_hex 是比较时使用的不透明颜色。sRGB 之外的颜色会先经过色域映射进入 sRGB。',
    params: {
      foreground: '文字颜色，任意 CSS 颜色，例如 #777、rgb(119 119 119) 或 oklch(0.57 0 0)',
      background: '背景颜色，任意 CSS 颜色，例如 white 或 #ffffff',
    },
  },
})
