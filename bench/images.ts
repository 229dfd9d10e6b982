/**
 * Image conversion through the API against the same conversion by sharp called directly in this
 * process, one job at a time on both sides, alternating so both see the same machine.
 */
import os from 'node:os'
import sharp, { type Sharp } from 'sharp'
import { median, multipartPoster } from './harness.ts'

export interface ImageResult {
  name: string
  direct: number[]
  service: number[]
  target: number
}

interface ImageScenario {
  name: string
  path: string
  fields?: Record<string, string>
  /** The same work as the operation does, with the same encoder settings. */
  direct: (image: Sharp) => Sharp
  iterations: number
  /** Largest ratio to sharp direct a full run accepts (default 1.3). */
  target?: number
}

const WIDTH = 4000
const HEIGHT = 3000

/** A 12-megapixel photo-like JPEG: gradients, overlapping shapes and mild sensor noise. */
export async function photo12mp(): Promise<Buffer> {
  const circles = Array.from({ length: 60 }, (_, i) =>
    `<circle cx="${(i * 397) % WIDTH}" cy="${(i * 211) % HEIGHT}" r="${60 + ((i * 37) % 300)}" fill="hsl(${i * 29},60%,50%)" fill-opacity="0.6"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#e9c46a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}</svg>`
  const noise = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 6 } } }).png().toBuffer()
  return sharp(Buffer.from(svg)).removeAlpha().composite([{ input: noise, blend: 'overlay' }]).jpeg({ quality: 90 }).toBuffer()
}

export async function imageBench(serviceUrl: string, rounds: number, quick: boolean): Promise<ImageResult[]> {
  // The service's settings (src/lib/image/image.ts): all cores for one image, no operation cache.
  sharp.concurrency(os.availableParallelism())
  sharp.cache(false)
  const input = await photo12mp()
  const scenarios: ImageScenario[] = [
    { name: '12 MP JPEG → WebP (file/jpg-to-webp)', path: '/api/v1/file/jpg-to-webp', direct: (s) => s.webp({ quality: 85, effort: 4 }), iterations: quick ? 1 : 3 },
    { name: '12 MP JPEG → AVIF (file/jpg-to-avif)', path: '/api/v1/file/jpg-to-avif', direct: (s) => s.avif({ quality: 60, effort: 2 }), iterations: quick ? 1 : 2 },
    { name: '12 MP JPEG resized to 800 px wide (file/image-resize)', path: '/api/v1/file/image-resize', fields: { width: '800' }, direct: (s) => s.resize({ width: 800 }).jpeg({ quality: 90 }), iterations: quick ? 3 : 10, target: 1.15 },
    {
      // The chain (HEIC or JPEG 12 MP → resize 800 → strip → WebP) on the JPEG: three
      // steps in one libvips pass. sharp writes no metadata unless asked, so its chain strips too.
      name: '12 MP JPEG → resize 800 → strip → WebP, three steps in one pipeline call (POST /api/v1/pipeline)',
      path: '/api/v1/pipeline',
      fields: { steps: JSON.stringify([{ op: 'file/image-resize', params: { width: 800 } }, { op: 'file/image-strip' }, { op: 'file/image-to-webp' }]) },
      direct: (s) => s.resize({ width: 800 }).webp({ quality: 85, effort: 4 }),
      iterations: quick ? 3 : 10,
      target: 1.2,
    },
  ]
  const results = scenarios.map((s) => ({ name: s.name, direct: [] as number[], service: [] as number[], target: s.target ?? 1.3 }))
  const timed = async (fn: () => Promise<unknown>) => {
    const start = performance.now()
    await fn()
    return performance.now() - start
  }
  const posters = new Map(scenarios.map((s) => [s, multipartPoster(serviceUrl + s.path, s.fields ?? {}, [{ field: 'files[]', name: 'photo.jpg', type: 'image/jpeg', bytes: input }])]))
  const viaService = (scenario: ImageScenario) => posters.get(scenario)!()
  // One untimed pass each: worker threads, codecs and caches warm up.
  for (const scenario of scenarios) {
    await scenario.direct(sharp(input, { autoOrient: true })).toBuffer()
    await viaService(scenario)
  }
  for (let round = 1; round <= rounds; round++) {
    for (const [i, scenario] of scenarios.entries()) {
      for (let n = 0; n < scenario.iterations; n++) {
        results[i]!.direct.push(await timed(() => scenario.direct(sharp(input, { autoOrient: true })).toBuffer()))
        results[i]!.service.push(await timed(() => viaService(scenario)))
      }
      const r = results[i]!
      console.log(`round ${round}: ${scenario.name}: ${(median(r.service) / median(r.direct)).toFixed(2)} × direct sharp (${median(r.service).toFixed(0)} / ${median(r.direct).toFixed(0)} ms)`)
    }
  }
  return results
}

export function imageReport(results: readonly ImageResult[]): string[] {
  return [
    '| image scenario (one job at a time) | sharp direct, median ms | through the API, median ms | ratio | target |',
    '|---|---|---|---|---|',
    ...results.map((r) => `| ${r.name} | ${median(r.direct).toFixed(0)} | ${median(r.service).toFixed(0)} | ${(median(r.service) / median(r.direct)).toFixed(2)} | ≤ ${r.target} |`),
  ]
}
