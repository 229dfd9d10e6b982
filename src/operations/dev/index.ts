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
import chmod from './chmod.ts'
import httpStatus from './http-status.ts'
import mimeType from './mime-type.ts'
import userAgent from './user-agent.ts'
// network and schedule tools: IP subnets, conversions and ranges, cron, X.509
import ipSubnet from './ip-subnet.ts'
import ipConvert from './ip-convert.ts'
import ipRange from './ip-range.ts'
import cron from './cron.ts'
import x509 from './x509.ts'
// secrets: key derivation, encryption, one-time codes, JWT signing and verification
import pbkdf2 from './pbkdf2.ts'
import scrypt from './scrypt.ts'
import aes from './aes.ts'
import totp from './totp.ts'
import jwtSign from './jwt-sign.ts'
import jwtVerify from './jwt-verify.ts'
// data formats: YAML, TOML, CSV, XML, SQL, JSON diff
import yamlToJson from './yaml-to-json.ts'
import jsonToYaml from './json-to-yaml.ts'
import tomlToJson from './toml-to-json.ts'
import jsonToToml from './json-to-toml.ts'
import jsonToCsv from './json-to-csv.ts'
import xmlFormat from './xml-format.ts'
import sqlFormat from './sql-format.ts'
import jsonDiff from './json-diff.ts'

// validators: IBAN, card numbers, phone numbers, email addresses
import iban from './iban.ts'
import cardNumber from './card-number.ts'
import phone from './phone.ts'
import emailValidate from './email-validate.ts'
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
  chmod,
  httpStatus,
  mimeType,
  userAgent,
  // network and schedule tools
  ipSubnet,
  ipConvert,
  ipRange,
  cron,
  x509,
  // secrets
  pbkdf2,
  scrypt,
  aes,
  totp,
  jwtSign,
  jwtVerify,
  // data formats
  yamlToJson,
  jsonToYaml,
  tomlToJson,
  jsonToToml,
  jsonToCsv,
  xmlFormat,
  sqlFormat,
  jsonDiff,
  // validators: IBAN, card numbers, phone numbers, email addresses
  iban,
  cardNumber,
  phone,
  emailValidate,
]
