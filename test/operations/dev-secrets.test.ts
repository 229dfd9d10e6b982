import {
  createDecipheriv, createCipheriv, createHmac, createPrivateKey, createPublicKey, generateKeyPairSync, pbkdf2Sync, randomBytes,
  sign as nodeSign, verify as nodeVerify, constants, type KeyObject,
} from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { client, makeApp } from '../helpers.ts'
import { anyDigestHex } from '../../src/lib/crypto/digest.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const api = client(() => app, 'dev')
const get = client(() => app, 'dev', 'GET')
const ok = (name: string, params: Record<string, unknown>) => api.ok(name, { params })
const refused = (name: string, params: Record<string, unknown>, code: string, message?: string | RegExp, status = 422) =>
  api.refused(name, { params }, status, code, { ...(message !== undefined && { message }), withinMs: 5000 })

const FOX = 'The quick brown fox jumps over the lazy dog'
const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url')

describe('dev/hash: SHA-3, Keccak, SHA-512/256, BLAKE2, BLAKE3', () => {
  // SHA-3: FIPS 202 examples ("abc", the empty string, the 448-bit message), as Python's hashlib gives them.
  // SHA-512/256: FIPS 180-4 examples, hashlib. BLAKE2b-512 "abc": RFC 7693 appendix A; BLAKE2s-256 "abc": RFC 7693 appendix B.
  // Keccak-256: the Ethereum values ("" → c5d246…), checked once with a separate Keccak-f[1600] written in Python.
  // BLAKE3: the official test_vectors.json of BLAKE3-team/BLAKE3 (input_len 0 and 1, first 32 bytes of "hash").
  it.each([
    ['sha3-224', '', '6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7'],
    ['sha3-224', 'abc', 'e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf'],
    ['sha3-256', '', 'a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a'],
    ['sha3-256', 'abc', '3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532'],
    ['sha3-256', 'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376'],
    ['sha3-384', 'abc', 'ec01498288516fc926459f58e2c6ad8df9b473cb0fc08c2596da7cf0e49be4b298d88cea927ac7f539f1edf228376d25'],
    ['sha3-512', '', 'a69f73cca23a9ac5c8b567dc185a756e97c982164fe25859e0d1dcc1475c80a615b2123af1f5f94c11e3e9402c3ac558f500199d95b6d3e301758586281dcd26'],
    ['sha3-512', 'abc', 'b751850b1a57168a5693cd924b6b096e08f621827444f70d884f5d0240d2712e10e116e9192af3c91a7ec57647e3934057340b4cf408d5a56592f8274eec53f0'],
    ['keccak-256', '', 'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470'],
    ['keccak-256', 'abc', '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45'],
    ['keccak-256', FOX, '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15'],
    ['sha512-256', '', 'c672b8d1ef56ed28ab87c3622c5114069bdd3ad7b8f9737498d0c01ecef0967a'],
    ['sha512-256', 'abc', '53048e2681941ef99b2e29b76b4c7dabe4c2d0c634fc6d46e0e2f13107e7af23'],
    ['blake2b-512', '', '786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce'],
    ['blake2b-512', 'abc', 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923'],
    ['blake2s-256', '', '69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9'],
    ['blake2s-256', 'abc', '508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982'],
    ['blake3', '', 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262'],
    ['blake3', '\u0000', '2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213'],
  ])('%s(%j)', async (algo, text, hash) => {
    expect(await get.ok('hash', { params: { text, algo } })).toEqual({ algorithm: algo, hash, bytes: Buffer.byteLength(text) })
  })

  it('BLAKE3 over several chunks (official vectors, input_len 1023 and 1024)', async () => {
    const input = (length: number) => Uint8Array.from({ length }, (_, i) => i % 251)
    expect(await anyDigestHex('blake3', input(1023))).toBe('10108970eeda3eb932baac1428c7a2163b0e924c9a9e25b35bba72b28f70bd11')
    expect(await anyDigestHex('blake3', input(1024))).toBe('42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7')
  })

  it('digests a megabyte-long text quickly', async () => {
    const text = 'a'.repeat(1_000_000)
    for (const algo of ['keccak-256', 'blake3', 'sha3-512']) {
      const { res, ms } = await api.timed(get.op('hash'), { params: { text, algo } })
      expect(res.statusCode).toBe(200)
      expect(ms).toBeLessThan(3000)
    }
  })
})

describe('dev/pbkdf2', () => {
  // RFC 6070 (PBKDF2-HMAC-SHA1) and RFC 7914 section 11 (PBKDF2-HMAC-SHA256); also checked with Python's hashlib.pbkdf2_hmac.
  it.each([
    ['password', 'salt', 1, 20, 'sha1', '0c60c80f961f0e71f3a9b524af6012062fe037a6'],
    ['password', 'salt', 2, 20, 'sha1', 'ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957'],
    ['password', 'salt', 4096, 20, 'sha1', '4b007901b765489abead49d926f721d065a429c1'],
    ['passwordPASSWORDpassword', 'saltSALTsaltSALTsaltSALTsaltSALTsalt', 4096, 25, 'sha1', '3d2eec4fe41c849b80c8d83662c0e44a8b291a964cf2f07038'],
    ['pass\u0000word', 'sa\u0000lt', 4096, 16, 'sha1', '56fa6aa75548099dcc37d7f03425e0c3'],
    ['passwd', 'salt', 1, 64, 'sha256', '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783'],
    ['Password', 'NaCl', 80000, 64, 'sha256', '4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d'],
    // Python: hashlib.pbkdf2_hmac('sha512', b'password', b'salt', 1000, 64)
    ['password', 'salt', 1000, 64, 'sha512', 'afe6c5530785b6cc6b1c6453384731bd5ee432ee549fd42fb6695779ad8a1c5bf59de69c48f774efc4007d5298f9033c0241d5ab69305e7b64eceeb8d834cfec'],
  ])('%j / %j, %i iterations, %i bytes, %s', async (password, salt, iterations, length, algo, hex) => {
    const result = await ok('pbkdf2', { password, salt, iterations, length, algo })
    expect(result).toEqual({ hex, base64: Buffer.from(hex, 'hex').toString('base64') })
  })

  it('defaults to 600,000 iterations of HMAC-SHA256 and 32 bytes (Python: pbkdf2_hmac("sha256", b"password", b"salt", 600000, 32))', async () => {
    expect((await ok('pbkdf2', { password: 'password', salt: 'salt' })).hex).toBe('669cfe52482116fda1aa2cbe409b2f56c8e4563752b7a28f6eaab614ee005178')
  })

  it('reads a salt in hex or Base64', async () => {
    const expected = '0c60c80f961f0e71f3a9b524af6012062fe037a6'
    expect((await ok('pbkdf2', { password: 'password', salt: '73616c74', salt_encoding: 'hex', iterations: 1, length: 20, algo: 'sha1' })).hex).toBe(expected)
    expect((await ok('pbkdf2', { password: 'password', salt: 'c2FsdA==', salt_encoding: 'base64', iterations: 1, length: 20, algo: 'sha1' })).hex).toBe(expected)
    await refused('pbkdf2', { password: 'p', salt: 'zz', salt_encoding: 'hex', iterations: 1 }, 'KDF_INPUT_ENCODING', /^salt is not valid hex/)
  })

  it.each([
    [{ iterations: 0 }, 'PARAM_BETWEEN', 'iterations must be between 1 and 2000000'],
    [{ iterations: 2_000_001 }, 'PARAM_BETWEEN', 'iterations must be between 1 and 2000000'],
    [{ iterations: 1e308 }, 'PARAM_BETWEEN', undefined],
    [{ length: 0 }, 'PARAM_BETWEEN', 'length must be between 1 and 256'],
    [{ length: 257 }, 'PARAM_BETWEEN', 'length must be between 1 and 256'],
    [{ algo: 'md5' }, 'PARAM_ENUM', undefined],
    [{ password: 'x'.repeat(1025) }, 'PARAM_MAX_LENGTH', undefined],
    [{ salt: 'x'.repeat(1025) }, 'PARAM_MAX_LENGTH', undefined],
    // RFC 6070's 16,777,216 iterations, and 2,000,000 iterations × 13 blocks of SHA-1: refused before any work
    [{ iterations: 16_777_216, algo: 'sha1' }, 'PARAM_BETWEEN', undefined],
    [{ iterations: 2_000_000, length: 256, algo: 'sha1' }, 'PBKDF2_WORK_LIMIT', /2000000 iterations × 13 blocks is 26000000, above the 4000000 allowed; lower length to at most 20 bytes \(one block\), or iterations to at most 307692$/],
  ])('refuses %j quickly', async (change, code, message) => {
    await refused('pbkdf2', { password: 'p', salt: 's', ...change }, code, message)
  })

  it('takes the largest work allowed: 2,000,000 iterations, two SHA-256 blocks', async () => {
    const result = await ok('pbkdf2', { password: 'p', salt: 's', iterations: 2_000_000, length: 64 })
    expect(result.hex).toBe(pbkdf2Sync('p', 's', 2_000_000, 64, 'sha256').toString('hex'))
  }, 30_000)

  it('requires password and salt', async () => {
    await refused('pbkdf2', { salt: 's' }, 'PARAM_REQUIRED', 'password is required')
    await refused('pbkdf2', { password: 'p' }, 'PARAM_REQUIRED', 'salt is required')
  })
})

describe('dev/scrypt', () => {
  // RFC 7914 section 12; also checked with Python's hashlib.scrypt.
  it.each([
    ['', '', 16, 1, 1, '77d6576238657b203b19ca42c18a0497f16b4844e3074ae8dfdffa3fede21442fcd0069ded0948f8326a753a0fc81f17e8d3e0fb2e0d3628cf35e20c38d18906'],
    ['password', 'NaCl', 1024, 8, 16, 'fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640'],
    ['pleaseletmein', 'SodiumChloride', 16384, 8, 1, '7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887'],
  ])('RFC 7914: %j / %j, N=%i, r=%i, p=%i', async (password, salt, n, r, p, hex) => {
    expect(await ok('scrypt', { password, salt, n, r, p, length: 64 })).toEqual({ hex, base64: Buffer.from(hex, 'hex').toString('base64') })
  })

  it('uses n=2^15, r=8, p=1 and 32 bytes by default', async () => {
    const result = await ok('scrypt', { password: 'pw', salt: 'salt' })
    expect(result.hex).toMatch(/^[0-9a-f]{64}$/)
    expect(result).toEqual(await ok('scrypt', { password: 'pw', salt: '73616c74', salt_encoding: 'hex', n: 32768, r: 8, p: 1, length: 32 }))
  })

  it.each([
    // RFC 7914's fourth vector (N=2^20, r=8) needs 1 GiB: refused before any memory is taken
    [{ n: 1_048_576, r: 8 }, 'SCRYPT_MEMORY_LIMIT', 'scrypt needs 128·n·r bytes at once: n=1048576 and r=8 make 1024 MiB, above the 128 MiB allowed; lower n or r'],
    [{ n: 262_144, r: 8 }, 'SCRYPT_MEMORY_LIMIT', undefined],
    [{ n: 1_048_576, r: 1 }, 'SCRYPT_N_FOR_R', 'scrypt needs n below 2^(16·r) (RFC 7914): with r=1, n may be at most 32768; raise r to at least 2 or lower n'],
    [{ n: 65_536, r: 1 }, 'SCRYPT_N_FOR_R', undefined],
    [{ n: 1_048_576, r: 2 }, 'SCRYPT_MEMORY_LIMIT', undefined],
    [{ n: 1000 }, 'SCRYPT_N_POWER_OF_TWO', 'n must be a power of two, such as 16384 (2^14) or 32768 (2^15); 1000 is not: use 512 or 1024'],
    [{ n: 131_072, r: 8, p: 16 }, 'SCRYPT_WORK_LIMIT', /above the 4194304 allowed/],
    [{ n: 1 }, 'PARAM_BETWEEN', 'n must be between 2 and 1048576'],
    [{ n: 2_097_152 }, 'PARAM_BETWEEN', 'n must be between 2 and 1048576'],
    [{ r: 0 }, 'PARAM_BETWEEN', 'r must be between 1 and 32'],
    [{ r: 33 }, 'PARAM_BETWEEN', 'r must be between 1 and 32'],
    [{ p: 0 }, 'PARAM_BETWEEN', 'p must be between 1 and 16'],
    [{ p: 17 }, 'PARAM_BETWEEN', 'p must be between 1 and 16'],
    [{ length: 0 }, 'PARAM_BETWEEN', 'length must be between 1 and 256'],
    [{ length: 257 }, 'PARAM_BETWEEN', 'length must be between 1 and 256'],
    [{ salt: 'not base64!', salt_encoding: 'base64' }, 'KDF_INPUT_ENCODING', /^salt is not valid base64/],
  ])('refuses %j quickly', async (change, code, message) => {
    await refused('scrypt', { password: 'p', salt: 's', ...change }, code, message)
  })

  it('takes n=2^19 with r=2 (128 MiB, the most memory allowed)', async () => {
    const result = await ok('scrypt', { password: 'p', salt: 's', n: 524_288, r: 2, p: 1, length: 16 })
    expect(result.hex).toMatch(/^[0-9a-f]{32}$/)
  }, 30_000)

  it('answers in Spanish', async () => {
    const refusal = await api.refused('scrypt', { params: { password: 'p', salt: 's', n: 1000 }, lang: 'es' }, 422, 'SCRYPT_N_POWER_OF_TWO')
    expect(refusal.error).toMatch(/^n debe ser una potencia de dos/)
  })
})

describe('dev/aes', () => {
  /** An independent decryption of the documented layout, straight from node:crypto. */
  function openSealed(output: string, password: string): string {
    const bytes = Buffer.from(output, 'base64')
    expect(bytes[0]).toBe(0x01)
    const salt = bytes.subarray(1, 17)
    const iv = bytes.subarray(17, 29)
    const tag = bytes.subarray(bytes.length - 16)
    const key = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, 600_000, 32, 'sha256')
    const decipher = createDecipheriv('aes-256-gcm', key, iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(bytes.subarray(29, bytes.length - 16)), decipher.final()]).toString('utf8')
  }

  /** An independent encryption in the documented layout. */
  function seal(text: string, password: string): string {
    const salt = randomBytes(16)
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', pbkdf2Sync(Buffer.from(password, 'utf8'), salt, 600_000, 32, 'sha256'), iv)
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
    return Buffer.concat([Buffer.of(1), salt, iv, body, cipher.getAuthTag()]).toString('base64')
  }

  it('encrypts in the documented layout: another AES-GCM implementation opens it', async () => {
    const text = 'Grüße, 世界 😀'
    const { mode, output } = await ok('aes', { text, password: 'pässword' }) as { mode: string; output: string }
    expect(mode).toBe('encrypt')
    expect(Buffer.from(output, 'base64').length).toBe(1 + 16 + 12 + Buffer.byteLength(text) + 16)
    expect(openSealed(output, 'pässword')).toBe(text)
    // a new salt and IV every time
    const again = (await ok('aes', { text, password: 'pässword' })).output as string
    expect(again).not.toBe(output)
    expect(Buffer.from(again, 'base64').subarray(1, 29).equals(Buffer.from(output, 'base64').subarray(1, 29))).toBe(false)
  })

  it('decrypts what another implementation sealed, and its own output, the empty text included', async () => {
    expect(await ok('aes', { text: seal('hello', 'pw'), password: 'pw', mode: 'decrypt' })).toEqual({ mode: 'decrypt', output: 'hello' })
    const sealed = (await ok('aes', { text: '', password: 'pw' })).output as string
    expect(await ok('aes', { text: sealed, password: 'pw', mode: 'decrypt' })).toEqual({ mode: 'decrypt', output: '' })
  })

  it('a wrong password or any altered byte answers DECRYPT_FAILED', async () => {
    const sealed = seal('attack at dawn', 'right')
    await refused('aes', { text: sealed, password: 'wrong', mode: 'decrypt' }, 'DECRYPT_FAILED')
    const bytes = Buffer.from(sealed, 'base64')
    for (const at of [5, 20, 31, bytes.length - 1]) {
      const altered = Buffer.from(bytes)
      altered[at]! ^= 0x01
      await api.refused('aes', { params: { text: altered.toString('base64'), password: 'right', mode: 'decrypt' } }, 422, 'DECRYPT_FAILED')
    }
  })

  it('refuses input that is not an output of encrypt before deriving a key', async () => {
    await refused('aes', { text: 'not base64!', password: 'pw', mode: 'decrypt' }, 'AES_INPUT_BASE64', /^to decrypt, text must be the Base64 output of encrypt: /)
    await refused('aes', { text: Buffer.alloc(44, 1).toString('base64'), password: 'pw', mode: 'decrypt' }, 'AES_INPUT_TOO_SHORT',
      'to decrypt, text must hold at least 45 bytes (version, salt, IV and tag), but it holds 44; send the whole output of encrypt')
    await refused('aes', { text: Buffer.alloc(60, 2).toString('base64'), password: 'pw', mode: 'decrypt' }, 'AES_VERSION')
  })

  it('refuses a decrypted text that is not UTF-8', async () => {
    const salt = randomBytes(16)
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', pbkdf2Sync('pw', salt, 600_000, 32, 'sha256'), iv)
    const body = Buffer.concat([cipher.update(Buffer.from([0xff, 0xfe])), cipher.final()])
    const sealed = Buffer.concat([Buffer.of(1), salt, iv, body, cipher.getAuthTag()]).toString('base64')
    await refused('aes', { text: sealed, password: 'pw', mode: 'decrypt' }, 'AES_NOT_TEXT')
  })

  it('bounds the text and the password', async () => {
    await refused('aes', { text: 'x'.repeat(1_000_001), password: 'pw' }, 'PARAM_MAX_LENGTH')
    await refused('aes', { text: 'x'.repeat(2_000_001), password: 'pw', mode: 'decrypt' }, 'PARAM_MAX_LENGTH')
    await refused('aes', { text: 'x', password: 'p'.repeat(1025) }, 'PARAM_MAX_LENGTH')
    await refused('aes', { text: 'x', password: 'pw', mode: 'rot13' }, 'PARAM_ENUM')
    await refused('aes', { text: 'x' }, 'PARAM_REQUIRED', 'password is required')
  })
})

