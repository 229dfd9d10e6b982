/** One operation's page: endpoint, parameters, example requests and answer, errors, and the form. */
import { availableConverters } from '../../lib/office/converters.ts'
import type { Config } from '../../config.ts'
import type { FileRules, Operation } from '../../core/operation.ts'
import { ERROR_DOCS_PATH, ERROR_STATUS, type ErrorCode } from '../../core/errors.ts'
import { paramsJsonSchema, type JsonSchema } from '../../core/validate.ts'
import { chainText } from '../../core/chain.ts'
import { fill, isLanguage, translate, type MessageVars } from '../../i18n/index.ts'
import { FILE_FORMATS } from '../../lib/files/file-type.ts'
import { html, type Html } from '../html.ts'
import { layout, pageUrl } from '../layout.ts'
import { operationText } from '../operation-text.ts'
import { PLAYGROUND_ASSETS, renderPlayground, type LiveMode } from '../playground.ts'
import { resultFields } from '../result-fields.ts'
import { categoryText, siteText, type SiteText } from '../site-text.ts'
import { API_KEY_PLACEHOLDER, exampleEnvelope, snippets } from '../snippets.ts'
import { breadcrumbs, categoryPath, codeBlock, operationPath, prose } from './parts.ts'
import { operationSidebar } from './sidebar.ts'

export type OperationPageConfig = Pick<Config, 'ANON_DAILY_LIMIT' | 'QUOTAS' | 'MAX_FILES' | 'UPLOAD_LIMIT_BYTES' | 'BODY_LIMIT_BYTES' | 'SOFFICE_PATH' | 'CHROMIUM_PATH'>

interface ParamRow {
  name: string
  type: string
  required: boolean
  limits: string
  default?: string
  values?: readonly string[]
  description: Html
}

const schemas = new WeakMap<Operation, ReturnType<typeof paramsJsonSchema>>()

/** The parameters' JSON Schema, converted once per operation. */
function schemaOf(op: Operation): ReturnType<typeof paramsJsonSchema> {
  let schema = schemas.get(op)
  if (!schema) {
    schema = paramsJsonSchema(op.params)
    schemas.set(op, schema)
  }
  return schema
}

const schemaType = (schema: JsonSchema): string =>
  Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type ?? ''

/** Bounds of a parameter as "1 – 3999", "> 0, ≤ 1000", "length ≤ 64". */
export function limitsOf(schema: JsonSchema, t: SiteText): string {
  const parts: string[] = []
  const low = schema.minimum !== undefined ? fill(t.limitAtLeast, { n: schema.minimum })
    : schema.exclusiveMinimum !== undefined ? fill(t.limitAbove, { n: schema.exclusiveMinimum }) : undefined
  const high = schema.maximum !== undefined ? fill(t.limitAtMost, { n: schema.maximum })
    : schema.exclusiveMaximum !== undefined ? fill(t.limitBelow, { n: schema.exclusiveMaximum }) : undefined
  const numbers = schema.minimum !== undefined && schema.maximum !== undefined
    ? `${schema.minimum} – ${schema.maximum}`
    : [low, high].filter(Boolean).join(', ')
  if (numbers) parts.push(numbers)
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    const lengths = schema.minLength !== undefined && schema.maxLength !== undefined
      ? `${schema.minLength} – ${schema.maxLength}`
      : schema.minLength !== undefined ? fill(t.limitAtLeast, { n: schema.minLength }) : fill(t.limitAtMost, { n: schema.maxLength! })
    parts.push(fill(t.limitLength, { range: lengths }))
  }
  if (typeof schema.pattern === 'string') parts.push(schema.pattern)
  return parts.join('; ')
}

const shown = (value: unknown): string => (value === '' ? '""' : typeof value === 'string' ? value : JSON.stringify(value))

function formatLabels(rules: FileRules): string {
  return rules.accepts.map((format) => FILE_FORMATS[format].label).join(', ')
}

function parameterRows(op: Operation, lang: string, config: OperationPageConfig): ParamRow[] {
  const t = siteText(lang)
  const texts = operationText(op, lang).params
  const { properties, required } = schemaOf(op)
  const rows: ParamRow[] = []
  if (op.files) {
    const max = Math.min(op.files.maxFiles ?? config.MAX_FILES, config.MAX_FILES)
    rows.push({
      name: 'files[]',
      type: t.typeFile,
      required: true,
      limits: fill(t.filesMax, { n: max }),
      description: html`${fill(t.filesDescription, { formats: formatLabels(op.files) })} ${op.files.mode === 'each' ? t.filesEach : t.filesAll}`,
    })
    for (const field of op.files.extraFields ?? []) {
      rows.push({ name: field, type: t.typeFile, required: false, limits: '', description: html`${t.extraFileDescription}` })
    }
  }
  for (const [name, schema] of Object.entries(properties)) {
    rows.push({
      name,
      type: schemaType(schema),
      required: required.includes(name),
      limits: limitsOf(schema, t),
      ...(schema.default !== undefined && { default: shown(schema.default) }),
      ...(schema.enum && { values: schema.enum.map(shown) }),
      description: prose(texts[name] ?? schema.description ?? ''),
    })
  }
  return rows
}

