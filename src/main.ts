import { ConfigError, loadConfig } from './config.ts'
import { buildApp } from './http/app.ts'
import { trackConnections } from './http/connections.ts'

let config
try {
  config = loadConfig()
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(1)
}

const app = await buildApp(config)
const connections = trackConnections(app.server)
await app.listen({ port: config.PORT, host: config.HOST })

// In-flight requests finish; new connections are refused; then the pools and stores close.
let closing = false
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting')
      process.exit(1)
    }, config.REQUEST_TIMEOUT_MS + 5_000)
    force.unref()
    // A keep-alive connection that was busy when closing began would hold the close open until
    // its keep-alive timeout, and one that never sent a request would hold it for ever: each is
    // closed as soon as it carries no request.
    connections.closeIdle()
    setInterval(() => connections.closeIdle(), 200).unref()
    app.close().then(() => process.exit(0), (error: unknown) => {
      app.log.error({ err: error }, 'error while shutting down')
      process.exit(1)
    })
  })
}
