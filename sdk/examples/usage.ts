/**
 * How the client is used, checked by `tsc --strict` (sdk/tsconfig.json). The lines marked
 * @ts-expect-error must fail to compile: the directive itself is an error when they do not.
 */
import { createClient, DevutilsError, type Answer, type ErrorCode } from '../src/index.js'

const devutils = createClient({
  baseUrl: 'http://localhost:8787',
  apiKey: process.env.DEVUTILS_API_KEY,
  retry: { maxAttempts: 3, maxWaitMs: 5_000 },
})

const show = (...values: unknown[]) => process.stdout.write(`${values.map(String).join(' ')}\n`)

export async function usage(): Promise<void> {
  // A GET operation: parameters go in the query string, the result is typed.
  const bmi = await devutils.calc.bmi({ weight: 70, height: 175 })
  const index: number = bmi.result.bmi
  const category: 'underweight' | 'normal' | 'overweight' | 'obese_class_1' | 'obese_class_2' | 'obese_class_3' = bmi.result.category
  // The allowance after the call (X-RateLimit-* headers), and the plan from the envelope.
  const remaining: number | undefined = bmi.rateLimit?.remaining
  const plan: string | undefined = bmi.quota?.plan

  // A POST operation: parameters go in a JSON body.
  const url = await devutils.encode.urlParse({ text: 'https://example.com:8080/a?b=1' })
  const hostname: string = url.result.hostname

  // No required parameter: the argument may be left out.
  const ids = await devutils.generate.uuid()
  const uuids: string[] = ids.result.uuids

  // A file operation answering JSON: an upload from a path, bytes or a Blob.
  const info = await devutils.file.imageInfo({ files: 'photo.jpg' })
  const width: number = info.result.width
  // Several uploads answer one result per upload: the type says it may be a list.
  const several = await devutils.file.imageInfo({ files: [new Uint8Array([0xff, 0xd8]), new Blob([]), { data: new Uint8Array(), name: 'a.png' }] })
  const widths: number[] = Array.isArray(several.result) ? several.result.map((one) => one.width) : [several.result.width]

  // A file operation answering a file: bytes, content type and name.
  const resized = await devutils.file.imageResize({ files: 'photo.jpg', width: 64 })
  const bytes: Uint8Array = resized.result.bytes
  const contentType: string = resized.result.contentType
  // Named file fields besides `files` take uploads too.
  await devutils.file.watermarkPdf({ files: 'letter.pdf', image: 'stamp.png' })

  // Errors carry the status and a code from the known list.
  try {
    await devutils.number.roman({ value: 'MMMM', mode: 'from-roman' })
  } catch (error) {
    if (error instanceof DevutilsError) {
      const code: ErrorCode | 'UNEXPECTED_RESPONSE' = error.code
      const status: number = error.status
      const retryAfter: number | undefined = error.retryAfter
      show(code === 'INVALID_ROMAN', status, retryAfter)
    }
  }

  // Several calls in one request: each slot holds its status and envelope.
  const slots = await devutils.batch([{ op: 'calc/bmi', params: { weight: 70, height: 175 } }, { op: 'generate/uuid' }])
  const statuses: number[] = slots.result.map((slot) => slot.status)

  show(index, category, remaining, plan, hostname, uuids, width, widths, bytes, contentType, statuses)
}

export async function mistakes(): Promise<Answer<unknown>[]> {
  return [
    // @ts-expect-error a wrong parameter type: weight is a number
    await devutils.calc.bmi({ weight: 'seventy', height: 175 }),
    // @ts-expect-error an unknown parameter
    await devutils.calc.bmi({ weight: 70, height: 175, age: 30 }),
    // @ts-expect-error a missing required parameter: height
    await devutils.calc.bmi({ weight: 70 }),
    // @ts-expect-error a value outside the parameter's enum
    await devutils.dev.hash({ text: 'abc', algo: 'sha3' }),
    // @ts-expect-error a file operation needs files
    await devutils.file.imageInfo({}),
    // @ts-expect-error an upload is a path, bytes or a Blob, not a number
    await devutils.file.imageInfo({ files: 42 }),
    // @ts-expect-error a batch call's parameters are checked against its operation
    await devutils.batch([{ op: 'calc/bmi', params: { weight: 'seventy', height: 175 } }]),
    // @ts-expect-error a batch cannot call a file operation
    await devutils.batch([{ op: 'file/image-info' }]),
  ]
}

export async function misspelt(): Promise<unknown[]> {
  const bmi = await devutils.calc.bmi({ weight: 70, height: 175 })
  const resized = await devutils.file.imageResize({ files: 'photo.jpg' })
  return [
    // @ts-expect-error a misspelt result field
    bmi.result.bmii,
    // @ts-expect-error a file answer has bytes, not a JSON result
    resized.result.width,
    // @ts-expect-error several uploads may answer a list: narrow it before reading a field
    (await devutils.file.imageInfo({ files: ['a.jpg', 'b.jpg'] })).result.width,
    // @ts-expect-error a misspelt operation name
    devutils.calc.bodyMassIndex,
    // @ts-expect-error an error code that does not exist
    ((code: ErrorCode) => code)('NOT_A_CODE'),
  ]
}
