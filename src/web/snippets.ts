/**
 * Example requests for an operation in curl, JavaScript (fetch) and Python (requests), built
 * from its first example: the same parameters and sample files the example tests run.
 */
import type { Operation } from '../core/operation.ts'

export interface Snippet {
  /** Stable identifier ("curl", "fetch", "python"). */
  id: string
  /** Heading shown above the code. */
  label: string
  /** Language of the code, for the class of its <code> element. */
  language: string
  code: string
}

type Value = string | number | boolean

/** The example's parameters, without absent values. */
export function exampleParams(op: Operation): [string, Value][] {
  const params = (op.examples[0]?.params ?? {}) as Record<string, Value | undefined>
  return Object.entries(params).filter((entry): entry is [string, Value] => entry[1] !== undefined)
}

/** A word the shell passes through untouched; anything else goes in single quotes. */
function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`
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

/** A single-quoted JavaScript string. */
function jsString(text: string): string {
  return `'${text.replace(/[\\']/g, (c) => `\\${c}`).replace(/\n/g, '\\n')}'`
}

function jsObject(entries: [string, unknown][], indent: string): string {
  if (entries.length === 0) return '{}'
  return `{\n${entries.map(([k, v]) => `${indent}  ${/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k)}: ${JSON.stringify(v)},`).join('\n')}\n${indent}}`
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'text/plain': 'txt',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
}

/** A file extension for a content type, for the name a snippet saves a file answer under. */
function extensionOf(contentType: string): string {
  const subtype = contentType.split('/')[1] ?? ''
  return EXTENSIONS[contentType] ?? (/^[a-z0-9]+$/.test(subtype) ? subtype : 'bin')
}

/** Form fields are text: the value as a form would send it. */
const fieldText = (value: Value): string => String(value)

function querySnippets(url: string, params: [string, Value][]): Omit<Snippet, 'label'>[] {
  const query = new URLSearchParams(params.map(([k, v]): [string, string] => [k, fieldText(v)])).toString()
  const full = query ? `${url}?${query}` : url
  const js = params.length === 0
    ? `const response = await fetch(${jsString(url)})`
    : `const params = new URLSearchParams(${jsObject(params.map(([k, v]) => [k, fieldText(v)]), '')})\nconst response = await fetch(${jsString(`${url}?`)} + params)`
  return [
    { id: 'curl', language: 'shell', code: `curl ${shellQuote(full)}` },
    { id: 'fetch', language: 'javascript', code: `${js}\nconst body = await response.json()\nconsole.log(body.result)` },
    {
      id: 'python',
      language: 'python',
      code: `import requests\n\nresponse = requests.get(\n    ${JSON.stringify(url)},\n    params=${pythonDict(params, '    ')},\n)\nprint(response.json()["result"])`,
    },
  ]
}

function jsonSnippets(url: string, params: [string, Value][]): Omit<Snippet, 'label'>[] {
  const body = JSON.stringify(Object.fromEntries(params))
  return [
    { id: 'curl', language: 'shell', code: `curl -X POST ${shellQuote(url)} \\\n  -H 'Content-Type: application/json' \\\n  -d ${shellQuote(body)}` },
    {
      id: 'fetch',
      language: 'javascript',
      code: `const response = await fetch(${jsString(url)}, {\n  method: 'POST',\n  headers: { 'Content-Type': 'application/json' },\n  body: JSON.stringify(${jsObject(params, '  ')}),\n})\nconst body = await response.json()\nconsole.log(body.result)`,
    },
    {
      id: 'python',
      language: 'python',
      code: `import requests\n\nresponse = requests.post(\n    ${JSON.stringify(url)},\n    json=${pythonDict(params, '    ')},\n)\nprint(response.json()["result"])`,
    },
  ]
}

function fileSnippets(op: Operation, url: string, params: [string, Value][]): Omit<Snippet, 'label'>[] {
  const example = op.examples[0]
  const files = example?.files?.length ? example.files : ['input']
  const answersFile = example?.output !== undefined
  // -F reads "@file" and "<file" values as files; --form-string sends any text as it is.
  const curlFields = params.map(([k, v]) => {
    const text = fieldText(v)
    return /^[\w.,:+-]*$/.test(text) ? `-F ${shellQuote(`${k}=${text}`)}` : `--form-string ${shellQuote(`${k}=${text}`)}`
  })
  const curl = ['curl', ...files.map((f) => `-F ${shellQuote(`files[]=@${f}`)}`), ...curlFields, shellQuote(url), ...(answersFile ? ['-OJ'] : [])]
  const jsFields = params.map(([k, v]) => `form.append(${JSON.stringify(k)}, ${JSON.stringify(fieldText(v))})`)
  const jsFiles = files.map((f, i) => `form.append('files[]', fileInput.files[${i}]) // ${f}`)
  const jsResult = answersFile
    ? `const file = await response.blob() // ${example!.output}`
    : `const body = await response.json()\nconsole.log(body.result)`
  const pyFiles = files.map((f) => `        ("files[]", open(${JSON.stringify(f)}, "rb")),`)
  const pyData = params.length ? `\n    data=${pythonDict(params.map(([k, v]) => [k, fieldText(v)]), '    ')},` : ''
  const pyResult = answersFile
    ? `with open(${JSON.stringify(`result.${extensionOf(example!.output!)}`)}, "wb") as out:  # ${example!.output}\n    out.write(response.content)`
    : 'print(response.json()["result"])'
  return [
    { id: 'curl', language: 'shell', code: curl.join(' \\\n  ').replace(/^curl \\\n {2}/, 'curl ') },
    {
      id: 'fetch',
      language: 'javascript',
      code: `// fileInput: an <input type="file" multiple>\nconst form = new FormData()\n${[...jsFiles, ...jsFields].join('\n')}\nconst response = await fetch(${jsString(url)}, { method: 'POST', body: form })\n${jsResult}`,
    },
    {
      id: 'python',
      language: 'python',
      code: `import requests\n\nresponse = requests.post(\n    ${JSON.stringify(url)},\n    files=[\n${pyFiles.join('\n')}\n    ],${pyData}\n)\n${pyResult}`,
    },
  ]
}

const LABELS: Record<string, string> = { curl: 'curl', fetch: 'JavaScript (fetch)', python: 'Python (requests)' }

/** Example requests against baseUrl (no trailing slash) in the language lang. */
export function snippets(op: Operation, lang: string, baseUrl: string): Snippet[] {
  const url = `${baseUrl}/${lang}${op.path}`
  const params = exampleParams(op)
  const list = op.input === 'file' ? fileSnippets(op, url, params)
    : op.input === 'json' ? jsonSnippets(url, params)
      : querySnippets(url, params)
  return list.map((s) => ({ ...s, label: LABELS[s.id]! }))
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
