import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, connect, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeApp } from './helpers.ts'
import { startService, untilAnswers, wait } from './service-process.ts'

// Limits that only a real socket or a real process shows: Node's header parser, connection
// caps, memory held by a body being read, start-up on a busy port.
const ROOT = new URL('..', import.meta.url).pathname
const MiB = 1024 * 1024

interface RawAnswer { status: number; headers: string; body: string; closed: boolean }

/** Sends raw bytes and collects the answer until the server closes the connection (or `ms` pass). */
function rawRequest(port: number, request: string, ms = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let data = ''
    const done = (closed: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      const [head = '', body = ''] = data.split('\r\n\r\n', 2)
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body, closed })
    }
    const timer = setTimeout(() => done(false), ms)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      data += chunk
      // A whole answer on a connection kept open: no need to wait for the close.
      const end = data.indexOf('\r\n\r\n')
      const length = Number(/content-length: (\d+)/i.exec(data)?.[1] ?? -1)
      if (end >= 0 && length >= 0 && Buffer.byteLength(data.slice(end + 4)) >= length) done(false)
    })
    socket.on('close', () => done(true))
    socket.on('error', (error) => (data ? undefined : reject(error)))
    socket.write(request)
  })
}

const opened = (port: number): Promise<Socket> => new Promise((resolve, reject) => {
  const socket = connect(port, '127.0.0.1', () => resolve(socket))
  socket.on('error', reject)
})

/** Whether the server closes `socket` within `ms` (a refused connection) rather than keeping it. */
const closedWithin = (socket: Socket, ms: number): Promise<boolean> => new Promise((resolve) => {
  if (socket.destroyed) return resolve(true)
  const timer = setTimeout(() => resolve(false), ms)
  socket.resume()
  socket.once('close', () => { clearTimeout(timer); resolve(true) })
})

/** One keep-alive request on an open socket; resolves with the status of its answer. */
const askOn = (socket: Socket): Promise<number> => new Promise((resolve, reject) => {
  let data = ''
  const onData = (chunk: Buffer) => {
    data += chunk.toString('latin1')
    const end = data.indexOf('\r\n\r\n')
    const length = Number(/content-length: (\d+)/i.exec(data)?.[1] ?? -1)
    if (end >= 0 && length >= 0 && data.length >= end + 4 + length) {
      socket.off('data', onData)
      resolve(Number(data.slice(9, 12)))
    }
  }
  socket.on('data', onData)
  socket.once('close', () => reject(new Error('closed')))
  socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
})

describe('on a listening server', () => {
  let app: FastifyInstance
  let port: number
  beforeAll(async () => {
    app = await makeApp({ MAX_CONNECTIONS_PER_ADDRESS: '3' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(async () => { await app.close() })

  it('answers headers too large with 431 in the service envelope', async () => {
    const res = await rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20 * 1024)}\r\n\r\n`)
    expect(res.status).toBe(431)
    expect(res.headers).toMatch(/content-type: application\/json/i)
    const id = /^x-request-id: (\S+)$/im.exec(res.headers)?.[1]
    expect(id, res.headers).toMatch(/^[0-9a-f-]{36}$/)
    expect(JSON.parse(res.body)).toEqual({ ok: false, code: 'HEADERS_TOO_LARGE', error: expect.stringContaining('headers'), request_id: id })
  })

  it('answers a Host that is not a host with 400 in the envelope', async () => {
    const res = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: evil.example"><script>\r\n\r\n')
    expect(res.status).toBe(400)
    expect(JSON.parse(res.body)).toMatchObject({ ok: false, code: 'INVALID_HOST' })
  })

  it('builds links from the address the client connected to when an HTTP/1.0 request has no Host', async () => {
    const res = await rawRequest(port, 'GET /api/v1/generate/qr?text=x HTTP/1.0\r\n\r\n')
    expect(res.status).toBe(200)
    const { url } = (JSON.parse(res.body) as { result: { url: string } }).result
    expect(url.startsWith(`http://127.0.0.1:${port}/`), url).toBe(true)
  })

  it('closes a client address\'s connections past MAX_CONNECTIONS_PER_ADDRESS at once, and takes a new one when one closes', async () => {
    const sockets = [await opened(port), await opened(port), await opened(port)]
    try {
      const fourth = await opened(port)
      expect(await closedWithin(fourth, 2_000)).toBe(true)
      for (const socket of sockets) expect(await askOn(socket)).toBe(200)
      sockets.shift()!.destroy()
      await wait(100)
      const replacement = await opened(port)
      sockets.push(replacement)
      expect(await askOn(replacement)).toBe(200)
      // The cap still holds with the replacement counted.
      expect(await closedWithin(await opened(port), 2_000)).toBe(true)
    } finally {
      for (const socket of sockets) socket.destroy()
    }
  })
})

/** The resident memory of a process, from /proc (Linux). */
function rssBytes(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) * 1024
}

/**
 * Streams a multipart body of `fields` fields of `size` bytes each (chunked, no Content-Length),
 * as fast as the server takes it, until the server answers; resolves with the status and how long
 * the answer took from the first byte sent.
 */
function streamFields(port: number, path: string, fields: number, size: number): Promise<{ status: number; ms: number; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const closed = new Promise<void>((done) => socket.once('close', () => done()))
    const started = Date.now()
    let answered = false
    let head = ''
    socket.on('error', () => {})
    socket.on('data', (chunk: Buffer) => {
      head += chunk.toString('latin1')
      if (answered || !head.includes('\r\n')) return
      answered = true
      resolve({ status: Number(head.slice(9, 12)), ms: Date.now() - started, closed })
    })
    socket.once('close', () => { if (!answered) reject(new Error('closed without an answer')) })
    const value = Buffer.alloc(size, 'x')
    const chunk = (data: Buffer | string) => {
      const bytes = typeof data === 'string' ? Buffer.from(data) : data
      socket.write(`${bytes.length.toString(16)}\r\n`)
      socket.write(bytes)
      return socket.write('\r\n')
    }
    socket.write(`POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=XyZ\r\nTransfer-Encoding: chunked\r\n\r\n`)
    let i = 0
    const pump = () => {
      while (!answered && !socket.destroyed && i < fields) {
        chunk(`--XyZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n`)
        chunk(value)
        const more = chunk('\r\n')
        i++
        if (!more) return void socket.once('drain', pump)
      }
      if (i === fields && !answered && !socket.destroyed) socket.write(`${(9).toString(16)}\r\n--XyZ--\r\n\r\n0\r\n\r\n`)
    }
    pump()
  })
}

