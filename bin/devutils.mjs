#!/usr/bin/env node
// `npx devutils admin ...` runs the operator tool, `npx devutils mcp` the MCP tools over stdio,
// `npx devutils worker` a process that only runs jobs; `npx devutils` alone starts the service.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const [first, ...rest] = process.argv.slice(2)
const entry = first === 'admin' ? ['src/cli.ts', ...rest] : first === 'mcp' ? ['src/mcp-stdio.ts', ...rest] : first === 'worker' ? ['src/worker.ts'] : ['src/main.ts']
const result = spawnSync(process.execPath, ['--import', 'tsx', ...entry], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
