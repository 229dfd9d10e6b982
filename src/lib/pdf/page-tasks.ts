/**
 * PDF page editing, encryption and description, as document worker tasks. Each takes the
 * upload(s), the limits and the caller's options, and answers files or a description.
 */
import { randomBytes } from 'node:crypto'
import { ApiError, OperationError } from '../../core/errors.ts'
import { fileStem } from '../files/filename.ts'
import { describePdf, type PdfInfo } from './describe.ts'
import { setOutline, type OutlineEntry } from './outline.ts'
import { documentOf, hasCode, openChecked, openWithPassword, pageOrder, rotatePages } from './pages.ts'
import { PDF_TYPE, parsePageGroups, parsePages, pdfName, savePdf, type DocumentFile, type NamedBytes, type PdfLimits } from './document.ts'
import { PDFDocument } from '@cantoo/pdf-lib'

export interface PdfJob {
  file: NamedBytes
  limits: PdfLimits
  /** Opens an encrypted input. */
  password?: string
}

export interface MergeJob {
  files: NamedBytes[]
  limits: PdfLimits
  password?: string
}

export interface PdfPermissions {
  printing: boolean
  copying: boolean
  modifying: boolean
  annotating: boolean
}

export interface ProtectJob {
  file: NamedBytes
  limits: PdfLimits
  userPassword: string
  /** A random one when absent, so the restrictions cannot be lifted with a known password. */
  ownerPassword?: string
  permissions: PdfPermissions
}

const pdfFile = (name: string, bytes: Uint8Array): DocumentFile => ({ name, type: PDF_TYPE, bytes })

/** The inputs one after another, with a bookmark at the first page of each. */
async function merge({ files, limits, password }: MergeJob): Promise<DocumentFile[]> {
  const merged = await PDFDocument.create({ updateMetadata: false })
  const outline: OutlineEntry[] = []
  let total = 0
  // One input open at a time: the merged document is the only thing that grows.
  for (const file of files) {
    const source = await openWithPassword(file, limits, password)
    total += source.getPageCount()
    if (total > limits.maxPages) throw new ApiError('PDF_MERGE_TOO_MANY_PAGES', { pages: total, max: limits.maxPages })
    const pages = await merged.copyPages(source, source.getPageIndices())
    for (const page of pages) merged.addPage(page)
    outline.push({ title: fileStem(file.name), page: pages[0]! })
  }
  setOutline(merged, outline)
  return [pdfFile('merged.pdf', await savePdf(merged))]
}

function rangeSuffix(group: readonly number[]): string {
  const first = group[0]! + 1
  const last = group[group.length - 1]! + 1
  return first === last ? `-${first}` : `-${first}-${last}`
}

/** One file per group of `ranges`, or per page when there are none. */
async function split({ file, limits, password, ranges }: PdfJob & { ranges?: string }): Promise<DocumentFile[]> {
  const source = await openWithPassword(file, limits, password)
  const count = source.getPageCount()
  const groups = ranges === undefined ? Array.from({ length: count }, (_, i) => [i]) : parsePageGroups(ranges, count, 'ranges')
  const outputs: DocumentFile[] = []
  for (const group of groups) {
    outputs.push(pdfFile(pdfName(file.name, rangeSuffix(group)), await savePdf(await documentOf(source, group))))
  }
  return outputs
}

async function rotate({ file, limits, password, turn, pages }: PdfJob & { turn: number; pages?: string }): Promise<DocumentFile[]> {
  const doc = await openWithPassword(file, limits, password)
  rotatePages(doc, parsePages(pages, doc.getPageCount()), turn)
  return [pdfFile(pdfName(file.name, '-rotated'), await savePdf(doc))]
}

async function deletePages({ file, limits, password, pages }: PdfJob & { pages: string }): Promise<DocumentFile[]> {
  const source = await openWithPassword(file, limits, password)
  const count = source.getPageCount()
  const removed = new Set(parsePages(pages, count))
  if (removed.size === count) throw new OperationError('PDF_DELETE_ALL_PAGES', { name: file.name, pages: count })
  const kept = source.getPageIndices().filter((i) => !removed.has(i))
  return [pdfFile(pdfName(file.name, '-pages-removed'), await savePdf(await documentOf(source, kept)))]
}

async function reorder({ file, limits, password, order, dropUnlisted }: PdfJob & { order: string; dropUnlisted: boolean }): Promise<DocumentFile[]> {
  const source = await openWithPassword(file, limits, password)
  const indexes = pageOrder(order, source.getPageCount(), dropUnlisted)
  return [pdfFile(pdfName(file.name, '-reordered'), await savePdf(await documentOf(source, indexes)))]
}

/** 24 random bytes: 32 characters of base64url. */
const randomOwnerPassword = () => randomBytes(24).toString('base64url')

async function protect({ file, limits, userPassword, ownerPassword, permissions }: ProtectJob): Promise<DocumentFile[]> {
  let doc: PDFDocument
  try {
    doc = await openChecked(file, limits)
  } catch (error) {
    if (hasCode(error, 'PDF_ENCRYPTED')) throw new OperationError('PDF_ALREADY_ENCRYPTED', { name: file.name })
    throw error
  }
  doc.encrypt({
    userPassword,
    ownerPassword: ownerPassword ?? randomOwnerPassword(),
    permissions: {
      printing: permissions.printing ? 'highResolution' : false,
      copying: permissions.copying,
      // Assembling (inserting, deleting, rotating pages) is a kind of modifying; filling forms of annotating.
      modifying: permissions.modifying,
      documentAssembly: permissions.modifying,
      annotating: permissions.annotating,
      fillingForms: permissions.annotating,
      // Screen readers keep access whatever the caller chose: ISO 32000-2 deprecates withholding it.
      contentAccessibility: true,
    },
  })
  return [pdfFile(pdfName(file.name, '-protected'), await savePdf(doc))]
}

/** The file without its encryption; a file that has none comes back unchanged. */
async function unlock({ file, limits, password }: PdfJob): Promise<DocumentFile[]> {
  const name = pdfName(file.name, '-unlocked')
  try {
    await openChecked(file, limits)
    return [pdfFile(name, file.bytes)]
  } catch (error) {
    if (!hasCode(error, 'PDF_ENCRYPTED')) throw error
  }
  try {
    return [pdfFile(name, await savePdf(await openWithPassword(file, limits, password)))]
  } catch (error) {
    if (hasCode(error, 'PDF_ENCRYPTED')) throw new OperationError('PDF_PASSWORD_REQUIRED', { name: file.name })
    throw error
  }
}

function info({ file, limits, password }: PdfJob): Promise<PdfInfo> {
  return describePdf(file, limits, password)
}

export const pdfPageTasks = {
  'pdf.merge': merge,
  'pdf.split': split,
  'pdf.rotate': rotate,
  'pdf.deletePages': deletePages,
  'pdf.reorder': reorder,
  'pdf.protect': protect,
  'pdf.unlock': unlock,
  'pdf.info': info,
} as const
