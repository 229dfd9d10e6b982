import cookie from '@fastify/cookie'
import multipart from '@fastify/multipart'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { createRequire } from 'node:module'
import { loadConfig, type Config } from '../config.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Gateway } from '../mcp/gateway.ts'
import { injectGateway } from './inner-calls.ts'
import type { ExchangeRates, Operation } from '../core/operation.ts'
import type { TaskName } from '../core/tasks.ts'
import { LANGUAGES } from '../i18n/index.ts'
import { createTaskPool, type TaskPool } from '../workers/pool.ts'
import { randomBytes } from 'node:crypto'
import { createPlatform, type Platform } from '../platform/index.ts'
import { installCors } from './cors.ts'
import { createExchangeRates } from '../platform/rates.ts'
import { createWebClient, type SafeWebClient } from '../lib/web/safe-fetch.ts'
import { createUrlSigner } from '../platform/signing.ts'
import { availableConverters } from '../lib/office/converters.ts'
import { checkHost, clientErrorHandler, frameworkError, installErrorHandling } from './errors.ts'
import { limitConnections } from './connections.ts'
import { installIdempotency, parseForm, parseJsonBody } from './input.ts'
import { requestIdOf, withoutLanguage } from './respond.ts'
import { createCallRunner, installOperationRoutes, isRefunded, type CallRunner, type OperationRoutesOptions } from './operations.ts'
import { createPipelines, installPipelineRoute } from './pipeline.ts'
import { createLimiter } from '../lib/limiter.ts'

export interface AppDependencies {
  /** The operations to serve (all of them by default). */
  operations?: readonly Operation[]
  /** The worker pool for heavy work; created from the configuration when absent. */
  compute?: TaskPool
  /** The worker pool for password hashing; created from the configuration when absent. */
  hashing?: TaskPool
  /** The worker pool for documents (PDF, spreadsheets, Word); created from the configuration when absent. */
  documents?: TaskPool
  /** Stores and accounting; opened from the configuration when absent. */
  platform?: Platform
  /** The clock for quota windows, in Unix milliseconds (tests move it). */
  now?: () => number
  /** Check every result against its operation's result schema (the test suite does). */
  checkResults?: boolean
  /** Exchange rates; created from the configuration (feed URL, cache time) when absent. */
  rates?: ExchangeRates
  /** Outbound web lookups (and webhook deliveries); created from the configuration (address rules, DNS servers, budgets) when absent. */
  web?: SafeWebClient
  /**
   * operations: only the operations and the pipeline, for a caller in the same process (the
   * command line): no site, documents, accounts, kept files, jobs, metrics or MCP to set up.
   */
  surface?: 'service' | 'operations'
  /**
   * Start a thread of the compute pool (where images are decoded) while the app is built, and
   * have its threads load these tasks' modules as they start: a command about to run a file
   * operation overlaps the thread's start, and its libraries' loading, with its own.
   */
  warmUp?: readonly TaskName[]
}

/**
 * One log line per request, after it completes. The query string is left out: it carries the
 * caller's input (texts to hash, passwords), which does not belong in logs.
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return
    const line = {
      method: request.method,
      // The route pattern, not the URL: no query strings, no e-mail addresses from admin paths.
      path: request.routeOptions.url ?? request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(error && { err: error }),
    }
    if (error) request.log.error(line, 'request failed')
    else request.log.info(line, 'request')
  }
}

type SchemaCompilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>
/** What Fastify calls to make a compiler: with the shared schemas and its ajv or serializer options. */
type CompilerBuilder = (externalSchemas: unknown, options: unknown) => unknown

/**
 * Fastify's JSON-schema compilers (ajv, fast-json-stringify), required as Fastify itself requires
 * them but with the first route that declares a schema rather than when Fastify starts: no route
 * does (the operations validate with their own schemas), and requiring them takes some 30 ms and
 * a hundred modules. Fastify takes compilers given this way for custom ones, which changes only
 * how the names in a headers schema are matched.
 */
function compilersOnFirstSchema(): SchemaCompilers {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'))
  const onFirstUse = (module: string): CompilerBuilder => {
    let builder: CompilerBuilder | undefined
    return (externalSchemas, options) => (builder ??= (fromFastify(module) as () => CompilerBuilder)())(externalSchemas, options)
  }
  return {
    buildValidator: onFirstUse('@fastify/ajv-compiler') as NonNullable<SchemaCompilers['buildValidator']>,
    buildSerializer: onFirstUse('@fastify/fast-json-stringify-compiler') as NonNullable<SchemaCompilers['buildSerializer']>,
  }
}

