import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import dgram from 'node:dgram'
import type { FastifyInstance } from 'fastify'
import packet from 'dns-packet'
import { call, client, envelope, expectRefusal, makeApp, opAt, timed } from '../helpers.ts'
import { startFixtures, webOverrides, type Fixtures } from './web-fixtures.ts'
import { mod97 } from '../../src/lib/validators/iban.ts'

let f: Fixtures
let app: FastifyInstance
/** A DNS server that reads every query and answers none, and one with zones the web fixtures lack. */
let silent: dgram.Socket
let extra: dgram.Socket
let silentApp: FastifyInstance
let extraApp: FastifyInstance

const bind = (socket: dgram.Socket) => new Promise<number>((resolve) => socket.bind(0, '127.0.0.1', () => resolve(socket.address().port)))

beforeAll(async () => {
  f = await startFixtures()
  app = await makeApp(webOverrides(f))
  silent = dgram.createSocket('udp4')
  silent.on('message', () => {})
  silentApp = await makeApp({ ...webOverrides(f), DNS_SERVERS: `127.0.0.1:${await bind(silent)}` })
  // nullmx.test publishes a null MX (RFC 7505); bare.test exists with no records at all.
  extra = dgram.createSocket('udp4')
  extra.on('message', (msg, rinfo) => {
    const query = packet.decode(msg)
    const question = query.questions?.[0]
    if (!question) return
    const name = question.name.toLowerCase()
    const answers: packet.Answer[] = name === 'nullmx.test' && question.type === 'MX' ? [{ type: 'MX', name, ttl: 60, data: { preference: 0, exchange: '.' } }] : []
    const known = name === 'nullmx.test' || name === 'bare.test'
    extra.send(packet.encode({
      type: 'response', id: query.id, questions: query.questions, answers,
      flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | packet.AUTHORITATIVE_ANSWER | (known ? 0 : 3),
    }), rinfo.port, rinfo.address)
  })
  extraApp = await makeApp({ ...webOverrides(f), DNS_SERVERS: `127.0.0.1:${await bind(extra)}` })
})
afterAll(async () => {
  await Promise.all([app.close(), silentApp.close(), extraApp.close()])
  await f.close()
  await Promise.all([new Promise<void>((r) => silent.close(() => r())), new Promise<void>((r) => extra.close(() => r()))])
})

const api = client(() => app, 'dev', 'POST')
const ok = (name: string, params: Record<string, unknown>) => api.ok(name, { params })
const post = (name: string, params: Record<string, unknown>, lang?: string) => call(app, opAt(`dev/${name}`, 'POST'), params, { lang })
async function refused(name: string, params: Record<string, unknown>, status: number, code: string | RegExp, check: { message?: string | RegExp; withinMs?: number } = {}) {
  return expectRefusal(await timed(post(name, params)), status, code, { withinMs: 1000, ...check })
}
/** A light call answers quickly (a hostile one may be running). */
async function lightCallAnswers(): Promise<void> {
  const started = performance.now()
  const light = await app.inject({ method: 'GET', url: '/api/v1/number/roman?value=9' })
  expect(light.statusCode).toBe(200)
  expect(performance.now() - started).toBeLessThan(1000)
}

