import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.ts'

describe('configuration', () => {
  it('has working defaults for every setting', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(8787)
    expect(config.HOST).toBe('0.0.0.0')
    expect(config.LOG_LEVEL).toBe('info')
    expect(config.UPLOAD_LIMIT_BYTES).toBe(20 * 1024 * 1024)
    expect(config.PUBLIC_URL).toBeUndefined()
  })

  it('reads and converts values', () => {
    const config = loadConfig({ PORT: '9000', PUBLIC_URL: 'https://api.example.com/', METRICS: 'false' })
    expect(config.PORT).toBe(9000)
    expect(config.PUBLIC_URL).toBe('https://api.example.com')
    expect(config.METRICS).toBe(false)
  })

  it('keeps stored files an hour by default, under ./data/files, and for any whole number of seconds from 1', () => {
    expect(loadConfig({})).toMatchObject({ FILE_STORE_TTL_S: 3600, FILE_STORE_DIR: './data/files' })
    expect(loadConfig({ FILE_STORE_TTL_S: '1', FILE_STORE_DIR: '/var/lib/devutils/files' })).toMatchObject({ FILE_STORE_TTL_S: 1, FILE_STORE_DIR: '/var/lib/devutils/files' })
    expect(loadConfig({ FILE_STORE_TTL_S: '31536000' }).FILE_STORE_TTL_S).toBe(31_536_000)
  })

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(8787)
  })

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['WORKER_THREADS', '0'],
    ['FILE_STORE_TTL_S', '0'],
    ['FILE_STORE_TTL_S', '1.5'],
  ])('refuses %s=%s at start-up, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError)
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}="${value.replace(/[/.]/g, '\\$&')}"`))
  })
})
