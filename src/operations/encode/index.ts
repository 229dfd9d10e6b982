import hex from './hex.ts'
import binary from './binary.ts'
import rot13 from './rot13.ts'
import morse from './morse.ts'
import htmlEntities from './html-entities.ts'
import unicodeEscape from './unicode-escape.ts'
import base32 from './base32.ts'
import urlParse from './url-parse.ts'

export default [
  hex,
  binary,
  rot13,
  morse,
  htmlEntities,
  unicodeEscape,
  base32,
  urlParse,
]
