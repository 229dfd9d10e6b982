/**
 * The MCP tools: compact by default (five tools that reach every operation, so an assistant's
 * tool budget and context are not spent on 217 definitions), one per operation, or one per
 * category. Every call that runs something is a request to the HTTP API through the gateway:
 * the same validation, limits, quota and answer as the API, turned into a tool result.
 */
import { CATEGORIES, type Operation } from '../core/operation.ts'
import { isErrorCode, type ErrorCode } from '../core/errors.ts'
import { translate, type MessageVars } from '../i18n/index.ts'
import { describeOperation, findOperations, opName, resultSchemaOf, summaryOf } from './catalogue.ts'
import { headerOf, type Gateway, type GatewayResponse } from './gateway.ts'

export const TOOL_MODES = ['compact', 'full', 'category'] as const
export type ToolMode = (typeof TOOL_MODES)[number]

/** upload_file takes files up to this size as base64; larger ones go through POST /api/v1/files. */
export const UPLOAD_TOOL_MAX_BYTES = 5 * 1024 * 1024
/** Images up to this size come back inline as well as by link. */
const INLINE_IMAGE_MAX_BYTES = 256 * 1024

export interface ToolAnnotations {
  title?: string
  readOnlyHint?: boolean
  destructiveHint?: boolean
  idempotentHint?: boolean
  openWorldHint?: boolean
}

export interface ToolDefinition {
  name: string
  title?: string
  description: string
  inputSchema: Record<string, unknown> & { type: 'object' }
  outputSchema?: Record<string, unknown> & { type: 'object' }
  annotations: ToolAnnotations
}

type Content =
  | { type: 'text'; text: string }
  | { type: 'image'; data: string; mimeType: string }
  | { type: 'resource_link'; uri: string; name: string; mimeType?: string; description?: string }

export interface ToolResult {
  content: Content[]
  structuredContent?: Record<string, unknown>
  isError?: boolean
  _meta?: Record<string, unknown>
  [key: string]: unknown
}

export interface ToolContext {
  operations: readonly Operation[]
  gateway: Gateway
  /** The language of messages (the path prefix of /mcp). */
  lang: string
  /** Sees every answer of the API, so the HTTP answer of /mcp can carry its quota headers. */
  answered?(response: GatewayResponse): void
}

