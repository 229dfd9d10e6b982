// The floor of the command line's HEIC → JPEG: a plain Node script calling the libraries the
// service uses (heic-decode, then sharp) directly, with nothing around them.
//   node bench/heic-plain.mjs in.heic out.jpg
import { Buffer } from 'node:buffer'
import { readFileSync, writeFileSync } from 'node:fs'
import decodeHeif from 'heic-decode'
import sharp from 'sharp'

const [input, output] = process.argv.slice(2)
const images = await decodeHeif.all({ buffer: readFileSync(input) })
const { width, height, data } = await images[0].decode()
images.dispose()
writeFileSync(output, await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } }).jpeg({ quality: 90 }).toBuffer())
