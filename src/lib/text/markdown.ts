/**
 * Markdown to HTML with markdown-it, configured so the output is safe to insert into a page:
 * raw HTML in the input is escaped, never passed through, and every link and image address must
 * be http(s), mailto, relative, or an inline raster image (data:image/gif|png|jpeg|webp).
 *
 * Rendering runs in a worker thread with a time budget: markdown-it and linkify-it have had
 * inputs that take quadratic or exponential time (CVE-2026-2327, CVE-2026-48801).
 */
import type * as MarkdownItModule from 'markdown-it'
import type { MarkdownIt } from 'markdown-it'
import { OperationError } from '../../core/errors.ts'
import type { TaskRunner } from '../../core/tasks.ts'

export const MAX_MARKDOWN_LENGTH = 200_000
/** Longest HTML a render may produce (tables pad short rows with empty cells, so output can outgrow input). */
export const MAX_HTML_LENGTH = 4_000_000
/**
 * Most block tokens (paragraphs, list items, table cells…; about three per element) a document
 * may produce. Checked before each block, so one table can go past it by at most its own cells.
 * Tables make this necessary: markdown-it pads every short row with empty cells (up to 65,536
 * per table), so 2 KB of rows under a 100-column header is 65,000 cells, and 200 KB of them
 * would need gigabytes, far past the worker's memory limit.
 */
export const MAX_BLOCK_TOKENS = 300_000
/** Wall-clock budget of one render, in milliseconds. */
export const MARKDOWN_BUDGET_MS = 2_000

// Browsers drop ASCII tabs and newlines anywhere in a URL, and leading control characters and spaces.
const TAB_OR_NEWLINE = /[\t\n\r]/g
// eslint-disable-next-line no-control-regex
const LEADING_CONTROL = /^[\u0000-\u0020]+/
const SCHEME = /^([a-z][a-z0-9+.-]*):/
const SAFE_DATA_IMAGE = /^data:image\/(?:gif|png|jpeg|webp)[;,]/
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto'])

/**
 * Whether a link or image address may appear in the output: no scheme (a relative address),
 * http, https, mailto, or a data: URL of a raster image type (not SVG, which can carry script).
 * An allow-list, so javascript:, vbscript:, file:, and schemes not thought of yet stay out.
 */
export function isSafeUrl(url: string): boolean {
  const normal = url.replace(TAB_OR_NEWLINE, '').replace(LEADING_CONTROL, '').toLowerCase()
  const scheme = SCHEME.exec(normal)?.[1]
  if (scheme === undefined) return true
  if (SAFE_SCHEMES.has(scheme)) return true
  return scheme === 'data' && SAFE_DATA_IMAGE.test(normal)
}

let renderer: Promise<MarkdownIt> | undefined

// markdown-it is loaded with the first text rendered, on the worker thread that renders it: the
// main thread imports this module only for its limits and to hand the work over.
const markdownIt = () => (renderer ??= import('markdown-it').then(configured))

function configured({ default: markdownItFactory }: typeof MarkdownItModule): MarkdownIt {
  // The default preset is CommonMark plus GFM tables and ~~strikethrough~~; maxNesting 100 there.
  const md = markdownItFactory('default', { html: false, linkify: true, typographer: false })
  // Every link source goes through validateLink: [text](url), ![img](url), <autolinks>, reference
  // definitions and bare URLs found by linkify.
  md.validateLink = isSafeUrl
  // Runs before every block rule at the start of each block; never matches, only counts.
  md.block.ruler.before('table', 'block_budget', (state) => {
    if (state.tokens.length > MAX_BLOCK_TOKENS) throw new OperationError('MARKDOWN_TOO_MANY_ELEMENTS', { max: MAX_BLOCK_TOKENS / 3 })
    return false
  })
  return md
}

/** Renders Markdown to HTML. The worker task 'markdown.render'. */
export async function renderMarkdown(text: string): Promise<{ html: string }> {
  const html = (await markdownIt()).render(text)
  if (html.length > MAX_HTML_LENGTH) throw new OperationError('MARKDOWN_OUTPUT_TOO_LARGE', { max: MAX_HTML_LENGTH })
  return { html }
}

/** Worker-thread tasks of this module, by name (see src/workers/tasks.ts). */
export const markdownTasks = {
  'markdown.render': renderMarkdown,
} as const

/**
 * Renders in the worker pool within MARKDOWN_BUDGET_MS. Every input within the length and element
 * caps normally renders well within a second, so running out of time means the input itself is
 * pathological: a 422 the caller can act on.
 */
export async function runMarkdownRender(compute: TaskRunner, text: string): Promise<{ html: string }> {
  return compute.run('markdown.render', text, { timeoutMs: MARKDOWN_BUDGET_MS, timeoutCode: 'MARKDOWN_TIMEOUT' })
}
