import { defineOperation } from '../../core/operation.ts'
import { formatParam, imageLink, qrParams, qrQuery, renderQr } from '../../lib/image/codes.ts'

export default defineOperation({
  category: 'generate',
  name: 'qr',
  input: 'query',
  summary: 'Generate a QR code image (PNG or SVG) for a text or URL',
  description: 'Encodes text (UTF-8; runs of digits or capitals use the denser numeric and alphanumeric modes) in the smallest QR code '
    + 'version (1-40) that holds it at the chosen error correction level. '
    + 'url is a link to the image on this service, signed and valid until expires_at (it then answers 410: call again for a new one); '
    + 'fetching it counts no quota. data_uri is the same image inline (data:image/png;base64,… or data:image/svg+xml;base64,…), which never expires. '
    + 'The PNG is exactly size × size pixels, black on white: every module (square of the code) is the same whole number of pixels, '
    + 'the code is centred and the pixels left over widen the quiet zone; when even one pixel per module does not fit, the call is refused. '
    + 'The SVG has the same width and height and scales freely. '
    + 'version and modules (17 + 4 × version, the code\'s width without margin) tell how dense the code is: '
    + 'aim for 3 or more pixels per module for reliable scanning. Very long texts make long url values (the text is in the link); '
    + 'use data_uri for those.',
  params: qrParams.extend({ format: formatParam }),
  examples: [
    {
      title: 'a URL as a 300 px PNG',
      params: { text: 'https://example.com' },
      result: { format: 'png', content_type: 'image/png', width: 300, height: 300, size: 300, error_correction: 'M', margin: 4, version: 2, modules: 25 },
    },
    {
      title: 'SVG with high error correction',
      params: { text: 'Hello, world', format: 'svg', size: 200, error_correction: 'H' },
      result: { format: 'svg', content_type: 'image/svg+xml', size: 200, error_correction: 'H', version: 2 },
    },
  ],
  run: async ({ format, ...spec }, ctx) => {
    const { image, version, modules } = await renderQr(spec, format)
    return {
      ...imageLink(ctx, 'qr', image, qrQuery(spec)),
      size: spec.size,
      error_correction: spec.error_correction,
      margin: spec.margin,
      version,
      modules,
    }
  },
})
