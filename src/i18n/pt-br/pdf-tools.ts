import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-tools.ts'

export default {
  PDF_NO_IMAGES: '{name} não tem imagens incorporadas nas páginas escolhidas (XObjects de imagem; imagens escritas inline no conteúdo da página não são extraídas); escolha outras páginas ou use pdf-to-png para renderizar as próprias páginas',
  PDF_TOO_MANY_IMAGES: '{name} contém mais de {max} imagens nas páginas escolhidas; escolha menos páginas com pages e extraia o restante em outra chamada',
  PDF_IMAGE_TOO_LARGE: 'A imagem {index} da página {page} de {name} tem {width}×{height} pixels, mais do que os {max} pixels que uma imagem pode ter; deixe essa página de fora com pages',
  PDF_IMAGES_TOO_LARGE: 'As imagens de {name} nas páginas escolhidas ocupam mais de {max} bytes depois de decodificadas; escolha menos páginas com pages e extraia o restante em outra chamada',
  MARKDOWN_FILE_TOO_LONG: '{name} tem {length} caracteres de Markdown, mais do que os {max} permitidos; divida-o em documentos menores',
} satisfies Catalogue<typeof en>
