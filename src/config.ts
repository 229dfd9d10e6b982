import os from 'node:os'
import ipaddr from 'ipaddr.js'
import { z } from 'zod'

const int = (min: number, max: number, fallback: number) =>
  z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number)
    .pipe(z.number().int().min(min).max(max)).prefault(String(fallback))

const flag = (fallback: boolean) =>
  z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no']).default(fallback ? 'true' : 'false')
    .transform((v) => ['true', '1', 'on', 'yes'].includes(v))

const MiB = 1024 * 1024
const cpus = Math.max(1, os.availableParallelism?.() ?? os.cpus().length)

/** Every setting the service reads from its environment, with its default. */
const schema = z.object({
  PORT: int(0, 65535, 8787),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, '')).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_REQUESTS: flag(false),
  BODY_LIMIT_BYTES: int(1024, 64 * MiB, 2 * MiB),
  UPLOAD_LIMIT_BYTES: int(1024, 512 * MiB, 20 * MiB),
  TEXT_LIMIT_BYTES: int(1024, 64 * MiB, MiB),
  MAX_FILES: int(1, 100, 20),
  PIPELINE_MAX_STEPS: int(1, 1000, 20),
  MCP_TOOLS: z.enum(['compact', 'full', 'category']).default('compact'),
  UPLOAD_TOTAL_BYTES: int(1024, 4096 * MiB, 100 * MiB),
  FILE_STORE_TTL_S: int(1, 1_000_000_000, 3600),
  IDEMPOTENCY_MAX_ANSWER_BYTES: int(1024, 64 * MiB, MiB),
  FILE_STORE_DIR: z.string().trim().min(1).default('./data/files'),
  IMAGE_MAX_PIXELS: int(1, 1_000_000_000, 40_000_000),
  IMAGE_THREADS: int(1, 64, cpus),
  FILE_JOBS: int(1, 256, cpus),
  FILE_QUEUE: int(0, 10_000, 32),
  // Unset: half of FILE_JOBS (at least 1), so one caller never holds every slot.
  FILE_JOBS_PER_CALLER: z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number)
    .pipe(z.number().int().min(1).max(256)).optional(),
  FILE_TIMEOUT_MS: int(1_000, 600_000, 30_000),
  FILE_WORKER_MEMORY_MB: int(64, 16_384, 1024),
  PDF_MAX_PAGES: int(1, 100_000, 500),
  PDF_MAX_STREAM_BYTES: int(1024, 4096 * MiB, 256 * MiB),
  PDF_MAX_TOTAL_INFLATE_BYTES: int(1024, 64 * 1024 * MiB, 1024 * MiB),
  PDF_MAX_RENDER_PAGES: int(1, 10_000, 100),
  SOFFICE_PATH: z.string().trim().min(1).optional(),
  CHROMIUM_PATH: z.string().trim().min(1).optional(),
  REQUEST_TIMEOUT_MS: int(1000, 600_000, 60_000),
  WORKER_THREADS: int(1, 64, Math.max(1, cpus)),
  WORKER_QUEUE: int(0, 10_000, 64),
  WORKER_TIMEOUT_MS: int(10, 600_000, 5_000),
  WORKER_MEMORY_MB: int(16, 8192, 256),
  WORKER_IDLE_MS: int(0, 86_400_000, 30_000),
  HASH_THREADS: int(1, 64, Math.max(1, cpus - 1)),
  HASH_QUEUE: int(0, 10_000, 8),
  HASH_TIMEOUT_MS: int(100, 600_000, 20_000),
  METRICS: flag(true),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  MAX_CONNECTIONS: int(1, 1_000_000, 10_000),
  MAX_CONNECTIONS_PER_ADDRESS: int(1, 1_000_000, 256),
  DATABASE_URL: z.string().trim().regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://').default('sqlite:./data/devutils.db'),
  REDIS_URL: z.string().trim().regex(/^rediss?:\/\//, 'must start with redis:// or rediss://').optional(),
  QUOTAS: flag(true),
  ANON_DAILY_LIMIT: int(0, 1_000_000_000, 40),
  FREE_MONTHLY_LIMIT: int(0, 1_000_000_000, 500),
  STARTER_MONTHLY_LIMIT: int(0, 1_000_000_000, 5_000),
  BUSINESS_MONTHLY_LIMIT: int(0, 1_000_000_000, 20_000),
  BURST_PER_SECOND: int(0, 1_000_000, 20),
  KEY_CACHE_TTL_MS: int(0, 5_000, 4_000),
  TRUST_PROXY: z.string().trim().optional().transform((v, ctx) => {
    if (v === undefined || v === '') return undefined
    const entries = v.split(',').map((e) => e.trim()).filter(Boolean)
    if (entries.some((e) => e === '*' || e === 'true' || /^\d+$/.test(e))) {
      ctx.addIssue({ code: 'custom', message: 'must list proxy addresses or CIDRs (trusting every address would let any caller choose its own address)' })
    }
    return entries
  }),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).max(254).default('devutils <no-reply@localhost>'),
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  LOGIN_MAX_FAILURES: int(1, 1000, 10),
  SIGNUP_PER_ADDRESS_PER_HOUR: int(0, 1_000_000, 5),
  SIGNUP_GLOBAL_PER_MINUTE: int(0, 1_000_000, 60),
  CURRENCY_FEED_URL: z.url({ protocol: /^https?$/ }).default('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  CURRENCY_CACHE_MS: int(1_000, 7 * 86_400_000, 3_600_000),
  SIGNED_URL_TTL_SECONDS: int(10, 30 * 86_400, 86_400),
  ALLOW_PRIVATE_NETWORK: flag(false),
  ALLOW_ADDRESSES: z.string().trim().default('').transform((v, ctx) => {
    const cidrs = v.split(',').map((e) => e.trim()).filter(Boolean)
    for (const cidr of cidrs) {
      try { ipaddr.parseCIDR(cidr) } catch { ctx.addIssue({ code: 'custom', message: `"${cidr}" is not a CIDR such as 203.0.113.0/24 or 2001:db8::/32` }) }
    }
    return cidrs
  }),
  FETCH_ALLOWED_PORTS: z.string().trim().default('80,443').transform((v, ctx) => {
    const ports = v.split(',').map((e) => e.trim()).filter(Boolean).map(Number)
    if (ports.length === 0 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) {
      ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of ports between 1 and 65535' })
    }
    return ports
  }),
  FETCH_MAX_REDIRECTS: int(0, 20, 10),
  FETCH_TIMEOUT_MS: int(100, 120_000, 10_000),
  FETCH_MAX_BYTES: int(1024, 64 * MiB, 5 * MiB),
  FETCH_CONCURRENCY: int(1, 10_000, 32),
  FETCH_PER_CALLER: int(1, 10_000, 8),
  DNS_SERVERS: z.string().trim().default('1.1.1.1,8.8.8.8,9.9.9.9').transform((v, ctx) => {
    const servers = v.split(',').map((e) => e.trim()).filter(Boolean)
    const ok = (s: string) => ipaddr.isValid(s) || /^(\d{1,3}(\.\d{1,3}){3}):\d{1,5}$/.test(s) || /^\[[0-9a-fA-F:.]+\]:\d{1,5}$/.test(s)
    if (servers.length === 0 || !servers.every(ok)) {
      ctx.addIssue({ code: 'custom', message: 'must list DNS server addresses, optionally with a port (1.1.1.1, 127.0.0.1:5353, [2606:4700:4700::1111]:53)' })
    }
    return servers
  }),
  ASYNC_UPLOAD_LIMIT_BYTES: int(1024, 64 * 1024 * MiB, 200 * MiB),
  ASYNC_UPLOAD_TOTAL_BYTES: int(1024, 256 * 1024 * MiB, 1024 * MiB),
  ASYNC_TIMEOUT_MS: int(1_000, 86_400_000, 600_000),
  JOB_OUTPUT_TTL_S: int(1, 1_000_000_000, 86_400),
  JOBS_PER_KEY: int(1, 100_000, 10),
  JOBS_RUN: flag(true),
  // Unset: half of FILE_JOBS (at least 1), so synchronous calls keep the rest of the file slots.
  JOB_CONCURRENCY: z.string().trim().regex(/^\d+$/, 'must be a whole number').transform(Number)
    .pipe(z.number().int().min(1).max(256)).optional(),
  JOB_STORE_DIR: z.string().trim().min(1).default('./data/jobs'),
  JOB_STALLED_MS: int(1_000, 3_600_000, 30_000),
  JOB_ATTEMPTS: int(1, 100, 3),
  JOB_QUEUE_PREFIX: z.string().trim().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores').default('devutils'),
  WEBHOOK_ATTEMPTS: int(1, 50, 6),
  WEBHOOK_RETRY_BASE_MS: int(0, 86_400_000, 30_000),
  YOUTUBE_OEMBED_URL: z.url({ protocol: /^https?$/ }).default('https://www.youtube.com/oembed'),
})

