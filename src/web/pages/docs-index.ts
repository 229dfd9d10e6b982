/** Every operation, by category: the documentation's table of contents and the search fallback. */
import { ERROR_DOCS_PATH } from '../../core/errors.ts'
import { CATEGORIES, type Operation } from '../../core/operation.ts'
import { html } from '../html.ts'
import { layout, pageUrl } from '../layout.ts'
import { categoryText, formatCount, siteText } from '../site-text.ts'
import { fill } from '../../i18n/index.ts'
import { keysText } from './keys.ts'
import { categoryPath, JOBS_PAGE_PATH, KEYS_PAGE_PATH, MCP_PAGE_PATH, operationList, prose } from './parts.ts'

export function renderDocsIndex(lang: string, operations: readonly Operation[]): string {
  const t = siteText(lang)
  const sections = CATEGORIES
    .map((category) => ({ category, ops: operations.filter((op) => op.category === category) }))
    .filter(({ ops }) => ops.length > 0)
  return layout({
    lang,
    title: `${t.docsTitle} · ${t.siteName}`,
    description: t.docsDescription,
    path: '/docs',
    body: html`<h1>${t.docsTitle}</h1>
<p class="lead">${fill(t.docsLead, { n: formatCount(lang, operations.length) })}</p>
<section aria-labelledby="how-to"><h2 id="how-to">${t.docsHowTo}</h2><p>${prose(fill(t.docsHowToText, { lang }))}</p>
<p>${t.docsPipeline} <a href="${pageUrl(lang, '/pipeline')}">${t.plTitle}</a></p>
<p>${t.docsJobs} <a href="${pageUrl(lang, JOBS_PAGE_PATH)}">${t.jobsTitle}</a></p>
<p>${keysText(lang).docsLink} <a href="${pageUrl(lang, KEYS_PAGE_PATH)}">${keysText(lang).title}</a></p>
<p>${t.docsMcp} <a href="${pageUrl(lang, MCP_PAGE_PATH)}">${t.mcpTitle}</a></p>
<p>${t.docsErrors} <a href="${pageUrl(lang, ERROR_DOCS_PATH)}">${t.errorsTitle}</a></p></section>
<nav class="toc" aria-label="${t.homeCategories}"><ul>${sections.map(({ category, ops }) => html`<li><a href="#${category}">${categoryText(lang, category).title}</a> <span class="count">${ops.length}</span></li>`)}</ul></nav>
<div id="operation-index">
${sections.map(({ category, ops }) => html`<section class="category-section" id="${category}" aria-labelledby="h-${category}">
<h2 id="h-${category}"><a href="${pageUrl(lang, categoryPath(category))}">${categoryText(lang, category).title}</a> <span class="count">${fill(t.operationsCount, { n: ops.length })}</span></h2>
<p>${categoryText(lang, category).about}</p>
${operationList(lang, ops)}
</section>
`)}</div>`,
  })
}