describe('as a process', () => {
  it('answers 190 multipart fields of 2 MB with 413 within a second, without holding them in memory', async () => {
    const service = await startService()
    try {
      const pid = service.child.pid!
      // Warm the route up first, so the baseline includes what any first call loads.
      await fetch(`http://127.0.0.1:${service.port}/api/v1/text/trim`, { method: 'POST', body: new URLSearchParams({ text: ' a ' }) })
      const before = rssBytes(pid)
      const answers = await Promise.all(Array.from({ length: 3 }, () => streamFields(service.port, '/api/v1/text/trim', 190, 2 * MiB)))
      for (const answer of answers) {
        expect(answer.status).toBe(413)
        expect(answer.ms).toBeLessThan(1_000)
      }
      // The rest of each body is not read: the server closes the connections.
      await Promise.race([Promise.all(answers.map((a) => a.closed)), wait(2_000).then(() => { throw new Error('connection left open') })])
      await wait(200)
      expect(rssBytes(pid) - before).toBeLessThan(150 * MiB)
      // And the service still answers.
      expect((await fetch(`http://127.0.0.1:${service.port}/healthz`)).status).toBe(200)
    } finally {
      service.child.kill('SIGKILL')
      await service.exited
    }
  }, 60_000)

  /** Runs src/main.ts with `env`, collecting its output; stops it once `ready` sees enough. */
  function runMain(env: Record<string, string>, ready?: (output: string) => boolean) {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: 'sqlite::memory:', REDIS_URL: '', QUOTAS: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk.toString()
      if (ready?.(output)) child.kill('SIGTERM')
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    return { child, exited, output: () => output }
  }

  it('on a busy port prints one line naming PORT and exits 1', async () => {
    const blocker: Server = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const port = (blocker.address() as AddressInfo).port
    try {
      const run = runMain({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' })
      expect(await run.exited).toBe(1)
      const lines = run.output().trim().split('\n')
      expect(lines).toEqual([`Port ${port} is already in use; set PORT to another port (PORT=${port + 1} npm start)`])
    } finally {
      blocker.close()
    }
  }, 60_000)

  it('logs where the docs, the API reference and the OpenAPI document are, and warns about links on an open HOST without PUBLIC_URL', async () => {
    const port = 19_000 + (process.pid % 90)
    const run = runMain({ HOST: '0.0.0.0', PORT: String(port), LOG_LEVEL: 'info' }, (output) => output.includes('PUBLIC_URL'))
    await untilAnswers(async () => run.output().includes('PUBLIC_URL'), 30_000).finally(() => run.child.kill('SIGTERM'))
    await run.exited
    const output = run.output()
    expect(output).toContain(`http://localhost:${port}/en/docs`)
    expect(output).toContain(`http://localhost:${port}/docs`)
    expect(output).toContain(`http://localhost:${port}/openapi.json`)
    expect(output).toMatch(/PUBLIC_URL is not set: links .* follow each caller's Host header/)

    const pinned = runMain({ HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info', PUBLIC_URL: 'https://tools.example.org' }, (o) => o.includes('openapi.json'))
    await untilAnswers(async () => pinned.output().includes('openapi.json'), 30_000).finally(() => pinned.child.kill('SIGTERM'))
    await pinned.exited
    expect(pinned.output()).toContain('https://tools.example.org/docs')
    expect(pinned.output()).not.toContain('Host header')
  }, 90_000)
})
