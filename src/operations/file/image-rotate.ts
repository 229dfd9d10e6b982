import { z } from 'zod'
import { sameFormat } from '../../lib/image/image.ts'
import { defineImageEdit, expectSize, fillColor, fillEncoding, type Size } from '../kits/image-edit.ts'
import { backgroundParam } from '../kits/image-conversion.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

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
  de: {
    summary: 'Dreht ein Bild um einen beliebigen Winkel',
    description: `Dreht das Bild um degrees Grad im Uhrzeigersinn (ein negativer Wert dreht es gegen den Uhrzeigersinn). Vielfache von 90 sind exakt: Es wird nichts neu abgetastet, und 90 oder 270 vertauschen Breite und Höhe. Jeder andere Winkel vergrößert das Bild auf das umschließende Rechteck des gedrehten Bilds (width·|cos| + height·|sin| breit) und füllt die frei gewordenen Ecken mit background: standardmäßig transparent oder bei JPEG und BMP weiß.`,
    params: {
      degrees: 'Winkel in Grad im Uhrzeigersinn, -360 bis 360, Dezimalzahlen erlaubt; Standardwert: 90',
      background: `Farbe der Ecken, die ein Winkel freilässt, der kein Vielfaches von 90 ist; standardmäßig transparent oder bei JPEG und BMP weiß. Angabe als ${de.image.COLOR_FORMS}`,
    },
  },
  fr: {
    summary: 'Fait pivoter une image selon un angle quelconque',
    description: `Fait pivoter l'image de degrees degrés dans le sens horaire (une valeur négative la fait pivoter dans le sens antihoraire). Les multiples de 90 sont exacts\u00a0: rien n'est rééchantillonné, et 90 ou 270 intervertissent la largeur et la hauteur. Tout autre angle agrandit l'image jusqu'au rectangle englobant de l'image pivotée (width·|cos| + height·|sin| de large) et remplit les coins découverts avec background\u00a0: transparent par défaut, ou blanc pour JPEG et BMP.`,
    params: {
      degrees: 'Angle en degrés, dans le sens horaire, de -360 à 360, décimales autorisées\u00a0; 90 par défaut',
      background: `Couleur des coins laissés découverts par un angle qui n'est pas un multiple de 90\u00a0; transparent par défaut, ou blanc pour JPEG et BMP. Formats acceptés\u00a0: ${fr.image.COLOR_FORMS}`,
    },
  },
  'pt-br': {
    summary: 'Gira uma imagem em qualquer ângulo',
    description: `Gira a imagem degrees graus no sentido horário (um valor negativo a gira no sentido anti-horário). Múltiplos de 90 são exatos: nada é reamostrado, e 90 ou 270 trocam a largura e a altura. Qualquer outro ângulo amplia a imagem até o retângulo que contém a imagem girada (com width·|cos| + height·|sin| de largura) e preenche os cantos descobertos com background: transparente por padrão, ou branco para JPEG e BMP.`,
    params: {
      degrees: 'Ângulo em graus, no sentido horário, de -360 a 360, com decimais permitidos; padrão: 90',
      background: `Cor dos cantos que um ângulo que não é múltiplo de 90 deixa descobertos; padrão: transparente, ou branco para JPEG e BMP. Formatos aceitos: ${ptBr.image.COLOR_FORMS}`,
    },
  },
  'zh-cn': {
    summary: '按任意角度旋转图像',
    description: `将图像顺时针旋转 degrees 度（负值表示逆时针旋转）。90 的倍数是精确的：不进行任何重新采样，90 或 270 会交换宽度和高度。其他任何角度都会将图像扩大到旋转后图像的外接矩形（宽为 width·|cos| + height·|sin|），并用 background 填充露出的角落：默认为透明，JPEG 和 BMP 为白色。`,
    params: {
      degrees: '角度（度），顺时针方向，-360 到 360，允许小数；默认为 90',
      background: `角度不是 90 的倍数时露出的角落的颜色；默认为透明，JPEG 和 BMP 为白色。可用写法：${zhCn.image.COLOR_FORMS}`,
    },
  },
})
