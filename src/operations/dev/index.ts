import hash from './hash.ts'
import hashAll from './hash-all.ts'
import hmac from './hmac.ts'
import bcrypt from './bcrypt.ts'
import uuid from './uuid.ts'
import base64 from './base64.ts'
import urlEncode from './url-encode.ts'
import jsonValidate from './json-validate.ts'
import jsonMinify from './json-minify.ts'
import jsonFormat from './json-format.ts'
import jsonToTypescript from './json-to-typescript.ts'
import csvToJson from './csv-to-json.ts'
import jwtDecode from './jwt-decode.ts'
import argon2 from './argon2.ts'
import passwordVerify from './password-verify.ts'
import ntlm from './ntlm.ts'
import mysql from './mysql.ts'
import markdownToHtml from './markdown-to-html.ts'
import xmlToJson from './xml-to-json.ts'
import regexTest from './regex-test.ts'
import colorPalette from './color-palette.ts'
// reference tools: chmod, HTTP status codes, media types, user agents
// network and schedule tools: IP subnets, conversions and ranges, cron, X.509
// secrets: key derivation, encryption, one-time codes, JWT signing and verification
// data formats: YAML, TOML, CSV, XML, SQL, JSON diff

export default [
  hash,
  hashAll,
  hmac,
  bcrypt,
  uuid,
  base64,
  urlEncode,
  jsonValidate,
  jsonMinify,
  jsonFormat,
  jsonToTypescript,
  csvToJson,
  jwtDecode,
  argon2,
  passwordVerify,
  ntlm,
  mysql,
  markdownToHtml,
  xmlToJson,
  regexTest,
  colorPalette,
  // reference tools
  // network and schedule tools
  // secrets
  // data formats
]
