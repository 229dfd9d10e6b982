#!/usr/bin/env node
// The devutils command: the compiled program in dist/ (npm ci and npm pack build it). A checkout
// that was never built runs the sources through tsx instead, a little slower to start.
import { existsSync } from 'node:fs'
import module from 'node:module'

// Node 22.1 and later keep compiled code between runs: a command starts in a fraction of the time.
module.enableCompileCache?.()

const compiled = new URL('../dist/cli/index.js', import.meta.url)
if (existsSync(compiled)) {
  await import(compiled.href)
} else {
  const { register } = await import('tsx/esm/api')
  register()
  await import(new URL('../src/cli/index.ts', import.meta.url).href)
}
