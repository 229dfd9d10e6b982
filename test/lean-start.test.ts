import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

// The main thread stays light: answering a light call must not load the libraries that only file
// and document work needs (each loads on its first use). Measured in a fresh process, since the
// test runner's own process has loaded whatever other tests used.
const ROOT = new URL('..', import.meta.url).pathname
const HEAVY = ['sharp', 'pdfjs-dist', '@cantoo/pdf-lib', 'exceljs', 'mammoth', '@napi-rs/canvas', 'chrono-node', 'mathjs']

async function loadedPackages(url: string): Promise<{ status: number; packages: string[] }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'test/fixtures/loaded-packages.ts', url], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '' },
    timeout: 90_000,
  })
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as { status: number; packages: string[] }
}

describe('start-up', () => {
  it('builds the service and answers a light call without loading any heavy library', async () => {
    const { status, packages } = await loadedPackages('/api/v1/number/roman?value=1994')
    expect(status).toBe(200)
    // The probe sees packages at all: fastify serves the call.
    expect(packages).toContain('fastify')
    expect(packages.filter((name) => HEAVY.includes(name))).toEqual([])
  }, 120_000)
})
