import { z } from 'zod'
import { sameFormat } from '../../lib/image/image.ts'
import { defineImageEdit, expectSize, fillColor, fillEncoding, type Size } from '../kits/image-edit.ts'
import { backgroundParam } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'

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
    loaded.image.rotate(degrees, { background: fillColor(background, sameFormat(loaded.upload.format)) })
  },
  encoding: ({ background }, format) => fillEncoding(fillColor(background, format), format),
  es: {
    summary: 'Gira una imagen cualquier ángulo',
    description: `Gira la imagen degrees grados en el sentido de las agujas del reloj (un valor negativo la gira en sentido contrario). Los múltiplos de 90 son exactos: no se remuestrea nada, y 90 o 270 intercambian el ancho y el alto. Cualquier otro ángulo agranda la imagen hasta el rectángulo que contiene la imagen girada (de width·|cos| + height·|sin| de ancho) y rellena las esquinas descubiertas con background: transparente por defecto, o blanco para JPEG y BMP.`,
    params: {
      degrees: 'Ángulo en grados, en el sentido de las agujas del reloj, de -360 a 360, se admiten decimales; por defecto 90',
      background: `Color de las esquinas que deja descubiertas un ángulo que no es múltiplo de 90; por defecto transparente, o blanco para JPEG y BMP: ${es.image.COLOR_FORMS}`,
    },
  },
})