describe('dev/iban', () => {
  // The examples of the SWIFT IBAN Registry (the ISO 13616 registration authority), per country.
  it('accepts the IBAN registry examples, in print and electronic form', async () => {
    for (const [value, country, bban] of [
      ['GB82 WEST 1234 5698 7654 32', 'GB', 'WEST12345698765432'],
      ['DE89 3704 0044 0532 0130 00', 'DE', '370400440532013000'],
      ['FR14 2004 1010 0505 0001 3M02 606', 'FR', '20041010050500013M02606'],
      ['NL91 ABNA 0417 1643 00', 'NL', 'ABNA0417164300'],
      ['BE68 5390 0754 7034', 'BE', '539007547034'],
      ['ES9121000418450200051332', 'ES', '21000418450200051332'],
    ] as const) {
      const r = await ok('iban', { value })
      expect(r, value).toMatchObject({ valid: true, reason: null, country, check_digits: value.replace(/ /g, '').slice(2, 4), bban })
      expect(r.electronic).toBe(value.replace(/ /g, ''))
      expect(r.print).toBe(value.replace(/ /g, '').replace(/(.{4})(?=.)/g, '$1 '))
    }
  })

  it('computes ISO 7064 MOD 97-10 as the standard describes it', () => {
    // ISO 13616-1 annex: the rearranged GB82WEST… is 3214282912345698765432161182, and its remainder mod 97 is 1.
    expect(BigInt('3214282912345698765432161182') % 97n).toBe(1n)
    expect(mod97('GB82WEST12345698765432')).toBe(1)
    // With check digits 00 the remainder is 98 - 82 = 16 (ISO 7064: check digits = 98 - remainder).
    expect(mod97('GB00WEST12345698765432')).toBe(16)
  })

  it('says which check fails', async () => {
    expect(await ok('iban', { value: 'GB82 WEST 1234 5698 7654 33' })).toMatchObject({ valid: false, reason: 'checksum', country: 'GB' })
    expect(await ok('iban', { value: 'DE88 3704 0044 0532 0130 00' })).toMatchObject({ valid: false, reason: 'checksum' })
    expect(await ok('iban', { value: 'GB01WEST12345698765432' })).toMatchObject({ valid: false, reason: 'checksum' })
    expect(await ok('iban', { value: 'GB82 WEST 1234 5698 7654 3' })).toMatchObject({ valid: false, reason: 'length_for_country', expected_length: 22 })
    expect(await ok('iban', { value: 'XX82 WEST 1234 5698 7654 32' })).toMatchObject({ valid: false, reason: 'unknown_country', country: 'XX' })
    expect(await ok('iban', { value: 'GB82-WEST-1234' })).toMatchObject({ valid: false, reason: 'format', country: null })
    expect(await ok('iban', { value: '82GB WEST' })).toMatchObject({ valid: false, reason: 'format' })
    // Letters where the GB BBAN has digits, with the check digits recomputed so MOD 97-10 passes.
    const bban = 'WEST1234569876543A'
    const digits = String(98 - mod97(`GB00${bban}`)).padStart(2, '0')
    expect(await ok('iban', { value: `GB${digits}${bban}` })).toMatchObject({ valid: false, reason: 'bban_format' })
    // Belgium's national check (the last two digits, mod 97 of the first ten): 539007547034 → 35 is wrong.
    const be = '539007547035'
    const beDigits = String(98 - mod97(`BE00${be}`)).padStart(2, '0')
    expect(await ok('iban', { value: `BE${beDigits}${be}` })).toMatchObject({ valid: false, reason: 'national_checksum' })
  })

  it('reads lower case and an IBAN label', async () => {
    expect(await ok('iban', { value: 'IBAN nl91 abna 0417 1643 00' })).toMatchObject({ valid: true, electronic: 'NL91ABNA0417164300' })
  })

  it('caps the value at 64 characters; longer but bounded values answer valid: false', async () => {
    const long = 'GB82 WEST 1234 5698 7654 32 1234 5678 9012 3456 7890 1234 567890' // 64 characters
    expect(long.length).toBe(64)
    expect(await ok('iban', { value: long })).toMatchObject({ valid: false, reason: 'format' })
    await refused('iban', { value: long + '0' }, 422, 'PARAM_MAX_LENGTH')
    await refused('iban', { value: '' }, 422, 'VALIDATE_VALUE_EMPTY')
    await refused('iban', { value: '   ' }, 422, 'VALIDATE_VALUE_EMPTY')
    await refused('iban', {}, 422, 'PARAM_REQUIRED')
  })

  it('refuses a 10,000-digit IBAN quickly while a light call answers', async () => {
    const attack = timed(post('iban', { value: 'GB82' + '1'.repeat(10_000) }))
    await lightCallAnswers()
    expectRefusal(await attack, 422, 'PARAM_MAX_LENGTH', { withinMs: 1000 })
  })
})

