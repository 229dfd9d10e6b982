/**
 * Example requests for an operation in curl, JavaScript (fetch), the TypeScript SDK, Python
 * (requests), Go (net/http) and PHP (curl), built from its first example: the same parameters
 * and sample files the example tests run. Every sample is written from one description of the
 * request (exampleRequest), so they send the same thing and cannot drift apart.
 */
import type { Operation } from '../core/operation.ts'
import { paramsJsonSchema, type JsonSchema } from '../core/validate.ts'

export interface Snippet {
  /** Stable identifier ("curl", "fetch", "sdk", "python", "go", "php"). */
  id: string
  /** Heading shown above the code. */
  label: string
  /** Language of the code, for the class of its <code> element. */
  language: string
  code: string
}

type Value = string | number | boolean

/** What the samples send as the caller's key; a reader puts their own in its place. */
export const API_KEY_PLACEHOLDER = 'YOUR_API_KEY'

/** One example call of an operation, as every sample makes it. */
export interface ExampleRequest {
  method: 'GET' | 'POST'
  /** The operation's address, without a query string. */
  url: string
  /** What the call sends besides the key. */
  body:
    | { kind: 'query'; fields: [string, string][] }
    | { kind: 'json'; fields: [string, Value][] }
    /** multipart/form-data: sample files in files[], and text fields. */
    | { kind: 'form'; files: string[]; fields: [string, string][] }
  /** The parameters as the SDK takes them: numbers and flags typed as the operation declares them. */
  sdk: { category: string; method: string; params: [string, Value][] }
  /** When the operation answers with a file: its media type and the name the samples save it under. */
  download?: { type: string; saveAs: string }
}

/** The example's parameters, without absent values. */
export function exampleParams(op: Operation): [string, Value][] {
  const params = (op.examples[0]?.params ?? {}) as Record<string, Value | undefined>
  return Object.entries(params).filter((entry): entry is [string, Value] => entry[1] !== undefined)
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'text/plain': 'txt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
}

/** A file extension for a content type, for the name a sample saves a file answer under. */
function extensionOf(contentType: string): string {
  const subtype = contentType.split('/')[1] ?? ''
  return EXTENSIONS[contentType] ?? (/^[a-z0-9]+$/.test(subtype) ? subtype : 'bin')
}

/** Form fields and query strings are text: the value as a form would send it. */
const fieldText = (value: Value): string => String(value)

const types = (schema: JsonSchema | undefined): string[] =>
  schema === undefined ? [] : Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []

/**
 * A value as the SDK's typed parameters take it: an example written as text ("200", "true")
 * for a number or a flag becomes one, so the sample compiles as it stands.
 */
