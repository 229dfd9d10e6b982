import type { MultipartFile, MultipartValue } from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../core/errors.ts'
import { FileOutput } from '../core/file-output.ts'
import type { FileRules, Upload } from '../core/operation.ts'
import { FILE_FORMATS, detectFormat, type FileFormat } from '../lib/files/file-type.ts'
import { contentDisposition, fileStem, safeFileName } from '../lib/files/filename.ts'
import { zipOutputs } from '../lib/files/zip.ts'
import { bodyLimitOf, bodyTooLarge, stopReading } from './input.ts'

/** The field names a file may arrive in: files[] as documented, and the two usual spellings. */
export const FILE_FIELDS: readonly string[] = ['files[]', 'files', 'file']

export interface UploadLimits {
  maxFiles: number
  totalBytes: number
  /** The request may carry no file at all (a pipeline with a text input). */
  optional?: boolean
  /** Files kept by POST /api/v1/files, by the ids of a file_ids field (the caller's own only). */
  stored?(ids: readonly string[]): Promise<{ name: string; bytes: Uint8Array }[]>
}

/** The ids of a file_ids field: a list, or one text of ids separated by commas. */
export function fileIdsOf(value: unknown): string[] | undefined {
  if (value === undefined) return undefined
  const ids = (Array.isArray(value) ? value : [value]).flatMap((one) => String(one).split(',')).map((id) => id.trim()).filter(Boolean)
  return ids.length > 0 ? ids : undefined
}

export interface ReadUploads {
  fields: Record<string, unknown>
  uploads: Upload[]
  parts: Record<string, Upload>
}

/**
 * How the parts of a multipart body are taken. The fields, not the files, count toward
 * BODY_LIMIT_BYTES together, as the body of any other call does; the parser holds no field beyond
 * that limit (its fieldSize, app.ts): a longer one arrives cut short and flagged. A file may come
 * in files[] (or its usual spellings) or in an extra field the operation reads, nowhere else.
 */
function partReader(request: FastifyRequest, rules: FileRules) {
  const fieldLimit = bodyLimitOf(request)
  const extra = rules.extraFields ?? []
  let fieldBytes = 0
  return {
    field(part: MultipartValue, fields: Record<string, unknown>): void {
      const value: unknown = part.value
      fieldBytes += part.fieldname.length + (typeof value === 'string' ? Buffer.byteLength(value) : JSON.stringify(value).length)
      if (part.valueTruncated || fieldBytes > fieldLimit) throw bodyTooLarge(fieldLimit)
      fields[part.fieldname] = value
    },
    /** True for a file of files[], false for one of an extra field; any other field is refused. */
    isFile(part: MultipartFile): boolean {
      const isFile = FILE_FIELDS.includes(part.fieldname)
      if (!isFile && !extra.includes(part.fieldname)) {
        part.file.resume()
        throw new ApiError('UNKNOWN_FILE_FIELD', { field: part.fieldname, fields: [FILE_FIELDS[0], ...extra].join(', ') })
      }
      return isFile
    },
  }
}

/** A file written straight to a job's storage as it arrived, never held in memory whole. */
export interface StreamedUpload {
  /** files[] for the operation's files, or the name of an extra file field. */
  field: string
  name: string
  size: number
  /** Its name in the job files. */
  file: string
  /** Its format as far as its first bytes tell; undefined when they cannot (ZIP packages, text). */
  format: FileFormat | undefined
}

/** Where streamed uploads go: the job files. */
export interface UploadSink {
  write(source: AsyncIterable<Uint8Array>): Promise<{ file: string; size: number }>
  remove(file: string): Promise<void>
}

/** The limits of uploads streamed to storage (an asynchronous job's). */
export interface StreamLimits extends UploadLimits {
  /** Largest file (ASYNC_UPLOAD_LIMIT_BYTES). */
  fileBytes: number
}

/** Bytes read to tell a streamed file's format. */
const HEAD_BYTES = 64 * 1024

