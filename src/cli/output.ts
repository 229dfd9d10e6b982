/** What the command line writes: results to stdout or a file, pretty on a terminal, compact in a pipe. */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { UsageError } from './calls.ts'

export const stdoutIsTerminal = (): boolean => process.stdout.isTTY === true
export const stdinIsPiped = (): boolean => process.stdin.isTTY !== true

/** Everything on stdin (a pipe or a redirected file). */
export function readStdin(): Buffer {
  try {
    return readFileSync(0)
  } catch (error) {
    // Nothing to read (stdin closed, or a terminal in raw mode): an empty input.
    if (['EAGAIN', 'EOF', 'ENXIO'].includes((error as NodeJS.ErrnoException).code ?? '')) return Buffer.alloc(0)
    throw error
  }
}

/** A field of a result by its dot path (`--field output`, `--field hashes.sha256`). */
function fieldOf(result: unknown, field: string): unknown {
  let value = result
  for (const key of field.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) {
      const fields = result !== null && typeof result === 'object' && !Array.isArray(result) ? Object.keys(result).join(', ') : ''
      throw new UsageError(`the result has no field ${field}${fields ? `; its fields: ${fields}` : ''}`)
    }
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/**
 * Writes a JSON result: one field raw with `field` (a string as it is, anything else as JSON),
 * else the whole result, indented on a terminal or in a file, one line in a pipe.
 */
export function writeResult(result: unknown, options: { output?: string | undefined; field?: string | undefined }): void {
  const value = options.field !== undefined ? fieldOf(result, options.field) : result
  const pretty = options.output !== undefined || stdoutIsTerminal()
  const text = typeof value === 'string' && options.field !== undefined ? value : JSON.stringify(value, null, pretty ? 2 : undefined)
  const line = text.endsWith('\n') ? text : `${text}\n`
  if (options.output !== undefined) writeFileSync(options.output, line)
  else process.stdout.write(line)
}

export interface FileAnswerPlace {
  /** -o: a file, or a folder (an existing one, one ending in /, or any when there are `many`). */
  output?: string | undefined
  /** The input file the answer was made from: it goes next to it. */
  besides?: string | undefined
  /** Every input given: an answer never replaces one of them. */
  inputs: readonly string[]
  many?: boolean
}

/**
 * Writes a file answer named `name` where -o says, else next to its input, else (an input from
 * stdin, a pipeline) to stdout when that is a pipe or into the current folder; prints where.
 */
export function writeFileAnswer(body: Buffer, name: string, place: FileAnswerPlace): void {
  let destination: string
  if (place.output !== undefined) {
    const folder = place.many === true || place.output.endsWith('/') || place.output.endsWith(path.sep) || (existsSync(place.output) && statSync(place.output).isDirectory())
    if (folder) mkdirSync(place.output, { recursive: true })
    destination = folder ? path.join(place.output, name) : place.output
  } else if (place.besides === undefined) {
    if (!stdoutIsTerminal()) {
      process.stdout.write(body)
      return
    }
    destination = name
  } else {
    destination = path.join(path.dirname(place.besides), name)
  }
  const resolved = path.resolve(destination)
  if (place.inputs.some((input) => input !== '-' && path.resolve(input) === resolved)) {
    throw new UsageError(`the answer is named ${name}, which would replace its input; choose where it goes with -o`)
  }
  writeFileSync(resolved, body)
  process.stdout.write(`${destination}\n`)
}