function sdkValue(schema: JsonSchema | undefined, value: Value): Value {
  const accepts = types(schema)
  if (typeof value === 'string' && !accepts.includes('string')) {
    if ((accepts.includes('number') || accepts.includes('integer')) && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
    if (accepts.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true'
  }
  if (typeof value !== 'string' && accepts.length > 0 && accepts.every((type) => type === 'string')) return String(value)
  return value
}

const camelCase = (kebab: string): string => kebab.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase())

/** The first example of op as one call to baseUrl (no trailing slash) in the language lang. */
export function exampleRequest(op: Operation, lang: string, baseUrl: string): ExampleRequest {
  const url = `${baseUrl}/${lang}${op.path}`
  const params = exampleParams(op)
  const example = op.examples[0]
  const [category = op.category, name = op.name] = /^\/api\/v1\/([^/]+)\/([^/]+)$/.exec(op.path)?.slice(1) ?? []
  const properties = paramsJsonSchema(op.params).properties
  const sdk = { category, method: camelCase(name), params: params.map(([k, v]): [string, Value] => [k, sdkValue(properties[k], v)]) }
  if (op.input === 'file') {
    const output = example?.output
    return {
      method: 'POST',
      url,
      body: { kind: 'form', files: [...(example?.files?.length ? example.files : ['input'])], fields: params.map(([k, v]) => [k, fieldText(v)]) },
      sdk,
      ...(output !== undefined ? { download: { type: output, saveAs: `result.${extensionOf(output)}` } } : {}),
    }
  }
  if (op.input === 'json') return { method: 'POST', url, body: { kind: 'json', fields: params }, sdk }
  return { method: 'GET', url, body: { kind: 'query', fields: params.map(([k, v]) => [k, fieldText(v)]) }, sdk }
}

/** A word the shell passes through untouched; anything else goes in single quotes. */
function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`
}

/** The address with the query string, when the call has one. */
function fullUrl(request: ExampleRequest): string {
  if (request.body.kind !== 'query' || request.body.fields.length === 0) return request.url
  return `${request.url}?${new URLSearchParams(request.body.fields).toString()}`
}

/**
 * The call as a curl command; with apiKey, it sends the key. A file answer is saved under its
 * own name (never one of the uploads': -J would refuse it), and an error answer is not saved
 * as if it were the file.
 */
export function curlCommand(request: ExampleRequest, apiKey?: string): string {
  const key = apiKey === undefined ? [] : [`-H ${shellQuote(`X-API-Key: ${apiKey}`)}`]
  const { body } = request
  if (body.kind === 'query') return ['curl', ...key, shellQuote(fullUrl(request))].join(' ')
  if (body.kind === 'json') {
    const json = JSON.stringify(Object.fromEntries(body.fields))
    return [`curl -X POST ${shellQuote(request.url)}`, ...key, `-H 'Content-Type: application/json'`, `-d ${shellQuote(json)}`].join(' \\\n  ')
  }
  // -F reads "@file" and "<file" values as files; --form-string sends any text as it is.
  const fields = body.fields.map(([k, v]) => /^[\w.,:+-]*$/.test(v) ? `-F ${shellQuote(`${k}=${v}`)}` : `--form-string ${shellQuote(`${k}=${v}`)}`)
  const save = request.download ? [`--fail-with-body -o ${shellQuote(request.download.saveAs)}`] : []
  return [`curl ${shellQuote(request.url)}`, ...key, ...body.files.map((f) => `-F ${shellQuote(`files[]=@${f}`)}`), ...fields, ...save].join(' \\\n  ')
}

/** A single-quoted JavaScript string. */
function jsString(text: string): string {
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`).replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`
}

const jsKey = (k: string): string => /^[A-Za-z_$][\w$]*$/.test(k) ? k : jsString(k)

/** A JavaScript value: strings single-quoted, as the rest of the sample is. */
const jsValue = (value: Value): string => typeof value === 'string' ? jsString(value) : JSON.stringify(value)

function jsObject(entries: [string, Value][], indent: string): string {
  if (entries.length === 0) return '{}'
  return `{\n${entries.map(([k, v]) => `${indent}  ${jsKey(k)}: ${jsValue(v)},`).join('\n')}\n${indent}}`
}

function fetchCode(request: ExampleRequest, apiKey: string): string {
  const { body } = request
  const key = `'X-API-Key': ${jsString(apiKey)}`
  const answer = request.download
    ? `if (!response.ok) throw new Error((await response.json()).error)\nconst file = await response.blob() // ${request.download.type}`
    : 'console.log(await response.json())'
  if (body.kind === 'query') {
    const call = body.fields.length === 0
      ? `const response = await fetch(${jsString(request.url)}, {\n  headers: { ${key} },\n})`
      : `const params = new URLSearchParams(${jsObject(body.fields, '')})\nconst response = await fetch(${jsString(`${request.url}?`)} + params, {\n  headers: { ${key} },\n})`
    return `${call}\n${answer}`
  }
  if (body.kind === 'json') {
    return `const response = await fetch(${jsString(request.url)}, {\n  method: 'POST',\n  headers: { ${key}, 'Content-Type': 'application/json' },\n  body: JSON.stringify(${jsObject(body.fields, '  ')}),\n})\n${answer}`
  }
  const files = body.files.map((f, i) => `form.append('files[]', fileInput.files[${i}]) // ${f}`)
  const fields = body.fields.map(([k, v]) => `form.append(${jsString(k)}, ${jsString(v)})`)
  return `// fileInput: an <input type="file" multiple>\nconst form = new FormData()\n${[...files, ...fields].join('\n')}\nconst response = await fetch(${jsString(request.url)}, {\n  method: 'POST',\n  headers: { ${key} },\n  body: form,\n})\n${answer}`
}

