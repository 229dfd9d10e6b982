/**
 * The package's own files, found from here. This module sits one folder below src/; compiled, it
 * sits one folder below dist/, both in its own place and inside a shared chunk (dist/chunks/), so
 * two folders up is the package in every case.
 */
const ROOT = new URL('../../', import.meta.url)
// Running from sources the modules are .ts files under src/; compiled, .js files under dist/.
const SOURCES = import.meta.url.endsWith('.ts')

/** A file of the package itself (assets/fonts/…). */
export function packageFile(path: string): URL {
  return new URL(path, ROOT)
}

/** A module or data file of the program, by its path under src/ (web/assets/, workers/worker). */
export function programFile(path: string): URL {
  return new URL(`${SOURCES ? 'src' : 'dist'}/${path}`, ROOT)
}

/** The extension of the program's modules: .ts from sources, .js compiled. */
export const MODULE_EXTENSION = SOURCES ? '.ts' : '.js'
