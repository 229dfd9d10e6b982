/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, stateless, so any instance answers
 * any request and no session has to stick to one. Each tool call is a request to the API made in
 * process for the caller (X-API-Key, or Authorization: Bearer du_…, and their address): the same
 * validation, limits and quota as the HTTP call, and the quota headers on the answer of /mcp.
 * The MCP library loads with the first request.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../core/errors.ts'
import type { Operation } from '../core/operation.ts'
import type { ToolMode } from '../mcp/tools.ts'
import type * as McpServerModule from '../mcp/server.ts'
import type * as TransportModule from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { callerHeaders, injectGateway, rateHeaders } from './inner-calls.ts'
import { sendError } from './respond.ts'
import { DEFAULT_LANGUAGE, preferredLanguage } from '../i18n/languages.ts'


/**
 * upload_file takes files of up to 5 MB as base64 in the message. Messages up to this size are
 * read, so that a larger file is refused by the tool with a message saying where to send it
 * (POST /api/v1/files) rather than by the transport.
 */
const MCP_BODY_LIMIT_BYTES = 48 * 1024 * 1024

export interface McpRouteOptions {
  mode: ToolMode
  version: string
}

/** The caller's key: X-API-Key, or a bearer token (what MCP clients send for an API key). */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-api-key']
  if (typeof header === 'string') return header
  const authorization = request.headers.authorization
  return authorization !== undefined && /^Bearer\s+/i.test(authorization) ? authorization.replace(/^Bearer\s+/i, '').trim() : undefined
}


/**
 * The language of a tool's messages: /mcp is one address for every client, so the caller's
 * Accept-Language picks it (the site's pages live under the language prefixes).
 */
function languageOf(request: FastifyRequest, languages: readonly string[]): string {
  const lang = preferredLanguage(request.headers['accept-language'])
  return languages.includes(lang) ? lang : DEFAULT_LANGUAGE
}

export function installMcpRoute(app: FastifyInstance, root: FastifyInstance, operations: readonly Operation[], languages: readonly string[], options: McpRouteOptions): void {
  let library: Promise<[typeof McpServerModule, typeof TransportModule]> | undefined
  const load = () => (library ??= Promise.all([import('../mcp/server.ts'), import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js')]))

  app.post('/mcp', { config: { operationId: 'mcp' }, bodyLimit: MCP_BODY_LIMIT_BYTES }, async (request, reply) => {
    const lang = languageOf(request, languages)
    const prefix = lang === 'en' ? '' : `/${lang}`
    const headers = callerHeaders(request, 'mcp', keyOf(request))
    const gateway = injectGateway(root, { prefix, headers, remoteAddress: request.socket.remoteAddress ?? request.ip })

    // The key is checked, and the allowance read (without using any), before any message: a
    // bad key is refused as it is on every route, and every answer carries the quota headers.
    const usage = await gateway({ method: 'GET', path: '/api/v1/usage' })
    if (usage.status === 401) return sendError(request, reply, new ApiError('INVALID_API_KEY'))
    // A key without the mcp scope is refused here, as its first tool call would be.
    if (usage.status === 403) return reply.code(403).headers(usage.headers).send(usage.body)
    let rate = rateHeaders(usage.headers)

    const [{ createMcpServer }, { WebStandardStreamableHTTPServerTransport }] = await load()
    const server = createMcpServer({
      operations, gateway, mode: options.mode, lang, version: options.version,
      answered: (response) => { rate = rateHeaders(response.headers) ?? rate },
    })
    const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true })
    try {
      await server.connect(transport)
      const url = `${request.protocol}://${request.host || 'localhost'}${request.url}`
      const answer = await transport.handleRequest(new Request(url, { method: 'POST', headers: webHeaders(request) }), { parsedBody: request.body })
      return await send(reply, answer, rate)
    } finally {
      await server.close()
    }
  })

  // Stateless: no stream of server messages to open, and no session to end.
  const notHere = async (request: FastifyRequest, reply: FastifyReply) =>
    sendError(request, reply, new ApiError('METHOD_NOT_ALLOWED', { path: '/mcp', allowed: 'POST' }, { allow: 'POST' }))
  app.get('/mcp', notHere)
  app.delete('/mcp', notHere)
}
function webHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  return headers
}

async function send(reply: FastifyReply, answer: Response, rate: Record<string, string> | undefined): Promise<FastifyReply> {
  reply.code(answer.status)
  answer.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value)
  })
  if (rate) reply.headers(rate)
  const body = Buffer.from(await answer.arrayBuffer())
  return reply.send(body)
}
