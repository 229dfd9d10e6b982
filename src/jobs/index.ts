/**
 * Opens the jobs of a deployment: their records in the account store, their files beside the
 * stored data (disk or PostgreSQL large objects), and the engine that hands them out (embedded,
 * or BullMQ on Redis when REDIS_URL is set; loaded only then).
 */
import type { Config } from '../config.ts'
import type { WebClient } from '../core/web.ts'
import type { Platform } from '../platform/index.ts'
import type { UrlSigner } from '../platform/signing.ts'
import type { JobEngine } from './engine.ts'
import { embeddedEngine } from './embedded.ts'
import { openJobFiles } from './files.ts'
import { JobRecords, type JobCharge } from './records.ts'
import { JobService, type JobWork } from './service.ts'

export interface Jobs {
  service: JobService
  engine: JobEngine
  close(): Promise<void>
}

export interface JobsOptions {
  config: Config
  platform: Platform
  signer: UrlSigner
  web: Pick<WebClient, 'fetch'>
  now: () => number
  work: JobWork
  refundable(error: unknown): boolean
  log: { error(object: unknown, message: string): void }
}

export async function openJobs(options: JobsOptions): Promise<Jobs> {
  const { config, platform, now, log } = options
  const records = new JobRecords(platform.db)
  const files = await openJobFiles(platform.db, config.DATABASE_URL, config.JOB_STORE_DIR)
  const service = new JobService({
    config, records, files: files.files, signer: options.signer, web: options.web, now,
    secretOf: async (accountId) => (await platform.accounts.webhookSecret(accountId)).secret,
    refund: (charge: JobCharge, calls: number) => platform.accounting.refundCharge(charge, calls),
    refundable: options.refundable,
    work: options.work,
    log,
  })
  const engineOptions = {
    run: config.JOBS_RUN, concurrency: config.JOB_CONCURRENCY, stalledMs: config.JOB_STALLED_MS,
    sweepMs: Math.min(config.JOB_OUTPUT_TTL_S * 1000, 60_000), now, log,
  }
  const engine = config.REDIS_URL
    ? await (await import('./bullmq.ts')).bullEngine(service, {
      ...engineOptions, redisUrl: config.REDIS_URL, prefix: config.JOB_QUEUE_PREFIX, attempts: config.JOB_ATTEMPTS,
      webhookAttempts: config.WEBHOOK_ATTEMPTS, webhookRetryBaseMs: config.WEBHOOK_RETRY_BASE_MS,
    })
    : embeddedEngine(service, { ...engineOptions, singleProcess: platform.db.dialect === 'sqlite' })
  service.dispatch = engine.dispatch
  return {
    service,
    engine,
    async close() {
      await engine.close()
      await files.close()
    },
  }
}
