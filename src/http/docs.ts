import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { contentSecurityPolicy, securityHeaders } from './site.ts'

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

// No inline script or style: the initializer and the page's own rules are files, so the
// policy can forbid inline scripts.
const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>devutils API reference</title>
  <link rel="icon" href="/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <link rel="stylesheet" href="/docs/assets/page.css">
</head>
<body>
  <div id="reference"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/init.js"></script>
</body>
</html>
`

const PAGE_CSS = 'body { margin: 0 } .topbar { display: none }\n'

const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  validatorUrl: null,
});
`

/**
 * The site's policy, loosened only where Swagger UI needs it: its components set style
 * attributes (and sanitized descriptions may carry them), so inline styles are allowed; scripts
 * stay 'self' only. "Try it out" calls the server the OpenAPI document names, PUBLIC_URL when set.
 */
function docsHeaders(publicUrl: string | undefined): Readonly<Record<string, string>> {
  const connect = publicUrl === undefined ? "'self'" : `'self' ${new URL(publicUrl).origin}`
  return securityHeaders(contentSecurityPolicy({ 'style-src': "'self' 'unsafe-inline'", 'connect-src': connect }))
}

/** The API reference UI, served from the installed package so it works with no network. */
export function installDocs(app: FastifyInstance, options: { publicUrl?: string } = {}): void {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const files = new Map(Object.entries(ASSETS).map(([name, type]) => [name, { type, body: readFileSync(path.join(dist, name)) }]))
  files.set('init.js', { type: 'text/javascript; charset=utf-8', body: Buffer.from(INIT) })
  files.set('page.css', { type: 'text/css; charset=utf-8', body: Buffer.from(PAGE_CSS) })
  const headers = docsHeaders(options.publicUrl)

  app.get('/docs', async (_request, reply) => reply.headers(headers).type('text/html; charset=utf-8').send(PAGE))
  app.get<{ Params: { name: string } }>('/docs/assets/:name', async (request, reply) => {
    const file = files.get(request.params.name)
    if (!file) return reply.callNotFound()
    return reply.headers(headers).type(file.type).header('cache-control', 'public, max-age=86400').send(file.body)
  })
}
