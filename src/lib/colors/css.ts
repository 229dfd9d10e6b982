/**
 * Colours written in any CSS Color 4 form (named colours, #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(),
 * hsl(), hwb(), lab(), lch(), oklab(), oklch(), color()), read with culori, and the forms they
 * convert to: HWB and CMYK from the 8-bit sRGB colour, CIE Lab and LCh (D50, as CSS Color 4
 * defines lab() and lch()) and OKLCh from the colour itself, and the nearest CSS named colour by
 * CIEDE2000.
 *
 * A colour outside the sRGB gamut (a vivid lab(), lch(), oklch() or color(display-p3 …)) is
 * brought into sRGB by the CSS Color 4 gamut mapping (OKLCh chroma reduction) before its
 * 8-bit sRGB forms are given.
 */
import type { Color, Rgb as CuloriRgb } from 'culori'
import { OperationError } from '../../core/errors.ts'
import type { Rgb } from '../image/color.ts'
import { loadCulori, type CuloriModule } from './culori.ts'

/** The forms of CSS colour value a caller may send, by how the value was written. */
export const CSS_INPUT_FORMATS = ['hex', 'rgb', 'named', 'hsl', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color'] as const
export type CssInputFormat = (typeof CSS_INPUT_FORMATS)[number]

/** Longest colour value read; the longest sensible CSS colour, with percentages and alpha, is well under it. */
export const CSS_COLOR_MAX = 100

export interface CssColor {
  input_format: CssInputFormat
  /** The colour as read (any culori mode). */
  color: Color
  /** The colour in sRGB, gamut-mapped, channels 0-1 unrounded. */
  srgb: CuloriRgb
  /** Opacity 0-1 (1 when the value gave none). */
  alpha: number
}

/** The conversions used here, made once culori is loaded. */
function conversions(culori: CuloriModule) {
  return {
    parse: culori.parse,
    colorsNamed: culori.colorsNamed,
    toRgb: culori.converter('rgb'),
    toLab: culori.converter('lab'),
    toLch: culori.converter('lch'),
    toOklch: culori.converter('oklch'),
    toLab65: culori.converter('lab65'),
    mapToSrgb: culori.toGamut('rgb', 'oklch'),
    isSrgb: culori.inGamut('rgb'),
    deltaE2000: culori.differenceCiede2000(),
  }
}

let converting: Promise<ReturnType<typeof conversions>> | undefined
const colourKit = () => (converting ??= loadCulori().then(conversions))

const FUNCTION_FORMAT: Readonly<Record<string, CssInputFormat>> = {
  rgb: 'rgb', rgba: 'rgb', hsl: 'hsl', hsla: 'hsl', hwb: 'hwb', lab: 'lab', lch: 'lch', oklab: 'oklab', oklch: 'oklch', color: 'color',
}

/**
 * Reads a CSS colour; throws `code` naming `param` when it is none. Hex digits may come without
 * the # (a URL query string starts a fragment at #).
 */
export async function readCssColor(value: string, param: string, code: 'GENERATE_COLOR_INVALID' | 'COLOR_CSS_INVALID'): Promise<CssColor> {
  const trimmed = value.trim()
  const invalid = () => new OperationError(code, { param, value: value.length > 40 ? `${value.slice(0, 40)}…` : value })
  if (trimmed.length > CSS_COLOR_MAX) throw invalid()
  let input_format: CssInputFormat
  let text = trimmed
  if (/^#?[0-9a-f]+$/i.test(trimmed)) {
    input_format = 'hex'
    if (!trimmed.startsWith('#')) text = `#${trimmed}`
  } else if (/^[a-z]+$/i.test(trimmed)) {
    input_format = 'named'
  } else {
    const name = /^([a-z]+)\s*\(/i.exec(trimmed)?.[1]?.toLowerCase()
    const format = name === undefined ? undefined : FUNCTION_FORMAT[name]
    if (format === undefined) throw invalid()
    input_format = format
  }
  const { parse } = await colourKit()
  const color = parse(text)
  if (color === undefined) throw invalid()
  const alpha = color.alpha ?? 1
  return { input_format, color, srgb: await srgbOf(color), alpha }
}

/** The colour in sRGB, mapped into its gamut as CSS Color 4 maps colours for display. */
export async function srgbOf(color: Color): Promise<CuloriRgb> {
  const { isSrgb, toRgb, mapToSrgb } = await colourKit()
  const rgb = isSrgb(color) ? toRgb(color) : mapToSrgb(color)
  const clamp = (x: number) => Math.min(1, Math.max(0, x))
  return { mode: 'rgb', r: clamp(rgb.r), g: clamp(rgb.g), b: clamp(rgb.b) }
}

/** Whether the colour lies in sRGB (within a rounding tolerance). */
export async function inSrgb(color: Color): Promise<boolean> {
  const { isSrgb } = await colourKit()
  return isSrgb(color)
}

/** 8-bit channels of an sRGB colour, rounded. */
export function toBytes(rgb: CuloriRgb): Rgb {
  const byte = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 255)
  return { r: byte(rgb.r), g: byte(rgb.g), b: byte(rgb.b) }
}

const round = (x: number, places: number) => {
  const f = 10 ** places
  return Math.round(x * f) / f + 0 // + 0 turns -0 into 0
}
/** A hue rounded, 0 for none (a grey), and one that rounds up to 360 written as 0. */
const hue = (h: number | undefined, places: number) => {
  const r = round(h ?? 0, places)
  return r >= 360 ? 0 : r
}

/** HWB of 8-bit sRGB: hue in degrees, whiteness and blackness in percent, one decimal. */
export function hwbOf({ r, g, b }: Rgb, h: number): { h: number; w: number; b: number } {
  return { h, w: round((Math.min(r, g, b) / 255) * 100, 1), b: round((1 - Math.max(r, g, b) / 255) * 100, 1) }
}

/** CMYK of 8-bit sRGB by the device-independent formula (K = 1 - max), in percent, one decimal. */
export function cmykOf({ r, g, b }: Rgb): { c: number; m: number; y: number; k: number } {
  const max = Math.max(r, g, b) / 255
  const k = 1 - max
  const part = (x: number) => (max === 0 ? 0 : round(((max - x / 255) / max) * 100, 1))
  return { c: part(r), m: part(g), y: part(b), k: round(k * 100, 1) }
}

/** CIE Lab (D50, CSS lab()): L 0-100, a and b, two decimals. */
export async function labOf(color: Color): Promise<{ l: number; a: number; b: number }> {
  const { toLab } = await colourKit()
  const lab = toLab(color)
  return { l: round(lab.l, 2), a: round(lab.a, 2), b: round(lab.b, 2) }
}

/** CIE LCh (D50, CSS lch()): L 0-100, chroma, hue in degrees, two decimals. */
export async function lchOf(color: Color): Promise<{ l: number; c: number; h: number }> {
  const { toLch } = await colourKit()
  const lch = toLch(color)
  const c = round(lch.c, 2)
  return { l: round(lch.l, 2), c, h: c === 0 ? 0 : hue(lch.h, 2) }
}

/** OKLCh (CSS oklch()): L 0-1 and chroma to four decimals, hue in degrees to two. */
export async function oklchOf(color: Color): Promise<{ l: number; c: number; h: number }> {
  const { toOklch } = await colourKit()
  const ok = toOklch(color)
  const c = round(ok.c, 4)
  return { l: round(ok.l, 4), c, h: c === 0 ? 0 : hue(ok.h, 2) }
}

interface Named { name: string; rgb: Rgb; lab: Color }
let namedColors: Named[] | undefined

/** The CSS named colours (transparent aside), alphabetical, so aqua comes before cyan and gray before grey. */
function named({ colorsNamed, toLab65 }: ReturnType<typeof conversions>): Named[] {
  namedColors ??= Object.entries(colorsNamed)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, n]) => {
      const rgb = { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff }
      return { name, rgb, lab: toLab65({ mode: 'rgb', r: rgb.r / 255, g: rgb.g / 255, b: rgb.b / 255 }) }
    })
  return namedColors
}

/**
 * The CSS name of a colour: the name it was written with, else the named colour with the same
 * 8-bit sRGB channels, else the nearest one by CIEDE2000 (ΔE00, 2 decimals).
 */
export async function nearestName(read: CssColor, bytes: Rgb, written: string): Promise<{ name: string; distance: number }> {
  if (read.input_format === 'named') return { name: written.trim().toLowerCase(), distance: 0 }
  const kit = await colourKit()
  const { toLab65, deltaE2000 } = kit
  const list = named(kit)
  const exact = list.find(({ rgb }) => rgb.r === bytes.r && rgb.g === bytes.g && rgb.b === bytes.b)
  if (exact) return { name: exact.name, distance: 0 }
  const lab = toLab65(read.srgb)
  let best = list[0]!
  let bestDistance = Infinity
  for (const n of list) {
    const d = deltaE2000(lab, n.lab)
    if (d < bestDistance) { best = n; bestDistance = d }
  }
  return { name: best.name, distance: Math.max(0.01, round(bestDistance, 2)) }
}

export { round as roundTo }
