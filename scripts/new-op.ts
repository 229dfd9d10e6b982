/**
 * Starts a new operation: npm run new-op -- <category>/<name>. Writes
 * src/operations/<category>/<name>.ts, a working operation with one parameter, one example and its
 * English and Spanish texts, and registers it at the end of its category's index. Run from the
 * repository root (npm run does that); it refuses, changing nothing, an unknown category, a name
 * that is not kebab-case and an operation that already exists.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { readAnswers, writeAnswers } from './example-answers.ts'

const USAGE = 'usage: npm run new-op -- <category>/<name>, e.g. npm run new-op -- text/title-case'
// The rule defineOperation enforces on operation names.
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
// Words an import binding cannot be (or should not shadow); such a name gets an Op suffix, as caseOp does.
const RESERVED = new Set([
  'arguments', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do',
  'else', 'enum', 'eval', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'implements', 'import', 'in',
  'instanceof', 'interface', 'let', 'new', 'null', 'package', 'private', 'protected', 'public', 'return', 'static',
  'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'undefined', 'var', 'void', 'while', 'with', 'yield',
  'z', 'defineOperation',
])

function refuse(message: string): never {
  process.stderr.write(`new-op: ${message}\n`)
  process.exit(1)
}

/** The import binding for an operation in its category index: camelCase, clear of keywords and other imports. */
function binding(name: string, index: string): string {
  const camel = name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
  const taken = new Set([...index.matchAll(/^import\s+(\w+)\s+from\b/gm)].map((m) => m[1]!))
  const candidates = /^[0-9]/.test(camel)
    ? [`op${camel}`]
    : [camel, `${camel}Op`]
  const free = candidates.find((c) => !RESERVED.has(c) && !taken.has(c))
  if (free === undefined) refuse(`cannot name the import of ${name}: ${candidates.join(' and ')} are taken in its index`)
  return free
}

/** The category index with the operation's import after the last import and its entry at the end of the list. */
function registered(index: string, indexPath: string, ident: string, name: string): string {
  const imports = [...index.matchAll(/^import .*\n/gm)]
  const last = imports.at(-1)
  const list = /^export default \[\n((?:.*,\n)*)\]/m.exec(index)
  if (last === undefined || list === null) {
    refuse(`${indexPath} is not in the expected form (import lines, then "export default [" with one operation per line)`)
  }
  const importAt = last.index + last[0].length
  const entryAt = list.index + list[0].length - 1
  if (entryAt < importAt) refuse(`${indexPath} is not in the expected form (its list comes before its imports)`)
  return index.slice(0, importAt) + `import ${ident} from './${name}.ts'\n`
    + index.slice(importAt, entryAt) + `  ${ident},\n` + index.slice(entryAt)
}

/** What the stub's one example answers, recorded for the docs as `npm run examples` would. */
const STUB_ANSWER = { text: 'Hello, world', characters: 12 }