/**
 * Reads a multipart upload whose files go straight to `sink` as they stream in, with the larger
 * limits of jobs; fields as readUploads reads them. Files are checked by their first bytes where
 * those tell the format. A refused or broken request leaves no file behind.
 */
export async function streamUploads(request: FastifyRequest, rules: FileRules, limits: StreamLimits, sink: UploadSink): Promise<{ fields: Record<string, unknown>; files: StreamedUpload[] }> {
  if (!request.isMultipart()) throw new ApiError('UPLOAD_REQUIRED')
  const files: StreamedUpload[] = []
  const kept: string[] = []
  try {
    const maxFiles = maxFilesOf(rules, limits)
    const fields: Record<string, unknown> = { ...(request.query as Record<string, unknown>) }
    const parts = partReader(request, rules)
    let total = 0
    for await (const part of request.parts({ ...PARSER_BUFFERS, limits: { fileSize: limits.fileBytes } })) {
      if (part.type !== 'file') {
        parts.field(part, fields)
        continue
      }
      const isFile = parts.isFile(part)
      if (isFile && files.filter((f) => f.field === FILE_FIELDS[0]).length >= maxFiles) {
        part.file.resume()
        throw new ApiError('TOO_MANY_FILES', { max: maxFiles })
      }
      let head = Buffer.alloc(0)
      const before = total
      const counted = async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          total += chunk.length
          if (total > limits.totalBytes) throw new ApiError('UPLOADS_TOO_LARGE', { limit: limits.totalBytes })
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)])
          yield chunk
        }
      }
      const { file, size } = await sink.write(counted(part.file as AsyncIterable<Buffer>))
      kept.push(file)
      if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError()
      if (total - before === 0 && !part.filename) continue
      const name = safeFileName(part.filename)
      if (size === 0) throw new ApiError('EMPTY_FILE', { name })
      const accepts = isFile ? rules.accepts : rules.extraAccepts ?? rules.accepts
      const found = detectFormat(head)
      // A ZIP's kind (Word, Excel) is in its central directory at the end, and a text's needs all
      // of it: unless the head is the whole file, those are checked when the job reads it.
      const whole = size <= HEAD_BYTES
      const format = !whole && (found === 'zip' || found === undefined || FILE_FORMATS[found].mime.startsWith('text/') || found === 'json') ? undefined : found
      if (whole) checkReadable(name, format, accepts)
      else if (format !== undefined) checkReadable(name, format, accepts)
      files.push({ field: isFile ? FILE_FIELDS[0]! : part.fieldname, name, size, file, format })
    }
    // Files kept earlier join the uploads, after them, under the same rules.
    const ids = fileIdsOf(fields.file_ids)
    delete fields.file_ids
    if (ids && limits.stored) {
      const count = files.filter((f) => f.field === FILE_FIELDS[0]).length
      if (count + ids.length > maxFiles) throw new ApiError('TOO_MANY_FILES', { max: maxFiles })
      for (const upload of admitFiles(await limits.stored(ids), rules, limits, { count, bytes: total })) {
        const { file, size } = await sink.write((async function* () { yield upload.bytes })())
        kept.push(file)
        files.push({ field: FILE_FIELDS[0]!, name: upload.name, size, file, format: upload.format })
      }
    }
      const typed = textUpload(rules, fields, files.length)
    if (typed) {
      const { file, size } = await sink.write((async function* () { yield typed.bytes })())
      kept.push(file)
      files.push({ field: FILE_FIELDS[0]!, name: typed.name, size, file, format: typed.format })
    }
    if (files.length === 0 && !limits.optional) throw fileRequired(rules)
    return { fields, files }
  } catch (error) {
    stopReading(request)
    for (const file of kept) await sink.remove(file).catch(() => {})
    throw malformedBody(error)
  }
}

/** The names of formats, each once, as messages list them. */
export const formatLabels = (formats: readonly FileFormat[]): string =>
  [...new Set(formats.map((format) => FILE_FORMATS[format].label))].join(', ')