describe('dev/totp', () => {
  // RFC 6238 appendix B: the seed is 20 bytes for SHA-1, 32 for SHA-256 and 64 for SHA-512 ("1234567890" repeated),
  // written here in Base32 (Python's base64.b32encode). Codes also recomputed once with Python's hmac.
  const SEEDS = {
    sha1: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
    sha256: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZA====',
    sha512: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNA=',
  }
  it.each([
    [59, '94287082', '46119246', '90693936'],
    [1111111109, '07081804', '68084774', '25091201'],
    [1111111111, '14050471', '67062674', '99943326'],
    [1234567890, '89005924', '91819424', '93441116'],
    [2000000000, '69279037', '90698825', '38618901'],
    [20000000000, '65353130', '77737706', '47863826'],
  ])('RFC 6238 at T=%i', async (time, sha1, sha256, sha512) => {
    for (const [algo, code] of [['sha1', sha1], ['sha256', sha256], ['sha512', sha512]] as const) {
      const result = await ok('totp', { secret: SEEDS[algo], algo, digits: 8, time })
      expect(result.code).toBe(code)
      expect(result.remaining_seconds).toBe(30 - (time % 30))
    }
  })

  it('keeps leading zeros, and reads the secret in any case with spaces, hyphens and padding', async () => {
    const results = await Promise.all(['GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 'gezd gnbv gy3t qojq gezd gnbv gy3t qojq', 'GEZDGNBV-GY3TQOJQ-GEZDGNBV-GY3TQOJQ===='].map(
      (secret) => ok('totp', { secret, digits: 8, time: 1111111109 })))
    for (const result of results) expect(result.code).toBe('07081804')
    expect((await ok('totp', { secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', time: 1111111109 })).code).toBe('081804')
  })

  it('checks a code within one period either side', async () => {
    const secret = SEEDS.sha1
    const at = (time: number) => ok('totp', { secret, digits: 8, time, code: '07081804' })
    // 07081804 is the code of period 37037036 (1111111080 to 1111111109)
    expect((await at(1111111100)).valid).toBe(true)
    expect((await at(1111111125)).valid).toBe(true) // the next period
    expect((await at(1111111075)).valid).toBe(true) // the period before
    expect((await at(1111111140)).valid).toBe(false) // two periods later
    expect((await ok('totp', { secret, digits: 8, time: 1111111100, code: '0708 1804' })).valid).toBe(true)
    expect(await ok('totp', { secret, time: 1111111100 })).not.toHaveProperty('valid')
    await refused('totp', { secret, time: 1, code: '12345' }, 'TOTP_CODE_FORMAT', 'code must be 6 digits, as digits says codes are; send the code as the app shows it')
    await refused('totp', { secret, time: 1, code: 'abcdef' }, 'TOTP_CODE_FORMAT')
  })

  it('gives the otpauth URI for authenticator apps', async () => {
    const result = await ok('totp', { secret: 'jbsw y3dp ehpk 3pxp', issuer: 'ACME Co', account: 'john.doe@email.com', algo: 'sha256', digits: 7, period: 60, time: 0 })
    expect(result.uri).toBe('otpauth://totp/ACME%20Co:john.doe%40email.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME%20Co&algorithm=SHA256&digits=7&period=60')
    expect((await ok('totp', { secret: 'JBSWY3DPEHPK3PXP', time: 0 })).uri).toBe('otpauth://totp/?secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30')
  })

  it('uses the current time by default', async () => {
    const before = Math.floor(Date.now() / 1000)
    const result = await ok('totp', { secret: SEEDS.sha1 })
    const key = Buffer.from('12345678901234567890')
    const codeAt = (t: number) => {
      const counter = Buffer.alloc(8)
      counter.writeBigUInt64BE(BigInt(Math.floor(t / 30)))
      const mac = createHmac('sha1', key).update(counter).digest()
      const offset = mac[19]! & 15
      return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1e6).padStart(6, '0')
    }
    expect([codeAt(before), codeAt(before + 1)]).toContain(result.code)
  })

  it.each([
    [{ secret: 'ABC1' }, 'TOTP_SECRET_CHAR', '"1" at position 4 of secret is not Base32; a secret uses the letters A-Z and the digits 2-7 (any case; spaces, hyphens and = are ignored)'],
    [{ secret: '= =' }, 'TOTP_SECRET_EMPTY', undefined],
    [{ secret: 'A' }, 'TOTP_SECRET_EMPTY', undefined],
    [{ secret: '' }, 'PARAM_MIN_LENGTH', undefined],
    [{ secret: 'A'.repeat(1025) }, 'PARAM_MAX_LENGTH', undefined],
    [{ digits: 5 }, 'PARAM_BETWEEN', 'digits must be between 6 and 8'],
    [{ digits: 9 }, 'PARAM_BETWEEN', 'digits must be between 6 and 8'],
    [{ period: 14 }, 'PARAM_BETWEEN', 'period must be between 15 and 120'],
    [{ period: 121 }, 'PARAM_BETWEEN', 'period must be between 15 and 120'],
    [{ time: -1 }, 'PARAM_BETWEEN', undefined],
    [{ time: 253_402_300_800 }, 'PARAM_BETWEEN', undefined],
    [{ algo: 'md5' }, 'PARAM_ENUM', undefined],
    [{ issuer: 'x'.repeat(101) }, 'PARAM_MAX_LENGTH', undefined],
    [{ code: '1'.repeat(33) }, 'PARAM_MAX_LENGTH', undefined],
  ])('refuses %j', async (change, code, message) => {
    await refused('totp', { secret: 'JBSWY3DPEHPK3PXP', time: 0, ...change }, code, message)
  })
})

describe('dev/jwt-sign and dev/jwt-verify', () => {
  const PAYLOAD = '{"sub":"1234567890","name":"John Doe","iat":1516239022}'
  // The example token of jwt.io; HS384 and HS512 made once with Python's hmac over the same header and payload.
  const HS256 = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'
  const HS384 = 'eyJhbGciOiJIUzM4NCIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.8aMsJp4VGY_Ia2s9iWrS8jARCggx0FDRn2FehblXyvGYRrVVbu3LkKKqx_MEuDjQ'
  const HS512 = 'eyJhbGciOiJIUzUxMiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ._MRZSQUbU6G_jPvXIlFsWSU-PKT203EdcU388r5EWxSxg8QpB3AmEGSo2fBfMYsOaxvzos6ehRm4CYO1MrdwUg'

  const pem = (key: KeyObject) => key.export({ type: key.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }) as string
  let rsa: { privateKey: KeyObject; publicKey: KeyObject }
  let p256: { privateKey: KeyObject; publicKey: KeyObject }
  let p384: { privateKey: KeyObject; publicKey: KeyObject }
  let ed: { privateKey: KeyObject; publicKey: KeyObject }
  beforeAll(() => {
    rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
    p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' })
    ed = generateKeyPairSync('ed25519')
  })

  /** A token signed by node:crypto directly, independently of the service. */
  function nodeToken(alg: string, key: KeyObject, payload: Record<string, unknown>, header: Record<string, unknown> = {}): string {
    const input = `${b64url(JSON.stringify({ alg, typ: 'JWT', ...header }))}.${b64url(JSON.stringify(payload))}`
    const hash = alg === 'EdDSA' ? null : `sha${alg.slice(2)}`
    const options = alg.startsWith('PS') ? { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: Number(alg.slice(2)) / 8 }
      : alg.startsWith('ES') ? { key, dsaEncoding: 'ieee-p1363' as const } : key
    return `${input}.${b64url(nodeSign(hash, Buffer.from(input), options))}`
  }

  it('signs HS256, HS384 and HS512 exactly as the known tokens', async () => {
    for (const [algo, secret, token] of [['HS256', 'your-256-bit-secret', HS256], ['HS384', 'your-384-bit-secret', HS384], ['HS512', 'your-512-bit-secret', HS512]]) {
      expect(await ok('jwt-sign', { payload: PAYLOAD, algo, secret })).toEqual({
        output: token, header: { alg: algo, typ: 'JWT' }, payload: JSON.parse(PAYLOAD),
      })
      expect(await ok('jwt-verify', { token, secret, time: 1516239022 })).toEqual({ valid: true, header: { alg: algo, typ: 'JWT' }, payload: JSON.parse(PAYLOAD) })
    }
  })

  it('signs with RSA, EC and Ed25519 keys; node:crypto checks the signatures', async () => {
    const cases: [string, KeyObject, KeyObject][] = [
      ['RS256', rsa.privateKey, rsa.publicKey], ['RS512', rsa.privateKey, rsa.publicKey], ['PS256', rsa.privateKey, rsa.publicKey],
      ['ES256', p256.privateKey, p256.publicKey], ['ES384', p384.privateKey, p384.publicKey], ['EdDSA', ed.privateKey, ed.publicKey],
    ]
    for (const [algo, privateKey, publicKey] of cases) {
      const { output } = await ok('jwt-sign', { payload: '{"sub":"alice"}', algo, private_key: pem(privateKey), header: '{"kid":"k1"}' }) as { output: string }
      const [header, payload, signature] = output.split('.') as [string, string, string]
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: algo, typ: 'JWT', kid: 'k1' })
      expect(Buffer.from(payload, 'base64url').toString()).toBe('{"sub":"alice"}')
      const hash = algo === 'EdDSA' ? null : `sha${algo.slice(2)}`
      const options = algo.startsWith('PS') ? { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }
        : algo.startsWith('ES') ? { key: publicKey, dsaEncoding: 'ieee-p1363' as const } : publicKey
      expect(nodeVerify(hash, Buffer.from(`${header}.${payload}`), options, Buffer.from(signature, 'base64url')), algo).toBe(true)
      expect((await ok('jwt-verify', { token: output, public_key: pem(publicKey) })).valid, algo).toBe(true)
    }
  })

  it('reads PKCS#1 and SEC 1 private keys too', async () => {
    const pkcs1 = rsa.privateKey.export({ type: 'pkcs1', format: 'pem' }) as string
    const sec1 = p256.privateKey.export({ type: 'sec1', format: 'pem' }) as string
    expect((await ok('jwt-sign', { payload: '{}', algo: 'RS256', private_key: pkcs1 })).output).toMatch(/^eyJ/)
    expect((await ok('jwt-sign', { payload: '{}', algo: 'ES256', private_key: sec1 })).output).toMatch(/^eyJ/)
  })

  it('sets exp from expires_in', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { payload } = await ok('jwt-sign', { payload: '{"sub":"a","exp":1}', secret: 's', expires_in: 60 }) as { payload: { exp: number } }
    expect(payload.exp).toBeGreaterThanOrEqual(before + 60)
    expect(payload.exp).toBeLessThanOrEqual(before + 62)
  })

  it('verifies tokens that node:crypto signed, with PEM, a certificate-free JWK and a JWKS chosen by kid', async () => {
    const payload = { sub: 'bob', exp: 2_000_000_000 }
    for (const [alg, pair] of [['RS384', rsa], ['PS256', rsa], ['PS512', rsa], ['ES256', p256], ['ES384', p384], ['EdDSA', ed]] as const) {
      const token = nodeToken(alg, pair.privateKey, payload)
      expect(await ok('jwt-verify', { token, public_key: pem(pair.publicKey) }), alg).toMatchObject({ valid: true, payload })
      const jwk = JSON.stringify(pair.publicKey.export({ format: 'jwk' }))
      expect((await ok('jwt-verify', { token, public_key: jwk })).valid, alg).toBe(true)
    }
    const jwks = JSON.stringify({
      keys: [
        { ...p256.publicKey.export({ format: 'jwk' }), kid: 'ec' },
        { ...rsa.publicKey.export({ format: 'jwk' }), kid: 'rsa' },
      ],
    })
    expect((await ok('jwt-verify', { token: nodeToken('RS256', rsa.privateKey, payload, { kid: 'rsa' }), public_key: jwks })).valid).toBe(true)
    expect((await ok('jwt-verify', { token: nodeToken('ES256', p256.privateKey, payload, { kid: 'ec' }), public_key: jwks })).valid).toBe(true)
    expect(await ok('jwt-verify', { token: nodeToken('RS256', rsa.privateKey, payload, { kid: 'ec' }), public_key: jwks })).toMatchObject({ valid: false, reason: 'bad_signature' })
    expect(await ok('jwt-verify', { token: nodeToken('ES256', p256.privateKey, payload, { kid: 'rsa' }), public_key: jwks })).toMatchObject({ valid: false, reason: 'bad_signature' })
  })

  it('never accepts alg none, nor an HMAC token checked with a public key (algorithm confusion)', async () => {
    const none = `${b64url('{"alg":"none","typ":"JWT"}')}.${b64url('{"sub":"x"}')}.`
    expect(await ok('jwt-verify', { token: none, secret: 's' })).toEqual({ valid: false, reason: 'algorithm_not_allowed', header: { alg: 'none', typ: 'JWT' }, payload: { sub: 'x' } })
    expect((await ok('jwt-verify', { token: none, public_key: pem(rsa.publicKey) })).reason).toBe('algorithm_not_allowed')
    await refused('jwt-verify', { token: none, secret: 's', algorithms: 'none' }, 'JWT_ALGORITHMS_INVALID')
    // The classic attack: HS256 with the RSA public key's PEM text as the HMAC secret.
    const publicPem = pem(rsa.publicKey)
    const input = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url('{"admin":true}')}`
    const forged = `${input}.${b64url(createHmac('sha256', publicPem).update(input).digest())}`
    expect((await ok('jwt-verify', { token: forged, public_key: publicPem })).reason).toBe('algorithm_not_allowed')
    await refused('jwt-verify', { token: forged, public_key: publicPem, algorithms: 'HS256' }, 'JWT_ALGORITHMS_KEY',
      /^none of the algorithms HS256 can use this key; for it, list some of: RS256, RS384, RS512, PS256, PS384, PS512$/)
  })

  it('gives the reason a token is not valid, with 200', async () => {
    const make = (payload: Record<string, unknown>) => nodeToken('ES256', p256.privateKey, payload)
    const key = pem(p256.publicKey)
    const check = (token: string, extra: Record<string, unknown> = {}) => ok('jwt-verify', { token, public_key: key, time: 1000, ...extra })
    expect(await check(make({ exp: 1000 }))).toMatchObject({ valid: false, reason: 'expired' })
    expect(await check(make({ exp: 999 }), { leeway: 1 })).toMatchObject({ valid: false, reason: 'expired' })
    expect(await check(make({ exp: 999 }), { leeway: 2 })).toMatchObject({ valid: true })
    expect(await check(make({ exp: 1001 }))).toMatchObject({ valid: true })
    expect(await check(make({ nbf: 1001 }))).toMatchObject({ valid: false, reason: 'not_yet_valid' })
    expect(await check(make({ nbf: 1001 }), { leeway: 1 })).toMatchObject({ valid: true })
    expect(await check(make({ exp: 'tomorrow' }))).toMatchObject({ valid: false, reason: 'malformed' })
    expect(await check(make({}), { algorithms: 'ES256' })).toMatchObject({ valid: true })
    const other = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    expect(await check(nodeToken('ES256', other.privateKey, {}))).toMatchObject({ valid: false, reason: 'bad_signature' })
    const [h, p, s] = make({ a: 1 }).split('.') as [string, string, string]
    expect(await check(`${h}.${b64url('{"a":2}')}.${s}`)).toMatchObject({ valid: false, reason: 'bad_signature', payload: { a: 2 } })
    expect(await check(`${h}.${p}.${s.slice(0, -4)}`)).toMatchObject({ valid: false, reason: 'bad_signature' })
    for (const token of ['', 'abc', 'a.b', `${h}.${p}`, `${h}.!!!.${s}`, `${b64url('[1]')}.${p}.${s}`, `${h}.${p}.${s}.x.y`, 'x'.repeat(100_000)]) {
      expect(await check(token), token.slice(0, 30)).toEqual({ valid: false, reason: 'malformed', header: null, payload: null })
    }
    expect(await check(`${b64url('{"typ":"JWT"}')}.${p}.${s}`)).toMatchObject({ valid: false, reason: 'malformed' })
    expect(await check(`${b64url('{"alg":"ES256","crit":["exp"]}')}.${p}.${s}`)).toMatchObject({ valid: false })
    expect(await check(`Bearer ${make({})}`)).toMatchObject({ valid: true })
    expect(await ok('jwt-verify', { token: HS256, secret: 'your-256-bit-secret', algorithms: 'HS512' })).toMatchObject({ valid: false, reason: 'algorithm_not_allowed' })
  })

  it('refuses keys it cannot use, before any signing work', async () => {
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 })
    await refused('jwt-sign', { payload: '{}', algo: 'RS256', private_key: pem(small.privateKey) }, 'JWT_RSA_SIZE', 'the RSA key in private_key has 1024 bits; keys of 2048 to 8192 bits are accepted')
    // A 16384-bit RSA key (made of random numbers: only its size is read) is refused without any arithmetic on it.
    const n = randomBytes(2048)
    n[0]! |= 0x80
    const half = randomBytes(1024)
    half[0]! |= 0x80
    const field = (bytes: Buffer) => bytes.toString('base64url')
    const hugePrivate = createPrivateKey({ key: { kty: 'RSA', n: field(n), e: 'AQAB', d: field(n), p: field(half), q: field(half), dp: field(half), dq: field(half), qi: field(half) }, format: 'jwk' })
    const hugePublic = createPublicKey({ key: { kty: 'RSA', n: field(n), e: 'AQAB' }, format: 'jwk' })
    await refused('jwt-sign', { payload: '{}', algo: 'RS256', private_key: pem(hugePrivate) }, 'JWT_RSA_SIZE', /has 16384 bits/)
    await refused('jwt-verify', { token: HS256, public_key: pem(hugePublic) }, 'JWT_RSA_SIZE', /has 16384 bits/)
    await refused('jwt-verify', { token: HS256, public_key: JSON.stringify(hugePublic.export({ format: 'jwk' })) }, 'JWT_RSA_SIZE')
    await refused('jwt-sign', { payload: '{}', algo: 'RS256', private_key: 'x'.repeat(16_385) }, 'PARAM_MAX_LENGTH')
    await refused('jwt-verify', { token: HS256, public_key: 'x'.repeat(65_537) }, 'PARAM_MAX_LENGTH')
    const p521 = generateKeyPairSync('ec', { namedCurve: 'secp521r1' })
    await refused('jwt-sign', { payload: '{}', algo: 'ES256', private_key: pem(p521.privateKey) }, 'JWT_EC_CURVE')
    const k1 = generateKeyPairSync('ec', { namedCurve: 'secp256k1' })
    await refused('jwt-sign', { payload: '{}', algo: 'ES256', private_key: pem(k1.privateKey) }, 'JWT_EC_CURVE')
    await refused('jwt-verify', { token: HS256, public_key: pem(k1.publicKey) }, 'JWT_EC_CURVE')
    await refused('jwt-sign', { payload: '{}', algo: 'ES384', private_key: pem(p256.privateKey) }, 'JWT_KEY_ALGORITHM', 'the key in private_key cannot sign ES384; with this key use algo ES256, or send a key that fits ES384')
    await refused('jwt-sign', { payload: '{}', algo: 'EdDSA', private_key: pem(rsa.privateKey) }, 'JWT_KEY_ALGORITHM')
    const ed448 = generateKeyPairSync('ed448')
    await refused('jwt-sign', { payload: '{}', algo: 'EdDSA', private_key: pem(ed448.privateKey) }, 'JWT_KEY_TYPE')
    await refused('jwt-sign', { payload: '{}', algo: 'RS256', private_key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----' }, 'JWT_PRIVATE_KEY_INVALID')
    await refused('jwt-verify', { token: HS256, public_key: 'not a key' }, 'JWT_PUBLIC_KEY_INVALID')
    await refused('jwt-verify', { token: HS256, public_key: '{"kty":"RSA","e":"AQAB"}' }, 'JWT_PUBLIC_KEY_INVALID')
    await refused('jwt-verify', { token: HS256, public_key: '{"kty":"oct","k":"c2VjcmV0"}' }, 'JWT_JWK_SECRET')
    await refused('jwt-verify', { token: HS256, public_key: '{"keys":[]}' }, 'JWT_JWKS_EMPTY')
    const jwk = rsa.publicKey.export({ format: 'jwk' })
    await refused('jwt-verify', { token: HS256, public_key: JSON.stringify({ keys: Array.from({ length: 21 }, () => jwk) }) }, 'JWT_JWKS_TOO_MANY')
  })

  it('refuses parameters that cannot work, saying what to change', async () => {
    await refused('jwt-sign', { payload: '{}', algo: 'HS256' }, 'JWT_SECRET_REQUIRED', 'HS256 signs with a shared secret: send it in secret, and no private_key')
    await refused('jwt-sign', { payload: '{}', algo: 'HS256', secret: 's', private_key: pem(rsa.privateKey) }, 'JWT_SECRET_REQUIRED')
    await refused('jwt-sign', { payload: '{}', algo: 'RS256', secret: 's' }, 'JWT_PRIVATE_KEY_REQUIRED')
    await refused('jwt-sign', { payload: '{"a":', secret: 's' }, 'JWT_JSON_PARAM', /^payload is not valid JSON \(line 1, column 6\)/)
    await refused('jwt-sign', { payload: '[1,2]', secret: 's' }, 'JWT_JSON_NOT_OBJECT', /^payload must be a JSON object/)
    await refused('jwt-sign', { payload: '{}', secret: 's', header: '"x"' }, 'JWT_JSON_NOT_OBJECT', /^header must be a JSON object/)
    await refused('jwt-sign', { payload: '{}', secret: 's', header: '{"alg":"none"}' }, 'JWT_HEADER_ALG')
    await refused('jwt-sign', { payload: '{}', secret: 's', header: '{"b64":false}' }, 'JWT_HEADER_FIELD')
    await refused('jwt-sign', { payload: '{}', secret: 's', header: '{"crit":["x"]}' }, 'JWT_HEADER_FIELD')
    await refused('jwt-sign', { payload: '{}', secret: 's', algo: 'none' }, 'PARAM_ENUM')
    await refused('jwt-sign', { payload: '{}', secret: 's', expires_in: 0 }, 'PARAM_BETWEEN')
    await refused('jwt-sign', { payload: '{}', secret: 's', expires_in: 315_360_001 }, 'PARAM_BETWEEN')
    await refused('jwt-sign', { payload: `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, secret: 's' }, 'TOO_DEEP')
    await refused('jwt-sign', { payload: 'x'.repeat(100_001), secret: 's' }, 'PARAM_MAX_LENGTH')
    await refused('jwt-verify', { token: HS256 }, 'JWT_VERIFY_KEY_MISSING')
    await refused('jwt-verify', { token: HS256, secret: 's', public_key: pem(rsa.publicKey) }, 'JWT_VERIFY_KEY_BOTH')
    await refused('jwt-verify', { token: HS256, secret: 's', algorithms: 'HS256,XX1' }, 'JWT_ALGORITHMS_INVALID', /^XX1 in algorithms is not a signature algorithm/)
    await refused('jwt-verify', { token: HS256, secret: 's', leeway: 86_401 }, 'PARAM_BETWEEN')
    await refused('jwt-verify', { token: HS256, secret: 's', leeway: -1 }, 'PARAM_BETWEEN')
    await refused('jwt-verify', { token: 'x'.repeat(100_001), secret: 's' }, 'PARAM_MAX_LENGTH')
    await refused('jwt-verify', { token: HS256, secret: 's', public_key: '' }, 'JWT_VERIFY_KEY_BOTH')
  })
})
