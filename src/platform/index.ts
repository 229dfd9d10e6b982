import type { Redis } from 'ioredis'
import type { Config } from '../config.ts'
import { Accounting } from './accounting.ts'
import { AccountService } from './accounts.ts'
import { redisCounters, sqlCounters, type CounterStore } from './counters.ts'
import { openFileStore, type FileStore } from './file-store.ts'
import { Idempotency } from './idempotency.ts'
import { migrate } from './migrations/index.ts'
import { openDatabase, type SqlDb } from './sql.ts'
import { AccountStore } from './store.ts'
import { UsageRecorder } from './usage.ts'
import { createMailer } from './mail.ts'

export interface Platform {
  db: SqlDb
  store: AccountStore
  counters: CounterStore
  accounting: Accounting
  accounts: AccountService
  usage: UsageRecorder
  /** Files kept for FILE_STORE_TTL_S so later calls can use them by id. */
  files: FileStore
  /** Answers kept for Idempotency-Key, so that a retried POST neither runs nor counts twice. */
  idempotency: Idempotency
  /** True when the stores answer. */
  ready(): Promise<boolean>
  close(): Promise<void>
}

export interface PlatformOptions {
  /** The clock, in Unix milliseconds; tests move it to cross day and month boundaries. */
  now?: () => number
  onError?: (error: unknown) => void
}

/** A client of the Redis server; ioredis is loaded only by a deployment that names one. */
async function redisClient(url: string): Promise<Redis> {
  const ioredis = await import('ioredis')
  return new ioredis.Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000, commandTimeout: 2_000, lazyConnect: true })
}

/** Opens the stores named by the configuration, migrates them, and wires the services. */
export async function createPlatform(config: Config, options: PlatformOptions = {}): Promise<Platform> {
  const now = options.now ?? Date.now
  const db = openDatabase(config.DATABASE_URL)
  await migrate(db)
  const fileStore = await openFileStore(db, config.DATABASE_URL, config.FILE_STORE_DIR, now)
  const redis = config.REDIS_URL ? await redisClient(config.REDIS_URL) : undefined
  if (redis) {
    redis.on('error', (error) => options.onError?.(error))
    await redis.connect()
  }
  const counters = redis ? redisCounters(redis) : sqlCounters(db)
  const store = new AccountStore(db)
  const usage = new UsageRecorder(store, 2_000, options.onError)
  const accounting = new Accounting(config, store, counters, usage, now)
  const accounts = new AccountService(config, store, counters, accounting, usage, now, createMailer(config), options.onError)
  const idempotency = new Idempotency(db, {
    now,
    maxAnswerBytes: config.IDEMPOTENCY_MAX_ANSWER_BYTES,
    // Longer than any request takes to arrive and run, so that only a request whose instance was
    // lost leaves its key to be taken over.
    leaseMs: config.REQUEST_TIMEOUT_MS + config.FILE_TIMEOUT_MS + 120_000,
  })
  const sweeper = setInterval(() => {
    Promise.all([counters.sweep(now()), store.sweep(now()), idempotency.sweep(now())]).catch(options.onError)
  }, 3_600_000)
  sweeper.unref()
  // Stored files are large and short-lived: their space comes back within minutes, not hours.
  const fileSweeper = setInterval(() => {
    fileStore.files.sweep().catch(options.onError)
  }, Math.min(config.FILE_STORE_TTL_S * 1000, 300_000))
  fileSweeper.unref()

  return {
    db, store, counters, accounting, accounts, usage, files: fileStore.files, idempotency,
    async ready() {
      try {
        await db.query('SELECT 1')
        if (redis) await redis.ping()
        return true
      } catch {
        return false
      }
    },
    async close() {
      clearInterval(sweeper)
      clearInterval(fileSweeper)
      await usage.close().catch(options.onError)
      redis?.disconnect()
      await db.close()
      await fileStore.close().catch(options.onError)
    },
  }
}
