import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../core/errors.ts'
import { compileParams } from '../core/validate.ts'
import {
  CONTENT_TYPES, IMAGE_FORMATS, barcodeParams, imagePath, prepareBarcode, qrParams, renderBarcode, renderQr,
  type BarcodeSpec, type Image, type ImageFormat, type ImageKind, type QrSpec,
} from '../lib/image/codes.ts'
import { placeholderParams, renderPlaceholder, type PlaceholderSpec } from '../lib/image/placeholder.ts'
import type { UrlSigner } from '../platform/signing.ts'

/**
 * Routes that serve the images of generate/qr, generate/barcode and generate/placeholder from the
 * signed URLs in their results (GET /images/qr.png, /images/qr.svg, /images/barcode.png, …).
 *
 * - The query must carry a valid signature (HMAC with the server secret) and an expiry still in
 *   the future: an altered or foreign link is 403, an expired one 410, so nobody can use the
 *   service as a free image renderer beyond the links the operations handed out.
 * - The image is drawn again from the signed fields, validated with the operations' own bounds.
 * - No quota is counted: the operation call that issued the link was.
 * - Browsers and proxies may cache the image until the link expires.
 */
export function installImageRoutes(app: FastifyInstance, signer: UrlSigner): void {
  // The parameters are compiled with the first request for each (and kept): start-up need not wait.
  for (const format of IMAGE_FORMATS) {
    const qrPath = imagePath('qr', format)
    app.get(qrPath, async (request, reply) => {
      const spec = compileParams(qrParams).parse(verified(signer, qrPath, 'qr', request)) as QrSpec
      return sendImage(reply, request, 'qr', (await renderQr(spec, format)).image, format)
    })

    const barcodePath = imagePath('barcode', format)
    app.get(barcodePath, async (request, reply) => {
      const spec = compileParams(barcodeParams).parse(verified(signer, barcodePath, 'barcode', request)) as BarcodeSpec
      const image = await renderBarcode(prepareBarcode(spec.type, spec.text), spec.scale, spec.include_text, format)
      return sendImage(reply, request, 'barcode', image, format)
    })

    const placeholderPath = imagePath('placeholder', format)
    app.get(placeholderPath, async (request, reply) => {
      const spec = compileParams(placeholderParams).parse(verified(signer, placeholderPath, 'placeholder', request)) as PlaceholderSpec
      return sendImage(reply, request, 'placeholder', await renderPlaceholder(spec, format), format)
    })
  }
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>
}

/** The signed fields of the request, or a 403 (not signed by us, altered) or 410 (expired) error. */
function verified(signer: UrlSigner, path: string, kind: ImageKind, request: FastifyRequest): Record<string, string> {
  const query = queryOf(request)
  const fields = signer.verify(path, query)
  if (fields) return fields
  const exp = query.exp
  const operation = `/api/v1/generate/${kind}`
  if (typeof exp === 'string' && /^\d{1,12}$/.test(exp) && Number(exp) * 1000 < Date.now()) {
    throw new ApiError('IMAGE_LINK_EXPIRED', { expired: new Date(Number(exp) * 1000).toISOString(), operation })
  }
  throw new ApiError('IMAGE_LINK_INVALID', { operation })
}

function sendImage(reply: FastifyReply, request: FastifyRequest, kind: ImageKind, image: Image, format: ImageFormat): FastifyReply {
  const secondsLeft = Math.max(0, Number(queryOf(request).exp) - Math.floor(Date.now() / 1000))
  return reply
    .header('content-type', CONTENT_TYPES[format])
    .header('cache-control', `public, max-age=${secondsLeft}, immutable`)
    .header('x-content-type-options', 'nosniff')
    // An SVG opened directly is a document of this origin: it may not run or load anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', `inline; filename="${kind}.${format}"`)
    .send(image.body)
}
