/**
 * How to use devutils from AI assistants (/{lang}/docs/mcp): the /mcp endpoint, each client's
 * configuration filled with the address the page was requested at, the tools, files and errors.
 */
import { html, type Html } from '../html.ts'
import { layout, pageUrl } from '../layout.ts'
import { formatCount, siteText, type SiteText } from '../site-text.ts'
import { fill } from '../../i18n/index.ts'
import type { Snippet } from '../snippets.ts'
import { codeBlock, MCP_PAGE_PATH, PIPELINE_PATH, prose } from './parts.ts'

/** The endpoint's path under the service's address. */
const ENDPOINT_PATH = '/mcp'

/** Where the reader's key goes in every snippet. */
export const KEY_PLACEHOLDER = 'du_your_key'

export interface McpPageLimits {
  ANON_DAILY_LIMIT: number
}

const json = (value: unknown): string => JSON.stringify(value, null, 2)

/** Each client's configuration for the service at baseUrl (no trailing slash). */
export function mcpSnippets(baseUrl: string): Snippet[] {
  const url = `${baseUrl}${ENDPOINT_PATH}`
  const headers = { 'X-API-Key': KEY_PLACEHOLDER }
  return [
    {
      id: 'claude-code',
      label: 'Claude Code',
      language: 'shell',
      code: `claude mcp add --transport http devutils ${url} --header "X-API-Key: ${KEY_PLACEHOLDER}"`,
    },
    {
      id: 'claude-desktop',
      label: 'Claude Desktop',
      language: 'json',
      code: json({ mcpServers: { devutils: { command: 'npx', args: ['-y', 'devutils', 'mcp', '--url', baseUrl, '--key', KEY_PLACEHOLDER] } } }),
    },
    { id: 'cursor', label: 'Cursor', language: 'json', code: json({ mcpServers: { devutils: { url, headers } } }) },
    { id: 'vscode', label: 'VS Code', language: 'json', code: json({ servers: { devutils: { type: 'http', url, headers } } }) },
  ]
}

/** What the reader needs to know about a client, before its snippet and after it. */
function clientNotes(t: SiteText): Readonly<Record<string, readonly [before: string, after?: string]>> {
  return {
    'claude-code': [t.mcpClaudeCode],
    'claude-desktop': [t.mcpClaudeDesktop, t.mcpLocal],
    cursor: [t.mcpCursor],
    vscode: [t.mcpVsCode],
  }
}

function toolsTable(t: SiteText): Html {
  const tools: readonly (readonly [name: string, args: readonly string[], does: string])[] = [
    ['find_operations', ['query', 'category'], t.mcpFind],
    ['describe_operation', ['op'], t.mcpDescribe],
    ['run_operation', ['op', 'params', 'file_ids'], t.mcpRun],
    ['run_pipeline', ['input', 'steps', 'return', 'file_ids'], t.mcpPipeline],
    ['upload_file', ['name', 'data_base64'], t.mcpUpload],
  ]
  return html`<div class="table-scroll"><table class="result-fields mcp-tools">
<thead><tr><th scope="col">${t.mcpToolCol}</th><th scope="col">${t.mcpArgsCol}</th><th scope="col">${t.mcpDoesCol}</th></tr></thead>
<tbody>${tools.map(([name, args, does]) => html`<tr id="tool-${name}"><th scope="row"><code>${name}</code></th><td data-label="${t.mcpArgsCol}">${args.map((arg, i) => html`${i ? ', ' : ''}<code>${arg}</code>`)}</td><td data-label="${t.mcpDoesCol}">${prose(does)}</td></tr>`)}</tbody>
</table></div>`
}

export function renderMcpPage(lang: string, limits: McpPageLimits, baseUrl: string): string {
  const t = siteText(lang)
  const endpoint = `${baseUrl}${ENDPOINT_PATH}`
  const notes = clientNotes(t)
  const upload = `curl -F 'files[]=@photo.png' -H 'X-API-Key: ${KEY_PLACEHOLDER}' ${baseUrl}/api/v1/files`
  const body = html`<h1>${t.mcpTitle}</h1>
<p class="lead">${t.mcpLead}</p>
<p>${t.mcpEndpoint}</p>
${codeBlock(endpoint, 'text')}
<p>${prose(t.mcpLanguages)}</p>
<p>${t.mcpCounting}</p>
<p>${prose(fill(t.mcpAuth, { n: formatCount(lang, limits.ANON_DAILY_LIMIT) }))} <a href="${pageUrl(lang, '/account')}">${t.mcpKeyLink}</a>.</p>

<section aria-labelledby="mcp-add"><h2 id="mcp-add">${t.mcpAddTitle}</h2>
<p>${prose(t.mcpAddText)}</p>
${mcpSnippets(baseUrl).map((s) => {
    const [before, after] = notes[s.id] ?? ['']
    return html`<div class="snippet" data-snippet="${s.id}"><h3 id="mcp-${s.id}">${s.label}</h3>
<p>${prose(before)}</p>
${codeBlock(s.code, s.language)}${after ? html`<p class="note">${prose(after)}</p>` : ''}</div>
`
  })}<p>${prose(fill(t.mcpOther, { url: endpoint }))}</p>
</section>

<section aria-labelledby="mcp-tools"><h2 id="mcp-tools">${t.mcpToolsTitle}</h2>
<p>${t.mcpToolsText}</p>
${toolsTable(t)}
<p><a href="${pageUrl(lang, PIPELINE_PATH)}">${t.mcpPipelineLink}</a></p>
<p class="note">${prose(t.mcpToolsServer)}</p>
</section>

<section aria-labelledby="mcp-files"><h2 id="mcp-files">${t.mcpFilesTitle}</h2>
<p>${t.mcpFilesText}</p>
<p>${prose(t.mcpFilesUpload)}</p>
${codeBlock(upload, 'shell')}
<ul>
<li>${prose(t.mcpFilesKeep)}</li>
<li>${prose(t.mcpFilesUse)}</li>
<li>${prose(t.mcpFilesResult)}</li>
</ul>
</section>

<section aria-labelledby="mcp-errors"><h2 id="mcp-errors">${t.mcpErrorsTitle}</h2>
<p>${prose(t.mcpErrorsText)}</p>
</section>`
  return layout({ lang, title: `${t.mcpTitle} · ${t.siteName}`, description: t.mcpDescription, path: MCP_PAGE_PATH, body })
}
