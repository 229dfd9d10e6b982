/**
 * Colours in the sRGB space: reading HEX and RGB notations, converting between RGB and HSL,
 * mixing, and describing a colour in the forms a stylesheet uses.
 *
 * Conventions shared by every colour operation:
 * - RGB channels are whole numbers 0-255;
 * - HSL is hue in degrees [0, 360), saturation and lightness in percent [0, 100]; described
 *   colours round each to one decimal (a grey has hue 0 and saturation 0);
 * - HEX is written lower case as #rrggbb; it is read with or without the #, in 6-digit or
 *   3-digit shorthand form (#abc is #aabbcc), any case.
 */
import { OperationError } from '../../core/errors.ts'

export interface Rgb { r: number; g: number; b: number }
export interface Hsl { h: number; s: number; l: number }

export interface ColorDescription {
  hex: string
  rgb: Rgb
  hsl: Hsl
  /** The colour as CSS values. */
  css: { rgb: string; hsl: string }
}

export const WHITE: Readonly<Rgb> = { r: 255, g: 255, b: 255 }
export const BLACK: Readonly<Rgb> = { r: 0, g: 0, b: 0 }

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i
const RGB_FUNCTION = /^rgb\s*\(([^)]*)\)$/i
const RGB_TRIPLE = /^(\d{1,3})(?:\s*,\s*|\s+)(\d{1,3})(?:\s*,\s*|\s+)(\d{1,3})$/

/** Reads #rrggbb or #rgb (the # optional, any case); throws a 422 naming `param` otherwise. */
export function parseHex(value: string, param = 'value'): Rgb {
  const digits = HEX.exec(value.trim())?.[1]
  if (digits === undefined) throw new OperationError('COLOR_INVALID_HEX', { param, value })
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits
  const n = Number.parseInt(full, 16)
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff }
}

/**
 * Reads three channels 0-255 separated by commas or spaces, optionally inside rgb( ):
 * "79,124,255", "79 124 255", "rgb(79, 124, 255)". Throws a 422 naming `param` otherwise.
 */
export function parseRgbTriple(value: string, param = 'value'): Rgb {
  const trimmed = value.trim()
  const m = RGB_TRIPLE.exec(RGB_FUNCTION.exec(trimmed)?.[1]?.trim() ?? trimmed)
  const channels = m ? [m[1], m[2], m[3]].map(Number) : []
  const [r, g, b] = channels
  if (r === undefined || g === undefined || b === undefined || channels.some((c) => c > 255)) {
    throw new OperationError('COLOR_INVALID_RGB', { param, value })
  }
  return { r, g, b }
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

/** HSL of an RGB colour, unrounded. */
export function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rf, gf, bf] = [r / 255, g / 255, b / 255]
  const max = Math.max(rf, gf, bf)
  const min = Math.min(rf, gf, bf)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return { h: 0, s: 0, l: l * 100 }
  const s = d / (1 - Math.abs(2 * l - 1))
  let h: number
  if (max === rf) h = ((gf - bf) / d + 6) % 6
  else if (max === gf) h = (bf - rf) / d + 2
  else h = (rf - gf) / d + 4
  return { h: h * 60, s: s * 100, l: l * 100 }
}

/** RGB of an HSL colour (hue in degrees, any value; saturation and lightness 0-100), channels rounded. */
export function hslToRgb({ h, s, l }: Hsl): Rgb {
  const sf = s / 100
  const lf = l / 100
  const a = sf * Math.min(lf, 1 - lf)
  const channel = (n: number) => {
    const k = (n + h / 30) % 12
    const kk = k < 0 ? k + 12 : k
    return Math.round(255 * (lf - a * Math.max(-1, Math.min(kk - 3, 9 - kk, 1)))) + 0 // + 0 turns -0 into 0
  }
  return { r: channel(0), g: channel(8), b: channel(4) }
}

/**
 * The colour `parts` of the way from `from` to `to`, in `of` equal steps, per RGB channel:
 * from + (to - from) * parts / of, rounded half up. Computed on whole numbers, so the result is
 * exact before rounding (255 * 1/3 is 85, not 84.99…).
 */
export function mixSteps(from: Rgb, to: Rgb, parts: number, of: number): Rgb {
  const channel = (a: number, b: number) => Math.round((a * (of - parts) + b * parts) / of)
  return { r: channel(from.r, to.r), g: channel(from.g, to.g), b: channel(from.b, to.b) }
}

const round1 = (x: number) => Math.round(x * 10) / 10

/** HSL rounded to one decimal, with a hue that rounds up to 360 written as 0. */
export function roundHsl({ h, s, l }: Hsl): Hsl {
  const hue = round1(h)
  return { h: hue >= 360 ? 0 : hue, s: round1(s), l: round1(l) }
}

/** A colour in every form a caller may want: HEX, RGB and HSL values, and as CSS. */
export function describeColor(rgb: Rgb): ColorDescription {
  const hsl = roundHsl(rgbToHsl(rgb))
  return {
    hex: toHex(rgb),
    rgb: { r: rgb.r, g: rgb.g, b: rgb.b },
    hsl,
    css: { rgb: `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})`, hsl: `hsl(${hsl.h}, ${hsl.s}%, ${hsl.l}%)` },
  }
}
