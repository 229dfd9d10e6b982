/**
 * Bookmarks (the document outline). pdf-lib has no outline API, so the dictionaries of ISO 32000
 * §12.3.3 are written directly: one flat list of items, each jumping to a page.
 */
import { PDFHexString, PDFName, PDFNumber, type PDFDocument, type PDFPage, type PDFRef } from '@cantoo/pdf-lib'

export interface OutlineEntry {
  title: string
  page: PDFPage
}

/** Replaces the document's outline with these top-level entries and opens it in the viewer's panel. */
export function setOutline(doc: PDFDocument, entries: readonly OutlineEntry[]): void {
  if (entries.length === 0) return
  const { context } = doc
  const rootRef = context.nextRef()
  const itemRefs: PDFRef[] = entries.map(() => context.nextRef())
  entries.forEach((entry, i) => {
    const item = context.obj({
      // Hex strings in UTF-16 carry any file name; literal strings would be PDFDocEncoding only.
      Title: PDFHexString.fromText(entry.title),
      Parent: rootRef,
      Dest: context.obj([entry.page.ref, PDFName.of('Fit')]),
    })
    if (i > 0) item.set(PDFName.of('Prev'), itemRefs[i - 1]!)
    if (i < entries.length - 1) item.set(PDFName.of('Next'), itemRefs[i + 1]!)
    context.assign(itemRefs[i]!, item)
  })
  context.assign(rootRef, context.obj({
    Type: 'Outlines',
    First: itemRefs[0]!,
    Last: itemRefs[itemRefs.length - 1]!,
    Count: PDFNumber.of(entries.length),
  }))
  doc.catalog.set(PDFName.of('Outlines'), rootRef)
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'))
}
