/**
 * SVG rasterised by resvg, never by libvips' SVG loader, which stays blocked (image.ts). Uploaded
 * drawings go through resvg compiled to WebAssembly, the service's own drawings (placeholders,
 * watermark text, small and bounded) through the faster native build.
 *
 * - Nothing outside the document is read or fetched: resvg would open a local path given as an
 *   `<image href>` (checked with strace: it opened /etc/hostname), so every href other than a
 *   `#fragment` or an inline raster image (data:image/png, jpeg, gif, webp) is removed before
 *   parsing. Inline SVG images are removed too: they could hold references of their own.
 * - Document type and entity declarations are refused, as xml-to-json does: without them no
 *   entity can be defined or expanded.
 * - Bytes and elements are capped before parsing, the output pixels before rendering; the
 *   rendering runs in a worker thread with a time budget.
 * - Text uses one bundled font (Liberation Sans, SIL Open Font License, shipped with pdfjs-dist);
 *   system fonts are never loaded, so a rendering is the same on every machine.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Resvg as WasmResvgClass } from '@resvg/resvg-wasm'
import { ApiError, OperationError } from '../../core/errors.ts'
import { loadCulori } from '../colors/culori.ts'

/** Largest SVG accepted, in bytes. */
export const SVG_MAX_BYTES = 5 * 1024 * 1024
/** Time a drawing may take in its worker thread (less when the file job has less left). */
export const SVG_RENDER_MS = 10_000
/** Most elements an SVG may hold (start tags); a 100,000-element drawing is refused before parsing. */
export const SVG_MAX_ELEMENTS = 20_000

const FONT_FILE = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts', 'LiberationSans-Regular.ttf')
export const FONT_FAMILY = 'Liberation Sans'

export const RESVG_FONTS = {
  loadSystemFonts: false,
  fontFiles: [FONT_FILE],
  defaultFontFamily: FONT_FAMILY,
  sansSerifFamily: FONT_FAMILY,
  serifFamily: FONT_FAMILY,
  monospaceFamily: FONT_FAMILY,
  cursiveFamily: FONT_FAMILY,
  fantasyFamily: FONT_FAMILY,
}

/** Characters an XML document cannot hold: C0 controls but tab and line breaks, U+FFFE, U+FFFF and lone surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are what is looked for
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * Escapes text for an SVG text node or attribute value; text with characters no SVG can hold is
 * refused, naming them (as U+XXXX) and the parameter they came in.
 */
