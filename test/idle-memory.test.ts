/**
 * The heap after a burst of work, once the process is quiet: collected, in a process of its own
 * (the test runner's own activity would keep the event loop busy).
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

/**
 * Heap used (MiB) after making 100 MiB of garbage, then once it has dropped by 50 MiB or `waitMs`
 * has passed, with or without the collector. The child waits for the drop rather than for a fixed
 * time: on a loaded machine the child is descheduled, its quiet period starts late, and a fixed
 * wait would measure the machine instead of the collector.
 */
function heapAfterQuiet(collector: boolean, waitMs: number, options = '{ afterMs: 300, everyMs: 100 }', order: 'collector first' | 'garbage first' = 'collector first'): { before: number; after: number } {
  const script = `
    import { getHeapStatistics } from 'node:v8'
    import { collectWhenIdle } from './src/lib/idle-memory.ts'
    const mib = () => getHeapStatistics().used_heap_size / 2 ** 20
    const collector = () => { if (${collector}) collectWhenIdle(${options}) }
    if (${order === 'collector first'}) collector()
    // Garbage the way a burst of requests leaves it: many small objects, no longer referenced.
    let kept = []
    for (let i = 0; i < 1_000_000; i++) kept.push({ i, text: 'x'.repeat(40) + i })
    kept = null
    if (${order === 'garbage first'}) collector()
    const before = mib()
    const started = performance.now()
    const look = setInterval(() => {
      const after = mib()
      if (after > before - 50 && performance.now() - started < ${waitMs}) return
      clearInterval(look)
      console.log(JSON.stringify({ before, after }))
    }, 250)
  `
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })
  return JSON.parse(out) as { before: number; after: number }
}

describe('collection when idle', () => {
  it('gives back the garbage of the last burst once the event loop has been quiet, where V8 alone keeps it', () => {
    const alone = heapAfterQuiet(false, 1_500)
    const collected = heapAfterQuiet(true, 20_000)
    // Without the collector, nothing allocates, so nothing is collected: the garbage stays.
    expect(alone.after).toBeGreaterThan(alone.before - 20)
    expect(collected.before).toBeGreaterThan(60)
    expect(collected.after).toBeLessThan(collected.before - 50)
  })

  it('gives back, soon after start, what starting left, which no growth since can show', () => {
    // The garbage is made before the collector starts (as loading the modules is), and the
    // quiet period it waits for otherwise is a minute away.
    const settled = heapAfterQuiet(true, 20_000, '{ afterMs: 60_000, afterStartMs: 1_000 }', 'garbage first')
    expect(settled.before).toBeGreaterThan(60)
    expect(settled.after).toBeLessThan(settled.before - 50)
  })
})

describe('giving free memory back to the system', () => {
  const glibc = process.platform === 'linux' && (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime !== undefined
  it.skipIf(!glibc)('calls glibc\'s malloc_trim, again and again, without an error', async () => {
    const { mallocTrimmer } = await import('../src/lib/idle-memory.ts')
    const trim = mallocTrimmer()
    expect(trim).toBeTypeOf('function')
    // Memory freed by malloc, for the trim to find.
    for (let i = 0; i < 20; i++) Buffer.alloc(4 * 2 ** 20).fill(i)
    expect([trim!(), trim!()]).toEqual([true, true])
  })
})
