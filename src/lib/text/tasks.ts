/**
 * The text operations as worker-thread tasks (spread into src/workers/tasks.ts). Each is linear,
 * but on a 1 MB text some take tens to hundreds of milliseconds (grapheme segmentation, sorting
 * with a collator, HTML), which would stall every other request. Texts up to TEXT_INLINE_MAX_CHARS
 * run on the calling thread, where they take well under a millisecond and skip the pool's queue;
 * longer ones run in the compute pool, with its time and memory budget.
 *
 * Regular expressions always run in the pool, with the regex budget: a catastrophic pattern can
 * take exponential time on a text of a few dozen characters.
 */
import type { OperationContext } from '../../core/operation.ts'
import type { TaskRunner } from '../../workers/pool.ts'
import { stripHtml } from './html-text.ts'
import { REGEX_BUDGET_MS } from './regex.ts'
import { checkTextSize, normalizeLineBreaks } from './text.ts'
import { changeCase, slugify } from './case.ts'
import { addLineNumbers, dedupeLines, removeEmptyLines, removeLineBreaks, repeatText, reverseText, sortLines, trimLines } from './lines.ts'
import { countOccurrences, extractEmails, extractUrls, regexForFind, regexReplace, replaceLiteral, type FindReplaceInput, type ReplaceResult } from './search.ts'
import { uniqueWords, wordCount, wordFrequency } from './stats.ts'

/** Longest text handled without the worker pool, in UTF-16 code units. */
export const TEXT_INLINE_MAX_CHARS = 32 * 1024

/** Worker-thread tasks of the text operations, by name. */
export const textTasks = {
  'text.case': changeCase,
  'text.slugify': slugify,
  'text.wordCount': wordCount,
  'text.reverse': reverseText,
  'text.sortLines': sortLines,
  'text.dedupe': dedupeLines,
  'text.removeEmpty': removeEmptyLines,
  'text.trim': trimLines,
  'text.replace': replaceLiteral,
  'text.regexReplace': regexReplace,
  'text.extractEmails': extractEmails,
  'text.extractUrls': extractUrls,
  'text.stripHtml': stripHtml,
  'text.addLineNumbers': addLineNumbers,
  'text.removeLineBreaks': removeLineBreaks,
  'text.repeat': repeatText,
  'text.countOccurrences': countOccurrences,
  'text.wordFrequency': wordFrequency,
  'text.uniqueWords': uniqueWords,
} as const

type TextTasks = typeof textTasks
export type TextTaskName = keyof TextTasks
type Arg<K extends TextTaskName> = Parameters<TextTasks[K]>[0]
type Result<K extends TextTaskName> = ReturnType<TextTasks[K]>

// Typed by name here rather than through the pool's task list, so this module does not depend on
// how src/workers/tasks.ts assembles it (it spreads textTasks).
function runInPool<K extends TextTaskName>(compute: TaskRunner, task: K, arg: Arg<K>, options?: Parameters<TaskRunner['run']>[2]): Promise<Result<K>> {
  const run = compute.run.bind(compute) as unknown as (task: string, arg: unknown, options?: Parameters<TaskRunner['run']>[2]) => Promise<Result<K>>
  return run(task, arg, options)
}

/**
 * Runs a text operation: checks the size of its text against the configured limit (413
 * TEXT_TOO_LARGE), then does the work on this thread for a short text or in the pool for a long one.
 */
export async function runTextTask<K extends TextTaskName>(ctx: OperationContext, task: K, arg: Arg<K>): Promise<Result<K>> {
  const { text } = arg as { text: string }
  checkTextSize(text, ctx.limits.textBytes)
  if (text.length <= TEXT_INLINE_MAX_CHARS) return (textTasks[task] as (arg: Arg<K>) => Result<K>)(arg)
  return runInPool(ctx.compute, task, arg)
}

/** find-replace: literal through runTextTask; a regular expression always in the pool, within the regex budget. */
export async function findAndReplace(ctx: OperationContext, input: FindReplaceInput & { regex: boolean }): Promise<ReplaceResult> {
  const { regex, ...literal } = input
  if (!regex) return runTextTask(ctx, 'text.replace', literal)
  checkTextSize(input.text, ctx.limits.textBytes)
  const { source, flags } = regexForFind(input.find, input.case_insensitive)
  return runInPool(ctx.compute, 'text.regexReplace', {
    source, flags, text: normalizeLineBreaks(input.text), replace: normalizeLineBreaks(input.replace),
  }, { timeoutMs: REGEX_BUDGET_MS, timeoutCode: 'REGEX_TIMEOUT' })
}
