/**
 * Contrast of a text colour on a background: the WCAG 2.x contrast ratio and the APCA lightness
 * contrast (Lc) of the apca-w3 reference implementation.
 *
 * Both compare opaque colours: a translucent background is first composited over white (what a
 * page shows when nothing is behind it), then a translucent text colour over that background,
 * channel by channel in gamma-encoded sRGB, as browsers blend.
 */
import { APCAcontrast, sRGBtoY } from 'apca-w3'
import type { Rgb as CuloriRgb } from 'culori'
import type { CssColor } from './css.ts'

/** WCAG 2.x relative luminance of sRGB channels 0-1 (the sRGB transfer function, threshold 0.04045). */
export function relativeLuminance({ r, g, b }: CuloriRgb): number {
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG 2.x contrast ratio, 1 to 21, unrounded. */
export function wcagRatio(a: CuloriRgb, b: CuloriRgb): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)]
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** APCA Lc of text on a background, unrounded: positive for dark text on a light background. */
export function apcaLc(text: CuloriRgb, background: CuloriRgb): number {
  const y = (c: CuloriRgb) => sRGBtoY([c.r * 255, c.g * 255, c.b * 255])
  return Number(APCAcontrast(y(text), y(background)))
}

/** `top` with opacity `alpha` over the opaque `under`. */
export function composite(top: CuloriRgb, alpha: number, under: CuloriRgb): CuloriRgb {
  const mix = (t: number, u: number) => t * alpha + u * (1 - alpha)
  return { mode: 'rgb', r: mix(top.r, under.r), g: mix(top.g, under.g), b: mix(top.b, under.b) }
}

const WHITE: CuloriRgb = { mode: 'rgb', r: 1, g: 1, b: 1 }

/** The opaque colours compared: the background over white, the text over the background. */
export function opaquePair(text: CssColor, background: CssColor): { text: CuloriRgb; background: CuloriRgb } {
  const bg = composite(background.srgb, background.alpha, WHITE)
  return { text: composite(text.srgb, text.alpha, bg), background: bg }
}
