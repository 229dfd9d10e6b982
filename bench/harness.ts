import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import os from 'node:os'
import { promisify } from 'node:util'

const exec = promisify(execFile)
const require = createRequire(import.meta.url)
const AUTOCANNON = require.resolve('autocannon/autocannon.js')
const HAS_TASKSET = (() => { try { require('node:child_process').execFileSync('taskset', ['-V'], { stdio: 'ignore' }); return true } catch { return false } })()
const CLOCK_TICKS = 100 // USER_HZ on Linux
const STOP_GRACE_MS = 10_000

export interface Server {
  name: string
  url: string
  pid: number
  /** Processes whose CPU time counts as this server's (default: pid alone), e.g. a proxy and its upstreams. */
  cpuPids?: number[]
  stop(): Promise<void>
}

export interface Load {
  requests: number
  rps: number
  p50: number
  p99: number
  non2xx: number
  cpuMicrosPerRequest: number | undefined
}

/**
 * Starts a server process on CPU 0 (the load generator gets CPU 1) and waits until it answers.
 * `pin`: true for CPU 0, a number for that CPU, false to leave it to the scheduler.
 */
export async function startServer(name: string, args: string[], env: Record<string, string>, port: number, probePath = '/', pin: boolean | number = true): Promise<Server> {
  const cpu = pin === true ? 0 : pin === false ? undefined : pin
  const command = HAS_TASKSET && cpu !== undefined ? 'taskset' : process.execPath
  const argv = HAS_TASKSET && cpu !== undefined ? ['-c', String(cpu), process.execPath, ...args] : args
  const child: ChildProcess = spawn(command, argv, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`)
    try {
      const res = await fetch(url + probePath)
      await res.arrayBuffer()
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not start`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  return {
    name, url, pid: child.pid!,
    // SIGTERM, then SIGKILL if the graceful shutdown has not finished in STOP_GRACE_MS (it can
    // wait up to REQUEST_TIMEOUT_MS + 5 s, which would stall the run): said on the console.
    stop: () => new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      const kill = setTimeout(() => {
        console.warn(`warning: ${name} (pid ${child.pid}) did not exit within ${STOP_GRACE_MS / 1000} s of SIGTERM; killed`)
        child.kill('SIGKILL')
      }, STOP_GRACE_MS)
      child.once('exit', () => {
        clearTimeout(kill)
        resolve()
      })
      child.kill('SIGTERM')
    }),
  }
}

function cpuTicks(pid: number): number | undefined {
  try {
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return undefined
  }
}

interface AutocannonResult {
  requests: { total: number; average: number }
  latency: { p50: number; p99: number }
  non2xx?: number
  errors?: number
}

export interface LoadOptions {
  path: string
  connections: number
  warmupSeconds: number
  seconds: number
  method?: 'GET' | 'POST'
  body?: string
  /** A file whose content is the body (for bodies too long for one command-line argument). */
  bodyFile?: string
  headers?: Record<string, string>
}

async function autocannon(url: string, options: LoadOptions, seconds: number): Promise<AutocannonResult> {
  const args = [AUTOCANNON, '--json', '-c', String(options.connections), '-d', String(seconds), '-m', options.method ?? 'GET']
  if (options.body !== undefined) args.push('-b', options.body)
  if (options.bodyFile !== undefined) args.push('-i', options.bodyFile)
  for (const [k, v] of Object.entries(options.headers ?? {})) args.push('-H', `${k}=${v}`)
  args.push(url + options.path)
  const [command, argv] = HAS_TASKSET ? ['taskset', ['-c', '1', process.execPath, ...args]] : [process.execPath, args]
  const { stdout } = await exec(command, argv, { maxBuffer: 64 * 1024 * 1024 })
  return JSON.parse(stdout) as AutocannonResult
}

