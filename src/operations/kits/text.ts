/**
 * How the text operations run. Each is linear, but on a 1 MB text some take tens to hundreds of
 * milliseconds (grapheme segmentation, sorting with a collator, HTML), which would stall every
 * other request. Texts up to TEXT_INLINE_MAX_CHARS run on the calling thread, where they take well
 * under a millisecond and skip the pool's queue; longer ones run in the compute pool, with its time
 * and memory budget.
 *
 * Regular expressions always run in the pool, with the regex budget: a catastrophic pattern can
 * take exponential time on a text of a few dozen characters.
 */
import type { OperationContext } from '../../core/operation.ts'
import type { TaskArg, TaskResult } from '../../core/tasks.ts'
import { REGEX_BUDGET_MS } from '../../lib/text/regex.ts'
import { regexForFind, type FindReplaceInput, type ReplaceResult } from '../../lib/text/search.ts'
import { textTasks, type TextTaskName } from '../../lib/text/tasks.ts'
import { checkTextSize, normalizeLineBreaks } from '../../lib/text/text.ts'

/** Longest text handled without the worker pool, in UTF-16 code units. */
export const TEXT_INLINE_MAX_CHARS = 32 * 1024


/**
 * The same functions the pool runs, typed by task name as the pool types them, so that a generic
 * name calls its own function with its own argument.
 */
const onThisThread: { readonly [K in TextTaskName]: (arg: TaskArg<K>) => TaskResult<K> | Promise<TaskResult<K>> } = textTasks

/**
 * Runs a text operation: checks the size of its text against the configured limit (413
 * TEXT_TOO_LARGE), then does the work on this thread for a short text or in the pool for a long one.
 */
export async function runTextTask<K extends TextTaskName>(ctx: OperationContext, task: K, arg: TaskArg<K>): Promise<TaskResult<K>> {
  const { text } = arg as { text: string }
  checkTextSize(text, ctx.limits.textBytes)
  if (text.length <= TEXT_INLINE_MAX_CHARS) return onThisThread[task](arg)
  return ctx.compute.run(task, arg)
}

/** find-replace: literal through runTextTask; a regular expression always in the pool, within the regex budget. */
export async function findAndReplace(ctx: OperationContext, input: FindReplaceInput & { regex: boolean }): Promise<ReplaceResult> {
  const { regex, ...literal } = input
  if (!regex) return runTextTask(ctx, 'text.replace', literal)
  checkTextSize(input.text, ctx.limits.textBytes)
  const { source, flags } = regexForFind(input.find, input.case_insensitive)
  return ctx.compute.run('text.regexReplace', {
    source, flags, text: normalizeLineBreaks(input.text), replace: normalizeLineBreaks(input.replace),
  }, { timeoutMs: REGEX_BUDGET_MS, timeoutCode: 'REGEX_TIMEOUT' })
}
