/**
 * The operation side of document work: what is handed to the document worker threads (limits,
 * time left) and how their files come back as downloads.
 */
import { FileOutput } from '../../core/file-output.ts'
import type { OperationContext, Upload } from '../../core/operation.ts'
import type { RunOptions } from '../../core/tasks.ts'
import type { DocumentFile, NamedBytes, PdfLimits } from '../../lib/pdf/document.ts'

export function pdfLimits(ctx: OperationContext): PdfLimits {
  return { maxPages: ctx.limits.pdfPages, maxStreamBytes: ctx.limits.pdfStreamBytes, maxTotalBytes: ctx.limits.pdfTotalBytes }
}

/** A worker task gets what is left of the job's time budget. */
export function budget(ctx: OperationContext): RunOptions {
  const { signal, progress } = ctx.files
  return { timeoutMs: Math.max(1, ctx.files.deadline - Date.now()), ...(signal && { signal }), ...(progress && { progress }) }
}

/** Uploads as they cross into a worker thread. */
export function named(uploads: readonly Upload[]): NamedBytes[] {
  return uploads.map(({ name, bytes }) => ({ name, bytes }))
}

/** Files from a worker as downloads: one as it is, several for the framework to zip. */
export function asOutputs(files: readonly DocumentFile[]): FileOutput | FileOutput[] {
  const outputs = files.map((file) => new FileOutput(file.name, file.type, file.bytes))
  return outputs.length === 1 ? outputs[0]! : outputs
}
