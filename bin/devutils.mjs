#!/usr/bin/env node
// The devutils command. Compiled (npm ci and npm pack build dist/), it is one CommonJS file that
// this launcher compiles with a V8 code cache kept in the system's temporary folder: from the
// second run on, a command starts without compiling its code again, which Node.js 20 does not do
// for ES modules by itself. A checkout that was never built runs the sources through tsx instead.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import module, { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'

const bundle = fileURLToPath(new URL('../dist/cli/devutils.cjs', import.meta.url))

if (existsSync(bundle)) {
  runCached(bundle)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(new URL('../src/cli/index.ts', import.meta.url).href)
}

/** Runs a CommonJS file as require would, compiled from its code cache when there is a usable one. */
function runCached(file) {
  const source = readFileSync(file, 'utf8')
  // One cache per build of the file and per Node.js: V8 refuses a cache made by another version.
  const { size, mtimeMs } = statSync(file)
  // Named for this installation, then for this build: a new build's cache replaces the last one's.
  const installation = createHash('sha256').update(file).digest('hex').slice(0, 12)
  const build = createHash('sha256').update(`${size}\0${mtimeMs}\0${process.version}\0${process.arch}`).digest('hex').slice(0, 12)
  const cacheDir = path.join(tmpdir(), 'devutils-compile-cache')
  const cacheFile = path.join(cacheDir, `${installation}-${build}.bin`)
  let cachedData
  try {
    cachedData = readFileSync(cacheFile)
  } catch {
    // None yet: this run makes it.
  }
  const script = new vm.Script(module.wrap(source), {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  })
  if (cachedData === undefined || script.cachedDataRejected) {
    // Made at exit, so that it holds the functions this run compiled as well. Written under a
    // temporary name and renamed: commands running at once never read half a file.
    process.once('exit', () => {
      try {
        mkdirSync(cacheDir, { recursive: true })
        const partial = `${cacheFile}.${process.pid}`
        writeFileSync(partial, script.createCachedData())
        renameSync(partial, cacheFile)
        // Earlier builds' caches of this installation are of no further use.
        for (const name of readdirSync(cacheDir)) {
          if (name.startsWith(`${installation}-`) && name.endsWith('.bin') && path.join(cacheDir, name) !== cacheFile) rmSync(path.join(cacheDir, name), { force: true })
        }
      } catch {
        // A read-only or full temporary folder costs the next start some milliseconds, nothing more.
      }
    })
  }
  const exports = {}
  const wrapper = script.runInThisContext()
  wrapper.call(exports, exports, createRequire(file), { exports, filename: file, id: file }, file, path.dirname(file))
}
