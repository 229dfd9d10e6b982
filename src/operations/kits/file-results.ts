/**
 * Result shapes of the file operations that answer JSON rather than a file. Shapes that contain
 * themselves are named here, so that the document can refer to them where they nest.
 */
import { z } from 'zod'
import type { ExifValue as ExifValueType } from '../../lib/image/exif.ts'

/**
 * An EXIF tag's value as JSON (jsonValue in src/lib/image/exif.ts). Named because it contains
 * itself: a list of values is a value too.
 */
export const ExifValue: z.ZodType<ExifValueType> = z.lazy(() => z.union([
  z.string().describe('Text (trailing NULs and spaces removed), a date as local "YYYY-MM-DDTHH:mm:ss" (EXIF has no time zone), a translated value such as "Horizontal (normal)", or short binary data as lower-case hex'),
  z.number().describe('A number, finite'),
  z.boolean().describe('A flag'),
  z.array(ExifValue).max(16).describe('A list of values (at most 16), such as a version or the parts of a GPS coordinate'),
])).meta({ id: 'ExifValue', description: 'An EXIF tag\'s value: text, a number, a flag, or a short list of values' })
