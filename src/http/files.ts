/**
 * Files by reference: POST /api/v1/files keeps uploaded files for FILE_STORE_TTL_S under ids that
 * later calls pass instead of the bytes, and GET /api/v1/files/{id}/content sends a stored file
 * back through a signed, expiring link.
 *
 * - An upload counts as no call, but a key, when one is sent, must be valid (401 otherwise, when
 *   quotas are on); the file belongs to that key, or without a key to the caller's address.
 * - The uploads obey the limits of file operations (size, count, total) and any format the
 *   service reads; the media type is read from the bytes, never taken from the caller.
 * - A download link's signature is its credential: no key is needed, an altered link is 403, an
 *   expired one 410, and a file that expired meanwhile 410 too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import { checkedResult } from '../core/result-check.ts'
import { ALL_FILE_FORMATS } from '../core/file-formats.ts'
import { FILE_FORMATS } from '../lib/files/file-type.ts'
import { contentDisposition } from '../lib/files/filename.ts'
import type { Accounting } from '../platform/accounting.ts'
import { fileOwner, type FileStore, type StoredFile } from '../platform/file-store.ts'
import { StoredFileResult } from '../platform/results.ts'
import type { UrlSigner } from '../platform/signing.ts'
import { apiKeyOf, requestBaseUrl } from './respond.ts'
import { readUploads } from './uploads.ts'

/** What the file routes need of the service. */
export interface FileRouteOptions {
  config: Config
  signer: UrlSigner
  /** Present when quotas are on: a key sent with an upload must then be valid. */
  accounting?: Accounting
  checkResults?: boolean
}

const StoredFileList = z.array(StoredFileResult)

/** The path a stored file is downloaded from (signed without a language prefix). */
export function fileContentPath(id: string): string {
  return `/api/v1/files/${encodeURIComponent(id)}/content`
}

/** A signed download URL of a stored file, valid for ttlSeconds; baseUrl is the service's origin (PUBLIC_URL or the request's). */
export function fileLink(signer: UrlSigner, baseUrl: string, file: Pick<StoredFile, 'id'>, ttlSeconds: number): string {
  const path = fileContentPath(file.id)
  return `${baseUrl}${path}?${new URLSearchParams(signer.sign(path, {}, ttlSeconds))}`
}

/** A stored file as the API answers it. */
export function storedFileView(file: StoredFile, url: string): z.infer<typeof StoredFileResult> {
  return { file_id: file.id, name: file.name, type: file.type, size: file.size, url, expires_at: new Date(file.expiresAt).toISOString() }
}

export function installFileRoutes(app: FastifyInstance, files: FileStore, options: FileRouteOptions): void {
  const { config, signer, accounting, checkResults } = options
  const limits = { maxFiles: config.MAX_FILES, totalBytes: config.UPLOAD_TOTAL_BYTES }

  app.post('/api/v1/files', { config: { operationId: 'fileUpload' } }, async (request) => {
    const apiKey = apiKeyOf(request)
    // Before the body is read: a bad key is refused without taking in its uploads.
    if (accounting) await accounting.identify(apiKey, request.ip)
    const owner = fileOwner(apiKey, request.ip)
    const { uploads } = await readUploads(request, { accepts: ALL_FILE_FORMATS, mode: 'each' }, limits)
    const stored: z.infer<typeof StoredFileResult>[] = []
    for (const upload of uploads) {
      const file = await files.put(owner, { name: upload.name, type: FILE_FORMATS[upload.format].mime, bytes: upload.bytes }, config.FILE_STORE_TTL_S)
      // The link lasts as long as the file.
      const ttl = Math.max(1, Math.ceil((file.expiresAt - file.createdAt) / 1000))
      stored.push(storedFileView(file, fileLink(signer, requestBaseUrl(request, config), file, ttl)))
    }
    const result = stored.length === 1 ? stored[0]! : stored
    return { ok: true, result: checkResults ? checkedResult('/api/v1/files', stored.length === 1 ? StoredFileResult : StoredFileList, result) : result }
  })

  app.get('/api/v1/files/:id/content', async (request, reply) => {
    const { id } = request.params as { id: string }
    verifyLink(signer, fileContentPath(id), request)
    const file = await files.read(id)
    return reply
      .header('content-type', file.type)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      // Opened in a browser anyway, a stored HTML file may not run or load anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(file.bytes)
  })
}

/** Passes a link signed by this service and not expired; otherwise 403 (altered, foreign) or 410 (expired). */
function verifyLink(signer: UrlSigner, path: string, request: FastifyRequest): void {
  const query = (request.query ?? {}) as Record<string, unknown>
  if (signer.verify(path, query)) return
  const exp = query.exp
  if (typeof exp === 'string' && /^\d{1,12}$/.test(exp) && Number(exp) * 1000 < Date.now()) {
    throw new ApiError('FILE_LINK_EXPIRED', { expired: new Date(Number(exp) * 1000).toISOString() })
  }
  throw new ApiError('FILE_LINK_INVALID')
}
