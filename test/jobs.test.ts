import { makeApp } from './helpers.ts'
import { jobLimitSuite, jobSuite, jobTimeoutSuite } from './job-suite.ts'

// The embedded deployment: one process runs the API and its jobs on SQLite, job files on disk.
jobSuite('jobs on the embedded deployment', {
  overrides: {},
  async start(overrides, deps) {
    const api = await makeApp(overrides, deps)
    return { api, close: () => api.close() }
  },
})

jobLimitSuite('JOBS_PER_KEY on the embedded deployment', {})

jobTimeoutSuite('ASYNC_TIMEOUT_MS on the embedded deployment', {})
