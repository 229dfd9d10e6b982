import type { Catalogue } from '../catalogue.ts'
import type en from '../en/pdf-make.ts'

export default {
  TEXT_UNSUPPORTED_CHARACTERS: '{param} contém caracteres que a fonte não consegue desenhar: {characters}; remova-os ou substitua-os (letras latinas, dígitos e pontuação comum funcionam)',
  SIGNATURE_SOURCE: 'Forneça exatamente uma assinatura: uma imagem no campo de arquivo signature, um signature_data_url ou um texto digitado ({count} fornecidas)',
  WATERMARK_SOURCE: 'Forneça exatamente uma marca d\'água: um texto ou uma imagem no campo de arquivo image ({count} fornecidas)',
  DATA_URL_INVALID: '{param} deve ser uma URL de dados com uma imagem PNG ou JPEG, como data:image/png;base64,iVBORw0KGgo…',
  SIGNATURE_OUTSIDE_PAGE: 'A assinatura, de {width}×{height} pt em x={x}, y={y}, não cabe na página {page}, que tem {page_width}×{page_height} pt; x + width deve ser no máximo {page_width} e y + height no máximo {page_height} (escolha uma largura menor ou mova-a)',
  PAGE_NUMBER_FORMAT: 'format deve conter {n} onde fica o número da página, por exemplo "{n}", "{n} / {total}" ou "Página {n} de {total}"',
} satisfies Catalogue<typeof en>
