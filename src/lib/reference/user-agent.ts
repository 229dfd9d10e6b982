/**
 * What a User-Agent header says: browser, engine, operating system, device and CPU from
 * ua-parser-js 1.x (MIT licence; the 2.x line is AGPL), and whether the client is automated
 * (a crawler, a link previewer, a monitor, an HTTP library or a headless browser), from the
 * product tokens such clients announce.
 */
import type UAParserClass from 'ua-parser-js'

/** Longest header read, in characters (browsers send a few hundred). */
export const MAX_USER_AGENT = 2_000

// Words that automated clients put in their product tokens.
const BOT = /bot\b|bot[/;_-]|crawl|spider|slurp|scrape|archiver|fetcher|monitor|checker|preview|headless|phantomjs|lighthouse|pingdom|uptime|validator|facebookexternalhit|embedly|whatsapp|\bcurl\/|\bwget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|okhttp|java\/|apache-httpclient|libwww-perl|node-fetch|undici|axios\/|postmanruntime|insomnia|httpie|guzzlehttp|^[a-z][\w.-]*\/[\d.]+$/i

export interface UserAgent {
  browser: { name: string | null; version: string | null; major: string | null }
  engine: { name: string | null; version: string | null }
  os: { name: string | null; version: string | null }
  device: { type: string | null; vendor: string | null; model: string | null }
  cpu: { architecture: string | null }
  is_bot: boolean
}

const orNull = (value: string | undefined) => value ?? null

// Loaded with the first header read: its regular expressions are not worth start-up time.
let uaParser: Promise<typeof UAParserClass> | undefined
const loadUaParser = () => (uaParser ??= import('ua-parser-js').then((m) => m.default))

export async function parseUserAgent(ua: string): Promise<UserAgent> {
  const UAParser = await loadUaParser()
  const r = new UAParser(ua).getResult()
  return {
    browser: { name: orNull(r.browser.name), version: orNull(r.browser.version), major: orNull(r.browser.major) },
    engine: { name: orNull(r.engine.name), version: orNull(r.engine.version) },
    os: { name: orNull(r.os.name), version: orNull(r.os.version) },
    device: { type: orNull(r.device.type), vendor: orNull(r.device.vendor), model: orNull(r.device.model) },
    cpu: { architecture: orNull(r.cpu.architecture) },
    is_bot: BOT.test(ua.trim()),
  }
}
