// The floor of the service's start-up and idle memory: Fastify alone, answering /healthz.
import Fastify from 'fastify'

const app = Fastify()
app.get('/healthz', async () => ({ ok: true, status: 'ok' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
