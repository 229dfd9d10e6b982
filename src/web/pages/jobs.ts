/**
 * Long work in the background (/{lang}/docs/jobs): creating a job, following it, its output,
 * cancelling and listing, webhooks and how to verify them, this service's limits, and where
 * jobs run. Every example names the address the page was requested at.
 */
import { html, type Html } from '../html.ts'
import { layout, pageUrl } from '../layout.ts'
import { formatCount, siteText, type SiteText } from '../site-text.ts'
import { fill } from '../../i18n/index.ts'
import type { Snippet } from '../snippets.ts'
import { codeBlock, JOBS_PAGE_PATH, prose } from './parts.ts'

/** The settings the page states, as this service has them. */
export interface JobsPageLimits {
  UPLOAD_LIMIT_BYTES: number
  FILE_TIMEOUT_MS: number
  ASYNC_UPLOAD_LIMIT_BYTES: number
  ASYNC_UPLOAD_TOTAL_BYTES: number
  ASYNC_TIMEOUT_MS: number
  JOB_OUTPUT_TTL_S: number
  JOBS_PER_KEY: number
  WEBHOOK_ATTEMPTS: number
  WEBHOOK_RETRY_BASE_MS: number
}

const KiB = 1024
const MiB = 1024 * KiB
const GiB = 1024 * MiB

/** A size as an operator would write it: whole GiB or MiB when it is one, bytes otherwise. */
export function formatBytes(lang: string, bytes: number): string {
  if (bytes >= GiB && bytes % GiB === 0) return `${formatCount(lang, bytes / GiB)} GiB`
  if (bytes >= MiB && bytes % MiB === 0) return `${formatCount(lang, bytes / MiB)} MiB`
  if (bytes >= KiB && bytes % KiB === 0) return `${formatCount(lang, bytes / KiB)} KiB`
  return `${formatCount(lang, bytes)} B`
}

/** A duration in the largest whole unit (h, min, s, ms), the symbols both languages write. */
export function formatDuration(lang: string, ms: number): string {
  for (const [unit, size] of [['h', 3_600_000], ['min', 60_000], ['s', 1000]] as const) {
    if (ms >= size && ms % size === 0) return `${formatCount(lang, ms / size)} ${unit}`
  }
  return `${formatCount(lang, ms)} ms`
}

/** The waits between a webhook's attempts: the base, doubling after each failure. */
export function retrySchedule(lang: string, limits: Pick<JobsPageLimits, 'WEBHOOK_ATTEMPTS' | 'WEBHOOK_RETRY_BASE_MS'>): string[] {
  return Array.from({ length: Math.max(0, limits.WEBHOOK_ATTEMPTS - 1) }, (_, i) => formatDuration(lang, limits.WEBHOOK_RETRY_BASE_MS * 2 ** i))
}

/** A job as the service shows it, for the examples: the ids are made up, the shape is not. */
function exampleJob(baseUrl: string): Record<string, unknown> {
  const id = 'j_Vx3kQ9mZbT2rL8nW4yHc1A'
  return {
    id,
    op: 'file/compress-pdf',
    status: 'succeeded',
    progress: 1,
    created_at: '2026-05-04T10:00:00.000Z',
    started_at: '2026-05-04T10:00:00.120Z',
    finished_at: '2026-05-04T10:00:41.870Z',
    error: null,
    output: {
      url: `${baseUrl}/api/v1/jobs/${id}/output?exp=1777975241&sig=…`,
      name: 'scan-compressed.pdf',
      type: 'application/pdf',
      size: 3145728,
      expires_at: '2026-05-05T10:00:41.870Z',
    },
    webhook: { url: 'https://example.com/hooks/devutils', attempts: 1, last_status: 204, delivered_at: '2026-05-04T10:00:42.015Z' },
    links: { self: `/api/v1/jobs/${id}`, output: `/api/v1/jobs/${id}/output` },
  }
}

/**
 * A complete receiver that verifies each delivery with the standardwebhooks package and handles
 * each delivery once. The README shows the same program.
 */
