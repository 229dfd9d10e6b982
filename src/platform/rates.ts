/**
 * Reference exchange rates from a public feed (the ECB daily XML by default, CURRENCY_FEED_URL).
 *
 * - Fetched on first use and then kept in memory for CURRENCY_CACHE_MS. Once that has passed, the
 *   rates in hand are still served while one background fetch replaces them, so a call never waits
 *   for the feed when any rates are known.
 * - Every good set is also stored (settings row `exchange_rates`), and read back on first use, so a
 *   restart or a feed outage keeps the last good rates.
 * - A failing, slow (over FETCH_TIMEOUT_MS), oversized (over MAX_FEED_BYTES) or malformed feed
 *   changes nothing: the last good rates stay, the failure goes to onError, and the feed is not
 *   asked again for a while (the shorter of the cache time and FAILURE_BACKOFF_MS).
 * - With no rates at all, current() throws a 503 RATES_UNAVAILABLE with Retry-After.
 * - Concurrent calls share one fetch and one store read.
 */
import type { Config } from '../config.ts'
import { ApiError } from '../core/errors.ts'
import type { ExchangeRates, RatesSnapshot } from '../core/operation.ts'
import { loadXmlParser } from '../lib/data/xml.ts'
import type { AccountStore } from './store.ts'

/** Settings row holding the last good rates as JSON. */
export const RATES_SETTING = 'exchange_rates'
/** Largest feed accepted (the ECB daily file is about 1.5 KB, its 90-day history about 100 KB). */
export const MAX_FEED_BYTES = 1024 * 1024
/** Time budget of one feed fetch, body included. */
export const FETCH_TIMEOUT_MS = 10_000
/** Longest wait before a failed feed is asked again. */
export const FAILURE_BACKOFF_MS = 60_000

export interface ExchangeRatesOptions {
  /** Clock in Unix milliseconds (tests move it). */
  now?: () => number
}

interface Stored extends RatesSnapshot {
  /** When this set was fetched, in Unix milliseconds. */
  fetchedAt: number
}

/** The ECB format: <Cube><Cube time="YYYY-MM-DD"><Cube currency="USD" rate="1.0765"/>…</Cube></Cube>, rates per 1 EUR. */
export async function parseEcbFeed(xml: string, source: string): Promise<RatesSnapshot> {
  if (/<!(?:DOCTYPE|ENTITY)/i.test(xml)) throw new Error('the feed contains a document type declaration')
  const { XMLParser, XMLValidator } = await loadXmlParser()
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new Error(`the feed is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`)
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    removeNSPrefix: true,
    processEntities: false,
    parseAttributeValue: false,
    parseTagValue: false,
    isArray: (name) => name === 'Cube',
  })
  const doc = parser.parse(xml) as Record<string, unknown>
  // The ECB wraps the cubes in a gesmes:Envelope; a mirror may serve them bare.
  const root = (doc.Envelope ?? doc) as Record<string, unknown> | undefined
  const outer = (root?.Cube as Record<string, unknown>[] | undefined)?.[0]
  // Several days (the history files) come newest first; take the newest date wherever it is.
  const days = ((outer?.Cube as Record<string, unknown>[] | undefined) ?? [])
    .filter((d) => typeof d.time === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d.time))
    .sort((a, b) => String(b.time).localeCompare(String(a.time)))
  const day = days[0]
  if (!day) throw new Error('the feed has no <Cube time="YYYY-MM-DD"> with rates')
  const rates: Record<string, number> = { EUR: 1 }
  for (const entry of (day.Cube as Record<string, unknown>[] | undefined) ?? []) {
    const code = entry.currency
    const rate = entry.rate
    if (typeof code !== 'string' || !/^[A-Z]{3}$/.test(code)) throw new Error(`the feed has a rate without a currency code: ${JSON.stringify(entry)}`)
    if (typeof rate !== 'string' || !/^\d+(?:\.\d+)?$/.test(rate.trim()) || !(Number(rate) > 0) || !Number.isFinite(Number(rate))) {
      throw new Error(`the feed has an invalid rate for ${code}: ${JSON.stringify(rate)}`)
    }
    rates[code] = Number(rate)
  }
  if (Object.keys(rates).length < 2) throw new Error(`the feed has no rates for ${String(day.time)}`)
  return { base: 'EUR', date: String(day.time), source, rates }
}