function parametersTable(rows: readonly ParamRow[], t: SiteText): Html {
  const cell = (label: string, content: Html | string, kind?: string) => html`<td${kind ? html` class="${kind}"` : ''} data-label="${label}">${content}</td>`
  return html`<table class="params">
<thead><tr><th scope="col">${t.paramName}</th><th scope="col">${t.paramType}</th><th scope="col">${t.paramRequired}</th><th scope="col">${t.paramLimits}</th><th scope="col">${t.paramDefault}</th><th scope="col">${t.paramValues}</th><th scope="col">${t.paramDescription}</th></tr></thead>
<tbody>${rows.map((row) => html`<tr${row.required ? html` class="required"` : ''}>
<th scope="row"><code>${row.name}</code></th>${[
    cell(t.paramType, row.type),
    cell(t.paramRequired, row.required ? t.yes : t.no),
    cell(t.paramLimits, row.limits, 'limits'),
    cell(t.paramDefault, row.default !== undefined ? html`<code>${row.default}</code>` : ''),
    cell(t.paramValues, row.values ? html`${row.values.map((v, i) => html`${i > 0 ? ', ' : ''}<code>${v}</code>`)}` : ''),
    cell(t.paramDescription, row.description),
  ]}</tr>`)}</tbody>
</table>`
}

interface ErrorCase {
  code: ErrorCode
  when: string
  vars: MessageVars
}

/** The refusal a caller most likely meets first: a missing, then an out-of-range parameter. */
function invalidInputCase(op: Operation, t: SiteText): ErrorCase | undefined {
  const { properties, required } = schemaOf(op)
  const when = t.err422
  const firstRequired = required[0]
  if (firstRequired !== undefined) return { code: 'PARAM_REQUIRED', when, vars: { param: firstRequired } }
  if (op.files) return { code: 'FILE_REQUIRED', when, vars: { field: 'files[]' } }
  const entries = Object.entries(properties)
  const bounded = entries.find(([, s]) => s.minimum !== undefined && s.maximum !== undefined)
  if (bounded) return { code: 'PARAM_BETWEEN', when, vars: { param: bounded[0], min: bounded[1].minimum!, max: bounded[1].maximum! } }
  const listed = entries.find(([, s]) => s.enum)
  if (listed) return { code: 'PARAM_ENUM', when, vars: { param: listed[0], values: listed[1].enum!.map(String).join(', ') } }
  const first = entries[0]
  return first && { code: 'PARAM_INVALID', when, vars: { param: first[0] } }
}

function errorCases(op: Operation, t: SiteText, config: OperationPageConfig): ErrorCase[] {
  const cases: ErrorCase[] = []
  const invalid = invalidInputCase(op, t)
  if (invalid) cases.push(invalid)
  if (op.files) {
    cases.push(
      { code: 'FILE_TOO_LARGE', when: t.err413File, vars: { limit: config.UPLOAD_LIMIT_BYTES } },
      { code: 'UNSUPPORTED_FILE_FORMAT', when: t.errFileFormat, vars: { name: 'notes.txt', found: 'unknown', accepted: formatLabels(op.files) } },
    )
  } else if (op.method === 'POST') {
    cases.push(
      { code: 'INVALID_JSON', when: t.err400, vars: { detail: 'Unexpected end of JSON input' } },
      { code: 'BODY_TOO_LARGE', when: t.err413Body, vars: { limit: config.BODY_LIMIT_BYTES } },
      { code: 'UNSUPPORTED_MEDIA_TYPE', when: t.err415Body, vars: { type: 'text/xml' } },
    )
  }
  cases.push({ code: 'QUOTA_EXCEEDED', when: t.err429, vars: { limit: config.ANON_DAILY_LIMIT, period: 'day', resets_at: '2026-11-26T00:00:00Z', wait: '9 h 41 min', remaining: 0, calls: 1 } })
  if (op.files) cases.push({ code: 'BUSY', when: t.err503, vars: { retryAfter: 1 } })
  return cases
}

/** The id an example error envelope shows: each real answer has its own. */
const EXAMPLE_REQUEST_ID = '6f1c2e0a-5b7d-4c3e-9a1f-2d8e4b6c0a57'

