/**
 * Word documents to HTML and plain text (mammoth), for the document worker threads. mammoth keeps
 * the structure (headings, paragraphs, bold and italic, lists, tables, links, images) and drops
 * the looks (fonts, colours, sizes); its warnings about styles it has no HTML for are not passed on.
 */
import type Mammoth from 'mammoth'
import { ApiError, OperationError, errorDetail } from '../../core/errors.ts'
import { unpackPackage } from './package.ts'
import type { NamedBytes } from '../pdf/document.ts'

/** Most bytes of images one HTML result embeds as data: URIs (before base64 adds a third). */
export const MAX_EMBEDDED_IMAGE_BYTES = 50 * 1024 * 1024

const WORD = 'Word (DOCX)'

async function openWord(input: NamedBytes): Promise<{ mammoth: typeof Mammoth; buffer: Buffer }> {
  const bytes = unpackPackage(input, WORD)
  const { default: mammoth } = await import('mammoth')
  return { mammoth, buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) }
}

async function converted<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof ApiError) throw error
    const detail = errorDetail(error)
    throw new OperationError('OFFICE_MALFORMED', { name, format: WORD, detail })
  }
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

const STYLE = 'body{font-family:sans-serif;line-height:1.5;max-width:50em;margin:2em auto;padding:0 1em}'
  + 'table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25em .5em;vertical-align:top}img{max-width:100%}'

/** A complete UTF-8 HTML page around mammoth's body, titled with `title`. */
function page(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n`
    + `<title>${escapeHtml(title)}</title>\n<style>${STYLE}</style>\n</head>\n<body>\n${body}\n</body>\n</html>\n`
}

/**
 * The document as a full HTML page. Images are embedded as data: URIs, at most
 * MAX_EMBEDDED_IMAGE_BYTES of them in all (413 beyond); files the document only links to are
 * never read.
 */
export async function wordToHtml(input: NamedBytes, title: string): Promise<string> {
  const { mammoth, buffer } = await openWord(input)
  let imageBytes = 0
  const convertImage = mammoth.images.imgElement(async (image) => {
    // mammoth turns a failed image into a warning and goes on: the total is checked after.
    if (imageBytes > MAX_EMBEDDED_IMAGE_BYTES) throw new Error('image budget spent')
    const data = await image.readAsBuffer()
    imageBytes += data.length
    if (imageBytes > MAX_EMBEDDED_IMAGE_BYTES) throw new Error('image budget spent')
    return { src: `data:${image.contentType};base64,${data.toString('base64')}` }
  })
  const result = await converted(input.name, () => mammoth.convertToHtml({ buffer }, { convertImage, externalFileAccess: false }))
  if (imageBytes > MAX_EMBEDDED_IMAGE_BYTES) throw new ApiError('OFFICE_IMAGES_TOO_LARGE', { name: input.name, max: MAX_EMBEDDED_IMAGE_BYTES })
  return page(title, result.value)
}

/**
 * The document's text: one paragraph per line with a blank line between paragraphs (table cells
 * and list items are paragraphs too), ending with a single line break.
 */
export async function wordToText(input: NamedBytes): Promise<string> {
  const { mammoth, buffer } = await openWord(input)
  const result = await converted(input.name, () => mammoth.extractRawText({ buffer }))
  const text = result.value.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim()
  return text === '' ? '' : `${text}\n`
}
