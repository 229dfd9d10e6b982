/**
 * EXIF tags as JSON: read with exifr, then every value made safe to serialise (dates as text,
 * short binary values as hex, long arrays and blobs left out) and the GPS position in degrees.
 */
import type * as Exifr from 'exifr'

export type ExifValue = string | number | boolean | ExifValue[]

export interface GpsPosition {
  /** Decimal degrees, north positive. */
  latitude: number
  /** Decimal degrees, east positive. */
  longitude: number
  /** Metres, negative below sea level. */
  altitude?: number
}

export interface ExifData {
  tags: Record<string, ExifValue>
  gps: GpsPosition | null
}

// Loaded with the first EXIF block read (file/image-info): not worth its start-up time otherwise.
let exifrModule: Promise<typeof Exifr> | undefined
const loadExifr = () => (exifrModule ??= import('exifr'))

// IFD0 is always read (exifr cannot turn it off); XMP, IPTC and ICC are other blocks.
const PARSE_OPTIONS: Parameters<typeof Exifr.default.parse>[1] = {
  tiff: true, exif: true, gps: true,
  xmp: false, icc: false, iptc: false, ihdr: false,
  translateValues: true, reviveValues: true,
}

const MAX_ARRAY = 16
const MAX_HEX_BYTES = 32
const MAX_TEXT = 1000
// exifr adds these computed keys beside the raw GPS tags; they are reported as gps instead.
const COMPUTED_KEYS = new Set(['latitude', 'longitude', 'errors'])
const BELOW_SEA_LEVEL = 1

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/**
 * EXIF dates carry no time zone and exifr builds them from local-time parts, so they are written
 * back from the same parts: "2024-05-01T12:30:45", whatever the server's zone.
 */
function localDateTime(date: Date): string | undefined {
  if (Number.isNaN(date.getTime())) return undefined
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

function cleanText(text: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- EXIF strings are often padded with NULs
  const trimmed = text.replace(/\u0000+$/, '').trim()
  return trimmed.length > MAX_TEXT ? undefined : trimmed
}

function shortList(values: readonly unknown[]): ExifValue[] | undefined {
  if (values.length > MAX_ARRAY) return undefined
  const items = values.map(jsonValue)
  return items.every((item) => item !== undefined) ? items as ExifValue[] : undefined
}

/** A tag value as JSON, or undefined for what is not worth sending (blobs, long lists, NaN). */
export function jsonValue(value: unknown): ExifValue | undefined {
  if (value instanceof Date) return localDateTime(value)
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string') return cleanText(value)
  if (typeof value === 'boolean') return value
  if (value instanceof Uint8Array) return value.length <= MAX_HEX_BYTES ? Buffer.from(value).toString('hex') : undefined
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return shortList(Array.from(value as unknown as ArrayLike<number>))
  if (Array.isArray(value)) return shortList(value)
  return undefined
}

function firstNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value
  if (value instanceof Uint8Array && value.length > 0) return value[0]
  return undefined
}

const roundDegrees = (degrees: number) => Math.round(degrees * 1e7) / 1e7

function gpsPosition(raw: Record<string, unknown>): GpsPosition | null {
  const { latitude, longitude } = raw
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  const position: GpsPosition = { latitude: roundDegrees(latitude), longitude: roundDegrees(longitude) }
  const altitude = firstNumber(raw.GPSAltitude)
  if (altitude !== undefined && Number.isFinite(altitude)) {
    position.altitude = firstNumber(raw.GPSAltitudeRef) === BELOW_SEA_LEVEL ? -altitude : altitude
  }
  return position
}

/** Drops the "Exif\0\0" header some containers keep before the TIFF structure. */
function tiffStructure(block: Uint8Array): Uint8Array {
  const header = Buffer.from(block.subarray(0, 6)).toString('latin1')
  return header === 'Exif\u0000\u0000' ? block.subarray(6) : block
}

/**
 * Reads an EXIF block (as sharp extracts it, or a whole TIFF file). Broken EXIF is common in the
 * wild and must not fail the caller's request: it reads as no EXIF (null).
 */
export async function readExif(block: Uint8Array): Promise<ExifData | null> {
  const { default: exifr } = await loadExifr()
  let raw: Record<string, unknown> | undefined
  try {
    raw = await exifr.parse(Buffer.from(tiffStructure(block)), PARSE_OPTIONS) as Record<string, unknown> | undefined
  } catch {
    return null
  }
  if (raw === undefined || raw === null || typeof raw !== 'object') return null
  const tags: Record<string, ExifValue> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (COMPUTED_KEYS.has(key)) continue
    const safe = jsonValue(value)
    if (safe !== undefined) tags[key] = safe
  }
  if (Object.keys(tags).length === 0) return null
  return { tags, gps: gpsPosition(raw) }
}
