// Messages of SVG rasterising, placeholder images, codes read from images and image watermarks.
export default {
  IMAGE_COLOR_INVALID: '{param} "{value}" is not a colour; write a CSS colour name such as navy, HEX such as #336699 or #369 (in a URL query string write # as %23, or leave it out), or rgb(51 102 153)',
  SVG_INVALID: '{name} could not be read as SVG: {detail}; send a well-formed SVG document (an <svg> root element in the SVG namespace)',
  SVG_DTD: '{name} declares a document type or entities (<!DOCTYPE, <!ENTITY or similar), which this service does not accept: remove the declaration and write the text the entities stood for',
  SVG_SIZE_ONE: 'give only one of width, height and scale: the other side follows the drawing\'s proportions',
  SVG_TIMEOUT: 'the SVG took more than {ms} ms to draw; simplify it (fewer elements, filters or blurs) or ask for a smaller size',
  CODES_TIMEOUT: 'reading the codes took more than {ms} ms; send a smaller image, cropped around the code',
  IMAGE_WATERMARK_SOURCE: 'send either text or an image in the watermark file field, one of the two',
  SVG_TOO_LARGE: '{name} is {bytes} bytes, more than the {max} bytes an SVG may have; send a smaller drawing',
  SVG_TOO_MANY_ELEMENTS: '{name} holds more than {max} elements; simplify the drawing (merge paths, remove hidden layers) and send it again',
} as const