describe('dev/card-number', () => {
  // The networks' test numbers as Stripe, PayPal and Adyen publish them in their test card lists.
  it('recognises the published test numbers', async () => {
    for (const [value, brand] of [
      ['4111 1111 1111 1111', 'Visa'],
      ['4012888888881881', 'Visa'],
      ['4222222222222', 'Visa'],
      ['5555 5555 5555 4444', 'Mastercard'],
      ['2223 0031 2200 3222', 'Mastercard'],
      ['5105105105105100', 'Mastercard'],
      ['3782 822463 10005', 'American Express'],
      ['371449635398431', 'American Express'],
      ['6011 1111 1111 1117', 'Discover'],
      ['6011000990139424', 'Discover'],
      ['3530 1113 3330 0000', 'JCB'],
      ['3566002020360505', 'JCB'],
      ['3056 9309 0259 04', 'Diners'],
      ['36227206271667', 'Diners'],
      ['6200 0000 0000 0005', 'UnionPay'],
      ['6759649826438453', 'Maestro'],
    ] as const) {
      const r = await ok('card-number', { value })
      const digits = value.replace(/ /g, '')
      expect(r, value).toMatchObject({ valid: true, reason: null, brand, length: digits.length, length_ok: true, luhn: true })
      expect(r.masked).toBe('*'.repeat(digits.length - 4) + digits.slice(-4))
    }
  })

  it('resolves overlapping ranges by the longest prefix', async () => {
    // 622126 is in Discover's 622126-622925 and UnionPay's 62; 65 in Discover and Maestro's 56-69.
    const luhnComplete = (body: string) => {
      for (let d = 0; d < 10; d++) {
        const n = body + d
        let sum = 0
        for (let i = 0; i < n.length; i++) {
          let x = Number(n[n.length - 1 - i])
          if (i % 2 === 1) { x *= 2; if (x > 9) x -= 9 }
          sum += x
        }
        if (sum % 10 === 0) return n
      }
      throw new Error('unreachable')
    }
    expect(await ok('card-number', { value: luhnComplete('622126000000000') })).toMatchObject({ brand: 'Discover', valid: true })
    expect(await ok('card-number', { value: luhnComplete('622125000000000') })).toMatchObject({ brand: 'UnionPay', valid: true })
    expect(await ok('card-number', { value: luhnComplete('650000000000000') })).toMatchObject({ brand: 'Discover' })
    expect(await ok('card-number', { value: luhnComplete('630400000000000') })).toMatchObject({ brand: 'Maestro' })
    expect(await ok('card-number', { value: luhnComplete('22200000000000') + '00' })).toMatchObject({ brand: null, reason: 'unknown_brand' })
    expect(await ok('card-number', { value: luhnComplete('272099999999999') })).toMatchObject({ brand: 'Mastercard', valid: true })
    expect(await ok('card-number', { value: luhnComplete('272100000000000') })).toMatchObject({ brand: null })
  })

  it('says which check fails, never echoing the number', async () => {
    const wrong = await post('card-number', { value: '4111 1111 1111 1112' })
    expect(envelope(wrong).result).toMatchObject({ valid: false, reason: 'checksum', brand: 'Visa', luhn: false, length_ok: true, masked: '************1112' })
    expect(wrong.body).not.toMatch(/41111111|4111 1111/)
    expect(await ok('card-number', { value: '4111 1111 1111 11' })).toMatchObject({ valid: false, reason: 'length', brand: 'Visa', length_ok: false, allowed_lengths: [13, 16, 19] })
    expect(await ok('card-number', { value: '9111 1111 1111 1111' })).toMatchObject({ valid: false, reason: 'unknown_brand', brand: null })
    expect(await ok('card-number', { value: '4111 1111 1111 111x' })).toMatchObject({ valid: false, reason: 'format', masked: null })
    expect(await ok('card-number', { value: '4111111' })).toMatchObject({ masked: '*******' })
    const over = await refused('card-number', { value: '4111 1111 1111 1111 4111 1111 1111' }, 422, 'PARAM_MAX_LENGTH')
    expect(JSON.stringify(over)).not.toMatch(/4111/)
  })

  it('caps the value at 32 characters', async () => {
    const value = '4111-1111-1111-1111-111' + ' '.repeat(9) // 32 characters, 19 digits
    expect(value.length).toBe(32)
    expect(await ok('card-number', { value })).toMatchObject({ length: 19, brand: 'Visa' })
    await refused('card-number', { value: value + ' ' }, 422, 'PARAM_MAX_LENGTH')
    await refused('card-number', { value: '1'.repeat(10_000) }, 422, 'PARAM_MAX_LENGTH')
    await refused('card-number', { value: '' }, 422, 'VALIDATE_VALUE_EMPTY')
  })
})

