import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { PNG } from 'pngjs'
import type { FileOutput } from '../../src/core/file-output.ts'
import type { Operation, OperationContext, Upload } from '../../src/core/operation.ts'
import type { TaskRunner } from '../../src/core/tasks.ts'
import { detectFormat } from '../../src/lib/files/file-type.ts'
import { heicTasks } from '../../src/lib/image/heic.ts'
import { imageTasks } from '../../src/lib/image/tasks.ts'
import { operations } from '../../src/operations/index.ts'
import { isFusable, runFusedImageSteps } from '../../src/operations/kits/image-steps.ts'
import { fixture } from '../helpers.ts'

const MAX_PIXELS = 40_000_000

/** The decode tasks the steps asked for, by name: HEIC and BMP are decoded there, never by sharp. */
const decoders = { ...imageTasks, ...heicTasks }

function imageContext(decoded: string[] = [], maxPixels = MAX_PIXELS): OperationContext {
  const compute = {
    run: (task: keyof typeof decoders, arg: Parameters<(typeof decoders)[keyof typeof decoders]>[0]) => {
      decoded.push(task)
      return Promise.resolve((decoders[task] as (request: typeof arg) => unknown)(arg))
    },
  } as unknown as TaskRunner
  const files = { uploads: [], parts: {}, maxPixels, deadline: Date.now() + 60_000, imageThreads: 2, converters: {} }
  return { lang: 'en', baseUrl: 'http://localhost', compute, hashing: compute, documents: compute, files } as unknown as OperationContext
}

const op = (name: string): Operation => {
  const found = operations.find((candidate) => candidate.category === 'file' && candidate.name === name)
  if (!found) throw new Error(`no operation file/${name}`)
  return found
}

/** Steps as a pipeline hands them over: each operation's parameters parsed by its own schema. */
const chain = (...steps: [string, Record<string, unknown>?][]) =>
  steps.map(([name, params = {}]) => ({ op: op(name), params: op(name).params.parse(params) as Record<string, unknown> }))

type Chain = ReturnType<typeof chain>

function uploadOf(name: string, bytes: Buffer): Upload {
  const format = detectFormat(bytes)
  if (!format) throw new Error(`${name}: unknown format`)
  return { name, format, bytes }
}

const fileUpload = (name: string) => uploadOf(name, fixture(name))

/** The same chain as separate calls: each operation alone, its answer the next one's upload. */
async function oneByOne(upload: Upload, steps: Chain, decoded?: string[]): Promise<FileOutput> {
  let current = upload
  let answer: FileOutput | undefined
  for (const { op: step, params } of steps) {
    const ctx = imageContext(decoded)
    answer = await step.run(params, { ...ctx, files: { ...ctx.files, uploads: [current] } }) as FileOutput
    current = uploadOf(answer.name, Buffer.from(answer.bytes))
  }
  return answer!
}

async function fused(upload: Upload, steps: Chain, decoded?: string[]): Promise<{ output: FileOutput; started: number[] }> {
  const started: number[] = []
  const output = await runFusedImageSteps(upload, steps, imageContext(decoded), (index) => started.push(index))
  return { output, started }
}

/** 8-bit sRGB pixels as a viewer shows them, with alpha, by sharp. */
async function rgba(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes, { autoOrient: true }).toColourspace('srgb').ensureAlpha().raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** Mean absolute difference per channel (0-255) of two images of the same size. */
function meanDifference(a: Uint8Array, b: Uint8Array): number {
  expect(a.length).toBe(b.length)
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!)
  return sum / a.length
}

/**
 * Runs the chain fused and step by step and compares them: the same name, type and size, and
 * pixels within `tolerance` (the steps in between are lossy encodes the fused run never makes).
 */
async function sameAsStepByStep(upload: Upload, steps: Chain, tolerance: number) {
  const expected = await oneByOne(upload, steps)
  const { output, started } = await fused(upload, steps)
  expect(started).toEqual(steps.map((_step, index) => index))
  expect([output.name, output.type]).toEqual([expected.name, expected.type])
  expect(detectFormat(output.bytes)).toBe(detectFormat(expected.bytes))
  const [mine, theirs] = await Promise.all([rgba(output.bytes), rgba(expected.bytes)])
  expect([mine.width, mine.height]).toEqual([theirs.width, theirs.height])
  expect(meanDifference(mine.data, theirs.data)).toBeLessThan(tolerance)
  return { output, expected, pixels: mine }
}

/** A 1600×1200 photo-like JPEG: smooth colour with detail, so resampling differences show. */
async function bigPhoto(orientation?: number): Promise<Buffer> {
  const image = sharp(fixture('photo.jpg'), { autoOrient: true }).resize(1200, 1600).blur(1.5)
  return (orientation === undefined ? image : image.withMetadata({ orientation })).jpeg({ quality: 92 }).toBuffer()
}

