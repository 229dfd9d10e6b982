/**
 * PDF merge through the API against the same merge done with @cantoo/pdf-lib in this process,
 * one job at a time on both sides, alternating so both see the same machine (as images.ts does).
 * The service also adds one bookmark per input; the direct side does not.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PDFDocument } from '@cantoo/pdf-lib'
import { median, multipartPoster } from './harness.ts'

export interface PdfResult {
  name: string
  direct: number[]
  service: number[]
}

const FIXTURE = path.resolve(import.meta.dirname, '../test/fixtures/files/three-pages.pdf')

/** What the operation does, with the same save options (src/lib/pdf/document.ts savePdf). */
async function mergeDirect(inputs: readonly Uint8Array[]): Promise<Uint8Array> {
  const merged = await PDFDocument.create({ updateMetadata: false })
  for (const bytes of inputs) {
    const source = await PDFDocument.load(bytes)
    const pages = await merged.copyPages(source, source.getPageIndices())
    for (const page of pages) merged.addPage(page)
  }
  return merged.save({ useObjectStreams: true, addDefaultPage: false, updateFieldAppearances: false })
}

export async function pdfBench(serviceUrl: string, rounds: number, quick: boolean): Promise<PdfResult> {
  const input = readFileSync(FIXTURE)
  const result: PdfResult = { name: 'merge two copies of three-pages.pdf (file/merge-pdf) vs @cantoo/pdf-lib direct', direct: [], service: [] }
  const iterations = quick ? 3 : 20
  const timed = async (fn: () => Promise<unknown>) => {
    const start = performance.now()
    await fn()
    return performance.now() - start
  }
  const post = multipartPoster(`${serviceUrl}/api/v1/file/merge-pdf`, {}, [
    { field: 'files[]', name: 'first.pdf', type: 'application/pdf', bytes: input },
    { field: 'files[]', name: 'second.pdf', type: 'application/pdf', bytes: input },
  ])
  const viaService = async () => {
    const answer = await post()
    if (answer.subarray(0, 5).toString() !== '%PDF-') throw new Error('file/merge-pdf did not answer a PDF')
  }
  const direct = () => mergeDirect([input, input])
  // Untimed passes: the worker thread, pdf-lib's modules and the JIT warm up on both sides.
  for (let n = 0; n < 3; n++) {
    await direct()
    await viaService()
  }
  for (let round = 1; round <= rounds; round++) {
    for (let n = 0; n < iterations; n++) {
      result.direct.push(await timed(direct))
      result.service.push(await timed(viaService))
    }
    console.log(`round ${round}: ${result.name}: ${(median(result.service) / median(result.direct)).toFixed(2)} × direct (${median(result.service).toFixed(1)} / ${median(result.direct).toFixed(1)} ms)`)
  }
  return result
}

export function pdfReport(r: PdfResult, quick: boolean): string[] {
  const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(0.99 * xs.length))]!
  return [
    '| PDF scenario (one job at a time) | jobs per side | pdf-lib direct ms per job, p50 / p99 | through the API ms per job, p50 / p99 | ratio (p50) | added ms per job (p50) | target |',
    '|---|---|---|---|---|---|---|',
    `| ${r.name} | ${r.direct.length} | ${median(r.direct).toFixed(1)} / ${p99(r.direct).toFixed(1)} | ${median(r.service).toFixed(1)} / ${p99(r.service).toFixed(1)} | ${(median(r.service) / median(r.direct)).toFixed(2)} | ${(median(r.service) - median(r.direct)).toFixed(1)} | — (reported only${quick ? '; --quick: 3 jobs per side' : ''}) |`,
    '',
    '- Both sides load both inputs, copy their pages and save with object streams. The client sends a multipart body encoded once before timing, over one keep-alive connection; the service parses it, measures every compressed stream against PDF_MAX_STREAM_BYTES before parsing, hops to its document worker thread and adds one bookmark per input.',
  ]
}
