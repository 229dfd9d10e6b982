import type { z } from 'zod'
import type { TaskRunner } from './tasks.ts'
import type { WebClient } from './web.ts'
import type { FileFormat } from './file-formats.ts'
import type { Translation } from '../i18n/index.ts'
import { resolveChain, type Chain, type ChainSpec } from './chain.ts'

export const CATEGORIES = [
  'convert', 'dev', 'text', 'calc', 'web', 'generate', 'encode', 'datetime', 'number', 'file',
] as const
export type Category = (typeof CATEGORIES)[number]

/**
 * query: GET with query parameters. json: POST with a JSON (or form) body. file: POST of
 * multipart/form-data with files in files[] and the parameters as extra fields.
 */
export type InputKind = 'query' | 'json' | 'file'

/** The zod object schema of an operation's parameters (what it parses is z.output of it). */
export type ParamsSchema = z.ZodObject

export interface Example<P extends ParamsSchema> {
  title?: string
  /** Parameters as a caller sends them (strings, numbers or booleans). */
  params: Partial<Record<keyof z.input<P>, string | number | boolean>>
  /** What the result must contain (deep partial match); omit for random output. */
  result?: unknown
  /**
   * The whole result the example answers, as the docs and the OpenAPI document show it: recorded
   * by `npm run examples` for every example with a `result`, and attached by the registry.
   */
  answer?: unknown
  /** The example reaches the public internet (web lookups): documented, but not run as a test. */
  network?: true
  /** File operations: the sample files uploaded in files[], by name in test/fixtures/files/. */
  files?: readonly string[]
  /** File operations that answer with a file: its Content-Type. */
  output?: string
}

/** One uploaded file, its format detected from its bytes. */
export interface Upload {
  /** The file name the caller gave, made safe (no path, no control characters). */
  readonly name: string
  readonly format: FileFormat
  readonly bytes: Buffer
}

/** What a file operation reads, and how several uploads are treated. */
export interface FileRules {
  /** Formats (detected from the bytes) this operation reads; anything else answers 415. */
  accepts: readonly FileFormat[]
  /**
   * each: every upload is processed on its own, and several uploads answer one ZIP (or, for
   * JSON results, an array in upload order). all: the uploads together make one result.
   */
  mode: 'each' | 'all'
  /** At most this many files (the configured MAX_FILES when lower). */
  maxFiles?: number
  /** Named single-file fields besides files[] (an image to stamp, say), each optional. */
  extraFields?: readonly string[]
  /** Formats the extra fields read (the same as files[] when absent). */
  extraAccepts?: readonly FileFormat[]
  /**
   * A form field that may carry the one file's content as text instead of an upload (Markdown
   * typed into a form or sent by a script, say): read as a file of this name, under the same rules.
   */
  textField?: { field: string; name: string }
  /**
   * The media types of the file one upload (or, in 'all' mode, the call) answers with, every one
   * it can be, exactly as sent in Content-Type; several files answer one ZIP. Absent for an
   * operation that answers JSON (its `result` says what).
   */
  answers?: readonly string[]
}

/** The uploads of a file operation and the limits that apply to working on them. */
export interface FileContext {
  /** In upload order; exactly one per call in 'each' mode. */
  readonly uploads: readonly Upload[]
  /** The extra named file fields that were sent. */
  readonly parts: Readonly<Record<string, Upload>>
  /** Largest image allowed, width × height × frames (IMAGE_MAX_PIXELS). */
  readonly maxPixels: number
  /** When the job's time budget runs out, in Unix milliseconds. */
  readonly deadline: number
  /** Threads libvips may use for one image (IMAGE_THREADS). */
  readonly imageThreads: number
  /** Paths of the converter programs (SOFFICE_PATH, CHROMIUM_PATH); unset ones are looked for on PATH. */
  readonly converters: { readonly libreoffice?: string | undefined; readonly chromium?: string | undefined }
  /** Aborted when the work is canceled (an asynchronous job): worker tasks and converter programs stop. */
  readonly signal?: AbortSignal
  /** Tells how much of the work is done, 0 to 1, where the work can tell (an asynchronous job shows it). */
  readonly progress?: (done: number) => void
}