function operationSource(category: string, name: string): string {
  return `import { z } from 'zod'
import { defineOperation } from '../../core/operation.ts'
import { described } from '../../core/field-words.ts'

export default defineOperation({
  category: '${category}',
  name: '${name}',
  input: 'json',
  summary: 'Describe in one line what ${name} does',
  description: 'Describe what ${name} does in full: what it reads, what it answers and its limits.',
  params: z.object({
    text: z.string().max(1000).describe('The text to work on, up to 1000 characters'),
  }),
  result: z.object({
    text: z.string().apply(described, {
      en: 'The text as received', es: 'El texto tal como se recibió', de: 'Der Text wie empfangen', fr: 'Le texte tel que reçu',
      'pt-br': 'O texto como foi recebido', 'zh-cn': '收到的原始文本',
    }),
    characters: z.number().int().min(0).apply(described, {
      en: 'Its length in characters (Unicode code points)', es: 'Su longitud en caracteres (puntos de código Unicode)',
      de: 'Seine Länge in Zeichen (Unicode-Codepunkte)', fr: 'Sa longueur en caractères (points de code Unicode)',
      'pt-br': 'Seu comprimento em caracteres (pontos de código Unicode)', 'zh-cn': '其长度，以字符（Unicode 码位）计',
    }),
  }),
  examples: [
    { params: { text: '${STUB_ANSWER.text}' }, result: { text: '${STUB_ANSWER.text}', characters: ${STUB_ANSWER.characters} } },
  ],
  run: ({ text }) => ({ text, characters: [...text].length }),
  es: {
    summary: 'Describe en una línea lo que hace ${name}',
    description: 'Describe por completo lo que hace ${name}: qué lee, qué responde y sus límites.',
    params: {
      text: 'El texto con el que trabajar, hasta 1000 caracteres',
    },
  },
  de: {
    summary: 'Beschreiben Sie in einer Zeile, was ${name} tut',
    description: 'Beschreiben Sie vollständig, was ${name} tut: was es liest, was es zurückgibt und wo seine Grenzen liegen.',
    params: {
      text: 'Der zu bearbeitende Text, bis zu 1000 Zeichen',
    },
  },
  fr: {
    summary: 'Décrivez en une ligne ce que fait ${name}',
    description: 'Décrivez en détail ce que fait ${name} : ce qu’il lit, ce qu’il renvoie et ses limites.',
    params: {
      text: 'Le texte à traiter, jusqu’à 1000 caractères',
    },
  },
  'pt-br': {
    summary: 'Descreva em uma linha o que ${name} faz',
    description: 'Descreva por completo o que ${name} faz: o que lê, o que responde e quais são seus limites.',
    params: {
      text: 'O texto a processar, até 1000 caracteres',
    },
  },
  'zh-cn': {
    summary: '用一行文字说明 ${name} 的作用',
    description: '完整说明 ${name} 的作用：读取什么、返回什么，以及有哪些限制。',
    params: {
      text: '要处理的文本，最多 1000 个字符',
    },
  },
})
`
}

const root = process.cwd()
const args = process.argv.slice(2)
if (args.length !== 1) refuse(USAGE)
const match = /^([^/]+)\/([^/]+)$/.exec(args[0]!)
if (match === null) refuse(`"${args[0]}" is not <category>/<name>; ${USAGE}`)
const category = match[1]!
const name = match[2]!

const operationTs = path.join(root, 'src/core/operation.ts')
if (!existsSync(operationTs)) refuse(`no src/core/operation.ts in ${root}: run it from the repository root`)
const { CATEGORIES } = await import(pathToFileURL(operationTs).href) as { CATEGORIES: readonly string[] }
if (!CATEGORIES.includes(category)) refuse(`unknown category "${category}"; the categories are ${CATEGORIES.join(', ')}`)
if (!NAME.test(name)) refuse(`"${name}" is not kebab-case: lowercase letters and digits in words joined by single hyphens, e.g. title-case`)
if (name === 'index') refuse('"index" is the name of the category list, not of an operation')

const file = `src/operations/${category}/${name}.ts`
const indexFile = `src/operations/${category}/index.ts`
if (existsSync(path.join(root, file))) refuse(`${file} already exists`)
if (!existsSync(path.join(root, indexFile))) refuse(`${indexFile} does not exist`)

const index = readFileSync(path.join(root, indexFile), 'utf8')
const ident = binding(name, index)
const newIndex = registered(index, indexFile, ident, name)
writeFileSync(path.join(root, file), operationSource(category, name), { flag: 'wx' })
writeFileSync(path.join(root, indexFile), newIndex)
writeAnswers(root, { ...readAnswers(root), [`${category}/${name}`]: [STUB_ANSWER] })

process.stdout.write(`Wrote ${file}: POST /api/v1/${category}/${name}, a working stub with one parameter and one example
Registered it as ${ident}, at the end of ${indexFile}

Next:
  1. Edit ${file}: its parameters (zod), its result schema (each field's meaning in English and
     Spanish), examples, run, English summary and description, and the Spanish texts under es:
     (shared Spanish phrases are in src/i18n/es/phrases/)
  2. npm run readme      # lists it in the README
  3. npm run examples    # records its examples' whole answers for the docs
  4. npm run lint
  5. npx vitest run test/examples.test.ts test/registry.test.ts test/results.test.ts test/web/operation-text.test.ts
`)
