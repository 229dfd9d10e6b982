/**
 * The life of a job, whichever engine hands it out: taken to run with a lease, its inputs read
 * back, its work run with a time budget and a way to stop it, its output kept for
 * JOB_OUTPUT_TTL_S, its failure on our side refunded, and its end delivered to its webhook.
 */
import type { Config } from '../config.ts'
import { ApiError, timedOut } from '../core/errors.ts'
import type { WebClient } from '../core/web.ts'
import { translate } from '../i18n/index.ts'
import type { UrlSigner } from '../platform/signing.ts'
import { deliver, retryDelayMs, webhookId, worthRetrying } from '../platform/webhooks.ts'
import type { JobFiles } from './files.ts'
import { ENDED, type JobCharge, type JobError, type JobRecord, type JobRecords } from './records.ts'
import { jobView } from './view.ts'

/** An input of a job, read back from the job files. */
export interface LoadedInput { field: string; name: string; bytes: Buffer }

/** What a job's work produced: a file, or a JSON result. */
export type WorkOutcome = { file: { name: string; type: string; bytes: Uint8Array } } | { result: unknown }

export interface WorkControl {
  /** Aborted when the job is canceled or runs out of time: the work stops. */
  signal: AbortSignal
  deadline: number
  /** How much is done, 0 to 1. */
  progress(done: number): void
}

/** Runs what a job's spec says on its inputs (the HTTP layer knows how). */
export type JobWork = (job: JobRecord, inputs: readonly LoadedInput[], control: WorkControl) => Promise<WorkOutcome>

/** How the service reaches the engine that hands jobs out and schedules deliveries. */
export interface JobDispatch {
  /** A job was stored and waits to run. */
  enqueue(id: string): Promise<void>
  /** A job was canceled: whoever runs it stops. */
  canceled(id: string): Promise<void>
  /** A job ended with a webhook to deliver. */
  ended(id: string): Promise<void>
}

export interface JobServiceOptions {
  config: Pick<Config, 'ASYNC_TIMEOUT_MS' | 'JOB_OUTPUT_TTL_S' | 'JOB_STALLED_MS' | 'JOB_ATTEMPTS' | 'WEBHOOK_ATTEMPTS' | 'WEBHOOK_RETRY_BASE_MS'>
  records: JobRecords
  files: JobFiles
  signer: UrlSigner
  web: Pick<WebClient, 'fetch'>
  now: () => number
  /** The account's webhook secret, made on first use. */
  secretOf(accountId: string): Promise<string>
  /** Gives back calls counted for a job that failed on our side. */
  refund(charge: JobCharge, calls: number): Promise<void>
  /** Whether a failure is ours (its calls are given back), as for a synchronous call. */
  refundable(error: unknown): boolean
  work: JobWork
  log: { error(object: unknown, message: string): void }
}

/** The reason of a cancel's abort: not a failure, nothing to record. */
class Canceled extends Error {}

/**
 * Thrown by run() for a job stopped because this process is closing: the job stays running in
 * its record, and is run again (by this process after a restart, or by another runner).
 */
export class JobStopped extends Error {
  constructor(id: string) {
    super(`job ${id} stopped: the process is closing`)
    this.name = 'JobStopped'
  }
}

/** Writes of progress at most this often per job. */
const PROGRESS_EVERY_MS = 500

export class JobService {
  /** The jobs this process is running, to stop one when it is canceled. */
  private readonly running = new Map<string, AbortController>()
  dispatch: JobDispatch = { enqueue: async () => {}, canceled: async () => {}, ended: async () => {} }

  constructor(private readonly options: JobServiceOptions) {}

  get records(): JobRecords {
    return this.options.records
  }

  get files(): JobFiles {
    return this.options.files
  }

  /** The service's clock (tests move it). */
  now(): number {
    return this.options.now()
  }

  /** How many jobs this process runs now. */
  get busy(): number {
    return this.running.size
  }

  /** A job as the API shows it. */
  view(job: JobRecord, baseUrl: string) {
    return jobView(job, baseUrl, this.options.signer, this.options.now())
  }

  /**
   * Runs a job: undefined when there was nothing to run (it ended, or was canceled). Errors of
   * the work end the job as failed; errors of the stores are thrown, and the engine runs the job
   * again later.
   */
  async run(id: string, claimed?: JobRecord): Promise<JobRecord | undefined> {
    const { records, config, now } = this.options
    const job = claimed ?? await records.claim(id, now(), now() + config.JOB_STALLED_MS)
    if (!job) return undefined
    if (job.attempts > config.JOB_ATTEMPTS) {
      return this.ended(await records.fail(id, now(), this.errorOf(job, new ApiError('JOB_INTERRUPTED', { attempts: job.attempts - 1 }))))
    }
    const controller = new AbortController()
    this.running.set(id, controller)
    const { signal } = controller
    const timer = setTimeout(() => controller.abort(timedOut(config.ASYNC_TIMEOUT_MS)), config.ASYNC_TIMEOUT_MS)
    const lease = setInterval(() => {
      records.renew(id, now() + config.JOB_STALLED_MS).then((status) => {
        // Canceled from an instance that could not reach this one.
        if (status !== 'running') controller.abort(new Canceled())
      }, () => {})
    }, Math.max(200, Math.floor(config.JOB_STALLED_MS / 3)))
    let lastProgress = 0
    const progress = (done: number) => {
      const at = Date.now()
      if (at - lastProgress < PROGRESS_EVERY_MS && done < 1) return
      lastProgress = at
      records.progress(id, Math.min(1, Math.max(0, Math.round(done * 1000) / 1000))).catch(() => {})
    }
    let outcome: WorkOutcome | undefined
    let failure: unknown
    try {
      const inputs = await Promise.all(job.spec.inputs.map(async (input) => ({ field: input.field, name: input.name, bytes: await this.files.read(input.file) })))
      outcome = await untilAborted(this.options.work(job, inputs, { signal, deadline: now() + config.ASYNC_TIMEOUT_MS, progress }), signal)
    } catch (error) {
      failure = error
    } finally {
      clearTimeout(timer)
      clearInterval(lease)
      this.running.delete(id)
    }
    if (signal.reason instanceof Canceled) return undefined
    if (signal.reason instanceof JobStopped) throw signal.reason
    if (outcome) return this.succeeded(job, outcome)
    // The service was full: the job waits its turn again, without counting as an attempt.
    if (failure instanceof ApiError && failure.code === 'BUSY' && await records.release(id)) return undefined
    if (!(failure instanceof ApiError)) this.options.log.error({ err: failure, job: id }, 'job failed')
    const ended = await records.finish(id, { status: 'failed', at: now(), error: this.errorOf(job, failure) })
    if (ended && job.charge && this.options.refundable(failure)) {
      await this.options.refund(job.charge, job.charge.calls).catch((error: unknown) => this.options.log.error({ err: error }, 'refund failed'))
    }
    return this.ended(ended)
  }

