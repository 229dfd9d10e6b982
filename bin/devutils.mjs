#!/usr/bin/env node
// The devutils command. Compiled (npm ci and npm pack build dist/), it is one CommonJS file that
// this launcher compiles with a V8 code cache kept in the system's temporary folder: from the
// second run on, a command starts without compiling its code again, which Node.js 20 does not do
// for ES modules by itself. A checkout that was never built runs the sources through tsx instead.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
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
  const key = createHash('sha256').update(`${file}\0${size}\0${mtimeMs}\0${process.version}\0${process.arch}`).digest('hex').slice(0, 24)
  const cacheFile = path.join(tmpdir(), 'devutils-compile-cache', `${key}.bin`)
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
        mkdirSync(path.dirname(cacheFile), { recursive: true })
        const partial = `${cacheFile}.${process.pid}`
        writeFileSync(partial, script.createCachedData())
        renameSync(partial, cacheFile)
      } catch {
        // A read-only or full temporary folder costs the next start some milliseconds, nothing more.
      }
    })
  }
  const exports = {}
  const wrapper = script.runInThisContext()
  wrapper.call(exports, exports, createRequire(file), { exports, filename: file, id: file }, file, path.dirname(file))
}
