import type en from '../../en/phrases/pdf.ts'
import type { ImagesToPdfFigures, PageAction, RenderFigures } from '../../en/phrases/pdf.ts'

/** Sentences and parameters the PDF operations share. */
const PDF_PASSWORD = 'Senha que abre uma entrada criptografada (a senha de usuário ou de proprietário). Não é necessária para um arquivo que abre sem senha; é ignorada para arquivos que não estão criptografados.'

const PDF_OPENED = 'Uma entrada criptografada é aberta com password (um arquivo que apenas restringe a impressão ou a edição abre sem ela); o resultado não é criptografado.'

const PDF_SAVED_PLAIN = 'Senha que abre um PDF criptografado; o resultado é salvo sem criptografia'

const PDF_RENDER_PASSWORD = 'Senha de um PDF criptografado (a senha de usuário ou de proprietário); ignorada quando o PDF não está criptografado'

/** What a new document made of some pages keeps, after its subject. */
const KEEPS_INFO = 'mantém as informações do documento (título, autor...), mas não os marcadores nem os campos de formulário'

/** The pages a reading operation works on. */
function selectedPages(action: PageAction): string {
  return `Páginas a ${{ render: 'renderizar', read: 'ler' }[action]}, como 1-3,5,7- (7- significa da 7 até a última página), na ordem escrita; padrão: todas`
}

/** The dpi parameter of page rendering. */
function renderDpi(figures: RenderFigures): string {
  return `Resolução em pontos por polegada, ${figures.minDpi}-${figures.maxDpi}, padrão ${figures.dpi}: uma página tem o tamanho dela em polegadas × dpi pixels de largura e de altura, então uma página A4 a ${figures.dpi} dpi tem ${figures.a4}`
}

/** How a page selection is written, after what the pages are for. */
function pageList(what: string): string {
  return `${what}: números de página e intervalos separados por vírgulas, como 1-3,5,7- ("7-" vai até a última página e "all" são todas as páginas).`
}

/** The summary of rendering PDF pages to images of one format. */
function renderSummary(format: string): string {
  return `Renderiza páginas de PDF como imagens ${format}`
}

/** The description of rendering PDF pages to images of one format. */
function pdfRender(format: string, ext: string, figures: RenderFigures): string {
  return [
    `Desenha cada página selecionada de um PDF (todas as páginas por padrão) como uma imagem ${format} a \`dpi\` pontos por polegada, sobre papel branco, com pdf.js.`,
    `A imagem é a página como exibida (crop box, com a rotação da página aplicada) nessa resolução: uma página A4 a ${figures.dpi} dpi tem ${figures.a4} pixels, e uma página US Letter, ${figures.letter}.`,
    `Cada imagem recebe o nome do PDF e o número da página (report-1.${ext}, report-3.${ext}…), mesmo quando só uma página é selecionada, para que o nome sempre indique qual página é.`,
    'Uma página retorna a própria imagem; várias retornam um ZIP de imagens; vários PDFs em uma solicitação retornam um ZIP com uma pasta para cada PDF que gerou várias imagens.',
    'Um PDF criptografado precisa da senha em `password` (422 PDF_ENCRYPTED sem ela, BAD_PASSWORD quando está errada).',
    `Limites, verificados antes de qualquer desenho: no máximo o limite de renderização do servidor em páginas por solicitação (${figures.pages} por padrão) e, para cada página, no máximo o limite de pixels de imagem no dpi escolhido (${figures.megapixels} milhões por padrão; peça um dpi menor ou menos páginas), ambos respondidos com 413;`,
    'fluxos compactados que se expandem além do limite do servidor são recusados como bombas de descompactação (413), e uma imagem dentro de uma página maior que o limite de pixels é omitida do desenho.',
  ].join(' ')
}

/** The summary of making a PDF from images of one format. */
function imagesToPdfSummary(format: string): string {
  return `Cria um PDF a partir de imagens ${format}, uma página por imagem`
}

/** The description of making a PDF from images, one page each. */
function imagesToPdf(first: string, second: string, figures: ImagesToPdfFigures): string {
  return [
    `Lê imagens ${first} e ${second} (o formato é detectado a partir dos bytes) e cria um PDF com uma página por imagem, na ordem de carregamento.`,
    'A orientação EXIF é aplicada, então as fotos ficam na posição em que foram tiradas.',
    `O tamanho de uma imagem na página vem da densidade registrada dela (dpi, quando entre ${figures.minDensity} e ${figures.maxDensity}) ou, caso contrário, de ${figures.density} dpi.`,
    'Com page_size=fit, cada página tem esse tamanho mais as margens. Em papel a4 ou letter, a imagem é centralizada dentro das margens e reduzida para caber; ela nunca é ampliada, o que só a deixaria borrada.',
    `Um lado da página nunca ultrapassa ${figures.maxSide} pt (${figures.maxSide / 72} polegadas), o máximo que os leitores de PDF aceitam: imagens maiores são reduzidas.`,
    `As imagens JPEG são gravadas novamente com qualidade ${figures.quality} e as PNG sem perdas, mantendo a transparência. O PDF recebe o nome da primeira imagem.`,
  ].join(' ')
}

/** The parameters of making a PDF from images. */
function imagesToPdfParams(figures: ImagesToPdfFigures) {
  return {
    page_size: `fit: cada página tem o tamanho da imagem (mais as margens); a4 (${figures.a4} pt) ou letter (${figures.letter} pt): papel com a imagem centralizada; padrão fit`,
    orientation: 'Orientação do papel para a4 e letter: auto coloca uma página em paisagem quando a imagem é mais larga que alta; ignorado com fit; padrão auto',
    margin: `Espaço livre ao redor da imagem em cada lado, em pontos (72 pt = 1 polegada); padrão 0 com fit e ${figures.margin} com a4 e letter`,
  }
}

export default {
  PDF_PASSWORD, PDF_OPENED, PDF_SAVED_PLAIN, PDF_RENDER_PASSWORD, KEEPS_INFO, selectedPages, renderDpi, pageList,
  renderSummary, pdfRender, imagesToPdfSummary, imagesToPdf, imagesToPdfParams,
} satisfies typeof en
