/**
 * The documentation site: pages per language generated from the operation registry, the
 * search index, and the static assets. The registry does not change while the service runs,
 * so each page is rendered once, on first request, and kept with its ETag and gzipped bytes.
 * The page renderers themselves load with the first page asked for: a process that serves only
 * the API never needs them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'
import { ERROR_DOCS_PATH } from '../core/errors.ts'
import { CATEGORIES, type Category, type Operation } from '../core/operation.ts'
import { languageTag, LANGUAGES, preferredLanguage } from '../i18n/index.ts'
import { makeAsset, siteAssets, type Asset } from '../web/assets.ts'
import { html } from '../web/html.ts'
import { layout, pageUrl } from '../web/layout.ts'
import { operationText } from '../web/operation-text.ts'
import type * as AccountPage from '../web/pages/account.ts'
import type * as CategoryPage from '../web/pages/category.ts'
import type * as DocsIndexPage from '../web/pages/docs-index.ts'
import type * as ErrorsPage from '../web/pages/errors.ts'
import type * as HomePage from '../web/pages/home.ts'
import type * as JobsPage from '../web/pages/jobs.ts'
import type * as KeysPage from '../web/pages/keys.ts'
import type * as McpPage from '../web/pages/mcp.ts'
import type * as OperationPage from '../web/pages/operation.ts'
import type * as PipelinePage from '../web/pages/pipeline.ts'
import { JOBS_PAGE_PATH, KEYS_PAGE_PATH, MCP_PAGE_PATH, PIPELINE_PATH, operationPath } from '../web/pages/parts.ts'
import { categoryText, siteText } from '../web/site-text.ts'
import { requestBaseUrl } from './respond.ts'

let renderers: Promise<Renderers> | undefined

/** The renderers of the site's pages, loaded once. */
function pageRenderers(): Promise<Renderers> {
  renderers ??= Promise.all([
    import('../web/pages/account.ts'), import('../web/pages/category.ts'), import('../web/pages/docs-index.ts'),
    import('../web/pages/home.ts'), import('../web/pages/jobs.ts'), import('../web/pages/mcp.ts'),
    import('../web/pages/keys.ts'),
    import('../web/pages/operation.ts'), import('../web/pages/pipeline.ts'), import('../web/pages/errors.ts'),
  ]).then(([account, category, docsIndex, home, jobs, mcp, keys, operation, pipeline, errors]) => ({
    ...account, ...category, ...docsIndex, ...home, ...jobs, ...mcp, ...keys, ...operation, ...pipeline, ...errors,
  }))
  return renderers
}

type Renderers = typeof AccountPage & typeof CategoryPage & typeof DocsIndexPage & typeof HomePage
  & typeof JobsPage & typeof KeysPage & typeof McpPage & typeof OperationPage & typeof PipelinePage & typeof ErrorsPage

export interface SiteOptions {
  operations: readonly Operation[]
  config: Config
}

const POLICY: Readonly<Record<string, string>> = {
  'default-src': "'self'",
  'img-src': "'self' data: blob:",
  'style-src': "'self'",
  'script-src': "'self'",
  'connect-src': "'self'",
  'frame-ancestors': "'none'",
  'base-uri': "'none'",
  'form-action': "'self'",
}

/** The site's Content-Security-Policy, with some directives replaced (a page that needs more). */
export function contentSecurityPolicy(overrides: Readonly<Record<string, string>> = {}): string {
  return Object.entries({ ...POLICY, ...overrides }).map(([name, value]) => `${name} ${value}`).join('; ')
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/**
 * The headers every page the service serves carries: what the page may load (no inline
 * scripts), that no other site may frame it, and no guessing of content types.
 */
export function securityHeaders(policy = CONTENT_SECURITY_POLICY): Readonly<Record<string, string>> {
  return {
    'content-security-policy': policy,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  }
}

const SECURITY_HEADERS = securityHeaders()

const HTML = 'text/html; charset=utf-8'
const JSON_TYPE = 'application/json; charset=utf-8'

/** Pages and the index: always revalidated, which the ETag makes a cheap 304. */
const REVALIDATE = 'no-cache'
const VERSIONED = 'public, max-age=31536000, immutable'
const UNVERSIONED = 'public, max-age=300'

export interface SearchEntry {
  operationId: string
  name: string
  path: string
  category: string
  categoryTitle: string
  summary: string
  url: string
}

export function searchIndex(operations: readonly Operation[], lang: string): SearchEntry[] {
  return operations.map((op) => ({
    operationId: op.operationId,
    name: op.name,
    path: op.path,
    category: op.category,
    categoryTitle: categoryText(lang, op.category).title,
    summary: operationText(op, lang).summary,
    url: pageUrl(lang, operationPath(op)),
  }))
}

function notFoundPage(lang: string): string {
  const t = siteText(lang)
  return layout({
    lang,
    title: `${t.notFoundTitle} · ${t.siteName}`,
    path: '/docs',
    body: html`<h1>${t.notFoundTitle}</h1><p class="lead">${t.notFoundText}</p><p><a class="button" href="${pageUrl(lang, '/docs')}">${t.notFoundBack}</a></p>`,
  })
}

/** Whether the client's copy (If-None-Match) is this version. */
function fresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '')
    return value === etag || value === '*'
  })
}

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding']
  return typeof header === 'string' && /(?:^|,)\s*gzip\s*(?:,|;(?!\s*q=0(?:\.0*)?\s*(?:,|$))|$)/i.test(header)
}