function errorsSection(op: Operation, lang: string, config: OperationPageConfig): Html {
  const t = siteText(lang)
  const cases = errorCases(op, t, config)
  const first = cases[0]!
  const envelope = { ok: false, error: translate(lang, first.code, first.vars), code: first.code, request_id: EXAMPLE_REQUEST_ID }
  return html`<section aria-labelledby="errors"><h2 id="errors">${t.opErrors}</h2>
<p>${t.opErrorsText}</p>
${codeBlock(JSON.stringify(envelope, null, 2), 'json')}
<table class="errors"><thead><tr><th scope="col">${t.errStatus}</th><th scope="col"><code>code</code></th><th scope="col">${t.errWhen}</th></tr></thead>
<tbody>${cases.map((c) => html`<tr><th scope="row">${ERROR_STATUS[c.code]}</th><td data-label="code"><a href="${pageUrl(lang, ERROR_DOCS_PATH)}#${c.code}"><code>${c.code}</code></a></td><td data-label="${t.errWhen}">${c.when}<br><span class="message">${translate(lang, c.code, c.vars)}</span></td></tr>`)}</tbody></table>
</section>`
}

function examplesSection(op: Operation, lang: string, config: OperationPageConfig, baseUrl: string): Html {
  const t = siteText(lang)
  const example = op.examples[0]
  const envelope = exampleEnvelope(op, config)
  const response = envelope !== undefined
    ? codeBlock(JSON.stringify(envelope, null, 2), 'json')
    : example?.output !== undefined
      ? html`<p>${fill(t.opResponseFile, { type: example.output })}${op.files?.mode === 'each' && example.output !== 'application/zip' ? html` ${t.opResponseZip}` : ''}</p>`
      : html`<p>${t.opResponseVaries}</p>`
  const notes = [
    example?.title ? html`<p>${fill(t.opExampleTitle, { title: example.title })}</p>` : '',
    example?.network ? html`<p class="note">${t.opNetworkNote}</p>` : '',
    example?.files?.length ? html`<p class="note">${fill(t.opSampleFiles, { files: example.files.join(', ') })}</p>` : '',
  ]
  return html`<section aria-labelledby="examples"><h2 id="examples">${t.opExamples}</h2>
${notes}
<div class="snippets">${snippets(op, lang, baseUrl).map((s) => html`<div class="snippet" data-snippet="${s.id}"><h3>${s.label}</h3>${codeBlock(s.code, s.language)}</div>`)}</div>
<p class="note" data-key-note="${t.opKeyHintNote}">${fill(t.opApiKeyNote, { key: API_KEY_PLACEHOLDER })}</p>
</section>
<section aria-labelledby="response"><h2 id="response">${t.opResponse}</h2>
${response}
${resultSection(op, lang, t)}
${pipelineSection(op, lang, t)}
</section>`
}

/** What the answer holds: the result's fields from its schema, or the media types of the file. */
function resultSection(op: Operation, lang: string, t: SiteText): Html | '' {
  const answers = op.files?.answers
  if (answers) return html`<p>${fill(t.opAnswerTypes, { types: answers.join(', ') })}</p>`
  const fields = isLanguage(lang) ? resultFields(op, lang) : []
  if (fields.length === 0) return ''
  return html`<h3 id="result-fields">${t.opResultFields}</h3>
<p>${t.opResultFieldsText}</p>
${op.files?.mode === 'each' ? html`<p>${t.opResultEach}</p>` : ''}
<div class="table-scroll"><table class="result-fields">
<thead><tr><th scope="col">${t.fieldName}</th><th scope="col">${t.paramType}</th><th scope="col">${t.fieldMeaning}</th></tr></thead>
<tbody>${fields.map((field) => html`<tr>
<th scope="row"><code>${field.name}</code></th><td data-label="${t.paramType}"><code>${field.type}</code></td><td data-label="${t.fieldMeaning}">${prose(field.meaning ?? '')}${field.optional ? html` <span class="note">${t.fieldOptional}</span>` : ''}</td></tr>`)}</tbody>
</table></div>`
}

/** A site text with markup in its blanks ({name}); the words around them are escaped. */
function fillMarkup(template: string, vars: Readonly<Record<string, Html>>): Html {
  return html`${template.split(/\{(\w+)\}/).map((part, i) => (i % 2 === 1 ? vars[part] ?? `{${part}}` : part))}`
}

