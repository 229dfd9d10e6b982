/**
 * The scale-out engine (REDIS_URL set): BullMQ queues on Redis hand jobs to every process that
 * runs them (API instances unless JOBS_RUN=false, and `devutils worker` processes). BullMQ holds
 * a lock per running job that its worker renews; a worker that dies (even by SIGKILL) stops
 * renewing, and after JOB_STALLED_MS another worker's stalled check puts the job back in the
 * queue. Webhook attempts are delayed BullMQ jobs with exponential backoff, so retries survive
 * restarts of any instance. A cancel is published on Redis so the process running the job stops it.
 * The queues are `<JOB_QUEUE_PREFIX>:jobs` and `<JOB_QUEUE_PREFIX>:webhooks`.
 */
import { Queue, Worker, type ConnectionOptions } from 'bullmq'
import { Redis } from 'ioredis'
import type { EngineOptions, JobEngine } from './engine.ts'
import { JobStopped, type JobService } from './service.ts'

export interface BullOptions extends EngineOptions {
  redisUrl: string
  /** Names this deployment's queues in Redis (JOB_QUEUE_PREFIX), so several can share one Redis. */
  prefix: string
  /** Runs of one job before a job interrupted every time fails (JOB_ATTEMPTS). */
  attempts: number
  webhookAttempts: number
  webhookRetryBaseMs: number
}

/** How long a call waits for Redis to take a job before answering without it. */
const ENQUEUE_WAIT_MS = 2_000
/** How long closing waits for the queues to let go. */
const CLOSE_WAIT_MS = 3_000

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_resolve, reject) => { timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms) })
  work.catch(() => {})
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

const JOBS = 'jobs'
const WEBHOOKS = 'webhooks'

export async function bullEngine(service: JobService, options: BullOptions): Promise<JobEngine> {
  const { log } = options
  // BullMQ's blocking commands wait on Redis for as long as it takes, and they must keep
  // retrying through a Redis restart rather than give up after a number of attempts.
  const connect = () => {
    const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: false, retryStrategy: (times) => Math.min(times * 200, 2_000) })
    redis.on('error', () => {})
    return redis
  }
  const { prefix } = options
  const cancels = `${prefix}:jobs:canceled`
  const connection = connect() as ConnectionOptions
  const jobs = new Queue(JOBS, { connection, prefix })
  const webhooks = new Queue(WEBHOOKS, { connection, prefix })
  jobs.on('error', (error) => log.error({ err: error }, 'job queue error'))
  webhooks.on('error', (error) => log.error({ err: error }, 'webhook queue error'))
  const publisher = connect()
  const workers: Worker[] = []
  let subscriber: Redis | undefined
  const timers: NodeJS.Timeout[] = []

  const add = (id: string) => jobs.add('run', { id }, {
    jobId: id,
    attempts: options.attempts,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: true,
    removeOnFail: { age: 86_400 },
  })

  /**
   * The records are the truth, the queue a way to hand them out: a job the queue lost (Redis
   * restarted without its data, or was out of reach when the job was made) is added again. A job
   * the queue still holds keeps its place: BullMQ adds nothing under an id it has.
   */
  const reconcile = async () => {
    const now = options.now()
    try {
      for (const id of await service.records.unattended(now, now - options.stalledMs)) await add(id)
    } catch (error) {
      log.error({ err: error }, 'job queue reconciliation failed')
    }
  }

  return {
    async start() {
      if (!options.run) return
      const worker = new Worker(JOBS, async (job) => {
        const id = (job.data as { id: string }).id
        await service.run(id)
        // Put back because the service was full: BullMQ tries again after its backoff.
        if ((await service.records.get(id))?.status === 'queued') throw new Error(`job ${id} waits for a free slot`)
      }, {
        connection: connect() as ConnectionOptions,
        prefix,
        concurrency: options.concurrency,
        lockDuration: options.stalledMs,
        stalledInterval: options.stalledMs,
        maxStalledCount: options.attempts,
      })
      const deliverer = new Worker(WEBHOOKS, async (job) => {
        const wait = await service.deliver((job.data as { id: string }).id)
        // BullMQ waits WEBHOOK_RETRY_BASE_MS, doubling, before the next attempt: the same schedule.
        if (wait !== undefined) throw new Error('webhook not delivered; trying again later')
      }, { connection: connect() as ConnectionOptions, prefix, concurrency: 8 })
      for (const one of [worker, deliverer]) {
        one.on('error', (error) => log.error({ err: error }, 'job worker error'))
        one.on('failed', (job, error) => {
          if (!(error instanceof JobStopped) && job?.queueName === JOBS && job.attemptsMade >= options.attempts) {
            log.error({ err: error, job: job.data }, 'job given up')
          }
        })
        workers.push(one)
      }
      subscriber = connect()
      subscriber.on('message', (_channel: string, id: string) => service.abort(id))
      // Not waited for: an instance starts while Redis is down, and listens once it is back.
      subscriber.subscribe(cancels).catch((error: unknown) => log.error({ err: error }, 'job cancel channel unavailable'))
      timers.push(
        setInterval(() => void service.sweep().catch((error: unknown) => log.error({ err: error }, 'job sweep failed')), options.sweepMs),
        setInterval(() => void reconcile(), options.stalledMs),
      )
      for (const timer of timers) timer.unref()
    },
    dispatch: {
      async enqueue(id) {
        // With Redis out of reach the job is still taken: its record is stored, and it is added to
        // the queue when Redis answers again (reconcile).
        await withTimeout(add(id), ENQUEUE_WAIT_MS).catch((error: unknown) => log.error({ err: error, job: id }, 'job queued in the store only, until Redis answers'))
      },
      async canceled(id) {
        // The runner also learns of it when it next renews its lease, should this not reach it.
        await withTimeout(publisher.publish(cancels, id), ENQUEUE_WAIT_MS).catch(() => 0)
        // A job still waiting leaves the queue; one running is stopped by its runner.
        await withTimeout(jobs.remove(id), ENQUEUE_WAIT_MS).catch(() => 0)
      },
      async ended(id) {
        await withTimeout(webhooks.add('deliver', { id }, {
          jobId: `${id}-webhook`,
          attempts: options.webhookAttempts,
          backoff: { type: 'exponential', delay: options.webhookRetryBaseMs },
          removeOnComplete: true,
          removeOnFail: { age: 86_400 },
        }), ENQUEUE_WAIT_MS).catch((error: unknown) => log.error({ err: error, job: id }, 'webhook not queued'))
      },
    },
    async close() {
      for (const timer of timers) clearInterval(timer)
      service.stopAll()
      // Jobs stopped here are run again by another worker once their lock runs out. Nothing here
      // waits on a Redis that is down: the process must be able to stop regardless.
      await withTimeout(Promise.allSettled(workers.map((worker) => worker.close(true))), CLOSE_WAIT_MS).catch(() => undefined)
      await withTimeout(Promise.allSettled([jobs.close(), webhooks.close()]), CLOSE_WAIT_MS).catch(() => undefined)
      subscriber?.disconnect()
      publisher.disconnect()
      ;(connection as Redis).disconnect()
    },
  }
}
