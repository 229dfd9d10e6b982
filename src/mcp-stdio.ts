/**
 * `npx devutils mcp`: the MCP tools over stdio, for assistants that start a local command. By
 * default every operation runs in this process (no server, no quota); with --url (or
 * DEVUTILS_URL) the tools call that instance instead, with --key (or DEVUTILS_KEY) as the key.
 * stdout carries the protocol only: the service's log is silenced and messages go to stderr.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { privateGateway } from './http/app.ts'
import { httpGateway, type Gateway } from './mcp/gateway.ts'
import { createMcpServer } from './mcp/server.ts'
import { TOOL_MODES, type ToolMode } from './mcp/tools.ts'
import { operations } from './operations/index.ts'

const USAGE = `Usage: devutils mcp [--url URL] [--key KEY] [--tools compact|full|category]

Serves the devutils MCP tools over stdio.
  (no --url)   runs every operation in this process: no server, no quota
  --url URL    calls the devutils instance at URL instead (or DEVUTILS_URL)
  --key KEY    its API key, sent as X-API-Key (or DEVUTILS_KEY)
  --tools      compact (five tools, the default), full (one per operation) or category`

interface Options { url?: string; key?: string; tools: ToolMode }

function parse(args: readonly string[]): Options {
  const options: Options = { url: process.env.DEVUTILS_URL || undefined, key: process.env.DEVUTILS_KEY || undefined, tools: 'compact' }
  for (let i = 0; i < args.length; i++) {
    const [flag, inline] = args[i]!.split('=', 2) as [string, string | undefined]
    const value = () => inline ?? args[++i] ?? fail(`${flag} needs a value`)
    if (flag === '--url') options.url = value().replace(/\/+$/, '')
    else if (flag === '--key') options.key = value()
    else if (flag === '--tools') {
      const tools = value()
      if (!(TOOL_MODES as readonly string[]).includes(tools)) fail(`--tools is one of ${TOOL_MODES.join(', ')}`)
      options.tools = tools as ToolMode
    } else if (flag === '--help' || flag === '-h') {
      process.stderr.write(`${USAGE}\n`)
      process.exit(0)
    } else fail(`unknown option ${flag}`)
  }
  if (options.url !== undefined && !/^https?:\/\//.test(options.url)) fail('--url must start with http:// or https://')
  return options
}

function fail(message: string): never {
  process.stderr.write(`devutils mcp: ${message}\n\n${USAGE}\n`)
  process.exit(2)
}

async function main(): Promise<void> {
  const options = parse(process.argv.slice(2))
  // The assistant closed its end: nothing more to answer.
  process.stdout.on('error', () => process.exit(0))
  let gateway: Gateway
  let close = async () => {}
  if (options.url !== undefined) {
    gateway = httpGateway(options.url, options.key)
  } else {
    // The service in this process, for this process only: nothing counted, nothing kept beyond it.
    ;({ gateway, close } = await privateGateway())
  }
  const server = createMcpServer({ operations, gateway, mode: options.tools, lang: 'en', version: '1.0.0' })
  const transport = new StdioServerTransport()
  transport.onclose = () => void close().finally(() => process.exit(0))
  process.stdin.on('end', () => void server.close())
  await server.connect(transport)
}

main().catch((error: unknown) => {
  process.stderr.write(`devutils mcp: ${error instanceof Error ? error.stack ?? error.message : String(error)}\n`)
  process.exit(1)
})