/** What the operation takes from the step before in a pipeline, and what it hands on to the next. */
function pipelineSection(op: Operation, lang: string, t: SiteText): Html {
  const { takes, gives } = chainText(op.pipeline)
  const taken = takes === null
    ? html`${t.opPipelineTakesNothing}`
    : fillMarkup(op.files ? t.opPipelineTakesFiles : t.opPipelineTakesParam, {
      param: html`<code>${takes}</code>`,
      formats: html`${op.files ? formatLabels(op.files) : ''}`,
    })
  const type = isLanguage(lang) ? resultFields(op, lang).find((field) => `result.${field.name}` === gives)?.type : undefined
  const given = op.pipeline.gives.kind === 'files'
    ? fillMarkup(t.opPipelineGivesFiles, { types: html`${op.files?.answers?.join(', ')}` })
    : gives === 'result'
      ? html`${t.opPipelineGivesResult}`
      : fillMarkup(t.opPipelineGivesField, { field: html`<code>${gives}</code>${type ? html` (<code>${type}</code>)` : ''}` })
  return html`<h3 id="pipeline">${t.opPipeline}</h3>
<p>${taken} ${given} <a href="${pageUrl(lang, '/pipeline')}">${t.opPipelineLink}</a></p>`
}

const PROGRAMS = {
  libreoffice: { program: 'LibreOffice', package: 'libreoffice-writer libreoffice-calc' },
  chromium: { program: 'Chromium', package: 'chromium' },
} as const

/** Whether this server can run the operation's optional program, as found when it started. */
function requirementNote(op: Operation, t: SiteText, config: OperationPageConfig) {
  if (!op.requires) return ''
  const program = PROGRAMS[op.requires]
  const available = availableConverters({ libreoffice: config.SOFFICE_PATH, chromium: config.CHROMIUM_PATH })[op.requires]
  return html`<p class="note">${fill(t.opRequires, program)} ${available ? t.opRequiresAvailable : fill(t.opRequiresMissing, program)}</p>`
}

function inputNote(op: Operation, t: SiteText): string {
  return op.input === 'file' ? t.opInputFile : op.input === 'json' ? t.opInputJson : t.opInputQuery
}

export function renderOperationPage(lang: string, op: Operation, all: readonly Operation[], config: OperationPageConfig, baseUrl: string): string {
  const t = siteText(lang)
  const text = operationText(op, lang)
  const category = categoryText(lang, op.category)
  const rows = parameterRows(op, lang, config)
  const apiPath = `/${lang}${op.path}`
  // The tool first (form and result side by side on a desktop), the reference under it; the
  // sidebar of every operation beside them (under them on a phone).
  return layout({
    lang,
    title: `${op.category}/${op.name}: ${text.summary} · ${t.siteName}`,
    description: text.summary,
    path: operationPath(op),
    scripts: [...PLAYGROUND_ASSETS.scripts, 'sidebar.js'],
    styles: PLAYGROUND_ASSETS.styles,
    wide: true,
    body: html`<div class="tool-page">
<article class="operation">
${breadcrumbs(lang, [[t.navDocs, '/docs'], [category.title, categoryPath(op.category)], [op.name, undefined]])}
<header class="op-header">
<h1><code>${op.category}/${op.name}</code></h1>
<p class="lead">${prose(text.summary)}</p>
<p class="endpoint"><span class="visually-hidden">${t.opEndpoint}: </span><span class="method method-${op.method.toLowerCase()}">${op.method}</span> <code>${apiPath}</code></p>
</header>
<section aria-labelledby="try-it" class="try-it"><h2 id="try-it" class="visually-hidden">${t.opTryIt}</h2>
${renderPlayground(op, lang, { live: liveMode(op, config) })}
</section>
<div class="reference">
${text.description ? html`<p class="description">${prose(text.description)}</p>` : ''}
${requirementNote(op, t, config)}
<section aria-labelledby="parameters"><h2 id="parameters">${t.opParameters}</h2>
<p>${inputNote(op, t)}</p>
${rows.length > 0 ? html`<div class="table-scroll">${parametersTable(rows, t)}</div>` : html`<p>${t.opNoParameters}</p>`}
</section>
${examplesSection(op, lang, config, baseUrl)}
${errorsSection(op, lang, config)}
<p><a href="/docs#/${op.category}/${op.operationId}">${t.opSeeReference}</a> · <a href="/openapi.json">${t.footerOpenApi}</a></p>
</div>
</article>
${operationSidebar(lang, all, op)}
</div>`,
  })
}

/**
 * Whether the form answers as you type: never for uploads, programs or web lookups (each call
 * costs a conversion or a remote request); on from the start where calls are not counted, a
 * switch the visitor turns on where they are.
 */
function liveMode(op: Operation, config: OperationPageConfig): LiveMode {
  if (op.files || op.requires || op.examples.some((example) => example.network)) return 'off'
  return config.QUOTAS ? 'switch' : 'on'
}
