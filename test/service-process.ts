import { spawn, type ChildProcess } from 'node:child_process'

// The service as a real process (src/main.ts), for what only a process shows: signals, exit
// codes, connections held open.
const ROOT = new URL('..', import.meta.url).pathname
export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let nextPort = 19_100 + (process.pid % 100) * 3

/** Polls `check` every 100 ms until it is true, or throws after `ms`. */
export async function untilAnswers(check: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return
    await wait(100)
  }
  throw new Error('gave up waiting')
}

export interface ServiceProcess {
  child: ChildProcess
  port: number
  /** The exit code, and when it came. */
  exited: Promise<{ code: number | null; at: number }>
}

/**
 * Starts the service on an in-memory store with quotas off unless `env` says otherwise, and waits
 * until it answers: from the sources, or `compiled` as the package runs it (devutils serve).
 */
export async function startService(env: Record<string, string> = {}, { compiled = false } = {}): Promise<ServiceProcess> {
  const port = nextPort++
  const child = spawn(process.execPath, compiled ? ['bin/devutils.mjs', 'serve'] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: 'sqlite::memory:', REDIS_URL: '', QUOTAS: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })))
  await untilAnswers(async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok, 30_000)
  return { child, port, exited }
}
