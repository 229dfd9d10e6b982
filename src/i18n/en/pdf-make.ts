// Messages of these document operations.
export default {
  TEXT_UNSUPPORTED_CHARACTERS: '{param} contains characters the font cannot draw: {characters}; remove or replace them (Latin letters, digits and common punctuation work)',
  SIGNATURE_SOURCE: 'Give exactly one signature: an image in the file field signature, a signature_data_url, or a typed text ({count} given)',
  WATERMARK_SOURCE: 'Give exactly one watermark: a text, or an image in the file field image ({count} given)',
  DATA_URL_INVALID: '{param} must be a data URL holding a PNG or JPEG image, such as data:image/png;base64,iVBORw0KGgo…',
  SIGNATURE_OUTSIDE_PAGE: 'The signature, {width}×{height} pt at x={x}, y={y}, does not fit on page {page}, which is {page_width}×{page_height} pt; x + width must be at most {page_width} and y + height at most {page_height} (choose a smaller width or move it)',
  PAGE_NUMBER_FORMAT: 'format must contain {n} where the page number goes, for example "{n}", "{n} / {total}" or "Page {n} of {total}"',
} as const
