/**
 * Memory of one service process: VmRSS at start, during and right after a mixed load (light GETs
 * from autocannon, 100 KB POST text calls, one image conversion started every second unless one
 * is still running), then again after the process has idled. The idle period runs
 * while the other scenarios load other processes, so it costs the run no extra time; this
 * process gets no request during it.
 */
import { keepBusy, load, memoryOf, type Server } from './harness.ts'

export interface MemoryOptions {
  lightPath: string
  textPath: string
  textBody: string
  image: Buffer
  imagePath: string
  /** What the conversion is, for the report: "3 MP JPEG → WebP". */
  imageLabel: string
  loadSeconds: number
  idleSeconds: number
  connections: number
}

export interface MemoryPhase {
  /** Waits out the rest of the idle period, then measures and answers the report's lines. */
  finish(): Promise<{ lines: string[]; failed: string[] }>
}

const mib = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? 'n/a' : `${n.toFixed(0)} MiB`)

export async function memoryLoad(server: Server, o: MemoryOptions): Promise<MemoryPhase> {
  const atStart = memoryOf(server.pid)
  const stop = new AbortController()
  let sampledPeak = atStart?.rss ?? 0
  const sampler = setInterval(() => { sampledPeak = Math.max(sampledPeak, memoryOf(server.pid)?.rss ?? 0) }, 500)

  const text = keepBusy(server.url + o.textPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: o.textBody }, 2, stop.signal)
  const imageStatuses: number[] = []
  let imageInFlight = false
  let imageSkipped = 0
  const convert = async () => {
    imageInFlight = true
    try {
      const form = new FormData()
      form.append('files[]', new Blob([o.image], { type: 'image/jpeg' }), 'photo.jpg')
      const res = await fetch(server.url + o.imagePath, { method: 'POST', body: form, signal: stop.signal })
      await res.arrayBuffer()
      imageStatuses.push(res.status)
    } catch {
      // aborted at the end of the load
    } finally {
      imageInFlight = false
    }
  }
  const ticker = setInterval(() => {
    if (imageInFlight) imageSkipped++
    else void convert()
  }, 1000)
  void convert()
  const light = await load(server, { path: o.lightPath, connections: o.connections, warmupSeconds: 0, seconds: o.loadSeconds })
  clearInterval(ticker)
  stop.abort()
  const textStatuses = await text
  clearInterval(sampler)
  const afterLoad = memoryOf(server.pid)
  const idleFrom = Date.now()
  console.log(`memory: ${mib(atStart?.rss)} at start, ${mib(afterLoad?.rss)} after ${o.loadSeconds} s of mixed load (peak ${mib(afterLoad?.peak)}); idling ${o.idleSeconds} s while the other scenarios run`)

  return {
    async finish() {
      const wait = idleFrom + o.idleSeconds * 1000 - Date.now()
      if (wait > 0) {
        console.log(`memory: waiting ${Math.ceil(wait / 1000)} s more for the idle period to end`)
        await new Promise((r) => setTimeout(r, wait))
      }
      const idle = memoryOf(server.pid)
      const idleFor = (Date.now() - idleFrom) / 1000
      const bad = (xs: number[]) => xs.filter((s) => s < 200 || s > 299).length
      const failures = light.non2xx + bad(textStatuses) + bad(imageStatuses)
      const mix = `${light.requests} light GETs at ${o.connections} connections (${light.rps.toFixed(0)} req/s, p50 / p99 ${light.p50} / ${light.p99} ms), `
        + `${textStatuses.length} POST text/word-count with 100 KB, ${imageStatuses.length} ${o.imageLabel} (${imageSkipped} one-second ticks skipped while one still ran)`
        + (failures > 0 ? `; **${failures} answers not 2xx**` : '')
      const line = `| service process (not pinned) | ${mix} | ${mib(atStart?.rss)} | ${mib(sampledPeak)} / ${mib(afterLoad?.peak)} | ${mib(afterLoad?.rss)} | ${mib(idle?.rss)} after ${idleFor.toFixed(0)} s |`
      console.log(line)
      return {
        lines: [
          `| memory (VmRSS) | mixed load, ${o.loadSeconds} s | at start | peak sampled / VmHWM | right after the load | after idling |`,
          '|---|---|---|---|---|---|',
          line,
          '',
          `- Not pinned, quotas off. During the idle period no request reaches this process; the other scenarios run meanwhile (on other processes), so it costs the run no extra time.`,
        ],
        failed: failures > 0 ? [`memory scenario: ${failures} answers not 2xx`] : [],
      }
    },
  }
}
