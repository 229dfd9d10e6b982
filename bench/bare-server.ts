// The floor: a bare node:http server answering the same JSON as the service's light operation.
import http from 'node:http'

const body = process.env.BENCH_BODY ?? '{"ok":true}'
const port = Number(process.env.PORT)
http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
  response.end(body)
}).listen(port, '127.0.0.1', () => process.send?.('ready'))
