// The floor: a bare node:http server answering the same response as the service's light
// operation (body and the headers every answer carries), so the ratio measures the work done,
// not a difference in bytes sent.
import http from 'node:http'

const body = process.env.BENCH_BODY ?? '{"ok":true}'
const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{}') as Record<string, string>
const port = Number(process.env.PORT)
http.createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) })
  response.end(body)
}).listen(port, '127.0.0.1', () => process.send?.('ready'))
