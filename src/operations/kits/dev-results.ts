/**
 * Result shapes that several developer and encoding operations answer alike, each named once so
 * the OpenAPI document publishes it as one component that those operations refer to.
 */
import { z } from 'zod'
import { described } from '../../core/field-words.ts'
import { ARGON2_LIMITS, type Argon2Parameter } from '../../lib/crypto/password.ts'
import type { XmlElement as XmlElementType, XmlValue as XmlValueType } from '../../lib/data/xml.ts'

/**
 * A record of string keys whose values match `values`, checked where it stands rather than copied.
 * z.record answers a fresh ordinary object, on which a key named __proto__ would set the prototype
 * instead of being data; these results keep such keys as data (query strings, CSV headers and group
 * names come from the caller, and some of these records have no prototype at all), so the record
 * is checked in place and its JSON Schema is that of the equivalent z.record.
 */
export function recordOf<V extends z.ZodType>(values: V) {
  const record = z.record(z.string(), values)
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(record, { io: 'output', unrepresentable: 'any' })
  return z.custom<z.output<typeof record>>((value) => record.safeParse(value).success).meta(jsonSchema)
}

const mode = z.enum(['encode', 'decode']).apply(described, {
  en: 'What was done: encode (text to the encoding) or decode (back to text)',
  es: 'Lo que se hizo: encode (del texto a la codificación) o decode (de vuelta a texto)',
})
const output = z.string().apply(described, { en: 'The encoded text, or the decoded text', es: 'El texto codificado, o el texto decodificado' })

/** A key derived from a password (PBKDF2, scrypt). */
export const DerivedKey = z.object({
  hex: z.string().regex(/^[0-9a-f]+$/).apply(described, { en: 'The derived key in lowercase hexadecimal', es: 'La clave derivada en hexadecimal en minúsculas' }),
  base64: z.string().apply(described, { en: 'The same key in standard Base64, with = padding', es: 'La misma clave en Base64 estándar, con relleno =' }),
}).meta({ id: 'DerivedKey', description: 'A key derived from a password, in hex and Base64' })

/** A two-way codec that answers the converted text. */
export const CodecOutput = z.object({
  mode,
  output,
}).meta({ id: 'CodecOutput', description: 'Text encoded or decoded by a two-way codec' })

/** A two-way codec of bytes: the converted text and how many bytes it stands for. */
export const CodecBytes = z.object({
  mode,
  output,
  bytes: z.number().int().min(0).apply(described, {
    en: 'Number of bytes: the UTF-8 bytes of the text encoded, or the bytes decoded',
    es: 'Número de bytes: los bytes UTF-8 del texto codificado, o los bytes decodificados',
  }),
}).meta({ id: 'CodecBytes', description: 'Text encoded to or decoded from a byte encoding, with the number of bytes' })

/** How many bytes a digest was computed over (dev/hash, dev/hash-all). */
export const DigestedBytes = z.number().int().min(0)
  .apply(described, { en: 'Number of bytes digested: the UTF-8 bytes of the text', es: 'Número de bytes procesados: los bytes UTF-8 del texto' })

const argon2Limit = (name: Argon2Parameter) => z.number().int().min(ARGON2_LIMITS[name].min).max(ARGON2_LIMITS[name].max)

/** The parameters of an Argon2 hash (PHC string form), as hashing uses them or a stored hash names them. */
export const Argon2Parameters = z.object({
  version: z.literal([16, 19]).apply(described, { en: 'Argon2 version: 19 (0x13, the current one) or 16 (0x10)', es: 'Versión de Argon2: 19 (0x13, la actual) o 16 (0x10)' }),
  memory_cost: argon2Limit('memory_cost').apply(described, { en: 'Memory used, in KiB (m)', es: 'Memoria usada, en KiB (m)' }),
  time_cost: argon2Limit('time_cost').apply(described, { en: 'Number of passes over the memory (t)', es: 'Número de pasadas sobre la memoria (t)' }),
  parallelism: argon2Limit('parallelism').apply(described, { en: 'Number of lanes (p)', es: 'Número de carriles (p)' }),
}).meta({ id: 'Argon2Parameters', description: 'The version and costs of an Argon2 hash' })

/** An unsalted password hash written in a system's own form. */
export const UnsaltedPasswordHash = z.object({
  algorithm: z.enum(['mysql_native_password', 'ntlm']).apply(described, { en: 'The hash algorithm', es: 'El algoritmo de hash' }),
  hash: z.string().apply(described, {
    en: 'The hash: for mysql_native_password * and 40 upper-case hex digits (empty for an empty password); for ntlm 32 lower-case hex digits',
    es: 'El hash: para mysql_native_password, * y 40 dígitos hexadecimales en mayúsculas (vacío para una contraseña vacía); para ntlm, 32 dígitos hexadecimales en minúsculas',
  }),
}).meta({ id: 'UnsaltedPasswordHash', description: 'An unsalted password hash, for testing and interoperation only' })

/**
 * An XML element as JSON (xmlToJson in src/lib/data/xml.ts). Named because it contains itself: the
 * document refers to it wherever an element nests.
 */
export const XmlElement: z.ZodType<XmlElementType> = z.lazy(() => z.record(z.string(), XmlValue))
  .meta({ id: 'XmlElement', description: 'An XML element as JSON: child elements by tag name, attributes as @_name, and its text as #text' })

/** What a tag name or attribute maps to in XmlElement. */
export const XmlValue: z.ZodType<XmlValueType> = z.union([
  z.string().apply(described, {
    en: 'Text (trimmed), an attribute value, or "" for an empty element',
    es: 'Texto (recortado), el valor de un atributo, o "" para un elemento vacío',
  }),
  XmlElement,
  z.array(z.union([z.string(), XmlElement])).apply(described, {
    en: 'Repeated sibling elements of one name, in document order',
    es: 'Elementos hermanos repetidos de un mismo nombre, en el orden del documento',
  }),
]).apply(described, {
  en: 'An element with text only (a string), an element with attributes or children (an object), or sibling elements of the same name (an array)',
  es: 'Un elemento solo con texto (una cadena), un elemento con atributos o hijos (un objeto), o elementos hermanos del mismo nombre (un array)',
})
