import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startService, wait } from './service-process.ts'

// Graceful shutdown and idle connections, on a real process: requests in flight finish, and no
// connection, however quiet, can keep the process from exiting or hold a socket for ever.
function quietConnection(port: number): { socket: Socket; closed: Promise<number> } {
  const socket = connect(port, '127.0.0.1')
  socket.on('error', () => {})
  // Reading, so that the server closing its side is seen as soon as it happens.
  socket.resume()
  return { socket, closed: new Promise((resolve) => socket.once('close', () => resolve(Date.now()))) }
}

describe('shutdown and quiet connections', () => {
  it('on SIGTERM finishes the request in flight, closes quiet and idle connections, and exits 0 at once', async () => {
    const server = await startService()
    try {
      const base = `http://127.0.0.1:${server.port}`
      // A connection that never sends a byte, and a keep-alive connection idle after one call.
      const quiet = quietConnection(server.port)
      const idle = quietConnection(server.port)
      idle.socket.write('GET /api/v1/number/roman?value=4 HTTP/1.1\r\nHost: x\r\n\r\n')
      await wait(300)
      const inFlight = fetch(`${base}/api/v1/dev/bcrypt`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: 'correct horse', cost: 14 }),
      })
      await wait(400)
      const signalled = Date.now()
      server.child.kill('SIGTERM')
      const res = await inFlight
      expect(res.status).toBe(200)
      expect((await res.json() as { result: { hash: string } }).result.hash).toMatch(/^\$2[aby]\$14\$/)
      const { code, at } = await server.exited
      expect(code).toBe(0)
      // The default request timeout is 60 s: a connection holding the close open would show here.
      expect(at - signalled).toBeLessThan(10_000)
      expect(await quiet.closed).toBeLessThanOrEqual(at + 1_000)
      expect(await idle.closed).toBeLessThanOrEqual(at + 1_000)
    } finally {
      server.child.kill('SIGKILL')
    }
  }, 40_000)

  it('closes a connection that never sends a request within the header timeout, while serving others', async () => {
    const server = await startService({ REQUEST_TIMEOUT_MS: '2000' })
    try {
      const started = Date.now()
      const quiet = quietConnection(server.port)
      expect((await fetch(`http://127.0.0.1:${server.port}/api/v1/number/roman?value=9`)).status).toBe(200)
      const at = await Promise.race([quiet.closed, wait(10_000).then(() => -1)])
      expect(at, 'the quiet connection was never closed').toBeGreaterThan(0)
      expect(at - started).toBeLessThan(5_000)
    } finally {
      server.child.kill('SIGKILL')
    }
  }, 40_000)
})
