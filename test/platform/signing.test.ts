import { describe, expect, it } from 'vitest'
import { createUrlSigner } from '../../src/platform/signing.ts'

describe('signed URLs', () => {
  let now = 1_800_000_000_000
  const signer = createUrlSigner('a-server-secret', () => now)

  it('verifies its own signature and gives back the fields', () => {
    const query = signer.sign('/images/qr.png', { text: 'hello', size: '300' }, 60)
    expect(query.exp).toBe(String(1_800_000_060))
    expect(signer.verify('/images/qr.png', query)).toEqual({ text: 'hello', size: '300' })
  })

  it('refuses an altered field, another path, a missing signature, or another secret', () => {
    const query = signer.sign('/images/qr.png', { text: 'hello', size: '300' }, 60)
    expect(signer.verify('/images/qr.png', { ...query, size: '1000' })).toBeUndefined()
    expect(signer.verify('/images/qr.png', { ...query, extra: '1' })).toBeUndefined()
    expect(signer.verify('/images/barcode.png', query)).toBeUndefined()
    const { sig: _sig, ...unsigned } = query
    expect(signer.verify('/images/qr.png', unsigned)).toBeUndefined()
    expect(createUrlSigner('another-secret', () => now).verify('/images/qr.png', query)).toBeUndefined()
  })

  it('refuses a signature after it expires', () => {
    const query = signer.sign('/images/qr.png', { text: 'x' }, 60)
    now += 61_000
    expect(signer.verify('/images/qr.png', query)).toBeUndefined()
  })

  it('does not confuse field boundaries', () => {
    const a = signer.sign('/p', { ab: 'c' }, 60)
    expect(signer.verify('/p', { ...a, ab: undefined as never, a: 'bc' })).toBeUndefined()
  })
})
