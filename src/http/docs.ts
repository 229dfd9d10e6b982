import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>devutils API reference</title>
  <link rel="icon" href="/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
  <style>body { margin: 0 } .topbar { display: none }</style>
</head>
<body>
  <div id="reference"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/docs/assets/init.js"></script>
</body>
</html>
`

const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  tryItOutEnabled: true,
  displayRequestDuration: true,
  validatorUrl: null,
});
`

/** The API reference UI, served from the installed package so it works with no network. */
export function installDocs(app: FastifyInstance): void {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
  const files = new Map(Object.entries(ASSETS).map(([name, type]) => [name, { type, body: readFileSync(path.join(dist, name)) }]))
  files.set('init.js', { type: 'text/javascript; charset=utf-8', body: Buffer.from(INIT) })

  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE))
  app.get<{ Params: { name: string } }>('/docs/assets/:name', async (request, reply) => {
    const file = files.get(request.params.name)
    if (!file) return reply.callNotFound()
    return reply.type(file.type).header('cache-control', 'public, max-age=86400').send(file.body)
  })
}
