import type { AddressInfo } from 'node:net'
import { configOrExit } from './config.ts'
import { buildApp } from './http/app.ts'
import { stopOnSignals, trackConnections } from './http/connections.ts'
import { collectWhenIdle } from './lib/idle-memory.ts'

const config = configOrExit()

// Started from a function, not at the top level: the command line loads this module with require.
start().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})

async function start(): Promise<void> {
  const app = await buildApp(config)
  const connections = trackConnections(app.server)
  try {
    await app.listen({ port: config.PORT, host: config.HOST })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    // The usual start-up failures are the operator's to fix: one line saying how, no stack trace.
    const problem = code === 'EADDRINUSE' ? `Port ${config.PORT} is already in use; set PORT to another port (PORT=${config.PORT + 1} npm start)`
      : code === 'EACCES' ? `Port ${config.PORT} needs privileges this user lacks; set PORT to 1024 or above (PORT=8787 npm start)`
        : code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' ? `HOST=${config.HOST} is not an address of this machine; set HOST to one (0.0.0.0 for all, 127.0.0.1 for this machine only)`
          : undefined
    if (problem === undefined) throw error
    console.error(problem)
    await app.close().catch(() => {})
    process.exit(1)
  }

  const loopbackOnly = /^(?:127\.\d+\.\d+\.\d+|::1|\[::1\]|localhost)$/i.test(config.HOST)
  // The port actually bound (PORT=0 picks a free one).
  const port = (app.server.address() as AddressInfo).port
  const base = config.PUBLIC_URL ?? `http://localhost:${port}`
  app.log.info(`devutils is listening on ${config.HOST}:${port}: documentation ${base}/en/docs, API reference ${base}/docs, OpenAPI document ${base}/openapi.json`)
  if (config.PUBLIC_URL === undefined && !loopbackOnly) {
    app.log.warn(`HOST=${config.HOST} accepts connections from other machines and PUBLIC_URL is not set: links the service hands out (generated images) follow each caller's Host header; set PUBLIC_URL to the address clients use`)
  }

  // Quiet as long as the worker threads take to stop, the heap gives back what the last work left.
  collectWhenIdle({ afterMs: config.WORKER_IDLE_MS })

  // In-flight requests finish; new connections are refused; then the pools and stores close.
  stopOnSignals(app, {
    message: 'shutting down',
    graceMs: config.REQUEST_TIMEOUT_MS + 5_000,
    // A keep-alive connection that was busy when closing began would hold the close open until
    // its keep-alive timeout, and one that never sent a request would hold it for ever: each is
    // closed as soon as it carries no request.
    beforeClose: () => {
      connections.closeIdle()
      setInterval(() => connections.closeIdle(), 200).unref()
    },
  })
}
