/**
 * A PDF's document information set, in both places readers look (ISO 32000-1, 14.3): the Info
 * dictionary of the trailer, with pdf-lib, and an XMP packet (ISO 16684-1) as the catalog's
 * /Metadata stream, written anew from the resulting Info values so that the two agree.
 */
import { PDFName, PDFString, PDFHexString, PDFDict, type PDFDocument } from '@cantoo/pdf-lib'
import { openWithPassword } from './pages.ts'
import { PDF_TYPE, pdfName, savePdf, type DocumentFile, type NamedBytes, type PdfLimits } from './document.ts'

export interface MetadataFields {
  title?: string
  author?: string
  subject?: string
  /** As the caller wrote them; XMP's dc:subject gets them one by one, split at commas and semicolons. */
  keywords?: string
  creator?: string
  producer?: string
}

export interface MetadataRequest {
  file: NamedBytes
  limits: PdfLimits
  password?: string
  fields: MetadataFields
  /** The modification date to record (the call's time), ISO 8601. */
  now: string
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  // Characters XML 1.0 cannot hold at all are left out.
  // eslint-disable-next-line no-control-regex
  .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')

function infoDict(doc: PDFDocument): PDFDict | undefined {
  const info = doc.context.lookup(doc.context.trailerInfo.Info)
  return info instanceof PDFDict ? info : undefined
}

/** An Info entry as text, whatever string form it is stored in. */
function infoText(doc: PDFDocument, key: string): string | undefined {
  const info = infoDict(doc)
  if (!info) return undefined
  const value = doc.context.lookup(info.get(PDFName.of(key)))
  return value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined
}

function isoDate(doc: PDFDocument, key: string): string | undefined {
  const info = doc.context.lookup(doc.context.trailerInfo.Info)
  if (!(info instanceof PDFDict)) return undefined
  const value = doc.context.lookup(info.get(PDFName.of(key)))
  try {
    return value instanceof PDFString ? value.decodeDate().toISOString() : undefined
  } catch {
    return undefined
  }
}

const simple = (tag: string, value: string | undefined) => (value === undefined ? '' : `\n   <${tag}>${escapeXml(value)}</${tag}>`)
const alternative = (tag: string, value: string | undefined) => (value === undefined ? ''
  : `\n   <${tag}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(value)}</rdf:li></rdf:Alt></${tag}>`)
const sequence = (tag: string, value: string | undefined) => (value === undefined ? ''
  : `\n   <${tag}><rdf:Seq><rdf:li>${escapeXml(value)}</rdf:li></rdf:Seq></${tag}>`)
const bag = (tag: string, values: readonly string[]) => (values.length === 0 ? ''
  : `\n   <${tag}><rdf:Bag>${values.map((v) => `<rdf:li>${escapeXml(v)}</rdf:li>`).join('')}</rdf:Bag></${tag}>`)

/** The XMP packet of the document's Info values (ISO 16684-1, with the PDF and XMP Basic schemas). */
export function xmpPacket(values: MetadataFields & { created?: string; modified: string }): string {
  const keywords = (values.keywords ?? '').split(/[,;]/).map((k) => k.trim()).filter(Boolean)
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
 <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
  <rdf:Description rdf:about=""
    xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:pdf="http://ns.adobe.com/pdf/1.3/"
    xmlns:xmp="http://ns.adobe.com/xap/1.0/">
   <dc:format>application/pdf</dc:format>${alternative('dc:title', values.title)}${sequence('dc:creator', values.author)}${alternative('dc:description', values.subject)}${bag('dc:subject', keywords)}${simple('pdf:Keywords', values.keywords)}${simple('pdf:Producer', values.producer)}${simple('xmp:CreatorTool', values.creator)}${simple('xmp:CreateDate', values.created)}
   <xmp:ModifyDate>${values.modified}</xmp:ModifyDate>${simple('xmp:MetadataDate', values.modified)}
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`
}

/** The PDF with the given fields set; the others keep their values. */
export async function setMetadata({ file, limits, password, fields, now }: MetadataRequest): Promise<DocumentFile[]> {
  const doc = await openWithPassword(file, limits, password)
  const modified = new Date(now)
  const setters: Array<[keyof MetadataFields, string, (value: string) => void]> = [
    ['title', 'Title', (v) => doc.setTitle(v)],
    ['author', 'Author', (v) => doc.setAuthor(v)],
    ['subject', 'Subject', (v) => doc.setSubject(v)],
    // One entry: the caller's text as written (pdf-lib would join a list with spaces).
    ['keywords', 'Keywords', (v) => doc.setKeywords([v])],
    ['creator', 'Creator', (v) => doc.setCreator(v)],
    ['producer', 'Producer', (v) => doc.setProducer(v)],
  ]
  for (const [field, key, set] of setters) {
    const value = fields[field]
    if (value === undefined) continue
    // An empty value removes the entry.
    if (value === '') infoDict(doc)?.delete(PDFName.of(key))
    else set(value)
  }
  doc.setModificationDate(modified)
  const created = isoDate(doc, 'CreationDate')
  const packet = xmpPacket({
    title: infoText(doc, 'Title'),
    author: infoText(doc, 'Author'),
    subject: infoText(doc, 'Subject'),
    keywords: infoText(doc, 'Keywords'),
    creator: infoText(doc, 'Creator'),
    producer: infoText(doc, 'Producer'),
    ...(created !== undefined && { created }),
    modified: modified.toISOString(),
  })
  // Stored without a filter, as the spec recommends, so that tools that do not parse PDF find it.
  const stream = doc.context.stream(new TextEncoder().encode(packet), { Type: 'Metadata', Subtype: 'XML' })
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream))
  return [{ name: pdfName(file.name, '-metadata'), type: PDF_TYPE, bytes: await savePdf(doc) }]
}