export function escapeXml(text: string, param = 'text'): string {
  const bad = text.match(NOT_XML)
  if (bad) {
    const characters = [...new Set(bad)].slice(0, 10).map((c) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ')
    throw new OperationError('TEXT_UNSUPPORTED_CHARACTERS', { param, characters })
  }
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}

/** A CSS colour (name, #hex, rgb(), hsl()…) as #rrggbb or #rrggbbaa; 422 naming the parameter otherwise. */
export async function cssColor(value: string, param: string): Promise<string> {
  const { parse: parseColor, formatHex, formatHex8 } = await loadCulori()
  const parsed = value.trim() === '' ? undefined : parseColor(value.trim())
  if (!parsed) throw new OperationError('IMAGE_COLOR_INVALID', { param, value: value.slice(0, 40) })
  return parsed.alpha !== undefined && parsed.alpha < 1 ? formatHex8(parsed) : formatHex(parsed)
}

const SAFE_HREF = /^\s*(#|data:image\/(png|jpeg|jpg|gif|webp)[;,])/i
const HREF_ATTRIBUTE = /(\s)((?:[\w.-]+:)?href)\s*=\s*("[^"]*"|'[^']*')/gi

/**
 * The SVG as resvg may read it: UTF-8, at most SVG_MAX_BYTES and SVG_MAX_ELEMENTS, no
 * declarations, and no reference to anything outside the document.
 */
export function prepareSvg(name: string, bytes: Uint8Array): string {
  if (bytes.length > SVG_MAX_BYTES) throw new ApiError('SVG_TOO_LARGE', { name, bytes: bytes.length, max: SVG_MAX_BYTES })
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ApiError('SVG_INVALID', { name, detail: 'the file is not UTF-8 text' })
  }
  // Comments and CDATA sections hide nothing from these checks: they are masked first.
  const masked = text.replace(/<!--[\s\S]*?(-->|$)/g, (m) => ' '.repeat(m.length)).replace(/<!\[CDATA\[[\s\S]*?(\]\]>|$)/g, (m) => ' '.repeat(m.length))
  if (/<![A-Za-z]/.test(masked)) throw new ApiError('SVG_DTD', { name })
  let elements = 0
  const tag = /<[A-Za-z_]/g
  while (tag.exec(masked)) {
    if (++elements > SVG_MAX_ELEMENTS) throw new ApiError('SVG_TOO_MANY_ELEMENTS', { name, max: SVG_MAX_ELEMENTS })
  }
  return text
    .replace(HREF_ATTRIBUTE, (whole, space: string, _attr: string, value: string) => SAFE_HREF.test(value.slice(1, -1)) ? whole : space)
    // CSS may name files too (@import, url() outside a fragment): resvg does not fetch them, and they go anyway.
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(?!['"]?#)[^)]*\)/gi, 'none')
}

export type SvgFit =
  | { mode: 'original' }
  | { mode: 'width'; value: number }
  | { mode: 'height'; value: number }
  | { mode: 'zoom'; value: number }

export interface SvgRenderRequest {
  name: string
  svg: string
  fit: SvgFit
  /** #rrggbb or #rrggbbaa behind the drawing; transparent when absent. */
  background?: string
  /** Refused before rendering when the output's width × height is larger. */
  maxPixels: number
}

export interface SvgRendering {
  png: Uint8Array
  width: number
  height: number
}

/** The output size resvg will produce for a fit, from the drawing's own size. */
export function fittedSvgSize(width: number, height: number, fit: SvgFit): { width: number; height: number } {
  const size = (scale: number) => ({ width: Math.max(1, Math.ceil(width * scale)), height: Math.max(1, Math.ceil(height * scale)) })
  switch (fit.mode) {
    case 'original': return size(1)
    case 'zoom': return size(fit.value)
    case 'width': return { width: fit.value, height: Math.max(1, Math.ceil(height * fit.value / width)) }
    case 'height': return { width: Math.max(1, Math.ceil(width * fit.value / height)), height: fit.value }
  }
}

type WasmResvg = typeof WasmResvgClass
let wasmResvg: Promise<WasmResvg> | undefined

/**
 * resvg as WebAssembly, with the bundled font, ready once per thread. An uploaded drawing can be
 * made to take minutes (hundreds of large blurs); when it runs past its budget the pool ends its
 * thread, and V8 stops WebAssembly there at once, while native code would keep that thread
 * drawing long after the caller had its answer.
 */
function resvgForUploads(): Promise<WasmResvg> {
  wasmResvg ??= (async () => {
    const { initWasm, Resvg } = await import('@resvg/resvg-wasm')
    await initWasm(await readFile(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')))
    return Resvg
  })()
  return wasmResvg
}

/** Parses, checks the output size, renders: runs in a worker thread (image.renderSvg). */
export async function renderSvg({ name, svg, fit, background, maxPixels }: SvgRenderRequest): Promise<SvgRendering> {
  const [Resvg, font] = await Promise.all([resvgForUploads(), readFile(FONT_FILE)])
  const { loadSystemFonts: _none, fontFiles: _files, ...families } = RESVG_FONTS
  let resvg: InstanceType<typeof Resvg>
  try {
    resvg = new Resvg(svg, { font: { ...families, fontBuffers: [font] }, fitTo: fit, ...(background !== undefined && { background }) })
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^SVG data parsing failed cause /, '').slice(0, 200) : String(error)
    throw new ApiError('SVG_INVALID', { name, detail })
  }
  const { width, height } = fittedSvgSize(resvg.width, resvg.height, fit)
  if (width * height > maxPixels) throw new ApiError('IMAGE_OUTPUT_TOO_LARGE', { width, height, max: maxPixels })
  const rendered = resvg.render()
  const png = rendered.asPng()
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width: rendered.width, height: rendered.height }
}

export interface TextRenderRequest {
  text: string
  /** #rrggbb or #rrggbbaa. */
  color: string
  opacity: number
  /** Font size in pixels, or else the width the text is drawn to. */
  fontSize?: number
  width?: number
  /** The text is made smaller when it would be larger than this box. */
  maxWidth: number
  maxHeight: number
}

/**
 * One line of text on a transparent background, cut to its own extent: drawn once at 100 px to
 * measure it, then at the size asked (font_size) or that makes it `width` pixels wide.
 */
export async function renderText({ text, color, opacity, fontSize, width, maxWidth, maxHeight }: TextRenderRequest): Promise<SvgRendering> {
  const { Resvg } = await import('@resvg/resvg-js')
  const line = (size: number, w: number, h: number, x = 0, y = 0) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" fill="${color}" fill-opacity="${opacity}" xml:space="preserve">${escapeXml(text)}</text></svg>`
  const probe = new Resvg(line(100, 100, 100, 0, 100), { font: RESVG_FONTS, logLevel: 'off' }).getBBox()
  if (!probe || probe.width <= 0) return { png: new Uint8Array(), width: 0, height: 0 }
  let size = fontSize ?? 100 * (width ?? maxWidth) / probe.width
  // The whole line fits in the image.
  size = Math.min(size, 100 * maxWidth / probe.width, 100 * maxHeight / probe.height)
  const k = size / 100
  const w = Math.max(1, Math.ceil(probe.width * k))
  const h = Math.max(1, Math.ceil(probe.height * k))
  const svg = line(size, w, h, -probe.x * k, (100 - probe.y) * k)
  const rendered = new Resvg(svg, { font: RESVG_FONTS, logLevel: 'off' }).render()
  const png = rendered.asPng()
  return { png: new Uint8Array(png.buffer, png.byteOffset, png.byteLength), width: rendered.width, height: rendered.height }
}

export const svgTasks = {
  'image.renderSvg': renderSvg,
  'image.renderText': renderText,
} as const