describe('dev/phone', () => {
  // libphonenumber's own examples: the example numbers of its metadata (getExampleNumber).
  it('reads libphonenumber\'s example numbers', async () => {
    for (const [value, country, e164, type, national] of [
      ['201-555-0123', 'US', '+12015550123', 'fixed_line_or_mobile', '(201) 555-0123'],
      ['07400 123456', 'GB', '+447400123456', 'mobile', '07400 123456'],
      ['01512 3456789', 'DE', '+4915123456789', 'mobile', '01512 3456789'],
      ['030 123456', 'DE', '+4930123456', 'fixed_line', '030 123456'],
      ['612 34 56 78', 'ES', '+34612345678', 'mobile', '612 34 56 78'],
      ['810 12 34 56', 'ES', '+34810123456', 'fixed_line', '810 12 34 56'],
      ['(11) 96123-4567', 'BR', '+5511961234567', 'mobile', '(11) 96123-4567'],
      ['090-1234-5678', 'JP', '+819012345678', 'mobile', '090-1234-5678'],
      ['0800 123 4567', 'GB', '+448001234567', 'toll_free', '0800 123 4567'],
    ] as const) {
      const r = await ok('phone', { value, country })
      expect(r, value).toMatchObject({ valid: true, possible: true, reason: null, e164, type, national, country, rfc3966: `tel:${e164}` })
    }
    expect(await ok('phone', { value: '+44 7400 123456' })).toMatchObject({ valid: true, country: 'GB', calling_code: '44', national_number: '7400123456', international: '+44 7400 123456' })
    // The number's own calling code wins over country.
    expect(await ok('phone', { value: '+34 612 34 56 78', country: 'US' })).toMatchObject({ valid: true, country: 'ES' })
    expect(await ok('phone', { value: '+1 201-555-0123 ext. 42' })).toMatchObject({ valid: true, extension: '42' })
  })

  it('says why a number is not valid', async () => {
    expect(await ok('phone', { value: '+1 201' })).toMatchObject({ valid: false, possible: false, reason: 'too_short' })
    expect(await ok('phone', { value: '+1 2015550123456789' })).toMatchObject({ valid: false, reason: 'too_long' })
    expect(await ok('phone', { value: 'call me maybe', country: 'US' })).toMatchObject({ valid: false, reason: 'not_a_number', e164: null })
    expect(await ok('phone', { value: '+999 1234 5678' })).toMatchObject({ valid: false, reason: 'invalid_country' })
    // The right length for the US, but area code 099 is not assigned.
    expect(await ok('phone', { value: '099-555-0123', country: 'US' })).toMatchObject({ valid: false, reason: 'invalid_number' })
  })

  it('refuses a national number without country, and an unknown country', async () => {
    await refused('phone', { value: '07400 123456' }, 422, 'PHONE_COUNTRY_NEEDED')
    await refused('phone', { value: '07400 123456', country: 'XX' }, 422, 'PHONE_COUNTRY_UNKNOWN', { message: /"XX"/ })
    await refused('phone', { value: '07400 123456', country: 'United Kingdom of G' }, 422, 'PARAM_MAX_LENGTH')
  })

  it('answers the Spanish message in Spanish', async () => {
    const res = await post('phone', { value: '612 34 56 78' }, 'es')
    expectRefusal(res, 422, 'PHONE_COUNTRY_NEEDED', { message: /^value no tiene prefijo internacional y no se indicó country/ })
  })

  it('caps the value at 64 characters', async () => {
    const value = '+44 7400 123456' + ' '.repeat(49)
    expect(value.length).toBe(64)
    expect(await ok('phone', { value })).toMatchObject({ valid: true })
    await refused('phone', { value: value + ' ' }, 422, 'PARAM_MAX_LENGTH')
    await refused('phone', { value: '' }, 422, 'VALIDATE_VALUE_EMPTY')
  })

  it('answers hostile values in bounded time while a light call answers', async () => {
    const attacks = ['+' + '1'.repeat(63), '('.repeat(64), '1-'.repeat(32), '+1 ' + 'x'.repeat(61), '+1 2015550123 ext. ' + '9'.repeat(45)]
      .map((value) => timed(post('phone', { value, country: 'US' })))
    await lightCallAnswers()
    for (const attack of attacks) {
      const { res, ms } = await attack
      expect(res.statusCode).toBe(200)
      expect(ms).toBeLessThan(2000)
    }
    await refused('phone', { value: '1'.repeat(100_000), country: 'US' }, 422, 'PARAM_MAX_LENGTH')
  })
})

