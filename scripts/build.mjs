#!/usr/bin/env node
/**
 * Compiles src/ to dist/ (what `npm start`, the `devutils` command and the package run) and
 * copies the files the compiled modules read next to themselves. `npm ci` runs it (prepare);
 * `npm run dev` and the tests run the sources and need no build.
 *
 * Usage: node scripts/build.mjs [--if-stale]   (--if-stale: only when a source is newer than dist/)
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const dist = path.join(root, 'dist')
const stamp = path.join(dist, '.tsbuildinfo')
// Files read at run time through import.meta.url, beside the modules that read them.
const ASSETS = ['web/assets', 'http/docs']

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
  return newest(path.join(root, 'src')) > built || ['package.json', 'tsconfig.json', 'tsconfig.build.json'].some((f) => statSync(path.join(root, f)).mtimeMs > built)
}

export function build() {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  execFileSync(process.execPath, [tsc, '-p', path.join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' })
  for (const dir of ASSETS) {
    rmSync(path.join(dist, dir), { recursive: true, force: true })
    cpSync(path.join(root, 'src', dir), path.join(dist, dir), { recursive: true })
  }
  // tsc leaves its stamp alone when no module changed; the build as a whole is newer than its sources.
  const now = new Date()
  utimesSync(stamp, now, now)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--if-stale') || isStale()) build()
}
