import hex from './hex.ts'
import binary from './binary.ts'
import rot13 from './rot13.ts'
import morse from './morse.ts'
import htmlEntities from './html-entities.ts'
import unicodeEscape from './unicode-escape.ts'
import base32 from './base32.ts'
import urlParse from './url-parse.ts'
import base58 from './base58.ts'
import base85 from './base85.ts'
import base45 from './base45.ts'
import nato from './nato.ts'
import rot47 from './rot47.ts'
import punycode from './punycode.ts'
import quotedPrintable from './quoted-printable.ts'
import compress from './compress.ts'

export default [
  hex,
  binary,
  rot13,
  morse,
  htmlEntities,
  unicodeEscape,
  base32,
  urlParse,
  base58,
  base85,
  base45,
  nato,
  rot47,
  punycode,
  quotedPrintable,
  compress,
]
