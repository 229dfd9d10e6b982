// Messages of PDF images and metadata and Markdown to PDF.
export default {
  PDF_NO_IMAGES: '{name} has no embedded images on the pages chosen (image XObjects; images written inline in the page content are not extracted); choose other pages, or use pdf-to-png to render the pages themselves',
  PDF_TOO_MANY_IMAGES: '{name} holds more than {max} images on the pages chosen; choose fewer pages with pages and extract the rest in another call',
  PDF_IMAGE_TOO_LARGE: 'Image {index} on page {page} of {name} is {width}×{height} pixels, more than the {max} pixels one image may have; leave that page out with pages',
  PDF_IMAGES_TOO_LARGE: 'The images of {name} on the pages chosen take more than {max} bytes once decoded; choose fewer pages with pages and extract the rest in another call',
  MARKDOWN_FILE_TOO_LONG: '{name} has {length} characters of Markdown, more than the {max} allowed; split it into smaller documents',
} as const
