// A minimal round-robin HTTP proxy for the scaling scenario: each request goes to the next of
// UPSTREAMS (comma-separated ports on 127.0.0.1) in turn, over keep-alive connections.
import http from 'node:http'

const upstreams = (process.env.UPSTREAMS ?? '').split(',').filter(Boolean).map((port) => ({
  port: Number(port),
  agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
}))
if (upstreams.length === 0) throw new Error('UPSTREAMS must list at least one port')
const port = Number(process.env.PORT)
let next = 0

http.createServer((request, response) => {
  const upstream = upstreams[next]!
  next = (next + 1) % upstreams.length
  const forward = http.request({
    host: '127.0.0.1', port: upstream.port, agent: upstream.agent,
    method: request.method, path: request.url, headers: request.headers,
  }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(response)
  })
  forward.on('error', () => {
    if (!response.headersSent) response.writeHead(502)
    response.end()
  })
  // Most calls here have no body: end at once rather than through a pipe.
  if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) forward.end()
  else request.pipe(forward)
}).listen(port, '127.0.0.1')
