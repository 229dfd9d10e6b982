/**
 * The "try it" form of an operation, generated from its parameter schema. It works without
 * JavaScript (a plain form aimed at the API); /assets/playground.js turns it into a live
 * playground: fetch, results, downloads, previews, curl and shareable links.
 */
import type { Operation } from '../core/operation.ts'
import { paramsJsonSchema, type JsonSchema } from '../core/validate.ts'
import { FILE_FORMATS, type FileFormat } from '../lib/files/file-type.ts'
import { appText, appTextGroup, type AppText } from './app-text.ts'
import { html, jsonForScript, type Html } from './html.ts'
import { operationText } from './operation-text.ts'
import { resultFields } from './result-fields.ts'
import { fill, isLanguage } from '../i18n/index.ts'

/** The stylesheet of generated forms (the playground's and the pipeline steps'). */
export const FIELD_STYLES = ['app.css'] as const

/** What a page that shows a playground passes to layout(). */
export const PLAYGROUND_ASSETS = { scripts: ['result-view.js', 'playground.js'], styles: [...FIELD_STYLES, 'result.css'] } as const

export type ControlKind = 'textarea' | 'text' | 'number' | 'select' | 'checkbox'

type Scalar = string | number | boolean

export interface ParamField {
  name: string
  control: ControlKind
  /** The schema type: string, number, integer, boolean (anything else is edited as text). */
  type: string
  required: boolean
  schema: JsonSchema
  description: string
  /** What the control starts with: the first example's value, else the schema default. */
  value: Scalar | undefined
}

// Parameters that hold documents or code get a text area whatever their length limit.
const LONG_NAMES = /^(?:text|input|json|csv|tsv|html|markdown|md|xml|yaml|yml|toml|sql|css|js|javascript|code|source|pattern|template|body|content|data|document|numbers|before|after|original|modified|old|new|payload|query)$/
// Parameters that are one line whatever their length limit (a URL may be 2048 characters).
const ONE_LINE = /^(?:url|uri|domain|host|hostname|email|date|time|at|from|to|birthdate|timezone|tz|hash|value|name|short_name|lang|locale|separator|delimiter|add|ip|token)$/
const LONG_LIMIT = 200

function schemaType(schema: JsonSchema): string {
  if (typeof schema.type === 'string') return schema.type
  return 'string'
}

function controlOf(name: string, schema: JsonSchema): ControlKind {
  const type = schemaType(schema)
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return 'select'
  if (type === 'boolean') return 'checkbox'
  if (type === 'number' || type === 'integer') return 'number'
  if (LONG_NAMES.test(name)) return 'textarea'
  if (ONE_LINE.test(name)) return 'text'
  return schema.maxLength === undefined || schema.maxLength > LONG_LIMIT ? 'textarea' : 'text'
}

/** The fields of an operation's form, in schema order, with their starting values. */
export function playgroundFields(op: Operation, lang: string): ParamField[] {
  const { properties, required } = paramsJsonSchema(op.params)
  const texts = operationText(op, lang).params
  const example = (op.examples[0]?.params ?? {}) as Record<string, Scalar | undefined>
  return Object.entries(properties).map(([name, schema]) => {
    const control = controlOf(name, schema)
    const fromExample = example[name]
    const fallback = control === 'select' || control === 'checkbox' ? scalar(schema.default) : undefined
    return {
      name,
      control,
      type: schemaType(schema),
      required: required.includes(name),
      schema,
      description: texts[name] ?? (typeof schema.description === 'string' ? schema.description : ''),
      value: fromExample ?? fallback,
    }
  })
}

function scalar(value: unknown): Scalar | undefined {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined
}

const EXTENSIONS: Partial<Record<FileFormat, readonly string[]>> = {
  jpg: ['.jpg', '.jpeg'],
  tiff: ['.tif', '.tiff'],
  heic: ['.heic', '.heif'],
  csv: ['.csv', '.txt', '.tsv'],
  html: ['.html', '.htm'],
}

/** The accept= of a file input: the formats' MIME types and their usual file extensions. */
export function acceptFor(formats: readonly FileFormat[]): string {
  const list: string[] = []
  for (const format of formats) {
    list.push(FILE_FORMATS[format].mime, ...(EXTENSIONS[format] ?? [`.${format}`]))
  }
  return [...new Set(list)].join(',')
}

