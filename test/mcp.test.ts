import { randomUUID } from 'node:crypto'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { fileURLToPath } from 'node:url'
import { Ajv2020 } from 'ajv/dist/2020.js'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../src/config.ts'
import { operations } from '../src/operations/index.ts'
import { createPlatform, type Platform } from '../src/platform/index.ts'
import { fixture, makeApp, sharedStores } from './helpers.ts'

interface ToolAnswer {
  content: { type: string; text?: string; uri?: string; mimeType?: string; data?: string }[]
  structuredContent?: Record<string, unknown>
  isError?: boolean
  _meta?: Record<string, unknown>
}

/** A client of the official MCP SDK, over Streamable HTTP, to the app listening on a port. */
async function connect(base: string, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'devutils-test', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }))
  return client
}

const call = async (client: Client, name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as ToolAnswer

/** RFC 4648 Base32, written here so the expected answer does not come from the service. */
function base32(text: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...Buffer.from(text)].map((byte) => byte.toString(2).padStart(8, '0')).join('')
  let out = ''
  for (let i = 0; i < bits.length; i += 5) out += alphabet[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)]
  return out.padEnd(Math.ceil(out.length / 8) * 8, '=')
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

describe('MCP over Streamable HTTP, compact tools', () => {
  let app: FastifyInstance
  let base: string
  let client: Client
  beforeAll(async () => {
    app = await makeApp()
    base = await listen(app)
    client = await connect(base)
  })
  afterAll(async () => {
    await client?.close()
    await app?.close()
  })

  it('initializes and lists exactly five tools, each with annotations', async () => {
    expect(client.getServerVersion()?.name).toBe('devutils')
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name).sort()).toEqual(['describe_operation', 'find_operations', 'run_operation', 'run_pipeline', 'upload_file'])
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBeTypeOf('boolean')
  })

  it('finds bmi, describes calc/bmi and runs it', async () => {
    const found = await call(client, 'find_operations', { query: 'bmi' })
    expect((found.structuredContent!.operations as { op: string }[])[0]!.op).toBe('calc/bmi')
    const described = await call(client, 'describe_operation', { op: 'calc/bmi' })
    expect(described.structuredContent).toMatchObject({ op: 'calc/bmi', params: { required: ['weight', 'height'] }, pipeline: { takes: null } })
    const run = await call(client, 'run_operation', { op: 'calc/bmi', params: { weight: 70, height: 175 } })
    expect(run.isError).toBeFalsy()
    // 70 kg / (1.75 m)² = 22.857…
    expect(run.structuredContent).toMatchObject({ bmi: 22.9 })
    expect(JSON.parse(run.content[0]!.text!)).toMatchObject({ bmi: 22.9 })
  })

  it('runs text/case then encode/base32 as a pipeline', async () => {
    const run = await call(client, 'run_pipeline', { input: 'FOOBAR', steps: [{ op: 'text/case', params: { mode: 'lower' } }, { op: 'encode/base32' }] })
    expect(run.isError).toBeFalsy()
    expect(run.structuredContent).toMatchObject({ output: base32('foobar') })
    expect((run._meta!['devutils/steps'] as unknown[]).length).toBe(2)
  })

  it('answers refusals as tool errors with the API\'s message and code', async () => {
    const unknown = await call(client, 'run_operation', { op: 'calc/nothing', params: {} })
    expect([unknown.isError, unknown._meta!['devutils/code']]).toEqual([true, 'NOT_FOUND'])
    const bad = await call(client, 'run_operation', { op: 'calc/bmi', params: { weight: -1, height: 175 } })
    expect(bad.isError).toBe(true)
    expect(bad.content[0]!.text).toMatch(/^weight /)
    const notObject = await call(client, 'run_operation', { op: 'calc/bmi', params: 'weight=70' })
    expect([notObject.isError, notObject._meta!['devutils/code']]).toEqual([true, 'MCP_ARGUMENT_INVALID'])
    const noFiles = await call(client, 'run_operation', { op: 'file/image-resize', params: { width: 10 } })
    expect([noFiles.isError, noFiles._meta!['devutils/code']]).toEqual([true, 'MCP_FILE_IDS_REQUIRED'])
    const huge = await call(client, 'upload_file', { name: 'big.bin', data_base64: 'A'.repeat(40 * 1024 * 1024) })
    expect([huge.isError, huge._meta!['devutils/code']]).toEqual([true, 'MCP_UPLOAD_TOO_LARGE'])
    const tool = await call(client, 'no_such_tool', {})
    expect([tool.isError, tool._meta!['devutils/code']]).toEqual([true, 'MCP_UNKNOWN_TOOL'])
  })

  it('serves the catalogue as a resource and two prompts', async () => {
    const { resources } = await client.listResources()
    const read = await client.readResource({ uri: resources[0]!.uri })
    const catalogue = JSON.parse((read.contents[0] as { text: string }).text) as { op: string }[]
    expect(catalogue).toHaveLength(operations.length)
    const { prompts } = await client.listPrompts()
    expect(prompts.map((prompt) => prompt.name).sort()).toEqual(['inspect_jwt', 'web_images'])
    const prompt = await client.getPrompt({ name: 'inspect_jwt', arguments: { token: 'a.b.c' } })
    expect(JSON.stringify(prompt.messages)).toContain('dev/jwt-decode')
  })

  it('answers malformed messages with JSON-RPC errors or 4xx, never a 5xx', async () => {
    const bodies = [
      '{}', '[]', 'null', '"x"', '{"jsonrpc":"2.0","id":1}', '{"jsonrpc":"2.0","id":1,"method":"no/such"}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_operation","arguments":"x"}}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_pipeline","arguments":{"steps":"x"}}}',
      '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"run_operation","arguments":{"op":"file/image-info","file_ids":["f_0000000000000000000000"]}}}',
      '{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"file:///etc/passwd"}}', '{"jsonrpc":', '{"__proto__":{"x":1}}',
    ]
    for (const body of bodies) {
      const answer = await fetch(`${base}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body })
      expect(answer.status, body).toBeLessThan(500)
      const text = await answer.text()
      if (answer.status === 200) expect(text, body).not.toContain('"code":-32603')
    }
  })

  it('refuses GET and a bad key as the API does', async () => {
    expect((await fetch(`${base}/mcp`)).status).toBe(405)
    const badKey = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: 'Bearer du_not_a_real_key' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(badKey.status).toBe(401)
  })

  it('runs an operation that takes its file as text without a stored file', async () => {
    const typed = await call(client, 'run_operation', { op: 'file/markdown-to-pdf', params: { text: '# Notes\n\nTyped in.' } })
    // Without Chromium (off CI) the operation answers 503 CONVERTER_MISSING: no stored file is asked for either way.
    expect(typed._meta?.['devutils/code']).not.toBe('MCP_FILE_IDS_REQUIRED')
    if (process.env.CI === 'true' || !typed.isError) {
      expect(typed.isError, JSON.stringify(typed.content).slice(0, 300)).toBeFalsy()
      expect((typed.structuredContent!.files as { type: string; name: string }[])[0]).toMatchObject({ type: 'application/pdf', name: 'document.pdf' })
    }
  })

  it('works on files by reference: upload, resize by file_id, download the link, run a second step on the new file_id', async () => {
    const form = new FormData()
    form.append('files[]', new Blob([fixture('photo.png')], { type: 'image/png' }), 'photo.png')
    const uploaded = await fetch(`${base}/api/v1/files`, { method: 'POST', body: form })
    expect(uploaded.status).toBe(200)
    const { result: stored } = await uploaded.json() as { result: { file_id: string } }
    const resized = await call(client, 'run_operation', { op: 'file/image-resize', params: { width: 20 }, file_ids: [stored.file_id] })
    expect(resized.isError, JSON.stringify(resized.content).slice(0, 300)).toBeFalsy()
    const file = (resized.structuredContent!.files as { file_id: string; url: string; type: string }[])[0]!
    expect(file.type).toBe('image/png')
    expect(resized.content.some((part) => part.type === 'resource_link' && part.uri === file.url)).toBe(true)
    expect(resized.content.some((part) => part.type === 'image')).toBe(true)
    const download = await fetch(file.url)
    expect(download.status).toBe(200)
    expect((await sharp(Buffer.from(await download.arrayBuffer())).metadata()).width).toBe(20)
    const info = await call(client, 'run_operation', { op: 'file/image-info', file_ids: [file.file_id] })
    expect(info.structuredContent).toMatchObject({ format: 'png', width: 20 })
    // A small file through upload_file, then a pipeline on it.
    const viaTool = await call(client, 'upload_file', { name: 'photo.png', data_base64: fixture('photo.png').toString('base64') })
    const id = (viaTool.structuredContent!.files as { file_id: string }[])[0]!.file_id
    const piped = await call(client, 'run_pipeline', { file_ids: [id], steps: [{ op: 'file/image-resize', params: { width: 12 } }, { op: 'file/png-to-webp' }] })
    expect((piped.structuredContent!.files as { type: string }[])[0]!.type).toBe('image/webp')
  })
})

describe('MCP quotas and ownership', () => {
  let platform: Platform
  let app: FastifyInstance
  let base: string
  let key: string
  let other: string
  beforeAll(async () => {
    const overrides = { QUOTAS: 'true', DATABASE_URL: `sqlite:${process.env.TMPDIR ?? '/tmp'}/mcp-${randomUUID()}.db`, BURST_PER_SECOND: '0' }
    platform = await createPlatform(testConfig(overrides))
    key = (await platform.accounts.create(`mcp-${randomUUID()}@example.com`, null, 'custom', 5)).key
    other = (await platform.accounts.create(`mcp-other-${randomUUID()}@example.com`, null, 'custom', 100)).key
    app = await makeApp(overrides)
    base = await listen(app)
  })
  afterAll(async () => {
    await app?.close()
    await platform?.close()
  })

  it('counts runs like HTTP calls, not discovery; the sixth run of five is a tool error with the reset time', async () => {
    const client = await connect(base, { authorization: `Bearer ${key}` })
    try {
      await client.listTools()
      await call(client, 'find_operations', { query: 'roman' })
      await call(client, 'describe_operation', { op: 'number/roman' })
      for (let i = 1; i <= 5; i++) {
        const run = await call(client, 'run_operation', { op: 'number/roman', params: { value: i } })
        expect(run.isError, run.content[0]?.text).toBeFalsy()
        expect(run._meta!['devutils/quota']).toMatchObject({ limit: 5, remaining: 5 - i })
      }
      const sixth = await call(client, 'run_operation', { op: 'number/roman', params: { value: 6 } })
      expect([sixth.isError, sixth._meta!['devutils/code']]).toEqual([true, 'QUOTA_EXCEEDED'])
      expect(sixth.content[0]!.text).toMatch(/until \d{4}-\d\d-\d\dT/)
    } finally {
      await client.close()
    }
    // The quota headers are on the HTTP answers of /mcp.
    const answer = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(answer.headers.get('x-ratelimit-limit')).toBe('5')
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0')
  })

  it('refuses another key\'s file_id as an unknown file', async () => {
    const third = (await platform.accounts.create(`mcp-third-${randomUUID()}@example.com`, null, 'custom', 100)).key
    const form = new FormData()
    form.append('files[]', new Blob([fixture('photo.png')], { type: 'image/png' }), 'photo.png')
    const uploaded = await fetch(`${base}/api/v1/files`, { method: 'POST', body: form, headers: { 'x-api-key': other } })
    const { result } = await uploaded.json() as { result: { file_id: string } }
    const client = await connect(base, { 'x-api-key': third })
    try {
      const refused = await call(client, 'run_operation', { op: 'file/image-info', file_ids: [result.file_id] })
      expect([refused.isError, refused._meta!['devutils/code']]).toEqual([true, 'FILE_NOT_FOUND'])
    } finally {
      await client.close()
    }
  })
})

describe('MCP with files that expire', () => {
  it('answers an expired file_id as a tool error that says so', async () => {
    const app = await makeApp({ FILE_STORE_TTL_S: '1' })
    try {
      const base = await listen(app)
      const client = await connect(base)
      try {
        const uploaded = await call(client, 'upload_file', { name: 'photo.png', data_base64: fixture('photo.png').toString('base64') })
        const id = (uploaded.structuredContent!.files as { file_id: string }[])[0]!.file_id
        // A file kept for one second, asked for after it.
        await new Promise((resolve) => setTimeout(resolve, 1_100))
        const expired = await call(client, 'run_operation', { op: 'file/image-info', file_ids: [id] })
        // FILE_EXPIRED until the sweep removes it (every FILE_STORE_TTL_S here), FILE_NOT_FOUND after.
        expect(expired.isError).toBe(true)
        expect([['FILE_EXPIRED', 410], ['FILE_NOT_FOUND', 404]]).toContainEqual([expired._meta!['devutils/code'], expired._meta!['devutils/status']])
      } finally {
        await client.close()
      }
    } finally {
      await app.close()
    }
  })
})

describe('MCP full tools', () => {
  let app: FastifyInstance
  let client: Client
  beforeAll(async () => {
    app = await makeApp({ MCP_TOOLS: 'full' })
    client = await connect(await listen(app))
  })
  afterAll(async () => {
    await client?.close()
    await app?.close()
  })

  it('lists one tool per operation, each input and output schema valid JSON Schema, and runs one', async () => {
    const { tools } = await client.listTools()
    expect(tools).toHaveLength(operations.length)
    const ajv = new Ajv2020({ strict: false })
    for (const tool of tools) {
      expect(() => ajv.compile(tool.inputSchema), tool.name).not.toThrow()
      if (tool.outputSchema) expect(() => ajv.compile(tool.outputSchema!), tool.name).not.toThrow()
    }
    const web = tools.find((tool) => tool.name === 'web_dns')!
    expect(web.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: true, idempotentHint: false })
    expect(tools.find((tool) => tool.name === 'calc_bmi')!.annotations).toMatchObject({ idempotentHint: true, openWorldHint: false })
    const run = await call(client, 'calc_bmi', { weight: 70, height: 175 })
    expect(run.structuredContent).toMatchObject({ bmi: 22.9 })
  })
})

describe('MCP over stdio (npx devutils mcp)', () => {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const spawned = async (args: string[] = []) => {
    const client = new Client({ name: 'devutils-test', version: '1.0.0' })
    await client.connect(new StdioClientTransport({ command: 'npx', args: ['devutils', 'mcp', ...args], cwd: root, stderr: 'pipe' }))
    return client
  }

  it('runs operations, pipelines and files in process, with no server and no quota', async () => {
    const client = await spawned()
    try {
      const { tools } = await client.listTools()
      expect(tools).toHaveLength(5)
      expect((await call(client, 'run_operation', { op: 'calc/bmi', params: { weight: 70, height: 175 } })).structuredContent).toMatchObject({ bmi: 22.9 })
      const piped = await call(client, 'run_pipeline', { input: 'FOOBAR', steps: [{ op: 'text/case', params: { mode: 'lower' } }, { op: 'encode/base32' }] })
      expect(piped.structuredContent).toMatchObject({ output: base32('foobar') })
      const uploaded = await call(client, 'upload_file', { name: 'photo.png', data_base64: fixture('photo.png').toString('base64') })
      const id = (uploaded.structuredContent!.files as { file_id: string }[])[0]!.file_id
      const resized = await call(client, 'run_operation', { op: 'file/image-resize', params: { width: 20 }, file_ids: [id] })
      const next = (resized.structuredContent!.files as { file_id: string }[])[0]!.file_id
      expect((await call(client, 'run_operation', { op: 'file/image-info', file_ids: [next] })).structuredContent).toMatchObject({ width: 20 })
    } finally {
      await client.close()
    }
  }, 60_000)

  it('forwards to a running instance with --url and --key, counted there', async () => {
    const overrides = { QUOTAS: 'true', DATABASE_URL: `sqlite:${process.env.TMPDIR ?? '/tmp'}/mcp-stdio-${randomUUID()}.db`, BURST_PER_SECOND: '0' }
    const platform = await createPlatform(testConfig(overrides))
    const { key } = await platform.accounts.create(`mcp-stdio-${randomUUID()}@example.com`, null, 'custom', 10)
    const app = await makeApp(overrides)
    try {
      const client = await spawned(['--url', await listen(app), '--key', key])
      try {
        const run = await call(client, 'run_operation', { op: 'number/roman', params: { value: 1994 } })
        expect(run.structuredContent).toMatchObject({ roman: 'MCMXCIV' })
        expect(run._meta!['devutils/quota']).toMatchObject({ limit: 10, remaining: 9 })
      } finally {
        await client.close()
      }
    } finally {
      await app.close()
      await platform.close()
    }
  }, 60_000)
})

const stores = sharedStores('MCP across two instances on PostgreSQL + Redis')

describe.skipIf(!stores)('MCP on two instances sharing PostgreSQL and Redis', () => {
  it('uses through /mcp on one instance a file uploaded on the other', async () => {
    const overrides = { QUOTAS: 'true', DATABASE_URL: stores!.databaseUrl, REDIS_URL: stores!.redisUrl, BURST_PER_SECOND: '0' }
    const operator = await createPlatform(testConfig(overrides))
    const { account, key } = await operator.accounts.create(`mcp-shared-${randomUUID()}@example.com`, null, 'custom', 1000)
    const [one, two] = [await makeApp(overrides), await makeApp(overrides)]
    try {
      const form = new FormData()
      form.append('files[]', new Blob([fixture('photo.png')], { type: 'image/png' }), 'photo.png')
      const uploaded = await fetch(`${await listen(one)}/api/v1/files`, { method: 'POST', body: form, headers: { 'x-api-key': key } })
      const { result } = await uploaded.json() as { result: { file_id: string } }
      const client = await connect(await listen(two!), { 'x-api-key': key })
      try {
        const info = await call(client, 'run_operation', { op: 'file/image-info', file_ids: [result.file_id] })
        expect(info.isError, info.content[0]?.text).toBeFalsy()
        expect(info.structuredContent).toMatchObject({ format: 'png', name: 'photo.png' })
      } finally {
        await client.close()
      }
    } finally {
      await Promise.all([one!.close(), two!.close()])
      await operator.accounts.revokeKey(account.id).finally(() => operator.close())
    }
  })
})
