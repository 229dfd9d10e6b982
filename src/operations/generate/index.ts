import password from './password.ts'
import uuid from './uuid.ts'
import lorem from './lorem.ts'
import color from './color.ts'
import randomNumber from './random-number.ts'
import qr from './qr.ts'
import barcode from './barcode.ts'
import randomString from './random-string.ts'
import token from './token.ts'
import hsl from './hsl.ts'
import gradient from './gradient.ts'
import macAddress from './mac-address.ts'

// identifiers, Wi-Fi QR codes, contrast
import ulid from './ulid.ts'
import nanoid from './nanoid.ts'
import wifiQr from './wifi-qr.ts'
import contrast from './contrast.ts'

// placeholder images
import placeholder from './placeholder.ts'
export default [
  password,
  uuid,
  lorem,
  color,
  randomNumber,
  qr,
  barcode,
  randomString,
  token,
  hsl,
  gradient,
  macAddress,
  // identifiers, Wi-Fi QR codes, contrast
  ulid,
  nanoid,
  wifiQr,
  contrast,

// placeholder images
  placeholder,
]