export const RECEIVER_CODE = `// receiver.mjs: npm install standardwebhooks
// DEVUTILS_WEBHOOK_SECRET=whsec_… node receiver.mjs
import { createServer } from 'node:http'
import { Webhook } from 'standardwebhooks'

const webhook = new Webhook(process.env.DEVUTILS_WEBHOOK_SECRET)
const handled = new Set() // webhook-id of the deliveries already handled (keep them in a database)

createServer((req, res) => {
  const chunks = []
  req.on('data', (chunk) => chunks.push(chunk))
  req.on('end', () => {
    let event
    try {
      // The body exactly as it arrived: the signature covers these bytes.
      event = webhook.verify(Buffer.concat(chunks).toString('utf8'), req.headers)
    } catch {
      res.writeHead(400).end()
      return
    }
    res.writeHead(204).end()
    // A retried delivery has the same webhook-id: handle it once.
    const id = req.headers['webhook-id']
    if (handled.has(id)) return
    handled.add(id)
    const job = event.data
    if (event.type === 'job.succeeded') console.log(job.id, 'done:', job.output.url ?? JSON.stringify(job.output.result))
    else console.log(job.id, event.type, job.error?.error ?? '')
  })
}).listen(Number(process.env.PORT ?? 3000))
`

/** The same as the shell loop, with the TypeScript SDK. */
function sdkJobCode(baseUrl: string): string {
  return `import { writeFile } from 'node:fs/promises'
import { createClient } from '@devutils/sdk'

const devutils = createClient({ baseUrl: '${baseUrl}', apiKey: process.env.DEVUTILS_API_KEY })

const { result: queued } = await devutils.jobs.create('file/compress-pdf', { files: 'scan.pdf' })
const { result: job } = await devutils.jobs.wait(queued.id, { timeoutMs: 15 * 60_000 })
if (job.status === 'succeeded') {
  const { result: file } = await devutils.jobs.output(job.id)
  await writeFile('scan-small.pdf', file.bytes)
} else {
  console.log(job.status, job.error?.code, job.error?.error)
}`
}

const SDK_CODE = `import { verifyWebhook, WebhookVerificationError } from '@devutils/sdk'

// body: the request's bytes as they arrived; headers: the request's headers
try {
  const event = verifyWebhook<{ type: string; data: { id: string } }>(secret, headers, body)
  console.log(event.type, event.data.id)
} catch (error) {
  if (error instanceof WebhookVerificationError) console.log('refused:', error.reason)
}`

/** The page's shell examples, in the order a reader runs them, at the service's address. */
export function jobsSnippets(baseUrl: string): Snippet[] {
  const api = `${baseUrl}/api/v1`
  const key = '-H "X-API-Key: $KEY"'
  const shell = (id: string, label: string, code: string): Snippet => ({ id, label, language: 'shell', code })
  return [
    shell('create', 'async=1', `curl -s ${key} -F 'files[]=@scan.pdf' '${api}/file/compress-pdf?async=1'`),
    shell('prefer', 'Prefer', `curl -s ${key} -H 'Prefer: respond-async' -F 'files[]=@scan.pdf' ${api}/file/compress-pdf`),
    shell('poll', 'GET', `curl -s ${key} ${api}/jobs/$JOB`),
    shell('wait', 'sh', [
      `JOB=$(curl -s ${key} -F 'files[]=@scan.pdf' '${api}/file/compress-pdf?async=1' | sed -E 's/.*"id":"(j_[^"]+)".*/\\1/')`,
      `until curl -s ${key} ${api}/jobs/$JOB | grep -Eq '"status":"(succeeded|failed|canceled)"'; do sleep 2; done`,
    ].join('\n')),
    shell('output', 'GET output', `curl --fail-with-body ${key} ${api}/jobs/$JOB/output -o scan-small.pdf`),
    shell('cancel', 'DELETE', `curl -s -X DELETE ${key} ${api}/jobs/$JOB`),
    shell('list', 'GET list', `curl -s ${key} '${api}/jobs?status=succeeded&limit=10'`),
    shell('webhook', 'webhook_url', `curl -s ${key} -F 'files[]=@scan.pdf' -F webhook_url=https://example.com/hooks/devutils ${api}/file/compress-pdf`),
    shell('secret', 'GET secret', `curl -s ${key} ${api}/account/webhook-secret`),
    shell('rotate', 'POST rotate', `curl -s -X POST ${key} ${api}/account/webhook-secret/rotate`),
  ]
}

const json = (value: unknown): string => JSON.stringify(value, null, 2)

