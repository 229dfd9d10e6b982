import { z } from 'zod'
import { sameFormat } from '../../lib/image/image.ts'
import { defineImageEdit, expectSize, fillColour, fillEncoding, type Size } from '../kits/image-edit.ts'
import { backgroundParam } from '../kits/image-conversion.ts'

/** The bounding box of a width × height rectangle turned by `degrees`. */
function rotatedSize(width: number, height: number, degrees: number): Size {
  const radians = (degrees * Math.PI) / 180
  const cos = Math.abs(Math.cos(radians))
  const sin = Math.abs(Math.sin(radians))
  return { width: Math.ceil(width * cos + height * sin), height: Math.ceil(width * sin + height * cos) }
}

export default defineImageEdit({
  name: 'image-rotate',
  summary: 'Rotate an image by any angle',
  description: 'Turns the image clockwise by degrees (negative turns it anticlockwise). Multiples of 90 are exact: nothing is resampled, and 90 or 270 swap width and height. Any other angle enlarges the image to the bounding box of the turned picture (width·|cos| + height·|sin| wide) and fills the uncovered corners with background: transparent by default, or white for JPEG and BMP.',
  params: z.object({
    degrees: z.number().min(-360).max(360).default(90)
      .describe('Angle in degrees, clockwise, -360 to 360, decimals allowed; default 90'),
    background: backgroundParam('of the corners uncovered by an angle that is not a multiple of 90; default transparent, or white for JPEG and BMP'),
  }),
  animated: false,
  examples: [
    { title: 'Turn a photo a quarter clockwise', params: { degrees: 90 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'Tilt a PNG by 45° with transparent corners', params: { degrees: 45 }, files: ['alpha.png'], output: 'image/png' },
  ],
  edit: ({ degrees, background }, loaded, ctx) => {
    expectSize(loaded, rotatedSize(loaded.width, loaded.height, degrees), ctx)
    loaded.image.rotate(degrees, { background: fillColour(background, sameFormat(loaded.upload.format)) })
  },
  encoding: ({ background }, format) => fillEncoding(fillColour(background, format), format),
})
