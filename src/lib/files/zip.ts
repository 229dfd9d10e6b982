import { zipSync, type Zippable } from 'fflate'
import { FileOutput } from '../../core/file-output.ts'
import { safeFileName, uniqueNames } from './filename.ts'

// Images, PDFs and archives are compressed already: storing them is as small and far faster.
const STORED = /^(image\/(jpeg|png|webp|avif|gif|heic)|application\/(pdf|zip))$/

/**
 * An entry path made of safe names only: no empty, "." or ".." segments, so whatever unpacks the
 * archive writes inside the folder it was asked to.
 */
function entryPath(name: string): string {
  return name.split(/[\\/]/).map((segment) => safeFileName(segment, '')).filter((segment) => segment !== '').join('/') || 'file'
}

/** Several outputs as one ZIP download, entries in the given order. */
export function zipOutputs(name: string, outputs: readonly FileOutput[]): FileOutput {
  const names = uniqueNames(outputs.map((output) => entryPath(output.name)))
  // No prototype: an entry called "__proto__" is an entry like any other.
  const entries: Zippable = Object.create(null)
  outputs.forEach((output, i) => {
    entries[names[i]!] = [output.bytes, { level: STORED.test(output.type) ? 0 : 6 }]
  })
  return new FileOutput(name, 'application/zip', zipSync(entries, { mtime: new Date('2000-01-01T00:00:00Z') }))
}
