/**
 * How the MCP tools reach the service: every tool call is an ordinary request to its HTTP API,
 * made for the MCP caller (their key, their address), so validation, limits, quotas and answers
 * are exactly those of the API. On the server the requests go through the app in process; the
 * stdio command sends them to a running instance, or to an app it starts for itself.
 */

export interface GatewayRequest {
  method: 'GET' | 'POST'
  /** A path of the API, such as /api/v1/calc/bmi, without query. */
  path: string
  query?: Readonly<Record<string, string>>
  json?: unknown
  /** A multipart/form-data body: fields, and files in files[]. */
  form?: { fields: Readonly<Record<string, string>>; files?: readonly GatewayFile[] }
}

export interface GatewayFile {
  /** The form field: files[] unless named (an extra file field such as an image to stamp). */
  field?: string
  name: string
  type: string
  bytes: Uint8Array
}

export interface GatewayResponse {
  status: number
  headers: Readonly<Record<string, string | string[] | number | undefined>>
  body: Buffer
}

export type Gateway = (request: GatewayRequest) => Promise<GatewayResponse>

/** The request's body as a web FormData (what both inject and fetch take). */
export function formData(form: NonNullable<GatewayRequest['form']>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value)
  for (const file of form.files ?? []) data.append(file.field ?? 'files[]', new Blob([file.bytes.slice()], { type: file.type }), file.name)
  return data
}

/** The request's URL path with its query string. */
export function pathWithQuery(request: GatewayRequest): string {
  const query = new URLSearchParams(request.query ?? {}).toString()
  return query ? `${request.path}?${query}` : request.path
}

/** A header of an answer as one string. */
export function headerOf(response: GatewayResponse, name: string): string | undefined {
  const value = response.headers[name]
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value)
}

/** Requests to a running instance at `url`, with `key` as its API key. */
export function httpGateway(url: string, key: string | undefined): Gateway {
  return async (call) => {
    const headers: Record<string, string> = { accept: 'application/json, */*' }
    if (key !== undefined) headers['x-api-key'] = key
    if (call.json !== undefined) headers['content-type'] = 'application/json'
    const body = call.json !== undefined ? JSON.stringify(call.json) : call.form ? formData(call.form) : undefined
    const response = await fetch(`${url}${pathWithQuery(call)}`, { method: call.method, headers, body })
    return { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) }
  }
}
