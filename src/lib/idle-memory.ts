/**
 * Gives memory back once the process has gone quiet. A process that answers nothing allocates
 * nothing, so V8 never starts a full collection by itself and the heap stays as large as the
 * last burst of work left it: after a minute of mixed load the service held 238 MiB resident
 * 40 s later, and 197 MiB after one full collection.
 *
 * Most of what stays is not the heap but memory glibc's malloc holds free: after that minute,
 * 16 arenas (one per thread that allocated under contention, up to 8 per core) held 117 MiB of
 * which 106 MiB was free. Freeing a large block that malloc had mapped on its own (a decoded
 * image) raises its mmap threshold to that block's size and its trim threshold to twice that, so
 * the next images of that size are carved out of the arenas, and an arena smaller than the trim
 * threshold never gives back its pages. malloc_trim hands back the free pages of every arena:
 * after the same load, 220 MiB resident went to 144 MiB.
 */
import { createRequire } from 'node:module'
import { readdirSync } from 'node:fs'
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { EventLoopUtilization } from 'node:perf_hooks'

export interface IdleCollection {
  /** How long the event loop must have been quiet (below 1 % busy) before collecting. */
  afterMs: number
  /** How often to look; a look reads a few counters and lists this process's threads. */
  everyMs?: number
  /** Growth of the heap (or of the resident set) since the last collection below which there is nothing worth collecting. */
  minGrowthBytes?: number
  /**
   * A first collection this soon after the call, if the process was quiet for the second before:
   * loading and compiling every module leaves tens of MiB freed but held by malloc, which the
   * growth checks cannot see, having started after it. 0 for none.
   */
  afterStartMs?: number
}

/** Runs one full collection per quiet period; answers a function that stops watching. */
export function collectWhenIdle({ afterMs, everyMs = Math.max(1_000, Math.min(afterMs, 5_000)), minGrowthBytes = 16 * 2 ** 20, afterStartMs = 2_000 }: IdleCollection): () => void {
  // Node exposes a full collection only behind --expose-gc; set here, it serves this process alone.
  setFlagsFromString('--expose-gc')
  const collect = runInNewContext('gc') as () => void
  // Made on the first quiet period, not at start-up: finding out the C library reads a report.
  let trim: (() => boolean) | undefined | null = null
  let previous = performance.eventLoopUtilization()
  let quietSince = performance.now()
  let heapAfterLast = getHeapStatistics().used_heap_size
  let rssAfterLast = process.memoryUsage.rss()
  let threads = threadCount()
  let threadEnded = false
  const timer = setInterval(() => {
    // A thread that ended (a worker stopped after its idle time, a libvips helper) leaves its
    // arena's memory free but resident: its end is worth a trim even though nothing grew.
    const nowThreads = threadCount()
    if (nowThreads !== undefined && threads !== undefined && nowThreads < threads) threadEnded = true
    threads = nowThreads
    const now = performance.eventLoopUtilization()
    const busy = performance.eventLoopUtilization(now, previous).utilization
    previous = now
    if (busy > 0.01) {
      quietSince = performance.now()
      return
    }
    if (performance.now() - quietSince < afterMs) return
    const heapGrew = getHeapStatistics().used_heap_size >= heapAfterLast + minGrowthBytes
    const rssGrew = process.memoryUsage.rss() >= rssAfterLast + minGrowthBytes
    if (!heapGrew && !rssGrew && !threadEnded) return
    if (heapGrew || rssGrew) {
      collect()
      heapAfterLast = getHeapStatistics().used_heap_size
    }
    if (trim === null) trim = mallocTrimmer()
    trim?.()
    threadEnded = false
    rssAfterLast = process.memoryUsage.rss()
  }, everyMs)
  timer.unref()
  const settle = afterStartMs > 0 ? settleAfterStart(afterStartMs, () => {
    collect()
    heapAfterLast = getHeapStatistics().used_heap_size
    if (trim === null) trim = mallocTrimmer()
    trim?.()
    rssAfterLast = process.memoryUsage.rss()
  }) : () => {}
  return () => {
    clearInterval(timer)
    settle()
  }
}

/** Runs `work` once, afterMs from now, if the event loop was quiet (below 1 % busy) for the second before; answers a function that cancels it. */
function settleAfterStart(afterMs: number, work: () => void): () => void {
  let before: EventLoopUtilization | undefined
  const look = setTimeout(() => { before = performance.eventLoopUtilization() }, Math.max(0, afterMs - 1_000))
  const act = setTimeout(() => {
    if (before !== undefined && performance.eventLoopUtilization(performance.eventLoopUtilization(), before).utilization <= 0.01) work()
  }, afterMs)
  look.unref()
  act.unref()
  return () => {
    clearTimeout(look)
    clearTimeout(act)
  }
}

/** Threads of this process (Linux), undefined where /proc does not tell. */
function threadCount(): number | undefined {
  try {
    return readdirSync('/proc/self/task').length
  } catch {
    return undefined
  }
}

/**
 * glibc's malloc_trim, where the C library is glibc; undefined elsewhere. Node cannot call a C
 * function, but SQLite's extension loader calls one named function of a shared library, with
 * the database handle as first argument: loading the C library with malloc_trim as the entry
 * point runs malloc_trim(handle). The handle, as malloc_trim's `pad` (what to keep at the top of
 * the main arena), is far larger than any arena, so the main arena's top stays as free() left
 * it; every free page inside every arena is given back, which is where the memory is. SQLite
 * takes malloc_trim's answer (1: pages were given back) for a failed initialisation, which is
 * not one. The driver is the one the store uses on this Node.js version (src/platform/sql.ts:
 * better-sqlite3 before 24, node:sqlite from 24).
 */
export function mallocTrimmer(): (() => boolean) | undefined {
  if (process.platform !== 'linux') return undefined
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
  if (header?.glibcVersionRuntime === undefined) return undefined
  let load: (() => void) | undefined
  try {
    const require = createRequire(import.meta.url)
    if (Number.parseInt(process.versions.node, 10) >= 24) {
      const { DatabaseSync } = require('node:sqlite') as { DatabaseSync: new (file: string, options: { allowExtension: boolean }) => { loadExtension(file: string, entry: string): void } }
      const db = new DatabaseSync(':memory:', { allowExtension: true })
      load = () => db.loadExtension('libc.so.6', 'malloc_trim')
    } else {
      const Database = require('better-sqlite3') as new (file: string) => { loadExtension(file: string, entry: string): void }
      const db = new Database(':memory:')
      load = () => db.loadExtension('libc.so.6', 'malloc_trim')
    }
  } catch {
    return undefined
  }
  // Answers whether malloc_trim ran.
  return () => {
    if (load === undefined) return false
    try {
      load()
    } catch (error) {
      // Anything but malloc_trim's "pages were given back" (no such library or symbol) stops trimming.
      if (!/error during initialization/i.test((error as Error).message)) load = undefined
    }
    return load !== undefined
  }
}