/** Warms a server up, then loads it and reports throughput, latency and CPU time per request. */
export async function load(server: Server, options: LoadOptions): Promise<Load> {
  if (options.warmupSeconds > 0) await autocannon(server.url, options, options.warmupSeconds)
  const pids = server.cpuPids ?? [server.pid]
  const ticks = () => pids.reduce<number | undefined>((sum, pid) => {
    const t = cpuTicks(pid)
    return sum === undefined || t === undefined ? undefined : sum + t
  }, 0)
  const before = ticks()
  const result = await autocannon(server.url, options, options.seconds)
  const after = ticks()
  const requests = Number(result.requests.total)
  return {
    requests,
    rps: Number(result.requests.average),
    p50: Number(result.latency.p50),
    p99: Number(result.latency.p99),
    non2xx: Number(result.non2xx ?? 0) + Number(result.errors ?? 0),
    cpuMicrosPerRequest: before !== undefined && after !== undefined && requests > 0
      ? ((after - before) / CLOCK_TICKS) * 1e6 / requests
      : undefined,
  }
}

/** Resident and peak resident set size of a process, in MiB, from /proc/<pid>/status. */
export function memoryOf(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN)
    return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 }
  } catch {
    return undefined
  }
}

/** CPU model, core count and Node version, for the report's header. */
export function machine(): string {
  let model = os.cpus()[0]?.model?.trim() ?? 'unknown CPU'
  let cores = os.cpus().length
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8')
    model = /^model name\s*:\s*(.+)$/m.exec(info)?.[1]?.trim() ?? model
    cores = info.match(/^processor\s*:/gm)?.length ?? cores
  } catch {
    // not Linux: os.cpus() it is
  }
  return `${model}, ${cores} cores (${os.availableParallelism()} available), Node ${process.version}`
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

export function loadWarning(): string | undefined {
  const [one] = os.loadavg()
  return one !== undefined && one > 1.5 ? `load average is ${one.toFixed(2)}: figures are noisier than usual` : undefined
}

/**
 * Latency of one request path, timed here to the microsecond: `concurrency` clients calling it
 * back to back for `seconds`. Returns the p50 and p99 in milliseconds.
 */
export async function probeLatency(url: string, seconds: number, concurrency = 4): Promise<{ p50: number; p99: number; count: number }> {
  const times: number[] = []
  const until = performance.now() + seconds * 1000
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      const start = performance.now()
      const res = await fetch(url)
      await res.arrayBuffer()
      times.push(performance.now() - start)
    }
  }))
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return { p50: at(0.5), p99: at(0.99), count: times.length }
}

/** Keeps `concurrency` requests of one kind in flight until `signal` aborts. */
export async function keepBusy(url: string, init: RequestInit, concurrency: number, signal: AbortSignal): Promise<number[]> {
  const statuses: number[] = []
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (!signal.aborted) {
      try {
        const res = await fetch(url, { ...init, signal })
        await res.arrayBuffer()
        statuses.push(res.status)
      } catch {
        // aborted at the end of the measurement
      }
    }
  }))
  return statuses
}

export interface FilePart {
  field: string
  name: string
  type: string
  bytes: Uint8Array
}

/**
 * A poster of one multipart/form-data body, encoded once before any timing (as load tools send
 * a prepared body), over one keep-alive connection: what is timed is the service, not the
 * client's form encoding. Each call resolves to the answer's bytes; anything but 200 throws.
 */
export function multipartPoster(url: string, fields: Record<string, string>, files: readonly FilePart[]): () => Promise<Buffer> {
  const boundary = `----devutils-bench-${process.pid}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  for (const file of files) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`), Buffer.from(file.bytes), Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  const body = Buffer.concat(parts)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) }
  return () => new Promise<Buffer>((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const answer = Buffer.concat(chunks)
        if (response.statusCode === 200) resolve(answer)
        else reject(new Error(`${new URL(url).pathname} answered ${response.statusCode}: ${answer.subarray(0, 300).toString()}`))
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end(body)
  })
}
