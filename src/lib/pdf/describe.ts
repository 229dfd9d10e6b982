/**
 * A PDF's description: pages and their sizes, document information, encryption, fonts. An
 * encrypted file is described as far as it can be read without its password: the page tree and
 * font names are not encrypted, its strings (title, author...) are.
 */
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFStream } from '@cantoo/pdf-lib'
import { OperationError } from '../../core/errors.ts'
import { DAMAGE, malformedPdf } from './damage.ts'
import { checkStreams, type NamedBytes, type PdfLimits } from './document.ts'

/** The paper sizes a page is recognised as. */
export type PaperName = 'A4' | 'Letter' | 'Legal' | 'A3' | 'A5'

export interface PageSize {
  page: number
  /** Of the crop box (what a viewer shows), before rotation, in points. */
  width: number
  height: number
  width_mm: number
  height_mm: number
  rotation: number
  /** A4, Letter, Legal, A3 or A5 (either orientation) within 1 pt, else null. */
  paper: PaperName | null
}

export interface Permissions {
  printing: boolean
  copying: boolean
  modifying: boolean
  annotating: boolean
  filling_forms: boolean
  assembling: boolean
}

export interface EncryptionInfo {
  algorithm: string | null
  revision: number | null
  /** False when the file opens without a password (only an owner password is set). */
  password_required: boolean
  /** Whether the file could be decrypted, so that its strings and form fields are readable. */
  opened: boolean
  permissions: Permissions | null
}

export interface PdfInfo {
  name: string
  size_bytes: number
  pdf_version: string | null
  pages: number | null
  page_sizes: PageSize[]
  uniform_size: boolean | null
  title: string | null
  author: string | null
  subject: string | null
  keywords: string | null
  creator: string | null
  producer: string | null
  creation_date: string | null
  modification_date: string | null
  encrypted: boolean
  encryption: EncryptionInfo | null
  fonts: string[]
  has_outline: boolean
  form_fields: number | null
}

const LISTED_PAGES = 50
const LISTED_FONTS = 100
// Resource dictionaries visited while looking for fonts: a bound on hostile nesting and sharing.
const RESOURCE_VISITS = 20_000
const MM_PER_POINT = 25.4 / 72
const PAPERS: ReadonlyArray<readonly [PaperName, number, number]> = [
  ['A4', 595.28, 841.89], ['Letter', 612, 792], ['Legal', 612, 1008], ['A3', 841.89, 1190.55], ['A5', 419.53, 595.28],
]

/** Permission bits of the standard security handler (ISO 32000 table 22). */
const PERMISSION_BITS: Readonly<Record<keyof Permissions, number>> = {
  printing: 1 << 2, modifying: 1 << 3, copying: 1 << 4, annotating: 1 << 5, filling_forms: 1 << 8, assembling: 1 << 10,
}

