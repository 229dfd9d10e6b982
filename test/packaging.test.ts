/**
 * What the container image relies on: it installs `npm ci --omit=dev` and copies only the
 * directories its Dockerfile names, so a runtime import of a development package, or a file read
 * from outside those directories, would work in every test here and fail only in the image.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
  scripts: Record<string, string>
}
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8')

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|mts|js|mjs)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
}

/**
 * What a file loads when it runs: modules it imports (type-only imports and exports left out),
 * packages it resolves (`require.resolve('pdfjs-dist/...')`) and files it opens relative to
 * itself (`new URL('../x', import.meta.url)`).
 */
function runtimeLoads(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings
      const onlyTypes = bindings && ts.isNamedImports(bindings) && !node.importClause?.name && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)
      if (!onlyTypes) found.push(node.moduleSpecifier.text)
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text)
    } else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteral(node.arguments[0])
      && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'resolve'))) {
      found.push(node.arguments[0].text)
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL'
      && node.arguments?.[0] && ts.isStringLiteral(node.arguments[0]) && node.arguments[1]?.getText() === 'import.meta.url') {
      found.push(node.arguments[0].text.startsWith('.') ? node.arguments[0].text : `./${node.arguments[0].text}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const packageOf = (specifier: string) => specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!
const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier)

/** The directories the image's runtime stage copies next to node_modules (dist/ comes compiled from the build stage). */
const runtimeStage = dockerfile.slice(dockerfile.indexOf('AS slim'))
const copied = [...runtimeStage.matchAll(/^COPY (?:--from=build \/app\/)?(.+) \.\/\S*$/gm)].flatMap((m) => m[1]!.split(/\s+/)).filter((entry) => !entry.startsWith('--from'))

describe('what the container image installs and copies', () => {
  const files = ['src', 'bin'].flatMap(sourceFiles)

  it('finds the service\'s source files to check', () => {
    expect(files.length).toBeGreaterThan(200)
    expect(files).toContain(path.join('src', 'main.ts'))
  })

  it('loads at run time only packages listed under dependencies (the image omits devDependencies)', () => {
    const wrong: string[] = []
    for (const file of files) {
      for (const specifier of runtimeLoads(file)) {
        if (specifier.startsWith('.') || isBuiltin(specifier)) continue
        const name = packageOf(specifier)
        if (!(name in pkg.dependencies)) wrong.push(`${file}: ${specifier}${name in pkg.devDependencies ? ' (a devDependency)' : ' (not in package.json)'}`)
      }
    }
    expect(wrong).toEqual([])
  })

  it('loads nothing from outside the directories the image copies', () => {
    const outside: string[] = []
    for (const file of files) {
      for (const specifier of runtimeLoads(file)) {
        if (!specifier.startsWith('.')) continue
        // Compiled, src/x runs as dist/x: a file beside it is read from dist/ too.
        const resolved = path.relative(root, path.resolve(root, path.dirname(file), specifier)).split(path.sep)
        const target = resolved[0] === 'src' ? 'dist' : resolved[0]!
        // '' is the project's root itself.
        if (target !== '' && !copied.includes(target)) outside.push(`${file}: ${specifier}`)
      }
    }
    expect(copied).toEqual(expect.arrayContaining(['dist', 'bin', 'assets', 'package.json']))
    expect(outside).toEqual([])
  })

  it('runs the same compiled entry as npm start, built in its own stage from the same sources', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1]
    expect(cmd).toBeDefined()
    expect((JSON.parse(cmd!) as string[]).join(' ')).toBe(pkg.scripts.start)
    expect(pkg.scripts.start).toBe('node dist/main.js')
    expect(pkg.scripts.prepare).toBe('node scripts/build.mjs')
    expect(dockerfile).toMatch(/^COPY src \.\/src$/m)
    expect(dockerfile).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m)
  })

  it('runs as a non-root user, with a health check on /healthz', () => {
    // The stages that run: the slim image and the full one built on it (the others only build).
    const stages = dockerfile.split(/^FROM /m).slice(1).filter((stage) => / AS (?:slim|full)$/m.test(stage.split('\n')[0]!))
    expect(stages).toHaveLength(2)
    for (const stage of stages) {
      const users = [...stage.matchAll(/^USER (\S+)$/gm)].map((m) => m[1])
      expect(users.at(-1), `stage ${stage.split('\n')[0]}`).toBe('node')
    }
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m)
  })
})
