import { z } from 'zod'
import { OperationError } from '../../core/errors.ts'
import { defineImageEdit, expectSize, FITS, fillColour, fillEncoding, fittedSize } from '../kits/image-edit.ts'
import { backgroundParam } from '../kits/image-conversion.ts'
import { sameFormat } from '../../lib/image/image.ts'

const side = (what: string) => z.number().int().min(1).max(16384).optional()
  .describe(`${what} of the result in pixels, 1-16384; leave it out to follow the aspect ratio`)

export default defineImageEdit({
  name: 'image-resize',
  summary: 'Resize an image to a width, a height or both',
  description: [
    'Scales the image. With only width or only height the other side follows the aspect ratio.',
    'With both, fit decides how the image meets that box, as CSS object-fit does:',
    'cover (default) fills the box exactly and crops what overflows, keeping the centre;',
    'contain shows the whole image exactly in the box and pads the rest with background (transparent, or white for JPEG and BMP);',
    'fill stretches to the box, ignoring the aspect ratio;',
    'inside fits within the box keeping the aspect ratio (the result may be smaller on one side);',
    'outside covers the box keeping the aspect ratio without cropping (the result may be larger on one side).',
    'without_enlargement leaves an image smaller than the requested size as it is.',
  ].join(' '),
  params: z.object({
    width: side('Width'),
    height: side('Height'),
    fit: z.enum(FITS).default('cover')
      .describe('How the image meets a box of width × height: cover, contain, fill, inside or outside; default cover'),
    background: backgroundParam('of the padding added by fit=contain; default transparent, or white for JPEG and BMP'),
    without_enlargement: z.boolean().default(false)
      .describe('1 to never make the image larger than it is; default 0'),
  }),
  animated: true,
  examples: [
    { title: 'Resize a photo to 200 pixels wide', params: { width: 200 }, files: ['photo.jpg'], output: 'image/jpeg' },
    { title: 'Fit a PNG inside a 32×32 square, padded with transparency', params: { width: 32, height: 32, fit: 'contain' }, files: ['alpha.png'], output: 'image/png' },
  ],
  check: ({ width, height }) => {
    if (width === undefined && height === undefined) throw new OperationError('RESIZE_NEEDS_SIZE')
  },
  edit: ({ width, height, fit, background, without_enlargement: withoutEnlargement }, loaded, ctx) => {
    expectSize(loaded, fittedSize(loaded, { width, height }, fit, withoutEnlargement), ctx)
    loaded.image.resize({ width, height, fit, withoutEnlargement, background: fillColour(background, sameFormat(loaded.upload.format)) })
  },
  encoding: ({ background }, format) => fillEncoding(fillColour(background, format), format),
})
