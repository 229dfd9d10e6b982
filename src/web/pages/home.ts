/** The home page: what the service is, its categories, a first call, and the plans. */
import type { Config } from '../../config.ts'
import { CATEGORIES, type Operation } from '../../core/operation.ts'
import { html } from '../html.ts'
import { layout, pageUrl } from '../layout.ts'
import { categoryText, formatCount, siteText } from '../site-text.ts'
import { fill } from '../../i18n/index.ts'
import { API_KEY_PLACEHOLDER, curlCommand, exampleEnvelope, exampleRequest } from '../snippets.ts'
import { categoryPath, codeBlock, JOBS_PAGE_PATH, KEYS_PAGE_PATH, MCP_PAGE_PATH, PIPELINE_PATH } from './parts.ts'

export type PlanLimits = Pick<Config, 'ANON_DAILY_LIMIT' | 'FREE_MONTHLY_LIMIT' | 'STARTER_MONTHLY_LIMIT' | 'BUSINESS_MONTHLY_LIMIT'>

/** The operation the quick start calls: a short GET with a fixed answer. */
function quickStartOperation(operations: readonly Operation[]): Operation | undefined {
  const simple = operations.filter((op) => op.method === 'GET' && op.examples[0]?.result !== undefined && !op.examples[0].network)
  return simple.find((op) => op.path === '/api/v1/number/roman') ?? simple[0]
}

export function renderHomePage(lang: string, operations: readonly Operation[], limits: PlanLimits, baseUrl: string): string {
  const t = siteText(lang)
  const categories = CATEGORIES
    .map((category) => ({ category, count: operations.filter((op) => op.category === category).length }))
    .filter(({ count }) => count > 0)
  const n = formatCount(lang, operations.length)
  const first = quickStartOperation(operations)
  const request = first && exampleRequest(first, lang, baseUrl)
  const answer = first && exampleEnvelope(first, limits)
  const plans = [
    [t.planAnonymous, fill(t.perDay, { n: formatCount(lang, limits.ANON_DAILY_LIMIT) })],
    [t.planFree, fill(t.perMonth, { n: formatCount(lang, limits.FREE_MONTHLY_LIMIT) })],
    [t.planStarter, fill(t.perMonth, { n: formatCount(lang, limits.STARTER_MONTHLY_LIMIT) })],
    [t.planBusiness, fill(t.perMonth, { n: formatCount(lang, limits.BUSINESS_MONTHLY_LIMIT) })],
  ]
  const keyCall = request ? curlCommand(request, API_KEY_PLACEHOLDER) : `curl -H 'X-API-Key: ${API_KEY_PLACEHOLDER}' ${baseUrl}/${lang}/api/v1/...`
  return layout({
    lang,
    title: t.homeTitle,
    description: fill(t.homeDescription, { n }),
    path: '/',
    body: html`<section class="hero" aria-labelledby="hero-title">
<h1 id="hero-title">${t.tagline}</h1>
<p class="lead">${fill(t.homeLead, { n, c: categories.length })}</p>
<p class="actions"><a class="button" href="${pageUrl(lang, '/docs')}">${t.homeBrowse}</a> <a class="button secondary" href="${pageUrl(lang, '/account')}">${t.homeCreateAccount}</a></p>
</section>
<section aria-labelledby="categories"><h2 id="categories">${t.homeCategories}</h2>
<ul class="cards">${categories.map(({ category, count }) => html`<li><a href="${pageUrl(lang, categoryPath(category))}"><strong>${categoryText(lang, category).title}</strong> <span class="count">${fill(t.operationsCount, { n: count })}</span><span class="about">${categoryText(lang, category).about}</span></a></li>`)}</ul>
</section>
<section aria-labelledby="quick-start"><h2 id="quick-start">${t.homeQuickStart}</h2>
<p>${t.homeQuickStartText}</p>
${request ? codeBlock(curlCommand(request), 'shell') : ''}
<p>${t.homeQuickStartAnswer}</p>
${answer ? codeBlock(JSON.stringify(answer, null, 2), 'json') : ''}
<p>${t.homeQuickStartKey}</p>
${codeBlock(keyCall, 'shell')}
</section>
<section aria-labelledby="plans"><h2 id="plans">${t.homePlans}</h2>
<p>${t.homePlansText}</p>
<table class="plans"><thead><tr><th scope="col">${t.homePlanCol}</th><th scope="col">${t.homeLimitCol}</th></tr></thead>
<tbody>${plans.map(([plan, calls]) => html`<tr><th scope="row">${plan}</th><td>${calls}</td></tr>`)}</tbody></table>
<p><a href="${pageUrl(lang, '/account')}">${t.homeCreateAccount}</a></p>
</section>
<section aria-labelledby="machines"><h2 id="machines">${t.homeMachine}</h2>
<ul class="links"><li><a href="/docs">${t.navReference}</a>: ${t.homeReferenceText}</li><li><a href="/openapi.json">${t.footerOpenApi}</a>: ${t.homeOpenApiText}</li><li><a href="${pageUrl(lang, PIPELINE_PATH)}">${t.plTitle}</a>: ${t.homePipelineText}</li><li><a href="${pageUrl(lang, MCP_PAGE_PATH)}">${t.mcpTitle}</a>: ${t.homeMcpText}</li><li><a href="${pageUrl(lang, JOBS_PAGE_PATH)}">${t.jobsTitle}</a>: ${t.homeJobsText}</li><li><a href="${pageUrl(lang, KEYS_PAGE_PATH)}">${t.keysTitle}</a>: ${t.homeKeysText}</li></ul>
</section>`,
  })
}
