import os from 'node:os'
import { z } from 'zod'

const int = (min: number, max: number, fallback: number) =>
  z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number)
    .pipe(z.number().int().min(min).max(max)).prefault(String(fallback))

const MiB = 1024 * 1024
const cpus = Math.max(1, os.availableParallelism?.() ?? os.cpus().length)

/** Every setting the service reads from its environment, with its default. */
const schema = z.object({
  PORT: int(0, 65535, 8787),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: int(1024, 64 * MiB, 2 * MiB),
  UPLOAD_LIMIT_BYTES: int(1024, 512 * MiB, 20 * MiB),
  MAX_FILES: int(1, 100, 20),
  REQUEST_TIMEOUT_MS: int(1000, 600_000, 60_000),
  WORKER_THREADS: int(1, 64, Math.max(1, cpus)),
  WORKER_QUEUE: int(0, 10_000, 64),
  WORKER_TIMEOUT_MS: int(10, 600_000, 5_000),
  WORKER_MEMORY_MB: int(16, 8192, 256),
  METRICS: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
})

export type Config = z.output<typeof schema>

export class ConfigError extends Error {}

/** Reads and validates configuration; a wrong value stops start-up with a message naming it. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const known = Object.fromEntries(Object.keys(schema.shape).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])))
  const parsed = schema.safeParse(known)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}=${JSON.stringify(env[String(i.path[0])])}: ${i.message}`)
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}

/** Configuration for tests and embedding: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof schema>, string>> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', ...overrides })
}