/** A regular expression the browser can use as pattern= (compiled with the v flag, anchored). */
function htmlPattern(pattern: unknown): string | undefined {
  if (typeof pattern !== 'string') return undefined
  const bare = pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '')
  try {
    new RegExp(`^(?:${bare})$`, 'v')
    return bare
  } catch {
    return undefined
  }
}

function typeHint(field: ParamField, t: AppText, lang: string): string {
  const { schema } = field
  const parts: string[] = [field.type]
  const min = schema.minimum ?? schema.exclusiveMinimum
  const max = schema.maximum ?? schema.exclusiveMaximum
  if (min !== undefined || max !== undefined) {
    const low = min === undefined ? '' : `${schema.exclusiveMinimum !== undefined && schema.minimum === undefined ? '>' : '≥'} ${min}`
    const high = max === undefined ? '' : `${schema.exclusiveMaximum !== undefined && schema.maximum === undefined ? '<' : '≤'} ${max}`
    parts.push([low, high].filter(Boolean).join(', '))
  }
  if (schema.maxLength !== undefined && field.control !== 'select') parts.push(fill(t['pg.maxChars'], { n: new Intl.NumberFormat(lang).format(schema.maxLength) }))
  return parts.join(' · ')
}

function control(field: ParamField, id: string, describedBy: string, t: AppText): Html {
  const { schema, name, value } = field
  const common = { id, name, describedBy }
  switch (field.control) {
    case 'textarea': {
      const rows = schema.maxLength === undefined || schema.maxLength > 10_000 ? 6 : 3
      return html`<textarea class="pg-input" id="${common.id}" name="${name}" rows="${rows}" spellcheck="false" autocapitalize="off" autocomplete="off"${field.required ? html` required` : ''}${schema.maxLength !== undefined ? html` maxlength="${schema.maxLength}"` : ''}${schema.minLength !== undefined ? html` minlength="${schema.minLength}"` : ''}${defaultPlaceholder(schema)} aria-describedby="${describedBy}">${value === undefined ? '' : String(value)}</textarea>`
    }
    case 'text': {
      const pattern = htmlPattern(schema.pattern)
      return html`<input class="pg-input" type="text" id="${id}" name="${name}" spellcheck="false" autocapitalize="off" autocomplete="off"${field.required ? html` required` : ''}${schema.maxLength !== undefined ? html` maxlength="${schema.maxLength}"` : ''}${schema.minLength !== undefined ? html` minlength="${schema.minLength}"` : ''}${pattern !== undefined ? html` pattern="${pattern}"` : ''}${defaultPlaceholder(schema)} value="${value === undefined ? '' : String(value)}" aria-describedby="${describedBy}">`
    }
    case 'number': {
      const integer = field.type === 'integer'
      return html`<input class="pg-input" type="number" id="${id}" name="${name}" inputmode="${integer ? 'numeric' : 'decimal'}" step="${integer ? '1' : 'any'}"${schema.minimum !== undefined ? html` min="${schema.minimum}"` : ''}${schema.maximum !== undefined ? html` max="${schema.maximum}"` : ''}${field.required ? html` required` : ''}${defaultPlaceholder(schema)} value="${value === undefined ? '' : String(value)}" aria-describedby="${describedBy}">`
    }
    case 'select': {
      const options = (schema.enum ?? []).map((option) => String(option))
      const selected = value === undefined ? '' : String(value)
      const blank = !field.required && schema.default === undefined
      return html`<select class="pg-input" id="${id}" name="${name}"${field.required ? html` required` : ''} aria-describedby="${describedBy}">${blank || (field.required && selected === '') ? html`<option value=""${selected === '' ? html` selected` : ''}>${field.required ? '' : t['pg.defaultOption']}</option>` : ''}${options.map((option) => html`<option value="${option}"${option === selected ? html` selected` : ''}>${option}${option === String(schema.default) ? html` ${t['pg.defaultOption']}` : ''}</option>`)}</select>`
    }
    case 'checkbox':
      return html`<input class="pg-check" type="checkbox" id="${id}" name="${name}" value="true"${value === true || value === 'true' ? html` checked` : ''} aria-describedby="${describedBy}">`
  }
}

function defaultPlaceholder(schema: JsonSchema): Html | string {
  const fallback = scalar(schema.default)
  return fallback === undefined || fallback === '' ? '' : html` placeholder="${String(fallback)}"`
}