/** The value, or null when the file's structure makes reading it fail. */
function attempt<T>(read: () => T | undefined): T | null {
  try {
    return read() ?? null
  } catch {
    return null
  }
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

function paperName(width: number, height: number): PaperName | null {
  const [short, long] = width < height ? [width, height] : [height, width]
  return PAPERS.find(([, w, h]) => Math.abs(short - w) <= 1 && Math.abs(long - h) <= 1)?.[0] ?? null
}

function pageSizes(doc: PDFDocument): { sizes: PageSize[]; uniform: boolean } {
  const all = doc.getPages().map((page) => ({ box: page.getCropBox(), rotation: page.getRotation().angle }))
  const key = ({ box }: (typeof all)[number]) => `${round(box.width, 2)}x${round(box.height, 2)}`
  const sizes = all.slice(0, LISTED_PAGES).map(({ box, rotation }, i) => ({
    page: i + 1,
    width: round(box.width, 2),
    height: round(box.height, 2),
    width_mm: round(box.width * MM_PER_POINT, 1),
    height_mm: round(box.height * MM_PER_POINT, 1),
    rotation: ((rotation % 360) + 360) % 360,
    paper: paperName(box.width, box.height),
  }))
  return { sizes, uniform: all.every((page) => key(page) === key(all[0]!)) }
}

function dictAt(dict: PDFDict | undefined, key: string): PDFDict | undefined {
  const value = dict?.lookup(PDFName.of(key))
  if (value instanceof PDFDict) return value
  return value instanceof PDFStream ? value.dict : undefined
}

function dictValues(dict: PDFDict | undefined): PDFDict[] {
  if (!dict) return []
  return dict.keys().map((key) => dictAt(dict, key.asString().slice(1))).filter((d): d is PDFDict => d !== undefined)
}

/**
 * Font names from the pages' /Font resources and those of the form XObjects they draw, without
 * subset prefixes ("ABCDEF+DejaVuSans" → "DejaVuSans"), in the order found.
 */
function fontNames(doc: PDFDocument): string[] {
  const fonts = new Set<string>()
  const visited = new Set<PDFDict>()
  const pending = doc.getPages().map((page) => page.node.Resources()).filter((d): d is PDFDict => d !== undefined)
  while (pending.length > 0 && fonts.size < LISTED_FONTS && visited.size < RESOURCE_VISITS) {
    const resources = pending.pop()!
    if (visited.has(resources)) continue
    visited.add(resources)
    for (const font of dictValues(dictAt(resources, 'Font'))) {
      const base = font.lookup(PDFName.of('BaseFont'))
      if (base instanceof PDFName) fonts.add(base.decodeText().replace(/^[A-Z]{6}\+/, ''))
    }
    for (const xobject of dictValues(dictAt(resources, 'XObject'))) {
      const inner = dictAt(xobject, 'Resources')
      if (inner) pending.push(inner)
    }
  }
  return [...fonts].slice(0, LISTED_FONTS)
}

function headerVersion(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 1024)).toString('latin1')
  return /%PDF-(\d+\.\d+)/.exec(head)?.[1] ?? null
}

function numberAt(dict: PDFDict, key: string): number | null {
  const value = dict.lookup(PDFName.of(key))
  return value instanceof PDFNumber ? value.asNumber() : null
}

function nameAt(dict: PDFDict | undefined, key: string): string | null {
  const value = dict?.lookup(PDFName.of(key))
  return value instanceof PDFName ? value.decodeText() : null
}

/** The cipher named the way qpdf and pdfinfo name it. */
function algorithmOf(encrypt: PDFDict): string | null {
  const filter = nameAt(encrypt, 'Filter')
  if (filter !== null && filter !== 'Standard') return filter
  const version = numberAt(encrypt, 'V')
  if (version === 5) return 'AES-256'
  if (version === 1) return 'RC4-40'
  if (version === 2 || version === 3) return `RC4-${numberAt(encrypt, 'Length') ?? 40}`
  if (version !== 4) return null
  const method = nameAt(dictAt(dictAt(encrypt, 'CF'), nameAt(encrypt, 'StmF') ?? 'StdCF'), 'CFM')
  return method === 'AESV2' ? 'AES-128' : method === 'AESV3' ? 'AES-256' : method === 'V2' ? 'RC4-128' : null
}

function permissionsOf(encrypt: PDFDict): Permissions | null {
  const bits = numberAt(encrypt, 'P')
  if (bits === null) return null
  const flags = bits | 0 // a 32-bit field, often written as a negative number
  const entries = Object.entries(PERMISSION_BITS).map(([name, bit]) => [name, (flags & bit) !== 0])
  return Object.fromEntries(entries) as unknown as Permissions
}

function isWrongPassword(error: unknown): boolean {
  return error instanceof Error && /password incorrect|incorrect password|invalid password/i.test(error.message)
}

interface Opened {
  doc: PDFDocument
  encryption: EncryptionInfo | null
}

/**
 * The document, decrypted when possible: with the empty password first (it opens owner-only
 * files and tells whether a password is needed at all), then with the caller's.
 */
