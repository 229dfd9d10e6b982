// Messages of SVG rasterising, placeholder images, codes read from images and image watermarks.
export default {
} as const
