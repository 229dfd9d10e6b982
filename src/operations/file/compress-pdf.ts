import { z } from 'zod'
import { FileOutput } from '../../core/file-output.ts'
import { defineOperation } from '../../core/operation.ts'
import { budget } from '../kits/documents.ts'
import { qualityParam } from '../kits/image-conversion.ts'
import { passwordParam, pdfTarget } from '../kits/pdf-drawing.ts'
import { PDF_TYPE, pdfName } from '../../lib/pdf/document.ts'
import es from '../../i18n/es/phrases/index.ts'
import de from '../../i18n/de/phrases/index.ts'
import fr from '../../i18n/fr/phrases/index.ts'
import ptBr from '../../i18n/pt-br/phrases/index.ts'
import zhCn from '../../i18n/zh-cn/phrases/index.ts'

const params = z.object({
  quality: qualityParam(60),
  dpi: z.number().int().min(36).max(300).default(150)
    .describe('Resolution images are reduced to, in dots per inch, measured against the largest page; default 150'),
  password: passwordParam,
})

export default defineOperation({
  category: 'file',
  name: 'compress-pdf',
  input: 'file',
  summary: 'Make a PDF smaller by re-encoding its images',
  description: [
    'Re-encodes the images as JPEG at `quality`: JPEG images, and losslessly stored (Flate) ones without transparency, in 8-bit grey or RGB.',
    'An image whose longer side has more pixels than `dpi` needs across the longer side of the document\'s largest page is downsampled to that; where it is actually drawn is not measured, so an image drawn smaller than the page keeps more pixels than `dpi` alone would.',
    'Images that are unusual (CMYK, indexed colours, 16-bit, masks and images with masks, JBIG2, JPEG 2000) are kept as they are, as is any image that would not get smaller.',
    'Streams stored uncompressed are deflated, objects nothing refers to are dropped, and the rest is packed into object streams. Text, fonts and vector graphics are untouched.',
    'The result is never larger than the upload: when nothing gets smaller the upload itself comes back. The headers X-Compression (compressed or original), X-Original-Size and X-Output-Size (bytes) tell which.',
    'Several PDFs answer one ZIP.',
  ].join(' '),
  files: { accepts: ['pdf'], mode: 'each', answers: [PDF_TYPE] },
  params,
  examples: [{
    title: 'A scanned-photo PDF at the default settings',
    params: {},
    files: ['photo-page.pdf'],
    output: PDF_TYPE,
  }],
  async run(options, ctx) {
    const upload = ctx.files.uploads[0]!
    const smaller = await ctx.documents.run('pdf.compress', {
      ...pdfTarget(upload, ctx, options.password),
      quality: options.quality,
      dpi: options.dpi,
      maxPixels: ctx.files.maxPixels,
      deadline: ctx.files.deadline,
      threads: ctx.files.imageThreads,
    }, budget(ctx))
    const compressed = smaller.length < upload.bytes.length
    const bytes = compressed ? smaller : upload.bytes
    return new FileOutput(pdfName(upload.name, '-compressed'), PDF_TYPE, bytes, {
      'X-Compression': compressed ? 'compressed' : 'original',
      'X-Original-Size': String(upload.bytes.length),
      'X-Output-Size': String(bytes.length),
    })
  },
  es: {
    summary: 'Reduce el tamaño de un PDF recodificando sus imágenes',
    description: 'Recodifica las imágenes como JPEG con `quality`: las imágenes JPEG, y las almacenadas sin pérdida (Flate) sin transparencia, en gris o RGB de 8 bits. Una imagen cuyo lado mayor tiene más píxeles de los que `dpi` necesita a lo largo del lado mayor de la página más grande del documento se reduce a esa resolución; no se mide dónde se dibuja realmente, así que una imagen dibujada más pequeña que la página conserva más píxeles de los que daría `dpi` por sí solo. Las imágenes inusuales (CMYK, colores indexados, 16 bits, máscaras e imágenes con máscara, JBIG2, JPEG 2000) se conservan tal cual, igual que cualquier imagen que no se reduciría. Los flujos almacenados sin comprimir se comprimen con deflate, se descartan los objetos a los que nada hace referencia y el resto se empaqueta en flujos de objetos. El texto, las fuentes y los gráficos vectoriales no se tocan. El resultado nunca es mayor que el archivo subido: cuando nada se reduce, se devuelve el propio archivo subido. Las cabeceras X-Compression (compressed u original), X-Original-Size y X-Output-Size (bytes) indican qué ocurrió. Varios PDF se responden en un ZIP.',
    params: {
      quality: es.image.quality(60),
      dpi: 'Resolución a la que se reducen las imágenes, en puntos por pulgada, medida respecto a la página más grande; por defecto 150',
      password: es.pdf.PDF_SAVED_PLAIN,
    },
  },
  de: {
    summary: 'Verkleinert ein PDF, indem die Bilder neu codiert werden',
    description: 'Codiert die Bilder mit `quality` neu als JPEG: JPEG-Bilder sowie verlustfrei (Flate) gespeicherte Bilder ohne Transparenz in 8-Bit-Graustufen oder RGB. Ein Bild, dessen längere Kante mehr Pixel hat, als `dpi` entlang der längeren Kante der größten Seite des Dokuments erfordert, wird auf diese Auflösung heruntergerechnet; wo es tatsächlich gezeichnet wird, wird nicht gemessen, sodass ein Bild, das kleiner als die Seite dargestellt wird, mehr Pixel behält, als `dpi` allein ergäbe. Ungewöhnliche Bilder (CMYK, indizierte Farben, 16 Bit, Masken und Bilder mit Masken, JBIG2, JPEG 2000) bleiben unverändert, ebenso jedes Bild, das nicht kleiner würde. Unkomprimiert gespeicherte Streams werden mit Deflate komprimiert, Objekte, auf die nichts verweist, werden entfernt, und der Rest wird in Objektstreams gepackt. Text, Schriftarten und Vektorgrafiken bleiben unberührt. Das Ergebnis ist nie größer als die hochgeladene Datei: Wird nichts kleiner, kommt die hochgeladene Datei selbst zurück. Die Header X-Compression (compressed oder original), X-Original-Size und X-Output-Size (Bytes) zeigen, was geschehen ist. Mehrere PDFs werden in einem ZIP zurückgegeben.',
    params: {
      quality: de.image.quality(60),
      dpi: 'Auflösung in Punkten pro Zoll, auf die Bilder reduziert werden, gemessen an der größten Seite; Standardwert: 150',
      password: de.pdf.PDF_SAVED_PLAIN,
    },
  },
  fr: {
    summary: 'Réduit la taille d\'un PDF en réencodant ses images',
    description: 'Réencode les images en JPEG avec `quality`\u00a0: les images JPEG, ainsi que celles stockées sans perte (Flate) et sans transparence, en niveaux de gris ou RGB 8 bits. Une image dont le grand côté compte plus de pixels que n\'en demande `dpi` sur le grand côté de la plus grande page du document est sous-échantillonnée à cette résolution\u00a0; l\'endroit où elle est réellement dessinée n\'est pas mesuré, si bien qu\'une image dessinée plus petite que la page conserve plus de pixels que `dpi` seul ne le voudrait. Les images inhabituelles (CMYK, couleurs indexées, 16 bits, masques et images avec masque, JBIG2, JPEG 2000) sont conservées telles quelles, de même que toute image qui ne deviendrait pas plus petite. Les flux stockés sans compression sont compressés avec Deflate, les objets auxquels rien ne fait référence sont supprimés et le reste est regroupé dans des flux d\'objets. Le texte, les polices et les graphiques vectoriels ne sont pas modifiés. Le résultat n\'est jamais plus volumineux que le fichier chargé\u00a0: si rien ne diminue, c\'est le fichier chargé lui-même qui est renvoyé. Les en-têtes X-Compression (compressed ou original), X-Original-Size et X-Output-Size (en octets) indiquent ce qu\'il en est. Plusieurs PDF sont renvoyés dans un seul ZIP.',
    params: {
      quality: fr.image.quality(60),
      dpi: 'Résolution à laquelle les images sont réduites, en points par pouce, mesurée par rapport à la plus grande page\u00a0; 150 par défaut',
      password: fr.pdf.PDF_SAVED_PLAIN,
    },
  },
  'pt-br': {
    summary: 'Reduz o tamanho de um PDF recodificando as imagens',
    description: 'Recodifica as imagens como JPEG com `quality`: as imagens JPEG e as armazenadas sem perdas (Flate) sem transparência, em cinza ou RGB de 8 bits. Uma imagem cujo lado maior tem mais pixels do que `dpi` exige ao longo do lado maior da maior página do documento é reduzida para essa resolução; o lugar onde ela é realmente desenhada não é medido, então uma imagem desenhada menor que a página mantém mais pixels do que `dpi` sozinho daria. Imagens incomuns (CMYK, cores indexadas, 16 bits, máscaras e imagens com máscara, JBIG2, JPEG 2000) são mantidas como estão, assim como qualquer imagem que não ficaria menor. Os fluxos armazenados sem compactação são compactados com Deflate, os objetos aos quais nada faz referência são descartados e o restante é agrupado em fluxos de objetos. Texto, fontes e gráficos vetoriais não são alterados. O resultado nunca é maior que o arquivo enviado: quando nada fica menor, o próprio arquivo enviado é retornado. Os cabeçalhos X-Compression (compressed ou original), X-Original-Size e X-Output-Size (em bytes) indicam o que aconteceu. Vários PDFs são retornados em um único ZIP.',
    params: {
      quality: ptBr.image.quality(60),
      dpi: 'Resolução para a qual as imagens são reduzidas, em pontos por polegada, medida em relação à maior página; padrão: 150',
      password: ptBr.pdf.PDF_SAVED_PLAIN,
    },
  },
  'zh-cn': {
    summary: '通过重新编码图像来缩小 PDF',
    description: '按 `quality` 将图像重新编码为 JPEG：包括 JPEG 图像，以及以无损方式（Flate）存储、不含透明度的 8 位灰度或 RGB 图像。如果某图像长边的像素数超过 `dpi` 在文档最大页面长边上所需的像素数，则将其降采样到该分辨率；系统不测量图像实际绘制的位置，因此绘制得比页面小的图像会保留比单按 `dpi` 计算更多的像素。特殊图像（CMYK、索引色、16 位、蒙版及带蒙版的图像、JBIG2、JPEG 2000）保持原样，无法变小的图像也同样保持原样。未压缩存储的流会用 Deflate 压缩，没有任何引用的对象会被删除，其余内容打包到对象流中。文本、字体和矢量图形保持不变。结果绝不会大于上传的文件：如果没有任何内容变小，则直接返回上传的文件本身。标头 X-Compression（compressed 或 original）、X-Original-Size 和 X-Output-Size（字节）说明具体情况。多个 PDF 以一个 ZIP 返回。',
    params: {
      quality: zhCn.image.quality(60),
      dpi: '图像缩减到的分辨率，单位为每英寸点数，以最大页面为准；默认为 150',
      password: zhCn.pdf.PDF_SAVED_PLAIN,
    },
  },
})
