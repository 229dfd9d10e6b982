import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { makeApp } from '../helpers.ts'

let app: FastifyInstance
beforeAll(async () => { app = await makeApp() })
afterAll(async () => { await app.close() })

async function get(url: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await app.inject(url)
  return { status: res.statusCode, body: res.json() }
}

describe('number/to-words in the language of the call', () => {
  // Known answers: German writes the units before the tens in one word, French says "et un" in
  // 21, 31 ... 71, Portuguese joins tens and units with "e", Chinese writes 二十一 (everyday numerals).
  it.each([
    ['de', 'de-DE', 'einundzwanzig'],
    ['fr', 'fr-FR', 'vingt et un'],
    // n2words has no Brazilian Portuguese: /pt-br/ writes Portugal's, the same words for 21.
    ['pt-br', 'pt-PT', 'vinte e um'],
    ['zh-cn', 'zh-Hans-CN', '二十一'],
  ])('/%s/api/v1/number/to-words?value=21 writes it in %s: %s', async (lang, tag, words) => {
    const { status, body } = await get(`/${lang}/api/v1/number/to-words?value=21`)
    expect(status).toBe(200)
    expect(body.result).toEqual({ value: '21', lang: tag, words })
  })

  it.each([
    ['de', '1000000', 'eine Million'],
    ['fr', '80', 'quatre-vingts'],
    ['fr', '71', 'soixante et onze'],
    ['pt-br', '1001', 'mil e um'],
    ['zh-cn', '12', '十二'],
    ['zh-cn', '100000', '十万'],
    ['zh-cn', '1010', '一千零一十'],
    ['zh-cn', '-3.14', '负三点一四'],
  ])('/%s: %s is %s', async (lang, value, words) => {
    const { body } = await get(`/${lang}/api/v1/number/to-words?value=${value}`)
    expect((body.result as { words: string }).words).toBe(words)
  })

  it('lang still chooses the words, whatever the language of the call', async () => {
    const { body } = await get('/zh-cn/api/v1/number/to-words?value=21&lang=en')
    expect(body.result).toEqual({ value: '21', lang: 'en-US', words: 'twenty-one' })
  })

  it('zh-CN and zh-TW name the Chinese of n2words', async () => {
    expect(((await get('/de/api/v1/number/to-words?value=21&lang=zh-CN')).body.result as { lang: string }).lang).toBe('zh-Hans-CN')
    expect(((await get('/de/api/v1/number/to-words?value=21&lang=zh-TW')).body.result as { lang: string }).lang).toBe('zh-Hant-TW')
  })

  it('lang=pt-BR is refused rather than answered in European Portuguese', async () => {
    const { status, body } = await get('/pt-br/api/v1/number/to-words?value=21&lang=pt-BR')
    expect(status).toBe(422)
    expect(body.code).toBe('WORDS_LANGUAGE')
  })
})

describe('messages in the language of the call', () => {
  it('/fr/api/v1/number/roman without value: 422 PARAM_REQUIRED, not in English', async () => {
    const { status, body } = await get('/fr/api/v1/number/roman')
    expect(status).toBe(422)
    expect(body.code).toBe('PARAM_REQUIRED')
    expect(typeof body.error).toBe('string')
    expect(body.error).not.toBe('value is required')
  })
})