/** Reads the feed within the time and size budget (the size counts decoded bytes, after any gzip). */
async function download(url: string): Promise<string> {
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS)
  const response = await fetch(url, { signal, headers: { accept: 'application/xml, text/xml' } })
  if (!response.ok) {
    await response.body?.cancel().catch(() => {})
    throw new Error(`the feed answered HTTP ${response.status}`)
  }
  const declared = Number(response.headers.get('content-length'))
  if (declared > MAX_FEED_BYTES) {
    await response.body?.cancel().catch(() => {})
    throw new Error(`the feed is ${declared} bytes, over the limit of ${MAX_FEED_BYTES}`)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_FEED_BYTES) {
      await reader.cancel().catch(() => {})
      throw new Error(`the feed is over the limit of ${MAX_FEED_BYTES} bytes`)
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
}

function readStored(json: string): Stored {
  const data = JSON.parse(json) as Partial<Stored>
  const rates = data.rates as Record<string, unknown> | undefined
  if (typeof data.base !== 'string' || typeof data.date !== 'string' || typeof data.source !== 'string'
    || typeof data.fetchedAt !== 'number' || !rates || typeof rates !== 'object'
    || !Object.values(rates).every((r) => typeof r === 'number' && r > 0 && Number.isFinite(r))) {
    throw new Error('the stored exchange rates are not in the expected shape')
  }
  return { base: data.base, date: data.date, source: data.source, rates: rates as Record<string, number>, fetchedAt: data.fetchedAt }
}

const snapshotOf = ({ base, date, source, rates }: Stored): RatesSnapshot => ({ base, date, source, rates })

/** Reference exchange rates from the configured feed, cached and kept in the store (see the module notes). */
export function createExchangeRates(
  config: Config,
  store: AccountStore,
  onError: (error: unknown) => void = () => {},
  options: ExchangeRatesOptions = {},
): ExchangeRates {
  const now = options.now ?? Date.now
  const url = config.CURRENCY_FEED_URL
  const cacheMs = config.CURRENCY_CACHE_MS
  const backoffMs = Math.min(cacheMs, FAILURE_BACKOFF_MS)

  let held: Stored | undefined
  let snapshot: RatesSnapshot | undefined
  let loading: Promise<void> | undefined
  let fetching: Promise<void> | undefined
  /** No fetch before this time (after a failure). */
  let retryAt = 0

  const hold = (stored: Stored) => {
    held = stored
    snapshot = Object.freeze(snapshotOf(stored))
  }

  async function loadStored(): Promise<void> {
    try {
      const json = await store.setting(RATES_SETTING)
      if (json === undefined) return
      const stored = readStored(json)
      // A fetch may have finished meanwhile; keep whichever is newer.
      if (!held || stored.fetchedAt > held.fetchedAt) hold(stored)
    } catch (error) {
      onError(error)
    }
  }

  async function refresh(): Promise<void> {
    const startedAt = now()
    try {
      const stored: Stored = { ...(await parseEcbFeed(await download(url), url)), fetchedAt: startedAt }
      hold(stored)
      retryAt = 0
      try {
        await store.setSetting(RATES_SETTING, JSON.stringify(stored), startedAt)
      } catch (error) {
        onError(error)
      }
    } catch (error) {
      retryAt = now() + backoffMs
      // Another instance may store rates meanwhile: with none in hand, read the store again next time.
      if (!held) loading = undefined
      onError(new Error(`exchange-rate feed ${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error }))
    }
  }

  /** Starts a fetch unless one is running or the feed failed recently; resolves when it ends. */
  function fetchOnce(): Promise<void> {
    if (!fetching && now() >= retryAt) {
      fetching = refresh().finally(() => { fetching = undefined })
    }
    return fetching ?? Promise.resolve()
  }

  return {
    async current() {
      if (!snapshot) {
        loading ??= loadStored()
        await loading
      }
      // Fresh for cacheMs after its fetch (a set stamped in the future by a skewed clock counts as stale).
      const age = held ? now() - held.fetchedAt : -1
      if (age >= 0 && age < cacheMs) return snapshot!
      const pending = fetchOnce()
      if (snapshot) return snapshot
      await pending
      if (snapshot) return snapshot
      const retryAfter = Math.max(1, Math.ceil((retryAt - now()) / 1000))
      throw new ApiError('RATES_UNAVAILABLE', { retryAfter }, { 'retry-after': String(retryAfter) })
    },
  }
}
