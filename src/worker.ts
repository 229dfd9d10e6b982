/**
 * `npx devutils worker`: a process that only runs jobs, so heavy conversions can have machines of
 * their own. It takes jobs from the BullMQ queue on Redis (REDIS_URL) and keeps their records and
 * files in the PostgreSQL database the API instances use (DATABASE_URL); it listens on no port.
 */
import { configOrExit } from './config.ts'
import { buildApp } from './http/app.ts'
import { stopOnSignals } from './http/connections.ts'

const config = configOrExit()
if (!config.REDIS_URL || !config.DATABASE_URL.startsWith('postgres')) {
  console.error('A worker takes jobs from the queue that the API instances share: set REDIS_URL to their Redis and DATABASE_URL to their PostgreSQL database (with the embedded store, the service runs its jobs itself)')
  process.exit(1)
}

// Started from a function, not at the top level: the command line loads this module with require.
start().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

async function start(): Promise<void> {
  // Everything an API instance has but the port: the same operations, pools and limits run the jobs.
  const app = await buildApp({ ...config, JOBS_RUN: true })
  app.log.info(`devutils worker is running up to ${config.JOB_CONCURRENCY} jobs at once`)

  stopOnSignals(app, { message: 'worker stopping; its running jobs go back to the queue', graceMs: 15_000 })
}
