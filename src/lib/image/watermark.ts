/**
 * Watermarks laid on an image with sharp's composite: a line of text (drawn by resvg with the
 * bundled font, never by libvips' SVG loader) or a second image, at a position or tiled.
 */
import type { LoadedImage } from './image.ts'
import { loadSharp } from './sharp.ts'

export const POSITIONS = ['top-left', 'top', 'top-right', 'left', 'center', 'right', 'bottom-left', 'bottom', 'bottom-right', 'tile'] as const
export type Position = (typeof POSITIONS)[number]

export interface Mark {
  png: Uint8Array
  width: number
  height: number
}

/** Where the mark's top-left corner goes, a margin of 3 % of the shorter side from the edges it is near. */
export function placement(position: Exclude<Position, 'tile'>, image: { width: number; height: number }, mark: { width: number; height: number }): { left: number; top: number } {
  const margin = Math.round(Math.min(image.width, image.height) * 0.03)
  const column = position.endsWith('left') ? 0 : position.endsWith('right') ? 2 : 1
  const row = position.startsWith('top') ? 0 : position.startsWith('bottom') ? 2 : 1
  const along = (index: number, room: number, size: number) =>
    Math.max(0, index === 0 ? Math.min(margin, room - size) : index === 2 ? room - size - Math.min(margin, room - size) : Math.round((room - size) / 2))
  return { left: along(column, image.width, mark.width), top: along(row, image.height, mark.height) }
}

/** An image watermark at `width` pixels wide (smaller if it would not fit), its alpha multiplied by opacity. */
export async function imageMark(source: LoadedImage, width: number, opacity: number, maxWidth: number, maxHeight: number, seconds: number): Promise<Mark> {
  const scale = Math.min(width / source.width, maxWidth / source.width, maxHeight / source.height)
  const w = Math.max(1, Math.floor(source.width * scale))
  const h = Math.max(1, Math.floor(source.height * scale))
  const alpha = Math.round(255 * opacity)
  const { data, info } = await source.image.resize(w, h, { fit: 'fill' }).ensureAlpha()
    .composite([{ input: Buffer.from([255, 255, 255, alpha]), raw: { width: 1, height: 1, channels: 4 }, tile: true, blend: 'dest-in' }])
    .png().timeout({ seconds }).toBuffer({ resolveWithObject: true })
  return { png: data, width: info.width, height: info.height }
}

/** Chains the mark onto the image's pipeline: once at its position, or repeated across it with gaps. */
export async function layMark(loaded: LoadedImage, mark: Mark, position: Position): Promise<void> {
  if (mark.width === 0) return
  if (position === 'tile') {
    // A gap of half the mark around each copy, so the tiles read as separate marks.
    const gapX = Math.round(mark.width / 2)
    const gapY = Math.round(mark.height / 2)
    const sharp = await loadSharp()
    const tile = await sharp(mark.png).extend({ top: gapY, bottom: gapY, left: gapX, right: gapX, background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer()
    const fits = mark.width + 2 * gapX <= loaded.width && mark.height + 2 * gapY <= loaded.height
    loaded.image.composite([fits ? { input: tile, tile: true, left: 0, top: 0 } : { input: Buffer.from(mark.png), gravity: 'center' }])
    return
  }
  const { left, top } = placement(position, loaded, mark)
  loaded.image.composite([{ input: Buffer.from(mark.png), left, top }])
}
