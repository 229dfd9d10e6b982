/**
 * TOML to JSON and back, with smol-toml (a small, dependency-free TOML 1.0 parser and writer that
 * passes the toml-test suite, with a nesting limit and errors that give line and column).
 */
import { parse, stringify, TomlDate, TomlError } from 'smol-toml'
import { ApiError, OperationError, errorDetail } from '../../core/errors.ts'
import { parseJson } from '../data/json.ts'
import { excerpt } from '../data/codec.ts'
import { MAX_JSON_DEPTH, MAX_JSON_OUTPUT, jsonTypeOf, walkValue, writeJson } from './values.ts'

/** Deepest nesting read or written: tables, inline tables and arrays together. */
export const MAX_TOML_DEPTH = 128

/** Replaces every date and time in a parsed document by its RFC 3339 text, without recursion (the depth is checked after). */
function datesAsText(root: Record<string, unknown>): void {
  const stack: object[] = [root]
  while (stack.length > 0) {
    const record = stack.pop() as Record<string, unknown>
    for (const key of Object.keys(record)) {
      const value = record[key]
      if (value instanceof TomlDate) record[key] = value.toISOString()
      else if (value !== null && typeof value === 'object') stack.push(value)
    }
  }
}

/**
 * A TOML 1.0 document as a JSON value and text. Dates and times become RFC 3339 strings
 * (1979-05-27T07:32:00.000-08:00, 1979-05-27, 07:32:00.000); inf and nan, which JSON cannot hold,
 * are refused with the path of the value; integers beyond 2^53 are refused by the parser.
 */
export function tomlToJson(text: string, indent: number): { json: Record<string, unknown>; output: string } {
  let json: Record<string, unknown>
  try {
    json = parse(text, { maxDepth: MAX_TOML_DEPTH }) as Record<string, unknown>
  } catch (error) {
    if (error instanceof TomlError) {
      // "Invalid TOML document: <what>" followed by an excerpt with a caret; the position is given apart.
      const detail = excerpt(errorDetail(error).replace(/^Invalid TOML document: /, ''), 200)
      throw new OperationError('TOML_SYNTAX', { line: error.line, column: error.column, detail })
    }
    throw new OperationError('TOML_SYNTAX', { line: 1, column: 1, detail: errorDetail(error) })
  }
  datesAsText(json)
  walkValue(json, { maxDepth: MAX_TOML_DEPTH, budget: (shape) => shape.chars + shape.nodes + shape.levels * indent })
  return { json, output: writeJson(json, indent) }
}

/**
 * A JSON object as a TOML document: scalars and arrays of scalars as key = value, objects as
 * [tables], arrays of objects as [[arrays of tables]]. TOML has no null: a null anywhere is
 * refused with its path. Whole numbers are written as integers, others as floats.
 */
export function jsonToToml(text: string): string {
  const value = parseJson(text)
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new OperationError('TOML_NOT_OBJECT', { type: jsonTypeOf(value) })
  // Every table header repeats its whole path: the sum of the paths bounds what they cost.
  walkValue(value, { maxDepth: Math.min(MAX_TOML_DEPTH, MAX_JSON_DEPTH), refuseNull: true, budget: (shape) => shape.chars + shape.nodes * 4 + shape.paths * 2 })
  let output: string
  try {
    output = stringify(value, { maxDepth: MAX_TOML_DEPTH + 1 })
  } catch (error) {
    throw new OperationError('TOML_CANNOT_WRITE', { detail: errorDetail(error) })
  }
  if (output.length > MAX_JSON_OUTPUT) throw new ApiError('OUTPUT_TOO_LARGE', { max: MAX_JSON_OUTPUT })
  return output
}
