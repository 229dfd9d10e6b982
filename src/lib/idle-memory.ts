/**
 * Gives memory back once the process has gone quiet. A process that answers nothing allocates
 * nothing, so V8 never starts a full collection by itself and the heap stays as large as the
 * last burst of work left it: after a minute of mixed load the service held 238 MiB resident
 * 40 s later, and 197 MiB after one full collection.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

export interface IdleCollection {
  /** How long the event loop must have been quiet (below 1 % busy) before collecting. */
  afterMs: number
  /** How often to look; a look reads two counters. */
  everyMs?: number
  /** Growth of the heap since the last collection below which there is nothing worth collecting. */
  minGrowthBytes?: number
}

/** Runs one full collection per quiet period; answers a function that stops watching. */
export function collectWhenIdle({ afterMs, everyMs = Math.max(1_000, Math.min(afterMs, 5_000)), minGrowthBytes = 16 * 2 ** 20 }: IdleCollection): () => void {
  // Node exposes a full collection only behind --expose-gc; set here, it serves this process alone.
  setFlagsFromString('--expose-gc')
  const collect = runInNewContext('gc') as () => void
  let previous = performance.eventLoopUtilization()
  let quietSince = performance.now()
  let heapAfterLast = getHeapStatistics().used_heap_size
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization()
    const busy = performance.eventLoopUtilization(now, previous).utilization
    previous = now
    if (busy > 0.01) {
      quietSince = performance.now()
      return
    }
    if (performance.now() - quietSince < afterMs) return
    if (getHeapStatistics().used_heap_size < heapAfterLast + minGrowthBytes) return
    collect()
    heapAfterLast = getHeapStatistics().used_heap_size
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
