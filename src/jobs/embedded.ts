/**
 * The embedded engine (no REDIS_URL): the job records are the queue. This process takes the
 * oldest queued job whenever it has room (JOB_CONCURRENCY), holding a lease it renews while the
 * job runs; a job whose lease ran out lost its runner and is queued again. With the embedded
 * database only this process runs jobs, so at start every job left running by the last process is
 * queued again at once. Webhook attempts are due times in the records, so retries survive
 * restarts too.
 */
import type { JobEngine, EngineOptions } from './engine.ts'
import { JobStopped, type JobService } from './service.ts'

/** How often the records are looked at for work that no call of this process announced. */
const TICK_MS = 1_000

export function embeddedEngine(service: JobService, options: EngineOptions & { singleProcess: boolean }): JobEngine {
  const { records } = service
  const { now, log } = options
  const runs = new Set<Promise<unknown>>()
  const delivering = new Set<string>()
  const timers: NodeJS.Timeout[] = []
  let pumping = false
  let closed = false

  /** Takes queued jobs while there is room. */
  const pump = async () => {
    if (pumping || closed || !options.run) return
    pumping = true
    try {
      while (!closed && runs.size < options.concurrency) {
        const at = now()
        const job = await records.claimNext(at, at + options.stalledMs)
        if (!job) break
        const run = service.run(job.id, job)
          .then((ended) => {
            // Something ended, so there may be room for the next; a job put back waits a tick.
            if (ended) setImmediate(() => void pump())
          }, (error: unknown) => {
            if (!(error instanceof JobStopped)) log.error({ err: error, job: job.id }, 'job run failed')
          })
          .finally(() => runs.delete(run))
        runs.add(run)
      }
    } catch (error) {
      log.error({ err: error }, 'job queue unavailable')
    } finally {
      pumping = false
    }
  }

  /** Runs every webhook attempt that is due, one at a time per job. */
  const deliverDue = async () => {
    if (closed || !options.run) return
    try {
      for (const id of await records.webhooksDue(now())) {
        if (delivering.has(id)) continue
        delivering.add(id)
        service.deliver(id)
          .catch((error: unknown) => log.error({ err: error, job: id }, 'webhook delivery failed'))
          .finally(() => delivering.delete(id))
      }
    } catch (error) {
      log.error({ err: error }, 'webhook queue unavailable')
    }
  }

  /** Queues again the running jobs whose runner was lost: all of them at start on the embedded database. */
  const recover = async (all: boolean) => {
    if (closed || !options.run) return
    try {
      for (const job of await records.stale(now(), all)) await records.requeue(job.id, job.leaseUntil)
    } catch (error) {
      log.error({ err: error }, 'job recovery failed')
    }
  }

  return {
    async start() {
      if (!options.run) return
      await recover(options.singleProcess)
      timers.push(
        setInterval(() => void pump().then(deliverDue), TICK_MS),
        setInterval(() => void recover(false), Math.max(TICK_MS, Math.floor(options.stalledMs / 2))),
        setInterval(() => void service.sweep().catch((error: unknown) => log.error({ err: error }, 'job sweep failed')), options.sweepMs),
      )
      for (const timer of timers) timer.unref()
      void pump()
      void deliverDue()
    },
    dispatch: {
      enqueue: async () => { void pump() },
      // The runner is this process (aborted by the service) or another one, which learns of the
      // cancel when it next renews its lease.
      canceled: async () => {},
      ended: async () => { setImmediate(() => void deliverDue()) },
    },
    async close() {
      closed = true
      for (const timer of timers) clearInterval(timer)
      service.stopAll()
      await Promise.allSettled([...runs])
    },
  }
}