function field(op: Operation, f: ParamField, t: AppText, lang: string): Html {
  const id = `pg-${op.operationId}-p-${f.name}`
  const descId = `${id}-desc`
  const label = html`<span class="pg-name">${f.name}</span>${f.required ? html` <span class="pg-req">${t['pg.required']}</span>` : ''} <span class="pg-type">${typeHint(f, t, lang)}</span>`
  if (f.control === 'checkbox') {
    return html`<div class="pg-field pg-field-check">${control(f, id, descId, t)}<label for="${id}">${label}</label><p class="pg-desc" id="${descId}">${f.description}</p></div>`
  }
  return html`<div class="pg-field"><label for="${id}">${label}</label><p class="pg-desc" id="${descId}">${f.description}</p>${control(f, id, descId, t)}</div>`
}

function filesBlock(op: Operation, t: AppText): Html {
  const rules = op.files
  if (!rules) return html``
  const base = `pg-${op.operationId}`
  const single = rules.maxFiles === 1
  const labels = [...new Set(rules.accepts.map((f) => FILE_FORMATS[f].label))].join(', ')
  const help = [fill(t['pg.accepts'], { formats: labels }), rules.maxFiles !== undefined && !single ? fill(t['pg.maxFiles'], { n: rules.maxFiles }) : ''].filter(Boolean).join(' ')
  return html`<fieldset class="pg-files">
<legend>${t['pg.files']} <span class="pg-req">${t['pg.required']}</span></legend>
<div class="pg-drop" data-pg-drop>
<label class="pg-drop-label" for="${base}-files">${single ? t['pg.dropHintOne'] : t['pg.dropHint']}</label>
<input class="pg-file" type="file" id="${base}-files" name="files[]"${single ? '' : html` multiple`} accept="${acceptFor(rules.accepts)}" required aria-describedby="${base}-files-help">
<p class="pg-desc" id="${base}-files-help">${help}</p>
</div>
<div class="pg-chosen" data-pg-chosen hidden><p class="pg-chosen-title">${t['pg.chosenFiles']}</p><ul class="pg-filelist" data-pg-filelist></ul></div>
${(rules.extraFields ?? []).map((name) => {
    const id = `${base}-x-${name}`
    return html`<div class="pg-field"><label for="${id}"><span class="pg-name">${name}</span> <span class="pg-type">file</span></label><p class="pg-desc" id="${id}-desc">${fill(t['pg.extraFile'], { name })}</p><input class="pg-file pg-extra" type="file" id="${id}" name="${name}" data-pg-extra aria-describedby="${id}-desc"></div>`
  })}
</fieldset>`
}

/**
 * The parameters fieldset of an operation's form: one labelled control per parameter, with ids
 * pg-<operationId>-p-<name>. The playground shows it, and so does each step of the pipeline builder.
 */
export function renderParamFields(op: Operation, lang: string, fields: readonly ParamField[] = playgroundFields(op, lang)): Html {
  const t = appText(lang)
  return html`<fieldset class="pg-params"><legend>${t['pg.params']}</legend>
${fields.length === 0 ? html`<p class="pg-desc">${t['pg.noParams']}</p>` : fields.map((f) => field(op, f, t, lang))}
</fieldset>`
}

/**
 * Whether the result follows the form as you type: from the start, behind a switch the visitor
 * turns on (remembered in the browser), or not at all (each call is costly).
 */
export type LiveMode = 'on' | 'switch' | 'off'

export interface PlaygroundOptions {
  live?: LiveMode
}

/**
 * The playground of one operation: the form, its configuration for the script, and the result
 * beside it (under it on a phone), drawn for people by result-view.js with the raw JSON a click away.
 */
