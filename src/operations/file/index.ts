import heicToJpg from './heic-to-jpg.ts'
import heicToPng from './heic-to-png.ts'
import heicToWebp from './heic-to-webp.ts'
import jpgToPng from './jpg-to-png.ts'
import pngToJpg from './png-to-jpg.ts'
import webpToJpg from './webp-to-jpg.ts'
import webpToPng from './webp-to-png.ts'
import pngToWebp from './png-to-webp.ts'
import jpgToWebp from './jpg-to-webp.ts'
import imageToWebp from './image-to-webp.ts'
import icoToPng from './ico-to-png.ts'
import avifToJpg from './avif-to-jpg.ts'
import avifToPng from './avif-to-png.ts'
import avifToWebp from './avif-to-webp.ts'
import pngToAvif from './png-to-avif.ts'
import jpgToAvif from './jpg-to-avif.ts'
import webpToAvif from './webp-to-avif.ts'
import gifToPng from './gif-to-png.ts'
import gifToJpg from './gif-to-jpg.ts'
import bmpToJpg from './bmp-to-jpg.ts'
import bmpToPng from './bmp-to-png.ts'
import tiffToJpg from './tiff-to-jpg.ts'
import tiffToPng from './tiff-to-png.ts'
import pngToTiff from './png-to-tiff.ts'
import jpgToTiff from './jpg-to-tiff.ts'
import pngToBmp from './png-to-bmp.ts'
import jpgToBmp from './jpg-to-bmp.ts'
import imageInfo from './image-info.ts'
import imageGrayscale from './image-grayscale.ts'
import imageStrip from './image-strip.ts'
import imageResize from './image-resize.ts'
import imageCrop from './image-crop.ts'
import imageRotate from './image-rotate.ts'
import imageFlip from './image-flip.ts'
import imageThumbnail from './image-thumbnail.ts'
import imageBlur from './image-blur.ts'
import compressImage from './compress-image.ts'
import compressJpg from './compress-jpg.ts'
import compressPng from './compress-png.ts'
import compressWebp from './compress-webp.ts'
import imageConverter from './image-converter.ts'
import faviconGenerator from './favicon-generator.ts'
import mergePdf from './merge-pdf.ts'
import splitPdf from './split-pdf.ts'
import rotatePdf from './rotate-pdf.ts'
import deletePagesPdf from './delete-pages-pdf.ts'
import reorderPdf from './reorder-pdf.ts'
import protectPdf from './protect-pdf.ts'
import unlockPdf from './unlock-pdf.ts'
import pdfInfo from './pdf-info.ts'
import jpgToPdf from './jpg-to-pdf.ts'
import pngToPdf from './png-to-pdf.ts'
import signPdf from './sign-pdf.ts'
import watermarkPdf from './watermark-pdf.ts'
import pageNumbersPdf from './page-numbers-pdf.ts'
import compressPdf from './compress-pdf.ts'
import pdfToJpg from './pdf-to-jpg.ts'
import pdfToPng from './pdf-to-png.ts'
import pdfToText from './pdf-to-text.ts'
import excelToCsv from './excel-to-csv.ts'
import csvToExcel from './csv-to-excel.ts'
import excelToJson from './excel-to-json.ts'
import jsonToExcel from './json-to-excel.ts'
import wordToHtml from './word-to-html.ts'
import wordToText from './word-to-text.ts'
import wordToPdf from './word-to-pdf.ts'
import excelToPdf from './excel-to-pdf.ts'
import htmlToPdf from './html-to-pdf.ts'

// SVG to PNG, codes read from images, image watermarks
import svgToPng from './svg-to-png.ts'
import qrDecode from './qr-decode.ts'
import imageWatermark from './image-watermark.ts'

// PDF images and metadata, Markdown to PDF
import pdfExtractImages from './pdf-extract-images.ts'
import pdfSetMetadata from './pdf-set-metadata.ts'
import markdownToPdf from './markdown-to-pdf.ts'
export default [
  imageInfo,
  imageGrayscale,
  imageStrip,
  imageResize,
  imageCrop,
  imageRotate,
  imageFlip,
  imageThumbnail,
  imageBlur,
  heicToJpg,
  heicToPng,
  heicToWebp,
  jpgToPng,
  pngToJpg,
  webpToJpg,
  webpToPng,
  pngToWebp,
  jpgToWebp,
  imageToWebp,
  icoToPng,
  avifToJpg,
  avifToPng,
  avifToWebp,
  pngToAvif,
  jpgToAvif,
  webpToAvif,
  gifToPng,
  gifToJpg,
  bmpToJpg,
  bmpToPng,
  tiffToJpg,
  tiffToPng,
  pngToTiff,
  jpgToTiff,
  pngToBmp,
  jpgToBmp,
  compressImage,
  compressJpg,
  compressPng,
  compressWebp,
  imageConverter,
  faviconGenerator,
  mergePdf,
  splitPdf,
  rotatePdf,
  deletePagesPdf,
  reorderPdf,
  protectPdf,
  unlockPdf,
  pdfInfo,
  jpgToPdf,
  pngToPdf,
  signPdf,
  watermarkPdf,
  pageNumbersPdf,
  compressPdf,
  pdfToJpg,
  pdfToPng,
  pdfToText,
  excelToCsv,
  csvToExcel,
  excelToJson,
  jsonToExcel,
  wordToHtml,
  wordToText,
  wordToPdf,
  excelToPdf,
  htmlToPdf,
  // SVG to PNG, codes read from images, image watermarks
  svgToPng,
  qrDecode,
  imageWatermark,

  // PDF images and metadata, Markdown to PDF
  pdfExtractImages,
  pdfSetMetadata,
  markdownToPdf,
]
