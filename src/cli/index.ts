/**
 * `devutils`: every operation on the command line, offline or against a server, and the
 * service's own commands (serve, worker, mcp, admin). Each command loads only what it needs:
 * `run` loads its one operation, `serve` the whole service.
 */
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { DEFAULT_LANGUAGE, matchLanguage } from '../i18n/languages.ts'
import { CallFailed, EXIT, splitFlag, targetOf, UsageError } from './calls.ts'

const HELP = `devutils: everyday developer utilities (hashing, encoding, formats, dates, numbers,
calculators, images, PDF and office files) on the command line, offline or against a server.

Usage: devutils [--url URL] [--key KEY] [--lang en|es] <command> [arguments]

Commands:
  list [category] [--search words]   the operations, one line each
  help <category/name>               an operation's parameters, result fields and examples
  run <category/name> [--param value …] [text | files… | -] [-o path] [--field name]
                                     runs an operation; its main text from an argument or stdin
  pipe '<op> key=value | <op> …' [files…] [--input text] [-o path]
                                     runs a pipeline (or a pipeline JSON file)
  completion bash|zsh|fish           prints a shell completion script
  serve                              starts the HTTP service: API, docs, site (as npm start)
  worker                             runs jobs only, for a distributed deployment
  mcp                                the MCP tools over stdio, for AI assistants
  admin <command>                    manages accounts, plans and keys

Options:
  --url URL     send the work to a devutils server (or DEVUTILS_URL); without it, operations
                run in this process: nothing to start, no quota
  --key KEY     the server's API key (or DEVUTILS_KEY)
  --lang LANG   language of help and messages: en, es, de, fr, pt-br or zh-cn (or LANG)
  -o, --output  where results go: a file, or a folder for several (default for files: next to
                each input, named as the API names it; stdout when piped)
  --field NAME  print one field of the result, raw
  --debug       print stack traces of failures
  -h, --help    this help; devutils <command> --help for a command's

After the operation of \`run\`, a flag named like one of its parameters (--url of web/http-headers, --key
of dev/hmac) is that parameter; give the global flag before the command instead.

Exit codes: 0 success, 1 failure, 2 bad usage (unknown operation, invalid parameters),
3 quota exhausted, 4 busy or timed out.

Examples:
  devutils run number/roman --value 1994
  cat data.json | devutils run dev/json-format --indent 4
  devutils run dev/hash --text hello --field hashes.sha256
  devutils run file/heic-to-jpg *.heic -o out/
  devutils pipe 'text/case mode=upper | encode/base32' --input hello
  devutils --url https://devutils.example.com --key $KEY run calc/bmi --weight 70 --height 1.75
`

const COMMAND_HELP: Record<string, string> = {
  list: 'Usage: devutils list [category] [--search words]\n\nThe operations, one line each, with their summary; a category or words narrow the list.\n',
  help: 'Usage: devutils help <category/name>\n\nAn operation\'s parameters (types, bounds, defaults), result fields and examples.\n',
  run: 'Usage: devutils run <category/name> [--param value …] [text | files… | -] [-o path] [--field name]\n\nRuns an operation. Parameters are flags with the operation\'s own names (--weight 70);\nbooleans take --flag or --no-flag. The main text comes from an argument or stdin; files from\npaths, or - for stdin. devutils help <category/name> lists the parameters.\n',
  pipe: 'Usage: devutils pipe \'<op> key=value | <op> …\' [files…] [--input text] [-o path] [--field name]\n       devutils pipe pipeline.json [files…]\n\nRuns a pipeline as POST /api/v1/pipeline does: each step\'s output is the next one\'s input.\nThe input comes from --input or stdin; files from the arguments.\n',
  completion: 'Usage: devutils completion bash|zsh|fish\n\n  bash: source <(devutils completion bash)\n  zsh:  devutils completion zsh > "${fpath[1]}/_devutils"\n  fish: devutils completion fish > ~/.config/fish/completions/devutils.fish\n',
  serve: 'Usage: devutils serve\n\nStarts the HTTP service (API, docs, site), configured by environment variables (PORT, HOST,\nDATABASE_URL, …: see the README). Stops on SIGTERM or Ctrl-C after the requests in flight.\n',
  worker: 'Usage: devutils worker\n\nRuns jobs only, taking them from the queue the service shares (DATABASE_URL and REDIS_URL).\n',
}

