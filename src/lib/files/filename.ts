/**
 * File names taken from callers end up in response headers and ZIP entries, so they are reduced
 * to a bare name without path parts or control characters before anything else sees them.
 */

const MAX_NAME_LENGTH = 120

// Control characters and line separators, and the invisible bidirectional marks and overrides
// that make "photo\u202Egpj.exe" display as "photoexe.jpg".
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** The caller's file name without directories, control or bidirectional characters, or leading dots. */
export function safeFileName(name: string | undefined, fallback = 'file'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  const clean = base.replace(UNSAFE_CHARACTERS, '').replace(LONE_SURROGATE, '').replace(/^[.\s]+/, '').trim()
  return [...clean].slice(0, MAX_NAME_LENGTH).join('').trim() || fallback
}

/** The name without its last extension ("photo.final.jpg" → "photo.final"). */
export function fileStem(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(0, dot) : name
}

/** The caller's file name with a new extension: what a converted file is called. */
export function renamed(name: string, extension: string): string {
  return `${fileStem(name)}.${extension}`
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII fallback in filename, and the exact
 * name in filename* (RFC 5987) when it is not plain ASCII.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/gu, '_').replace(/["\\%]/g, '_')
  if (ascii === name) return `attachment; filename="${ascii}"`
  // encodeURIComponent throws on half a surrogate pair: a bug elsewhere must not cost the download.
  const encoded = encodeURIComponent(name.replace(LONE_SURROGATE, '\ufffd'))
    .replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** Names that stay distinct inside one ZIP: a second "a.png" becomes "a (2).png". */
export function uniqueNames(names: readonly string[]): string[] {
  const seen = new Set<string>()
  return names.map((name) => {
    let candidate = name
    for (let n = 2; seen.has(candidate.toLowerCase()); n++) {
      const dot = name.lastIndexOf('.')
      candidate = dot > 0 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`
    }
    seen.add(candidate.toLowerCase())
    return candidate
  })
}
