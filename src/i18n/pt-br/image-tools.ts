import type { Catalogue } from '../catalogue.ts'
import type en from '../en/image-tools.ts'

export default {
  IMAGE_COLOR_INVALID: '{param} "{value}" não é uma cor; escreva um nome de cor CSS como navy, HEX como #336699 ou #369 (em uma query string de URL, escreva # como %23 ou omita-o) ou rgb(51 102 153)',
  SVG_INVALID: 'não foi possível ler {name} como SVG: {detail}; envie um documento SVG bem formado (um elemento raiz <svg> no namespace SVG)',
  SVG_DTD: '{name} declara um tipo de documento ou entidades (<!DOCTYPE, <!ENTITY ou semelhante), o que este serviço não aceita: remova a declaração e escreva o texto que as entidades representavam',
  SVG_SIZE_ONE: 'informe apenas um entre width, height e scale: o outro lado segue as proporções do desenho',
  SVG_TIMEOUT: 'o SVG levou mais de {ms} ms para ser desenhado; simplifique-o (menos elementos, filtros ou desfoques) ou peça um tamanho menor',
  CODES_TIMEOUT: 'a leitura dos códigos levou mais de {ms} ms; envie uma imagem menor, recortada ao redor do código',
  IMAGE_WATERMARK_SOURCE: 'envie text ou uma imagem no campo de arquivo watermark, apenas um dos dois',
  SVG_TOO_LARGE: '{name} tem {bytes} bytes, mais do que os {max} bytes que um SVG pode ter; envie um desenho menor',
  SVG_TOO_MANY_ELEMENTS: '{name} contém mais de {max} elementos; simplifique o desenho (mescle caminhos, remova camadas ocultas) e envie-o novamente',
} satisfies Catalogue<typeof en>