/**
 * A prepared asset: its security headers (the site's own unless given), ETag and revalidation
 * (304), and the gzipped bytes to a client that takes them.
 */
export function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: Asset, cacheControl: string, status = 200, headers: Readonly<Record<string, string>> = SECURITY_HEADERS): FastifyReply {
  reply
    .headers(headers)
    .header('cache-control', cacheControl)
    .header('etag', asset.etag)
    .header('vary', 'Accept-Encoding')
    .type(asset.type)
  if (status === 200 && fresh(request, asset.etag)) return reply.code(304).send()
  if (asset.gzipped && acceptsGzip(request)) {
    return reply.code(status).header('content-encoding', 'gzip').send(asset.gzipped)
  }
  return reply.code(status).send(asset.body)
}

/** How many request addresses a page that names its own (home, pipeline, MCP, jobs) is kept for: Host is the client's to choose. */
const ADDRESSED_PAGE_HOSTS = 16
/**
 * How many request addresses the operation pages are kept for. There are a few hundred of them
 * per language, so each address kept costs as much as the rest of the site: enough for the usual
 * few (localhost, 127.0.0.1, a LAN or container name), not for whatever Host a client sends.
 */
const OPERATION_PAGE_HOSTS = 4

export function installSite(app: FastifyInstance, { operations, config }: SiteOptions): void {
  const byCategory = new Map<string, Operation[]>()
  const byPath = new Map<string, Operation>()
  for (const op of operations) {
    byCategory.set(op.category, [...(byCategory.get(op.category) ?? []), op])
    byPath.set(`${op.category}/${op.name}`, op)
  }

  // Keys are known pages only (unknown addresses share one 404 page), so this stays bounded.
  const rendered = new Map<string, Asset>()
  const cached = (key: string, type: string, render: () => string): Asset => {
    let asset = rendered.get(key)
    if (!asset) {
      asset = makeAsset(Buffer.from(render()), type, true)
      rendered.set(key, asset)
    }
    return asset
  }
  const page = (request: FastifyRequest, reply: FastifyReply, lang: string, key: string, render: () => string) =>
    sendAsset(request, reply.header('content-language', languageTag(lang)), cached(`${lang} ${key}`, HTML, render), REVALIDATE)
  // Pages whose examples name the address they were requested at: kept for the first `hosts`
  // addresses (one set shared by the pages of one call), rendered afresh for any other.
  const pagesAt = (hosts: number) => {
    const bases = new Set<string>()
    return (request: FastifyRequest, reply: FastifyReply, lang: string, key: string, renderAt: (base: string) => string) => {
      const base = requestBaseUrl(request, config)
      const render = () => renderAt(base)
      if (bases.has(base) || bases.size < hosts) {
        bases.add(base)
        return page(request, reply, lang, `${key} ${base}`, render)
      }
      return sendAsset(request, reply.header('content-language', languageTag(lang)), makeAsset(Buffer.from(render()), HTML, true), REVALIDATE)
    }
  }
  const pageAt = (name: string, renderAt: (pages: Renderers, lang: string, base: string) => string) => {
    const at = pagesAt(ADDRESSED_PAGE_HOSTS)
    return async (request: FastifyRequest, reply: FastifyReply, lang: string) => {
      const pages = await pageRenderers()
      return at(request, reply, lang, name, (base) => renderAt(pages, lang, base))
    }
  }
  const mcpPage = pageAt('mcp', (pages, lang, base) => pages.renderMcpPage(lang, config, base))
  const jobsPage = pageAt('jobs', (pages, lang, base) => pages.renderJobsPage(lang, config, base))
  const keysPage = pageAt('keys', (pages, lang, base) => pages.renderKeysPage(lang, base))
  const errorsPage = pageAt('errors', (pages, lang, base) => pages.renderErrorsPage(lang, base))
  const homePage = pageAt('home', (pages, lang, base) => pages.renderHomePage(lang, operations, config, base))
  const pipelinePage = pageAt('pipeline', (pages, lang, base) => pages.renderPipelinePage(lang, operations, base))
  const operationPage = pagesAt(OPERATION_PAGE_HOSTS)
  const notFound = (request: FastifyRequest, reply: FastifyReply, lang: string) =>
    sendAsset(request, reply.header('content-language', languageTag(lang)), cached(`${lang} 404`, HTML, () => notFoundPage(lang)), 'no-store', 404)

  if (!app.hasRoute({ method: 'GET', url: '/' })) {
    app.get('/', async (request, reply) =>
      reply.header('vary', 'Accept-Language').redirect(pageUrl(preferredLanguage(request.headers['accept-language']), '/')))
  }

  for (const lang of LANGUAGES) {
    app.get(`/${lang}/`, async (request, reply) =>
      homePage(request, reply, lang))
    app.get(`/${lang}/docs`, async (request, reply) => {
      const pages = await pageRenderers()
      return page(request, reply, lang, 'docs', () => pages.renderDocsIndex(lang, operations))
    })
    app.get<{ Params: { category: string } }>(`/${lang}/docs/:category`, async (request, reply) => {
      const { category } = request.params
      const ops = byCategory.get(category)
      if (!ops || !(CATEGORIES as readonly string[]).includes(category)) return notFound(request, reply, lang)
      const pages = await pageRenderers()
      return page(request, reply, lang, `docs/${category}`, () => pages.renderCategoryPage(lang, category as Category, ops))
    })
    app.get<{ Params: { category: string; name: string } }>(`/${lang}/docs/:category/:name`, async (request, reply) => {
      const op = byPath.get(`${request.params.category}/${request.params.name}`)
      if (!op) return notFound(request, reply, lang)
      const pages = await pageRenderers()
      return operationPage(request, reply, lang, `op ${op.operationId}`, (base) => pages.renderOperationPage(lang, op, operations, config, base))
    })
    // The dashboard, and the pages the mailed links open (their token stays in the query string,
    // which the page cache does not key on).
    const accountPages = [['account', 'renderAccountPage'], ['account/verify', 'renderAccountVerifyPage'], ['account/reset', 'renderAccountResetPage']] as const
    for (const [path, render] of accountPages) {
      app.get(`/${lang}/${path}`, async (request, reply) => {
        const pages = await pageRenderers()
        return page(request, reply, lang, path, () => pages[render](lang))
      })
    }
    app.get(`/${lang}${PIPELINE_PATH}`, async (request, reply) => pipelinePage(request, reply, lang))
    app.get(`/${lang}${MCP_PAGE_PATH}`, async (request, reply) => mcpPage(request, reply, lang))
    app.get(`/${lang}${JOBS_PAGE_PATH}`, async (request, reply) => jobsPage(request, reply, lang))
    app.get(`/${lang}${KEYS_PAGE_PATH}`, async (request, reply) => keysPage(request, reply, lang))
    app.get(`/${lang}${ERROR_DOCS_PATH}`, async (request, reply) => errorsPage(request, reply, lang))
    app.get<{ Params: { category: string; name: string } }>(`/${lang}${PIPELINE_PATH}/steps/:category/:name`, async (request, reply) => {
      const op = byPath.get(`${request.params.category}/${request.params.name}`)
      if (!op) return notFound(request, reply, lang)
      const pages = await pageRenderers()
      return sendAsset(request, reply, cached(`${lang} step ${op.operationId}`, JSON_TYPE, () => JSON.stringify(pages.pipelineStep(op, lang))), REVALIDATE)
    })
    app.get(`/${lang}/search-index.json`, async (request, reply) =>
      sendAsset(request, reply, cached(`${lang} search`, JSON_TYPE, () => JSON.stringify(searchIndex(operations, lang))), REVALIDATE))
    // Any other page address under the language answers the 404 page; API paths keep their JSON errors.
    app.get(`/${lang}/*`, async (request, reply) => {
      if (request.url.startsWith(`/${lang}/api/`)) return reply.callNotFound()
      return notFound(request, reply, lang)
    })
  }

  app.get<{ Params: { name: string }; Querystring: { v?: string } }>('/assets/:name', async (request, reply) => {
    const asset = siteAssets().get(request.params.name)
    if (!asset) return reply.callNotFound()
    return sendAsset(request, reply, asset, request.query.v === asset.version ? VERSIONED : UNVERSIONED)
  })
  app.get<{ Querystring: { v?: string } }>('/favicon.ico', async (request, reply) => {
    const logo = siteAssets().get('logo.svg')
    if (!logo) return reply.callNotFound()
    return sendAsset(request, reply, logo, UNVERSIONED)
  })
}
