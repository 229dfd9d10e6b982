/** Pieces several pages share: operation lists, breadcrumbs, code blocks, registry prose. */
import type { Operation } from '../../core/operation.ts'
import { html, type Html } from '../html.ts'
import { pageUrl } from '../layout.ts'
import { operationText } from '../operation-text.ts'
import { siteText } from '../site-text.ts'

/** Registry text with `code` spans, as markup (everything else escaped). */
export function prose(text: string): Html {
  const parts = text.split('`')
  // An unpaired backtick is just a character.
  if (parts.length % 2 === 0) return html`${text}`
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<code>${part}</code>` : part))}`
}

export const categoryPath = (category: string): string => `/docs/${category}`
export const operationPath = (op: Pick<Operation, 'category' | 'name'>): string => `/docs/${op.category}/${op.name}`
/** Addresses of the pages that are not about one operation, without the language prefix. */
export const PIPELINE_PATH = '/pipeline'
/** Among the docs: /mcp is the endpoint, and every address of the site's pages is a language prefix plus a path. */
export const MCP_PAGE_PATH = '/docs/mcp'
export const JOBS_PAGE_PATH = '/docs/jobs'
export const KEYS_PAGE_PATH = '/docs/keys'

export function operationList(lang: string, ops: readonly Operation[]): Html {
  return html`<ul class="op-list">${ops.map((op) => html`<li data-op="${op.operationId}"><a href="${pageUrl(lang, operationPath(op))}"><code>${op.category}/${op.name}</code></a><span class="method method-${op.method.toLowerCase()}">${op.method}</span><p>${prose(operationText(op, lang).summary)}</p></li>`)}</ul>`
}

export function breadcrumbs(lang: string, trail: readonly (readonly [label: string, path: string | undefined])[]): Html {
  const t = siteText(lang)
  return html`<nav class="breadcrumbs" aria-label="${t.breadcrumbLabel}"><ol>${trail.map(([label, path]) => path === undefined
    ? html`<li><span aria-current="page">${label}</span></li>`
    : html`<li><a href="${pageUrl(lang, path)}">${label}</a></li>`)}</ol></nav>`
}

/** What a code block is called by screen readers: the name of its language, the same in every language of the site. */
const CODE_NAMES: Readonly<Record<string, string>> = {
  shell: 'Shell', json: 'JSON', http: 'HTTP', javascript: 'JavaScript', typescript: 'TypeScript',
  python: 'Python', go: 'Go', php: 'PHP',
}

/**
 * A code block; the copy button is added by the page script. A long line scrolls sideways, so
 * the block takes the keyboard focus (arrow keys scroll it) and is a group named for its language.
 */
export function codeBlock(code: string, language: string, label = CODE_NAMES[language] ?? language): Html {
  return html`<pre class="code" tabindex="0" role="group" aria-label="${label}"><code class="language-${language}">${code}</code></pre>`
}
