/**
 * How each image operation takes part in a fused image pass (consecutive pipeline steps run as
 * one decode, their edits and one encode, in image-steps.ts). The image kits record it here as
 * they define their operations, by "category/name": the registry copies operation objects, so
 * their identity cannot be the key.
 */
import type { FileOutput } from '../../core/file-output.ts'
import type { Operation, OperationContext } from '../../core/operation.ts'
import type { FileFormat } from '../../lib/files/file-type.ts'
import type { EncodeOptions, ImageFile, LoadedImage, OutputFormat } from '../../lib/image/image.ts'

/** One step of a fused pass, its parameters already parsed. */
export interface ImagePass {
  /** Refuses parameters that do not go together, as the operation does before reading the image. */
  check?(): void
  /** The format the step writes, from the format of what it receives. */
  format(received: FileFormat): OutputFormat
  /**
   * Chains the step's pixel change onto the pipeline; `loaded.upload` is the file as this step
   * would receive it. Absent for a step that only re-encodes (a conversion, metadata removal).
   */
  edit?(loaded: LoadedImage, ctx: OperationContext): void | Promise<void>
  /** Encoder settings for the format the step writes. */
  encoding(format: OutputFormat): EncodeOptions
  /** Whether an image with alpha is answered unchanged rather than flattened for `format`. */
  keepsAlpha?(format: OutputFormat): boolean
  /**
   * The answer when the step ends the pass: `upload` is what the pass started from, `bytes` the
   * encoded result (an image download named after the upload when absent).
   */
  answer?(upload: ImageFile, format: OutputFormat, bytes: Uint8Array): FileOutput
}

type PassOf = (params: Record<string, unknown>) => ImagePass

const PASSES = new Map<string, PassOf>()

const key = (op: Pick<Operation, 'category' | 'name'>) => `${op.category}/${op.name}`

/** Records how an operation joins a fused pass, from its parsed parameters. */
export function registerImagePass<P>(op: Pick<Operation, 'category' | 'name'>, pass: (params: P) => ImagePass): void {
  // The pipeline parses each step's parameters with the operation's own schema, whose output P is.
  PASSES.set(key(op), pass as unknown as PassOf)
}

/** How the operation joins a fused pass, or undefined when it cannot. */
export function imagePassOf(op: Pick<Operation, 'category' | 'name'>): PassOf | undefined {
  return PASSES.get(key(op))
}
