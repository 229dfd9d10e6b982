/**
 * Keys, scopes and the account (/{lang}/docs/keys): several named keys with their scopes, caps
 * and expiry, making and revoking them, usage by day, operation and key, retries with
 * Idempotency-Key, request ids and rate-limit headers, and the account's life cycle. Its words,
 * in every language, are in src/web/words/{lang}/keys.ts; every example names the address the page was requested at.
 */
import { ERROR_DOCS_PATH, ERROR_STATUS, errorTitle } from '../../core/errors.ts'
import { html, type Html } from '../html.ts'
import { layout, pageUrl } from '../layout.ts'
import { siteText } from '../site-text.ts'
import type { Snippet } from '../snippets.ts'
import { wordsOf, type Words } from '../words/index.ts'
import { codeBlock, KEYS_PAGE_PATH } from './parts.ts'

type KeysText = Words['keys']

/** The page's words in lang (English for a language it does not have). */
export function keysText(lang: string): KeysText {
  return wordsOf(lang).keys
}

const isErrorCode = (word: string): boolean => Object.hasOwn(ERROR_STATUS, word)

/**
 * Text with `code` spans, as markup; a span that is an error code links to its anchor on the
 * error page in the page's language.
 */
export function keysProse(lang: string, text: string): Html {
  const parts = text.split('`')
  if (parts.length % 2 === 0) return html`${text}`
  const errors = pageUrl(lang, ERROR_DOCS_PATH)
  return html`${parts.map((part, i) => {
    if (i % 2 === 0) return part
    return isErrorCode(part) ? html`<a href="${errors}#${part}"><code>${part}</code></a>` : html`<code>${part}</code>`
  })}`
}

/** The page's shell examples, at the service's address. */
export function keysSnippets(baseUrl: string): Snippet[] {
  const api = `${baseUrl}/api/v1`
  const key = '-H "X-API-Key: $KEY"'
  const json = "-H 'Content-Type: application/json'"
  const shell = (id: string, label: string, code: string): Snippet => ({ id, label, language: 'shell', code })
  return [
    shell('create', 'POST keys', `curl -s -X POST ${key} ${json} ${api}/account/keys \\\n  -d '{"name":"ci","scopes":["dev/hash","text","pipeline"],"monthly_cap":1000,"expires_at":"2027-07-01T00:00:00Z"}'`),
    shell('list', 'GET keys', `curl -s ${key} ${api}/account/keys`),
    shell('revoke', 'DELETE key', `curl -s -X DELETE ${key} ${api}/account/keys/$KEY_ID`),
    shell('usage', 'GET usage', `curl -s ${key} '${api}/account/usage?from=2026-04-01&to=2026-04-30&group_by=day,operation'`),
    shell('usage-csv', 'GET usage CSV', `curl -s ${key} '${api}/account/usage?group_by=operation,key&format=csv' -o usage.csv`),
    shell('retry', 'Idempotency-Key', `curl -si -X POST ${key} ${json} -H 'Idempotency-Key: 5f2b1c0e-8d1a-4e7b-9c3d-2a6f0e9b7c41' \\\n  ${api}/dev/bcrypt -d '{"text":"correct horse"}'`),
    shell('problem', 'problem+json', `curl -si ${key} -H 'Accept: application/problem+json' -H 'X-Request-Id: my-trace-1' \\\n  '${api}/number/roman?value=abc'`),
    shell('reset', 'password-reset', `curl -s -X POST ${json} ${api}/account/password-reset -d '{"email":"you@example.com"}'`),
  ]
}

const json = (value: unknown): string => JSON.stringify(value, null, 2)

function scopesTable(lang: string, k: KeysText): Html {
  const rows: readonly (readonly [scopes: readonly string[], meaning: string])[] = [
    [['*'], k.scopeAll],
    [['calc'], k.scopeCategory],
    [['dev/hash'], k.scopeOperation],
    [['pipeline', 'batch', 'mcp', 'jobs'], k.scopeFeature],
  ]
  return html`<div class="table-scroll"><table class="result-fields key-scopes">
<thead><tr><th scope="col">${k.scopeCol}</th><th scope="col">${k.scopeMeaning}</th></tr></thead>
<tbody>${rows.map(([scopes, meaning]) => html`<tr><th scope="row">${scopes.map((s, i) => html`${i ? ', ' : ''}<code>${s}</code>`)}</th><td data-label="${k.scopeMeaning}">${keysProse(lang, meaning)}</td></tr>`)}</tbody>
</table></div>`
}

