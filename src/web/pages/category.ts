/** One category's page: its operations with their summaries. */
import type { Category, Operation } from '../../core/operation.ts'
import { html } from '../html.ts'
import { layout } from '../layout.ts'
import { categoryText, siteText } from '../site-text.ts'
import { fill } from '../../i18n/index.ts'
import { breadcrumbs, categoryPath, operationList } from './parts.ts'

export function renderCategoryPage(lang: string, category: Category, ops: readonly Operation[]): string {
  const t = siteText(lang)
  const { title, about } = categoryText(lang, category)
  const count = fill(t.categoryDescriptionSuffix, { n: ops.length })
  return layout({
    lang,
    title: `${title} · ${t.siteName}`,
    description: `${about} ${count}`,
    path: categoryPath(category),
    body: html`${breadcrumbs(lang, [[t.navDocs, '/docs'], [title, undefined]])}
<h1>${title}</h1>
<p class="lead">${about} ${count}</p>
${operationList(lang, ops)}`,
  })
}

