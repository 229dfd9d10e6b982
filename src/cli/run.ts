/**
 * `devutils run <category/name> [--param value …] [text | files…] [-o path]`: one operation,
 * its parameters as flags with their own names, its main text from an argument or stdin, its
 * files from paths (or - for stdin), its answer to stdout or to files.
 */
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { resolveChain } from '../core/chain.ts'
import type { Operation } from '../core/operation.ts'
import { compileParams } from '../core/validate.ts'
import { detectFormat } from '../lib/files/file-type.ts'
import { createLimiter } from '../lib/limiter.ts'
import { decoderTask } from '../lib/image/image.ts'
import type { GatewayFile, GatewayRequest, GatewayResponse } from '../mcp/gateway.ts'
import { CallFailed, checked, connect, envelopeOf, fileNameOf, splitFlag, UsageError, type Target } from './calls.ts'
import { readStdin, stdinIsPiped, writeFileAnswer, writeResult } from './output.ts'
import { loadOperation } from './operations.ts'

export interface RunOptions {
  target: Target
  /** Where files (or the result) go: a file, or a folder for several. */
  output?: string
  /** Print this field of the result alone, raw. */
  field?: string
}

const BOOLEAN_WORDS = /^(?:true|false|1|0|yes|no|on|off)$/i

/**
 * The operation's parameters from its flags (`--weight 70`, `--weight=70`, `--keyword-case` for
 * keyword_case, `--hidden` / `--no-hidden` for a boolean), and the positional arguments left.
 */
export function readFlags(op: Operation, args: readonly string[]): { params: Record<string, string>; positionals: string[] } {
  const plan = compileParams(op.params).plan
  const names = new Map<string, (typeof plan)[number]>(plan.map((p) => [p.key, p]))
  const extraFiles = new Set(op.files?.extraFields ?? [])
  const params: Record<string, string> = {}
  const positionals: string[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg === '--') {
      positionals.push(...args.slice(i + 1))
      break
    }
    if (!arg.startsWith('--') || arg.length === 2) {
      positionals.push(arg)
      continue
    }
    const [dashed, inline] = splitFlag(arg)
    const flag = dashed.slice(2)
    const lookup = (candidate: string) => [candidate, candidate.replace(/-/g, '_')].find((n) => names.has(n) || extraFiles.has(n))
    const negated = inline === undefined && flag.startsWith('no-') && lookup(flag) === undefined ? lookup(flag.slice(3)) : undefined
    if (negated !== undefined && names.get(negated)?.kind === 'boolean') {
      params[negated] = 'false'
      continue
    }
    const name = lookup(flag)
    if (name === undefined) {
      const known = [...names.keys(), ...extraFiles].map((n) => `--${n}`).join(' ')
      throw new UsageError(`${op.category}/${op.name} has no parameter --${flag}; its parameters: ${known || '(none)'} (devutils help ${op.category}/${op.name})`)
    }
    const isBoolean = names.get(name)?.kind === 'boolean'
    if (inline !== undefined) {
      params[name] = inline
    } else if (isBoolean) {
      const next = args[i + 1]
      params[name] = next !== undefined && BOOLEAN_WORDS.test(next) ? args[++i]! : 'true'
    } else {
      const next = args[i + 1]
      if (next === undefined) throw new UsageError(`--${flag} needs a value`)
      params[name] = next
      i++
    }
  }
  return { params, positionals }
}

/** The parameter that takes the operation's main text: its chain input, or its text field for a file. */
function mainTextParam(op: Operation): string | undefined {
  if (op.files) return op.files.textField?.field
  const takes = resolveChain(op).takes
  return takes?.kind === 'text' ? takes.param : undefined
}

/** Values as the API takes them: JSON-valued parameters (objects, lists) parsed where the text is JSON. */
function wireValues(op: Operation, params: Readonly<Record<string, string>>): Record<string, unknown> {
  const kinds = new Map(compileParams(op.params).plan.map((p) => [p.key, p.kind]))
  const values: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(params)) {
    if (kinds.get(name) !== 'other') {
      values[name] = value
      continue
    }
    try {
      values[name] = JSON.parse(value)
    } catch {
      values[name] = value
    }
  }
  return values
}

function readUpload(file: string, field?: string): GatewayFile & { source: string | undefined } {
  if (file === '-') return { ...(field !== undefined && { field }), name: 'stdin', type: 'application/octet-stream', bytes: readStdin(), source: undefined }
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new UsageError(code === 'ENOENT' ? `no such file: ${file}` : code === 'EISDIR' ? `${file} is a folder: name the files in it (${file}/*)` : `cannot read ${file}: ${(error as Error).message}`)
  }
  return { ...(field !== undefined && { field }), name: path.basename(file), type: 'application/octet-stream', bytes, source: path.resolve(file) }
}