describe('which operations join a fused image pass', () => {
  it('takes the conversions, the edits and the compressions, and nothing else', () => {
    for (const name of ['jpg-to-png', 'heic-to-webp', 'image-to-webp', 'image-converter', 'image-resize', 'image-crop', 'image-rotate',
      'image-flip', 'image-grayscale', 'image-blur', 'image-strip', 'image-thumbnail', 'compress-image', 'compress-jpg', 'compress-png', 'compress-webp']) {
      expect(isFusable(op(name)), name).toBe(true)
    }
    for (const name of ['image-info', 'favicon-generator', 'compress-pdf', 'pdf-merge']) {
      const found = operations.find((candidate) => candidate.name === name)
      if (found) expect(isFusable(found), name).toBe(false)
    }
  })
})

describe('a fused image pass answers what the steps answer one by one', () => {
  it('JPEG → resize 800 → crop → strip → WebP', async () => {
    const upload = uploadOf('holiday.jpg', await bigPhoto())
    const steps = chain(['image-resize', { width: 800 }], ['image-crop', { x: 100, y: 200, width: 500, height: 400 }], ['image-strip'], ['image-to-webp'])
    const { output } = await sameAsStepByStep(upload, steps, 2.5)
    expect(output.name).toBe('holiday.webp')
    const meta = await sharp(output.bytes).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 500, 400, undefined])
  })

  it('HEIC → resize → strip → WebP, the HEIC decoded once', async () => {
    const steps = chain(['image-resize', { width: 40 }], ['image-strip'], ['heic-to-webp', { quality: 80 }])
    await sameAsStepByStep(fileUpload('photo.heic'), steps, 3)
    const decoded: string[] = []
    await fused(fileUpload('photo.heic'), steps, decoded)
    expect(decoded).toEqual(['image.decodeHeic'])
  })

  it('PNG with alpha → resize contain → JPEG lays the transparency and the padding on white', async () => {
    const steps = chain(['image-resize', { width: 100, height: 100, fit: 'contain' }], ['png-to-jpg'])
    const { pixels } = await sameAsStepByStep(fileUpload('alpha.png'), steps, 2)
    // The padding the resize left transparent is white in the JPEG, not black.
    const corner = [...pixels.data.subarray(0, 3)]
    expect(corner.every((value) => value > 245), String(corner)).toBe(true)
  })

  it('flattens where a JPEG step in the middle would, onto that step\'s background', async () => {
    // The JPEG resize lays the transparent padding on red; the PNG written last keeps no transparency.
    const steps = chain(['png-to-jpg', { background: '#0000ff' }], ['image-resize', { width: 100, height: 100, fit: 'contain', background: '#ff0000' }], ['jpg-to-png'])
    // Pure red against pure blue is the worst case of JPEG's halved colour resolution, which the
    // steps alone go through twice: a wider tolerance, and the colours checked where they lie.
    const { pixels } = await sameAsStepByStep(fileUpload('alpha.png'), steps, 7)
    const at = (x: number, y: number) => [...pixels.data.subarray((y * 100 + x) * 4, (y * 100 + x) * 4 + 3)]
    const near = (pixel: number[], colour: number[]) => pixel.every((value, i) => Math.abs(value - colour[i]!) < 12)
    expect(near(at(50, 2), [255, 0, 0]), String(at(50, 2))).toBe(true)
    expect(near(at(2, 50), [0, 0, 255]), String(at(2, 50))).toBe(true)
  })

  it('rotate 30 with a background → flip → grayscale, each edit in its own order', async () => {
    const steps = chain(['image-rotate', { degrees: 30, background: '#3366cc' }], ['image-flip', { direction: 'vertical' }], ['image-grayscale'])
    const { output, expected } = await sameAsStepByStep(fileUpload('photo.png'), steps, 1)
    // An independent decoder reads both: the rotation's bounding box, grey, corners in the background's grey.
    const [mine, theirs] = [PNG.sync.read(Buffer.from(output.bytes)), PNG.sync.read(Buffer.from(expected.bytes))]
    expect([mine.width, mine.height]).toEqual([theirs.width, theirs.height])
    expect(mine.width).toBeGreaterThan(95)
    expect(meanDifference(mine.data, theirs.data)).toBeLessThan(1)
    expect(mine.data[0]).toBe(mine.data[2])
  })

  it('an alpha PNG keeps its transparency through rotate → flip → grayscale (PNG decoded by pngjs)', async () => {
    const steps = chain(['image-rotate', { degrees: 30 }], ['image-flip'], ['image-grayscale'])
    const upload = fileUpload('alpha.png')
    const [expected, { output }] = await Promise.all([oneByOne(upload, steps), fused(upload, steps)])
    const mine = PNG.sync.read(Buffer.from(output.bytes))
    const theirs = PNG.sync.read(Buffer.from(expected.bytes))
    expect([mine.width, mine.height]).toEqual([theirs.width, theirs.height])
    expect(meanDifference(mine.data, theirs.data)).toBeLessThan(1)
    expect(mine.data[3]).toBe(0) // a rotated corner stays transparent
  })

  it('an oriented photo → resize: the size as displayed, upright', async () => {
    const upload = uploadOf('sideways.jpg', await bigPhoto(6))
    const steps = chain(['image-resize', { width: 300 }], ['jpg-to-png'])
    const { output } = await sameAsStepByStep(upload, steps, 2)
    const meta = await sharp(output.bytes).metadata()
    // Stored 1200×1600 turned by orientation 6: displayed 1600×1200, so 300 wide is 225 high.
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 225, undefined])
  })

  it('resize → compress-jpg: the compression settings on the one encode, sizes in the headers', async () => {
    const upload = uploadOf('photo.jpg', await bigPhoto())
    const steps = chain(['image-resize', { width: 600 }], ['compress-jpg', { quality: 50 }])
    const { output } = await sameAsStepByStep(upload, steps, 3)
    expect(output.headers['X-Compression']).toBe('compressed')
    expect(output.headers['X-Output-Size']).toBe(String(output.bytes.length))
    expect(output.bytes.length).toBeLessThan(upload.bytes.length)
  })

  it('a blur and a thumbnail keep their order (sharp would blur after resizing in one pipeline)', async () => {
    const steps = chain(['image-blur', { sigma: 3 }], ['image-thumbnail', { size: 64 }], ['image-converter', { format: 'png' }])
    await sameAsStepByStep(uploadOf('photo.jpg', await bigPhoto()), steps, 2)
  })
})