/** A file kept by the service for later calls, as POST /api/v1/files answers it. */
interface StoredFile { file_id: string; name: string; type: string; size: number; expires_at: string; url?: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const FILE_IDS = {
  type: 'array', minItems: 1, maxItems: 100, items: { type: 'string', maxLength: 100 },
  description: 'Files to work on, by the file_id that upload_file, POST /api/v1/files or an earlier file result gave',
} as const

const STORED_FILES = {
  type: 'object',
  required: ['files'],
  properties: {
    files: {
      type: 'array',
      items: {
        type: 'object',
        required: ['file_id', 'name', 'type', 'size', 'expires_at'],
        properties: {
          file_id: { type: 'string', description: 'Pass it in file_ids to work on this file again' },
          name: { type: 'string' }, type: { type: 'string' }, size: { type: 'integer' },
          url: { type: 'string', description: 'A signed download link, valid until expires_at' },
          expires_at: { type: 'string' },
        },
      },
    },
  },
} as const

/** Operations whose examples all state their answer give the same answer for the same input. */
const isIdempotent = (op: Operation) => op.category !== 'web' && op.examples.every((example) => example.result !== undefined)

const toolNameOf = (op: Operation) => `${op.category}_${op.name.replace(/-/g, '_')}`

/** The five tools of the compact list (their descriptions are for the model: English). */
function compactTools(): ToolDefinition[] {
  return [
    {
      name: 'find_operations',
      title: 'Find operations',
      description: 'Find devutils operations by words (such as "bmi", "heic webp", "jwt") and/or category. Answers the best matches with a one-line summary each, and what each takes and gives in a pipeline. Free: counts no call.',
      inputSchema: {
        type: 'object',
        properties: {
          query: { type: 'string', maxLength: 200, description: 'Words to look for' },
          category: { type: 'string', enum: [...CATEGORIES] },
          limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
        },
      },
      annotations: { title: 'Find operations', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    {
      name: 'describe_operation',
      title: 'Describe an operation',
      description: 'Describe one operation before calling it: its parameters as JSON Schema, its result schema, an example with its answer, the files it reads, and what it takes and gives in a pipeline. Free: counts no call.',
      inputSchema: { type: 'object', required: ['op'], properties: { op: { type: 'string', description: 'category/name, such as calc/bmi' } } },
      annotations: { title: 'Describe an operation', readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    {
      name: 'run_operation',
      title: 'Run an operation',
      description: 'Run one operation with its parameters (see describe_operation); file operations take file_ids. Counts one call, exactly as the HTTP API does. A file result comes back as new file_ids (usable in the next call), a download link, and the image itself when it is small.',
      inputSchema: {
        type: 'object',
        required: ['op'],
        properties: {
          op: { type: 'string', description: 'category/name, such as calc/bmi' },
          params: { type: 'object', description: 'The operation\'s parameters' },
          file_ids: FILE_IDS,
        },
      },
      annotations: { title: 'Run an operation', readOnlyHint: true, idempotentHint: false, openWorldHint: true },
    },
    {
      name: 'run_pipeline',
      title: 'Run a pipeline',
      description: 'Chain operations in one call, as POST /api/v1/pipeline: the input (or the files of file_ids) goes into the first step and each step\'s value into the next; a step may take "$n" (step n\'s value) or "$n.result.<path>" instead. Counts one call per step; consecutive image steps run in one pass.',
      inputSchema: {
        type: 'object',
        required: ['steps'],
        properties: {
          input: { description: 'The first step\'s value: a text or any JSON value (or use file_ids)' },
          steps: {
            type: 'array', minItems: 1,
            items: {
              type: 'object', required: ['op'],
              properties: {
                op: { type: 'string', description: 'category/name' },
                params: { type: 'object', description: 'Its parameters, without the one the chain fills' },
                input: { type: 'string', description: '$0, $n or $n.result.<path>' },
              },
            },
          },
          return: { type: 'string', enum: ['last', 'all'], default: 'last' },
          file_ids: FILE_IDS,
        },
      },
      annotations: { title: 'Run a pipeline', readOnlyHint: true, idempotentHint: false, openWorldHint: true },
    },
    {
      name: 'upload_file',
      title: 'Upload a file',
      description: `Keep a file on the service for later calls and get its file_id. For clients without HTTP access: the bytes as base64, at most ${UPLOAD_TOOL_MAX_BYTES / 1024 / 1024} MB; larger files go to POST /api/v1/files (multipart), which answers the same file_id. Counts no call.`,
      inputSchema: {
        type: 'object',
        required: ['name', 'data_base64'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 255, description: 'The file name, with its extension' },
          data_base64: { type: 'string', description: 'The file\'s bytes, base64' },
        },
      },
      outputSchema: STORED_FILES,
      annotations: { title: 'Upload a file', readOnlyHint: false, idempotentHint: false, openWorldHint: false },
    },
  ]
}

/**
 * A result schema as structured content must be: an object, as it is (or the shared shape it
 * names); anything else under `result`, as the tool answers it. Definitions stay at the root,
 * where their references point.
 */
function objectSchema(result: Record<string, unknown>): Record<string, unknown> {
  const { $defs, ...schema } = result as { $defs?: Record<string, Record<string, unknown>> } & Record<string, unknown>
  if (schema.type === 'object') return result
  const named = typeof schema.$ref === 'string' && Object.keys(schema).length === 1 ? $defs?.[schema.$ref.replace('#/$defs/', '')] : undefined
  if (named?.type === 'object') return { ...named, $defs }
  return { type: 'object', required: ['result'], properties: { result: schema }, ...($defs && { $defs }) }
}

/** One tool per operation, its input and output schemas from the registry. */
function operationTool(op: Operation, lang: string): ToolDefinition {
  const described = describeOperation(op, lang)
  const params = described.params as { properties: Record<string, unknown>; required: string[] }
  const inputSchema = op.files
    ? { type: 'object' as const, properties: { ...params.properties, file_ids: FILE_IDS }, required: [...params.required, 'file_ids'] }
    : { type: 'object' as const, properties: params.properties, required: params.required }
  const result = resultSchemaOf(op)
  const outputSchema = op.files?.answers ? STORED_FILES
    // A file operation that answers JSON answers a list for several files: not one schema.
    : result && !op.files ? objectSchema(result) : undefined
  return {
    name: toolNameOf(op),
    title: summaryOf(op, lang),
    description: [summaryOf(op, lang), described.description].filter(Boolean).join('. ').slice(0, 1000),
    inputSchema,
    ...(outputSchema && { outputSchema: outputSchema as ToolDefinition['outputSchema'] }),
    annotations: { title: summaryOf(op, lang), readOnlyHint: true, idempotentHint: isIdempotent(op), openWorldHint: op.category === 'web' },
  }
}

/** One tool per category, taking the operation's name. */
function categoryTool(category: string, operations: readonly Operation[], lang: string): ToolDefinition {
  const own = operations.filter((op) => op.category === category)
  return {
    name: category,
    title: `${category} operations`,
    description: `Run one of the ${category} operations (describe_operation is not listed here: each name below is followed by its summary). ${own.map((op) => `${op.name}: ${summaryOf(op, lang)}`).join('; ')}`.slice(0, 4000),
    inputSchema: {
      type: 'object',
      required: ['op'],
      properties: {
        op: { type: 'string', enum: own.map((op) => op.name) },
        params: { type: 'object' },
        ...(own.some((op) => op.files) && { file_ids: FILE_IDS }),
      },
    },
    annotations: { title: `${category} operations`, readOnlyHint: true, idempotentHint: own.every(isIdempotent), openWorldHint: category === 'web' },
  }
}

export function toolList(operations: readonly Operation[], mode: ToolMode, lang: string): ToolDefinition[] {
  if (mode === 'full') return operations.map((op) => operationTool(op, lang))
  if (mode === 'category') return [...new Set(operations.map((op) => op.category))].map((category) => categoryTool(category, operations, lang))
  return compactTools()
}

/** A refusal as a tool error the assistant can read and act on: the API's message and code. */
function toolError(lang: string, code: ErrorCode, vars: MessageVars = {}, status = 422): ToolResult {
  return failed(translate(lang, code, vars), code, status)
}

function failed(message: string, code: string, status: number, meta: Record<string, unknown> = {}): ToolResult {
  return {
    isError: true,
    content: [{ type: 'text', text: `${message} (${code}, HTTP ${status})` }],
    _meta: { 'devutils/code': code, 'devutils/status': status, ...meta },
  }
}

function json(response: GatewayResponse): Record<string, unknown> | undefined {
  try {
    const body = JSON.parse(response.body.toString('utf8')) as unknown
    return isObject(body) ? body : undefined
  } catch {
    return undefined
  }
}

/** The answer's allowance, for _meta: the envelope's quota block and the X-RateLimit headers. */
function quotaMeta(response: GatewayResponse, envelope: Record<string, unknown> | undefined): Record<string, unknown> {
  const limit = headerOf(response, 'x-ratelimit-limit')
  return {
    ...(envelope?.quota !== undefined && { 'devutils/quota': envelope.quota }),
    ...(limit !== undefined && {
      'devutils/rate_limit': { limit: Number(limit), remaining: Number(headerOf(response, 'x-ratelimit-remaining')), reset: Number(headerOf(response, 'x-ratelimit-reset')) },
    }),
  }
}

/** The file name an answer offers (Content-Disposition), or a plain one. */
function fileNameOf(response: GatewayResponse): string {
  const disposition = headerOf(response, 'content-disposition') ?? ''
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (encoded !== undefined) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // A malformed escape: the plain name below.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1] ?? 'result'
}

export class ToolRunner {
  private readonly byName: Map<string, Operation>
  private readonly byToolName: Map<string, Operation>

  constructor(private readonly ctx: ToolContext) {
    this.byName = new Map(ctx.operations.map((op) => [opName(op), op]))
    this.byToolName = new Map(ctx.operations.map((op) => [toolNameOf(op), op]))
  }

  private async send(request: Parameters<Gateway>[0]): Promise<GatewayResponse> {
    const response = await this.ctx.gateway(request)
    this.ctx.answered?.(response)
    return response
  }

  async call(name: string, args: Record<string, unknown>, mode: ToolMode): Promise<ToolResult> {
    const { lang, operations } = this.ctx
    if (mode === 'compact') {
      switch (name) {
        case 'find_operations': {
          const limit = typeof args.limit === 'number' && Number.isInteger(args.limit) ? Math.min(50, Math.max(1, args.limit)) : 10
          const category = typeof args.category === 'string' ? args.category : undefined
          if (category !== undefined && !(CATEGORIES as readonly string[]).includes(category)) return toolError(lang, 'MCP_ARGUMENT_INVALID', { argument: 'category', expected: CATEGORIES.join(', ') })
          const found = findOperations(operations, { query: typeof args.query === 'string' ? args.query : undefined, category, limit, lang })
          return {
            content: [{ type: 'text', text: found.length === 0 ? translate(lang, 'MCP_NOTHING_FOUND') : found.map((one) => `${one.op}: ${one.summary} (takes ${one.takes ?? 'nothing'}, gives ${one.gives})`).join('\n') }],
            structuredContent: { operations: found },
          }
        }
        case 'describe_operation': {
          const op = this.operation(args.op)
          if (!op) return this.unknown(args.op)
          const described = describeOperation(op, lang)
          return { content: [{ type: 'text', text: JSON.stringify(described) }], structuredContent: described }
        }
        case 'run_operation': {
          const op = this.operation(args.op)
          if (!op) return this.unknown(args.op)
          return this.run(op, args.params, args.file_ids)
        }
        case 'run_pipeline':
          return this.pipeline(args)
        case 'upload_file':
          return this.upload(args)
      }
    } else if (mode === 'full') {
      const op = this.byToolName.get(name)
      if (op) {
        const { file_ids: fileIds, ...params } = args
        return this.run(op, params, fileIds)
      }
    } else {
      const op = operations.find((one) => one.category === name && one.name === args.op)
      if (op) return this.run(op, args.params, args.file_ids)
      if ((CATEGORIES as readonly string[]).includes(name)) return this.unknown(`${name}/${String(args.op)}`)
    }
    return toolError(lang, 'MCP_UNKNOWN_TOOL', { tool: name.slice(0, 100) })
  }

  /** A refusal of the tool call itself, as a tool error. */
  refuse(code: ErrorCode, vars: MessageVars = {}): ToolResult {
    return toolError(this.ctx.lang, code, vars)
  }

  private operation(name: unknown): Operation | undefined {
    return typeof name === 'string' ? this.byName.get(name) : undefined
  }

  private unknown(name: unknown): ToolResult {
    const path = `/api/v1/${String(name).slice(0, 100)}`
    return toolError(this.ctx.lang, 'NOT_FOUND', { path }, 404)
  }

  /** One operation through the API, as its own route takes it. */
  private async run(op: Operation, params: unknown, fileIds: unknown): Promise<ToolResult> {
    const { lang } = this.ctx
    if (params !== undefined && !isObject(params)) return toolError(lang, 'MCP_ARGUMENT_INVALID', { argument: 'params', expected: 'an object of the operation\'s parameters' })
    const given = (params ?? {}) as Record<string, unknown>
    if (op.files) {
      const ids = idsOf(fileIds)
      // An operation that also takes its file as text (file/markdown-to-pdf) needs no stored file then.
      const typed = op.files.textField !== undefined && typeof given[op.files.textField.field] === 'string'
      if (!ids && !typed) return toolError(lang, 'MCP_FILE_IDS_REQUIRED', { op: opName(op) })
      return this.answer(await this.send({ method: 'POST', path: op.path, form: { fields: { ...fields(given), ...(ids && { file_ids: ids.join(',') }) } } }))
    }
    if (op.method === 'GET') return this.answer(await this.send({ method: 'GET', path: op.path, query: fields(given) }))
    return this.answer(await this.send({ method: 'POST', path: op.path, json: given }))
  }

  private async pipeline(args: Record<string, unknown>): Promise<ToolResult> {
    const { input, steps, return: returned, file_ids: fileIds } = args
    if (fileIds === undefined) return this.answer(await this.send({ method: 'POST', path: '/api/v1/pipeline', json: { input, steps, ...(returned !== undefined && { return: returned }) } }))
    const ids = idsOf(fileIds)
    if (!ids) return toolError(this.ctx.lang, 'MCP_ARGUMENT_INVALID', { argument: 'file_ids', expected: 'a list of file_id texts' })
    return this.answer(await this.send({
      method: 'POST',
      path: '/api/v1/pipeline',
      form: { fields: { steps: JSON.stringify(steps ?? null), file_ids: ids.join(','), ...(typeof returned === 'string' && { return: returned }) } },
    }))
  }

  private async upload(args: Record<string, unknown>): Promise<ToolResult> {
    const { lang } = this.ctx
    const { name, data_base64: data } = args
    if (typeof name !== 'string' || name.length === 0) return toolError(lang, 'MCP_ARGUMENT_INVALID', { argument: 'name', expected: 'the file name' })
    if (typeof data !== 'string') return toolError(lang, 'MCP_ARGUMENT_INVALID', { argument: 'data_base64', expected: 'the bytes as base64' })
    // Measured before decoding: base64 holds 3 bytes in 4 characters.
    if (Math.floor(data.replace(/\s+/g, '').length * 3 / 4) > UPLOAD_TOOL_MAX_BYTES + 2) return toolError(lang, 'MCP_UPLOAD_TOO_LARGE', { max: UPLOAD_TOOL_MAX_BYTES }, 413)
    if (!/^[A-Za-z0-9+/_=\s-]*$/.test(data)) return toolError(lang, 'MCP_ARGUMENT_INVALID', { argument: 'data_base64', expected: 'the bytes as base64' })
    const bytes = Buffer.from(data, 'base64')
    const response = await this.send({ method: 'POST', path: '/api/v1/files', form: { fields: {}, files: [{ name, type: 'application/octet-stream', bytes }] } })
    const envelope = json(response)
    if (response.status >= 400 || !envelope) return this.refusal(response, envelope)
    const stored = (Array.isArray(envelope.result) ? envelope.result : [envelope.result]) as StoredFile[]
    return { content: [{ type: 'text', text: JSON.stringify(stored) }], structuredContent: { files: stored } }
  }

  /** An API answer as a tool result: its result, or its file kept for the next call, or its error. */
  private async answer(response: GatewayResponse): Promise<ToolResult> {
    const type = headerOf(response, 'content-type') ?? ''
    const isJson = type.startsWith('application/json')
    const envelope = isJson ? json(response) : undefined
    if (response.status >= 400 || (isJson && envelope?.ok !== true)) return this.refusal(response, envelope)
    const meta = quotaMeta(response, envelope)
    if (envelope) {
      const { result } = envelope
      const structured = isObject(result) ? result : { result }
      return {
        content: [{ type: 'text', text: JSON.stringify(result) }],
        structuredContent: structured,
        _meta: { ...meta, ...(envelope.steps !== undefined && { 'devutils/steps': envelope.steps }) },
      }
    }
    // A file: kept for the caller, so the next call can use it without a download.
    const name = fileNameOf(response)
    const kept = await this.send({ method: 'POST', path: '/api/v1/files', form: { fields: {}, files: [{ name, type, bytes: response.body }] } })
    const stored = json(kept)
    if (kept.status >= 400 || !stored) return this.refusal(kept, stored)
    const file = (Array.isArray(stored.result) ? stored.result[0] : stored.result) as StoredFile
    const content: Content[] = [{ type: 'text', text: JSON.stringify({ files: [file] }) }]
    if (file.url) content.push({ type: 'resource_link', uri: file.url, name: file.name, mimeType: file.type, description: `Download, until ${file.expires_at}` })
    if (type.startsWith('image/') && type !== 'image/svg+xml' && response.body.length <= INLINE_IMAGE_MAX_BYTES) {
      content.push({ type: 'image', data: response.body.toString('base64'), mimeType: type.split(';', 1)[0]! })
    }
    return { content, structuredContent: { files: [file] }, _meta: meta }
  }

  private refusal(response: GatewayResponse, envelope: Record<string, unknown> | undefined): ToolResult {
    const code = typeof envelope?.code === 'string' && isErrorCode(envelope.code) ? envelope.code : 'UPSTREAM_FAILED'
    const message = typeof envelope?.error === 'string' ? envelope.error : response.body.toString('utf8').slice(0, 300)
    return failed(message, code, response.status, {
      ...quotaMeta(response, envelope),
      ...(typeof envelope?.step === 'number' && { 'devutils/step': envelope.step }),
      // The id the service logged the refusal under (that of the request to /mcp).
      ...(typeof envelope?.request_id === 'string' && { 'devutils/request_id': envelope.request_id }),
    })
  }
}

/** file_ids as a list of texts, or undefined when it is not one. */
function idsOf(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0 || value.length > 100 || !value.every((id) => typeof id === 'string')) return undefined
  return value as string[]
}

/** Parameters as the fields of a query or form: scalars as text, anything else as JSON text. */
function fields(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    out[name] = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value)
  }
  return out
}