export function renderKeysPage(lang: string, baseUrl: string): string {
  const t = siteText(lang)
  const k = keysText(lang)
  const p = (text: string): Html => keysProse(lang, text.replaceAll('{lang}', lang))
  const snippets = new Map(keysSnippets(baseUrl).map((s) => [s.id, s]))
  const snippet = (id: string): Html => {
    const s = snippets.get(id)!
    return html`<div class="snippet" data-snippet="${s.id}">${codeBlock(s.code, s.language)}</div>`
  }
  const created = json({
    ok: true,
    result: {
      key: 'du_…',
      key_notice: 'Store this key now: it is shown only once.',
      details: {
        id: '3f9c2a7e-1b4d-4c8a-9e2f-6d1b0a5c7e94', name: 'ci', masked: 'du_8Kx2…Qe7w', prefix: 'du_8Kx2', last4: 'Qe7w',
        scopes: ['dev/hash', 'pipeline', 'text'], monthly_cap: 1000,
        created_at: '2026-05-04T10:00:00.000Z', last_used_at: null, expires_at: '2027-07-01T00:00:00.000Z',
      },
    },
  })
  const usage = json({
    ok: true,
    result: {
      from: '2026-04-01', to: '2026-04-30', group_by: ['day', 'operation'],
      rows: [{ day: '2026-04-01', operation: 'dev/hash', calls: 118 }, { day: '2026-04-01', operation: 'text/slugify', calls: 7 }],
    },
  })
  const csv = 'day,operation,key,calls\n,dev/hash,3f9c2a7e-1b4d-4c8a-9e2f-6d1b0a5c7e94,1412\n,text/slugify,3f9c2a7e-1b4d-4c8a-9e2f-6d1b0a5c7e94,96'
  const problem = `HTTP/1.1 422 Unprocessable Entity
x-request-id: my-trace-1
ratelimit-policy: "month";q=500;w=2592000
ratelimit: "month";r=480;t=3600
content-type: application/problem+json; charset=utf-8

${json({ type: `${baseUrl}/en${ERROR_DOCS_PATH}#INVALID_ROMAN`, title: errorTitle('INVALID_ROMAN'), status: 422, detail: '"abc" is not a valid Roman numeral; …', code: 'INVALID_ROMAN', request_id: 'my-trace-1' })}`
  const body = html`<h1>${k.title}</h1>
<p class="lead">${k.lead}</p>
<p>${p(k.examples)} <a href="${pageUrl(lang, '/account')}">${k.dashboardLink}</a>.</p>

<section aria-labelledby="keys-scopes"><h2 id="keys-scopes">${k.scopesTitle}</h2>
<p>${p(k.scopesText)}</p>
${scopesTable(lang, k)}
<p>${p(k.scopesFeatures)}</p>
<p>${p(k.scopesRefused)}</p>
<p>${p(k.scopesManage)}</p>
</section>

<section aria-labelledby="keys-limits"><h2 id="keys-limits">${k.limitsTitle}</h2>
<p>${p(k.capText)}</p>
<p>${p(k.expiryText)}</p>
</section>

<section aria-labelledby="keys-manage"><h2 id="keys-manage">${k.manageTitle}</h2>
<p>${p(k.createText)}</p>
${snippet('create')}
<p>${p(k.createAnswer)}</p>
${codeBlock(created, 'json')}
<p>${p(k.createLimit)}</p>
<p>${p(k.listText)}</p>
${snippet('list')}
<p>${p(k.revokeText)}</p>
${snippet('revoke')}
<h3 id="keys-dashboard">${k.dashboardTitle}</h3>
<p>${p(k.dashboardText)} <a href="${pageUrl(lang, '/account')}">${k.dashboardLink}</a></p>
</section>

<section aria-labelledby="keys-usage"><h2 id="keys-usage">${k.usageTitle}</h2>
<p>${p(k.usageText)}</p>
${snippet('usage')}
<p>${p(k.usageAnswer)}</p>
${codeBlock(usage, 'json')}
<p>${p(k.usageCsv)}</p>
${snippet('usage-csv')}
${codeBlock(csv, 'text', 'CSV')}
<p class="note">${p(k.usageDelay)}</p>
</section>

<section aria-labelledby="keys-retries"><h2 id="keys-retries">${k.retriesTitle}</h2>
<p>${p(k.retriesText)}</p>
${snippet('retry')}
<ul>
<li>${p(k.retriesReused)}</li>
<li>${p(k.retriesKept)}</li>
<li>${p(k.retriesUpload)}</li>
<li>${p(k.retriesOwner)}</li>
</ul>
</section>

<section aria-labelledby="keys-tracing"><h2 id="keys-tracing">${k.tracingTitle}</h2>
<p>${p(k.requestIdText)}</p>
<p>${p(k.problemText)}</p>
${snippet('problem')}
${codeBlock(problem, 'http')}
<p>${p(k.rateText)}</p>
<p>${k.errorsLink}: <a href="${pageUrl(lang, ERROR_DOCS_PATH)}">${t.errorsTitle}</a></p>
</section>

<section aria-labelledby="keys-account"><h2 id="keys-account">${k.accountTitle}</h2>
<p>${p(k.accountSession)}</p>
<h3 id="keys-account-mail">${k.mailTitle}</h3>
<p>${p(k.mailText)}</p>
<ul>
<li>${p(k.verifyText)}</li>
<li>${p(k.resetText)}</li>
<li>${p(k.emailText)}</li>
</ul>
${snippet('reset')}
<h3 id="keys-account-password">${k.passwordTitle}</h3>
<ul>
<li>${p(k.passwordText)}</li>
<li>${p(k.deleteText)}</li>
</ul>
<p>${p(k.eventsText)}</p>
<h3 id="keys-account-nomail">${k.noMailTitle}</h3>
<p>${p(k.noMailText)}</p>
${codeBlock('npx devutils admin set-password you@example.com', 'shell')}
</section>`
  return layout({ lang, title: `${k.title} · ${t.siteName}`, description: k.description, path: KEYS_PAGE_PATH, body })
}