async function decrypt(file: NamedBytes, raw: PDFDocument, password: string | undefined): Promise<Opened> {
  const encrypt = raw.context.lookup(raw.context.trailerInfo.Encrypt)
  const dict = encrypt instanceof PDFDict ? encrypt : undefined
  const describe = (passwordRequired: boolean, opened: boolean): EncryptionInfo => ({
    algorithm: dict ? algorithmOf(dict) : null,
    revision: dict ? numberAt(dict, 'R') : null,
    password_required: passwordRequired,
    opened,
    permissions: dict ? permissionsOf(dict) : null,
  })
  const load = (candidate: string) => PDFDocument.load(file.bytes, { password: candidate, updateMetadata: false })
  try {
    return { doc: await load(''), encryption: describe(false, true) }
  } catch {
    // A password is needed, or the cipher is one that cannot be read here.
  }
  if (password === undefined || password === '') return { doc: raw, encryption: describe(true, false) }
  try {
    return { doc: await load(password), encryption: describe(true, true) }
  } catch (error) {
    if (isWrongPassword(error)) throw new OperationError('BAD_PASSWORD', { name: file.name })
    return { doc: raw, encryption: describe(true, false) }
  }
}

async function open(file: NamedBytes, limits: PdfLimits, password: string | undefined): Promise<Opened> {
  await checkStreams(file, limits, password)
  let raw: PDFDocument
  try {
    raw = await PDFDocument.load(file.bytes, { ignoreEncryption: true, updateMetadata: false })
  } catch (error) {
    throw malformedPdf(file.name, error)
  }
  return raw.isEncrypted ? decrypt(file, raw, password) : { doc: raw, encryption: null }
}

function isoDate(read: () => Date | undefined): string | null {
  const date = attempt(read)
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null
}

function hasOutline(doc: PDFDocument): boolean {
  const outlines = doc.catalog.lookup(PDFName.of('Outlines'))
  return outlines instanceof PDFDict && outlines.lookup(PDFName.of('First')) instanceof PDFDict
}

function formFieldCount(doc: PDFDocument): number | null {
  const form = doc.catalog.lookup(PDFName.of('AcroForm'))
  if (!(form instanceof PDFDict)) return 0
  return attempt(() => doc.getForm().getFields().length)
}

/** Document information strings, which are encrypted when the file could not be opened. */
function information(doc: PDFDocument, readable: boolean): Pick<PdfInfo, 'title' | 'author' | 'subject' | 'keywords' | 'creator' | 'producer' | 'creation_date' | 'modification_date'> {
  const text = (read: () => string | undefined) => (readable ? attempt(read) : null)
  return {
    title: text(() => doc.getTitle()),
    author: text(() => doc.getAuthor()),
    subject: text(() => doc.getSubject()),
    keywords: text(() => doc.getKeywords()),
    creator: text(() => doc.getCreator()),
    producer: text(() => doc.getProducer()),
    creation_date: readable ? isoDate(() => doc.getCreationDate()) : null,
    modification_date: readable ? isoDate(() => doc.getModificationDate()) : null,
  }
}

export async function describePdf(file: NamedBytes, limits: PdfLimits, password?: string): Promise<PdfInfo> {
  const { doc, encryption } = await open(file, limits, password)
  const readable = encryption === null || encryption.opened
  const pages = attempt(() => doc.getPageCount())
  // Without encryption in the way, a document whose pages cannot be read is damaged.
  if (readable && !pages) throw new OperationError('MALFORMED_PDF', { name: file.name, detail: DAMAGE.pageTree })
  const sizes = attempt(() => pageSizes(doc))
  return {
    name: file.name,
    size_bytes: file.bytes.byteLength,
    pdf_version: headerVersion(file.bytes),
    pages: pages && pages > 0 ? pages : null,
    page_sizes: sizes?.sizes ?? [],
    uniform_size: sizes && sizes.sizes.length > 0 ? sizes.uniform : null,
    ...information(doc, readable),
    encrypted: encryption !== null,
    encryption,
    fonts: attempt(() => fontNames(doc)) ?? [],
    has_outline: attempt(() => hasOutline(doc)) ?? false,
    form_fields: attempt(() => formFieldCount(doc)),
  }
}
