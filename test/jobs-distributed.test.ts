import { randomUUID } from 'node:crypto'
import { describe } from 'vitest'
import { makeApp, sharedStores } from './helpers.ts'
import { jobLimitSuite, jobSuite, jobTimeoutSuite } from './job-suite.ts'

// The scale-out deployment: job records in PostgreSQL, files as its large objects, the queue on
// Redis through BullMQ. The API instance only takes jobs (JOBS_RUN=false); a second instance runs
// them, so every output the API serves was written by another process's connection.
const stores = sharedStores('the scale-out job tests')

describe.skipIf(!stores)('the scale-out deployment', () => {
  // Queues of their own, so nothing else on the shared Redis takes these jobs.
  const shared = { DATABASE_URL: stores?.databaseUrl ?? '', REDIS_URL: stores?.redisUrl ?? '', KEY_CACHE_TTL_MS: '300', JOB_QUEUE_PREFIX: `test-${randomUUID()}` }
  jobSuite('jobs on the scale-out deployment (an API instance and a worker instance, PostgreSQL, Redis)', {
    overrides: shared,
    async start(overrides, deps) {
      const api = await makeApp({ ...overrides, JOBS_RUN: 'false' }, deps)
      const worker = await makeApp(overrides, deps)
      return { api, close: async () => { await Promise.all([api.close(), worker.close()]) } }
    },
  })
  jobLimitSuite('JOBS_PER_KEY on the scale-out deployment', { ...shared, JOB_QUEUE_PREFIX: `test-${randomUUID()}` })
  jobTimeoutSuite('ASYNC_TIMEOUT_MS on the scale-out deployment', { ...shared, JOB_QUEUE_PREFIX: `test-${randomUUID()}` })
})
