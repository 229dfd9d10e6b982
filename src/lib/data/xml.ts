import type * as FastXmlParser from 'fast-xml-parser'
import type { XMLParser } from 'fast-xml-parser'
import { OperationError } from '../../core/errors.ts'
import { excerpt } from './codec.ts'
import { lineColumn } from '../text/position.ts'

/** Deepest element nesting accepted (fast-xml-parser's maxNestedTags; SECURITY.md X3). */
export const MAX_XML_DEPTH = 100

let fastXmlParser: Promise<typeof FastXmlParser> | undefined

/**
 * fast-xml-parser, loaded with the first XML read: the operations import this module on the main
 * thread for its limits, and the exchange-rate feed is read once an hour at most.
 */
export const loadXmlParser = (): Promise<typeof FastXmlParser> => (fastXmlParser ??= import('fast-xml-parser'))

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const REFERENCE = /&(?:#([0-9]{1,8})|#x([0-9a-fA-F]{1,7})|(amp|lt|gt|quot|apos));/g

// XML 1.0 section 2.2: the characters a document may contain, so the ones a reference may name.
const isXmlChar = (c: number) =>
  c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff)

/**
 * Decodes the five predefined entities and character references (&#65; &#x41;). Each reference
 * becomes at most two UTF-16 units, so the text never grows. Any other &name; is left as written:
 * it could only be defined by a DTD, and DTDs are refused.
 */
export function decodeReferences(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(REFERENCE, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (name !== undefined) return PREDEFINED[name]!
    const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16)
    return isXmlChar(code) ? String.fromCodePoint(code) : whole
  })
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Refuses document type and markup declarations (<!DOCTYPE, <!ENTITY, …) wherever they appear
 * outside comments and CDATA: fast-xml-parser reads a DOCTYPE even after the root element, and
 * without one no entity can be defined, fetched or expanded (SECURITY.md X1, X2). Returns the text
 * with each CDATA section turned into escaped text, so that decoding references afterwards
 * restores it exactly: CDATA is text that needs no escaping, and it joins the text around it.
 */
function withoutDeclarations(text: string): string {
  let out = ''
  let from = 0
  let i = text.indexOf('<!')
  while (i !== -1) {
    if (text.startsWith('<!--', i)) {
      // Unclosed, it is malformed (the validator says where); declarations after it still count.
      const end = text.indexOf('-->', i + 4)
      i = text.indexOf('<!', end === -1 ? i + 4 : end + 3)
    } else if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9)
      if (end === -1) {
        i = text.indexOf('<!', i + 9)
        continue
      }
      out += text.slice(from, i) + escapeText(text.slice(i + 9, end))
      from = end + 3
      i = text.indexOf('<!', from)
    } else if (/[A-Za-z]/.test(text[i + 2] ?? '')) {
      throw new OperationError('XML_DTD', lineColumn(text, i))
    } else {
      i = text.indexOf('<!', i + 2)
    }
  }
  return out + text.slice(from)
}

let parser: XMLParser | undefined

const makeParser = ({ XMLParser }: typeof FastXmlParser) => new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // The parser refuses an element once more than maxNestedTags elements enclose it, i.e. at depth
  // maxNestedTags + 2; one less makes MAX_XML_DEPTH the deepest accepted.
  maxNestedTags: MAX_XML_DEPTH - 1,
  tagValueProcessor: (_name: string, value: string) => decodeReferences(value),
  attributeValueProcessor: (_name: string, value: string) => decodeReferences(value),
})

/**
 * An element as JSON: child elements by tag name (repeated ones as an array), attributes as @_name,
 * text beside them as #text; an element with text only is that text, an empty one "".
 */
export interface XmlElement { [name: string]: XmlValue }
export type XmlValue = string | XmlElement | (string | XmlElement)[]

interface ValidationError { err: { code: string; msg: string; line: number; col?: number } }

/** The message of a validation failure, as our own message key and variables. */
function malformed({ err }: ValidationError): OperationError {
  if (err.msg === 'Start tag expected.') return new OperationError('XML_NO_ELEMENT')
  // Several elements left open: the validator lists their names as JSON.
  const open = /^Invalid '(\[.*\])' found\.$/s.exec(err.msg)
  if (open) {
    const names = JSON.parse(open[1]!) as string[]
    return new OperationError('XML_UNCLOSED', { count: names.length, name: excerpt(names[0] ?? '') })
  }
  return new OperationError('XML_MALFORMED', { line: err.line, column: err.col ?? 1, detail: excerpt(err.msg, 200) })
}

/**
 * Refuses, with the same 422s as xmlToJson, what is not a well-formed XML document: no element,
 * a DTD or entity declaration (line and column), and malformed XML (line and column).
 */
export async function checkXml(text: string): Promise<void> {
  if (text.trim() === '') throw new OperationError('XML_NO_ELEMENT')
  withoutDeclarations(text)
  const { XMLValidator } = await loadXmlParser()
  const valid = XMLValidator.validate(text) as true | ValidationError
  if (valid !== true) throw malformed(valid)
}

/**
 * XML as JSON: an element that appears once is a value, repeated sibling elements become an
 * array, attributes are keys prefixed with @_, and text that sits beside attributes or child
 * elements is under #text. Text and attribute values stay strings (no number guessing) and are
 * trimmed; CDATA is text. Comments, processing instructions and the XML declaration are dropped.
 * Refused with 422: malformed XML (with line and column), DTDs and entity declarations, nesting
 * deeper than MAX_XML_DEPTH, and element names that would reach an object's prototype
 * (__proto__, constructor, prototype). Elements named like Object methods (toString, valueOf,
 * hasOwnProperty…) come out prefixed with __, as fast-xml-parser renames them.
 */
export async function xmlToJson(text: string): Promise<XmlElement> {
  if (text.trim() === '') throw new OperationError('XML_NO_ELEMENT')
  const prepared = withoutDeclarations(text)
  const library = await loadXmlParser()
  const valid = library.XMLValidator.validate(text) as true | ValidationError
  if (valid !== true) throw malformed(valid)
  parser ??= makeParser(library)
  try {
    return parser.parse(prepared)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    if (/maximum nested tags/i.test(message)) throw new OperationError('XML_TOO_DEEP', { max: MAX_XML_DEPTH })
    const reserved = /^\[SECURITY\] Invalid name: "([^"]*)"/.exec(message)
    if (reserved) throw new OperationError('XML_RESERVED_NAME', { name: excerpt(reserved[1]!) })
    throw new OperationError('XML_INVALID', { detail: excerpt(message, 200) })
  }
}