describe('dev/email-validate', () => {
  // RFC 3696 section 3 as corrected by its errata (EID 246): the valid forms quote what needs quoting.
  it('accepts RFC 3696\'s valid examples', async () => {
    for (const value of [
      '"Abc\\@def"@example.com', '"Fred\\ Bloggs"@example.com', '"Joe.\\\\Blow"@example.com', '"Abc@def"@example.com',
      '"Fred Bloggs"@example.com', 'customer/department=shipping@example.com', '$A12345@example.com', '!def!xyz%abc@example.com',
      '_somename@example.com',
    ]) {
      const r = await ok('email-validate', { value })
      expect(r, value).toMatchObject({ valid: true, reason: null, domain: 'example.com', ascii_domain: 'example.com', normalized: value })
    }
    expect(await ok('email-validate', { value: '"Fred Bloggs"@example.com' })).toMatchObject({ quoted_local: true, local: '"Fred Bloggs"' })
  })

  it('refuses the forms the errata made invalid, and RFC 5322\'s other rules', async () => {
    // Errata 246: a backslash outside a quoted string is not allowed.
    for (const value of ['Abc\\@def@example.com', 'Fred\\ Bloggs@example.com', 'Joe.\\\\Blow@example.com']) {
      expect(await ok('email-validate', { value }), value).toMatchObject({ valid: false, reason: 'local_invalid_char' })
    }
    const cases: [string, string][] = [
      ['Abc.example.com', 'no_at'],
      ['@example.com', 'local_empty'],
      ['.abc@example.com', 'local_dots'], ['abc.@example.com', 'local_dots'], ['a..b@example.com', 'local_dots'],
      ['a"b(c)d,e:f;g<h>i[j\\k]l@example.com', 'local_invalid_char'],
      ['Fred Bloggs <fred@example.com>', 'local_invalid_char'],
      ['"unclosed@example.com', 'quoted_invalid'],
      ['a@', 'domain_empty'],
      ['a@example', 'domain_no_dot'],
      ['a@-example.com', 'domain_invalid'], ['a@example.com.', 'domain_invalid'], ['a@exa_mple.com', 'domain_invalid'], ['a@192.0.2.1', 'domain_invalid'],
      ['a@[192.0.2.256]', 'domain_literal_invalid'], ['a@[2001:db8::1]', 'domain_literal_invalid'],
    ]
    for (const [value, reason] of cases) expect(await ok('email-validate', { value }), value).toMatchObject({ valid: false, reason })
  })

  it('takes address literals (RFC 5321 section 4.1.3) and internationalised domains (UTS 46)', async () => {
    expect(await ok('email-validate', { value: 'postmaster@[192.0.2.1]' })).toMatchObject({ valid: true, ip_literal: true, ascii_domain: '[192.0.2.1]' })
    expect(await ok('email-validate', { value: 'postmaster@[IPv6:2001:db8::1]' })).toMatchObject({ valid: true, ip_literal: true })
    // RFC 3492 / UTS 46: bücher → xn--bcher-kva; the upper-case domain is lower-cased, the local part kept.
    expect(await ok('email-validate', { value: '  Info@BÜCHER.de ' })).toMatchObject({
      valid: true, local: 'Info', domain: 'BÜCHER.de', ascii_domain: 'xn--bcher-kva.de', normalized: 'Info@xn--bcher-kva.de', smtputf8: true,
    })
    // UTF-8 in the local part (RFC 6531); 例子.测试 is IANA's IDN test name, xn--fsqu00a.xn--0zwm56d.
    expect(await ok('email-validate', { value: '用户@例子.测试' })).toMatchObject({ valid: true, ascii_domain: 'xn--fsqu00a.xn--0zwm56d', smtputf8: true })
  })

  it('bounds: local part 64 octets, domain 253, address 254, value 320 characters', async () => {
    const label = (c: string, n = 63) => c.repeat(n)
    expect(await ok('email-validate', { value: `${'a'.repeat(64)}@example.com` })).toMatchObject({ valid: true })
    expect(await ok('email-validate', { value: `${'a'.repeat(65)}@example.com` })).toMatchObject({ valid: false, reason: 'local_too_long' })
    expect(await ok('email-validate', { value: `${'é'.repeat(33)}@example.com` })).toMatchObject({ valid: false, reason: 'local_too_long' }) // 66 octets
    const domain253 = `${label('b')}.${label('c')}.${label('d')}.${label('e', 61)}`
    expect(domain253.length).toBe(253)
    expect(await ok('email-validate', { value: `a@${domain253}` })).toMatchObject({ valid: false, reason: 'too_long' })
    expect(await ok('email-validate', { value: `a@${domain253.slice(1)}` })).toMatchObject({ valid: true })
    expect(await ok('email-validate', { value: `a@x${domain253}` })).toMatchObject({ valid: false, reason: 'domain_too_long' })
    expect(await ok('email-validate', { value: `a@${label('b', 64)}.com` })).toMatchObject({ valid: false, reason: 'domain_invalid' })
    const value320 = `${'a'.repeat(64)}@${'b'.repeat(255)}`
    expect(value320.length).toBe(320)
    expect(await ok('email-validate', { value: value320 })).toMatchObject({ valid: false, reason: 'domain_too_long' })
    await refused('email-validate', { value: value320 + 'b' }, 422, 'PARAM_MAX_LENGTH')
    await refused('email-validate', { value: '' }, 422, 'VALIDATE_VALUE_EMPTY')
    await refused('email-validate', { value: ' \t ' }, 422, 'VALIDATE_VALUE_EMPTY')
  })

  it('answers hostile values in bounded time while a light call answers', async () => {
    const attacks = [
      '"' + '\\'.repeat(62) + '@example.com', 'a.'.repeat(160), '@'.repeat(320), `a@${'.'.repeat(318)}`, `a@${'ü.'.repeat(159)}`,
      `a@[${'1.'.repeat(158)}]`, `a@${'ü'.repeat(318)}`,
    ].map((value) => timed(post('email-validate', { value })))
    await lightCallAnswers()
    for (const attack of attacks) {
      const { res, ms } = await attack
      expect(res.statusCode).toBe(200)
      expect(ms).toBeLessThan(2000)
    }
    await refused('email-validate', { value: 'x'.repeat(100_000) }, 422, 'PARAM_MAX_LENGTH')
    expectRefusal(await timed(post('email-validate', { value: 'x'.repeat(5_000_000) })), 413, 'BODY_TOO_LARGE', { withinMs: 2000 })
  })

  describe('check_mx, on the loopback DNS server', () => {
    const mx = (target: FastifyInstance, value: string) => client(() => target, 'dev', 'POST').ok('email-validate', { params: { value, check_mx: 1 } })

    it('returns the MX records sorted by preference', async () => {
      expect(await mx(app, 'user@site.test')).toMatchObject({
        valid: true, reason: null, implicit_mx: false,
        mx: [{ exchange: 'mx1.site.test', priority: 10 }, { exchange: 'mx2.site.test', priority: 20 }],
      })
      expect(await ok('email-validate', { value: 'user@site.test' })).toMatchObject({ valid: true, mx: null, implicit_mx: null })
    })

    it('without MX, an address record is the implicit MX (RFC 5321 section 5.1)', async () => {
      expect(await mx(app, 'user@v6.test')).toMatchObject({ valid: true, mx: [], implicit_mx: true })
    })

    it('a domain that does not exist, one with no records and a null MX are not valid', async () => {
      expect(await mx(app, 'user@nowhere.test')).toMatchObject({ valid: false, reason: 'domain_not_found', mx: [] })
      expect(await mx(extraApp, 'user@bare.test')).toMatchObject({ valid: false, reason: 'no_mail_server', mx: [], implicit_mx: false })
      expect(await mx(extraApp, 'user@nullmx.test')).toMatchObject({ valid: false, reason: 'null_mx', mx: [{ priority: 0 }] })
      expect(await mx(app, 'user@mail.localhost')).toMatchObject({ valid: false, reason: 'no_mail_server' })
    })

    it('does not look up an invalid address or an address literal', async () => {
      expect(await mx(silentApp, 'a..b@site.test')).toMatchObject({ valid: false, reason: 'local_dots', mx: null })
      expect(await mx(silentApp, 'a@[192.0.2.1]')).toMatchObject({ valid: true, mx: null })
    })

    it('answers 504 DNS_TIMEOUT within the configured budget when the servers are silent', async () => {
      const attack = timed(call(silentApp, opAt('dev/email-validate', 'POST'), { value: 'user@site.test', check_mx: true }))
      await lightCallAnswers()
      expectRefusal(await attack, 504, 'DNS_TIMEOUT', { withinMs: 3_000 + 1_000 })
    }, 10_000)
  })
})
