/**
 * Edit distance between two texts counted in user-perceived characters (grapheme clusters):
 * Levenshtein (insertions, deletions, substitutions), or with `damerau` the optimal string
 * alignment distance, where swapping two neighbouring characters is one edit too. Wagner–Fischer
 * dynamic programming in three rows: O(n·m) time and O(m) memory, so the product of the lengths is
 * capped before any work.
 */
import { ApiError } from '../../core/errors.ts'
import { graphemes } from './text.ts'

/** Longest a or b, in UTF-16 code units, checked before splitting into characters. */
export const DISTANCE_MAX_UNITS = 100_000
/** Most user-perceived characters in a or b. */
export const DISTANCE_MAX_CHARS = 10_000
/** Largest product of the two lengths in characters (cells of the table). */
export const DISTANCE_MAX_CELLS = 4_000_000

export interface Distance {
  distance: number
  similarity: number
  length_a: number
  length_b: number
}

/** Characters as small integers, equal characters alike. */
function codes(chars: readonly string[], ids: Map<string, number>): Int32Array {
  const out = new Int32Array(chars.length)
  chars.forEach((c, i) => {
    let id = ids.get(c)
    if (id === undefined) ids.set(c, id = ids.size)
    out[i] = id
  })
  return out
}

function table(a: Int32Array, b: Int32Array, damerau: boolean): number {
  // Common prefix and suffix cost nothing and are left out.
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) { endA--; endB-- }
  const s = a.subarray(start, endA)
  const t = b.subarray(start, endB)
  const n = s.length
  const m = t.length
  if (n === 0) return m
  if (m === 0) return n
  let before = new Int32Array(m + 1)
  let prev = new Int32Array(m + 1)
  let cur = new Int32Array(m + 1)
  for (let j = 0; j <= m; j++) prev[j] = j
  for (let i = 1; i <= n; i++) {
    cur[0] = i
    const si = s[i - 1]!
    const sPrev = i > 1 ? s[i - 2]! : -1
    for (let j = 1; j <= m; j++) {
      const tj = t[j - 1]!
      let best = prev[j - 1]! + (si === tj ? 0 : 1)
      const del = prev[j]! + 1
      if (del < best) best = del
      const ins = cur[j - 1]! + 1
      if (ins < best) best = ins
      if (damerau && j > 1 && si === t[j - 2] && sPrev === tj && si !== tj) {
        const swap = before[j - 2]! + 1
        if (swap < best) best = swap
      }
      cur[j] = best
    }
    const spare = before
    before = prev
    prev = cur
    cur = spare
  }
  return prev[m]!
}

/** 413 DISTANCE_TOO_LONG when a text or the pair is over the caps (the lengths are counted first, cheaply). */
function checkSizes(a: string, b: string): void {
  for (const [param, text] of [['a', a], ['b', b]] as const) {
    if (text.length > DISTANCE_MAX_UNITS) throw new ApiError('DISTANCE_TOO_LONG', { param, length: text.length, max: DISTANCE_MAX_CHARS })
  }
}

export function editDistance({ a, b, damerau }: { a: string; b: string; damerau: boolean }): Distance {
  checkSizes(a, b)
  const ca = graphemes(a)
  const cb = graphemes(b)
  for (const [param, chars] of [['a', ca], ['b', cb]] as const) {
    if (chars.length > DISTANCE_MAX_CHARS) throw new ApiError('DISTANCE_TOO_LONG', { param, length: chars.length, max: DISTANCE_MAX_CHARS })
  }
  if (ca.length * cb.length > DISTANCE_MAX_CELLS) {
    throw new ApiError('DISTANCE_TOO_MANY_CELLS', { length_a: ca.length, length_b: cb.length, max: DISTANCE_MAX_CELLS })
  }
  const ids = new Map<string, number>()
  const distance = table(codes(ca, ids), codes(cb, ids), damerau)
  const longer = Math.max(ca.length, cb.length)
  const similarity = longer === 0 ? 1 : Math.round((1 - distance / longer) * 10_000) / 10_000
  return { distance, similarity, length_a: ca.length, length_b: cb.length }
}
