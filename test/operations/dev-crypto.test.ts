import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { TaskPool } from '../../src/workers/pool.ts'
import { call, categoryClient, envelope, makeApp, opAt } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

const get = categoryClient(() => app, 'dev', 'GET')
const post = categoryClient(() => app, 'dev', 'POST')

async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now()
  const value = await fn()
  return { value, ms: performance.now() - start }
}

const hex = (byte: number, count: number) => byte.toString(16).padStart(2, '0').repeat(count)
const FOX = 'The quick brown fox jumps over the lazy dog'

describe('dev/hash', () => {
  // FIPS 180-2 / RFC 1321 / RIPEMD-160 authors' vectors; CRC-32 check value from the CRC catalogue.
  it.each([
    ['md5', '', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['md5', 'abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['md5', FOX, '9e107d9d372bb6826bd81d3542a419d6'],
    ['sha1', '', 'da39a3ee5e6b4b0d3255bfef95601890afd80709'],
    ['sha1', 'abc', 'a9993e364706816aba3e25717850c26c9cd0d89d'],
    ['sha1', FOX, '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12'],
    ['sha224', '', 'd14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f'],
    ['sha224', 'abc', '23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7'],
    ['sha256', '', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['sha256', 'abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['sha256', FOX, 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592'],
    ['sha384', '', '38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b'],
    ['sha384', 'abc', 'cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7'],
    ['sha512', '', 'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e'],
    ['sha512', 'abc', 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f'],
    ['sha512', FOX, '07e547d9586f6a73f73fbac0435ed76951218fb7d0c8d788a309d785436bbb642e93a252a954f23912547d1e8a3b5ed6e1bfd7097821233fa0538f3db854fee6'],
    ['ripemd160', '', '9c1185a5c5e9fc54612808977ee8f548b2258d31'],
    ['ripemd160', 'abc', '8eb208f7e05d987a9b044a8e98c6b087f15a0bfc'],
    ['ripemd160', FOX, '37f332f68db77bd9d7edd4969571ad671cf9dd3b'],
    ['crc32b', '123456789', 'cbf43926'],
    ['crc32b', FOX, '414fa339'],
    ['crc32b', '', '00000000'],
    ['crc32b', 'x31', '001685f0'], // leading zeros kept: always 8 digits
  ])('%s(%j)', async (algo, text, hash) => {
    expect(await get.ok('hash', { text, algo })).toEqual({ algorithm: algo, hash, bytes: Buffer.byteLength(text) })
  })

  it('uses SHA-256 by default, also for an empty algo field', async () => {
    const sha = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
    expect((await get.ok('hash', { text: 'abc' })).hash).toBe(sha)
    expect((await get.ok('hash', { text: 'abc', algo: '' })).hash).toBe(sha)
  })

  it('digests the UTF-8 bytes, exactly as sent', async () => {
    for (const text of ['é', '日本語', '😀', ' padded \r\n']) {
      const expected = createHash('md5').update(Buffer.from(text, 'utf8')).digest('hex')
      expect(await get.ok('hash', { text, algo: 'md5' })).toEqual({ algorithm: 'md5', hash: expected, bytes: Buffer.byteLength(text) })
    }
  })

  it('refuses an unknown algorithm, listing the valid ones, and a missing text', async () => {
    expect(await get.refused('hash', { text: 'a', algo: 'md4' })).toEqual({
      code: 'PARAM_ENUM', error: 'algo must be one of: md5, sha1, sha256, sha512, sha384, sha224, crc32b, ripemd160, sha3-224, sha3-256, sha3-384, sha3-512, keccak-256, sha512-256, blake2b-512, blake2s-256, blake3',
    })
    expect(await get.refused('hash', {})).toEqual({ code: 'PARAM_REQUIRED', error: 'text is required' })
    expect(await get.refused('hash', {}, 'es')).toEqual({ code: 'PARAM_REQUIRED', error: 'text es obligatorio' })
  })
})

describe('dev/hash-all', () => {
  it('gives the five digests of the same bytes as dev/hash', async () => {
    const result = await get.ok('hash-all', { text: FOX })
    expect(result).toEqual({
      md5: '9e107d9d372bb6826bd81d3542a419d6',
      sha1: '2fd4e1c67a2d28fced849ee1bb76e7391b93eb12',
      sha256: 'd7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592',
      sha512: '07e547d9586f6a73f73fbac0435ed76951218fb7d0c8d788a309d785436bbb642e93a252a954f23912547d1e8a3b5ed6e1bfd7097821233fa0538f3db854fee6',
      crc32: '414fa339',
      bytes: 43,
    })
    const text = 'ñandú 😀'
    const all = await get.ok('hash-all', { text })
    for (const [algo, key] of [['md5', 'md5'], ['sha1', 'sha1'], ['sha256', 'sha256'], ['sha512', 'sha512'], ['crc32b', 'crc32']] as const) {
      expect((await get.ok('hash', { text, algo })).hash).toBe(all[key])
    }
  })

  it('hashes the empty text and requires text', async () => {
    expect(await get.ok('hash-all', { text: '' })).toMatchObject({ md5: 'd41d8cd98f00b204e9800998ecf8427e', crc32: '00000000', bytes: 0 })
    expect((await get.refused('hash-all', {})).code).toBe('PARAM_REQUIRED')
  })
})

describe('dev/hmac', () => {
  // RFC 4231 section 4: key and data in hex. Test case 5 is truncated to 128 bits: checked as a prefix.
  const RFC4231: [number, string, string, Record<string, string>][] = [
    [1, hex(0x0b, 20), Buffer.from('Hi There').toString('hex'), {
      sha224: '896fb1128abbdf196832107cd49df33f47b4b1169912ba4f53684b22',
      sha256: 'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
      sha384: 'afd03944d84895626b0825f4ab46907f15f9dadbe4101ec682aa034c7cebc59cfaea9ea9076ede7f4af152e8b2fa9cb6',
      sha512: '87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cdedaa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854',
    }],
    [2, Buffer.from('Jefe').toString('hex'), Buffer.from('what do ya want for nothing?').toString('hex'), {
      sha224: 'a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44',
      sha256: '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
      sha384: 'af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649',
      sha512: '164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737',
    }],
    [3, hex(0xaa, 20), hex(0xdd, 50), {
      sha224: '7fb3cb3588c6c1f6ffa9694d7d6ad2649365b0c1f65d69d1ec8333ea',
      sha256: '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
      sha384: '88062608d3e6ad8a0aa2ace014c8a86f0aa635d947ac9febe83ef4e55966144b2a5ab39dc13814b94e3ab6e101a34f27',
      sha512: 'fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb',
    }],
    [4, '0102030405060708090a0b0c0d0e0f10111213141516171819', hex(0xcd, 50), {
      sha224: '6c11506874013cac6a2abc1bb382627cec6a90d86efc012de7afec5a',
      sha256: '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
      sha384: '3e8a69b7783c25851933ab6290af6ca77a9981480850009cc5577c6e1f573b4e6801dd23c4a7d679ccf8a386c674cffb',
      sha512: 'b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3dba91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd',
    }],
    [5, hex(0x0c, 20), Buffer.from('Test With Truncation').toString('hex'), {
      sha224: '0e2aea68a90c8d37c988bcdb9fca6fa8',
      sha256: 'a3b6167473100ee06e0c796c2955552b',
      sha384: '3abf34c3503b2a23a46efc619baef897',
      sha512: '415fad6271580a531d4179bc891d87a6',
    }],
    [6, hex(0xaa, 131), Buffer.from('Test Using Larger Than Block-Size Key - Hash Key First').toString('hex'), {
      sha224: '95e9a0db962095adaebe9b2d6f0dbce2d499f112f2d2b7273fa6870e',
      sha256: '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
      sha384: '4ece084485813e9088d2c63a041bc5b44f9ef1012a2b588f3cd11f05033ac4c60c2ef6ab4030fe8296248df163f44952',
      sha512: '80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f3526b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598',
    }],
    [7, hex(0xaa, 131), Buffer.from('This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.').toString('hex'), {
      sha224: '3a854166ac5d9f023f54d517d0b39dbd946770db9c2b95c9f6f565d1',
      sha256: '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
      sha384: '6617178e941f020d351e2f254e8fd32c602420feb0b8fb9adccebb82461e99c5a678cc31e799176d3860e6110c46523e',
      sha512: 'e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58',
    }],
  ]
  it.each(RFC4231.flatMap(([n, key, data, macs]) => Object.entries(macs).map(([algo, mac]) => [n, algo, key, data, mac] as const)))(
    'RFC 4231 test case %i, HMAC-%s', async (n, algo, key, text, mac) => {
      const result = await post.ok('hmac', { text, key, algo, key_encoding: 'hex', text_encoding: 'hex' })
      expect(result.algorithm).toBe(algo)
      if (n === 5) expect(result.hmac).toMatch(new RegExp(`^${mac}`))
      else expect(result.hmac).toBe(mac)
      expect(Buffer.from(result.base64 as string, 'base64').toString('hex')).toBe(result.hmac)
    })

  // RFC 2202 sections 2 and 3; the binary keys and messages go in hex.
  const seq25 = '0102030405060708090a0b0c0d0e0f10111213141516171819'
  it.each([
    ['md5', hex(0x0b, 16), 'Hi There', '9294727a3638bb1c13f48ef8158bfc9d'],
    ['md5', 'Jefe', 'what do ya want for nothing?', '750c783e6ab0b503eaa86e310a5db738'],
    ['md5', hex(0xaa, 16), hex(0xdd, 50), '56be34521d144c88dbb8c733f0e8b3f6'],
    ['md5', seq25, hex(0xcd, 50), '697eaf0aca3a3aea3a75164746ffaa79'],
    ['md5', hex(0x0c, 16), 'Test With Truncation', '56461ef2342edc00f9bab995690efd4c'],
    ['md5', hex(0xaa, 80), 'Test Using Larger Than Block-Size Key - Hash Key First', '6b1ab7fe4bd7bf8f0b62e6ce61b9d0cd'],
    ['md5', hex(0xaa, 80), 'Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data', '6f630fad67cda0ee1fb1f562db3aa53e'],
    ['sha1', hex(0x0b, 20), 'Hi There', 'b617318655057264e28bc0b6fb378c8ef146be00'],
    ['sha1', 'Jefe', 'what do ya want for nothing?', 'effcdf6ae5eb2fa2d27416d5f184df9c259a7c79'],
    ['sha1', hex(0xaa, 20), hex(0xdd, 50), '125d7342b9ac11cd91a39af48aa17b4f63f175d3'],
    ['sha1', seq25, hex(0xcd, 50), '4c9007f4026250c6bc8414f9bf50c86c2d7235da'],
    ['sha1', hex(0x0c, 20), 'Test With Truncation', '4c1a03424b55e07fe7f27be1d58bb9324a9a5a04'],
    ['sha1', hex(0xaa, 80), 'Test Using Larger Than Block-Size Key - Hash Key First', 'aa4ae5e15272d00e95705637ce8a3b55ed402112'],
    ['sha1', hex(0xaa, 80), 'Test Using Larger Than Block-Size Key and Larger Than One Block-Size Data', 'e8e99d0f45237d786d6bbaa7965c7808bbff1a91'],
  ])('RFC 2202 HMAC-%s, key %s', async (algo, key, text, mac) => {
    const keyEncoding = key === 'Jefe' ? 'utf8' : 'hex'
    const textEncoding = /^[0-9a-f]+$/.test(text) ? 'hex' : 'utf8'
    expect(await post.ok('hmac', { text, key, algo, key_encoding: keyEncoding, text_encoding: textEncoding }))
      .toMatchObject({ algorithm: algo, hmac: mac })
  })

  it('uses SHA-256 and UTF-8 by default; hex and Base64 keys give the same bytes', async () => {
    const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843'
    const text = 'what do ya want for nothing?'
    expect(await post.ok('hmac', { text, key: 'Jefe' })).toEqual({
      algorithm: 'sha256', hmac: expected, base64: Buffer.from(expected, 'hex').toString('base64'),
    })
    expect((await post.ok('hmac', { text, key: '4a 65 66 65', key_encoding: 'hex' })).hmac).toBe(expected)
    expect((await post.ok('hmac', { text, key: 'SmVmZQ==', key_encoding: 'base64' })).hmac).toBe(expected)
    expect((await post.ok('hmac', { text, key: 'SmVmZQ', key_encoding: 'base64' })).hmac).toBe(expected)
  })

  it('refuses a key or text that is not in its declared encoding, naming the parameter, in the caller language', async () => {
    expect(await post.refused('hmac', { text: 'x', key: '0b0g', key_encoding: 'hex' })).toEqual({
      code: 'HMAC_INPUT_ENCODING',
      error: 'key is not valid hex, which key_encoding says it is: "g" at position 4 is not a hexadecimal digit; use 0-9 and a-f (any case), optionally with spaces or colons between bytes',
    })
    const { code, error } = await post.refused('hmac', { text: 'abc!', key: 'k', text_encoding: 'base64' })
    expect(code).toBe('HMAC_INPUT_ENCODING')
    expect(error).toMatch(/^text is not valid base64, which text_encoding says it is: "!" at position 4 is not in the Base64 alphabet/)
    expect((await post.refused('hmac', { text: 'x', key: 'abc', key_encoding: 'hex' }, 'es')).error)
      .toMatch(/^key no es hex válido, como indica key_encoding: los dígitos hexadecimales/)
  })

  it('refuses algorithms HMAC is not offered with, and requires text and key', async () => {
    expect((await post.refused('hmac', { text: 'a', key: 'b', algo: 'crc32b' })).code).toBe('PARAM_ENUM')
    expect(await post.refused('hmac', { text: 'a' })).toEqual({ code: 'PARAM_REQUIRED', error: 'key is required' })
    expect(await post.refused('hmac', { key: 'a' })).toEqual({ code: 'PARAM_REQUIRED', error: 'text is required' })
  })
})

describe('dev/ntlm and dev/mysql', () => {
  it('NTLM: MD4 of the UTF-16LE password, lowercase hex', async () => {
    expect(await post.ok('ntlm', { text: 'password' })).toEqual({ algorithm: 'ntlm', hash: '8846f7eaee8fb117ad06bdd830b7586c' })
    expect((await post.ok('ntlm', { text: 'Password' })).hash).toBe('a4f49c406510bdcab6824ee7c30fd852')
    expect((await post.ok('ntlm', { text: '' })).hash).toBe('31d6cfe0d16ae931b73c59d7e0c089c0')
  })

  it('MySQL 4.1+ PASSWORD(): * and upper-case SHA1(SHA1(password)); empty password gives an empty hash', async () => {
    expect(await post.ok('mysql', { text: 'password' })).toEqual({ algorithm: 'mysql_native_password', hash: '*2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19' })
    expect((await post.ok('mysql', { text: 'root' })).hash).toBe('*81F5E21E35407D884A6CD4A731AEBFB6AF209E1B')
    expect((await post.ok('mysql', { text: '' })).hash).toBe('')
  })

  it('cap the password length', async () => {
    for (const name of ['ntlm', 'mysql']) {
      expect(await post.refused(name, { text: 'x'.repeat(1025) })).toEqual({ code: 'PARAM_MAX_LENGTH', error: 'text must be at most 1024 characters long' })
    }
  })
})

describe('dev/bcrypt', () => {
  it('hashes with $2b$ and the requested cost, and the hash verifies', async () => {
    const result = await post.ok('bcrypt', { text: 'correct horse', cost: 4 })
    expect(result).toMatchObject({ algorithm: 'bcrypt', cost: 4 })
    expect(result.hash).toMatch(/^\$2b\$04\$[./A-Za-z0-9]{53}$/)
    expect(await post.ok('password-verify', { text: 'correct horse', hash: result.hash })).toEqual({
      valid: true, algorithm: 'bcrypt', parameters: { version: '2b', cost: 4 },
    })
    expect((await post.ok('password-verify', { text: 'correct horsE', hash: result.hash })).valid).toBe(false)
    // a new salt every time
    expect((await post.ok('bcrypt', { text: 'correct horse', cost: 4 })).hash).not.toBe(result.hash)
  })

  it('uses cost 10 by default', async () => {
    const result = await post.ok('bcrypt', { text: 'pw' })
    expect(result.cost).toBe(10)
    expect(result.hash).toMatch(/^\$2b\$10\$/)
  })

  it.each([16, 31, 3, 0, -1, '4.5', 'ten', 1e9])('refuses cost %j instantly (H1)', async (cost) => {
    const { value, ms } = await timed(() => post.refused('bcrypt', { text: 'pw', cost }))
    expect(ms).toBeLessThan(500)
    if (typeof cost === 'number') expect(value).toEqual({ code: 'PARAM_BETWEEN', error: 'cost must be between 4 and 15' })
    else expect(['PARAM_NOT_INTEGER', 'PARAM_NOT_NUMBER']).toContain(value.code)
  })

  it('refuses a password over 72 bytes instead of truncating it (H5), counting UTF-8 bytes', async () => {
    expect(await post.refused('bcrypt', { text: 'x'.repeat(73), cost: 4 })).toEqual({
      code: 'BCRYPT_PASSWORD_TOO_LONG',
      error: 'the password is 73 bytes long in UTF-8, but bcrypt uses only the first 72 bytes, so every password sharing those bytes would match the same hash; use a password of at most 72 bytes (fewer characters when they are not ASCII), or use argon2, which has no such limit',
    })
    expect((await post.refused('bcrypt', { text: 'é'.repeat(37), cost: 4 })).code).toBe('BCRYPT_PASSWORD_TOO_LONG') // 74 bytes
    expect((await post.ok('bcrypt', { text: 'é'.repeat(36), cost: 4 })).hash).toMatch(/^\$2b\$04\$/) // 72 bytes
    expect((await post.refused('bcrypt', { text: 'x'.repeat(73) }, 'es')).error).toMatch(/^la contraseña ocupa 73 bytes en UTF-8/)
  })

  it('refuses a 1 MB password without hashing it', async () => {
    const { value, ms } = await timed(() => post.refused('bcrypt', { text: 'a'.repeat(1_000_000), cost: 15 }))
    expect(value).toEqual({ code: 'PARAM_MAX_LENGTH', error: 'text must be at most 1024 characters long' })
    expect(ms).toBeLessThan(1000)
  })
})

describe('dev/argon2', () => {
  it('hashes with Argon2id and the OWASP parameters by default, and the hash verifies', async () => {
    const result = await post.ok('argon2', { text: 'correct horse' })
    expect(result).toMatchObject({ algorithm: 'argon2id', parameters: { version: 19, memory_cost: 19456, time_cost: 2, parallelism: 1 } })
    expect(result.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    expect(await post.ok('password-verify', { text: 'correct horse', hash: result.hash })).toEqual({
      valid: true, algorithm: 'argon2id', parameters: { version: 19, memory_cost: 19456, time_cost: 2, parallelism: 1 },
    })
    expect((await post.ok('password-verify', { text: 'correct horse ', hash: result.hash })).valid).toBe(false)
  })

  it('takes parameters up to the caps', async () => {
    const result = await post.ok('argon2', { text: 'pw', memory_cost: '65536', time_cost: '10', parallelism: '4' })
    expect(result.hash).toMatch(/^\$argon2id\$v=19\$m=65536,t=10,p=4\$/)
    expect(result.parameters).toEqual({ version: 19, memory_cost: 65536, time_cost: 10, parallelism: 4 })
  })

  it.each([
    ['memory_cost', 65537, 'memory_cost must be between 8 and 65536'],
    ['memory_cost', 4194304, 'memory_cost must be between 8 and 65536'],
    ['memory_cost', 7, 'memory_cost must be between 8 and 65536'],
    ['time_cost', 11, 'time_cost must be between 1 and 10'],
    ['time_cost', 0, 'time_cost must be between 1 and 10'],
    ['parallelism', 5, 'parallelism must be between 1 and 4'],
    ['parallelism', 0, 'parallelism must be between 1 and 4'],
  ])('refuses %s=%j instantly (H4)', async (param, value, error) => {
    const { value: refusal, ms } = await timed(() => post.refused('argon2', { text: 'pw', [param]: value }))
    expect(refusal).toEqual({ code: 'PARAM_BETWEEN', error })
    expect(ms).toBeLessThan(500)
  })

  it('needs 8 KiB of memory per lane', async () => {
    expect(await post.refused('argon2', { text: 'pw', memory_cost: 16, parallelism: 4 })).toEqual({
      code: 'ARGON2_MEMORY_PER_LANE',
      error: 'Argon2 needs at least 8 KiB of memory per lane: with parallelism p=4, the memory cost m must be at least 32 KiB, but it is 16',
    })
  })

  it('has no 72-byte limit: passwords differing after byte 72 are told apart', async () => {
    const base = 'x'.repeat(72)
    const { hash } = await post.ok('argon2', { text: `${base}A`, memory_cost: 64, time_cost: 1 })
    expect((await post.ok('password-verify', { text: `${base}A`, hash })).valid).toBe(true)
    expect((await post.ok('password-verify', { text: `${base}B`, hash })).valid).toBe(false)
  })

  it('refuses a 1 MB password without hashing it', async () => {
    const { value, ms } = await timed(() => post.refused('argon2', { text: 'a'.repeat(1_000_000) }))
    expect(value.code).toBe('PARAM_MAX_LENGTH')
    expect(ms).toBeLessThan(1000)
  })
})

describe('dev/password-verify', () => {
  // From the reference implementation's README (phc-winner-argon2): argon2 -i -t 2 -m 16 -p 4, salt "somesalt".
  const PHC_README = '$argon2i$v=19$m=65536,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'
  const BCRYPT_PASSWORD = '$2b$04$oBCf/cZzG9TfJIgim02GmuTbb44dOVzP1jh1afirJpBKzojBd0Xde'

  it('verifies the reference Argon2i hash, and argon2d too', async () => {
    expect(await post.ok('password-verify', { text: 'password', hash: PHC_README })).toEqual({
      valid: true, algorithm: 'argon2i', parameters: { version: 19, memory_cost: 65536, time_cost: 2, parallelism: 4 },
    })
    expect((await post.ok('password-verify', { text: 'Password', hash: PHC_README })).valid).toBe(false)
    const argon2d = '$argon2d$v=19$m=64,t=1,p=1$c2FsdHNhbHRzYWx0$qP+PzL6klmWAV+ixzoToMk1NE8u+kpgnUhFwchPY9w0'
    expect(await post.ok('password-verify', { text: 'password', hash: argon2d })).toMatchObject({ valid: true, algorithm: 'argon2d' })
  })

  it('verifies $2a$, $2b$ and $2y$ bcrypt hashes, and ignores whitespace around the hash', async () => {
    for (const version of ['2a', '2b', '2y']) {
      const hash = BCRYPT_PASSWORD.replace('$2b$', `$${version}$`)
      expect(await post.ok('password-verify', { text: 'password', hash: `  ${hash}\n` })).toEqual({
        valid: true, algorithm: 'bcrypt', parameters: { version, cost: 4 },
      })
      expect((await post.ok('password-verify', { text: 'passworD', hash })).valid).toBe(false)
    }
  })

  it.each([
    ['$2b$31$', 31], ['$2b$16$', 16], ['$2y$99$', 99], ['$2a$03$', 3],
  ])('refuses a forged bcrypt cost %s before verifying (H3)', async (prefix, cost) => {
    const hash = prefix + BCRYPT_PASSWORD.slice(7)
    const { value, ms } = await timed(() => post.refused('password-verify', { text: 'password', hash }))
    expect(ms).toBeLessThan(1000)
    expect(value).toEqual({
      code: 'BCRYPT_COST_LIMIT',
      error: `the hash has bcrypt cost ${cost}; only costs 4 to 15 are checked here, because each step doubles the work and a larger cost could take minutes; rehash the password with a cost between 4 and 15`,
    })
  })

  it.each([
    ['m=4194304,t=100,p=1', 'm', 4194304, 65536],
    ['m=1048576,t=3,p=4', 'm', 1048576, 65536],
    ['m=19456,t=100,p=1', 't', 100, 10],
    ['m=19456,t=2,p=16', 'p', 16, 4],
    ['m=4294967295,t=4294967295,p=255', 'm', 4294967295, 65536],
  ])('refuses forged Argon2 parameters %s before verifying (H3, H4)', async (params, name, value, max) => {
    const hash = `$argon2id$v=19$${params}$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG`
    const { value: refusal, ms } = await timed(() => post.refused('password-verify', { text: 'password', hash }))
    expect(ms).toBeLessThan(1000)
    expect(refusal.code).toBe('ARGON2_COST_LIMIT')
    expect(refusal.error).toMatch(new RegExp(`^the hash asks for ${name}=${value}, above the ${max} this service accepts`))
  })

  it.each([
    ['', 'HASH_UNRECOGNISED'],
    ['hello', 'HASH_UNRECOGNISED'],
    ['5f4dcc3b5aa765d61d8327deb882cf99', 'HASH_UNRECOGNISED'],
    ['$1$saltsalt$qjXMvbEw8oaL.CzflDugX/', 'HASH_UNRECOGNISED'],
    ['$scrypt$ln=16,r=8,p=1$aM15713r3Xsvxbi31lqr1Q$nFNh2CVHVjNldFVKDHDlm4CbdRSCdEBsjjJxD+iCs5E', 'HASH_UNRECOGNISED'],
    ['$2b$10$short', 'BCRYPT_HASH_MALFORMED'],
    ['$2x$10$oBCf/cZzG9TfJIgim02GmuTbb44dOVzP1jh1afirJpBKzojBd0Xde', 'BCRYPT_HASH_MALFORMED'],
    ['$2b$10$oBCf/cZzG9TfJIgim02GmuTbb44dOVzP1jh1afirJpBKzojBd0Xd!', 'BCRYPT_HASH_MALFORMED'],
    ['$2b$1$oBCf/cZzG9TfJIgim02GmuTbb44dOVzP1jh1afirJpBKzojBd0Xde0', 'BCRYPT_HASH_MALFORMED'],
    ['$argon2id$v=19$m=abc,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'ARGON2_HASH_MALFORMED'],
    ['$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ', 'ARGON2_HASH_MALFORMED'],
    ['$argon2id$v=19$m=19456,t=0,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'ARGON2_HASH_MALFORMED'],
    ['$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'ARGON2_HASH_MALFORMED'], // 4-byte salt
    ['$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHQ=$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'ARGON2_HASH_MALFORMED'], // padded
    ['$argon2id$v=19$m=64,t=1,p=1$c29tZXNhbHR$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'ARGON2_HASH_MALFORMED'], // stray bits: library refuses
    ['$argon2x$v=19$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'ARGON2_HASH_MALFORMED'],
    ['$argon2id$v=18$m=19456,t=2,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'ARGON2_VERSION'],
    ['$argon2id$v=19$m=16,t=2,p=4$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG', 'ARGON2_MEMORY_PER_LANE'],
  ])('refuses the garbled or unknown hash %j with a 422, never a 500', async (hash, code) => {
    const { value, ms } = await timed(() => post.refused('password-verify', { text: 'password', hash }))
    expect(value.code).toBe(code)
    expect(ms).toBeLessThan(1000)
  })

  it('names the accepted formats when the hash is not recognised', async () => {
    expect((await post.refused('password-verify', { text: 'pw', hash: 'plain' })).error).toBe(
      'hash is not a bcrypt or Argon2 hash; send a bcrypt hash ($2a$, $2b$ or $2y$, two-digit cost, then 53 characters, such as $2b$10$…) or an Argon2 hash in PHC form ($argon2id$v=19$m=19456,t=2,p=1$salt$digest; argon2i and argon2d are accepted too)',
    )
    expect((await post.refused('password-verify', { text: 'pw', hash: 'plain' }, 'es')).error).toMatch(/^hash no es un hash bcrypt ni Argon2/)
  })

  it('refuses a password over 72 bytes against a bcrypt hash, so passwords differing after byte 72 cannot both verify (H5)', async () => {
    const base = 'x'.repeat(72)
    // Hashing the longer passwords is refused, so such a hash cannot come from here...
    expect((await post.refused('bcrypt', { text: `${base}A`, cost: 4 })).code).toBe('BCRYPT_PASSWORD_TOO_LONG')
    // ...and checking one against a hash of their shared 72 bytes is refused rather than answered "valid".
    const { hash } = await post.ok('bcrypt', { text: base, cost: 4 })
    expect((await post.ok('password-verify', { text: base, hash })).valid).toBe(true)
    for (const text of [`${base}A`, `${base}B`]) {
      expect((await post.refused('password-verify', { text, hash })).code).toBe('BCRYPT_PASSWORD_TOO_LONG')
    }
  })

  it('caps the password and the hash length', async () => {
    const { value, ms } = await timed(() => post.refused('password-verify', { text: 'a'.repeat(1_000_000), hash: BCRYPT_PASSWORD }))
    expect(value.code).toBe('PARAM_MAX_LENGTH')
    expect(ms).toBeLessThan(1000)
    expect(await post.refused('password-verify', { text: 'pw', hash: `$argon2id$${'a'.repeat(300)}` }))
      .toEqual({ code: 'PARAM_MAX_LENGTH', error: 'hash must be at most 256 characters long' })
    expect((await post.refused('password-verify', { hash: BCRYPT_PASSWORD })).code).toBe('PARAM_REQUIRED')
  })
})

describe('input caps come before any hashing work', () => {
  // A hashing pool that records what reaches it: refused input must never get there.
  let probe: FastifyInstance
  const submitted: string[] = []
  const recorder: TaskPool = {
    run: async (task) => { submitted.push(task); throw new Error('not expected') },
    close: async () => {},
    warmUp: () => {},
  }
  beforeAll(async () => { probe = await makeApp({}, { hashing: recorder }) })
  afterAll(async () => { await probe.close() })

  it.each([
    ['bcrypt', { text: 'pw', cost: 16 }],
    ['bcrypt', { text: 'x'.repeat(73) }],
    ['bcrypt', { text: 'a'.repeat(1_000_000) }],
    ['argon2', { text: 'pw', memory_cost: 4194304 }],
    ['argon2', { text: 'pw', memory_cost: 8, parallelism: 2 }],
    ['password-verify', { text: 'pw', hash: `$2b$31$${'a'.repeat(53)}` }],
    ['password-verify', { text: 'pw', hash: '$argon2id$v=19$m=4194304,t=100,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG' }],
    ['password-verify', { text: 'x'.repeat(73), hash: '$2b$04$oBCf/cZzG9TfJIgim02GmuTbb44dOVzP1jh1afirJpBKzojBd0Xde' }],
    ['password-verify', { text: 'pw', hash: 'garbage' }],
  ])('%s %#', async (name, params) => {
    const res = await call(probe, opAt(`dev/${name}`, 'POST'), params)
    expect(res.statusCode, res.body).toBe(422)
    expect(submitted).toEqual([])
  })
})

describe('hashing under load (H1, H2)', () => {
  let small: FastifyInstance
  beforeAll(async () => { small = await makeApp({ HASH_THREADS: '1', HASH_QUEUE: '1' }) })
  afterAll(async () => { await small.close() })

  it('8 concurrent cost-15 bcrypt calls: at most 2 admitted, the rest 503 BUSY with Retry-After; light calls stay fast', async () => {
    let finished = 0
    const heavy = Array.from({ length: 8 }, (_, i) => call(small, opAt('dev/bcrypt', 'POST'), { text: `password ${i}`, cost: 15 })
      .then((res) => { if (res.statusCode === 200) finished++; return res }))
    await new Promise((resolve) => setTimeout(resolve, 100))

    const light = await timed(() => call(small, opAt('number/roman'), { value: '9' }))
    expect(light.value.statusCode).toBe(200)
    expect(envelope(light.value).result).toEqual({ roman: 'IX', number: 9 })
    expect(light.ms).toBeLessThan(1000)
    expect(finished).toBe(0) // the light call was answered while the hashes were still running

    const responses = await Promise.all(heavy)
    const busy = responses.filter((r) => r.statusCode === 503)
    const hashed = responses.filter((r) => r.statusCode === 200)
    // Capacity is 1 thread + 1 queued: exactly two are admitted (and finish well within the budget).
    expect(hashed.length).toBe(2)
    expect(busy.length).toBe(6)
    for (const res of busy) {
      expect(res.headers['retry-after']).toBe('1')
      expect(envelope(res)).toMatchObject({ ok: false, code: 'BUSY' })
    }
    for (const res of hashed) expect((envelope(res).result as { hash: string }).hash).toMatch(/^\$2b\$15\$/)

    // I1: still alive and serving afterwards.
    expect((await small.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
  }, 30_000)
})

describe('dev/uuid', () => {
  const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

  it('gives one v4 UUID by default and up to 100 distinct ones', async () => {
    const one = await get.ok('uuid', {})
    expect(one.uuids).toHaveLength(1)
    expect((one.uuids as string[])[0]).toMatch(V4)
    const many = (await get.ok('uuid', { count: 100 })).uuids as string[]
    expect(many).toHaveLength(100)
    for (const id of many) expect(id).toMatch(V4)
    expect(new Set(many).size).toBe(100)
  })

  it.each([0, 101, -1, 1e6])('refuses count=%j', async (count) => {
    expect(await get.refused('uuid', { count })).toEqual({ code: 'PARAM_BETWEEN', error: 'count must be between 1 and 100' })
  })

  it('refuses a count that is not a whole number', async () => {
    expect((await get.refused('uuid', { count: '2.5' })).code).toBe('PARAM_NOT_INTEGER')
    expect((await get.refused('uuid', { count: 'five' })).code).toBe('PARAM_NOT_NUMBER')
  })
})

describe('dev/base64', () => {
  // RFC 4648 section 10.
  const VECTORS = [['', ''], ['f', 'Zg=='], ['fo', 'Zm8='], ['foo', 'Zm9v'], ['foob', 'Zm9vYg=='], ['fooba', 'Zm9vYmE='], ['foobar', 'Zm9vYmFy']]

  it.each(VECTORS)('RFC 4648: %j <-> %j', async (text, encoded) => {
    expect(await post.ok('base64', { text })).toEqual({ mode: 'encode', output: encoded, bytes: text.length })
    expect(await post.ok('base64', { text: encoded, mode: 'decode' })).toEqual({ mode: 'decode', output: text, bytes: text.length })
    expect((await post.ok('base64', { text: encoded.replace(/=/g, ''), mode: 'decode' })).output).toBe(text)
    expect((await post.ok('base64', { text, url_safe: true })).output).toBe(encoded.replace(/=/g, ''))
  })

  it('url_safe switches to the base64url alphabet; decoding reads both', async () => {
    const text = '\u00fb\u00ff?>' // bytes c3 bb c3 bf 3f 3e: the encoding uses + and /
    expect((await post.ok('base64', { text })).output).toBe('w7vDvz8+')
    expect((await post.ok('base64', { text, url_safe: 'true' })).output).toBe('w7vDvz8-')
    expect((await post.ok('base64', { text: 'b2s/Pg==', mode: 'decode' })).output).toBe('ok?>')
    expect((await post.ok('base64', { text: 'b2s_Pg', mode: 'decode' })).output).toBe('ok?>')
    expect((await post.ok('base64', { text: 'b2s_Pg==', mode: 'decode', url_safe: true })).output).toBe('ok?>')
  })

  it('round-trips UTF-8 text and ignores whitespace and line breaks when decoding', async () => {
    for (const text of ['café crème', '日本語', '😀👍🏽', 'a\u0000b']) {
      const { output } = await post.ok('base64', { text })
      expect((await post.ok('base64', { text: output, mode: 'decode' })).output).toBe(text)
    }
    expect((await post.ok('base64', { text: ' Zm9v\r\nYmFy\n', mode: 'decode' })).output).toBe('foobar')
    expect((await post.ok('base64', { text: 'Zm9vYg= =', mode: 'decode' })).output).toBe('foob')
  })

  it.each([
    ['Zm9v!mFy', 'BASE64_INVALID_CHAR', '"!" at position 5 is not in the Base64 alphabet; use A-Z, a-z, 0-9 and + / (or - _ for base64url), with = padding only at the end'],
    ['Zm9vé', 'BASE64_INVALID_CHAR', '"é" at position 5 is not in the Base64 alphabet; use A-Z, a-z, 0-9 and + / (or - _ for base64url), with = padding only at the end'],
    ['Zg==Zg', 'BASE64_MISPLACED_PADDING', 'the character at position 5 comes after = padding; padding may only appear at the end'],
    ['Zm9vY', 'BASE64_LENGTH', '5 Base64 characters (padding not counted) is a length that no encoding produces, so a character is missing or extra; the count divided by 4 must not leave 1'],
    ['Zg=', 'BASE64_PADDING', 'the = padding is wrong: with padding the length must be a multiple of 4, but it is 3; correct the number of = signs or leave them all out'],
    ['Zm9v=', 'BASE64_PADDING', 'the = padding is wrong: with padding the length must be a multiple of 4, but it is 5; correct the number of = signs or leave them all out'],
  ])('refuses %j on decode', async (text, code, error) => {
    expect(await post.refused('base64', { text, mode: 'decode' })).toEqual({ code, error })
  })

  it('refuses decoded bytes that are not UTF-8', async () => {
    const { code, error } = await post.refused('base64', { text: 'QUL/', mode: 'decode' }) // 41 42 ff
    expect(code).toBe('INVALID_UTF8')
    expect(error).toContain('byte 3 (0xff)')
  })

  it('validates mode and url_safe', async () => {
    expect((await post.refused('base64', { text: 'a', mode: 'both' })).code).toBe('PARAM_ENUM')
    expect((await post.refused('base64', { text: 'a', url_safe: 'maybe' })).code).toBe('PARAM_NOT_BOOLEAN')
  })
})

describe('dev/url-encode', () => {
  it('encodes like encodeURIComponent', async () => {
    const text = "a b&c=d/e?f#g+h%i é 😀 -_.!~*'()"
    expect(await post.ok('url-encode', { text })).toEqual({ mode: 'encode', output: encodeURIComponent(text) })
    expect((await post.ok('url-encode', { text: 'a b' })).output).toBe('a%20b')
    expect((await post.ok('url-encode', { text: '' })).output).toBe('')
  })

  it('decodes like decodeURIComponent: reserved escapes decoded, + kept', async () => {
    for (const text of ['a%20b%2Fc%3F', 'caf%C3%A9+cr%c3%a8me', '%F0%9F%98%80', 'plain', '100%25', '%E6%97%A5%E6%9C%AC']) {
      expect(await post.ok('url-encode', { text, mode: 'decode' })).toEqual({ mode: 'decode', output: decodeURIComponent(text) })
    }
  })

  it('round-trips', async () => {
    for (const text of ['café crème', '日本語', '😀👍🏽 family', 'a/b?c=d&e=f#g', '% %25 +']) {
      const { output } = await post.ok('url-encode', { text })
      expect((await post.ok('url-encode', { text: output, mode: 'decode' })).output).toBe(text)
    }
  })

  it.each([
    ['%E0%A4%A', 'URL_MALFORMED_ESCAPE', '"%A" at position 7 is not a percent-escape: % must be followed by two hex digits, as in %20; write a literal % as %25'],
    ['%ZZ', 'URL_MALFORMED_ESCAPE', '"%ZZ" at position 1 is not a percent-escape: % must be followed by two hex digits, as in %20; write a literal % as %25'],
    ['é 100%', 'URL_MALFORMED_ESCAPE', '"%" at position 6 is not a percent-escape: % must be followed by two hex digits, as in %20; write a literal % as %25'],
    ['ok%C3%28', 'URL_INVALID_UTF8', 'the escapes starting at position 3 (%C3%28) are not UTF-8: every character beyond ASCII must be written as its complete UTF-8 byte sequence, such as %C3%A9 for é'],
    ['a%E6%97', 'URL_INVALID_UTF8', 'the escapes starting at position 2 (%E6%97) are not UTF-8: every character beyond ASCII must be written as its complete UTF-8 byte sequence, such as %C3%A9 for é'],
    ['%41%FF', 'URL_INVALID_UTF8', 'the escapes starting at position 4 (%FF) are not UTF-8: every character beyond ASCII must be written as its complete UTF-8 byte sequence, such as %C3%A9 for é'],
  ])('refuses %j on decode, naming the position', async (text, code, error) => {
    expect(await post.refused('url-encode', { text, mode: 'decode' })).toEqual({ code, error })
  })

  it('refuses a lone surrogate on encode', async () => {
    expect(await post.refused('url-encode', { text: 'ab\ud800c' })).toEqual({
      code: 'URL_LONE_SURROGATE',
      error: 'the character at position 3 is half of a surrogate pair (\\ud800) and cannot be written as UTF-8; send the complete character',
    })
  })
})
