/**
 * Placeholder images (a plain rectangle with its size or a short text in the middle), shared by
 * generate/placeholder and the signed image route that draws one again from its URL. The SVG is
 * written here, the text escaped; the PNG is that SVG drawn by resvg with the bundled font, in
 * libuv's thread pool (renderAsync), so the event loop never waits for it.
 */
import { z } from 'zod'
import type { Image, ImageFormat } from './codes.ts'
import { cssColor, escapeXml, FONT_FAMILY, RESVG_FONTS } from './svg.ts'

export const PLACEHOLDER_SIDE = { min: 1, max: 4000 } as const
export const PLACEHOLDER_TEXT_MAX = 100
export const PLACEHOLDER_BACKGROUND = '#cccccc'
export const PLACEHOLDER_COLOR = '#555555'

export const placeholderParams = z.object({
  width: z.number().int().min(PLACEHOLDER_SIDE.min).max(PLACEHOLDER_SIDE.max)
    .describe(`Width in pixels, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`),
  height: z.number().int().min(PLACEHOLDER_SIDE.min).max(PLACEHOLDER_SIDE.max)
    .describe(`Height in pixels, ${PLACEHOLDER_SIDE.min}-${PLACEHOLDER_SIDE.max}`),
  text: z.string().max(PLACEHOLDER_TEXT_MAX).optional()
    .describe(`Text in the middle, up to ${PLACEHOLDER_TEXT_MAX} characters; by default the size, such as 640×480; empty for none`),
  background: z.string().max(60).default(PLACEHOLDER_BACKGROUND)
    .describe(`Background colour (CSS name, #hex, rgb()…; in a URL query write # as %23 or leave it out); default ${PLACEHOLDER_BACKGROUND}`),
  color: z.string().max(60).default(PLACEHOLDER_COLOR)
    .describe(`Text colour; default ${PLACEHOLDER_COLOR}`),
})
export type PlaceholderSpec = z.output<typeof placeholderParams>

/** The text drawn: the one asked for, or the size. */
export const placeholderText = (spec: PlaceholderSpec): string => spec.text ?? `${spec.width}×${spec.height}`

/** The URL query that makes the image route draw this placeholder again. */
export function placeholderQuery(spec: PlaceholderSpec): Record<string, string> {
  return { width: String(spec.width), height: String(spec.height), text: placeholderText(spec), background: spec.background, color: spec.color }
}

/** A colour as an SVG fill and its opacity (#rrggbbaa is not SVG 1.1). */
async function paint(value: string, param: string): Promise<string> {
  const hex = await cssColor(value, param)
  const opacity = hex.length === 9 ? Math.round(Number.parseInt(hex.slice(7), 16) / 255 * 1000) / 1000 : 1
  return `fill="${hex.slice(0, 7)}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}`
}

export async function placeholderSvg(spec: PlaceholderSpec): Promise<string> {
  const { width, height } = spec
  const text = placeholderText(spec)
  const background = await paint(spec.background, 'background')
  const color = await paint(spec.color, 'color')
  // Liberation Sans averages about 0.6 em per character: the line takes at most 90 % of the width
  // and half the height.
  const size = Math.max(1, Math.min(height * 0.5, (width * 0.9) / (0.6 * Math.max(1, [...text].length))))
  const fontSize = Math.round(size * 100) / 100
  const label = text === '' ? '' : `<text x="${width / 2}" y="${Math.round((height / 2 + size * 0.35) * 100) / 100}" font-family="${FONT_FAMILY}" font-size="${fontSize}" text-anchor="middle" ${color}>${escapeXml(text)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" ${background}/>${label}</svg>\n`
}

/** The placeholder as SVG, or as PNG drawn by resvg off the event loop. */
export async function renderPlaceholder(spec: PlaceholderSpec, format: ImageFormat): Promise<Image> {
  const svg = await placeholderSvg(spec)
  if (format === 'svg') return { format, body: Buffer.from(svg), width: spec.width, height: spec.height }
  const { renderAsync } = await import('@resvg/resvg-js')
  const rendered = await renderAsync(svg, { font: RESVG_FONTS, logLevel: 'off' })
  return { format, body: rendered.asPng(), width: rendered.width, height: rendered.height }
}
