/**
 * Result shapes that several developer and encoding operations answer alike, each named once so
 * the OpenAPI document publishes it as one component that those operations refer to.
 */
import { z } from 'zod'
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

const mode = z.enum(['encode', 'decode']).describe('What was done: encode (text to the encoding) or decode (back to text)')
const output = z.string().describe('The encoded text, or the decoded text')

/** A two-way codec that answers the converted text. */
export const CodecOutput = z.object({
  mode,
  output,
}).meta({ id: 'CodecOutput', description: 'Text encoded or decoded by a two-way codec' })

/** A two-way codec of bytes: the converted text and how many bytes it stands for. */
export const CodecBytes = z.object({
  mode,
  output,
  bytes: z.number().int().min(0).describe('Number of bytes: the UTF-8 bytes of the text encoded, or the bytes decoded'),
}).meta({ id: 'CodecBytes', description: 'Text encoded to or decoded from a byte encoding, with the number of bytes' })

const argon2Limit = (name: Argon2Parameter) => z.number().int().min(ARGON2_LIMITS[name].min).max(ARGON2_LIMITS[name].max)

/** The parameters of an Argon2 hash (PHC string form), as hashing uses them or a stored hash names them. */
export const Argon2Parameters = z.object({
  version: z.literal([16, 19]).describe('Argon2 version: 19 (0x13, the current one) or 16 (0x10)'),
  memory_cost: argon2Limit('memory_cost').describe('Memory used, in KiB (m)'),
  time_cost: argon2Limit('time_cost').describe('Number of passes over the memory (t)'),
  parallelism: argon2Limit('parallelism').describe('Number of lanes (p)'),
}).meta({ id: 'Argon2Parameters', description: 'The version and costs of an Argon2 hash' })

/** An unsalted password hash written in a system's own form. */
export const UnsaltedPasswordHash = z.object({
  algorithm: z.enum(['mysql_native_password', 'ntlm']).describe('The hash algorithm'),
  hash: z.string().describe('The hash: for mysql_native_password * and 40 upper-case hex digits (empty for an empty password); for ntlm 32 lower-case hex digits'),
}).meta({ id: 'UnsaltedPasswordHash', description: 'An unsalted password hash, for testing and interoperation only' })

/**
 * An XML element as JSON (xmlToJson in src/lib/data/xml.ts). Named because it contains itself: the
 * document refers to it wherever an element nests.
 */
export const XmlElement: z.ZodType<XmlElementType> = z.lazy(() => z.record(z.string(), XmlValue))
  .meta({ id: 'XmlElement', description: 'An XML element as JSON: child elements by tag name, attributes as @_name, and its text as #text' })

/** What a tag name or attribute maps to in XmlElement. */
export const XmlValue: z.ZodType<XmlValueType> = z.union([
  z.string().describe('Text (trimmed), an attribute value, or "" for an empty element'),
  XmlElement,
  z.array(z.union([z.string(), XmlElement])).describe('Repeated sibling elements of one name, in document order'),
]).describe('An element with text only (a string), an element with attributes or children (an object), or sibling elements of the same name (an array)')
