/**
 * Every error code (/{lang}/docs/errors): its status and its message, one anchor per code, which
 * the `type` of a problem-details answer points at; and what every answer carries to trace it
 * and pace it (request ids, problem details, rate-limit headers).
 */
import { ERROR_DOCS_PATH, ERROR_STATUS, errorDocsUrl, errorTitle, type ErrorCode } from '../../core/errors.ts'
import { translate } from '../../i18n/index.ts'
import { html } from '../html.ts'
import { layout } from '../layout.ts'
import { siteText } from '../site-text.ts'
import { codeBlock, prose } from './parts.ts'

/** The codes by status, then by name: how a reader looks one up. */
const CODES = (Object.keys(ERROR_STATUS) as ErrorCode[]).sort((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b] || a.localeCompare(b))

/** The page, its example answer naming the service at baseUrl (no trailing slash). */
export function renderErrorsPage(lang: string, baseUrl: string): string {
  const t = siteText(lang)
  const problem = {
    type: errorDocsUrl(baseUrl, 'INVALID_ROMAN'),
    title: errorTitle('INVALID_ROMAN'),
    status: 422,
    detail: translate(lang, 'INVALID_ROMAN', { value: 'abc' }),
    code: 'INVALID_ROMAN',
  }
  const body = html`<h1>${t.errorsTitle}</h1>
<p class="lead">${prose(t.errorsLead)}</p>

<section aria-labelledby="request-ids"><h2 id="request-ids">${t.errorsRequestIdTitle}</h2>
<p>${prose(t.errorsRequestIdText)}</p>
</section>

<section aria-labelledby="problem-details"><h2 id="problem-details">${t.errorsProblemTitle}</h2>
<p>${prose(t.errorsProblemText)}</p>
${codeBlock(`curl -s -H 'Accept: application/problem+json' -H 'X-Request-Id: my-trace-1' '${baseUrl}/${lang}/api/v1/number/roman?value=abc'`, 'shell')}
${codeBlock(JSON.stringify({ ...problem, request_id: 'my-trace-1' }, null, 2), 'json')}
</section>

<section aria-labelledby="rate-limits"><h2 id="rate-limits">${t.errorsRateTitle}</h2>
<p>${prose(t.errorsRateText)}</p>
</section>

<section aria-labelledby="codes"><h2 id="codes">${t.errorsCodesTitle}</h2>
<p>${t.errorsCodesText}</p>
<div class="table-scroll"><table class="errors error-codes">
<thead><tr><th scope="col"><code>code</code></th><th scope="col">${t.errStatus}</th><th scope="col">${t.errorsMeaning}</th></tr></thead>
<tbody>${CODES.map((code) => html`<tr id="${code}"><th scope="row"><a href="#${code}"><code>${code}</code></a></th><td data-label="${t.errStatus}">${ERROR_STATUS[code]}</td><td data-label="${t.errorsMeaning}">${translate(lang, code)}</td></tr>`)}</tbody>
</table></div>
</section>`
  return layout({ lang, title: `${t.errorsTitle} · ${t.siteName}`, description: t.errorsDescription, path: ERROR_DOCS_PATH, body })
}
