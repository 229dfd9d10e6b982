import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { assetUrl, makeAsset, type Asset } from '../web/assets.ts'
import { contentSecurityPolicy, securityHeaders, sendAsset } from './site.ts'
import { programFile } from '../lib/package-files.ts'

const JS = 'text/javascript; charset=utf-8'
const CSS = 'text/css; charset=utf-8'

/** A file whose URL names its content (?v=) may be kept for good; any other only briefly. */
const VERSIONED = 'public, max-age=31536000, immutable'
const UNVERSIONED = 'public, max-age=300'

/**
 * The reference UI, Scalar's standalone bundle from the installed package (so it works with no
 * network), and this page's starter and styles. Read and gzipped on first use: the bundle is
 * some 5 MB and most processes never serve it.
 */
function loadAssets(): ReadonlyMap<string, Asset> {
  const scalar = path.join(path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), 'browser', 'standalone.js')
  const own = (name: string): Buffer => readFileSync(programFile(`http/docs/${name}`))
  return new Map([
    ['scalar.js', makeAsset(readFileSync(scalar), JS, true)],
    ['init.js', makeAsset(own('init.js'), JS, true)],
    ['reference.css', makeAsset(own('reference.css'), CSS, true)],
  ])
}

let assets: ReadonlyMap<string, Asset> | undefined

function docsAssets(): ReadonlyMap<string, Asset> {
  assets ??= loadAssets()
  return assets
}

function docsAssetUrl(name: string): string {
  return `/docs/assets/${name}?v=${docsAssets().get(name)!.version}`
}

// No inline script or style: the starter and the page's own rules are files, so the policy
// can forbid inline scripts.
function page(): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>devutils API reference</title>
  <link rel="icon" href="${assetUrl('logo.svg')}" type="image/svg+xml">
  <link rel="stylesheet" href="${docsAssetUrl('reference.css')}">
</head>
<body>
  <div id="reference"></div>
  <noscript>The API reference needs JavaScript; the OpenAPI description it draws is at /openapi.json.</noscript>
  <script src="${docsAssetUrl('scalar.js')}"></script>
  <script src="${docsAssetUrl('init.js')}"></script>
</body>
</html>
`
}

/**
 * The site's policy, loosened only where Scalar needs it: its components inject their style
 * sheets as <style> elements and set style attributes, so inline styles are allowed; scripts
 * stay 'self' only. "Test Request" calls the server the OpenAPI document names, PUBLIC_URL
 * when set.
 */
function docsHeaders(publicUrl: string | undefined): Readonly<Record<string, string>> {
  const connect = publicUrl === undefined ? "'self'" : `'self' ${new URL(publicUrl).origin}`
  return securityHeaders(contentSecurityPolicy({ 'style-src': "'self' 'unsafe-inline'", 'connect-src': connect }))
}

/** The API reference UI at /docs. */
export function installDocs(app: FastifyInstance, options: { publicUrl?: string } = {}): void {
  const headers = docsHeaders(options.publicUrl)
  let html: Asset | undefined

  app.get('/docs', async (request, reply) => {
    html ??= makeAsset(Buffer.from(page()), 'text/html; charset=utf-8', true)
    return sendAsset(request, reply, html, 'no-cache', 200, headers)
  })
  app.get<{ Params: { name: string }; Querystring: { v?: string } }>('/docs/assets/:name', async (request, reply) => {
    const asset = docsAssets().get(request.params.name)
    if (!asset) return reply.callNotFound()
    return sendAsset(request, reply, asset, request.query.v === asset.version ? VERSIONED : UNVERSIONED, 200, headers)
  })
}
