/**
 * How the command line reaches the operations: in this process by default (the HTTP app built
 * for this process alone, answering through inject, so validation, limits, worker pools and
 * answers are exactly the API's, without quotas or anything to start), or a devutils server
 * named by --url / DEVUTILS_URL. Both answer as the API does; this module turns answers into
 * output and exit codes.
 */
import path from 'node:path'
import type { Operation } from '../core/operation.ts'
import type { TaskName } from '../core/tasks.ts'
import { privateGateway } from '../http/app.ts'
import { headerOf, httpGateway, type Gateway, type GatewayResponse } from '../mcp/gateway.ts'

/** Exit codes, as `devutils --help` states them. */
export const EXIT = { ok: 0, failed: 1, usage: 2, quota: 3, busy: 4 } as const

/** A problem on the command line itself: told on stderr, exit 2. */
export class UsageError extends Error {}

/** A `--name=value` argument as its name and value; any other argument as it is, with no value. */
export function splitFlag(arg: string): [string, string | undefined] {
  const eq = arg.startsWith('--') ? arg.indexOf('=') : -1
  return eq < 0 ? [arg, undefined] : [arg.slice(0, eq), arg.slice(eq + 1)]
}

/** A refusal or failure with the exit code it stands for; its message is the answer's. */
export class CallFailed extends Error {
  constructor(message: string, readonly exitCode: number) {
    super(message)
  }
}

export interface Target {
  /** The server to call; undefined: this process. */
  url?: string
  key?: string
  lang: string
}

export interface Connection {
  gateway: Gateway
  /** The path prefix of the language of messages (/es), or '' for English. */
  prefix: string
  close(): Promise<void>
}

/**
 * A gateway to `target`: the server, or the service built in this process for `operations`
 * (one operation for `run`, all of them for a pipeline), with nothing counted and nothing kept.
 * `decoders`: the worker tasks the files will need (a HEIC's decoder), loaded while it is built.
 */
export async function connect(target: Target, operations: readonly Operation[], decoders: readonly TaskName[] = []): Promise<Connection> {
  const prefix = target.lang === 'en' ? '' : `/${target.lang}`
  if (target.url !== undefined) return { gateway: httpGateway(target.url, target.key), prefix, close: async () => {} }
  // A file operation's work starts in a worker thread: it starts while the service is built.
  const warmUp = operations.length === 1 && operations[0]!.files !== undefined ? decoders : undefined
  return { ...await privateGateway({ operations, surface: 'operations', ...(warmUp && { warmUp }) }), prefix }
}

/** The URL and key from the flags, else from DEVUTILS_URL and DEVUTILS_KEY. */
export function targetOf(flags: { url?: string | undefined; key?: string | undefined; lang: string }): Target {
  const url = (flags.url ?? process.env.DEVUTILS_URL)?.replace(/\/+$/, '') || undefined
  if (url !== undefined && !/^https?:\/\/[^/]/.test(url)) throw new UsageError('--url must start with http:// or https:// (DEVUTILS_URL too)')
  const key = flags.key ?? (process.env.DEVUTILS_KEY || undefined)
  return { lang: flags.lang, ...(url !== undefined && { url }), ...(key !== undefined && { key }) }
}

/** Codes of an answer that mean "try again later": the service was full or the work ran out of time. */
const BUSY_CODES = new Set(['BUSY', 'TIMEOUT', 'UPSTREAM_TIMEOUT', 'DNS_TIMEOUT', 'TOO_MANY_FETCHES', 'BURST_LIMIT', 'JOBS_LIMIT', 'SHUTTING_DOWN'])

/** The exit code a refused or failed answer stands for. */
export function exitCodeOf(status: number, code: string | undefined): number {
  if (code === 'QUOTA_EXCEEDED' || code === 'QUOTA_TOO_FEW_LEFT') return EXIT.quota
  // A missing converter is this machine's lack, not a passing state: trying again will not help.
  if ((code !== undefined && BUSY_CODES.has(code)) || (status === 503 && code !== 'CONVERTER_MISSING')) return EXIT.busy
  if ([400, 404, 405, 413, 415, 422].includes(status)) return EXIT.usage
  return EXIT.failed
}

/** The JSON envelope of an answer, or undefined when it answered a file. */
export function envelopeOf(response: GatewayResponse): { ok: boolean; result?: unknown; error?: string; code?: string } | undefined {
  if (!/^application\/json\b/.test(headerOf(response, 'content-type') ?? '')) return undefined
  return JSON.parse(response.body.toString('utf8')) as { ok: boolean; result?: unknown; error?: string; code?: string }
}

/** Throws CallFailed for an answer that is not a success; answers that are pass through. */
export function checked(response: GatewayResponse): GatewayResponse {
  if (response.status < 400) return response
  let envelope: ReturnType<typeof envelopeOf>
  try {
    envelope = envelopeOf(response)
  } catch {
    envelope = undefined
  }
  const message = envelope?.error ?? `the server answered ${response.status} ${response.body.toString('utf8').slice(0, 200)}`
  throw new CallFailed(message, exitCodeOf(response.status, envelope?.code))
}

/** The file name an answer offers (Content-Disposition), else `fallback`. */
export function fileNameOf(response: GatewayResponse, fallback: string): string {
  const disposition = headerOf(response, 'content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1]
  const name = encoded !== undefined ? decodeURIComponent(encoded) : plain ?? fallback
  // Only a name: never a path that leaves the output folder.
  return path.basename(name.replace(/\\/g, '/')) || fallback
}
