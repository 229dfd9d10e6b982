/**
 * YAML to JSON and back, with eemeli/yaml (the maintained YAML 1.2 library for JavaScript: full
 * spec test suite, no code-running tags, alias expansion limits built in).
 */
import type * as Yaml from 'yaml'
import type { Document } from 'yaml'
import { ApiError, OperationError, errorDetail } from '../../core/errors.ts'
import { parseJson } from '../data/json.ts'
import { excerpt } from '../data/codec.ts'
import { MAX_JSON_OUTPUT, walkValue, writeJson } from './values.ts'

/**
 * How many times aliases may be expanded, weighted by the aliases inside what they point to (the
 * library's own measure): a billion-laughs document passes it within its first levels.
 */
export const MAX_YAML_ALIASES = 100
/** Deepest nesting read or written, arrays and objects together. */
export const MAX_YAML_DEPTH = 256
/** Documents a stream may hold when all of them are converted. */
export const MAX_YAML_DOCUMENTS = 10_000

// Loaded with the first YAML converted, on the thread that converts it: the operations import
// this module on the main thread for the limits above.
let yaml: Promise<typeof Yaml> | undefined
const loadYaml = () => (yaml ??= import('yaml'))

// YAML 1.2 core schema: 2024-01-02 and yes stay strings, 0777 is decimal; no !!binary, !!set or !!timestamp
// (an unknown tag leaves the value as it is written), no << merge keys; duplicate keys refused.
const READ = { version: '1.2', schema: 'core', uniqueKeys: true, merge: false, resolveKnownTags: false, prettyErrors: true } as const

interface YamlProblem { code: string; message: string; linePos?: [{ line: number; col: number }, ...unknown[]] }

/** A document's first error as a 422 naming its line and column. */
function syntaxError(error: YamlProblem): OperationError {
  if (error.code === 'RESOURCE_EXHAUSTION') return new OperationError('YAML_TOO_DEEP', { max: MAX_YAML_DEPTH })
  const at = error.linePos?.[0]
  // The library appends " at line L, column C:" and an excerpt of the line; the position is given apart.
  const detail = excerpt(error.message.split('\n', 1)[0]!.replace(/ at line \d+, column \d+:?$/, ''), 200)
  return new OperationError('YAML_SYNTAX', { line: at?.line ?? 1, column: at?.col ?? 1, detail })
}

function valueOf(document: Document.Parsed): unknown {
  if (document.errors.length > 0) throw syntaxError(document.errors[0] as unknown as YamlProblem)
  try {
    return document.toJS({ maxAliasCount: MAX_YAML_ALIASES })
  } catch (error) {
    if (error instanceof ReferenceError && /alias count/i.test(error.message)) throw new OperationError('YAML_TOO_MANY_ALIASES', { max: MAX_YAML_ALIASES })
    if (error instanceof RangeError) throw new OperationError('YAML_TOO_DEEP', { max: MAX_YAML_DEPTH })
    throw new OperationError('YAML_SYNTAX', { line: 1, column: 1, detail: errorDetail(error) })
  }
}

/**
 * The value of a YAML text (or of every document in it, as an array, when all is set) and that
 * value as JSON text. An empty stream is null (or [] with all).
 */
export async function yamlToJson(text: string, indent: number, all: boolean): Promise<{ json: unknown; output: string }> {
  const { parseAllDocuments } = await loadYaml()
  const documents = parseAllDocuments(text, READ)
  // An empty stream, or one of comments only, holds no document.
  if (!Array.isArray(documents) || documents.length === 0) return { json: all ? [] : null, output: all ? '[]' : 'null' }
  if (!all && documents.length > 1) throw new OperationError('YAML_SEVERAL_DOCUMENTS', { count: documents.length })
  if (documents.length > MAX_YAML_DOCUMENTS) throw new OperationError('YAML_TOO_MANY_DOCUMENTS', { count: documents.length, max: MAX_YAML_DOCUMENTS })
  // Errors are reported for the first document that has one, before any value is built.
  for (const document of documents) if (document.errors.length > 0) throw syntaxError(document.errors[0] as unknown as YamlProblem)
  const json = all ? documents.map(valueOf) : valueOf(documents[0]!)
  // Aliases share one object per anchor: the walk counts each use, so the written size is known.
  walkValue(json, { maxDepth: MAX_YAML_DEPTH, rootDepth: all ? -1 : 0, budget: (shape) => shape.chars + shape.nodes + shape.levels * indent })
  return { json, output: writeJson(json, indent) }
}

/**
 * A JSON text as YAML (block style, two-space indent). Strings that a YAML 1.1 reader would take
 * for something else (yes, no, on, 2024-01-02, 0777) are quoted too, so older readers agree.
 */
export async function jsonToYaml(text: string): Promise<string> {
  const value = parseJson(text)
  walkValue(value, { maxDepth: MAX_YAML_DEPTH, budget: (shape) => shape.chars + shape.nodes * 2 + shape.levels * 2 })
  const { stringify } = await loadYaml()
  const output = stringify(value, { version: '1.2', schema: 'core', compat: 'yaml-1.1', aliasDuplicateObjects: false, lineWidth: 0 })
  if (output.length > MAX_JSON_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_JSON_OUTPUT })
  return output
}
