/**
 * Media types and file extensions from mime-db (the database behind the mime-types, express and
 * send packages, built from the IANA media type registry and the Apache and nginx lists). When
 * several types use one extension, the preferred one comes first, ranked as mime-types 3 ranks
 * them (its mime-score: standard trees before vnd., x- and prs. ones, IANA before the others,
 * then by top-level type and length).
 */
import { ApiError, OperationError } from '../../core/errors.ts'

interface Entry { source?: string; charset?: string; compressible?: boolean; extensions?: string[] }
type Database = Readonly<Record<string, Entry>>

const FACET_SCORES: Readonly<Record<string, number>> = { 'prs.': 100, 'x-': 200, 'x.': 300, 'vnd.': 400 }
const SOURCE_SCORES: Readonly<Record<string, number>> = { nginx: 10, apache: 20, iana: 40 }
const TYPE_SCORES: Readonly<Record<string, number>> = { application: 1, font: 2, audio: 2, video: 3 }

/** How official a media type is (mime-score, as in mime-types 3): the higher, the more preferred. */
function score(DB: Database, type: string): number {
  if (type === 'application/octet-stream') return 0
  const [top = '', subtype = ''] = type.split('/')
  const facet = subtype.replace(/(\.|x-).*/, '$1')
  return (FACET_SCORES[facet] ?? 900) + (SOURCE_SCORES[DB[type]?.source ?? ''] ?? 30) + (TYPE_SCORES[top] ?? 0) + (1 - type.length / 100)
}

/** The types of each extension, the preferred first. */
function byExtension(DB: Database): ReadonlyMap<string, string[]> {
  const index = new Map<string, string[]>()
  for (const [type, entry] of Object.entries(DB)) {
    for (const extension of entry.extensions ?? []) {
      const list = index.get(extension)
      if (list) list.push(type)
      else index.set(extension, [type])
    }
  }
  for (const list of index.values()) list.sort((x, y) => score(DB, y) - score(DB, x))
  return index
}

// Read and indexed with the first lookup: some 200 KB of JSON that only dev/mime-type needs.
let database: Promise<{ DB: Database; BY_EXTENSION: ReadonlyMap<string, string[]> }> | undefined
const loadDatabase = () => (database ??= import('mime-db/db.json', { with: { type: 'json' } }).then(({ default: db }) => {
  const DB = db as Database
  return { DB, BY_EXTENSION: byExtension(DB) }
}))

export interface MediaTypeInfo {
  kind: 'extension' | 'media_type'
  extension: string | null
  type: string
  types: string[]
  extensions: string[]
  charset: string | null
  compressible: boolean | null
  source: 'iana' | 'apache' | 'nginx' | null
}

const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/
const EXTENSION = /^[a-z0-9][a-z0-9_+~-]*$/i

function describe(DB: Database, kind: MediaTypeInfo['kind'], extension: string | null, type: string, types: string[]): MediaTypeInfo {
  const entry = DB[type]!
  const source = entry.source === 'iana' || entry.source === 'apache' || entry.source === 'nginx' ? entry.source : null
  return {
    kind, extension, type, types,
    extensions: entry.extensions ?? [],
    charset: entry.charset ?? null,
    compressible: entry.compressible ?? null,
    source,
  }
}

/**
 * An extension (png, .png), a file name (photo.JPG: its last extension) or a media type
 * (image/png, parameters ignored) looked up in mime-db: 404 when unknown, 422 when it is none of these.
 */
export async function lookupMediaType(value: string): Promise<MediaTypeInfo> {
  const text = value.trim().toLowerCase()
  if (text.includes('/')) {
    const type = text.split(';', 1)[0]!.trim()
    if (!MEDIA_TYPE.test(type)) throw new OperationError('MIME_VALUE_INVALID', { value: value.trim().slice(0, 80) })
    const { DB } = await loadDatabase()
    if (!Object.hasOwn(DB, type)) throw new ApiError('MIME_TYPE_UNKNOWN', { type })
    return describe(DB, 'media_type', null, type, [type])
  }
  const dot = text.lastIndexOf('.')
  const extension = dot >= 0 ? text.slice(dot + 1) : text
  if (!EXTENSION.test(extension)) throw new OperationError('MIME_VALUE_INVALID', { value: value.trim().slice(0, 80) })
  const { DB, BY_EXTENSION } = await loadDatabase()
  const types = BY_EXTENSION.get(extension)
  if (types === undefined) throw new ApiError('MIME_EXTENSION_UNKNOWN', { extension })
  return describe(DB, 'extension', extension, types[0]!, [...types])
}
