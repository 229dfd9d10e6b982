import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { call, envelope, makeApp, opAt, type Overrides } from '../helpers.ts'
import { testConfig } from '../../src/config.ts'
import { createExchangeRates, MAX_FEED_BYTES, parseEcbFeed } from '../../src/platform/rates.ts'
import type { AccountStore } from '../../src/platform/store.ts'

// The feed in the ECB's own format (eurofxref-daily.xml), rates per 1 EUR.
const ecb = (date: string, rates: Record<string, string>) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
${Object.entries(rates).map(([c, r]) => `\t\t\t<Cube currency='${c}' rate='${r}'/>`).join('\n')}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`

const MAY_10 = ecb('2024-05-10', { USD: '1.0765', JPY: '167.87', GBP: '0.86075', KRW: '1473.79', CHF: '0.9758' })
const MAY_13 = ecb('2024-05-13', { USD: '1.0781', JPY: '168.20', GBP: '0.85990', KRW: '1475.00', CHF: '0.9780' })

// These tests need no worker threads to speak of; fewer make each app quicker to start.
const LIGHT = { WORKER_THREADS: '1', HASH_THREADS: '1' }

/** What the local feed server answers at one path; tests change it as they go. */
interface Route { status: number; body: string; delayMs: number; hits: number }

let server: Server
let base: string
const routes = new Map<string, Route>()
let routeCount = 0

/** A fresh feed path with its own behaviour and hit counter. */
function feed(body: string = MAY_10, status = 200, delayMs = 0): Route & { url: string } {
  const name = `/feed-${++routeCount}.xml`
  const route: Route = { status, body, delayMs, hits: 0 }
  routes.set(name, route)
  return Object.assign(route, { url: `${base}${name}` })
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = routes.get(request.url ?? '')
    if (!route) return void response.writeHead(404).end('no such feed')
    route.hits++
    setTimeout(() => {
      response.writeHead(route.status, { 'content-type': 'text/xml; charset=utf-8' }).end(route.body)
    }, route.delayMs)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()))
})

async function appWith(feedUrl: string, overrides: Overrides = {}): Promise<FastifyInstance> {
  const app = await makeApp({ CURRENCY_FEED_URL: feedUrl, ...LIGHT, ...overrides })
  apps.push(app)
  return app
}

const op = opAt('convert/currency')
async function convert(app: FastifyInstance, params: Record<string, unknown>, lang?: string) {
  const res = await call(app, op, params, lang ? { lang } : {})
  return { status: res.statusCode, headers: res.headers, body: envelope(res) }
}
async function converted(app: FastifyInstance, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { status, body } = await convert(app, params)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.result as Record<string, unknown>
}

/** The two store methods the rates service uses, in memory. */
function memoryStore() {
  const settings = new Map<string, string>()
  return {
    settings,
    store: {
      setting: async (name: string) => settings.get(name),
      setSetting: async (name: string, value: string) => { settings.set(name, value) },
    } as unknown as AccountStore,
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not reached in time')
    await sleep(10)
  }
}

// One app on a good feed for the tests that need nothing special of it (the others make their own).
let shared: FastifyInstance
let sharedFeed: ReturnType<typeof feed>
beforeAll(async () => {
  sharedFeed = feed()
  shared = await makeApp({ CURRENCY_FEED_URL: sharedFeed.url, ...LIGHT })
})
afterAll(async () => { await shared.close() })

describe('conversion at feed rates', () => {
  it('converts USD to JPY through EUR', async () => {
    const f = sharedFeed
    const app = shared
    // 167.87 JPY per EUR / 1.0765 USD per EUR = 155.940548072457… JPY per USD; 100 USD = 15594.05… → 15594 (yen have no decimals).
    expect(await converted(app, { from: 'USD', to: 'JPY', value: 100 })).toEqual({
      from: 'USD', to: 'JPY', value: 100, result: 15594,
      rate: 155.9405481, inverse_rate: 0.006412700304,
      date: '2024-05-10', source: f.url, base: 'EUR',
    })
  })

  it('rounds to the minor units of the target currency, from the exact product', async () => {
    const app = shared
    // 50 × 1.0765 = 53.825 exactly (53.824999… in binary): half away from zero gives 53.83.
    expect(await converted(app, { from: 'eur', to: 'usd', value: 50 })).toMatchObject({ from: 'EUR', to: 'USD', result: 53.83, rate: 1.0765 })
    // 10 / 0.86075 = 11.61777…
    expect(await converted(app, { from: 'GBP', to: 'EUR', value: 10 })).toMatchObject({ result: 11.62, rate: 1.161777520, inverse_rate: 0.86075 })
    // 1473.79 / 167.87 = 8.779353…; won have no decimals.
    expect(await converted(app, { from: 'JPY', to: 'KRW', value: 1000 })).toMatchObject({ result: 8779 })
    expect(await converted(app, { from: 'USD', to: 'GBP', value: -20 })).toMatchObject({ result: -15.99 })
  })

  it('fetches once and serves from memory while the cache is fresh', async () => {
    for (let i = 0; i < 5; i++) await converted(shared, { from: 'USD', to: 'CHF', value: 1 })
    expect(sharedFeed.hits).toBe(1)
  })

  it('shares one fetch between concurrent first calls', async () => {
    const f = feed(MAY_10, 200, 150)
    const app = await appWith(f.url)
    const results = await Promise.all(Array.from({ length: 20 }, () => converted(app, { from: 'USD', to: 'JPY', value: 1 })))
    expect(results.every((r) => r.rate === 155.9405481)).toBe(true)
    expect(f.hits).toBe(1)
  })

  it('picks up new rates after the cache time, serving the old ones meanwhile', async () => {
    const f = feed()
    const app = await appWith(f.url, { CURRENCY_CACHE_MS: '1000' })
    expect((await converted(app, { from: 'EUR', to: 'USD', value: 1 })).date).toBe('2024-05-10')
    f.body = MAY_13
    await sleep(1100)
    // Stale: answered at once with the rates in hand while one fetch runs in the background.
    expect((await converted(app, { from: 'EUR', to: 'USD', value: 1 })).date).toBe('2024-05-10')
    await until(() => f.hits === 2)
    await sleep(50)
    expect(await converted(app, { from: 'EUR', to: 'USD', value: 1 })).toMatchObject({ date: '2024-05-13', result: 1.08 })
  })
})

describe('same currency', () => {
  it('needs no rates: it works with the feed down', async () => {
    const f = feed('oops', 500)
    const app = await appWith(f.url)
    expect(await converted(app, { from: 'usd', to: 'USD', value: 12.345 })).toEqual({
      from: 'USD', to: 'USD', value: 12.345, result: 12.35, rate: 1, inverse_rate: 1, date: null, source: null, base: null,
    })
    expect((await converted(app, { from: 'JPY', to: 'jpy', value: 1234.5 })).result).toBe(1235)
    expect((await converted(app, { from: 'KWD', to: 'KWD', value: 1.23456 })).result).toBe(1.235)
    expect(f.hits).toBe(0)
  })
})

describe('without rates', () => {
  it('answers 503 RATES_UNAVAILABLE with Retry-After when the feed fails and nothing is stored', async () => {
    const f = feed('Internal Server Error', 500)
    const app = await appWith(f.url)
    const { status, headers, body } = await convert(app, { from: 'USD', to: 'EUR', value: 1 })
    expect(status).toBe(503)
    expect(body).toMatchObject({ ok: false, code: 'RATES_UNAVAILABLE' })
    expect(body.error).toMatch(/^Exchange rates are unavailable: the rate feed could not be read and no earlier rates are stored; retry in \d+ s/)
    expect(Number(headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(Number(headers['retry-after'])).toBeLessThanOrEqual(60)
    // The feed is not asked again on every call while it is failing.
    expect((await convert(app, { from: 'USD', to: 'EUR', value: 1 })).status).toBe(503)
    expect(f.hits).toBe(1)
  })

  it('says so in Spanish under /es', async () => {
    const app = await appWith(feed('', 500).url)
    const { status, body } = await convert(app, { from: 'USD', to: 'EUR', value: 1 }, 'es')
    expect(status).toBe(503)
    expect(body.error).toMatch(/^Los tipos de cambio no están disponibles/)
  })

  it.each([
    ['HTML instead of XML', '<html><body>Maintenance</body></html>'],
    ['truncated XML', MAY_10.slice(0, 300)],
    ['no rates', ecb('2024-05-10', {})],
    ['a rate that is not a number', ecb('2024-05-10', { USD: 'n/a' })],
    ['a document type declaration', `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x "y">]>${MAY_10.replace(/^<\?xml[^>]*>/, '')}`],
    ['a feed over the size limit', `${MAY_10}<!--${'x'.repeat(MAX_FEED_BYTES)}-->`],
  ])('answers 503 when the feed is malformed (%s) and nothing is stored', async (_what, body) => {
    const errors: unknown[] = []
    const rates = createExchangeRates(testConfig({ CURRENCY_FEED_URL: feed(body).url }), memoryStore().store, (e) => errors.push(e))
    await expect(rates.current()).rejects.toMatchObject({ status: 503, code: 'RATES_UNAVAILABLE', headers: { 'retry-after': '60' } })
    expect(errors).toHaveLength(1)
  })

  it('answers 503 through HTTP when the feed is malformed and nothing is stored', async () => {
    const app = await appWith(feed('<html><body>Maintenance</body></html>').url)
    expect((await convert(app, { from: 'USD', to: 'EUR', value: 1 })).body).toMatchObject({ code: 'RATES_UNAVAILABLE' })
  })

  it('recovers when the feed comes back', async () => {
    const f = feed('', 503)
    const app = await appWith(f.url, { CURRENCY_CACHE_MS: '1000' })
    expect((await convert(app, { from: 'USD', to: 'EUR', value: 1 })).status).toBe(503)
    f.status = 200
    f.body = MAY_10
    await sleep(1100)
    expect(await converted(app, { from: 'USD', to: 'EUR', value: 1.0765 })).toMatchObject({ result: 1, date: '2024-05-10' })
  })
})

describe('last good rates', () => {
  it('keeps them when the feed fails after the cache time', async () => {
    const f = feed()
    const app = await appWith(f.url, { CURRENCY_CACHE_MS: '1000' })
    expect((await converted(app, { from: 'USD', to: 'JPY', value: 100 })).result).toBe(15594)
    f.status = 500
    f.body = 'down'
    await sleep(1100)
    expect(await converted(app, { from: 'USD', to: 'JPY', value: 100 })).toMatchObject({ result: 15594, date: '2024-05-10' })
    await until(() => f.hits === 2)
    await sleep(50)
    expect(await converted(app, { from: 'USD', to: 'JPY', value: 100 })).toMatchObject({ result: 15594, date: '2024-05-10' })
  })

  it('keeps them when the feed turns malformed', async () => {
    const f = feed()
    const app = await appWith(f.url, { CURRENCY_CACHE_MS: '1000' })
    await converted(app, { from: 'USD', to: 'JPY', value: 1 })
    f.body = '<Cube><Cube time="2024-05-13"><Cube currency="USD" rate="-1"/></Cube></Cube>'
    await sleep(1100)
    await converted(app, { from: 'USD', to: 'JPY', value: 1 })
    await until(() => f.hits === 2)
    await sleep(50)
    expect(await converted(app, { from: 'USD', to: 'JPY', value: 100 })).toMatchObject({ result: 15594, date: '2024-05-10' })
  })

  it('survives a restart: a new app on the same database uses the stored rates with the feed down', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'devutils-rates-'))
    try {
      const database = { DATABASE_URL: `sqlite:${path.join(dir, 'devutils.db')}`, ...LIGHT }
      const f = feed()
      const first = await makeApp({ CURRENCY_FEED_URL: f.url, ...database })
      expect((await converted(first, { from: 'USD', to: 'JPY', value: 100 })).result).toBe(15594)
      await first.close()

      f.status = 500
      f.body = 'down'
      await sleep(1100)
      // Stored more than CURRENCY_CACHE_MS ago: the new app asks the feed, which fails, and serves the stored set.
      const second = await makeApp({ CURRENCY_FEED_URL: f.url, ...database, CURRENCY_CACHE_MS: '1000' })
      try {
        expect(await converted(second, { from: 'USD', to: 'JPY', value: 100 })).toMatchObject({ result: 15594, date: '2024-05-10', source: f.url })
        await until(() => f.hits === 2)
        await sleep(50)
        expect(await converted(second, { from: 'USD', to: 'JPY', value: 100 })).toMatchObject({ result: 15594, date: '2024-05-10' })
      } finally {
        await second.close()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('currency codes', () => {
  it('refuses a code that is not ISO 4217, saying how to find one', async () => {
    const f = feed()
    const app = await appWith(f.url)
    const { status, body } = await convert(app, { from: 'USX', to: 'EUR', value: 1 })
    expect(status).toBe(422)
    expect(body).toMatchObject({
      code: 'CURRENCY_UNKNOWN',
      error: 'from "USX" is not an ISO 4217 currency code; send a three-letter code such as USD, EUR, GBP or JPY (the ISO 4217 list at https://www.iso.org/iso-4217-currency-codes.html names them all)',
    })
    expect((await convert(app, { from: 'USD', to: 'dollars', value: 1 })).body.code).toBe('CURRENCY_UNKNOWN')
    expect(f.hits).toBe(0)
  })

  it('refuses a valid code the feed has no rate for, listing the codes it has', async () => {
    const f = sharedFeed
    const app = shared
    const { status, body } = await convert(app, { from: 'USD', to: 'NGN', value: 1 })
    expect(status).toBe(422)
    expect(body).toMatchObject({
      code: 'CURRENCY_NO_RATE',
      error: `to NGN (Naira) is a valid currency, but the rate feed (${f.url}) has no rate for it; the feed has rates for: CHF, EUR, GBP, JPY, KRW, USD`,
    })
  })

  it.each([
    [{ to: 'EUR', value: 1 }, 'from'], [{ from: 'EUR', value: 1 }, 'to'], [{ from: 'EUR', to: 'USD' }, 'value'], [{ from: ' ', to: 'USD', value: 1 }, 'from'],
  ])('%j: %s is required', async (params, param) => {
    expect((await convert(shared, params)).body).toMatchObject({ code: 'PARAM_REQUIRED', error: `${param} is required` })
  })

  it('refuses a value that is not a finite number', async () => {
    for (const value of ['abc', '1e400', 'Infinity']) {
      expect((await convert(shared, { from: 'EUR', to: 'EUR', value })).status).toBe(422)
    }
  })
})

describe('the rates service', () => {

  it('stores every good set and reports failures through onError', async () => {
    const f = feed()
    const { settings, store } = memoryStore()
    const errors: unknown[] = []
    let clock = 1_000_000
    const rates = createExchangeRates(testConfig({ CURRENCY_FEED_URL: f.url }), store, (e) => errors.push(e), { now: () => clock })
    const snapshot = await rates.current()
    expect(snapshot).toEqual({ base: 'EUR', date: '2024-05-10', source: f.url, rates: { EUR: 1, USD: 1.0765, JPY: 167.87, GBP: 0.86075, KRW: 1473.79, CHF: 0.9758 } })
    expect(JSON.parse(settings.get('exchange_rates')!)).toEqual({ ...snapshot, fetchedAt: 1_000_000 })

    f.status = 500
    clock += 3_600_000
    expect(await rates.current()).toBe(snapshot)
    await until(() => errors.length === 1)
    expect(String(errors[0])).toContain('the feed answered HTTP 500')
    // Within the back-off the feed is left alone.
    clock += 1000
    await rates.current()
    expect(f.hits).toBe(2)
  })

  it('reads the stored set on first use, and treats a recent one as fresh', async () => {
    const f = feed(MAY_13)
    const { settings, store } = memoryStore()
    const stored = { ...(await parseEcbFeed(MAY_10, 'http://example.test/feed.xml')), fetchedAt: 5_000 }
    settings.set('exchange_rates', JSON.stringify(stored))
    const rates = createExchangeRates(testConfig({ CURRENCY_FEED_URL: f.url }), store, () => {}, { now: () => 6_000 })
    expect((await rates.current()).date).toBe('2024-05-10')
    expect(f.hits).toBe(0)
  })

  it('ignores a stored set it cannot read', async () => {
    const f = feed()
    const { settings, store } = memoryStore()
    settings.set('exchange_rates', '{"base":"EUR"}')
    const errors: unknown[] = []
    const rates = createExchangeRates(testConfig({ CURRENCY_FEED_URL: f.url }), store, (e) => errors.push(e))
    expect((await rates.current()).date).toBe('2024-05-10')
    expect(errors).toHaveLength(1)
  })

  it('reads cubes served without the ECB envelope', async () => {
    const bare = "<Cube><Cube time='2024-05-10'><Cube currency='USD' rate='1.0765'/></Cube></Cube>"
    expect(await parseEcbFeed(bare, 'x')).toEqual({ base: 'EUR', date: '2024-05-10', source: 'x', rates: { EUR: 1, USD: 1.0765 } })
  })

  it('takes the newest day of a feed with several', async () => {
    const history = MAY_10.replace("<Cube time='2024-05-10'>", "<Cube time='2024-05-13'><Cube currency='USD' rate='1.0781'/></Cube><Cube time='2024-05-10'>")
    expect(await parseEcbFeed(history, 'x')).toEqual({ base: 'EUR', date: '2024-05-13', source: 'x', rates: { EUR: 1, USD: 1.0781 } })
  })
})