/** What an operation may know about the call besides its parameters. */
export interface OperationContext {
  /** Language of the call (path prefix), for operations whose output is language-dependent. */
  lang: string
  /** Absolute base URL of this service, for results that link back to it. */
  baseUrl: string
  /** CPU-heavy or untrusted work runs here, off the event loop, with a time and memory budget. */
  compute: TaskRunner
  /**
   * Password hashing (bcrypt, argon2) runs here: its own small pool, so a flood of costly hashes
   * queues behind itself and never delays DNS, files or other operations.
   */
  hashing: TaskRunner
  /**
   * Documents (PDF, spreadsheets, Word) are parsed here: threads with a large heap, one per file
   * job, so a hostile document is stopped by its budget without touching the event loop.
   */
  documents: TaskRunner
  /** Configured input limits that operations enforce themselves. */
  limits: {
    /** Largest text a text operation accepts, in UTF-8 bytes (TEXT_LIMIT_BYTES). */
    textBytes: number
    /** Pages per PDF (PDF_MAX_PAGES). */
    pdfPages: number
    /** Largest decompressed stream in a PDF (PDF_MAX_STREAM_BYTES). */
    pdfStreamBytes: number
    /** Decompressed bytes of all the streams of one PDF together (PDF_MAX_TOTAL_INFLATE_BYTES). */
    pdfTotalBytes: number
    /** Pages rendered to images in one request (PDF_MAX_RENDER_PAGES). */
    renderPages: number
  }
  /** Reference exchange rates (fetched from the configured feed, cached, last good set kept). */
  rates: ExchangeRates
  /** Outbound web lookups: the SSRF-safe fetcher and the configured DNS resolver. */
  web: WebClient
  /** File operations: the uploads (empty for every other operation). */
  files: FileContext
  /**
   * An absolute URL on this service whose query is signed with a server secret and expires, so a
   * generated image link works for its caller for a while without becoming a free public service.
   */
  signedUrl(path: string, query: Readonly<Record<string, string>>, ttlSeconds?: number): string
}

export interface RatesSnapshot {
  /** The currency the rates are quoted against (EUR for the ECB feed). */
  base: string
  /** The feed's date for these rates, YYYY-MM-DD. */
  date: string
  /** Where they came from (the feed URL). */
  source: string
  /** Units of each currency per one unit of the base; the base itself is 1. */
  rates: Readonly<Record<string, number>>
}

export interface ExchangeRates {
  /** The current rates; throws a 503 ApiError when none could ever be obtained. */
  current(): Promise<RatesSnapshot>
}

/**
 * An operation's texts in a language besides English (whose texts are the spec's own summary,
 * description and parameter descriptions), with a text for every parameter.
 */
export interface OperationWords<P extends ParamsSchema = ParamsSchema> {
  summary: string
  /** Present exactly when the English description is. */
  description?: string
  params?: { readonly [K in keyof P['shape']]: string }
}

/** The texts of an operation in every language besides English: a missing one is a type error. */
export type Translations<P extends ParamsSchema = ParamsSchema> = { readonly [L in Translation]: OperationWords<P> }

// NoInfer: the parameters are inferred from `params` alone, and the texts are checked against them.
export interface OperationSpec<P extends ParamsSchema, R> extends Translations<NoInfer<P>> {
  category: Category
  name: string
  input: InputKind
  summary: string
  description?: string
  params: P
  /** Required when input is 'file'. */
  files?: FileRules
  /** An optional program this operation runs (LibreOffice, Chromium); without it the call answers 503. */
  requires?: 'libreoffice' | 'chromium'
  examples: readonly Example<P>[]
  /**
   * What `result` holds, field by field (types, units and meaning in .describe()): the OpenAPI
   * document publishes it, the tests check every answer against it, and `run` must return it.
   */
  result?: z.ZodType<R>
  /**
   * Its part in a pipeline, where the usual names are not right: which parameter takes the
   * chain's value (by default the first of text, json, csv, xml, token, value, url, domain, date,
   * timestamp it has) and what goes on (by default result.output when the result has that field,
   * else the whole result; files for an operation that answers files).
   */
  chain?: ChainSpec
  // Method syntax on purpose: lets a registry of differently-typed operations share one type.
  // NoInfer: with a result schema, the schema says what R is and run is checked against it.
  run(params: z.output<P>, ctx: OperationContext): NoInfer<R> | Promise<NoInfer<R>>
}

export interface Operation<P extends ParamsSchema = ParamsSchema, R = unknown> extends OperationSpec<P, R> {
  method: 'GET' | 'POST'
  path: string
  operationId: string
  /** Its part in a pipeline, resolved from `chain` and the usual names. */
  pipeline: Chain
}

const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export function defineOperation<P extends ParamsSchema, R>(spec: OperationSpec<P, R>): Operation<P, R> {
  if (!NAME.test(spec.name)) throw new Error(`operation name "${spec.name}" must be kebab-case`)
  if (spec.examples.length === 0) throw new Error(`${spec.category}/${spec.name} needs at least one example`)
  if ((spec.input === 'file') !== (spec.files !== undefined)) {
    throw new Error(`${spec.category}/${spec.name}: file rules go with input 'file', and only there`)
  }
  return {
    ...spec,
    method: spec.input === 'query' ? 'GET' : 'POST',
    path: `/api/v1/${spec.category}/${spec.name}`,
    operationId: camel(`${spec.category}-${spec.name}`),
    pipeline: resolveChain(spec),
  }
}

function camel(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
}
