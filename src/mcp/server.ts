/**
 * The MCP server of devutils: its tools, the operation catalogue as a resource, and two prompts.
 * It keeps no state between requests, so the same server answers over Streamable HTTP on any
 * instance (a new one per request) and over stdio.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import {
  CallToolRequestSchema, GetPromptRequestSchema, ListPromptsRequestSchema, ListResourcesRequestSchema, ListToolsRequestSchema,
  McpError, ErrorCode as RpcErrorCode, ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js'
import { getObjectShape, safeParse, type AnyObjectSchema } from '@modelcontextprotocol/sdk/server/zod-compat.js'
import { z } from 'zod'
import type { Operation } from '../core/operation.ts'
import { findOperations } from './catalogue.ts'
import type { Gateway, GatewayResponse } from './gateway.ts'
import { toolList, ToolRunner, type ToolMode } from './tools.ts'

export interface McpServerOptions {
  operations: readonly Operation[]
  gateway: Gateway
  mode: ToolMode
  lang: string
  version: string
  answered?(response: GatewayResponse): void
}

const CATALOGUE_URI = 'devutils://operations'

const INSTRUCTIONS = [
  'devutils runs everyday developer utilities: hashes and encodings, unit and currency conversion, text transforms, calculators, generators, dates, numbers, web lookups, and image, PDF, spreadsheet and Word conversion.',
  'Find an operation with find_operations, read its parameters with describe_operation, then call run_operation; chain several with run_pipeline.',
  'Files go by reference: upload with upload_file (small files) or POST /api/v1/files, then pass file_ids; a file result comes back as new file_ids and a download link.',
  'Each run counts against the caller\'s allowance as the HTTP API does; errors say what to change.',
].join(' ')

const PROMPTS = [
  {
    name: 'web_images',
    title: 'Convert these images for the web',
    description: 'Resize images, strip their metadata and convert them to WebP, in one pipeline per image',
    arguments: [{ name: 'width', description: 'Largest width in pixels (default 1600)', required: false }],
  },
  {
    name: 'inspect_jwt',
    title: 'Inspect this JWT',
    description: 'Decode a JSON Web Token and explain its claims and times',
    arguments: [{ name: 'token', description: 'The token', required: true }],
  },
] as const

/** tools/call as the protocol has it, with arguments of any shape (checked by the tool). */
const LooseCallToolRequest = CallToolRequestSchema.extend({
  params: z.looseObject({ name: z.string(), arguments: z.unknown().optional() }),
})

type RequestHandler = Parameters<Server['setRequestHandler']>[1]

/**
 * The library answers a request whose params do not fit its method's schema (tools/call or
 * prompts/get without params, initialize without its fields) with -32603, an internal error.
 * That is the caller's mistake: each handler here, the library's own included (they are set in
 * its constructor), is reached through a schema of the method alone, and params that do not
 * fit are answered -32602, invalid params.
 */
class CheckedServer extends Server {
  override setRequestHandler(schema: AnyObjectSchema, handler: RequestHandler): void {
    const method = getObjectShape(schema)?.method
    if (!method) return super.setRequestHandler(schema, handler)
    super.setRequestHandler(z.looseObject({ method: method as z.ZodType<string> }), (request, extra) => {
      const parsed = safeParse(schema, request)
      if (!parsed.success) {
        const issue = (parsed.error as { issues?: { path: PropertyKey[]; message: string }[] }).issues?.[0]
        const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : ''
        throw new McpError(RpcErrorCode.InvalidParams, `Invalid ${request.method} request: ${where}${issue?.message ?? 'malformed'}`.slice(0, 300))
      }
      return handler(parsed.data as Parameters<RequestHandler>[0], extra)
    })
  }
}

export function createMcpServer(options: McpServerOptions): Server {
  const { operations, mode, lang } = options
  const server = new CheckedServer(
    { name: 'devutils', title: 'devutils', version: options.version },
    { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS },
  )
  const runner = new ToolRunner({ operations, gateway: options.gateway, lang, answered: options.answered })

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList(operations, mode, lang) }))
  // Arguments that are not an object are the caller's mistake, answered as a tool error that
  // says so, not as the protocol's internal error.
  server.setRequestHandler(LooseCallToolRequest, async (request) => {
    const args = request.params.arguments ?? {}
    if (typeof args !== 'object' || args === null || Array.isArray(args)) return runner.refuse('MCP_ARGUMENT_INVALID', { argument: 'arguments', expected: 'an object' })
    return runner.call(request.params.name, args as Record<string, unknown>, mode)
  })

  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: [{ uri: CATALOGUE_URI, name: 'operations', title: 'devutils operation catalogue', description: 'Every operation with its summary and its part in a pipeline', mimeType: 'application/json' }],
  }))
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    if (request.params.uri !== CATALOGUE_URI) throw new McpError(RpcErrorCode.InvalidParams, `No resource ${request.params.uri}; the catalogue is ${CATALOGUE_URI}`)
    const catalogue = findOperations(operations, { limit: operations.length, lang })
    return { contents: [{ uri: CATALOGUE_URI, mimeType: 'application/json', text: JSON.stringify(catalogue) }] }
  })

  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: PROMPTS.map((prompt) => ({ ...prompt, arguments: [...prompt.arguments] })) }))
  server.setRequestHandler(GetPromptRequestSchema, (request) => {
    const args = request.params.arguments ?? {}
    if (request.params.name === 'web_images') {
      const width = /^\d{1,5}$/.test(args.width ?? '') ? Number(args.width) : 1600
      const steps = JSON.stringify([
        { op: 'file/image-resize', params: { width, without_enlargement: true } },
        { op: 'file/image-strip' },
        { op: 'file/image-to-webp', params: { quality: 80 } },
      ])
      return {
        description: PROMPTS[0].description,
        messages: [{ role: 'user' as const, content: { type: 'text' as const, text: `Convert the images I give you for the web. For each image: upload it (upload_file, or POST /api/v1/files when you can make HTTP requests), then call run_pipeline with its file_ids and steps ${steps}. Give me each result's download link, its size against the original, and its new dimensions.` } }],
      }
    }
    if (request.params.name === 'inspect_jwt') {
      if (!args.token) throw new McpError(RpcErrorCode.InvalidParams, 'inspect_jwt needs token')
      return {
        description: PROMPTS[1].description,
        messages: [{ role: 'user' as const, content: { type: 'text' as const, text: `Decode this JWT with run_operation (op dev/jwt-decode, params {"token": …}) and explain its header, its claims and whether it has expired. Say plainly that decoding does not verify the signature.\n\n${args.token}` } }],
      }
    }
    throw new McpError(RpcErrorCode.InvalidParams, `No prompt ${request.params.name}; the prompts are ${PROMPTS.map((prompt) => prompt.name).join(', ')}`)
  })
  return server
}
