/**
 * A file an operation answers with instead of a JSON result. The HTTP layer sends it with its
 * Content-Type and a safe Content-Disposition, or packs several into one ZIP.
 */
export class FileOutput {
  constructor(
    /** File name offered to the caller, extension included. */
    readonly name: string,
    /** Its media type. */
    readonly type: string,
    readonly bytes: Uint8Array,
    /** Extra response headers that describe this output (ignored inside a ZIP). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}

export function isFileResult(value: unknown): value is FileOutput | FileOutput[] {
  return value instanceof FileOutput || (Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof FileOutput))
}