function limitsTable(lang: string, t: SiteText, limits: JobsPageLimits): Html {
  const rows: readonly (readonly [setting: keyof JobsPageLimits, value: string, meaning: string])[] = [
    ['ASYNC_UPLOAD_LIMIT_BYTES', formatBytes(lang, limits.ASYNC_UPLOAD_LIMIT_BYTES), t.jobsLimitUpload],
    ['ASYNC_UPLOAD_TOTAL_BYTES', formatBytes(lang, limits.ASYNC_UPLOAD_TOTAL_BYTES), t.jobsLimitTotal],
    ['ASYNC_TIMEOUT_MS', formatDuration(lang, limits.ASYNC_TIMEOUT_MS), t.jobsLimitTimeout],
    ['JOB_OUTPUT_TTL_S', formatDuration(lang, limits.JOB_OUTPUT_TTL_S * 1000), t.jobsLimitTtl],
    ['JOBS_PER_KEY', formatCount(lang, limits.JOBS_PER_KEY), t.jobsLimitPerKey],
    ['WEBHOOK_ATTEMPTS', formatCount(lang, limits.WEBHOOK_ATTEMPTS), t.jobsLimitAttempts],
    ['WEBHOOK_RETRY_BASE_MS', formatDuration(lang, limits.WEBHOOK_RETRY_BASE_MS), t.jobsLimitRetry],
  ]
  return html`<div class="table-scroll"><table class="result-fields jobs-limits">
<thead><tr><th scope="col">${t.jobsSettingCol}</th><th scope="col">${t.jobsValueCol}</th><th scope="col">${t.jobsMeaningCol}</th></tr></thead>
<tbody>${rows.map(([setting, value, meaning]) => html`<tr id="limit-${setting}"><th scope="row"><code>${setting}</code></th><td data-label="${t.jobsValueCol}">${value}</td><td data-label="${t.jobsMeaningCol}">${prose(meaning)}</td></tr>`)}</tbody>
</table></div>`
}

function headersTable(t: SiteText): Html {
  const rows: readonly (readonly [name: string, meaning: string])[] = [
    ['webhook-id', t.jobsHeaderId],
    ['webhook-timestamp', t.jobsHeaderTimestamp],
    ['webhook-signature', t.jobsHeaderSignature],
  ]
  return html`<div class="table-scroll"><table class="result-fields webhook-headers">
<thead><tr><th scope="col">${t.jobsHeaderCol}</th><th scope="col">${t.jobsHeaderMeaning}</th></tr></thead>
<tbody>${rows.map(([name, meaning]) => html`<tr id="header-${name}"><th scope="row"><code>${name}</code></th><td data-label="${t.jobsHeaderMeaning}">${prose(meaning)}</td></tr>`)}</tbody>
</table></div>`
}

