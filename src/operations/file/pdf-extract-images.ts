import { z } from 'zod'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { EACH_PDF, openPasswordParam, pdfJob } from '../kits/pdf-pages.ts'
import { MAX_DECODED_BYTES, MAX_IMAGES, SKIPPED_LIST, ZIP_TYPE } from '../../lib/pdf-images/limits.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'
import en from '../../i18n/en/phrases/index.ts'

const MiB = 1024 * 1024

export default defineOperation({
  category: 'file',
  name: 'pdf-extract-images',
  input: 'file',
  summary: 'Extract the images embedded in a PDF, as a ZIP',
  description: [
    'Answers a ZIP of the images the selected pages use, named after the upload, the page and the image\'s place on it: report-page-2-image-1.jpg.',
    'JPEG images are written byte for byte as .jpg and JPEG 2000 ones as .jp2 (as pdfimages -all does); every other image is decoded (Flate, LZW, RunLength, ASCIIHex, ASCII85, with PNG or TIFF predictors; grey, RGB, CMYK, indexed and ICC-based colours by their number of components; 1, 2, 4, 8 or 16 bits, reduced to 8) and written as PNG, CMYK turned into RGB by the plain complement formula, with its soft mask (SMask) as the alpha channel; the soft mask of a JPEG comes beside it as a grey PNG named like it with -mask (report-page-1-image-1-mask.png). A stencil mask (ImageMask) comes as a grey image, the painted parts black.',
    'Images are found through each page\'s resources and those of the forms (Form XObjects) it uses, each image once per page however often the page draws it; an image on several pages comes once for each. Images written inline in the page content (BI … EI) are not extracted.',
    `JBIG2 and CCITT fax images, and any with an unusual colour space (Separation, DeviceN, Lab), are not converted: they are listed in ${SKIPPED_LIST} inside the ZIP with the reason.`,
    `Limits, checked on what the images declare before any is decoded: ${MAX_IMAGES} images per file (413 PDF_TOO_MANY_IMAGES), the IMAGE_MAX_PIXELS limit per image (413 PDF_IMAGE_TOO_LARGE), and ${MAX_DECODED_BYTES / MiB} MiB of decoded pixels in all (413 PDF_IMAGES_TOO_LARGE).`,
    'A PDF without images on the pages chosen answers 422 PDF_NO_IMAGES.',
    en.pdf.PDF_OPENED,
    'Several uploaded files answer one ZIP holding each file\'s ZIP.',
  ].join(' '),
  files: { ...EACH_PDF, answers: [ZIP_TYPE] },
  params: z.object({
    pages: z.string().min(1).max(1000).optional()
      .describe(`${en.pdf.pageList('The pages whose images are extracted')} Default: every page.`),
    password: openPasswordParam,
  }),
  examples: [
    { title: 'Every image of a scanned page', params: {}, files: ['photo-page.pdf'], output: ZIP_TYPE },
    { title: 'The images of page 1 only', params: { pages: '1' }, files: ['photo-page.pdf'], output: ZIP_TYPE },
  ],
  async run({ pages, password }, ctx) {
    const [zip] = await ctx.documents.run('pdf.extractImages', {
      ...pdfJob(ctx, password),
      limits: { ...pdfJob(ctx, password).limits, maxPixels: ctx.files.maxPixels },
      ...(pages !== undefined && { pages }),
      deadline: ctx.files.deadline,
      threads: ctx.files.imageThreads,
    }, budget(ctx))
    return new FileOutput(zip!.name, zip!.type, zip!.bytes)
  },
  es: {
    summary: 'Extrae las imágenes incrustadas en un PDF, en un ZIP',
    description: `Responde con un ZIP de las imágenes que usan las páginas seleccionadas, con el nombre del archivo subido, la página y el lugar de la imagen en ella: report-page-2-image-1.jpg. Las imágenes JPEG se escriben byte a byte como .jpg y las JPEG 2000 como .jp2 (como hace pdfimages -all); cualquier otra imagen se decodifica (Flate, LZW, RunLength, ASCIIHex, ASCII85, con predictores PNG o TIFF; colores en gris, RGB, CMYK, indexados y basados en ICC según su número de componentes; 1, 2, 4, 8 o 16 bits, reducidos a 8) y se escribe como PNG, con CMYK convertido a RGB por la fórmula simple del complemento y su máscara suave (SMask) como canal alfa; la máscara suave de un JPEG sale a su lado como PNG en gris con el mismo nombre y -mask (report-page-1-image-1-mask.png). Una máscara de esténcil (ImageMask) sale como imagen en gris, con las partes pintadas en negro. Las imágenes se buscan en los recursos de cada página y en los de los formularios (Form XObjects) que usa, cada imagen una vez por página aunque la página la dibuje varias veces; una imagen que aparece en varias páginas sale una vez por cada una. Las imágenes escritas en línea en el contenido de la página (BI … EI) no se extraen. Las imágenes JBIG2 y CCITT fax, y las que tienen un espacio de color inusual (Separation, DeviceN, Lab), no se convierten: se enumeran en ${SKIPPED_LIST} dentro del ZIP con el motivo. Límites, comprobados con lo que declaran las imágenes antes de decodificar ninguna: ${MAX_IMAGES} imágenes por archivo (413 PDF_TOO_MANY_IMAGES), el límite IMAGE_MAX_PIXELS por imagen (413 PDF_IMAGE_TOO_LARGE) y ${MAX_DECODED_BYTES / MiB} MiB de píxeles decodificados en total (413 PDF_IMAGES_TOO_LARGE). Un PDF sin imágenes en las páginas elegidas responde 422 PDF_NO_IMAGES. ${es.pdf.PDF_OPENED} Varios archivos subidos se responden en un ZIP que contiene el ZIP de cada archivo.`,
    params: {
      pages: `${es.pdf.pageList('Las páginas cuyas imágenes se extraen')} Por defecto: todas las páginas.`,
      password: es.pdf.PDF_PASSWORD,
    },
  },
  de: {
    summary: 'Extrahiert die in ein PDF eingebetteten Bilder als ZIP',
    description: `Antwortet mit einem ZIP der Bilder, die die ausgewählten Seiten verwenden, benannt nach der hochgeladenen Datei, der Seite und der Position des Bilds darauf: report-page-2-image-1.jpg. JPEG-Bilder werden Byte für Byte als .jpg geschrieben und JPEG-2000-Bilder als .jp2 (wie bei pdfimages -all); jedes andere Bild wird decodiert (Flate, LZW, RunLength, ASCIIHex, ASCII85, mit PNG- oder TIFF-Prädiktoren; Graustufen, RGB, CMYK, indizierte und ICC-basierte Farben anhand ihrer Anzahl an Komponenten; 1, 2, 4, 8 oder 16 Bit, auf 8 reduziert) und als PNG geschrieben, wobei CMYK mit der einfachen Komplementformel in RGB umgewandelt wird und die weiche Maske (SMask) als Alphakanal dient; die weiche Maske eines JPEG-Bilds wird daneben als Graustufen-PNG mit demselben Namen und -mask geliefert (report-page-1-image-1-mask.png). Eine Schablonenmaske (ImageMask) wird als Graustufenbild geliefert, die bemalten Bereiche schwarz. Bilder werden über die Ressourcen jeder Seite und die der von ihr verwendeten Formulare (Form XObjects) gefunden, jedes Bild einmal pro Seite, egal wie oft die Seite es zeichnet; ein Bild auf mehreren Seiten wird für jede davon einmal geliefert. Inline in den Seiteninhalt geschriebene Bilder (BI … EI) werden nicht extrahiert. JBIG2- und CCITT-Fax-Bilder sowie Bilder mit ungewöhnlichem Farbraum (Separation, DeviceN, Lab) werden nicht konvertiert: Sie werden mit dem Grund in ${SKIPPED_LIST} im ZIP aufgeführt. Grenzwerte, geprüft anhand der Angaben der Bilder, bevor eines decodiert wird: ${MAX_IMAGES} Bilder pro Datei (413 PDF_TOO_MANY_IMAGES), das Limit IMAGE_MAX_PIXELS pro Bild (413 PDF_IMAGE_TOO_LARGE) und insgesamt ${MAX_DECODED_BYTES / MiB} MiB decodierte Pixel (413 PDF_IMAGES_TOO_LARGE). Ein PDF ohne Bilder auf den gewählten Seiten ergibt 422 PDF_NO_IMAGES. ${de.pdf.PDF_OPENED} Mehrere hochgeladene Dateien ergeben ein ZIP, das das ZIP jeder Datei enthält.`,
    params: {
      pages: `${de.pdf.pageList('Die Seiten, deren Bilder extrahiert werden')} Standardwert: alle Seiten.`,
      password: de.pdf.PDF_PASSWORD,
    },
  },
  fr: {
    summary: 'Extrait les images incorporées dans un PDF, dans un ZIP',
    description: `Renvoie un ZIP des images qu'utilisent les pages sélectionnées, nommées d'après le fichier chargé, la page et la place de l'image sur celle-ci\u00a0: report-page-2-image-1.jpg. Les images JPEG sont écrites octet pour octet en .jpg et les images JPEG 2000 en .jp2 (comme le fait pdfimages -all)\u00a0; toute autre image est décodée (Flate, LZW, RunLength, ASCIIHex, ASCII85, avec prédicteurs PNG ou TIFF\u00a0; couleurs en niveaux de gris, RGB, CMYK, indexées et basées sur ICC selon leur nombre de composantes\u00a0; 1, 2, 4, 8 ou 16 bits, ramenés à 8) et écrite en PNG, le CMYK étant converti en RGB par la simple formule du complément, avec son masque souple (SMask) comme canal alpha\u00a0; le masque souple d'un JPEG est fourni à côté de celui-ci sous forme de PNG en niveaux de gris portant le même nom suivi de -mask (report-page-1-image-1-mask.png). Un masque de type stencil (ImageMask) est fourni comme image en niveaux de gris, les parties peintes en noir. Les images sont recherchées dans les ressources de chaque page et dans celles des formulaires (Form XObjects) qu'elle utilise, chaque image une fois par page, quel que soit le nombre de fois où la page la dessine\u00a0; une image présente sur plusieurs pages est fournie une fois pour chacune. Les images écrites en ligne dans le contenu de la page (BI … EI) ne sont pas extraites. Les images JBIG2 et CCITT fax, ainsi que celles dont l'espace colorimétrique est inhabituel (Separation, DeviceN, Lab), ne sont pas converties\u00a0: elles sont répertoriées dans ${SKIPPED_LIST} à l'intérieur du ZIP, avec le motif. Limites, vérifiées d'après ce que déclarent les images avant d'en décoder une seule\u00a0: ${MAX_IMAGES} images par fichier (413 PDF_TOO_MANY_IMAGES), la limite IMAGE_MAX_PIXELS par image (413 PDF_IMAGE_TOO_LARGE) et ${MAX_DECODED_BYTES / MiB} MiB de pixels décodés au total (413 PDF_IMAGES_TOO_LARGE). Un PDF sans images sur les pages choisies renvoie 422 PDF_NO_IMAGES. ${fr.pdf.PDF_OPENED} Plusieurs fichiers chargés donnent un seul ZIP contenant le ZIP de chaque fichier.`,
    params: {
      pages: `${fr.pdf.pageList('Les pages dont les images sont extraites')} Par défaut\u00a0: toutes les pages.`,
      password: fr.pdf.PDF_PASSWORD,
    },
  },
  'pt-br': {
    summary: 'Extrai as imagens incorporadas em um PDF, em um ZIP',
    description: `Responde com um ZIP das imagens que as páginas selecionadas usam, com o nome do arquivo enviado, a página e a posição da imagem nela: report-page-2-image-1.jpg. As imagens JPEG são gravadas byte a byte como .jpg e as JPEG 2000 como .jp2 (como faz o pdfimages -all); qualquer outra imagem é decodificada (Flate, LZW, RunLength, ASCIIHex, ASCII85, com preditores PNG ou TIFF; cores em cinza, RGB, CMYK, indexadas e baseadas em ICC pelo número de componentes; 1, 2, 4, 8 ou 16 bits, reduzidos a 8) e gravada como PNG, com CMYK convertido em RGB pela fórmula simples do complemento e a máscara suave (SMask) como canal alfa; a máscara suave de um JPEG vem ao lado dele como um PNG em cinza com o mesmo nome mais -mask (report-page-1-image-1-mask.png). Uma máscara de estêncil (ImageMask) vem como uma imagem em cinza, com as partes pintadas em preto. As imagens são encontradas nos recursos de cada página e nos dos formulários (Form XObjects) que ela usa, cada imagem uma vez por página, não importa quantas vezes a página a desenhe; uma imagem presente em várias páginas vem uma vez para cada uma. Imagens escritas em linha no conteúdo da página (BI … EI) não são extraídas. Imagens JBIG2 e CCITT fax, e qualquer uma com um espaço de cores incomum (Separation, DeviceN, Lab), não são convertidas: elas são listadas em ${SKIPPED_LIST} dentro do ZIP, com o motivo. Limites, verificados com base no que as imagens declaram antes de decodificar qualquer uma: ${MAX_IMAGES} imagens por arquivo (413 PDF_TOO_MANY_IMAGES), o limite IMAGE_MAX_PIXELS por imagem (413 PDF_IMAGE_TOO_LARGE) e ${MAX_DECODED_BYTES / MiB} MiB de pixels decodificados no total (413 PDF_IMAGES_TOO_LARGE). Um PDF sem imagens nas páginas escolhidas responde 422 PDF_NO_IMAGES. ${ptBr.pdf.PDF_OPENED} Vários arquivos enviados são respondidos com um ZIP que contém o ZIP de cada arquivo.`,
    params: {
      pages: `${ptBr.pdf.pageList('As páginas cujas imagens são extraídas')} Padrão: todas as páginas.`,
      password: ptBr.pdf.PDF_PASSWORD,
    },
  },
  'zh-cn': {
    summary: '提取 PDF 中嵌入的图像，以 ZIP 返回',
    description: `返回所选页面所用图像的 ZIP，图像按上传文件的名称、页码及图像在该页中的位置命名：report-page-2-image-1.jpg。JPEG 图像按原始字节写为 .jpg，JPEG 2000 图像写为 .jp2（与 pdfimages -all 相同）；其他所有图像都会被解码（Flate、LZW、RunLength、ASCIIHex、ASCII85，支持 PNG 或 TIFF 预测器；灰度、RGB、CMYK、索引色和基于 ICC 的颜色按其分量数处理；1、2、4、8 或 16 位，统一降为 8 位）并写为 PNG，其中 CMYK 按简单的补色公式转换为 RGB，软蒙版（SMask）作为 Alpha 通道；JPEG 的软蒙版以同名加 -mask 的灰度 PNG 放在其旁边（report-page-1-image-1-mask.png）。模板蒙版（ImageMask）以灰度图像给出，绘制部分为黑色。图像通过每个页面的资源及其所用表单（Form XObjects）的资源查找，无论页面绘制多少次，每张图像在每页只出现一次；出现在多个页面上的图像在每个页面各出现一次。以内联方式写在页面内容中的图像（BI … EI）不会被提取。JBIG2 和 CCITT 传真图像，以及色彩空间特殊的图像（Separation、DeviceN、Lab）不会被转换：它们会连同原因列在 ZIP 内的 ${SKIPPED_LIST} 中。限制在解码任何图像之前根据图像声明的信息检查：每个文件最多 ${MAX_IMAGES} 张图像（413 PDF_TOO_MANY_IMAGES），每张图像不超过 IMAGE_MAX_PIXELS 限制（413 PDF_IMAGE_TOO_LARGE），解码后的像素总计不超过 ${MAX_DECODED_BYTES / MiB} MiB（413 PDF_IMAGES_TOO_LARGE）。所选页面上没有图像的 PDF 返回 422 PDF_NO_IMAGES。${zhCn.pdf.PDF_OPENED}上传多个文件时返回一个 ZIP，其中包含每个文件各自的 ZIP。`,
    params: {
      pages: `${zhCn.pdf.pageList('要提取其中图像的页面')}默认为所有页面。`,
      password: zhCn.pdf.PDF_PASSWORD,
    },
  },
})
