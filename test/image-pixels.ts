import sharp, { type SharpOptions } from 'sharp'

export interface Pixels {
  width: number
  height: number
  /** RGBA, 8 bits per channel. */
  data: Buffer
  at(x: number, y: number): [number, number, number, number]
}

/** Decodes any image sharp reads into 8-bit sRGB with alpha, the way a viewer would show it. */
export async function pixels(bytes: Uint8Array, options: SharpOptions = {}): Promise<Pixels> {
  const { data, info } = await sharp(bytes, { autoOrient: true, ...options })
    .toColourspace('srgb').ensureAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true })
  return {
    width: info.width,
    height: info.height,
    data,
    at(x, y) {
      const i = (y * info.width + x) * 4
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!]
    },
  }
}