export async function run(id: string, args: readonly string[], options: RunOptions): Promise<void> {
  const op = await loadOperation(id)
  const { params, positionals } = readFlags(op, args)
  const textParam = mainTextParam(op)
  if (!op.files) {
    if (positionals.length > 1) throw new UsageError(`${id} takes one text argument; quote it ("…") or pass parameters as --name value`)
    if (positionals.length === 1) {
      if (textParam === undefined) throw new UsageError(`${id} takes no text argument; pass its parameters as --name value (devutils help ${id})`)
      if (params[textParam] !== undefined) throw new UsageError(`--${textParam} and a text argument: give one of them`)
      params[textParam] = positionals[0]!
    } else if (textParam !== undefined && params[textParam] === undefined && stdinIsPiped()) {
      params[textParam] = readStdin().toString('utf8')
    }
  }

  const files = op.files ? filesOf(op, params, positionals) : undefined
  // A HEIC's decoder loads on the worker thread while the service is built for it.
  const decoders = files?.batches.flat().map((upload) => decoderTask(detectFormat(upload.bytes))).filter((task) => task !== undefined)
  const connection = await connect(options.target, [op], [...new Set(decoders)])
  try {
    const call = (request: GatewayRequest) => connection.gateway({ ...request, path: connection.prefix + request.path })
    if (!files) {
      const values = wireValues(op, params)
      const response = checked(await call(op.method === 'GET'
        ? { method: 'GET', path: op.path, query: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) }
        : { method: 'POST', path: op.path, json: values }))
      return writeJson(response, options)
    }
    await sendFiles(op, files, positionals, options, call)
  } finally {
    await connection.close()
  }
}

type Call = (request: GatewayRequest) => Promise<GatewayResponse>
type Upload = ReturnType<typeof readUpload>

interface Files {
  fields: Record<string, string>
  /** Files of the operation's other file fields (a watermark's image), sent with every call. */
  parts: GatewayFile[]
  /** The uploads of each call. */
  batches: Upload[][]
}

/** The form of a file operation: its fields from the flags, its files read, its calls. */
function filesOf(op: Operation, params: Record<string, string>, positionals: readonly string[]): Files {
  const rules = op.files!
  const fields: Record<string, string> = {}
  const parts: GatewayFile[] = []
  for (const [name, value] of Object.entries(params)) {
    if (rules.extraFields?.includes(name)) parts.push(readUpload(value, name))
    else fields[name] = value
  }
  const textField = rules.textField?.field
  if (positionals.length === 0 && textField !== undefined && fields[textField] === undefined && stdinIsPiped()) {
    fields[textField] = readStdin().toString('utf8')
  }
  if (positionals.length === 0 && (textField === undefined || fields[textField] === undefined)) {
    throw new UsageError(`${op.category}/${op.name} needs files: name them (photo.heic, *.heic) or - for stdin${textField !== undefined ? `, or text by --${textField} or stdin` : ''}`)
  }
  const uploads = positionals.map((file) => readUpload(file))
  // One call per file when each file is worked on alone: each result is written as it comes, and
  // a file that is refused does not stop the others.
  const batches = rules.mode === 'each' && uploads.length > 1 ? uploads.map((upload) => [upload]) : [uploads]
  return { fields, parts, batches }
}

/**
 * Sends the calls and writes their answers in the order of the files. Run in this process, as many
 * calls run at once as the machine has cores, so a folder of photos converts on all of them; a
 * server is sent one call at a time, as any client of its limits would.
 */
async function sendFiles(op: Operation, { fields, parts, batches }: Files, positionals: readonly string[], options: RunOptions, call: Call): Promise<void> {
  const many = batches.length > 1
  const parallel = options.target.url === undefined ? availableParallelism() : 1
  // Started in the files' order, at most `parallel` running; stopped once the answers are not wanted.
  const slots = createLimiter(parallel, batches.length)
  const unwanted = new AbortController()
  const answers = batches.map((batch) => slots.run(() => call({ method: 'POST', path: op.path, form: { fields, files: [...batch, ...parts] } }), unwanted.signal))
  // Read in order below: one that fails before its turn to be read is not an unhandled rejection.
  for (const answer of answers) answer.catch(() => {})
  let failure: CallFailed | undefined
  try {
    for (const [index, batch] of batches.entries()) {
      try {
        const response = checked(await answers[index]!)
        if (envelopeOf(response) !== undefined) writeJson(response, options)
        else writeFileAnswer(response.body, fileNameOf(response, `${batch[0]?.name ?? 'output'}.out`), { output: options.output, besides: batch[0]?.source, inputs: positionals, many })
      } catch (error) {
        if (!(error instanceof CallFailed) || !many) throw error
        process.stderr.write(`devutils: ${batch[0]!.name}: ${error.message}\n`)
        failure ??= error
      }
    }
  } finally {
    unwanted.abort()
  }
  if (failure) throw new CallFailed(`${failure.message} (and every other failure above)`, failure.exitCode)
}

function writeJson(response: GatewayResponse, options: RunOptions): void {
  const envelope = envelopeOf(response)!
  writeResult(envelope.result, options)
}
