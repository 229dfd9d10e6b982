import { z } from 'zod'
import { chainText } from './chain.ts'
import { ERROR_STATUS } from './errors.ts'
import { FILE_FORMATS } from './file-formats.ts'
import type { Category, FileRules, Operation } from './operation.ts'
import { paramsJsonSchema, type JsonSchema } from './validate.ts'

export interface OpenApiOptions {
  serverUrl: string
  version?: string
  /**
   * The result schemas of the routes around the operations (usage, account), by operationId;
   * each one's `.meta({ id })` names its component. A route without one answers the generic envelope.
   */
  routeResults?: Readonly<Record<string, z.ZodType>>
}

const CATEGORY_DESCRIPTIONS: Record<Category, string> = {
  convert: 'Unit and currency conversion',
  dev: 'Hashing, encoding and data-format tools for developers',
  text: 'Text transforms and statistics',
  calc: 'Financial, health and everyday calculators',
  web: 'Lookups against public web sites and DNS',
  generate: 'Passwords, identifiers, colours, QR codes and barcodes',
  encode: 'Encodings and decodings of text',
  datetime: 'Dates, times and time zones',
  number: 'Number bases, numerals, words and exact integer arithmetic',
  file: 'Image, PDF and office file conversion by upload',
}

const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` })

const RATE_HEADERS = {
  'X-RateLimit-Limit': ref('headers', 'RateLimitLimit'),
  'X-RateLimit-Remaining': ref('headers', 'RateLimitRemaining'),
  'X-RateLimit-Reset': ref('headers', 'RateLimitReset'),
  'RateLimit-Policy': ref('headers', 'RateLimitPolicy'),
  'RateLimit': ref('headers', 'RateLimit'),
}

/** An error's body: the envelope, or RFC 9457 problem details for a caller whose Accept prefers them. */
const ERROR_CONTENT = {
  'application/json': { schema: ref('schemas', 'ErrorEnvelope') },
  'application/problem+json': { schema: ref('schemas', 'ProblemDetails') },
}

function errorResponse(description: string, extraHeaders: Record<string, unknown> = {}) {
  return {
    description,
    headers: { ...RATE_HEADERS, ...extraHeaders },
    content: ERROR_CONTENT,
  }
}

const COMPONENTS = {
  securitySchemes: {
    Session: {
      type: 'apiKey', in: 'cookie', name: 'devutils_session',
      description: 'Not an API key: the session cookie of the account pages, set by signup and login (HttpOnly, SameSite=Lax), which a browser on this site sends by itself.',
    },
    ApiKey: {
      type: 'apiKey', in: 'header', name: 'X-API-Key',
      description: 'Optional. Without a key, calls count against the anonymous daily allowance of the caller address.',
    },
  },
  headers: {
    RateLimitLimit: { description: 'Calls allowed in the current period', schema: { type: 'integer' } },
    RateLimitRemaining: { description: 'Calls left in the current period', schema: { type: 'integer' } },
    RateLimitReset: { description: 'When the period resets, in Unix seconds', schema: { type: 'integer' } },
    RateLimitPolicy: {
      description: 'The allowance as a structured field (draft-ietf-httpapi-ratelimit-headers): the period ("day" or "month") with q, the calls it allows, and w, its length in seconds',
      schema: { type: 'string', examples: ['"month";q=500;w=2592000'] },
    },
    RateLimit: {
      description: 'What is left of the allowance as a structured field (draft-ietf-httpapi-ratelimit-headers): the period with r, the calls left, and t, the seconds until it resets',
      schema: { type: 'string', examples: ['"month";r=480;t=3600'] },
    },
    RequestId: {
      description: 'The id of the request, on every answer: the caller\'s X-Request-Id when it is 1 to 128 visible ASCII characters, else a random one. Error envelopes name it as request_id, and the service logs it.',
      schema: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[\\x21-\\x7E]+$', examples: ['0b9d3c1e-6f0a-4d7b-9a51-3e2c8f4b7a10'] },
    },
    RetryAfter: { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
    JobLocation: { description: 'The job\'s path, /api/v1/jobs/{id}: GET it to poll', schema: { type: 'string', examples: ['/api/v1/jobs/j_3q2-7wEYSYu2mKJ5kHxAqg'] } },
    PreferenceApplied: { description: 'respond-async, when the request asked for it with Prefer (RFC 7240)', schema: { type: 'string', enum: ['respond-async'] } },
    IdempotentReplayed: {
      description: 'true on an answer kept from an earlier request with the same Idempotency-Key, sent again as it was (headers such as X-Request-Id and X-RateLimit-* included) instead of running the request',
      schema: { type: 'string', enum: ['true'] },
    },
  },
  parameters: {
    // A call is run as a job when any of these says so; the same fields are also read from the form.
    AsyncQuery: {
      name: 'async', in: 'query', required: false,
      description: 'Run the call as a job: the answer is 202 with the job, whose output is fetched later. Also read as a form field, but only the query (or Prefer) lifts the upload limit to ASYNC_UPLOAD_LIMIT_BYTES, since it is known before the body. Needs an API key.',
      schema: { type: 'string', enum: ['1', 'true'] },
    },
    WebhookUrlQuery: {
      name: 'webhook_url', in: 'query', required: false,
      description: 'Run the call as a job and POST the job to this URL when it ends (see the jobEnded webhook); also read as a form field. A private address or a malformed URL is refused (422 WEBHOOK_URL_REFUSED, WEBHOOK_URL_INVALID).',
      schema: { type: 'string', format: 'uri' },
    },
    PreferHeader: {
      name: 'Prefer', in: 'header', required: false,
      description: 'respond-async: run the call as a job (RFC 7240), as async=1 does',
      schema: { type: 'string', examples: ['respond-async'] },
    },
    WebhookUrlHeader: {
      name: 'Webhook-Url', in: 'header', required: false,
      description: 'As the webhook_url query parameter',
      schema: { type: 'string', format: 'uri' },
    },
  },
  schemas: {
    Quota: {
      type: 'object',
      description: 'The caller allowance after this call',
      properties: {
        tier: { type: 'string', enum: ['anonymous', 'free', 'paid'] },
        plan: { type: 'string' },
        limit: { type: 'integer' },
        remaining: { type: 'integer' },
        period: { type: 'string', enum: ['day', 'month'] },
      },
    },
    PipelineRequest: {
      type: 'object',
      required: ['steps'],
      properties: {
        input: { description: 'The input of the first step: a text or any JSON value (or, in a multipart request, files in files[])' },
        steps: {
          type: 'array', minItems: 1, description: 'The steps, in order (at most PIPELINE_MAX_STEPS, 20 by default)',
          items: {
            type: 'object', required: ['op'], additionalProperties: false,
            properties: {
              op: { type: 'string', description: 'The operation, category/name as in its URL', examples: ['text/case'] },
              params: { type: 'object', description: 'Its parameters, as its own schema takes them, without the one the chain fills' },
              input: { type: 'string', pattern: '^\\$\\d+(\\.result(\\.[A-Za-z0-9_-]+)+)?$', description: 'Take this value instead of the previous step\'s: $0, $n or $n.result.<path>', examples: ['$1.result.payload.sub'] },
            },
          },
        },
        return: { type: 'string', enum: ['last', 'all'], default: 'last', description: 'last: the last step\'s result; all: every step\'s, in order' },
      },
    },
    PipelineAnswer: {
      type: 'object',
      required: ['ok', 'result', 'steps'],
      properties: {
        ok: { const: true },
        result: { description: 'The last step\'s result, exactly as the operation alone answers it; with "return": "all", the list of every step\'s result, a step that gives files as a list of {name, type, size}' },
        steps: {
          type: 'array', description: 'Each step, in order, with the time it took',
          items: {
            type: 'object', required: ['op', 'ms'],
            properties: {
              op: { type: 'string', description: 'The step\'s operation, category/name' },
              ms: { type: 'number', description: 'Milliseconds the step took' },
              fused: { type: 'boolean', description: 'true when the step ran in one image pass with its neighbours' },
            },
          },
        },
        quota: ref('schemas', 'Quota'),
      },
    },
    ErrorEnvelope: {
      type: 'object',
      required: ['ok', 'error', 'code', 'request_id'],
      properties: {
        ok: { const: false },
        error: { type: 'string', description: 'What went wrong and what to change, in the language of the path prefix' },
        code: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'A stable machine-readable code', examples: ['PARAM_REQUIRED'] },
        step: { type: 'integer', minimum: 1, description: 'Pipelines: the step (from 1) that was refused or failed; the message starts with steps[n] (its operation)' },
        request_id: { type: 'string', description: 'The id of the request, as its X-Request-Id header says: the one to quote when reporting a problem' },
      },
    },
    ProblemDetails: {
      type: 'object',
      description: 'An error as RFC 9457 problem details, answered instead of the envelope when Accept prefers application/problem+json',
      required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
      properties: {
        type: { type: 'string', format: 'uri', description: 'The documentation of the code: /en/docs/errors#CODE on this service', examples: ['https://devutils.example/en/docs/errors#PARAM_REQUIRED'] },
        title: { type: 'string', description: 'The code in words, the same for every occurrence', examples: ['Param required'] },
        status: { type: 'integer', minimum: 400, maximum: 599, description: 'The HTTP status of the answer' },
        detail: { type: 'string', description: 'What went wrong and what to change, in the language of the path prefix (the envelope\'s error)' },
        code: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'A stable machine-readable code' },
        step: { type: 'integer', minimum: 1, description: 'Pipelines: the step (from 1) that was refused or failed' },
        request_id: { type: 'string', description: 'The id of the request, as its X-Request-Id header says' },
      },
    },
  },
  responses: {
    BadRequest: errorResponse('The request could not be read: malformed JSON, forbidden property names, a Host header that is not a host name or address, an Idempotency-Key header that is not 1 to 255 visible ASCII characters or is sent twice (IDEMPOTENCY_KEY_INVALID), or (account routes) credentials in the query string'),
    CrossSite: errorResponse('A browser sent this from another site (Sec-Fetch-Site or Origin): account routes take same-origin requests only'),
    Unauthorized: errorResponse('The X-API-Key header is malformed, unknown or revoked (INVALID_API_KEY), or the key has expired (KEY_EXPIRED)'),
    KeyScope: errorResponse('The key\'s scopes do not cover this call (KEY_SCOPE): the message names the scope it needs (the operation, its category, or the feature it came through: pipeline, batch, mcp, jobs)'),
    PayloadTooLarge: errorResponse('The request body is larger than the configured limit'),
    UnsupportedMediaType: errorResponse('The request body has a content type this route does not read (account routes read JSON only)'),
    InvalidInput: errorResponse('A parameter is missing or invalid, or the input cannot be processed, or (POST) the Idempotency-Key was used within 24 hours for another request (IDEMPOTENCY_KEY_REUSED)'),
    Conflict: errorResponse('A request with this Idempotency-Key is still running (IDEMPOTENCY_KEY_IN_USE: send it again after Retry-After to receive its answer), or ran already but its answer was larger than the answers kept for replays (IDEMPOTENCY_ANSWER_NOT_KEPT); for sign-up also an account with this e-mail address exists already (EMAIL_TAKEN)', { 'Retry-After': ref('headers', 'RetryAfter') }),
    QuotaExceeded: errorResponse('The allowance for this period, the key\'s own monthly cap (KEY_CAP_EXCEEDED), or the per-second burst limit, is used up, or (web lookups) the caller has FETCH_PER_CALLER of them in flight, or (a call run as a job) the key already has JOBS_PER_KEY jobs queued or running (JOBS_LIMIT)', { 'Retry-After': ref('headers', 'RetryAfter') }),
    Throttled: errorResponse('Too many sign-ups from this address or in all, or too many failed log-ins; the message and Retry-After say when to try again', { 'Retry-After': ref('headers', 'RetryAfter') }),
    Busy: errorResponse('The service is busy or the work exceeded its time budget; retry later', { 'Retry-After': ref('headers', 'RetryAfter') }),
    KeyRequired: errorResponse('No API key was sent (X-API-Key, or Authorization: Bearer), or it is malformed, unknown or revoked: jobs belong to a key'),
    JobNotFound: errorResponse('No job with this id belongs to the key (it never existed, it is another key\'s, or it has been removed)'),
  },
}

function parameterSchemas(op: Operation) {
  const { properties, required } = paramsJsonSchema(op.params)
  return { properties, required }
}

function exampleValues(op: Operation) {
  return Object.fromEntries(op.examples.map((ex, i) => [
    `example${i + 1}`,
    { summary: ex.title ?? `Example ${i + 1}`, value: ex.params },
  ]))
}

/**
 * The component name of an operation's result schema: the id it carries when it is a shape several
 * operations share (`.meta({ id: 'UnitConversion' })`), else its own, bmi → CalcBmiResult.
 */
export function resultSchemaName(op: Pick<Operation, 'operationId' | 'result'>): string {
  const shared = op.result && z.globalRegistry.get(op.result)?.id
  return shared ?? `${op.operationId[0]!.toUpperCase()}${op.operationId.slice(1)}Result`
}

/**
 * The JSON Schemas of the operations' results and of the shapes they share, by component name:
 * every result schema is named in zod's registry, then converted in one pass, so a shared shape is
 * written once and referred to ($ref) wherever it is used.
 */
function resultSchemas(operations: readonly Operation[]): Record<string, JsonSchema> {
  for (const op of operations) {
    if (op.result && z.globalRegistry.get(op.result)?.id === undefined) {
      z.globalRegistry.add(op.result, { ...z.globalRegistry.get(op.result), id: resultSchemaName(op) })
    }
  }
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: 'output', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> }
  // By name: the registry holds them in the order their modules loaded, which the service's
  // modules loaded together on start do not keep from one run to the next.
  return Object.fromEntries(Object.entries(schemas)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, { $schema: _dialect, $id: _id, ...schema }]) => [name, schema]))
}

/** The success envelope with `result` set to the given schema. */
const envelopeWith = (result: object) => ({
  type: 'object',
  required: ['ok', 'result'],
  properties: { ok: { const: true }, result, quota: ref('schemas', 'Quota') },
})

/** The success envelope with `result` set to the named schema (any value when there is none). */
const envelopeOf = (resultName: string | undefined) => envelopeWith(resultName ? ref('schemas', resultName) : {})

/**
 * The success envelope of an operation: `result` is its own schema when it declares one. A file
 * operation that answers JSON about each upload answers a list of them for several uploads.
 */
function envelopeSchema(op: Operation) {
  if (!op.result || op.files?.mode !== 'each') return envelopeOf(op.result && resultSchemaName(op))
  const one = ref('schemas', resultSchemaName(op))
  return envelopeWith({
    oneOf: [one, { type: 'array', minItems: 2, items: one, description: 'Several uploads: one result per upload, in upload order' }],
  })
}

function successResponse(op: Operation) {
  // The whole recorded answers, so each example is a valid instance of the result schema.
  const withResult = op.examples.filter((ex) => ex.answer !== undefined)
  return {
    description: op.files?.mode === 'each'
      ? 'The result of the upload, in the success envelope; several uploads answer an array of these results, in upload order'
      : 'The result, in the success envelope',
    headers: RATE_HEADERS,
    content: {
      'application/json': {
        schema: envelopeSchema(op),
        ...(withResult.length > 0 && {
          examples: Object.fromEntries(withResult.map((ex, i) => [
            `example${i + 1}`,
            { summary: ex.title ?? `Example ${i + 1}`, value: { ok: true, result: ex.answer } },
          ])),
        }),
      },
    },
  }
}

function operationObject(op: Operation) {
  const { properties, required } = parameterSchemas(op)
  const common = {
    operationId: op.operationId,
    tags: [op.category],
    summary: op.summary,
    ...(op.description !== undefined && { description: op.description }),
    security: [{}, { ApiKey: [] }],
    // Its part in a pipeline: the parameter that takes the chain's value, and what goes on.
    'x-pipeline': chainText(op.pipeline),
  }
  const errors = {
    '401': ref('responses', 'Unauthorized'),
    '403': ref('responses', 'KeyScope'),
    '422': ref('responses', 'InvalidInput'),
    '429': ref('responses', 'QuotaExceeded'),
    '503': ref('responses', 'Busy'),
  }
  if (op.method === 'GET') {
    const first = op.examples[0]?.params as Record<string, unknown> | undefined
    return {
      ...common,
      parameters: Object.entries(properties).map(([name, schema]: [string, JsonSchema]) => ({
        name,
        in: 'query',
        required: required.includes(name),
        ...(schema.description !== undefined && { description: schema.description }),
        schema,
        ...(first?.[name] !== undefined && { example: first[name] }),
      })),
      responses: { '200': successResponse(op), ...errors },
    }
  }
  if (op.files) return fileOperationObject(op, op.files, common, errors, properties, required)
  const body = { type: 'object', properties, ...(required.length > 0 && { required }) }
  return {
    ...common,
    requestBody: {
      required: required.length > 0,
      description: 'Parameters as a JSON object; the same fields are also accepted form-encoded, as multipart fields, or in the query string (the body wins).',
      content: {
        'application/json': { schema: body, examples: exampleValues(op) },
        'application/x-www-form-urlencoded': { schema: body },
        'multipart/form-data': { schema: body },
      },
    },
    responses: {
      '200': successResponse(op),
      '400': ref('responses', 'BadRequest'),
      '413': ref('responses', 'PayloadTooLarge'),
      '415': ref('responses', 'UnsupportedMediaType'),
      ...errors,
    },
  }
}

const jsonBody = (properties: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', properties, required } } },
})
const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'canceled']
const JOB_ID = { name: 'id', in: 'path', required: true, description: 'The job\'s id', schema: { type: 'string', pattern: '^j_[A-Za-z0-9_-]{22}$' } }
const credentials = jsonBody({
  email: { type: 'string', format: 'email', maxLength: 254 },
  password: { type: 'string', minLength: 10, maxLength: 256 },
}, ['email', 'password'])
/** What every account POST may answer before it reads its body: it takes same-origin JSON only. */
const ACCOUNT_POST_ERRORS = {
  '400': ref('responses', 'BadRequest'),
  '403': ref('responses', 'CrossSite'),
  '415': ref('responses', 'UnsupportedMediaType'),
}

/**
 * The routes around the operations: the caller's allowance and the dashboard's account routes,
 * each answering its own result schema when `results` names one for its operationId.
 */
function platformPaths(results: Readonly<Record<string, z.ZodType>>) {
  const resultName = (operationId: string) => results[operationId] && z.globalRegistry.get(results[operationId])?.id
  const envelope = (operationId: string) => envelopeOf(resultName(operationId))
  const resultRef = (operationId: string) => {
    const name = resultName(operationId)
    return name ? ref('schemas', name) : {}
  }
  const accountResponse = (operationId: string, description: string) => ({
    description,
    content: { 'application/json': { schema: envelope(operationId) } },
  })
  return {
    '/api/v1/usage': {
      get: {
        operationId: 'usage', tags: ['account'], summary: "The caller's plan, limit, used and remaining calls, and the reset time; consumes nothing",
        security: [{}, { ApiKey: [] }],
        responses: { '200': { description: 'The allowance of the caller (key or anonymous address)', headers: RATE_HEADERS, content: { 'application/json': { schema: envelope('usage') } } }, '401': ref('responses', 'Unauthorized') },
      },
    },
    '/images/{image}': {
      get: {
        operationId: 'generatedImage', tags: ['generate'],
        // The link's signature is its credential.
        security: [{}],
        summary: 'A QR code or barcode image from the signed `url` of generate/qr or generate/barcode; consumes no quota',
        description: 'Only links handed out by those operations work: the query is signed by the service and expires (SIGNED_URL_TTL_SECONDS). Use `data_uri` from the same result for a copy that never expires.',
        parameters: [
          { name: 'image', in: 'path', required: true, schema: { type: 'string', enum: ['qr.png', 'qr.svg', 'barcode.png', 'barcode.svg'] } },
          { name: 'exp', in: 'query', required: true, description: 'Expiry, Unix seconds (from the signed link)', schema: { type: 'string' } },
          { name: 'sig', in: 'query', required: true, description: 'Signature (from the signed link)', schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'The image', content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } }, 'image/svg+xml': { schema: { type: 'string' } } } },
          '403': { description: 'The signature does not match', content: ERROR_CONTENT },
          '410': { description: 'The link has expired', content: ERROR_CONTENT },
        },
      },
    },
    '/api/v1/batch': {
      post: {
        operationId: 'batch', tags: ['batch'], security: [{}, { ApiKey: [] }],
        summary: 'Up to 100 independent calls of operations that take no files, in one request; each one is counted and answered as it would be alone',
        description: 'Each call runs with the batch\'s own key, address and language prefix, in order. A bad call (an unknown operation, invalid parameters, a file operation, a spent allowance) answers its own error in its slot and does not stop the others. The batch itself counts nothing beyond its calls; its X-RateLimit-* headers are those of its last counted call.',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['calls'],
                properties: {
                  calls: {
                    type: 'array', minItems: 1, maxItems: 100,
                    items: {
                      type: 'object', required: ['op'],
                      properties: {
                        op: { type: 'string', description: 'The operation, category/name as in its URL', examples: ['text/slugify'] },
                        params: { type: 'object', description: 'Its parameters, as its own schema takes them' },
                      },
                    },
                  },
                },
              },
              example: { calls: [{ op: 'text/slugify', params: { text: 'Crème Brûlée!' } }, { op: 'number/roman', params: { value: 1994 } }] },
            },
          },
        },
        responses: {
          '200': { description: 'Each call\'s status and envelope, in the order of calls', headers: RATE_HEADERS, content: { 'application/json': { schema: envelope('batch') } } },
          '400': ref('responses', 'BadRequest'),
          '413': ref('responses', 'PayloadTooLarge'),
          '422': ref('responses', 'InvalidInput'),
        },
      },
    },
    '/api/v1/pipeline': {
      post: {
        operationId: 'pipeline', tags: ['batch'], security: [{}, { ApiKey: [] }],
        summary: 'Operations chained in one call: the input goes into the first step, each step\'s value into the next',
        description: [
          'Each operation takes the chain\'s value in one parameter and hands on one part of its answer: `x-pipeline` on each operation says which (`takes`: a parameter, `files[]` or null for none; `gives`: `result`, a field such as `result.hash`, or `files`).',
          'A step may take an earlier value instead with `input`: `$0` is the pipeline\'s input, `$n` step n\'s value, `$n.result.<path>` a field of its result (numbers for list positions). A JSON value reaching a text parameter arrives as compact JSON text.',
          'The whole chain is checked before any step runs; a refusal or a failure answers the step\'s own status and error envelope with `step` set. Each step counts as one call of its operation (a chain refused before running counts one; a caller with fewer calls left than steps gets 429 and nothing runs).',
          'Consecutive image steps run in one decode and one encode. When the last step gives files, the answer is that file (or a ZIP of several) exactly as the operation alone sends it.',
          ASYNC_NOTE,
        ].join(' '),
        parameters: ASYNC_PARAMETERS,
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: ref('schemas', 'PipelineRequest'),
              example: { input: 'Hello World', steps: [{ op: 'text/case', params: { mode: 'upper' } }, { op: 'encode/base32' }] },
            },
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['steps'],
                properties: {
                  'files[]': { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' }, description: 'The input files' },
                  steps: { type: 'string', description: 'The steps, as JSON text', examples: ['[{"op":"file/image-resize","params":{"width":800}},{"op":"file/image-to-webp"}]'] },
                  input: { type: 'string', description: 'A text input, instead of files' },
                  return: { type: 'string', enum: ['last', 'all'] },
                },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'The last step\'s result with every step\'s time; or, when the last step gives files, the file itself (a ZIP for several)',
            headers: RATE_HEADERS,
            content: {
              // Every file the service writes; a JSON answer is the envelope, never a file.
              ...Object.fromEntries([...new Set(Object.values(FILE_FORMATS).map((format) => format.mime))]
                .filter((mime) => mime !== 'application/json')
                .map((mime) => [mime, { schema: { type: 'string', contentMediaType: mime } }])),
              'application/json': { schema: ref('schemas', 'PipelineAnswer') },
            },
          },
          '202': ref('responses', 'JobAccepted'),
          '400': ref('responses', 'BadRequest'),
          '401': ref('responses', 'Unauthorized'),
          '403': ref('responses', 'KeyScope'),
          '413': ref('responses', 'PayloadTooLarge'),
          '415': ref('responses', 'UnsupportedMediaType'),
          '422': ref('responses', 'InvalidInput'),
          '429': ref('responses', 'QuotaExceeded'),
          '503': ref('responses', 'Busy'),
        },
      },
    },
    '/api/v1/files': {
      post: {
        operationId: 'fileUpload', tags: ['files'], security: [{}, { ApiKey: [] }],
        summary: 'Keep files for later calls, which take their file_id instead of the bytes; consumes no quota',
        description: 'The files are kept for FILE_STORE_TTL_S seconds (an hour by default) and only the key that uploaded them (or, without a key, the same address) can use them. The limits of file operations apply: UPLOAD_LIMIT_BYTES per file, MAX_FILES files, UPLOAD_TOTAL_BYTES in all. Any format the service reads is accepted; the media type is read from the bytes. One file answers one StoredFile, several answer a list in upload order.',
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['files[]'], properties: { 'files[]': { type: 'array', minItems: 1, items: BINARY, description: 'The files to keep' } } },
            },
          },
        },
        responses: {
          '200': {
            description: 'The stored file, or a list of them for several uploads',
            content: {
              'application/json': {
                schema: envelopeWith({ oneOf: [resultRef('fileUpload'), { type: 'array', minItems: 2, items: resultRef('fileUpload'), description: 'Several uploads: one per file, in upload order' }] }),
              },
            },
          },
          '400': ref('responses', 'BadRequest'),
          '401': ref('responses', 'Unauthorized'),
          '413': ref('responses', 'PayloadTooLarge'),
          '415': ref('responses', 'UnsupportedMediaType'),
          '422': ref('responses', 'InvalidInput'),
        },
      },
    },
    '/api/v1/files/{id}/content': {
      get: {
        operationId: 'fileContent', tags: ['files'],
        // The link's signature is its credential.
        security: [{}],
        summary: 'A stored file, from a signed download link the service handed out; consumes no quota',
        description: 'Only links signed by the service work, until they expire; the file is sent as an attachment with the media type read from its bytes.',
        parameters: [
          { name: 'id', in: 'path', required: true, description: 'The file_id', schema: { type: 'string' } },
          { name: 'exp', in: 'query', required: true, description: 'Expiry, Unix seconds (from the signed link)', schema: { type: 'string' } },
          { name: 'sig', in: 'query', required: true, description: 'Signature (from the signed link)', schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'The file\'s bytes', content: { 'application/octet-stream': { schema: BINARY } } },
          '403': { description: 'The signature does not match', content: ERROR_CONTENT },
          '404': { description: 'The file is not stored (any more)', content: ERROR_CONTENT },
          '410': { description: 'The link or the file has expired', content: ERROR_CONTENT },
        },
      },
    },
    '/api/v1/jobs': {
      get: {
        operationId: 'jobList', tags: ['jobs'], security: [{ ApiKey: [] }],
        summary: 'The key\'s jobs, newest first, a page at a time',
        parameters: [
          { name: 'status', in: 'query', required: false, description: 'Only the jobs in this state', schema: { type: 'string', enum: JOB_STATUSES } },
          { name: 'limit', in: 'query', required: false, description: 'Jobs per page', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          { name: 'cursor', in: 'query', required: false, description: 'next_cursor of the previous page', schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'A page of jobs, and the cursor of the next one', content: { 'application/json': { schema: envelope('jobList') } } },
          '401': ref('responses', 'KeyRequired'),
          '422': ref('responses', 'InvalidInput'),
        },
      },
    },
    '/api/v1/jobs/{id}': {
      parameters: [JOB_ID],
      get: {
        operationId: 'jobGet', tags: ['jobs'], security: [{ ApiKey: [] }],
        summary: 'A job: its state, its progress, and its output once it succeeded',
        description: 'Poll until status is succeeded, failed or canceled; a 429 asks to wait for Retry-After seconds like any call.',
        responses: {
          '200': { description: 'The job', content: { 'application/json': { schema: envelope('jobGet') } } },
          '401': ref('responses', 'KeyRequired'),
          '404': ref('responses', 'JobNotFound'),
        },
      },
      delete: {
        operationId: 'jobCancel', tags: ['jobs'], security: [{ ApiKey: [] }],
        summary: 'Cancel a queued or running job (running work is stopped), or delete a finished job\'s output',
        responses: {
          '200': { description: 'The job as it is now: canceled, or with output null', content: { 'application/json': { schema: envelope('jobCancel') } } },
          '401': ref('responses', 'KeyRequired'),
          '404': ref('responses', 'JobNotFound'),
        },
      },
    },
    '/api/v1/jobs/{id}/output': {
      get: {
        operationId: 'jobOutput', tags: ['jobs'],
        // The key that made the job, or the signature of output.url instead of it.
        security: [{ ApiKey: [] }, {}],
        summary: 'The output file of a job that succeeded, with its media type and file name',
        description: 'With the key that made the job, or without any key through the signed output.url of the job (exp and sig), until it expires. A job whose result is JSON has it in output.result instead.',
        parameters: [
          JOB_ID,
          { name: 'exp', in: 'query', required: false, description: 'Expiry, Unix seconds (from the signed output.url)', schema: { type: 'string' } },
          { name: 'sig', in: 'query', required: false, description: 'Signature (from the signed output.url)', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'The output file (Content-Type and Content-Disposition as the operation alone sends them)',
            content: { '*/*': { schema: BINARY } },
          },
          '401': ref('responses', 'KeyRequired'),
          '403': { description: 'The signature does not match', content: ERROR_CONTENT },
          '404': errorResponse('No such job for the key (JOB_NOT_FOUND), or it has no output file (JOB_NO_OUTPUT): not finished, failed, a JSON result, or deleted JOB_OUTPUT_TTL_S after the job ended'),
          '410': { description: 'The signed link has expired', content: ERROR_CONTENT },
        },
      },
    },
    '/api/v1/account/signup': {
      post: {
        operationId: 'accountSignup', tags: ['account'], security: [{}], summary: 'Create a free account; the answer holds its API key, shown this once', requestBody: credentials,
        responses: { '201': accountResponse('accountSignup', 'The account and its key; a session cookie is set'), ...ACCOUNT_POST_ERRORS, '409': ref('responses', 'Conflict'), '422': ref('responses', 'InvalidInput'), '429': ref('responses', 'Throttled') },
      },
    },
    '/api/v1/account/login': {
      post: {
        operationId: 'accountLogin', tags: ['account'], security: [{}], summary: 'Start a session (cookie)', requestBody: credentials,
        responses: { '200': accountResponse('accountLogin', 'The account; a session cookie is set'), ...ACCOUNT_POST_ERRORS, '401': ref('responses', 'Unauthorized'), '422': ref('responses', 'InvalidInput'), '429': ref('responses', 'Throttled') },
      },
    },
    '/api/v1/account/logout': {
      post: { operationId: 'accountLogout', tags: ['account'], security: [{ Session: [] }], summary: 'End the session', responses: { '200': accountResponse('accountLogout', 'Logged out'), ...ACCOUNT_POST_ERRORS } },
    },
    '/api/v1/account': {
      delete: {
        operationId: 'accountDelete', tags: ['account'], security: [{ Session: [] }], summary: 'Delete the account: its keys stop at once, its usage history, sessions and events go',
        requestBody: jsonBody({ password: { type: 'string', maxLength: 256 } }, ['password']),
        responses: { '200': accountResponse('accountDelete', 'What went'), ...ACCOUNT_POST_ERRORS, '401': errorResponse('Not signed in (NOT_LOGGED_IN), or the password is wrong (LOGIN_FAILED)') },
      },
      get: {
        operationId: 'account', tags: ['account'], security: [{ Session: [] }], summary: 'The signed-in account: plan, usage this period, daily usage for 31 days, key prefix and last four',
        responses: { '200': accountResponse('account', 'The account'), '401': ref('responses', 'Unauthorized') },
      },
    },
    '/api/v1/account/rotate-key': {
      post: {
        operationId: 'accountRotateKey', tags: ['account'], security: [{ Session: [] }], summary: 'Replace the API key; the answer holds the new key, shown this once',
        responses: { '200': accountResponse('accountRotateKey', 'The new key'), ...ACCOUNT_POST_ERRORS, '401': ref('responses', 'Unauthorized') },
      },
    },
    '/api/v1/account/verify': {
      post: {
        operationId: 'accountVerify', tags: ['account'], security: [{}], summary: 'Confirm an address with the token of the link mailed to it (at sign-up, or for a change of address)',
        requestBody: jsonBody({ token: { type: 'string', minLength: 20, maxLength: 200, description: 'The token of the mailed link' } }, ['token']),
        responses: { '200': accountResponse('accountVerify', 'The address is verified (and is now the account\'s)'), ...ACCOUNT_POST_ERRORS, '409': ref('responses', 'Conflict'), '422': errorResponse('The link was used, expired (one hour) or altered (TOKEN_INVALID)') },
      },
    },
    '/api/v1/account/verify/resend': {
      post: {
        operationId: 'accountVerifyResend', tags: ['account'], security: [{ Session: [] }], summary: 'Mail the verification link again',
        responses: { '202': accountResponse('accountVerifyResend', 'The link is on its way'), ...ACCOUNT_POST_ERRORS, '401': ref('responses', 'Unauthorized'), '503': errorResponse('The service sends no mail (MAIL_UNAVAILABLE), or the mail server failed (MAIL_FAILED)') },
      },
    },
    '/api/v1/account/password-reset': {
      post: {
        operationId: 'accountPasswordReset', tags: ['account'], security: [{}], summary: 'Mail a password-reset link; the answer is the same whether or not the address has an account',
        requestBody: jsonBody({ email: { type: 'string', format: 'email', maxLength: 254 } }, ['email']),
        responses: { '202': accountResponse('accountPasswordReset', 'A link is on its way if the address has an account'), ...ACCOUNT_POST_ERRORS, '422': ref('responses', 'InvalidInput'), '429': ref('responses', 'Throttled'), '503': errorResponse('The service sends no mail (MAIL_UNAVAILABLE): the operator resets passwords with devutils admin set-password') },
      },
    },
    '/api/v1/account/password-reset/confirm': {
      post: {
        operationId: 'accountPasswordResetConfirm', tags: ['account'], security: [{}], summary: 'Set a new password with the token of a reset link; every session ends and a new one starts',
        requestBody: jsonBody({ token: { type: 'string', minLength: 20, maxLength: 200, description: 'The token of the mailed link' }, password: { type: 'string', minLength: 10, maxLength: 256 } }, ['token', 'password']),
        responses: { '200': accountResponse('accountPasswordResetConfirm', 'The account; a session cookie is set'), ...ACCOUNT_POST_ERRORS, '422': errorResponse('The link was used, expired (one hour) or altered (TOKEN_INVALID), or the password is too short') },
      },
    },
    '/api/v1/account/password': {
      post: {
        operationId: 'accountPasswordChange', tags: ['account'], security: [{ Session: [] }], summary: 'Change the password; every other session ends',
        requestBody: jsonBody({ current_password: { type: 'string', maxLength: 256 }, new_password: { type: 'string', minLength: 10, maxLength: 256 } }, ['current_password', 'new_password']),
        responses: { '200': accountResponse('accountPasswordChange', 'The password changed'), ...ACCOUNT_POST_ERRORS, '401': errorResponse('Not signed in (NOT_LOGGED_IN), or the current password is wrong (LOGIN_FAILED)'), '422': ref('responses', 'InvalidInput') },
      },
    },
    '/api/v1/account/email': {
      post: {
        operationId: 'accountEmailChange', tags: ['account'], security: [{ Session: [] }], summary: 'Change the address: a link goes to the new one, which replaces the old once opened',
        requestBody: jsonBody({ email: { type: 'string', format: 'email', maxLength: 254 }, password: { type: 'string', maxLength: 256 } }, ['email', 'password']),
        responses: { '202': accountResponse('accountEmailChange', 'The link is on its way'), ...ACCOUNT_POST_ERRORS, '401': errorResponse('Not signed in (NOT_LOGGED_IN), or the password is wrong (LOGIN_FAILED)'), '409': ref('responses', 'Conflict'), '422': ref('responses', 'InvalidInput'), '503': errorResponse('The service sends no mail (MAIL_UNAVAILABLE)') },
      },
    },
    '/api/v1/account/keys': {
      get: {
        operationId: 'accountKeys', tags: ['account'], security: [{ Session: [] }, { ApiKey: [] }],
        summary: 'The account\'s active keys: name, masked key, scopes, monthly cap, last use and expiry',
        description: 'With the session, or with a key that has every scope (*): a scoped key cannot see or make keys (403 KEY_SCOPE_MANAGE).',
        responses: { '200': accountResponse('accountKeys', 'The keys'), '401': ref('responses', 'Unauthorized'), '403': errorResponse('The key has scopes (KEY_SCOPE_MANAGE)') },
      },
      post: {
        operationId: 'accountKeyCreate', tags: ['account'], security: [{ Session: [] }, { ApiKey: [] }],
        summary: 'Make a named key, up to 20 per account; the answer holds it, shown this once',
        description: 'Every key of an account shares the account\'s allowance. A key may be limited to scopes (* for everything; categories such as calc; operations such as dev/hash; the features pipeline, batch, mcp and jobs: a pipeline step needs pipeline and the step\'s operation), to a monthly cap of its own within the allowance, and to an expiry date.',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: {
            type: 'object', required: ['name'], additionalProperties: false,
            properties: {
              name: { type: 'string', minLength: 1, maxLength: 64, description: 'A name to tell the key by: where it is used (ci, laptop, billing-job)' },
              scopes: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 100, default: ['*'], description: 'What the key may call: * (everything), categories (calc), operations (dev/hash) and features (pipeline, batch, mcp, jobs)' },
              monthly_cap: { type: ['integer', 'null'], minimum: 0, default: null, description: 'The most calls the key may make in a month, within the account\'s allowance' },
              expires_at: { type: ['string', 'null'], format: 'date-time', default: null, description: 'When the key stops working' },
            },
          }, example: { name: 'ci', scopes: ['calc', 'dev/hash', 'pipeline'], monthly_cap: 1000, expires_at: '2027-06-30T00:00:00Z' } } },
        },
        responses: {
          '201': accountResponse('accountKeyCreate', 'The new key, shown this once'), ...ACCOUNT_POST_ERRORS, '401': ref('responses', 'Unauthorized'),
          '409': errorResponse('The account has 20 active keys already (KEYS_LIMIT)'),
          '422': errorResponse('A scope that is none (KEY_SCOPE_UNKNOWN), an expiry not in the future (KEY_EXPIRY_PAST), or another invalid field'),
        },
      },
    },
    '/api/v1/account/keys/{id}': {
      delete: {
        operationId: 'accountKeyRevoke', tags: ['account'], security: [{ Session: [] }, { ApiKey: [] }],
        summary: 'Revoke one key: it stops working at once on this instance, within seconds on the others',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{16}$' }, description: 'The key\'s id, as the key list gives it' }],
        responses: { '200': accountResponse('accountKeyRevoke', 'The key is revoked'), ...ACCOUNT_POST_ERRORS, '401': ref('responses', 'Unauthorized'), '404': errorResponse('No active key of the account has this id (KEY_NOT_FOUND)') },
      },
    },
    '/api/v1/account/usage': {
      get: {
        operationId: 'accountUsage', tags: ['account'], security: [{ Session: [] }, { ApiKey: [] }],
        summary: 'Calls by day, operation and key for up to 90 days, as JSON or CSV',
        parameters: [
          { name: 'from', in: 'query', schema: { type: 'string', format: 'date' }, description: 'The first day, YYYY-MM-DD (UTC); 29 days before to by default' },
          { name: 'to', in: 'query', schema: { type: 'string', format: 'date' }, description: 'The last day, YYYY-MM-DD (UTC); today by default' },
          { name: 'group_by', in: 'query', schema: { type: 'string', default: 'day,operation,key' }, description: 'What to count by: day, operation and key, one or several separated by commas' },
          { name: 'format', in: 'query', schema: { type: 'string', enum: ['json', 'csv'], default: 'json' }, description: 'json, or csv with the columns day,operation,key,calls and a header row' },
        ],
        responses: {
          '200': { description: 'The calls', content: { 'application/json': { schema: envelope('accountUsage') }, 'text/csv': { schema: { type: 'string' } } } },
          '401': ref('responses', 'Unauthorized'),
          '422': errorResponse('The range is not within the last 90 days, from is after to, or group_by names something else (USAGE_RANGE_INVALID)'),
        },
      },
    },
    '/api/v1/account/security-events': {
      get: {
        operationId: 'accountSecurityEvents', tags: ['account'], security: [{ Session: [] }, { ApiKey: [] }],
        summary: 'The account\'s latest 50 security events: log-ins, failed log-ins, keys made, rotated and revoked',
        responses: { '200': accountResponse('accountSecurityEvents', 'The events, newest first'), '401': ref('responses', 'Unauthorized') },
      },
    },
    '/api/v1/account/webhook-secret': {
      get: {
        operationId: 'accountWebhookSecret', tags: ['account'], security: [{ ApiKey: [] }, { Session: [] }],
        summary: 'The secret that signs this account\'s webhooks (whsec_…), made on first use',
        description: 'Each delivery carries webhook-id, webhook-timestamp and webhook-signature (v1,<base64 HMAC-SHA256 of "id.timestamp.body">, keyed with the base64-decoded part after whsec_), as Standard Webhooks specifies; the SDK\'s verifyWebhook checks them.',
        responses: { '200': accountResponse('accountWebhookSecret', 'The webhook secret'), '401': ref('responses', 'Unauthorized') },
      },
    },
    '/api/v1/account/webhook-secret/rotate': {
      post: {
        operationId: 'accountWebhookSecretRotate', tags: ['account'], security: [{ ApiKey: [] }, { Session: [] }],
        summary: 'Replace the webhook secret; deliveries from now on are signed with the new one',
        responses: { '200': accountResponse('accountWebhookSecretRotate', 'The new webhook secret'), ...ACCOUNT_POST_ERRORS, '401': ref('responses', 'Unauthorized') },
      },
    },
  }
}

/** The OpenAPI 3.1 description of the service: a pure function of the registry. */
export function buildOpenApi(operations: readonly Operation[], options: OpenApiOptions) {
  const used = new Set(operations.map((op) => op.category))
  const jobSchema = options.routeResults?.jobGet
  const jobName = jobSchema && z.globalRegistry.get(jobSchema)?.id
  const job = jobName ? ref('schemas', jobName) : {}
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of operations) {
    paths[op.path] = { [op.method.toLowerCase()]: operationObject(op) }
  }
  const allPaths: Record<string, Record<string, unknown>> = { ...paths, ...platformPaths(options.routeResults ?? {}) }
  const responses: Record<string, unknown> = {
    ...COMPONENTS.responses,
    JobAccepted: {
      description: 'The call runs as a job (async=1, Prefer: respond-async or a webhook URL): the queued job, to poll at Location',
      headers: { ...RATE_HEADERS, Location: ref('headers', 'JobLocation'), 'Preference-Applied': ref('headers', 'PreferenceApplied') },
      content: { 'application/json': { schema: envelopeWith(job) } },
    },
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'devutils',
      version: options.version ?? '1.0.0',
      description: 'Everyday developer utilities as a JSON HTTP API. Every operation is also served under a language prefix (for example /es/api/v1/...), which changes the language of error messages. Calls without a key use a small daily allowance; a key raises it to the monthly allowance of its plan.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: options.serverUrl }],
    tags: [
      ...[...used].map((name) => ({ name, description: CATEGORY_DESCRIPTIONS[name] })),
      { name: 'batch', description: 'Several calls in one request' },
      { name: 'account', description: 'Allowance, accounts and keys' },
      { name: 'files', description: 'Files kept for a while, for later calls to use by id' },
      { name: 'jobs', description: 'File operations and pipelines run in the background: poll, cancel, fetch the output, or get a webhook' },
    ],
    paths: Object.fromEntries(Object.entries(allPaths).map(([path, item]) => [path, Object.fromEntries(Object.entries(withIdempotencyKey(path, item)).map(([method, operation]) => [
      method, isRecord(operation) && isRecord(operation.responses) ? { ...operation, responses: withRequestId(operation.responses) } : operation,
    ]))])),
    webhooks: { jobEnded: jobEndedWebhook(job) },
    components: {
      ...COMPONENTS,
      responses: withRequestId(responses),
      schemas: {
        ...COMPONENTS.schemas,
        ...resultSchemas(operations),
      },
    },
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The responses with X-Request-Id among their headers: every answer of the service carries it.
 * A reference to a shared response is left as it is; the shared one gets it here too.
 */
function withRequestId(responses: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(responses).map(([status, response]) => [
    status,
    isRecord(response) && !('$ref' in response)
      ? { ...response, headers: { 'X-Request-Id': ref('headers', 'RequestId'), ...(isRecord(response.headers) ? response.headers : {}) } }
      : response,
  ]))
}

/**
 * The Idempotency-Key header every POST under /api/v1/ takes. Written out where it is used: the
 * shared parameters are the ways to ask for a job, and only those.
 */
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key', in: 'header', required: false,
  description: 'Makes a retry safe (draft-ietf-httpapi-idempotency-key-header): the same request sent again with the same key, by the same owner (the API key\'s account, else the dashboard session, else the address), within 24 hours is answered with the first answer, marked Idempotent-Replayed: true, without running or counting again. The same request is the same method, URL (language prefix and query included) and body bytes; another request with the key answers 422 IDEMPOTENCY_KEY_REUSED, and one sent while the first still runs 409 IDEMPOTENCY_KEY_IN_USE. Answers of 5xx, 408, 409, 425 and 429 are not kept: their retry runs.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$', examples: ['8e03978e-40d5-43e8-bc93-6894a57f9324'] },
}

/**
 * A path whose POST is under /api/v1/: Idempotency-Key among its parameters (on the path, which
 * holds that POST alone, so the operation's own parameters stay as they are), 409 and 422 among
 * its answers, and Idempotent-Replayed on its successes.
 */
function withIdempotencyKey(path: string, item: Record<string, unknown>): Record<string, unknown> {
  const post = item.post
  if (!path.startsWith('/api/v1/') || !isRecord(post) || !isRecord(post.responses)) return item
  const responses: Record<string, unknown> = Object.fromEntries(Object.entries(post.responses).map(([status, response]) => [
    status,
    status.startsWith('2') && isRecord(response) && !('$ref' in response)
      ? { ...response, headers: { ...(isRecord(response.headers) ? response.headers : {}), 'Idempotent-Replayed': ref('headers', 'IdempotentReplayed') } }
      : response,
  ]))
  responses['409'] = ref('responses', 'Conflict')
  responses['422'] ??= ref('responses', 'InvalidInput')
  const parameters = Array.isArray(item.parameters) ? item.parameters : []
  const postAlone = Object.keys(item).every((key) => key === 'post' || key === 'parameters')
  return postAlone
    ? { ...item, post: { ...post, responses }, parameters: [...parameters, IDEMPOTENCY_KEY] }
    : { ...item, post: { ...post, responses, parameters: [...(Array.isArray(post.parameters) ? post.parameters : []), IDEMPOTENCY_KEY] } }
}

const BINARY = { type: 'string', contentMediaType: 'application/octet-stream' }

/** What makes a file operation or a pipeline run as a job: shared components, referred to from each. */
const ASYNC_PARAMETERS = ['AsyncQuery', 'WebhookUrlQuery', 'PreferHeader', 'WebhookUrlHeader'].map((name) => ref('parameters', name))
const ASYNC_NOTE = 'With async=1, Prefer: respond-async or a webhook URL (and an API key), the call runs as a job instead: the answer is 202 with the queued job and its Location; poll GET /api/v1/jobs/{id}, or receive the jobEnded webhook, then fetch the output from GET /api/v1/jobs/{id}/output.'

/** What the service POSTs to a job's webhook URL when the job ends. */
function jobEndedWebhook(job: object) {
  const header = (name: string, description: string, schema: object) => ({ name, in: 'header', required: true, description, schema })
  return {
    post: {
      operationId: 'jobEnded', tags: ['jobs'],
      summary: 'A job ended: succeeded, failed or canceled',
      description: 'Signed the Standard Webhooks way with the account\'s secret (GET /api/v1/account/webhook-secret); the SDK\'s verifyWebhook checks it. Any answer other than 2xx, or none within the fetch timeout, is retried WEBHOOK_ATTEMPTS times in all with a doubling wait from WEBHOOK_RETRY_BASE_MS (30 s, 1, 2, 4, 8 min by default), with the same webhook-id each time.',
      // The signature headers, not a key, authenticate a delivery.
      security: [{}],
      parameters: [
        header('webhook-id', 'The delivery\'s id, the same on every attempt: handle each id once', { type: 'string' }),
        header('webhook-timestamp', 'When this attempt was signed, in Unix seconds; refuse one too far from now', { type: 'string', pattern: '^\\d+$' }),
        header('webhook-signature', 'v1, and the base64 of the HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}", keyed with the base64-decoded part of the secret after whsec_; several, separated by spaces, during a rotation', { type: 'string', examples: ['v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4='] }),
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['type', 'timestamp', 'data'],
              properties: {
                type: { type: 'string', enum: ['job.succeeded', 'job.failed', 'job.canceled'], description: 'How the job ended' },
                timestamp: { type: 'string', format: 'date-time', description: 'When the event happened, ISO 8601' },
                data: { ...job, description: 'The job, as GET /api/v1/jobs/{id} shows it' },
              },
            },
          },
        },
      },
      responses: {
        '2XX': { description: 'Received: no more attempts are made' },
      },
    },
  }
}

/** Multipart upload: files[] plus the options as fields; the answer is a file, a ZIP, or JSON. */
/** Files kept by POST /api/v1/files, taken by reference instead of uploaded again. */
const FILE_IDS = {
  type: 'string',
  description: 'Ids of files kept with POST /api/v1/files (the caller\'s own), separated by commas; they join the files of files[]',
  examples: ['f_Q2hhbmdlIHRoaXMgdG8geW91cg'],
}

function fileOperationObject(
  op: Operation,
  rules: FileRules,
  common: Record<string, unknown>,
  errors: Record<string, unknown>,
  properties: Record<string, JsonSchema>,
  required: string[],
) {
  const accepted = rules.accepts.map((format) => FILE_FORMATS[format].label).join(', ')
  const maxFiles = rules.maxFiles
  const files = {
    type: 'array',
    items: BINARY,
    minItems: 1,
    ...(maxFiles !== undefined && { maxItems: maxFiles }),
    description: `The file(s) to process: ${accepted} (the format is read from the bytes); required unless file_ids names them. `
      + (rules.mode === 'each' ? 'Several files are processed one by one.' : 'The files are used together, in upload order.'),
  }
  const extraFormats = (rules.extraAccepts ?? rules.accepts).map((format) => FILE_FORMATS[format].label).join(', ')
  const extra = Object.fromEntries((rules.extraFields ?? []).map((field) => [field, { ...BINARY, description: `Optional file (${extraFormats}): ${field}` }]))
  const output = op.examples.find((ex) => ex.output !== undefined)?.output
  const example = op.examples[0]
  const answers = rules.answers ?? (output === undefined ? [] : [output])
  const fileAnswer = {
    description: rules.mode === 'each'
      ? 'The converted file (Content-Disposition names it after the upload); several uploads answer one application/zip'
      : 'The resulting file, or an application/zip when there are several',
    headers: RATE_HEADERS,
    content: Object.fromEntries([...new Set([...answers, FILE_FORMATS.zip.mime])].map((type) => [type, { schema: BINARY }])),
  }
  return {
    ...common,
    description: [op.description, `Example: curl -F "files[]=@${example?.files?.[0] ?? 'file'}"${Object.entries(example?.params ?? {}).map(([k, v]) => ` -F "${k}=${String(v)}"`).join('')} ...`, ASYNC_NOTE].filter(Boolean).join('\n\n'),
    parameters: ASYNC_PARAMETERS,
    requestBody: {
      required: true,
      description: 'multipart/form-data: the files in files[] (files and file are accepted too), or the ids of files kept with POST /api/v1/files in file_ids, options as extra fields.',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            // Files arrive in files[], or by reference in file_ids: at least one of the two.
            properties: { 'files[]': files, file_ids: FILE_IDS, ...extra, ...properties },
            ...(required.length > 0 && { required }),
          },
          encoding: { 'files[]': { contentType: rules.accepts.map((format) => FILE_FORMATS[format].mime).join(', ') } },
        },
      },
    },
    responses: {
      '200': rules.answers === undefined && output === undefined ? successResponse(op) : fileAnswer,
      '202': ref('responses', 'JobAccepted'),
      '400': ref('responses', 'BadRequest'),
      '413': ref('responses', 'PayloadTooLarge'),
      '415': ref('responses', 'UnsupportedMediaType'),
      ...errors,
    },
  }
}
