/**
 * Is a serializer compiled from the result schema (fast-json-stringify, which Fastify uses for
 * route response schemas) worth using instead of JSON.stringify for JSON answers? Two facts decide:
 *
 * - time: the success envelope of the light call written by each, in one process, CPU time per
 *   call over many calls, in alternating rounds (stable on a busy machine, unlike req/s);
 * - bytes: the recorded answer of every documented example written by each. A compiled
 *   serializer writes fields in the schema's order, JSON.stringify in the order the operation
 *   built the object, so any answer built in another order would change its bytes.
 *
 * The service answers through JSON.stringify: the saving is a small fraction of a light call's
 * CPU time, and compiled serializers would change the bytes of answers (see the report's lines).
 *
 * It runs in a process of its own (bench/run.ts starts it; `node --import tsx bench/serializer.ts`
 * prints the figures as JSON): loading the operations blocks image loaders in sharp that the
 * image scenarios need to make their test photo.
 */
import fastJson from 'fast-json-stringify'
import { execFile } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { parseArgs, promisify } from 'node:util'
import { z } from 'zod'
import { median } from './harness.ts'

type JsonSchema = Record<string, unknown>

/**
 * Keywords a compiled serializer writes as JSON.stringify would for an allowed value, field order
 * apart. Unions, nullable, references and tuples make it pick a branch or coerce.
 */
const EXACT_KEYWORDS = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'description',
  'title', 'examples', 'format', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems', 'uniqueItems', 'propertyNames', 'readOnly',
])
const EXACT_TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null'])

function compilable(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return false
  const entries = Object.entries(schema as JsonSchema)
  if (entries.length === 0) return true
  for (const [key, value] of entries) {
    if (!EXACT_KEYWORDS.has(key)) return false
    if (key === 'type' && (typeof value !== 'string' || !EXACT_TYPES.has(value))) return false
    if (key === 'properties' && !Object.values(value as JsonSchema).every(compilable)) return false
    if ((key === 'items' || (key === 'additionalProperties' && typeof value === 'object')) && !compilable(value)) return false
  }
  return (schema as JsonSchema).type !== undefined
}

/** A result writer compiled from a result schema, or undefined when it could not write it exactly. */
function compileResult(result: z.ZodType): ((value: unknown) => string) | undefined {
  try {
    // An empty metadata registry: no ids, so no references, every shape written inline.
    const { $schema: _dialect, ...schema } = z.toJSONSchema(result, { io: 'output', unrepresentable: 'throw', metadata: z.registry() }) as JsonSchema
    return compilable(schema) ? fastJson(schema) : undefined
  } catch {
    return undefined
  }
}

/** CPU nanoseconds per call of `write`, over `calls` calls. */
function nanosPerCall(write: (value: unknown) => string, make: (i: number) => unknown, calls: number): number {
  let length = 0
  const start = process.cpuUsage()
  for (let i = 0; i < calls; i++) length += write(make(i)).length
  const used = process.cpuUsage(start)
  if (length === 0) throw new Error('nothing written')
  return ((used.user + used.system) * 1000) / calls
}

export interface SerializerFigures {
  /** CPU ns per light envelope, median of rounds. */
  stringify: number
  compiled: number
  /** JSON operations (with a result schema) and how many of them a compiled serializer could take. */
  operations: number
  compilable: number
  /** Operations whose recorded example answers a compiled serializer writes with other bytes. */
  changed: string[]
}

async function measure(quick: boolean): Promise<SerializerFigures> {
  const { operations } = await import('../src/operations/index.ts')
  const light = operations.find((op) => op.path === '/api/v1/number/roman')!
  const writeLight = compileResult(light.result!)
  if (!writeLight) throw new Error('the light call\'s result schema does not compile')
  // A new object per call, as the service makes one per answer; two values, so neither is a constant.
  const make = (i: number) => ({ ok: true, result: { roman: i & 1 ? 'MCMXCV' : 'MCMXCIV', number: 1994 + (i & 1) } })
  const compiledEnvelope = (envelope: unknown) => `{"ok":true,"result":${writeLight((envelope as { result: unknown }).result)}}`
  if (compiledEnvelope(make(0)) !== JSON.stringify(make(0))) throw new Error('the light envelope is written differently')
  const calls = quick ? 200_000 : 2_000_000
  const stringify: number[] = []
  const compiled: number[] = []
  for (let round = 0; round < (quick ? 3 : 7); round++) {
    stringify.push(nanosPerCall(JSON.stringify, make, calls))
    compiled.push(nanosPerCall(compiledEnvelope, make, calls))
  }

  const json = operations.filter((op) => !op.files && op.result)
  const writers = json.map((op) => ({ op, write: compileResult(op.result!) }))
  const changed = writers.filter(({ op, write }) => write && op.examples.some((ex) => ex.answer !== undefined
    && write(ex.answer) !== JSON.stringify(ex.answer))).map(({ op }) => `${op.category}/${op.name}`)
  return {
    stringify: median(stringify),
    compiled: median(compiled),
    operations: json.length,
    compilable: writers.filter((w) => w.write).length,
    changed,
  }
}

/** The figures, measured in a new process. */
export async function serializerBench(quick: boolean): Promise<SerializerFigures> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', import.meta.filename, ...(quick ? ['--quick'] : [])])
  return JSON.parse(stdout) as SerializerFigures
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } })
  console.log(JSON.stringify(await measure(values.quick)))
}

/** The report's lines; `lightCpuMicros` is the light call's CPU µs per request in this run, for scale. */
export function serializerReport(f: SerializerFigures, lightCpuMicros: number | undefined): string[] {
  const saved = f.stringify - f.compiled
  const share = lightCpuMicros === undefined || Number.isNaN(lightCpuMicros) ? 'n/a' : `${((saved / 1000 / lightCpuMicros) * 100).toFixed(1)} %`
  return [
    '| serializer (light call\'s envelope, CPU ns per answer, median of rounds) | JSON.stringify (used) | compiled from the result schema (fast-json-stringify) | saved per answer | share of a light call\'s CPU time | answers it would change |',
    '|---|---|---|---|---|---|',
    `| {"ok":true,"result":{"roman":…,"number":…}} | ${f.stringify.toFixed(0)} | ${f.compiled.toFixed(0)} | ${saved.toFixed(0)} ns | ${share} | ${f.changed.length} of ${f.compilable} compilable operations (of ${f.operations}) |`,
    '',
    `- A compiled serializer writes fields in schema order, JSON.stringify in the order the operation built them: recorded example answers of ${f.changed.length > 0 ? f.changed.join(', ') : 'no operation'} would change bytes, and any path no example takes could too. `
      + 'The other operations use unions, nullable fields or shared references, which it would resolve per call. The service keeps JSON.stringify.',
  ]
}
