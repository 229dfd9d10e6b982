/**
 * The shape of src/, checked by `npm run lint`: each folder imports only from the folders below
 * it, no chain of imports (type imports included) comes back to where it started, and no folder
 * grows past MAX_FILES_PER_FOLDER files.
 *
 *   cli/              the devutils command: runs operations, starts the service and the rest
 *   main.ts           starts the service: anything
 *   mcp-stdio.ts      the MCP tools over stdio (devutils mcp), in process or forwarding
 *   http/             the HTTP surface: everything below
 *   mcp/              the MCP tools and server, reaching the API through a gateway
 *   web/              the site and docs pages
 *   worker.ts         a process that only runs jobs (devutils worker)
 *   jobs/             asynchronous jobs: records, files, engines (embedded, BullMQ)
 *   platform/         accounts, keys, quotas, stores
 *   operations/       the registry: one file per operation, and kits/ that build several alike
 *   workers/          worker threads and the task table
 *   lib/              algorithms and formats, knowing nothing of HTTP or the registry
 *   core/             what an operation is, errors, the OpenAPI document
 *   i18n/, config.ts  messages and phrases; settings
 *
 * Usage: node --import tsx scripts/layers.ts [root]   (prints each problem; exit 1 when any)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Which layers each layer may import from (besides itself). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  'i18n': [],
  'config': [],
  'types': [],
  'core': ['i18n'],
  'lib': ['core', 'i18n', 'config'],
  'workers': ['lib', 'core', 'i18n', 'config'],
  'operations': ['lib', 'core', 'i18n'],
  'platform': ['lib', 'core', 'i18n', 'config'],
  'jobs': ['platform', 'lib', 'core', 'i18n', 'config'],
  'web': ['lib', 'core', 'i18n', 'config'],
  'mcp': ['core', 'i18n'],
  'http': ['web', 'jobs', 'platform', 'operations', 'workers', 'mcp', 'lib', 'core', 'i18n', 'config'],
  'main': ['http', 'lib', 'config'],
  'cli': ['main', 'worker', 'mcp-stdio', 'http', 'mcp', 'web', 'operations', 'platform', 'lib', 'core', 'i18n', 'config'],
  'mcp-stdio': ['http', 'mcp', 'operations', 'core', 'i18n', 'config'],
  'worker': ['http', 'config'],
}

/** Modules of core/ that lib/ must not reach: they are about operations, not about algorithms. */
const CORE_OF_OPERATIONS = new Set(['core/operation.ts', 'core/operation-list.ts', 'core/openapi.ts', 'core/validate.ts'])

// import … from '…', export … from '…', import '…' and import('…'), relative paths only.
const IMPORT = /(?:^|\n)[ \t]*(?:import|export)\b[^'"`;]*?\bfrom[ \t]*['"](\.{1,2}\/[^'"]+)['"]|(?:^|\n)[ \t]*import[ \t]*['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return name.endsWith('.ts') && !name.endsWith('.d.ts') ? [full] : []
  })
}

/** The layer of a path relative to src/: its first folder, or the file's name at the top. */
function layerOf(relative: string): string {
  const [first, ...rest] = relative.split('/')
  return rest.length === 0 ? first!.replace(/\.ts$/, '') : first!
}

/** Every relative import of each file under src/, as paths relative to src/. */
function importGraph(src: string): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of sourceFiles(src)) {
    const from = path.relative(src, file).split(path.sep).join('/')
    const text = readFileSync(file, 'utf8')
    const targets: string[] = []
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2] ?? match[3]!
      const target = path.relative(src, path.resolve(path.dirname(file), spec)).split(path.sep).join('/')
      if (!target.startsWith('..')) targets.push(target)
    }
    graph.set(from, targets)
  }
  return graph
}

function layerProblems(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const problems: string[] = []
  for (const [from, targets] of graph) {
    const layer = layerOf(from)
    const allowed = ALLOWED[layer]
    for (const target of targets) {
      const to = layerOf(target)
      if (allowed === undefined) problems.push(`${from}: src/${layer} is not a known layer (add it to scripts/layers.ts)`)
      else if (to !== layer && !allowed.includes(to)) problems.push(`${from} imports ${target}: ${layer}/ may import only from ${allowed.join(', ') || 'itself'}`)
      else if (layer === 'lib' && CORE_OF_OPERATIONS.has(target)) problems.push(`${from} imports ${target}: lib/ knows nothing of operations`)
    }
  }
  return problems
}

/** Each import cycle once, as the files around it (Tarjan's strongly connected components). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string): void => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)!.includes(node)) found.push(component.sort())
    }
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return found
}

/** The shortest chain of imports from the first file of a cycle back to itself. */
function loopOf(graph: ReadonlyMap<string, readonly string[]>, files: readonly string[]): string[] {
  const inside = new Set(files)
  const start = files[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  while (queue.length > 0) {
    const node = queue.shift()!
    for (const target of graph.get(node) ?? []) {
      if (!inside.has(target)) continue
      if (target === start) {
        const loop = [start]
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) loop.splice(1, 0, at)
        return [...loop, start]
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node)
        queue.push(target)
      }
    }
  }
  return [start, start]
}

/** Most files directly in one folder, so a folder's name keeps saying what it holds. */
export const MAX_FILES_PER_FOLDER = 20

/**
 * Folders with more files than that, apart from a category of operations (one file per URL) and a
 * language's messages.
 */
function crowdedFolders(src: string, dir = src): string[] {
  const entries = readdirSync(dir, { withFileTypes: true })
  const relative = path.relative(src, dir).split(path.sep).join('/')
  const exempt = /^operations\/[^/]+$/.test(relative) && relative !== 'operations/kits' || /^i18n\/[^/]+$/.test(relative)
  const files = entries.filter((entry) => entry.isFile()).length
  return [
    ...(!exempt && files > MAX_FILES_PER_FOLDER ? [`src/${relative}/ holds ${files} files; group them into folders named for what they hold (at most ${MAX_FILES_PER_FOLDER} each)`] : []),
    ...entries.filter((entry) => entry.isDirectory()).flatMap((entry) => crowdedFolders(src, path.join(dir, entry.name))),
  ]
}

/** Every broken rule under root/src, one line each. */
export function checkLayers(root: string): string[] {
  const graph = importGraph(path.join(root, 'src'))
  return [
    ...crowdedFolders(path.join(root, 'src')),
    ...layerProblems(graph),
    ...cycles(graph).map((files) => `import cycle: ${loopOf(graph, files).join(' -> ')} (${files.length} files take part)`),
  ]
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = process.argv[2] ?? process.cwd()
  const problems = checkLayers(root)
  for (const problem of problems) console.error(problem)
  if (problems.length > 0) process.exit(1)
}