  /** Stops every job this process runs, leaving them to be run again (the process is closing). */
  stopAll(): void {
    for (const [id, controller] of this.running) controller.abort(new JobStopped(id))
  }

  /** Stops a job this process runs, canceled on another instance. */
  abort(id: string): void {
    this.running.get(id)?.abort(new Canceled())
  }

  private async succeeded(job: JobRecord, outcome: WorkOutcome): Promise<JobRecord | undefined> {
    const { records, config, now } = this.options
    let output: NonNullable<JobRecord['output']>
    if ('file' in outcome) {
      const { file, size } = await this.files.write(outcome.file.bytes)
      output = { kind: 'file', name: outcome.file.name, type: outcome.file.type, size, file }
    } else {
      output = { kind: 'result', result: outcome.result }
    }
    const at = now()
    const ended = await records.finish(job.id, { status: 'succeeded', at, output, outputExpiresAt: at + config.JOB_OUTPUT_TTL_S * 1000 })
    // Canceled while its output was being stored: the output goes too.
    if (!ended && output.kind === 'file') await this.files.remove(output.file)
    return this.ended(ended)
  }

  /** After a job ended: its inputs go, and its webhook is due. */
  private async ended(job: JobRecord | undefined): Promise<JobRecord | undefined> {
    if (!job) return undefined
    await this.removeInputs(job)
    if (job.webhook) await this.dispatch.ended(job.id)
    return job
  }

  private async removeInputs(job: JobRecord): Promise<void> {
    for (const input of job.spec.inputs) await this.files.remove(input.file).catch(() => {})
  }

  private errorOf(job: JobRecord, error: unknown): JobError {
    const failure = error instanceof ApiError ? error : new ApiError('INTERNAL')
    return { code: failure.code, error: translate(job.spec.lang, failure.code, failure.vars), status: failure.status }
  }

  /**
   * DELETE of a job: a queued or running one is canceled (its work stops); an ended one loses
   * its output. Answers the job as it now is.
   */
  async cancel(job: JobRecord): Promise<JobRecord> {
    const { records, now } = this.options
    if (!ENDED.includes(job.status)) {
      const canceled = await records.cancel(job.id, now())
      if (canceled) {
        this.running.get(job.id)?.abort(new Canceled())
        await this.dispatch.canceled(job.id)
        await this.ended(canceled)
        return canceled
      }
    }
    const current = await records.get(job.id) ?? job
    if (current.output?.kind === 'file') await this.files.remove(current.output.file)
    await records.dropOutput(job.id)
    return { ...current, output: null, outputExpiresAt: null }
  }

  /**
   * One delivery attempt of an ended job's webhook, signed with its account's secret; answers
   * the wait before the next attempt, or undefined when there is none to make.
   */
  async deliver(id: string): Promise<number | undefined> {
    const { records, now, config } = this.options
    const job = await records.get(id)
    if (!job?.webhook || !ENDED.includes(job.status) || job.webhook.deliveredAt !== null) return undefined
    const messageId = job.webhook.id ?? webhookId()
    const at = now()
    const payload = { type: `job.${job.status}`, timestamp: new Date(at).toISOString(), data: this.view(job, job.spec.baseUrl) }
    const delivery = await deliver(job.webhook.url, payload, { secret: await this.options.secretOf(job.accountId), id: messageId, web: this.options.web })
    const attempts = job.webhook.attempts + 1
    const wait = !delivery.ok && worthRetrying(delivery) ? retryDelayMs(config, attempts) : undefined
    await records.recordDelivery(id, {
      webhookId: messageId, attempts, lastStatus: delivery.status,
      deliveredAt: delivery.ok ? now() : null, nextAt: wait === undefined ? null : now() + wait,
    })
    return wait
  }

  /** Deletes outputs past JOB_OUTPUT_TTL_S, and the records of jobs long ended. */
  async sweep(): Promise<void> {
    const { records, now, config } = this.options
    for (const job of await records.expiredOutputs(now())) {
      if (job.output?.kind === 'file') await this.files.remove(job.output.file)
      await records.dropOutput(job.id)
    }
    await records.sweep(now() - Math.max(config.JOB_OUTPUT_TTL_S * 1000, 30 * 86_400_000))
    await this.files.sweep()
  }
}

/** The work's outcome, or the abort's reason as soon as the signal aborts (work that cannot stop at once is left to its own budget). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // Aborted before the work began: it stops at its first check, and nobody waits for it.
    work.catch(() => {})
    return Promise.reject(signal.reason)
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}