/**
 * What only the whole service serves: the site, documents, accounts, kept files, jobs, metrics,
 * MCP, signed images. Loaded as it starts; a caller in this process (the command line) never reads them.
 */
async function serviceModules() {
  const [account, admin, batch, docs, files, images, jobRoutes, jobs, mcp, metrics, openapi, results, site] = await Promise.all([
    import('./account.ts'), import('./admin.ts'), import('./batch.ts'), import('./docs.ts'), import('./files.ts'), import('./images.ts'),
    import('./jobs.ts'), import('../jobs/index.ts'), import('./mcp.ts'), import('./metrics.ts'), import('../core/openapi.ts'),
    import('../platform/results.ts'), import('./site.ts'),
  ])
  return { ...account, ...admin, ...batch, ...docs, ...files, ...images, ...jobRoutes, ...jobs, ...mcp, ...metrics, ...openapi, ...results, ...site }
}

/** Builds the whole HTTP service without listening; main.ts listens, tests use inject(). */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<FastifyInstance> {
  // The registry is loaded only when no operations are given: the command line runs one alone.
  const operations = deps.operations ?? (await import('../operations/index.ts')).operations
  // First: a thread warmed up for a command starts while the rest is built. (Its errors are
  // logged by the app, which exists by the time a thread can fail.)
  const compute = deps.compute ?? createTaskPool({
    threads: config.WORKER_THREADS,
    maxQueue: config.WORKER_QUEUE,
    timeoutMs: config.WORKER_TIMEOUT_MS,
    idleMs: config.WORKER_IDLE_MS,
    memoryMb: config.WORKER_MEMORY_MB,
    ...(deps.warmUp && { preload: deps.warmUp }),
    onError: (error) => app.log.error({ err: error }, 'worker failure'),
  })
  if (deps.warmUp) compute.warmUp()
  // Loaded while the stores open.
  const loadingService = deps.surface === 'operations' ? undefined : serviceModules()
  const app = Fastify({
    schemaController: { compilersFactory: compilersOnFirstSchema() },
    // Silent (the command line, MCP over stdio): no logger at all, and pino is never loaded.
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: ['req.headers["x-api-key"]', 'req.headers.cookie'] },
    // Each request's log lines name its id as its error envelope does (request_id).
    logController: new RequestLog({ disableRequestLogging: !config.LOG_REQUESTS, requestIdLogLabel: 'request_id' }),
    // The caller's X-Request-Id when it is safe to repeat, else a random one (respond.ts); every
    // answer carries it back (checkHost sets the header).
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A child logger per request costs about as much as routing it; without access logs the
    // request id is not worth that, so requests share the root logger.
    ...(!config.LOG_REQUESTS && { childLoggerFactory: (logger: FastifyBaseLogger) => logger }),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    // Node checks request and header deadlines every 30 s by default: a client dripping one header
    // line at a time (slowloris) would keep its socket far past REQUEST_TIMEOUT_MS.
    http: { connectionsCheckingInterval: 1000, headersTimeout: Math.min(config.REQUEST_TIMEOUT_MS, 30_000) },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // One route serves an API path in every language (/es/api/v1/… is routed as /api/v1/…): a
    // route per language would multiply what the router builds at start by the languages.
    rewriteUrl: (request) => withoutLanguage(request.url ?? '/'),
    // Only the listed proxies may tell us the client address; by default nobody can.
    trustProxy: config.TRUST_PROXY ?? false,
    // Requests Node's parser refuses (headers too large, malformed) get the envelope too.
    clientErrorHandler,
    frameworkErrors: frameworkError,
  })
  limitConnections(app.server, { total: config.MAX_CONNECTIONS, perAddress: config.MAX_CONNECTIONS_PER_ADDRESS })
  // Closing closes idle keep-alive connections once (forceCloseConnections); one still answering
  // then (a file streamed out ends a moment after its last byte left) would hold the close open
  // until its keep-alive timeout. Each is closed as soon as it is idle.
  app.addHook('preClose', (done) => {
    const closer = setInterval(() => app.server.closeIdleConnections(), 100)
    closer.unref()
    app.server.once('close', () => clearInterval(closer))
    done()
  })

  const platform = deps.platform ?? await createPlatform(config, {
    now: deps.now,
    onError: (error) => app.log.error({ err: error }, 'store error'),
  })
  if (!deps.platform) app.addHook('onClose', () => platform.close())

  if (!deps.compute) app.addHook('onClose', () => compute.close())
  const hashing = deps.hashing ?? createTaskPool({
    threads: config.HASH_THREADS,
    maxQueue: config.HASH_QUEUE,
    timeoutMs: config.HASH_TIMEOUT_MS,
    idleMs: config.WORKER_IDLE_MS,
    memoryMb: config.WORKER_MEMORY_MB,
    onError: (error) => app.log.error({ err: error }, 'hashing worker failure'),
  })
  if (!deps.hashing) app.addHook('onClose', () => hashing.close())
  // One thread per file job: the job slots (FILE_JOBS) already bound how many documents are open.
  const documents = deps.documents ?? createTaskPool({
    threads: config.FILE_JOBS,
    maxQueue: config.FILE_QUEUE,
    timeoutMs: config.FILE_TIMEOUT_MS,
    idleMs: config.WORKER_IDLE_MS,
    memoryMb: config.FILE_WORKER_MEMORY_MB,
    onError: (error) => app.log.error({ err: error }, 'document worker failure'),
  })
  if (!deps.documents) app.addHook('onClose', () => documents.close())

  app.decorate('publicUrl', config.PUBLIC_URL ?? '')
  installCors(app)
  app.addHook('onRequest', checkHost)
  installErrorHandling(app, operations, { bodyBytes: config.BODY_LIMIT_BYTES, fileBytes: config.UPLOAD_LIMIT_BYTES, maxFiles: config.MAX_FILES })
  const service = await loadingService
  if (service) {
    const { installMetrics, installDocs, installSite, buildOpenApi, ROUTE_RESULTS, BatchResult } = service
    if (config.METRICS) installMetrics(app, { token: config.METRICS_TOKEN })
    installDocs(app, { publicUrl: config.PUBLIC_URL })
    installSite(app, { operations, config })
    // Written with the first request for it: describing every operation takes a few hundred
    // milliseconds that start-up need not wait for.
    let openApi: string | undefined
    app.get('/openapi.json', async (_request, reply) => {
      openApi ??= JSON.stringify(buildOpenApi(operations, { serverUrl: config.PUBLIC_URL ?? '/', routeResults: { ...ROUTE_RESULTS, batch: BatchResult } }))
      return reply.type('application/json; charset=utf-8').send(openApi)
    })
  }
  app.get('/healthz', async () => ({ ok: true, status: 'ok' }))
  // The optional converters are reported, not required: without them only three operations answer 503.
  const converterPaths = { libreoffice: config.SOFFICE_PATH, chromium: config.CHROMIUM_PATH }
  app.get('/readyz', async (_request, reply) => {
    const converters = availableConverters(converterPaths)
    if (await platform.ready()) return { ok: true, status: 'ready', converters }
    return reply.code(503).send({ ok: false, status: 'stores unavailable', converters })
  })

  // One secret serves session cookies and signed links; without SESSION_SECRET it is made once
  // and kept in the store, so it survives restarts and is shared by every instance.
  const secret = config.SESSION_SECRET
    ?? await platform.store.settingOnce('session_secret', randomBytes(32).toString('base64url'), Date.now())
  const signer = createUrlSigner(secret)
  service?.installImageRoutes(app, signer)
  const rates = deps.rates ?? createExchangeRates(config, platform.store, (error) => app.log.warn({ err: error }, 'exchange-rate feed'))

  const web = deps.web ?? createWebClient(config)

  const fileJobs = createLimiter(config.FILE_JOBS, config.FILE_QUEUE)
  const routes = {
    config, compute, hashing, documents, rates, web, signer, fileJobs,
    accounting: config.QUOTAS ? platform.accounting : undefined, checkResults: deps.checkResults, files: platform.files,
  }
  const runner = createCallRunner(routes)
  if (!service) {
    await installOperationsSurface(app, operations, config, routes, runner)
    return app
  }
  const { openJobs, createJobWork, createAsyncJobs, installAccountRoutes, installBatchRoute, installFileRoutes, installJobRoutes, installMcpRoute, installAdminRoutes, SESSION_COOKIE } = service
  // Jobs run the operations and pipelines the routes run, through the same runner.
  const jobs = await openJobs({
    config, platform, signer, web, now: deps.now ?? Date.now, refundable: isRefunded, log: app.log,
    work: createJobWork(operations, runner, createPipelines(operations, { config, runner, checkResults: deps.checkResults }), app.log),
  })
  // Before the stores close (hooks run in the order they were added; the platform's came first
  // only when it was opened here, and then it must close last).
  app.addHook('preClose', () => jobs.close())
  const jobRoutes = { config, jobs, accounting: platform.accounting, signer, web, runner, checkResults: deps.checkResults }
  const asyncJobs = createAsyncJobs(jobRoutes)
  const fileRoutes = { ...routes, jobs: asyncJobs }
  const reads = operations.filter((op) => op.method === 'GET')
  const writes = operations.filter((op) => op.method !== 'GET')

  // GET operations read only the query string: no body parsers or cookies on their path.
  installOperationRoutes(app, reads, routes, runner)

  // Everything that reads a body or a session lives in this scope, so their hooks cost GETs nothing.
  await app.register(async (scope) => {
    await installBodyParsers(scope, config)
    await scope.register(cookie, { secret })
    // Before the routes: it puts its hooks on each POST under /api/v1/ as that is added.
    installIdempotency(scope, {
      store: platform.idempotency, accounting: platform.accounting, sessionCookie: SESSION_COOKIE,
      // A multipart body of a job's files and its fields, with room for the parts' own headers.
      maxBodyBytes: Math.max(config.UPLOAD_TOTAL_BYTES, config.ASYNC_UPLOAD_TOTAL_BYTES) + config.BODY_LIMIT_BYTES + 1024 * 1024,
    })

    installOperationRoutes(scope, writes, fileRoutes, runner)
    installAccountRoutes(scope, platform, operations, config, deps.checkResults)
    installBatchRoute(scope, app, operations, deps.checkResults)
    installFileRoutes(scope, platform.files, routes)
    installPipelineRoute(scope, operations, { config, runner, accounting: routes.accounting, checkResults: deps.checkResults, jobs: asyncJobs })
    installJobRoutes(scope, jobRoutes, asyncJobs)
    installMcpRoute(scope, app, operations, LANGUAGES, { mode: config.MCP_TOOLS, version: '1.0.0' })
    installAdminRoutes(scope, platform, operations, config.ADMIN_TOKEN)
  })

  await jobs.engine.start()
  return app
}

