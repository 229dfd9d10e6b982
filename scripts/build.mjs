#!/usr/bin/env node
/**
 * Compiles src/ to dist/ (what `npm start`, the `devutils` command and the package run) and
 * copies the files the compiled modules read. `npm ci` runs it (prepare); `npm run dev` and the
 * tests run the sources and need no build. Types are checked by `npm run lint`, not here.
 *
 * The program is bundled: a process loads a few files where it would load hundreds of modules
 * (our own and Fastify's, zod's, pino's), which is most of what starting costs. Two bundles:
 *
 * - The service (dist/main.js, worker.js, mcp-stdio.js) and the worker thread with its task
 *   modules (dist/workers/, dist/lib/…, loaded by path), as ES modules: each entry keeps its
 *   path, and the code they share, or load later, goes to dist/chunks/. Those sit one folder deep
 *   like the entries, so src/lib/package-files.ts finds the package from either place.
 * - The command line (dist/cli/devutils.cjs), one CommonJS file with every operation in it, which
 *   bin/devutils.mjs compiles with a V8 code cache: a command then starts with its code already
 *   compiled, which Node.js 20 cannot do for ES modules. It runs the service's programs (serve,
 *   worker, mcp) from the first bundle and hands work to the same worker thread.
 *
 * Only the packages in BUNDLED (plain JavaScript, read on every start, reading no file of their
 * own) are copied in, with what they require; the others (native addons, WebAssembly, libraries
 * with worker files, everything heavy and loaded on first use) stay in node_modules.
 *
 * Usage: node scripts/build.mjs [--if-stale]   (--if-stale: only when a source is newer than dist/)
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const src = path.join(root, 'src')
const dist = path.join(root, 'dist')
const stamp = path.join(dist, '.built')
// The command line's bundle: bin/devutils.mjs runs it.
const COMMAND_BUNDLE = 'cli/devutils.cjs'
// Files read at run time (through src/lib/package-files.ts), copied to the same path under dist/.
const ASSETS = ['web/assets', 'http/docs']

// Packages copied into the bundle, with whatever they require in turn. Every one is plain
// JavaScript that reads no file of its own at run time, and none import()s a CommonJS module
// (a bundle gives such a module's default export only, where Node.js gives its named ones too:
// @fastify/cookie does that with cookie, so it stays out).
const BUNDLED = new Set(['zod', 'fastify', '@fastify/multipart', 'fflate', 'ipaddr.js'])
// Required by a bundled package but kept out: thread-stream starts a worker from its own file
// (pino's transports, which the service does not use); the compilers load on first schema.
const KEPT_OUT = new Set(['thread-stream', '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler'])

function newest(dir) {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return latest
}

export function isStale() {
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  return newest(src) > built || ['package.json', 'package-lock.json', 'scripts/build.mjs'].some((f) => statSync(path.join(root, f)).mtimeMs > built)
}

/** The service's programs, and the modules a worker thread loads by path: itself and its task modules. */
function serviceEntries() {
  // The thread loads its task modules by the names the task table gives them: lazy('pdf/page-tasks', …).
  const tasks = [...readFileSync(path.join(src, 'workers/tasks.ts'), 'utf8').matchAll(/\blazy\('([^']+)'/g)].map(([, name]) => `lib/${name}.ts`)
  return ['main.ts', 'worker.ts', 'mcp-stdio.ts', 'workers/worker.ts', ...tasks].map((file) => path.join(src, file))
}

const packageName = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')

/** Bare imports stay external unless their package is bundled, or is required by one that is. */
const packagesPlugin = {
  name: 'bundled-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.kind === 'entry-point') return undefined
      const name = packageName(args.path)
      const fromPackage = args.importer.includes(`${path.sep}node_modules${path.sep}`)
      if (KEPT_OUT.has(name)) return { external: true }
      if (BUNDLED.has(name) || fromPackage) return undefined
      return { external: true }
    })
  },
}

/**
 * Escapes what esbuild leaves outside ASCII (characters in regular expressions): V8 keeps the
 * source of a script with any character beyond Latin-1 as two bytes a character, and the source
 * of the registry, with its texts in six languages, is megabytes. \uXXXX (a surrogate pair for
 * the astral planes) means the same character in strings, templates and regular expressions.
 */
function asciiOnly(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      asciiOnly(file)
      continue
    }
    if (!/\.c?js$/.test(entry.name)) continue
    const text = readFileSync(file, 'utf8')
    // eslint-disable-next-line no-control-regex
    if (!/[^\x00-\x7f]/.test(text)) continue
    // eslint-disable-next-line no-control-regex
    writeFileSync(file, text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))
  }
}

export async function build() {
  const esbuild = await import('esbuild')
  rmSync(dist, { recursive: true, force: true })
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    target: 'node20',
    plugins: [packagesPlugin],
    legalComments: 'none',
    logLevel: 'warning',
  }
  await esbuild.build({
    ...common,
    entryPoints: serviceEntries(),
    outbase: src,
    outdir: dist,
    splitting: true,
    format: 'esm',
    chunkNames: 'chunks/[name]-[hash]',
    // Bundled CommonJS packages call require for Node's modules and for the packages kept out.
    banner: { js: "import { createRequire as __devutilsRequire } from 'node:module'; const require = __devutilsRequire(import.meta.url);" },
  })
  await esbuild.build({
    ...common,
    entryPoints: [path.join(src, 'cli/index.ts')],
    outfile: path.join(dist, COMMAND_BUNDLE),
    format: 'cjs',
    // import() becomes require: V8 loses a script's dynamic import() when it compiles the script
    // from a code cache, and Node.js 20.19 and later require ES modules too.
    supported: { 'dynamic-import': false },
    // What import.meta.url is in an ES module, this file's URL.
    define: { 'import.meta.url': '__devutilsUrl' },
    banner: { js: "const __devutilsUrl = require('node:url').pathToFileURL(__filename).href;" },
  })
  asciiOnly(dist)
  for (const dir of ASSETS) cpSync(path.join(src, dir), path.join(dist, dir), { recursive: true })
  writeFileSync(stamp, `${new Date().toISOString()}\n`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--if-stale') || isStale()) await build()
}
