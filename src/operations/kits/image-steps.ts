/**
 * Consecutive image steps of a pipeline in one libvips pass: the upload decoded once, each step's
 * edit chained on, one encode in the last step's format. The result is the one the steps give
 * run one by one (within the lossy encoders' tolerance, since the steps in between are never
 * encoded): the orientation, each step's checks and pixel cap, its fill colours and its
 * flattening follow the format it would have written.
 */
import { FileOutput } from '../../core/file-output.ts'
import type { Operation, OperationContext, Upload } from '../../core/operation.ts'
import { detectFormat } from '../../lib/files/file-type.ts'
import { renamed } from '../../lib/files/filename.ts'
import { encodeImage, imageOutput, loadImage, OPAQUE, settlePixels, type ImageFile, type LoadedImage, type OutputFormat } from '../../lib/image/image.ts'
import { imageJob, WHITE } from './image-conversion.ts'
import { imagePassOf, type ImagePass } from './image-passes.ts'

interface Step {
  op: Operation
  params: Record<string, unknown>
}

/**
 * Formats a step may write for another step to read, the pixels coming back as they were (the
 * lossy ones within their tolerance). A GIF palette with its one-bit transparency, or an icon's
 * fixed square sizes, change the picture itself: such chains run step by step.
 */
const PASSED_ON: ReadonlySet<OutputFormat> = new Set(['jpg', 'png', 'webp', 'avif', 'tiff', 'bmp'])

/** Whether this operation (by "category/name") can join a fused image pass. */
export function isFusable(op: Operation): boolean {
  return imagePassOf(op) !== undefined
}

/** The call's context with one upload in place of its own, for a step run on its own. */
function withUpload(ctx: OperationContext, upload: Upload): OperationContext {
  return Object.create(ctx, { files: { value: { ...ctx.files, uploads: [upload] }, enumerable: true } }) as OperationContext
}

/** Each step through its own operation, the file it answers being the next one's upload. */
async function stepByStep(upload: Upload, steps: readonly Step[], ctx: OperationContext, begin: (index: number) => void): Promise<FileOutput> {
  let current = upload
  for (const [index, { op, params }] of steps.entries()) {
    begin(index)
    const answer = await op.run(params, withUpload(ctx, current))
    if (!(answer instanceof FileOutput)) throw new Error(`${op.category}/${op.name} answered no single file`)
    if (index === steps.length - 1) return answer
    const format = detectFormat(answer.bytes)
    if (format === undefined) throw new Error(`${op.category}/${op.name} answered a file of no known format`)
    current = { name: answer.name, format, bytes: Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength) }
  }
  throw new Error('an image pass needs at least one step')
}

/** The pixels of a fused pass and what the steps so far have left pending on them. */
class FusedImage {
  /** The step whose pixel change (or flattening) is chained on the pipeline and not yet settled. */
  pendingStep: number | undefined
  /** Whether loaded.hasAlpha tells the alpha of the pixels the pipeline now makes. */
  alphaKnown = true

  constructor(readonly loaded: LoadedImage, private readonly ctx: OperationContext) {}

  /** One pixel change per sharp pipeline: sharp orders its operations itself, and a second resize replaces the first. */
  async settle(): Promise<void> {
    if (this.pendingStep === undefined) return
    await settlePixels(this.loaded, imageJob(this.ctx))
    this.pendingStep = undefined
    this.alphaKnown = true
  }

  /** Settles an edit of an earlier step, which the encoder's own flattening or resizing would otherwise reorder or replace. */
  async settleBefore(index: number): Promise<void> {
    if (this.pendingStep !== undefined && this.pendingStep !== index) await this.settle()
  }

  /** The alpha of the image as step `index` receives it, when the step adds no edit of its own. */
  async alphaReceived(index: number): Promise<boolean> {
    if (!this.alphaKnown) await this.settleBefore(index)
    return this.loaded.hasAlpha
  }

  async edit(edit: NonNullable<ImagePass['edit']>, index: number): Promise<void> {
    await edit(this.loaded, this.ctx)
    this.pendingStep = index
    this.alphaKnown = false
  }

  /**
   * What step `index` writing `format` does to the pixels the next step reads: a format without
   * alpha lays them on the step's background, after its edit (as encodeImage does).
   */
  async passOn(pass: ImagePass, index: number, format: OutputFormat, hadAlpha: boolean): Promise<void> {
    if (!OPAQUE.has(format)) return
    const { background, transparentEdits } = pass.encoding(format)
    if (!hadAlpha && !transparentEdits) return
    await this.settle()
    this.loaded.image = this.loaded.image.flatten({ background: background ?? WHITE })
    this.loaded.hasAlpha = false
    this.pendingStep = index
    this.alphaKnown = true
  }
}

/**
 * Runs consecutive fusable image steps on one upload: one decode, the edits, one encode. `started(i)`
 * is called as step i (0-based within `steps`) begins its part, so the caller can attribute an error
 * and a time to it. Params are already parsed by each operation's schema (z.output).
 */
export async function runFusedImageSteps(
  upload: Upload,
  steps: readonly { op: Operation; params: Record<string, unknown> }[],
  ctx: OperationContext,
  started: (index: number) => void,
): Promise<FileOutput> {
  let current = -1
  // A step begins once, even when the pass turns out to need the steps run one by one.
  const begin = (index: number) => {
    if (index <= current) return
    current = index
    started(index)
  }
  const passes: ImagePass[] = []
  for (const { op, params } of steps) {
    const pass = imagePassOf(op)?.(params)
    if (pass === undefined || steps.length < 2) return stepByStep(upload, steps, ctx, begin)
    passes.push(pass)
  }
  // Formats follow from the parameters alone: whether the chain can be fused is known before any pixel.
  const formats: OutputFormat[] = []
  for (const pass of passes) formats.push(pass.format(formats.at(-1) ?? upload.format))
  if (!formats.slice(0, -1).every((format) => PASSED_ON.has(format))) return stepByStep(upload, steps, ctx, begin)

  begin(0)
  const job = imageJob(ctx)
  // Only the header is read here; pixels are decoded when the pipeline first runs.
  const loaded = await loadImage(upload, job)
  // Animations keep or drop frames step by step; a BMP with alpha is kept by compression, not flattened.
  if (loaded.frames > 1 || (loaded.hasAlpha && passes.some((pass, i) => pass.keepsAlpha?.(formats[i]!)))) {
    return stepByStep(upload, steps, ctx, begin)
  }
  const image = new FusedImage(loaded, ctx)
  let received: ImageFile = upload
  const last = passes.length - 1
  for (const [index, pass] of passes.entries()) {
    begin(index)
    const format = formats[index]!
    pass.check?.()
    let hadAlpha: boolean
    if (pass.edit) {
      await image.settle()
      hadAlpha = loaded.hasAlpha
      loaded.upload = received
      await image.edit(pass.edit, index)
    } else {
      hadAlpha = OPAQUE.has(format) ? await image.alphaReceived(index) : loaded.hasAlpha
    }
    if (index === last) {
      loaded.upload = received
      if (OPAQUE.has(format) || format === 'ico') await image.settleBefore(index)
      const bytes = await encodeImage(loaded, format, job, pass.encoding(format))
      return (pass.answer ?? imageOutput)({ ...received, bytes: upload.bytes }, format, bytes)
    }
    await image.passOn(pass, index, format, hadAlpha)
    // The file this step would have answered: the next step sees its name and format.
    received = { name: renamed(received.name, format), format, bytes: upload.bytes }
  }
  throw new Error('an image pass needs at least one step')
}
