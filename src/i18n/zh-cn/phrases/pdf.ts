import type en from '../../en/phrases/pdf.ts'
import type { ImagesToPdfFigures, PageAction, RenderFigures } from '../../en/phrases/pdf.ts'

/** Sentences and parameters the PDF operations share. */
const PDF_PASSWORD = '打开加密输入的密码（其用户密码或所有者密码）。无需密码即可打开的文件不需要此项；未加密的文件会忽略此项。'

const PDF_OPENED = '加密的输入会用 password 打开（仅限制打印或编辑的文件无需密码即可打开）；结果不加密。'

const PDF_SAVED_PLAIN = '打开加密 PDF 的密码；结果以不加密的形式保存'

const PDF_RENDER_PASSWORD = '加密 PDF 的密码（其用户密码或所有者密码）；PDF 未加密时忽略'

/** What a new document made of some pages keeps, after its subject. */
const KEEPS_INFO = '保留文档信息（标题、作者...），但不保留书签和表单域'

/** The pages a reading operation works on. */
function selectedPages(action: PageAction): string {
  return `要${{ render: '渲染', read: '读取' }[action]}的页面，例如 1-3,5,7-（7- 表示从第 7 页到最后一页），按书写顺序处理；默认为全部页面`
}

/** The dpi parameter of page rendering. */
function renderDpi(figures: RenderFigures): string {
  return `分辨率，以每英寸点数表示，${figures.minDpi}-${figures.maxDpi}，默认为 ${figures.dpi}：页面的宽和高为其英寸尺寸 × dpi 像素，因此 ${figures.dpi} dpi 下的 A4 页面为 ${figures.a4}`
}

/** How a page selection is written, after what the pages are for. */
function pageList(what: string): string {
  return `${what}：用逗号分隔的页码和范围，例如 1-3,5,7-（"7-" 表示到最后一页，"all" 表示所有页面）。`
}

/** The summary of rendering PDF pages to images of one format. */
function renderSummary(format: string): string {
  return `将 PDF 页面渲染为 ${format} 图像`
}

/** The description of rendering PDF pages to images of one format. */
function pdfRender(format: string, ext: string, figures: RenderFigures): string {
  return [
    `使用 pdf.js 将 PDF 的每个选定页面（默认为所有页面）以 \`dpi\` 每英寸点数绘制为白色纸张上的 ${format} 图像。`,
    `图像是该分辨率下显示的页面（裁剪框，并应用页面的旋转）：${figures.dpi} dpi 下的 A4 页面为 ${figures.a4} 像素，US Letter 页面为 ${figures.letter}。`,
    `每个图像以 PDF 名称和页码命名（report-1.${ext}、report-3.${ext}…），即使只选择了一页也是如此，因此名称始终表明是哪一页。`,
    '一页时返回图像本身；多页时返回图像的 ZIP；一个请求中有多个 PDF 时返回一个 ZIP，其中每个生成多张图像的 PDF 对应一个文件夹。',
    '加密的 PDF 需要在 `password` 中提供密码（未提供时返回 422 PDF_ENCRYPTED，密码错误时返回 BAD_PASSWORD）。',
    `限制在绘制任何内容之前检查：每个请求的页数不超过服务器的渲染限制（默认为 ${figures.pages}），每页在所选 dpi 下不超过图像像素限制（默认为 ${figures.megapixels} 百万像素；请使用较低的 dpi 或较少的页面），两者超出时均返回 413；`,
    '解压后超过服务器限制的压缩流会被视为解压缩炸弹而拒绝（413），页面中超过像素限制的图像不会被绘制。',
  ].join('')
}

/** The summary of making a PDF from images of one format. */
function imagesToPdfSummary(format: string): string {
  return `用 ${format} 图像生成 PDF，每张图像一页`
}

/** The description of making a PDF from images, one page each. */
function imagesToPdf(first: string, second: string, figures: ImagesToPdfFigures): string {
  return [
    `读取 ${first} 和 ${second} 图像（格式根据字节检测），并按上传顺序生成一个每张图像一页的 PDF。`,
    '会应用 EXIF 方向，因此照片保持拍摄时的朝向。',
    `图像在页面上的尺寸取决于其记录的密度（dpi，介于 ${figures.minDensity} 和 ${figures.maxDensity} 之间时），否则按 ${figures.density} dpi 计算。`,
    '使用 page_size=fit 时，每页为该尺寸加上边距。在 a4 或 letter 纸张上，图像在边距内居中并缩小以适应页面；图像永远不会被放大，因为放大只会使其模糊。',
    `页面的边长永远不会超过 ${figures.maxSide} pt（${figures.maxSide / 72} 英寸），这是 PDF 阅读器可接受的最大值：更大的图像会被缩小。`,
    `JPEG 图像以质量 ${figures.quality} 重新写入，PNG 图像以无损方式写入并保留透明度。PDF 以第一张图像命名。`,
  ].join('')
}

/** The parameters of making a PDF from images. */
function imagesToPdfParams(figures: ImagesToPdfFigures) {
  return {
    page_size: `fit：每页为其图像的尺寸（加上边距）；a4（${figures.a4} pt）或 letter（${figures.letter} pt）：图像居中的纸张；默认为 fit`,
    orientation: 'a4 和 letter 的纸张方向：auto 在图像宽大于高时将页面设为横向；使用 fit 时忽略；默认为 auto',
    margin: `图像四周保留的空白，以点为单位（72 pt = 1 英寸）；使用 fit 时默认为 0，使用 a4 和 letter 时默认为 ${figures.margin}`,
  }
}

export default {
  PDF_PASSWORD, PDF_OPENED, PDF_SAVED_PLAIN, PDF_RENDER_PASSWORD, KEEPS_INFO, selectedPages, renderDpi, pageList,
  renderSummary, pdfRender, imagesToPdfSummary, imagesToPdf, imagesToPdfParams,
} satisfies typeof en