/** Refuses a file of a format (undefined: none the service knows) the operation does not read. */
export function checkReadable(name: string, format: FileFormat | undefined, accepts: readonly FileFormat[]): asserts format is FileFormat {
  if (format === undefined || !accepts.includes(format)) {
    throw new ApiError('UNSUPPORTED_FILE_FORMAT', { name, found: format ? FILE_FORMATS[format].label : 'unknown', accepted: formatLabels(accepts) })
  }
}

/** A file as an operation reads it: its format read from its bytes, refused when the operation does not read that format. */
export function readableUpload(name: string, bytes: Uint8Array, accepts: readonly FileFormat[]): Upload {
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const format = detectFormat(buffer)
  checkReadable(name, format, accepts)
  return { name, format, bytes: buffer }
}

/**
 * The file that an operation's text field stands for, when it was sent instead of a file; both at
 * once are refused, since which one to convert would be a guess.
 */
function textUpload(rules: FileRules, fields: Record<string, unknown>, files: number): Upload | undefined {
  const text = rules.textField && fields[rules.textField.field]
  if (typeof text !== 'string' || text === '') return undefined
  if (files > 0) throw new ApiError('FILE_AND_TEXT', { field: rules.textField!.field })
  return readableUpload(rules.textField!.name, Buffer.from(text, 'utf8'), rules.accepts)
}

const fileRequired = (rules: FileRules) => rules.textField
  ? new ApiError('FILE_OR_TEXT_REQUIRED', { field: FILE_FIELDS[0]!, text: rules.textField.field })
  : new ApiError('FILE_REQUIRED', { field: FILE_FIELDS[0]! })

/** The most files of one call of an operation: its own cap, within MAX_FILES. */
const maxFilesOf = (rules: FileRules, limits: UploadLimits) => Math.min(rules.maxFiles ?? limits.maxFiles, limits.maxFiles)

/**
 * Files that did not arrive in this request (kept ones, an earlier pipeline step's) as uploads
 * under the rules of those that did: the count and the running total after `before`, the format.
 */
export function admitFiles(
  files: readonly { name: string; bytes: Uint8Array }[],
  rules: FileRules,
  limits: UploadLimits,
  before: { count: number; bytes: number } = { count: 0, bytes: 0 },
): Upload[] {
  const max = maxFilesOf(rules, limits)
  if (before.count + files.length > max) throw new ApiError('TOO_MANY_FILES', { max })
  let total = before.bytes
  return files.map((file) => {
    total += file.bytes.byteLength
    if (total > limits.totalBytes) throw new ApiError('UPLOADS_TOO_LARGE', { limit: limits.totalBytes })
    return readableUpload(file.name, file.bytes, rules.accepts)
  })
}

/**
 * Reads a multipart upload: parameters from the fields, files checked one by one as they arrive
 * (count, size, total, format from the bytes), so an over-limit request is refused without
 * reading the rest of it.
 */
export async function readUploads(request: FastifyRequest, rules: FileRules, limits: UploadLimits): Promise<ReadUploads> {
  if (!request.isMultipart()) throw new ApiError('UPLOAD_REQUIRED')
  try {
    return await readParts(request, rules, limits)
  } catch (error) {
    // Whatever stopped the reading, the rest of the body is not parsed (nor its fields buffered).
    stopReading(request)
    throw malformedBody(error)
  }
}

/**
 * The parser's buffers: with the stream defaults (16 KiB) one 64 KiB socket read fills them, so
 * the request pauses and resumes read after read while a photo streams in. At 1 MiB it flows on
 * (a 1.7 MB upload is in 0.2-0.5 ms sooner, npm run bench);
 * the limits still hold (a file and the total are counted as they arrive), and a refused request
 * holds at most this much more before it stops.
 */
const PARSER_BUFFERS = { highWaterMark: 1 << 20, fileHwm: 1 << 20 }

