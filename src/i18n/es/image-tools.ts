import type { Catalogue } from '../catalogue.ts'
import type en from '../en/image-tools.ts'

export default {
  IMAGE_COLOR_INVALID: '{param} "{value}" no es un color; escriba un nombre de color CSS como navy, HEX como #336699 o #369 (en una cadena de consulta de URL escriba # como %23, u omítalo), o rgb(51 102 153)',
  SVG_INVALID: 'No se pudo leer {name} como SVG: {detail}; envíe un documento SVG bien formado (con un elemento raíz <svg> en el espacio de nombres SVG)',
  SVG_DTD: '{name} declara un tipo de documento o entidades (<!DOCTYPE, <!ENTITY o similar), que este servicio no acepta: quite la declaración y escriba el texto que representaban las entidades',
  SVG_SIZE_ONE: 'indique solo uno de width, height y scale: el otro lado sigue las proporciones del dibujo',
  SVG_TIMEOUT: 'dibujar el SVG llevó más de {ms} ms; simplifíquelo (menos elementos, filtros o desenfoques) o pida un tamaño menor',
  CODES_TIMEOUT: 'leer los códigos llevó más de {ms} ms; envíe una imagen más pequeña, recortada alrededor del código',
  IMAGE_WATERMARK_SOURCE: 'envíe un texto (text) o una imagen en el campo de archivo watermark, solo uno de los dos',
  SVG_TOO_LARGE: '{name} ocupa {bytes} bytes, más que los {max} bytes que admite un SVG; envíe un dibujo más pequeño',
  SVG_TOO_MANY_ELEMENTS: '{name} contiene más de {max} elementos; simplifique el dibujo (una los trazados, quite las capas ocultas) y vuelva a enviarlo',
} satisfies Catalogue<typeof en>
