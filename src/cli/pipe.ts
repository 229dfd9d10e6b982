/**
 * `devutils pipe 'text/case mode=upper | encode/base32'`: a pipeline, with the REST endpoint's
 * rules (it is the same endpoint): the steps as text or a pipeline JSON file, the input from
 * --input or stdin, files as arguments.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { checked, connect, envelopeOf, fileNameOf, UsageError, type Target } from './calls.ts'
import { readStdin, stdinIsPiped, writeFileAnswer, writeResult } from './output.ts'
import { loadRegistry } from './operations.ts'

export interface PipeOptions {
  target: Target
  input?: string
  output?: string
  field?: string
}

/** Splits a step's words as a shell would: spaces separate, quotes group ('a b', "a b"). */
function words(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/(?:[^\s'"]+|'[^']*'|"(?:[^"\\]|\\.)*")+/g)) {
    found.push(match[0].replace(/'([^']*)'|"((?:[^"\\]|\\.)*)"/g, (_, single: string | undefined, double: string | undefined) => single ?? double!.replace(/\\(.)/g, '$1')))
  }
  return found
}

/** `op key=value … | op …` as pipeline steps. */
export function stepsOf(text: string): { op: string; params: Record<string, string> }[] {
  return text.split('|').map((part, index) => {
    const [op, ...rest] = words(part.trim())
    if (op === undefined) throw new UsageError(`step ${index + 1} of the pipeline is empty: write steps as 'category/name key=value | category/name …'`)
    const params: Record<string, string> = {}
    for (const word of rest) {
      const eq = word.indexOf('=')
      if (eq <= 0) throw new UsageError(`step ${index + 1} (${op}): "${word}" is not key=value`)
      params[word.slice(0, eq)] = word.slice(eq + 1)
    }
    return { op, params }
  })
}

/** The pipeline's body: from a JSON file (a body, or its steps alone) or the steps' text. */
function bodyOf(spec: string): Record<string, unknown> {
  if (!spec.endsWith('.json') || !existsSync(spec)) return { steps: stepsOf(spec) }
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(spec, 'utf8'))
  } catch (error) {
    throw new UsageError(`${spec} is not JSON: ${(error as Error).message}`)
  }
  if (Array.isArray(parsed)) return { steps: parsed }
  if (parsed === null || typeof parsed !== 'object') throw new UsageError(`${spec} holds neither a pipeline ({"steps": […]}) nor a list of steps`)
  return parsed as Record<string, unknown>
}

export async function pipe(spec: string, files: readonly string[], options: PipeOptions): Promise<void> {
  const body = bodyOf(spec)
  if (options.input !== undefined) body.input = options.input
  else if (body.input === undefined && files.length === 0 && stdinIsPiped()) body.input = readStdin().toString('utf8')
  const connection = await connect(options.target, await loadRegistry())
  try {
    const pipelinePath = `${connection.prefix}/api/v1/pipeline`
    const uploads = files.map((file) => {
      try {
        return { name: path.basename(file), type: 'application/octet-stream', bytes: readFileSync(file) }
      } catch {
        throw new UsageError(`no such file: ${file}`)
      }
    })
    const response = checked(await connection.gateway(uploads.length === 0
      ? { method: 'POST', path: pipelinePath, json: body }
      : {
        method: 'POST',
        path: pipelinePath,
        form: {
          fields: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
          files: uploads,
        },
      }))
    const envelope = envelopeOf(response)
    if (envelope !== undefined) return writeResult(envelope.result, options)
    writeFileAnswer(response.body, fileNameOf(response, 'pipeline.out'), { output: options.output, inputs: files })
  } finally {
    await connection.close()
  }
}
