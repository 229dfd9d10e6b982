/**
 * Result shapes of the file operations that answer JSON rather than a file. Shapes that contain
 * themselves are named here, so that the document can refer to them where they nest.
 */
import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import type { ExifValue as ExifValueType } from '../../lib/image/exif.ts'

/**
 * An EXIF tag's value as JSON (jsonValue in src/lib/image/exif.ts). Named because it contains
 * itself: a list of values is a value too.
 */
export const ExifValue: z.ZodType<ExifValueType> = z.lazy(() => z.union([
  z.string().apply(described, {
    en: 'Text (trailing NULs and spaces removed), a date as local "YYYY-MM-DDTHH:mm:ss" (EXIF has no time zone), a translated value such as "Horizontal (normal)", or short binary data as lower-case hex',
    es: 'Texto (sin los NUL ni los espacios finales), una fecha como "YYYY-MM-DDTHH:mm:ss" local (EXIF no tiene zona horaria), un valor traducido como "Horizontal (normal)", o datos binarios cortos en hexadecimal en minúsculas',
  }),
  z.number().apply(described, { en: 'A number, finite', es: 'Un número, finito' }),
  z.boolean().apply(described, { en: 'A flag', es: 'Un indicador' }),
  z.array(ExifValue).max(16).apply(described, {
    en: 'A list of values (at most 16), such as a version or the parts of a GPS coordinate',
    es: 'Una lista de valores (como máximo 16), como una versión o las partes de una coordenada GPS',
  }),
])).meta({ id: 'ExifValue', description: 'An EXIF tag\'s value: text, a number, a flag, or a short list of values' })

/** The name of the file a result describes (image-info, pdf-info). */
export const UploadName = z.string().apply(described, { en: 'The uploaded file\'s name', es: 'El nombre del archivo subido' })
/** The size of the file a result describes (image-info, pdf-info). */
export const UploadSize = z.number().int().min(0).apply(described, { en: 'Size of the file, in bytes', es: 'Tamaño del archivo, en bytes' })
/** A page of a PDF, as the results listing pages number it (pdf-info, pdf-to-text). */
export const PageNumber = z.number().int().min(1).apply(described, { en: 'Page number, from 1', es: 'Número de página, desde 1' })
