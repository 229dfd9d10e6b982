/**
 * Regenerates the TypeScript SDK in sdk/ from the OpenAPI document the app serves: npm run sdk.
 *
 * Writes sdk/openapi.json (the document), sdk/src/schema.ts (its types, by openapi-typescript) and
 * sdk/src/operations.ts (the table of operations the client calls: category, method name, path,
 * HTTP method, input kind, what it answers). test/sdk.test.ts fails when these are out of date.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'
import { testConfig } from '../src/config.ts'
import { buildApp } from '../src/http/app.ts'

const HEADER = [
  '// Generated from the devutils OpenAPI document by `npm run sdk` (scripts/sdk.ts). Do not edit:',
  '// change the service, then run `npm run sdk` again.',
  '',
].join('\n')

export const SDK_DIR = fileURLToPath(new URL('../sdk/', import.meta.url))

type Json = Record<string, unknown>
interface Document {
  paths: Record<string, Record<string, Json>>
}

/** The document exactly as GET /openapi.json serves it, from an app built with the test settings. */
export async function servedDocument(): Promise<Json> {
  const app = await buildApp(testConfig())
  try {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' })
    if (res.statusCode !== 200) throw new Error(`/openapi.json answered ${res.statusCode}`)
    return res.json() as Json
  } finally {
    await app.close()
  }
}

const camelCase = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())

/** The operations under /api/v1/<category>/<name>, by category then camel-cased name. */
function operationTable(document: Document): string {
  const table: Record<string, Record<string, Json>> = {}
  for (const [route, item] of Object.entries(document.paths)) {
    const match = /^\/api\/v1\/([a-z]+)\/([a-z0-9-]+)$/.exec(route)
    const [method, operation] = Object.entries(item)[0]!
    // The account routes belong to the dashboard (a session cookie), not to API callers.
    if (!match || match[1] === 'account' || (operation.tags as string[])[0] !== match[1]) continue
    const [, category, name] = match as unknown as [string, string, string]
    const body = (operation.requestBody as { content: Record<string, { schema: { properties: Record<string, Json> } }> } | undefined)?.content
    const upload = body?.['multipart/form-data']?.schema.properties['files[]'] !== undefined
    const answers = (operation.responses as Record<string, { content?: Json }>)['200']?.content ?? {}
    const entry: Json = {
      path: route,
      method: method.toUpperCase(),
      input: method === 'get' ? 'query' : upload ? 'file' : 'json',
    }
    if (upload) {
      entry.answers = 'application/json' in answers ? 'json' : 'file'
      // JSON about each upload: one upload answers its result, several a list of them.
      const result = (answers['application/json'] as { schema?: { properties?: { result?: { oneOf?: unknown } } } } | undefined)?.schema?.properties?.result
      if (result?.oneOf !== undefined) entry.each = true
      // Named single-file fields besides files[] (a stamp image, say) are sent as files too.
      entry.fileFields = Object.entries(body!['multipart/form-data']!.schema.properties)
        .filter(([field, schema]) => field !== 'files[]' && schema.contentMediaType !== undefined)
        .map(([field]) => field)
    }
    ;(table[category] ??= {})[camelCase(name)] = entry
  }
  const quote = (value: unknown): string => Array.isArray(value)
    ? `[${value.map(quote).join(', ')}]`
    : typeof value === 'string' ? `'${value}'` : String(value)
  const lines = Object.entries(table).flatMap(([category, ops]) => [
    `  ${category}: {`,
    ...Object.entries(ops).map(([name, entry]) =>
      `    ${/-/.test(name) ? `'${name}'` : name}: { ${Object.entries(entry).map(([key, value]) => `${key}: ${quote(value)}`).join(', ')} },`),
    '  },',
  ])
  return [
    HEADER,
    '/** Every operation of the API by category and method name: where it lives and how it is called. */',
    'export const OPERATIONS = {',
    ...lines,
    '} as const',
    '',
    'export type Category = keyof typeof OPERATIONS',
    '',
  ].join('\n')
}

/**
 * A schema that refers to itself (an EXIF value is a list of EXIF values, say) comes out of the
 * generator as a property of `components` typed through itself, which TypeScript refuses. Such a
 * schema becomes a named recursive type alias, and the property refers to that alias.
 */
function withRecursiveAliases(types: string): string {
  const aliases: string[] = []
  const rewritten = types.replace(/^( {8})(\w+): (.+);$/gm, (line, indent: string, name: string, type: string) => {
    const self = `components["schemas"]["${name}"]`
    if (!type.includes(self)) return line
    aliases.push(`export type ${name} = ${type.replaceAll(self, name)};`)
    return `${indent}${name}: ${name};`
  })
  return aliases.length === 0 ? rewritten : `${rewritten}\n${aliases.join('\n')}\n`
}

/** Every generated file of the SDK, by path relative to sdk/, with its contents. */
export async function sdkFiles(): Promise<Record<string, string>> {
  const document = await servedDocument()
  const types = withRecursiveAliases(astToString(await openapiTS(document as never)))
  return {
    'openapi.json': `${JSON.stringify(document, null, 2)}\n`,
    'src/schema.ts': `${HEADER}\n${types}`,
    'src/operations.ts': operationTable(document as unknown as Document),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = await sdkFiles()
  for (const [file, contents] of Object.entries(files)) {
    const target = path.join(SDK_DIR, file)
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, contents)
  }
  process.stdout.write(`SDK regenerated: ${Object.keys(files).map((file) => `sdk/${file}`).join(', ')}\n`)
}