/** The body parsers every route that reads a body shares: JSON, forms and multipart, within their limits. */
async function installBodyParsers(scope: FastifyInstance, config: Config): Promise<void> {
  await scope.register(multipart, {
    limits: {
      // The parser holds a field whole until it ends, so none may pass the body limit; the
      // fields of one request count toward it together (input.ts, uploads.ts).
      fieldSize: config.BODY_LIMIT_BYTES,
      fields: 200,
      fileSize: config.UPLOAD_LIMIT_BYTES,
      files: config.MAX_FILES,
      parts: config.MAX_FILES + 200,
      headerPairs: 100,
    },
  })
  scope.removeContentTypeParser(['application/json', 'text/plain'])
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(...parseJsonBody(body as string))
  })
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, parseForm(body as string))
  })
}

/** The operations and the pipeline alone, without jobs: what a caller in this process runs. */
async function installOperationsSurface(app: FastifyInstance, operations: readonly Operation[], config: Config, routes: OperationRoutesOptions, runner: CallRunner): Promise<void> {
  installOperationRoutes(app, operations.filter((op) => op.method === 'GET'), routes, runner)
  await app.register(async (scope) => {
    await installBodyParsers(scope, config)
    installOperationRoutes(scope, operations.filter((op) => op.method !== 'GET'), routes, runner)
    installPipelineRoute(scope, operations, { config, runner, accounting: routes.accounting, checkResults: routes.checkResults })
  })
}

/**
 * The service built for this process alone and reached through inject (the command line, MCP
 * over stdio): nothing counted, nothing kept beyond it; close() removes its files too.
 */
export async function privateGateway(deps: Pick<AppDependencies, 'operations' | 'surface' | 'warmUp'> = {}): Promise<{ gateway: Gateway; close(): Promise<void> }> {
  const files = mkdtempSync(path.join(tmpdir(), 'devutils-'))
  const loaded = loadConfig({
    ...process.env, QUOTAS: 'false', LOG_LEVEL: 'silent', METRICS: 'false', DATABASE_URL: 'sqlite::memory:', REDIS_URL: '', FILE_STORE_DIR: files,
  })
  // This process is the only caller: every file job slot is its own (a folder converts on every
  // core), unless FILE_JOBS_PER_CALLER says otherwise.
  const config = process.env.FILE_JOBS_PER_CALLER ? loaded : { ...loaded, FILE_JOBS_PER_CALLER: loaded.FILE_JOBS }
  const app = await buildApp(config, deps)
  return {
    gateway: injectGateway(app),
    close: async () => {
      await app.close()
      rmSync(files, { recursive: true, force: true })
    },
  }
}
