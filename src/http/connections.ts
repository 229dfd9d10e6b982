import type { FastifyInstance } from 'fastify'
import type { Server } from 'node:http'
import type { Socket } from 'node:net'

/**
 * The server's open connections, so that a shutdown can close every one that carries no request:
 * idle keep-alive connections, and connections that never sent a request at all. Node closes
 * only the former, and stops its header timeouts once closing begins, so a client that opened a
 * connection and went quiet would hold the shutdown open for as long as it liked.
 */
export function trackConnections(server: Server): { closeIdle(): void } {
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return {
    closeIdle() {
      // Node links a connection to the response it is working on for as long as that lasts.
      for (const socket of sockets) if (!(socket as Socket & { _httpMessage?: unknown })._httpMessage) socket.destroy()
    },
  }
}

export interface ConnectionCaps {
  /** MAX_CONNECTIONS: open connections in all. */
  total: number
  /** MAX_CONNECTIONS_PER_ADDRESS: open connections from one remote address. */
  perAddress: number
}

/**
 * Caps open connections, in all and per client address, so that one client cannot take every
 * socket (and file descriptor) the process has. A connection over a cap is closed at once,
 * before it is read. The address is the socket's: behind a proxy every client shares the
 * proxy's, so the per-address cap is then the proxy's and must be raised to fit it.
 */
export function limitConnections(server: Server, caps: ConnectionCaps): void {
  // Node refuses connections past this itself.
  server.maxConnections = caps.total
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress
    if (address === undefined) return
    const count = open.get(address) ?? 0
    if (count >= caps.perAddress) {
      socket.destroy()
      return
    }
    open.set(address, count + 1)
    socket.once('close', () => {
      const left = open.get(address)! - 1
      if (left === 0) open.delete(address)
      else open.set(address, left)
    })
  })
}

export interface Stopping {
  /** The log line when a signal arrives. */
  message: string
  /** After this long, the process exits with 1 whatever is still running. */
  graceMs: number
  /** Run once, before the app closes (closing idle connections). */
  beforeClose?: () => void
}

/** SIGTERM or SIGINT closes the app once, then exits: 0 when it closed, 1 when it failed or took too long. */
export function stopOnSignals(app: FastifyInstance, stopping: Stopping): void {
  let closing = false
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) return
      closing = true
      app.log.info({ signal }, stopping.message)
      const force = setTimeout(() => {
        app.log.error('stopping took too long; exiting')
        process.exit(1)
      }, stopping.graceMs)
      force.unref()
      stopping.beforeClose?.()
      app.close().then(() => process.exit(0), (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping')
        process.exit(1)
      })
    })
  }
}