export function renderPlayground(op: Operation, lang: string, options: PlaygroundOptions = {}): Html {
  const t = appText(lang)
  const base = `pg-${op.operationId}`
  const fields = playgroundFields(op, lang)
  const action = `/${lang}${op.path}`
  const isFile = op.input === 'file'
  const live = options.live ?? 'off'
  const config = {
    operationId: op.operationId,
    operation: `${op.category}/${op.name}`,
    method: op.method,
    input: op.input,
    path: action,
    live,
    maxFiles: op.files?.maxFiles ?? null,
    output: op.examples[0]?.output ?? null,
    exampleFiles: op.examples[0]?.files ?? [],
    params: fields.map((f) => ({ name: f.name, control: f.control, type: f.type, required: f.required, default: scalar(f.schema.default) ?? null })),
    examples: op.examples.map((e) => ({ title: e.title ?? null, params: e.params })),
    result: isLanguage(lang) ? resultFields(op, lang).map((f) => ({ name: f.name, type: f.type })) : [],
    text: { ...appTextGroup(lang, 'pg.'), ...appTextGroup(lang, 'rv.') },
  }
  const examples = op.examples.length > 1
    ? html`<div class="pg-field pg-example"><label for="${base}-example">${t['pg.example']}</label><select class="pg-input" id="${base}-example" data-pg-example>${op.examples.map((e, i) => html`<option value="${i}">${e.title ?? `#${i + 1}`}</option>`)}</select></div>`
    : ''
  const liveSwitch = live === 'off' ? '' : html`<span class="pg-live-mode"><input class="pg-check" type="checkbox" role="switch" id="${base}-live" data-pg-livemode${live === 'on' ? html` checked` : ''} hidden><label for="${base}-live" hidden>${t['pg.live']}</label> <span class="pg-calls" data-pg-calls></span></span>`
  // No heading of its own: the page puts the playground under its "Try it" heading.
  return html`<div class="pg" id="${base}">
<script type="application/json" id="${base}-config">${jsonForScript(config)}</script>
<form class="pg-form" aria-label="${t['pg.title']}" data-pg-config="${base}-config" action="${action}" method="${op.method === 'GET' ? 'get' : 'post'}"${isFile ? html` enctype="multipart/form-data"` : ''}>
${examples}
${isFile ? filesBlock(op, t) : ''}
${renderParamFields(op, lang, fields)}
<div class="pg-actions">
<button class="pg-btn pg-run" type="submit" data-pg-run>${t['pg.run']}</button>
${liveSwitch}
<button class="pg-btn pg-secondary pg-small" type="button" data-pg-curl hidden>${t['pg.copyCurl']}</button>
<button class="pg-btn pg-secondary pg-small" type="button" data-pg-share hidden>${t['pg.share']}</button>
</div>
<details class="pg-key">
<summary>${t['pg.apiKey']}</summary>
<div class="pg-field"><label for="${base}-key">X-API-Key</label><p class="pg-desc" id="${base}-key-desc">${t['pg.apiKeyHelp']}</p><input class="pg-input" type="password" id="${base}-key" data-pg-key autocomplete="off" spellcheck="false" aria-describedby="${base}-key-desc"></div>
<div class="pg-field pg-field-check"><input class="pg-check" type="checkbox" id="${base}-remember" data-pg-remember><label for="${base}-remember">${t['pg.rememberKey']}</label></div>
</details>
<noscript><p class="pg-desc">${t['pg.noscript']}</p></noscript>
</form>
<div class="pg-output">
<p class="pg-live" role="status" aria-live="polite" data-pg-live></p>
<div class="pg-curl" data-pg-curlbox hidden><h3 class="pg-h3">${t['pg.curlTitle']}</h3><pre class="pg-pre" tabindex="0" aria-label="${t['pg.curlTitle']}"><code data-pg-curltext></code></pre></div>
<section class="pg-result" data-pg-result aria-labelledby="${base}-result-title">
<div class="pg-result-head"><h3 class="pg-h3" id="${base}-result-title" tabindex="-1">${t['pg.result']}</h3>
<button class="pg-btn pg-secondary pg-small" type="button" data-pg-raw aria-pressed="false" hidden>${t['pg.rawJson']}</button></div>
<p class="pg-status" data-pg-status></p>
<p class="pg-placeholder" data-pg-placeholder>${isFile ? t['pg.placeholderFiles'] : t['pg.placeholder']}</p>
<div class="pg-error" role="alert" data-pg-error hidden></div>
<div class="pg-view" data-pg-view hidden></div>
<div class="pg-body" data-pg-body hidden><button class="pg-btn pg-secondary pg-copy" type="button" data-pg-copy>${t['pg.copy']}</button><pre class="pg-pre" tabindex="0" aria-label="${t['pg.result']}"><code data-pg-json></code></pre></div>
<div class="pg-download" data-pg-download hidden><p class="pg-desc" data-pg-fileinfo></p><a class="pg-btn" data-pg-link href="#" download>${t['pg.download']}</a></div>
<div class="pg-compare" data-pg-compare hidden></div>
</section>
</div>
</div>`
}