/** The SDK call: its client made with the page's address, the key and the language of the page. */
function sdkCode(request: ExampleRequest, apiKey: string): string {
  const { body, sdk, download } = request
  const url = new URL(request.url)
  const lang = /^\/([^/]+)\/api\//.exec(url.pathname)?.[1]
  const options = [`baseUrl: ${jsString(url.origin)}`, `apiKey: ${jsString(apiKey)}`, ...(lang ? [`language: ${jsString(lang)}`] : [])]
  const files = body.kind !== 'form' ? [] : [`files: ${body.files.length === 1 ? jsString(body.files[0]!) : `[${body.files.map(jsString).join(', ')}]`}`]
  const params = [...files, ...sdk.params.map(([k, v]) => `${jsKey(k)}: ${jsValue(v)}`)]
  const args = params.length === 0 ? '' : params.join(', ').length <= 60 ? `{ ${params.join(', ')} }` : `{\n  ${params.join(',\n  ')},\n}`
  const call = `const { result } = await devutils.${sdk.category}.${sdk.method}(${args})`
  return [
    ...(download ? [`import { writeFile } from 'node:fs/promises'`] : []),
    `import { createClient } from '@devutils/sdk'`,
    '',
    `const devutils = createClient({ ${options.join(', ')} })`,
    '',
    call,
    download ? `await writeFile(${jsString(download.saveAs)}, result.bytes) // result.fileName: the name the service gives it` : 'console.log(result)',
  ].join('\n')
}

/** A Python literal for a JSON-like value. */
function python(value: unknown): string {
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (value === null || value === undefined) return 'None'
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(python).join(', ')}]`
  return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${JSON.stringify(k)}: ${python(v)}`).join(', ')}}`
}

/** A dict literal whose closing brace is indented by indent. */
function pythonDict(entries: [string, unknown][], indent: string): string {
  if (entries.length === 0) return '{}'
  return `{\n${entries.map(([k, v]) => `${indent}    ${JSON.stringify(k)}: ${python(v)},`).join('\n')}\n${indent}}`
}

function pythonCode(request: ExampleRequest, apiKey: string): string {
  const { body, download } = request
  const args = [`    ${JSON.stringify(request.url)},`, `    headers={"X-API-Key": ${JSON.stringify(apiKey)}},`]
  if (body.kind === 'query') args.push(`    params=${pythonDict(body.fields, '    ')},`)
  else if (body.kind === 'json') args.push(`    json=${pythonDict(body.fields, '    ')},`)
  else {
    args.push(`    files=[\n${body.files.map((f) => `        ("files[]", open(${JSON.stringify(f)}, "rb")),`).join('\n')}\n    ],`)
    if (body.fields.length > 0) args.push(`    data=${pythonDict(body.fields, '    ')},`)
  }
  const answer = download
    ? `response.raise_for_status()\nwith open(${JSON.stringify(download.saveAs)}, "wb") as out:  # ${download.type}\n    out.write(response.content)`
    : 'print(response.json())'
  return `import requests\n\nresponse = requests.${request.method === 'GET' ? 'get' : 'post'}(\n${args.join('\n')}\n)\n${answer}`
}

