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
