// The floor: a bare node:http server answering the same response as the service's light
// operation (body and the headers every answer carries), so the ratio measures the work done,
// not a difference in bytes sent.
//
// BENCH_MODE=read-body: reads the whole request body first (as the service must before it can
// parse JSON), then answers; the floor for POST operations with large bodies.
import http from 'node:http'

const body = process.env.BENCH_BODY ?? '{"ok":true}'
const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{}') as Record<string, string>
const readBody = process.env.BENCH_MODE === 'read-body'
const port = Number(process.env.PORT)

function answer(response: http.ServerResponse) {
  response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) })
  response.end(body)
}

http.createServer((request, response) => {
  if (!readBody) return answer(response)
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    void Buffer.concat(chunks) // the whole body in one buffer, as a JSON parser would need it
    answer(response)
  })
}).listen(port, '127.0.0.1', () => process.send?.('ready'))