async function readParts(request: FastifyRequest, rules: FileRules, limits: UploadLimits): Promise<ReadUploads> {
  const maxFiles = maxFilesOf(rules, limits)
  const fields: Record<string, unknown> = { ...(request.query as Record<string, unknown>) }
  const uploads: Upload[] = []
  const parts: Record<string, Upload> = {}
  const reader = partReader(request, rules)
  let total = 0

  for await (const part of request.parts(PARSER_BUFFERS)) {
    if (part.type !== 'file') {
      reader.field(part, fields)
      continue
    }
    const isFile = reader.isFile(part)
    if (isFile && uploads.length >= maxFiles) {
      part.file.resume()
      throw new ApiError('TOO_MANY_FILES', { max: maxFiles })
    }
    const bytes = await readFilePart(request, part, total, limits.totalBytes)
    total += bytes.length
    // A form's file input left empty arrives as a nameless empty part: nothing was chosen.
    if (bytes.length === 0 && !part.filename) continue
    const name = safeFileName(part.filename)
    if (bytes.length === 0) throw new ApiError('EMPTY_FILE', { name })
    const upload = readableUpload(name, bytes, isFile ? rules.accepts : rules.extraAccepts ?? rules.accepts)
    if (isFile) uploads.push(upload)
    else parts[part.fieldname] = upload
  }
  // Files kept earlier join the uploads, after them, under the same rules.
  const ids = fileIdsOf(fields.file_ids)
  delete fields.file_ids
  if (ids && limits.stored) {
    if (uploads.length + ids.length > maxFiles) throw new ApiError('TOO_MANY_FILES', { max: maxFiles })
    uploads.push(...admitFiles(await limits.stored(ids), rules, limits, { count: uploads.length, bytes: total }))
  }
  const typed = textUpload(rules, fields, uploads.length)
  if (typed) uploads.push(typed)
  if (uploads.length === 0 && !limits.optional) throw fileRequired(rules)
  return { fields, uploads, parts }
}

/**
 * A file part's bytes. The request's total is enforced while the file streams in, so a file
 * that alone passes it is refused without being held in memory. A file past UPLOAD_LIMIT_BYTES
 * arrives cut short and flagged by the parser: it raises the plugin's error, answered 413.
 */
async function readFilePart(request: FastifyRequest, part: MultipartFile, before: number, totalBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  // Leaving the loop early destroys the stream: the rest of the file is never buffered.
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length
    if (before + size > totalBytes) throw new ApiError('UPLOADS_TOO_LARGE', { limit: totalBytes })
    chunks.push(chunk)
  }
  if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError()
  return Buffer.concat(chunks, size)
}

/**
 * A body that is not well-formed multipart (cut off, no boundary, a broken part header) makes
 * the parser throw plain Errors: those are the caller's, answered 400. Errors with a code (the
 * plugin's limits) and our own pass through; anything else is a bug and stays one.
 */
function malformedBody(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error) || error.constructor !== Error || 'code' in error) return error
  return new ApiError('INVALID_BODY', { detail: error.message.slice(0, 200) })
}

/**
 * The answer to several uploads processed one by one: the single output as it is, or one ZIP
 * (an upload with several outputs gets a folder of its own when there are several uploads).
 */
export function combineOutputs(zipName: string, uploads: readonly Upload[], results: ReadonlyArray<FileOutput | FileOutput[]>): FileOutput {
  if (results.length === 1 && results[0] instanceof FileOutput) return results[0]
  const many = results.length > 1
  const entries = results.flatMap((result, i) => {
    if (result instanceof FileOutput) return [result]
    if (!many) return result
    const folder = fileStem(uploads[i]!.name)
    return result.map((output) => new FileOutput(`${folder}/${output.name}`, output.type, output.bytes))
  })
  return zipOutputs(zipName, entries)
}

export function sendFile(reply: FastifyReply, output: FileOutput): FastifyReply {
  return reply
    .headers(output.headers)
    .header('content-type', output.type)
    .header('content-disposition', contentDisposition(output.name))
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(output.bytes.buffer, output.bytes.byteOffset, output.bytes.byteLength))
}
