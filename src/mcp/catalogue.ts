/**
 * The operation catalogue as an assistant reads it: found by words and category, ranked, one line
 * each; and one operation described in full (parameters, result, example, part in a pipeline).
 * Everything comes from the registry, so nothing here is written twice.
 */
import { z } from 'zod'
import { chainText } from '../core/chain.ts'
import { FILE_FORMATS } from '../core/file-formats.ts'
import type { Operation } from '../core/operation.ts'
import { paramsJsonSchema } from '../core/validate.ts'
import { TRANSLATIONS, type Translation } from '../i18n/index.ts'

const isTranslation = (lang: string): lang is Translation => (TRANSLATIONS as readonly string[]).includes(lang)

/** One operation in a list: what an assistant needs to pick it. */
export interface Listed {
  op: string
  summary: string
  /** The parameter that takes a pipeline's value (files[] for uploads), or null. */
  takes: string | null
  /** What it hands on in a pipeline: result, result.<field> or files. */
  gives: string
}

export const opName = (op: Operation) => `${op.category}/${op.name}`

/** The operation's summary in a language, English where it has none. */
export function summaryOf(op: Operation, lang: string): string {
  return isTranslation(lang) ? op[lang].summary : op.summary
}

function descriptionOf(op: Operation, lang: string): string | undefined {
  return isTranslation(lang) ? op[lang].description ?? op.description : op.description
}

export function listed(op: Operation, lang: string): Listed {
  return { op: opName(op), summary: summaryOf(op, lang), ...chainText(op.pipeline) }
}

const words = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^a-z0-9]+/).filter(Boolean)

/** How well an operation matches the words: its name counts most, then its summary, then the rest. */
function score(op: Operation, query: readonly string[], lang: string): number {
  const name = words(op.name)
  const summary = new Set([...words(summaryOf(op, lang)), ...words(op.summary)])
  const rest = new Set([...words(descriptionOf(op, lang) ?? ''), ...Object.keys(op.params.shape).flatMap(words)])
  let total = 0
  for (const word of query) {
    let best = 0
    if (name.includes(word) || op.name === word) best = 10
    else if (name.some((part) => part.startsWith(word) || (word.length >= 4 && part.includes(word)))) best = 6
    else if (op.category === word) best = 4
    else if (summary.has(word) || [...summary].some((w) => word.length >= 4 && w.startsWith(word))) best = 3
    else if (rest.has(word)) best = 1
    total += best
  }
  return total
}

/** The operations matching the words and/or category, best first (all of a category by name without words). */
export function findOperations(operations: readonly Operation[], options: { query?: string; category?: string; limit: number; lang: string }): Listed[] {
  const query = words(options.query ?? '')
  const inCategory = operations.filter((op) => options.category === undefined || op.category === options.category)
  const ranked = query.length === 0
    ? [...inCategory].sort((a, b) => opName(a).localeCompare(opName(b))).map((op) => ({ op, score: 1 }))
    : inCategory.map((op) => ({ op, score: score(op, query, options.lang) })).filter((hit) => hit.score > 0)
      .sort((a, b) => b.score - a.score || opName(a.op).localeCompare(opName(b.op)))
  return ranked.slice(0, options.limit).map(({ op }) => listed(op, options.lang))
}

/** An operation's result as JSON Schema; a file operation's answer as the media types it sends. */
export function resultSchemaOf(op: Operation): Record<string, unknown> | undefined {
  if (!op.result) return undefined
  const { $schema: _dialect, ...schema } = z.toJSONSchema(op.result, { io: 'output', unrepresentable: 'any' }) as Record<string, unknown>
  return schema
}

/** Everything an assistant needs to call an operation well. */
export function describeOperation(op: Operation, lang: string) {
  const { properties, required } = paramsJsonSchema(op.params)
  const example = op.examples[0]
  return {
    op: opName(op),
    summary: summaryOf(op, lang),
    ...(descriptionOf(op, lang) !== undefined && { description: descriptionOf(op, lang) }),
    http: `${op.method} ${op.path}`,
    params: { type: 'object', properties, required },
    ...(op.files
      ? {
        files: {
          reads: op.files.accepts.map((format) => FILE_FORMATS[format].label),
          // each: every file on its own; all: the files together make one result.
          mode: op.files.mode,
          ...(op.files.answers && { answers: op.files.answers }),
          how: 'Pass file_ids from upload_file, POST /api/v1/files or an earlier file result.',
        },
      }
      : {}),
    ...(op.result && { result: resultSchemaOf(op) }),
    ...(example && {
      example: {
        params: example.params,
        ...(example.files && { files: example.files }),
        ...(example.answer !== undefined ? { result: example.answer } : example.result !== undefined ? { result: example.result } : {}),
      },
    }),
    pipeline: chainText(op.pipeline),
  }
}
