/**
 * The operations sidebar of an operation page: every category with its operations, the current
 * one marked, and a filter box (sidebar.js) that narrows the list as you type. Each category is a
 * disclosure (open for the current category), so the list works without a script too.
 */
import type { Operation } from '../../core/operation.ts'
import { html, type Html } from '../html.ts'
import { categoryText, siteText } from '../site-text.ts'

/** The link from one operation page to another, relative (the sidebar holds some two hundred). */
const relative = (from: Operation, to: Operation): string => (from.category === to.category ? to.name : `../${to.category}/${to.name}`)

export function operationSidebar(lang: string, operations: readonly Operation[], current: Operation): Html {
  const t = siteText(lang)
  const categories = new Map<string, Operation[]>()
  for (const op of operations) categories.set(op.category, [...(categories.get(op.category) ?? []), op])
  return html`<nav class="op-nav" aria-label="${t.opNavLabel}" data-op-nav>
<div class="op-nav-filter" hidden data-op-filter>
<label for="op-nav-filter" class="visually-hidden">${t.opNavFilter}</label>
<input id="op-nav-filter" type="search" placeholder="${t.opNavFilter}" autocomplete="off" spellcheck="false" aria-describedby="op-nav-status">
<p id="op-nav-status" class="visually-hidden" role="status" aria-live="polite" data-none="${t.opNavNone}"></p>
</div>
${[...categories].map(([category, ops]) => html`<details class="op-nav-group"${category === current.category ? html` open` : ''}>
<summary>${categoryText(lang, ops[0]!.category).title} <span class="count">${ops.length}</span></summary>
<ul>${ops.map((op) => html`<li><a href="${relative(current, op)}"${op === current ? html` aria-current="page"` : ''}>${op.name}</a></li>`)}</ul>
</details>`)}
</nav>`
}
