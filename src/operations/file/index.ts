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
]
