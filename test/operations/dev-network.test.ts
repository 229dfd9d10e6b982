import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { client, makeApp } from '../helpers.ts'
import { MAX_CERTIFICATES } from '../../src/lib/network/x509.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const api = client(() => app, 'dev')
const ok = (name: string, params: Record<string, unknown>, lang?: string) => api.ok(name, { params, lang })
const refused = (name: string, params: Record<string, unknown>, code: string | RegExp, status = 422, lang?: string) =>
  api.refused(name, { params, lang }, status, code, { withinMs: 2_000 })

describe('dev/ip-subnet', () => {
  // Expected values from Python 3.11 ipaddress (ip_network(strict=False): network_address,
  // broadcast_address, netmask, hostmask, prefixlen, hosts()[0], hosts()[-1], num_addresses, len(hosts())).
  it.each([
    ['10.1.2.3/8', '10.0.0.0/8', '10.0.0.0', '10.255.255.255', '255.0.0.0', '0.255.255.255', 8, '10.0.0.1', '10.255.255.254', 16777216, 16777214],
    ['172.20.5.4/20', '172.20.0.0/20', '172.20.0.0', '172.20.15.255', '255.255.240.0', '0.0.15.255', 20, '172.20.0.1', '172.20.15.254', 4096, 4094],
    ['192.168.100.200/26', '192.168.100.192/26', '192.168.100.192', '192.168.100.255', '255.255.255.192', '0.0.0.63', 26, '192.168.100.193', '192.168.100.254', 64, 62],
    ['0.0.0.0/0', '0.0.0.0/0', '0.0.0.0', '255.255.255.255', '0.0.0.0', '255.255.255.255', 0, '0.0.0.1', '255.255.255.254', 4294967296, 4294967294],
    ['100.64.0.1/10', '100.64.0.0/10', '100.64.0.0', '100.127.255.255', '255.192.0.0', '0.63.255.255', 10, '100.64.0.1', '100.127.255.254', 4194304, 4194302],
  ])('%s', async (cidr, canonical, network, broadcast, netmask, wildcard, prefix, first, last, total, usable) => {
    expect(await ok('ip-subnet', { cidr })).toMatchObject({
      version: 4, cidr: canonical, network, broadcast, netmask, wildcard, prefix, first_host: first, last_host: last, total_addresses: total, usable_hosts: usable,
    })
  })

  it('gives a /31 two usable hosts and no broadcast (RFC 3021), and a /32 one (Python: hosts() of /31 and /32)', async () => {
    expect(await ok('ip-subnet', { cidr: '198.51.100.7/31' })).toMatchObject({
      cidr: '198.51.100.6/31', broadcast: null, first_host: '198.51.100.6', last_host: '198.51.100.7', total_addresses: 2, usable_hosts: 2,
    })
    expect(await ok('ip-subnet', { cidr: '8.8.8.8' })).toMatchObject({
      cidr: '8.8.8.8/32', broadcast: null, first_host: '8.8.8.8', last_host: '8.8.8.8', total_addresses: 1, usable_hosts: 1, type: 'global', is_private: false,
    })
  })

  // Python ipaddress: network_address, netmask, hostmask, the last address (broadcast_address), num_addresses.
  it.each([
    ['2001:db8:abcd:12::1/64', '2001:db8:abcd:12::/64', 'ffff:ffff:ffff:ffff::', '::ffff:ffff:ffff:ffff', '2001:db8:abcd:12:ffff:ffff:ffff:ffff', '18446744073709551616'],
    ['fe80::1/10', 'fe80::/10', 'ffc0::', '3f:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '332306998946228968225951765070086144'],
    ['fd00:1234::/48', 'fd00:1234::/48', 'ffff:ffff:ffff::', '::ffff:ffff:ffff:ffff:ffff', 'fd00:1234:0:ffff:ffff:ffff:ffff:ffff', '1208925819614629174706176'],
    ['::1/128', '::1/128', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '::', '::1', '1'],
  ])('%s', async (cidr, canonical, netmask, wildcard, last, total) => {
    const result = await ok('ip-subnet', { cidr })
    expect(result).toMatchObject({ version: 6, cidr: canonical, netmask, wildcard, last_host: last, total_addresses: total, usable_hosts: total, broadcast: null })
    expect(result.first_host).toBe(canonical.split('/')[0])
  })

  it('takes the mask as /netmask, after a space, or in mask', async () => {
    for (const params of [{ cidr: '172.16.5.9/255.255.0.0' }, { cidr: '172.16.5.9 255.255.0.0' }, { cidr: '172.16.5.9', mask: '255.255.0.0' }, { cidr: '172.16.5.9', mask: '16' }]) {
      expect(await ok('ip-subnet', params)).toMatchObject({ cidr: '172.16.0.0/16', type: 'private', is_private: true })
    }
  })

  // The IANA IPv4 and IPv6 Special-Purpose Address Registries ("Globally Reachable" column) and RFC 5771 / RFC 4291 multicast.
  it.each([
    ['10.0.0.0/8', 'private', true], ['172.31.0.0/16', 'private', true], ['192.168.0.0/24', 'private', true],
    ['127.0.0.1', 'loopback', true], ['169.254.1.1', 'link-local', true], ['100.64.0.0/10', 'shared', true],
    ['192.0.2.1', 'documentation', true], ['198.51.100.0/24', 'documentation', true], ['203.0.113.255', 'documentation', true],
    ['0.0.0.0', 'reserved', true], ['240.0.0.1', 'reserved', true], ['255.255.255.255', 'reserved', true], ['198.18.0.1', 'reserved', true],
    ['192.0.0.9', 'reserved', false], ['192.31.196.1', 'reserved', false],
    ['224.0.0.1', 'multicast', true], ['239.1.2.3', 'multicast', false], ['8.8.8.0/24', 'global', false], ['11.0.0.0/8', 'global', false],
    ['::1', 'loopback', true], ['::', 'reserved', true], ['fe80::/64', 'link-local', true], ['fd12:3456::/48', 'private', true],
    ['2001:db8::/32', 'documentation', true], ['3fff::1', 'documentation', true], ['ff02::1', 'multicast', true], ['ff0e::1', 'multicast', false],
    ['::ffff:10.0.0.1', 'reserved', true], ['64:ff9b::808:808', 'reserved', false], ['2001:4:112::1', 'reserved', false],
    ['2606:4700::/32', 'global', false],
  ])('%s is %s (is_private %s)', async (cidr, type, isPrivate) => {
    expect(await ok('ip-subnet', { cidr })).toMatchObject({ type, is_private: isPrivate })
  })

  it('refuses bad addresses, prefixes and masks, saying what to change', async () => {
    await refused('ip-subnet', { cidr: '192.168.1.0/33' }, 'IP_PREFIX')
    await refused('ip-subnet', { cidr: '2001:db8::/129' }, 'IP_PREFIX')
    await refused('ip-subnet', { cidr: '10.0.0.0/-1' }, 'IP_PREFIX')
    await refused('ip-subnet', { cidr: '10.0.0.1', mask: '255.0.255.0' }, 'IP_MASK')
    await refused('ip-subnet', { cidr: '10.0.0.1/8', mask: '8' }, 'IP_MASK_TWICE')
    await refused('ip-subnet', { cidr: '10.0.1/24' }, 'IP_SHORTHAND')
    await refused('ip-subnet', { cidr: '010.0.0.1/8' }, 'IP_LEADING_ZERO')
    await refused('ip-subnet', { cidr: '300.0.0.1/8' }, 'IP_OCTET_RANGE')
    await refused('ip-subnet', { cidr: 'fe80::1%eth0/64' }, 'IP_ZONE')
    const { error } = await refused('ip-subnet', { cidr: 'example.com/24' }, 'IP_INVALID')
    expect(error).toContain('four numbers 0-255')
    await refused('ip-subnet', { cidr: '1.2.3.4/24', mask: 'x'.repeat(61) }, 'PARAM_MAX_LENGTH')
    await refused('ip-subnet', { cidr: 'x'.repeat(121) }, 'PARAM_MAX_LENGTH')
    const es = await api.refused('ip-subnet', { params: { cidr: '1.2.3.4/40' }, lang: 'es' }, 422, 'IP_PREFIX')
    expect(es.error).toBe('cidr: "40" no es una longitud de prefijo para IPv4; use un número entero de 0 a 32')
  })
})

describe('dev/ip-convert', () => {
  // Python ipaddress: int(a), a.compressed, a.exploded, a.reverse_pointer.
  it.each([
    ['192.168.1.1', 3232235777, '1.1.168.192.in-addr.arpa'],
    ['0.0.0.0', 0, '0.0.0.0.in-addr.arpa'],
    ['255.255.255.255', 4294967295, '255.255.255.255.in-addr.arpa'],
    ['10.0.0.1', 167772161, '1.0.0.10.in-addr.arpa'],
  ])('IPv4 %s', async (dotted, decimal, reverse) => {
    const hex = `0x${decimal.toString(16).padStart(8, '0')}`
    const bits = decimal.toString(2).padStart(32, '0')
    const binary = bits.match(/.{8}/g)!.join('.')
    const expected = { version: 4, dotted, decimal, hex, binary, ipv6_mapped: `::ffff:${dotted}`, reverse_dns: reverse }
    for (const value of [dotted, String(decimal), hex, hex.toUpperCase().replace('0X', '0x'), bits, binary]) {
      expect(await ok('ip-convert', { value })).toEqual(expected)
    }
  })

  it.each([
    ['2001:db8::1', '42540766411282592856903984951653826561', '2001:db8::1', '2001:0db8:0000:0000:0000:0000:0000:0001', '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa'],
    ['FE80:0:0:0:1:2:3:4', '338288524927261089654019178324914536452', 'fe80::1:2:3:4', 'fe80:0000:0000:0000:0001:0002:0003:0004', '4.0.0.0.3.0.0.0.2.0.0.0.1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.8.e.f.ip6.arpa'],
    ['2001:0:0:1:0:0:0:1', '42540488161975842778997100499009798145', '2001:0:0:1::1', '2001:0000:0000:0001:0000:0000:0000:0001', '1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.1.0.0.0.0.0.0.0.0.0.0.0.1.0.0.2.ip6.arpa'],
    ['2001:db8:0:0:1:0:0:1', '42540766411282592856904266426630537217', '2001:db8::1:0:0:1', '2001:0db8:0000:0000:0001:0000:0000:0001', '1.0.0.0.0.0.0.0.0.0.0.0.1.0.0.0.0.0.0.0.0.0.0.0.8.b.d.0.1.0.0.2.ip6.arpa'],
    ['::', '0', '::', '0000:0000:0000:0000:0000:0000:0000:0000', '0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.ip6.arpa'],
  ])('IPv6 %s', async (value, decimal, compressed, expanded, reverse) => {
    expect(await ok('ip-convert', { value })).toMatchObject({
      version: 6, dotted: null, ipv6_mapped: null, decimal, compressed, expanded, reverse_dns: reverse,
      hex: `0x${expanded.replaceAll(':', '')}`,
    })
  })

  it('writes an IPv4-mapped address with its dotted tail (RFC 5952 section 5)', async () => {
    // Python: int 281473902969472, exploded 0000:0000:0000:0000:0000:ffff:c000:0280.
    expect(await ok('ip-convert', { value: '::ffff:c000:280' })).toMatchObject({
      version: 6, dotted: '192.0.2.128', decimal: '281473902969472', compressed: '::ffff:192.0.2.128',
      ipv6_mapped: '::ffff:192.0.2.128', expanded: '0000:0000:0000:0000:0000:ffff:c000:0280',
    })
  })

  it('refuses the shorthand, out-of-range numbers and other text', async () => {
    for (const value of ['1.2.3', '10.1', '127.1']) await refused('ip-convert', { value }, 'IP_SHORTHAND')
    await refused('ip-convert', { value: '4294967296' }, 'IP_NUMBER_RANGE')
    await refused('ip-convert', { value: '0x100000000' }, 'IP_NUMBER_RANGE')
    await refused('ip-convert', { value: '9'.repeat(100) }, 'IP_NUMBER_RANGE')
    await refused('ip-convert', { value: '1.2.3.4.5' }, 'IP_INVALID')
    await refused('ip-convert', { value: '1:2:3:4:5:6:7:8:9' }, 'IP_INVALID')
    await refused('ip-convert', { value: '1::2::3' }, 'IP_INVALID')
    await refused('ip-convert', { value: '12345::' }, 'IP_INVALID')
    await refused('ip-convert', { value: '' }, 'IP_INVALID')
    await refused('ip-convert', { value: '0'.repeat(121) }, 'PARAM_MAX_LENGTH')
  })
})

describe('dev/ip-range', () => {
  // Python ipaddress.summarize_address_range, and int(end) - int(start) + 1.
  it.each([
    ['10.0.0.0', '10.0.255.255', ['10.0.0.0/16'], 65536],
    ['1.2.3.4', '1.2.3.4', ['1.2.3.4/32'], 1],
    ['::', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', ['::/0'], '340282366920938463463374607431768211456'],
  ])('%s - %s', async (start, end, cidrs, count) => {
    expect(await ok('ip-range', { start, end })).toMatchObject({ cidrs, count })
  })

  it('covers the widest ranges with at most two blocks a bit (Python summarize_address_range)', async () => {
    const v4 = await ok('ip-range', { start: '0.0.0.1', end: '255.255.255.254' })
    expect(v4.count).toBe(4294967294)
    expect((v4.cidrs as string[]).length).toBe(62)
    expect((v4.cidrs as string[]).slice(0, 3)).toEqual(['0.0.0.1/32', '0.0.0.2/31', '0.0.0.4/30'])
    expect((v4.cidrs as string[]).slice(30, 34)).toEqual(['64.0.0.0/2', '128.0.0.0/2', '192.0.0.0/3', '224.0.0.0/4'])
    const v6 = await ok('ip-range', { start: '2001:db8::1', end: '2001:db8::ffff:fffe' })
    expect(v6.count).toBe('4294967294')
    expect((v6.cidrs as string[]).length).toBe(62)
    expect((v6.cidrs as string[]).slice(15, 17)).toEqual(['2001:db8::8000/113', '2001:db8::1:0/112'])
    expect((v6.cidrs as string[]).at(-1)).toBe('2001:db8::ffff:fffe/128')
    const all6 = await ok('ip-range', { start: '::1', end: 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:fffe' })
    expect((all6.cidrs as string[]).length).toBe(254)
  })

  it('refuses mixed versions, a reversed range and bad addresses', async () => {
    await refused('ip-range', { start: '10.0.0.1', end: '::1' }, 'IP_VERSION_MIX')
    const { error } = await refused('ip-range', { start: '10.0.0.9', end: '10.0.0.1' }, 'IP_RANGE_ORDER')
    expect(error).toBe('start 10.0.0.9 comes after end 10.0.0.1; swap them')
    await refused('ip-range', { start: '10.0.0', end: '10.0.0.1' }, 'IP_SHORTHAND')
    await refused('ip-range', { start: '10.0.0.1', end: 'ten' }, 'IP_INVALID')
    await refused('ip-range', { start: '10.0.0.1' }, 'PARAM_REQUIRED')
  })
})

describe('dev/cron', () => {
  // Expected times from a brute-force minute-by-minute matcher in Python (datetime + zoneinfo)
  // applying the POSIX rule, run once.
  it('lists the next times, with the POSIX OR rule when both day fields are restricted', async () => {
    expect((await ok('cron', { expression: '0 0 13 * 5', from: '2025-06-01T00:00:00Z', count: 3 })).next)
      .toEqual(['2025-06-06T00:00:00Z', '2025-06-13T00:00:00Z', '2025-06-20T00:00:00Z'])
    expect((await ok('cron', { expression: '*/15 9-17 * * 1-5', from: '2025-01-03T16:50:00Z' })).next)
      .toEqual(['2025-01-03T17:00:00Z', '2025-01-03T17:15:00Z', '2025-01-03T17:30:00Z', '2025-01-03T17:45:00Z', '2025-01-06T09:00:00Z'])
    expect((await ok('cron', { expression: '0 9 * * 1', timezone: 'America/New_York', from: '2025-10-31T00:00:00Z', count: 3 })).next)
      .toEqual(['2025-11-03T09:00:00-05:00', '2025-11-10T09:00:00-05:00', '2025-11-17T09:00:00-05:00'])
    expect((await ok('cron', { expression: '30 8 1,15 * *', timezone: 'Asia/Kolkata', from: '2025-01-01T00:00:00Z', count: 2 })).next)
      .toEqual(['2025-01-01T08:30:00+05:30', '2025-01-15T08:30:00+05:30'])
  })

  it('treats from as exclusive and reads 6 fields with seconds first and the macros', async () => {
    expect((await ok('cron', { expression: '@daily', from: '2025-01-01T00:00:00Z', count: 1 })).next).toEqual(['2025-01-02T00:00:00Z'])
    expect(await ok('cron', { expression: '@hourly', from: '2025-01-01T00:00:00Z', count: 1 })).toMatchObject({ expression: '0 0 * * * *' })
    expect((await ok('cron', { expression: '*/20 * * * * *', from: '2025-01-01T00:00:00Z', count: 3 })).next)
      .toEqual(['2025-01-01T00:00:20Z', '2025-01-01T00:00:40Z', '2025-01-01T00:01:00Z'])
    // 29 February: the next leap years are 2028 and 2032.
    expect((await ok('cron', { expression: '0 0 29 2 *', from: '2025-03-01T00:00:00Z', count: 2 })).next).toEqual(['2028-02-29T00:00:00Z', '2032-02-29T00:00:00Z'])
  })

  it('handles daylight saving: a skipped time fires after the gap, a repeated one once', async () => {
    // Europe/Madrid: 2025-03-30 02:00 → 03:00, 2025-10-26 03:00 → 02:00 (EU rule, last Sunday, 01:00 UTC).
    expect((await ok('cron', { expression: '30 2 * * *', timezone: 'Europe/Madrid', from: '2025-03-29T12:00:00Z', count: 2 })).next)
      .toEqual(['2025-03-30T03:30:00+02:00', '2025-03-31T02:30:00+02:00'])
    expect((await ok('cron', { expression: '30 2 * * *', timezone: 'Europe/Madrid', from: '2025-10-25T12:00:00Z', count: 2 })).next)
      .toEqual(['2025-10-26T02:30:00+02:00', '2025-10-27T02:30:00+01:00'])
  })

  it('describes the expression in the language of the call, and expands the fields', async () => {
    const en = await ok('cron', { expression: '*/15 9-17 * * 1-5', from: '2025-01-03T16:50:00Z', count: 1 })
    expect(en.description).toBe('Every 15 minutes, between 09:00 and 17:59, Monday through Friday')
    expect(en.fields).toEqual({
      second: [0], minute: [0, 15, 30, 45], hour: [9, 10, 11, 12, 13, 14, 15, 16, 17],
      day_of_month: Array.from({ length: 31 }, (_, i) => i + 1), month: Array.from({ length: 12 }, (_, i) => i + 1), day_of_week: [1, 2, 3, 4, 5],
    })
    const es = await ok('cron', { expression: '*/15 9-17 * * 1-5', from: '2025-01-03T16:50:00Z', count: 1 }, 'es')
    expect(es.description).toBe('Cada 15 minutos, entre las 09:00 y las 17:59, de lunes a viernes')
  })

  it('names the invalid field', async () => {
    for (const [expression, field] of [['61 * * * *', 'minute'], ['0 24 * * *', 'hour'], ['0 0 32 * *', 'day_of_month'], ['0 0 * 13 *', 'month'], ['0 0 * * 8', 'day_of_week'], ['60 0 0 * * *', 'second'], ['0 0 * * MON#6', 'day_of_week']]) {
      const { error } = await refused('cron', { expression }, 'CRON_FIELD_INVALID')
      expect(error).toContain(`the ${field} field`)
    }
    await refused('cron', { expression: '* * * *' }, 'CRON_FIELD_COUNT')
    await refused('cron', { expression: '0 0 0 * * * 2025' }, 'CRON_FIELD_COUNT')
    await refused('cron', { expression: '@reboot' }, 'CRON_MACRO')
    await refused('cron', { expression: '* * * * *', timezone: 'Mars/Olympus' }, 'TIMEZONE_INVALID')
    await refused('cron', { expression: '* * * * *', from: 'not a date at all' }, /^DATE_/)
    await refused('cron', { expression: '* * * * *', count: 0 }, 'PARAM_BETWEEN')
    await refused('cron', { expression: '* * * * *', count: 51 }, 'PARAM_BETWEEN')
    await refused('cron', { expression: `${'1,'.repeat(100)}1 * * * *` }, 'PARAM_MAX_LENGTH')
  })

  it('refuses expressions that never fire, quickly, while a light call still answers', async () => {
    for (const expression of ['0 0 30 2 *', '0 0 31 2,4,6 *', '0 0 31 11 *']) {
      await refused('cron', { expression }, 'CRON_NEVER_FIRES')
    }
    // The fifth Monday of February comes once in 28 years or more: none between 2073 and 2083.
    const rare = api.timed('cron', { params: { expression: '0 0 * 2 1#5', from: '2073-01-01T00:00:00Z', count: 50 } })
    const light = await api.timed('cron', { params: { expression: '@daily', count: 1 } })
    expect(light.res.statusCode).toBe(200)
    // Stepping through ten years of a rare expression is bounded by the worker's budget either way.
    await api.refused('cron', { params: { expression: '0 0 * 2 1#5', from: '2073-01-01T00:00:00Z' } }, 422, /^CRON_(?:NEVER_FIRES|TOO_SLOW)$/, { withinMs: 5_000 })
    expect((await rare).res.statusCode).toBe(422)
  })
})

describe('dev/x509', () => {
  const pem = (name: string) => readFileSync(new URL(`../fixtures/x509/${name}`, import.meta.url), 'utf8')
  const der64 = (name: string) => pem(name).replace(/-----[A-Z ]+-----|\s/g, '')

  // Every expected value below is what `openssl x509 -noout -text -serial -fingerprint -sha1/-sha256`
  // (OpenSSL 3.0) printed for the fixtures, which were made once with `openssl req -x509`.
  it('decodes a server certificate with every extension', async () => {
    const result = await ok('x509', { pem: pem('rsa-server.pem') })
    expect(result.count).toBe(1)
    const [cert] = result.certificates as Record<string, unknown>[]
    expect(cert).toMatchObject({
      version: 3,
      subject: { text: 'C=ES, ST=Madrid, O=Example Org, OU=Web, CN=www.example.test' },
      issuer: { text: 'C=ES, ST=Madrid, O=Example Org, OU=Web, CN=www.example.test' },
      serial: '128446905033E96A303671FC5706327687F95BCE',
      not_before: '2026-11-26T22:37:46Z',
      not_after: '2126-11-02T22:37:46Z',
      san: { dns: ['www.example.test', 'example.test'], ip: ['192.0.2.10', '2001:db8::10'], email: ['admin@example.test'], uri: ['https://example.test/'] },
      key: { type: 'rsa', bits: 2048, curve: null },
      signature_algorithm: 'sha256WithRSAEncryption',
      is_ca: false,
      key_usage: ['digitalSignature', 'keyEncipherment'],
      extended_key_usage: ['serverAuth', 'clientAuth'],
      fingerprints: {
        sha1: 'A9:24:6D:94:D6:BB:15:BD:2C:35:D2:A2:9D:0A:AB:09:CD:84:2D:3D',
        sha256: '0A:92:E4:9E:02:7E:C4:7E:17:70:10:4E:4A:99:79:4C:28:B5:BC:B4:2F:63:1E:4D:39:9A:8E:5E:96:DE:07:12',
      },
    })
    expect((cert!.subject as { fields: unknown[] }).fields).toEqual([
      { name: 'C', oid: '2.5.4.6', value: 'ES' }, { name: 'ST', oid: '2.5.4.8', value: 'Madrid' },
      { name: 'O', oid: '2.5.4.10', value: 'Example Org' }, { name: 'OU', oid: '2.5.4.11', value: 'Web' },
      { name: 'CN', oid: '2.5.4.3', value: 'www.example.test' },
    ])
    const days = Math.floor((Date.parse('2126-11-02T22:37:46Z') - Date.now()) / 86_400_000)
    expect(Math.abs((cert!.days_remaining as number) - days)).toBeLessThanOrEqual(1)
  })

  it('reads a chain in order, and Base64 DER', async () => {
    const result = await ok('x509', { pem: `${pem('ec-ca.pem')}\n${pem('ed25519.pem')}` })
    expect(result.count).toBe(2)
    expect(result.certificates).toMatchObject([
      {
        subject: { text: 'O=Example CA, CN=Example Root CA' }, serial: '41ECC504D78389D3B7AEB19E5502CCD38644BADF',
        not_after: '2036-11-23T22:37:46Z', key: { type: 'ec', bits: 384, curve: 'P-384' }, signature_algorithm: 'ecdsa-with-SHA384',
        is_ca: true, key_usage: ['keyCertSign', 'cRLSign'], extended_key_usage: [],
        fingerprints: { sha1: 'F1:1E:E0:ED:13:67:65:EF:61:CA:65:BC:A4:C6:C5:47:D9:9C:80:FE', sha256: '58:F5:84:69:CC:FD:76:B3:A6:53:A5:BC:E8:62:3A:2D:F9:06:F3:7A:1A:E7:EE:4A:D5:45:7C:2D:F6:B8:9A:05' },
      },
      {
        subject: { text: 'CN=ed25519.example.test' }, key: { type: 'ed25519', bits: null, curve: 'Ed25519' }, signature_algorithm: 'ED25519',
        fingerprints: { sha1: '0A:1E:D7:0E:A0:49:09:8E:BA:FE:CC:CF:95:3B:10:B8:09:3D:C9:25' },
      },
    ])
    // OpenSSL's TRUSTED CERTIFICATE (openssl x509 -trustout): the same certificate, same fingerprint.
    const trusted = await ok('x509', { pem: pem('ed25519-trusted.pem') })
    expect((trusted.certificates as Array<{ fingerprints: { sha1: string } }>)[0]!.fingerprints.sha1).toBe('0A:1E:D7:0E:A0:49:09:8E:BA:FE:CC:CF:95:3B:10:B8:09:3D:C9:25')
    const bare = await ok('x509', { pem: der64('rsa-server.pem') })
    expect((bare.certificates as Array<{ serial: string }>)[0]!.serial).toBe('128446905033E96A303671FC5706327687F95BCE')
  })

  it('refuses what is not a certificate, without reading a private key', async () => {
    const key = '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIA==\n-----END PRIVATE KEY-----'
    const { error } = await refused('x509', { pem: key }, 'X509_NOT_CERTIFICATE')
    expect(error).not.toContain('MC4C')
    await refused('x509', { pem: '' }, 'X509_NONE')
    await refused('x509', { pem: '-----BEGIN CERTIFICATE-----\nMIIB' }, 'X509_PEM_UNCLOSED')
    await refused('x509', { pem: '-----BEGIN CERTIFICATE-----\n!!!!\n-----END CERTIFICATE-----' }, 'X509_BASE64')
    await refused('x509', { pem: Buffer.from('not a certificate at all').toString('base64') }, 'X509_INVALID')
    const damaged = der64('rsa-server.pem')
    await refused('x509', { pem: damaged.slice(0, 200) }, 'X509_INVALID')
  })

  it('caps the number and size of certificates, and the input', async () => {
    const one = pem('ed25519.pem')
    expect((await ok('x509', { pem: one.repeat(MAX_CERTIFICATES) })).count).toBe(MAX_CERTIFICATES)
    await refused('x509', { pem: one.repeat(MAX_CERTIFICATES + 1) }, 'X509_TOO_MANY')
    await refused('x509', { pem: `-----BEGIN CERTIFICATE-----\n${'A'.repeat(100_000)}\n-----END CERTIFICATE-----` }, 'X509_TOO_LARGE')
    await refused('x509', { pem: 'A'.repeat(1_000_001) }, 'PARAM_MAX_LENGTH')
    await refused('x509', { pem: '-----BEGIN CERTIFICATE-----\n'.repeat(30_000) }, 'X509_TOO_MANY')
    await refused('x509', { pem: `-----BEGIN CERTIFICATE-----\n${'A'.repeat(900_000)}` }, 'X509_PEM_UNCLOSED')
  })

  // DER by hand: a certificate whose key is an absurd RSA modulus, refused from the raw bytes.
  const tlv = (tag: number, body: Buffer) => {
    const n = body.length
    const length = n < 128 ? Buffer.from([n]) : n < 256 ? Buffer.from([0x81, n]) : n < 65536 ? Buffer.from([0x82, n >> 8, n & 0xff]) : Buffer.from([0x83, n >> 16, (n >> 8) & 0xff, n & 0xff])
    return Buffer.concat([Buffer.from([tag]), length, body])
  }
  const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts))
  const rsaAlgorithm = seq(Buffer.from('06092a864886f70d0101010500', 'hex'))
  const name = seq(tlv(0x31, seq(Buffer.from('0603550403', 'hex'), tlv(0x0c, Buffer.from('x')))))
  const validity = seq(tlv(0x17, Buffer.from('250101000000Z')), tlv(0x17, Buffer.from('350101000000Z')))

  it('refuses absurd RSA keys and explicit EC curves before decoding, quickly', async () => {
    const modulus = Buffer.concat([Buffer.from([0]), Buffer.alloc(40_000, 0xff)]) // a 320,000-bit modulus
    const key = tlv(0x03, Buffer.concat([Buffer.from([0]), seq(tlv(0x02, modulus), tlv(0x02, Buffer.from([1, 0, 1])))]))
    const tbs = seq(tlv(0xa0, tlv(0x02, Buffer.from([2]))), tlv(0x02, Buffer.from([1])), rsaAlgorithm, name, validity, name, seq(rsaAlgorithm, key))
    const cert = seq(tbs, rsaAlgorithm, tlv(0x03, Buffer.from([0, 1])))
    const { error } = await refused('x509', { pem: cert.toString('base64') }, 'X509_KEY_TOO_LARGE')
    expect(error).toContain('16384 bits')
    await refused('x509', { pem: pem('ec-explicit.pem') }, 'X509_EC_EXPLICIT')
  })
})