interface Globals {
  url?: string
  key?: string
  lang: string
  output?: string
  field?: string
  input?: string
  search?: string
  debug: boolean
  help: boolean
}

const VALUE_FLAGS: Record<string, keyof Globals> = {
  '--url': 'url', '--key': 'key', '--lang': 'lang', '--output': 'output', '-o': 'output', '--field': 'field', '--input': 'input', '--search': 'search',
}

/** The language of --lang or LANG (de, de_DE.UTF-8, pt-BR, zh_CN…), English when none matches. */
function languageOf(value: string | undefined): string {
  return (value === undefined ? undefined : matchLanguage(value)) ?? DEFAULT_LANGUAGE
}

/**
 * Takes the global flags out of `args` into `globals`; those that `isOwn` claims (an operation's
 * parameters of the same name) stay for the command, with every other argument.
 */
function takeGlobals(args: readonly string[], globals: Globals, isOwn: (flag: string) => boolean = () => false): string[] {
  const rest: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--') {
      rest.push(...args.slice(i))
      break
    }
    const [flag, inline] = splitFlag(arg)
    const field = VALUE_FLAGS[flag]
    if (field !== undefined && !isOwn(flag)) {
      const value = inline ?? args[++i]
      if (value === undefined) throw new UsageError(`${flag} needs a value`)
      ;(globals[field] as string) = field === 'lang' ? languageOf(value) : value
    } else if ((flag === '--debug' || flag === '--help' || flag === '-h') && !isOwn(flag)) {
      globals[flag === '--debug' ? 'debug' : 'help'] = true
    } else {
      rest.push(arg)
    }
  }
  return rest
}