describe('what a fused pass shares with the steps alone', () => {
  it('decodes a BMP once, where the steps alone decode it at every step', async () => {
    // Every edit of a BMP writes a BMP, which only the BMP decoder reads: counting its runs counts
    // the decodes. Four steps alone decode four times; fused, the upload is decoded once and the
    // edits go on from raw pixels.
    const steps = chain(['image-flip'], ['image-blur'], ['image-rotate', { degrees: 90 }], ['image-resize', { width: 30 }])
    const upload = fileUpload('photo.bmp')
    const alone: string[] = []
    const together: string[] = []
    const expected = await oneByOne(upload, steps, alone)
    const { output } = await fused(upload, steps, together)
    expect(alone).toEqual(Array(4).fill('image.decodeBmp'))
    expect(together).toEqual(['image.decodeBmp'])
    const bmp = (bytes: Uint8Array) => imageTasks['image.decodeBmp']({ name: 'photo.bmp', bytes: Buffer.from(bytes), maxPixels: MAX_PIXELS })
    const [mine, theirs] = await Promise.all([bmp(output.bytes), bmp(expected.bytes)])
    expect([mine.width, mine.height]).toEqual([30, 40])
    expect(meanDifference(mine.data, theirs.data)).toBeLessThan(1)
  })

  it('applies each step\'s pixel cap and checks, naming the step that refused', async () => {
    const started: number[] = []
    const steps = chain(['image-resize', { width: 800 }], ['image-resize', { width: 8000 }])
    await expect(runFusedImageSteps(fileUpload('photo.jpg'), steps, imageContext([], 1_000_000), (index) => started.push(index)))
      .rejects.toMatchObject({ code: 'IMAGE_OUTPUT_TOO_LARGE' })
    expect(started).toEqual([0, 1])
    const crop = chain(['image-resize', { width: 40 }], ['image-crop', { width: 41, height: 10 }])
    await expect(runFusedImageSteps(fileUpload('photo.png'), crop, imageContext(), () => {})).rejects.toMatchObject({ code: 'CROP_OUTSIDE' })
  })

  it('runs an animation step by step, each step once', async () => {
    const started: number[] = []
    const steps = chain(['image-flip'], ['image-resize', { width: 20 }])
    const upload = fileUpload('animated.gif')
    const output = await runFusedImageSteps(upload, steps, imageContext(), (index) => started.push(index))
    const expected = await oneByOne(upload, steps)
    expect(started).toEqual([0, 1])
    expect(Buffer.from(output.bytes).equals(Buffer.from(expected.bytes))).toBe(true)
    expect((await sharp(output.bytes).metadata()).pages).toBe((await sharp(expected.bytes).metadata()).pages)
  })
})
