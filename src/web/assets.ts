/**
 * The site's static files (src/web/assets/): read once, each with a content hash that serves
 * as its ETag and as the version in its URL, so a page always links the file it was made with
 * and browsers may keep a versioned file for good.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { programFile } from '../lib/package-files.ts'

export interface Asset {
  readonly body: Buffer
  /** The body gzipped, for text files that shrink. */
  readonly gzipped?: Buffer
  readonly type: string
  /** A short content hash. */
  readonly version: string
  readonly etag: string
}

const TYPES: Readonly<Record<string, string>> = {
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  json: 'application/json; charset=utf-8',
}

const COMPRESSIBLE = new Set(['css', 'js', 'svg', 'json'])

const DIRECTORY = programFile('web/assets/')

let assets: ReadonlyMap<string, Asset> | undefined

export function makeAsset(body: Buffer, type: string, compress: boolean): Asset {
  const version = createHash('sha256').update(body).digest('base64url').slice(0, 12)
  const gzipped = compress ? gzipSync(body, { level: 9 }) : undefined
  return { body, type, version, etag: `"${version}"`, ...(gzipped && gzipped.length < body.length && { gzipped }) }
}

function load(): ReadonlyMap<string, Asset> {
  const map = new Map<string, Asset>()
  for (const name of readdirSync(DIRECTORY)) {
    const ext = name.slice(name.lastIndexOf('.') + 1)
    const type = TYPES[ext]
    if (!type || name.startsWith('.')) continue
    map.set(name, makeAsset(readFileSync(new URL(name, DIRECTORY)), type, COMPRESSIBLE.has(ext)))
  }
  return map
}

/** Every asset by file name. */
export function siteAssets(): ReadonlyMap<string, Asset> {
  assets ??= load()
  return assets
}

/** The URL of an asset, versioned by its content when the file exists. */
export function assetUrl(name: string): string {
  const asset = siteAssets().get(name)
  return asset ? `/assets/${name}?v=${asset.version}` : `/assets/${name}`
}