/** A Go string literal: raw (backquoted) when that reads better and is possible. */
function goString(text: string, raw = false): string {
  if (raw && !/[`\r]/.test(text)) return `\`${text}\``
  return JSON.stringify(text).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

function goCode(request: ExampleRequest, apiKey: string): string {
  const { body, download } = request
  const imports = new Set(['io', 'net/http'])
  const lines: string[] = []
  let url = goString(request.url)
  let reader = 'nil'
  if (body.kind === 'query' && body.fields.length > 0) {
    imports.add('net/url')
    lines.push('query := url.Values{}', ...body.fields.map(([k, v]) => `query.Set(${goString(k)}, ${goString(v)})`))
    // gofmt writes a sum among several arguments without spaces.
    url = `${goString(`${request.url}?`)}+query.Encode()`
  } else if (body.kind === 'json') {
    imports.add('strings')
    lines.push(`body := strings.NewReader(${goString(JSON.stringify(Object.fromEntries(body.fields)), true)})`)
    reader = 'body'
  } else if (body.kind === 'form') {
    imports.add('bytes').add('mime/multipart').add('os')
    lines.push(
      'var form bytes.Buffer',
      'writer := multipart.NewWriter(&form)',
      `for _, name := range []string{${body.files.map((f) => goString(f)).join(', ')}} {`,
      '\tfile, err := os.Open(name)',
      '\tcheck(err)',
      '\tpart, err := writer.CreateFormFile("files[]", name)',
      '\tcheck(err)',
      '\t_, err = io.Copy(part, file)',
      '\tcheck(err)',
      '\tcheck(file.Close())',
      '}',
      ...body.fields.map(([k, v]) => `check(writer.WriteField(${goString(k)}, ${goString(v)}))`),
      'check(writer.Close())',
    )
    reader = '&form'
  }
  lines.push(
    `req, err := http.NewRequest(${goString(request.method)}, ${url}, ${reader})`,
    'check(err)',
    `req.Header.Set("X-API-Key", ${goString(apiKey)})`,
    ...(body.kind === 'json' ? ['req.Header.Set("Content-Type", "application/json")'] : []),
    ...(body.kind === 'form' ? ['req.Header.Set("Content-Type", writer.FormDataContentType())'] : []),
    'res, err := http.DefaultClient.Do(req)',
    'check(err)',
    'defer res.Body.Close()',
    'answer, err := io.ReadAll(res.Body)',
    'check(err)',
  )
  if (download) {
    imports.add('os')
    lines.push(
      'if res.StatusCode != http.StatusOK {',
      '\tpanic(res.Status + ": " + string(answer))',
      '}',
      `check(os.WriteFile(${goString(download.saveAs)}, answer, 0o644)) // ${download.type}`,
    )
  } else {
    imports.add('fmt')
    lines.push('fmt.Println(string(answer))')
  }
  return [
    'package main',
    '',
    'import (',
    ...[...imports].sort().map((path) => `\t"${path}"`),
    ')',
    '',
    'func main() {',
    ...lines.map((line) => `\t${line}`),
    '}',
    '',
    'func check(err error) {',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '}',
  ].join('\n')
}

/** A single-quoted PHP string. */
const phpString = (text: string): string => `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'`

const phpValue = (value: Value): string => typeof value === 'string' ? phpString(value) : String(value)

function phpArray(entries: [string, Value][]): string {
  return `[${entries.map(([k, v]) => `${phpString(k)} => ${phpValue(v)}`).join(', ')}]`
}

function phpCode(request: ExampleRequest, apiKey: string): string {
  const { body, download } = request
  const lines = ['<?php']
  const headers = [phpString(`X-API-Key: ${apiKey}`)]
  const options: string[] = []
  let url = phpString(request.url)
  if (body.kind === 'query' && body.fields.length > 0) url = `${phpString(`${request.url}?`)} . http_build_query(${phpArray(body.fields)})`
  if (body.kind === 'json') {
    headers.push(phpString('Content-Type: application/json'))
    options.push('CURLOPT_POST => true', `CURLOPT_POSTFIELDS => json_encode(${body.fields.length === 0 ? 'new stdClass()' : phpArray(body.fields)})`)
  }
  if (body.kind === 'form') {
    if (body.files.length === 1) {
      options.push('CURLOPT_POST => true', `CURLOPT_POSTFIELDS => [${[`'files[]' => new CURLFile(${phpString(body.files[0]!)})`, ...body.fields.map(([k, v]) => `${phpString(k)} => ${phpString(v)}`)].join(', ')}]`)
    } else {
      // An array of fields cannot hold files[] twice: several files go in a body written here.
      lines.push(
        '$boundary = bin2hex(random_bytes(16));',
        "$body = '';",
        `foreach ([${body.files.map(phpString).join(', ')}] as $path) {`,
        '    $body .= "--$boundary\\r\\nContent-Disposition: form-data; name=\\"files[]\\"; filename=\\"" . basename($path) . "\\"\\r\\n"',
        '        . "Content-Type: application/octet-stream\\r\\n\\r\\n" . file_get_contents($path) . "\\r\\n";',
        '}',
        ...(body.fields.length > 0
          ? [
            `foreach (${phpArray(body.fields)} as $name => $value) {`,
            '    $body .= "--$boundary\\r\\nContent-Disposition: form-data; name=\\"$name\\"\\r\\n\\r\\n$value\\r\\n";',
            '}',
          ]
          : []),
        '$body .= "--$boundary--\\r\\n";',
      )
      headers.push('"Content-Type: multipart/form-data; boundary=$boundary"')
      options.push('CURLOPT_POST => true', 'CURLOPT_POSTFIELDS => $body')
    }
  }
  lines.push(
    `$curl = curl_init(${url});`,
    'curl_setopt_array($curl, [',
    ...[`CURLOPT_HTTPHEADER => [${headers.join(', ')}]`, ...options, 'CURLOPT_RETURNTRANSFER => true'].map((option) => `    ${option},`),
    ']);',
    '$answer = curl_exec($curl);',
  )
  if (download) {
    lines.push(
      'if (curl_getinfo($curl, CURLINFO_RESPONSE_CODE) !== 200) {',
      '    fwrite(STDERR, $answer . "\\n");',
      '    exit(1);',
      '}',
      `file_put_contents(${phpString(download.saveAs)}, $answer); // ${download.type}`,
    )
  } else {
    lines.push('echo $answer, "\\n";')
  }
  return lines.join('\n')
}

const WRITERS: readonly { id: string; label: string; language: string; write: (request: ExampleRequest, apiKey: string) => string }[] = [
  { id: 'curl', label: 'curl', language: 'shell', write: curlCommand },
  { id: 'fetch', label: 'JavaScript (fetch)', language: 'javascript', write: fetchCode },
  { id: 'sdk', label: 'TypeScript (SDK)', language: 'typescript', write: sdkCode },
  { id: 'python', label: 'Python (requests)', language: 'python', write: pythonCode },
  { id: 'go', label: 'Go (net/http)', language: 'go', write: goCode },
  { id: 'php', label: 'PHP (curl)', language: 'php', write: phpCode },
]

/** Example requests against baseUrl (no trailing slash) in the language lang, each sending apiKey. */
export function snippets(op: Operation, lang: string, baseUrl: string, apiKey = API_KEY_PLACEHOLDER): Snippet[] {
  const request = exampleRequest(op, lang, baseUrl)
  return WRITERS.map(({ id, label, language, write }) => ({ id, label, language, code: write(request, apiKey) }))
}

export interface QuotaLimits {
  ANON_DAILY_LIMIT: number
}

/** Longer strings (a data: URI, a long text) are shown cut, so the page shows the answer's shape. */
const SHOWN_STRING_LENGTH = 240

/** The value with its long strings cut to their start and an ellipsis. */
function shortened(value: unknown): unknown {
  if (typeof value === 'string') return value.length > SHOWN_STRING_LENGTH ? `${value.slice(0, SHOWN_STRING_LENGTH / 2)}…` : value
  if (Array.isArray(value)) return value.map(shortened)
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v)]))
  return value
}

/**
 * The success envelope the first example answers, as an anonymous caller's first call of the
 * day sees it (long strings cut); undefined when the example has no fixed result (random output,
 * or a file).
 */
export function exampleEnvelope(op: Operation, limits: QuotaLimits): unknown {
  const example = op.examples[0]
  if (example?.answer === undefined) return undefined
  const limit = limits.ANON_DAILY_LIMIT
  return {
    ok: true,
    result: shortened(example.answer),
    quota: { tier: 'anonymous', plan: 'anonymous', limit, remaining: Math.max(0, limit - 1), period: 'day' },
  }
}