async function main(argv: readonly string[]): Promise<number> {
  // Global flags before the command are always the program's own.
  const commandAt = argv.findIndex((arg, i) => !arg.startsWith('-') && !(i > 0 && VALUE_FLAGS[argv[i - 1]!] !== undefined && !argv[i - 1]!.includes('=')))
  const before = commandAt < 0 ? argv : argv.slice(0, commandAt)
  const command = commandAt < 0 ? undefined : argv[commandAt]!
  const after = commandAt < 0 ? [] : argv.slice(commandAt + 1)
  const globals: Globals = { lang: languageOf(process.env.LANG), debug: false, help: false }
  const unknown = takeGlobals(before, globals)
  if (unknown.length > 0) throw new UsageError(`unknown option ${unknown[0]}; see devutils --help`)
  if (command === undefined) {
    process.stdout.write(HELP)
    return EXIT.ok
  }
  // The service's own programs read their arguments themselves.
  if (command === 'admin') {
    const { runAdmin, adminFailure } = await import('./admin.ts')
    return runAdmin([...after]).catch(adminFailure)
  }
  if (command === 'mcp') {
    process.argv = [process.argv[0]!, process.argv[1]!, ...after]
    await startProgram('mcp-stdio')
    return -1
  }
  if ((command === 'serve' || command === 'worker') && after.some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(COMMAND_HELP[command]!)
    return EXIT.ok
  }
  if (command === 'serve') {
    await startProgram('main')
    return -1
  }
  if (command === 'worker') {
    await startProgram('worker')
    return -1
  }

  const rest = command === 'run' && after[0] !== undefined && !after[0].startsWith('-')
    ? await globalsAroundOperation(after, globals)
    : takeGlobals(after, globals)
  if (globals.help) {
    const text = COMMAND_HELP[command]
    if (text === undefined) throw new UsageError(`unknown command "${command}"; see devutils --help`)
    process.stdout.write(text)
    return EXIT.ok
  }
  const target = () => targetOf(globals)
  switch (command) {
    case 'list': {
      const { list } = await import('./catalog.ts')
      if (rest.length > 1) throw new UsageError('list takes at most one category; see devutils list --help')
      process.stdout.write(await list(rest[0], globals.search, globals.lang))
      return EXIT.ok
    }
    case 'help': {
      if (rest[0] === undefined) {
        process.stdout.write(HELP)
        return EXIT.ok
      }
      const { help } = await import('./catalog.ts')
      process.stdout.write(await help(rest[0], globals.lang))
      return EXIT.ok
    }
    case 'completion': {
      const { completion } = await import('./catalog.ts')
      process.stdout.write(await completion(rest[0]))
      return EXIT.ok
    }
    case 'run': {
      const [id, ...args] = rest
      if (id === undefined) throw new UsageError('run needs an operation: devutils run <category/name> (devutils list shows them)')
      const { run } = await import('./run.ts')
      await run(id, args, { target: target(), ...(globals.output !== undefined && { output: globals.output }), ...(globals.field !== undefined && { field: globals.field }) })
      return EXIT.ok
    }
    case 'pipe': {
      const [spec, ...files] = rest
      if (spec === undefined) throw new UsageError(`pipe needs steps: devutils pipe 'text/case mode=upper | encode/base32'`)
      const { pipe } = await import('./pipe.ts')
      await pipe(spec, files, {
        target: target(),
        ...(globals.input !== undefined && { input: globals.input }),
        ...(globals.output !== undefined && { output: globals.output }),
        ...(globals.field !== undefined && { field: globals.field }),
      })
      return EXIT.ok
    }
    default:
      throw new UsageError(`unknown command "${command}"; see devutils --help`)
  }
}

/** The global flags of `run <op> …`: a flag the operation has as a parameter stays its parameter. */
async function globalsAroundOperation(after: readonly string[], globals: Globals): Promise<string[]> {
  const [id, ...args] = after
  const { loadOperation } = await import('./operations.ts')
  const { compileParams } = await import('../core/validate.ts')
  const op = await loadOperation(id!)
  const own = new Set(compileParams(op.params).plan.map((p) => `--${p.key}`))
  return [id!, ...takeGlobals(args, globals, (flag) => own.has(flag))]
}

/**
 * Runs one of the service's programs (main, worker, mcp-stdio), found by its path: compiled, the
 * command line is a bundle of its own and the programs are the service's compiled modules.
 */
async function startProgram(name: string): Promise<void> {
  const { MODULE_EXTENSION, programFile } = await import('../lib/package-files.ts')
  const file = programFile(`${name}${MODULE_EXTENSION}`)
  // The compiled command line is CommonJS: it loads the program's ES module with require.
  if (MODULE_EXTENSION === '.js') createRequire(import.meta.url)(fileURLToPath(file))
  else await import(file.href)
}

const debug = process.argv.includes('--debug')
main(process.argv.slice(2)).then((code) => {
  // -1: a long-running program (serve, worker, mcp) took over and exits by itself.
  if (code >= 0) exit(code)
}, (error: unknown) => {
  if (debug) console.error(error)
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`devutils: ${message}\n`)
  exit(error instanceof UsageError ? EXIT.usage : error instanceof CallFailed ? error.exitCode : configExit(error))
})

/** Exits once stdout has taken everything written to it (a pipe takes writes asynchronously). */
function exit(code: number): void {
  process.stdout.write('', () => process.exit(code))
}

/** A configuration the service refuses (an environment variable out of range) is bad usage too. */
function configExit(error: unknown): number {
  return (error as Error | undefined)?.name === 'ConfigError' ? EXIT.usage : EXIT.failed
}