export function renderJobsPage(lang: string, limits: JobsPageLimits, baseUrl: string): string {
  const t = siteText(lang)
  const snippets = new Map(jobsSnippets(baseUrl).map((s) => [s.id, s]))
  const snippet = (id: string): Html => {
    const s = snippets.get(id)!
    return html`<div class="snippet" data-snippet="${s.id}">${codeBlock(s.code, s.language)}</div>`
  }
  const job = exampleJob(baseUrl)
  const self = `/api/v1/jobs/${String(job.id)}`
  const queued = { ...job, status: 'queued', progress: null, started_at: null, finished_at: null, output: null, webhook: null, links: { self } }
  // The quota object is the one every counted call carries; the page does not repeat it.
  const created = `HTTP/1.1 202 Accepted\nLocation: ${self}\n\n${JSON.stringify({ ok: true, result: queued }).slice(0, -1)},"quota":{…}}`
  const payload = json({ type: 'job.succeeded', timestamp: '2026-05-04T10:00:41.990Z', data: job })
  const sizes = {
    size: formatBytes(lang, limits.ASYNC_UPLOAD_LIMIT_BYTES),
    syncSize: formatBytes(lang, limits.UPLOAD_LIMIT_BYTES),
    timeout: formatDuration(lang, limits.ASYNC_TIMEOUT_MS),
    syncTimeout: formatDuration(lang, limits.FILE_TIMEOUT_MS),
  }
  const schedule = retrySchedule(lang, limits)
  const retries = schedule.length > 0
    ? fill(t.jobsRetriesText, { attempts: formatCount(lang, limits.WEBHOOK_ATTEMPTS), schedule: schedule.join(', ') })
    : fill(t.jobsRetriesNone, { attempts: formatCount(lang, limits.WEBHOOK_ATTEMPTS) })
  const body = html`<h1>${t.jobsTitle}</h1>
<p class="lead">${fill(t.jobsLead, sizes)}</p>
<p>${prose(t.jobsKey)} <a href="${pageUrl(lang, '/account')}">${t.jobsKeyLink}</a>.</p>

<section aria-labelledby="jobs-create"><h2 id="jobs-create">${t.jobsCreateTitle}</h2>
<p>${prose(t.jobsCreateText)}</p>
${snippet('create')}
<p>${prose(t.jobsPreferText)}</p>
${snippet('prefer')}
<p>${prose(t.jobsCreateAnswer)}</p>
${codeBlock(created, 'http')}
<p>${prose(fill(t.jobsBigFiles, sizes))}</p>
<p>${prose(fill(t.jobsCreateErrors, { perKey: formatCount(lang, limits.JOBS_PER_KEY) }))}</p>
</section>

<section aria-labelledby="jobs-poll"><h2 id="jobs-poll">${t.jobsPollTitle}</h2>
<p>${prose(t.jobsPollText)}</p>
${snippet('poll')}
<p>${prose(t.jobsPollLoop)}</p>
${snippet('wait')}
<p>${prose(t.jobsSdkText)}</p>
<div class="snippet" data-snippet="sdk-job">${codeBlock(sdkJobCode(baseUrl), 'typescript')}</div>
</section>

<section aria-labelledby="jobs-output"><h2 id="jobs-output">${t.jobsOutputTitle}</h2>
<p>${prose(t.jobsOutputText)}</p>
${snippet('output')}
<p>${prose(fill(t.jobsOutputJson, { ttl: formatDuration(lang, limits.JOB_OUTPUT_TTL_S * 1000) }))}</p>
</section>

<section aria-labelledby="jobs-cancel"><h2 id="jobs-cancel">${t.jobsCancelTitle}</h2>
<p>${prose(t.jobsCancelText)}</p>
${snippet('cancel')}
</section>

<section aria-labelledby="jobs-list"><h2 id="jobs-list">${t.jobsListTitle}</h2>
<p>${prose(t.jobsListText)}</p>
${snippet('list')}
</section>

<section aria-labelledby="webhooks"><h2 id="webhooks">${t.jobsWebhookTitle}</h2>
<p>${prose(t.jobsWebhookText)}</p>
${snippet('webhook')}
${codeBlock(payload, 'json')}
<p>${prose(t.jobsWebhookTypes)}</p>
${headersTable(t)}
<p class="note">${t.jobsWebhookAddress}</p>

<h3 id="webhooks-verify">${t.jobsVerifyTitle}</h3>
<p>${prose(t.jobsVerifyText)}</p>
<div class="snippet" data-snippet="receiver">${codeBlock(RECEIVER_CODE, 'javascript')}</div>
<p>${prose(t.jobsVerifySdk)}</p>
<div class="snippet" data-snippet="sdk-verify">${codeBlock(SDK_CODE, 'typescript')}</div>

<h3 id="webhooks-retries">${t.jobsRetriesTitle}</h3>
<p>${prose(retries)}</p>

<h3 id="webhooks-secret">${t.jobsSecretTitle}</h3>
<p>${prose(t.jobsSecretText)}</p>
${snippet('secret')}
<p>${prose(t.jobsRotateText)}</p>
${snippet('rotate')}
</section>

<section aria-labelledby="jobs-limits"><h2 id="jobs-limits">${t.jobsLimitsTitle}</h2>
<p>${t.jobsLimitsText}</p>
${limitsTable(lang, t, limits)}
</section>

<section aria-labelledby="jobs-engines"><h2 id="jobs-engines">${t.jobsEnginesTitle}</h2>
<p>${prose(t.jobsEmbedded)}</p>
<p>${prose(t.jobsScaleOut)}</p>
${codeBlock('npx devutils worker', 'shell')}
<p>${prose(t.jobsWorkerText)}</p>
</section>`
  return layout({ lang, title: `${t.jobsTitle} · ${t.siteName}`, description: t.jobsDescription, path: JOBS_PAGE_PATH, body })
}