/** Settings whose default depends on another setting. */
interface Derived {
  FILE_JOBS_PER_CALLER: number
  JOB_CONCURRENCY: number
}

export type Config = Omit<z.output<typeof schema>, keyof Derived> & Derived

export class ConfigError extends Error {}

/** Reads and validates configuration; a wrong value stops start-up with a message naming it. */
export function loadConfig(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  const known = Object.fromEntries(Object.keys(schema.shape).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])))
  const parsed = schema.safeParse(known)
  if (parsed.success) {
    const data = parsed.data
    const half = Math.max(1, Math.floor(data.FILE_JOBS / 2))
    return { ...data, FILE_JOBS_PER_CALLER: data.FILE_JOBS_PER_CALLER ?? half, JOB_CONCURRENCY: data.JOB_CONCURRENCY ?? half }
  }
  const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}=${JSON.stringify(env[String(i.path[0])])}: ${i.message}`)
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
}

/** The configuration of a process that cannot start without it: a wrong value ends it with the message, and no stack trace. */
export function configOrExit(env: Readonly<Record<string, string | undefined>> = process.env): Config {
  try {
    return loadConfig(env)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

/** Configuration for tests and embedding: defaults plus overrides, validated the same way. */
export function testConfig(overrides: Partial<Record<keyof z.input<typeof schema>, string>> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: 'sqlite::memory:', QUOTAS: 'false', ...overrides })
}
