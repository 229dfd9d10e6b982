// Ad-hoc: CPU µs per request of the service under different settings (not part of npm run bench).
import path from 'node:path'
import { load, startServer } from './harness.ts'
const root = path.resolve(import.meta.dirname, '..')
const variants = JSON.parse(process.argv[2] ?? '[{}]') as Record<string, string>[]
const p = process.argv[3] ?? '/api/v1/number/roman?value=1994'
let port = 18900
for (let round = 0; round < 2; round++) {
  for (const env of variants) {
    const s = await startServer('svc', ['--import', 'tsx', path.join(root, 'src/main.ts')], { HOST: '127.0.0.1', ...env }, port++, '/healthz')
    const r = await load(s, { path: p, connections: 50, warmupSeconds: 2, seconds: 4 })
    console.log(JSON.stringify(env), Math.round(r.rps), r.cpuMicrosPerRequest?.toFixed(1))
    await s.stop()
  }
}
